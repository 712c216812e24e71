Feature: Doral judge's records checked against the table
  A bad pass record needs a pass by that player made while holding a tile that
  fitted (DORAL-11.2, DORAL-11.3). A reshuffle may be asked for only before the
  draw, by the partnership that did not shuffle (DORAL-5.4). A judge cuts a
  match's remaining games only after its first game (DORAL-15.2).

  @DORAL-11.3
  Scenario: A bad pass record needs a pass
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
    When the judge records bad-pass against West
    Then the last action is refused under DORAL-11.3
    And the hand is not over
    And no penalty is recorded

  @DORAL-11.3
  Scenario: A pass made with no tile that fitted is no bad pass
    Given the rulebook "doral-partnership"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-6     |
      | West  | 2-1 4-4 |
      | South | 5-2 0-0 |
      | East  | 2-2 1-0 |
    And North leads
    And West is to play
    When West passes
    And South plays 5-2
    And the judge records bad-pass against West
    Then the last action is refused under DORAL-11.3
    And the hand is not over
    And no penalty is recorded

  @DORAL-11.2
  Scenario: A bad pass caught in time gives the turn back only to the player who passed
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
    And the judge records bad-pass against South
    Then the last action is refused under DORAL-11.3
    And South is to play

  @DORAL-5.4
  Scenario: The shuffling partnership may not ask for a reshuffle
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    And South shuffled
    When the judge records reshuffle-request against North
    Then the last action is refused under DORAL-5.4
    And no sanction is recorded
    And the hand is not over

  @DORAL-5.4
  Scenario: No reshuffle once play has begun
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    And South shuffled
    When North plays 6-6
    And the judge records reshuffle-request against East
    Then the last action is refused under DORAL-5.4
    And no sanction is recorded
    And the hand is not over

  @DORAL-5.4
  Scenario: A reshuffle request needs to know who shuffled
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    When the judge records reshuffle-request against East
    Then the last action is refused under DORAL-5.4
    And no sanction is recorded

  @DORAL-15.2
  Scenario: No cut during the first game
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    And the score is North-South 30, East-West 20
    When the judge cuts the match to 1 more games
    Then the last action is refused under DORAL-15.2
    And the match goes on

  @DORAL-15.2
  Scenario: A cut after the first game is accepted
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    And the games in the set are North-South 0, East-West 1
    And the score is North-South 30, East-West 20
    When the judge cuts the match to 1 more games
    And North-South win a game
    Then the match goes on
    When East-West win a game
    Then East-West win the match
    And the match is decided under DORAL-15.2
