Feature: FMD singles numbers at their boundaries
  Each number of the rulebook checked at, just below and just above its
  threshold where it is one: seven tiles a player from a double-six set
  (FMDS-4.4), and what a bye (0 points) and a forfeit (100 to 0) are worth in
  the standings (FMDS-2.1).

  @FMDS-4.4
  Scenario: Seven tiles a player: a full deal of seven each is accepted
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 6-0 |
      | West  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
      | South | 4-3 4-2 4-1 4-0 3-3 3-2 3-1 |
      | East  | 3-0 2-2 2-1 2-0 1-1 1-0 0-0 |
    And North leads
    Then the deal is accepted

  @FMDS-4.4
  Scenario: Seven tiles a player: six in one seat is a hand under way and is accepted
    Given the rulebook "fmd-singles"
    And the open ends are 6 and 0
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1     |
      | West  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
      | South | 4-3 4-2 4-1 4-0 3-3 3-2 3-1 |
      | East  | 3-0 2-2 2-1 2-0 1-1 1-0 0-0 |
    And North leads
    And West is to play
    Then the deal is accepted

  @FMDS-4.4
  Scenario: Seven tiles a player: ten in one seat is refused, since at most two extra tiles can be handed over (FMDS-13.3)
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                                   |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 6-0 0-0 1-1 1-0 |
      | West  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4             |
      | South | 4-3 4-2 4-1 4-0 3-3 3-2 3-1             |
      | East  | 3-0 2-2 2-1 2-0                         |
    And North leads
    Then the deal is refused

  @FMDS-4.4
  Scenario: The set runs to double six: the 6-6 is a tile of the set
    Given the rulebook "fmd-singles"
    And North is dealt 6-6 5-0, in the set or not
    And West holds 3-3
    And North leads
    Then the deal is accepted

  @FMDS-4.4
  Scenario: The set runs to double six: a 7-0 is not a tile of the set
    Given the rulebook "fmd-singles"
    And North is dealt 7-0 5-0, in the set or not
    And West holds 3-3
    And North leads
    Then the deal is refused

  @FMDS-2.1 @FMDS-9.1
  Scenario: A bye is worth 0 points: a match won that adds no points and no differential
    Given the rulebook "fmd-singles"
    And the entrants in entry order are A, B, C, D, E
    And the results so far are:
      | side  | score | side  | score |
      | A & B | 100   | C & D | 64    |
    And E has already had a bye
    Then E has won 1 and scored 0 points
    And E has a differential of +0

  @FMDS-2.1 @FMDS-9.1
  Scenario: A forfeit is a 100 to 0 win for the opponents
    Given the rulebook "fmd-singles"
    And the entrants in entry order are A, B, C, D
    And D forfeited the match against A
    Then A has won 1 and scored 100 points
    And A has a differential of +100
    And D has won 0 and scored 0 points
    And D has a differential of -100
