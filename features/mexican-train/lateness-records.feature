Feature: Mexican Train: the organiser's decisions on lateness, one a late player
  The organiser decides the points of each late player's lateness (MT-T1.1): a request gives one
  decision for every late player, or none at all (the published points). A list of decisions that
  does not match the late players is refused as a whole.

  Background:
    Given the rulebook "mexican-train"
    And the starting double is 12-12
    And seat 1 holds 6-1
    And seat 2 holds 0-0 3-1
    And seat 3 holds 5-4 1-0
    And seat 1's train holds 12-6

  @MT-T1.1
  Scenario: A decision for the first late player only, with a second one late, is refused
    Given a player of the table arrives 5 minutes after the start
    And the organiser gives that late player 10 points for the lateness
    And a player of the table arrives 3 minutes after the start
    When seat 1 plays 6-1 on their own train
    Then the position is refused
