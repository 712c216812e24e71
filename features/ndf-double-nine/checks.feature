Feature: NDF double nine: engine checks the rulebook does not have
  The rulebook says nothing of asking how many tiles each player holds, so a
  request for the count is accepted from any seat and changes nothing (the
  reading of NDF-3.1). Limiting it to one's own turn is another rulebook's rule.

  @NDF-3.1
  Scenario: A player may ask for the count out of turn
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 6
    And the hands are:
      | seat  | tiles       |
      | North | 6-5 1-1     |
      | West  | 4-3 2-2     |
      | South | 6-4 3-3 5-5 |
      | East  | 5-2         |
    And North leads
    And West is to play
    When South asks for the count
    Then every action is accepted
    And West is to play
    And South holds 3 tiles
