Feature: FMD singles: conduct, judges and the deal
  Conduct clauses name no sanction of their own: a judge who records the
  infraction sets it (FMDS-18.1), and the engine applies what the judge records.
  A tile shown or too many tiles seen at the deal is in deal-records.feature (extra
  tiles not looked at in extra-tiles.feature); admission, suspension and recording
  errors.

  Background:
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads

  @FMDS-1.1
  Scenario: A judge's deduction for an ineligible player comes off the offender's own record
    When the judge records ineligible-player against East and takes 50 points
    Then the judge's deduction comes off East's own record under FMDS-1.1
    And no sanction is recorded
    And the hand is not over

  @FMDS-1.1
  Scenario: An ineligible player recorded with no points set carries no fixed fine
    When the judge records ineligible-player against West
    Then no penalty is recorded
    And no sanction is recorded
    And North is to play

  @FMDS-6.1
  Scenario: A judge's deduction for hands above the table comes off the offender's own record
    When the judge records hands-above-table against South and takes 25 points
    Then the judge's deduction comes off South's own record under FMDS-6.1
    And no sanction is recorded
    And the hand is not over

  @FMDS-6.1
  Scenario: Hands above the table recorded with no points set carry no fixed fine
    When the judge records hands-above-table against East
    Then no penalty is recorded
    And no sanction is recorded
    And North is to play

  @FMDS-7.1
  Scenario: A judge's deduction for a player not facing the centre comes off the offender's own record
    When the judge records not-facing-centre against West and takes 10 points
    Then the judge's deduction comes off West's own record under FMDS-7.1
    And no sanction is recorded
    And the hand is not over

  @FMDS-7.1
  Scenario: A player not facing the centre recorded with no points set carries no fixed fine
    When the judge records not-facing-centre against North
    Then no penalty is recorded
    And no sanction is recorded
    And North is to play

  @FMDS-11.1
  Scenario: A judge's deduction for alcohol at the table comes off the offender's own record
    When the judge records alcohol against North and takes 25 points
    Then the judge's deduction comes off North's own record under FMDS-11.1
    And no sanction is recorded
    And the hand is not over

  @FMDS-11.1
  Scenario: Alcohol at the table recorded with no points set carries no fixed fine
    When the judge records alcohol against South
    Then no penalty is recorded
    And no sanction is recorded
    And North is to play

  @FMDS-12.1
  Scenario: A judge's deduction for eating or smoking comes off the offender's own record
    When the judge records eating-or-smoking against East and takes 15 points
    Then the judge's deduction comes off East's own record under FMDS-12.1
    And no sanction is recorded
    And the hand is not over

  @FMDS-12.1
  Scenario: Eating or smoking recorded with no points set carries no fixed fine
    When the judge records eating-or-smoking against North
    Then no penalty is recorded
    And no sanction is recorded
    And North is to play

  @FMDS-16.1
  Scenario: Only the player whose turn it is may ask for the score: East asking on North's turn is refused
    When East asks for the score
    Then the last action is refused under FMDS-16.1
    And North is to play

  @FMDS-16.1
  Scenario: The player whose turn it is may ask for the score, before and after a play
    When North asks for the score
    And North plays 6-2 on the left end
    And West asks for the score
    Then every action is accepted
    And West is to play

  @FMDS-16.1
  Scenario: Asking for the tile count is not asking for the score: any seat may ask it
    When East asks for the count
    Then every action is accepted
    And North is to play

  @FMDS-16.1
  Scenario: A judge's deduction for asking for the score out of turn comes off the offender's own record
    When the judge records score-out-of-turn against West and takes 5 points
    Then the judge's deduction comes off West's own record under FMDS-16.1
    And no sanction is recorded
    And the hand is not over

  @FMDS-16.1
  Scenario: Asking for the score out of turn recorded with no points set carries no fixed fine
    When the judge records score-out-of-turn against East
    Then no penalty is recorded
    And no sanction is recorded
    And North is to play

  @FMDS-18.1
  Scenario: A judge's deduction for a protest comes off the offender's own record
    When the judge records protest against South and takes 20 points
    Then the judge's deduction comes off South's own record under FMDS-18.1
    And no sanction is recorded
    And the hand is not over

  @FMDS-18.1
  Scenario: A protest recorded with no points set carries no fixed fine
    When the judge records protest against West
    Then no penalty is recorded
    And no sanction is recorded
    And North is to play

  @FMDS-20.1
  Scenario: A judge's deduction for slapping the tiles comes off the offender's own record
    When the judge records misconduct against North and takes 30 points
    Then the judge's deduction comes off North's own record under FMDS-20.1
    And no sanction is recorded
    And the hand is not over

  @FMDS-20.1
  Scenario: Slapping the tiles recorded with no points set carries no fixed fine
    When the judge records misconduct against East
    Then no penalty is recorded
    And no sanction is recorded
    And North is to play

  @FMDS-20.2
  Scenario: A judge's deduction for dark glasses comes off the offender's own record
    When the judge records dark-glasses against South and takes 10 points
    Then the judge's deduction comes off South's own record under FMDS-20.2
    And no sanction is recorded
    And the hand is not over

  @FMDS-20.2
  Scenario: Dark glasses recorded with no points set carries no fixed fine
    When the judge records dark-glasses against North
    Then no penalty is recorded
    And no sanction is recorded
    And North is to play

  @FMDS-20.3
  Scenario: A judge's deduction for a signal to the partner comes off the offender's own record
    When the judge records signal against East and takes 50 points
    Then the judge's deduction comes off East's own record under FMDS-20.3
    And no sanction is recorded
    And the hand is not over

  @FMDS-20.3
  Scenario: A signal to the partner recorded with no points set carries no fixed fine
    When the judge records signal against South
    Then no penalty is recorded
    And no sanction is recorded
    And North is to play

  @FMDS-25.1
  Scenario: A judge's deduction for a substitute comes off the offender's own record
    When the judge records substitute against West and takes 100 points
    Then the judge's deduction comes off West's own record under FMDS-25.1
    And no sanction is recorded
    And the hand is not over

  @FMDS-25.1
  Scenario: A substitute recorded with no points set carries no fixed fine
    When the judge records substitute against South
    Then no penalty is recorded
    And no sanction is recorded
    And North is to play

  @FMDS-21.1
  Scenario: A judge's ruling on an unlisted situation stands as recorded
    When the judge rules 25 points against West's partnership
    Then the judge's ruling goes to East-West's score under FMDS-21.1
    And the hand is not over

  @FMDS-21.1
  Scenario: A judge may award points as well
    When the judge awards 10 points to South's partnership
    Then the judge's ruling goes to North-South's score under FMDS-21.1

  @FMDS-1.2
  Scenario: A recording error carries no penalty and changes nothing
    When the judge records recording-error against North
    Then no penalty is recorded
    And no sanction is recorded
    And North is to play

  @FMDS-1.2
  Scenario: Play goes on as announced after a recording error
    When the judge records recording-error against East
    And North plays 6-2 on the left end
    Then every action is accepted
    And West is to play

  @FMDS-22.1
  Scenario: A player refused admission takes no further part
    When the judge records refused-admission against East
    Then East is sanctioned with expulsion under FMDS-22.1
    And no penalty is recorded
    And the hand is decided under FMDS-22.1
    And North-South win the hand with 0 points

  @FMDS-22.1 @FMDS-5.2
  Scenario: The hand is not played on once a player is refused admission: nobody is on turn
    When the judge records refused-admission against East
    And North plays 6-2 on the left end
    Then the last action is refused under FMDS-5.2

  @FMDS-22.1
  Scenario: Refusing admission falls on that player alone
    When the judge records refused-admission against North
    Then North is sanctioned with expulsion under FMDS-22.1

  @FMDS-22.2 @FMDS-23.1
  Scenario: A suspended player loses the match in progress
    When the judge records suspension against West
    Then West is sanctioned with suspension under FMDS-22.2
    And West is sanctioned with forfeit-match under FMDS-22.2
    And the hand ends by forfeit

  @FMDS-22.2 @FMDS-23.1
  Scenario: After a suspension no more play is accepted
    When the judge records suspension against North
    And North plays 6-2
    Then North is sanctioned with forfeit-match under FMDS-22.2
    And the last action is refused under FMDS-5.2
