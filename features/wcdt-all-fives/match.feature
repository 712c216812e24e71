Feature: All Fives: the game and the match
  A game goes to the first side to reach 250 points, five houses of 50 (WCDT-1.2, WCDT-1.3);
  every hand scores a multiple of five (WCDT-4.4); the match is the best two of three games
  unless the event sets its own length (WCDT-1.4).

  @WCDT-1.2 @WCDT-1.3
  Scenario: Reaching 250 exactly, five houses, wins the game and the next game starts from nothing
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 240, East-West 100
    When North-South win a hand worth 10 points
    Then the games are North-South 1, East-West 0
    And the score is North-South 0, East-West 0
    And the match goes on

  @WCDT-1.2
  Scenario: 245 is not yet a game
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 235, East-West 100
    When North-South win a hand worth 10 points
    Then the games are North-South 0, East-West 0
    And the score is North-South 245, East-West 100
    And the match goes on

  @WCDT-1.4
  Scenario: One game each, the third decides the match
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 120, East-West 230
    And the games in the set are North-South 1, East-West 1
    When East-West win a hand worth 25 points
    Then East-West win the match
    And the games are North-South 1, East-West 2

  @WCDT-1.4 @WCDT-1.2
  Scenario: The second game of a match starts from nothing, whatever the first ended on
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 240, East-West 130
    When North-South win a hand worth 20 points
    And East-West win a hand worth 15 points
    Then the games are North-South 1, East-West 0
    And the score is North-South 0, East-West 15
    And the match goes on

  @WCDT-1.4
  Scenario: Two games to none ends the match without a third
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 225, East-West 0
    And the games in the set are North-South 1, East-West 0
    When North-South win a hand worth 25 points
    Then North-South win the match
    And the games are North-South 2, East-West 0

  @WCDT-1.4
  Scenario: One game won is not yet the match
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 0, East-West 245
    When East-West win a hand worth 5 points
    Then the match goes on
    And the games are North-South 0, East-West 1

  @WCDT-1.4
  Scenario: Nothing is scored after the match is won
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 225, East-West 0
    And the games in the set are North-South 1, East-West 0
    When North-South win a hand worth 25 points
    And East-West win a hand worth 10 points
    Then the last action is refused under WCDT-1.4
    And North-South win the match

  @WCDT-4.4
  Scenario: A hand scores only multiples of five
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 100, East-West 100
    When North-South win a hand worth 12 points
    Then the last action is refused under WCDT-4.4
    And the score is North-South 100, East-West 100

  @WCDT-1.4
  Scenario: In an event of single-game matches the first game won is the match
    Given the rulebook "wcdt-all-fives"
    And the event plays single-game matches
    And the score is North-South 240, East-West 100
    When North-South win a hand worth 10 points
    Then North-South win the match
    And the games are North-South 1, East-West 0

  @WCDT-1.4
  Scenario: In an event of best-of-five matches a second game won is not yet the match
    Given the rulebook "wcdt-all-fives"
    And the event's matches go to the first side to win 3 games
    And the score is North-South 0, East-West 245
    And the games in the set are North-South 1, East-West 1
    When East-West win a hand worth 5 points
    Then the match goes on
    And the games are North-South 1, East-West 2

  @WCDT-1.4
  Scenario: In an event of best-of-five matches the third game won is the match
    Given the rulebook "wcdt-all-fives"
    And the event's matches go to the first side to win 3 games
    And the score is North-South 0, East-West 245
    And the games in the set are North-South 2, East-West 2
    When East-West win a hand worth 5 points
    Then East-West win the match
    And the games are North-South 2, East-West 3

  @WCDT-1.4
  Scenario: A match won by no game is no length an event can set
    Given the rulebook "wcdt-all-fives"
    And the event's matches go to the first side to win 0 games
    When North-South win a hand worth 10 points
    Then the match is refused under WCDT-1.4
