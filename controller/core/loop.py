"""The main loop: one thread owns the game.

Drivers, scripts, the prompt, the demo and the web's seats only :meth:`GameLoop.submit`
inputs. The loop takes them one at a time, maps buttons to actions through the game's
bindings, applies them to the session (which journals them) and publishes one update
to the sinks (``controller.core.publisher``), which never block it.
"""

from __future__ import annotations

import json
import logging
import queue
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from controller.core.actions import CONTROLLER_ACTIONS, ControllerAct
from controller.core.loop_inputs import DoAction as DoAction, InputError as InputError, Job as Job
from controller.core.loop_inputs import NewGame as NewGame, Reply as Reply, Stop as Stop
from controller.core.kinds import ControllerKind, UpdateKind
from controller.core.session import Request, Session
from controller.core.publisher import Publisher, Update
from drivers.closing import Closing
from drivers.inputs import (BoardFault, BoardLink, ButtonHold, ButtonPress, Input, PegAmbiguous, PegDown, PegFault, PegUp,
                            cell_name)
from controller.words.messages import word_for
from controller.words.now import standing_now
from games.base import Action, Event, Msg, Names
from games.errors import IllegalAction, Refusal

log = logging.getLogger(__name__)

STATUS_QUIET = 30.0
"""Seconds between two standings said aloud at phones' asking (a button held at the box is always answered)."""
DOUBLE_PRESS = 1.0
"""Seconds within which a second press is one press, when it would end a turn nobody played."""


LoopInput = Input | DoAction | NewGame | Job | InputError | Stop
NewGameMaker = Callable[[Session, NewGame], Session]
"""Builds the next session (it may raise ValueError with a reason for people)."""


@dataclass(frozen=True)
class Bindings:
    """Which action each button gives on a press and on a hold, for one game."""

    press: Mapping[str, str]
    hold: Mapping[str, str]
    game: str = ""
    """The game the actions are of (for their names in a sentence)."""

    def action_for(self, item: ButtonPress | ButtonHold) -> Action:
        """The action a button input stands for, or raise IllegalAction."""
        table, verb = (self.press, "press") if isinstance(item, ButtonPress) else (self.hold, "hold")
        name = table.get(item.name, "")
        if not name:
            other = self.hold if verb == "press" else self.press
            hint = ".hint" if other.get(item.name) else ""
            action = other.get(item.name, "")
            raise IllegalAction(msg=f"controller.button_{verb}{hint}",
                                params={"button": word_for("button", item.name),
                                        "action": word_for("act", action, "" if action in CONTROLLER_ACTIONS else self.game)})
        return Action.make(name)


