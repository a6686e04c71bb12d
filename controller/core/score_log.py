"""The score log: high-score tables, recent plays, CSV and BG Stats export, BG Stats links."""

from __future__ import annotations

import csv
import heapq
import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Protocol, TextIO, TypedDict
from urllib.parse import quote

from controller.core.atomic import replace_atomically
from controller.words.messages import Messages
from games.base import Names
from controller.core.journal import SQLValue
from games.views import JSON, JSONObject
from games.registry import GAMES


@dataclass(frozen=True)
class Play:
    """One finished game from the score log."""

    session_id: int
    game: str
    options: dict[str, str]
    players: list[str]
    scores: dict[str, int]
    winners: list[str]
    first_player: str | None
    started_at: str
    finished_at: str
    box: str | None = None
    """The box it was played on (league plays only)."""
    synced: bool = True
    """Whether the box's wall clock was synchronised when the times were taken (else they are its guess)."""

    def to_json(self) -> dict[str, JSON]:
        """A JSON-ready dict."""
        return {
            **({"box": self.box} if self.box else {}),
            "session": self.session_id, "game": self.game, "options": self.options,
            "players": [{"name": p, "score": self.scores.get(p, 0), "winner": p in self.winners}
                        for p in self.players],
            "winners": self.winners, "first_player": self.first_player,
            "started_at": self.started_at, "finished_at": self.finished_at, "clock_synced": self.synced,
        }


class Queried(Protocol):
    """What the score log's views read: the journal, or a database moved aside (``controller/core/set_aside.py``)."""

    def query(self, sql: str, args: tuple[SQLValue, ...] = ()) -> list[tuple[SQLValue, ...]]:
        """The rows of a read-only query."""


def plays(journal: Queried, game: str | None = None, limit: int | None = None) -> list[Play]:
    """Finished games, newest first: in the journal's order (a session's number), never by the wall clock,
    which a Pi may have set or stepped between two games.

    SQLite hands them over as one JSON text, decoded in one call: 10,000 plays stay quick.
    """
    sql = ("SELECT session_id, game, options, players, scores, winners, first_player, started_at, finished_at, "
           "synced FROM results")
    args: tuple[SQLValue, ...] = ()
    if game:
        sql, args = sql + " WHERE game = ?", (game,)
    sql += " ORDER BY session_id DESC"
    if limit:
        sql += f" LIMIT {int(limit)}"
    rows = journal.query("SELECT json_group_array(json_array(session_id, game, json(options), json(players), "
                         f"json(scores), json(winners), first_player, started_at, finished_at, synced)) "
                         f"FROM ({sql})", args)
    return [Play(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], synced=bool(r[9]))
            for r in json.loads(str(rows[0][0]))]


def without_points() -> frozenset[str]:
    """The games that only have a winner: no high scores, no points in exports."""
    return frozenset(name for name, spec in GAMES.items() if not spec.has_points)


def local_time(iso: str, with_time: bool = True) -> str:
    """A stored UTC time as this box's local time, as people read it (``2026-11-30 21:05``)."""
    return _local(iso).strftime("%Y-%m-%d %H:%M" if with_time else "%Y-%m-%d")


class HighScore(TypedDict):
    """One line of the high scores: a player's score in one play of a game in one mode."""

    game: str
    mode: str
    """The play's options (``mode=arcade``), or ``standard``."""
    player: str
    score: int
    winner: bool
    date: str
    """The local date the play finished (``2026-11-30``)."""


