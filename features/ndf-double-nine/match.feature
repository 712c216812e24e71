Feature: NDF match: 150 points or 30 minutes
  The first partnership to 150 wins (NDF-1.3); when time runs out the higher
  score wins, level scores play on (NDF-1.4); a hand under way when time is
  called is finished first (NDF-1.5). Fines come off the partnership's score.

  @NDF-1.3
  Scenario: A hand that carries a partnership past 150 ends the match
    Given the rulebook "ndf-double-nine"
    And the score is North-South 140, East-West 90
    When North-South win a hand worth 12 points
    Then the score is North-South 152, East-West 90
    And North-South win the match

  @NDF-1.3
  Scenario: Reaching exactly 150 is enough
    Given the rulebook "ndf-double-nine"
    And the score is North-South 100, East-West 138
    When East-West win a hand worth 12 points
    Then the score is North-South 100, East-West 150
    And East-West win the match

  @NDF-1.3
  Scenario: One point short of the target the match goes on
    Given the rulebook "ndf-double-nine"
    And the score is North-South 140, East-West 90
    When North-South win a hand worth 9 points
    Then the score is North-South 149, East-West 90
    And the match goes on

  @NDF-1.3
  Scenario: The trailing side wins by reaching the target first
    Given the rulebook "ndf-double-nine"
    And the score is North-South 145, East-West 130
    When East-West win a hand worth 25 points
    Then the score is North-South 145, East-West 155
    And East-West win the match

  @NDF-1.3 @NDF-3.1
  Scenario: A fine can take a score below zero and the match goes on
    Given the rulebook "ndf-double-nine"
    And the score is North-South 10, East-West 40
    When the judge records signal against North-South in the match
    Then the score is North-South -15, East-West 40
    And the match goes on

  @NDF-1.4 @NDF-1.5
  Scenario: When time runs out between hands the higher score wins, and no further hand starts
    Given the rulebook "ndf-double-nine"
    And the score is North-South 120, East-West 95
    When time is called between hands
    Then North-South win the match

  @NDF-1.4
  Scenario: East-West win on time when ahead
    Given the rulebook "ndf-double-nine"
    And the score is North-South 80, East-West 110
    When time is called between hands
    Then East-West win the match

  @NDF-1.4
  Scenario: Level scores at time are played out hand by hand
    Given the rulebook "ndf-double-nine"
    And the score is North-South 100, East-West 100
    When time is called between hands
    Then the match goes on

  @NDF-1.4
  Scenario: The first hand after time that separates the scores decides the match
    Given the rulebook "ndf-double-nine"
    And the score is North-South 100, East-West 100
    When time is called between hands
    And a hand ends with no score
    And East-West win a hand worth 14 points
    Then 2 hands have been played
    And the score is North-South 100, East-West 114
    And East-West win the match

  @NDF-1.4
  Scenario: A void hand after time leaves level scores still level
    Given the rulebook "ndf-double-nine"
    And the score is North-South 100, East-West 100
    When time is called between hands
    And a hand ends with no score
    Then 1 hands have been played
    And the match goes on

  @NDF-1.5
  Scenario: Time called during a hand does not end the match at once
    Given the rulebook "ndf-double-nine"
    And the score is North-South 120, East-West 95
    When time is called during a hand
    Then the match goes on

  @NDF-1.5
  Scenario: The hand finished after time can turn the result
    Given the rulebook "ndf-double-nine"
    And the score is North-South 120, East-West 95
    When time is called during a hand
    And East-West win a hand worth 30 points
    Then the score is North-South 120, East-West 125
    And East-West win the match

  @NDF-1.5
  Scenario: A void last hand leaves the leader at time the winner
    Given the rulebook "ndf-double-nine"
    And the score is North-South 120, East-West 95
    When time is called during a hand
    And a hand ends with no score
    Then North-South win the match
    And 1 hands have been played

  @NDF-1.5 @NDF-1.4
  Scenario: A hand finished after time that levels the scores leaves the match to further hands
    Given the rulebook "ndf-double-nine"
    And the score is North-South 90, East-West 70
    When time is called during a hand
    And East-West win a hand worth 20 points
    Then the score is North-South 90, East-West 90
    And the match goes on
    When North-South win a hand worth 8 points
    Then North-South win the match
    And 2 hands have been played

  @NDF-1.5 @NDF-1.3
  Scenario: The finishing hand after time may also reach the target
    Given the rulebook "ndf-double-nine"
    And the score is North-South 140, East-West 130
    When time is called during a hand
    And North-South win a hand worth 15 points
    Then the score is North-South 155, East-West 130
    And North-South win the match
