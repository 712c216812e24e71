Feature: Mexican Train: a hand answered action by action
  One request may ask for the position after each action as well as the last (the reply's steps):
  every step is the position the request cut after that action describes, with that action's
  result alone. The first tile of a train shows the starting double's number (MT-R4.1), and a tile
  goes on a train of the table (a seat's number, or the Mexican train): a move naming no such train
  or a seat that is no number is refused as a whole.

  Background:
    Given the rulebook "mexican-train"
    And the starting double is 12-12

  @MT-R4.1
  Scenario: The turn after each move, a refused one the last
    Given seat 1 holds 5-3 12-1 9-8
    And seat 2 holds 9-9 4-2 7-1
    And the bone-yard, in drawing order, is 0-0 1-1
    When seat 1 plays 12-1 on the Mexican train
    And seat 2 plays 7-1 on the Mexican train
    And seat 1 plays 5-3 on their own train
    And the position after each action is asked for
    Then step by step, the position is:
      | after     | result                | turn   | boneyard |
      | the start |                       | seat 1 | 2        |
      | action 1  | accepted              | seat 2 | 2        |
      | action 2  | accepted              | seat 1 | 2        |
      | action 3  | refused under MT-R4.1 | seat 1 | 2        |
    And the last move is refused under MT-R4.1
    And the Mexican train shows 12-1 7-1
    And it is seat 1's turn to play

  @MT-R4.1
  Scenario: The last step is the position the reply describes
    Given seat 1 holds 5-3 12-1 9-8
    And seat 2 holds 9-9 4-2 7-1
    And the bone-yard, in drawing order, is 0-0 1-1
    When seat 1 plays 12-1 on the Mexican train
    And seat 2 plays 7-1 on the Mexican train
    And the position after each action is asked for
    Then step by step, the position is:
      | after     | result   | turn   | boneyard |
      | the start |          | seat 1 | 2        |
      | action 1  | accepted | seat 2 | 2        |
      | action 2  | accepted | seat 1 | 2        |
    And the Mexican train shows 12-1 7-1
    And it is seat 1's turn to play

  @MT-R4.1
  Scenario: A move onto a train that is nobody's is refused as a whole
    Given seat 1 holds 5-3 12-1 9-8
    And seat 2 holds 9-9 4-2 7-1
    When seat 1 plays 12-1 on a train written "nowhere"
    Then the position is refused

  @MT-R4.1
  Scenario: A seat at a train table is a number
    Given a seat written "first" holds 5-3 12-1 9-8
    And seat 2 holds 9-9 4-2 7-1
    When seat 2 plays 7-1 on the Mexican train
    Then the position is refused
