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
