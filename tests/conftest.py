"""Shared fixtures: headless audio, the shipped Death Star data, CLI runners; and the tests' kinds.

``tests/unit/`` holds the in-process tests (engines, drivers on mock pins, the journal); ``tests/system/``
the ones that spawn a box, a browser, a broker or a namespace, marked ``system`` here from their folder
(``pytest -m "not system"`` runs the unit tests alone). The helpers beside this file serve both."""

from __future__ import annotations

import contextlib
import os
import re

os.environ["SDL_AUDIODRIVER"] = "dummy"  # before pygame is imported anywhere
os.environ.pop("COMPANION_CONFIG", None)
# the box takes the system's language when its config names none: the suite's boxes speak English on every laptop
os.environ["LANG"] = "C.UTF-8"
for _name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
    os.environ.pop(_name, None)

import json
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import pytest
from hypothesis import settings

from controller.core.session import load_game_data
from games.deathstar.data import Band, DeathStarData, ForceCard, Spinner
from games.deathstar.engine import DeathStarEngine
from games.base import Action, Engine, Event
from games.datafile import Localized
from games.registry import DEATHSTAR

if TYPE_CHECKING:
    from controller.app.box import Box

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
SYSTEM = Path(__file__).resolve().parent / "system"

settings.register_profile("any-machine", deadline=None)
settings.load_profile("any-machine")  # an example's time says how busy the machine is, not whether it is right


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test under ``tests/system/`` is marked ``system``: the folder says the kind."""
    for item in items:
        if SYSTEM in item.path.resolve().parents:
            item.add_marker(pytest.mark.system)


GameEngine = TypeVar("GameEngine", bound=Engine)


def engine_as(box: Box, kind: type[GameEngine]) -> GameEngine:
    """The box's engine now, as the game's own engine class (the test knows which game it plays)."""
    engine = box.loop.session.engine
    assert isinstance(engine, kind), f"the box plays {type(engine).__name__}, not {kind.__name__}"
    return engine


@pytest.fixture(scope="session")
def deathstar_data() -> DeathStarData:
    """The shipped spinner and Force deck."""
    data = load_game_data(DEATHSTAR, {})
    assert isinstance(data, DeathStarData)
    return data


def spinner(faces: Sequence[int], inner: Sequence[str] = ("WIN", "LOSE")) -> Spinner:
    """A spinner whose bands have only the given faces (to force results in tests)."""
    return Spinner(Band(tuple(faces), tuple(1 for _ in faces)), Band(tuple(inner), tuple(1 for _ in inner)))


def engine_with(faces: Sequence[int], deck: Sequence[ForceCard], players: Sequence[str] = ("ann", "bob"),
                seed: int = 1, inner: Sequence[str] = ("WIN", "LOSE")) -> DeathStarEngine:
    """A Death Star engine past the turn-order spins, then loaded with a forced spinner.

    The turn order is spun on a fair spinner (a forced one would tie forever);
    after that the spinner only shows ``faces`` (and ``inner`` in dogfights).
    """
    engine = DeathStarEngine(players, {}, seed, DeathStarData(spinner((1, 2, 3)), tuple(deck)))
    engine.start()
    while engine.phase == "order":
        engine.apply(Action.make("spin"))
    engine.spinner = spinner(faces, inner)
    return engine


def card(effect: str, index: int = 0, **kw: Any) -> ForceCard:
    """A Force card with the given effect."""
    return ForceCard(index, effect != "detention", Localized.everywhere(f"card {index} {effect}"), effect, **kw)


def companion(*args: str, stdin: str | None = None, timeout: float = 120,
              env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run the ``companion`` command line in a subprocess."""
    full_env = {**os.environ, "SDL_AUDIODRIVER": "dummy", **(env or {})}
    return subprocess.run([sys.executable, "-m", "controller.cli", *args], input=stdin, text=True,
                          capture_output=True, timeout=timeout, cwd=ROOT, env=full_env)


def json_events(stdout: str) -> list[dict[str, Any]]:
    """The JSON event lines of a ``--json`` run."""
    return [json.loads(line) for line in stdout.splitlines() if line.strip()]


def english(event: Event) -> Event:
    """An engine's event with its text and speech rendered in English, as players read them."""
    from controller.words.messages import Messages

    return Messages("en").event(event)


@contextlib.contextmanager
def refused(pattern: str) -> Iterator[None]:
    """The block must raise IllegalAction whose reason, in English, matches ``pattern`` (an engine moved to
    the message catalogues gives an id and parameters; this renders them as players read them)."""
    from controller.words.messages import Messages
    from games.errors import IllegalAction

    with pytest.raises(IllegalAction) as caught:
        yield
    reason = Messages("en").refusal(caught.value)
    assert re.search(pattern, reason), reason
