Feature: All Fives: draws for the down that cannot happen
  Each player at the table draws one tile of the double-six set for the down (WCDT-2.1): two
  players in singles, opponents, four in doubles (WCDT-1.1). A draw by another number of players,
  by two partners, or of a tile the set does not hold, names nobody to go down and is refused.

  @WCDT-2.1 @WCDT-1.1
  Scenario: Three players drawing for the down is refused: singles seats two and doubles four
    Given the rulebook "wcdt-all-fives"
    And the players draw for the lead:
      | seat  | tile |
      | North | 6-4  |
      | East  | 6-5  |
      | South | 3-3  |
    Then the draw is refused under WCDT-1.1

  @WCDT-2.1 @WCDT-1.1
  Scenario: A tile drawn for the down that the double-six set does not hold is refused
    Given the rulebook "wcdt-all-fives"
    And North has drawn 7-7 for the down, in the set or not
    And East has drawn 6-5 for the down, in the set or not
    Then the draw is refused under WCDT-1.1

  @WCDT-2.1 @WCDT-1.1
  Scenario: Two partners drawing for the down is refused: a singles table seats two opponents
    Given the rulebook "wcdt-all-fives"
    And the players draw for the lead:
      | seat  | tile |
      | North | 6-4  |
      | South | 6-5  |
    Then the draw is refused under WCDT-1.1

  @WCDT-2.1 @WCDT-1.1
  Scenario: Two opponents drawing for the down is a singles draw: the higher tile goes down
    Given the rulebook "wcdt-all-fives"
    And the players draw for the lead:
      | seat  | tile |
      | North | 6-4  |
      | West  | 6-5  |
    Then West wins the lead
