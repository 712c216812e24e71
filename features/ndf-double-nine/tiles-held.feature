Feature: NDF tiles a player does not hold
  A player plays only tiles of their own hand (NDF-1.1): a tile put down out of turn,
  which would lie face up in front of its owner (NDF-6.1), or a tile touched, which
  binds its toucher (NDF-5.1), must be one the player holds; otherwise the action is
  refused under NDF-1.1.

  @NDF-1.1 @NDF-6.1
  Scenario: A tile put down out of turn must be one the player holds
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 2-2 2-0 |
      | East  | 5-4 1-0 |
    And North leads
    When South plays 9-9
    Then the last action is refused under NDF-1.1

  @NDF-1.1 @NDF-5.1
  Scenario: A player cannot touch a tile they do not hold
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 2-2 2-0 |
      | East  | 5-4 1-0 |
    And North leads
    When North touches 6-6
    Then the last action is refused under NDF-1.1
