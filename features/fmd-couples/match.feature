Feature: FMD: matches to 100 points and the ballots collected at 30 minutes
  The first side to 100 wins (FMDC-3.1); when the director has the ballots collected
  the match ends on the points written, the hand in progress unscored (FMDC-3.2), a
  power kept for tables unfinished after 30 minutes in the last two rounds; a
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

  @FMDC-3.2
  Scenario: Ballots collected at exactly 30 minutes in the last round
    Given the rulebook "fmd-couples"
    And the match is played in round 8 of 8
    And the score is North-South 47, East-West 62
    When time is called during a hand after 30 minutes
    Then East-West win the match

  @FMDC-3.2
  Scenario: Ballots collected in the second-last round
    Given the rulebook "fmd-couples"
    And the match is played in round 7 of 8
    And the score is North-South 81, East-West 33
    When time is called between hands after 41 minutes
    Then North-South win the match

  @FMDC-3.2
  Scenario: Ballots cannot be collected before 30 minutes
    Given the rulebook "fmd-couples"
    And the match is played in round 8 of 8
    And the score is North-South 47, East-West 62
    When time is called during a hand after 29 minutes
    Then the last action is refused under FMDC-3.2
    And the match goes on

  @FMDC-3.2
  Scenario: Ballots cannot be collected in the third-last round
    Given the rulebook "fmd-couples"
    And the match is played in round 6 of 8
    And the score is North-South 81, East-West 33
    When time is called between hands after 45 minutes
    Then the last action is refused under FMDC-3.2
    And the match goes on

  @FMDC-3.2
  Scenario: A table stopped too early plays on to 100
    Given the rulebook "fmd-couples"
    And the match is played in round 3 of 8
    And the score is North-South 88, East-West 95
    When time is called between hands after 50 minutes
    And North-South win a hand worth 14 points
    Then the score is North-South 102, East-West 95
    And North-South win the match

  @FMDC-3.2 @FMDC-6.1
  Scenario: In a one-round event the only round is the last
    Given the rulebook "fmd-couples"
    And the match is played in round 1 of 1
    And the score is North-South 20, East-West 20
    When time is called between hands after 30 minutes
    Then the match ends level with no winner
