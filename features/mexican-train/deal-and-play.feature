Feature: Mexican Train: complete deals played out
  Every scenario deals twelve tiles of the double-twelve set to each player, the starting
  double taken out and every other tile in the bone-yard in drawing order, and plays the
  hand from seat 1 to its end: a player going out scores -25 (MT-S2.1), also on a double
  left unsatisfied (MT-R12.1); a double nobody satisfies ends the hand as an Open Double
  (MT-R8.1); nobody able to play with the bone-yard empty ends it too (MT-R6.1). Everyone
  else scores the pips in hand, the double blank counting 50 (MT-S1.1). The expected scores
  are the dealt tiles less the tiles played plus the tiles drawn, counted by hand. Where a tile fits two
  open ends of a train showing different numbers, the moves name the end it goes against.

  @MT-S2.1 @MT-S1.1
  Scenario: A two-player deal played out until seat 1 goes out
    Given the rulebook "mexican-train"
    And the starting double is 10-10
    And seat 1 holds 1-1 10-4 11-1 11-2 11-5 12-4 3-0 3-2 5-2 6-0 6-3 7-6
    And seat 2 holds 10-6 10-9 11-9 12-0 12-11 2-1 4-1 5-1 5-4 7-1 7-3 8-8
    And the rest of the set is the bone-yard, in drawing order: 10-0 12-5 4-2 7-7 9-7 8-6 9-5 11-11 12-12 10-3 8-2 8-5 12-9 10-8 11-4 4-3 10-5 9-0 7-0 6-4 7-4 12-3 11-3 4-0 9-3 9-9 8-4 8-7 6-6 2-2 12-2 3-3 8-3 7-5 12-10 9-4 12-6 11-6 0-0 12-7 9-6 3-1 10-1 12-8 10-2 9-2 4-4 5-0 6-2 5-5 12-1 2-0 10-7 8-1 11-10 6-5 9-8 6-1 8-0 1-0 7-2 11-0 9-1 11-7 11-8 5-3
    When the moves go:
      | seat | action | tile  | train   | end |
      | 1    | play   | 10-4  | 1       |     |
      | 2    | play   | 10-6  | mexican |     |
      | 1    | play   | 7-6   | mexican |     |
      | 2    | play   | 7-3   | mexican |     |
      | 1    | play   | 3-0   | mexican |     |
      | 2    | play   | 10-9  | 2       |     |
      | 1    | play   | 6-0   | mexican |     |
      | 2    | play   | 11-9  | 2       |     |
      | 1    | play   | 6-3   | mexican |     |
      | 2    | play   | 12-11 | 2       |     |
      | 1    | play   | 3-2   | mexican |     |
      | 2    | play   | 12-0  | 2       |     |
      | 1    | play   | 12-4  | 1       |     |
      | 2    | play   | 2-1   | mexican |     |
      | 1    | play   | 1-1   | mexican |     |
      | 1    | play   | 11-1  | mexican |     |
      | 2    | play   | 5-1   | mexican |     |
      | 1    | play   | 11-5  | mexican | 11  |
      | 2    | play   | 5-4   | mexican |     |
      | 1    | play   | 5-2   | mexican |     |
      | 1    | tap    |       |         |     |
      | 2    | play   | 4-1   | mexican |     |
      | 1    | play   | 11-2  | mexican |     |
    Then the hand ends out under MT-S2.1
    And seat 1 went out
    And the hand's scores are -25, 24

  @MT-R12.1 @MT-S1.1
  Scenario: A two-player deal where seat 1 goes out on a double left unsatisfied
    Given the rulebook "mexican-train"
    And the starting double is 8-8
    And seat 1 holds 10-3 10-7 11-10 11-9 2-0 3-1 5-5 7-7 8-4 8-7 9-0 9-8
    And seat 2 holds 0-0 10-2 11-4 12-2 12-6 4-2 5-4 6-4 8-3 9-3 9-4 9-5
    And the rest of the set is the bone-yard, in drawing order: 4-0 4-1 4-4 7-1 6-5 12-3 2-2 9-2 10-8 11-8 12-5 8-1 3-0 11-1 12-12 11-5 9-9 8-2 1-0 6-2 12-11 9-1 7-3 11-7 6-0 7-5 6-6 8-6 10-4 8-0 10-6 5-3 7-0 11-2 10-1 12-8 12-0 3-3 8-5 7-2 12-7 10-9 11-0 2-1 10-0 10-5 3-2 12-10 5-1 7-6 5-2 5-0 1-1 9-6 6-1 11-11 6-3 10-10 9-7 7-4 12-4 11-3 12-1 11-6 12-9 4-3
    When the moves go:
      | seat | action | tile  | train   |
      | 1    | play   | 8-4   | 1       |
      | 2    | play   | 8-3   | mexican |
      | 1    | play   | 10-3  | mexican |
      | 2    | play   | 10-2  | mexican |
      | 1    | play   | 2-0   | mexican |
      | 2    | play   | 0-0   | mexican |
      | 2    | draw   |       |         |
      | 2    | play   | 4-0   | mexican |
      | 1    | play   | 9-0   | mexican |
      | 2    | play   | 4-2   | mexican |
      | 1    | play   | 11-9  | mexican |
      | 2    | play   | 12-2  | mexican |
      | 1    | play   | 11-10 | mexican |
      | 2    | play   | 12-6  | mexican |
      | 1    | play   | 10-7  | mexican |
      | 2    | play   | 6-4   | mexican |
      | 1    | play   | 7-7   | mexican |
      | 1    | play   | 8-7   | mexican |
      | 2    | play   | 9-4   | mexican |
      | 1    | play   | 9-8   | mexican |
      | 2    | play   | 9-3   | mexican |
      | 1    | play   | 3-1   | mexican |
      | 1    | tap    |       |         |
      | 2    | play   | 9-5   | mexican |
      | 1    | play   | 5-5   | mexican |
    Then the hand ends out under MT-R12.1
    And seat 1 went out
    And the hand's scores are -25, 24

  @MT-R8.1 @MT-S1.1
  Scenario: A two-player deal that ends in an Open Double
    Given the rulebook "mexican-train"
    And the starting double is 5-5
    And seat 1 holds 10-5 10-8 11-10 11-5 11-9 12-6 12-9 5-3 6-6 7-5 8-8 9-9
    And seat 2 holds 0-0 1-1 10-7 11-0 11-1 11-11 12-2 12-4 12-7 3-3 7-0 9-4
    And the rest of the set is the bone-yard, in drawing order: 7-7 8-0 11-3 11-7 12-12 5-4 8-1 10-3 4-4 9-7 8-5 7-2 9-1 12-10 9-5 12-0 6-0 2-0 10-10 9-6 6-4 4-0 5-0 12-8 12-11 6-3 11-8 10-4 1-0 11-6 4-2 3-1 2-2 4-3 2-1 6-5 8-2 6-1 4-1 3-0 7-6 10-1 5-2 9-8 11-4 3-2 10-6 5-1 9-3 8-6 6-2 10-0 8-3 11-2 7-1 12-5 12-1 8-7 9-0 7-4 9-2 7-3 10-9 12-3 8-4 10-2
    When the moves go:
      | seat | action | tile  | train   |
      | 1    | play   | 5-3   | mexican |
      | 2    | play   | 3-3   | mexican |
      | 2    | draw   |       |         |
      | 2    | marker |       |         |
      | 1    | draw   |       |         |
      | 1    | marker |       |         |
    Then the hand ends open-double under MT-R8.1
    And nobody went out
    And the hand's scores are 195, 197

  @MT-R6.1 @MT-S1.1
  Scenario: A six-player deal played until the bone-yard is empty and nobody can play
    Given the rulebook "mexican-train"
    And the starting double is 4-4
    And seat 1 holds 3-0 3-1 3-2 4-0 5-0 5-2 6-1 7-4 9-5 9-6 9-8 9-9
    And seat 2 holds 1-0 10-5 10-6 11-11 11-3 11-8 12-5 4-2 5-5 7-0 7-3 8-0
    And seat 3 holds 10-4 10-8 10-9 12-0 12-4 2-0 5-1 5-4 6-3 6-6 7-7 8-8
    And seat 4 holds 1-1 10-2 10-3 11-1 11-9 12-11 12-6 12-7 2-2 7-5 8-2 9-4
    And seat 5 holds 10-10 11-2 11-5 12-12 12-8 4-1 6-0 6-4 7-1 8-7 9-2 9-7
    And seat 6 holds 10-1 10-7 11-10 12-10 12-2 12-9 5-3 7-6 8-3 8-5 9-0 9-1
    And the rest of the set is the bone-yard, in drawing order: 10-0 4-3 8-6 2-1 0-0 8-1 7-2 12-1 12-3 11-0 9-3 3-3 11-7 11-6 6-5 11-4 6-2 8-4
    When the moves go:
      | seat | action | tile  | train   |
      | 1    | play   | 7-4   | 1       |
      | 2    | play   | 4-2   | mexican |
      | 3    | play   | 12-4  | 3       |
      | 4    | play   | 9-4   | 4       |
      | 5    | play   | 6-4   | 5       |
      | 6    | play   | 12-2  | mexican |
      | 1    | draw   |       |         |
      | 1    | marker |       |         |
      | 2    | play   | 7-3   | 1       |
      | 3    | play   | 12-0  | mexican |
      | 4    | play   | 11-9  | 4       |
      | 5    | play   | 6-0   | mexican |
      | 6    | play   | 8-3   | 1       |
      | 1    | play   | 9-6   | mexican |
      | 2    | play   | 8-0   | 1       |
      | 3    | play   | 2-0   | 1       |
      | 4    | play   | 10-2  | 1       |
      | 5    | play   | 10-10 | 1       |
      | 5    | draw   |       |         |
      | 5    | marker |       |         |
      | 6    | play   | 11-10 | 1       |
      | 1    | play   | 6-1   | 5       |
      | 2    | play   | 11-3  | 1       |
      | 3    | play   | 10-9  | mexican |
      | 4    | play   | 1-1   | 5       |
      | 4    | play   | 11-1  | 5       |
      | 5    | play   | 11-5  | 5       |
      | 6    | play   | 12-10 | mexican |
      | 1    | play   | 3-2   | 1       |
      | 2    | play   | 12-5  | mexican |
      | 3    | play   | 5-1   | mexican |
      | 4    | play   | 12-11 | 4       |
      | 5    | play   | 4-1   | mexican |
      | 6    | draw   |       |         |
      | 6    | marker |       |         |
      | 1    | play   | 4-0   | mexican |
      | 2    | play   | 7-0   | mexican |
      | 3    | play   | 7-7   | mexican |
      | 3    | draw   |       |         |
      | 3    | marker |       |         |
      | 4    | play   | 7-5   | mexican |
      | 5    | play   | 7-1   | 5       |
      | 6    | play   | 10-7  | mexican |
      | 1    | play   | 10-0  | mexican |
      | 2    | play   | 10-5  | mexican |
      | 3    | play   | 10-4  | 6       |
      | 4    | play   | 10-3  | mexican |
      | 5    | play   | 9-7   | 5       |
      | 6    | play   | 5-3   | mexican |
      | 1    | play   | 3-0   | mexican |
      | 2    | play   | 10-6  | 6       |
      | 3    | play   | 6-3   | 6       |
      | 4    | play   | 12-6  | 3       |
      | 5    | play   | 4-3   | 6       |
      | 6    | play   | 8-5   | mexican |
      | 1    | play   | 3-1   | mexican |
      | 2    | play   | 1-0   | mexican |
      | 3    | play   | 10-8  | mexican |
      | 4    | play   | 12-7  | 4       |
      | 5    | play   | 9-2   | 5       |
      | 6    | play   | 10-1  | mexican |
      | 1    | play   | 5-0   | mexican |
      | 2    | play   | 5-5   | mexican |
      | 2    | draw   |       |         |
      | 2    | marker |       |         |
      | 3    | play   | 5-4   | mexican |
      | 4    | draw   |       |         |
      | 4    | play   | 8-1   | mexican |
      | 5    | play   | 8-7   | mexican |
      | 6    | play   | 8-6   | 3       |
      | 1    | play   | 5-2   | mexican |
      | 2    | play   | 11-8  | 3       |
      | 3    | play   | 2-1   | mexican |
      | 4    | draw   |       |         |
      | 4    | play   | 7-2   | 4       |
      | 5    | play   | 11-2  | 5       |
      | 6    | play   | 9-1   | mexican |
      | 1    | play   | 9-5   | mexican |
      | 2    | play   | 11-11 | 3       |
      | 2    | draw   |       |         |
      | 2    | marker |       |         |
      | 3    | draw   |       |         |
      | 3    | marker |       |         |
      | 4    | draw   |       |         |
      | 4    | play   | 11-0  | 3       |
      | 5    | draw   |       |         |
      | 5    | marker |       |         |
      | 6    | play   | 7-6   | mexican |
      | 1    | draw   |       |         |
      | 1    | marker |       |         |
      | 2    | play   | 0-0   | 3       |
      | 2    | draw   |       |         |
      | 2    | marker |       |         |
      | 3    | draw   |       |         |
      | 3    | marker |       |         |
      | 4    | draw   |       |         |
      | 4    | marker |       |         |
      | 5    | draw   |       |         |
      | 5    | marker |       |         |
      | 6    | play   | 9-0   | 3       |
      | 6    | tap    |       |         |
      | 1    | play   | 9-8   | 3       |
      | 2    | play   | 11-7  | 3       |
      | 2    | tap    |       |         |
      | 3    | play   | 11-6  | mexican |
      | 4    | play   | 8-2   | 4       |
      | 5    | play   | 11-4  | 5       |
      | 6    | draw   |       |         |
      | 6    | play   | 6-2   | 1       |
      | 6    | tap    |       |         |
      | 1    | draw   |       |         |
      | 1    | play   | 8-4   | 3       |
      | 2    | marker |       |         |
      | 3    | play   | 6-6   | 1       |
      | 3    | marker |       |         |
      | 4    | play   | 6-5   | 1       |
      | 4    | tap    |       |         |
      | 5    | marker |       |         |
      | 6    | marker |       |         |
      | 1    | marker |       |         |
      | 2    | marker |       |         |
      | 3    | marker |       |         |
      | 4    | marker |       |         |
    Then the hand ends blocked under MT-R6.1
    And nobody went out
    And the hand's scores are 24, 13, 31, 4, 56, 21
