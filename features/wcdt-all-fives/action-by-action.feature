Feature: All Fives: a hand answered action by action
  One request may ask for the position after each action as well as the last (the reply's steps):
  every step is the position the request cut after that action describes, with that action's
  result alone, what it scored included. The open ends are counted (WCDT-4.3) and a play scores
  the count when it is a multiple of five (WCDT-4.4); a tile must match the end it goes on (WCDT-4.1).

  @WCDT-4.1 @WCDT-4.3 @WCDT-4.4
  Scenario: The count and the score after each action, a refused play among them
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
      | East  | play   | 6-3  |       |
      | East  | play   | 5-4  | right |
      | North | play   | 5-0  | left  |
    And the position after each action is asked for
    Then step by step, the position is:
      | after     | result                 | turn  | count | boneyard |
      | the start |                        | North | 0     | 14       |
      | action 1  | accepted, scoring 10   | East  | 10    | 14       |
      | action 2  | refused under WCDT-4.1 | East  | 10    | 14       |
      | action 3  | accepted, scoring 0    | North | 14    | 14       |
      | action 4  | accepted, scoring 0    | East  | 4     | 14       |
    And the last play scores 0
    And the count is 4
    And East is to play
