Feature: FMD couples: the deal
  All 28 tiles are dealt, seven to each player (FMDC-4.4). The players take their tiles in
  the order of play, counter-clockwise, starting with the player to the shuffler's right,
  and the shuffler takes last (FMDC-4.2). The pile is written in the order the tiles are
  taken, each player taking seven.

  @FMDC-4.4 @FMDC-4.2
  Scenario: South shuffles, East takes the first seven tiles and South the last seven
    Given the rulebook "fmd-couples"
    And South shuffled
    And the tiles are taken from the pile in this order: 6-5 4-2 4-3 2-2 4-4 3-3 6-0 5-5 2-1 3-1 1-1 5-0 6-6 6-3 1-0 0-0 2-0 5-1 3-0 4-0 5-2 4-1 3-2 5-4 6-1 6-4 5-3 6-2
    Then every player is dealt 7 tiles
    And East is dealt 6-5 4-2 4-3 2-2 4-4 3-3 6-0
    And North is dealt 5-5 2-1 3-1 1-1 5-0 6-6 6-3
    And West is dealt 1-0 0-0 2-0 5-1 3-0 4-0 5-2
    And South is dealt 4-1 3-2 5-4 6-1 6-4 5-3 6-2
    And no tile is left undealt

  @FMDC-4.4 @FMDC-4.2
  Scenario: North shuffles, West takes the first seven tiles and North the last seven
    Given the rulebook "fmd-couples"
    And North shuffled
    And the tiles are taken from the pile in this order: 6-0 2-1 3-1 2-0 6-2 6-3 2-2 4-4 4-1 5-1 3-0 5-3 6-4 5-4 4-0 5-5 6-6 3-3 1-0 6-1 0-0 4-2 4-3 3-2 5-0 1-1 6-5 5-2
    Then every player is dealt 7 tiles
    And West is dealt 6-0 2-1 3-1 2-0 6-2 6-3 2-2
    And South is dealt 4-4 4-1 5-1 3-0 5-3 6-4 5-4
    And East is dealt 4-0 5-5 6-6 3-3 1-0 6-1 0-0
    And North is dealt 4-2 4-3 3-2 5-0 1-1 6-5 5-2
    And no tile is left undealt
