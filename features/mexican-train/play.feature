Feature: Mexican Train: where a tile goes, drawing and the marker
  Every train starts from the starting double (MT-R4.1); a player plays on their own train,
  the Mexican train, or a train whose owner's marker is down. One tile a turn, a second one
  on a double just laid (MT-R5.1). A player who cannot play draws one tile, and still unable
  puts the marker down (MT-R6.1); the marker comes off when the owner plays on the train
  (MT-R9.1), unless forgotten, when it stays until the owner's next turn (MT-R10.1).

  Background:
    Given the rulebook "mexican-train"
    And the starting double is 12-12

  @MT-R4.1
  Scenario: The first tile of a train must show the starting double's number
    Given seat 1 holds 5-3 12-1 9-8
    And seat 2 holds 9-9 4-2 7-1
    And the bone-yard, in drawing order, is 0-0 1-1
    When seat 1 plays 5-3 on their own train
    Then the last move is refused under MT-R4.1
    And the legal moves are 12-1 on 1, 12-1 on mexican

  @MT-R4.1
  Scenario: The first player opens the Mexican train
    Given seat 1 holds 5-3 12-1 9-8
    And seat 2 holds 9-9 4-2 7-1
    When seat 1 plays 12-1 on the Mexican train
    Then every move is accepted
    And the Mexican train shows 12-1
    And it is seat 2's turn to play
    And the legal moves are 7-1 on mexican

  @MT-R4.1
  Scenario: Another player's train is closed while its owner's marker is off
    Given seat 1 holds 12-3 6-5 9-8
    And seat 2 holds 12-4 1-1 7-7
    When seat 1 plays 12-3 on seat 2's train
    Then the last move is refused under MT-R4.1

  @MT-R4.1
  Scenario: An open train takes anyone's tile, and the marker stays on
    Given seat 1 holds 12-3 6-5 9-8
    And seat 2 holds 12-4 1-1 7-7
    And seat 2's marker is on their train
    When seat 1 plays 12-3 on seat 2's train
    Then every move is accepted
    And seat 2's train shows 12-3
    And seat 2's train is open
    And it is seat 2's turn to play

  @MT-R4.1
  Scenario: A tile must match the open end of the train it goes on
    Given seat 1 holds 5-3 6-1 9-8
    And seat 2 holds 9-9 4-2 7-1
    And seat 1's train holds 12-6
    When seat 1 plays 5-3 on their own train
    Then the last move is refused under MT-R4.1
    And the legal moves are 6-1 on 1

  @MT-R5.1
  Scenario: A second tile in the same turn is refused
    Given seat 1 holds 12-3 3-2 9-9
    And seat 2 holds 12-4 1-1 7-7
    When seat 1 plays 12-3 on their own train
    And seat 1 plays 3-2 on their own train
    Then the last move is refused under MT-R5.1
    And it is seat 2's turn to play

  @MT-R5.1
  Scenario: A double is followed by a second tile in the same turn
    Given seat 1 holds 5-5 5-1 9-8
    And seat 2 holds 12-4 1-1 7-7
    And seat 1's train holds 12-5
    When seat 1 plays 5-5 on their own train
    And seat 1 plays 5-1 on their own train
    Then every move is accepted
    And seat 1's train shows 12-5 5-5 5-1
    And it is seat 2's turn to play

  @MT-R6.1
  Scenario: A player who can play may not draw
    Given seat 1 holds 12-3 9-8 7-6
    And seat 2 holds 12-4 1-1 7-7
    And the bone-yard, in drawing order, is 0-1 9-7
    When seat 1 draws
    Then the last move is refused under MT-R6.1

  @MT-R6.1
  Scenario: A player who can play may not put the marker down
    Given seat 1 holds 12-3 9-8 7-6
    And seat 2 holds 12-4 1-1 7-7
    And the bone-yard, in drawing order, is 0-1 9-7
    When seat 1 puts the marker down
    Then the last move is refused under MT-R6.1

  @MT-R6.1
  Scenario: The marker does not go down before drawing
    Given seat 1 holds 5-3 9-8 7-6
    And seat 2 holds 12-4 1-1 7-7
    And the bone-yard, in drawing order, is 0-1 9-7
    When seat 1 puts the marker down
    Then the last move is refused under MT-R6.1

  @MT-R6.1
  Scenario: Draw one tile, still unable, the marker opens the train
    Given seat 1 holds 5-3 9-8 7-6
    And seat 2 holds 12-4 1-1 7-7
    And the bone-yard, in drawing order, is 0-1 9-7
    When seat 1 draws
    And seat 1 puts the marker down
    Then every move is accepted
    And seat 1 holds 4 tiles
    And the bone-yard has 1 tiles left
    And seat 1's train is open
    And it is seat 2's turn to play
    And the legal moves are 12-4 on 1, 12-4 on 2, 12-4 on mexican

  @MT-R6.1
  Scenario: Only one tile is drawn
    Given seat 1 holds 5-3 9-8 7-6
    And seat 2 holds 12-4 1-1 7-7
    And the bone-yard, in drawing order, is 0-1 9-7
    When seat 1 draws
    And seat 1 draws
    Then the last move is refused under MT-R6.1

  @MT-R6.1
  Scenario: A drawn tile that plays must be played
    Given seat 1 holds 5-3 9-8 7-6
    And seat 2 holds 12-4 1-1 7-7
    And the bone-yard, in drawing order, is 12-0 9-7
    When seat 1 draws
    And seat 1 puts the marker down
    Then the last move is refused under MT-R6.1
    And the legal moves are 12-0 on 1, 12-0 on mexican

  @MT-R6.1
  Scenario: With the bone-yard empty the marker goes down without drawing
    Given seat 1 holds 5-3 9-8 7-6
    And seat 2 holds 12-4 1-1 7-7
    When seat 1 puts the marker down
    Then every move is accepted
    And seat 1's train is open
    And the hand goes on

  @MT-R6.1 @MT-S1.1
  Scenario: Nobody can play and nothing is left to draw: the hand ends, nobody goes out
    Given seat 1 holds 5-3 9-8
    And seat 2 holds 4-1 0-0
    When seat 1 puts the marker down
    And seat 2 puts the marker down
    Then the hand ends blocked under MT-R6.1
    And nobody went out
    And the hand's scores are 25, 55

  @MT-R6.1
  Scenario: One player blocked with the bone-yard empty does not end the hand
    Given seat 1 holds 5-3 9-8
    And seat 2 holds 4-1 0-0
    And seat 3 holds 12-2 2-0
    When seat 1 puts the marker down
    And seat 2 puts the marker down
    Then the hand goes on
    And it is seat 3's turn to play

  @MT-R9.1
  Scenario: Playing on one's own open train takes the marker off
    Given seat 1 holds 6-2 9-9 9-8
    And seat 2 holds 12-4 2-1 4-3
    And seat 3 holds 12-0 0-1 1-3
    And seat 1's train holds 12-6
    And seat 1's marker is on their train
    When seat 1 plays 6-2 on their own train
    Then every move is accepted
    And seat 1's train is closed
    And the legal moves are 12-4 on 2, 12-4 on mexican

  @MT-R9.1
  Scenario: Only one's own open train has a marker to leave on
    Given seat 1 holds 12-2 9-9 9-8
    And seat 2 holds 12-4 2-1 4-3
    When the moves go:
      | seat | action           | tile | train   |
      | 1    | play-keep-marker | 12-2 | mexican |
    Then the last move is refused under MT-R9.1

  @MT-R10.1
  Scenario: A forgotten marker leaves the train open to the next player
    Given seat 1 holds 6-2 9-9 9-8
    And seat 2 holds 12-4 2-1 4-3
    And seat 3 holds 12-0 0-1 1-3
    And seat 1's train holds 12-6
    And seat 1's marker is on their train
    When seat 1 plays 6-2 on their own train and leaves the marker on
    Then seat 1's train is open
    And the legal moves are 12-4 on 2, 12-4 on mexican, 2-1 on 1

  @MT-R10.1
  Scenario: The forgotten marker stays while an opponent plays on the train
    Given seat 1 holds 6-2 9-9 9-8
    And seat 2 holds 12-4 2-1 4-3
    And seat 3 holds 12-0 0-1 1-3
    And seat 1's train holds 12-6
    And seat 1's marker is on their train
    When seat 1 plays 6-2 on their own train and leaves the marker on
    And seat 2 plays 2-1 on seat 1's train
    Then every move is accepted
    And seat 1's train is open
    And the legal moves are 12-0 on 3, 12-0 on mexican, 3-1 on 1, 1-0 on 1

  @MT-R10.1
  Scenario: The forgotten marker comes off when the owner's turn comes round
    Given seat 1 holds 6-2 9-9 9-8
    And seat 2 holds 12-4 2-1 4-3
    And seat 3 holds 12-0 0-1 1-3
    And seat 1's train holds 12-6
    And seat 1's marker is on their train
    When seat 1 plays 6-2 on their own train and leaves the marker on
    And seat 2 plays 12-4 on their own train
    And seat 3 plays 12-0 on their own train
    Then every move is accepted
    And it is seat 1's turn to play
    And seat 1's train is closed

  @MT-R3.1
  Scenario: A tile the player does not hold is refused
    Given seat 1 holds 12-3 9-8 7-6
    And seat 2 holds 12-4 1-1 7-7
    When seat 1 plays 12-5 on their own train
    Then the last move is refused under MT-R3.1
