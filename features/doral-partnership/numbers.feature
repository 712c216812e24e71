Feature: Doral numbers at their boundaries
  Each number of the rulebook checked at, just below and just above its
  threshold: seven tiles a player from a double-six set (DORAL-5.1) and the
  45-minute limit of a match (DORAL-15.1).

  @DORAL-5.1
  Scenario: Seven tiles a player: a full deal of seven each is accepted
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 6-0 |
      | West  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
      | South | 4-3 4-2 4-1 4-0 3-3 3-2 3-1 |
      | East  | 3-0 2-2 2-1 2-0 1-1 1-0 0-0 |
    And North leads
    Then the deal is accepted

  @DORAL-5.1
  Scenario: Seven tiles a player: six in one seat is a hand under way and is accepted
    Given the rulebook "doral-partnership"
    And the open ends are 6 and 0
    And the hands are:
      | seat  | tiles                       |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1     |
      | West  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4 |
      | South | 4-3 4-2 4-1 4-0 3-3 3-2 3-1 |
      | East  | 3-0 2-2 2-1 2-0 1-1 1-0 0-0 |
    And North leads
    And West is to play
    Then the deal is accepted

  @DORAL-5.1
  Scenario: Seven tiles a player: eight in one seat is refused
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-5 6-4 6-3 6-2 6-1 6-0 0-0 |
      | West  | 5-5 5-4 5-3 5-2 5-1 5-0 4-4     |
      | South | 4-3 4-2 4-1 4-0 3-3 3-2 3-1     |
      | East  | 3-0 2-2 2-1 2-0 1-1 1-0         |
    And North leads
    Then the deal is refused

  @DORAL-5.1
  Scenario: The set runs to double six: the 6-6 is a tile of the set
    Given the rulebook "doral-partnership"
    And North is dealt 6-6 5-0, in the set or not
    And West holds 3-3
    And North leads
    Then the deal is accepted

  @DORAL-5.1
  Scenario: The set runs to double six: a 7-0 is not a tile of the set
    Given the rulebook "doral-partnership"
    And North is dealt 7-0 5-0, in the set or not
    And West holds 3-3
    And North leads
    Then the deal is refused

  @DORAL-15.1
  Scenario: The 45-minute match: time cannot be called after 44 minutes
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 0
    And the games in the set are North-South 0, East-West 2
    And the score is North-South 0, East-West 0
    When time is called between hands after 44 minutes
    Then the last action is refused under DORAL-15.1
    And the match goes on

  @DORAL-15.1
  Scenario: The 45-minute match: time called after 45 minutes goes to the partnership with more sets
    Given the rulebook "doral-partnership"
    And the sets are North-South 1, East-West 0
    And the games in the set are North-South 0, East-West 2
    And the score is North-South 0, East-West 0
    When time is called between hands after 45 minutes
    Then North-South win the match
    And the match is decided under DORAL-15.1

  @DORAL-15.1
  Scenario: The 45-minute match: time called after 46 minutes, sets level, goes on the games
    Given the rulebook "doral-partnership"
    And the sets are North-South 0, East-West 0
    And the games in the set are North-South 1, East-West 2
    And the score is North-South 0, East-West 0
    When time is called between hands after 46 minutes
    Then East-West win the match
    And the match is decided under DORAL-15.1
