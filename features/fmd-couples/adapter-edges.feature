Feature: FMD couples: a match's events answered one by one
  Each event of a match is accepted or refused in order: a hand scored before a time call the
  rules do not allow yet (FMDC-3.2) stays accepted, and only the call is refused.

  @FMDC-3.2
  Scenario: A hand scored, then a time call too early: the hand stands, the call is refused
    Given the rulebook "fmd-couples"
    And the match is played in round 8 of 8
    And the score is North-South 47, East-West 62
    When North-South win a hand worth 10 points
    And time is called during a hand after 29 minutes
    Then the last action is refused under FMDC-3.2
    And the score is North-South 57, East-West 62
