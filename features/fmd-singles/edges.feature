Feature: FMD singles edges: repeats that only a change at a higher table avoids
  Players who have been partners are not partnered again, and former opponents
  do not face each other again, whenever some seating of the round avoids it
  (FMDS-2.1); that can mean changing the table above, not only swapping seats
  inside the table where the repeat would happen.

  @FMDS-2.1
  Scenario: The second table cannot be seated without repeating a partnership, so a player from the first moves down
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
    And E and F have already been partners
    And E and G have already been partners
    And E and H have already been partners
    Then the next round seats A & E v B & C; D & H v F & G

  @FMDS-2.1
  Scenario: The second table cannot be seated without a rematch, so a player from the first moves down
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
    And E and F have already met
    And E and G have already met
    And G and H have already met
    Then the next round seats A & G v B & C; D & H v E & F

  @FMDS-2.1
  Scenario: Two former partners who have never met may face each other: the first two sit as opponents at the first table
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
    Then the next round seats A & D v B & C; E & H v F & G
    And the pairing accepts no conflict

  @FMDS-2.1
  Scenario: Three players cannot fill a table of four, so all three sit the round out
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 2    | 200    | 40           |
      | B       | 1    | 150    | 0            |
      | C       | 0    | 100    | -40          |
    Then the byes go to A, B, C
    And the pairing accepts no conflict
