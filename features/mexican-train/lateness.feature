Feature: Mexican Train: lateness
  A player who arrives after the official start may be given a penalty for it: the organiser
  decides how many points, up to the published 5 a whole minute late, which apply when the
  organiser decides nothing. More than 10 minutes late, the table plays without the player,
  who scores 50 plus the highest score at the table in that hand, a fixed score the organiser
  does not change (MT-T1.1).

  Background:
    Given the rulebook "mexican-train"
    And the starting double is 12-12
    And seat 1 holds 6-1
    And seat 2 holds 0-0 3-1
    And seat 3 holds 5-4 1-0
    And seat 1's train holds 12-6

  @MT-T1.1
  Scenario: On time costs nothing
    Given a player of the table arrives 0 minutes after the start
    When seat 1 plays 6-1 on their own train
    Then the late player plays and scores 0 points for lateness

  @MT-T1.1
  Scenario: One minute late costs 5 points
    Given a player of the table arrives 1 minutes after the start
    When seat 1 plays 6-1 on their own train
    Then the late player plays and scores 5 points for lateness

  @MT-T1.1
  Scenario: Five minutes late cost 25 points
    Given a player of the table arrives 5 minutes after the start
    When seat 1 plays 6-1 on their own train
    Then the late player plays and scores 25 points for lateness

  @MT-T1.1
  Scenario: Ten minutes late cost 50 points and the player still plays
    Given a player of the table arrives 10 minutes after the start
    When seat 1 plays 6-1 on their own train
    Then the late player plays and scores 50 points for lateness

  @MT-T1.1
  Scenario: Eleven minutes late: the table plays without the player, who scores 50 plus the highest hand
    Given a player of the table arrives 11 minutes after the start
    When seat 1 plays 6-1 on their own train
    Then the hand ends out under MT-S2.1
    And the late player does not play and scores 104 points

  @MT-T1.1
  Scenario: The highest hand of an Open Double table counts for the absent player
    Given the starting double is 12-12
    And seat 1 holds 5-5 9-8 7-7
    And seat 2 holds 12-4 3-3 1-0
    And seat 3 holds 12-0 2-2 4-4
    And seat 1's train holds 12-5
    And the bone-yard, in drawing order, is 11-10 11-9 11-8
    And a player of the table arrives 12 minutes after the start
    When the moves go:
      | seat | action | tile | train |
      | 1    | play   | 5-5  | 1     |
      | 1    | draw   |      |       |
      | 1    | marker |      |       |
      | 2    | draw   |      |       |
      | 2    | marker |      |       |
      | 3    | draw   |      |       |
      | 3    | marker |      |       |
    Then the hand ends open-double under MT-R8.1
    And the late player does not play and scores 102 points

  @MT-T1.1
  Scenario: The organiser may let a late player off: no points for five minutes late
    Given a player of the table arrives 5 minutes after the start
    And the organiser gives that late player 0 points for the lateness
    When seat 1 plays 6-1 on their own train
    Then the late player plays and scores 0 points for lateness

  @MT-T1.1
  Scenario: The organiser may give fewer points than the published rate
    Given a player of the table arrives 5 minutes after the start
    And the organiser gives that late player 10 points for the lateness
    When seat 1 plays 6-1 on their own train
    Then the late player plays and scores 10 points for lateness

  @MT-T1.1
  Scenario: The organiser may give the published points, 5 a minute
    Given a player of the table arrives 5 minutes after the start
    And the organiser gives that late player 25 points for the lateness
    When seat 1 plays 6-1 on their own train
    Then the late player plays and scores 25 points for lateness

  @MT-T1.1
  Scenario: More than 5 a minute is past what the rule allows
    Given a player of the table arrives 5 minutes after the start
    And the organiser gives that late player 30 points for the lateness
    When seat 1 plays 6-1 on their own train
    Then the position is refused under MT-T1.1

  @MT-T1.1
  Scenario: A lateness penalty is never a credit
    Given a player of the table arrives 5 minutes after the start
    And the organiser gives that late player -1 points for the lateness
    When seat 1 plays 6-1 on their own train
    Then the position is refused under MT-T1.1

  @MT-T1.1
  Scenario: The organiser decides nothing for a player the table played without
    Given a player of the table arrives 11 minutes after the start
    And the organiser gives that late player 20 points for the lateness
    When seat 1 plays 6-1 on their own train
    Then the position is refused under MT-T1.1

  @MT-T1.1
  Scenario: Each late player has the organiser's own decision
    Given a player of the table arrives 4 minutes after the start
    And a player of the table arrives 2 minutes after the start
    And the organiser gives that late player 5 points for the lateness
    When seat 1 plays 6-1 on their own train
    Then the late player plays and scores 20 points for lateness
    And the second late player plays and scores 5 points for lateness
