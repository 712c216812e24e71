Feature: All Fives knock-out: a player left over waits, then meets the round's first winner
  The winner of a match, the first to two games (WCDT-1.4), goes through and the loser is out (WCDT-1.5). The source names only
  semi-finals and finals; in our bracket a player left over waits a round and then meets the first
  winner of the next round, before the other winners meet in bracket order. A round in which a
  player would play twice, or both wait and play, cannot happen.

  @WCDT-1.4 @WCDT-1.5
  Scenario: The player who waited meets the first winner, and the next winner waits in turn
    Given the rulebook "wcdt-all-fives"
    And E waits for an opponent in this round
    And A and B play a match with sets 2-1
    And C and D play a match with sets 0-2
    Then the next knock-out round pairs E v A; D v ?

  @WCDT-1.4 @WCDT-1.5
  Scenario: The player who waited meets the winner of the only match in the final
    Given the rulebook "wcdt-all-fives"
    And E waits for an opponent in this round
    And A and B play a match with sets 1-2
    Then the next knock-out round pairs E v B

  @WCDT-1.5
  Scenario: A player who waits and plays in the same round is refused
    Given the rulebook "wcdt-all-fives"
    And E waits for an opponent in this round
    And A and E play a match with sets 2-0
    Then the knock-out round is refused
