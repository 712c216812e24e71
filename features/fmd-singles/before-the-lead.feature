Feature: FMD singles: what must come first at the lead
  No play or pass is accepted while a hand holds more than seven tiles: the extra
  tiles are handed over first (FMDS-13.3), so a pass then is refused under FMDS-13.3.
  A tile that flips face up must be played at the first turn on which it fits
  (FMDS-14.1): before the lead every tile fits, so its owner, if on lead, leads it.

  @FMDS-13.3
  Scenario: Nobody passes while a hand still holds a tile too many
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles                           |
      | North | 6-6 6-4 6-1 4-2 4-0 3-3 2-2     |
      | West  | 5-1 5-0 4-3 4-1 3-2 2-1 0-0     |
      | South | 6-5 6-3 6-2 3-1 2-0 1-1 1-0 3-0 |
      | East  | 6-0 5-5 5-4 5-3 5-2 4-4         |
    And North leads
    When North passes
    Then the last action is refused under FMDS-13.3

  @FMDS-14.1
  Scenario: A tile flipped before the lead is the only tile its owner may lead
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 5-2 |
      | West  | 6-3 5-5 |
      | South | 4-2 4-1 |
      | East  | 6-5 3-3 |
    And North leads
    When the judge records flipped-tile against North with 5-2 face up
    Then North must play 5-2

  @FMDS-14.1
  Scenario: Leading another tile than the flipped one is refused
    Given the rulebook "fmd-singles"
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 5-2 |
      | West  | 6-3 5-5 |
      | South | 4-2 4-1 |
      | East  | 6-5 3-3 |
    And North leads
    When the judge records flipped-tile against North with 5-2 face up
    And North plays 6-6
    Then the last action is refused under FMDS-14.1
