Feature: Doral scenarios that tell the catalogued faults apart
  Written for engines of the fault catalogue (spec/faults/doral-partnership.yaml):
  a knock-out match goes to the side that won two sets even when the other
  side won more games in all (DORAL-4.2), and an expulsion, the fine for a
  bad pass found later and the hand lost for a disrupted layout fall on the
  partnership, not on the player alone (DORAL-15.3, DORAL-16.1, DORAL-18.2,
  DORAL-11.3, DORAL-17.2).

  @DORAL-4.2
  Scenario: The side with two sets goes through although it won fewer games
    Given the rulebook "doral-partnership"
    And A and B play a match with sets 2-3, 3-0, 2-3
    And C and D play a match with sets 3-0, 3-0
    Then B wins the match against A
    And the next knock-out round pairs B v C

  @DORAL-15.3
  Scenario: Expulsion for slow play falls on the partnership
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 5-5 4-4 |
      | South | 3-3 0-0 |
      | East  | 5-3 1-1 |
    And North leads
    When the judge records slow-play against South
    Then North-South are sanctioned with expulsion under DORAL-15.3

  @DORAL-16.1
  Scenario: Expulsion for leaving the building falls on the partnership
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 5-5 4-4 |
      | South | 3-3 0-0 |
      | East  | 5-3 1-1 |
    And North leads
    When the judge records left-the-building against West
    Then East-West are sanctioned with expulsion under DORAL-16.1

  @DORAL-18.2
  Scenario: Expulsion for cheating again falls on the partnership
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 5-5 4-4 |
      | South | 3-3 0-0 |
      | East  | 5-3 1-1 |
    And North leads
    When the judge records cheating-expulsion against East
    Then East-West are sanctioned with expulsion under DORAL-18.2

  @DORAL-11.3
  Scenario: The fine for a bad pass found later comes off the partnership's score
    Given the rulebook "doral-partnership"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-6     |
      | West  | 3-1 4-4 |
      | South | 5-2 0-0 |
      | East  | 2-2 1-0 |
    And North leads
    And West is to play
    When West passes unnoticed
    And South plays 5-2
    And the judge records bad-pass against West
    Then East-West lose 25 points from the partnership score under DORAL-11.3

  @DORAL-17.2
  Scenario: The hand lost for a disrupted layout is lost by the partnership
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When North plays 6-4
    And the judge records disrupted-layout against South but the other players do not all agree
    Then North-South are sanctioned with forfeit-hand under DORAL-17.2
