Feature: All Fives: the deal, at the edges of its numbers
  A hand starts from a whole double-six set (WCDT-1.1): in singles two players in seats of
  different partnerships take seven tiles each and the other fourteen are the bone-yard
  (WCDT-3.1); in doubles four players take seven each and there is no bone-yard (WCDT-3.2).
  A deal that breaks any of these is refused.

  @WCDT-3.1
  Scenario: Seven each and fourteen in the bone-yard is a singles deal
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    Then the deal is accepted
    And the bone-yard holds 14 tiles
    And North holds 7 tiles

  @WCDT-3.1
  Scenario: Eight tiles to one player is refused
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                           |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 1-0 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3     |
    And the bone-yard holds 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    Then the deal is refused under WCDT-3.1

  @WCDT-3.1
  Scenario: Six tiles to one player is refused
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6     |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 2-1 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    Then the deal is refused under WCDT-3.1

  @WCDT-3.1
  Scenario: A bone-yard one tile short of the set is refused
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4
    And North leads
    Then the deal is refused

  @WCDT-1.1
  Scenario: Two players in one partnership are no singles table
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | South | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    Then the deal is refused under WCDT-1.1

  @WCDT-1.1
  Scenario: Three players are neither singles nor doubles
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
      | South | 1-0 2-0 3-0 3-2 3-3 4-0 4-1 |
    And the bone-yard holds 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    Then the deal is refused under WCDT-1.1

  @WCDT-1.1
  Scenario: Tiles beyond double-six are not in the set
    Given the rulebook "wcdt-all-fives"
    And North is dealt 7-7 5-0 5-3 5-2 1-1 6-6 2-1, in the set or not
    And East is dealt 5-4 5-1 0-0 3-1 4-4 2-2 6-3, in the set or not
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    Then the deal is refused under WCDT-1.1

  @WCDT-3.2 @WCDT-1.1
  Scenario: Doubles deals the whole set to four players
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 6-0 |
      | East  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
      | South | 4-3 4-2 4-1 4-0 3-3 3-2 3-1 |
      | West  | 3-0 2-2 2-1 2-0 1-1 1-0 0-0 |
    And North leads
    Then the deal is accepted
    And the bone-yard holds 0 tiles
    And West holds 7 tiles
