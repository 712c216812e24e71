Feature: NDF scoring of a hand
  The winning partnership scores the pips left in all four hands, its own
  included (NDF-1.6), except when the winner goes out with a tile that had to
  be left face up (NDF-5.4).

  @NDF-1.6
  Scenario: Going out scores the pips of the three other hands
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2     |
      | West  | 7-7 2-2 |
      | South | 8-1     |
      | East  | 5-5 4-0 |
    And West leads
    And North is to play
    When North plays 6-2
    Then the hand ends by domino
    And North wins the hand
    And the counts are North 0, East 14, South 9, West 18
    And North-South win the hand with 41 points

  @NDF-1.6
  Scenario: The partner's tiles count for the side that goes out
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
    And East wins the hand
    And the counts are North 18, East 0, South 15, West 12
    And East-West win the hand with 45 points

  @NDF-1.6 @NDF-9.1
  Scenario: A lock winner's own pips are added to the hand's value
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 5
    And the hands are:
      | seat  | tiles   |
      | North | 9-9     |
      | West  | 7-6     |
      | South | 8-8     |
      | East  | 5-4 1-0 |
    And North leads
    And East is to play
    When East plays 5-4
    Then the hand ends by lock
    And East wins the hand
    And the counts are North 18, East 1, South 16, West 13
    And East-West win the hand with 48 points

  @NDF-5.4 @NDF-5.2
  Scenario: Going out with the face-up tile earns nothing
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 3-3 |
      | West  | 4-3 9-9 |
      | South | 8-8 7-7 |
      | East  | 9-8 5-5 |
    And North leads
    When the play goes:
      | seat  | action | tile | end  |
      | North | touch  | 3-3  |      |
      | North | play   | 6-4  | left |
      | West  | play   | 4-3  | left |
      | South | pass   |      |      |
      | East  | pass   |      |      |
      | North | play   | 3-3  |      |
    Then every action is accepted
    And the hand ends by domino
    And North wins the hand
    And the hand scores nothing
    And North-South are fined 25 points under NDF-5.3

  @NDF-5.4 @NDF-1.6
  Scenario: The same finish without a face-up tile scores in full
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 3-3 |
      | West  | 4-3 9-9 |
      | South | 8-8 7-7 |
      | East  | 9-8 5-5 |
    And North leads
    When the play goes:
      | seat  | action | tile | end  |
      | North | play   | 6-4  | left |
      | West  | play   | 4-3  | left |
      | South | pass   |      |      |
      | East  | pass   |      |      |
      | North | play   | 3-3  |      |
    Then every action is accepted
    And the hand ends by domino
    And North-South win the hand with 75 points
    And no penalty is recorded

  @NDF-5.4
  Scenario: Going out with another tile after the face-up one was played scores normally
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles       |
      | North | 6-4 3-3 2-0 |
      | West  | 4-3 9-9     |
      | South | 8-8 7-7     |
      | East  | 9-8 5-5     |
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | touch  | 3-3  |       |
      | North | play   | 6-4  | left  |
      | West  | play   | 4-3  | left  |
      | South | pass   |      |       |
      | East  | pass   |      |       |
      | North | play   | 3-3  |       |
      | West  | pass   |      |       |
      | South | pass   |      |       |
      | East  | pass   |      |       |
      | North | play   | 2-0  | right |
    Then every action is accepted
    And the hand ends by domino
    And North-South win the hand with 75 points
    And North-South are fined 25 points under NDF-5.3

  @NDF-5.4 @NDF-2.3
  Scenario: The lead moves on after a hand won with the face-up tile
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 2
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 3-3 |
      | West  | 4-3 9-9 |
      | South | 8-8 7-7 |
      | East  | 9-8 5-5 |
    And South leads
    And North is to play
    When the play goes:
      | seat  | action | tile | end  |
      | North | touch  | 3-3  |      |
      | North | play   | 6-4  | left |
      | West  | play   | 4-3  | left |
      | South | pass   |      |      |
      | East  | pass   |      |      |
      | North | play   | 3-3  |      |
    Then the hand scores nothing
    And East leads the next hand

  @NDF-1.6 @NDF-9.1
  Scenario: Playing the last tile is a domino even if it also blocks the line
    Given the rulebook "ndf-double-nine"
    And the open ends are 5 and 5
    And the hands are:
      | seat  | tiles |
      | North | 5-4   |
      | West  | 8-8   |
      | South | 9-9   |
      | East  | 7-7   |
    And North leads
    When North plays 5-4
    Then the hand ends by domino
    And North wins the hand
    And the counts are North 0, East 14, South 18, West 16
    And North-South win the hand with 48 points
