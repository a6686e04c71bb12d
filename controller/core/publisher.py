"""Updates and sinks: how the loop tells every output what happened, without waiting for any of them.

After each applied action (and undo, resume, a new game, a refused input) the loop
publishes one immutable :class:`Update`. The :class:`Publisher` hands it to every
:class:`Sink`; each sink has its own queue and thread, so a slow or broken sink never
delays the loop or another sink (``DESIGN.md``, "Views, updates and sinks").
"""

from __future__ import annotations

import dataclasses
import logging
import queue
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from controller.core.kinds import UpdateKind
from controller.words.messages import Messages
from drivers.closing import Closing
from games.base import Engine, Event, Msg, Names
from games.views import GameSummary, PrivateView, PublicView

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Update:
    """One step of the game as every output sees it.

    ``kind`` says what caused it (:class:`~controller.core.kinds.UpdateKind`: ``start``, ``resume``,
    ``action``, ``undo``, ``status``, ``error``, ``fault`` or ``new_game``). ``view`` is the public view with ``seq`` in it; ``private``
    holds each player's private view and must only ever reach that player's seat (the web
    sink); no other sink reads it. Nobody mutates the mappings after publishing.
    """

    seq: int
    t: float
    kind: UpdateKind
    events: tuple[Event, ...]
    view: PublicView
    private: Mapping[str, PrivateView] = field(default_factory=dict, repr=False)
    game_id: int = 0
    """The journal's id of the game this update belongs to (changes with a new game)."""


@dataclass(frozen=True)
class Note:
    """A line for people on the terminal (what was resumed, the web address), in order with the updates.

    ``fields``, when given, is also a JSON event for ``--json`` output (e.g. the ``web`` event).
    """

    text: str
    fields: Mapping[str, object] | None = None


@dataclass(frozen=True)
class Summary:
    """The closing ``summary`` of a run, for the terminal."""

    fields: GameSummary
    t: float
    text: str = ""
    """The summary as one line for people, in the box's language."""


Item = Update | Note | Summary


@dataclass(frozen=True)
class _Marker:
    done: threading.Event


class Sink(Closing, ABC):
    """An output on its own thread: it receives items on a queue and handles them one at a time.

    Subclasses implement :meth:`handle_update` (and may override :meth:`handle_note` and
    :meth:`handle_summary`). An exception in a handler is logged and the sink goes on.
    Each update's events reach :meth:`handle_update` with their words rendered, on the sink's
    own thread, in :attr:`words`' language (a sink that needs no words sets ``renders_words``
    to ``False``).
    """

    name = "sink"
    renders_words = True
    ahead_of_sync = False
    """Whether this sink hears of an update before the journal has synced its action to disk. Only
    for an output that leaves nothing behind when the power goes (the speaker's sound effects):
    the waka starts while the card is still writing. Every other output waits for the sync."""

    def __init__(self, messages: Messages | None = None) -> None:
        self.messages = messages
        """The language this sink speaks (the publisher's, unless the sink was given its own)."""
        self._queue: queue.Queue[Item | _Marker | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name=f"sink-{self.name}", daemon=True)
        self._started = False

    def start(self) -> None:
        """Start the sink's thread (the publisher does it when the sink is added)."""
        if not self._started:
            self._started = True
            self._thread.start()

    @property
    def deliver(self) -> Callable[[Item], None]:
        """Queue an item for this sink (any thread; never blocks): the queue's own ``put``, so that the hand-off
        to a sink's thread costs the peg's way to the speaker no call of ours (bench/peg_path.py)."""
        return self._queue.put

    def drain(self, timeout: float | None = None) -> bool:
        """Wait until everything queued so far is handled; False if ``timeout`` ran out first."""
        done = threading.Event()
        self._queue.put(_Marker(done))
        return done.wait(timeout)

    def close(self, timeout: float = 5.0) -> None:
        """Handle what is queued, then end the thread."""
        if self._started:
            self._queue.put(None)
            self._thread.join(timeout)

    def _run(self) -> None:
        self.on_start()
        while True:
            try:
                item = self._queue.get(timeout=self.wake_after())
            except queue.Empty:
                self._safely(self.on_idle)
                continue
            if item is None:
                self._safely(self.on_stop)
                return
            if isinstance(item, _Marker):
                self._safely(self.on_idle)
                item.done.set()
                continue
            try:  # inline, not through _safely: the peg's way to the speaker runs here (bench/peg_path.py)
                if isinstance(item, Update):
                    if self.renders_words:
                        item = dataclasses.replace(item, events=tuple(self.words.event(e) for e in item.events))
                    self.handle_update(item)
                elif isinstance(item, Note):
                    self.handle_note(item)
                else:
                    self.handle_summary(item)
            except Exception:  # a broken output must not take the box down with it
                log.exception("the %s output failed", self.name)
            if self._queue.empty():
                self._safely(self.on_idle)

    @property
    def words(self) -> Messages:
        """The sink's language (English until it is given one)."""
        if self.messages is None:
            self.messages = Messages()
        return self.messages

    def _safely(self, work: Callable[[], None]) -> None:
        try:
            work()
        except Exception:  # a broken output must not take the box down with it
            log.exception("the %s output failed", self.name)

    def on_start(self) -> None:
        """Called once on the sink's thread before the first item (a screen opens its display here)."""

    def wake_after(self) -> float | None:
        """How long the sink may sleep with nothing queued before :meth:`on_idle` (``None``: until an item)."""
        return None

    def on_idle(self) -> None:
        """Called when the queue has run dry (after a burst of items) or :meth:`wake_after` passed."""

    def on_stop(self) -> None:
        """Called once on the sink's thread when it is closed."""

    @abstractmethod
    def handle_update(self, update: Update) -> None:
        """Show, sound, speak or send one update (on the sink's thread)."""

    def handle_note(self, note: Note) -> None:
        """A line for people; most sinks ignore it."""

    def handle_summary(self, summary: Summary) -> None:
        """The run's closing summary; most sinks ignore it."""


