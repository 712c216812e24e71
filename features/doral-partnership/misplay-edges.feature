Feature: Doral misplayed tiles on the right end, and tiles not held
  A tile placed where it does not match is moved to the other end if it fits there,
  on either side of the line (DORAL-13.1). Only a tile of the player's own hand can be
  placed at all (DORAL-1.1): one the player does not hold is refused, not turned face up.

  @DORAL-13.1
  Scenario: A tile laid on the right end it does not match is moved to the left end it fits
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-1 5-5 |
      | West  | 4-4 3-3 |
      | South | 0-0 1-1 |
      | East  | 5-0 4-3 |
    And North leads
    When North plays 6-1 on the right end
    Then every action is accepted
    And the open ends are 1 and 2
    And West is to play

  @DORAL-1.1 @DORAL-13.1
  Scenario: A tile the player does not hold is refused, not turned face up, when it fits nowhere
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 2-1 5-5 |
      | West  | 4-4 3-3 |
      | South | 0-0 1-1 |
      | East  | 5-0 4-3 |
    And North leads
    When North plays 4-4 on the left end
    Then the last action is refused under DORAL-1.1
