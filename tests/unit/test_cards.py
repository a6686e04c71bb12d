"""PAC-MAN card game: scoring, boards, private hands, the deck's cards, both modes."""

from __future__ import annotations

import io
import itertools
import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from controller.core.kinds import UpdateKind
from conftest import refused
from controller.faces.terminal.private_screen import PrivateScreen, PrivateScreenSink
from controller.faces.terminal.sink import TerminalSink
from controller.core.publisher import Update
from controller.core.session import load_game_data
from games.base import Action, Event
from games.errors import BadOptions, IllegalAction
from games.cards.engine import CardsEngine
from games.cards.scoring import score_row
from games.registry import CARDS

DECK = load_game_data(CARDS, {})


def do(engine: CardsEngine, text: str) -> list[Event]:
    name, *words = text.split()
    return engine.apply(Action.make(name, **dict(w.split("=", 1) for w in words)))


def test_the_shipped_deck_is_42_cards() -> None:
    assert len(DECK) == 42
    assert Counter(DECK) == {"0": 7, "1": 7, "5": 7, "10": 7, "+": 5, "-": 5, "x": 4}


@pytest.mark.parametrize("left,right", list(itertools.product((0, 1, 5, 10), repeat=2)))
def test_scoring_table(left: int, right: int) -> None:
    assert score_row(left, "+", right) == left + right
    assert score_row(left, "x", right) == left * right
    assert score_row(left, "-", right) == max(0, left - right)
    assert score_row(left, "+", right, hard=True) == left + right
    assert score_row(left, "x", right, hard=True) == left * right
    assert score_row(left, "-", right, hard=True) == left - right
    if left == 0 or right == 0:
        assert score_row(left, "x", right) == 0


def test_seven_minus_nine_is_zero_normally_and_minus_two_in_the_hard_variant() -> None:
    assert score_row(7, "-", 9) == 0
    assert score_row(7, "-", 9, hard=True) == -2
    keeper = CardsEngine(["ann", "bob"], {"mode": "scorekeeper", "variant": "hard"}, 1, DECK)
    keeper.start()
    do(keeper, "score player=ann left=1 op=- right=5")
    assert keeper.scores() == {"ann": -4, "bob": 0}
    with refused("no number card shows 7"):
        do(keeper, "score player=ann left=7 op=- right=9")  # a row is made of the deck's cards


def test_a_row_completed_on_another_players_board_scores_for_its_owner() -> None:
    engine = CardsEngine(["ann", "bob"], {"dealer": "bob"}, 1, ("5",) * 20 + ("x",) * 10)
    engine.hands = {"ann": ["5", "5", "x"], "bob": ["5", "x", "x"]}
    do(engine, "play card=5 board=bob row=top slot=left")      # ann on bob's board
    do(engine, "play card=x board=bob row=top")                # bob on his own
    events = do(engine, "play card=5 board=bob row=top slot=right")  # ann completes bob's row
    scored = [e for e in events if e.kind == "row_scored"]
    assert scored and scored[0].data == {"player": "bob", "row": "top", "left": 5, "op": "x", "right": 5,
                                         "points": 25, "score": 25, "negative": False}
    assert engine.scores() == {"ann": 0, "bob": 25}
    assert engine.boards["bob"]["top"] == [None, None, None]  # the row is open again
    assert engine.discards[-3:] == ["5", "x", "5"]
    assert engine.player == "bob"  # left of whoever played the last card


def test_the_player_who_cannot_play_discards_draws_and_passes() -> None:
    engine = CardsEngine(["ann", "bob"], {}, 2, ("5",) * 40)
    engine.start()
    for _ in range(8):  # fill every number space of both boards
        assert engine.legal_actions()[0].name == "play"
        engine.apply(engine.legal_actions()[0])
    me = engine.player
    assert engine.placements(me) == []
    with refused("holds no"):
        do(engine, "discard card=x")
    kinds = [e.kind for e in do(engine, "discard card=5")]
    assert kinds == ["discard", "draw", "turn"]
    assert len(engine.hands[me]) == 3 and engine.player != me


def test_discarding_is_refused_while_a_card_can_be_played() -> None:
    engine = CardsEngine(["ann", "bob"], {}, 2, DECK)
    engine.start()
    card = engine.hands[engine.player][0]
    with refused("can still play"):
        do(engine, f"discard card={card}")


@pytest.mark.parametrize("target", [50, 100])
def test_first_to_the_target_wins(target: int) -> None:
    options = {"mode": "scorekeeper"} if target == 100 else {"mode": "scorekeeper", "target": "50"}
    engine = CardsEngine(["ann", "bob"], options, 1, DECK)
    engine.start()
    do(engine, "score player=bob left=5 op=x right=5")
    assert not engine.finished
    events = do(engine, "score player=bob left=5 op=x right=5" if target == 50 else
                "score player=bob left=10 op=x right=10")
    assert [e.kind for e in events] == ["row_scored", "winner"]
    assert engine.winners == ["bob"]
    with refused("game is over"):
        do(engine, "score player=ann left=1 op=+ right=1")


