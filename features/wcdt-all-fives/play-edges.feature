Feature: All Fives: the spinner's sides, a pass and the game's end, at their edges
  The spinner's two other sides open only once both of its long sides have a tile on them,
  whether it lies in the centre or on an arm (WCDT-4.2); the left and right ends are the
  numbers a tile must match there (WCDT-4.1). Only a play scores the count it leaves, the open
  ends added up (WCDT-4.3, WCDT-4.4): a pass scores nothing. A side that reaches 250, by a count during play or by going out, wins the
  game at that moment, and nobody plays on (WCDT-1.2).

  @WCDT-4.2
  Scenario: A spinner in the centre with only its left side played on keeps its other sides shut
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 5-5  |       |
      | East  | play   | 5-4  | left  |
      | North | play   | 5-0  | up    |
    Then the last action is refused under WCDT-4.2
    And the open sides are left 4, right 5
    And the legal plays are 5-0 right, 5-3 right, 5-2 right

  @WCDT-4.2 @WCDT-4.1
  Scenario: A spinner laid on an arm keeps its other sides shut until its far side has a tile
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 6-2 6-0 5-5 5-2 5-0 4-4 |
      | East  | 6-6 6-5 6-4 6-1 4-1 4-0 3-0 |
    And the bone-yard holds 3-3 2-1 4-2 4-3 5-3 3-2 2-0 0-0 5-1 1-0 3-1 1-1 2-2 5-4
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 6-0  |       |
      | East  | play   | 6-1  | left  |
      | North | play   | 5-0  | right |
      | East  | play   | 4-1  | left  |
      | North | play   | 4-4  | left  |
      | East  | play   | 4-0  | up    |
    Then the last action is refused under WCDT-4.2
    And the spinner is 4-4
    And the open sides are left 4, right 5
    And the open ends are 4 and 5
    And the count is 13
    And the legal plays are 6-5 right, 6-4 left, 4-0 left

  @WCDT-5.2 @WCDT-3.2 @WCDT-4.4 @WCDT-4.3
  Scenario: Doubles: a pass after a scoring play scores nothing
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 6-6 6-4 6-3 6-2 6-1 6-0 |
      | East  | 4-4 4-3 4-2 4-1 4-0 3-3 3-2 |
      | South | 5-4 5-3 5-2 5-1 5-0 6-5 3-1 |
      | West  | 3-0 2-2 2-1 2-0 1-1 1-0 0-0 |
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 5-5  |       |
      | East  | pass   |      |       |
      | South | play   | 5-4  | right |
      | West  | pass   |      |       |
    Then every action is accepted
    And the plays score 10, 0, 0, 0
    And the game score is North-South 10, East-West 0
    And North is to play

  @WCDT-1.2 @WCDT-6.1 @WCDT-4.3 @WCDT-4.4
  Scenario: Going out takes North to 250 exactly, which wins the game
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-0 5-0 4-4 3-1 3-0 2-0 1-1 |
      | East  | 6-6 5-5 5-4 4-2 4-1 2-2 0-0 |
    And the undealt tiles are 6-1 5-3 5-1 1-0 3-2 4-3 3-3 6-4 6-5 6-2 2-1 6-3 4-0 5-2
    And the game score is North-South 215, East-West 0
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
    And the hand ends by domino
    And North-South win the hand with 20 points
    And the game score is North-South 250, East-West 5
    And North-South win the game

  @WCDT-1.2
  Scenario: The down's count takes East-West to 250: East keeps tiles that fit, but nobody plays on
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-0 5-3 4-2 3-2 3-1 2-2 2-0 |
      | East  | 6-2 5-5 5-2 4-0 3-3 2-1 1-1 |
    And the undealt tiles are 1-0 6-1 4-1 3-0 6-3 0-0 4-3 5-4 6-4 4-4 5-0 5-1 6-5 6-6
    And the game score is North-South 100, East-West 240
    And East leads
    When East plays 5-5
    Then every action is accepted
    And the hand ends by game
    And East-West win the game
    And there is no legal play
