"""The voice is the table's screen (issue 35, point 1): a box with no screen says where phones join and the
game's join code, at start, at each new game and whenever a player asks; the terminal and the log show both."""

from __future__ import annotations

from pathlib import Path

from controller.core.loop import NewGame
from drivers.inputs import BoardLink, ButtonHold
from webbox import Ear, call, seat, web_box


def test_the_box_says_the_join_code_at_start_at_each_new_game_and_when_asked(tmp_path: Path) -> None:
    ear = Ear()
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5, announcer=ear) as box:
        assert box.web is not None
        first = box.web.seats.join_code
        assert ear.codes() == [first]
        box.loop.submit(NewGame(players=("ann", "bob", "cid")))
        box.loop.settle()
        box.web.sync()
        second = box.web.seats.join_code
        assert second != first and ear.codes() == [first, second]
        token = seat(box, "ann")  # the code heard is the code that seats a phone
        status, _ = call(box, "POST", "/api/actions", {"action": "status"}, token=token)
        assert status == 200
        box.loop.settle()
        assert ear.codes() == [first, second, second]
        box.loop.submit(ButtonHold("spin"))  # the spin button held: the same again
        box.loop.settle()
        assert ear.codes() == [first, second, second, second]
        printed = box.stdout.getvalue()  # type: ignore[attr-defined]
    assert f"join code of game #{box.loop.session.record.id} is {second}" in printed
    assert f"host code {box.web.host_code}" in printed
    assert all(f"port {box.web.port}" in s for s in ear.said if "code is" in s)


def test_the_code_is_said_in_the_boxs_language_digit_by_digit(tmp_path: Path) -> None:
    ear = Ear()
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5, announcer=ear, language="it") as box:
        assert box.web is not None
        code = box.web.seats.join_code
    assert ear.said[-1] == (f"Per giocare dal telefono, apri 127 punto 0 punto 0 punto 1, porta {box.web.port}; "
                            f"il codice di ingresso è {', '.join(code)}.")


def test_a_pulled_and_replugged_peg_board_is_said_aloud_in_the_boxs_language(tmp_path: Path) -> None:
    """The serial peg board's cable (issue 39): nobody reads the log at the table."""
    ear = Ear()
    with web_box(tmp_path, "pacman", ["ann", "bob"], seed=5, announcer=ear, language="it") as box:
        box.loop.submit(BoardLink(False, "/dev/pegboard"))
        box.loop.submit(BoardLink(True, "/dev/pegboard"))
        box.loop.settle()
        printed = box.stdout.getvalue()  # type: ignore[attr-defined]
    assert ear.said[-2:] == ["Il tabellone a pioli è scollegato.", "Il tabellone a pioli è di nuovo collegato."]
    assert "Tabellone a pioli (/dev/pegboard): scollegato" in printed
