"""PAC-MAN board game rules: dots, sections, power, ghosts, fruit, the ghost deck, levels, lives."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from controller.core.session import load_game_data
from games.base import Action, Event
from games.errors import IllegalAction
from games.datafile import DataError
from games.pacman.deck import GhostCard, GhostDeck, parse_ghost_deck
from games.pacman.engine import PacmanEngine
from games.registry import PACMAN
from conftest import english, refused

DATA = load_game_data(PACMAN, {})
MAZE, CARDS = DATA


def engine(options: dict[str, str] | None = None, seed: int = 1, players: tuple[str, ...] = ("ann", "bob"),
           cards: tuple[GhostCard, ...] = CARDS) -> PacmanEngine:
    """A started match; these tests push pegs without walking, so the move referee is off unless asked."""
    e = PacmanEngine(players, {"referee": "off", **(options or {})}, seed, (MAZE, cards))
    e.start()
    return e


def do(e: PacmanEngine, name: str, **args: str) -> list[Event]:
    return e.apply(Action.make(name, **args))


def kinds(events: list[Event]) -> list[str]:
    return [ev.kind for ev in events]


def eat(e: PacmanEngine, spaces: list[str]) -> list[Event]:
    out: list[Event] = []
    for space in spaces:
        out += do(e, "peg", space=space, state="down")
    return out


def test_the_shipped_maze() -> None:
    dots = MAZE.of_kind("dot")
    assert 110 <= len(dots) <= 124 and len(MAZE.of_kind("power")) == 4
    assert sorted(len(v) for v in MAZE.section_dots().values()) == sorted(
        sum(1 for d in dots if MAZE.spaces[d].section == s) for s in (1, 2, 3, 4))
    assert len({s.cell for s in MAZE.spaces.values() if s.cell}) == len(dots) + 4
    tunnel = MAZE.of_kind("tunnel")
    assert tunnel[1] in MAZE.spaces[tunnel[0]].neighbours


def test_clearing_one_section_gives_exactly_one_800() -> None:
    e = engine()
    section = sorted(MAZE.section_dots()[1])
    events = eat(e, section)
    cleared = [ev for ev in events if ev.kind == "section_cleared"]
    assert len(cleared) == 1 and cleared[0].data["section"] == 1
    assert e.current.score.sections == 800 and e.current.score.total == 800
    assert eat(e, section) == []  # eating the same pegs again counts nothing
    assert e.current.score.total == 800


def test_purist_adds_40_per_dot() -> None:
    e = engine({"purist": "true"})
    eat(e, sorted(MAZE.section_dots()[3])[:5])
    assert e.current.score.dots == 200 and e.current.score.total == 200
    plain = engine()
    eat(plain, sorted(MAZE.section_dots()[3])[:5])
    assert plain.current.score.total == 0


def test_ghosts_are_eaten_only_during_the_three_power_moves() -> None:
    e = engine()
    before = e.summary()
    with refused("only eat ghosts during the three power moves"):
        do(e, "ghost")
    assert e.summary() == before
    do(e, "roll")
    assert kinds(do(e, "power")) == ["power_on"]
    with refused("roll for the power move first"):
        do(e, "ghost")
    assert do(e, "roll")[0].data["left"] == 2
    assert do(e, "ghost")[0].data["points"] == 200
    for left in (1, 0):
        assert do(e, "roll")[0].data["left"] == left
    with refused("power moves are done"):
        do(e, "roll")
    assert kinds(do(e, "card"))[0] == "power_off"
    with pytest.raises(IllegalAction):
        do(e, "ghost")
    assert e.current.score.ghosts == 200
    do(e, "roll")
    do(e, "power")  # the second pellet: the ghosts' turn must wait for its three power moves
    with refused("3 power move"):
        do(e, "card")


def fruit_deck(*fruit_at: int) -> tuple[GhostCard, ...]:
    """A deck drawn from the end: movement cards, with fruit cards where asked."""
    cards = [GhostCard(i, "blue", i in fruit_at, () if i in fruit_at else (("blinky", 2), ("pinky", 1)))
             for i in range(12)]
    return tuple(cards)


def test_the_ghost_deck_deals_a_level_draws_from_the_top_and_reshuffles_its_discards_when_it_runs_out() -> None:
    cards = (*fruit_deck(), GhostCard(12, "yellow", False, (("inky", 3),)))
    deck = GhostDeck()
    deck.deal_level(cards, 1, random.Random(4))
    assert len(deck) == 12 and all(c.colour == "blue" for c in deck.pile)
    deck.deal_level(cards, 2, random.Random(4))
    assert len(deck) == 13 and deck.discard == []
    drawn = [deck.draw(random.Random(1)) for _ in range(13)]
    assert [reshuffled for _, reshuffled in drawn] == [None] * 13 and len(deck) == 0
    assert sorted(c.index for c, _ in drawn) == list(range(13)) and deck.discard == [c for c, _ in drawn]
    card, reshuffled = deck.draw(random.Random(1))  # an empty pile takes the discards, shuffled
    assert reshuffled == 13 and len(deck) == 12 and deck.discard == [card]


def test_fruit_comes_in_order_and_a_fruit_card_is_discarded_while_fruit_is_out() -> None:
    e = engine(cards=fruit_deck(0, 1, 2, 3, 4, 5))
    e.current.deck.pile = list(fruit_deck(0, 1, 2, 3, 4, 5))[::-1]  # draw order: card 0 first
    with refused("no fruit"):
        do(e, "fruit")
    do(e, "roll")
    events = do(e, "card")
    assert kinds(events) == ["fruit_placed", "fruit_card", "fruit_card", "fruit_card", "fruit_card", "fruit_card",
                             "ghost_card"]
    assert events[0].data["fruit"] == "cherries"
    with refused("moving over it"):
        do(e, "fruit")  # the ghosts' turn: Pac-Man is not moving
    do(e, "roll")
    assert do(e, "fruit")[0].data == {"player": e.current.player, "fruit": "cherries", "points": 100, "score": 100}
    e.current.deck.pile = [c for c in fruit_deck(0, 1)][::-1]
    assert do(e, "card")[0].data["fruit"] == "strawberry"
    do(e, "roll")
    assert do(e, "fruit")[0].data["points"] == 200
    e.current.deck.pile = [c for c in fruit_deck(0, 1)][::-1]
    assert do(e, "card")[0].data["fruit"] == "orange"
    do(e, "roll")
    assert do(e, "fruit")[0].data["points"] == 500
    e.current.deck.pile = [c for c in fruit_deck(0, 1)][::-1]
    assert kinds(do(e, "card"))[0] == "fruit_card"  # all three fruit eaten: discarded
    assert e.current.score.fruit == 800


def test_blinky_moves_first_on_the_first_card() -> None:
    card = GhostCard(0, "blue", False, (("pinky", 3), ("inky", 2), ("blinky", 4), ("clyde", 1)))
    e = engine(cards=(card,) * 3)
    do(e, "roll")
    first = do(e, "card")[-1]
    assert [(m["ghost"], m["lost"]) for m in first.data["moves"]] == \
        [("pinky", True), ("inky", True), ("blinky", False), ("clyde", False)]
    assert "Inky and Pinky lose their move" in english(first).text
    do(e, "roll")
    second = do(e, "card")[-1]
    assert not any(m["lost"] for m in second.data["moves"])


def test_level_1_deck_is_35_blue_and_level_2_adds_the_5_yellow() -> None:
    e = engine()
    assert len(e.current.deck) == 35 and all(c.colour == "blue" for c in e.current.deck.pile)
    events = eat(e, MAZE.of_kind("dot"))
    assert kinds(events).count("section_cleared") == 4 and "level_cleared" in kinds(events)
    assert e.current.level == 2 and len(e.current.deck) == 40
    assert e.current.score.sections == 3200
    assert len(engine({"mode": "arcade"}).current.deck) == 40
    assert engine({"level": "2"}).current.level == 2


def test_a_new_level_names_the_pegs_still_down() -> None:
    e = engine()
    eat(e, MAZE.of_kind("dot"))
    for space in MAZE.of_kind("dot")[2:]:
        do(e, "peg", space=space, state="up")
    events = do(e, "roll")
    assert events[0].kind == "pegs_not_up" and events[0].data["spaces"] == MAZE.of_kind("dot")[:2]
    assert events[0].data["cells"] == [[0, 0], [0, 1]]
    assert "B2, C2" in english(events[0]).text or ", ".join(MAZE.of_kind("dot")[:2]) in english(events[0]).text


def test_arcade_mode_has_three_lives_and_keeps_the_dots() -> None:
    e = engine({"mode": "arcade"})
    do(e, "roll")
    eat(e, sorted(MAZE.section_dots()[2])[:6])
    for lives in (2, 1):
        events = do(e, "caught")
        assert kinds(events) == ["caught", "life_lost"] and events[1].data["lives"] == lives
        assert len(e.current.eaten) == 6
        with refused("before Pac-Man has moved"):
            do(e, "caught")  # every pawn is back at its start: Pac-Man moves first
        do(e, "roll")
    assert "game_over" in kinds(do(e, "caught"))


def test_caught_ends_a_normal_game_and_the_best_pacman_wins() -> None:
    e = engine(players=("ann", "bob", "cid"))
    first = e.current.player
    with refused("before Pac-Man has moved"):
        do(e, "caught")  # the very first input of a game
    do(e, "roll")
    eat(e, sorted(MAZE.section_dots()[4]))
    events = do(e, "caught")
    assert events[1].data["total"] == 800 and events[-1].data == {"next": "next_pacman"}
    with refused("press next"):
        do(e, "roll")
    for _ in range(2):
        nxt = do(e, "next")
        assert nxt[0].kind == "next_pacman" and nxt[0].data["player"] != first
        do(e, "roll")
        do(e, "caught")
    assert e.finished and e.winners == [first]
    assert e.scores()[first] == 800


def test_power_cannot_be_caught_and_four_pellets_a_level() -> None:
    e = engine()
    with refused("roll and move first"):
        do(e, "power")  # the start of a game: Pac-Man has not moved
    do(e, "roll")
    do(e, "power")
    with refused("powered"):
        do(e, "caught")
    for _ in range(3):
        do(e, "roll")
    do(e, "card")
    with refused("roll and move first"):
        do(e, "power")  # right after the ghost card
    for _ in range(3):
        do(e, "roll")
        do(e, "power")
        for _ in range(3):
            do(e, "roll")
        do(e, "card")
    do(e, "roll")
    with refused("all four power pellets"):
        do(e, "power")


def test_two_ghost_turns_in_a_row_are_refused() -> None:
    e = engine()
    with refused("Pac-Man's turn"):
        do(e, "card")
    do(e, "roll")
    with refused("rolled this turn"):
        do(e, "roll")
    do(e, "card")
    with pytest.raises(IllegalAction):
        do(e, "card")


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), picks=st.lists(st.integers(0, 10_000), max_size=300),
       arcade=st.booleans(), purist=st.booleans())
def test_random_play_keeps_the_invariants(seed: int, picks: list[int], arcade: bool, purist: bool) -> None:
    e = engine({"mode": "arcade" if arcade else "normal", "purist": "true" if purist else "false"}, seed=seed,
               players=("ann", "bob", "cid"))
    eaten_this_level: set[str] = set()
    for pick in picks:
        choices = e.legal_actions()
        if not choices:
            break
        action = choices[pick % len(choices)]
        level_before, player_before = e.current.level, e.current.player
        events = e.apply(action)
        if e.current.level != level_before or e.current.player != player_before:
            eaten_this_level = set()
        for ev in events:
            if ev.kind == "dot_eaten":
                assert ev.data["space"] not in eaten_this_level, "a dot eaten twice"
                eaten_this_level.add(ev.data["space"])
            if ev.kind == "section_cleared" and e.current.level == level_before:
                assert MAZE.section_dots()[ev.data["section"]] <= e.current.eaten
        g = e.current
        s = g.score
        assert s.total == s.dots + s.sections + s.ghosts + s.fruit
        assert s.dots == (40 * g.dots_eaten_total if purist else 0)
        for result in e.results.values():
            assert result["total"] == result["dots"] + result["sections"] + result["ghosts"] + result["fruit"]


def test_the_words_say_how_points_come_and_count_the_dots() -> None:
    e = engine(players=("ann", "bob", "cid"))
    assert "800 for each section" in [english(ev).text for ev in e.start()][1]
    do(e, "roll")
    section = sorted(MAZE.section_dots()[2])
    assert f"(section 2: 1 of {len(section)})" in english(eat(e, section[:1])[0]).text
    over = [ev for ev in do(e, "caught") if ev.kind == "game_over"][0]
    assert over.data["dots_eaten"] == 1 and "1 dot eaten, score 0" in english(over).text
    last: list[Event] = []
    for _ in range(2):
        do(e, "next")
        do(e, "roll")
        last = do(e, "caught")
    assert e.finished and e.winners == ["ann", "bob", "cid"]
    assert english(last[-1]).text == "ann, bob and cid share the win with a score of 0!"


def test_a_ghost_card_that_is_not_a_table_is_refused_by_name() -> None:
    with pytest.raises(DataError, match=r"my-deck.toml: card\[2\]: expected a \[\[card\]\] table"):
        parse_ghost_deck('card = [{colour = "blue", moves = [["inky", 2]]}, "fruit"]', "my-deck.toml")