def test_refused_plays_change_nothing() -> None:
    engine = CardsEngine(["ann", "bob"], {}, 4, DECK)
    engine.start()
    other = engine.players[1 - engine.current]
    number = next((c for c in engine.hands[engine.player] if c.isdigit()), None)
    picture = next((c for c in engine.hands[engine.player] if not c.isdigit()), None)
    bad = [f"play player={other} card={engine.hands[other][0]} board=ann", "play card=7 board=ann",
           "play card=5 board=zed", "fly", "score player=ann left=1 op=+ right=1"]
    if number:
        bad += [f"play card={number} board=ann row=middle", f"play card={number} board=ann slot=op"]
    if picture:
        bad.append(f"play card={picture} board=ann slot=left")
    for text in bad:
        before = engine.summary()
        with pytest.raises(IllegalAction):
            do(engine, text)
        assert engine.summary() == before, text


def test_bad_options_are_refused() -> None:
    for options in ({"target": "lots"}, {"mode": "chaos"}, {"variant": "easy"}, {"dealer": "zed"}, {"x": "1"}):
        with pytest.raises(BadOptions):
            CardsEngine(["ann", "bob"], options, 1, DECK)
    with pytest.raises(BadOptions):
        CardsEngine(["ann"], {}, 1, DECK)


def test_a_hand_is_shown_only_to_its_owner() -> None:
    engine = CardsEngine(["ann", "bob"], {}, 5, DECK)
    engine.start()
    with refused("it is ann's turn, not bob's"):
        do(engine, "show-hand player=bob")  # only the player who has the box, at their turn
    engine.apply(engine.legal_actions()[0])  # ann plays: now bob has the box
    event = do(engine, "show-hand player=bob")[0]
    assert event.private_to == "bob" and sorted(event.data["cards"]) == sorted(engine.hands["bob"])
    update = Update(1, 1.0, UpdateKind.ACTION, (event,), engine.public_view())
    public, screen = io.StringIO(), PrivateScreen(io.StringIO())
    TerminalSink(json_mode=True, stream=public).handle_update(update)
    PrivateScreenSink(screen).handle_update(update)
    assert json.loads(public.getvalue()) == {"t": 1.0, "event": "hand", "private_to": "bob"}
    assert screen.waiting.get_nowait() == event
    text = io.StringIO()
    TerminalSink(stream=text).handle_update(update)
    assert "bob's hand" not in text.getvalue() and "private message for bob" in text.getvalue()
    summary = json.dumps(engine.summary())
    assert "hands" not in summary  # only once the game is over


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31), moves=st.lists(st.integers(0, 10_000), min_size=1, max_size=250),
       players=st.integers(2, 4), hard=st.booleans())
def test_random_play_keeps_every_card_exactly_once(seed: int, moves: list[int], players: int, hard: bool) -> None:
    names = ["ann", "bob", "cid", "dee"][:players]
    engine = CardsEngine(names, {"variant": "hard" if hard else "normal", "target": "1000"}, seed, DECK)
    engine.start()
    for pick in moves:
        if engine.finished:
            break
        choices = engine.legal_actions()
        engine.apply(choices[pick % len(choices)])
        assert engine.card_count() == 42
        every = list(engine.draw_pile) + engine.discards + [c for h in engine.hands.values() for c in h] + \
            [c for b in engine.boards.values() for row in b.values() for c in row if c is not None]
        assert Counter(every) == Counter(DECK)
        assert all(len(h) <= 3 for h in engine.hands.values())
        if not hard:
            assert all(s >= 0 for s in engine.scores().values())


def test_the_terminal_hides_a_hand_with_words_in_the_box_language() -> None:
    """The banner before and after a hand at the terminal ("--- ann, prendi il box…") is the catalogue's."""
    from controller.words.messages import Messages

    out = io.StringIO()
    screen = PrivateScreen(out, Messages("it"))
    screen.post(Event("hand", {}, "la mano di ann: 5, 10.", private_to="ann"))
    assert screen.show_pending(lambda prompt: "") == 1
    shown = out.getvalue()
    assert "ann, prendi il box" in shown and "riservato ad ann" in shown and "premi Invio per nascondere" in shown
    assert "take the box" not in shown and "eyes only" not in shown


FLOORED = {"en": "goes below zero and counts as 0", "it": "va sotto zero e conta 0",
           "fr": "passe sous zéro et compte pour 0", "de": "ist kleiner als null und zählt 0"}


@pytest.mark.parametrize("language", sorted(FLOORED))
def test_a_row_below_zero_says_it_counts_as_zero_not_that_one_minus_five_is_zero(language: str) -> None:
    """"1 − 5 = 0" read as a wrong sum to three native readers: the row says why it scores nothing."""
    from controller.words.messages import Messages

    engine = CardsEngine(["ann", "bob"], {"mode": "scorekeeper", "target": "50"}, 1, DECK)
    engine.start()
    (row, *_) = engine.apply(Action.make("score", player="bob", left="1", op="-", right="5"))
    said = Messages(language).event(row).text
    assert FLOORED[language] in said and "= 0" not in said, said
    (row, *_) = engine.apply(Action.make("score", player="bob", left="5", op="-", right="1"))
    assert "= 4" in Messages(language).event(row).text  # a row above zero keeps its sum
