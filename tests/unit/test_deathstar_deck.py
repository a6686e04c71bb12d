"""The Force deck: shuffled once, then a queue; a kept Escape card leaves it."""

from __future__ import annotations

from conftest import card, engine_with, english, refused
from games.base import Action
from games.deathstar.data import DeathStarData
from games.deathstar.engine import DeathStarEngine


def draw(engine: DeathStarEngine) -> str:
    """Spin, land on a Force spot, and return the drawn card's text."""
    engine.apply(Action.make("spin"))
    events = engine.apply(Action.make("land", token="1", spot="force"))
    return str([e for e in events if e.kind == "force_card"][0].data["text"])


def test_shipped_deck_has_52_cards_with_both_headings(deathstar_data: DeathStarData) -> None:
    assert len(deathstar_data.deck) == 52
    assert {c.with_you for c in deathstar_data.deck} == {True, False}
    assert sum(c.effect == "escape" for c in deathstar_data.deck) >= 1


def test_deck_is_a_queue_card_order_repeats_after_a_full_cycle() -> None:
    deck = [card("move", i, steps=(i % 3) + 1) for i in range(12)]
    engine = engine_with([1], deck)
    first = [draw(engine) for _ in range(12)]
    second = [draw(engine) for _ in range(12)]
    assert sorted(first) == sorted(c.text for c in deck)
    assert first == second
    assert first != [c.text for c in deck]  # shuffled once at the start (seed 1)


def test_escape_card_leaves_the_queue_while_held_and_returns_to_the_back() -> None:
    deck = [card("escape", 0)] + [card("move", i, steps=1) for i in range(1, 7)]
    engine = engine_with([1], deck, seed=2)
    holder = None
    while holder is None:
        player = engine.player
        draw(engine)
        if engine.state[player].escape_cards:
            holder = player
    assert len(engine.deck) == len(deck) - 1
    assert all(c.effect != "escape" for c in engine.deck)
    # Nothing to escape from yet: playing it is refused and changes nothing.
    before = engine.summary()
    with refused("not in the Detention Block"):
        engine.apply(Action.make("escape", player=holder))
    assert engine.summary() == before
    # Once a token is detained the card frees it and goes to the back of the pile.
    # Once a token is detained (bumped by the other player) the card frees it
    # and goes to the back of the pile.
    while engine.player == holder or engine.awaiting != "spin":
        engine.apply(Action.make("spin")) if engine.awaiting == "spin" else engine.apply(Action.make("end"))
    engine.apply(Action.make("spin"))
    bumped = engine.apply(Action.make("bump", mover="2", target=holder, token="1"))
    assert bumped[0].kind == "detention" and "Escape card" in english(bumped[0]).text
    out = engine.apply(Action.make("escape", player=holder, token="1"))
    assert out[0].kind == "detention" and out[0].data["state"] == "out"
    assert engine.state[holder].tokens["1"].where == "board"
    assert engine.deck[-1].effect == "escape"
    assert len(engine.deck) == len(deck)
