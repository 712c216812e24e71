Feature: Doral bad pass
  Nobody may pass holding a tile that fits (DORAL-11.1). A bad pass caught
  before the next player plays or passes is taken back (DORAL-11.2); caught
  later it forfeits the hand and 25 points (DORAL-11.3).

  @DORAL-11.1
  Scenario: A pass with a fitting tile is refused and the player must play
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
    When West passes
    Then the last action is refused under DORAL-11.1
    And West is to play
    And the legal plays are 3-1 right
    And no penalty is recorded

  @DORAL-11.1 @DORAL-9.1
  Scenario: A pass without a fitting tile is accepted
    Given the rulebook "doral-partnership"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-6     |
      | West  | 3-1 4-4 |
      | South | 5-2 0-0 |
      | East  | 2-2 1-0 |
    And North leads
    When North passes
    Then every action is accepted
    And West is to play

  @DORAL-11.2
  Scenario: A bad pass caught before the next player acts is taken back
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
    And the judge records bad-pass against West
    Then every action is accepted
    And West is to play
    And the legal plays are 3-1 right
    And the hand is not over
    And no penalty is recorded

  @DORAL-11.2 @DORAL-11.1
  Scenario: A player back on turn after a bad pass caught in time must play, not pass again
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
    And the judge records bad-pass against West
    And West passes
    Then the last action is refused under DORAL-11.1
    And West is to play
    And no penalty is recorded

  @DORAL-11.2 @DORAL-10.1
  Scenario: Asking for the count is not the next player acting
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
    And South asks for the count
    And the judge records bad-pass against West
    Then every action is accepted
    And West is to play
    And no penalty is recorded

  @DORAL-11.3
  Scenario: A bad pass found after the next play forfeits the hand and 25 points
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
    And the counts are North 12, East 5, South 0, West 12
    And North-South win the hand with 29 points
    And East-West are fined 25 points under DORAL-11.3

  @DORAL-11.3
  Scenario: The next player's pass also makes the bad pass cost the hand
    Given the rulebook "doral-partnership"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 2-2     |
      | West  | 3-1 4-4 |
      | South | 6-6 0-0 |
      | East  | 5-1 1-1 |
    And North leads
    And West is to play
    When West passes unnoticed
    And South passes
    And the judge records bad-pass against West
    Then the hand ends by forfeit
    And North-South win the hand with 36 points
    And East-West are fined 25 points under DORAL-11.3

  @DORAL-11.3
  Scenario: A bad pass by North found later costs North-South the hand
    Given the rulebook "doral-partnership"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 2-2 4-3 |
      | West  | 6-6     |
      | South | 6-1 0-0 |
      | East  | 5-1 1-1 |
    And North leads
    When North passes unnoticed
    And West passes
    And the judge records bad-pass against North
    Then the hand ends by forfeit
    And East-West win the hand with 38 points
    And North-South are fined 25 points under DORAL-11.3

  @DORAL-11.3
  Scenario: The 25 points come off the passers and are not given to the opponents, even near 100
    Given the rulebook "doral-partnership"
    And the score is North-South 90, East-West 40
    When the judge records bad-pass against East-West in the match
    Then the score is North-South 90, East-West 15
    And the games in the set stand at North-South 0, East-West 0
    And the match goes on

  @DORAL-11.3
  Scenario: The 25 points can take the passers below zero
    Given the rulebook "doral-partnership"
    And the score is North-South 30, East-West 10
    When North-South win a hand worth 29 points
    And the judge records bad-pass against East-West in the match
    Then the score is North-South 59, East-West -15
    And the match goes on

  @DORAL-11.3
  Scenario: A bad pass recorded in the match takes the 25 points off the passers' game score
    Given the rulebook "doral-partnership"
    And the score is North-South 60, East-West 40
    When the judge records bad-pass against East-West in the match
    Then the score is North-South 60, East-West 15
    And the match goes on
    And the games in the set stand at North-South 0, East-West 0
