Feature: FMD couples: where a plausible engine parts from the rules
  Cases chosen where two readings of a rule give different answers: a count of byes
  read as a yes or no (FMDC-2.1), a draw where the highest sum and the highest end
  point to different players (FMDC-4.1), and a last tile that also leaves nobody able
  to play, which is going out, not a lock (FMDC-6.2). A lateness record must say how
  late the couple was: the fine depends on it (FMDC-24.1). Three couples level on
  matches won and differential are ordered by the matches among the three, not left
  in entry order as a two-way tie-break would leave them (FMDC-7.1).
  A misplay record names a tile that matches no open end: one that fits the right end by
  its low number is no misplay (FMDC-14.2).

  @FMDC-2.1
  Scenario: When every couple has had a bye, the next goes to the lowest-ranked of those with the fewest
    Given the rulebook "fmd-couples"
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 2    | 200    | 50           |
      | B       | 1    | 150    | 20           |
      | C       | 1    | 120    | 10           |
    And A has already had a bye
    And B has already had a bye
    And C has already had 2 byes
    Then B has the bye

  @FMDC-4.1
  Scenario: A higher sum beats a higher single end, and a double counts both its halves
    Given the rulebook "fmd-couples"
    And the players draw for the lead:
      | seat  | tile |
      | North | 6-0  |
      | East  | 5-2  |
      | South | 4-4  |
      | West  | 3-1  |
    Then South wins the lead

  @FMDC-6.2 @FMDC-3.3
  Scenario: A last tile that also leaves nobody able to play goes out: its side wins, not the lower total
    Given the rulebook "fmd-couples"
    And the open ends are 1 and 4
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 5-5 |
      | West  | 6-3     |
      | South | 4-1     |
      | East  | 3-2     |
    And North leads
    And South is to play
    When South plays 4-1 on the right end
    Then every action is accepted
    And the hand ends by domino
    And the counts are North 22, East 5, South 0, West 9
    And North-South win the hand with 36 points

  @FMDC-24.1
  Scenario: A lateness record that does not say how late is refused
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    When the judge records lateness against West
    Then the last action is refused under FMDC-24.1
    And no penalty is recorded
    And no sanction is recorded

  @FMDC-7.1
  Scenario: Three couples level on wins and differential are ordered by the matches among them
    Given the rulebook "fmd-couples"
    And the entrants in entry order are A, B, C, D, E, F
    And the results so far are:
      | side | score | side | score |
      | C    | 100   | B    | 90    |
      | C    | 100   | A    | 90    |
      | B    | 100   | A    | 90    |
      | B    | 100   | D    | 80    |
      | A    | 100   | D    | 80    |
      | A    | 100   | E    | 80    |
    Then the standings read C, B, A, F, E, D
    And A has a differential of +20
    And B has a differential of +20
    And C has a differential of +20

  @FMDC-14.2
  Scenario: A misplay record naming a tile that fits the right end by its low number is refused
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-3 5-5 |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    When the judge records misplay against North for placing 5-3
    Then the last action is refused under FMDC-14.2
    And no sanction is recorded
