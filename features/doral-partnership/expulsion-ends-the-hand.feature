Feature: Doral: an expelled partnership's hand is not played on
  Slow play after a warning (DORAL-15.3) and leaving the building (DORAL-16.1) expel the
  partnership, which loses the match. The hand under way is not played on: it goes to the
  opponents, for no points, under the rule that expelled, and nobody is on turn afterwards.

  Background:
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 5-5 4-4 |
      | South | 3-3 0-0 |
      | East  | 5-3 1-1 |
    And North leads

  @DORAL-15.3
  Scenario: Slow play that expels North-South hands the hand to East-West
    When the judge records slow-play against South
    Then the hand is decided under DORAL-15.3
    And East-West win the hand with 0 points

  @DORAL-16.1 @DORAL-8.3
  Scenario: After East-West are expelled for leaving the building nobody plays on
    When the judge records left-the-building against West
    And North plays 6-4 on the left end
    Then the hand is decided under DORAL-16.1
    And North-South win the hand with 0 points
    And the last action is refused under DORAL-8.3
