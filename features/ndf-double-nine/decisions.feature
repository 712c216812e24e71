Feature: NDF decisions with the rule that made them
  A reply names the rule behind each decision: the rule that ended and scored
  a hand (NDF-1.6 for a domino, NDF-9.1 for a lock, NDF-9.2 for a tied lock),
  the rule that decided a match (NDF-1.3 the target, NDF-1.4 time), each
  team's record and the tie-break that placed it in the standings (NDF-1.2:
  wins, then points, then entry order), and the rematches a Swiss round could
  not avoid (NDF-1.2).

  @NDF-1.6
  Scenario: A domino is scored under the rule that counts every hand's pips
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2     |
      | West  | 7-7 2-2 |
      | South | 8-1     |
      | East  | 5-5 4-0 |
    And West leads
    And North is to play
    When North plays 6-2
    Then the hand ends by domino
    And the hand is decided under NDF-1.6

  @NDF-9.1
  Scenario: A lock is decided under the rule of the lowest single count
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
    And North wins the hand
    And the hand is decided under NDF-9.1

  @NDF-9.2
  Scenario: A lock tied across the partnerships is voided under NDF-9.2, not scored under NDF-9.1
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
    And the hand is decided under NDF-9.2

  @NDF-1.3
  Scenario: Reaching the target decides the match under NDF-1.3
    Given the rulebook "ndf-double-nine"
    And the score is North-South 140, East-West 100
    When North-South win a hand worth 12 points
    Then North-South win the match
    And the match is decided under NDF-1.3

  @NDF-1.4
  Scenario: Time called between hands decides the match under NDF-1.4
    Given the rulebook "ndf-double-nine"
    And the score is North-South 120, East-West 95
    When time is called between hands
    Then North-South win the match
    And the match is decided under NDF-1.4

  @NDF-1.4 @NDF-1.3
  Scenario: A hand after time that breaks a level score decides under NDF-1.4, short of the target
    Given the rulebook "ndf-double-nine"
    And the score is North-South 100, East-West 100
    When time is called between hands
    And East-West win a hand worth 14 points
    Then East-West win the match
    And the match is decided under NDF-1.4

  @NDF-1.2
  Scenario: Each team's record counts matches played, won and lost, and byes
    Given the rulebook "ndf-double-nine"
    And the entrants in entry order are A, B, C, D
    And the results so far are:
      | side | score | side | score |
      | A    | 150   | B    | 90    |
      | C    | 60    | D    | 152   |
    And A forfeited the match against C
    And B has already had a bye
    Then the standings read C, B, D, A
    And A has played 2, won 1, lost 1 and had 0 byes
    And B has played 1, won 1, lost 1 and had 1 byes
    And C has played 2, won 1, lost 1 and had 0 byes
    And D has played 1, won 1, lost 0 and had 0 byes
    And C has won 1 and scored 210 points
    And B has won 1 and scored 165 points

  @NDF-1.2
  Scenario: Each row names the tie-break that set it apart
    Given the rulebook "ndf-double-nine"
    And the entrants in entry order are A, B, C, D, E, F
    And the results so far are:
      | side | score | side | score |
      | A    | 150   | B    | 100   |
      | C    | 150   | D    | 100   |
      | F    | 151   | A    | 90    |
      | F    | 150   | C    | 20    |
    And E has already had a bye
    Then the standings read F, A, C, E, B, D
    And F is placed by wins
    And A is placed by points
    And C is placed by points
    And E is placed by points
    And B is placed by entry order
    And D is placed by entry order

  @NDF-1.2
  Scenario: A pairing that avoids every rematch accepts no conflict
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 2    | 300    |
      | B       | 2    | 250    |
      | C       | 1    | 400    |
      | D       | 0    | 100    |
    And A and B have already met
    Then the next round pairs A v C; B v D
    And the pairing accepts no conflict

  @NDF-1.2
  Scenario: The rematch two teams cannot avoid is reported
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 1    | 120    |
      | B       | 1    | 90     |
    And A and B have already met
    Then the next round pairs A v B
    And the pairing has to accept a rematch of A and B at table 1

  @NDF-1.2
  Scenario: Only the rematch the round cannot avoid is reported, not every earlier meeting
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 3    | 450    |
      | B       | 2    | 300    |
      | C       | 1    | 200    |
      | D       | 0    | 100    |
    And A and B have already met
    And A and C have already met
    And A and D have already met
    And B and C have already met
    Then the next round pairs A v B; C v D
    And the pairing has to accept a rematch of A and B at table 1
