Feature: Mexican Train: awards when totals are level
  The three lowest totals are awarded (MT-F4.1). Equal totals are separated by the lower score
  in the last hand, then the hand before, and so on; players equal in every hand share the
  place, and a shared place within the first three is awarded to each of them. A shared place
  counts as as many places as players share it: two sharing second leave no third.

  Background:
    Given the rulebook "mexican-train"
    And the hands so far started from the doubles 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12

  @MT-F4.1
  Scenario: Two players equal in every hand share third place, and both are awarded
    Given player A scored 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2
    And player B scored 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
    And player C scored 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2
    And player D scored 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    And player E scored 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3
    Then the event is over and the awarded players are D B A C
    And the event standings read D B A C E

  @MT-F4.1
  Scenario: The last three players all share third place, and all are awarded
    Given player A scored 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2
    And player B scored 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
    And player C scored 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2
    And player D scored 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2
    Then the event is over and the awarded players are B A C D

  @MT-F4.1
  Scenario: Equal totals at third place are separated by the last hand, and only one is awarded
    Given player A scored 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1
    And player B scored 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
    And player C scored 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2
    And player D scored 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    Then the event is over and the awarded players are D B A
    And the event standings read D B A C

  @MT-F4.1
  Scenario: Players sharing fourth place are not awarded
    Given player A scored 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2
    And player B scored 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
    And player C scored 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3
    And player D scored 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    And player E scored 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3
    Then the event is over and the awarded players are D B A

  @MT-F4.1
  Scenario: Two players sharing second place leave no third place
    Given player A scored 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
    And player B scored 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
    And player C scored 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2
    And player D scored 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    Then the event is over and the awarded players are D A B

  @MT-F4.1
  Scenario: Equal totals level in the last hand too are separated by the hand before
    Given player C scored 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2
    And player A scored 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2
    And player B scored 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
    And player D scored 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    Then the event is over and the awarded players are D B A
    And the event standings read D B A C
