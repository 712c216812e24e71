Feature: Doral games, sets, match and the clock
  Hands are scored until a partnership reaches 100 and wins the game
  (DORAL-2.2); three games win a set (DORAL-3.1) and two sets the match
  (DORAL-4.1). At 45 minutes the game under way is finished and the match is
  decided by sets, then games (DORAL-15.1); a judge may cut the games still
  to play (DORAL-15.2).

  @DORAL-2.2
  Scenario: The hand that takes a partnership past 100 wins the game
    Given the rulebook "doral-partnership"
    And the score is North-South 90, East-West 50
    When North-South win a hand worth 12 points
    Then the games in the set stand at North-South 1, East-West 0
    And the score is North-South 0, East-West 0
    And the match goes on

  @DORAL-2.2
  Scenario: Exactly 100 points is enough
    Given the rulebook "doral-partnership"
    And the score is North-South 40, East-West 75
    When East-West win a hand worth 25 points
    Then the games in the set stand at North-South 0, East-West 1
    And the score is North-South 0, East-West 0

  @DORAL-2.2
  Scenario: One point short of 100 the game goes on
    Given the rulebook "doral-partnership"
    And the score is North-South 90, East-West 50
    When North-South win a hand worth 9 points
    Then the score is North-South 99, East-West 50
    And the games in the set stand at North-South 0, East-West 0
    And 1 hands have been played

  @DORAL-2.2 @DORAL-12.2
  Scenario: A replayed hand leaves the game score as it was
    Given the rulebook "doral-partnership"
    And the score is North-South 90, East-West 50
    When a hand ends with no score
    Then the score is North-South 90, East-West 50
    And the games in the set stand at North-South 0, East-West 0
    And the match goes on

  @DORAL-3.1
  Scenario: The third game won takes the set
    Given the rulebook "doral-partnership"
    And the games in the set are North-South 2, East-West 1
    And the sets are North-South 0, East-West 0
    When North-South win a game
    Then the sets stand at North-South 1, East-West 0
    And the games in the set stand at North-South 0, East-West 0
    And the match goes on

  @DORAL-3.1
  Scenario: Two games are not yet a set
    Given the rulebook "doral-partnership"
    And the games in the set are North-South 1, East-West 0
    And the sets are North-South 0, East-West 0
    When North-South win a game
    Then the games in the set stand at North-South 2, East-West 0
    And the sets stand at North-South 0, East-West 0
    And the match goes on

  @DORAL-3.1
  Scenario: A set can run to five games
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    When North-South win a game
    And East-West win a game
    And North-South win a game
    And East-West win a game
    Then the games in the set stand at North-South 2, East-West 2
    And the sets stand at North-South 0, East-West 0
    When East-West win a game
    Then the sets stand at North-South 0, East-West 1
    And the games in the set stand at North-South 0, East-West 0

  @DORAL-4.1
  Scenario: The second set won takes the match
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 1
    And the games in the set are North-South 2, East-West 2
    When East-West win a game
    Then East-West win the match
    And the match is decided under DORAL-4.1
    And the sets stand at North-South 1, East-West 2

  @DORAL-4.1
  Scenario: One set is not yet the match
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    And the games in the set are North-South 2, East-West 0
    When North-South win a game
    Then the sets stand at North-South 1, East-West 0
    And the match goes on

  @DORAL-4.1
  Scenario: Two sets to none ends the match without a third
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 0
    And the games in the set are North-South 2, East-West 1
    When North-South win a game
    Then North-South win the match
    And the match is decided under DORAL-4.1

  @DORAL-15.1
  Scenario: Time called between games goes to the partnership with more sets
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 0
    And the games in the set are North-South 0, East-West 2
    And the score is North-South 0, East-West 0
    When time is called between hands
    Then North-South win the match
    And the match is decided under DORAL-15.1

  @DORAL-15.1
  Scenario: With sets level the games of the set under way decide
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    And the games in the set are North-South 1, East-West 2
    And the score is North-South 0, East-West 0
    When time is called between hands
    Then East-West win the match
    And the match is decided under DORAL-15.1

  @DORAL-15.1
  Scenario: The game under way when time is called is played to its end
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 0
    And the games in the set are North-South 0, East-West 1
    And the score is North-South 40, East-West 30
    When time is called during a hand
    And North-South win a hand worth 20 points
    Then the score is North-South 60, East-West 30
    And the match goes on

  @DORAL-15.1
  Scenario: The finished game can level the match, and one more game decides it
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 0
    And the games in the set are North-South 0, East-West 2
    And the score is North-South 30, East-West 20
    When time is called during a hand
    And East-West win a hand worth 85 points
    Then the sets stand at North-South 1, East-West 1
    And the match goes on
    When North-South win a game
    Then North-South win the match
    And the match is decided under DORAL-15.1

  @DORAL-15.2
  Scenario: A judge cuts the match to one more game
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    And the games in the set are North-South 1, East-West 0
    And the score is North-South 0, East-West 0
    When the judge cuts the match to 1 more games
    Then the match goes on
    When North-South win a game
    Then North-South win the match
    And the match is decided under DORAL-15.2

  @DORAL-15.2
  Scenario: A cut to no more games still finishes the game under way
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    And the games in the set are North-South 1, East-West 1
    And the score is North-South 40, East-West 60
    When the judge cuts the match to 0 more games
    Then the match goes on
    When East-West win a hand worth 45 points
    Then East-West win the match
    And the match is decided under DORAL-15.2

  @DORAL-15.2
  Scenario: A shortened match level after its last game goes on for one more
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 1
    And the score is North-South 0, East-West 0
    When the judge cuts the match to 2 more games
    And North-South win a game
    Then the match goes on
    When East-West win a game
    Then the match goes on
    When North-South win a game
    Then North-South win the match
    And the match is decided under DORAL-15.2

  @DORAL-15.2 @DORAL-4.1
  Scenario: A match won outright before the cut runs out ends as usual
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 0
    And the games in the set are North-South 2, East-West 0
    And the score is North-South 0, East-West 0
    When the judge cuts the match to 3 more games
    And North-South win a game
    Then North-South win the match
    And the match is decided under DORAL-4.1
