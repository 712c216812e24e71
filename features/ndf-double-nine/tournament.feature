Feature: NDF Swiss rounds
  Each round pairs teams by standing, neighbours meeting, and avoids a
  rematch whenever another pairing allows it (NDF-1.2).

  @NDF-1.2
  Scenario: Neighbours in the standings meet
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 2    | 300    |
      | B       | 2    | 250    |
      | C       | 1    | 400    |
      | D       | 0    | 100    |
    Then the next round pairs A v B; C v D
    And nobody has a bye

  @NDF-1.2
  Scenario: Wins rank first and points break ties in wins
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 1    | 200    |
      | B       | 1    | 350    |
      | C       | 2    | 100    |
      | D       | 0    | 500    |
    Then the next round pairs C v B; A v D

  @NDF-1.2
  Scenario: Entry order settles fully equal standings
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 0    | 0      |
      | B       | 0    | 0      |
      | C       | 0    | 0      |
      | D       | 0    | 0      |
    Then the next round pairs A v B; C v D

  @NDF-1.2
  Scenario: Teams that have met are kept apart
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 2    | 300    |
      | B       | 2    | 250    |
      | C       | 1    | 400    |
      | D       | 0    | 100    |
    And A and B have already met
    Then the next round pairs A v C; B v D

  @NDF-1.2
  Scenario: A rematch is played when no other pairing exists
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 1    | 120    |
      | B       | 1    | 90     |
    And A and B have already met
    Then the next round pairs A v B

  @NDF-1.2
  Scenario: With an odd field the last team sits out
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 1    | 150    |
      | B       | 1    | 140    |
      | C       | 1    | 130    |
      | D       | 0    | 90     |
      | E       | 0    | 60     |
    Then the next round pairs A v B; C v D
    And E has the bye

  @NDF-1.2
  Scenario: The leader skips two earlier opponents to find a new one
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 2    | 300    |
      | B       | 2    | 250    |
      | C       | 1    | 400    |
      | D       | 0    | 100    |
    And A and B have already met
    And A and C have already met
    Then the next round pairs A v D; B v C

  @NDF-1.2
  Scenario: The bye passes to the lowest team that has not had one
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 2    | 300    |
      | B       | 1    | 200    |
      | C       | 1    | 150    |
      | D       | 1    | 100    |
      | E       | 1    | 75     |
    And E has already had a bye
    Then the next round pairs A v B; C v E
    And D has the bye

  @NDF-1.2
  Scenario: Once every team has sat out, the bye goes to the lowest team with the fewest byes, not the one with two
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 3    | 450    |
      | B       | 2    | 300    |
      | C       | 1    | 150    |
    And A has already had a bye
    And B has already had a bye
    And C has already had a bye
    And C has already had a bye
    Then B has the bye
    And the next round pairs A v C

  @NDF-1.2
  Scenario: When every pairing has a rematch, the fewest rematches are played
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

  @NDF-1.2
  Scenario: Teams stand by matches won, then by points
    Given the rulebook "ndf-double-nine"
    And the entrants in entry order are A, B, C, D
    And the results so far are:
      | side | score | side | score |
      | A    | 150   | B    | 90    |
      | C    | 60    | D    | 152   |
      | A    | 151   | C    | 100   |
      | B    | 150   | D    | 149   |
    Then the standings read A, D, B, C
    And A has won 2 and scored 301 points
    And D has won 1 and scored 301 points
    And B has won 1 and scored 240 points
    And A has a differential of +111

  @NDF-1.2
  Scenario: A bye counts as a match won worth 75 points
    Given the rulebook "ndf-double-nine"
    And the entrants in entry order are A, B, C
    And the results so far are:
      | side | score | side | score |
      | A    | 150   | B    | 100   |
    And C has already had a bye
    Then the standings read A, C, B
    And C has won 1 and scored 75 points
    And B has won 0 and scored 100 points

  @NDF-1.2
  Scenario: A forfeit counts as a 150 to 0 win for the opponents
    Given the rulebook "ndf-double-nine"
    And the entrants in entry order are A, B
    And A forfeited the match against B
    Then the standings read B, A
    And B has won 1 and scored 150 points
    And A has won 0 and scored 0 points
    And A has a differential of -150

  @NDF-1.2
  Scenario: A recorded fine comes off the team's points
    Given the rulebook "ndf-double-nine"
    And the entrants in entry order are A, B, C, D
    And the results so far are:
      | side | score | side | score |
      | A    | 150   | B    | 120   |
      | C    | 150   | D    | 40    |
    And A was fined 75 points
    Then the standings read C, A, B, D
    And A has won 1 and scored 75 points
    And A has a differential of -45

  @NDF-1.2
  Scenario: Entry order settles teams level on wins and points
    Given the rulebook "ndf-double-nine"
    And the entrants in entry order are B, A, D, C
    Then the standings read B, A, D, C

  @NDF-1.2
  Scenario: Standings that list a team twice are refused
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 2    | 300    |
      | B       | 1    | 250    |
      | A       | 1    | 200    |
      | D       | 0    | 150    |
    Then the pairing is refused
