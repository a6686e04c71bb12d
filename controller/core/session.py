"""A game in progress: its engine kept in step with the journal.

Resume and undo are both replays: the engine is rebuilt from (players,
options, seed) and the journalled actions are applied again, silently.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from importlib import resources
from pathlib import Path

from controller.core.journal import Journal
from controller.core.records import Result, SessionRecord
from games.base import Action, Engine, Event, Msg, Names
from games.errors import BadOptions, IllegalAction
from games.datafile import DataError, TOML
from games.registry import GameData, GameSpec

log = logging.getLogger(__name__)


def load_game_data(spec: GameSpec[GameData], overrides: Mapping[str, TOML]) -> GameData:
    """Read a game's data files (shipped, or the config's paths) and parse them."""
    texts = {}
    for key, filename in spec.data_files.items():
        path = str(overrides.get(key) or "")
        if path:
            texts[key] = (Path(path).expanduser().read_text(encoding="utf-8"), str(path))
        else:
            texts[key] = (resources.files(spec.package).joinpath(filename).read_text(encoding="utf-8"), filename)
    try:
        return spec.parse_data(texts)
    except (TypeError, KeyError, AttributeError, IndexError, RecursionError) as exc:
        # a file of a shape no check foresaw: still one line naming it, never a traceback
        names = ", ".join(source for _, source in texts.values())
        raise DataError(names, "shape", f"cannot be read ({exc.__class__.__name__}: {exc}); "
                        "compare it with the shipped file") from None


Request = tuple[str, Callable[[list[Event]], str]]
"""A client's request id (a phone's tap) and how to write down its answer from the events it gave."""


class Session:
    """One journalled game: apply actions, undo, and record the result when it ends.

    An action may answer a client request (:data:`Request`): its id and answer are written in the same
    transaction as the action, so that a request retried after a lost answer, even after a restart, is
    answered again and never applied twice (:meth:`answered`).
    """

    def __init__(self, spec: GameSpec[object], data: object, journal: Journal, record: SessionRecord) -> None:
        self.spec = spec
        self.data = data
        self.journal = journal
        self.record = record
        self.engine: Engine = spec.build(record.players, record.options, record.seed, data)
        self.opening: list[Event] = self.engine.start()
        self.actions: list[Action] = []
        self._unsaved: list[tuple[int, Action, float]] = []
        self._unsaved_requests: list[tuple[str, str]] = []
        self._answers: dict[str, str] = {}
        """Requests answered in this run (also those a full disk has not let the journal keep yet)."""
        self._played_before = 0.0
        """Seconds of play before this run of the box (a resumed game); this run's are on the monotonic clock."""
        self._run_started = journal.clock.monotonic()
        self._result_saved = False
        self._warned = False

    @classmethod
    def resume(cls, spec: GameSpec[object], data: object, journal: Journal, record: SessionRecord) -> Session:
        """Rebuild a journalled session by replaying its actions."""
        session = cls(spec, data, journal, record)
        session._played_before = journal.elapsed(record.id)
        for action in journal.actions(record.id):
            session.engine.apply(action)
            session.actions.append(action)
        return session

    def played(self) -> float:
        """Seconds of play so far, on the monotonic clock (a wall clock set or stepped meanwhile changes nothing)."""
        return self._played_before + self.journal.clock.monotonic() - self._run_started

    @property
    def finished(self) -> bool:
        """Whether the game has ended."""
        return self.engine.finished

    def answered(self, request_id: str) -> str | None:
        """The answer given to a client request already applied (in this run or before a restart), or None."""
        return self._answers.get(request_id) or self.journal.answer(request_id)

    @staticmethod
    def _answering(request: Request | None, events: list[Event]) -> list[tuple[str, str]]:
        return [] if request is None else [(request[0], request[1](events))]

    def apply(self, action: Action, *, sync: bool = True, request: Request | None = None) -> list[Event]:
        """Apply an action, journal it, and log the result if the game ended.

        With ``sync=False`` the journal holds the action (safe from a kill -9) but syncs it to
        disk (safe from a power cut) only at :meth:`sync`: the loop starts the sound in between.
        Raises :class:`IllegalAction` (nothing changed) when the rules forbid it.
        """
        events = self.engine.apply(action)
        if action.name in self.spec.queries:
            return events
        self.actions.append(action)
        self._unsaved.append((len(self.actions) - 1, action, self.played()))
        answering = self._answering(request, events)
        self._answers.update(answering)  # applied: a retry from now on gets this answer
        self._unsaved_requests += answering
        self._flush(sync)
        if self.engine.finished:
            self._save_result()
        return events

    @property
    def unsaved(self) -> int:
        """How many applied actions (plus a pending result) are not yet in the database."""
        return len(self._unsaved) + int(self.engine.finished and not self._result_saved)

    def retry_writes(self) -> None:
        """Write whatever a full disk or locked database held back (called when idle)."""
        if self._unsaved:
            self._flush()
        if self.engine.finished:
            self._save_result()

    def _write_failed(self, what: str, exc: sqlite3.Error) -> None:
        if not self._warned:
            log.warning("could not write %s (%s): the game goes on and the box keeps retrying", what, exc)
            self._warned = True

    def _write_ok(self) -> None:
        if self._warned and not self._unsaved:
            held = self.journal.count_actions(self.record.id)
            if held == len(self.actions):  # said only once the database is seen to hold every action
                log.warning("the database is writable again: nothing was lost")
                self._warned = False

    def tidy(self) -> None:
        """When the box is idle: keep the journal's write-ahead log small and its reserve whole."""
        self.journal.tidy()

    def _write(self, what: str, write: Callable[[], object]) -> bool:
        """One database write; on failure make room once (a full card) and try again. Whether it took."""
        try:
            write()
        except sqlite3.Error:
            self.journal.make_room()
            try:
                write()
            except sqlite3.Error as exc:
                self._write_failed(what, exc)
                return False
        return True

    def sync(self) -> None:
        """Sync what the journal holds to disk (after :meth:`apply` with ``sync=False``)."""
        self.journal.sync()

    def _flush(self, sync: bool = True) -> None:
        """Write the held-back actions in one transaction."""
        if self._write("the journal", lambda: self.journal.append_many(self.record.id, self._unsaved, sync=sync,
                                                                        requests=self._unsaved_requests)):
            self._unsaved.clear()
            self._unsaved_requests.clear()
            self._write_ok()

    def _save_result(self) -> None:
        if self._result_saved or self._unsaved:
            return
        result = Result(self.engine.scores(), self.engine.winners, self.engine.first_player)
        duration = self.played()
        if self._write("the score log", lambda: self.journal.finish(self.record, result, duration)):
            self._result_saved = True
            self._write_ok()
            self.journal.tidy()  # the game is over: fold its log into the database now

    def undo(self, request: Request | None = None, answer: list[Event] | None = None) -> Action:
        """Take back the last action by replaying all the others; return it. With a client ``request``, its
        ``answer`` (the events that will tell of the undo) is kept in the same transaction."""
        if self.engine.finished:
            raise IllegalAction(msg="controller.undo_over")
        if not self.actions:
            raise IllegalAction(msg="controller.undo_nothing")
        self._flush()
        if self._unsaved:
            raise IllegalAction(msg="controller.undo_journal")
        kept = self._answering(request, answer or [])
        removed = self.journal.remove_last(self.record.id, kept[0] if kept else None)
        self._answers.update(kept)
        last = self.actions.pop()
        assert removed == last, "journal and session disagree"
        engine = self.spec.build(self.record.players, self.record.options, self.record.seed, self.data)
        engine.start()
        for action in self.actions:
            engine.apply(action)
        self.engine = engine
        return last

    def remember(self, request_id: str, answer: str) -> None:
        """Keep the answer to the client request that began this game (a new game is started once)."""
        self._answers[request_id] = answer
        self._write("the journal", lambda: self.journal.remember(request_id, self.record.id, answer))

    def abandon(self) -> None:
        """Give up this game: it will neither resume nor be scored."""
        self.journal.abandon(self.record.id)


