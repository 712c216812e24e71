Feature: Doral players, the shuffle and the deal
  Two partnerships face each other (DORAL-1.1) and keep their partners and
  seats (DORAL-1.2). All 28 tiles are dealt, seven each (DORAL-5.1); a poor
  hand is not redrawn (DORAL-5.2); the team behind shuffles (DORAL-5.3); the
  opponents may ask for a reshuffle (DORAL-5.4); a tile seen during the
  shuffle means a reshuffle (DORAL-6.1), one seen during the draw does not
  (DORAL-7.1).

  @DORAL-1.1 @DORAL-2.1
  Scenario: South's domino wins the hand for North-South
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 5-5 4-4 |
      | West  | 3-3     |
      | South | 2-1     |
      | East  | 1-0 0-0 |
    And North leads
    And South is to play
    When South plays 2-1
    Then the hand ends by domino
    And South wins the hand
    And North-South win the hand with 25 points

  @DORAL-1.1
  Scenario: A player may not play a partner's tile
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 5-5 4-4 |
      | West  | 3-3     |
      | South | 2-1     |
      | East  | 1-0 0-0 |
    And North leads
    When North plays 2-1
    Then the last action is refused under DORAL-1.1
    And North is to play
    And the hand is not over

  @DORAL-1.2
  Scenario: A change of seat costs what the judge rules
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 5-5 4-4 |
      | West  | 3-3     |
      | South | 2-1     |
      | East  | 1-0 0-0 |
    And North leads
    When the judge records changed-seat against East and takes 25 points
    Then the judge's deduction comes off East-West's partnership score under DORAL-1.2
    And the hand is not over

  @DORAL-1.2
  Scenario: A change of seat carries nothing the judge does not rule
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 5-5 4-4 |
      | West  | 3-3     |
      | South | 2-1     |
      | East  | 1-0 0-0 |
    And North leads
    When the judge records changed-seat against North
    Then no penalty is recorded
    And no sanction is recorded
    And North is to play

  @DORAL-5.1 @DORAL-8.1
  Scenario: All 28 tiles are dealt, seven to each player
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    Then North is to play
    And North holds 7 tiles
    And West holds 7 tiles
    And South holds 7 tiles
    And East holds 7 tiles

  @DORAL-5.1 @DORAL-9.1
  Scenario: Nobody draws: a player who cannot play passes and keeps seven tiles
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    When North plays 6-6
    And West passes
    Then every action is accepted
    And West holds 7 tiles
    And North holds 6 tiles
    And South is to play

  @DORAL-5.2
  Scenario: Six doubles in one hand are no reason to redraw
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    When the judge records redraw-request against North
    Then no penalty is recorded
    And no sanction is recorded
    And the hand is not over
    And North is to play

  @DORAL-5.2
  Scenario: A hand void in fives and sixes is played as drawn
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    When the judge records redraw-request against West
    And North plays 6-6
    Then every action is accepted
    And no sanction is recorded
    And West is to play

  @DORAL-5.3
  Scenario: The partnership behind in the game shuffles
    Given the rulebook "doral-partnership"
    And the score is North-South 30, East-West 30
    When East-West win a hand worth 20 points
    Then the score is North-South 30, East-West 50
    And North-South shuffle for the next hand

  @DORAL-5.3
  Scenario: The partnership ahead does not shuffle
    Given the rulebook "doral-partnership"
    And the score is North-South 70, East-West 20
    Then East-West shuffle for the next hand

  @DORAL-5.3
  Scenario: At the start of a new game the losers of the last one shuffle
    Given the rulebook "doral-partnership"
    And the score is North-South 0, East-West 0
    When North-South win a game
    Then the score is North-South 0, East-West 0
    And East-West shuffle for the next hand

  @DORAL-5.3
  Scenario: When a hand levels the game score the side that lost that hand shuffles
    Given the rulebook "doral-partnership"
    And the score is North-South 10, East-West 30
    When North-South win a hand worth 20 points
    Then the score is North-South 30, East-West 30
    And East-West shuffle for the next hand

  @DORAL-5.3
  Scenario: Before anything is scored nobody is behind
    Given the rulebook "doral-partnership"
    And the score is North-South 0, East-West 0
    Then no partnership is due to shuffle

  @DORAL-5.4 @DORAL-8.1
  Scenario: The opponents' request for a reshuffle deals the first hand again
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    And South shuffled
    When the judge records reshuffle-request against East
    Then the tiles are reshuffled under DORAL-5.4
    And no penalty is recorded
    And the next hand opens with the double six

  @DORAL-5.4 @DORAL-8.2
  Scenario: After a reshuffle the same partnership still leads
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 5-5 |
      | West  | 3-1 2-2 |
      | South | 4-4 6-0 |
      | East  | 1-0 5-3 |
    And East-West won the last hand
    And East shuffled
    When the judge records reshuffle-request against North
    Then the tiles are reshuffled under DORAL-5.4
    And either player of East-West leads the next hand

  @DORAL-6.1
  Scenario: A tile seen during the shuffle means a new shuffle
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    When the judge records exposed-in-shuffle against South
    Then the tiles are reshuffled under DORAL-6.1
    And no penalty is recorded
    And the hand scores nothing

  @DORAL-7.1
  Scenario: A tile seen during the draw is no reason to reshuffle
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    When the judge records exposed-in-draw against South
    Then the hand is not over
    And no sanction is recorded
    And no penalty is recorded
    And South holds 7 tiles
    And North is to play

  @DORAL-7.1
  Scenario: A tile seen during the draw need not be played first
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 5-5 4-4 3-3 2-2 1-1 |
      | West  | 4-3 4-2 4-1 4-0 3-2 3-1 3-0 |
      | South | 6-4 6-3 6-2 6-1 6-0 5-4 5-3 |
      | East  | 5-2 5-1 5-0 2-1 2-0 1-0 0-0 |
    And the double six opens the hand
    When the judge records exposed-in-draw against South
    And North plays 6-6
    And West passes
    Then every action is accepted
    And South is to play
    And the legal plays are 6-4 left, 6-4 right, 6-3 left, 6-3 right, 6-2 left, 6-2 right, 6-1 left, 6-1 right, 6-0 left, 6-0 right
