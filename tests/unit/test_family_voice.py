"""The voice is the table's screen (issue 35, point 1): a box with no screen says where phones join and the
table's join code, at start and whenever a player asks; the terminal and the log show both."""

from __future__ import annotations

from pathlib import Path

from controller.core.loop import NewGame
from drivers.inputs import BoardLink, ButtonHold
from webbox import Ear, call, seat, web_box


def test_the_box_says_the_tables_join_code_at_start_and_when_asked_and_a_new_game_keeps_it(tmp_path: Path) -> None:
    """The code is the table's, not a game's (issue 50): a new game keeps it (every member keeps its seat, nobody
    types it again), so the box does not say it again then; a phone's asking or a hold at the box does."""
    ear = Ear()
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5, announcer=ear) as box:
        assert box.web is not None
        code = box.web.table.join_code
        assert ear.codes() == [code]
        token = seat(box, "ann")  # the code heard is the code that seats a phone
        box.loop.submit(NewGame(players=("ann", "bob", "cid")))
        box.loop.settle()
        box.web.sync()
        assert box.web.table.join_code == code and ear.codes() == [code]
        status, _ = call(box, "POST", "/api/actions", {"action": "status"}, token=token)
        assert status == 200  # ann is seated in the new game without a code
        box.loop.settle()
        assert ear.codes() == [code, code]
        box.loop.submit(ButtonHold("spin"))  # the spin button held: the same again
        box.loop.settle()
        assert ear.codes() == [code, code, code]
        printed = box.stdout.getvalue()  # type: ignore[attr-defined]
    assert f"the table's join code is {code}" in printed
    assert f"host code {box.web.host_code}" in printed
    assert all(f"port {box.web.port}" in s for s in ear.said if "code is" in s)


def test_a_phone_asking_again_and_again_is_answered_on_that_phone_and_the_speaker_says_it_once(tmp_path: Path) -> None:
    """100 "say the join code again" from one seated phone kept the speaker talking for two minutes and a turn
    announcement was dropped (issue 50): within a while of the last time it was said, the asking phone is shown the
    standing and the speaker says nothing more, so every turn is still announced."""
    ear = Ear()
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5, announcer=ear) as box:
        token = seat(box, "ann")
        answers = [call(box, "POST", "/api/actions", {"action": "status"}, token=token) for _ in range(100)]
        box.loop.settle()
        served = [answer for status, answer in answers if status == 200]  # the rest: 429, too many at once
        assert len(served) >= 40 and all(answer["events"][0]["text"] for answer in served)
        assert {status for status, _ in answers} <= {200, 429}
        assert len(ear.codes()) == 2  # at start, and at the first asking
        said = len(ear.said)
        box.loop.submit(ButtonHold("spin"))  # at the box: always said
        box.loop.settle()
        assert len(ear.codes()) == 3 and len(ear.said) > said


def test_the_code_is_said_in_the_boxs_language_digit_by_digit(tmp_path: Path) -> None:
    ear = Ear()
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5, announcer=ear, language="it") as box:
        assert box.web is not None
        code = box.web.table.join_code
    assert ear.said[-1] == (f"Per giocare dal vostro telefono, aprite 127 punto 0 punto 0 punto 1, porta {box.web.port}; "
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


def test_an_undo_says_what_it_took_back(tmp_path: Path) -> None:
    """"Annullato." alone (issue 52): the table hears which action the undo took back."""
    ear = Ear()
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5, announcer=ear, language="it",
                 options={"mode": "scorekeeper", "target": "200", "variant": "normal"}) as box:
        assert box.web is not None
        token = seat(box, "bob")
        row = {"action": "score", "args": {"player": "bob", "left": "10", "op": "+", "right": "10"}}
        assert call(box, "POST", "/api/actions", row, token=token)[0] == 200
        assert call(box, "POST", "/api/host", {"code": box.web.host_code, "command": "undo"})[0] == 200
        box.loop.settle()
    assert "Azione annullata: conteggiare una riga." in ear.said, ear.said[-3:]


def test_the_end_of_a_game_is_heard_with_every_players_score_best_first(tmp_path: Path) -> None:
    """Only the winner was said (issue 52): the table hears the whole standing, once, when the game ends."""
    ear = Ear()
    with web_box(tmp_path, "cards", ["ann", "bob", "cid"], seed=5, announcer=ear, language="it",
                 options={"mode": "scorekeeper", "target": "50", "variant": "normal"}) as box:
        tokens = {player: seat(box, player) for player in ("ann", "bob")}
        for player, left, op, right in (("ann", "5", "+", "1"), ("bob", "10", "x", "5")):  # ann 6, bob 50: bob wins
            row = {"action": "score", "args": {"player": player, "left": left, "op": op, "right": right}}
            assert call(box, "POST", "/api/actions", row, token=tokens[player])[0] == 200
        box.loop.settle()
    finals = [said for said in ear.said if said.startswith("Punteggi finali")]
    assert finals == ["Punteggi finali: bob 50, ann 6 e cid 0."], ear.said[-4:]
