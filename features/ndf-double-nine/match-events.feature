Feature: NDF match events: the score a request leaves out, the winner of a hand, a judge's points
  A match setup may leave out a partnership that has not scored yet: its points
  start from nothing, and a hand it wins is added to that (NDF-1.3). The lead
  passes counter-clockwise from the last leader whoever won the hand, so a
  hand event naming its winner does not give that player the lead; points a
  judge adds or takes off between hands are no hand, and the lead stays where
  it was (NDF-2.3).

  @NDF-1.3
  Scenario: East-West, left out of the score, reach 150 from nothing
    Given the rulebook "ndf-double-nine"
    And only North-South have scored so far, 140 points
    When East-West win a hand worth 150 points
    Then the score is North-South 140, East-West 150
    And East-West win the match

  @NDF-1.3
  Scenario: North-South, left out of the score, reach 150 from nothing
    Given the rulebook "ndf-double-nine"
    And only East-West have scored so far, 140 points
    When North-South win a hand worth 150 points
    Then the score is North-South 150, East-West 140
    And North-South win the match

  @NDF-2.3
  Scenario: South wins the hand North led, and the lead passes on to West
    Given the rulebook "ndf-double-nine"
    And the score is North-South 20, East-West 30
    And North leads
    When South wins a hand worth 12 points
    Then the score is North-South 32, East-West 30
    And West leads the next hand

  @NDF-2.3
  Scenario: East wins the hand West led, and the lead passes on to South
    Given the rulebook "ndf-double-nine"
    And the score is North-South 20, East-West 30
    And West leads
    When East wins a hand worth 12 points
    Then the score is North-South 20, East-West 42
    And South leads the next hand

  @NDF-2.3
  Scenario: Points a judge takes off between hands play no hand: the lead stays with North
    Given the rulebook "ndf-double-nine"
    And the score is North-South 20, East-West 30
    And North leads
    When the judge takes 25 points off North-South's score
    Then the score is North-South -5, East-West 30
    And North leads the next hand
    And the match goes on
