Feature: Doral conduct: slow play, being on time, slapping, cheating and no coding
  A judge records the infraction; what follows is what the guide attaches to
  it: a disqualified or expelled player's partnership loses the match
  (DORAL-15.3, DORAL-16.1, DORAL-16.2, DORAL-18.2), broken tiles are paid for
  (DORAL-17.1), a disrupted layout nobody can agree on forfeits the hand
  (DORAL-17.2), cheating can forfeit the game (DORAL-18.1), and talking while
  the judge has put the no-coding rule in force costs what the judge rules
  (DORAL-19.1, DORAL-19.2).

  @DORAL-15.3
  Scenario: A player disqualified for slow play loses the match for the partnership
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 0
    And the score is North-South 50, East-West 20
    When the judge records slow-play against North-South in the match
    Then East-West win the match
    And the match is decided under DORAL-15.3

  @DORAL-15.3
  Scenario: Disqualifying a slow East-West player hands North-South the match
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 1
    And the score is North-South 10, East-West 80
    When the judge records slow-play against East-West in the match
    Then North-South win the match
    And the match is decided under DORAL-15.3

  @DORAL-16.1
  Scenario: A player disqualified for leaving the building loses the match
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    And the score is North-South 0, East-West 0
    When the judge records left-the-building against East-West in the match
    Then North-South win the match
    And the match is decided under DORAL-16.1

  @DORAL-16.1
  Scenario: Nothing is played after a disqualification
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 1
    And the score is North-South 40, East-West 40
    When the judge records left-the-building against North-South in the match
    And North-South win a game
    Then East-West win the match
    And the sets stand at North-South 1, East-West 1

  @DORAL-16.2
  Scenario: A player disqualified for arriving late loses the match for the partnership
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 0
    And the score is North-South 60, East-West 10
    When the judge records lateness against North-South in the match
    Then East-West win the match
    And the match is decided under DORAL-16.2

  @DORAL-16.2
  Scenario: A late East-West player's disqualification falls on the partnership, with no fine
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 5-5 4-4 |
      | South | 3-3 0-0 |
      | East  | 5-3 1-1 |
    And North leads
    When the judge records lateness against East
    Then East-West are sanctioned with expulsion under DORAL-16.2
    And no penalty is recorded

  @DORAL-17.1
  Scenario: Broken tiles are paid for and the scores are untouched
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the judge records broken-dominoes against East
    Then no penalty is recorded
    And no sanction is recorded
    And the hand is not over
    And North is to play

  @DORAL-17.1
  Scenario: Play goes on after broken tiles are replaced
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the judge records broken-dominoes against North
    And North plays 6-4
    Then every action is accepted
    And no penalty is recorded
    And West is to play

  @DORAL-17.2 @DORAL-8.2
  Scenario: A disrupted layout nobody can agree on forfeits the hand
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the judge records disrupted-layout against East but the other players do not all agree
    Then the hand ends by forfeit
    And the counts are North 12, East 8, South 11, West 6
    And North-South win the hand with 37 points
    And no penalty is recorded
    And either player of North-South leads the next hand

  @DORAL-17.2
  Scenario: North-South disrupting the layout hand the hand to East-West
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When North plays 6-4
    And the judge records disrupted-layout against South but the other players do not all agree
    Then the hand ends by forfeit
    And East-West win the hand with 27 points

  @DORAL-17.2
  Scenario: A disrupted layout the players agree on is put back and play goes on
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When North plays 6-4
    And the judge records disrupted-layout against South
    And West passes
    Then every action is accepted
    And the hand is not over
    And no penalty is recorded
    And no sanction is recorded
    And South is to play

  @DORAL-18.1
  Scenario: Cheating found by the judge forfeits the game, not only the hand's pips
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the judge records cheating against West
    Then the hand ends by forfeit
    And East-West are sanctioned with forfeit-game under DORAL-18.1
    And North-South win the hand with 0 points
    And no penalty is recorded

  @DORAL-18.1 @DORAL-3.1
  Scenario: A game forfeited for cheating goes to the opponents and counts in the set
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    And the games in the set are North-South 1, East-West 1
    And the score is North-South 30, East-West 90
    When the judge records cheating against East-West in the match
    Then the games in the set stand at North-South 2, East-West 1
    And the score is North-South 0, East-West 0
    And the match goes on

  @DORAL-18.1 @DORAL-4.1
  Scenario: A game forfeited for cheating can decide the set and the match
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 1
    And the games in the set are North-South 2, East-West 2
    And the score is North-South 95, East-West 10
    When the judge records cheating against North-South in the match
    Then East-West win the match
    And the match is decided under DORAL-4.1

  @DORAL-18.1
  Scenario: No tile is played after a hand forfeited for cheating
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the judge records cheating against South
    And North plays 6-4
    Then the last action is refused under DORAL-8.3
    And the hand ends by forfeit

  @DORAL-18.2
  Scenario: A cheat expelled from the tournament loses the match for the partnership
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 0
    And the score is North-South 0, East-West 0
    When the judge records cheating-expulsion against North-South in the match
    Then East-West win the match
    And the match is decided under DORAL-18.2

  @DORAL-18.2
  Scenario: An expulsion ends the match whatever the sets
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 1
    And the games in the set are North-South 0, East-West 2
    And the score is North-South 30, East-West 90
    When the judge records cheating-expulsion against East-West in the match
    Then North-South win the match
    And the match is decided under DORAL-18.2

  @DORAL-19.1 @DORAL-19.2
  Scenario: Talking under the no-coding rule costs what the judge rules, charged to the talker's partnership
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the judge records no-coding against North
    And North plays 6-4
    And the judge records coding against North and takes 20 points
    Then the judge's deduction comes off North-South's partnership score under DORAL-19.1
    And no sanction is recorded
    And the hand is not over
    And West is to play

  @DORAL-19.1 @DORAL-19.2
  Scenario: Talk is no infraction before the judge puts the no-coding rule in force
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When North plays 6-4
    And the judge records coding against North and takes 20 points
    Then the last action is refused under DORAL-19.1
    And no penalty is recorded

  @DORAL-19.2
  Scenario: Putting the no-coding rule in force changes no score and stops no play
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the judge records no-coding against East
    And North plays 6-4
    And West passes
    Then every action is accepted
    And no penalty is recorded
    And no sanction is recorded
    And South is to play

  @DORAL-19.1 @DORAL-10.1
  Scenario: Under the no-coding rule the player on turn may still ask for the count
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the judge records no-coding against North
    And North asks for the count
    Then every action is accepted
    And no penalty is recorded
    And North is to play

  @DORAL-19.1 @DORAL-10.1
  Scenario: Under the no-coding rule a count asked out of turn is still refused
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the judge records no-coding against North
    And South asks for the count
    Then the last action is refused under DORAL-10.1

  @DORAL-19.1 @DORAL-8.2
  Scenario: Under the no-coding rule either winner may still pose
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 5-5 |
      | West  | 3-1 2-2 |
      | South | 4-4 6-0 |
      | East  | 1-0 5-3 |
    And East-West won the last hand
    When the judge records no-coding against North
    And West plays 3-1
    Then every action is accepted
    And South is to play

  @DORAL-19.1 @DORAL-18.1
  Scenario: A judge who finds the talk was cheating forfeits the game under the cheating rule
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the judge records no-coding against North
    And North plays 6-4
    And the judge records cheating against West
    Then the hand ends by forfeit
    And East-West are sanctioned with forfeit-game under DORAL-18.1

  @DORAL-10.1
  Scenario: Asking for the count on one's own turn is no offence and leaves play as it was
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When North asks for the count
    Then every action is accepted
    And the hand is not over
    And no penalty is recorded
    And West holds 2 tiles

  @DORAL-19.1
  Scenario: An East-West player's talk under the no-coding rule is charged to East-West and play goes on
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the judge records no-coding against North
    And North plays 6-4
    And the judge records coding against West and takes 30 points
    Then the judge's deduction comes off East-West's partnership score under DORAL-19.1
    And the hand is not over
    And West is to play

  @DORAL-19.1
  Scenario: A spectator's talk to a player is no player's infraction, and nothing is charged
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the judge records no-coding against North
    And North plays 6-4
    And the judge records coding by a spectator who talked to West
    Then the last action is refused under DORAL-19.1
    And no penalty is recorded
    And no sanction is recorded
    And West is to play

  @DORAL-0.1
  Scenario: A situation the guide does not cover costs what the judge rules, charged to the offenders
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the judge rules 10 points against East's partnership
    Then the judge's deduction comes off East-West's partnership score under DORAL-0.1
    And no sanction is recorded
    And the hand is not over
    And North is to play

  @DORAL-0.1
  Scenario: A judge's award for an unlisted situation goes to the partnership named
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 1-1 |
      | West  | 3-3 0-0 |
      | South | 5-5 1-0 |
      | East  | 2-2 4-0 |
    And North leads
    When the judge awards 15 points to South's partnership
    Then the judge's ruling goes to North-South's score under DORAL-0.1
    And the hand is not over
