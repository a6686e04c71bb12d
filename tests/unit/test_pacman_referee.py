"""The PAC-MAN move referee: hand-made fair and unfair moves, and what each mode does with a verdict."""

from __future__ import annotations

import pytest

from controller.core.session import load_game_data
from games.base import Action, Event
from games.bot import as_action
from games.pacman.deck import GhostCard
from games.pacman.engine import PacmanEngine
from games.pacman.referee import Move, advance, judge
from games.pacman.demo_bot import PacmanBot
from games.registry import PACMAN
from conftest import english, refused

DATA = load_game_data(PACMAN, {})
MAZE, CARDS = DATA

# The shipped maze around START (J16):   row 14  #..,..,..,..,..,..#
#                                         row 15  #.##.###.#.###.##.#
#                                         row 16  #o.#.,.,.S.,.,.#.o#
# (. dot, , grey circle, o power pellet, # wall; the tunnel joins A10 and S10.)
TURNS = [
    # (what, start, steps allowed, dots eaten before, pegs in the order pushed, verdict of each)
    ("a plain walk over a grey circle", "J16", 3, set(), ["I16", "G16"], ["ok", "ok"]),
    ("back and forth", "J16", 3, set(), ["K16", "I16"], ["ok", "ok"]),
    ("back and forth, one step short", "J16", 2, set(), ["K16", "I16"], ["ok", "too_far"]),
    ("exactly the roll", "J16", 5, set(), ["I16", "G16", "E16"], ["ok", "ok", "ok"]),
    ("one dot past the roll", "J16", 4, set(), ["I16", "G16", "E16"], ["ok", "ok", "too_far"]),
    ("a jump over an uneaten dot", "J16", 12, set(), ["G16"], ["no_path"]),
    ("a dot behind a wall", "I14", 18, {"I14", "I15", "I16"}, ["I12"], ["no_path"]),
    ("across eaten dots", "J16", 6, {"I16", "G16", "E16"}, ["E15"], ["ok"]),
    ("through the tunnel", "E11", 11, {"E11"}, ["O11"], ["ok"]),
    ("through the tunnel, one step short", "E11", 10, {"E11"}, ["O11"], ["too_far"]),
    ("a power move of one die", "B16", 1, set(), ["B15"], ["ok"]),
    ("a power move past its die", "B16", 1, set(), ["C16", "C17"], ["ok", "too_far"]),
    ("no move under way", None, 0, set(), ["I16"], ["not_moving"]),
]


@pytest.mark.parametrize("what,start,allowed,eaten,pegs,verdicts", TURNS, ids=[t[0] for t in TURNS])
def test_hand_made_turns(what: str, start: str | None, allowed: int, eaten: set[str], pegs: list[str],
                         verdicts: list[str]) -> None:
    move = Move(start, allowed, start) if start else None
    eaten = set(eaten)
    found = []
    for peg in pegs:
        judgement = judge(MAZE, move, peg, eaten)
        found.append(str(judgement.verdict))
        if move is not None:
            advance(move, judgement)
        eaten.add(peg)
    assert found == verdicts, what


def play(e: PacmanEngine, *lines: str) -> list[Event]:
    """Apply script-like lines straight to the engine: ``press spin`` (the default binding: roll), ``peg X down``,
    ``do ACTION key=value``."""
    out: list[Event] = []
    for line in lines:
        verb, *words = line.split()
        if verb == "press":
            action = Action.make({"spin": "roll", "card": "card", "next": "next"}[words[0]])
        elif verb == "peg":
            action = Action.make("peg", space=words[0], state=words[1])
        else:
            action = Action.make(words[0], **dict(w.split("=", 1) for w in words[1:]))
        out += e.apply(action)
    return out


def referee_events(events: list[Event]) -> list[dict[str, object]]:
    return [dict(ev.data) for ev in events if ev.kind == "referee"]


def new(referee: str | None = None, cards: tuple[GhostCard, ...] = CARDS, arcade: bool = False) -> PacmanEngine:
    options = {"referee": referee} if referee else {}
    e = PacmanEngine(["ann", "bob"], {**options, **({"mode": "arcade"} if arcade else {})}, 3, (MAZE, cards))
    e.start()
    return e