def high_scores(all_plays: list[Play], limit: int = 10) -> list[HighScore]:
    """The best single scores per game and mode (options), highest first; a tie goes to the play recorded first
    (the journal's order on a box, the hub's receipt order in the league), never to a clock's date.

    Games without points have none.
    """
    groups: dict[tuple[str, str], list[tuple[int, int, str, str, bool]]] = {}
    modes: dict[str, str] = {}
    skip = without_points()
    for play in all_plays:
        if play.game in skip:
            continue
        options_key = repr(sorted(play.options.items()))
        mode = modes.get(options_key)
        if mode is None:
            mode = modes[options_key] = ",".join(f"{k}={v}" for k, v in sorted(play.options.items())) or "standard"
        rows = groups.setdefault((play.game, mode), [])
        rows += [(-play.scores.get(name, 0), play.session_id, play.finished_at, name, name in play.winners)
                 for name in play.players]
    out: list[HighScore] = []
    for (game, mode), rows in sorted(groups.items()):
        for minus_score, _, finished, name, winner in heapq.nsmallest(limit, rows, key=lambda r: r[:2]):
            out.append({"game": game, "mode": mode, "player": name, "score": -minus_score, "winner": winner,
                        "date": local_time(finished, with_time=False)})
    return out


def wins(all_plays: list[Play]) -> dict[str, dict[str, int]]:
    """Games won per game and player."""
    table: dict[str, dict[str, int]] = {}
    for play in all_plays:
        for name in play.winners:
            table.setdefault(play.game, {}).setdefault(name, 0)
            table[play.game][name] += 1
    return table


FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def text_cell(text: str) -> str:
    """A text cell a spreadsheet shows as text: one starting like a formula gets a leading quote.

    >>> text_cell("-A1"), text_cell("ann")
    ("'-A1", 'ann')
    """
    return "'" + text if text.startswith(FORMULA_START) else text


def write_csv(all_plays: list[Play], out: TextIO) -> None:
    """One CSV row per player per play, times local (with their offset; ``clock_synced`` 0 when they are the
    box's guess, taken before its clock was set); text cells guarded against formulas."""
    writer = csv.writer(out)
    writer.writerow(["session", "game", "options", "started_at", "finished_at", "player", "score", "winner",
                     "first_player", "clock_synced"])
    for play in sorted(all_plays, key=lambda p: p.session_id):
        options = ";".join(f"{k}={v}" for k, v in sorted(play.options.items()))
        for name in play.players:
            writer.writerow([play.session_id, text_cell(play.game), text_cell(options),
                             _local(play.started_at).isoformat(), _local(play.finished_at).isoformat(),
                             text_cell(name), play.scores.get(name, 0), int(name in play.winners),
                             text_cell(play.first_player or ""), int(play.synced)])


def export_csv(all_plays: list[Play], path: Path) -> None:
    """Write :func:`write_csv` to a file, atomically (a partial file never replaces a good one)."""
    replace_atomically(path, lambda out: write_csv(all_plays, out))


def _local(iso: str) -> datetime:
    return datetime.fromisoformat(iso).astimezone()


UNSYNCED_NOTE = "Date and time as the box guessed them: its clock was not yet set."
"""BG Stats' comment on a play whose times were taken before the box's clock was synchronised."""
BGSTATS_CREATE_PLAY = "bgstats://app.bgstatsapp.com/createPlay.html?data="
"""BG Stats' link that opens the app with a play filled in (its push-a-play JSON, url-encoded), as BG Stats
publishes it for other apps and websites (``addPlay.html`` takes only a ``gameId`` and opens an empty play)."""


