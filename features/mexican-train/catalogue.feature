Feature: Mexican Train: the scenarios that tell a faulty engine apart
  Each scenario here pins a decision the other features leave open, so that an engine
  getting it wrong fails on the rule (spec/faults/mexican-train.yaml): play goes clockwise
  and only the player on turn plays (MT-R1.1); the set bounds the starting doubles, 0-0 and
  12-12 in it and 13-13 not (MT-R2.1); the tile after one's own double goes on that double
  (MT-R5.1, MT-R7.1); a dropped player is never awarded, however low their total (MT-F6.1);
  and leaving before the scores are recorded is recorded once the hand is over (MT-S3.1).

  Background:
    Given the rulebook "mexican-train"

  @MT-R1.1
  Scenario: Play goes clockwise round the table and back to seat 1
    Given the starting double is 12-12
    And seat 1 holds 12-1 9-8 7-7
    And seat 2 holds 12-2 6-5 4-4
    And seat 3 holds 12-3 11-10 0-0
    When seat 1 plays 12-1 on their own train
    And seat 2 plays 12-2 on their own train
    And seat 3 plays 12-3 on their own train
    Then every move is accepted
    And it is seat 1's turn to play

  @MT-R1.1
  Scenario: A player who is not on turn may not play
    Given the starting double is 12-12
    And seat 1 holds 12-1 9-8 7-7
    And seat 2 holds 12-2 6-5 4-4
    And seat 3 holds 12-3 11-10 0-0
    When seat 2 plays 12-2 on their own train
    Then the last move is refused under MT-R1.1
    And it is seat 1's turn to play

  @MT-R2.1
  Scenario: The double blank and the double twelve may start a hand, a double thirteen may not
    Given player A scored 3, 4, 5
    And player B scored 6, 7, 8
    And the hands so far started from the doubles 0, 12, 13
    Then the starting double of hand 3 is refused under MT-R2.1
    And the doubles left are 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11

  @MT-R5.1 @MT-R7.1
  Scenario: The tile after one's own double goes on that double, not elsewhere
    Given the starting double is 12-12
    And seat 1 holds 5-5 12-3 9-8
    And seat 2 holds 12-4 3-3 1-0
    And seat 1's train holds 12-5
    When seat 1 plays 5-5 on their own train
    And seat 1 plays 12-3 on the Mexican train
    Then the last move is refused under MT-R7.1
    And 5-5 on seat 1's train must be satisfied
    And it is seat 1's turn to play
    And there is no legal move

  @MT-F6.1 @MT-F4.1 @MT-F2.1
  Scenario: A dropped player is not awarded, however low the total of the hands they played
    Given player A scored 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
    And player B scored 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2
    And player C scored 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3
    And player D scored 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4
    And player E scored 0, 0, 0, 0, 0
    And player E has dropped
    And the hands so far started from the doubles 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
    Then the event is over and the awarded players are A B C
    And the event standings read A B C D E

  @MT-S3.1 @MT-S2.1
  Scenario: Leaving before the scores are recorded is recorded once the hand is over
    Given the starting double is 12-12
    And seat 1 holds 6-1
    And seat 2 holds 9-8 3-3
    And seat 1's train holds 12-6
    When seat 1 plays 6-1 on their own train
    And the organiser records left-before-recording against seat 2 with 5 points
    Then seat 1 went out
    And the organiser's penalty goes to seat 2 under MT-S3.1
