Feature: Doral: complete deals played out
  Every scenario deals all 28 tiles, seven to each player, and plays the hand from the
  lead to its end: the first hand opens with the double six (DORAL-8.1), a later one is
  led by either winner of the last (DORAL-8.2). Going out wins the hand for the side of
  the player who went out, whatever the partnership totals say, and the winners score
  every pip left in the four hands (DORAL-2.1); a block goes to the lowest single count
  (DORAL-12.1) and one shared across the partnerships is dealt again (DORAL-12.2).
  The last scenarios enter a played hand in the match: at 100 the game is won (DORAL-2.2),
  the third game takes the set (DORAL-3.1) and the second set the match (DORAL-4.1).

  @DORAL-8.1 @DORAL-2.1 @DORAL-8.2
  Scenario: The double six opens and West goes out while East holds the heaviest hand
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-4 6-3 5-2 5-0 4-1 2-1 1-1 |
      | West  | 6-6 6-1 6-0 5-3 4-3 2-0 1-0 |
      | South | 6-5 6-2 5-4 4-4 4-0 3-2 0-0 |
      | East  | 5-5 5-1 4-2 3-3 3-1 3-0 2-2 |
    And every tile is dealt
    And the double six opens the hand
    When the play goes:
      | seat  | action | tile | end   |
      | West  | play   | 6-6  |       |
      | South | play   | 6-2  | right |
      | East  | play   | 2-2  | right |
      | North | play   | 6-3  | left  |
      | West  | play   | 4-3  | left  |
      | South | play   | 4-4  | left  |
      | East  | play   | 4-2  | right |
      | North | play   | 4-1  | left  |
      | West  | play   | 1-0  | left  |
      | South | play   | 0-0  | left  |
      | East  | play   | 3-0  | left  |
      | North | play   | 6-4  | right |
      | West  | play   | 5-3  | left  |
      | South | play   | 5-4  | left  |
      | East  | pass   |      |       |
      | North | pass   |      |       |
      | West  | play   | 6-0  | right |
      | South | play   | 4-0  | left  |
      | East  | pass   |      |       |
      | North | play   | 5-0  | left  |
      | West  | play   | 2-0  | right |
      | South | play   | 6-5  | left  |
      | East  | pass   |      |       |
      | North | play   | 2-1  | right |
      | West  | play   | 6-1  | left  |
    Then every action is accepted
    And the hand ends by domino
    And West wins the hand
    And the counts are North 9, East 26, South 5, West 0
    And East-West win the hand with 40 points
    And either player of East-West leads the next hand

  @DORAL-8.2 @DORAL-2.1
  Scenario: East-West won the last hand, East leads any tile and North goes out while South holds the heaviest hand
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-4 5-3 5-2 4-1 3-1 2-1 1-0 |
      | West  | 6-2 5-0 4-4 4-3 3-0 2-2 1-1 |
      | South | 6-5 6-4 6-3 6-1 4-2 3-2 2-0 |
      | East  | 6-6 6-0 5-5 5-1 4-0 3-3 0-0 |
    And every tile is dealt
    And East-West won the last hand
    And East leads
    When the play goes:
      | seat  | action | tile | end   |
      | East  | play   | 4-0  |       |
      | North | play   | 1-0  | right |
      | West  | play   | 4-4  | left  |
      | South | play   | 6-1  | right |
      | East  | play   | 6-0  | right |
      | North | play   | 5-4  | left  |
      | West  | play   | 3-0  | right |
      | South | play   | 6-5  | left  |
      | East  | play   | 6-6  | left  |
      | North | play   | 5-3  | right |
      | West  | play   | 5-0  | right |
      | South | play   | 2-0  | right |
      | East  | pass   |      |       |
      | North | play   | 5-2  | right |
      | West  | play   | 6-2  | left  |
      | South | play   | 4-2  | left  |
      | East  | play   | 5-5  | right |
      | North | play   | 4-1  | left  |
      | West  | play   | 1-1  | left  |
      | South | pass   |      |       |
      | East  | play   | 5-1  | right |
      | North | play   | 2-1  | left  |
      | West  | play   | 2-2  | left  |
      | South | play   | 3-2  | left  |
      | East  | play   | 3-3  | left  |
      | North | play   | 3-1  | left  |
    Then every action is accepted
    And the hand ends by domino
    And North wins the hand
    And the counts are North 0, East 0, South 19, West 7
    And North-South win the hand with 26 points
    And either player of North-South leads the next hand

  @DORAL-2.1
  Scenario: The partnership totals are level when South goes out
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 6-1 4-3 3-3 3-0 2-2 1-1 |
      | West  | 6-5 6-4 6-0 5-2 4-4 2-0 0-0 |
      | South | 6-6 5-4 5-1 5-0 4-2 3-2 3-1 |
      | East  | 6-2 5-5 5-3 4-1 4-0 2-1 1-0 |
    And every tile is dealt
    And the double six opens the hand
    When the play goes:
      | seat  | action | tile | end   |
      | South | play   | 6-6  |       |
      | East  | play   | 6-2  | right |
      | North | play   | 2-2  | right |
      | West  | play   | 6-4  | left  |
      | South | play   | 5-4  | left  |
      | East  | play   | 2-1  | right |
      | North | play   | 1-1  | right |
      | West  | play   | 5-2  | left  |
      | South | play   | 5-1  | right |
      | East  | play   | 5-5  | right |
      | North | pass   |      |       |
      | West  | play   | 2-0  | left  |
      | South | play   | 5-0  | left  |
      | East  | play   | 5-3  | left  |
      | North | play   | 3-0  | left  |
      | West  | play   | 0-0  | left  |
      | South | pass   |      |       |
      | East  | play   | 4-0  | left  |
      | North | play   | 4-3  | left  |
      | West  | play   | 6-5  | right |
      | South | play   | 3-2  | left  |
      | East  | pass   |      |       |
      | North | play   | 6-1  | right |
      | West  | pass   |      |       |
      | South | play   | 4-2  | left  |
      | East  | play   | 4-1  | left  |
      | North | pass   |      |       |
      | West  | pass   |      |       |
      | South | play   | 3-1  | left  |
    Then every action is accepted
    And the hand ends by domino
    And South wins the hand
    And the counts are North 15, East 1, South 0, West 14
    And North-South win the hand with 30 points
    And either player of North-South leads the next hand

  @DORAL-12.1 @DORAL-2.1
  Scenario: A block goes to the lowest single count although that player's partnership holds more pips
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-5 6-4 6-0 5-3 5-0 3-0 1-1 |
      | West  | 6-1 5-5 5-4 5-1 4-1 3-2 2-2 |
      | South | 6-6 6-2 5-2 4-4 4-2 3-3 2-1 |
      | East  | 6-3 4-3 4-0 3-1 2-0 1-0 0-0 |
    And every tile is dealt
    And the double six opens the hand
    When the play goes:
      | seat  | action | tile | end   |
      | South | play   | 6-6  |       |
      | East  | play   | 6-3  | left  |
      | North | play   | 6-0  | right |
      | West  | play   | 3-2  | left  |
      | South | play   | 5-2  | left  |
      | East  | play   | 2-0  | right |
      | North | play   | 5-3  | left  |
      | West  | play   | 2-2  | right |
      | South | play   | 2-1  | right |
      | East  | play   | 3-1  | left  |
      | North | play   | 1-1  | right |
      | West  | play   | 5-1  | right |
      | South | pass   |      |       |
      | East  | play   | 1-0  | left  |
      | North | play   | 6-5  | right |
      | West  | play   | 6-1  | right |
      | South | pass   |      |       |
      | East  | play   | 0-0  | left  |
      | North | play   | 3-0  | left  |
      | West  | play   | 4-1  | right |
      | South | play   | 4-2  | right |
      | East  | play   | 4-3  | left  |
      | North | play   | 6-4  | left  |
      | West  | pass   |      |       |
      | South | play   | 6-2  | left  |
    Then every action is accepted
    And the hand ends by lock
    And East wins the hand
    And the counts are North 5, East 4, South 14, West 19
    And East-West win the hand with 42 points
    And either player of East-West leads the next hand

  @DORAL-12.1
  Scenario: A block with level partnership totals goes to the single lowest count
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-3 6-0 4-2 3-1 2-1 2-0 |
      | West  | 6-4 6-1 5-5 5-2 4-4 3-0 0-0 |
      | South | 5-1 4-3 4-1 4-0 3-2 1-1 1-0 |
      | East  | 6-5 6-2 5-4 5-3 5-0 3-3 2-2 |
    And every tile is dealt
    And the double six opens the hand
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 6-6  |       |
      | West  | play   | 6-4  | right |
      | South | play   | 4-0  | right |
      | East  | play   | 6-2  | left  |
      | North | play   | 2-1  | left  |
      | West  | play   | 6-1  | left  |
      | South | play   | 1-0  | right |
      | East  | play   | 6-5  | left  |
      | North | play   | 3-1  | right |
      | West  | play   | 5-2  | left  |
      | South | play   | 4-3  | right |
      | East  | play   | 2-2  | left  |
      | North | play   | 4-2  | left  |
      | West  | play   | 4-4  | left  |
      | South | play   | 4-1  | left  |
      | East  | play   | 5-4  | right |
      | North | pass   |      |       |
      | West  | play   | 5-5  | right |
      | South | play   | 5-1  | left  |
      | East  | play   | 5-0  | left  |
      | North | play   | 6-0  | left  |
      | West  | pass   |      |       |
      | South | pass   |      |       |
      | East  | play   | 5-3  | right |
      | North | play   | 6-3  | right |
    Then every action is accepted
    And the hand ends by lock
    And North wins the hand
    And the counts are North 2, East 6, South 7, West 3
    And North-South win the hand with 18 points
    And either player of North-South leads the next hand

  @DORAL-12.2 @DORAL-8.1
  Scenario: A block whose lowest count is shared across the partnerships is dealt again
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-5 6-1 5-4 4-3 3-3 3-0 2-2 |
      | West  | 6-6 6-4 5-1 5-0 4-2 1-0 0-0 |
      | South | 6-0 5-3 4-4 4-0 3-2 2-0 1-1 |
      | East  | 6-3 6-2 5-5 5-2 4-1 3-1 2-1 |
    And every tile is dealt
    And the double six opens the hand
    When the play goes:
      | seat  | action | tile | end   |
      | West  | play   | 6-6  |       |
      | South | play   | 6-0  | right |
      | East  | play   | 6-2  | left  |
      | North | play   | 2-2  | left  |
      | West  | play   | 0-0  | right |
      | South | play   | 2-0  | right |
      | East  | play   | 2-1  | left  |
      | North | play   | 6-1  | left  |
      | West  | play   | 4-2  | right |
      | South | play   | 4-4  | right |
      | East  | play   | 6-3  | left  |
      | North | play   | 5-4  | right |
      | West  | play   | 5-1  | right |
      | South | play   | 1-1  | right |
      | East  | play   | 4-1  | right |
      | North | play   | 4-3  | left  |
      | West  | play   | 6-4  | left  |
      | South | play   | 4-0  | right |
      | East  | pass   |      |       |
      | North | play   | 6-5  | left  |
      | West  | play   | 1-0  | right |
      | South | play   | 5-3  | left  |
      | East  | play   | 3-1  | left  |
    Then every action is accepted
    And the hand ends by restart
    And the counts are North 9, East 17, South 5, West 5
    And the hand scores nothing
    And the next hand opens with the double six

  @DORAL-2.2 @DORAL-2.1
  Scenario: A deal played out takes North-South from 74 to exactly 100 and wins the game
    Given the rulebook "doral-partnership"
    And the score is North-South 74, East-West 60
    And the hands are:
      | seat  | tiles                       |
      | North | 5-4 5-3 5-2 4-1 3-1 2-1 1-0 |
      | West  | 6-2 5-0 4-4 4-3 3-0 2-2 1-1 |
      | South | 6-5 6-4 6-3 6-1 4-2 3-2 2-0 |
      | East  | 6-6 6-0 5-5 5-1 4-0 3-3 0-0 |
    And every tile is dealt
    And East-West won the last hand
    And East leads
    When the play goes:
      | seat  | action | tile | end   |
      | East  | play   | 4-0  |       |
      | North | play   | 1-0  | right |
      | West  | play   | 4-4  | left  |
      | South | play   | 6-1  | right |
      | East  | play   | 6-0  | right |
      | North | play   | 5-4  | left  |
      | West  | play   | 3-0  | right |
      | South | play   | 6-5  | left  |
      | East  | play   | 6-6  | left  |
      | North | play   | 5-3  | right |
      | West  | play   | 5-0  | right |
      | South | play   | 2-0  | right |
      | East  | pass   |      |       |
      | North | play   | 5-2  | right |
      | West  | play   | 6-2  | left  |
      | South | play   | 4-2  | left  |
      | East  | play   | 5-5  | right |
      | North | play   | 4-1  | left  |
      | West  | play   | 1-1  | left  |
      | South | pass   |      |       |
      | East  | play   | 5-1  | right |
      | North | play   | 2-1  | left  |
      | West  | play   | 2-2  | left  |
      | South | play   | 3-2  | left  |
      | East  | play   | 3-3  | left  |
      | North | play   | 3-1  | left  |
    Then every action is accepted
    And North wins the hand
    And North-South win the hand with 26 points
    When the hand is scored as 26 points to North-South
    Then the games in the set stand at North-South 1, East-West 0
    And the score is North-South 0, East-West 0
    And the match goes on

  @DORAL-2.2 @DORAL-2.1
  Scenario: A deal played out takes North-South from 73 to 99 and the game goes on
    Given the rulebook "doral-partnership"
    And the score is North-South 73, East-West 60
    And the hands are:
      | seat  | tiles                       |
      | North | 5-4 5-3 5-2 4-1 3-1 2-1 1-0 |
      | West  | 6-2 5-0 4-4 4-3 3-0 2-2 1-1 |
      | South | 6-5 6-4 6-3 6-1 4-2 3-2 2-0 |
      | East  | 6-6 6-0 5-5 5-1 4-0 3-3 0-0 |
    And every tile is dealt
    And East-West won the last hand
    And East leads
    When the play goes:
      | seat  | action | tile | end   |
      | East  | play   | 4-0  |       |
      | North | play   | 1-0  | right |
      | West  | play   | 4-4  | left  |
      | South | play   | 6-1  | right |
      | East  | play   | 6-0  | right |
      | North | play   | 5-4  | left  |
      | West  | play   | 3-0  | right |
      | South | play   | 6-5  | left  |
      | East  | play   | 6-6  | left  |
      | North | play   | 5-3  | right |
      | West  | play   | 5-0  | right |
      | South | play   | 2-0  | right |
      | East  | pass   |      |       |
      | North | play   | 5-2  | right |
      | West  | play   | 6-2  | left  |
      | South | play   | 4-2  | left  |
      | East  | play   | 5-5  | right |
      | North | play   | 4-1  | left  |
      | West  | play   | 1-1  | left  |
      | South | pass   |      |       |
      | East  | play   | 5-1  | right |
      | North | play   | 2-1  | left  |
      | West  | play   | 2-2  | left  |
      | South | play   | 3-2  | left  |
      | East  | play   | 3-3  | left  |
      | North | play   | 3-1  | left  |
    Then every action is accepted
    And North wins the hand
    And North-South win the hand with 26 points
    When the hand is scored as 26 points to North-South
    Then the score is North-South 99, East-West 60
    And the games in the set stand at North-South 0, East-West 0

  @DORAL-3.1 @DORAL-2.2
  Scenario: The game a deal played out wins is North-South's third and takes the set
    Given the rulebook "doral-partnership"
    And the score is North-South 80, East-West 60
    And the games in the set are North-South 2, East-West 1
    And the sets are North-South 0, East-West 0
    And the hands are:
      | seat  | tiles                       |
      | North | 5-4 5-3 5-2 4-1 3-1 2-1 1-0 |
      | West  | 6-2 5-0 4-4 4-3 3-0 2-2 1-1 |
      | South | 6-5 6-4 6-3 6-1 4-2 3-2 2-0 |
      | East  | 6-6 6-0 5-5 5-1 4-0 3-3 0-0 |
    And every tile is dealt
    And East-West won the last hand
    And East leads
    When the play goes:
      | seat  | action | tile | end   |
      | East  | play   | 4-0  |       |
      | North | play   | 1-0  | right |
      | West  | play   | 4-4  | left  |
      | South | play   | 6-1  | right |
      | East  | play   | 6-0  | right |
      | North | play   | 5-4  | left  |
      | West  | play   | 3-0  | right |
      | South | play   | 6-5  | left  |
      | East  | play   | 6-6  | left  |
      | North | play   | 5-3  | right |
      | West  | play   | 5-0  | right |
      | South | play   | 2-0  | right |
      | East  | pass   |      |       |
      | North | play   | 5-2  | right |
      | West  | play   | 6-2  | left  |
      | South | play   | 4-2  | left  |
      | East  | play   | 5-5  | right |
      | North | play   | 4-1  | left  |
      | West  | play   | 1-1  | left  |
      | South | pass   |      |       |
      | East  | play   | 5-1  | right |
      | North | play   | 2-1  | left  |
      | West  | play   | 2-2  | left  |
      | South | play   | 3-2  | left  |
      | East  | play   | 3-3  | left  |
      | North | play   | 3-1  | left  |
    Then every action is accepted
    And North wins the hand
    And North-South win the hand with 26 points
    When the hand is scored as 26 points to North-South
    Then the sets stand at North-South 1, East-West 0
    And the games in the set stand at North-South 0, East-West 0
    And the match goes on

  @DORAL-4.1 @DORAL-3.1
  Scenario: The set a deal played out wins is North-South's second and takes the match
    Given the rulebook "doral-partnership"
    And the score is North-South 90, East-West 60
    And the games in the set are North-South 2, East-West 0
    And the sets are North-South 1, East-West 0
    And the hands are:
      | seat  | tiles                       |
      | North | 5-4 5-3 5-2 4-1 3-1 2-1 1-0 |
      | West  | 6-2 5-0 4-4 4-3 3-0 2-2 1-1 |
      | South | 6-5 6-4 6-3 6-1 4-2 3-2 2-0 |
      | East  | 6-6 6-0 5-5 5-1 4-0 3-3 0-0 |
    And every tile is dealt
    And East-West won the last hand
    And East leads
    When the play goes:
      | seat  | action | tile | end   |
      | East  | play   | 4-0  |       |
      | North | play   | 1-0  | right |
      | West  | play   | 4-4  | left  |
      | South | play   | 6-1  | right |
      | East  | play   | 6-0  | right |
      | North | play   | 5-4  | left  |
      | West  | play   | 3-0  | right |
      | South | play   | 6-5  | left  |
      | East  | play   | 6-6  | left  |
      | North | play   | 5-3  | right |
      | West  | play   | 5-0  | right |
      | South | play   | 2-0  | right |
      | East  | pass   |      |       |
      | North | play   | 5-2  | right |
      | West  | play   | 6-2  | left  |
      | South | play   | 4-2  | left  |
      | East  | play   | 5-5  | right |
      | North | play   | 4-1  | left  |
      | West  | play   | 1-1  | left  |
      | South | pass   |      |       |
      | East  | play   | 5-1  | right |
      | North | play   | 2-1  | left  |
      | West  | play   | 2-2  | left  |
      | South | play   | 3-2  | left  |
      | East  | play   | 3-3  | left  |
      | North | play   | 3-1  | left  |
    Then every action is accepted
    And North wins the hand
    And North-South win the hand with 26 points
    When the hand is scored as 26 points to North-South
    Then North-South win the match
    And the match is decided under DORAL-4.1
    And the sets stand at North-South 2, East-West 0
