Feature: FMD: who leads
  The highest drawn sum leads (FMDS-4.1); the players pick in the order of play
  after the shuffler, who picks last (FMDS-4.2); the lead then rotates (FMDS-4.3).

  @FMDS-4.1
  Scenario: The highest sum wins the lead
    Given the rulebook "fmd-singles"
    And the players draw for the lead:
      | seat  | tile |
      | North | 4-3  |
      | East  | 6-5  |
      | South | 5-5  |
      | West  | 2-0  |
    Then East wins the lead

  @FMDS-4.1
  Scenario: A tied sum goes to the higher single end
    Given the rulebook "fmd-singles"
    And the players draw for the lead:
      | seat  | tile |
      | North | 3-3  |
      | East  | 4-2  |
      | South | 5-1  |
      | West  | 1-0  |
    Then South wins the lead

  @FMDS-4.1
  Scenario: The double six beats every other draw
    Given the rulebook "fmd-singles"
    And the players draw for the lead:
      | seat  | tile |
      | North | 6-5  |
      | East  | 0-0  |
      | South | 6-4  |
      | West  | 6-6  |
    Then West wins the lead

  @FMDS-4.2 @FMDS-4.1
  Scenario: South shuffles, East picks first and South last
    Given the rulebook "fmd-singles"
    And South shuffled
    And the tiles are picked in this order: 6-5 2-1 4-4 6-6
    Then East draws 6-5
    And North draws 2-1
    And West draws 4-4
    And South draws 6-6
    And South wins the lead

  @FMDS-4.2 @FMDS-4.1
  Scenario: North shuffles, West picks first and North last
    Given the rulebook "fmd-singles"
    And North shuffled
    And the tiles are picked in this order: 3-3 6-4 1-0 2-2
    Then West draws 3-3
    And South draws 6-4
    And East draws 1-0
    And North draws 2-2
    And South wins the lead

  @FMDS-4.2
  Scenario: The shuffler's draw is the last tile picked
    Given the rulebook "fmd-singles"
    And East shuffled
    And the tiles are picked in this order: 0-0 1-1 2-2 5-4
    Then North draws 0-0
    And West draws 1-1
    And South draws 2-2
    And East draws 5-4
    And East wins the lead

  @FMDS-4.3
  Scenario: After a won hand the lead moves to the right
    Given the rulebook "fmd-singles"
    And the score is North-South 20, East-West 30
    And North leads
    When North-South win a hand worth 12 points
    Then West leads the next hand

  @FMDS-4.3
  Scenario: After a tied hand the rotation continues
    Given the rulebook "fmd-singles"
    And the score is North-South 20, East-West 30
    And East leads
    When a hand ends with no score
    Then the score is North-South 20, East-West 30
    And North leads the next hand

  @FMDS-4.3
  Scenario: Two hands move the lead two seats
    Given the rulebook "fmd-singles"
    And the score is North-South 0, East-West 0
    And West leads
    When East-West win a hand worth 20 points
    And North-South win a hand worth 15 points
    Then East leads the next hand
