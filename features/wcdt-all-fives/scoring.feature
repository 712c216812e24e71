Feature: All Fives: counting the open ends and scoring as you play
  After every play the numbers at the open ends are added up, a double at an end counting
  both halves (WCDT-4.3); a count of five or any multiple of five scores for the player's
  side at once (WCDT-4.4). The first double is the spinner (WCDT-4.2): alone it shows its
  two halves once, a long side not yet played on still shows both halves, and its two
  other sides open, counting nothing until a tile is laid on them, once both long sides
  have a tile.

  @WCDT-4.2 @WCDT-4.3 @WCDT-4.4
  Scenario: The spinner alone counts its two halves once and the down scores them
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    When North plays 5-5
    Then the last play scores 10
    And the count is 10
    And the spinner is 5-5
    And the open sides are left 5, right 5
    And the game score is North-South 10, East-West 0

  @WCDT-4.2 @WCDT-4.3 @WCDT-4.4
  Scenario: Scoring positions with the spinner on every side: right, left, up and down
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-0 5-3 4-2 3-2 3-1 2-2 2-0 |
      | East  | 6-2 5-5 5-2 4-0 3-3 2-1 1-1 |
    And the bone-yard holds 1-0 6-1 4-1 3-0 6-3 0-0 4-3 5-4 6-4 4-4 5-0 5-1 6-5 6-6
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 2-2  |       |
      | East  | play   | 6-2  | right |
      | North | play   | 4-2  | left  |
      | East  | play   | 5-2  | up    |
      | North | play   | 2-0  | down  |
    Then every action is accepted
    And the plays score 0, 10, 10, 15, 15
    And the spinner is 2-2
    And the open sides are left 4, right 6, up 5, down 0
    And the count is 15
    And the game score is North-South 25, East-West 25

  @WCDT-4.2 @WCDT-4.3 @WCDT-4.4
  Scenario: Once both long sides are played on the spinner stops counting and its bare sides add nothing
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
    Then the plays score 10, 0, 0
    And the open sides are left 0, right 4, up 5, down 5
    And the count is 4

  @WCDT-4.3 @WCDT-4.4
  Scenario: A long side not yet played on still shows both halves of the spinner
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
      | East  | play   | 5-1  | right |
    Then the last play scores 0
    And the count is 11
    And the game score is North-South 10, East-West 0

  @WCDT-4.2 @WCDT-4.3 @WCDT-4.4
  Scenario: A spinner laid on an arm, and a double at an end counting both halves
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
      | East  | play   | 4-0  | left  |
      | North | play   | 5-5  | right |
    Then every action is accepted
    And the plays score 0, 0, 0, 0, 0, 5, 10
    And the spinner is 4-4
    And the open sides are left 0, right 5, up 4, down 4
    And the count is 10

  @WCDT-4.3 @WCDT-4.4
  Scenario: A first tile that is not a double counts both its numbers; a count short of a multiple of five scores nothing
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-3 6-2 6-0 5-5 5-2 5-0 4-4 |
      | East  | 6-6 6-5 6-4 6-1 4-1 4-0 3-0 |
    And the bone-yard holds 3-3 2-1 4-2 4-3 5-3 3-2 2-0 0-0 5-1 1-0 3-1 1-1 2-2 5-4
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 6-3  |       |
      | East  | play   | 6-1  | left  |
    Then the plays score 0, 0
    And there is no spinner
    And the open sides are left 1, right 3
    And the count is 4
    And the game score is North-South 0, East-West 0
