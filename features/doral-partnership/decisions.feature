Feature: Doral hands with the rule that decided them
  The reply names the rule behind a hand's end: a block goes to the lowest single
  player (DORAL-12.1), a block tied between the partnerships is dealt again
  (DORAL-12.2), and a bad pass found too late costs the hand (DORAL-11.3), not
  the usual scoring rule.

  @DORAL-12.1
  Scenario: A block is decided under the rule of the lowest single player
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
    And the hand is decided under DORAL-12.1

  @DORAL-12.2
  Scenario: A tied block is dealt again under DORAL-12.2
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
    And the hand is decided under DORAL-12.2

  @DORAL-11.3
  Scenario: A hand lost to a bad pass is decided under the bad-pass rule, not the scoring rule
    Given the rulebook "doral-partnership"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-6     |
      | West  | 3-1 4-4 |
      | South | 5-2 0-0 |
      | East  | 2-2 1-0 |
    And North leads
    And West is to play
    When West passes unnoticed
    And South plays 5-2
    And the judge records bad-pass against West
    Then the hand ends by forfeit
    And the hand is decided under DORAL-11.3
