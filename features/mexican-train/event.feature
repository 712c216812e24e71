Feature: Mexican Train: the event, hand by hand
  Thirteen hands (MT-F2.1), each started from a double no other hand used (MT-R2.1). Before
  every hand the players are cut into tables from the standings, lowest total first, as
  equal in size as two to seven a table allow (MT-F3.1), and seated at each table in
  ascending order of total, seat 1 first (MT-R1.1). Equal totals go by the latest hand; at
  the end the three lowest totals are awarded (MT-F4.1). A player who drops (MT-F6.1), or
  who misses a hand and is absent again when the next starts (MT-T1.2), is no longer seated;
  a first absence is lateness only, and a player back after a missed hand plays on.

  Background:
    Given the rulebook "mexican-train"

  @MT-F3.1 @MT-R1.1
  Scenario: Nine players sit at a table of five and a table of four, in ascending order
    Given player A scored 30
    And player B scored 10
    And player C scored 25
    And player D scored 5
    And player E scored 40
    And player F scored 15
    And player G scored 20
    And player H scored 35
    And player I scored 0
    And the hands so far started from the doubles 12
    Then the tables of the next hand are I D B F G | C A H E
    And the next hand is hand 2

  @MT-F3.1
  Scenario: Eight players sit four and four, not seven and one
    Given player A scored 1
    And player B scored 2
    And player C scored 3
    And player D scored 4
    And player E scored 5
    And player F scored 6
    And player G scored 7
    And player H scored 8
    And the hands so far started from the doubles 12
    Then the tables of the next hand are A B C D | E F G H

  @MT-F3.1
  Scenario: Seven players sit at one table
    Given player A scored 1
    And player B scored 2
    And player C scored 3
    And player D scored 4
    And player E scored 5
    And player F scored 6
    And player G scored 7
    And the hands so far started from the doubles 12
    Then the tables of the next hand are A B C D E F G

  @MT-F3.1
  Scenario: Two players make a table
    Given player A scored 9
    And player B scored -25
    And the hands so far started from the doubles 12
    Then the tables of the next hand are B A

  @MT-R1.1 @MT-F4.1
  Scenario: Equal totals are seated by the latest hand
    Given player P scored 10, 20
    And player Q scored 25, 5
    And player R scored 15, 15
    And the hands so far started from the doubles 12, 0
    Then the tables of the next hand are Q R P
    And the event standings read Q R P

  @MT-R1.1
  Scenario: Seats follow the accumulated totals, not the last hand
    Given player P scored 0, 30
    And player Q scored 20, 20
    And player R scored 35, 10
    And the hands so far started from the doubles 12, 11
    Then the tables of the next hand are P Q R

  @MT-R1.1
  Scenario: Before the first hand, seats follow the entry order
    Given player A has entered
    And player B has entered
    And player C has entered
    Then the tables of the next hand are A B C
    And the next hand is hand 1

  @MT-F2.1 @MT-F4.1
  Scenario: After thirteen hands the event is over and the three lowest totals are awarded
    Given player A scored 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 9
    And player B scored 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    And player C scored 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5
    And player D scored 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, -25
    And the hands so far started from the doubles 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
    Then the event is over and the awarded players are D B A
    And the event standings read D B A C

  @MT-F2.1
  Scenario: After twelve hands one more is played
    Given player A scored 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
    And player B scored 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    And the hands so far started from the doubles 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    Then the next hand is hand 13
    And the tables of the next hand are B A
    And the doubles left are 12

  @MT-R2.1
  Scenario: A double that started a hand does not start another
    Given player A scored 3, 4, 5
    And player B scored 6, 7, 8
    And the hands so far started from the doubles 12, 5, 12
    Then the starting double of hand 3 is refused under MT-R2.1
    And the doubles left are 0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11

  @MT-F6.1
  Scenario: A dropped player keeps the total but is ranked last and not seated
    Given player A scored 10
    And player B scored -25
    And player C scored 20
    And player D scored 30
    And player B has dropped
    And the hands so far started from the doubles 12
    Then the event standings read A C D B
    And the players no longer seated are B
    And the tables of the next hand are A C D

  @MT-T1.2
  Scenario: A player who missed a hand and is absent again is dropped
    Given player A scored 10, 5
    And player B scored 3, 99
    And player C scored 20, 1
    And player B missed the last hand and is absent
    And the hands so far started from the doubles 12, 11
    Then the players no longer seated are B
    And the tables of the next hand are A C

  @MT-T1.2
  Scenario: A player absent at the start who played the last hand is only late, and stays seated
    Given player A scored 10, 5
    And player B scored 3, 9
    And player C scored 20, 1
    And player B played the last hand and is absent
    And the hands so far started from the doubles 12, 11
    Then the tables of the next hand are B A C

  @MT-T1.2
  Scenario: A player back after a missed hand stays seated
    Given player A scored 10, 5
    And player B scored 3, 99
    And player C scored 20, 1
    And player B missed the last hand and is present
    And the hands so far started from the doubles 12, 11
    Then the tables of the next hand are A C B
