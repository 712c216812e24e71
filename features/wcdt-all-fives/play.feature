Feature: All Fives: following suit, the spinner's sides, drawing and passing
  Every tile after the first must match the number at the end it goes on (WCDT-4.1) and come
  from the player's own hand (WCDT-1.1), in turn (WCDT-2.3). The spinner's two other sides open
  only once both its long sides have a tile (WCDT-4.2, our reading). In singles a player who
  cannot play draws, one tile at a time, and may not pass while the bone-yard holds tiles
  (WCDT-5.1); a player passes only when nothing plays and nothing is left to draw (WCDT-5.2).
  In doubles nobody draws, and a player who cannot play passes to the left (WCDT-3.2).

  @WCDT-4.1
  Scenario: A tile that matches no open end is refused
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    When North plays 5-5
    And East plays 6-3
    Then the last action is refused under WCDT-4.1
    And East is to play
    And the legal plays are 5-4 left, 5-4 right, 5-1 left, 5-1 right

  @WCDT-4.1
  Scenario: A tile played on an end it does not match is refused
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
      | East  | play   | 5-4  | right |
      | North | play   | 5-0  | right |
    Then the last action is refused under WCDT-4.1

  @WCDT-1.1
  Scenario: A player plays only their own tiles
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    When North plays 5-5
    And East plays 5-0
    Then the last action is refused under WCDT-1.1
    And East holds 7 tiles

  @WCDT-4.2
  Scenario: The spinner's other sides stay shut while a long side is bare
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
      | East  | play   | 5-4  | right |
      | North | play   | 5-0  | up    |
    Then the last action is refused under WCDT-4.2
    And the open sides are left 5, right 4
    And the legal plays are 5-0 left, 5-3 left, 5-2 left

  @WCDT-4.2
  Scenario: Both long sides played on, the spinner opens up and down
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
      | East  | play   | 5-4  | right |
      | North | play   | 5-0  | left  |
      | East  | play   | 5-1  | down  |
    Then every action is accepted
    And the open sides are left 0, right 4, up 5, down 1
    And the last play scores 5
    And the legal plays are 5-3 up, 5-2 up, 1-1 down, 2-1 down

  @WCDT-4.2
  Scenario: With no double on the table there is no up or down side
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 6-2 6-0 5-5 5-2 5-0 4-4 |
      | East  | 6-6 6-5 6-4 6-1 4-1 4-0 3-0 |
    And the bone-yard holds 3-3 2-1 4-2 4-3 5-3 3-2 2-0 0-0 5-1 1-0 3-1 1-1 2-2 5-4
    And North leads
    When North plays 6-0
    And East plays 6-1 on the up end
    Then the last action is refused under WCDT-4.2
    And there is no spinner

  @WCDT-4.2
  Scenario: A later double is no second spinner
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
      | East  | play   | 5-4  | right |
      | North | play   | 5-0  | left  |
      | East  | play   | 4-4  | right |
      | North | play   | 5-3  | up    |
    Then every action is accepted
    And the spinner is 5-5
    And the open sides are left 0, right 4, up 3, down 5
    And the count is 11
    And the plays score 10, 0, 0, 0, 0

  @WCDT-5.1 @WCDT-3.1
  Scenario: A singles player who cannot play draws, one tile at a time, and keeps the turn
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 6-0 |
      | East  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
    And the bone-yard holds 4-3 4-2 4-1 4-0 3-3 3-2 3-1 3-0 2-2 2-1 2-0 1-1 1-0 0-0
    And North leads
    When North plays 6-6
    And East draws
    Then every action is accepted
    And East is to play
    And East holds 8 tiles
    And the bone-yard holds 13 tiles
    And there is no legal play

  @WCDT-5.1
  Scenario: A singles player who can play may not draw
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    When North plays 5-5
    And East draws
    Then the last action is refused under WCDT-5.1
    And the bone-yard holds 14 tiles

  @WCDT-5.1
  Scenario: A drawn tile that plays must be played: drawing on is refused
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 4-3 |
      | East  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
    And the bone-yard holds 4-2 6-0 4-1 4-0 3-3 3-2 3-1 3-0 2-2 2-1 2-0 1-1 1-0 0-0
    And North leads
    When North plays 6-6
    And East draws 2 tiles
    And East draws
    Then the last action is refused under WCDT-5.1
    And East is to play
    And the bone-yard holds 12 tiles
    And East holds 9 tiles

  @WCDT-5.1 @WCDT-5.2
  Scenario: A drawn tile that plays must be played: passing is refused
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 4-3 |
      | East  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
    And the bone-yard holds 4-2 6-0 4-1 4-0 3-3 3-2 3-1 3-0 2-2 2-1 2-0 1-1 1-0 0-0
    And North leads
    When North plays 6-6
    And East draws 2 tiles
    And East passes
    Then the last action is refused under WCDT-5.2
    And East is to play

  @WCDT-5.1
  Scenario: A singles player who cannot play may not pass while the bone-yard holds tiles
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 6-0 |
      | East  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
    And the bone-yard holds 4-3 4-2 4-1 4-0 3-3 3-2 3-1 3-0 2-2 2-1 2-0 1-1 1-0 0-0
    And North leads
    When North plays 6-6
    And East draws 13 tiles
    And East passes
    Then the last action is refused under WCDT-5.1
    And the bone-yard holds 1 tiles

  @WCDT-5.2 @WCDT-5.1
  Scenario: With the bone-yard empty a singles player who cannot play passes
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 6-0 |
      | East  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
    And the bone-yard holds 4-3 4-2 4-1 4-0 3-3 3-2 3-1 3-0 2-2 2-1 2-0 1-1 1-0 0-0
    And North leads
    When North plays 6-6
    And East draws 14 tiles
    And East passes
    Then every action is accepted
    And the bone-yard holds 0 tiles
    And North is to play
    And East holds 21 tiles

  @WCDT-5.1
  Scenario: Nobody draws with an empty bone-yard
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 6-0 |
      | East  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
    And the bone-yard holds 4-3 4-2 4-1 4-0 3-3 3-2 3-1 3-0 2-2 2-1 2-0 1-1 1-0 0-0
    And North leads
    When North plays 6-6
    And East draws 15 tiles
    Then the last action is refused under WCDT-5.1
    And East holds 21 tiles

  @WCDT-5.2
  Scenario: A singles player holding a tile that plays may not pass, bone-yard empty or not
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 6-0 |
      | East  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
    And the bone-yard holds 4-3 4-2 4-1 4-0 3-3 3-2 3-1 3-0 2-2 2-1 2-0 1-1 1-0 0-0
    And North leads
    When North plays 6-6
    And East draws 14 tiles
    And East passes
    And North plays 6-5 on the right end
    And East passes
    Then the last action is refused under WCDT-5.2
    And East is to play

  @WCDT-5.1 @WCDT-5.2 @WCDT-3.2 @WCDT-1.1
  Scenario: In doubles nobody draws; a player who cannot play passes to the left
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 6-0 |
      | East  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
      | South | 4-3 4-2 4-1 4-0 3-3 3-2 3-1 |
      | West  | 3-0 2-2 2-1 2-0 1-1 1-0 0-0 |
    And North leads
    When North plays 6-6
    And East draws
    Then the last action is refused under WCDT-5.1
    And East is to play
    And the bone-yard holds 0 tiles

  @WCDT-5.2 @WCDT-3.2
  Scenario: Doubles play goes clockwise, passes included
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 6-0 |
      | East  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
      | South | 4-3 4-2 4-1 4-0 3-3 3-2 3-1 |
      | West  | 3-0 2-2 2-1 2-0 1-1 1-0 0-0 |
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 6-6  |       |
      | East  | pass   |      |       |
      | South | pass   |      |       |
      | West  | pass   |      |       |
      | North | play   | 6-5  | right |
      | East  | pass   |      |       |
    Then the last action is refused under WCDT-5.2
    And East is to play
    And the legal plays are 5-5 right, 5-4 right, 5-3 right, 5-2 right, 5-1 right, 5-0 right
