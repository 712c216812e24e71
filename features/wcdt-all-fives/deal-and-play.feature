Feature: All Fives: complete deals played out
  Every scenario deals the whole double-six set (seven tiles a player; in singles the undealt
  tiles are the bone-yard, drawn in the order listed) and plays the hand from the down to its end. Each play scores the
  count it leaves when that is a multiple of five (WCDT-4.4); a singles player who cannot
  play draws (WCDT-5.1) and passes only with the bone-yard empty (WCDT-5.2). The player
  who goes out scores the opponents' pips rounded to the nearest five, both opponents'
  hands together in doubles and never the partner's (WCDT-6.1); a blocked hand goes to
  the side with the lower total, which scores the other side's pips rounded, and to
  nobody when the totals are level (WCDT-6.2). A side that reaches 250 wins the game on
  the spot (WCDT-1.2). The down then moves one player on, across the end of a game too,
  whoever won it (WCDT-2.2).

  @WCDT-6.1 @WCDT-5.1 @WCDT-4.3 @WCDT-4.4 @WCDT-3.1 @WCDT-2.2
  Scenario: Singles: North goes out and East's 23 pips score 25
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 6-2 6-0 5-5 5-2 5-0 4-4 |
      | East  | 6-6 6-5 6-4 6-1 4-1 4-0 3-0 |
    And the undealt tiles are 3-3 2-1 4-2 4-3 5-3 3-2 2-0 0-0 5-1 1-0 3-1 1-1 2-2 5-4
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 6-0  |       |
      | East  | play   | 6-1  | left  |
      | North | play   | 5-0  | right |
      | East  | play   | 4-1  | left  |
      | North | play   | 4-4  | left  |
      | East  | play   | 4-0  | left  |
      | North | play   | 5-5  | right |
      | East  | play   | 6-4  | up    |
      | North | play   | 5-2  | right |
      | East  | play   | 3-0  | left  |
      | North | play   | 6-2  | up    |
      | East  | draw   |      |       |
      | East  | play   | 3-3  | left  |
      | North | play   | 6-3  | left  |
    Then every action is accepted
    And the plays score 0, 0, 0, 0, 0, 5, 10, 0, 0, 0, 0, 0, 10, 10
    And the hand ends by domino
    And North wins the hand
    And East is left with 23 pips
    And North-South win the hand with 25 points
    And the game score is North-South 45, East-West 15
    And the bone-yard holds 13 tiles
    And nobody has won the game
    And East leads the next hand

  @WCDT-6.1 @WCDT-4.4 @WCDT-2.2
  Scenario: Singles: East's 22 pips score 20 for North
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-0 5-0 4-4 3-1 3-0 2-0 1-1 |
      | East  | 6-6 5-5 5-4 4-2 4-1 2-2 0-0 |
    And the undealt tiles are 6-1 5-3 5-1 1-0 3-2 4-3 3-3 6-4 6-5 6-2 2-1 6-3 4-0 5-2
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 4-4  |       |
      | East  | play   | 4-1  | right |
      | North | play   | 1-1  | right |
      | East  | play   | 5-4  | left  |
      | North | play   | 5-0  | left  |
      | East  | play   | 4-2  | up    |
      | North | play   | 3-0  | left  |
      | East  | play   | 2-2  | up    |
      | North | play   | 3-1  | left  |
      | East  | draw   |      |       |
      | East  | play   | 6-1  | right |
      | North | play   | 6-0  | right |
      | East  | play   | 0-0  | right |
      | North | play   | 2-0  | up    |
    Then every action is accepted
    And the plays score 0, 0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 5, 5, 0
    And the hand ends by domino
    And East is left with 22 pips
    And North-South win the hand with 20 points
    And the game score is North-South 35, East-West 5
    And East leads the next hand

  @WCDT-6.1 @WCDT-5.1
  Scenario: Singles: East's 27 pips score 25 for North
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 5-3 4-3 3-2 3-0 2-1 0-0 |
      | East  | 6-5 6-4 6-1 6-0 5-5 5-2 1-1 |
    And the undealt tiles are 3-1 4-1 1-0 2-0 6-6 5-0 5-4 4-4 3-3 6-2 5-1 4-0 2-2 4-2
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 2-1  |       |
      | East  | play   | 6-1  | right |
      | North | play   | 3-2  | left  |
      | East  | play   | 6-0  | right |
      | North | play   | 6-3  | left  |
      | East  | play   | 6-5  | left  |
      | North | play   | 5-3  | left  |
      | East  | draw   |      |       |
      | East  | play   | 3-1  | left  |
      | North | play   | 0-0  | right |
      | East  | play   | 1-1  | left  |
      | North | play   | 3-0  | right |
      | East  | draw   |      |       |
      | East  | play   | 4-1  | left  |
      | North | play   | 4-3  | left  |
    Then every action is accepted
    And the plays score 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 5, 0, 0, 0
    And the hand ends by domino
    And East is left with 27 pips
    And North-South win the hand with 25 points
    And the game score is North-South 30, East-West 5
    And the bone-yard holds 12 tiles

  @WCDT-6.1 @WCDT-5.1
  Scenario: Singles: East's 28 pips score 30 for North
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-2 5-1 3-1 3-0 2-0 1-1 1-0 |
      | East  | 6-6 6-5 6-0 5-3 5-2 4-2 2-1 |
    And the undealt tiles are 6-4 3-2 6-3 4-0 0-0 2-2 5-4 4-1 4-3 6-1 3-3 5-5 4-4 5-0
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 3-0  |       |
      | East  | play   | 6-0  | right |
      | North | play   | 6-2  | right |
      | East  | play   | 2-1  | right |
      | North | play   | 3-1  | right |
      | East  | play   | 5-3  | right |
      | North | play   | 5-1  | right |
      | East  | draw   |      |       |
      | East  | draw   |      |       |
      | East  | play   | 3-2  | left  |
      | North | play   | 1-1  | right |
      | East  | play   | 5-2  | left  |
      | North | play   | 1-0  | right |
      | East  | play   | 6-5  | left  |
      | North | play   | 2-0  | right |
    Then every action is accepted
    And the plays score 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0
    And the hand ends by domino
    And East is left with 28 pips
    And North-South win the hand with 30 points
    And the game score is North-South 40, East-West 0
    And the bone-yard holds 12 tiles

  @WCDT-6.1 @WCDT-3.2 @WCDT-5.2 @WCDT-2.2
  Scenario: Doubles: North goes out; East's 18 and West's 4 make 22, which scores 20, and South's tiles count for nothing
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-2 6-0 5-2 5-0 4-1 1-1 |
      | East  | 6-4 5-4 5-3 5-1 4-4 4-2 0-0 |
      | South | 6-3 5-5 4-3 4-0 3-0 2-1 1-0 |
      | West  | 6-5 6-1 3-3 3-2 3-1 2-2 2-0 |
    And every tile is dealt
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 1-1  |       |
      | East  | play   | 5-1  | left  |
      | South | play   | 2-1  | right |
      | West  | play   | 2-0  | right |
      | North | play   | 4-1  | up    |
      | East  | play   | 5-3  | left  |
      | South | play   | 4-3  | up    |
      | West  | play   | 3-2  | up    |
      | North | play   | 5-2  | up    |
      | East  | play   | 0-0  | right |
      | South | play   | 3-0  | right |
      | West  | play   | 6-5  | up    |
      | North | play   | 6-0  | up    |
      | East  | pass   |      |       |
      | South | play   | 1-0  | up    |
      | West  | play   | 6-1  | up    |
      | North | play   | 6-2  | up    |
      | East  | play   | 4-2  | up    |
      | South | play   | 6-3  | left  |
      | West  | play   | 3-1  | down  |
      | North | play   | 6-6  | left  |
      | East  | play   | 5-4  | up    |
      | South | play   | 5-5  | up    |
      | West  | play   | 3-3  | down  |
      | North | play   | 5-0  | up    |
    Then every action is accepted
    And the hand ends by domino
    And North wins the hand
    And the counts are North 0, East 18, South 4, West 4
    And North-South win the hand with 20 points
    And the game score is North-South 20, East-West 20
    And East leads the next hand

  @WCDT-6.2 @WCDT-3.2 @WCDT-2.2
  Scenario: Doubles: a blocked hand goes to the lower side, though West holds the lowest hand
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 6-2 6-0 5-1 3-2 2-1 1-0 |
      | East  | 6-6 5-5 4-4 4-1 3-3 3-1 3-0 |
      | South | 6-5 6-4 6-1 5-4 5-0 2-2 0-0 |
      | West  | 5-3 5-2 4-3 4-2 4-0 2-0 1-1 |
    And every tile is dealt
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 2-1  |       |
      | East  | play   | 4-1  | right |
      | South | play   | 5-4  | right |
      | West  | play   | 5-2  | right |
      | North | play   | 3-2  | left  |
      | East  | play   | 3-0  | left  |
      | South | play   | 2-2  | right |
      | West  | play   | 2-0  | left  |
      | North | play   | 6-2  | left  |
      | East  | play   | 6-6  | left  |
      | South | play   | 6-4  | left  |
      | West  | play   | 4-2  | left  |
    Then every action is accepted
    And the plays score 0, 0, 0, 0, 5, 0, 0, 0, 10, 0, 0, 0
    And the hand ends by lock
    And the counts are North 22, East 28, South 23, West 21
    And North-South win the hand with 50 points
    And the game score is North-South 65, East-West 0
    And East leads the next hand

  @WCDT-6.2
  Scenario: Doubles: a blocked hand with level sides scores nothing
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-0 4-3 4-2 4-1 2-1 2-0 1-1 |
      | East  | 6-2 6-1 4-4 4-0 3-3 3-2 2-2 |
      | South | 6-6 6-3 5-5 5-4 5-3 5-2 3-0 |
      | West  | 6-5 6-4 6-0 5-1 3-1 1-0 0-0 |
    And every tile is dealt
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 4-2  |       |
      | East  | play   | 2-2  | right |
      | South | play   | 5-2  | right |
      | West  | play   | 5-1  | right |
      | North | play   | 4-1  | left  |
      | East  | play   | 6-1  | right |
      | South | play   | 6-3  | right |
      | West  | play   | 3-1  | right |
      | North | play   | 1-1  | right |
      | East  | play   | 3-2  | down  |
      | South | play   | 3-0  | down  |
      | West  | play   | 1-0  | down  |
      | North | play   | 2-1  | up    |
    Then every action is accepted
    And the hand ends by void
    And the counts are North 14, East 26, South 39, West 27
    And the hand scores nothing
    And the game score is North-South 5, East-West 5

  @WCDT-6.2 @WCDT-5.1
  Scenario: Singles: the bone-yard runs dry and nobody can play
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-5 6-3 6-1 6-0 5-0 4-2 2-0 |
      | East  | 6-4 6-2 5-3 4-4 4-3 2-2 2-1 |
    And the undealt tiles are 3-1 1-0 4-0 0-0 3-2 5-1 4-1 6-6 5-5 3-0 1-1 5-2 3-3 5-4
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 6-5  |       |
      | East  | play   | 5-3  | right |
      | North | play   | 6-3  | right |
      | East  | play   | 6-2  | left  |
      | North | play   | 4-2  | left  |
      | East  | play   | 6-4  | left  |
      | North | play   | 6-0  | left  |
      | East  | draw   |      |       |
      | East  | draw   |      |       |
      | East  | play   | 1-0  | left  |
      | North | play   | 6-1  | left  |
      | East  | draw   |      |       |
      | East  | draw   |      |       |
      | East  | draw   |      |       |
      | East  | draw   |      |       |
      | East  | draw   |      |       |
      | East  | draw   |      |       |
      | East  | play   | 6-6  | right |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | draw   |      |       |
    Then every action is accepted
    And the hand ends by lock
    And the bone-yard holds 0 tiles
    And North is left with 44 pips
    And East is left with 46 pips
    And North-South win the hand with 45 points
    And the game score is North-South 55, East-West 0

  @WCDT-5.2 @WCDT-6.2 @WCDT-5.1
  Scenario: Singles: North passes with the bone-yard empty and East's double blocks the hand
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-4 5-2 5-0 3-3 3-1 3-0 1-1 |
      | East  | 6-5 5-5 5-4 5-1 4-0 3-2 2-1 |
    And the undealt tiles are 2-0 5-3 0-0 6-3 6-1 4-4 4-3 1-0 2-2 6-0 4-2 6-2 6-6 4-1
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 6-4  |       |
      | East  | play   | 5-4  | right |
      | North | play   | 5-2  | right |
      | East  | play   | 6-5  | left  |
      | North | play   | 5-0  | left  |
      | East  | play   | 3-2  | right |
      | North | play   | 3-0  | left  |
      | East  | draw   |      |       |
      | East  | draw   |      |       |
      | East  | play   | 5-3  | right |
      | North | play   | 3-1  | left  |
      | East  | play   | 5-1  | left  |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | draw   |      |       |
      | North | pass   |      |       |
      | East  | play   | 5-5  | right |
    Then every action is accepted
    And the last play scores 15
    And the hand ends by lock
    And North is left with 81 pips
    And East is left with 9 pips
    And East-West win the hand with 80 points
    And the game score is North-South 10, East-West 105

  @WCDT-1.2 @WCDT-1.3 @WCDT-6.1
  Scenario: The going-out count takes North past 250 at the end of the hand
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 6-2 6-0 5-5 5-2 5-0 4-4 |
      | East  | 6-6 6-5 6-4 6-1 4-1 4-0 3-0 |
    And the undealt tiles are 3-3 2-1 4-2 4-3 5-3 3-2 2-0 0-0 5-1 1-0 3-1 1-1 2-2 5-4
    And the game score is North-South 215, East-West 0
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 6-0  |       |
      | East  | play   | 6-1  | left  |
      | North | play   | 5-0  | right |
      | East  | play   | 4-1  | left  |
      | North | play   | 4-4  | left  |
      | East  | play   | 4-0  | left  |
      | North | play   | 5-5  | right |
      | East  | play   | 6-4  | up    |
      | North | play   | 5-2  | right |
      | East  | play   | 3-0  | left  |
      | North | play   | 6-2  | up    |
      | East  | draw   |      |       |
      | East  | play   | 3-3  | left  |
      | North | play   | 6-3  | left  |
    Then every action is accepted
    And the hand ends by domino
    And North-South win the hand with 25 points
    And the game score is North-South 260, East-West 15
    And North-South win the game

  @WCDT-1.4 @WCDT-1.2
  Scenario: A second game won in a deal played out wins the match without a third
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 6-2 6-0 5-5 5-2 5-0 4-4 |
      | East  | 6-6 6-5 6-4 6-1 4-1 4-0 3-0 |
    And the undealt tiles are 3-3 2-1 4-2 4-3 5-3 3-2 2-0 0-0 5-1 1-0 3-1 1-1 2-2 5-4
    And the game score is North-South 215, East-West 200
    And the score is North-South 215, East-West 200
    And the games in the set are North-South 1, East-West 0
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 6-0  |       |
      | East  | play   | 6-1  | left  |
      | North | play   | 5-0  | right |
      | East  | play   | 4-1  | left  |
      | North | play   | 4-4  | left  |
      | East  | play   | 4-0  | left  |
      | North | play   | 5-5  | right |
      | East  | play   | 6-4  | up    |
      | North | play   | 5-2  | right |
      | East  | play   | 3-0  | left  |
      | North | play   | 6-2  | up    |
      | East  | draw   |      |       |
      | East  | play   | 3-3  | left  |
      | North | play   | 6-3  | left  |
    Then every action is accepted
    And the game score is North-South 260, East-West 215
    And North-South win the game
    When the hand is scored as 45 points to North-South
    Then North-South win the match
    And the games are North-South 2, East-West 0

  @WCDT-1.2
  Scenario: A play's count reaching 250 ends the game before North goes out
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 6-2 6-0 5-5 5-2 5-0 4-4 |
      | East  | 6-6 6-5 6-4 6-1 4-1 4-0 3-0 |
    And the undealt tiles are 3-3 2-1 4-2 4-3 5-3 3-2 2-0 0-0 5-1 1-0 3-1 1-1 2-2 5-4
    And the game score is North-South 230, East-West 0
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 6-0  |       |
      | East  | play   | 6-1  | left  |
      | North | play   | 5-0  | right |
      | East  | play   | 4-1  | left  |
      | North | play   | 4-4  | left  |
      | East  | play   | 4-0  | left  |
      | North | play   | 5-5  | right |
      | East  | play   | 6-4  | up    |
      | North | play   | 5-2  | right |
      | East  | play   | 3-0  | left  |
      | North | play   | 6-2  | up    |
      | East  | draw   |      |       |
      | East  | play   | 3-3  | left  |
      | North | play   | 6-3  | left  |
    Then the hand ends by game
    And North-South win the game
    And the last play scores 10
    And the game score is North-South 250, East-West 15
    And the hand scores nothing


  @WCDT-1.2 @WCDT-2.2
  Scenario: East's down takes East-West to 250: the game is over and nothing more is played
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-0 5-3 4-2 3-2 3-1 2-2 2-0 |
      | East  | 6-2 5-5 5-2 4-0 3-3 2-1 1-1 |
    And the undealt tiles are 1-0 6-1 4-1 3-0 6-3 0-0 4-3 5-4 6-4 4-4 5-0 5-1 6-5 6-6
    And the game score is North-South 100, East-West 240
    And East leads
    When East plays 5-5
    And North plays 5-3
    Then the last action is refused under WCDT-1.2
    And the hand ends by game
    And East-West win the game
    And the game score is North-South 100, East-West 250
    And North leads the next hand

  @WCDT-1.2
  Scenario: 245 is not yet the game: play goes on
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-0 5-3 4-2 3-2 3-1 2-2 2-0 |
      | East  | 6-2 5-5 5-2 4-0 3-3 2-1 1-1 |
    And the undealt tiles are 1-0 6-1 4-1 3-0 6-3 0-0 4-3 5-4 6-4 4-4 5-0 5-1 6-5 6-6
    And the game score is North-South 100, East-West 235
    And East leads
    When East plays 5-5
    Then every action is accepted
    And the hand is not over
    And nobody has won the game
    And the game score is North-South 100, East-West 245
    And North is to play

  @WCDT-2.2 @WCDT-1.2 @WCDT-3.2
  Scenario: Doubles: South's play wins the game, and the new game's down is East, on the left of North who went down
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 4-1 6-6 5-5 3-3 2-2 1-1 0-0 |
      | East  | 1-0 6-5 6-4 6-3 6-2 6-1 5-4 |
      | South | 6-0 5-3 5-2 5-1 5-0 4-4 4-3 |
      | West  | 4-2 4-0 3-2 3-1 3-0 2-1 2-0 |
    And every tile is dealt
    And the game score is North-South 235, East-West 0
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 4-1  |       |
      | East  | play   | 1-0  | right |
      | South | play   | 6-0  | right |
    Then every action is accepted
    And the plays score 5, 0, 10
    And the hand ends by game
    And North-South win the game
    And the game score is North-South 250, East-West 0
    And East leads the next hand
