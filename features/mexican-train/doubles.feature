Feature: Mexican Train: doubles to satisfy, Open Double and both sides of a double
  A double must be satisfied before anything else is played (MT-R7.1); when every player
  in turn, from the one who laid it, has drawn and failed, the hand ends as an Open Double
  and everyone scores what they hold (MT-R8.1). A double laid as the last tile goes out
  unsatisfied (MT-R12.1). A double has two sides, and the second stays open (MT-R13.1).

  Background:
    Given the rulebook "mexican-train"
    And the starting double is 12-12

  @MT-R7.1
  Scenario: Unable to satisfy one's own double: draw, open the train, and the next player owes it
    Given seat 1 holds 5-5 9-8 7-7
    And seat 2 holds 5-1 12-4 3-3
    And seat 3 holds 12-0 2-2 4-4
    And seat 1's train holds 12-5
    And the bone-yard, in drawing order, is 11-10 11-9 11-8
    When seat 1 plays 5-5 on their own train
    And seat 1 draws
    And seat 1 puts the marker down
    Then every move is accepted
    And 5-5 on seat 1's train must be satisfied
    And seat 1's train is open
    And it is seat 2's turn to play
    And the legal moves are 5-1 on 1

  @MT-R7.1 @MT-R13.1
  Scenario: A drawn tile that satisfies one's own double is played on it
    Given seat 1 holds 5-5 9-8 7-7
    And seat 2 holds 5-1 12-4 3-3
    And seat 3 holds 12-0 2-2 4-4
    And seat 1's train holds 12-5
    And the bone-yard, in drawing order, is 5-3 11-9 11-8
    When seat 1 plays 5-5 on their own train
    And seat 1 draws
    And seat 1 plays 5-3 on their own train
    Then every move is accepted
    And no double waits to be satisfied
    And seat 1's train has the open ends 5, 3
    And it is seat 2's turn to play

  @MT-R7.1
  Scenario: A play elsewhere while a double waits is refused
    Given seat 1 holds 5-5 9-8 7-7
    And seat 2 holds 5-1 12-4 3-3
    And seat 3 holds 12-0 2-2 4-4
    And seat 1's train holds 12-5
    And the bone-yard, in drawing order, is 11-10 11-9 11-8
    When seat 1 plays 5-5 on their own train
    And seat 1 draws
    And seat 1 puts the marker down
    And seat 2 plays 12-4 on their own train
    Then the last move is refused under MT-R7.1

  @MT-R7.1 @MT-R13.1
  Scenario: The next player satisfies the double on its open train
    Given seat 1 holds 5-5 9-8 7-7
    And seat 2 holds 5-1 12-4 3-3
    And seat 3 holds 12-0 2-2 4-4
    And seat 1's train holds 12-5
    And the bone-yard, in drawing order, is 11-10 11-9 11-8
    When seat 1 plays 5-5 on their own train
    And seat 1 draws
    And seat 1 puts the marker down
    And seat 2 plays 5-1 on seat 1's train
    Then every move is accepted
    And no double waits to be satisfied
    And seat 1's train has the open ends 5, 1
    And it is seat 3's turn to play

  @MT-R8.1
  Scenario: Nobody satisfies the double: the hand ends as an Open Double
    Given seat 1 holds 5-5 9-8 7-7
    And seat 2 holds 12-4 3-3 1-0
    And seat 3 holds 12-0 2-2 4-4
    And seat 1's train holds 12-5
    And the bone-yard, in drawing order, is 11-10 11-9 11-8
    When the moves go:
      | seat | action | tile | train |
      | 1    | play   | 5-5  | 1     |
      | 1    | draw   |      |       |
      | 1    | marker |      |       |
      | 2    | draw   |      |       |
      | 2    | marker |      |       |
      | 3    | draw   |      |       |
      | 3    | marker |      |       |
    Then the hand ends open-double under MT-R8.1
    And nobody went out
    And the hand's scores are 52, 43, 43

  @MT-R8.1
  Scenario: Two of three players failing the double does not end the hand
    Given seat 1 holds 5-5 9-8 7-7
    And seat 2 holds 12-4 3-3 1-0
    And seat 3 holds 12-0 2-2 4-4
    And seat 1's train holds 12-5
    And the bone-yard, in drawing order, is 11-10 11-9 11-8
    When the moves go:
      | seat | action | tile | train |
      | 1    | play   | 5-5  | 1     |
      | 1    | draw   |      |       |
      | 1    | marker |      |       |
      | 2    | draw   |      |       |
      | 2    | marker |      |       |
    Then the hand goes on
    And it is seat 3's turn to play
    And 5-5 on seat 1's train must be satisfied

  @MT-R12.1 @MT-S2.1
  Scenario: A double as the last tile goes out without being satisfied
    Given seat 1 holds 6-6
    And seat 2 holds 0-0 3-1
    And seat 1's train holds 12-6
    When seat 1 plays 6-6 on their own train
    Then the hand ends out under MT-R12.1
    And seat 1 went out
    And the hand's scores are -25, 54

  @MT-R12.1
  Scenario: A double that is not the last tile must still be satisfied
    Given seat 1 holds 6-6 9-8
    And seat 2 holds 0-0 3-1
    And seat 1's train holds 12-6
    When seat 1 plays 6-6 on their own train
    Then the hand goes on
    And 6-6 on seat 1's train must be satisfied
    And it is seat 1's turn to play

  @MT-R13.1
  Scenario: The second side of a double takes a later tile
    Given seat 1 holds 5-3 9-9 9-8
    And seat 2 holds 12-4 4-3 2-2
    And seat 1's train holds 12-5 5-5 5-1
    When seat 1 plays 5-3 on their own train
    Then every move is accepted
    And seat 1's train has the open ends 1, 3

  @MT-R13.1 @MT-R4.1
  Scenario: A double has two sides only
    Given seat 1 holds 5-2 5-4 9-9 9-8
    And seat 2 holds 12-4 4-3 2-2
    And seat 1's train holds 12-5 5-5 5-1
    When seat 1 plays 5-2 on their own train
    And seat 2 plays 12-4 on their own train
    And seat 1 plays 5-4 on their own train
    Then the last move is refused under MT-R4.1
    And seat 1's train has the open ends 1, 2

  @MT-R13.1
  Scenario: A position with three tiles on one double cannot exist
    Given seat 1 holds 9-9 9-8
    And seat 2 holds 12-0 2-2
    And seat 1's train holds 12-4 4-4 4-1 4-2 4-3
    Then the position is refused

  @MT-R13.1 @MT-R4.1
  Scenario: The second side of a double on a closed train is its owner's only
    Given seat 1 holds 12-0 9-9 9-8
    And seat 2 holds 5-3 4-4 2-2
    And seat 1's train holds 12-5 5-5 5-1
    And it is seat 2's turn
    When seat 2 plays 5-3 on seat 1's train
    Then the last move is refused under MT-R4.1

  @MT-R5.1 @MT-R7.1
  Scenario: A second double in the same turn is refused: the tile after a double satisfies it
    Given seat 1 holds 5-5 9-9 5-1
    And seat 2 holds 12-4 3-3 1-0
    And seat 1's train holds 12-5
    And the Mexican train holds 12-9
    When seat 1 plays 5-5 on their own train
    And seat 1 plays 9-9 on the Mexican train
    Then the last move is refused under MT-R7.1
    And 5-5 on seat 1's train must be satisfied
    And the legal moves are 5-1 on 1
    And it is seat 1's turn to play

  @MT-R13.1 @MT-R4.1
  Scenario: A tile that fits both open ends of a train, the play naming neither, goes against the lower number
    Given seat 1 holds 5-3 9-9 9-8
    And seat 2 holds 12-4 4-1 2-2
    And seat 1's train holds 12-5 5-5 5-2 2-3
    When seat 1 plays 5-3 on their own train
    Then every move is accepted
    And seat 1's train has the open ends 5, 5
    And it is seat 2's turn to play

  @MT-R13.1 @MT-R4.1
  Scenario: A play names the open end its tile goes against: the double's second side
    Given seat 1 holds 5-3 9-9 9-8
    And seat 2 holds 12-4 4-1 2-2
    And seat 1's train holds 12-5 5-5 5-2 2-3
    When seat 1 plays 5-3 on train 1 against its open end 5
    Then every move is accepted
    And seat 1's train has the open ends 3, 3
    And it is seat 2's turn to play

  @MT-R4.1 @MT-R13.1
  Scenario: A play naming an end the train does not show is refused
    Given seat 1 holds 5-3 9-9 9-8
    And seat 2 holds 12-4 4-1 2-2
    And seat 1's train holds 12-5 5-5 5-2 2-3
    When seat 1 plays 5-3 on train 1 against its open end 4
    Then the last move is refused under MT-R4.1
    And seat 1's train has the open ends 5, 3
    And it is seat 1's turn to play

  @MT-R4.1 @MT-R13.1
  Scenario: A play naming an open end its tile does not fit is refused, though the tile fits another
    Given seat 1 holds 5-1 9-9 9-8
    And seat 2 holds 12-4 4-1 2-2
    And seat 1's train holds 12-5 5-5 5-2 2-3
    When seat 1 plays 5-1 on train 1 against its open end 3
    Then the last move is refused under MT-R4.1
    And seat 1's train has the open ends 5, 3
