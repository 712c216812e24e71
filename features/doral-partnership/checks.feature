Feature: Doral: engine checks the rulebook does not have
  The Doral rules have no touched-tile rule: a touch commits a player to
  nothing and exposes nothing (the reading of DORAL-13.2). A tile lies face up
  only after a misplay or a play out of turn.

  @DORAL-13.2 @DORAL-0.1
  Scenario: A touched tile need not be played
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 1
    And the hands are:
      | seat  | tiles       |
      | North | 6-5 1-2     |
      | West  | 4-3 2-2     |
      | South | 6-4 3-3 5-5 |
      | East  | 5-2         |
    And North leads
    And North is to play
    When North touches 6-5
    And North plays 1-2 on the right end
    Then every action is accepted
    And the open ends are 6 and 2
    And North holds 1 tiles
    And West is to play

  @DORAL-13.2
  Scenario: A tile touched out of turn does not lie face up
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 1
    And the hands are:
      | seat  | tiles       |
      | North | 6-5 1-2     |
      | West  | 4-3 2-2     |
      | South | 6-4 3-3 5-5 |
      | East  | 5-2         |
    And North leads
    And North is to play
    When South touches 6-4
    And North plays 6-5 on the left end
    Then every action is accepted
    And South holds 3 tiles
    And West is to play
