Feature: Who leads the next hand of a Doral match
  Every hand after the first is led by either player of the partnership that
  won the hand before (DORAL-8.2), whoever led it and whatever the seat
  rotation would give; a hand scored for nobody is replayed from the double six
  (DORAL-8.1, DORAL-12.2). The match reply says so the way the hand reply does:
  an opening and a partnership, and no single seat.

  @DORAL-8.2
  Scenario: North-South win a hand of the match and either of them leads the next
    Given the rulebook "doral-partnership"
    And the score is North-South 20, East-West 30
    When North-South win a hand worth 12 points
    Then either player of North-South leads the next hand

  @DORAL-8.2
  Scenario: East-West win the next hand and the lead passes to them, not to the next seat
    Given the rulebook "doral-partnership"
    And the score is North-South 20, East-West 30
    When North-South win a hand worth 12 points
    And East-West win a hand worth 9 points
    Then either player of East-West leads the next hand

  @DORAL-8.1 @DORAL-12.2
  Scenario: A hand of the match scored for nobody is replayed from the double six
    Given the rulebook "doral-partnership"
    And the score is North-South 20, East-West 30
    When North-South win a hand worth 12 points
    And a hand ends with no score
    Then the next hand opens with the double six

  @DORAL-8.1 @DORAL-8.2 @DORAL-2.2
  Scenario: The first hand of the second game is led by the winners, not by the double six
    Given the rulebook "doral-partnership"
    And the games in the set are North-South 0, East-West 0
    And the score is North-South 40, East-West 85
    When East-West win a hand worth 20 points
    Then the games in the set stand at North-South 0, East-West 1
    And the score is North-South 0, East-West 0
    And either player of East-West leads the next hand

  @DORAL-8.1 @DORAL-8.2 @DORAL-3.1
  Scenario: The first hand of the second set is led by the winners, not by the double six
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    And the games in the set are North-South 2, East-West 1
    And the score is North-South 90, East-West 30
    When North-South win a hand worth 15 points
    Then the sets stand at North-South 1, East-West 0
    And the games in the set stand at North-South 0, East-West 0
    And either player of North-South leads the next hand
