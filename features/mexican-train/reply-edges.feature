Feature: Mexican Train: what a reply says at its edges
  Who owes a tap (MT-R11.1) is a player whose own turn has just ended with a play that left them one
  tile: not a player dealt one tile, not one still holding one tile after passing, and nobody once the
  hand is over. A marker left on by mistake (MT-R10.1) comes off when the owner's turn comes round, and a
  player who then cannot play puts it back down (MT-R6.1): the train is open again.

  Background:
    Given the rulebook "mexican-train"
    And the starting double is 12-12

  @MT-R11.1
  Scenario: A player dealt one tile owes no tap before playing
    Given seat 1 holds 9-8
    And seat 2 holds 12-4 4-3 3-3
    And the bone-yard, in drawing order, is 7-7 6-6
    Then nobody owes a tap
    And it is seat 1's turn to play

  @MT-R11.1 @MT-R6.1
  Scenario: A player still holding one tile after passing owes no tap
    Given seat 1 holds 9-8
    And seat 2 holds 12-4 4-3 3-3
    And seat 1's train holds 12-5
    And seat 2's train holds 12-6
    And the Mexican train holds 12-7
    And the bone-yard, in drawing order, is 11-11
    When seat 1 draws
    And seat 1 puts the marker down
    Then every move is accepted
    And seat 1 holds 2 tiles
    And nobody owes a tap
    And it is seat 2's turn to play

  @MT-R11.1 @MT-R6.1
  Scenario: With the bone-yard empty, a player who passes holding one tile owes no tap
    Given seat 1 holds 9-8
    And seat 2 holds 12-4 4-3 3-3
    And seat 1's train holds 12-5
    And seat 2's train holds 12-6
    And the Mexican train holds 12-7
    When seat 1 puts the marker down
    Then every move is accepted
    And seat 1 holds 1 tiles
    And nobody owes a tap
    And seat 1's train is open

  @MT-R11.1 @MT-S2.1
  Scenario: The tap owed ends with the hand
    Given seat 1 holds 12-5 9-8
    And seat 2 holds 12-4
    When seat 1 plays 12-5 on their own train
    And seat 2 plays 12-4 on their own train
    Then the hand ends out under MT-S2.1
    And nobody owes a tap
    And nobody drew for a late tap

  @MT-R10.1 @MT-R6.1
  Scenario: A marker left on by mistake, taken off at its owner's turn, goes back down when the owner cannot play
    Given seat 1 holds 6-2 9-9
    And seat 2 holds 12-4 4-3 3-3
    And seat 3 holds 12-0 0-1 1-3
    And seat 1's train holds 12-6
    And seat 1's marker is on their train
    And the bone-yard, in drawing order, is 11-10
    When seat 1 plays 6-2 on their own train and leaves the marker on
    And seat 1 taps the last tile
    And seat 2 plays 12-4 on their own train
    And seat 3 plays 12-0 on their own train
    And seat 1 draws
    And seat 1 puts the marker down
    Then every move is accepted
    And seat 1's train is open
    And it is seat 2's turn to play
