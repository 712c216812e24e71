Feature: FMD singles judge's records checked against the table
  A record of a pass with a playable tile needs a pass by that player made while
  holding a tile that fitted (FMDS-10.2). Its exceptions are judged by the tiles
  held when the pass was made: a player who passed holding two tiles, one of them
  playable, has no last-tile excuse even after playing down to one; excused, the
  passer is back on turn. A touched tile left face up must be in the player's hand
  (FMDS-15.2).

  @FMDS-10.2
  Scenario: A record of a pass with a playable tile needs a pass
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When the judge records pass-with-playable against West
    Then the last action is refused under FMDS-10.2
    And no sanction is recorded
    And the hand is not over

  @FMDS-10.2
  Scenario: A pass made with no tile that fitted is no bad pass
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 2-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When West passes
    And the judge records pass-with-playable against West
    Then the last action is refused under FMDS-10.2
    And no sanction is recorded

  @FMDS-10.2
  Scenario: Playing down to the last tile after the pass is no excuse
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0 1-1   |
    And North leads
    And West is to play
    When West passes unnoticed
    And South plays 6-0 on the left end
    And East plays 1-0 on the left end
    And North passes
    And West plays 3-1 on the right end
    And the judge records pass-with-playable against West for action 1
    Then West is sanctioned with forfeit-match under FMDS-10.2
    And the hand ends by forfeit

  @FMDS-10.2
  Scenario: A pass made with the last tile is excused even when recorded later
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1           |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When West passes unnoticed
    And South plays 6-0 on the left end
    And the judge records pass-with-playable against West
    Then no sanction is recorded
    And West is to play
    And the hand is not over

  @FMDS-15.2
  Scenario: A face-up tile the player does not hold is refused
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When the judge records exposed-tile against West with 5-5 face up
    Then the last action is refused under FMDS-15.2

  @FMDS-15.2
  Scenario: A face-up tile in the player's hand lies exposed with no fine
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When the judge records exposed-tile against West with 4-4 face up
    Then every action is accepted
    And 4-4 lies exposed in front of West
    And no penalty is recorded

  @FMDS-10.3
  Scenario: A deliberate pass needs a pass by that player
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When the judge records deliberate-pass against West
    Then the last action is refused under FMDS-10.3
    And no sanction is recorded
    And the hand is not over

  @FMDS-10.3
  Scenario: A pass made with no tile that fitted is no deliberate pass
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 2-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When West passes
    And the judge records deliberate-pass against West for action 1
    Then the last action is refused under FMDS-10.3
    And no sanction is recorded

  @FMDS-10.3
  Scenario: A deliberate pass recorded against the player who made it stands
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 2-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When West passes
    And South passes unnoticed
    And the judge records deliberate-pass against South for action 2
    Then South is sanctioned with forfeit-match under FMDS-10.3

  @FMDS-10.3
  Scenario: A deliberate pass must be the offender's own
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 2-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When West passes
    And South passes unnoticed
    And the judge records deliberate-pass against North for action 2
    Then the last action is refused under FMDS-10.3
    And no sanction is recorded

  @FMDS-17.3
  Scenario: A player all of whose tiles fit left no misplay in the line
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 3-3       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records misplay against North
    Then the last action is refused under FMDS-17.3
    And no sanction is recorded
    And the hand is not over

  @FMDS-17.3
  Scenario: A misplay names a tile that matches neither end
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records misplay against North for placing 6-2
    Then the last action is refused under FMDS-17.3
    And no sanction is recorded

  @FMDS-17.4
  Scenario: A withdrawn tile must be in the player's hand
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records misplay-withdrawn against North with 4-4 face up
    Then the last action is refused under FMDS-17.4

  @FMDS-17.5
  Scenario: Only the player who played last can put a wrong end right in time
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When the judge records wrong-end-corrected against South
    Then the last action is refused under FMDS-17.5
    And West is to play

  @FMDS-17.5
  Scenario: With nothing on the table no tile went on a wrong end
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records wrong-end-corrected against East
    Then the last action is refused under FMDS-17.5

  @FMDS-14.1
  Scenario: A flipped tile must be in the player's hand
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 2-2 2-0       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records flipped-tile against South with 4-4 face up
    Then the last action is refused under FMDS-14.1
    And no sanction is recorded

  @FMDS-14.2
  Scenario: A last tile flipped must be the player's own last tile
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 2-2           |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records last-tile-flipped against South with 4-4 face up
    Then the last action is refused under FMDS-14.2
    And no sanction is recorded
