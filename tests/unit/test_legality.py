"""``legal_actions()`` is exact in every game: an action is accepted exactly when it is listed.

Random play (seeded, so a failure replays): at every step a sample of the listed actions
and of actions seen listed at other moments (or listed now with one word changed) is
tried; each must be accepted if and only if it is listed now. A listed one is tried on a
copy of the engine, an unlisted one on the engine itself (a refusal changes nothing; an
acceptance fails the test there and then).
Candidates are also made up from every action name the game knows, with any of its
words, so an action that is accepted but never listed is found too. Shorthand (a token's
name, a left-out ``player=``) is judged by its ``canonical`` form, and an empty value (``rotation=``) as
left out: ``apply`` consults ``legal_actions`` itself, so no empty value slips through unlisted. Queries (``show-hand``,
``show-target``, ``reach``) change nothing and are answered any time, so they are left out.
``Engine.is_legal`` (membership without building the list, PAC-MAN's) must agree with the list too.
"""

from __future__ import annotations

import copy
import random
from collections import defaultdict
from typing import Any

import pytest

from controller.core.session import load_game_data
from games.base import Action, Engine
from games.errors import IllegalAction
from games.registry import GAMES

CASES = [
    ("deathstar", ["ann", "bob", "cid"], {}),
    ("pacman", ["ann", "bob"], {}),
    ("pacman", ["ann", "bob", "cid"], {"mode": "arcade", "referee": "strict"}),
    ("cards", ["ann", "bob", "cid"], {}),
    ("cards", ["ann", "bob"], {"mode": "scorekeeper", "target": "50"}),
    ("labyrinth", ["ann", "bob"], {}),
    ("labyrinth", ["ann", "bob", "cid"], {"variant": "glow"}),
]
STEPS = 220
PROBES = 5


def twin(engine: Engine) -> Engine:
    """A deep copy that shares the engine's read-only game data (the maze, the decks)."""
    shared: dict[int, Any] = {id(v): v for v in vars(engine).values() if isinstance(v, tuple) or
                              getattr(type(v), "__dataclass_params__", None) and type(v).__dataclass_params__.frozen}
    return copy.deepcopy(engine, shared)


def accepted(engine: Engine, action: Action, listed: bool) -> bool:
    """Whether ``engine`` accepts ``action`` (tried on a copy when it is expected to be)."""
    try:
        (twin(engine) if listed else engine).apply(action)
    except IllegalAction:
        return False
    return True


def made_up(names: dict[str, frozenset[str]], vocabulary: dict[str, set[str]], rng: random.Random) -> list[Action]:
    """Actions of every name the game knows, with a random choice of its words and their values."""
    out = []
    for name in sorted(names):
        keys = [k for k in sorted(names[name]) if rng.random() < 0.7]
        out.append(Action.make(name, **{k: rng.choice(sorted(vocabulary[k] | {"0", "zed", ""})) for k in keys}))
    return out


def mutations(action: Action, vocabulary: dict[str, set[str]], rng: random.Random) -> list[Action]:
    """``action`` with one word changed to another value seen for that key, or left empty (``rotation=``)."""
    out = []
    for key, value in action.args:
        others = sorted((vocabulary[key] | {""}) - {value})
        if others:
            out.append(Action(action.name, tuple(sorted({**dict(action.args), key: rng.choice(others)}.items()))))
    return out


@pytest.mark.parametrize("game,players,options", CASES, ids=[f"{c[0]}-{'-'.join(c[2].values()) or 'plain'}"
                                                             for c in CASES])
def test_legal_actions_are_exactly_the_accepted_ones(game: str, players: list[str], options: dict[str, str]) -> None:
    spec = GAMES[game]
    data = load_game_data(spec, {})
    for seed in (1, 2):
        rng = random.Random(seed)
        engine = spec.build(players, options, seed, data)
        engine.start()
        seen: set[Action] = set()
        vocabulary: dict[str, set[str]] = defaultdict(set)
        for key in ("player", "target", "board"):
            vocabulary[key] |= set(players)
        names = {n: keys for n, keys in spec.action_args.items() if n not in spec.queries}
        for step in range(STEPS):
            listed = [a for a in engine.legal_actions() if a.name not in spec.queries]
            if engine.finished:
                assert listed == []
                break
            assert listed, f"{game} seed {seed} step {step}: nothing is legal in an unfinished game"
            assert len(set(listed)) == len(listed), "an action listed twice"
            now = set(listed)
            seen |= now
            for action in listed:
                for key, value in action.args:
                    vocabulary[key].add(value)
            candidates = rng.sample(listed, min(2, len(listed)))
            candidates += rng.sample(sorted(seen - now, key=str), min(PROBES, len(seen - now)))
            candidates += mutations(rng.choice(listed), vocabulary, rng) + made_up(names, vocabulary, rng)
            for action in candidates:
                listed_as = engine.canonical(Action(action.name, tuple((k, v) for k, v in action.args if v)))
                assert engine.is_legal(listed_as) == (listed_as in now), f"{game} step {step}: is_legal({listed_as})"
                assert accepted(engine, action, listed_as in now) == (listed_as in now), \
                    f"{game} {options} seed {seed} step {step}: {action} (as {listed_as}) is " \
                    f"{'not ' * (listed_as not in now)}listed"
            by_name: dict[str, list[Action]] = defaultdict(list)
            for action in listed:
                by_name[action.name].append(action)
            engine.apply(rng.choice(by_name[rng.choice(sorted(by_name))]))


def test_the_registry_asks_the_engines_what_they_are() -> None:
    """Points and queries come from the engines (a race keeps no points; a hand or a target is only shown)."""
    assert [name for name, spec in sorted(GAMES.items()) if not spec.has_points] == ["deathstar"]
    assert GAMES["cards"].queries == {"show-hand"} and GAMES["labyrinth"].queries == {"show-target", "reach"}
    assert GAMES["pacman"].queries == GAMES["deathstar"].queries == frozenset()