def bgstats_play(play: Play, titles: dict[str, str], no_points: frozenset[str],
                 bgg_ids: dict[str, int] | None = None, box: str = "") -> dict[str, JSON]:
    """One play in BG Stats' push-a-play JSON format (game, local date and time, duration, players, winner,
    rank); with the game's BoardGameGeek id when the config gives one (``[games.G] bgg_id``).

    ``sourcePlayId`` is the box's id and the game's number (``table-7:12``): BG Stats merges two pushes with one
    id into one play, so two boxes of a café (each with its own game #12) must never share one. A game
    without points (Escape from Death Star) has ``noPoints`` and no scores at all.
    """
    start, end = _local(play.started_at), _local(play.finished_at)
    points = play.game not in no_points
    bgg_id = (bgg_ids or {}).get(play.game)
    standing = {name: (name in play.winners, play.scores.get(name, 0)) for name in play.players}
    ranks = {name: 1 + sum(other > mine for other in standing.values()) for name, mine in standing.items()}
    options = ", ".join(f"{k}={v}" for k, v in sorted(play.options.items()))
    return {
        "sourceName": "Tabletop Companion",
        "sourcePlayId": f"{play.box or box or 'box'}:{play.session_id}",
        "playDate": start.strftime("%Y-%m-%d %H:%M:%S"),
        "durationMin": max(1, round((end - start).total_seconds() / 60)),
        "game": {"name": titles.get(play.game, play.game), "sourceGameId": play.game,
                 "highestWins": True, "noPoints": not points,
                 **({"bggId": bgg_id} if bgg_id else {})},
        "players": [{"name": name, "sourcePlayerId": name, **({"score": play.scores.get(name, 0)} if points else {}),
                     "winner": name in play.winners, "rank": ranks[name], "startPlayer": name == play.first_player}
                    for name in play.players],
        "comments": " ".join(([f"Options: {options}."] if options else [])
                             + ([] if play.synced else [UNSYNCED_NOTE])),
    }


def print_tables(all_plays: list[Play], titles: dict[str, str], out: TextIO, words: Messages | None = None) -> None:
    """Wins, high scores and recent plays as text (``companion scores`` and ``companion league``), in
    ``words``' language (``titles``: each game's title in it)."""
    words = words or Messages()
    if not all_plays:
        out.write(words.render("scores.none", {}) + "\n")
        return
    out.write(words.render("scores.wins", {}) + "\n")
    for game, table in wins(all_plays).items():
        ranked = sorted(table.items(), key=lambda kv: -kv[1])
        out.write(f"  {titles.get(game, game)}: " + ", ".join(f"{n} {w}" for n, w in ranked) + "\n")
    rows = high_scores(all_plays)
    if rows:
        out.write(words.render("scores.high", {}) + "\n")
    for row in rows:
        mode = words.render("scores.standard", {}) if row["mode"] == "standard" else row["mode"]
        out.write(f"  {titles.get(row['game'], row['game']):<20} {mode:<12} {row['player']:<12} "
                  f"{row['score']:>7}  {row['date']}\n")
    out.write(words.render("scores.recent", {}) + "\n")
    skip = without_points()
    for play in all_plays[:10]:
        people = ", ".join(n if play.game in skip else f"{n} {play.scores.get(n, 0)}" for n in play.players)
        where = words.render("scores.at", {"box": play.box}) if play.box else ""
        won = words.render("scores.won_by", {"players": Names(play.winners)}) if play.winners \
            else words.render("scores.no_winner", {})
        out.write(f"  {local_time(play.finished_at)}  {titles.get(play.game, play.game):<20} {people}  {won}{where}\n")


def add_play_link(play: JSONObject) -> str:
    """The BG Stats link that opens the app with this push-a-play object filled in."""
    return BGSTATS_CREATE_PLAY + quote(json.dumps(play, separators=(",", ":"), ensure_ascii=False), safe="")


def export(all_plays: list[Play], fmt: str, target: Path, titles: dict[str, str],
           bgg_ids: dict[str, int] | None = None, box: str = "") -> None:
    """Write the plays as ``csv`` or ``bgstats`` (ValueError for another format)."""
    if fmt == "csv":
        export_csv(all_plays, target)
    elif fmt == "bgstats":
        export_bgstats(all_plays, titles, target, bgg_ids, box)
    else:
        raise ValueError(f"unknown export format {fmt!r} (csv or bgstats)")


def export_bgstats(all_plays: list[Play], titles: dict[str, str], path: Path,
                   bgg_ids: dict[str, int] | None = None, box: str = "") -> None:
    """Write every play as a JSON list of BG Stats push-a-play objects, atomically."""
    no_points = without_points()
    ordered = sorted(all_plays, key=lambda p: p.session_id)
    text = json.dumps([bgstats_play(p, titles, no_points, bgg_ids, box) for p in ordered], indent=2) + "\n"
    replace_atomically(path, lambda out: out.write(text))
