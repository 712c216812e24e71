Feature: NDF face-up tiles lie in front of their own player
  A tile put down out of turn lies face up in front of the player who put it down
  (NDF-6.1), and so does a tile touched out of turn (NDF-5.1); tiles already face up
  in front of a player stay there beside it. Each seat keeps its own face-up tiles,
  whoever else has some.

  @NDF-6.1
  Scenario: South and West both put a tile down out of turn: each lies in front of its owner
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 2-2 2-0 |
      | East  | 5-4 1-0 |
    And North leads
    When South plays 2-2
    And West plays 4-4
    Then every action is accepted
    And 2-2 lies exposed in front of South
    And 4-4 lies exposed in front of West
    And North is to play
    And the open ends are 6 and 3

  @NDF-5.1
  Scenario: Tiles touched out of turn join the tiles already face up in front of each toucher
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles       |
      | North | 6-2 5-5     |
      | West  | 3-1 4-4 9-9 |
      | South | 2-2 2-0 7-7 |
      | East  | 5-4 1-0 8-8 |
    And East has 8-8 face up on the table
    And South has 7-7 face up on the table
    And West has 9-9 face up on the table
    And North leads
    When East touches 5-4
    And South touches 2-2
    And West touches 4-4
    Then every action is accepted
    And 8-8 lies exposed in front of East
    And 5-4 lies exposed in front of East
    And 7-7 lies exposed in front of South
    And 2-2 lies exposed in front of South
    And 9-9 lies exposed in front of West
    And 4-4 lies exposed in front of West
    And North is to play
