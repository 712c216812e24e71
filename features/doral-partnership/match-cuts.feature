Feature: Doral matches cut short, and a match sent without its sets
  A judge may cut a match to a number of games (DORAL-15.2): right after a game
  ends, that number counts from the next game, so a cut to none ends the match
  at once on sets, then games. Once time is called (DORAL-15.1) only the game
  under way is finished; a later cut cannot add games, and the match is decided
  on time. A match sent with no sets or games starts at none each.

  @DORAL-15.2
  Scenario: A cut to no more games right after a game ends decides the match at once
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    And the games in the set are North-South 1, East-West 1
    And the score is North-South 70, East-West 40
    When North-South win a hand worth 35 points
    And the judge cuts the match to 0 more games
    Then North-South win the match
    And the games in the set stand at North-South 2, East-West 1
    And the match is decided under DORAL-15.2

  @DORAL-15.2
  Scenario: A cut to one game right after a game ends allows exactly one more
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    And the games in the set are North-South 0, East-West 0
    And the score is North-South 70, East-West 40
    When North-South win a hand worth 35 points
    And the judge cuts the match to 1 more games
    Then the match goes on
    When North-South win a game
    Then North-South win the match
    And the match is decided under DORAL-15.2

  @DORAL-15.1 @DORAL-15.2
  Scenario: A cut after time is called adds no game, and time decides
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 1
    And the games in the set are North-South 1, East-West 1
    And the score is North-South 40, East-West 30
    When time is called during a hand
    And the judge cuts the match to 2 more games
    And East-West win a hand worth 70 points
    Then East-West win the match
    And the match is decided under DORAL-15.1

  @DORAL-3.1
  Scenario: A match sent with no sets or games given starts at none each
    Given the rulebook "doral-partnership"
    And the score is North-South 90, East-West 50
    When North-South win a hand worth 20 points
    Then the games in the set stand at North-South 1, East-West 0
    And the sets stand at North-South 0, East-West 0
    And the score is North-South 0, East-West 0
    And the match goes on

  @DORAL-15.2
  Scenario: A hand that scored nothing has started the next game, so a cut to no more games lets it finish
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    And the games in the set are North-South 1, East-West 0
    And the score is North-South 0, East-West 0
    When a hand ends with no score
    And the judge cuts the match to 0 more games
    Then the match goes on
    When North-South win a game
    Then North-South win the match
    And the games in the set stand at North-South 2, East-West 0
    And the match is decided under DORAL-15.2

  @DORAL-15.2
  Scenario: A judge cannot cut a match to fewer than no more games
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    And the games in the set are North-South 1, East-West 0
    And the score is North-South 20, East-West 0
    When the judge cuts the match to -1 more games, possible or not
    Then the last action is refused under DORAL-15.2
