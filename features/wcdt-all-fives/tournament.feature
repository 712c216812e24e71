Feature: All Fives knock-out: two games win the match and the winner goes through
  A match is the best two of three games unless the event sets its own length, such as
  single games or the best of five (WCDT-1.4): a knock-out records it as the games each
  side won. The winner goes through to the next round of the bracket, the winners of
  neighbouring matches meeting, and the winner of an odd last match waits for an
  opponent (WCDT-1.5).

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

  @WCDT-1.4 @WCDT-1.5
  Scenario: In an event of single-game matches one game won decides the match
    Given the rulebook "wcdt-all-fives"
    And the event plays single-game matches
    And A and B play a match with sets 1-0
    And C and D play a match with sets 0-1
    Then A wins the match against B
    And D wins the match against C
    And the next knock-out round pairs A v D

  @WCDT-1.4
  Scenario: In an event of single-game matches a second game cannot be played
    Given the rulebook "wcdt-all-fives"
    And the event plays single-game matches
    And A and B play a match with sets 2-0
    Then the match between A and B breaks WCDT-1.4

  @WCDT-1.4 @WCDT-1.5
  Scenario: In an event of best-of-five matches two games won are not yet the match, three are
    Given the rulebook "wcdt-all-fives"
    And the event's matches go to the first side to win 3 games
    And A and B play a match with sets 2-1
    And C and D play a match with sets 3-2
    Then the match between A and B is not decided yet
    And C wins the match against D
    And the next knock-out round pairs ? v C

  @WCDT-1.4
  Scenario: A match won by no game is no length an event can set
    Given the rulebook "wcdt-all-fives"
    And the event's matches go to the first side to win 0 games
    And A and B play a match with sets 1-0
    Then the knock-out round is refused under WCDT-1.4
