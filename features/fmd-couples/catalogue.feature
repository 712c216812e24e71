Feature: FMD couples scenarios that tell the catalogued faults apart
  Written for engines of the fault catalogue (spec/faults/fmd-couples.yaml):
  differential comes before the head-to-head result (FMDC-7.1); the pairing
  avoids a rematch at the bottom when another pairing does (FMDC-2.1) and no
  couple sits out twice while another never has; a judge's ruling comes off the
  couple's score (FMDC-19.1); after a turned tile the player after the offender
  leads, whoever was in turn (FMDC-17.1).

  @FMDC-7.1
  Scenario: The better differential ranks first although the other couple won their match
    Given the rulebook "fmd-couples"
    And the entrants in entry order are A, B, C
    And the results so far are:
      | side | score | side | score |
      | B    | 100   | A    | 90    |
      | A    | 100   | C    | 40    |
    Then the standings read A, B, C

  @FMDC-2.1
  Scenario: The leaders step aside so that the bottom couples need not meet again
    Given the rulebook "fmd-couples"
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 3    | 300    | 90           |
      | B       | 2    | 250    | 40           |
      | C       | 1    | 200    | -10          |
      | D       | 0    | 150    | -60          |
    And C and D have already met
    Then the next round pairs A v C; B v D

  @FMDC-2.1
  Scenario: A couple that had a bye does not sit out again while another never has
    Given the rulebook "fmd-couples"
    And the standings are:
      | entrant | wins | points | differential |
      | A       | 2    | 200    | 50           |
      | B       | 1    | 150    | 20           |
      | C       | 1    | 120    | 10           |
      | D       | 1    | 100    | -30          |
      | E       | 1    | 90     | -50          |
    And E has already had a bye
    Then D has the bye

  @FMDC-19.1
  Scenario: A judge's ruling comes off the couple's score
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 6-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    When the judge rules 25 points against West's partnership
    Then the judge's deduction comes off East-West's partnership score under FMDC-19.1

  @FMDC-17.1
  Scenario: After East turns a tile North leads, not West who was in turn
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 3-1 5-5 |
      | West  | 6-2 4-4 |
      | South | 6-0 2-2 |
      | East  | 6-3 1-0 |
    And North leads
    And East is to play
    When East plays 6-3 on the left end
    And North plays 3-1 on the left end
    And the judge records turned-tile against East
    Then the tiles are reshuffled under FMDC-17.1
    And North leads the next hand
