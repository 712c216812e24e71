Feature: NDF a hand answered action by action
  One request may ask for the position after each action as well as the last (the reply's steps,
  which the fuzzer compares): every step is the position the request cut after that action
  describes, with that action's result alone. Turns go counter-clockwise (NDF-2.4) and a tile
  goes against a matching end (NDF-7.1): a refused play leaves the position as it was.

  @NDF-2.4 @NDF-7.1
  Scenario: The position after each action, a refused play the last
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 1-0 |
      | West  | 6-3 5-5 |
      | South | 6-5 4-4 |
      | East  | 2-1 4-0 |
    And North leads
    When the play goes:
      | seat  | action | tile | end  |
      | North | play   | 6-6  |      |
      | West  | play   | 6-3  | left |
      | South | play   | 6-5  |      |
      | East  | play   | 2-1  |      |
    And the position after each action is asked for
    Then step by step, the position is:
      | after     | result                | turn  | ends    |
      | the start |                       | North | none    |
      | action 1  | accepted              | West  | 6 and 6 |
      | action 2  | accepted              | South | 3 and 6 |
      | action 3  | accepted              | East  | 3 and 5 |
      | action 4  | refused under NDF-7.1 | East  | 3 and 5 |
    And the last action is refused under NDF-7.1
    And the open ends are 3 and 5
    And East is to play

  @NDF-2.4 @NDF-7.1
  Scenario: The last step is the position the reply describes
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 1-0 |
      | West  | 6-3 5-5 |
      | South | 6-5 4-4 |
      | East  | 2-1 4-0 |
    And North leads
    When North plays 6-6
    And West plays 6-3 on the left end
    And the position after each action is asked for
    Then step by step, the position is:
      | after     | result   | turn  | ends    |
      | the start |          | North | none    |
      | action 1  | accepted | West  | 6 and 6 |
      | action 2  | accepted | South | 3 and 6 |
    And the open ends are 3 and 6
    And South is to play
