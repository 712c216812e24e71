Feature: FMD singles matches that cannot be set up
  Time may be called only in the last two rounds of the tournament (FMDS-3.2),
  so a match says which round it belongs to; a round after the last one, or a
  round 0, is no round of the tournament and the match is refused.

  @FMDS-3.2
  Scenario: A match in round 9 of 8 is refused
    Given the rulebook "fmd-singles"
    And the match is played in round 9 of 8
    And the score is North-South 47, East-West 62
    When time is called between hands after 30 minutes
    Then the match is refused

  @FMDS-3.2
  Scenario: A match in round 0 of 8 is refused
    Given the rulebook "fmd-singles"
    And the match is played in round 0 of 8
    And the score is North-South 47, East-West 62
    When time is called between hands after 30 minutes
    Then the match is refused
