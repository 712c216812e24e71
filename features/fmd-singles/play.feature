Feature: FMD: play of the hand
  Seven tiles each from a double-six set (FMDS-4.4); the first tile points its high end
  at the partner (FMDS-5.1); play goes to the right (FMDS-5.2); flipped, touched and
  withdrawn tiles lie face up and are played at the first chance.
  Only a flipped tile may wait for a play that locks the hand (FMDS-14.1); a touched or
  withdrawn one may not (FMDS-15.2, FMDS-17.4).

  @FMDS-4.4
  Scenario: A full seven-tile deal is played from the lead
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 6-0 |
      | West  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
      | South | 4-3 4-2 4-1 4-0 3-3 3-2 3-1 |
      | East  | 3-0 2-2 2-1 2-0 1-1 1-0 0-0 |
    And North leads
    When North plays 6-6
    Then every action is accepted
    And North holds 6 tiles
    And West is to play

  @FMDS-4.4
  Scenario: A tile the player does not hold is refused
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When North plays 6-0
    Then the last action is refused under FMDS-4.4

  @FMDS-5.1
  Scenario: A leading 6-2 points its 6 at the partner
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When North plays 6-2
    Then the first tile lies lengthwise with its 2 toward the leader

  @FMDS-5.1
  Scenario: A leading 5-4 points its 5 at the partner
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And East leads
    When East plays 5-4
    Then the first tile lies lengthwise with its 4 toward the leader

  @FMDS-5.2
  Scenario: After North, West plays
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
    And West plays 3-1 on the right end
    Then every action is accepted
    And South is to play

  @FMDS-5.2
  Scenario: Playing out of turn is refused
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When South plays 6-0
    Then the last action is refused under FMDS-5.2
    And North is to play

  @FMDS-14.1
  Scenario: A flipped tile lies face up with no fine
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 2-2 2-0       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records flipped-tile against South with 2-2 face up
    Then 2-2 lies exposed in front of South
    And no penalty is recorded
    And no sanction is recorded

  @FMDS-14.1
  Scenario: A flipped tile must be played as soon as it fits
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 2-2 2-0       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records flipped-tile against South with 2-2 face up
    And North plays 6-2 on the left end
    And West plays 3-1 on the right end
    Then South must play 2-2

  @FMDS-14.1
  Scenario: Another tile is refused while the flipped one fits
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 2-2 2-0       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records flipped-tile against South with 2-2 face up
    And North plays 6-2 on the left end
    And West plays 3-1 on the right end
    And South plays 2-0
    Then the last action is refused under FMDS-14.1

  @FMDS-14.1
  Scenario: A tile that locks the hand may be played before the flipped one
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
    When the judge records flipped-tile against South with 4-2 face up
    And South plays 4-1 on the left end
    Then the hand ends by lock
    And North-South win the hand with 61 points

  @FMDS-14.1
  Scenario: Besides the flipped tile only a play that locks the hand is legal
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
    When the judge records flipped-tile against South with 4-2 face up
    Then the legal plays are 4-2 left, 4-1 left

  @FMDS-14.1
  Scenario: A tile that does not lock the hand is refused while the flipped one fits
    Given the rulebook "fmd-singles"
    And the open ends are 4 and 1
    And the hands are:
      | seat  | tiles         |
      | North | 6-6 5-2       |
      | West  | 6-3 1-0       |
      | South | 4-2 4-1       |
      | East  | 6-5 3-3       |
    And North leads
    And South is to play
    When the judge records flipped-tile against South with 4-2 face up
    And South plays 4-1 on the left end
    Then the last action is refused under FMDS-14.1
    And South must play 4-2

  @FMDS-15.2 @FMDS-15.1
  Scenario: A tile touched out of turn lies face up with no lock exception: it is played first even when another tile would lock
    Given the rulebook "fmd-singles"
    And the open ends are 4 and 1
    And the hands are:
      | seat  | tiles         |
      | North | 6-6 5-2       |
      | West  | 6-3 5-5       |
      | South | 4-2 4-1       |
      | East  | 6-5 3-3       |
    And North leads
    And West is to play
    When South touches 4-2
    And West passes
    And South plays 4-1 on the left end
    Then the last action is refused under FMDS-14.1
    And South must play 4-2
    And the legal plays are 4-2 left

  @FMDS-17.4
  Scenario: A tile taken back and left face up has no lock exception either
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
    When the judge records misplay-withdrawn against South with 4-2 face up
    And South plays 4-1 on the left end
    Then the last action is refused under FMDS-14.1
    And South must play 4-2

  @FMDS-14.2
  Scenario: Only a player's single remaining tile is a last tile flipped
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records last-tile-flipped against South with 2-2 face up
    Then the last action is refused under FMDS-14.2

  @FMDS-14.2
  Scenario: A flipped last tile still wins when it is played
    Given the rulebook "fmd-singles"
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
    Then the hand ends by domino
    And South wins the hand
    And North-South win the hand with 28 points

  @FMDS-14.2
  Scenario: A flipped last tile lies face up with no sanction
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 2-2           |
      | East  | 5-4 1-0       |
    And North leads
    When the judge records last-tile-flipped against South with 2-2 face up
    Then 2-2 lies exposed in front of South
    And no penalty is recorded
    And no sanction is recorded

  @FMDS-15.1
  Scenario: A touched tile that fits must be played
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 3-3       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When North touches 6-2
    And North plays 3-3
    Then the last action is refused under FMDS-15.1
    And North must play 6-2

  @FMDS-15.1
  Scenario: Touching and then playing the same tile is accepted
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 3-3       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When North touches 3-3
    And North plays 3-3
    Then every action is accepted
    And West is to play

  @FMDS-15.2
  Scenario: A touched tile that does not fit lies face up with no fine
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When North touches 5-5
    Then 5-5 lies exposed in front of North
    And no penalty is recorded
    And North is to play

  @FMDS-15.2 @FMDS-14.1
  Scenario: The face-up touched tile is played when it fits
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5 5-0   |
      | West  | 3-1 4-4       |
      | South | 6-0 5-2       |
      | East  | 5-4 1-0       |
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | touch  | 5-5  |       |
      | North | play   | 6-2  | left  |
      | West  | play   | 3-1  | right |
      | South | play   | 5-2  | left  |
      | East  | play   | 1-0  | right |
    Then every action is accepted
    And North must play 5-5

  @FMDS-17.4
  Scenario: A non-fitting tile taken back lies face up with no sanction
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
    And the judge records misplay-withdrawn against North with 5-5 face up
    Then 5-5 lies exposed in front of North
    And no penalty is recorded
    And no sanction is recorded
    And North is to play

  @FMDS-17.4
  Scenario: The withdrawn tile must be played at the first chance
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1 4-4 2-0   |
      | South | 6-4 5-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When the judge records misplay-withdrawn against West with 4-4 face up
    And West plays 3-1 on the right end
    And South plays 6-4 on the left end
    And East plays 1-0 on the right end
    And North passes
    Then West must play 4-4
