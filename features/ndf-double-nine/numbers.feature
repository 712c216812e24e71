Feature: NDF numbers at their boundaries
  Each number of the rulebook checked at, just below and just above its
  threshold: ten tiles a player from a double-nine set (NDF-1.1) and the
  30-minute limit of a match (NDF-1.4).

  @NDF-1.1
  Scenario: Ten tiles a player: a full deal of ten each is accepted
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles                                   |
      | North | 9-9 9-8 9-7 9-6 9-5 9-4 9-3 9-2 9-1 9-0 |
      | West  | 8-8 8-7 8-6 8-5 8-4 8-3 8-2 8-1 8-0 7-7 |
      | South | 7-6 7-5 7-4 7-3 7-2 7-1 7-0 6-6 6-5 6-4 |
      | East  | 6-3 6-2 6-1 6-0 5-5 5-4 5-3 5-2 5-1 5-0 |
    And North leads
    Then the deal is accepted

  @NDF-1.1
  Scenario: Ten tiles a player: nine in one seat is a hand under way and is accepted
    Given the rulebook "ndf-double-nine"
    And the open ends are 9 and 0
    And the hands are:
      | seat  | tiles                                   |
      | North | 9-9 9-8 9-7 9-6 9-5 9-4 9-3 9-2 9-1     |
      | West  | 8-8 8-7 8-6 8-5 8-4 8-3 8-2 8-1 8-0 7-7 |
      | South | 7-6 7-5 7-4 7-3 7-2 7-1 7-0 6-6 6-5 6-4 |
      | East  | 6-3 6-2 6-1 6-0 5-5 5-4 5-3 5-2 5-1 5-0 |
    And North leads
    And West is to play
    Then the deal is accepted

  @NDF-1.1
  Scenario: Ten tiles a player: eleven in one seat is refused
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles                                       |
      | North | 9-9 9-8 9-7 9-6 9-5 9-4 9-3 9-2 9-1 9-0 4-4 |
      | West  | 8-8 8-7 8-6 8-5 8-4 8-3 8-2 8-1 8-0 7-7     |
      | South | 7-6 7-5 7-4 7-3 7-2 7-1 7-0 6-6 6-5 6-4     |
      | East  | 6-3 6-2 6-1 6-0 5-5 5-4 5-3 5-2 5-1         |
    And North leads
    Then the deal is refused

  @NDF-1.1
  Scenario: The set runs to double nine: the 9-9 is a tile of the set
    Given the rulebook "ndf-double-nine"
    And North is dealt 9-9 8-0, in the set or not
    And West holds 3-3
    And North leads
    Then the deal is accepted

  @NDF-1.1
  Scenario: The set runs to double nine: a 10-0 is not a tile of the set
    Given the rulebook "ndf-double-nine"
    And North is dealt 10-0 8-0, in the set or not
    And West holds 3-3
    And North leads
    Then the deal is refused

  @NDF-1.4
  Scenario: The 30-minute limit: time cannot be called after 29 minutes
    Given the rulebook "ndf-double-nine"
    And the score is North-South 120, East-West 95
    When time is called between hands after 29 minutes
    Then the last action is refused under NDF-1.4
    And the match goes on

  @NDF-1.4
  Scenario: The 30-minute limit: time called after 30 minutes ends the match
    Given the rulebook "ndf-double-nine"
    And the score is North-South 120, East-West 95
    When time is called between hands after 30 minutes
    Then North-South win the match

  @NDF-1.4
  Scenario: The 30-minute limit: time called after 31 minutes ends the match
    Given the rulebook "ndf-double-nine"
    And the score is North-South 70, East-West 95
    When time is called between hands after 31 minutes
    Then East-West win the match
