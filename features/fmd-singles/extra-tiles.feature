Feature: FMD singles: extra tiles taken at the deal and not looked at
  A player who took more than seven tiles without looking at them hands the extra
  ones, face down, to the player missing one or two; there is no new shuffle and no
  sanction, and play begins only once every hand has seven tiles (FMDS-13.3).

  @FMDS-13.3
  Scenario: South took eight tiles unseen: one goes to East, who had six, and play begins
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2     |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0     |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0 3-0 |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4         |
    And North leads
    When the judge records too-many-tiles-unseen against South, who hands 3-0 over
    Then South holds 7 tiles
    And East holds 7 tiles
    And no sanction is recorded
    And no penalty is recorded
    When North plays 6-6
    Then every action is accepted
    And West is to play

  @FMDS-13.3
  Scenario: South took nine tiles unseen: East, missing two, receives both
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                               |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2         |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0         |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0 3-0 4-4 |
      | East  | 6-0 5-5 5-4 5-3 5-2                 |
    And North leads
    When the judge records too-many-tiles-unseen against South, who hands 3-0 over
    And the judge records too-many-tiles-unseen against South, who hands 4-4 over
    Then South holds 7 tiles
    And East holds 7 tiles
    And no sanction is recorded

  @FMDS-13.3
  Scenario: Nobody plays while a hand still holds a tile too many
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2     |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0     |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0 3-0 |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4         |
    And North leads
    When North plays 6-6
    Then the last action is refused under FMDS-13.3
    And North holds 7 tiles

  @FMDS-13.3
  Scenario: A player with seven tiles has none too many to hand over
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2     |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0     |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0 3-0 |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4         |
    And North leads
    When the judge records too-many-tiles-unseen against North, who hands 6-6 over
    Then the last action is refused under FMDS-13.3
    And North holds 7 tiles
    And East holds 6 tiles
