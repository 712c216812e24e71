Feature: FMD singles: records of extra tiles handed over, checked against the hands
  Each record of extra tiles taken unseen names one tile of the offender's,
  which goes face down to the one player missing tiles, and that player then
  plays it like any other. A record naming no tile, or a tile the offender does
  not hold, did not happen as written; with two players short the clause gives
  no remedy and the record is refused, for a judge to settle (FMDS-13.3).

  @FMDS-13.3
  Scenario: West, who had six tiles, receives 6-5 and plays it
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2     |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1         |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0 3-0 |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4 0-0     |
    And North leads
    When the judge records too-many-tiles-unseen against South, who hands 6-5 over
    And North plays 6-6
    And West plays 6-5
    Then every action is accepted
    And West holds 6 tiles
    And South holds 7 tiles
    And the open ends are 6 and 5

  @FMDS-13.3
  Scenario: A record of extra tiles that names no tile handed over is refused
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2     |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0     |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0 3-0 |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4         |
    And North leads
    When the judge records too-many-tiles-unseen against South
    Then the last action is refused under FMDS-13.3
    And South holds 8 tiles
    And East holds 6 tiles

  @FMDS-13.3
  Scenario: A tile the player with extra tiles does not hold cannot be handed over
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2     |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0     |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0 3-0 |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4         |
    And North leads
    When the judge records too-many-tiles-unseen against South, who hands 4-4 over
    Then the last action is refused under FMDS-13.3
    And South holds 8 tiles
    And East holds 6 tiles

  @FMDS-13.3
  Scenario: With two players short, a tile handed over has no one player to go to
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                               |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2         |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1             |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0 3-0 0-0 |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4             |
    And North leads
    When the judge records too-many-tiles-unseen against South, who hands 0-0 over
    Then the last action is refused under FMDS-13.3
    And South holds 9 tiles
    And West holds 6 tiles
    And East holds 6 tiles
