Feature: NDF records of an infraction committed more than once in a hand
  Each general pass its maker did not announce before the next tile is fined
  once, so a player who set up two and announced neither is fined twice, and no
  more (NDF-8.1). Each tile put down out of turn is fined once: two tiles, two
  fines, and no third (NDF-6.1). A block line has only a left and a right end: a
  tile played onto any other end is refused (NDF-7.1).

  @NDF-8.1
  Scenario: Two general passes left unannounced are fined twice, and no more
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles           |
      | North | 5-2 2-2 2-1 9-9 |
      | West  | 9-7 8-1         |
      | South | 7-7 6-6         |
      | East  | 9-8 6-4         |
    And North leads
    When North plays 5-2 on the left end
    And West passes
    And South passes
    And East passes
    And North plays 2-2 on the left end
    And West passes
    And South passes
    And East passes
    And North plays 2-1 on the left end
    And the judge records unannounced-general-pass against North
    And the judge records unannounced-general-pass against North
    And the judge records unannounced-general-pass against North
    Then the last action is refused under NDF-8.1
    And North-South are fined 25 points twice under NDF-8.1

  @NDF-6.1
  Scenario: Two tiles put down out of turn are fined twice, and no more
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles       |
      | North | 5-0 4-4     |
      | West  | 9-9 8-8     |
      | South | 7-7 6-6     |
      | East  | 3-1 1-1 2-0 |
    And North leads
    And West is to play
    When East plays 3-1
    And East plays 1-1
    And the judge records out-of-turn against East
    And the judge records out-of-turn against East
    And the judge records out-of-turn against East
    Then the last action is refused under NDF-6.1
    And East-West are fined 25 points twice under NDF-6.1
    And 3-1 lies exposed in front of East
    And 1-1 lies exposed in front of East
    And West is to play

  @NDF-7.1
  Scenario: A tile played onto an up end is refused: a block line has a left and a right end only
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 9-9     |
      | West  | 5-2 6-6 |
      | South | 8-8     |
      | East  | 7-7     |
    And North leads
    And West is to play
    When West plays 5-2 on the up end
    Then the last action is refused under NDF-7.1
    And West holds 2 tiles
    And West is to play
