Feature: FMD couples: what a pass with a playable tile and a flipped last tile leave behind
  Caught before the next player acts, a pass with a playable tile costs the
  couple 25 and the passer plays on; the hand is then scored as played, with no
  option for the next player (FMDC-10.2). Caught later, a next player who lets
  the hand continue takes its points whoever wins it, but a hand that locks with
  the couples level has no points to take (FMDC-10.2, FMDC-6.3). A hand whose
  course a flipped last tile changed is repeated from the player whose turn it
  was when the tile turned over (FMDC-11.3).

  @FMDC-10.2
  Scenario: Caught at once, the passer plays on and goes out, and the couple scores the hand
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1     |
      | South | 4-0 2-2 |
      | East  | 5-4 1-0 |
    And North leads
    And West is to play
    When West passes unnoticed
    And the judge records pass-with-playable against West
    And West plays 3-1 on the right end
    Then every action is accepted
    And the hand ends by domino
    And West wins the hand
    And East-West win the hand with 36 points
    And East-West lose 25 points from the partnership score under FMDC-10.2

  @FMDC-10.2 @FMDC-6.3
  Scenario: Continued after a bad pass, a hand that locks with the couples level scores nothing
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 5-5 2-2 |
      | West  | 3-1 4-4 |
      | South | 6-0 6-6 |
      | East  | 6-5 5-2 |
    And North leads
    And West is to play
    When West passes unnoticed
    And South plays 6-0 on the left end
    And the judge records pass-with-playable against West and the next player chooses to continue
    And East passes
    And North passes
    And West plays 3-1 on the right end
    Then every action is accepted
    And the hand ends by void
    And the counts are North 14, East 18, South 12, West 8
    And the hand scores nothing
    And East-West lose 25 points from the partnership score under FMDC-10.2

  @FMDC-11.3 @FMDC-11.2
  Scenario: A hand whose course changed is repeated from West, on turn when South's last tile flipped
    Given the rulebook "fmd-couples"
    And the open ends are 6 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-2 5-5 |
      | West  | 3-1 4-4 |
      | South | 2-2     |
      | East  | 5-4 1-0 |
    And North leads
    When North plays 6-2 on the left end
    And the judge records last-tile-flipped against South with 2-2 face up
    And West plays 3-1 on the right end
    And the judge records course-changed against South
    Then the hand is restarted under FMDC-11.3
    And the hand scores nothing
    And West leads the next hand
