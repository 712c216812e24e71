Feature: Mexican Train: tapping the last tile
  A player who ends a turn holding one tile taps it; one who has not tapped by the time the
  next player completes a turn draws one tile (MT-R11.1).

  Background:
    Given the rulebook "mexican-train"
    And the starting double is 12-12
    And seat 1 holds 12-5 9-8
    And seat 2 holds 12-4 4-3 3-3
    And seat 3 holds 12-0 0-1 1-1
    And the bone-yard, in drawing order, is 7-7 6-6

  @MT-R11.1
  Scenario: A player down to one tile owes the tap
    When seat 1 plays 12-5 on their own train
    Then seat 1 has not tapped the last tile
    And the hand goes on

  @MT-R11.1
  Scenario: The tap forgotten until the next player completes a turn costs a draw
    When seat 1 plays 12-5 on their own train
    And seat 2 plays 12-4 on their own train
    Then seat 1 drew 1 tile for a late tap under MT-R11.1
    And seat 1 holds 2 tiles
    And the bone-yard has 1 tiles left

  @MT-R11.1
  Scenario: The tap in time costs nothing
    When seat 1 plays 12-5 on their own train
    And seat 1 taps the last tile
    And seat 2 plays 12-4 on their own train
    Then every move is accepted
    And nobody drew for a late tap
    And seat 1 holds 1 tiles

  @MT-R11.1
  Scenario: A player with more than one tile has nothing to tap
    When seat 1 taps the last tile
    Then the last move is refused under MT-R11.1

  @MT-R11.1
  Scenario: The tap is still in time while the next player's turn is under way
    Given seat 2 holds 4-3 3-3 2-1
    When seat 1 plays 12-5 on their own train
    And seat 2 draws
    And seat 1 taps the last tile
    And seat 2 puts the marker down
    Then every move is accepted
    And nobody drew for a late tap
    And seat 1 holds 1 tiles
    And seat 2 holds 4 tiles
