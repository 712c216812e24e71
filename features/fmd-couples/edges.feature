Feature: FMD couples edges: the one match between two tied couples
  Couples level on matches won and on differential are separated by the result
  of the match between them (FMDC-7.1), whichever of the two is written first
  on the result sheet.

  @FMDC-7.1
  Scenario: Two couples level on wins and differential met once; the couple written second won it
    Given the rulebook "fmd-couples"
    And the entrants in entry order are A, B, C, D
    And the results so far are:
      | side | score | side | score |
      | A    | 90    | B    | 100   |
      | A    | 100   | C    | 90    |
      | D    | 100   | B    | 90    |
    Then the standings read D, B, A, C
    And A has a differential of +0
    And B has a differential of +0
