"""Escape from Death Star rules: detention, turn order, mission, Hyperspace, refusals."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import card, engine_with, spinner, refused
from games.base import Action
from games.errors import IllegalAction
from games.deathstar.data import DeathStarData
from games.deathstar.engine import DeathStarEngine


def act(engine: DeathStarEngine, text: str) -> list[str]:
    """Apply ``name key=value ...`` and return the event kinds."""
    name, *words = text.split()
    return [e.kind for e in engine.apply(Action.make(name, **dict(w.split("=") for w in words)))]


def detain_first_player(faces: list[int]) -> tuple[DeathStarEngine, str]:
    """The first player's token 1 is sent to the Detention Block by a Force card."""
    engine = engine_with([1], [card("detention", 0)])
    first = engine.player
    act(engine, "spin")
    assert "detention" in act(engine, "land token=1 spot=force")
    assert engine.state[first].tokens["1"].detained
    engine.spinner = spinner(faces)
    act(engine, "end")
    return engine, first


def to_turn_of(engine: DeathStarEngine, player: str) -> None:
    """End the turn under way, then let the others spin and pass until it is ``player``'s turn."""
    if engine.awaiting in ("move", "landed"):
        act(engine, "end")
    while engine.player != player:
        act(engine, "spin")
        if engine.awaiting in ("move", "landed") and engine.player != player:
            act(engine, "end")


def test_detention_is_left_on_a_3() -> None:
    engine, first = detain_first_player([3])
    to_turn_of(engine, first)
    kinds = act(engine, "spin")
    assert "detention" in kinds
    assert engine.state[first].tokens["1"].where == "board"


def test_detention_is_left_after_three_turns_without_a_3() -> None:
    engine, first = detain_first_player([2])
    for turn in range(3):
        to_turn_of(engine, first)
        act(engine, "spin")
        assert engine.state[first].tokens["1"].detained, f"released too early, turn {turn + 1}"
        with refused("cannot move"):
            act(engine, "land token=1 spot=plain")
        act(engine, "land token=2 spot=plain")  # the other token may move meanwhile
        act(engine, "end")
    to_turn_of(engine, first)
    assert not engine.state[first].tokens["1"].detained
    assert engine.state[first].tokens["1"].where == "board"


def test_turn_order_highest_first_and_ties_spin_again(deathstar_data: DeathStarData) -> None:
    for seed in range(500):
        engine = DeathStarEngine(["ann", "bob", "cid"], {}, seed, deathstar_data)
        engine.start()
        first_round = [engine.apply(Action.make("spin")) for _ in range(3)]
        values = {evs[0].data["player"]: evs[0].data["value"] for evs in first_round}
        best = max(values.values())
        tied = [p for p in ("ann", "bob", "cid") if values[p] == best]
        if len(tied) == 2:
            break
    else:
        pytest.fail("no seed gave a two-way tie")
    retry = first_round[-1][-1]
    assert retry.kind == "turn_order" and retry.data["spinning"] == tied
    while engine.phase == "order":
        events = engine.apply(Action.make("spin"))
        assert events[0].data["player"] in tied  # only the tied spin again
    order = [e for e in events if e.kind == "turn_order"][-1].data["order"]
    assert order[0] in tied
    players = ["ann", "bob", "cid"]
    start = players.index(order[0])
    assert order == players[start:] + players[:start]  # then play passes to the left
    assert engine.player == order[0]


def test_falcon_needs_both_mission_cards_then_hyperspace_and_a_winner() -> None:
    engine = engine_with([2], [card("move", 0, steps=1)], inner=("LOSE",))
    me = engine.player
    act(engine, "spin")
    with refused("blueprint and the tractor-beam card"):
        act(engine, "land token=1 spot=falcon")
    assert "mission" in act(engine, "land token=1 spot=control_room")
    to_turn_of(engine, me)
    act(engine, "spin")
    assert "mission" in act(engine, "land token=2 spot=tractor_beam")
    assert engine.state[me].mission_complete
    to_turn_of(engine, me)
    act(engine, "spin")
    assert "falcon" in act(engine, "land token=1 spot=falcon")
    to_turn_of(engine, me)
    act(engine, "spin")
    assert "hyperspace" in act(engine, "land token=2 spot=falcon")
    to_turn_of(engine, me)
    act(engine, "spin")
    with refused("no longer affected by Force cards"):
        act(engine, "card")
    assert "dogfight" in act(engine, "land spot=tie")
    kinds = act(engine, "spin")
    assert "dogfight" in kinds and engine.player != me  # lost: back to the Falcon, turn over
    to_turn_of(engine, me)
    act(engine, "spin")
    assert "winner" in act(engine, "land spot=base")
    assert engine.finished and engine.winners == [me]
    assert engine.scores()[me] == 1
    with refused("game is over"):
        act(engine, "spin")


