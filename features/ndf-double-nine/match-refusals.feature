Feature: NDF matches end only at the target or on time
  An NDF match ends when a partnership reaches 150 points (NDF-1.3) or when
  time is called (NDF-1.4); the rulebook gives a judge no power to cut a match
  to a number of games, as the Doral guide does, so a match with such a cut is
  refused.

  @NDF-1.3
  Scenario: A judge's cut to a number of games is no NDF ruling
    Given the rulebook "ndf-double-nine"
    And the score is North-South 80, East-West 60
    When the judge cuts the match to 1 more games
    Then the match is refused under NDF-1.3

  @NDF-1.3
  Scenario: A game won is no NDF event: the match is one run of hands to 150
    Given the rulebook "ndf-double-nine"
    And the score is North-South 80, East-West 60
    When North-South win a game
    Then the match is refused under NDF-1.3
