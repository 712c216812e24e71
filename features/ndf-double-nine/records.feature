Feature: NDF judge's records checked against the table
  A judge's record names facts, and the engine checks them against the hand: a fine
  for passing with a playable tile needs a pass by that player made while holding a
  tile that fitted at that moment (NDF-4.2); a misfit needs a tile that fits neither
  end (NDF-7.2); a fine for an unannounced general pass needs a general pass that
  player set up (NDF-8.1); an exposed tile must be in the player's hand (NDF-5.3). A
  record whose facts did not happen is refused under the rule it invokes.

  @NDF-4.2
  Scenario: A fine for passing with a playable tile needs a pass
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
    When the judge records pass-with-playable against West
    Then the last action is refused under NDF-4.2
    And no penalty is recorded
    And West is to play

  @NDF-4.2
  Scenario: A pass made with no tile that fitted is not fined
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 9-9     |
      | West  | 2-1 6-6 |
      | South | 3-2 8-8 |
      | East  | 7-7     |
    And North leads
    And West is to play
    When West passes
    And South plays 3-2 on the right end
    And the judge records pass-with-playable against West
    Then the last action is refused under NDF-4.2
    And no penalty is recorded

  @NDF-4.2
  Scenario: A tile that fitted when the player passed is fined even if it no longer fits
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 9-9     |
      | West  | 3-1 6-6 |
      | South | 3-2 8-8 |
      | East  | 7-7 2-0 |
    And North leads
    And West is to play
    When West passes unnoticed
    And South plays 3-2 on the right end
    And the judge records pass-with-playable against West
    Then East-West are fined 75 points under NDF-4.2
    And the hand is not over
    And East is to play

  @NDF-4.2
  Scenario: The record must refer to the offender's own pass
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
    And the judge records pass-with-playable against West for action 2
    Then the last action is refused under NDF-4.2
    And no penalty is recorded

  @NDF-4.2
  Scenario: A record referring to the offender's pass is fined
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
    And the judge records pass-with-playable against West for action 1
    Then East-West are fined 75 points under NDF-4.2
    And East is to play

  @NDF-7.2
  Scenario: A misfit names a tile that matches neither end
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
    When the judge records misfit against West for placing 6-4
    Then East-West are fined 75 points under NDF-7.2
    And the hand ends by void

  @NDF-7.2
  Scenario: A tile that fits an open end is no misfit
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-0 4-4 |
      | West  | 6-4 9-9 |
      | South | 7-7 6-6 |
      | East  | 3-1 1-1 |
    And North leads
    And East is to play
    When the judge records misfit against East for placing 3-1
    Then the last action is refused under NDF-7.2
    And no penalty is recorded
    And the hand is not over

  @NDF-7.2
  Scenario: A misfit with a tile the player does not hold is refused
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
    When the judge records misfit against West for placing 7-7
    Then the last action is refused under NDF-7.2
    And the hand is not over

  @NDF-7.2
  Scenario: A player all of whose tiles fit cannot have placed a misfit
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-0 4-4 |
      | West  | 6-4 9-9 |
      | South | 7-7 6-6 |
      | East  | 3-1 5-1 |
    And North leads
    And East is to play
    When the judge records misfit against East
    Then the last action is refused under NDF-7.2
    And the hand is not over

  @NDF-8.1
  Scenario: No fine for a general pass nobody set up
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-2 2-2 |
      | West  | 9-9 2-1 |
      | South | 7-7 6-6 |
      | East  | 9-8 6-4 |
    And North leads
    When North plays 5-2 on the left end
    And the judge records unannounced-general-pass against North
    Then the last action is refused under NDF-8.1
    And no penalty is recorded

  @NDF-8.1
  Scenario: The general pass fine is for its maker only
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
    And the judge records unannounced-general-pass against South
    Then the last action is refused under NDF-8.1
    And no penalty is recorded

  @NDF-8.1
  Scenario: An unannounced general pass may be fined after its maker has played again
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
  Scenario: One general pass is fined once
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
    And the judge records unannounced-general-pass against North
    Then the last action is refused under NDF-8.1
    And North-South are fined 25 points under NDF-8.1

  @NDF-5.3
  Scenario: An exposed tile must be in the player's hand
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
    When the judge records exposed-tile against West with 8-8 face up
    Then the last action is refused under NDF-5.3
    And no penalty is recorded

  @NDF-5.3
  Scenario: An exposed tile in the player's hand is fined and lies face up
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
    When the judge records exposed-tile against West with 6-6 face up
    Then East-West are fined 25 points under NDF-5.3
    And 6-6 lies exposed in front of West

  @NDF-6.1
  Scenario: No out-of-turn fine for a player who put no tile down out of turn
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
    And the judge records out-of-turn against South
    Then the last action is refused under NDF-6.1
    And no penalty is recorded

  @NDF-6.1
  Scenario: One tile put down out of turn is fined once
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
    And the judge records out-of-turn against East
    Then the last action is refused under NDF-6.1
    And East-West are fined 25 points under NDF-6.1

  @NDF-4.3
  Scenario: A deliberate pass needs a pass by that player
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
    When the judge records deliberate-pass against West
    Then the last action is refused under NDF-4.3
    And the hand is not over

  @NDF-4.3
  Scenario: A pass made with no tile that fitted is no deliberate pass
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 9-9     |
      | West  | 2-1 6-6 |
      | South | 8-8     |
      | East  | 7-7     |
    And North leads
    And West is to play
    When West passes
    And the judge records deliberate-pass against West for action 1
    Then the last action is refused under NDF-4.3
    And the hand is not over
