Feature: Mexican Train: penalties at the organiser's judgement
  The organiser decides whether an infraction is penalised and how (MT-X1.1); a breach of
  the code of conduct (MT-F7.1) and leaving the table before the scores are recorded
  (MT-S3.1) are ruled on that way. The scenarios check that what the organiser sets goes
  to the offender under the rule, never an amount the rulebook does not give.

  Background:
    Given the rulebook "mexican-train"
    And the starting double is 12-12
    And seat 1 holds 12-5 9-8
    And seat 2 holds 12-4 4-3 3-3

  @MT-X1.1
  Scenario: The organiser's penalty for an infraction goes to the offender
    When the organiser records infraction against seat 2 with 10 points
    Then the organiser's penalty goes to seat 2 under MT-X1.1
    And the hand goes on

  @MT-F7.1
  Scenario: A breach of the code of conduct is the organiser's call
    When the organiser records conduct-breach against seat 1 with 25 points
    Then the organiser's penalty goes to seat 1 under MT-F7.1

  @MT-F7.1
  Scenario: A breach by a player who is not on turn goes to that player
    When the organiser records conduct-breach against seat 2 with 15 points
    Then the organiser's penalty goes to seat 2 under MT-F7.1
    And it is seat 1's turn to play

  @MT-S3.1
  Scenario: Leaving before the scores are recorded is the organiser's call
    When seat 1 plays 12-5 on their own train
    And the organiser records left-before-recording against seat 2 with 5 points
    Then the organiser's penalty goes to seat 2 under MT-S3.1
    And it is seat 2's turn to play
