Feature: All Fives: the down
  Before the first game each player draws a tile and the highest goes down (WCDT-2.1): most
  pips, equal totals going to the higher end, a double ranking no higher than its total. The
  player going down may play any tile (WCDT-2.3), and is advised, not required, to choose a
  double of a strong suit or a counting tile (WCDT-2.4). The down then moves on one player
  clockwise from hand to hand, which in singles means it alternates (WCDT-2.2).

  @WCDT-2.1
  Scenario: Singles: the higher tile goes down
    Given the rulebook "wcdt-all-fives"
    And the players draw for the lead:
      | seat  | tile |
      | North | 6-4  |
      | East  | 6-5  |
    Then East wins the lead

  @WCDT-2.1
  Scenario: Equal totals go to the higher end
    Given the rulebook "wcdt-all-fives"
    And the players draw for the lead:
      | seat  | tile |
      | North | 5-1  |
      | East  | 6-0  |
    Then East wins the lead

  @WCDT-2.1
  Scenario: Most pips win the draw though the other tile has the higher end
    Given the rulebook "wcdt-all-fives"
    And the players draw for the lead:
      | seat  | tile |
      | North | 6-0  |
      | East  | 5-4  |
    Then East wins the lead

  @WCDT-2.1
  Scenario: A double ranks by its total, below a tile with the same total and a higher end
    Given the rulebook "wcdt-all-fives"
    And the players draw for the lead:
      | seat  | tile |
      | North | 4-2  |
      | East  | 3-3  |
    Then North wins the lead

  @WCDT-2.1 @WCDT-1.1
  Scenario: Doubles: four players draw and the highest goes down
    Given the rulebook "wcdt-all-fives"
    And the players draw for the lead:
      | seat  | tile |
      | North | 2-2  |
      | East  | 6-4  |
      | South | 5-5  |
      | West  | 1-0  |
    Then East wins the lead

  @WCDT-2.3
  Scenario: The player going down may play any tile of their hand
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    Then the legal plays are 5-5, 5-0, 5-3, 5-2, 1-1, 6-6, 2-1
    And North is to play

  @WCDT-2.3
  Scenario: Nobody but the player going down plays first
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    When East plays 5-4
    Then the last action is refused under WCDT-2.3
    And North is to play

  @WCDT-2.3
  Scenario: After the down the turn passes to the other player, and nobody plays twice
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
      | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
    And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
    And North leads
    When North plays 5-5
    And North plays 5-0
    Then the last action is refused under WCDT-2.3
    And East is to play

  @should @WCDT-2.4
  Scenario: Advice: a counting tile going down scores at once
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-0 5-3 4-2 3-2 3-1 2-2 2-0 |
      | East  | 6-2 5-5 5-2 4-0 3-3 2-1 1-1 |
    And the bone-yard holds 1-0 6-1 4-1 3-0 6-3 0-0 4-3 5-4 6-4 4-4 5-0 5-1 6-5 6-6
    And North leads
    When North plays 3-2
    Then the last play scores 5
    And the game score is North-South 5, East-West 0

  @should @WCDT-2.4
  Scenario: Advice only: a tile that counts nothing may still go down
    Given the rulebook "wcdt-all-fives"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-0 5-3 4-2 3-2 3-1 2-2 2-0 |
      | East  | 6-2 5-5 5-2 4-0 3-3 2-1 1-1 |
    And the bone-yard holds 1-0 6-1 4-1 3-0 6-3 0-0 4-3 5-4 6-4 4-4 5-0 5-1 6-5 6-6
    And North leads
    When North plays 3-1
    Then every action is accepted
    And the last play scores 0
    And East is to play
