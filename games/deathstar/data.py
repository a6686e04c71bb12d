"""The Death Star spinner and Force deck as data, parsed and checked.

The shipped files sit beside this module (``spinner.toml``,
``force_deck.toml``); an owner may point the config at edited copies.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from games.datafile import Localized
from games.datafile import DataError, parse_toml, require

EFFECTS = ("escape", "extra_turn", "lose_turn", "detention", "trash", "move", "goto")
GOTO_SPOTS = ("control_room", "tractor_beam")
DS_SPOT = re.compile(r"^DS-[1-8]$")
LANGUAGE = re.compile(r"^[a-z]{2}$")


@dataclass(frozen=True)
class Band:
    """One band of the spinner: its faces and their relative weights."""

    faces: tuple[int | str, ...]
    weights: tuple[int, ...]


@dataclass(frozen=True)
class Spinner:
    """The spinner: ``outer`` numbers to move by, ``inner`` WIN/LOSE for dogfights."""

    outer: Band
    inner: Band


@dataclass(frozen=True)
class ForceCard:
    """One Force card: its heading, spoken text (in each language the deck gives) and machine-readable effect."""

    index: int
    with_you: bool
    words: Localized
    effect: str
    steps: int = 0
    spot: str = ""

    @property
    def text(self) -> str:
        """The card's English text (else the one its file gives): what the JSON and the logs carry."""
        return self.words.default


@dataclass(frozen=True)
class DeathStarData:
    """Everything the Death Star engine needs besides players, options and seed."""

    spinner: Spinner
    deck: tuple[ForceCard, ...]


def _band(raw: dict[str, Any], name: str, source: str, kind: type) -> Band:
    table = require(raw, name, dict, source, "")
    faces = require(table, "faces", list, source, name)
    weights = require(table, "weights", list, source, name)
    if not faces:
        raise DataError(source, f"{name}.faces", "empty; list at least one face")
    if len(faces) != len(weights):
        raise DataError(source, f"{name}.weights",
                        f"{len(weights)} weights for {len(faces)} faces; give one weight per face")
    for i, face in enumerate(faces):
        if not isinstance(face, kind) or isinstance(face, bool):
            raise DataError(source, f"{name}.faces[{i}]", f"expected {kind.__name__}, got {face!r}")
    for i, weight in enumerate(weights):
        if not isinstance(weight, int) or isinstance(weight, bool) or weight < 1:
            raise DataError(source, f"{name}.weights[{i}]", f"expected a whole number >= 1, got {weight!r}")
    return Band(tuple(faces), tuple(weights))


def parse_spinner(text: str, source: str = "spinner.toml") -> Spinner:
    """Parse and check the spinner file.

    >>> parse_spinner('[outer]\\nfaces=[1,2,3]\\nweights=[1,1,1]\\n'
    ...               '[inner]\\nfaces=["WIN","LOSE"]\\nweights=[1,1]').outer.faces
    (1, 2, 3)
    """
    raw = parse_toml(text, source)
    outer = _band(raw, "outer", source, int)
    for i, face in enumerate(outer.faces):
        if not isinstance(face, int) or face < 1:
            raise DataError(source, f"outer.faces[{i}]", f"a move must be 1 or more, got {face!r}")
    inner = _band(raw, "inner", source, str)
    if set(inner.faces) != {"WIN", "LOSE"}:
        raise DataError(source, "inner.faces", 'the dogfight band needs faces "WIN" and "LOSE" only')
    return Spinner(outer, inner)


def _card(index: int, raw: Any, source: str) -> ForceCard:
    where = f"card[{index + 1}]"
    if not isinstance(raw, dict):
        raise DataError(source, where, "expected a [[card]] table")
    force = require(raw, "force", str, source, where)
    if force not in ("with", "against"):
        raise DataError(source, f"{where}.force", f'expected "with" or "against", got {force!r}')
    effect = require(raw, "effect", str, source, where)
    if effect not in EFFECTS:
        raise DataError(source, f"{where}.effect", f"unknown effect {effect!r}; use one of {', '.join(EFFECTS)}")
    words = _words(raw, source, where)
    steps, spot = 0, ""
    if effect == "move":
        steps = require(raw, "steps", int, source, where)
        if steps == 0:
            raise DataError(source, f"{where}.steps", "a move of 0 does nothing; use +N or -N")
    if effect == "goto":
        spot = require(raw, "spot", str, source, where)
        if spot not in GOTO_SPOTS and not DS_SPOT.match(spot):
            raise DataError(source, f"{where}.spot",
                            f"unknown spot {spot!r}; use control_room, tractor_beam or DS-1..DS-8")
    return ForceCard(index, force == "with", words, effect, steps, spot)


def _words(raw: dict[str, Any], source: str, where: str) -> Localized:
    """A card's ``text``: one string for every language, or a table of them (``text.it = "..."``)."""
    if isinstance(raw.get("text"), str):
        return Localized.everywhere(raw["text"])
    table = require(raw, "text", dict, source, where)
    if not table:
        raise DataError(source, f"{where}.text", 'empty; give text = "..." or text.en = "..."')
    for language, text in table.items():
        if not LANGUAGE.match(language) or not isinstance(text, str):
            raise DataError(source, f"{where}.text.{language}",
                            f"expected a two-letter language and its text (text.it = \"...\"), got {text!r}")
    return Localized(tuple(sorted(table.items())))


def parse_force_deck(text: str, source: str = "force_deck.toml") -> tuple[ForceCard, ...]:
    """Parse and check the Force deck: a list of ``[[card]]`` tables."""
    raw = parse_toml(text, source)
    cards = raw.get("card")
    if not isinstance(cards, list) or not cards:
        raise DataError(source, "card", "no [[card]] tables; the deck needs at least one card")
    unknown = set(raw) - {"card"}
    if unknown:
        raise DataError(source, sorted(unknown)[0], "unknown key; the file holds only [[card]] tables")
    return tuple(_card(i, c, source) for i, c in enumerate(cards))
