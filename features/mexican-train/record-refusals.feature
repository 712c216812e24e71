Feature: Mexican Train: records the rules refuse
  The organiser records an infraction only under a rule that leaves its penalty to them
  (MT-X1.1), with the points they set, against a seat at the table. Lateness is not recorded
  that way: the organiser's points for it go with the arrival, bounded by the minutes late
  (MT-T1.1), counted from the official start, so an arrival before the start is no lateness.

  Background:
    Given the rulebook "mexican-train"
    And the starting double is 12-12
    And seat 1 holds 12-5 9-8
    And seat 2 holds 12-4 4-3 3-3

  @MT-X1.1
  Scenario: The organiser records only an infraction the rulebook names
    When the organiser records slow-play against seat 2 with 10 points
    Then the organiser's record is refused

  @MT-X1.1
  Scenario: The organiser's penalty carries the organiser's points
    When the organiser records infraction against seat 2 without points
    Then the organiser's record is refused under MT-X1.1

  @MT-X1.1
  Scenario: The organiser's penalty goes to a seat at the table
    When the organiser records infraction against seat 3 with 10 points
    Then the organiser's record is refused

  @MT-X1.1
  Scenario: Seats count from 1: no penalty goes to seat 0
    When the organiser records infraction against seat 0 with 10 points
    Then the organiser's record is refused

  @MT-T1.1
  Scenario: Lateness is recorded with the arrival, not as an infraction of the hand
    When the organiser records lateness against seat 2 with 10 points
    Then the organiser's record is refused under MT-T1.1

  @MT-T1.1
  Scenario: An arrival before the official start is no lateness to score
    Given a player of the table arrives 1 minutes before the start
    When seat 1 plays 12-5 on their own train
    Then the position is refused under MT-T1.1
