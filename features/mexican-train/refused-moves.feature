Feature: Mexican Train: moves refused at the edges of the rules
  Once a hand is over nobody moves, and only the seats at the table act (MT-R1.1); a tile
  goes on a train of the table (MT-R4.1); the tile that satisfies one's own double goes on the
  double, even where else it would fit (MT-R5.1, MT-R7.1); there is nothing to draw from an
  empty bone-yard (MT-R6.1); only one's own open train has a marker to leave on (MT-R9.1); and
  a last tile is tapped once (MT-R11.1).

  Background:
    Given the rulebook "mexican-train"
    And the starting double is 12-12

  @MT-R6.1 @MT-R1.1
  Scenario: Once the hand is blocked nobody moves again
    Given seat 1 holds 5-3 9-8
    And seat 2 holds 4-1 0-0
    When seat 1 puts the marker down
    And seat 2 puts the marker down
    And seat 2 puts the marker down
    Then the last move is refused under MT-R1.1

  @MT-R1.1
  Scenario: Seats count from 1: seat 0 has no tile to tap
    Given seat 1 holds 12-5 9-8
    And seat 2 holds 12-4 4-3 3-3
    And seat 3 holds 12-0 1-0 1-1
    When seat 0 taps the last tile
    Then the last move is refused under MT-R1.1

  @MT-R4.1
  Scenario: A tile for the train of a seat not at the table is refused
    Given seat 1 holds 12-3 9-8
    And seat 2 holds 12-4 1-1
    When seat 1 plays 12-3 on seat 3's train
    Then the last move is refused under MT-R4.1
    And it is seat 1's turn to play

  @MT-R5.1 @MT-R7.1
  Scenario: The tile after one's own double goes on the double, even where else it fits
    Given seat 1 holds 5-5 5-1 9-8
    And seat 2 holds 12-4 3-3 1-0
    And seat 1's train holds 12-5
    And the Mexican train holds 12-3 5-3
    When seat 1 plays 5-5 on their own train
    And seat 1 plays 5-1 on the Mexican train
    Then the last move is refused under MT-R7.1
    And 5-5 on seat 1's train must be satisfied
    And the legal moves are 5-1 on 1

  @MT-R6.1
  Scenario: With the bone-yard empty there is nothing to draw
    Given seat 1 holds 5-3 9-8
    And seat 2 holds 12-4 1-1
    When seat 1 draws
    Then the last move is refused under MT-R6.1
    And it is seat 1's turn to play

  @MT-R9.1
  Scenario: One's own closed train has no marker to leave on
    Given seat 1 holds 6-2 9-9 9-8
    And seat 2 holds 12-4 2-1 4-3
    And seat 1's train holds 12-6
    When seat 1 plays 6-2 on their own train and leaves the marker on
    Then the last move is refused under MT-R9.1
    And seat 1's train is closed

  @MT-R11.1
  Scenario: A last tile is tapped once
    Given seat 1 holds 12-5 9-8
    And seat 2 holds 12-4 4-3 3-3
    And seat 3 holds 12-0 1-0 1-1
    When seat 1 plays 12-5 on their own train
    And seat 1 taps the last tile
    And seat 1 taps the last tile
    Then the last move is refused under MT-R11.1
