Feature: Doral: who takes which seven tiles from the pile
  The partnership behind shuffles and its players take their tiles only after both
  opponents (DORAL-5.3); seven each, the whole set dealt (DORAL-5.1). The rulebook does
  not order the two opponents, nor the shuffler and partner: there the protocol's
  convention for an order a rulebook does not give applies (the order of play from the
  player after the shuffler, the shuffler last), so the shuffler takes the last seven,
  after the partner.

  @DORAL-5.1 @DORAL-5.3
  Scenario: South shuffles: East, West, North, then South take seven tiles each
    Given the rulebook "doral-partnership"
    And South shuffled
    And the tiles are taken from the pile in this order: 5-4 6-3 6-2 6-6 6-0 5-5 6-5 6-4 4-2 2-2 1-1 3-0 5-0 3-1 4-3 5-3 3-2 0-0 2-0 5-2 5-1 1-0 4-4 3-3 4-0 4-1 6-1 2-1
    Then East is dealt 5-4 6-3 6-2 6-6 6-0 5-5 6-5
    And West is dealt 6-4 4-2 2-2 1-1 3-0 5-0 3-1
    And North is dealt 4-3 5-3 3-2 0-0 2-0 5-2 5-1
    And South is dealt 1-0 4-4 3-3 4-0 4-1 6-1 2-1
