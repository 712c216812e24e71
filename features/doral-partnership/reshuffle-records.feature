Feature: Doral reshuffle requests checked against the table and the lead of the new deal
  A reshuffle is asked for before play begins, by the partnership that did not
  shuffle: once a line is on the table it is too late (DORAL-5.4). A hand whose
  setup names its leader, with no double-six opening, is a hand after the first,
  led by the partnership that won the last one; dealt again after a reshuffle,
  its lead is settled the same way, by either player of that partnership
  (DORAL-5.4, DORAL-8.2).

  @DORAL-5.4
  Scenario: With a line already on the table no reshuffle is granted
    Given the rulebook "doral-partnership"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-6     |
      | West  | 3-1 4-4 |
      | South | 5-2 0-0 |
      | East  | 2-2 1-0 |
    And North leads
    And West is to play
    And South shuffled
    When the judge records reshuffle-request against East
    Then the last action is refused under DORAL-5.4
    And no sanction is recorded
    And the hand is not over

  @DORAL-5.4 @DORAL-8.2
  Scenario: A hand North was named to lead, dealt again, is led by either player of North-South
    Given the rulebook "doral-partnership"
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 5-5 |
      | West  | 3-1 2-2 |
      | South | 4-4 6-0 |
      | East  | 1-0 5-3 |
    And North leads
    And East shuffled
    When the judge records reshuffle-request against South
    Then the tiles are reshuffled under DORAL-5.4
    And no penalty is recorded
    And either player of North-South leads the next hand