class GameLoop(Closing):
    """Takes inputs from a queue and applies them to the session; see the module docstring."""

    def __init__(self, session: Session, bindings: Bindings, publisher: Publisher,
                 now: Callable[[], float],
                 on_new_game: NewGameMaker | None = None) -> None:
        self.session = session
        self.bindings = bindings
        self.publisher = publisher
        self.now = now
        self.on_new_game = on_new_game
        self.inputs: queue.Queue[LoopInput] = queue.Queue()
        self.finished = threading.Event()
        self.heartbeat: Callable[[], None] | None = None
        self.on_status: Callable[[], None] | None = None
        """Called after a ``status`` (the box then says where phones join, and the join code)."""
        self.phones_may_peg = True
        """Whether a phone may report a peg (a box with a real peg board hears the dots from the board only)."""
        self.at_the_box: Callable[[], bool] | None = None
        """Called (on this thread) at a button's hold: True when the hold agreed to a phone's request that waited
        for a press at the box (``controller.faces.web.presence``), and so is no game action."""
        self.status_quiet = STATUS_QUIET
        """Seconds after the box said the standing at a phone's asking during which another phone's asking is
        answered on that phone only: nobody can keep the speaker talking."""
        self._status_said_at: float | None = None
        self.double_press = DOUBLE_PRESS
        """Seconds within which a button's second press that would end a turn nobody played is counted once
        (``buttons.double_press``; 0: never)."""
        self._last_press: tuple[str, float] | None = None
        self._thread: threading.Thread | None = None
        spec = session.spec
        self.peg_map = spec.peg_spaces(session.data)

    @property
    def submit(self) -> Callable[[LoopInput], None]:
        """Hand an input to the loop (any thread; never blocks): the queue's own ``put``, so that the hand-off
        from the peg scanner costs no call of ours (bench/peg_path.py)."""
        return self.inputs.put

    def settle(self) -> None:
        """Block until every input submitted so far has been handled and reached every sink."""
        if self._thread is not None:  # a box stopped while starting has no loop to wait for
            self.inputs.join()
        self.publisher.drain()

    def publish(self, kind: UpdateKind, events: list[Event], t: float | None = None) -> Update:
        """Publish an update of the session as it stands (on the loop thread, or before the loop starts);
        its events carry their words in the box's language."""
        return self.publisher.publish(kind, events, self.now() if t is None else t, self.session.engine,
                                      self.session.record.id, sync=self.session.sync)

    def start(self) -> None:
        """Run the loop on its own thread."""
        self._thread = threading.Thread(target=self.run, name="game-loop", daemon=True)
        self._thread.start()

    def close(self, timeout: float = 5.0) -> None:
        """Ask the loop to end after the inputs already queued, and wait for its thread."""
        self.submit(Stop())
        if self._thread is not None:
            self._thread.join(timeout)

    def run(self) -> None:
        """Handle inputs until a :class:`Stop` arrives."""
        while True:
            try:
                item = self.inputs.get(timeout=1.0)
            except queue.Empty:
                self.session.tidy()  # a quiet second: keep the journal's log small
                if self.heartbeat:
                    self.heartbeat()
                continue
            try:
                if isinstance(item, Stop):
                    return
                self.handle(item)
            except Exception:  # a bug must not kill the box at the table: log it, keep going
                log.exception("error while handling %r", item)
                self._refuse(self.publisher.messages.render("controller.internal_error", {"item": item}), self.now(), item)
            finally:
                self.inputs.task_done()
                if self.heartbeat:
                    self.heartbeat()

    def _refuse(self, reason: str, t: float, item: LoopInput | None = None, refusal: str = "illegal") -> None:
        # a phone's refusal is its own business: on its screen (and in its answer), not the table's
        seat = item.seat if isinstance(item, DoAction) else None
        self.publish(UpdateKind.ERROR, [Event(ControllerKind.ERROR, {"reason": reason}, f"! {reason}", private_to=seat)], t)
        reply = getattr(item, "reply", None)
        if reply is not None:
            reply(Reply(reason=reason, refusal=refusal, seq=self.publisher.seq))

    def handle(self, item: LoopInput) -> None:
        """Apply one input (on the loop thread): :data:`READERS`, by the input's type, turns it into an action
        (or deals with it whole: a fault, a refusal, a new game); the action is carried out (the box's own by
        :data:`CONTROLLER_HANDLERS`, a game's by the session) and published."""
        t = self.now()
        if isinstance(item, (DoAction, NewGame)) and item.request and self._answer_again(item, item.request):
            return
        reader = READERS.get(type(item))
        if reader is None:
            return
        try:
            action = reader(self, item, t)
            if action is None:
                return
            own = CONTROLLER_HANDLERS.get(action.name)
            was_over = self.session.finished
            # a game's action is synced as it is published: see publish()
            events = own(self, item) if own else self.session.apply(action, sync=False, request=self._request(item))
            if self.session.finished and not was_over:
                events = [*events, *self._final_standing()]
        except IllegalAction as exc:
            self._refuse(self.publisher.messages.refusal(exc), t, item)
            return
        update = self.publish(UpdateKind(action.name) if action.name in CONTROLLER_ACTIONS else UpdateKind.ACTION,
                              events, t)
        if isinstance(item, DoAction) and item.reply is not None:
            item.reply(Reply(update.events, seq=update.seq))
        if action.name == ControllerAct.STATUS and self.on_status is not None and \
                any(e.say_msg for e in update.events):
            self.on_status()
        if self.session.finished:
            self.finished.set()

    # ---- reading each kind of input (READERS): the action it stands for, or None when dealt with -------

    def _read_error(self, item: InputError, t: float) -> None:
        reason = item.reason
        self._refuse(self.publisher.messages.text(reason) if isinstance(reason, Msg) else reason, t)

    def _read_new_game(self, item: NewGame, t: float) -> None:
        self._new_game(t, item)

    def _read_job(self, item: Job, t: float) -> None:
        try:
            outcome: object = item.work()
        except Exception as exc:  # the asker's to report (a refused setting, a full card)
            outcome = exc
        item.reply(outcome)

    def _read_board_fault(self, item: BoardFault, t: float) -> None:
        self.publish(UpdateKind.FAULT, [Event(ControllerKind.BOARD_FAULT, {"fault": item.reason},
                                              msg="controller.board_fault", params={"reason": item.reason})], t)

    def _read_board_link(self, item: BoardLink, t: float) -> None:
        msg = "controller.board_back" if item.connected else "controller.board_unplugged"
        self.publish(UpdateKind.FAULT, [Event(ControllerKind.BOARD_LINK, {"connected": item.connected, "port": item.port},
                                              msg=msg, say_msg=f"{msg}.say", params={"port": item.port})], t)

    def _read_peg_fault(self, item: PegAmbiguous | PegFault, t: float) -> None:
        space = self.peg_map.get(item.cell, "")
        said: str | Msg
        if isinstance(item, PegAmbiguous):
            what, said = "ambiguous (a ghost of three others? check the diodes)", Msg("controller.peg_ambiguous")
        else:
            what = said = item.kind
        self.publish(UpdateKind.FAULT, [Event(ControllerKind.PEG_FAULT,
                                              {"cell": list(item.cell), "space": space, "fault": what},
                                              msg="controller.peg_fault",
                                              params={"cell": cell_name(item.cell), "space": f" ({space})" if space else "",
                                                      "fault": said})], t)

    def _read_peg(self, item: PegDown | PegUp, t: float) -> Action:
        wired = self.peg_map.get(item.cell)
        if wired is None:
            raise IllegalAction(msg="controller.peg_not_wired", params={"cell": cell_name(item.cell)})
        return Action.make(self.session.spec.peg_action, space=wired, state="down" if isinstance(item, PegDown) else "up")

    def _read_do(self, item: DoAction, t: float) -> Action | None:
        self._check_words(item.action)
        problem = self._seat_problem(item)
        if problem:
            self._refuse(self.publisher.messages.text(problem[1]), t, item, problem[0])
            return None
        return item.action

    def _read_button(self, item: ButtonPress | ButtonHold, t: float) -> Action | None:
        if isinstance(item, ButtonHold) and self.at_the_box is not None and self.at_the_box():
            return None
        if self.session.finished and self.on_new_game is not None:  # any button starts the next game
            self._new_game(t, NewGame())
            return None
        action = self.bindings.action_for(item)
        if isinstance(item, ButtonPress):
            last, self._last_press = self._last_press, (item.name, t)
            if last is not None and last[0] == item.name and t - last[1] < self.double_press \
                    and self.session.engine.ends_an_unplayed_turn(action):
                log.info("button %s pressed again after %.2f s: counted once", item.name, t - last[1])
                return None
        return action

    # ---- the box's own actions (CONTROLLER_HANDLERS) ---------------------------------------------------

    def _undo(self, item: LoopInput) -> list[Event]:
        last = self.session.actions[-1] if self.session.actions else None
        events = self._undo_events(last) if last else []
        self.session.undo(self._request(item), events)
        return events

    def _status(self, item: LoopInput) -> list[Event]:
        engine = self.session.engine
        seat = item.seat if isinstance(item, DoAction) else None
        now = self.now()
        if seat is not None and self._status_said_at is not None and now - self._status_said_at < self.status_quiet:
            # said a moment ago: this phone is shown it, the table is not told again
            return [Event(ControllerKind.STATUS, {"scores": engine.scores(), "turn": engine.turn, "said": False},
                          msg="controller.status", params={"standing": standing_now(engine)}, private_to=seat)]
        self._status_said_at = now
        return [Event(ControllerKind.STATUS, {"scores": engine.scores(), "turn": engine.turn}, msg="controller.status",
                      say_msg="controller.status", params={"standing": standing_now(engine)})]

    def _final_standing(self) -> list[Event]:
        """Every player's score, the winners first and then the best, said once the game is over (the winner's
        line names only the winner; a Labyrinth winner is the first home, not the best score); a race (Escape
        from Death Star) has no scores to say."""
        engine = self.session.engine
        if not engine.has_points:
            return []
        scores, winners = engine.scores(), set(engine.winners)
        ranked = sorted(engine.players, key=lambda player: (player not in winners, -scores.get(player, 0)))
        listed = Names(Msg("standing.score", {"player": p, "points": scores.get(p, 0)}) for p in ranked)
        return [Event(ControllerKind.STATUS, {"scores": scores, "turn": None, "final": True},
                      msg="controller.final", say_msg="controller.final", params={"scores": listed})]

    def _undo_events(self, undone: Action) -> list[Event]:
        game = "" if undone.name in CONTROLLER_ACTIONS else self.session.spec.name
        return [Event(ControllerKind.UNDO, {"action": str(undone)}, msg="controller.undone", say_msg="controller.undone",
                      params={"action": word_for("act", undone.name, game)})]

    def _request(self, item: LoopInput) -> Request | None:
        """A phone's request id, with how its answer is written down (the events, their words rendered)."""
        request = getattr(item, "request", None)
        return (request, self._keep_answer) if request else None

    def _keep_answer(self, events: list[Event]) -> str:
        shown = [self.publisher.messages.event(e) for e in events]
        return json.dumps([{"kind": e.kind, "data": dict(e.data), "text": e.text, "private_to": e.private_to}
                           for e in shown], default=str)

    def _answer_again(self, item: DoAction | NewGame, request: str) -> bool:
        """Answer a request applied before with its first answer (and apply nothing); False for a new one."""
        kept = self.session.answered(request)
        if kept is None:
            return False
        events = tuple(Event(e["kind"], e["data"], e["text"], private_to=e["private_to"]) for e in json.loads(kept))
        if item.reply is not None:
            item.reply(Reply(events, seq=self.publisher.seq, repeat=True))
        return True

    def _check_words(self, action: Action) -> None:
        """Refuse an action word the game does not know, or a ``key=`` word the action does not take."""
        if action.name in CONTROLLER_ACTIONS:
            allowed: frozenset[str] | None = frozenset()
        else:
            allowed = self.session.spec.action_args.get(action.name)
        if allowed is None:
            known = ", ".join(sorted([*self.session.spec.actions, *CONTROLLER_ACTIONS]))
            raise IllegalAction(msg="controller.unknown_action", params={
                "action": action.name, "title": Msg(f"title.{self.session.spec.name}"), "known": known})
        extra = sorted(k for k, _ in action.args if k not in allowed)
        if extra:
            raise IllegalAction(msg="controller.extra_words" if allowed else "controller.no_words", params={
                "action": action.name, "extra": tuple(f"{k}=" for k in extra),
                "takes": tuple(f"{k}=" for k in sorted(allowed))})

    def _seat_problem(self, item: DoAction) -> tuple[str, Msg] | None:
        """Why a phone may not do this action (``(refusal, reason)``), or ``None``."""
        if item.game_id is not None and item.game_id != self.session.record.id:
            return "stale", Msg("controller.stale")
        seat = item.seat
        if seat is None:
            return None
        named = item.action.arg("player")
        if named is not None and named != seat:
            return "forbidden", Msg("controller.other_seat", {"seat": seat, "player": named})
        if item.action.name == ControllerAct.UNDO:
            return "forbidden", Msg("controller.host_undo")
        if item.action.name == ControllerAct.STATUS:  # anyone seated may ask how things stand (and hear the join code)
            return None
        actor = self.session.engine.actor(item.action)
        if actor is not None and actor != seat:
            return "forbidden", Msg("controller.not_yours", {"actor": actor, "seat": seat})
        if item.action.name == self.session.spec.peg_action and not self.phones_may_peg:
            return "forbidden", Msg("controller.pegs_from_the_board")
        refused = self.session.engine.refuses_seat(item.action, seat)
        return ("forbidden", refused) if refused else None

    def _new_game(self, t: float, request: NewGame) -> None:
        if self.on_new_game is None:
            self._refuse(self.publisher.messages.render("controller.no_new_game", {}), t, request)
            return
        try:
            self.session = self.on_new_game(self.session, request)
        except ValueError as exc:
            self._refuse(self.publisher.messages.refusal(exc) if isinstance(exc, Refusal) else str(exc), t, request)
            return
        spec = self.session.spec
        self.peg_map = spec.peg_spaces(self.session.data)
        self.finished.clear()
        update = self.publish(UpdateKind.NEW_GAME, self.session.opening, t)
        if request.request:
            self.session.remember(request.request, self._keep_answer(self.session.opening))
        if request.reply is not None:
            request.reply(Reply(update.events, seq=update.seq))


Reader = Callable[[GameLoop, Any, float], Action | None]
READERS: dict[type, Reader] = {
    InputError: GameLoop._read_error, NewGame: GameLoop._read_new_game, Job: GameLoop._read_job, BoardFault: GameLoop._read_board_fault,
    BoardLink: GameLoop._read_board_link,
    PegAmbiguous: GameLoop._read_peg_fault, PegFault: GameLoop._read_peg_fault,
    PegDown: GameLoop._read_peg, PegUp: GameLoop._read_peg, DoAction: GameLoop._read_do,
    ButtonPress: GameLoop._read_button, ButtonHold: GameLoop._read_button}
"""How the loop reads each type of input (the engines dispatch their actions the same way)."""

CONTROLLER_HANDLERS: dict[str, Callable[[GameLoop, LoopInput], list[Event]]] = {
    str(ControllerAct.UNDO): GameLoop._undo, str(ControllerAct.STATUS): GameLoop._status}
"""What the box does for each of its own actions; any other action is the game's."""
