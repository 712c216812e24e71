Feature: Mexican Train: what a hand scores
  The player who goes out scores -25 (MT-S2.1); everyone else scores the pips in hand,
  the double blank counting 50 (MT-S1.1).

  Background:
    Given the rulebook "mexican-train"
    And the starting double is 12-12

  @MT-S2.1 @MT-S1.1
  Scenario: Going out scores -25, the others their pips, the double blank 50
    Given seat 1 holds 6-1
    And seat 2 holds 0-0 3-1
    And seat 3 holds 5-4 1-0
    And seat 1's train holds 12-6
    When seat 1 plays 6-1 on their own train
    Then the hand ends out under MT-S2.1
    And seat 1 went out
    And the hand's scores are -25, 54, 10

  @MT-S2.1 @MT-R4.1
  Scenario: Going out on another player's open train
    Given seat 1 holds 9-8 7-7
    And seat 2 holds 9-3
    And seat 1's train holds 12-9
    And seat 1's marker is on their train
    And it is seat 2's turn
    When seat 2 plays 9-3 on seat 1's train
    Then the hand ends out under MT-S2.1
    And seat 2 went out
    And the hand's scores are 31, -25

  @MT-S1.1 @MT-S2.1
  Scenario: The blank-one counts one, not fifty
    Given seat 1 holds 6-1
    And seat 2 holds 1-0 0-2
    And seat 1's train holds 12-6
    When seat 1 plays 6-1 on their own train
    Then the hand's scores are -25, 3
