Feature: NDF records under the rulebook's own names
  A judge records an infraction under the name the rulebook gives it: a pass made
  while holding a tile that fits is NDF's pass-with-playable (NDF-4.2). A record
  under a name the rulebook does not have (the Doral rulebook's bad-pass) is no
  infraction of NDF, and the request is refused.

  @NDF-4.2
  Scenario: A pass with a playable tile recorded under another rulebook's name is refused
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 2-2 2-0 |
      | East  | 5-4 1-0 |
    And North leads
    When North plays 6-2 on the left end
    And West passes unnoticed
    And the judge records bad-pass against West
    Then the record is refused: the rulebook has no such infraction

  @NDF-4.2
  Scenario: The same pass recorded as pass-with-playable is fined
    Given the rulebook "ndf-double-nine"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 2-2 2-0 |
      | East  | 5-4 1-0 |
    And North leads
    When North plays 6-2 on the left end
    And West passes unnoticed
    And the judge records pass-with-playable against West
    Then every action is accepted
    And East-West are fined 75 points under NDF-4.2
