Feature: FMD singles decisions with the rule that made them
  Both partners at a table take its result, and a bye is a match won, so each
  player's record counts matches played, won and lost, and byes (FMDS-9.1); a
  table of four that cannot avoid a repeated partner or a rematch accepts the
  fewest, and the reply names each (FMDS-2.1).

  @FMDS-9.1
  Scenario: Partners each take the table's result in their own record
    Given the rulebook "fmd-singles"
    And the entrants in entry order are A, B, C, D, E
    And the results so far are:
      | side  | score | side  | score |
      | A & B | 100   | C & D | 80    |
    And E has already had a bye
    Then the standings read A, B, E, C, D
    And A has played 1, won 1, lost 0 and had 0 byes
    And D has played 1, won 0, lost 1 and had 0 byes
    And E has played 0, won 1, lost 0 and had 1 byes
    And E is placed by differential
    And A is placed by entry order
    And C is placed by entry order

  @FMDS-2.1
  Scenario: A player who has partnered everyone at the table repeats a partner, and the reply names it
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 3    | 300    | 90           |
      | B       | 3    | 290    | 40           |
      | C       | 2    | 250    | 60           |
      | D       | 2    | 200    | 10           |
    And A and B have already been partners
    And A and C have already been partners
    And A and D have already been partners
    Then the next round seats A & D v B & C
    And the pairing has to accept repeated partners of A and D at table 1

  @FMDS-2.1
  Scenario: The seating with the fewest rematches is chosen, and the rematch it keeps is named
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 3    | 300    | 90           |
      | B       | 3    | 290    | 40           |
      | C       | 2    | 250    | 60           |
      | D       | 2    | 200    | 10           |
    And A and C have already met
    And B and D have already met
    And A and D have already met
    Then the next round seats A & C v B & D
    And the pairing has to accept a rematch of A and D at table 1

  @FMDS-2.1
  Scenario: A table with no former partners or opponents accepts no conflict
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 3    | 300    | 90           |
      | B       | 3    | 290    | 40           |
      | C       | 2    | 250    | 60           |
      | D       | 2    | 200    | 10           |
    And A and B have already been partners
    Then the next round seats A & D v B & C
    And the pairing accepts no conflict
