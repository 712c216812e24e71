Feature: FMD couples decisions with the rule that made them
  A lock goes to the partnership with the lower total (FMDC-6.2), and the reply
  names that rule; a judge's fine in a match comes off the couple's score and the
  match goes on (FMDC-14.1); time with level scores ends the match with no
  winner under FMDC-6.1; in the standings each row names the tie-break that
  placed it: matches won, differential, then the match between the tied couples
  (FMDC-7.1).

  @FMDC-6.2
  Scenario: A lock is decided under the rule of the lower partnership total, not the lowest single count
    Given the rulebook "fmd-couples"
    And the open ends are 5 and 5
    And the hands are:
      | seat  | tiles   |
      | North | 1-1     |
      | West  | 6-0     |
      | South | 6-6 6-3 |
      | East  | 5-4 3-2 |
    And South leads
    And East is to play
    When East plays 5-4 on the left end
    Then the hand ends by lock
    And the counts are North 2, East 5, South 21, West 6
    And the hand is decided under FMDC-6.2

  @FMDC-14.1
  Scenario: A fine recorded in the match comes off the couple's score and the match goes on
    Given the rulebook "fmd-couples"
    And the score is North-South 80, East-West 60
    When the judge records false-thinking against North-South in the match
    Then the score is North-South 55, East-West 60
    And the match goes on

  @FMDC-6.1
  Scenario: Level scores at time end the match under FMDC-6.1
    Given the rulebook "fmd-couples"
    And the score is North-South 50, East-West 50
    When time is called between hands
    Then the match ends level with no winner
    And the match is decided under FMDC-6.1

  @FMDC-3.1
  Scenario: Reaching 100 decides the match under FMDC-3.1
    Given the rulebook "fmd-couples"
    And the score is North-South 90, East-West 60
    When North-South win a hand worth 12 points
    Then North-South win the match
    And the match is decided under FMDC-3.1

  @FMDC-7.1
  Scenario: Each row names the tie-break that placed it, down to the match between the tied couples
    Given the rulebook "fmd-couples"
    And the entrants in entry order are B, A, C, D
    And the results so far are:
      | side | score | side | score |
      | A    | 100   | B    | 70    |
      | B    | 100   | D    | 50    |
      | C    | 100   | A    | 90    |
    Then the standings read A, B, C, D
    And A has a differential of +20
    And B has a differential of +20
    And A is placed by head-to-head
    And B is placed by head-to-head
    And C is placed by differential
    And D is placed by wins
    And A has played 2, won 1, lost 1 and had 0 byes

  @FMDC-6.1 @FMDC-7.1
  Scenario: A match stopped level is neither won nor lost by either couple
    Given the rulebook "fmd-couples"
    And the entrants in entry order are A, B, C, D
    And the results so far are:
      | side | score | side | score |
      | A    | 60    | B    | 60    |
      | C    | 100   | D    | 40    |
    Then the standings read C, A, B, D
    And A has played 1, won 0, lost 0 and had 0 byes
    And B has played 1, won 0, lost 0 and had 0 byes
    And D has played 1, won 0, lost 1 and had 0 byes
    And C is placed by wins
    And A is placed by entry order
    And D is placed by differential
