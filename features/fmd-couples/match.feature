Feature: FMD: matches to 100 points and the ballots collected at 30 minutes
  The first side to 100 wins (FMDC-3.1); when the director has the ballots collected
  the match ends on the points written, the hand in progress unscored (FMDC-3.2); a
  match stopped level gives its point to nobody (FMDC-6.1).

  @FMDC-3.1
  Scenario: A hand that reaches 100 wins the match
    Given the rulebook "fmd-couples"
    And the score is North-South 90, East-West 60
    When North-South win a hand worth 12 points
    Then the score is North-South 102, East-West 60
    And North-South win the match

  @FMDC-3.1
  Scenario: Exactly 100 is enough
    Given the rulebook "fmd-couples"
    And the score is North-South 70, East-West 88
    When East-West win a hand worth 12 points
    Then East-West win the match

  @FMDC-3.1
  Scenario: One point short the match goes on
    Given the rulebook "fmd-couples"
    And the score is North-South 95, East-West 60
    When North-South win a hand worth 4 points
    Then the score is North-South 99, East-West 60
    And the match goes on

  @FMDC-3.2
  Scenario: Ballots collected between hands go to the higher score
    Given the rulebook "fmd-couples"
    And the score is North-South 64, East-West 41
    When time is called between hands
    Then North-South win the match

  @FMDC-3.2
  Scenario: Ballots collected during a hand end the match at once
    Given the rulebook "fmd-couples"
    And the score is North-South 30, East-West 55
    When time is called during a hand
    Then East-West win the match

  @FMDC-3.2
  Scenario: No hand is scored after the ballots are collected
    Given the rulebook "fmd-couples"
    And the score is North-South 30, East-West 55
    When time is called during a hand
    And North-South win a hand worth 40 points
    Then the score is North-South 30, East-West 55
    And East-West win the match

  @FMDC-6.1 @FMDC-3.2
  Scenario: Ballots collected with level scores give nobody the match
    Given the rulebook "fmd-couples"
    And the score is North-South 50, East-West 50
    When time is called between hands
    Then the match ends level with no winner

  @FMDC-6.1
  Scenario: A level score when the ballots are taken mid-hand is a tie
    Given the rulebook "fmd-couples"
    And the score is North-South 72, East-West 72
    When time is called during a hand
    Then the match ends level with no winner
