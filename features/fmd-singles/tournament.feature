Feature: FMD singles: Swiss tables of four and the standings
  Individuals are seated four to a table by standing, first and fourth
  partnering against second and third, so that 1 plays against 2 and 3 against
  4 (FMDS-2.1); they stand by matches won, then differential, then the result
  between the tied players (FMDS-9.1).

  @FMDS-2.1
  Scenario: Each group of four in the standings makes a table, 1 and 4 partnering against 2 and 3
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 3    | 300    | 90           |
      | B       | 3    | 290    | 40           |
      | C       | 2    | 250    | 60           |
      | D       | 2    | 200    | 10           |
      | E       | 1    | 180    | 0            |
      | F       | 1    | 150    | -20          |
      | G       | 0    | 120    | -50          |
      | H       | 0    | 90     | -130         |
    Then the next round seats A & D v B & C; E & H v F & G

  @FMDS-2.1 @FMDS-9.1
  Scenario: Matches won, then differential, not points, decide who sits where
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 2    | 400    | 10           |
      | B       | 2    | 250    | 80           |
      | C       | 2    | 240    | 50           |
      | D       | 2    | 230    | 30           |
      | E       | 2    | 220    | 20           |
      | F       | 1    | 200    | 0            |
      | G       | 1    | 190    | -10          |
      | H       | 0    | 100    | -60          |
    Then the next round seats B & E v C & D; A & H v F & G

  @FMDS-2.1
  Scenario: Former partners are split by a swap inside the table, 1 and 3 against 2 and 4
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 3    | 300    | 90           |
      | B       | 3    | 290    | 40           |
      | C       | 2    | 250    | 60           |
      | D       | 2    | 200    | 10           |
      | E       | 1    | 180    | 0            |
      | F       | 1    | 150    | -20          |
      | G       | 0    | 120    | -50          |
      | H       | 0    | 90     | -130         |
    And A and D have already been partners
    Then the next round seats A & C v B & D; E & H v F & G

  @FMDS-2.1
  Scenario: Former opponents do not face each other again when a swap avoids it
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 3    | 300    | 90           |
      | B       | 3    | 290    | 40           |
      | C       | 2    | 250    | 60           |
      | D       | 2    | 200    | 10           |
    And A and C have already met
    Then the next round seats A & C v B & D

  @FMDS-2.1
  Scenario: A player moves down a table when no swap avoids a repeat
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 3    | 300    | 90           |
      | B       | 3    | 290    | 40           |
      | C       | 2    | 250    | 60           |
      | D       | 2    | 200    | 10           |
      | E       | 1    | 180    | 0            |
      | F       | 1    | 150    | -20          |
      | G       | 0    | 120    | -50          |
      | H       | 0    | 90     | -130         |
    And A and B have already been partners
    And A and B have already met
    Then the next round seats A & E v C & D; B & H v F & G

  @FMDS-2.1
  Scenario: Players left over from the tables sit out, the lowest without a bye first
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 3    | 300    | 90           |
      | B       | 3    | 290    | 40           |
      | C       | 2    | 250    | 60           |
      | D       | 2    | 200    | 10           |
      | E       | 1    | 180    | 0            |
      | F       | 1    | 150    | -20          |
      | G       | 1    | 120    | -50          |
      | H       | 0    | 90     | -60          |
      | I       | 0    | 80     | -70          |
      | J       | 1    | 0      | 0            |
    And J has already had a bye
    Then the byes go to H, I
    And the next round seats A & D v B & C; E & G v J & F

  @FMDS-9.1
  Scenario: Both partners take their partnership's result
    Given the rulebook "fmd-singles"
    And the entrants in entry order are A, B, C, D
    And the results so far are:
      | side  | score | side  | score |
      | A & C | 100   | B & D | 60    |
    Then the standings read A, C, B, D
    And C has won 1 and scored 100 points
    And C has a differential of +40
    And D has a differential of -40

  @FMDS-9.1
  Scenario: Matches won first, then differential
    Given the rulebook "fmd-singles"
    And the entrants in entry order are A, B, C, D
    And the results so far are:
      | side  | score | side  | score |
      | A & C | 100   | B & D | 60    |
      | A & B | 100   | C & D | 90    |
    Then the standings read A, C, B, D
    And A has won 2 and scored 200 points
    And B has won 1 and scored 160 points
    And C has a differential of +30
    And B has a differential of -30

  @FMDS-9.1
  Scenario: A player's own fine comes off only that player's record
    Given the rulebook "fmd-singles"
    And the entrants in entry order are A, B, C, D
    And the results so far are:
      | side  | score | side  | score |
      | A & C | 100   | B & D | 60    |
    And C was fined 50 points
    Then the standings read A, C, B, D
    And C has a differential of -10
    And A has a differential of +40

  @FMDS-9.1
  Scenario: Two players level on matches won and differential who met as opponents: the winner of that match ranks first
    Given the rulebook "fmd-singles"
    And the entrants in entry order are A, B, C, D, E, F, G, H
    And the results so far are:
      | side  | score | side  | score |
      | B & C | 100   | A & D | 80    |
      | E & F | 100   | G & H | 90    |
      | A & E | 100   | C & G | 70    |
      | F & H | 100   | B & D | 90    |
    Then the standings read E, F, B, A, H, C, D, G
    And A has a differential of +10
    And B has a differential of +10
    And C has a differential of -10

  @FMDS-9.1
  Scenario: Two players level who were only ever partners have no result between them: entry order, not points, settles it
    Given the rulebook "fmd-singles"
    And the entrants in entry order are A, B, C, D, E, F, G, H
    And the results so far are:
      | side  | score | side  | score |
      | A & B | 100   | C & D | 60    |
      | E & F | 100   | G & H | 50    |
      | C & E | 30    | A & G | 20    |
      | D & H | 100   | B & F | 90    |
    Then the standings read E, F, A, B, C, D, H, G
    And A has won 1 and scored 120 points
    And B has won 1 and scored 190 points
    And A has a differential of +30
    And B has a differential of +30
    And C has a differential of -30
    And D has a differential of -30

  @FMDS-10.2 @FMDS-24.1 @FMDS-22.2
  Scenario: A match forfeited by one player is lost by the partnership, the innocent partner included
    Given the rulebook "fmd-singles"
    And the entrants in entry order are A, B, C, D
    And the results so far are:
      | side  | score   | side  | score |
      | A & D | forfeit | B & C | -     |
    Then the standings read B, C, A, D
    And B has won 1 and scored 100 points
    And D has won 0 and scored 0 points
    And D has a differential of -100
    And A has a differential of -100

  @FMDS-2.1 @FMDS-9.1
  Scenario: A player sent with no differential has conceded nothing, so the differential is the points, and ranks third here
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | T       | 1    | 150    | 99           |
      | P       | 1    | 150    | 102          |
      | R       | 1    | 150    | 101          |
      | A       | 1    | 100    | -            |
    Then the next round seats P & T v R & A

  @FMDS-2.1 @FMDS-9.1
  Scenario: A player sent with no differential has conceded nothing, so the differential is the points, and ranks second here
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 1    | 100    | -            |
      | P       | 1    | 150    | 101          |
      | S       | 1    | 150    | 99           |
      | T       | 1    | 150    | 98           |
    Then the next round seats P & T v A & S
