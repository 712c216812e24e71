Feature: NDF game, set and table
  The partnership block game with a double-nine set: ten tiles a player,
  partners facing each other, no drawing (NDF-1.1); the winners of a hand
  take every pip still held at the table (NDF-1.6).

  @NDF-1.1
  Scenario: A full hand of ten tiles shrinks by one with each play
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles                                         |
      | North | 9-9 9-8 9-7 9-6 9-5 9-4 9-3 9-2 9-1 9-0       |
      | West  | 8-8 8-7 8-6 8-5 8-4 8-3 8-2 8-1 8-0 7-7       |
      | South | 7-6 7-5 7-4 7-3 7-2 7-1 7-0 6-6 6-5 6-4       |
      | East  | 6-3 6-2 6-1 6-0 5-5 5-4 5-3 5-2 5-1 5-0       |
    And North leads
    When North plays 9-9
    Then every action is accepted
    And North holds 9 tiles
    And West holds 10 tiles
    And East holds 10 tiles

  @NDF-1.1
  Scenario: Nobody may play a tile that is not in their hand
    Given the rulebook "ndf-double-nine"
    And North holds 6-4 5-5
    And West holds 3-3 2-1
    And North leads
    When North plays 3-3
    Then the last action is refused under NDF-1.1

  @NDF-1.1 @NDF-4.1
  Scenario: A blocked player passes and draws nothing
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-1 4-4 |
      | West  | 9-9 8-8 |
      | South | 7-7 6-6 |
      | East  | 3-2 0-0 |
    And North leads
    And West is to play
    When West passes
    Then every action is accepted
    And West holds 2 tiles
    And South is to play

  @NDF-1.1 @NDF-1.6
  Scenario: A partner going out wins the hand for the player facing them
    Given the rulebook "ndf-double-nine"
    And the open ends are 4 and 0
    And the hands are:
      | seat  | tiles |
      | North | 3-3   |
      | West  | 6-1   |
      | South | 4-1   |
      | East  | 2-2   |
    And North leads
    And South is to play
    When South plays 4-1
    Then the hand ends by domino
    And South wins the hand
    And North-South win the hand with 17 points
