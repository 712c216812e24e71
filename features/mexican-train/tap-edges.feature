Feature: Mexican Train: a late tap and the bone-yard
  A player who has not tapped their last tile by the time the next player completes a turn
  draws one tile (MT-R11.1). With one tile left in the bone-yard they draw it; with none,
  there is nothing to draw and nothing else follows, and the chance to tap has gone.

  Background:
    Given the rulebook "mexican-train"
    And the starting double is 12-12
    And seat 1 holds 12-5 9-8
    And seat 2 holds 12-4 4-3 3-3
    And seat 3 holds 12-0 1-0 1-1

  @MT-R11.1
  Scenario: With the bone-yard empty a late tap costs no draw, and a tap after it is refused
    When seat 1 plays 12-5 on their own train
    And seat 2 plays 12-4 on their own train
    And seat 1 taps the last tile
    Then the last move is refused under MT-R11.1
    And nobody drew for a late tap
    And seat 1 holds 1 tiles
    And it is seat 3's turn to play

  @MT-R11.1
  Scenario: With one tile in the bone-yard a late tap draws it
    Given the bone-yard, in drawing order, is 7-7
    When seat 1 plays 12-5 on their own train
    And seat 2 plays 12-4 on their own train
    Then seat 1 drew 1 tile for a late tap under MT-R11.1
    And seat 1 holds 2 tiles
    And the bone-yard has 0 tiles left
    And it is seat 3's turn to play
