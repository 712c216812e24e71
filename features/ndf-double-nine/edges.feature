Feature: NDF Swiss edges: a bye counted once, and a rematch only a later table can avoid
  A bye counts as one match won worth 75 points (NDF-1.2). A round never pairs
  teams that have met when another pairing avoids it (NDF-1.2), even when
  avoiding it means changing a table higher up the standings. Teams level on
  wins and on points stand in entry order, not by the match between them.

  @NDF-1.2
  Scenario: A team that lost a match and sat out another has one win and its bye's 75 points once
    Given the rulebook "ndf-double-nine"
    And the entrants in entry order are C, A, B, D
    And the results so far are:
      | side | score | side | score |
      | A    | 190   | B    | 90    |
      | C    | 100   | D    | 150   |
    And C has already had a bye
    Then the standings read A, C, D, B
    And C has won 1 and scored 175 points

  @NDF-1.2
  Scenario: The bottom two have met, so the middle tables are rearranged to keep them apart
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | points |
      | A       | 3    | 450    |
      | B       | 3    | 400    |
      | C       | 2    | 350    |
      | D       | 2    | 300    |
      | E       | 1    | 250    |
      | F       | 1    | 200    |
    And E and F have already met
    Then the next round pairs A v B; C v E; D v F
    And nobody has a bye

  @NDF-1.2
  Scenario: Two teams level on wins and on points stand in entry order, whoever won their own match
    Given the rulebook "ndf-double-nine"
    And the entrants in entry order are A, B, C, D
    And the results so far are:
      | side | score | side | score |
      | B    | 150   | A    | 100   |
      | D    | 150   | C    | 100   |
      | A    | 150   | C    | 100   |
      | D    | 150   | B    | 100   |
    Then the standings read D, A, B, C
    And A has won 1 and scored 250 points
    And B has won 1 and scored 250 points
