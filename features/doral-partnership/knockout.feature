Feature: Doral knock-out: two sets win the match and the winner advances
  A match is the best two of three sets, a set the first to three games
  (DORAL-4.1); the partnership that wins the match goes on to the next round
  of the bracket, the losers are out (DORAL-4.2).

  @DORAL-4.1 @DORAL-4.2
  Scenario: The winners of two sets advance and meet the next match's winners
    Given the rulebook "doral-partnership"
    And A and B play a match with sets 3-1, 2-3, 3-0
    And C and D play a match with sets 1-3, 0-3
    Then A wins the match against B
    And D wins the match against C
    And the next knock-out round pairs A v D

  @DORAL-4.1
  Scenario: One set each does not decide the match
    Given the rulebook "doral-partnership"
    And A and B play a match with sets 3-2, 1-3
    And C and D play a match with sets 0-3, 2-3
    Then the match between A and B is not decided yet
    And the next knock-out round pairs ? v D

  @DORAL-4.1
  Scenario: No third set is played once a side has won two
    Given the rulebook "doral-partnership"
    And A and B play a match with sets 3-0, 3-1, 3-2
    Then the match between A and B breaks DORAL-4.1

  @DORAL-4.2
  Scenario: With an odd number of matches the last winner waits for an opponent
    Given the rulebook "doral-partnership"
    And A and B play a match with sets 3-0, 3-0
    And C and D play a match with sets 3-1, 3-2
    And E and F play a match with sets 0-3, 1-3
    Then the next knock-out round pairs A v C; F v ?
