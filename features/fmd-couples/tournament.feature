Feature: FMD couples: Swiss rounds and the standings
  Couples are paired by standing, first against second (FMDC-2.1), and stand
  by matches won, then differential, then the result between them (FMDC-7.1).

  @FMDC-2.1 @FMDC-7.1
  Scenario: Couples are ranked by matches won, then differential, and neighbours meet
    Given the rulebook "fmd-couples"
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 1    | 400    | 10           |
      | B       | 2    | 150    | 40           |
      | C       | 1    | 300    | 60           |
      | D       | 0    | 500    | -90          |
    Then the next round pairs B v C; A v D
    And nobody has a bye

  @FMDC-2.1
  Scenario: A couple already met is skipped
    Given the rulebook "fmd-couples"
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 1    | 400    | 10           |
      | B       | 2    | 150    | 40           |
      | C       | 1    | 300    | 60           |
      | D       | 0    | 500    | -90          |
    And B and C have already met
    Then the next round pairs B v A; C v D

  @FMDC-2.1
  Scenario: With an odd number of couples the lowest-ranked one has a bye
    Given the rulebook "fmd-couples"
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 2    | 200    | 50           |
      | B       | 1    | 150    | 20           |
      | C       | 1    | 120    | 10           |
      | D       | 1    | 100    | -30          |
      | E       | 0    | 90     | -50          |
    Then the next round pairs A v B; C v D
    And E has the bye

  @FMDC-7.1
  Scenario: Differential, not points, breaks a tie in matches won
    Given the rulebook "fmd-couples"
    And the entrants in entry order are A, B, C, D
    And the results so far are:
      | side | score | side | score |
      | A    | 100   | B    | 99    |
      | C    | 100   | D    | 0     |
      | B    | 100   | D    | 0     |
    Then the standings read C, B, A, D
    And B has won 1 and scored 199 points
    And C has a differential of +100
    And B has a differential of +99
    And A has a differential of +1

  @FMDC-7.1
  Scenario: The match between two tied couples decides
    Given the rulebook "fmd-couples"
    And the entrants in entry order are B, A, C, D
    And the results so far are:
      | side | score | side | score |
      | A    | 100   | B    | 90    |
      | C    | 100   | D    | 50    |
      | A    | 90    | C    | 100   |
      | B    | 100   | D    | 90    |
    Then the standings read C, A, B, D
    And A has a differential of +0
    And B has a differential of +0

  @FMDC-7.1
  Scenario: A bye is a match won with no differential; a forfeit is a 100 to 0 loss
    Given the rulebook "fmd-couples"
    And the entrants in entry order are A, B, C, D
    And D forfeited the match against A
    And C has already had a bye
    Then the standings read A, C, B, D
    And A has won 1 and scored 100 points
    And C has won 1 and scored 0 points
    And D has a differential of -100

  @FMDC-7.1
  Scenario: Two couples level on matches won and differential who never met: entry order, not points, settles it
    Given the rulebook "fmd-couples"
    And the entrants in entry order are A, B, C, D
    And the results so far are:
      | side | score | side | score |
      | A    | 100   | C    | 80    |
      | B    | 120   | D    | 100   |
    Then the standings read A, B, C, D
    And A has won 1 and scored 100 points
    And B has won 1 and scored 120 points
    And A has a differential of +20
    And B has a differential of +20
    And D has a differential of -20
