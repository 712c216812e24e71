Feature: FMD singles draws for the lead from too few tiles
  Each of the four players picks one tile, the shuffler last (FMDS-4.2): three
  tiles picked leave a player without a draw, so the draw is refused; four are
  enough.

  @FMDS-4.2
  Scenario: Three tiles picked are too few for four players
    Given the rulebook "fmd-singles"
    And South shuffled
    And the tiles are picked in this order: 6-5 2-1 4-4
    Then the draw is refused

  @FMDS-4.2
  Scenario: Four tiles picked are one for each player
    Given the rulebook "fmd-singles"
    And South shuffled
    And the tiles are picked in this order: 6-5 2-1 4-4 3-3
    Then South draws 3-3
    And East wins the lead
