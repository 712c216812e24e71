Feature: Doral blocked hands
  A blocked hand goes to the single player with the fewest pips, partners'
  counts not added (DORAL-12.1); a tie between the partnerships is dealt
  again and led by the double six (DORAL-12.2).

  @DORAL-12.1
  Scenario: The lowest single player wins although the partnership totals say otherwise
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 6
    And the hands are:
      | seat  | tiles       |
      | North | 6-3 1-0     |
      | West  | 2-1         |
      | South | 5-5 4-4     |
      | East  | 2-2         |
    And North leads
    When North plays 6-3
    Then the hand ends by lock
    And the counts are North 1, East 4, South 18, West 3
    And North wins the hand
    And North-South win the hand with 26 points

  @DORAL-12.1
  Scenario: A low West wins the block for East-West over a lower North-South total
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 6
    And the hands are:
      | seat  | tiles       |
      | North | 6-3 4-4     |
      | West  | 1-0         |
      | South | 2-2         |
      | East  | 5-5 5-4     |
    And North leads
    When North plays 6-3
    Then the hand ends by lock
    And the counts are North 8, East 19, South 4, West 1
    And West wins the hand
    And East-West win the hand with 32 points

  @DORAL-12.1 @DORAL-12.2
  Scenario: Two partners sharing the lowest count win the block together
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 6
    And the hands are:
      | seat  | tiles   |
      | North | 6-3 2-0 |
      | West  | 5-0     |
      | South | 1-1     |
      | East  | 4-4     |
    And North leads
    When North plays 6-3
    Then the hand ends by lock
    And North-South win the hand with 17 points

  @DORAL-12.1 @DORAL-2.1
  Scenario: A last tile after which nobody can play wins by domino, not by block
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 6
    And the hands are:
      | seat  | tiles |
      | North | 6-3   |
      | West  | 2-1   |
      | South | 5-5   |
      | East  | 4-4   |
    And North leads
    When North plays 6-3
    Then the hand ends by domino
    And North wins the hand
    And North-South win the hand with 21 points

  @DORAL-12.2
  Scenario: A block tied between the partnerships is dealt again
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 6
    And the hands are:
      | seat  | tiles   |
      | North | 6-3 2-0 |
      | West  | 4-4     |
      | South | 5-5     |
      | East  | 1-1     |
    And North leads
    When North plays 6-3
    Then the hand ends by restart
    And the counts are North 2, East 2, South 10, West 8
    And the hand scores nothing
    And the next hand opens with the double six

  @DORAL-12.2 @DORAL-12.1
  Scenario: Level partnership totals are no tie when one player is lowest
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 6
    And the hands are:
      | seat  | tiles   |
      | North | 6-3 1-0 |
      | West  | 2-0     |
      | South | 5-4     |
      | East  | 4-4     |
    And North leads
    When North plays 6-3
    Then the hand ends by lock
    And North wins the hand
    And North-South win the hand with 20 points
