Feature: FMD couples setups the rules cannot play
  The lead passes from hand to hand in turn (FMDC-4.3): a hand set up to open with
  the double six is refused naming FMDC-4.3. The game is played with the double-six
  set (FMDC-4.4): the open ends of a line are numbers from 0 to 6, and ends outside
  them are refused naming FMDC-4.4.

  @FMDC-4.3
  Scenario: A hand cannot be set up to open with the double six: the lead rotates
    Given the rulebook "fmd-couples"
    And North holds 5-4 3-2
    And East holds 6-6 4-1
    And South holds 5-5 2-0
    And West holds 4-4 3-0
    And the double six opens the hand
    Then the deal is refused under FMDC-4.3

  @FMDC-4.4
  Scenario: Open ends of 6 and 0 are numbers of the double-six set
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 0
    And North holds 6-5 2-2
    And East holds 5-5
    And South holds 4-4
    And West holds 3-3
    And North leads
    Then the deal is accepted

  @FMDC-4.4
  Scenario: An open end of 7 is no number of the double-six set
    Given the rulebook "fmd-couples"
    And the open ends are 7 and 0, numbers of the set or not
    And North holds 6-5 2-2
    And East holds 5-5
    And South holds 4-4
    And West holds 3-3
    And North leads
    Then the deal is refused under FMDC-4.4
