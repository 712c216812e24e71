Feature: All Fives: requests the game has no use for
  All Fives is played from a deal (WCDT-1.1): a hand starts with nobody's tile on the table and
  the player named to go down (WCDT-2.3), a player who cannot play draws or passes when it is
  noticed (WCDT-5.1, WCDT-5.2), each player draws one tile for the down (WCDT-2.1), and a match
  is games to 250 with no sets and no rounds (WCDT-1.2, WCDT-1.4). A request that asks for what
  the game does not have is refused as a whole; a side left out of a match's score has not
  scored yet.

  @WCDT-5.2
  Scenario: A pass left unnoticed is no record of this game
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    When North plays 5-5
    And East passes unnoticed
    Then the hand request is refused

  @WCDT-4.3
  Scenario: Asking for the count is no action of this game
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    When North plays 5-5
    And East asks for the count
    Then the hand request is refused

  @WCDT-2.3
  Scenario: A hand with nobody named to go down is refused
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And nobody is named to lead
    Then the hand request is refused

  @WCDT-2.3
  Scenario: A hand does not start from open ends already on the table
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And the open ends are 5 and 5
    And North leads
    Then the hand request is refused

  @WCDT-2.3
  Scenario: A hand does not start from a turn under way
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    And East is to play
    Then the hand request is refused

  @WCDT-1.1
  Scenario: A complete deal names its bone-yard as the undealt tiles, not twice
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 6-2 6-0 5-5 5-2 5-0 4-4 |
      | East  | 6-6 6-5 6-4 6-1 4-1 4-0 3-0 |
    And the undealt tiles are 3-3 2-1 4-2 4-3 5-3 3-2 2-0 0-0 5-1 1-0 3-1 1-1 2-2 5-4
    And the bone-yard holds 3-3 2-1
    And North leads
    Then the hand request is refused

  @WCDT-1.1 @WCDT-3.1
  Scenario: A deal that leaves a tile of the set out is refused
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 6-2 6-0 5-5 5-2 5-0 4-4 |
      | East  | 6-6 6-5 6-4 6-1 4-1 4-0 3-0 |
    And the undealt tiles are 3-3 2-1 4-2 4-3 5-3 3-2 2-0 0-0 5-1 1-0 3-1 1-1 2-2, the deal complete or not
    And North leads
    Then the deal is refused under WCDT-1.1

  @WCDT-2.1
  Scenario: The down is drawn one tile a player, not picked from a pile in turn
    Given the rulebook "wcdt-all-fives"
    And the players draw for the lead:
      | seat  | tile |
      | North | 6-4  |
      | East  | 6-5  |
    And South shuffled
    And the tiles are picked in this order: 6-5 6-4
    Then the draw is refused

  @WCDT-1.4
  Scenario: A match of games has no sets
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 120, East-West 100
    And the sets are North-South 1, East-West 0
    When North-South win a hand worth 10 points
    Then the match is refused

  @WCDT-1.4
  Scenario: A match of games is not timed by rounds
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 120, East-West 100
    And the match is played in round 3 of 5
    When North-South win a hand worth 10 points
    Then the match is refused

  @WCDT-1.2
  Scenario: A match has no time call
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 120, East-West 100
    When time is called between hands
    Then the match is refused

  @WCDT-1.2
  Scenario: East-West left out of the score have not scored yet
    Given the rulebook "wcdt-all-fives"
    And only North-South have scored so far, 100 points
    When East-West win a hand worth 10 points
    Then the score is North-South 100, East-West 10

  @WCDT-1.2
  Scenario: North-South left out of the score have not scored yet
    Given the rulebook "wcdt-all-fives"
    And only East-West have scored so far, 100 points
    When North-South win a hand worth 10 points
    Then the score is North-South 10, East-West 100
