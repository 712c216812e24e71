Feature: FMD couples judge's records checked against the table
  A record of a pass with a playable tile needs a pass by that player made while
  holding a tile that fitted (FMDC-10.2). Caught before the next player has played
  or passed, the fine is all and the passer is back on turn; the next player's
  option (restart or continue) exists only once that player has acted, and a record
  made then must carry it. A touched tile left face up must be in the player's hand
  (FMDC-12.2). A tile turned round is one the player played that fitted both open
  ends when it went down (FMDC-17.1), and a false lock is recorded only while some
  player can still play (FMDC-16.1).

  @FMDC-10.2
  Scenario: A record of a pass with a playable tile needs a pass
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 4-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When the judge records pass-with-playable against West
    Then the last action is refused under FMDC-10.2
    And no penalty is recorded

  @FMDC-10.2
  Scenario: A pass made with no tile that fitted is no bad pass
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 2-1 4-4       |
      | South | 4-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When West passes
    And the judge records pass-with-playable against West
    Then the last action is refused under FMDC-10.2
    And no penalty is recorded

  @FMDC-10.2
  Scenario: The next player has no option before acting
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 4-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When West passes unnoticed
    And the judge records pass-with-playable against West and the next player chooses to restart
    Then the last action is refused under FMDC-10.2
    And no penalty is recorded
    And the hand is not over

  @FMDC-10.2
  Scenario: Caught after the next player acted, the record carries the next player's option
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 4-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When West passes unnoticed
    And South passes
    And the judge records pass-with-playable against West
    Then the last action is refused under FMDC-10.2
    And no penalty is recorded

  @FMDC-10.2
  Scenario: Caught before the next player acts, the passer is back on turn
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 4-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When West passes unnoticed
    And the judge records pass-with-playable against West
    Then East-West lose 25 points from the partnership score under FMDC-10.2
    And West is to play
    And the legal plays are 3-1 right

  @FMDC-12.2
  Scenario: A face-up tile the player does not hold is refused
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 4-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When the judge records exposed-tile against West with 5-5 face up
    Then the last action is refused under FMDC-12.2

  @FMDC-12.2
  Scenario: A face-up tile in the player's hand lies exposed with no fine
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 4-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When the judge records exposed-tile against West with 4-4 face up
    Then every action is accepted
    And 4-4 lies exposed in front of West
    And no penalty is recorded

  @FMDC-10.3
  Scenario: A deliberate pass needs a pass by that player
    Given the rulebook "fmd-couples"
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
    Then the last action is refused under FMDC-10.3
    And no sanction is recorded
    And the hand is not over

  @FMDC-10.3
  Scenario: A pass made with no tile that fitted is no deliberate pass
    Given the rulebook "fmd-couples"
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
    Then the last action is refused under FMDC-10.3
    And no sanction is recorded

  @FMDC-10.3
  Scenario: A deliberate pass recorded against the player who made it stands
    Given the rulebook "fmd-couples"
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
    Then North-South are sanctioned with forfeit-match under FMDC-10.3

  @FMDC-10.3
  Scenario: A deliberate pass must be the offender's own
    Given the rulebook "fmd-couples"
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
    Then the last action is refused under FMDC-10.3
    And no sanction is recorded

  @FMDC-14.2
  Scenario: A player all of whose tiles fit left no misplay in the line
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 3-3       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records misplay against North
    Then the last action is refused under FMDC-14.2
    And no sanction is recorded
    And the hand is not over

  @FMDC-14.2
  Scenario: A misplay names a tile that matches neither end
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records misplay against North for placing 6-2
    Then the last action is refused under FMDC-14.2
    And no sanction is recorded

  @FMDC-14.3
  Scenario: A withdrawn tile must be in the player's hand
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records misplay-withdrawn against North with 4-4 face up
    Then the last action is refused under FMDC-14.3

  @FMDC-14.4
  Scenario: Only the player who played last can put a wrong end right in time
    Given the rulebook "fmd-couples"
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
    Then the last action is refused under FMDC-14.4
    And West is to play

  @FMDC-14.4
  Scenario: With nothing on the table no tile went on a wrong end
    Given the rulebook "fmd-couples"
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records wrong-end-corrected against East
    Then the last action is refused under FMDC-14.4

  @FMDC-11.1
  Scenario: A flipped tile must be in the player's hand
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 2-2 2-0       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records flipped-tile against South with 4-4 face up
    Then the last action is refused under FMDC-11.1
    And no sanction is recorded

  @FMDC-11.2
  Scenario: A last tile flipped must be the player's own last tile
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 2-2           |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records last-tile-flipped against South with 4-4 face up
    Then the last action is refused under FMDC-11.2
    And no sanction is recorded

  @FMDC-17.1
  Scenario: A tile that fitted one open end only cannot have been turned round: the record is refused
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    And West is to play
    When West plays 3-1 on the right end
    And the judge records turned-tile against West
    Then the last action is refused under FMDC-17.1
    And the hand is not over
    And South is to play

  @FMDC-17.1
  Scenario: A record naming the tile that fitted both open ends stands
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 6-3 4-4 |
      | South | 3-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    And West is to play
    When West plays 6-3 on the left end
    And the judge records turned-tile against West for placing 6-3
    Then the tiles are reshuffled under FMDC-17.1
    And South leads the next hand

  @FMDC-16.1
  Scenario: Tiles turned over when nobody can play are turned over on a true lock: no false lock is recorded
    Given the rulebook "fmd-couples"
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
    Then the last action is refused under FMDC-16.1
    And no sanction is recorded

  @FMDC-16.1
  Scenario: A false lock stands when only the player who turned the tiles over could play
    Given the rulebook "fmd-couples"
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
    And West is sanctioned with cannot-win under FMDC-16.1
    And the hand is not over

  @FMDC-17.1
  Scenario: A record naming a tile the player did not play across both open ends is refused
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 6-3 4-4 |
      | South | 3-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    And West is to play
    When West plays 6-3 on the left end
    And the judge records turned-tile against West for placing 4-4
    Then the last action is refused under FMDC-17.1
    And the hand is not over
