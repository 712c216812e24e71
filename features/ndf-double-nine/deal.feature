Feature: NDF: the deal
  The tiles are shuffled face down and each player takes ten; the fifteen left over stay
  face down, out of play (NDF-1.1). The pile is written in the order the tiles are taken,
  so the tiles no player takes are the last fifteen whoever takes first.

  @NDF-1.1
  Scenario: Each player takes ten tiles and the last fifteen stay face down
    Given the rulebook "ndf-double-nine"
    And North shuffled
    And the tiles are taken from the pile in this order: 8-2 9-0 6-4 4-3 3-1 7-6 4-4 0-0 2-2 7-1 2-1 5-1 9-3 3-2 8-4 6-1 7-7 5-2 9-7 9-2 7-3 9-9 1-1 1-0 6-5 5-3 6-2 9-4 9-1 4-0 9-6 2-0 7-5 5-4 8-0 9-5 7-2 8-6 8-5 7-4 4-1 8-3 6-6 4-2 5-5 5-0 8-7 8-1 6-3 3-3 6-0 8-8 7-0 3-0 9-8
    Then every player is dealt 10 tiles
    And the tiles left undealt are 4-1 8-3 6-6 4-2 5-5 5-0 8-7 8-1 6-3 3-3 6-0 8-8 7-0 3-0 9-8

  @NDF-1.1
  Scenario: Whoever shuffles, forty tiles are dealt and fifteen are not
    Given the rulebook "ndf-double-nine"
    And East shuffled
    And the tiles are taken from the pile in this order: 9-5 2-1 9-0 6-0 7-3 8-0 5-3 8-1 9-2 3-3 6-6 6-2 8-6 5-2 6-5 9-6 4-0 7-2 9-7 2-0 8-7 8-4 0-0 9-1 6-3 7-7 3-2 8-8 9-3 9-8 7-0 4-2 7-6 8-5 5-4 6-4 1-0 2-2 9-9 3-1 5-5 4-4 1-1 7-1 3-0 4-1 8-3 4-3 7-5 9-4 7-4 5-0 6-1 8-2 5-1
    Then every player is dealt 10 tiles
    And the tiles left undealt are 5-5 4-4 1-1 7-1 3-0 4-1 8-3 4-3 7-5 9-4 7-4 5-0 6-1 8-2 5-1

  @NDF-1.1
  Scenario: A pile short of one tile of the set cannot be dealt
    Given the rulebook "ndf-double-nine"
    And North shuffled
    And the tiles are taken from the pile in this order: 8-2 9-0 6-4 4-3 3-1 7-6 4-4 0-0 2-2 7-1 2-1 5-1 9-3 3-2 8-4 6-1 7-7 5-2 9-7 9-2 7-3 9-9 1-1 1-0 6-5 5-3 6-2 9-4 9-1 4-0 9-6 2-0 7-5 5-4 8-0 9-5 7-2 8-6 8-5 7-4 4-1 8-3 6-6 4-2 5-5 5-0 8-7 8-1 6-3 3-3 6-0 8-8 7-0 3-0
    Then the pile cannot be dealt
