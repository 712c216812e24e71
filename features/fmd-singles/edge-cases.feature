Feature: FMD singles: where a plausible engine parts from the rules
  Cases chosen where two readings of a rule give different answers: a count of byes
  read as a yes or no (FMDS-2.1), a draw where the highest sum and the highest end
  point to different players (FMDS-4.1), and a last tile that also leaves nobody able
  to play, which is going out, not a lock (FMDS-8.2). Three players level on matches
  won and differential are ordered by the matches among the three, not left in entry
  order as a two-way tie-break would leave them (FMDS-9.1).
  A misplay record names a tile that matches no open end: one that fits the right end by
  its low number is no misplay (FMDS-17.3).

  @FMDS-2.1
  Scenario: When everyone has had a bye, the next goes to the lowest-ranked of those with the fewest
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 3    | 300    | 90           |
      | B       | 3    | 290    | 40           |
      | C       | 2    | 250    | 60           |
      | D       | 2    | 200    | 10           |
      | E       | 2    | 180    | 0            |
    And A has already had a bye
    And B has already had a bye
    And C has already had a bye
    And D has already had a bye
    And E has already had 2 byes
    Then the byes go to D

  @FMDS-4.1
  Scenario: A higher sum beats a higher single end, and a double counts both its halves
    Given the rulebook "fmd-singles"
    And the players draw for the lead:
      | seat  | tile |
      | North | 6-0  |
      | East  | 5-2  |
      | South | 4-4  |
      | West  | 3-1  |
    Then South wins the lead

  @FMDS-8.2 @FMDS-3.3
  Scenario: A last tile that also leaves nobody able to play goes out: its side wins, not the lower total
    Given the rulebook "fmd-singles"
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

  @FMDS-9.1
  Scenario: Three players level on wins and differential are ordered by the matches they played against each other
    Given the rulebook "fmd-singles"
    And the entrants in entry order are A, B, C, D, E, F, G, H
    And the results so far are:
      | side  | score | side  | score |
      | C & D | 100   | A & E | 90    |
      | C & F | 100   | B & G | 90    |
      | B & H | 100   | A & D | 90    |
      | A & E | 100   | F & G | 80    |
      | A & H | 100   | D & G | 80    |
      | B & E | 100   | D & F | 80    |
    Then the standings read E, H, C, B, A, F, D, G
    And A has a differential of +20
    And B has a differential of +20
    And C has a differential of +20

  @FMDS-17.3
  Scenario: A misplay record naming a tile that fits the right end by its low number is refused
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-3 5-5 |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    When the judge records misplay against North for placing 5-3
    Then the last action is refused under FMDS-17.3
    And no sanction is recorded
