Feature: Mexican Train: positions that cannot exist
  A position given to start from must be one the rules can reach, and its refusal names the
  rule it breaks: seats numbered 1, 2, 3... with no gap, and only those seats hold a train, a
  marker or the turn (MT-R1.1, MT-R4.1, MT-R6.1); a starting double the double-twelve set holds,
  from the double blank to the double twelve (MT-R2.1); every tile once, the starting double
  in nobody's hand (MT-R3.1); every train running from the starting double (MT-R4.1).

  Background:
    Given the rulebook "mexican-train"

  @MT-R1.1
  Scenario: Seats are numbered from 1 without a gap
    Given the starting double is 12-12
    And seat 1 holds 12-0 9-8
    And seat 3 holds 11-0 11-1
    Then the position is refused under MT-R1.1

  @MT-R2.1
  Scenario: A double the double-twelve set does not hold cannot start a hand
    Given the starting double's number is 13, in the set or not
    And seat 1 holds 12-0 9-8
    And seat 2 holds 11-0 11-1
    Then the position is refused under MT-R2.1

  @MT-R2.1
  Scenario: No double lies below the double blank
    Given the starting double's number is -1, in the set or not
    And seat 1 holds 12-0 9-8
    And seat 2 holds 11-0 11-1
    Then the position is refused under MT-R2.1

  @MT-R2.1 @MT-R4.1
  Scenario: A hand may start from the double blank
    Given the starting double is 0-0
    And seat 1 holds 5-0 9-8
    And seat 2 holds 12-11 7-7
    When seat 1 plays 5-0 on their own train
    Then every move is accepted
    And seat 1's train has the open ends 5
    And it is seat 2's turn to play

  @MT-R3.1
  Scenario: A tile held by two players cannot exist
    Given the starting double is 12-12
    And seat 1 holds 12-0 9-8
    And seat 2 holds 9-8 11-1
    Then the position is refused under MT-R3.1

  @MT-R3.1
  Scenario: The starting double is in nobody's hand
    Given the starting double is 12-12
    And seat 1 holds 12-12 9-8
    And seat 2 holds 11-0 11-1
    Then the position is refused under MT-R3.1

  @MT-R3.1
  Scenario: A tile laid on a train is in nobody's hand
    Given the starting double is 12-12
    And seat 1 holds 5-3 9-8
    And seat 2 holds 12-5 11-1
    And seat 1's train holds 12-5
    Then the position is refused under MT-R3.1

  @MT-R4.1
  Scenario: A train that does not run from the starting double cannot exist
    Given the starting double is 12-12
    And seat 1 holds 5-3 9-8
    And seat 2 holds 11-0 11-1
    And seat 1's train holds 11-5
    Then the position is refused under MT-R4.1

  @MT-R4.1
  Scenario: Only the seats at the table have a train
    Given the starting double is 12-12
    And seat 1 holds 5-3 9-8
    And seat 2 holds 11-0 11-1
    And seat 3's train holds 12-5
    Then the position is refused

  @MT-R6.1
  Scenario: Only a seat at the table has a marker to put down
    Given the starting double is 12-12
    And seat 1 holds 5-3 9-8
    And seat 2 holds 11-0 11-1
    And seat 3's marker is on their train
    Then the position is refused

  @MT-R6.1 @MT-R1.1
  Scenario: Seats count from 1: seat 0 has no marker
    Given the starting double is 12-12
    And seat 1 holds 5-3 9-8
    And seat 2 holds 11-0 11-1
    And seat 0's marker is on their train
    Then the position is refused

  @MT-R1.1
  Scenario: The turn is a seat's at the table
    Given the starting double is 12-12
    And seat 1 holds 5-3 9-8
    And seat 2 holds 11-0 11-1
    And it is seat 3's turn
    Then the position is refused

  @MT-R1.1
  Scenario: Seats count from 1: it is never seat 0's turn
    Given the starting double is 12-12
    And seat 1 holds 5-3 9-8
    And seat 2 holds 11-0 11-1
    And it is seat 0's turn
    Then the position is refused

  @MT-R3.1
  Scenario: A tile the double-twelve set does not hold cannot be in a hand
    Given the starting double is 12-12
    And seat 1 holds 13-2 9-8, in the set or not
    And seat 2 holds 11-0 11-1
    Then the position is refused under MT-R3.1
