Feature: NDF penalties for play
  Fines for a pass with a playable tile (NDF-4.2), a face-up tile (NDF-5.3),
  play out of turn (NDF-6.1) and an unannounced general pass (NDF-8.1); a
  deliberate pass forfeits the hand and costs the 75 (NDF-4.3), and a misfit
  voids the hand (NDF-7.2).

  @NDF-4.2 @NDF-4.1
  Scenario: A pass while holding a fitting tile costs 75 and the hand goes on
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 9-9     |
      | West  | 3-1 6-6 |
      | South | 8-8     |
      | East  | 7-7     |
    And North leads
    And West is to play
    When West passes unnoticed
    And South passes
    And East passes
    And North passes
    And the judge records pass-with-playable against West for action 1
    Then East-West are fined 75 points under NDF-4.2
    And the hand is not over
    And West is to play
    And the legal plays are 3-1 right

  @NDF-4.2
  Scenario: South's pass with a fitting tile is charged to North-South
    Given the rulebook "ndf-double-nine"
    And the open ends are 4 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 8-7     |
      | West  | 5-5     |
      | South | 4-0 9-9 |
      | East  | 6-6     |
    And East leads
    And South is to play
    When South passes unnoticed
    And the judge records pass-with-playable against South
    Then North-South are fined 75 points under NDF-4.2
    And the hand is not over

  @NDF-4.2
  Scenario: The 75-point fine comes off the match score
    Given the rulebook "ndf-double-nine"
    And the score is North-South 100, East-West 90
    When the judge records pass-with-playable against East-West in the match
    Then the score is North-South 100, East-West 15
    And the match goes on

  @NDF-4.3
  Scenario: A deliberate pass hands the opponents every pip on the table and costs 75 as well
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 9-9     |
      | West  | 3-1 6-6 |
      | South | 8-8     |
      | East  | 7-7     |
    And North leads
    And West is to play
    When West passes unnoticed
    And the judge records deliberate-pass against West
    Then the hand ends by forfeit
    And the counts are North 18, East 14, South 16, West 16
    And North-South win the hand with 64 points
    And East-West are fined 75 points under NDF-4.3

  @NDF-4.3
  Scenario: A deliberate pass worth less than 75 to the opponents still costs more than a careless one
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 1-0     |
      | West  | 3-0 2-0 |
      | South | 0-0     |
      | East  | 4-4     |
    And North leads
    And West is to play
    When West passes unnoticed
    And the judge records deliberate-pass against West
    Then the hand ends by forfeit
    And North-South win the hand with 14 points
    And East-West are fined 75 points under NDF-4.3

  @NDF-4.3 @NDF-1.3
  Scenario: A deliberate pass recorded in the match costs 75 and the match goes on
    Given the rulebook "ndf-double-nine"
    And the score is North-South 100, East-West 90
    When the judge records deliberate-pass against East-West in the match
    Then the score is North-South 100, East-West 15
    And the match goes on

  @NDF-4.3 @NDF-2.3
  Scenario: After a forfeited hand the lead still rotates
    Given the rulebook "ndf-double-nine"
    And the open ends are 4 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 8-7     |
      | West  | 5-5     |
      | South | 4-0 9-9 |
      | East  | 6-6     |
    And East leads
    And South is to play
    When South passes unnoticed
    And the judge records deliberate-pass against South
    Then the hand ends by forfeit
    And East-West win the hand with 59 points
    And North-South are fined 75 points under NDF-4.3
    And North leads the next hand

  @NDF-4.3
  Scenario: No play is accepted after the hand is forfeited
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 9-9     |
      | West  | 3-1 6-6 |
      | South | 5-0     |
      | East  | 7-7     |
    And North leads
    And West is to play
    When West passes unnoticed
    And the judge records deliberate-pass against West
    And South plays 5-0
    Then the last action is refused under NDF-6.1
    And the hand ends by forfeit

  @NDF-4.3 @NDF-4.2 @NDF-4.1
  Scenario: A refused pass alone neither fines nor forfeits without a judge
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 9-9     |
      | West  | 3-1 6-6 |
      | South | 8-8     |
      | East  | 7-7     |
    And North leads
    And West is to play
    When West passes
    Then the last action is refused under NDF-4.1
    And no penalty is recorded
    And the hand is not over

  @NDF-5.3
  Scenario: Leaving a touched tile face up costs 25
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    And East is to play
    When East touches 9-8
    Then East-West are fined 25 points under NDF-5.3
    And 9-8 lies exposed in front of East

  @NDF-5.3 @NDF-5.1 @NDF-5.2
  Scenario: A tile touched out of turn lies face up and is fined even though it fits
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 2-0 3-3 |
    And North leads
    When East touches 2-0
    Then East-West are fined 25 points under NDF-5.3
    And 2-0 lies exposed in front of East
    And North is to play
    And the legal plays are 6-4 left, 2-1 right

  @NDF-5.3 @NDF-5.1
  Scenario: A second tile touched while the first must be played lies face up with the fine
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles       |
      | North | 6-4 2-1 5-5 |
      | West  | 9-9 8-8     |
      | South | 7-7 5-0     |
      | East  | 9-8 3-3     |
    And North leads
    When North touches 6-4
    And North touches 2-1
    Then North-South are fined 25 points under NDF-5.3
    And 2-1 lies exposed in front of North
    And North must play 6-4

  @NDF-5.3 @NDF-5.1
  Scenario: Touching the bound tile again is no second touch
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles       |
      | North | 6-4 2-1 5-5 |
      | West  | 9-9 8-8     |
      | South | 7-7 5-0     |
      | East  | 9-8 3-3     |
    And North leads
    When North touches 6-4
    And North touches 6-4
    And North plays 6-4
    Then every action is accepted
    And no penalty is recorded

  @NDF-5.3
  Scenario: Touching a tile that fits is not fined
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When North touches 2-1
    And North plays 2-1
    Then every action is accepted
    And no penalty is recorded

  @NDF-5.3 @NDF-5.2
  Scenario: The face-up fine is charged once even after the tile is played
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles       |
      | North | 6-4 3-3 2-1 |
      | West  | 4-3 9-9     |
      | South | 8-8 7-7     |
      | East  | 9-8 5-5     |
    And North leads
    When the play goes:
      | seat  | action | tile | end  |
      | North | touch  | 3-3  |      |
      | North | play   | 6-4  | left |
      | West  | play   | 4-3  | left |
      | South | pass   |      |      |
      | East  | pass   |      |      |
      | North | play   | 3-3  | left |
    Then every action is accepted
    And North-South are fined 25 points under NDF-5.3

  @NDF-6.1
  Scenario: A lead by the wrong player lies face up and the leader still leads
    Given the rulebook "ndf-double-nine"
    And North holds 6-6 4-1
    And South holds 9-9 5-3
    And South leads
    When North plays 6-6
    Then every action is accepted
    And 6-6 lies exposed in front of North
    And no penalty is recorded
    And South is to play
    And the legal plays are 9-9, 5-3

  @NDF-6.1
  Scenario: Passing out of turn is refused
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-0 4-4 |
      | West  | 9-9 8-8 |
      | South | 7-7 6-6 |
      | East  | 2-2 1-1 |
    And North leads
    And West is to play
    When South passes
    Then the last action is refused under NDF-6.1
    And West is to play

  @NDF-6.1
  Scenario: Play out of turn costs the partnership 25
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-0 4-4 |
      | West  | 9-9 8-8 |
      | South | 7-7 6-6 |
      | East  | 3-1 1-1 |
    And North leads
    And West is to play
    When East plays 3-1
    And the judge records out-of-turn against East
    Then East-West are fined 25 points under NDF-6.1
    And the hand is not over
    And West is to play
    And 3-1 lies exposed in front of East
    And the open ends are 5 and 3

  @NDF-6.1 @NDF-5.2
  Scenario: The tile played out of turn goes down at its owner's next turn, with one fine only
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-0 4-4 |
      | West  | 9-9 8-8 |
      | South | 7-7 6-6 |
      | East  | 3-1 1-1 |
    And North leads
    And West is to play
    When East plays 3-1
    And the judge records out-of-turn against East
    And West passes
    And South passes
    Then every action is accepted
    And East is to play
    And the legal plays are 3-1 right
    And East holds 2 tiles
    And East-West are fined 25 points under NDF-6.1

  @NDF-7.2
  Scenario: A misfit is fined 75 and the hand is void
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-0 4-4 |
      | West  | 6-4 9-9 |
      | South | 7-7 6-6 |
      | East  | 3-1 1-1 |
    And North leads
    And West is to play
    When West plays 6-4
    And the judge records misfit against West
    Then East-West are fined 75 points under NDF-7.2
    And the hand ends by void
    And the hand scores nothing
    And West leads the next hand

  @NDF-7.2
  Scenario: North-South pay for a misfit by North and the lead moves on
    Given the rulebook "ndf-double-nine"
    And the open ends are 8 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 7-1 6-6 |
      | West  | 9-9 5-5 |
      | South | 4-4 3-3 |
      | East  | 8-0 1-1 |
    And West leads
    And North is to play
    When the judge records misfit against North
    Then North-South are fined 75 points under NDF-7.2
    And the hand ends by void
    And South leads the next hand

  @NDF-7.2
  Scenario: No play follows a misfit in the voided hand
    Given the rulebook "ndf-double-nine"
    And the open ends are 8 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 7-1 6-6 |
      | West  | 9-9 5-5 |
      | South | 4-4 3-3 |
      | East  | 8-0 1-1 |
    And West leads
    And North is to play
    When the judge records misfit against North
    And West passes
    Then the last action is refused under NDF-6.1
    And the hand ends by void

  @NDF-8.1
  Scenario: A play only its maker can follow sets up a general pass
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-2 2-2 |
      | West  | 9-9 8-8 |
      | South | 7-7 6-6 |
      | East  | 9-8 6-4 |
    And North leads
    When North plays 5-2 on the left end
    Then North has set up a general pass
    And the hand is not over

  @NDF-8.1
  Scenario: No general pass while another player can still play
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-2 2-2 |
      | West  | 9-9 8-8 |
      | South | 7-7 6-6 |
      | East  | 9-8 3-1 |
    And North leads
    When North plays 5-2 on the left end
    Then nobody has set up a general pass

  @NDF-8.1
  Scenario: No general pass while the partner can still play, though both opponents cannot
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-2 2-2 |
      | West  | 9-9 8-8 |
      | South | 7-7 3-1 |
      | East  | 9-8 6-4 |
    And North leads
    When North plays 5-2 on the left end
    Then nobody has set up a general pass
    And West is to play

  @NDF-8.1 @NDF-2.4
  Scenario: After a general pass the turn comes back round to its maker
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-2 2-2 |
      | West  | 9-9 8-8 |
      | South | 7-7 6-6 |
      | East  | 9-8 6-4 |
    And North leads
    When the play goes:
      | seat  | action | tile | end  |
      | North | play   | 5-2  | left |
      | West  | pass   |      |      |
      | South | pass   |      |      |
      | East  | pass   |      |      |
    Then every action is accepted
    And North is to play
    And the legal plays are 2-2 left

  @NDF-8.1
  Scenario: Playing the next tile without announcing the general pass costs 25
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles       |
      | North | 5-2 2-2 9-9 |
      | West  | 9-7 8-8     |
      | South | 7-7 6-6     |
      | East  | 9-8 6-4     |
    And North leads
    When North plays 5-2 on the left end
    And West passes
    And South passes
    And East passes
    And North plays 2-2
    And the judge records unannounced-general-pass against North
    Then North-South are fined 25 points under NDF-8.1

  @NDF-8.1
  Scenario: A general pass announced before the next tile is not fined
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles       |
      | North | 5-2 2-2 9-9 |
      | West  | 9-7 8-8     |
      | South | 7-7 6-6     |
      | East  | 9-8 6-4     |
    And North leads
    When North plays 5-2 on the left end
    And West passes
    And South passes
    And East passes
    And North announces the general pass and plays 2-2
    And the judge records unannounced-general-pass against North
    Then the last action is refused under NDF-8.1
    And no penalty is recorded

  @NDF-8.1
  Scenario: Before the next tile the general pass can still be announced, so no fine is due yet
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles       |
      | North | 5-2 2-2 9-9 |
      | West  | 9-7 8-8     |
      | South | 7-7 6-6     |
      | East  | 9-8 6-4     |
    And North leads
    When North plays 5-2 on the left end
    And West passes
    And South passes
    And East passes
    And the judge records unannounced-general-pass against North
    Then the last action is refused under NDF-8.1
    And no penalty is recorded
    And North is to play
