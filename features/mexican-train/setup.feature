Feature: Mexican Train: the table and the deal
  Twelve tiles each from a double-twelve set, the starting double taken out: a fresh deal of
  eleven or thirteen to a player is refused; two to seven players a table (MT-R3.1, MT-F3.1).

  Background:
    Given the rulebook "mexican-train"
    And the starting double is 12-12

  @MT-R3.1 @MT-F3.1
  Scenario: Seven players at a table
    Given seat 1 holds 12-0 12-1
    And seat 2 holds 11-0 11-1
    And seat 3 holds 10-0 10-1
    And seat 4 holds 9-0 9-1
    And seat 5 holds 8-0 8-1
    And seat 6 holds 7-0 7-1
    And seat 7 holds 6-0 6-1
    When seat 1 plays 12-0 on their own train
    Then every move is accepted
    And it is seat 2's turn to play

  @MT-R3.1
  Scenario: Eight players cannot sit at one table
    Given seat 1 holds 12-0 12-1
    And seat 2 holds 11-0 11-1
    And seat 3 holds 10-0 10-1
    And seat 4 holds 9-0 9-1
    And seat 5 holds 8-0 8-1
    And seat 6 holds 7-0 7-1
    And seat 7 holds 6-0 6-1
    And seat 8 holds 5-0
    Then the position is refused

  @MT-R3.1 @MT-F3.1
  Scenario: Two players at a table
    Given seat 1 holds 12-0 12-1
    And seat 2 holds 11-0 11-1
    When seat 1 plays 12-0 on their own train
    Then every move is accepted
    And it is seat 2's turn to play

  @MT-R3.1 @MT-F3.1
  Scenario: One player alone is no table
    Given seat 1 holds 12-0 12-1
    Then the position is refused

  @MT-R3.1
  Scenario: A fresh deal of eleven tiles to a player is refused
    Given seat 1 holds 12-11 12-10 12-9 12-8 12-7 12-6 12-5 12-4 12-3 12-2 12-1
    And seat 2 holds 11-11 11-10 11-9 11-8 11-7 11-6 11-5 11-4 11-3 11-2 11-1 11-0
    And the bone-yard, in drawing order, is 12-0 10-10 10-9 10-8 10-7 10-6 10-5 10-4 10-3 10-2 10-1 10-0 9-9 9-8 9-7 9-6 9-5 9-4 9-3 9-2 9-1 9-0 8-8 8-7 8-6 8-5 8-4 8-3 8-2 8-1 8-0 7-7 7-6 7-5 7-4 7-3 7-2 7-1 7-0 6-6 6-5 6-4 6-3 6-2 6-1 6-0 5-5 5-4 5-3 5-2 5-1 5-0 4-4 4-3 4-2 4-1 4-0 3-3 3-2 3-1 3-0 2-2 2-1 2-0 1-1 1-0 0-0
    Then the position is refused under MT-R3.1

  @MT-R3.1
  Scenario: A fresh deal of twelve tiles each is accepted
    Given seat 1 holds 12-11 12-10 12-9 12-8 12-7 12-6 12-5 12-4 12-3 12-2 12-1 12-0
    And seat 2 holds 11-11 11-10 11-9 11-8 11-7 11-6 11-5 11-4 11-3 11-2 11-1 11-0
    And the bone-yard, in drawing order, is 10-10 10-9 10-8 10-7 10-6 10-5 10-4 10-3 10-2 10-1 10-0 9-9 9-8 9-7 9-6 9-5 9-4 9-3 9-2 9-1 9-0 8-8 8-7 8-6 8-5 8-4 8-3 8-2 8-1 8-0 7-7 7-6 7-5 7-4 7-3 7-2 7-1 7-0 6-6 6-5 6-4 6-3 6-2 6-1 6-0 5-5 5-4 5-3 5-2 5-1 5-0 4-4 4-3 4-2 4-1 4-0 3-3 3-2 3-1 3-0 2-2 2-1 2-0 1-1 1-0 0-0
    When seat 1 plays 12-0 on the Mexican train
    Then every move is accepted
    And the legal moves are 11-0 on mexican

  @MT-R3.1
  Scenario: A fresh deal of thirteen tiles to a player is refused
    Given seat 1 holds 12-11 12-10 12-9 12-8 12-7 12-6 12-5 12-4 12-3 12-2 12-1 12-0 10-10
    And seat 2 holds 11-11 11-10 11-9 11-8 11-7 11-6 11-5 11-4 11-3 11-2 11-1 11-0
    And the bone-yard, in drawing order, is 10-9 10-8 10-7 10-6 10-5 10-4 10-3 10-2 10-1 10-0 9-9 9-8 9-7 9-6 9-5 9-4 9-3 9-2 9-1 9-0 8-8 8-7 8-6 8-5 8-4 8-3 8-2 8-1 8-0 7-7 7-6 7-5 7-4 7-3 7-2 7-1 7-0 6-6 6-5 6-4 6-3 6-2 6-1 6-0 5-5 5-4 5-3 5-2 5-1 5-0 4-4 4-3 4-2 4-1 4-0 3-3 3-2 3-1 3-0 2-2 2-1 2-0 1-1 1-0 0-0
    Then the position is refused under MT-R3.1