class UnfinishedGame(BadOptions):
    """A different game was asked for while one is unfinished: nothing is abandoned without ``--new``."""


def open_session(spec: GameSpec[object], data: object, journal: Journal, players: Sequence[str] | None,
                 options: Mapping[str, str] | None, seed: int | None, new: bool,
                 default_players: Sequence[str], fresh_seed: int, chosen: bool = False) -> tuple[Session, Msg]:
    """Resume the game's unfinished session or start a new one (``chosen``: the table chose it on a running box).

    An unfinished session is resumed unless ``new`` is set (then it is abandoned). Asking
    for other players, options or a seed while one is unfinished raises
    :class:`UnfinishedGame`: one typo must not cost an evening's game. Returns the session
    and a one-line note of what happened, for the terminal (``controller.resuming`` when resumed).
    """
    old = journal.unfinished(spec.name)
    title = Msg(f"title.{spec.name}")
    note: Msg | None = None
    if old is not None:
        differs = ((players is not None and tuple(players) != old.players)
                   or (options is not None and dict(options) != old.options)
                   or (seed is not None and seed != old.seed))
        if differs and not new:
            raise UnfinishedGame(msg="controller.unfinished", params={
                "id": old.id, "title": title, "players": old.players, "count": len(journal.actions(old.id))})
        if not new:
            try:
                session = Session.resume(spec, data, journal, old)
                return session, Msg("controller.resuming", {
                    "id": old.id, "title": title, "players": old.players, "count": len(session.actions),
                    "standing": session.engine.standing()})
            except ValueError as exc:  # edited data files or rules: the old actions no longer replay
                log.warning("cannot resume game #%d (%s): it is set aside", old.id, exc)
                note = Msg("controller.set_aside", {"id": old.id, "problem": str(exc)})
        journal.abandon(old.id)
        note = note or Msg("controller.abandoned", {"id": old.id})
    chosen_players = list(players or default_players)
    chosen_seed = fresh_seed if seed is None else seed
    spec.build(chosen_players, dict(options or {}), chosen_seed, data)  # refuse bad players/options before journalling
    record = journal.create(spec.name, chosen_players, dict(options or {}), chosen_seed, chosen)
    session = Session(spec, data, journal, record)
    started = Msg("controller.new_game", {"id": record.id, "title": title, "players": Names(record.players),
                                          "seed": record.seed})
    return session, Msg(note.id, {**note.params, "then": started}) if note else started
