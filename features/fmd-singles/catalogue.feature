Feature: FMD singles scenarios that tell the catalogued faults apart
  Written for engines of the fault catalogue (spec/faults/fmd-singles.yaml):
  the head-to-head result breaks a tie only after the differential (FMDS-9.1),
  nobody sits out a second time while another player has never sat out
  (FMDS-2.1), and a judge's ruling comes off the partnership's score
  (FMDS-21.1).

  @FMDS-9.1
  Scenario: Head-to-head separates players level on wins and differential
    Given the rulebook "fmd-singles"
    And the entrants in entry order are A, B, C, D, E, F, G, H
    And the results so far are:
      | side  | score | side  | score |
      | B & E | 100   | A & F | 90    |
      | A & G | 100   | C & H | 80    |
    Then the standings read G, B, E, A, D, F, C, H

  @FMDS-2.1
  Scenario: The lowest player sits out again only when everybody has sat out
    Given the rulebook "fmd-singles"
    And the round is played at tables of four
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 3    | 300    | 90           |
      | B       | 2    | 250    | 40           |
      | C       | 2    | 200    | 10           |
      | D       | 1    | 150    | -20          |
      | E       | 0    | 90     | -60          |
    And E has already had a bye
    Then the byes go to D

  @FMDS-21.1
  Scenario: A judge's ruling comes off the partnership's score
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 2-1 |
      | West  | 5-5 4-4 |
      | South | 3-3 0-0 |
      | East  | 5-3 1-1 |
    And North leads
    When the judge rules 25 points against West's partnership
    Then the judge's deduction comes off East-West's partnership score under FMDS-21.1
