Feature: NDF setups the rules cannot play
  Who leads a hand is for the rotation to say (NDF-2.3): a hand set up to open with
  the double six, or to be led by the winners of the last hand, or with nobody named
  to lead, is refused naming NDF-2.3. The open ends of a line are numbers of the
  double-nine set (NDF-1.1): ends outside 0 to 9 are refused naming NDF-1.1.

  @NDF-2.3
  Scenario: A hand cannot be set up to open with the double six: the lead rotates
    Given the rulebook "ndf-double-nine"
    And North holds 5-4 3-2
    And East holds 6-6 4-1
    And South holds 5-5 2-0
    And West holds 4-4 3-0
    And the double six opens the hand
    Then the deal is refused under NDF-2.3

  @NDF-2.3
  Scenario: A hand cannot be set up for the winners of the last hand to lead: the lead rotates
    Given the rulebook "ndf-double-nine"
    And North holds 5-4 3-2
    And East holds 6-6 4-1
    And South holds 5-5 2-0
    And West holds 4-4 3-0
    And North-South won the last hand
    And North leads
    Then the deal is refused under NDF-2.3

  @NDF-2.3
  Scenario: A hand with nobody named to lead cannot be played
    Given the rulebook "ndf-double-nine"
    And North holds 5-4 3-2
    And East holds 6-6 4-1
    And South holds 5-5 2-0
    And West holds 4-4 3-0
    And nobody is named to lead
    Then the deal is refused under NDF-2.3

  @NDF-1.1
  Scenario: Open ends of 9 and 0 are numbers of the double-nine set
    Given the rulebook "ndf-double-nine"
    And the open ends are 9 and 0
    And North holds 9-5 2-2
    And East holds 8-8
    And South holds 7-7
    And West holds 6-6
    And North leads
    Then the deal is accepted

  @NDF-1.1
  Scenario: An open end of 10 is no number of the double-nine set
    Given the rulebook "ndf-double-nine"
    And the open ends are 10 and 0, numbers of the set or not
    And North holds 9-5 2-2
    And East holds 8-8
    And South holds 7-7
    And West holds 6-6
    And North leads
    Then the deal is refused under NDF-1.1

  @NDF-1.1
  Scenario: An open end below 0 is no number of the double-nine set
    Given the rulebook "ndf-double-nine"
    And the open ends are 9 and -1, numbers of the set or not
    And North holds 9-5 2-2
    And East holds 8-8
    And South holds 7-7
    And West holds 6-6
    And North leads
    Then the deal is refused under NDF-1.1
