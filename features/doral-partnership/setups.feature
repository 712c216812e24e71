Feature: Doral setups the rules refuse
  A deal is made from the double-six set, each tile once, seven to a player (DORAL-5.1): a setup with a tile outside the set,
  a tile dealt twice or a hand of more than seven tiles is refused, naming
  DORAL-5.1.

  @DORAL-5.1
  Scenario: A tile above double six is refused under the rule of the deal
    Given the rulebook "doral-partnership"
    And North is dealt 7-1 5-0, in the set or not
    And West holds 3-3
    And North leads
    Then the deal is refused under DORAL-5.1

  @DORAL-5.1
  Scenario: A tile dealt to two players is refused under the rule of the deal
    Given the rulebook "doral-partnership"
    And North holds 6-4 5-0
    And East holds 4-6 3-3
    And North leads
    Then the deal is refused under DORAL-5.1

  @DORAL-5.1
  Scenario: Eight tiles in one hand are refused under the rule that deals seven
    Given the rulebook "doral-partnership"
    And North holds 6-6 6-5 6-4 6-3 6-2 6-1 6-0 0-0
    And West holds 5-5
    And North leads
    Then the deal is refused under DORAL-5.1

  @DORAL-5.1
  Scenario: A tile no domino set holds is refused under the rule of the deal too
    Given the rulebook "doral-partnership"
    And North is dealt 13-1 5-0, in the set or not
    And West holds 3-3
    And North leads
    Then the deal is refused under DORAL-5.1
