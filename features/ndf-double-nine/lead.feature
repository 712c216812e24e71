Feature: NDF who leads
  The first lead goes to the highest drawn tile (NDF-2.1), a tie going to the
  highest single end (NDF-2.2); after that the lead moves one seat
  counter-clockwise every hand, whatever the result (NDF-2.3).

  @NDF-2.1
  Scenario: The drawn tile with the largest sum wins the lead
    Given the rulebook "ndf-double-nine"
    And the players draw for the lead:
      | seat  | tile |
      | North | 6-5  |
      | East  | 9-8  |
      | South | 3-3  |
      | West  | 7-2  |
    Then East wins the lead

  @NDF-2.1
  Scenario: A small sum can still be the highest draw
    Given the rulebook "ndf-double-nine"
    And the players draw for the lead:
      | seat  | tile |
      | North | 0-0  |
      | East  | 1-0  |
      | South | 2-1  |
      | West  | 4-0  |
    Then West wins the lead

  @NDF-2.1
  Scenario: The double nine beats every other draw
    Given the rulebook "ndf-double-nine"
    And the players draw for the lead:
      | seat  | tile |
      | North | 9-9  |
      | East  | 9-8  |
      | South | 8-8  |
      | West  | 9-7  |
    Then North wins the lead

  @NDF-2.2
  Scenario: Three tiles with equal sums are split by their larger end
    Given the rulebook "ndf-double-nine"
    And the players draw for the lead:
      | seat  | tile |
      | North | 4-4  |
      | East  | 5-3  |
      | South | 2-0  |
      | West  | 6-2  |
    Then West wins the lead

  @NDF-2.2
  Scenario: Four tiles with equal sums are split by their larger end
    Given the rulebook "ndf-double-nine"
    And the players draw for the lead:
      | seat  | tile |
      | North | 6-2  |
      | East  | 4-4  |
      | South | 7-1  |
      | West  | 5-3  |
    Then South wins the lead

  @NDF-2.2
  Scenario: A four-way tie is settled by the larger end even when the winner is a double
    Given the rulebook "ndf-double-nine"
    And the players draw for the lead:
      | seat  | tile |
      | North | 9-3  |
      | East  | 8-4  |
      | South | 7-5  |
      | West  | 6-6  |
    Then North wins the lead

  @NDF-2.2
  Scenario: A mixed tile beats a double of the same sum
    Given the rulebook "ndf-double-nine"
    And the players draw for the lead:
      | seat  | tile |
      | North | 5-5  |
      | East  | 6-4  |
      | South | 3-1  |
      | West  | 2-2  |
    Then East wins the lead

  @NDF-2.2
  Scenario: Two equal sums are split by the higher single number
    Given the rulebook "ndf-double-nine"
    And the players draw for the lead:
      | seat  | tile |
      | North | 7-3  |
      | East  | 4-4  |
      | South | 9-1  |
      | West  | 6-1  |
    Then South wins the lead

  @NDF-2.2 @NDF-2.1
  Scenario: A high single end does not beat a larger sum
    Given the rulebook "ndf-double-nine"
    And the players draw for the lead:
      | seat  | tile |
      | North | 9-0  |
      | East  | 5-4  |
      | South | 8-2  |
      | West  | 1-1  |
    Then South wins the lead

  @NDF-2.3
  Scenario: The lead passes on after a domino, not to the winner
    Given the rulebook "ndf-double-nine"
    And the open ends are 3 and 1
    And the hands are:
      | seat  | tiles |
      | North | 9-9   |
      | West  | 6-6   |
      | South | 8-7   |
      | East  | 3-2   |
    And North leads
    And East is to play
    When East plays 3-2
    Then the hand ends by domino
    And West leads the next hand

  @NDF-2.3 @NDF-9.1
  Scenario: The lead passes on after a lock
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 5
    And the hands are:
      | seat  | tiles   |
      | North | 5-4 1-0 |
      | West  | 7-7     |
      | South | 9-9     |
      | East  | 8-8     |
    And West leads
    And North is to play
    When North plays 5-4
    Then the hand ends by lock
    And North wins the hand
    And South leads the next hand

  @NDF-2.3 @NDF-9.2
  Scenario: The lead passes on after a void lock
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 5
    And the hands are:
      | seat  | tiles   |
      | North | 1-1     |
      | West  | 8-8     |
      | South | 9-9     |
      | East  | 5-4 2-0 |
    And South leads
    And East is to play
    When East plays 5-4
    Then the hand ends by void
    And East leads the next hand

  @NDF-2.3
  Scenario: Over a match the lead goes round counter-clockwise
    Given the rulebook "ndf-double-nine"
    And the score is North-South 0, East-West 0
    And North leads
    When North-South win a hand worth 12 points
    And a hand ends with no score
    Then 2 hands have been played
    And South leads the next hand

  @NDF-2.3
  Scenario: After four hands the first leader leads again
    Given the rulebook "ndf-double-nine"
    And the score is North-South 0, East-West 0
    And East leads
    When East-West win a hand worth 20 points
    And North-South win a hand worth 15 points
    And a hand ends with no score
    And East-West win a hand worth 8 points
    Then 4 hands have been played
    And East leads the next hand
    And the score is North-South 15, East-West 28
