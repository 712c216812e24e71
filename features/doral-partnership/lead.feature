Feature: Doral who leads, turn order, knocking and the count
  The double-six holder leads the first hand with it (DORAL-8.1); after that
  either player of the partnership that won the last hand leads any tile
  (DORAL-8.2); play goes counter-clockwise (DORAL-8.3). A player who cannot
  play knocks (DORAL-9.1) and only the player to play may ask for the count
  (DORAL-10.1).

  @DORAL-8.1
  Scenario: The holder of the double six leads it
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-5 5-5 4-4 3-3 2-2 1-1 0-0 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 6-6 5-2 5-1 5-0 2-1 2-0 1-0 |
    And the double six opens the hand
    Then East is to play
    And the legal plays are 6-6
    And the hand is not over

  @DORAL-8.1
  Scenario: The double-six holder may not open with another tile
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    When North plays 6-5
    Then the last action is refused under DORAL-8.1
    And North is to play

  @DORAL-8.1
  Scenario: Nobody but the double-six holder may open the first hand
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    When South plays 6-4
    Then the last action is refused under DORAL-8.1
    And North is to play
    And South holds 7 tiles

  @DORAL-8.1 @DORAL-8.3
  Scenario: After the double six the player on the leader's right plays
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    When North plays 6-6
    Then every action is accepted
    And the open ends are 6 and 6
    And the open ends are 6 and 6
    And West is to play

  @DORAL-8.2
  Scenario: The partner of the named leader may lead instead
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 5-5 |
      | West  | 3-1 2-2 |
      | South | 4-4 6-0 |
      | East  | 1-0 5-3 |
    And East-West won the last hand
    And East leads
    When West plays 3-1
    Then every action is accepted
    And the open ends are 3 and 1
    And South is to play

  @DORAL-8.2
  Scenario: A winner leads any tile, double or not
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 5-5 |
      | West  | 3-1 2-2 |
      | South | 4-4 6-0 |
      | East  | 1-0 5-3 |
    And East-West won the last hand
    Then East is to play
    And the legal plays are 5-3, 1-0
    When East plays 1-0
    Then every action is accepted
    And North is to play

  @DORAL-8.2
  Scenario: The losers of the last hand may not lead
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 5-5 |
      | West  | 3-1 2-2 |
      | South | 4-4 6-0 |
      | East  | 1-0 5-3 |
    And East-West won the last hand
    When North plays 6-6
    Then the last action is refused under DORAL-8.2
    And North holds 2 tiles

  @DORAL-8.2 @DORAL-2.1
  Scenario: After East goes out either player of East-West leads next
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles |
      | North | 5-5   |
      | West  | 2-2   |
      | South | 3-3   |
      | East  | 6-1   |
    And North leads
    And East is to play
    When East plays 6-1
    Then the hand ends by domino
    And East-West win the hand with 20 points
    And either player of East-West leads the next hand

  @DORAL-8.3
  Scenario: Only the player to play may pass
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    When North plays 6-6
    And East passes
    Then the last action is refused under DORAL-8.3
    And West is to play

  @DORAL-8.3
  Scenario: The turn goes North, West, South, East
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 1
    And the hands are:
      | seat  | tiles   |
      | North | 6-5 0-0 |
      | West  | 5-4 1-0 |
      | South | 4-3 2-2 |
      | East  | 3-2 1-1 |
    And North leads
    When the play goes:
      | seat  | action | tile | end  |
      | North | play   | 6-5  | left |
      | West  | play   | 5-4  | left |
      | South | play   | 4-3  | left |
      | East  | play   | 3-2  | left |
    Then every action is accepted
    And North is to play

  @DORAL-9.1
  Scenario: A player who cannot play knocks and the turn moves on
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 6
    And the hands are:
      | seat  | tiles   |
      | North | 6-5 1-1 |
      | West  | 4-3 2-2 |
      | South | 6-4 3-3 |
      | East  | 5-2 0-0 |
    And North leads
    And West is to play
    When West passes
    Then every action is accepted
    And South is to play

  @DORAL-9.1 @DORAL-11.1
  Scenario: There is nothing to knock for before the lead
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles   |
      | North | 6-5 1-1 |
      | West  | 4-3 2-2 |
      | South | 6-4 3-3 |
      | East  | 5-2 0-0 |
    And North leads
    When North passes
    Then the last action is refused under DORAL-11.1
    And North is to play

  @DORAL-10.1
  Scenario: The player to play may ask for the count
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 6
    And the hands are:
      | seat  | tiles       |
      | North | 6-5 1-1     |
      | West  | 4-3 2-2     |
      | South | 6-4 3-3 5-5 |
      | East  | 5-2         |
    And North leads
    And West is to play
    When West asks for the count
    Then every action is accepted
    And North holds 2 tiles
    And South holds 3 tiles
    And East holds 1 tiles
    And West is to play

  @DORAL-10.1
  Scenario: A player may not ask for the count out of turn
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 6
    And the hands are:
      | seat  | tiles       |
      | North | 6-5 1-1     |
      | West  | 4-3 2-2     |
      | South | 6-4 3-3 5-5 |
      | East  | 5-2         |
    And North leads
    And West is to play
    When South asks for the count
    Then the last action is refused under DORAL-10.1
    And West is to play
