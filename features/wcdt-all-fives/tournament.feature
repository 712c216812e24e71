Feature: All Fives knock-out: two games win the match and the winner goes through
  A match is the best two of three games (WCDT-1.4): a knock-out records it as
  the games each side won. The winner goes through to the next round of the
  bracket, the winners of neighbouring matches meeting, and the winner of an odd
  last match waits for an opponent (WCDT-1.5).

  @WCDT-1.4 @WCDT-1.5
  Scenario: Two games straight and two games to one both win the match, and the winners meet
    Given the rulebook "wcdt-all-fives"
    And A and B play a match with sets 2-0
    And C and D play a match with sets 1-2
    Then A wins the match against B
    And D wins the match against C
    And the next knock-out round pairs A v D

  @WCDT-1.4 @WCDT-1.5
  Scenario: One game each does not decide the match
    Given the rulebook "wcdt-all-fives"
    And A and B play a match with sets 1-1
    And C and D play a match with sets 2-1
    Then the match between A and B is not decided yet
    And the next knock-out round pairs ? v C

  @WCDT-1.4
  Scenario: One game won is not yet the match
    Given the rulebook "wcdt-all-fives"
    And A and B play a match with sets 1-0
    Then the match between A and B is not decided yet

  @WCDT-1.4
  Scenario: Three games to none cannot happen in a best of three
    Given the rulebook "wcdt-all-fives"
    And A and B play a match with sets 3-0
    Then the match between A and B breaks WCDT-1.4

  @WCDT-1.4
  Scenario: Two games each cannot happen in a best of three
    Given the rulebook "wcdt-all-fives"
    And A and B play a match with sets 2-2
    Then the match between A and B breaks WCDT-1.4

  @WCDT-1.4
  Scenario: A match has one run of games, not sets of them
    Given the rulebook "wcdt-all-fives"
    And A and B play a match with sets 2-0, 2-1
    Then the match between A and B breaks WCDT-1.4

  @WCDT-1.4 @WCDT-1.5
  Scenario: With an odd number of matches the last winner waits for an opponent
    Given the rulebook "wcdt-all-fives"
    And A and B play a match with sets 0-2
    And C and D play a match with sets 2-1
    And E and F play a match with sets 2-0
    Then the next knock-out round pairs B v C; E v ?
