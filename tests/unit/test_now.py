"""What the table must do now, in words (``controller/words/now.py``): the screen's and the voice's line."""

from __future__ import annotations

from controller.words.messages import Messages
from controller.words.now import now_msg
from games.views import PublicView


def deathstar_view(awaiting: str, last_spin: int | str | None) -> PublicView:
    """A Death Star public view with just what the line reads."""
    return PublicView(game="deathstar", players=[], finished=False, winners=[], turn="bob",
                      state={"phase": "play", "awaiting": awaiting, "last_spin": last_spin})


def test_a_won_dogfight_asks_for_one_space_not_for_the_spin_word() -> None:
    """After a won dogfight the last spin is the word "WIN": "bob: move WIN" was shown."""
    words = Messages("en")
    assert words.text(now_msg(deathstar_view("move", 3))) == "bob: move 3 and say where the token landed"
    won = words.text(now_msg(deathstar_view("move", "WIN")))
    assert "WIN" not in won and "one space" in won
    assert "una casella" in Messages("it").text(now_msg(deathstar_view("move", "WIN")))
