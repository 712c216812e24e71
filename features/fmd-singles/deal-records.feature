Feature: FMD singles: a tile shown or tiles too many seen at the deal
  A tile turned face up and seen while the tiles are shuffled or drawn (FMDS-13.1),
  or more than seven tiles taken and looked at (FMDS-13.2), means a new shuffle and
  deal with the same leader, and nobody is charged. Both are findings of the deal:
  a record made once play has begun is refused, and tiles too many are recorded
  against a player who holds more than seven (the readings of FMDS-13.1 and
  FMDS-13.2). Extra tiles not looked at are handed over (extra-tiles.feature,
  FMDS-13.3).

  @FMDS-13.1
  Scenario: A tile shown during the shuffle means a new shuffle with the same leader
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2     |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0     |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0     |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4 3-0     |
    And North leads
    When the judge records exposed-at-deal against West
    Then the tiles are reshuffled under FMDS-13.1
    And the hand scores nothing
    And North leads the next hand
    And no penalty is recorded

  @FMDS-13.1
  Scenario: A tile shown during the shuffle by the leader also means a new shuffle
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2     |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0     |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0     |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4 3-0     |
    And North leads
    When the judge records exposed-at-deal against North
    Then the tiles are reshuffled under FMDS-13.1
    And North leads the next hand

  @FMDS-13.1
  Scenario: Once the lead is down a tile shown is no tile shown at the deal: the record is refused
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2     |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0     |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0     |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4 3-0     |
    And North leads
    When North plays 6-6
    And the judge records exposed-at-deal against West
    Then the last action is refused under FMDS-13.1
    And the hand is not over

  @FMDS-13.2
  Scenario: Too many tiles taken and looked at means a new shuffle with the same leader
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2     |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0     |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0 3-0 |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4         |
    And North leads
    When the judge records too-many-tiles-seen against South
    Then the tiles are reshuffled under FMDS-13.2
    And the hand scores nothing
    And North leads the next hand
    And no penalty is recorded

  @FMDS-13.2
  Scenario: Too many tiles taken and looked at by the leader also means a new shuffle
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2 3-0 |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0     |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0     |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4         |
    And North leads
    When the judge records too-many-tiles-seen against North
    Then the tiles are reshuffled under FMDS-13.2
    And North leads the next hand

  @FMDS-13.2
  Scenario: Tiles too many recorded against a player holding seven are refused
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2     |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0     |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0 3-0 |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4         |
    And North leads
    When the judge records too-many-tiles-seen against West
    Then the last action is refused under FMDS-13.2
    And West holds 7 tiles
    And the hand is not over

  @FMDS-13.1
  Scenario: Once a new shuffle is due a second tile shown changes nothing: the record is refused
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2     |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0     |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0     |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4 3-0     |
    And North leads
    When the judge records exposed-at-deal against West
    And the judge records exposed-at-deal against South
    Then the last action is refused under FMDS-13.1
    And the tiles are reshuffled under FMDS-13.1
    And North leads the next hand
