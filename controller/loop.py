"""The main loop: one thread owns the game.

Drivers, scripts, the prompt and the demo only :meth:`GameLoop.submit` inputs.
The loop takes them one at a time, maps buttons to actions through the game's
bindings, applies them to the session (which journals them) and hands the
events to the outputs, which never block it.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from controller.outputs import Outputs
from controller.session import Session
from drivers.inputs import ButtonHold, ButtonPress, Input, PegAmbiguous, PegDown, PegFault, PegUp, cell_name
from games.base import Action, Event, IllegalAction

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class DoAction:
    """A game action with no hardware behind it (a script's ``do`` line, a screen tap)."""

    action: Action


@dataclass(frozen=True)
class InputError:
    """An input that could not be understood; reported as an ``error`` event."""

    reason: str


@dataclass(frozen=True)
class Stop:
    """Ends the loop once everything before it has been handled."""


LoopInput = Input | DoAction | InputError | Stop


@dataclass(frozen=True)
class Bindings:
    """Which action each button gives on a press and on a hold, for one game."""

    press: Mapping[str, str]
    hold: Mapping[str, str]

    def action_for(self, item: ButtonPress | ButtonHold) -> Action:
        """The action a button input stands for, or raise IllegalAction."""
        table, verb = (self.press, "press") if isinstance(item, ButtonPress) else (self.hold, "hold")
        name = table.get(item.name, "")
        if not name:
            other = self.hold if verb == "press" else self.press
            hint = f"; {'hold' if verb == 'press' else 'press'} it to {other[item.name]}" if other.get(item.name) else ""
            raise IllegalAction(f"a {verb} of button {item.name!r} does nothing in this game{hint}")
        return Action.make(name)


class GameLoop:
    """Takes inputs from a queue and applies them to the session; see the module docstring."""

    def __init__(self, session: Session, bindings: Bindings, outputs: Outputs,
                 now: Callable[[], float],
                 on_new_game: Callable[[Session], Session] | None = None) -> None:
        self.session = session
        self.bindings = bindings
        self.outputs = outputs
        self.now = now
        self.on_new_game = on_new_game
        self.inputs: queue.Queue[LoopInput] = queue.Queue()
        self.finished = threading.Event()
        self.heartbeat: Callable[[], None] | None = None
        self._thread: threading.Thread | None = None
        spec = session.spec
        self.peg_map = spec.peg_spaces(session.data) if spec.peg_spaces else {}

    def submit(self, item: LoopInput) -> None:
        """Hand an input to the loop (any thread; never blocks)."""
        self.inputs.put(item)

    def settle(self) -> None:
        """Block until every input submitted so far has been handled."""
        self.inputs.join()

    def start(self) -> None:
        """Run the loop on its own thread."""
        self._thread = threading.Thread(target=self.run, name="game-loop", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        """Ask the loop to end after the inputs already queued, and wait for it."""
        self.submit(Stop())
        if self._thread is not None:
            self._thread.join(timeout)

    def run(self) -> None:
        """Handle inputs until a :class:`Stop` arrives."""
        while True:
            try:
                item = self.inputs.get(timeout=1.0)
            except queue.Empty:
                if self.heartbeat:
                    self.heartbeat()
                continue
            try:
                if isinstance(item, Stop):
                    return
                self.handle(item)
            except Exception:  # a bug must not kill the box at the table: log it, keep going
                log.exception("error while handling %r", item)
                self.outputs.error(f"internal error while handling {item}", self.now())
            finally:
                self.inputs.task_done()
                if self.heartbeat:
                    self.heartbeat()

    def handle(self, item: LoopInput) -> None:
        """Apply one input (on the loop thread)."""
        t = self.now()
        if isinstance(item, InputError):
            self.outputs.error(item.reason, t)
            return
        if isinstance(item, (PegAmbiguous, PegFault)):
            space = self.peg_map.get(item.cell, "")
            what = "ambiguous (a ghost of three others? check the diodes)" if isinstance(item, PegAmbiguous) \
                else item.kind
            self.outputs.events([Event("peg_fault", {"cell": list(item.cell), "space": space, "fault": what},
                                       f"Peg sensor {cell_name(item.cell)}{' (' + space + ')' if space else ''}: "
                                       f"{what}.")], t)
            return
        try:
            if isinstance(item, (PegDown, PegUp)):
                wired = self.peg_map.get(item.cell)
                if wired is None:
                    raise IllegalAction(f"peg sensor {cell_name(item.cell)} is not wired to a space of this game")
                action = Action.make(self.session.spec.peg_action, space=wired,
                                     state="down" if isinstance(item, PegDown) else "up")
            elif isinstance(item, DoAction):
                action = item.action
            elif isinstance(item, (ButtonPress, ButtonHold)):
                if self.session.finished and self.on_new_game is not None:
                    self._new_game(t)
                    return
                action = self.bindings.action_for(item)
            else:
                return
            if action.name == "undo":
                undone = self.session.undo()
                self.outputs.undo(undone, self.session.engine.summary(), t)
                return
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.outputs.error(str(exc), t)
            return
        self.outputs.events(events, t)
        if self.session.finished:
            self.finished.set()

    def _new_game(self, t: float) -> None:
        assert self.on_new_game is not None
        self.session = self.on_new_game(self.session)
        self.finished.clear()
        self.outputs.events(self.session.opening, t)
