Feature: FMD singles: passing, false thinking and misplays
  A bad pass loses the match for the player (FMDS-10.2) unless it was the last tile
  or the others ask to play on; a deliberate pass loses it with no exception
  (FMDS-10.3); false thinking costs the partnership the match unless the player
  apologises within 3 seconds or the others do not all agree (FMDS-17.1); a false
  lock costs 50 points of differential and bars the player from winning (FMDS-19.1).

  @FMDS-10.1
  Scenario: A pass while holding a fitting tile is refused
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
    When West passes
    Then the last action is refused under FMDS-10.1
    And West is to play

  @FMDS-10.1
  Scenario: A player with no fitting tile passes
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And East is to play
    When East passes
    Then every action is accepted
    And North is to play

  @FMDS-10.3
  Scenario: A deliberate pass loses the match, charged to the player who passed
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
    When West passes unnoticed
    And the judge records deliberate-pass against West
    Then West is sanctioned with forfeit-match under FMDS-10.3
    And the hand ends by forfeit

  @FMDS-10.3
  Scenario: The others asking to play on does not save a deliberate pass
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
    When West passes unnoticed
    And the judge records deliberate-pass against West and the other players ask to play on
    Then West is sanctioned with forfeit-match under FMDS-10.3
    And the hand ends by forfeit

  @FMDS-10.3
  Scenario: West passes holding 6-3, which on either end would have locked the hand: the deliberate pass loses the match
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 1-1 2-2       |
      | West  | 6-3 0-0       |
      | South | 1-2 0-1       |
      | East  | 2-0 4-4       |
    And North leads
    And West is to play
    Then the legal plays are 6-3 left, 6-3 right
    When West passes unnoticed
    And the judge records deliberate-pass against West
    Then West is sanctioned with forfeit-match under FMDS-10.3
    And the hand ends by forfeit

  @FMDS-10.3
  Scenario: South's deliberate pass costs South's partnership the match
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And South is to play
    When South passes unnoticed
    And the judge records deliberate-pass against South
    Then South is sanctioned with forfeit-match under FMDS-10.3
    And no penalty is recorded

  @FMDS-17.3
  Scenario: A tile that matches neither end is refused
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When North plays 5-5
    Then the last action is refused under FMDS-17.3
    And North is to play

  @FMDS-17.3
  Scenario: A tile on an end it does not match is refused
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When North plays 6-2 on the right end
    Then the last action is refused under FMDS-17.3

  @FMDS-17.5
  Scenario: A wrong end put right in time carries no sanction
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records wrong-end-corrected against North
    Then no penalty is recorded
    And no sanction is recorded
    And the hand is not over

  @FMDS-17.5
  Scenario: After a wrong end put right in time, the player in turn chooses not to go on: the hand is dealt again
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
    When the judge records wrong-end-corrected against North and the next player chooses to restart
    Then the hand is restarted under FMDS-17.5
    And the hand scores nothing
    And North leads the next hand
    And no penalty is recorded

  @FMDS-17.5
  Scenario: After a wrong end put right in time, the player in turn chooses to go on: no sanction and play continues
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
    When the judge records wrong-end-corrected against North and the next player chooses to continue
    Then no sanction is recorded
    And no penalty is recorded
    And the hand is not over
    And West is to play

  @FMDS-17.5
  Scenario: The hand goes on after a wrong end is put right
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records wrong-end-corrected against North
    And North plays 6-2 on the left end
    Then every action is accepted
    And West is to play

  @FMDS-19.1
  Scenario: Turning the tiles over on a false lock bars the player from winning
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
    When the judge records false-lock against West
    Then West is sanctioned with cannot-win under FMDS-19.1
    And 3-1 lies exposed in front of West
    And 4-4 lies exposed in front of West
    And the hand is not over
    And West is to play

  @FMDS-19.1
  Scenario: The player who turned the tiles over goes out and scores nothing
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
    When the judge records false-lock against West
    And West plays 3-1 on the right end
    Then the hand ends by domino
    And the hand scores nothing

  @FMDS-19.1
  Scenario: A lock won by the barred player's partnership scores nothing
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 5-5           |
      | West  | 3-2 1-1       |
      | South | 4-4           |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When the judge records false-lock against West
    And West plays 3-2 on the right end
    Then the hand ends by lock
    And the counts are North 10, East 10, South 8, West 2
    And the hand scores nothing

  @FMDS-19.1
  Scenario: The partner may still win the hand
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2           |
      | West  | 4-4           |
      | South | 5-5           |
      | East  | 3-1           |
    And North leads
    And West is to play
    When the judge records false-lock against West
    And West passes
    And South passes
    And East plays 3-1 on the right end
    Then the hand ends by domino
    And East-West win the hand with 26 points

  @FMDS-10.2 @FMDS-10.1
  Scenario: Passing with a playable tile loses the match for the player
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
    When West passes unnoticed
    And the judge records pass-with-playable against West
    Then West is sanctioned with forfeit-match under FMDS-10.2
    And the hand ends by forfeit
    And no penalty is recorded

  @FMDS-10.2
  Scenario: No sanction when the playable tile was the player's last
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
    And the judge records pass-with-playable against West
    Then no sanction is recorded
    And the hand is not over
    And West is to play
    And the legal plays are 3-1 right

  @FMDS-10.2
  Scenario: No sanction when the other players ask to play on
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
    When West passes unnoticed
    And the judge records pass-with-playable against West and the other players ask to play on
    Then no sanction is recorded
    And no penalty is recorded
    And West is to play
    And the legal plays are 3-1 right

  @FMDS-10.2
  Scenario: South's bad pass is charged to South alone
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And South is to play
    When South passes unnoticed
    And the judge records pass-with-playable against South
    Then South is sanctioned with forfeit-match under FMDS-10.2

  @FMDS-17.1
  Scenario: False thinking costs the partnership the match
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records false-thinking against North
    Then North-South are sanctioned with forfeit-match under FMDS-17.1
    And the hand ends by forfeit

  @FMDS-17.1
  Scenario: An apology after 0 seconds avoids the sanction
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records false-thinking against East, who apologised after 0 seconds
    Then no sanction is recorded
    And the hand is not over

  @FMDS-17.1
  Scenario: An apology after 2 seconds avoids the sanction
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records false-thinking against East, who apologised after 2 seconds
    Then no sanction is recorded
    And the hand is not over

  @FMDS-17.1
  Scenario: An apology after 3 seconds avoids the sanction
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records false-thinking against East, who apologised after 3 seconds
    Then no sanction is recorded
    And the hand is not over

  @FMDS-17.1
  Scenario: An apology after 4 seconds is too late
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records false-thinking against East, who apologised after 4 seconds
    Then East-West are sanctioned with forfeit-match under FMDS-17.1

  @FMDS-17.1
  Scenario: Without the other three players' agreement there is no sanction
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records false-thinking against South but the other players do not all agree
    Then no sanction is recorded
    And the hand is not over

  @FMDS-17.2
  Scenario: False thinking noticed while the hand is still played is not a late finding: the record is refused
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When North plays 6-2 on the left end
    And the judge records false-thinking-found-late against West
    Then the last action is refused under FMDS-17.2
    And the hand is not over
    And no sanction is recorded

  @FMDS-17.2
  Scenario: False thinking found only after a lock undoes the lock, with the same leader and no sanction
    Given the rulebook "fmd-singles"
    And the open ends are 4 and 1
    And the hands are:
      | seat  | tiles         |
      | North | 6-6 5-2       |
      | West  | 6-3 5-5       |
      | South | 4-2 4-1       |
      | East  | 6-5 3-3       |
    And North leads
    And South is to play
    When South plays 4-1 on the left end
    And the judge records false-thinking-found-late against North
    Then the hand is restarted under FMDS-17.2
    And the hand scores nothing
    And North leads the next hand
    And no penalty is recorded

  @FMDS-17.2
  Scenario: False thinking found only after West went out undoes the domino and the hand is dealt again
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1           |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When North plays 6-2 on the left end
    And West plays 3-1 on the right end
    And the judge records false-thinking-found-late against East
    Then the hand is restarted under FMDS-17.2
    And the hand scores nothing
    And North leads the next hand
    And no penalty is recorded

  @FMDS-17.3
  Scenario: A non-fitting tile left in the line costs the partnership the match
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records misplay against North
    Then North-South are sanctioned with forfeit-match under FMDS-17.3
    And the hand ends by forfeit

  @FMDS-19.1
  Scenario: The false lock costs 50 points from the player's own differential
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
    When the judge records false-lock against West
    Then West loses 50 points from their own record under FMDS-19.1

  @FMDS-14.3 @FMDS-14.2
  Scenario: A win with a flipped last tile is annulled when the course of the hand changed
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 2-2                 |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records last-tile-flipped against South with 2-2 face up
    And North plays 6-2 on the left end
    And West plays 3-1 on the right end
    And South plays 2-2
    And the judge records course-changed against South
    Then the hand ends by void
    And the hand scores nothing
    And West leads the next hand
    And no penalty is recorded

  @FMDS-14.3 @FMDS-14.2
  Scenario: A change of course found during the hand annuls it at once
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 2-2                 |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records last-tile-flipped against South with 2-2 face up
    And North plays 6-2 on the left end
    And the judge records course-changed against West
    Then the hand ends by void
    And the hand scores nothing
    And West leads the next hand

  @FMDS-14.3
  Scenario: A change of course cannot be found when no last tile was flipped
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2             |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records course-changed against South
    Then the last action is refused under FMDS-14.3
    And the hand is not over
