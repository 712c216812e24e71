Feature: Doral hands opened by the double six that cannot be played as given
  A hand the double six opens is led by whoever holds it, with it (DORAL-8.1): a
  hand where nobody holds the double six cannot open that way, and a leader
  named other than its holder cannot lead it.

  @DORAL-8.1
  Scenario: A hand the double six opens cannot be played when nobody holds the double six
    Given the rulebook "doral-partnership"
    And North holds 6-5 6-4
    And East holds 5-5 5-4
    And South holds 4-4 4-3
    And West holds 3-3 3-2
    And the double six opens the hand
    Then the deal is refused

  @DORAL-8.1
  Scenario: The holder of the double six leads it: a hand naming another leader is refused
    Given the rulebook "doral-partnership"
    And North holds 6-5 6-4
    And East holds 6-6 5-4
    And South holds 4-4 4-3
    And West holds 3-3 3-2
    And the double six opens the hand
    And North leads
    Then the deal is refused

  @DORAL-8.1
  Scenario: The holder of the double six may also be named as the leader
    Given the rulebook "doral-partnership"
    And North holds 6-5 6-4
    And East holds 6-6 5-4
    And South holds 4-4 4-3
    And West holds 3-3 3-2
    And the double six opens the hand
    And East leads
    Then the deal is accepted

  @DORAL-5.1 @DORAL-8.1
  Scenario: A double six dealt to two players breaks the rule of the set, whoever is named to lead
    Given the rulebook "doral-partnership"
    And North is dealt 6-6 6-5, in the set or not
    And East is dealt 6-6 5-4, in the set or not
    And South holds 4-4 4-3
    And West holds 3-3 3-2
    And the double six opens the hand
    And East leads
    Then the deal is refused under DORAL-5.1
