"""BG Stats' push-a-play format, as BG Stats publishes it for other apps and websites: what every link the box
makes must hold. Used by the score-log tests and the evening test."""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import parse_qs, urlsplit

PLAY_KEYS = {"sourceName", "sourcePlayId", "playDate", "durationMin", "game", "players", "comments", "location"}
GAME_KEYS = {"name", "sourceGameId", "bggId", "highestWins", "noPoints"}
PLAYER_KEYS = {"name", "sourcePlayerId", "score", "winner", "rank", "startPlayer", "role"}
LOCAL_DATE = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$")


def play_of(link: str) -> dict[str, Any]:
    """The play a BG Stats link carries, checked field by field against the published format."""
    parts = urlsplit(link)
    assert (parts.scheme, parts.netloc, parts.path) == ("bgstats", "app.bgstatsapp.com", "/createPlay.html"), link
    [data] = parse_qs(parts.query, strict_parsing=True)["data"]
    play: dict[str, Any] = json.loads(data)
    check_play(play)
    return play


def check_play(play: dict[str, Any]) -> None:
    """One push-a-play object: only the published fields, each of its type."""
    assert set(play) <= PLAY_KEYS, set(play) - PLAY_KEYS
    assert isinstance(play["sourceName"], str) and play["sourceName"]
    assert isinstance(play["sourcePlayId"], str) and play["sourcePlayId"]
    assert LOCAL_DATE.match(play["playDate"]), play["playDate"]  # the local date and time, no zone, no "T"
    assert isinstance(play["durationMin"], int) and play["durationMin"] >= 1
    game = play["game"]
    assert set(game) <= GAME_KEYS and isinstance(game["name"], str) and isinstance(game["sourceGameId"], str)
    assert isinstance(game["highestWins"], bool) and isinstance(game["noPoints"], bool)
    assert "bggId" not in game or (isinstance(game["bggId"], int) and game["bggId"] > 0)
    for player in play["players"]:
        assert set(player) <= PLAYER_KEYS, set(player) - PLAYER_KEYS
        assert isinstance(player["name"], str) and isinstance(player["sourcePlayerId"], str)
        assert isinstance(player["winner"], bool) and isinstance(player["startPlayer"], bool)
        if game["noPoints"]:
            assert "score" not in player  # a race has no points: none are sent
        else:
            assert isinstance(player["score"], int)
    assert len({p["sourcePlayerId"] for p in play["players"]}) == len(play["players"])