class Publisher(Closing):
    """Numbers the updates and hands each to every sink; remembers the latest for newcomers."""

    def __init__(self, sinks: Sequence[Sink] = (), messages: Messages | None = None) -> None:
        self.sinks: list[Sink] = []
        self.messages = messages or Messages()
        """The box's language: every event's words are rendered in it as the update is published."""
        self.seq = 0
        self.latest: Update | None = None
        for sink in sinks:
            self.add(sink)

    def add(self, sink: Sink) -> None:
        """Add and start a sink (in the box's language, unless it has its own)."""
        if sink.messages is None:
            sink.messages = self.messages
        sink.start()
        self.sinks.append(sink)

    def publish(self, kind: UpdateKind, events: Sequence[Event], t: float, engine: Engine, game_id: int = 0,
                sync: Callable[[], None] | None = None) -> Update:
        """Build the update from the engine's views (on the loop thread) and hand it to every sink, which
        renders its events' words on its own thread.

        ``sync`` (the journal's) runs after the sinks that are :attr:`Sink.ahead_of_sync` have the
        update and before any other sink has it."""
        self.seq += 1
        view: PublicView = {**engine.public_view(), "seq": self.seq}
        private = {p: engine.private_view(p) for p in engine.players}
        update = Update(self.seq, t, kind, tuple(events), view, private, game_id)
        self.latest = update
        for sink in self.sinks:
            if sink.ahead_of_sync:
                sink.deliver(update)
        if sync is not None:
            sync()
        for sink in self.sinks:
            if not sink.ahead_of_sync:
                sink.deliver(update)
        return update

    def note(self, text: str | Msg, fields: Mapping[str, object] | None = None) -> None:
        """A line for people (a message is rendered in the box's language), in order with the updates
        (and, given ``fields``, a JSON event)."""
        line = self.messages.text(text) if isinstance(text, Msg) else text
        for sink in self.sinks:
            sink.deliver(Note(line, fields))

    def summary(self, fields: GameSummary, t: float) -> None:
        """The run's closing summary."""
        players: tuple[Msg | str, ...]
        if fields["has_points"]:
            players = tuple(Msg("standing.score", {"player": p["name"], "points": p["score"]}) for p in fields["players"])
        else:  # a race (Escape from Death Star): a win is not a point
            players = tuple(p["name"] for p in fields["players"])
        winners: Names | Msg = Names(fields["winners"]) or Msg("controller.no_winner")  # a tie: "Winners: ann and bob"
        text = self.messages.render("controller.summary", {"players": players, "winners": winners})
        for sink in self.sinks:
            sink.deliver(Summary(fields, t, text))

    def drain(self, timeout: float | None = 30.0) -> None:
        """Wait until every sink has handled everything published so far."""
        for sink in self.sinks:
            if not sink.drain(timeout):
                log.warning("the %s output is behind; not waiting for it", sink.name)

    def close(self) -> None:
        """Let every sink finish its queue, then stop their threads."""
        for sink in self.sinks:
            sink.close()
