Feature: FMD couples: complete deals played out
  Every scenario deals all 28 tiles, seven to each player, names the leader and plays
  the hand from the lead to its end. Going out wins the hand for the couple of the player
  who went out, whatever the couples' totals say, and the winners score every pip left
  in the four hands (FMDC-3.3); a lock goes to the couple with the lower total
  (FMDC-6.2), a level lock scores nothing (FMDC-6.3), and the lead moves on
  counter-clockwise whoever won (FMDC-4.3). The last scenarios enter a played hand in the
  match, at and one short of the 100-point target (FMDC-3.1).

  @FMDC-3.3 @FMDC-4.3
  Scenario: East goes out while West holds the heaviest hand
    Given the rulebook "fmd-couples"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-2 5-4 5-0 4-3 3-3 1-0 0-0 |
      | West  | 5-3 4-4 4-2 4-0 3-1 2-2 2-0 |
      | South | 6-3 6-0 5-5 5-1 3-2 2-1 1-1 |
      | East  | 6-6 6-5 6-4 6-1 5-2 4-1 3-0 |
    And every tile is dealt
    And West leads
    When the play goes:
      | seat  | action | tile | end   |
      | West  | play   | 2-2  |       |
      | South | play   | 3-2  | right |
      | East  | play   | 5-2  | left  |
      | North | play   | 3-3  | right |
      | West  | play   | 3-1  | right |
      | South | play   | 2-1  | right |
      | East  | play   | 6-5  | left  |
      | North | play   | 6-2  | right |
      | West  | pass   |      |       |
      | South | play   | 6-0  | left  |
      | East  | play   | 6-6  | right |
      | North | play   | 5-0  | left  |
      | West  | play   | 5-3  | left  |
      | South | play   | 6-3  | left  |
      | East  | play   | 6-4  | left  |
      | North | play   | 5-4  | left  |
      | West  | pass   |      |       |
      | South | play   | 5-5  | left  |
      | East  | play   | 6-1  | right |
      | North | play   | 1-0  | right |
      | West  | play   | 4-0  | right |
      | South | play   | 5-1  | left  |
      | East  | play   | 4-1  | left  |
      | North | play   | 4-3  | right |
      | West  | play   | 4-2  | left  |
      | South | pass   |      |       |
      | East  | play   | 3-0  | right |
    Then every action is accepted
    And the hand ends by domino
    And East wins the hand
    And the counts are North 0, East 0, South 2, West 10
    And East-West win the hand with 12 points
    And South leads the next hand

  @FMDC-3.3 @FMDC-4.3
  Scenario: North goes out while partner South, who led, holds the heaviest hand
    Given the rulebook "fmd-couples"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-4 5-3 4-0 2-1 0-0 |
      | West  | 6-0 5-2 5-0 4-3 3-2 3-1 1-1 |
      | South | 6-2 6-1 4-4 4-2 3-0 2-2 2-0 |
      | East  | 6-4 6-3 5-5 5-1 4-1 3-3 1-0 |
    And every tile is dealt
    And South leads
    When the play goes:
      | seat  | action | tile | end   |
      | South | play   | 3-0  |       |
      | East  | play   | 6-3  | left  |
      | North | play   | 0-0  | right |
      | West  | play   | 6-0  | right |
      | South | play   | 6-1  | right |
      | East  | play   | 1-0  | right |
      | North | play   | 6-6  | left  |
      | West  | play   | 5-0  | right |
      | South | play   | 6-2  | left  |
      | East  | play   | 5-1  | right |
      | North | play   | 2-1  | right |
      | West  | play   | 3-2  | right |
      | South | play   | 2-0  | left  |
      | East  | play   | 3-3  | right |
      | North | play   | 5-3  | right |
      | West  | play   | 5-2  | right |
      | South | play   | 2-2  | right |
      | East  | pass   |      |       |
      | North | play   | 4-0  | left  |
      | West  | play   | 4-3  | left  |
      | South | play   | 4-2  | right |
      | East  | play   | 6-4  | right |
      | North | play   | 6-5  | right |
      | West  | play   | 3-1  | left  |
      | South | pass   |      |       |
      | East  | play   | 5-5  | right |
      | North | play   | 5-4  | right |
    Then every action is accepted
    And the hand ends by domino
    And North wins the hand
    And the counts are North 0, East 5, South 8, West 2
    And North-South win the hand with 15 points
    And East leads the next hand

  @FMDC-3.3
  Scenario: The partnership totals are level when South goes out
    Given the rulebook "fmd-couples"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-4 5-1 5-0 4-4 4-0 3-2 3-1 |
      | West  | 6-0 5-4 4-3 3-3 3-0 2-1 1-1 |
      | South | 6-3 6-1 5-5 5-2 4-1 2-2 0-0 |
      | East  | 6-6 6-5 6-2 5-3 4-2 2-0 1-0 |
    And every tile is dealt
    And West leads
    When the play goes:
      | seat  | action | tile | end   |
      | West  | play   | 4-3  |       |
      | South | play   | 4-1  | left  |
      | East  | play   | 1-0  | left  |
      | North | play   | 4-0  | left  |
      | West  | play   | 5-4  | left  |
      | South | play   | 5-5  | left  |
      | East  | play   | 5-3  | right |
      | North | play   | 5-1  | left  |
      | West  | play   | 1-1  | left  |
      | South | play   | 6-1  | left  |
      | East  | play   | 6-5  | left  |
      | North | play   | 5-0  | right |
      | West  | play   | 6-0  | right |
      | South | play   | 6-3  | right |
      | East  | pass   |      |       |
      | North | play   | 3-2  | right |
      | West  | play   | 2-1  | right |
      | South | play   | 5-2  | left  |
      | East  | play   | 6-2  | left  |
      | North | play   | 3-1  | right |
      | West  | play   | 3-0  | right |
      | South | play   | 0-0  | right |
      | East  | play   | 6-6  | left  |
      | North | play   | 6-4  | left  |
      | West  | pass   |      |       |
      | South | pass   |      |       |
      | East  | play   | 4-2  | left  |
      | North | pass   |      |       |
      | West  | pass   |      |       |
      | South | play   | 2-2  | left  |
    Then every action is accepted
    And the hand ends by domino
    And South wins the hand
    And the counts are North 8, East 2, South 0, West 6
    And North-South win the hand with 16 points
    And South leads the next hand

  @FMDC-6.2 @FMDC-3.3
  Scenario: A lock goes to the lower partnership although the lowest single count sits on the other side
    Given the rulebook "fmd-couples"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-0 5-0 4-0 3-2 3-0 1-0 |
      | West  | 6-4 6-3 6-2 5-3 4-4 2-2 2-0 |
      | South | 5-5 4-3 4-1 3-3 3-1 2-1 1-1 |
      | East  | 6-5 6-1 5-4 5-2 5-1 4-2 0-0 |
    And every tile is dealt
    And West leads
    When the play goes:
      | seat  | action | tile | end   |
      | West  | play   | 6-2  |       |
      | South | play   | 2-1  | right |
      | East  | play   | 6-1  | left  |
      | North | play   | 1-0  | right |
      | West  | play   | 2-0  | right |
      | South | play   | 4-1  | left  |
      | East  | play   | 4-2  | right |
      | North | play   | 4-0  | left  |
      | West  | play   | 6-4  | right |
      | South | pass   |      |       |
      | East  | play   | 0-0  | left  |
      | North | play   | 6-0  | right |
      | West  | pass   |      |       |
      | South | pass   |      |       |
      | East  | pass   |      |       |
      | North | play   | 3-0  | right |
      | West  | play   | 6-3  | right |
      | South | pass   |      |       |
      | East  | play   | 6-5  | right |
      | North | play   | 5-0  | right |
    Then every action is accepted
    And the hand ends by lock
    And the counts are North 17, East 22, South 29, West 20
    And East-West win the hand with 88 points
    And South leads the next hand

  @FMDC-6.3 @FMDC-4.3
  Scenario: A lock with level partnership totals scores nothing and the lead moves on
    Given the rulebook "fmd-couples"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-5 6-3 4-4 4-3 4-0 2-2 1-1 |
      | West  | 6-4 6-2 6-1 5-4 5-1 3-3 0-0 |
      | South | 5-5 5-3 5-0 4-2 2-1 2-0 1-0 |
      | East  | 6-6 6-0 5-2 4-1 3-2 3-1 3-0 |
    And every tile is dealt
    And South leads
    When the play goes:
      | seat  | action | tile | end   |
      | South | play   | 5-0  |       |
      | East  | play   | 5-2  | left  |
      | North | play   | 4-0  | right |
      | West  | play   | 5-4  | right |
      | South | play   | 4-2  | left  |
      | East  | play   | 4-1  | left  |
      | North | play   | 1-1  | left  |
      | West  | play   | 5-1  | left  |
      | South | play   | 5-3  | right |
      | East  | play   | 3-2  | right |
      | North | play   | 2-2  | right |
      | West  | play   | 6-2  | right |
      | South | play   | 5-5  | left  |
      | East  | play   | 6-6  | right |
      | North | play   | 6-3  | right |
      | West  | play   | 3-3  | right |
      | South | pass   |      |       |
      | East  | play   | 3-0  | right |
      | North | play   | 6-5  | left  |
      | West  | play   | 6-4  | left  |
      | South | play   | 1-0  | right |
      | East  | play   | 3-1  | right |
      | North | play   | 4-3  | left  |
    Then every action is accepted
    And the hand ends by void
    And the counts are North 8, East 6, South 5, West 7
    And the hand scores nothing
    And East leads the next hand

  @FMDC-3.1 @FMDC-3.3
  Scenario: A deal played out takes East-West from 88 to exactly 100, the target
    Given the rulebook "fmd-couples"
    And the score is North-South 96, East-West 88
    And the hands are:
      | seat  | tiles                       |
      | North | 6-2 5-4 5-0 4-3 3-3 1-0 0-0 |
      | West  | 5-3 4-4 4-2 4-0 3-1 2-2 2-0 |
      | South | 6-3 6-0 5-5 5-1 3-2 2-1 1-1 |
      | East  | 6-6 6-5 6-4 6-1 5-2 4-1 3-0 |
    And every tile is dealt
    And West leads
    When the play goes:
      | seat  | action | tile | end   |
      | West  | play   | 2-2  |       |
      | South | play   | 3-2  | right |
      | East  | play   | 5-2  | left  |
      | North | play   | 3-3  | right |
      | West  | play   | 3-1  | right |
      | South | play   | 2-1  | right |
      | East  | play   | 6-5  | left  |
      | North | play   | 6-2  | right |
      | West  | pass   |      |       |
      | South | play   | 6-0  | left  |
      | East  | play   | 6-6  | right |
      | North | play   | 5-0  | left  |
      | West  | play   | 5-3  | left  |
      | South | play   | 6-3  | left  |
      | East  | play   | 6-4  | left  |
      | North | play   | 5-4  | left  |
      | West  | pass   |      |       |
      | South | play   | 5-5  | left  |
      | East  | play   | 6-1  | right |
      | North | play   | 1-0  | right |
      | West  | play   | 4-0  | right |
      | South | play   | 5-1  | left  |
      | East  | play   | 4-1  | left  |
      | North | play   | 4-3  | right |
      | West  | play   | 4-2  | left  |
      | South | pass   |      |       |
      | East  | play   | 3-0  | right |
    Then every action is accepted
    And East wins the hand
    And East-West win the hand with 12 points
    When the hand is scored as 12 points to East-West
    Then East-West win the match
    And the score is North-South 96, East-West 100

  @FMDC-3.1 @FMDC-3.3
  Scenario: A deal played out takes East-West from 87 to 99, one short of the target
    Given the rulebook "fmd-couples"
    And the score is North-South 96, East-West 87
    And the hands are:
      | seat  | tiles                       |
      | North | 6-2 5-4 5-0 4-3 3-3 1-0 0-0 |
      | West  | 5-3 4-4 4-2 4-0 3-1 2-2 2-0 |
      | South | 6-3 6-0 5-5 5-1 3-2 2-1 1-1 |
      | East  | 6-6 6-5 6-4 6-1 5-2 4-1 3-0 |
    And every tile is dealt
    And West leads
    When the play goes:
      | seat  | action | tile | end   |
      | West  | play   | 2-2  |       |
      | South | play   | 3-2  | right |
      | East  | play   | 5-2  | left  |
      | North | play   | 3-3  | right |
      | West  | play   | 3-1  | right |
      | South | play   | 2-1  | right |
      | East  | play   | 6-5  | left  |
      | North | play   | 6-2  | right |
      | West  | pass   |      |       |
      | South | play   | 6-0  | left  |
      | East  | play   | 6-6  | right |
      | North | play   | 5-0  | left  |
      | West  | play   | 5-3  | left  |
      | South | play   | 6-3  | left  |
      | East  | play   | 6-4  | left  |
      | North | play   | 5-4  | left  |
      | West  | pass   |      |       |
      | South | play   | 5-5  | left  |
      | East  | play   | 6-1  | right |
      | North | play   | 1-0  | right |
      | West  | play   | 4-0  | right |
      | South | play   | 5-1  | left  |
      | East  | play   | 4-1  | left  |
      | North | play   | 4-3  | right |
      | West  | play   | 4-2  | left  |
      | South | pass   |      |       |
      | East  | play   | 3-0  | right |
    Then every action is accepted
    And East wins the hand
    And East-West win the hand with 12 points
    When the hand is scored as 12 points to East-West
    Then the match goes on
    And the score is North-South 96, East-West 99
