Feature: FMD singles: complete deals played out
  Every scenario deals all 28 tiles, seven to each player, names the leader and plays
  the hand from the lead to its end. Going out wins the hand for the side of the player
  who went out, whatever the partnership totals say, and the winners score every pip
  left in the four hands (FMDS-3.3); a lock goes to the partnership with the lower total
  (FMDS-8.2), a level lock scores nothing (FMDS-8.3), and the lead moves on
  counter-clockwise whoever won (FMDS-4.3). The last scenarios enter a played hand in the
  match, at and one short of the 100-point target (FMDS-3.1).

  @FMDS-3.3 @FMDS-4.3
  Scenario: South goes out while North holds the heaviest hand
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2 |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0 |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0 |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4 3-0 |
    And every tile is dealt
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 6-1  |       |
      | West  | play   | 2-1  | right |
      | South | play   | 6-2  | left  |
      | East  | play   | 5-2  | left  |
      | North | play   | 4-2  | right |
      | West  | play   | 5-0  | left  |
      | South | play   | 1-0  | left  |
      | East  | play   | 4-4  | right |
      | North | play   | 6-4  | right |
      | West  | play   | 4-1  | left  |
      | South | play   | 6-5  | right |
      | East  | play   | 5-4  | left  |
      | North | pass   |      |       |
      | West  | play   | 5-1  | left  |
      | South | play   | 1-1  | left  |
      | East  | play   | 5-5  | right |
      | North | pass   |      |       |
      | West  | pass   |      |       |
      | South | play   | 3-1  | left  |
      | East  | play   | 5-3  | right |
      | North | play   | 3-3  | right |
      | West  | play   | 3-2  | left  |
      | South | play   | 6-3  | right |
      | East  | play   | 6-0  | right |
      | North | play   | 4-0  | right |
      | West  | play   | 4-3  | right |
      | South | play   | 2-0  | left  |
    Then every action is accepted
    And the hand ends by domino
    And South wins the hand
    And the counts are North 16, East 3, South 0, West 0
    And North-South win the hand with 19 points
    And West leads the next hand

  @FMDS-3.3 @FMDS-4.3
  Scenario: West goes out while partner East, who led, holds the heaviest hand
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 5-5 4-4 4-3 3-3 2-0 0-0 |
      | West  | 6-4 6-1 5-4 4-0 3-1 3-0 1-0 |
      | South | 6-6 6-5 6-0 4-1 2-2 2-1 1-1 |
      | East  | 6-2 5-3 5-2 5-1 5-0 4-2 3-2 |
    And every tile is dealt
    And East leads
    When the play goes:
      | seat  | action | tile | end   |
      | East  | play   | 5-1  |       |
      | North | play   | 5-5  | left  |
      | West  | play   | 1-0  | right |
      | South | play   | 6-0  | right |
      | East  | play   | 6-2  | right |
      | North | play   | 2-0  | right |
      | West  | play   | 4-0  | right |
      | South | play   | 4-1  | right |
      | East  | play   | 5-3  | left  |
      | North | play   | 4-3  | left  |
      | West  | play   | 3-1  | right |
      | South | pass   |      |       |
      | East  | play   | 3-2  | right |
      | North | play   | 4-4  | left  |
      | West  | play   | 6-4  | left  |
      | South | play   | 2-1  | right |
      | East  | pass   |      |       |
      | North | play   | 6-3  | left  |
      | West  | play   | 6-1  | right |
      | South | play   | 6-6  | right |
      | East  | pass   |      |       |
      | North | play   | 3-3  | left  |
      | West  | play   | 3-0  | left  |
      | South | play   | 6-5  | right |
      | East  | play   | 5-0  | left  |
      | North | pass   |      |       |
      | West  | play   | 5-4  | left  |
    Then every action is accepted
    And the hand ends by domino
    And West wins the hand
    And the counts are North 0, East 13, South 6, West 0
    And East-West win the hand with 19 points
    And North leads the next hand

  @FMDS-3.3
  Scenario: The partnership totals are level when East goes out
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-4 5-0 4-2 3-2 3-0 2-2 1-1 |
      | West  | 6-6 6-2 6-1 6-0 4-4 4-0 2-0 |
      | South | 6-5 5-5 5-1 4-3 3-1 1-0 0-0 |
      | East  | 6-4 6-3 5-3 5-2 4-1 3-3 2-1 |
    And every tile is dealt
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 2-2  |       |
      | West  | play   | 6-2  | right |
      | South | play   | 6-5  | right |
      | East  | play   | 5-2  | left  |
      | North | play   | 5-0  | right |
      | West  | play   | 4-0  | right |
      | South | play   | 5-1  | left  |
      | East  | play   | 2-1  | left  |
      | North | play   | 5-4  | right |
      | West  | play   | 2-0  | left  |
      | South | play   | 1-0  | left  |
      | East  | play   | 5-3  | right |
      | North | play   | 3-2  | right |
      | West  | play   | 6-1  | left  |
      | South | pass   |      |       |
      | East  | play   | 6-4  | left  |
      | North | play   | 4-2  | right |
      | West  | play   | 4-4  | right |
      | South | play   | 4-3  | left  |
      | East  | play   | 3-3  | left  |
      | North | play   | 3-0  | left  |
      | West  | play   | 6-0  | left  |
      | South | pass   |      |       |
      | East  | play   | 6-3  | left  |
      | North | pass   |      |       |
      | West  | pass   |      |       |
      | South | play   | 3-1  | left  |
      | East  | play   | 4-1  | right |
    Then every action is accepted
    And the hand ends by domino
    And East wins the hand
    And the counts are North 2, East 0, South 10, West 12
    And East-West win the hand with 24 points
    And West leads the next hand

  @FMDS-8.2 @FMDS-3.3
  Scenario: A lock goes to the lower partnership although the lowest single count sits on the other side
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 6-1 5-1 4-2 4-0 1-1 0-0 |
      | West  | 6-5 5-4 5-3 4-3 3-2 2-2 1-0 |
      | South | 6-2 6-0 5-5 5-2 5-0 3-1 2-0 |
      | East  | 6-6 6-4 4-4 4-1 3-3 3-0 2-1 |
    And every tile is dealt
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 4-0  |       |
      | West  | play   | 5-4  | left  |
      | South | play   | 5-2  | left  |
      | East  | play   | 2-1  | left  |
      | North | play   | 1-1  | left  |
      | West  | play   | 1-0  | left  |
      | South | play   | 5-0  | right |
      | East  | play   | 3-0  | left  |
      | North | play   | 5-1  | right |
      | West  | play   | 3-2  | left  |
      | South | play   | 2-0  | left  |
      | East  | play   | 4-1  | right |
      | North | play   | 0-0  | left  |
      | West  | play   | 4-3  | right |
      | South | play   | 3-1  | right |
      | East  | pass   |      |       |
      | North | play   | 6-1  | right |
      | West  | play   | 6-5  | right |
      | South | play   | 5-5  | right |
      | East  | pass   |      |       |
      | North | pass   |      |       |
      | West  | play   | 5-3  | right |
      | South | play   | 6-0  | left  |
      | East  | play   | 6-6  | left  |
      | North | play   | 6-3  | left  |
      | West  | pass   |      |       |
      | South | pass   |      |       |
      | East  | play   | 3-3  | left  |
    Then every action is accepted
    And the hand ends by lock
    And the counts are North 6, East 18, South 8, West 4
    And North-South win the hand with 36 points
    And West leads the next hand

  @FMDS-8.3 @FMDS-4.3
  Scenario: A lock with level partnership totals scores nothing and the lead moves on
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 6-1 5-4 5-1 4-2 4-0 3-0 |
      | West  | 6-0 5-5 3-3 3-2 2-1 2-0 1-1 |
      | South | 6-5 6-4 5-2 5-0 4-1 2-2 0-0 |
      | East  | 6-6 6-2 5-3 4-4 4-3 3-1 1-0 |
    And every tile is dealt
    And East leads
    When the play goes:
      | seat  | action | tile | end   |
      | East  | play   | 6-2  |       |
      | North | play   | 6-3  | left  |
      | West  | play   | 3-3  | left  |
      | South | play   | 2-2  | right |
      | East  | play   | 5-3  | left  |
      | North | play   | 5-4  | left  |
      | West  | play   | 2-0  | right |
      | South | play   | 4-1  | left  |
      | East  | play   | 3-1  | left  |
      | North | play   | 3-0  | left  |
      | West  | play   | 6-0  | right |
      | South | play   | 5-0  | left  |
      | East  | play   | 6-6  | right |
      | North | play   | 6-1  | right |
      | West  | play   | 5-5  | left  |
      | South | play   | 6-5  | left  |
      | East  | play   | 1-0  | right |
      | North | play   | 4-0  | right |
      | West  | pass   |      |       |
      | South | play   | 6-4  | left  |
      | East  | play   | 4-3  | right |
      | North | play   | 4-2  | left  |
      | West  | play   | 3-2  | left  |
    Then every action is accepted
    And the hand ends by void
    And the counts are North 6, East 8, South 7, West 5
    And the hand scores nothing
    And North leads the next hand

  @FMDS-3.1 @FMDS-3.3
  Scenario: A deal played out takes North-South from 81 to exactly 100, the target
    Given the rulebook "fmd-singles"
    And the score is North-South 81, East-West 95
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2 |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0 |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0 |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4 3-0 |
    And every tile is dealt
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 6-1  |       |
      | West  | play   | 2-1  | right |
      | South | play   | 6-2  | left  |
      | East  | play   | 5-2  | left  |
      | North | play   | 4-2  | right |
      | West  | play   | 5-0  | left  |
      | South | play   | 1-0  | left  |
      | East  | play   | 4-4  | right |
      | North | play   | 6-4  | right |
      | West  | play   | 4-1  | left  |
      | South | play   | 6-5  | right |
      | East  | play   | 5-4  | left  |
      | North | pass   |      |       |
      | West  | play   | 5-1  | left  |
      | South | play   | 1-1  | left  |
      | East  | play   | 5-5  | right |
      | North | pass   |      |       |
      | West  | pass   |      |       |
      | South | play   | 3-1  | left  |
      | East  | play   | 5-3  | right |
      | North | play   | 3-3  | right |
      | West  | play   | 3-2  | left  |
      | South | play   | 6-3  | right |
      | East  | play   | 6-0  | right |
      | North | play   | 4-0  | right |
      | West  | play   | 4-3  | right |
      | South | play   | 2-0  | left  |
    Then every action is accepted
    And South wins the hand
    And North-South win the hand with 19 points
    When the hand is scored as 19 points to North-South
    Then North-South win the match
    And the score is North-South 100, East-West 95

  @FMDS-3.1 @FMDS-3.3
  Scenario: A deal played out takes North-South from 80 to 99, one short of the target
    Given the rulebook "fmd-singles"
    And the score is North-South 80, East-West 95
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2 |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0 |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0 |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4 3-0 |
    And every tile is dealt
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 6-1  |       |
      | West  | play   | 2-1  | right |
      | South | play   | 6-2  | left  |
      | East  | play   | 5-2  | left  |
      | North | play   | 4-2  | right |
      | West  | play   | 5-0  | left  |
      | South | play   | 1-0  | left  |
      | East  | play   | 4-4  | right |
      | North | play   | 6-4  | right |
      | West  | play   | 4-1  | left  |
      | South | play   | 6-5  | right |
      | East  | play   | 5-4  | left  |
      | North | pass   |      |       |
      | West  | play   | 5-1  | left  |
      | South | play   | 1-1  | left  |
      | East  | play   | 5-5  | right |
      | North | pass   |      |       |
      | West  | pass   |      |       |
      | South | play   | 3-1  | left  |
      | East  | play   | 5-3  | right |
      | North | play   | 3-3  | right |
      | West  | play   | 3-2  | left  |
      | South | play   | 6-3  | right |
      | East  | play   | 6-0  | right |
      | North | play   | 4-0  | right |
      | West  | play   | 4-3  | right |
      | South | play   | 2-0  | left  |
    Then every action is accepted
    And South wins the hand
    And North-South win the hand with 19 points
    When the hand is scored as 19 points to North-South
    Then the match goes on
    And the score is North-South 99, East-West 95
