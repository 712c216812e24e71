Feature: NDF draws for the lead that name no leader
  A draw for the lead compares one tile per player (NDF-2.1): a draw where two
  players hold the same tile, or nobody drew, cannot happen with one set and
  names no leader, so it is refused. The rulebook says nothing of the order in
  which tiles are picked, so a draw given as tiles picked from a pile (the FMD
  way, shuffler last) is refused rather than read in an order of our own.

  @NDF-2.1
  Scenario: Two players cannot have drawn the same tile
    Given the rulebook "ndf-double-nine"
    And the players draw for the lead:
      | seat  | tile |
      | North | 9-8  |
      | East  | 9-8  |
      | South | 4-4  |
      | West  | 2-1  |
    Then the draw is refused

  @NDF-2.1
  Scenario: A draw with no tile names no leader
    Given the rulebook "ndf-double-nine"
    And the players draw for the lead:
      | seat  | tile |
    Then the draw is refused

  @NDF-2.1
  Scenario: Tiles picked from a pile are refused where the rulebook names no pick order
    Given the rulebook "ndf-double-nine"
    And South shuffled
    And the tiles are picked in this order: 9-8 2-1 4-4 3-3
    Then the draw is refused
