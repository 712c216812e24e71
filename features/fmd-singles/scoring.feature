Feature: FMD: what a hand is worth and locked hands
  The winners score every pip left in the four hands (FMDS-3.3); a lock goes to the
  partnership with the lower total (FMDS-8.2); equal totals score nothing and the
  rotation continues (FMDS-8.3).

  @FMDS-3.3
  Scenario: West goes out and East-West score every pip left
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2 5-5       |
      | West  | 3-1           |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    And West is to play
    When West plays 3-1 on the right end
    Then the hand ends by domino
    And West wins the hand
    And the counts are North 18, East 10, South 10, West 0
    And East-West win the hand with 38 points

  @FMDS-3.3
  Scenario: The winners' own partner's tiles count too
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles         |
      | North | 6-2           |
      | West  | 3-1 4-4       |
      | South | 6-0 2-2       |
      | East  | 5-4 1-0       |
    And North leads
    When North plays 6-2 on the left end
    Then the hand ends by domino
    And North-South win the hand with 32 points

  @FMDS-8.2
  Scenario: The lower partnership total wins a lock even without the lowest player
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 5
    And the hands are:
      | seat  | tiles         |
      | North | 5-1 2-2       |
      | West  | 2-0           |
      | South | 3-2 4-0       |
      | East  | 5-5 4-4 3-3   |
    And North leads
    When North plays 5-1 on the right end
    Then the hand ends by lock
    And the counts are North 4, East 24, South 9, West 2
    And North-South win the hand with 39 points

  @FMDS-8.2
  Scenario: East-West win a lock with the lower total
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 5
    And the hands are:
      | seat  | tiles         |
      | North | 5-1 5-5       |
      | West  | 2-0           |
      | South | 4-4 3-3       |
      | East  | 4-0 3-2       |
    And North leads
    When North plays 5-1 on the right end
    Then the hand ends by lock
    And the counts are North 10, East 9, South 14, West 2
    And East-West win the hand with 35 points

  @FMDS-8.3 @FMDS-4.3
  Scenario: Equal totals in a lock score nothing and the lead moves on
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 5
    And the hands are:
      | seat  | tiles         |
      | North | 5-1 4-0       |
      | West  | 2-0           |
      | South | 3-2           |
      | East  | 4-3           |
    And North leads
    When North plays 5-1 on the right end
    Then the hand ends by void
    And the counts are North 4, East 7, South 5, West 2
    And the hand scores nothing
    And West leads the next hand

  @FMDS-8.3
  Scenario: A tied lock led by East passes the lead to North
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 5
    And the hands are:
      | seat  | tiles         |
      | North | 5-1 4-0       |
      | West  | 2-0           |
      | South | 3-2           |
      | East  | 4-3           |
    And East leads
    And North is to play
    When North plays 5-1 on the right end
    Then the hand scores nothing
    And North leads the next hand
