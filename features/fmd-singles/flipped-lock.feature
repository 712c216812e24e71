Feature: FMD singles: the flipped tile and the play that locks the hand
  A flipped tile that fits is played before any other tile, unless another tile its
  owner plays locks the hand (FMDS-14.1). The exception holds on either end of the
  line. A tile laid on an end it does not match is no play that locks anything: the
  flipped tile still comes first, and the tile is refused under FMDS-14.1.

  @FMDS-14.1
  Scenario: A tile that locks the hand on the right end may be played before the flipped one
    Given the rulebook "fmd-singles"
    And the open ends are 1 and 4
    And the hands are:
      | seat  | tiles   |
      | North | 6-6 5-2 |
      | West  | 6-3 5-5 |
      | South | 4-2 4-1 |
      | East  | 6-5 3-3 |
    And North leads
    And South is to play
    When the judge records flipped-tile against South with 4-2 face up
    And South plays 4-1 on the right end
    Then every action is accepted
    And the hand ends by lock
    And North-South win the hand with 61 points

  @FMDS-14.1
  Scenario: A tile laid on the left end it does not match is refused while the flipped tile fits
    Given the rulebook "fmd-singles"
    And the open ends are 4 and 1
    And the hands are:
      | seat  | tiles   |
      | North | 5-5 5-2 |
      | West  | 3-3 5-3 |
      | South | 4-2 6-6 |
      | East  | 2-2 3-2 |
    And North leads
    And South is to play
    When the judge records flipped-tile against South with 4-2 face up
    And South plays 6-6 on the left end
    Then the last action is refused under FMDS-14.1

  @FMDS-14.1
  Scenario: A tile laid on the right end it does not match is refused while the flipped tile fits
    Given the rulebook "fmd-singles"
    And the open ends are 4 and 1
    And the hands are:
      | seat  | tiles   |
      | North | 5-5 5-2 |
      | West  | 3-3 5-3 |
      | South | 4-2 6-6 |
      | East  | 2-2 3-2 |
    And North leads
    And South is to play
    When the judge records flipped-tile against South with 4-2 face up
    And South plays 6-6 on the right end
    Then the last action is refused under FMDS-14.1
