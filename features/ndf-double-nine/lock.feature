Feature: NDF locked hands
  A hand nobody can continue goes to the lowest single count (NDF-9.1);
  a tie across partnerships voids it (NDF-9.2).

  @NDF-9.1 @NDF-1.6
  Scenario: A lock goes to the player with the fewest pips
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 5
    And the hands are:
      | seat  | tiles   |
      | North | 5-4 9-9 |
      | East  | 8-8     |
      | South | 1-0     |
      | West  | 7-7     |
    And North leads
    When North plays 5-4 on the left end
    Then the hand ends by lock
    And South wins the hand
    And North-South win the hand with 49 points

  @NDF-9.1
  Scenario: The lowest single count wins even when the partners' total is higher
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 5
    And the hands are:
      | seat  | tiles   |
      | North | 1-1     |
      | West  | 6-0     |
      | South | 8-8 7-7 |
      | East  | 5-4 3-2 |
    And South leads
    And East is to play
    When East plays 5-4
    Then the hand ends by lock
    And the counts are North 2, East 5, South 30, West 6
    And North wins the hand
    And North-South win the hand with 43 points

  @NDF-9.1 @NDF-9.2
  Scenario: Partners sharing the lowest count win the lock for their partnership, and no single player is named
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 5
    And the hands are:
      | seat  | tiles   |
      | North | 5-4 2-0 |
      | East  | 8-8     |
      | South | 1-1     |
      | West  | 7-7     |
    And North leads
    When North plays 5-4 on the left end
    Then the hand ends by lock
    And the counts are North 2, East 16, South 2, West 14
    And no single player wins the hand
    And North-South win the hand with 34 points

  @NDF-9.1
  Scenario: The hand goes on while any player can still play
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 5
    And the hands are:
      | seat  | tiles   |
      | North | 1-1     |
      | West  | 6-4     |
      | South | 8-8 7-7 |
      | East  | 5-4 3-2 |
    And South leads
    And East is to play
    When East plays 5-4
    Then the hand is not over
    And North is to play
    And there is no legal play

  @NDF-9.2
  Scenario: Equal lowest counts on both sides void the hand
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 5
    And the hands are:
      | seat  | tiles   |
      | North | 5-4 2-1 |
      | West  | 8-8     |
      | South | 9-9     |
      | East  | 3-0     |
    And North leads
    When North plays 5-4
    Then the hand ends by void
    And the counts are North 3, East 3, South 18, West 16
    And the hand scores nothing
    And West leads the next hand

  @NDF-9.2
  Scenario: Partners sharing the lowest count win the lock for their side
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 5
    And the hands are:
      | seat  | tiles   |
      | North | 5-4 2-1 |
      | West  | 6-6     |
      | South | 3-0     |
      | East  | 9-1     |
    And North leads
    When North plays 5-4
    Then the hand ends by lock
    And the counts are North 3, East 10, South 3, West 12
    And North-South win the hand with 28 points

  @NDF-9.2
  Scenario: A three-way tie across the partnerships still voids the hand
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 5
    And the hands are:
      | seat  | tiles   |
      | North | 5-4 3-1 |
      | West  | 8-8     |
      | South | 2-2     |
      | East  | 1-1 2-0 |
    And North leads
    When North plays 5-4 on the right end
    Then the hand ends by void
    And the counts are North 4, East 4, South 4, West 16
    And the hand scores nothing
