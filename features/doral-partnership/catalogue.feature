Feature: Doral scenarios that tell the catalogued faults apart
  Written for engines of the fault catalogue (spec/faults/doral-partnership.yaml):
  a knock-out match goes to the side that won two sets even when the other
  side won more games in all (DORAL-4.2), and an expulsion falls on the
  partnership, not on the player alone (DORAL-15.3, DORAL-16.1, DORAL-18.2).

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
