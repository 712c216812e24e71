Feature: NDF locked hands
  A hand nobody can continue goes to the lowest single count (NDF-9.1);
  a tie across partnerships voids it (NDF-9.2).

  @NDF-9.1 @NDF-1.6
  Scenario: A lock goes to the player with the fewest pips
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 5
    And the hands are:
      | seat  | tiles   |
      | North | 5-4 9-9 |
      | East  | 8-8     |
      | South | 1-0     |
      | West  | 7-7     |
    And North leads
    When North plays 5-4 on the left end
    Then the hand ends by lock
    And South wins the hand
    And North-South win the hand with 49 points
