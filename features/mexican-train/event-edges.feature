Feature: Mexican Train: the event at its edges
  The thirteen doubles of the set, from the double blank to the double twelve, start one hand
  each, and nothing else starts one (MT-R2.1); nobody is awarded before the thirteenth hand is
  played (MT-F2.1, MT-F4.1); a table seats two to seven players, so a single player cannot be
  seated (MT-F3.1, whose table sizes MT-R3.1 checks).

  Background:
    Given the rulebook "mexican-train"

  @MT-R2.1
  Scenario: The double blank and the double twelve start hands; a repeat and a double below the blank do not
    Given player A scored 3, 4, 5, 6
    And player B scored 6, 7, 8, 9
    And the hands so far started from the doubles 0, 12, 12, -1
    Then the starting double of hand 1 is accepted
    And the starting double of hand 2 is accepted
    And the starting double of hand 3 is refused under MT-R2.1
    And the starting double of hand 4 is refused under MT-R2.1
    And the doubles left are 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11

  @MT-F4.1 @MT-F2.1
  Scenario: After twelve hands nobody is awarded yet
    Given player A scored 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
    And player B scored 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    And player C scored 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2
    And player D scored 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3
    And the hands so far started from the doubles 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    Then nobody is awarded yet
    And the next hand is hand 13

  @MT-F3.1 @MT-R3.1
  Scenario: A single player cannot be seated at a table
    Given player A has entered
    Then the tables of the next hand cannot be formed under MT-R3.1
