Feature: NDF setups the rules refuse, and tiles already face up at the start
  A deal is made from the double-nine set, each tile once, at most ten to a
  player (NDF-1.1): a setup outside that is refused, naming NDF-1.1. A tile
  already left face up in front of its owner (sent as part of the setup) must
  be played first when it fits (NDF-5.2), and going out with it scores
  nothing (NDF-5.4).

  @NDF-1.1
  Scenario: A tile above double nine is refused under the rule of the set
    Given the rulebook "ndf-double-nine"
    And North is dealt 10-2 8-0, in the set or not
    And West holds 3-3
    And North leads
    Then the deal is refused under NDF-1.1

  @NDF-1.1
  Scenario: A tile dealt to two players is refused under the rule of the set
    Given the rulebook "ndf-double-nine"
    And North holds 9-4 8-0
    And West holds 3-3 9-4
    And North leads
    Then the deal is refused under NDF-1.1

  @NDF-1.1
  Scenario: The same tile twice in one hand is refused
    Given the rulebook "ndf-double-nine"
    And North is dealt 5-2 2-5, in the set or not
    And West holds 3-3
    And North leads
    Then the deal is refused under NDF-1.1

  @NDF-1.1
  Scenario: Eleven tiles in one hand are refused under the rule that deals ten
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles                                       |
      | North | 9-9 9-8 9-7 9-6 9-5 9-4 9-3 9-2 9-1 9-0 4-4 |
      | West  | 8-8 8-7 8-6 8-5 8-4 8-3 8-2 8-1 8-0 7-7     |
    And North leads
    Then the deal is refused under NDF-1.1

  @NDF-1.1
  Scenario: Ten tiles in a hand and every tile once is a deal the rules allow
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles                                   |
      | North | 9-9 9-8 9-7 9-6 9-5 9-4 9-3 9-2 9-1 9-0 |
      | West  | 8-8 8-7 8-6 8-5 8-4 8-3 8-2 8-1 8-0 7-7 |
    And North leads
    Then the deal is accepted

  @NDF-5.2
  Scenario: A tile face up at the start that fits must be played first
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And North holds 6-4 3-1 9-9
    And North has 6-4 face up on the table
    And West holds 8-8
    And South holds 7-7
    And East holds 5-5
    And West leads
    And North is to play
    Then the legal plays are 6-4 left
    And 6-4 lies exposed in front of North

  @NDF-5.2
  Scenario: A tile face up at the start that does not fit leaves the other plays open
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And North holds 8-4 3-1 6-0
    And North has 8-4 face up on the table
    And West holds 8-8
    And South holds 7-7
    And East holds 5-5
    And West leads
    And North is to play
    Then the legal plays are 3-1 right, 6-0 left

  @NDF-5.4 @NDF-5.2
  Scenario: Going out with a tile face up since the start scores nothing, under NDF-5.4
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And North holds 6-4
    And North has 6-4 face up on the table
    And West holds 8-8 7-1
    And South holds 7-7
    And East holds 5-5 9-0
    And West leads
    And North is to play
    When North plays 6-4 on the left end
    Then the hand ends by domino
    And North wins the hand
    And the hand scores nothing
    And the hand is decided under NDF-5.4

  @NDF-1.1 @NDF-5.2
  Scenario: A setup with a face-up tile its owner does not hold is refused
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And North holds 3-1 9-9
    And North has 6-4 face up on the table, in hand or not
    And West holds 8-8
    And West leads
    And North is to play
    Then the deal is refused under NDF-1.1

  @NDF-5.2
  Scenario: Tiles face up in front of three different players each stay in front of their owner
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And North holds 8-8
    And East holds 5-5 7-1
    And East has 7-1 face up on the table
    And South holds 7-7 2-0
    And South has 2-0 face up on the table
    And West holds 9-9 4-1
    And West has 4-1 face up on the table
    And West leads
    And North is to play
    Then 7-1 lies exposed in front of East
    And 2-0 lies exposed in front of South
    And 4-1 lies exposed in front of West
