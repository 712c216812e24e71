Feature: NDF requests the block game has no use for, and what a record refers to
  The game is played from a deal of the double-nine set (NDF-1.1). A match goes
  to 150 points (NDF-1.3), whatever length an event gives the matches of other games. A request
  asking for what the game does not have (a draw: there is no bone-yard) is refused as a whole. A tile touched in turn that fits
  binds its owner (NDF-5.1); a bad-pass record refers to the offender's own pass (NDF-4.2), and a
  reference to an action the hand refused is a reference to no pass at all. A table result of the
  Swiss rounds (NDF-1.2) has two sides and their two scores, and a pairing history entry the two
  who met: anything else is refused as a whole.

  @NDF-1.1
  Scenario: A deal that leaves a tile of the set out is refused
    Given the rulebook "ndf-double-nine"
    And the hands are:
      | seat  | tiles                                   |
      | North | 9-8 9-7 9-5 9-2 9-1 8-8 8-3 6-2 5-2 3-1 |
      | West  | 9-6 9-4 7-4 7-3 7-2 5-3 3-3 2-2 2-1 1-0 |
      | South | 9-9 8-6 7-0 6-4 6-1 4-1 3-2 3-0 2-0 0-0 |
      | East  | 9-0 8-1 7-1 6-6 6-3 6-0 5-4 4-4 4-3 1-1 |
    And the undealt tiles are 9-3 8-7 8-5 8-4 8-2 8-0 7-7 7-6 7-5 6-5 5-5 5-1 5-0 4-2, the deal complete or not
    And North leads
    Then the hand request is refused

  @NDF-1.1
  Scenario: Nobody draws in the block game: a draw is refused as a whole
    Given the rulebook "ndf-double-nine"
    And North holds 5-5 9-8
    And West holds 6-6 4-3
    And North leads
    When North draws
    Then the hand request is refused

  @NDF-1.3
  Scenario: A match to 150 points takes no match length from the event
    Given the rulebook "ndf-double-nine"
    And the event plays single-game matches
    And the score is North-South 100, East-West 40
    When North-South win a hand worth 30 points
    Then the match is refused

  @NDF-1.3
  Scenario: A match to 150 points is played in no sets
    Given the rulebook "ndf-double-nine"
    And the score is North-South 100, East-West 40
    When North-South win a hand worth 30 points
    Then the score is North-South 130, East-West 40
    And the match is played in no sets

  @NDF-5.1
  Scenario: A touched tile that fits binds its owner, and playing it frees them
    Given the rulebook "ndf-double-nine"
    And North holds 5-5 9-8
    And West holds 6-6 4-3
    And North leads
    When North touches 5-5
    Then the touched 5-5 must be played now
    And North must play 5-5

  @NDF-5.1
  Scenario: Nobody is bound before a tile is touched, nor once it is played
    Given the rulebook "ndf-double-nine"
    And North holds 5-5 9-8
    And West holds 6-6 4-3 5-1
    And North leads
    When North touches 5-5
    And North plays 5-5
    Then every action is accepted
    And no touched tile must be played
    And West is to play

  @NDF-4.2
  Scenario: A record referring to a refused action refers to no pass
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 9-9     |
      | West  | 3-1 6-6 |
      | South | 8-8     |
      | East  | 7-7     |
    And North leads
    And West is to play
    When West passes unnoticed
    And South plays 9-9
    And the judge records pass-with-playable against West for action 2
    Then no penalty is recorded

  @NDF-1.2
  Scenario: A table result names two sides, not three
    Given the rulebook "ndf-double-nine"
    And the entrants in entry order are A, B, C, D
    And a result is recorded between A, B and C, three sides
    Then the standings are refused

  @NDF-1.2
  Scenario: A table result gives its scores or who forfeited
    Given the rulebook "ndf-double-nine"
    And the entrants in entry order are A, B, C, D
    And a result between A and B is recorded with no scores
    Then the standings are refused

  @NDF-1.2
  Scenario: A table result gives two scores, one a side
    Given the rulebook "ndf-double-nine"
    And the entrants in entry order are A, B, C, D
    And a result between A and B is recorded with the scores 150, 90, 10
    Then the standings are refused

  @NDF-1.2
  Scenario: A pairing history entry names the two who met
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 2    | 300    |
      | B       | 2    | 250    |
      | C       | 1    | 400    |
      | D       | 0    | 100    |
    And A, B and C are recorded as having met
    Then the pairing is refused
