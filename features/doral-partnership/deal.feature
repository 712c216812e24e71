Feature: Doral: the deal
  The whole set is mixed face down and each player takes seven, so every tile is dealt
  (DORAL-5.1). The partnership behind shuffles, and its players take their tiles only after
  both opponents have taken theirs (DORAL-5.3). The pile is written in the order the tiles
  are taken, each player taking seven; which opponent takes first, and which of the
  shufflers, the rules do not say, so the scenarios check each partnership's fourteen.

  @DORAL-5.1 @DORAL-5.3
  Scenario: South shuffles and both East and West take their tiles before North and South
    Given the rulebook "doral-partnership"
    And South shuffled
    And the tiles are taken from the pile in this order: 5-4 6-3 6-2 6-6 6-0 5-5 6-5 6-4 4-2 2-2 1-1 3-0 5-0 3-1 4-3 5-3 3-2 0-0 2-0 5-2 5-1 1-0 4-4 3-3 4-0 4-1 6-1 2-1
    Then every player is dealt 7 tiles
    And East-West are dealt 5-4 6-3 6-2 6-6 6-0 5-5 6-5 6-4 4-2 2-2 1-1 3-0 5-0 3-1
    And North-South are dealt 4-3 5-3 3-2 0-0 2-0 5-2 5-1 1-0 4-4 3-3 4-0 4-1 6-1 2-1
    And no tile is left undealt

  @DORAL-5.1 @DORAL-5.3
  Scenario: West shuffles and both North and South take their tiles before East and West
    Given the rulebook "doral-partnership"
    And West shuffled
    And the tiles are taken from the pile in this order: 6-1 1-0 4-3 5-5 4-2 6-2 6-3 3-3 5-3 6-4 4-1 2-0 4-0 5-2 3-2 6-6 6-5 6-0 5-1 2-2 3-0 1-1 3-1 5-0 4-4 0-0 5-4 2-1
    Then every player is dealt 7 tiles
    And North-South are dealt 6-1 1-0 4-3 5-5 4-2 6-2 6-3 3-3 5-3 6-4 4-1 2-0 4-0 5-2
    And East-West are dealt 3-2 6-6 6-5 6-0 5-1 2-2 3-0 1-1 3-1 5-0 4-4 0-0 5-4 2-1
    And no tile is left undealt
