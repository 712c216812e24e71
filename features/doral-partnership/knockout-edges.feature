Feature: Doral knock-out edges: matches still being played, set scores that cannot happen, the next round
  A set is won by the first partnership to three games (DORAL-3.1), a match by
  the first to two sets (DORAL-4.1); the winners go on, the winners of matches 1
  and 2 meeting in the next round, then of 3 and 4 (DORAL-4.2). A set still being
  played can only be the last one recorded; a score no set can end with is
  refused under DORAL-3.1 and its match decides nobody. The guide fixes the match,
  so an event's own match length is refused under DORAL-4.1.

  @DORAL-4.2
  Scenario: The winners of four matches meet in bracket order
    Given the rulebook "doral-partnership"
    And A and B play a match with sets 3-1, 3-2
    And C and D play a match with sets 2-3, 3-1, 1-3
    And E and F play a match with sets 3-0, 1-3, 3-2
    And G and H play a match with sets 0-3, 0-3
    Then the next knock-out round pairs A v D; E v H

  @DORAL-4.1 @DORAL-3.1
  Scenario: A match whose last set is still being played is not decided
    Given the rulebook "doral-partnership"
    And A and B play a match with sets 3-1, 2-1
    And C and D play a match with sets 3-0, 3-0
    Then the match between A and B is not decided yet
    And C wins the match against D
    And the next knock-out round pairs ? v C

  @DORAL-4.1
  Scenario: A set left without a winner before the next set is refused
    Given the rulebook "doral-partnership"
    And A and B play a match with sets 2-1, 3-0, 3-0
    Then the match between A and B breaks DORAL-4.1

  @DORAL-3.1
  Scenario: Four games in a set cannot happen: the set ends at three
    Given the rulebook "doral-partnership"
    And A and B play a match recorded with sets 4-1, 3-0, possible or not
    And C and D play a match with sets 3-0, 3-0
    Then the match between A and B breaks DORAL-3.1
    And the match between A and B is not decided yet
    And the next knock-out round pairs ? v C

  @DORAL-3.1
  Scenario: A negative number of games cannot happen
    Given the rulebook "doral-partnership"
    And A and B play a match recorded with sets -1-3, 0-3, possible or not
    Then the match between A and B breaks DORAL-3.1

  @DORAL-3.1
  Scenario: Both sides at three games in one set cannot happen
    Given the rulebook "doral-partnership"
    And A and B play a match recorded with sets 3-3, possible or not
    Then the match between A and B breaks DORAL-3.1

  @DORAL-3.1 @DORAL-4.1
  Scenario: Three games to two is a set won, two sets won is a match
    Given the rulebook "doral-partnership"
    And A and B play a match recorded with sets 3-2, 2-3, 3-2, possible or not
    Then A wins the match against B

  @DORAL-4.1 @DORAL-3.1
  Scenario: A match whose only unfinished set is the last one recorded breaks no rule
    Given the rulebook "doral-partnership"
    And A and B play a match with sets 3-1, 2-1
    Then the match between A and B is accepted
    And the match between A and B is not decided yet

  @DORAL-3.1
  Scenario: A negative number of games for the second side cannot happen either
    Given the rulebook "doral-partnership"
    And A and B play a match recorded with sets 3-0, 0--1, possible or not
    Then the match between A and B breaks DORAL-3.1

  @DORAL-4.1
  Scenario: The guide fixes a match at two sets won: a match length from the event is refused
    Given the rulebook "doral-partnership"
    And the event plays single-game matches
    And A and B play a match with sets 3-1, 3-2
    Then the knock-out round is refused under DORAL-4.1
