Feature: Doral knock-out edges: set scores that cannot happen and sets that leave no winner
  A set ends the moment a partnership has three games (DORAL-3.1), so no side
  can have more than three and both cannot have three; a match goes on set by
  set until a side has two (DORAL-4.1), so an unfinished set can only be the
  last one recorded.

  @DORAL-3.1
  Scenario: A side cannot take a fourth game in a set it already won
    Given the rulebook "doral-partnership"
    And A and B play a match with sets 4-1, 3-0
    Then the match between A and B breaks DORAL-3.1

  @DORAL-3.1
  Scenario: Both sides cannot reach three games in one set
    Given the rulebook "doral-partnership"
    And A and B play a match with sets 3-3, 3-0
    Then the match between A and B breaks DORAL-3.1

  @DORAL-4.1
  Scenario: A set that nobody won cannot be followed by another set
    Given the rulebook "doral-partnership"
    And A and B play a match with sets 2-1, 3-0, 3-1
    Then the match between A and B breaks DORAL-4.1

  @DORAL-4.1 @DORAL-4.2
  Scenario: A match whose last set is still going has no winner to send on
    Given the rulebook "doral-partnership"
    And A and B play a match with sets 3-1, 0-3, 2-1
    And C and D play a match with sets 3-0, 3-2
    Then the match between A and B is not decided yet
    And C wins the match against D
    And the next knock-out round pairs ? v C
