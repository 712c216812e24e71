Feature: FMD couples: lateness
  A match starts within 10 minutes of the agreed time; every whole 5 minutes
  late costs 25 points, and beyond the tolerance the match is forfeited (FMDC-24.1).

  Background:
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads

  @FMDC-24.1
  Scenario: 4 minutes late costs nothing
    When the judge records lateness against West, 4 minutes late
    Then no penalty is recorded
    And no sanction is recorded

  @FMDC-24.1
  Scenario: 5 minutes late costs 25 points
    When the judge records lateness against East, 5 minutes late
    Then East-West lose 25 points from the partnership score under FMDC-24.1
    And no sanction is recorded
    And the hand is not over

  @FMDC-24.1
  Scenario: 9 minutes late costs 25 points
    When the judge records lateness against South, 9 minutes late
    Then North-South lose 25 points from the partnership score under FMDC-24.1
    And no sanction is recorded
    And the hand is not over

  @FMDC-24.1
  Scenario: 10 minutes late costs 50 points
    When the judge records lateness against North, 10 minutes late
    Then North-South lose 50 points from the partnership score under FMDC-24.1
    And no sanction is recorded
    And the hand is not over

  @FMDC-24.1
  Scenario: 7 minutes late costs 25 points
    When the judge records lateness against West, 7 minutes late
    Then East-West lose 25 points from the partnership score under FMDC-24.1
    And no sanction is recorded
    And the hand is not over

  @FMDC-24.1
  Scenario: More than 10 minutes late forfeits the match
    When the judge records lateness against West, 11 minutes late
    Then East-West are sanctioned with forfeit-match under FMDC-24.1
    And no penalty is recorded
    And the hand ends by forfeit

  @FMDC-24.1
  Scenario: Twenty minutes late forfeits the match, with no fine on top
    When the judge records lateness against North, 20 minutes late
    Then North-South are sanctioned with forfeit-match under FMDC-24.1
    And no penalty is recorded
