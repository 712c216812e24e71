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
