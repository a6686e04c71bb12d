"""What every view of a game holds, as the faces receive it: the public view, a player's private view, the
closing summary (a game's own panel is built in ``games/<game>/views.py``), and the JSON they are made of.

Every face reads the same views (``DESIGN.md``), so their shapes are named here once. The values are
read-only on purpose (``Sequence``, ``Mapping``): a ``list[str]`` of winners is a ``JSON`` value as it is,
and nobody downstream changes a view it was handed.

>>> import json
>>> view: JSONObject = {"game": "cards", "players": [{"name": "ann", "score": 3}], "turn": None}
>>> json.loads(json.dumps(view)) == view
True
>>> as_object([1, 2], "state")
Traceback (most recent call last):
    ...
TypeError: state is not a JSON object
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NotRequired, TypeAlias, TypedDict

JSON: TypeAlias = "str | int | float | bool | None | Sequence[JSON] | Mapping[str, JSON]"
"""Any value that ``json.dumps`` writes and ``json.loads`` reads back (TOML's tables fit it too)."""

JSONObject: TypeAlias = Mapping[str, JSON]
"""A JSON object: what a view, a summary's state or a panel is."""


class PlayerScore(TypedDict):
    """One player in a view: the name and the score now."""

    name: str
    score: int


class ActionView(TypedDict):
    """One action a player may send, as a phone receives it."""

    name: str
    args: dict[str, str]


class PublicView(TypedDict):
    """What every player may see (the table server's keys, ``DESIGN.md``)."""

    game: str
    players: list[PlayerScore]
    turn: str | None
    finished: bool
    winners: list[str]
    state: JSONObject
    seq: NotRequired[int]
    """The update's number, once the box has published it (the table server's ``/api/view``)."""


class PrivateView(TypedDict):
    """What only ``player`` may see: their secrets and the actions open to them."""

    player: str
    secret: JSONObject
    actions: list[ActionView]


class GameSummary(TypedDict):
    """The closing ``summary`` event's fields."""

    game: str
    players: list[PlayerScore]
    winners: list[str]
    finished: bool
    termination: str | None
    has_points: bool
    state: JSONObject


def as_object(value: JSON, where: str) -> JSONObject:
    """``value`` as a JSON object, for a reader that knows one is there; TypeError naming ``where`` if not."""
    if isinstance(value, Mapping):
        return value
    raise TypeError(f"{where} is not a JSON object")


def as_list(value: JSON, where: str) -> Sequence[JSON]:
    """``value`` as a JSON array; TypeError naming ``where`` if it is anything else (a string too)."""
    if isinstance(value, Sequence) and not isinstance(value, str):
        return value
    raise TypeError(f"{where} is not a JSON array")