def test_won_dogfight_moves_one_space_and_may_fight_again() -> None:
    engine = engine_with([1], [card("move", 0, steps=1)], inner=("WIN",))
    me = engine.player
    st = engine.state[me]
    for spot, token in (("control_room", "1"), ("tractor_beam", "1"), ("falcon", "1"), ("falcon", "2")):
        to_turn_of(engine, me)
        act(engine, "spin")
        act(engine, f"land token={token} spot={spot}")
    assert st.in_hyperspace
    to_turn_of(engine, me)
    act(engine, "spin")
    act(engine, "land spot=tie")
    act(engine, "spin")
    assert engine.player == me and engine.awaiting == "move"
    act(engine, "land spot=tie")
    act(engine, "spin")
    assert "winner" in act(engine, "land spot=base")


def test_lose_a_turn_and_extra_turn() -> None:
    engine = engine_with([1], [card("lose_turn", 0), card("extra_turn", 1)], seed=3)
    order = [engine.player]
    for _ in range(4):
        act(engine, "spin")
        act(engine, "land token=1 spot=force")
        act(engine, "end")
        order.append(engine.player)
    assert len(set(order)) == 2
    drawn = [c.effect for c in engine.deck]
    assert sorted(drawn) == ["extra_turn", "lose_turn"]


def test_refused_actions_change_nothing(deathstar_data: DeathStarData) -> None:
    engine = DeathStarEngine(["ann", "bob"], {}, 9, deathstar_data)
    engine.start()
    bad = ["land token=1 spot=force", "card", "end", "fly", "escape player=ann"]
    for text in bad:
        before = engine.summary()
        with pytest.raises(IllegalAction):
            act(engine, text)
        assert engine.summary() == before, text
    while engine.phase == "order":
        act(engine, "spin")
    act(engine, "spin")
    for text in ["land token=1 spot=tie", "land token=1 spot=moon", "land token=3 spot=plain",
                 "bump target=zed token=1", "bump target=ann token=2", "land token=1 spot=falcon",
                 f"land player={engine.players[1 - engine.players.index(engine.player)]} token=1 spot=plain"]:
        before = engine.summary()
        with pytest.raises(IllegalAction):
            act(engine, text)
        assert engine.summary() == before, text


def test_a_move_may_not_be_split_between_tokens() -> None:
    engine = engine_with([2], [card("move", 0, steps=1)])
    act(engine, "spin")
    act(engine, "land token=1 spot=force")  # the card moves token 1 on: it lands once more
    with refused("may not be split"):
        act(engine, "land token=2 spot=plain")
    assert act(engine, "land token=1 spot=plain") == ["land"]


def test_one_spin_is_one_landing() -> None:
    """Force spot, then Control Room, then Tractor Beam, then the Falcon, all after one spin: refused."""
    engine = engine_with([4], [card("extra_turn", 0)])
    me = engine.player
    act(engine, "spin")
    assert act(engine, "land token=1 spot=force") == ["land", "force_card"]
    for spot in ("control_room", "tractor_beam", "plain"):
        before = engine.summary()
        with refused("has made this spin's move"):
            act(engine, f"land token=1 spot={spot}")
        assert engine.summary() == before
    for line in ("card token=1", "bump mover=1 target=ann token=2"):
        with refused("has made this spin's move"):
            act(engine, line)
    assert not engine.state[me].blueprint and engine.awaiting == "landed"
    assert {a.name for a in engine.legal_actions()} == {"spin", "end"}
    act(engine, "end")  # the Force card's extra turn: the same player spins again
    assert engine.player == me and engine.awaiting == "spin"


def test_a_won_dogfight_and_a_force_move_give_one_more_landing_each() -> None:
    engine = engine_with([3], [card("move", 0, steps=2), card("move", 1, steps=-1)])
    act(engine, "spin")
    act(engine, "land token=2 spot=force")
    assert engine.awaiting == "move"  # moved on by the card
    act(engine, "land token=2 spot=force")  # ... onto another Force spot: another card, another landing
    assert engine.awaiting == "move"
    act(engine, "land token=2 spot=plain")
    assert engine.awaiting == "landed"


def test_a_bumping_token_stands_on_the_spot_it_took() -> None:
    engine = engine_with([2], [card("move", 0, steps=1)])
    first = engine.player
    other = [p for p in engine.players if p != first][0]
    act(engine, "spin")
    act(engine, "land token=1 spot=control_room")
    act(engine, "end")
    act(engine, "spin")
    kinds = act(engine, f"bump mover=2 target={first} token=1")
    assert kinds == ["detention", "mission"]  # landing on the Control Room takes the blueprint
    mover = engine.state[other].tokens["2"]
    assert (mover.where, mover.spot) == ("board", "control_room")
    assert engine.state[first].tokens["1"].where == "detention" and engine.state[first].tokens["1"].spot is None
    assert engine.awaiting == "landed" and engine.state[other].blueprint
    players: Any = engine.panel()["players"]  # read as a phone reads the JSON
    panel = players[other]["tokens"]["2"]
    assert panel["spot"] == "control_room"


def test_legal_actions_are_accepted(deathstar_data: DeathStarData) -> None:
    engine = DeathStarEngine(["ann", "bob", "cid"], {}, 4, deathstar_data)
    engine.start()
    for step in range(300):
        if engine.finished:
            break
        choices = engine.legal_actions()
        assert choices, "no legal action in an unfinished game"
        action = choices[(step * 7) % len(choices)]
        engine.apply(action)  # must not raise
