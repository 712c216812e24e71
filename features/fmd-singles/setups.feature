Feature: FMD singles setups the rules refuse
  A deal is made from the double-six set, each tile once, seven to a player
  (FMDS-4.4); before the lead a player may hold at most two extra tiles, to hand
  over (FMDS-13.3). A setup with a tile outside the set, a tile dealt twice or a
  hand larger than that is refused, naming FMDS-4.4.

  @FMDS-4.4
  Scenario: A tile above double six is refused under the rule of the deal
    Given the rulebook "fmd-singles"
    And North is dealt 7-1 5-0, in the set or not
    And West holds 3-3
    And North leads
    Then the deal is refused under FMDS-4.4

  @FMDS-4.4
  Scenario: A tile dealt to two players is refused under the rule of the deal
    Given the rulebook "fmd-singles"
    And North holds 6-4 5-0
    And East holds 4-6 3-3
    And North leads
    Then the deal is refused under FMDS-4.4

  @FMDS-4.4
  Scenario: Ten tiles in one hand before the lead are refused: at most two extra tiles can be handed over
    Given the rulebook "fmd-singles"
    And North holds 6-6 6-5 6-4 6-3 6-2 6-1 6-0 0-0 1-1 1-0
    And West holds 5-5
    And North leads
    Then the deal is refused under FMDS-4.4

  @FMDS-4.4
  Scenario: Eight tiles in one hand once the line is under way are refused
    Given the rulebook "fmd-singles"
    And the open ends are 5 and 2
    And North holds 6-6 6-5 6-4 6-3 6-2 6-1 6-0 0-0
    And West holds 4-4
    And North leads
    Then the deal is refused under FMDS-4.4
