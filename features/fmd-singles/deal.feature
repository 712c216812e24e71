Feature: FMD singles: the deal
  All 28 tiles are dealt, seven to each player (FMDS-4.4). The players take their tiles in
  the order of play, counter-clockwise, starting with the player to the shuffler's right,
  and the shuffler takes last (FMDS-4.2). The pile is written in the order the tiles are
  taken, each player taking seven.

  @FMDS-4.4 @FMDS-4.2
  Scenario: South shuffles, East takes the first seven tiles and South the last seven
    Given the rulebook "fmd-singles"
    And South shuffled
    And the tiles are taken from the pile in this order: 3-0 5-5 6-6 2-0 6-5 1-0 3-1 1-1 4-3 6-4 6-2 5-4 4-0 3-3 6-3 4-1 4-2 4-4 5-3 5-2 6-1 3-2 5-0 5-1 0-0 2-2 6-0 2-1
    Then every player is dealt 7 tiles
    And East is dealt 3-0 5-5 6-6 2-0 6-5 1-0 3-1
    And North is dealt 1-1 4-3 6-4 6-2 5-4 4-0 3-3
    And West is dealt 6-3 4-1 4-2 4-4 5-3 5-2 6-1
    And South is dealt 3-2 5-0 5-1 0-0 2-2 6-0 2-1
    And no tile is left undealt

  @FMDS-4.4 @FMDS-4.2
  Scenario: North shuffles, West takes the first seven tiles and North the last seven
    Given the rulebook "fmd-singles"
    And North shuffled
    And the tiles are taken from the pile in this order: 4-3 5-1 3-0 2-1 2-2 6-0 3-2 6-2 4-4 4-1 0-0 6-3 5-4 6-1 4-0 6-6 1-1 4-2 1-0 6-5 2-0 6-4 3-1 5-2 5-0 3-3 5-3 5-5
    Then every player is dealt 7 tiles
    And West is dealt 4-3 5-1 3-0 2-1 2-2 6-0 3-2
    And South is dealt 6-2 4-4 4-1 0-0 6-3 5-4 6-1
    And East is dealt 4-0 6-6 1-1 4-2 1-0 6-5 2-0
    And North is dealt 6-4 3-1 5-2 5-0 3-3 5-3 5-5
    And no tile is left undealt