def test_warn_is_the_default_and_counts_the_dot_while_naming_the_problem() -> None:
    e = new()
    events = play(e, "peg I16 down")  # before any roll
    assert referee_events(events) == [{"space": "I16", "verdict": "not_moving", "steps": 0, "allowed": 0}]
    assert "dot_eaten" in [ev.kind for ev in events] and "I16" in e.current.eaten
    say = [english(ev).say for ev in events if ev.kind == "referee"][0]
    assert say and "not moving" in say
    play(e, "press spin")
    jump = play(e, "peg E16 down")  # G16 lies between, uneaten
    assert referee_events(jump)[0]["verdict"] == "no_path" and "E16" in e.current.eaten


def test_strict_holds_a_dot_until_confirmed_or_lifted() -> None:
    e = new("strict")
    play(e, "press spin")
    held = play(e, "peg E16 down")
    assert [ev.kind for ev in held] == ["referee"] and "E16" not in e.current.eaten
    assert e.current.score.total == 0 and Action.make("confirm", space="E16") in e.legal_actions()
    assert "confirm space=E16" in english(held[0]).text
    confirmed = play(e, "do confirm space=E16")
    assert [ev.kind for ev in confirmed] == ["dot_eaten"] and "E16" in e.current.eaten
    play(e, "peg C16 down")  # behind the wall D16: every way round passes uneaten dots
    assert "C16" in e.current.disputed
    dropped = play(e, "peg C16 up")
    assert [ev.kind for ev in dropped] == ["dispute_dropped"] and "C16" not in e.current.eaten
    with refused("no disputed dot"):
        play(e, "do confirm space=C16")


def test_off_never_judges() -> None:
    e = new("off")
    events = play(e, "peg I16 down", "press spin", "peg B2 down")
    assert not referee_events(events) and {"I16", "B2"} <= e.current.eaten


def test_a_power_pellet_ends_the_move_at_once() -> None:
    e = new()
    play(e, "press spin", "peg I16 down", "do power")
    late = play(e, "peg G16 down")  # before the first power move's die
    assert referee_events(late)[0]["verdict"] == "not_moving"


def test_a_fair_match_never_triggers_the_referee() -> None:
    for seed, options in ((1, {}), (5, {"mode": "arcade"}), (8, {}), (19, {"mode": "arcade"})):
        e = PacmanEngine(["ann", "bob", "cid"], options, seed, DATA)
        e.start()
        bot = PacmanBot(e, seed)
        while not e.finished:
            action = as_action(bot.next_move(e))
            if action is not None:
                assert not referee_events(e.apply(action)), (seed, options)


BLINKY_LAST = GhostCard(0, "blue", False, (("pinky", 3), ("blinky", 4), ("inky", 2), ("clyde", 1)))


def lost_moves(events: list[Event]) -> list[str]:
    card = [ev for ev in events if ev.kind == "ghost_card"][-1]
    return [m["ghost"] for m in card.data["moves"] if m["lost"]]


def test_level_2_starts_like_level_1_blinky_opens_the_cage() -> None:
    e = new("off", cards=(BLINKY_LAST,) * 5)
    assert lost_moves(play(e, "press spin", "press card")) == ["pinky"]
    assert lost_moves(play(e, "press spin", "press card")) == []
    for dot in MAZE.of_kind("dot"):
        play(e, f"peg {dot} down")
    assert e.current.level == 2
    assert lost_moves(play(e, "press spin", "press card")) == ["pinky"]
    assert lost_moves(play(e, "press spin", "press card")) == []


def test_arcade_after_a_lost_life_blinky_opens_the_cage_again() -> None:
    e = new(cards=(BLINKY_LAST,) * 5, arcade=True)
    play(e, "press spin", "press card", "press spin", "press card")
    assert [ev.kind for ev in play(e, "do caught")][-1] == "life_lost"
    assert lost_moves(play(e, "press spin", "press card")) == ["pinky"]
