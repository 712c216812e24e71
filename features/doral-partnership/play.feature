Feature: Doral misplayed tiles and play out of turn
  A tile placed where it does not match is moved to the end it fits, or
  else left face up (DORAL-13.1); a tile put down out of turn is left face
  up (DORAL-14.1); a face-up tile is played at its owner's first chance
  (DORAL-13.2). None of these is fined.

  @DORAL-13.1
  Scenario: A tile laid on the wrong end is moved to the end it fits
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 2-1 5-5 |
      | West  | 4-4 3-3 |
      | South | 0-0 1-1 |
      | East  | 5-0 4-3 |
    And North leads
    When North plays 2-1 on the left end
    Then every action is accepted
    And the open ends are 6 and 1
    And West is to play
    And no penalty is recorded

  @DORAL-13.1
  Scenario: A tile whose lower number matches the end it is laid on stays there, its higher number outward
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 5-2 1-1 |
      | West  | 4-4 3-3 |
      | South | 0-0 1-0 |
      | East  | 5-0 4-3 |
    And North leads
    When North plays 5-2 on the right end
    Then every action is accepted
    And the open ends are 6 and 5
    And West is to play
    And no penalty is recorded

  @DORAL-13.1
  Scenario: A tile that fits nowhere is turned face up and its owner plays on
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 5-5 6-4 |
      | West  | 4-4 3-3 |
      | South | 0-0 1-1 |
      | East  | 5-0 4-3 |
    And North leads
    When North plays 5-5 on the left end
    Then 5-5 lies exposed in front of North
    And the open ends are 6 and 2
    And North is to play
    And the legal plays are 6-4 left
    And no penalty is recorded

  @DORAL-13.1
  Scenario: After turning a misplayed tile up the player may still pass
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 5-5 4-0 |
      | West  | 4-4 3-3 |
      | South | 0-0 1-1 |
      | East  | 6-5 4-3 |
    And North leads
    When North plays 5-5
    And North passes
    Then every action is accepted
    And 5-5 lies exposed in front of North
    And West is to play

  @DORAL-13.2
  Scenario: The face-up tile must be played before any other once it fits
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles       |
      | North | 5-5 6-4 2-1 |
      | West  | 5-4 0-0     |
      | South | 3-3 1-1     |
      | East  | 4-4 3-0     |
    And North leads
    When the play goes:
      | seat  | action | tile | end  |
      | North | play   | 5-5  | left |
      | North | play   | 6-4  | left |
      | West  | play   | 5-4  | left |
      | South | pass   |      |      |
      | East  | pass   |      |      |
      | North | play   | 2-1  |      |
    Then the last action is refused under DORAL-13.2
    And North must play 5-5

  @DORAL-13.2
  Scenario: The face-up tile is played at the first chance
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles       |
      | North | 5-5 6-4 2-1 |
      | West  | 5-4 0-0     |
      | South | 3-3 1-1     |
      | East  | 4-4 3-0     |
    And North leads
    When the play goes:
      | seat  | action | tile | end  |
      | North | play   | 5-5  | left |
      | North | play   | 6-4  | left |
      | West  | play   | 5-4  | left |
      | South | pass   |      |      |
      | East  | pass   |      |      |
      | North | play   | 5-5  | left |
    Then every action is accepted
    And the open ends are 5 and 2
    And West is to play
    And North holds 1 tiles

  @DORAL-14.1
  Scenario: A tile played out of turn is left face up and the turn stays
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When East plays 2-2
    Then every action is accepted
    And 2-2 lies exposed in front of East
    And the open ends are 6 and 2
    And North is to play
    And East holds 2 tiles
    And no penalty is recorded

  @DORAL-14.1
  Scenario: A tile played out of turn by the player two seats on leaves the turn with the player to play
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When West plays 0-0
    Then every action is accepted
    And 0-0 lies exposed in front of West
    And North is to play

  @DORAL-14.1 @DORAL-13.2
  Scenario: The tile played out of turn goes down at its owner's first chance
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the play goes:
      | seat  | action | tile | end  |
      | East  | play   | 2-2  |      |
      | North | play   | 6-4  | left |
      | West  | pass   |      |      |
      | South | pass   |      |      |
      | East  | play   | 4-0  | left |
    Then the last action is refused under DORAL-13.2
    And East must play 2-2
