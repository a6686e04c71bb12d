"""Power cuts: the whole virtual Pi killed at random moments of a scripted game, booted again, checked.

The script is a stream of PAC-MAN card games in scorekeeper mode played from two phones through the
table server (each ``score`` a journalled action; a game ends at the target and the host starts the
next). The harness remembers every action the box acknowledged. After each cut and boot:

- every acknowledged action is in the journal, in order, and at most the one in flight besides;
- the game the box serves again is the journal's: the scores it shows are the journal's actions
  replayed by the engine;
- every finished game has exactly one result in the score log, and no game without a winner has one.
"""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .machine import Machine
from .table_api import TableApi

DB = "/var/lib/tabletop-companion/companion.db"
PLAYERS = ("ann", "bob")
OPTIONS = {"mode": "scorekeeper", "target": "40"}
Score = tuple[str, str, str, str]


@dataclass
class Driver:
    """Plays games through the API until stopped; ``acked`` is what the box answered 200 to, in order."""

    api: TableApi
    rng: random.Random
    acked: list[Score] = field(default_factory=list)
    finished_games: int = 0
    stop: threading.Event = field(default_factory=threading.Event)
    error: str = ""

    def start_game(self) -> None:
        """The host starts the next game from a phone, and both players take their seats."""
        while (answer := self.api.host("new", game="cards", players=list(PLAYERS), options=OPTIONS))[0] == 429:
            time.sleep(0.5)
        if answer[0] != 200:
            raise OSError(f"new game refused: {answer}")
        for player in PLAYERS:
            self.api.seat(player)

    def play(self) -> None:
        """Score rows for alternate players until told to stop (or the box stops answering), as two phones
        would: slowing down when the box says so, taking a seat again after a restart."""
        try:
            need_new = False
            while not self.stop.is_set():
                if need_new:
                    self.start_game()
                    need_new = False
                player = PLAYERS[len(self.acked) % 2]
                score: Score = (player, str(self.rng.choice((1, 5, 10))), "+", str(self.rng.choice((0, 1, 5))))
                status, answer = self.api.act(player, "score", player=player, left=score[1], op=score[2],
                                              right=score[3])
                if status == 429:  # the table server's flood guard: a phone waits too
                    time.sleep(0.5)
                elif status in (401, 403):  # a restarted box has forgotten the seats
                    self.api.seat(player)
                elif status in (400, 409) and (lambda v: v["finished"] or v["game"] != "cards")(self.api.view()):
                    need_new = True  # the game ended just before the cut: the box resumed its older unfinished one
                elif status != 200:
                    raise OSError(f"score refused: {status} {answer}")
                else:
                    self.acked.append(score)
                    if any(e.get("event") == "winner" for e in answer.get("events", [])):
                        self.finished_games += 1
                        need_new = True
        except (OSError, ValueError) as exc:  # the power went: the connection breaks mid-request
            self.error = str(exc)


def journal(machine: Machine, since: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[int]]:
    """(sessions after ``since``, their actions in order, the session ids with a result)."""
    def query(sql: str) -> list[dict[str, Any]]:
        out = machine.run(f"sqlite3 -readonly -json {DB} \"{sql}\"").out.strip()
        return list(json.loads(out)) if out else []
    sessions = query(f"SELECT id, game, players, options, seed, finished_at, abandoned FROM sessions WHERE id > {since} "
                     "ORDER BY id")
    actions = query(f"SELECT session_id, seq, action FROM actions WHERE session_id > {since} ORDER BY session_id, seq")
    results = [row["session_id"] for row in query(f"SELECT session_id FROM results WHERE session_id > {since}")]
    return sessions, actions, results


def as_score(action: dict[str, Any]) -> Score:
    """A journalled ``score`` action as the driver's tuple."""
    args = json.loads(action["action"])["args"]
    return (args["player"], args["left"], args["op"], args["right"])


