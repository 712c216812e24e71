Feature: Doral hands opened by the last winners with no winners named
  Every hand after the first is led by either player of the partnership that won the
  hand before (DORAL-8.2): a hand set up to be opened by the last winners without
  naming them cannot be played, and is refused naming DORAL-8.2.

  @DORAL-8.2
  Scenario: The winners' opening with no partnership named is refused, even with a leader named
    Given the rulebook "doral-partnership"
    And North holds 6-5 6-4
    And East holds 5-5 5-4
    And South holds 4-4 4-3
    And West holds 3-3 3-2
    And the winners of the last hand open this one, the partnership not named
    And North leads
    Then the deal is refused under DORAL-8.2

  @DORAL-8.2
  Scenario: The winners' opening with no partnership and no leader named is refused
    Given the rulebook "doral-partnership"
    And North holds 6-5 6-4
    And East holds 5-5 5-4
    And South holds 4-4 4-3
    And West holds 3-3 3-2
    And the winners of the last hand open this one, the partnership not named
    Then the deal is refused under DORAL-8.2
