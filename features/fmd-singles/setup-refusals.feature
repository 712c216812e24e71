Feature: FMD singles setups and draws the rules cannot play
  The lead passes from hand to hand in turn (FMDS-4.3): a hand set up for the winners
  of the last hand to lead is refused naming FMDS-4.3. The game is played with the
  double-six set (FMDS-4.4): a tile written with three numbers is no tile of it, and
  the draw for the lead (FMDS-4.1) is made with tiles of that set, so a draw holding
  a 7-1 is refused.

  @FMDS-4.3
  Scenario: A hand cannot be set up for the winners of the last hand to lead: the lead rotates
    Given the rulebook "fmd-singles"
    And North holds 5-4 3-2
    And East holds 6-6 4-1
    And South holds 5-5 2-0
    And West holds 4-4 3-0
    And East-West won the last hand
    Then the deal is refused under FMDS-4.3

  @FMDS-4.4
  Scenario: A tile written with three numbers is no tile of the set
    Given the rulebook "fmd-singles"
    And North holds 6-6 6-5
    And North is also dealt a tile written "6-4-2"
    And East holds 5-5
    And North leads
    Then the deal is refused

  @FMDS-4.4
  Scenario: A play of a tile written with three numbers is a malformed request
    Given the rulebook "fmd-singles"
    And North holds 6-6 6-5
    And East holds 5-5
    And North leads
    When North plays a tile written "6-4-2"
    Then the hand request is refused

  @FMDS-4.1 @FMDS-4.4
  Scenario: A 7-1 drawn for the lead is no tile of the double-six set
    Given the rulebook "fmd-singles"
    And the players draw for the lead, in the set or not:
      | seat  | tile |
      | North | 7-1  |
      | East  | 6-5  |
      | South | 4-4  |
      | West  | 2-1  |
    Then the draw is refused

  @FMDS-4.1 @FMDS-4.4
  Scenario: A 6-1 drawn for the lead is a tile of the set
    Given the rulebook "fmd-singles"
    And the players draw for the lead, in the set or not:
      | seat  | tile |
      | North | 6-1  |
      | East  | 6-5  |
      | South | 4-4  |
      | West  | 2-1  |
    Then East wins the lead
