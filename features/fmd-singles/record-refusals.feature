Feature: FMD singles judge's records that name too little, or facts that did not happen
  A record is checked against the table before its sanction. A pass with a
  playable tile is the offender's latest pass unless the record names another,
  and an action named that is no pass is refused (FMDS-10.2). A flipped tile, a
  tile taken back and a touched tile left face up are named in the record
  (FMDS-14.1, FMDS-17.4, FMDS-15.2); a player's last tile flipped need not be:
  it is the one tile the player holds, and it lies face up (FMDS-14.2). With
  nothing on the table no tile was placed that does not fit (FMDS-17.3). A
  lateness record says how late the player was (FMDS-24.1). A judge's finding
  that a flipped last tile changed the hand does not undo a forfeit
  (FMDS-14.3). Tiles turned over on a lock that is true, or once the hand has
  ended, are no false lock (FMDS-19.1).

  @FMDS-10.2
  Scenario: A record naming no pass is about the latest, made holding a tile that fitted
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles       |
      | North | 6-2 5-5     |
      | West  | 4-4 2-1 1-0 |
      | South | 6-0 2-2     |
      | East  | 5-3 4-1     |
    And North leads
    And West is to play
    When West passes
    And South plays 6-0 on the left end
    And East plays 5-3 on the right end
    And North plays 5-5 on the right end
    And West passes unnoticed
    And the judge records pass-with-playable against West
    Then West is sanctioned with forfeit-match under FMDS-10.2
    And the hand ends by forfeit

  @FMDS-10.2
  Scenario: A record naming no pass is about the latest, made with no tile that fitted
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 0
    And the hands are:
      | seat  | tiles       |
      | North | 2-2 5-5     |
      | West  | 4-4 1-0     |
      | South | 6-2 3-3     |
      | East  | 5-0 4-1     |
    And North leads
    And West is to play
    When West passes unnoticed
    And South plays 6-2 on the left end
    And East plays 5-0 on the right end
    And North plays 2-2 on the left end
    And West passes
    And the judge records pass-with-playable against West
    Then the last action is refused under FMDS-10.2
    And no sanction is recorded
    And the hand is not over

  @FMDS-10.2
  Scenario: A record about an action that is no pass is refused
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    When North plays 6-2 on the left end
    And the judge records pass-with-playable against North for action 1
    Then the last action is refused under FMDS-10.2
    And no sanction is recorded
    And the hand is not over

  @FMDS-14.1
  Scenario: A flipped tile record that names no tile is refused
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 2-2 2-0 |
      | East  | 5-4 1-0 |
    And North leads
    When the judge records flipped-tile against South
    Then the last action is refused under FMDS-14.1
    And no sanction is recorded

  @FMDS-14.2
  Scenario: A last tile flipped need not be named: the one tile the player holds lies face up
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 2-2     |
      | East  | 5-4 1-0 |
    And North leads
    When the judge records last-tile-flipped against South
    Then every action is accepted
    And 2-2 lies exposed in front of South
    And no penalty is recorded
    And no sanction is recorded

  @FMDS-17.4
  Scenario: A record of a tile taken back that names no tile is refused
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    When the judge records misplay-withdrawn against North
    Then the last action is refused under FMDS-17.4

  @FMDS-17.4
  Scenario: A tile taken back lies face up in front of its owner
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    When the judge records misplay-withdrawn against North with 5-5 face up
    Then every action is accepted
    And 5-5 lies exposed in front of North
    And no sanction is recorded

  @FMDS-15.2
  Scenario: A record of a tile left face up that names no tile is refused
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    And West is to play
    When the judge records exposed-tile against West
    Then the last action is refused under FMDS-15.2

  @FMDS-17.3
  Scenario: With nothing on the table no tile was placed that does not fit
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    When the judge records misplay against North for placing 5-5
    Then the last action is refused under FMDS-17.3
    And no sanction is recorded
    And the hand is not over

  @FMDS-24.1
  Scenario: A lateness record that does not say how late is refused
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    When the judge records lateness against West
    Then the last action is refused under FMDS-24.1
    And no penalty is recorded
    And no sanction is recorded

  @FMDS-14.3 @FMDS-14.2 @FMDS-10.2
  Scenario: A hand forfeited for a bad pass stays forfeited whatever is found about a flipped last tile
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 2-2     |
      | East  | 5-4 1-0 |
    And North leads
    When the judge records last-tile-flipped against South with 2-2 face up
    And North plays 6-2 on the left end
    And West passes unnoticed
    And the judge records pass-with-playable against West
    And the judge records course-changed against South
    Then the hand ends by forfeit
    And West is sanctioned with forfeit-match under FMDS-10.2

  @FMDS-19.1
  Scenario: Tiles turned over when nobody can play are turned over on a true lock: no false lock is recorded
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-5 2-0 |
      | West  | 4-4 1-0 |
      | South | 2-2 4-1 |
      | East  | 5-4 1-1 |
    And North leads
    And West is to play
    When the judge records false-lock against West
    Then the last action is refused under FMDS-19.1
    And no penalty is recorded

  @FMDS-19.1
  Scenario: A false lock recorded after the hand ended locked is refused: the lock was true
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 4-4     |
      | South | 2-2 5-0 |
      | East  | 1-1     |
    And North leads
    When North plays 6-2 on the left end
    And West passes
    And South plays 2-2 on the left end
    Then the hand ends by lock
    When the judge records false-lock against West
    Then the last action is refused under FMDS-19.1
    And no penalty is recorded

  @FMDS-19.1
  Scenario: A false lock stands when only the player who turned the tiles over could play
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-5 2-0 |
      | West  | 4-4 3-0 |
      | South | 2-2 4-1 |
      | East  | 5-4 1-1 |
    And North leads
    And West is to play
    When the judge records false-lock against West
    Then every action is accepted
    And West loses 50 points from their own record under FMDS-19.1
    And the hand is not over

  @FMDS-19.1
  Scenario: Before the lead there is no line to believe locked: a false lock is refused
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    When the judge records false-lock against West
    Then the last action is refused under FMDS-19.1
    And no penalty is recorded

  @FMDS-19.1
  Scenario: A false lock recorded once the hand is won is refused, though a tile would still fit
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2     |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    When North plays 6-2 on the left end
    Then the hand ends by domino
    When the judge records false-lock against West
    Then the last action is refused under FMDS-19.1
    And no penalty is recorded
