Feature: FMD couples: passing, false thinking and misplays
  A bad pass costs the couple 25, and caught after the next player acted gives that
  player the choice to restart or continue (FMDC-10.2); a deliberate pass forfeits
  the match (FMDC-10.3); false thinking costs 25 unless the player apologises within
  3 seconds (FMDC-14.1); a false lock bars the player from winning (FMDC-16.1); a
  tile turned round means a new shuffle led by the next player, if the others ask for
  it (FMDC-17.1); a flipped last tile that changed the hand means a repeat unless the
  owner's partner went out (FMDC-11.3).

  @FMDC-10.1
  Scenario: A pass while holding a fitting tile is refused
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
    When West passes
    Then the last action is refused under FMDC-10.1
    And West is to play

  @FMDC-10.1
  Scenario: A player with no fitting tile passes
    Given the rulebook "fmd-couples"
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

  @FMDC-10.3
  Scenario: A deliberate pass loses the match for the partnership
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
    When West passes unnoticed
    And the judge records deliberate-pass against West
    Then East-West are sanctioned with forfeit-match under FMDC-10.3
    And the hand ends by forfeit

  @FMDC-10.3 @FMDC-10.2
  Scenario: West passes holding 6-3, which would have locked the hand: the couple forfeits, with no 25 on top
    Given the rulebook "fmd-couples"
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
    Then East-West are sanctioned with forfeit-match under FMDC-10.3
    And the hand ends by forfeit
    And no penalty is recorded

  @FMDC-10.3
  Scenario: South's deliberate pass costs North-South the match
    Given the rulebook "fmd-couples"
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
    Then North-South are sanctioned with forfeit-match under FMDC-10.3
    And no penalty is recorded

  @FMDC-14.2
  Scenario: A tile that matches neither end is refused
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When North plays 5-5
    Then the last action is refused under FMDC-14.2
    And North is to play

  @FMDC-14.2
  Scenario: A tile on an end it does not match is refused
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When North plays 6-2 on the right end
    Then the last action is refused under FMDC-14.2

  @FMDC-14.4
  Scenario: A wrong end put right in time carries no sanction
    Given the rulebook "fmd-couples"
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

  @FMDC-14.4
  Scenario: The hand goes on after a wrong end is put right
    Given the rulebook "fmd-couples"
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

  @FMDC-16.1
  Scenario: Turning the tiles over on a false lock bars the player from winning
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
    When the judge records false-lock against West
    Then West is sanctioned with cannot-win under FMDC-16.1
    And 3-1 lies exposed in front of West
    And 4-4 lies exposed in front of West
    And the hand is not over
    And West is to play

  @FMDC-16.1
  Scenario: The player who turned the tiles over goes out and scores nothing
    Given the rulebook "fmd-couples"
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

  @FMDC-16.1
  Scenario: A lock won by the barred player's partnership scores nothing
    Given the rulebook "fmd-couples"
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

  @FMDC-16.1
  Scenario: The partner may still win the hand
    Given the rulebook "fmd-couples"
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

  @FMDC-10.2 @FMDC-10.1
  Scenario: A bad pass caught at once costs the couple 25 and the player plays
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
    When West passes unnoticed
    And the judge records pass-with-playable against West
    Then East-West lose 25 points from the partnership score under FMDC-10.2
    And no sanction is recorded
    And the hand is not over
    And West is to play

  @FMDC-10.2
  Scenario: The last tile is no excuse for a couple
    Given the rulebook "fmd-couples"
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
    Then East-West lose 25 points from the partnership score under FMDC-10.2

  @FMDC-10.2
  Scenario: Caught after the next player acted, the next player may restart the hand
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
    And the judge records pass-with-playable against West and the next player chooses to restart
    Then East-West lose 25 points from the partnership score under FMDC-10.2
    And the hand is restarted under FMDC-10.2
    And North leads the next hand

  @FMDC-10.2
  Scenario: If the next player lets the hand continue, its points go to that player's couple
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2           |
      | West  | 3-2 4-4       |
      | South | 5-5           |
      | East  | 3-1           |
    And North leads
    And West is to play
    When West passes unnoticed
    And South passes
    And the judge records pass-with-playable against West and the next player chooses to continue
    And East plays 3-1 on the right end
    Then the hand ends by domino
    And North-South win the hand with 31 points
    And East-West lose 25 points from the partnership score under FMDC-10.2

  @FMDC-14.1
  Scenario: False thinking costs the couple 25
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records false-thinking against West
    Then East-West lose 25 points from the partnership score under FMDC-14.1
    And the hand is not over

  @FMDC-14.1
  Scenario: An apology within 3 seconds avoids the fine
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records false-thinking against West, who apologised after 3 seconds
    Then no penalty is recorded

  @FMDC-14.1
  Scenario: An apology after 4 seconds is too late
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records false-thinking against North, who apologised after 4 seconds
    Then North-South lose 25 points from the partnership score under FMDC-14.1

  @FMDC-14.1
  Scenario: The couple is fined even if the other players do not all agree
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records false-thinking against East but the other players do not all agree
    Then East-West lose 25 points from the partnership score under FMDC-14.1

  @FMDC-14.2
  Scenario: A non-fitting tile left in the line costs the couple 25
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records misplay against North
    Then North-South lose 25 points from the partnership score under FMDC-14.2
    And the hand is not over

  @FMDC-16.1
  Scenario: A false lock takes no points in the couples event
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
    When the judge records false-lock against West
    Then no penalty is recorded

  @FMDC-17.1
  Scenario: A tile turned round means a new shuffle led by the next player
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 6-3 4-4       |
      | South | 3-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When West plays 6-3 on the left end
    And the judge records turned-tile against West
    Then the tiles are reshuffled under FMDC-17.1
    And South leads the next hand

  @FMDC-17.1
  Scenario: The others may decline the new shuffle after a turned tile: the hand goes on
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 6-3 4-4       |
      | South | 3-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When West plays 6-3 on the left end
    And the judge records turned-tile against West and the other players ask to play on
    Then every action is accepted
    And no sanction is recorded
    And no penalty is recorded
    And the hand is not over
    And South is to play

  @FMDC-17.1
  Scenario: North's turned tile gives West the next lead
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-3 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When North plays 6-3 on the right end
    And the judge records turned-tile against North
    Then the tiles are reshuffled under FMDC-17.1
    And West leads the next hand
    And no penalty is recorded

  @FMDC-11.3 @FMDC-11.2
  Scenario: A hand whose course changed is repeated from whoever was to play when the tile flipped
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 2-2           |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records last-tile-flipped against South with 2-2 face up
    And North plays 6-2 on the left end
    And West plays 3-1 on the right end
    And the judge records course-changed against South
    Then the hand is restarted under FMDC-11.3
    And the hand scores nothing
    And North leads the next hand

  @FMDC-11.3 @FMDC-11.2
  Scenario: A win with the flipped last tile is undone when the course changed
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 2-2           |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records last-tile-flipped against South with 2-2 face up
    And North plays 6-2 on the left end
    And West plays 3-1 on the right end
    And South plays 2-2
    And the judge records course-changed against South
    Then the hand is restarted under FMDC-11.3
    And the hand scores nothing
    And North leads the next hand

  @FMDC-11.3 @FMDC-11.2
  Scenario: The hand stands when the partner of the flipped tile's owner went out
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2           |
      | West  | 3-1 4-4       |
      | South | 2-2           |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records last-tile-flipped against South with 2-2 face up
    And North plays 6-2 on the left end
    And the judge records course-changed against South
    Then the hand ends by domino
    And North wins the hand
    And North-South win the hand with 26 points

  @FMDC-11.3 @FMDC-11.2
  Scenario: A lock won by the flipped tile owner's couple is no "domination": the hand is repeated
    Given the rulebook "fmd-couples"
    And the open ends are 4 and 1
    And the hands are:
      | seat  | tiles         |
      | North | 6-6 4-1       |
      | West  | 6-3 5-5       |
      | South | 2-2           |
      | East  | 6-5 3-3       |
    And North leads
    When the judge records last-tile-flipped against South with 2-2 face up
    And North plays 4-1 on the left end
    Then the hand ends by lock
    And North-South win the hand with 52 points
    When the judge records course-changed against South
    Then the hand is restarted under FMDC-11.3
    And the hand scores nothing
    And North leads the next hand

  @FMDC-11.3
  Scenario: A change of course cannot be found when no last tile was flipped
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records course-changed against South
    Then the last action is refused under FMDC-11.3
    And the hand is not over
