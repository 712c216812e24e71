Feature: All Fives: the hands a match records
  A hand's points are a multiple of five and go to the side that made them (WCDT-4.4): a side
  that goes out against a hand of a pip or two rounds them to nothing and scores nothing
  (WCDT-6.1), and a blocked hand with level sides scores for nobody (WCDT-6.2). Either way the
  hand was played and is counted; points with no side to score them are no hand at all.

  @WCDT-4.4 @WCDT-6.1 @WCDT-6.2
  Scenario: A hand worth nothing and a hand nobody scores are both hands played
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 100, East-West 100
    When North-South win a hand worth 0 points
    And a hand ends with no score
    And East-West win a hand worth 5 points
    Then the score is North-South 100, East-West 105
    And 3 hands have been played
    And the match goes on

  @WCDT-4.4
  Scenario: Points with no side to score them are refused
    Given the rulebook "wcdt-all-fives"
    And the score is North-South 100, East-West 100
    When a hand scores 10 points for nobody, possible or not
    Then the match is refused
