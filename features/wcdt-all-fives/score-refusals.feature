Feature: All Fives: a game score that no game can reach
  Points are scored only in multiples of five (WCDT-1.2): a count scores only when it is a
  multiple of five and the pips at the end of a hand are rounded to one. A hand or a match that
  goes on from a score of any other number, or from below nothing, is refused under that rule; a
  score in fives is taken.

  @WCDT-1.2
  Scenario: A hand does not start from a game score that is not in fives
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And the game score is North-South 100, East-West 12
    And North leads
    Then the deal is refused under WCDT-1.2

  @WCDT-1.2
  Scenario: A hand does not start from a game score below nothing
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And the game score is North-South -5, East-West 10, possible or not
    And North leads
    Then the deal is refused under WCDT-1.2

  @WCDT-1.2
  Scenario: A hand starts from a game score in fives
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And the game score is North-South 15, East-West 10
    And North leads
    Then the deal is accepted
    And the game score is North-South 15, East-West 10

  @WCDT-1.2
  Scenario: A match does not go on from a game score that is not in fives
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 101, East-West 100, possible or not
    When East-West win a hand worth 5 points
    Then the match is refused under WCDT-1.2
