Feature: NDF playing a hand
  Turns go counter-clockwise (NDF-2.4); a player passes only when blocked
  (NDF-4.1); a touched tile that fits must be played (NDF-5.1) and one that
  does not lies face up until it fits (NDF-5.2); tiles go against a matching
  end (NDF-7.1); the first tile is laid by its kind (NDF-10.1, NDF-10.2).

  @NDF-2.4
  Scenario: West plays right after the leader
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 1-0 |
      | West  | 6-3 2-2 |
      | South | 6-5 4-4 |
      | East  | 5-1 3-3 |
    And North leads
    When North plays 6-6
    Then every action is accepted
    And West is to play

  @NDF-2.4
  Scenario: A full round goes North, West, South, East and back to North
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 1-0 |
      | West  | 6-3 2-2 |
      | South | 6-5 4-4 |
      | East  | 5-1 3-3 |
    And North leads
    When the play goes:
      | seat  | action | tile | end  |
      | North | play   | 6-6  |      |
      | West  | play   | 6-3  | left |
      | South | play   | 6-5  |      |
      | East  | play   | 5-1  |      |
    Then every action is accepted
    And the open ends are 3 and 1
    And North is to play

  @NDF-2.4 @NDF-6.1
  Scenario: A tile East puts down before West's turn stays off the line and West still plays
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 1-0 |
      | West  | 6-3 2-2 |
      | South | 6-5 4-4 |
      | East  | 6-1 3-3 |
    And North leads
    When North plays 6-6
    And East plays 6-1
    Then every action is accepted
    And the open ends are 6 and 6
    And 6-1 lies exposed in front of East
    And West is to play
    And the legal plays are 6-3 left, 6-3 right

  @NDF-4.1
  Scenario: A player holding a fitting tile may not pass
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-0 4-4 |
      | West  | 3-1 9-9 |
      | South | 8-8 7-7 |
      | East  | 6-6 2-2 |
    And North leads
    And West is to play
    When West passes
    Then the last action is refused under NDF-4.1
    And West is to play
    And the legal plays are 3-1 right

  @NDF-4.1 @NDF-2.4
  Scenario: A blocked player passes and South plays next
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-0 4-4 |
      | West  | 9-9 8-8 |
      | South | 3-1 7-7 |
      | East  | 6-6 2-2 |
    And North leads
    And West is to play
    When West passes
    Then every action is accepted
    And South is to play

  @NDF-4.1
  Scenario: A blocked player has nothing to play but a pass
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-0 4-4 |
      | West  | 9-9 8-8 |
      | South | 3-1 7-7 |
      | East  | 6-6 2-2 |
    And North leads
    And West is to play
    Then there is no legal play

  @NDF-4.1
  Scenario: The leader may not pass
    Given the rulebook "ndf-double-nine"
    And North holds 9-8 7-7
    And West holds 6-6 5-4
    And North leads
    When North passes
    Then the last action is refused under NDF-4.1
    And North is to play

  @NDF-5.1
  Scenario: A touched tile that fits binds the player to it
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When North touches 6-4
    Then North must play 6-4
    And no penalty is recorded

  @NDF-5.1
  Scenario: After touching a fitting tile another tile is refused
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When North touches 6-4
    And North plays 2-1
    Then the last action is refused under NDF-5.1
    And North must play 6-4

  @NDF-5.1
  Scenario: Playing the touched tile is accepted without a fine
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When North touches 6-4
    And North plays 6-4
    Then every action is accepted
    And no penalty is recorded
    And the open ends are 4 and 2
    And West is to play

  @NDF-5.1
  Scenario: A tile touched before the lead must be the lead
    Given the rulebook "ndf-double-nine"
    And North holds 5-5 9-8
    And West holds 6-6 4-3
    And North leads
    When North touches 5-5
    And North plays 9-8
    Then the last action is refused under NDF-5.1
    And North must play 5-5

  @NDF-5.2 @NDF-5.3
  Scenario: A touched tile that does not fit is left face up
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles       |
      | North | 6-4 3-3 2-1 |
      | West  | 4-3 9-9     |
      | South | 8-8 7-7     |
      | East  | 9-8 5-5     |
    And North leads
    When North touches 3-3
    Then 3-3 lies exposed in front of North
    And North-South are fined 25 points under NDF-5.3
    And North is to play
    And the legal plays are 6-4 left, 2-1 right

  @NDF-5.2
  Scenario: The face-up tile must go first once it fits
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
    And North plays 2-1
    Then the last action is refused under NDF-5.2
    And North must play 3-3

  @NDF-5.2
  Scenario: Playing the face-up tile at its first chance is accepted
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
    And the open ends are 3 and 2
    And West is to play

  @NDF-5.2 @NDF-4.1
  Scenario: A face-up tile that does not fit leaves a blocked owner free to pass
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 3-3 9-7 |
      | West  | 6-5 9-9 |
      | South | 8-8 7-7 |
      | East  | 9-8 5-5 |
    And North leads
    When North touches 3-3
    And North passes
    Then every action is accepted
    And 3-3 lies exposed in front of North
    And West is to play

  @NDF-7.1
  Scenario: A tile matching neither end is refused
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 3-2 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-1 |
      | East  | 9-8 2-2 |
    And North leads
    When North plays 6-4
    Then the last action is refused under NDF-7.1
    And the open ends are 5 and 3

  @NDF-7.1
  Scenario: A tile put against an end it does not match is refused
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-1 0-0 |
      | West  | 9-9 8-8 |
      | South | 7-7 6-6 |
      | East  | 9-8 2-2 |
    And North leads
    When North plays 5-1 on the right end
    Then the last action is refused under NDF-7.1

  @NDF-7.1
  Scenario: A tile whose lower number matches the named end goes on, its higher number outward
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 8-3 0-0 |
      | West  | 9-9 7-7 |
      | South | 6-6 1-1 |
      | East  | 9-8 4-4 |
    And North leads
    When North plays 8-3 on the right end
    Then every action is accepted
    And the open ends are 5 and 8

  @NDF-7.1
  Scenario: A matching tile turns its other number outward
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 3-2 0-0 |
      | West  | 9-9 8-8 |
      | South | 7-7 6-6 |
      | East  | 9-8 4-4 |
    And North leads
    When North plays 3-2
    Then every action is accepted
    And the open ends are 5 and 2

  @NDF-7.1
  Scenario: Any tile may open the hand
    Given the rulebook "ndf-double-nine"
    And North holds 9-0 4-4
    And West holds 6-6 5-3
    And North leads
    When North plays 9-0
    Then every action is accepted
    And the open ends are 9 and 0

  @NDF-10.1
  Scenario: A double lead is laid across
    Given the rulebook "ndf-double-nine"
    And North holds 6-6 4-1
    And West holds 9-9 5-3
    And North leads
    When North plays 6-6
    Then the first tile lies across

  @NDF-10.1
  Scenario: The double blank lead is laid across too
    Given the rulebook "ndf-double-nine"
    And East holds 0-0 4-1
    And North holds 9-9 5-3
    And East leads
    When East plays 0-0
    Then the first tile lies across

  @NDF-10.2
  Scenario: A mixed lead points its smaller number at the leader
    Given the rulebook "ndf-double-nine"
    And North holds 6-2 4-1
    And West holds 9-9 5-3
    And North leads
    When North plays 6-2
    Then the first tile lies lengthwise with its 2 toward the leader

  @NDF-10.2
  Scenario: The blank end of a mixed lead faces the leader
    Given the rulebook "ndf-double-nine"
    And South holds 9-0 4-1
    And West holds 8-8 5-3
    And South leads
    When South plays 0-9
    Then the first tile lies lengthwise with its 0 toward the leader
