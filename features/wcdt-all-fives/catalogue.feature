Feature: All Fives: hands that tell apart the plausible faults of an engine
  Scenarios written for the fault catalogue (spec/faults/wcdt-all-fives.yaml): each one plays
  a position where a plausible misreading of a rule gives a different result from the rule.

  @WCDT-6.1 @WCDT-3.2 @WCDT-5.2 @WCDT-4.4
  Scenario: Doubles: East goes out; North's 18 and South's 8 make 26, which scores 25, and West's tiles count for nothing
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-1 5-4 5-3 5-1 4-2 4-1 |
      | East  | 5-2 5-0 4-4 3-3 3-1 1-1 1-0 |
      | South | 5-5 4-3 4-0 3-0 2-2 2-0 0-0 |
      | West  | 6-5 6-4 6-3 6-2 6-0 3-2 2-1 |
    And every tile is dealt
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 5-1  |       |
      | East  | play   | 1-0  | right |
      | South | play   | 2-0  | right |
      | West  | play   | 6-2  | right |
      | North | play   | 5-4  | left  |
      | East  | play   | 4-4  | left  |
      | South | play   | 4-3  | left  |
      | West  | play   | 6-5  | right |
      | North | play   | 5-3  | right |
      | East  | play   | 3-3  | left  |
      | South | play   | 3-0  | left  |
      | West  | play   | 6-3  | right |
      | North | play   | 4-1  | down  |
      | East  | play   | 5-0  | left  |
      | South | play   | 5-5  | left  |
      | West  | play   | 6-4  | up    |
      | North | play   | 6-1  | right |
      | East  | play   | 3-1  | down  |
      | South | pass   |      |       |
      | West  | play   | 6-0  | up    |
      | North | pass   |      |       |
      | East  | play   | 5-2  | left  |
      | South | play   | 0-0  | up    |
      | West  | play   | 2-1  | left  |
      | North | pass   |      |       |
      | East  | play   | 1-1  | left  |
    Then every action is accepted
    And the hand ends by domino
    And East wins the hand
    And the counts are North 18, East 0, South 8, West 5
    And East-West win the hand with 25 points
    And the game score is North-South 10, East-West 55

  @WCDT-6.2 @WCDT-5.2
  Scenario: Doubles: only North's partner can follow the double six, so the hand is not blocked
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 5-5 5-4 5-3 5-2 5-1 5-0 |
      | East  | 4-4 4-3 4-2 4-1 4-0 3-3 3-2 |
      | South | 6-5 6-4 6-3 6-2 6-1 6-0 0-0 |
      | West  | 3-1 3-0 2-2 2-1 2-0 1-1 1-0 |
    And every tile is dealt
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 6-6  |       |
      | East  | pass   |      |       |
      | South | play   | 6-5  | right |
      | West  | pass   |      |       |
    Then every action is accepted
    And the hand is not over
    And the plays score 0, 0, 0, 0
    And North is to play
    And the legal plays are 5-5 right, 5-4 right, 5-3 right, 5-2 right, 5-1 right, 5-0 right
