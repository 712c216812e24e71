Feature: Doral knock-out: a partnership left over waits, then meets the round's first winner
  The winner of a match goes on and the loser is out (DORAL-4.2). The guide says nothing of an odd
  number of partnerships; in our bracket the one left over waits a round and then meets the first
  winner of the next round, before the other winners meet in bracket order. A round in which a
  partnership would play twice, or both wait and play, cannot happen.

  @DORAL-4.2
  Scenario: The partnership that waited meets the first winner, and the next winner waits in turn
    Given the rulebook "doral-partnership"
    And E waits for an opponent in this round
    And A and B play a match with sets 3-0, 3-1
    And C and D play a match with sets 1-3, 2-3
    Then the next knock-out round pairs E v A; D v ?

  @DORAL-4.2
  Scenario: The partnership that waited plays the winner of the only match: the final
    Given the rulebook "doral-partnership"
    And E waits for an opponent in this round
    And A and B play a match with sets 0-3, 3-2, 1-3
    Then the next knock-out round pairs E v B

  @DORAL-4.2
  Scenario: The partnership that waited has no opponent while the first match is still going
    Given the rulebook "doral-partnership"
    And E waits for an opponent in this round
    And A and B play a match with sets 3-0, 1-3
    And C and D play a match with sets 3-2, 3-2
    Then the next knock-out round pairs E v ?; C v ?

  @DORAL-4.2
  Scenario: A partnership that waits and plays in the same round is refused
    Given the rulebook "doral-partnership"
    And E waits for an opponent in this round
    And E and B play a match with sets 3-0, 3-1
    Then the knock-out round is refused

  @DORAL-4.2
  Scenario: A partnership in two matches of one round is refused
    Given the rulebook "doral-partnership"
    And A and B play a match with sets 3-0, 3-1
    And C and A play a match with sets 3-2, 3-2
    Then the knock-out round is refused
