Feature: NDF tiles on the end named, and a hand that is over
  A tile goes only on an open end showing one of its numbers (NDF-7.1): laid on the
  left end it does not match, it is refused even when it would fit the right. A
  misfit voids the hand (NDF-7.2): once it is void nobody plays on, so no play is
  legal.

  @NDF-7.1
  Scenario: A tile laid on the left end it does not match is refused, though it fits the right
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 3-1 5-5 |
      | West  | 6-2 4-4 |
      | South | 2-2 2-0 |
      | East  | 5-4 1-0 |
    And North leads
    When North plays 3-1 on the left end
    Then the last action is refused under NDF-7.1

  @NDF-7.2
  Scenario: A hand voided for a misfit is over: nobody has a legal play
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 2-2 2-0 |
      | East  | 5-4 1-0 |
    And North leads
    When the judge records misfit against West
    Then the hand ends by void
    And there is no legal play
