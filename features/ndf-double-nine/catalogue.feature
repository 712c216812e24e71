Feature: NDF fines fall on the partnership's score
  Scenarios written to tell apart engines of the fault catalogue
  (spec/faults/ndf-double-nine.yaml): every NDF fine, and a judge's ruling,
  is charged to the offending partnership's score, never to the player's own
  record as the FMD singles rules charge theirs.

  @NDF-3.1
  Scenario: A signal is charged to the partnership's score, not the signaller's record
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When the judge records signal against South
    Then North-South lose 25 points from the partnership score under NDF-3.1

  @NDF-3.2
  Scenario: Hands above the table are charged to the partnership's score
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When the judge records hands-above-table against East
    Then East-West lose 25 points from the partnership score under NDF-3.2

  @NDF-4.2
  Scenario: A pass with a playable tile is charged to the partnership's score
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
    And the judge records pass-with-playable against West for action 1
    Then East-West lose 75 points from the partnership score under NDF-4.2

  @NDF-6.1
  Scenario: Play out of turn is charged to the partnership's score
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
    Then East-West lose 25 points from the partnership score under NDF-6.1

  @NDF-J.1
  Scenario: A judge's ruling comes off the partnership's score
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When the judge rules 25 points against West's partnership
    Then the judge's deduction comes off East-West's partnership score under NDF-J.1

  @NDF-4.3
  Scenario: A deliberate pass is charged to the partnership's score
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
    Then East-West lose 75 points from the partnership score under NDF-4.3

  @NDF-5.3
  Scenario: A touched tile left face up is charged to the partnership's score
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
    Then East-West lose 25 points from the partnership score under NDF-5.3

  @NDF-7.2
  Scenario: A misfit is charged to the partnership's score
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
    Then East-West lose 75 points from the partnership score under NDF-7.2

  @NDF-8.1
  Scenario: An unannounced general pass is charged to the partnership's score
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
    Then North-South lose 25 points from the partnership score under NDF-8.1
