Feature: FMD singles: the fewest conflicts at a table of four, and standings the pairer refuses
  At a table of four the pairer seats 1 and 4 against 2 and 3, or else 1 and 3 against 2 and 4
  (FMDS-2.1), and takes the seating that repeats the fewest partners and opponents: a table that
  must hold two players who have been both partners and opponents costs one conflict, not two.
  Standings that list a player twice cannot be paired.

  @FMDS-2.1
  Scenario: Two players who were partners and opponents sit as opponents when that repeats the least
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 3    | 300    | 90           |
      | B       | 3    | 290    | 40           |
      | C       | 2    | 250    | 60           |
      | D       | 2    | 200    | 10           |
    And A and B have already been partners
    And A and B have already met
    And A and D have already been partners
    Then the next round seats A & C v B & D
    And the pairing has to accept a rematch of A and B at table 1

  @FMDS-2.1
  Scenario: Standings that list a player twice are refused
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 3    | 300    | 90           |
      | B       | 3    | 290    | 40           |
      | A       | 2    | 250    | 60           |
      | D       | 2    | 200    | 10           |
    Then the pairing is refused
