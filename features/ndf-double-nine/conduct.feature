Feature: NDF conduct at the table
  A judge fines signals (NDF-3.1) and hands above the table (NDF-3.2), rules
  on anything the rules leave open (NDF-J.1); the closing call to settle
  incidents by agreement is an exhortation, so an agreement waives no fine and
  changes no score (NDF-S.1).

  @NDF-3.1
  Scenario: A signal by North costs North-South 25
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When the judge records signal against North
    Then North-South are fined 25 points under NDF-3.1
    And the hand is not over
    And North is to play

  @NDF-3.1
  Scenario: A signal by West costs East-West 25
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When North plays 6-4
    And the judge records signal against West
    Then East-West are fined 25 points under NDF-3.1
    And the hand is not over
    And West is to play

  @NDF-3.2
  Scenario: Hands above the table cost South's partnership 25
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When the judge records hands-above-table against South
    Then North-South are fined 25 points under NDF-3.2
    And the hand is not over

  @NDF-3.2
  Scenario: Hands above the table cost East's partnership 25
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
    Then East-West are fined 25 points under NDF-3.2

  @NDF-J.1
  Scenario: A judge's ruling against a partnership stands as recorded
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When the judge rules 25 points against North's partnership
    Then the judge's ruling goes to North-South's score under NDF-J.1
    And the hand is not over

  @NDF-J.1
  Scenario: A judge may award points as well as take them
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When the judge awards 10 points to East's partnership
    Then the judge's ruling goes to East-West's score under NDF-J.1

  @NDF-S.1
  Scenario: Recording the table's agreement changes nothing
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When the judge records settled-by-agreement against North
    Then no penalty is recorded
    And no sanction is recorded
    And the hand is not over
    And North is to play

  @NDF-S.1 @NDF-3.2
  Scenario: A fine found by a judge still applies after the table agrees on the incident
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When the judge records settled-by-agreement against East
    And the judge records hands-above-table against East
    Then East-West are fined 25 points under NDF-3.2

  @NDF-S.1 @NDF-5.3
  Scenario: An agreement after a touched tile is left face up does not lift its fine
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
    And the judge records settled-by-agreement against East
    Then East-West are fined 25 points under NDF-5.3
    And 9-8 lies exposed in front of East

  @NDF-S.1
  Scenario: Play goes on normally after a settled incident
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-5 |
      | East  | 9-8 3-3 |
    And North leads
    When the judge records settled-by-agreement against West
    And North plays 6-4
    Then every action is accepted
    And no penalty is recorded
    And West is to play
