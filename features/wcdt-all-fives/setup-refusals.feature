Feature: All Fives: deals and standings a hand or a match cannot start from
  A hand is dealt from one double-six set, each tile once (WCDT-1.1), and goes down from a
  player at the table (WCDT-2.3); a game ends when a side reaches 250 (WCDT-1.2), so no hand
  starts from a side at 250, and a match ends when a side has won two games (WCDT-1.4), so no
  match goes on from there. Scores and games won start from nothing. Each deal or standing
  here is refused, naming the rule it breaks where it breaks one.

  @WCDT-1.1
  Scenario: A tile dealt twice is refused, though every tile of the set is dealt too
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5 5-5
    And North leads
    Then the deal is refused under WCDT-1.1

  @WCDT-1.1
  Scenario: A tile outside the double-six set is refused, though every tile of the set is dealt too
    Given the rulebook "wcdt-all-fives"
    And North is dealt 7-7 5-0 5-3 5-2 1-1 6-6 2-1, in the set or not
    And East is dealt 5-4 5-1 0-0 3-1 4-4 2-2 6-3, in the set or not
    And the bone-yard holds 5-5 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    Then the deal is refused under WCDT-1.1

  @WCDT-2.3
  Scenario: Singles: a player who is not at the table cannot go down
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And West leads
    Then the deal is refused

  @WCDT-1.2
  Scenario: No hand starts once a side has 250: that game is over
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And the game score is North-South 100, East-West 250
    And North leads
    Then the deal is refused under WCDT-1.2

  @WCDT-1.2
  Scenario: At 245 the game is not over and the next hand starts
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And the game score is North-South 100, East-West 245
    And North leads
    Then the deal is accepted
    And the game score is North-South 100, East-West 245
    And nobody has won the game

  @WCDT-1.2
  Scenario: A match does not go on from a score of 250: that game is over
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 250, East-West 100
    When East-West win a hand worth 5 points
    Then the match is refused under WCDT-1.2

  @WCDT-1.4
  Scenario: A match does not go on once a side has won two games
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 0, East-West 0
    And the games in the set are North-South 0, East-West 2
    When North-South win a hand worth 5 points
    Then the match is refused under WCDT-1.4

  @WCDT-1.2
  Scenario: A score below nothing is refused
    Given the rulebook "wcdt-all-fives"
    And the score is North-South -5, East-West 100, possible or not
    When East-West win a hand worth 5 points
    Then the match is refused under WCDT-1.2

  @WCDT-1.2
  Scenario: A score one point below nothing is refused too
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 100, East-West -1, possible or not
    When East-West win a hand worth 5 points
    Then the match is refused under WCDT-1.2

  @WCDT-1.4
  Scenario: Fewer than no games won is refused
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 100, East-West 100
    And the games won are North-South -1, East-West 1, possible or not
    When East-West win a hand worth 5 points
    Then the match is refused under WCDT-1.4
