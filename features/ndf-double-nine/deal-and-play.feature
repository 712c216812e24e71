Feature: NDF: complete deals played out
  Every scenario deals ten tiles of the double-nine set to each player (the other 15 stay
  face down), names the leader and plays the hand from the lead to its end. Going out
  wins the hand for the side of the player who went out, whatever the partnership totals
  say, and the winners score every pip left in the four hands (NDF-1.6); a lock goes to
  the lowest single count (NDF-9.1), one shared across the partnerships voids the hand
  (NDF-9.2), and the lead rotates counter-clockwise whoever won (NDF-2.3). A played hand
  entered in the match ends it at 150 and not at 149 (NDF-1.3); going out with a tile left
  face up earlier in the hand scores nothing (NDF-5.4).

  @NDF-1.6 @NDF-2.3
  Scenario: South goes out while North holds the heaviest hand
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles                                   |
      | North | 9-8 9-7 9-5 9-2 9-1 8-8 8-3 6-2 5-2 3-1 |
      | West  | 9-6 9-4 7-4 7-3 7-2 5-3 3-3 2-2 2-1 1-0 |
      | South | 9-9 8-6 7-0 6-4 6-1 4-1 3-2 3-0 2-0 0-0 |
      | East  | 9-0 8-1 7-1 6-6 6-3 6-0 5-4 4-4 4-3 1-1 |
    And the undealt tiles are 9-3 8-7 8-5 8-4 8-2 8-0 7-7 7-6 7-5 6-5 5-5 5-1 5-0 4-2 4-0
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 9-7  |       |
      | West  | play   | 7-4  | right |
      | South | play   | 4-1  | right |
      | East  | play   | 7-1  | right |
      | North | play   | 9-5  | left  |
      | West  | play   | 7-2  | right |
      | South | play   | 2-0  | right |
      | East  | play   | 5-4  | left  |
      | North | pass   |      |       |
      | West  | play   | 9-4  | left  |
      | South | play   | 0-0  | right |
      | East  | play   | 9-0  | left  |
      | North | pass   |      |       |
      | West  | play   | 1-0  | right |
      | South | play   | 6-1  | right |
      | East  | play   | 6-0  | left  |
      | North | play   | 6-2  | right |
      | West  | play   | 9-6  | left  |
      | South | play   | 3-2  | right |
      | East  | play   | 6-3  | right |
      | North | play   | 9-1  | left  |
      | West  | play   | 2-1  | left  |
      | South | play   | 8-6  | right |
      | East  | play   | 8-1  | right |
      | North | play   | 5-2  | left  |
      | West  | play   | 5-3  | left  |
      | South | play   | 3-0  | left  |
      | East  | play   | 1-1  | right |
      | North | play   | 3-1  | right |
      | West  | play   | 3-3  | right |
      | South | play   | 7-0  | left  |
      | East  | play   | 4-3  | right |
      | North | pass   |      |       |
      | West  | play   | 7-3  | left  |
      | South | play   | 6-4  | right |
      | East  | play   | 6-6  | right |
      | North | play   | 8-3  | left  |
      | West  | pass   |      |       |
      | South | pass   |      |       |
      | East  | pass   |      |       |
      | North | play   | 9-8  | left  |
      | West  | pass   |      |       |
      | South | play   | 9-9  | left  |
    Then every action is accepted
    And the hand ends by domino
    And South wins the hand
    And the counts are North 27, East 8, South 0, West 4
    And North-South win the hand with 39 points
    And West leads the next hand

  @NDF-1.6
  Scenario: The partnership totals are level when West goes out
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles                                   |
      | North | 9-7 9-3 9-1 7-5 7-2 6-3 5-3 5-1 4-1 3-2 |
      | West  | 9-4 8-1 7-7 7-4 6-1 5-0 4-3 3-3 3-1 1-1 |
      | South | 9-6 9-5 8-3 8-0 7-1 7-0 6-2 5-4 4-0 3-0 |
      | East  | 9-9 9-2 9-0 8-8 8-2 7-6 4-4 2-1 1-0 0-0 |
    And the undealt tiles are 9-8 8-7 8-6 8-5 8-4 7-3 6-6 6-5 6-4 6-0 5-5 5-2 4-2 2-2 2-0
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 7-2  |       |
      | West  | play   | 7-7  | left  |
      | South | play   | 6-2  | right |
      | East  | play   | 7-6  | left  |
      | North | play   | 6-3  | right |
      | West  | play   | 4-3  | right |
      | South | play   | 4-0  | right |
      | East  | play   | 0-0  | right |
      | North | pass   |      |       |
      | West  | play   | 5-0  | right |
      | South | play   | 9-5  | right |
      | East  | play   | 9-9  | right |
      | North | play   | 9-1  | right |
      | West  | play   | 6-1  | left  |
      | South | play   | 7-1  | right |
      | East  | play   | 2-1  | left  |
      | North | play   | 3-2  | left  |
      | West  | play   | 7-4  | right |
      | South | play   | 3-0  | left  |
      | East  | play   | 4-4  | right |
      | North | play   | 4-1  | right |
      | West  | play   | 8-1  | right |
      | South | play   | 8-3  | right |
      | East  | play   | 1-0  | left  |
      | North | play   | 9-3  | right |
      | West  | play   | 9-4  | right |
      | South | play   | 5-4  | right |
      | East  | pass   |      |       |
      | North | play   | 5-3  | right |
      | West  | play   | 1-1  | left  |
      | South | pass   |      |       |
      | East  | pass   |      |       |
      | North | play   | 5-1  | left  |
      | West  | play   | 3-3  | right |
      | South | pass   |      |       |
      | East  | pass   |      |       |
      | North | play   | 7-5  | left  |
      | West  | play   | 3-1  | right |
    Then every action is accepted
    And the hand ends by domino
    And West wins the hand
    And the counts are North 16, East 46, South 30, West 0
    And East-West win the hand with 92 points
    And West leads the next hand

  @NDF-9.1 @NDF-1.6
  Scenario: A lock goes to the lowest single count although that player's partnership holds more pips
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles                                   |
      | North | 9-9 8-8 7-1 6-3 6-1 5-1 5-0 4-2 1-1 0-0 |
      | West  | 9-4 7-7 7-3 7-0 6-5 6-2 5-4 5-3 2-1 2-0 |
      | South | 9-8 9-7 9-5 9-2 8-7 6-6 6-0 4-3 3-2 3-1 |
      | East  | 9-6 9-0 8-6 8-2 8-1 6-4 3-3 3-0 2-2 1-0 |
    And the undealt tiles are 9-3 9-1 8-5 8-4 8-3 8-0 7-6 7-5 7-4 7-2 5-5 5-2 4-4 4-1 4-0
    And East leads
    When the play goes:
      | seat  | action | tile | end   |
      | East  | play   | 3-3  |       |
      | North | play   | 6-3  | left  |
      | West  | play   | 7-3  | right |
      | South | play   | 9-7  | right |
      | East  | play   | 9-0  | right |
      | North | play   | 0-0  | right |
      | West  | play   | 7-0  | right |
      | South | play   | 8-7  | right |
      | East  | play   | 8-6  | left  |
      | North | play   | 8-8  | left  |
      | West  | pass   |      |       |
      | South | play   | 9-8  | left  |
      | East  | play   | 8-2  | right |
      | North | play   | 9-9  | left  |
      | West  | play   | 9-4  | left  |
      | South | play   | 4-3  | left  |
      | East  | play   | 2-2  | right |
      | North | play   | 4-2  | right |
      | West  | play   | 5-4  | right |
      | South | play   | 9-5  | right |
      | East  | play   | 3-0  | left  |
      | North | play   | 5-0  | left  |
      | West  | play   | 5-3  | left  |
      | South | play   | 3-2  | left  |
      | East  | play   | 9-6  | right |
      | North | play   | 6-1  | right |
      | West  | play   | 2-0  | left  |
      | South | play   | 6-0  | left  |
      | East  | play   | 8-1  | right |
      | North | pass   |      |       |
      | West  | play   | 6-2  | left  |
      | South | play   | 9-2  | left  |
    Then every action is accepted
    And the hand ends by lock
    And East wins the hand
    And the counts are North 16, East 11, South 16, West 28
    And East-West win the hand with 71 points
    And North leads the next hand

  @NDF-9.2 @NDF-2.3
  Scenario: A lock whose lowest count is shared across the partnerships scores nothing and the lead moves on
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles                                   |
      | North | 9-7 9-0 8-6 7-0 6-6 6-0 5-3 4-4 3-1 0-0 |
      | West  | 9-8 9-1 8-4 6-5 6-2 5-5 4-3 4-2 4-1 1-1 |
      | South | 9-3 8-8 8-3 7-5 7-4 7-2 7-1 5-2 5-0 1-0 |
      | East  | 9-9 9-5 9-4 9-2 8-2 7-3 5-1 4-0 2-2 2-1 |
    And the undealt tiles are 9-6 8-7 8-5 8-1 8-0 7-7 7-6 6-4 6-3 6-1 5-4 3-3 3-2 3-0 2-0
    And West leads
    When the play goes:
      | seat  | action | tile | end   |
      | West  | play   | 1-1  |       |
      | South | play   | 1-0  | right |
      | East  | play   | 5-1  | left  |
      | North | play   | 0-0  | right |
      | West  | play   | 6-5  | left  |
      | South | play   | 5-0  | right |
      | East  | play   | 9-5  | right |
      | North | play   | 6-6  | left  |
      | West  | play   | 9-1  | right |
      | South | play   | 7-1  | right |
      | East  | play   | 7-3  | right |
      | North | play   | 6-0  | left  |
      | West  | play   | 4-3  | right |
      | South | play   | 7-4  | right |
      | East  | play   | 4-0  | left  |
      | North | play   | 4-4  | left  |
      | West  | play   | 4-1  | left  |
      | South | play   | 7-5  | right |
      | East  | play   | 2-1  | left  |
      | North | play   | 5-3  | right |
      | West  | play   | 6-2  | left  |
      | South | play   | 9-3  | right |
      | East  | play   | 9-2  | right |
      | North | play   | 8-6  | left  |
      | West  | play   | 8-4  | left  |
      | South | play   | 7-2  | right |
      | East  | play   | 9-4  | left  |
      | North | play   | 7-0  | right |
      | West  | play   | 9-8  | left  |
      | South | play   | 8-8  | left  |
      | East  | play   | 8-2  | left  |
      | North | play   | 9-0  | right |
      | West  | play   | 4-2  | left  |
      | South | pass   |      |       |
      | East  | play   | 9-9  | right |
      | North | play   | 9-7  | right |
    Then every action is accepted
    And the hand ends by void
    And the counts are North 4, East 4, South 18, West 10
    And the hand scores nothing
    And South leads the next hand

  @NDF-1.3 @NDF-1.6
  Scenario: A deal played out takes North-South from 111 to exactly 150, the target
    Given the rulebook "ndf-double-nine"
    And the score is North-South 111, East-West 140
    And the hands are:
      | seat  | tiles                                   |
      | North | 9-8 9-7 9-5 9-2 9-1 8-8 8-3 6-2 5-2 3-1 |
      | West  | 9-6 9-4 7-4 7-3 7-2 5-3 3-3 2-2 2-1 1-0 |
      | South | 9-9 8-6 7-0 6-4 6-1 4-1 3-2 3-0 2-0 0-0 |
      | East  | 9-0 8-1 7-1 6-6 6-3 6-0 5-4 4-4 4-3 1-1 |
    And the undealt tiles are 9-3 8-7 8-5 8-4 8-2 8-0 7-7 7-6 7-5 6-5 5-5 5-1 5-0 4-2 4-0
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 9-7  |       |
      | West  | play   | 7-4  | right |
      | South | play   | 4-1  | right |
      | East  | play   | 7-1  | right |
      | North | play   | 9-5  | left  |
      | West  | play   | 7-2  | right |
      | South | play   | 2-0  | right |
      | East  | play   | 5-4  | left  |
      | North | pass   |      |       |
      | West  | play   | 9-4  | left  |
      | South | play   | 0-0  | right |
      | East  | play   | 9-0  | left  |
      | North | pass   |      |       |
      | West  | play   | 1-0  | right |
      | South | play   | 6-1  | right |
      | East  | play   | 6-0  | left  |
      | North | play   | 6-2  | right |
      | West  | play   | 9-6  | left  |
      | South | play   | 3-2  | right |
      | East  | play   | 6-3  | right |
      | North | play   | 9-1  | left  |
      | West  | play   | 2-1  | left  |
      | South | play   | 8-6  | right |
      | East  | play   | 8-1  | right |
      | North | play   | 5-2  | left  |
      | West  | play   | 5-3  | left  |
      | South | play   | 3-0  | left  |
      | East  | play   | 1-1  | right |
      | North | play   | 3-1  | right |
      | West  | play   | 3-3  | right |
      | South | play   | 7-0  | left  |
      | East  | play   | 4-3  | right |
      | North | pass   |      |       |
      | West  | play   | 7-3  | left  |
      | South | play   | 6-4  | right |
      | East  | play   | 6-6  | right |
      | North | play   | 8-3  | left  |
      | West  | pass   |      |       |
      | South | pass   |      |       |
      | East  | pass   |      |       |
      | North | play   | 9-8  | left  |
      | West  | pass   |      |       |
      | South | play   | 9-9  | left  |
    Then every action is accepted
    And South wins the hand
    And North-South win the hand with 39 points
    When the hand is scored as 39 points to North-South
    Then North-South win the match
    And the score is North-South 150, East-West 140

  @NDF-1.3 @NDF-1.6
  Scenario: A deal played out takes North-South from 110 to 149, one short of the target
    Given the rulebook "ndf-double-nine"
    And the score is North-South 110, East-West 140
    And the hands are:
      | seat  | tiles                                   |
      | North | 9-8 9-7 9-5 9-2 9-1 8-8 8-3 6-2 5-2 3-1 |
      | West  | 9-6 9-4 7-4 7-3 7-2 5-3 3-3 2-2 2-1 1-0 |
      | South | 9-9 8-6 7-0 6-4 6-1 4-1 3-2 3-0 2-0 0-0 |
      | East  | 9-0 8-1 7-1 6-6 6-3 6-0 5-4 4-4 4-3 1-1 |
    And the undealt tiles are 9-3 8-7 8-5 8-4 8-2 8-0 7-7 7-6 7-5 6-5 5-5 5-1 5-0 4-2 4-0
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 9-7  |       |
      | West  | play   | 7-4  | right |
      | South | play   | 4-1  | right |
      | East  | play   | 7-1  | right |
      | North | play   | 9-5  | left  |
      | West  | play   | 7-2  | right |
      | South | play   | 2-0  | right |
      | East  | play   | 5-4  | left  |
      | North | pass   |      |       |
      | West  | play   | 9-4  | left  |
      | South | play   | 0-0  | right |
      | East  | play   | 9-0  | left  |
      | North | pass   |      |       |
      | West  | play   | 1-0  | right |
      | South | play   | 6-1  | right |
      | East  | play   | 6-0  | left  |
      | North | play   | 6-2  | right |
      | West  | play   | 9-6  | left  |
      | South | play   | 3-2  | right |
      | East  | play   | 6-3  | right |
      | North | play   | 9-1  | left  |
      | West  | play   | 2-1  | left  |
      | South | play   | 8-6  | right |
      | East  | play   | 8-1  | right |
      | North | play   | 5-2  | left  |
      | West  | play   | 5-3  | left  |
      | South | play   | 3-0  | left  |
      | East  | play   | 1-1  | right |
      | North | play   | 3-1  | right |
      | West  | play   | 3-3  | right |
      | South | play   | 7-0  | left  |
      | East  | play   | 4-3  | right |
      | North | pass   |      |       |
      | West  | play   | 7-3  | left  |
      | South | play   | 6-4  | right |
      | East  | play   | 6-6  | right |
      | North | play   | 8-3  | left  |
      | West  | pass   |      |       |
      | South | pass   |      |       |
      | East  | pass   |      |       |
      | North | play   | 9-8  | left  |
      | West  | pass   |      |       |
      | South | play   | 9-9  | left  |
    Then every action is accepted
    And South wins the hand
    And North-South win the hand with 39 points
    When the hand is scored as 39 points to North-South
    Then the match goes on
    And the score is North-South 149, East-West 140

  @NDF-5.4 @NDF-5.3
  Scenario: West goes out with the tile left face up earlier in the hand and scores nothing
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles                                   |
      | North | 9-5 8-5 8-2 6-5 6-2 5-5 5-1 5-0 4-4 2-0 |
      | West  | 9-2 8-4 7-6 7-5 7-3 7-2 7-1 5-4 3-1 1-0 |
      | South | 9-9 9-8 8-8 8-3 8-0 7-7 7-4 6-0 3-2 1-1 |
      | East  | 9-7 9-6 9-3 9-1 6-6 6-4 6-1 5-2 3-0 2-1 |
    And the undealt tiles are 9-4 9-0 8-7 8-6 8-1 7-0 6-3 5-3 4-3 4-2 4-1 4-0 3-3 2-2 0-0
    And West leads
    When the play goes:
      | seat  | action | tile | end   |
      | West  | play   | 7-6  |       |
      | South | play   | 7-4  | left  |
      | East  | play   | 6-4  | right |
      | North | play   | 4-4  | left  |
      | West  | play   | 8-4  | right |
      | South | play   | 8-0  | right |
      | East  | play   | 3-0  | right |
      | North | pass   |      |       |
      | West  | touch  | 1-0  |       |
      | West  | play   | 7-3  | right |
      | South | play   | 7-7  | right |
      | East  | play   | 9-7  | right |
      | North | play   | 9-5  | right |
      | West  | play   | 5-4  | left  |
      | South | pass   |      |       |
      | East  | play   | 5-2  | right |
      | North | play   | 6-2  | right |
      | West  | play   | 7-5  | left  |
      | South | play   | 6-0  | right |
      | East  | pass   |      |       |
      | North | play   | 2-0  | right |
      | West  | play   | 7-1  | left  |
      | South | play   | 3-2  | right |
      | East  | play   | 2-1  | left  |
      | North | play   | 8-2  | left  |
      | West  | play   | 3-1  | right |
      | South | play   | 8-3  | left  |
      | East  | play   | 9-3  | left  |
      | North | play   | 5-1  | right |
      | West  | play   | 9-2  | left  |
      | South | pass   |      |       |
      | East  | pass   |      |       |
      | North | play   | 6-5  | right |
      | West  | play   | 7-2  | left  |
      | South | pass   |      |       |
      | East  | play   | 9-6  | right |
      | North | pass   |      |       |
      | West  | pass   |      |       |
      | South | play   | 9-9  | right |
      | East  | play   | 9-1  | right |
      | North | pass   |      |       |
      | West  | play   | 1-0  | right |
    Then every action is accepted
    And the hand ends by domino
    And West wins the hand
    And the counts are North 28, East 19, South 35, West 0
    And the hand scores nothing
    And East-West are fined 25 points under NDF-5.3
    And South leads the next hand
