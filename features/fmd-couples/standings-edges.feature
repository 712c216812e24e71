Feature: FMD couples standings at their edges
  A match level at the end is a tie (FMDC-6.1): neither couple wins it, and it
  counts in the head-to-head of neither (FMDC-7.1). A forfeit scores the same
  whichever side of the result it is written on (FMDC-2.1), and a result naming
  a couple that never entered is refused.

  @FMDC-7.1 @FMDC-6.1
  Scenario: A level match is won by neither couple
    Given the rulebook "fmd-couples"
    And the entrants in entry order are A, B, C, D
    And the results so far are:
      | side | score | side | score |
      | A    | 90    | B    | 90    |
      | C    | 50    | D    | 100   |
    Then the standings read D, A, B, C
    And A has won 0 and scored 90 points
    And B has won 0 and scored 90 points

  @FMDC-2.1
  Scenario: A forfeit written with the winner first scores the same
    Given the rulebook "fmd-couples"
    And the entrants in entry order are A, B
    And A won the match against B by forfeit
    Then A has won 1 and scored 100 points
    And B has won 0 and scored 0 points
    And the standings read A, B

  @FMDC-7.1
  Scenario: A result naming a couple that never entered is refused
    Given the rulebook "fmd-couples"
    And the entrants in entry order are A, B
    And the results so far are:
      | side | score | side | score |
      | A    | 100   | E    | 40    |
    Then the standings are refused

  @FMDC-7.1
  Scenario: An entry list that names a couple twice is refused
    Given the rulebook "fmd-couples"
    And the entrants in entry order are A, B, A
    And the results so far are:
      | side | score | side | score |
      | A    | 100   | B    | 40    |
    Then the standings are refused

  @FMDC-7.1
  Scenario: A couple alone in the standings is level with nobody, so the first tie-break places it, not entry order
    Given the rulebook "fmd-couples"
    And the entrants in entry order are A
    Then the standings read A
    And A has played 0, won 0, lost 0 and had 0 byes
    And A is placed by wins
