Feature: NDF a hand answered action by action
  One request may ask for the position after each action as well as the last (the reply's steps,
  which the fuzzer compares): every step is the position the request cut after that action
  describes, with that action's result alone. Turns go counter-clockwise (NDF-2.4) and a tile
  goes against a matching end (NDF-7.1): a refused play leaves the position as it was.

  @NDF-2.4 @NDF-7.1
  Scenario: The position after each action, a refused play among them
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 1-0 |
      | West  | 6-3 2-2 |
      | South | 6-5 4-4 |
      | East  | 5-1 3-3 |
    And North leads
    When the play goes:
      | seat  | action | tile | end  |
      | North | play   | 6-6  |      |
      | West  | play   | 2-2  |      |
      | West  | play   | 6-3  | left |
      | South | play   | 6-5  |      |
    And the position after each action is asked for
    Then step by step, the position is:
      | after     | result                | turn  | ends    |
      | the start |                       | North | none    |
      | action 1  | accepted              | West  | 6 and 6 |
      | action 2  | refused under NDF-7.1 | West  | 6 and 6 |
      | action 3  | accepted              | South | 3 and 6 |
      | action 4  | accepted              | East  | 3 and 5 |
    And the open ends are 3 and 5
    And East is to play
