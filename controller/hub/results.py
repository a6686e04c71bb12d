"""What the hub accepts as a result: every field checked before anything is stored.

A box's own results always pass (``controller.faces.mqtt.outbox`` builds them from a game the box
checked). Anything else on a box's result topic is refused for good: the hub answers it with a refusal
receipt, writes it to the league's refusals, and never retries it. Only the league's own failures (a full
disk) are retried.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from typing import Any, TypedDict

from games.base import MAX_NAME
from games.views import PlayerScore
from games.errors import CompanionError
from games.registry import GAMES

MAX_RESULT_BYTES = 16 * 1024
MAX_ID = 200
MAX_PLAYERS = 8
MAX_SCORE = 10_000_000
"""No game the box keeps comes near this; a bigger score is a forged or broken message."""
MAX_OPTIONS = 20
MAX_OPTION_TEXT = 40
EARLIEST = datetime(1970, 1, 1, tzinfo=timezone.utc)
"""A Pi has no clock of its own: before its first time sync it may think it is 1970 (the result then says
``clock_synced: false``), so the hub keeps such dates."""
AHEAD = timedelta(days=2)
"""How far ahead of the hub's clock a box's clock may be (time zones are in the offset; this is slack)."""


class Refused(CompanionError, ValueError):
    """A result the hub refuses for good: what is wrong with it, in one line."""


class CheckedResult(TypedDict):
    """A result as the hub keeps it: every field checked, nothing else."""

    id: str
    """``<box>/<game number>/<random>``: the same result published twice is kept once."""
    box: str
    game: str
    options: dict[str, str]
    players: list[PlayerScore]
    winners: list[str]
    first_player: str | None
    started_at: str
    finished_at: str
    clock_synced: bool


def check_result(raw: bytes, box: str, now: datetime | None = None) -> CheckedResult:
    """The result box ``box`` published, every field checked and nothing else kept; or :class:`Refused`."""
    if len(raw) > MAX_RESULT_BYTES:
        raise Refused(f"{len(raw)} bytes; at most {MAX_RESULT_BYTES}")
    try:
        value = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise Refused(f"not JSON ({exc})") from None
    except RecursionError:
        raise Refused("nested too deep") from None
    if not isinstance(value, dict):
        raise Refused("not a JSON object")
    result_id = _text(value, "id", MAX_ID)
    if not result_id.startswith(f"{box}/"):
        raise Refused(f"'id' {result_id[:60]!r} is not in box {box!r}'s namespace ({box}/...)")
    if _text(value, "box", 64) != box:
        raise Refused(f"a result of box {str(value['box'])[:64]!r} published by box {box!r}")
    game = _text(value, "game", 32)
    if game not in GAMES:
        raise Refused(f"'game' {game!r}: not one of {', '.join(sorted(GAMES))}")
    players = _players(value.get("players"))
    names = [p["name"] for p in players]
    winners = _names_among(value.get("winners"), names, "winners")
    first = value.get("first_player")
    if first is not None and (not isinstance(first, str) or first not in names):
        raise Refused("'first_player' must be null or one of the players")
    started, finished = _moment(value, "started_at", now), _moment(value, "finished_at", now)
    if finished < started:
        raise Refused("'finished_at' is before 'started_at'")
    synced = value.get("clock_synced", True)
    if not isinstance(synced, bool):
        raise Refused("'clock_synced' must be true or false")
    return {"id": result_id, "box": box, "game": game, "options": _options(value.get("options")),
            "players": players, "winners": winners, "first_player": first,
            "started_at": value["started_at"], "finished_at": value["finished_at"], "clock_synced": synced}


def result_id_of(raw: bytes) -> str | None:
    """The id of a result message that the hub refuses (to answer it with a refusal receipt), if it has one."""
    try:
        value = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return None
    found = value.get("id") if isinstance(value, dict) else None
    return found if isinstance(found, str) and len(found) <= MAX_ID else None


def _text(value: dict[str, Any], key: str, most: int) -> str:
    found = value.get(key)
    if not isinstance(found, str) or not found or len(found) > most or not found.isprintable():
        raise Refused(f"{key!r} missing, or not a text of 1 to {most} printable characters")
    return found


def _name(found: object, where: str) -> str:
    if (not isinstance(found, str) or not 0 < len(found) <= MAX_NAME
            or not all(c.isalnum() or c in "-_" for c in found)):
        raise Refused(f"{where}: a name is 1 to {MAX_NAME} letters, digits, '-' or '_'")
    return found


def _players(found: object) -> list[PlayerScore]:
    if not isinstance(found, list) or not 0 < len(found) <= MAX_PLAYERS:
        raise Refused(f"'players' must list 1 to {MAX_PLAYERS} players")
    players: list[PlayerScore] = []
    for player in found:
        if not isinstance(player, dict) or set(player) != {"name", "score"}:
            raise Refused("each of 'players' must be an object with a name and a score, nothing else")
        score = player["score"]
        if not isinstance(score, int) or isinstance(score, bool) or abs(score) > MAX_SCORE:
            raise Refused(f"'players': a score is a whole number from -{MAX_SCORE} to {MAX_SCORE}")
        players.append({"name": _name(player["name"], "'players'"), "score": score})
    if len({p["name"] for p in players}) != len(players):
        raise Refused("'players': two players with one name")
    return players


def _names_among(found: object, names: list[str], key: str) -> list[str]:
    if not isinstance(found, list) or not all(isinstance(n, str) and n in names for n in found):
        raise Refused(f"{key!r} must list players of this game")
    if len(set(found)) != len(found):
        raise Refused(f"{key!r} names a player twice")
    return list(found)


def _moment(value: dict[str, Any], key: str, now: datetime | None) -> datetime:
    text = _text(value, key, 40)
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise Refused(f"{key!r} {text!r} is not an ISO 8601 date and time") from None
    if moment.tzinfo is None:
        raise Refused(f"{key!r} {text!r} has no UTC offset")
    if not plausible(moment, now):
        raise Refused(f"{key!r} {text!r} is not a date a box can have (1970 to {latest(now).date().isoformat()})")
    return moment


def latest(now: datetime | None = None) -> datetime:
    """The latest date a box's clock can show: the hub's own, and a little slack."""
    return (now or datetime.now(timezone.utc)) + AHEAD


def plausible(moment: datetime, now: datetime | None = None) -> bool:
    """Whether a box's clock can have shown this moment (with its offset): from 1970 to :func:`latest`."""
    return moment.tzinfo is not None and EARLIEST <= moment <= latest(now)


def _options(found: object) -> dict[str, str]:
    if not isinstance(found, dict) or len(found) > MAX_OPTIONS or not all(
            isinstance(k, str) and isinstance(v, str) and 0 < len(k) <= MAX_OPTION_TEXT
            and len(v) <= MAX_OPTION_TEXT and k.isprintable() and v.isprintable() for k, v in found.items()):
        raise Refused(f"'options' must be at most {MAX_OPTIONS} short texts by name")
    return dict(found)
