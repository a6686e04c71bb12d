"""Views: every recorded game, step by step, publishes views that are JSON-ready, derived from the
state alone (a fresh replay of the journal gives the same ones) and never show a secret."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from games.cards.engine import CardsEngine
from recorded import DATA, RECORDINGS, Recording, start_box
from controller.app.box import Box, RunRequest
from controller.app.config_file import load_config
from controller.core.publisher import Sink, Update
from games.registry import GAMES

class Recorder(Sink):
    """Keeps every update it is given."""

    name = "recorder"

    def __init__(self) -> None:
        super().__init__()
        self.updates: list[Update] = []

    def handle_update(self, update: Update) -> None:
        self.updates.append(update)


def play(tmp_path: Path, recording: Recording) -> tuple[Box, Recorder]:
    """Play a recorded script on the real box, in this process, with a recording sink."""
    recorder = Recorder()
    box = start_box(recording, tmp_path / "v.db", recorder)
    with open(DATA / recording.script, encoding="utf-8") as lines:
        box.pilot.feed_all(lines)
    return box, recorder


def keys_with_paths(value: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], str]]:
    """Every key of a nested JSON value, with the keys above it."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield path, key
            yield from keys_with_paths(inner, path + (key,))
    elif isinstance(value, list):
        for inner in value:
            yield from keys_with_paths(inner, path)


def no_seq(view: Any) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "seq"}


def deduped(views: Sequence[Mapping[str, object]]) -> list[Mapping[str, object]]:
    return [v for i, v in enumerate(views) if i == 0 or v != views[i - 1]]


@pytest.mark.parametrize("recording", RECORDINGS, ids=[r.script for r in RECORDINGS])
def test_views_at_every_step_of_a_recorded_game(tmp_path: Path, recording: Recording) -> None:
    game, players, options, seed = recording.game, recording.players, recording.options, recording.seed
    box, recorder = play(tmp_path, recording)
    session = box.loop.session
    try:
        updates = recorder.updates
        assert [u.seq for u in updates] == list(range(1, len(updates) + 1))
        assert updates[-1].view["finished"] and updates[-1].view["winners"] == session.engine.winners
        for update in updates:
            assert json.loads(json.dumps(update.view)) == update.view  # JSON-ready
            assert json.loads(json.dumps(update.private)) == update.private
            view = update.view
            assert view["game"] == game and [p["name"] for p in view["players"]] == players
            assert set(view) == {"game", "seq", "players", "turn", "finished", "winners", "state"}
            for player in players:
                private = update.private[player]
                assert private["player"] == player
                assert set(private) == {"player", "secret", "actions"}
                if view["turn"] and view["turn"] != player:  # only the player whose turn it is has turn actions
                    assert all(a["args"].get("player") in (None, player) for a in private["actions"])
            text = json.dumps(view)
            if game == "cards" and not view["finished"]:
                assert '"hand' not in text.replace('"hand_sizes"', "")
                for player in players:  # the box's deck: each hand as big as the table is told; else no hands
                    hand: Any = update.private[player]["secret"].get("hand", [])  # read as a phone reads the JSON
                    sizes: Any = view["state"].get("hand_sizes", {})
                    assert len(hand) == sizes.get(player, 0)
            if game == "labyrinth":  # a Pokémon name is public only where it is printed on a tile
                targets = [path for path, key in keys_with_paths(view) if key == "target"]
                assert all(path[-1:] in (("board",), ("spare_tile",)) for path in targets), targets
        # Derived from the state, never stored: a fresh replay of the journal gives the same views.
        fresh = GAMES[game].build(players, options, seed, session.data)
        fresh.start()
        replayed = [fresh.public_view()]
        for action in box.journal.actions(session.record.id):
            fresh.apply(action)
            replayed.append(fresh.public_view())
        published = [no_seq(u.view) for u in updates if u.kind in ("start", "action")]
        assert deduped(published) == deduped(replayed)
    finally:
        box.finish()


def test_a_seat_sees_its_own_hand_and_only_its_own_actions() -> None:
    from controller.core.session import load_game_data

    spec = GAMES["cards"]
    engine = spec.build(["ann", "bob"], {}, 5, load_game_data(spec, {}))
    assert isinstance(engine, CardsEngine)
    engine.start()
    turn = engine.public_view()["turn"]
    assert turn is not None
    other = "bob" if turn == "ann" else "ann"
    mine: Any = engine.private_view(turn)  # read as a phone reads the JSON
    theirs: Any = engine.private_view(other)
    assert mine["secret"]["hand"] == sorted(engine.hands[turn], key=mine["secret"]["hand"].index)
    assert mine["actions"] and all(a["args"]["player"] == turn for a in mine["actions"])
    assert theirs["actions"] == [] and sorted(theirs["secret"]["hand"]) == sorted(engine.hands[other])
    with pytest.raises(KeyError):
        engine.private_view("zed")


def test_a_stuck_sink_delays_neither_the_loop_nor_the_other_sinks(tmp_path: Path) -> None:
    import threading

    class Stuck(Sink):
        name = "stuck"

        def __init__(self) -> None:
            super().__init__()
            self.release = threading.Event()
            self.got: list[int] = []

        def handle_update(self, update: Update) -> None:
            self.release.wait()
            self.got.append(update.seq)

    request = RunRequest(game="deathstar", players=["ann", "bob"], simulate=True, seed=7, db=str(tmp_path / "s.db"))
    box = Box(load_config(None), request, GAMES["deathstar"], io.StringIO())
    stuck, recorder = Stuck(), Recorder()
    box.publisher.add(stuck)
    box.publisher.add(recorder)
    box.start()
    try:
        from controller.core.loop import DoAction
        from games.base import Action
        for _ in range(10):
            box.loop.submit(DoAction(Action.make("spin")))
        box.loop.inputs.join()  # the loop handled all ten while one sink is stuck on the first update
        assert len(box.loop.session.actions) == 10
        assert recorder.drain(timeout=60)
        assert [u.seq for u in recorder.updates] == list(range(1, 12))
        assert stuck.got == []
        stuck.release.set()
        assert stuck.drain(timeout=60) and stuck.got == list(range(1, 12))
    finally:
        stuck.release.set()
        box.finish()


def test_a_new_game_of_an_unknown_game_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    from controller.core.loop import NewGame, Reply

    request = RunRequest(game="deathstar", players=["ann", "bob"], simulate=True, seed=7, script="-",
                         db=str(tmp_path / "n.db"))
    box = Box(load_config(None), request, GAMES["deathstar"], io.StringIO())
    box.start()
    try:
        replies: list[Reply] = []
        game = box.loop.session.record.id
        box.loop.submit(NewGame(game="chess", reply=replies.append))
        box.loop.settle()
        assert replies[0].refusal == "illegal" and "unknown game 'chess'" in replies[0].reason
        assert box.loop.session.record.id == game and box.journal.unfinished("deathstar") is not None
    finally:
        box.finish()