def replay(session: dict[str, Any], actions: list[dict[str, Any]]) -> Any:
    """The engine after the journal's actions of ``session`` (the box's own engine, on the host)."""
    from controller.core.session import load_game_data
    from games.base import Action
    from games.registry import GAMES
    spec = GAMES[session["game"]]
    engine = spec.build(json.loads(session["players"]), json.loads(session["options"]), session["seed"],
                        load_game_data(spec, {}))
    engine.start()
    for row in actions:
        engine.apply(Action.from_json(row["action"]))
    return engine


def check_after_boot(machine: Machine, api: TableApi, driver: Driver, since: int) -> str:
    """Compare the journal with what was acknowledged and with what the box serves; '' when all is exact."""
    view = api.wait_view(timeout=600)
    sessions, actions, results = journal(machine, since)
    cards = {s["id"] for s in sessions if s["game"] == "cards"}
    stream = [as_score(a) for a in actions if a["session_id"] in cards and json.loads(a["action"])["name"] == "score"]
    acked = driver.acked
    if stream[:len(acked)] != acked:
        lost = next(i for i, score in enumerate(acked) if i >= len(stream) or stream[i] != score)
        return f"acknowledged action #{lost + 1} of {len(acked)} is not in the journal as acknowledged"
    if len(stream) - len(acked) > 1:
        return f"the journal has {len(stream) - len(acked)} actions nobody was answered for (at most 1 in flight)"
    driver.acked = stream  # the one in flight, if it was written, is the journal's now
    for session in sessions:
        if session["id"] not in cards or session["abandoned"]:
            continue
        engine = replay(session, [a for a in actions if a["session_id"] == session["id"]])
        has_result = results.count(session["id"])
        if has_result > 1 or (engine.finished and has_result != 1) or (not engine.finished and has_result):
            return f"game #{session['id']}: finished={engine.finished}, {has_result} result(s) in the score log"
    current = max((s for s in sessions if s["id"] in cards and not s["abandoned"]), key=lambda s: s["id"], default=None)
    if current is not None and view["game"] == "cards":
        engine = replay(current, [a for a in actions if a["session_id"] == current["id"]])
        served = {p["name"]: p["score"] for p in view["players"]}
        if served != engine.scores() and not engine.finished:
            return f"game #{current['id']} resumed as {served}, the journal says {engine.scores()}"
    return ""


def power_cut_run(machine: Machine, api: TableApi, cuts: int, seed: int, say: Callable[[str], None]) -> tuple[bool, str]:
    """``cuts`` power cuts at random moments; (all exact, a line of figures)."""
    rng = random.Random(seed)
    since = max([s["id"] for s in journal(machine, 0)[0]], default=0)
    driver = Driver(api, rng)
    api.wait_view(timeout=600)
    driver.start_game()
    boot_times: list[float] = []
    busy_cuts = 0
    for cut in range(1, cuts + 1):
        driver.stop.clear()
        player = threading.Thread(target=driver.play, daemon=True)
        player.start()
        before = len(driver.acked)
        time.sleep(rng.uniform(0.3, 6.0))
        machine.power_cut()
        driver.stop.set()
        player.join(timeout=120)
        busy_cuts += len(driver.acked) > before
        boot_times.append(machine.boot())
        problem = check_after_boot(machine, api, driver, since)
        say(f"vpi: power cut {cut}/{cuts} after {len(driver.acked) - before} action(s) ({driver.error[:60]}): "
            f"{len(driver.acked)} in all, {driver.finished_games} game(s) won: {problem or 'exact'}")
        if problem:
            return False, f"cut {cut}: {problem}"
    sessions, _, results = journal(machine, since)
    if busy_cuts < cuts / 2 or not results:
        return False, f"too little was played to prove anything: only {busy_cuts} of {cuts} cuts came while actions " \
                      f"were answered, {len(results)} results (the driver's last word: {driver.error})"
    return True, (f"{cuts} cuts ({busy_cuts} mid-game), {len(driver.acked)} actions, {len(results)} results in "
                  f"{len(sessions)} games: journal and score log exact; boot after a cut "
                  f"{min(boot_times):.0f}-{max(boot_times):.0f} s")
