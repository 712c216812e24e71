Feature: Mexican Train: what carries from one turn to the next
  Some of the rules look back over the turns: the hand is blocked only when every player in a
  row has passed with the bone-yard empty, and a tile played starts that count again (MT-R6.1);
  a forgotten marker comes off at its owner's next turn, whichever seat the owner is, and
  leaves the other trains as they were (MT-R10.1); a last tile not tapped in time costs one
  draw, once (MT-R11.1).

  Background:
    Given the rulebook "mexican-train"
    And the starting double is 12-12

  @MT-R6.1
  Scenario: A tile played between passes starts the count of passes again
    Given seat 1 holds 5-3 9-8
    And seat 2 holds 12-4 4-1 0-0
    And seat 3 holds 3-1 2-0
    When the moves go:
      | seat | action | tile | train |
      | 1    | marker |      |       |
      | 2    | play   | 12-4 | 2     |
      | 3    | marker |      |       |
      | 1    | marker |      |       |
    Then every move is accepted
    And the hand goes on
    And it is seat 2's turn to play

  @MT-R10.1
  Scenario: A forgotten marker of seat 2 comes off at seat 2's next turn, the other trains as they were
    Given seat 1 holds 12-3 9-9 8-7
    And seat 2 holds 6-2 11-11 10-9
    And seat 3 holds 12-0 1-0 3-1
    And seat 2's train holds 12-6
    And seat 2's marker is on their train
    And it is seat 2's turn
    When seat 2 plays 6-2 on their own train and leaves the marker on
    And seat 3 plays 12-0 on their own train
    And seat 1 plays 12-3 on their own train
    Then every move is accepted
    And it is seat 2's turn to play
    And seat 2's train is closed
    And seat 2's train shows 12-6 6-2
    And seat 1's train shows 12-3
    And seat 3's train shows 12-0

  @MT-R11.1
  Scenario: A late tap costs one draw, not one each time the next player completes a turn
    Given seat 1 holds 12-5 9-8
    And seat 2 holds 12-4 4-3 3-3 11-10
    And seat 3 holds 12-0 1-0 1-1
    And the bone-yard, in drawing order, is 7-7 6-6 10-10
    When the moves go:
      | seat | action | tile | train |
      | 1    | play   | 12-5 | 1     |
      | 2    | play   | 12-4 | 2     |
      | 3    | play   | 12-0 | 3     |
      | 1    | draw   |      |       |
      | 1    | marker |      |       |
      | 2    | play   | 4-3  | 2     |
    Then every move is accepted
    And seat 1 drew 1 tile for a late tap under MT-R11.1
    And nobody owes a tap
    And seat 1 holds 3 tiles
    And the players hold 3, 2 and 2 tiles, seat by seat
    And the bone-yard has 1 tiles left
