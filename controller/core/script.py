"""Scenario scripts and the pilot that plays them on the simulated table.

One input per line, ``#`` starts a comment (DESIGN.md)::

    peg <space-id> down|up        a peg-sensor change
    press <button>                a short press
    hold <button>                 a long press
    do <action> [key=value ...]   a game action with no hardware behind it
    wait <seconds>                let simulated time pass

An action's bare name works too, at the prompt and in scripts: ``spin`` is ``do spin``,
``status`` is ``do status`` (the scores and whose turn it is, said aloud).
"""

from __future__ import annotations

import time
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from controller.core.actions import CONTROLLER_ACTIONS
from controller.core.loop import DoAction, GameLoop, InputError
from drivers.clock import StepClock
from drivers.mock.fingers import SimulatedFingers
from games.base import Action, Msg
from games.errors import Refusal


class PegHands(Protocol):
    """What plays a script's ``peg`` lines: fingers on a simulated peg board
    (:class:`controller.hardware.pegs.PegFingers`)."""

    def peg(self, space: str, down: bool) -> Msg | None:
        """Push (``down``) or lift the peg on ``space``; the reason, as a message, when it cannot be done."""


VERBS = ("peg", "press", "hold", "do", "wait")
"""The script's own words; an action of the same name is still written ``do <action>``."""


class ScriptError(Refusal):
    """A script line that cannot be parsed; the message says why, in the box's language (``str()`` is its id)."""


@dataclass(frozen=True)
class ScriptLine:
    """One parsed input line."""

    verb: str
    words: tuple[str, ...]
    number: int = 0


def parse_line(text: str, number: int = 0, actions: Collection[str] = ()) -> ScriptLine | None:
    """Parse one line; ``None`` for a blank or comment line. A word in ``actions`` reads as ``do``.

    >>> parse_line("do land token=1 spot=force  # lucky")
    ScriptLine(verb='do', words=('land', 'token=1', 'spot=force'), number=0)
    >>> parse_line("spin", actions={"spin"})
    ScriptLine(verb='do', words=('spin',), number=0)
    """
    words = tuple(text.split("#", 1)[0].split())
    if not words:
        return None
    if words[0].lower() in actions and words[0].lower() not in VERBS:
        words = ("do", *words)
    verb, rest = words[0].lower(), words[1:]
    where = Msg("script.line", {"number": number}) if number else ""

    def refuse(msg: str, **params: Any) -> ScriptError:
        return ScriptError(msg=msg, params={"where": where, "verb": verb, **params})

    if verb in ("press", "hold"):
        if len(rest) != 1:
            raise refuse("script.one_button")
    elif verb == "do":
        if not rest:
            raise refuse("script.needs_action")
        for word in rest[1:]:
            if "=" not in word or word.startswith("="):
                raise refuse("script.key_value", word=word)
    elif verb == "wait":
        if len(rest) != 1:
            raise refuse("script.wait_seconds")
        try:
            seconds = float(rest[0])
        except ValueError:
            raise refuse("script.wait_number", got=repr(rest[0])) from None
        if not 0 <= seconds <= 86400:
            raise refuse("script.wait_range", got=repr(rest[0]))
    elif verb == "peg":
        if len(rest) != 2 or rest[1] not in ("down", "up"):
            raise refuse("script.peg_words")
    else:
        raise refuse("script.unknown_actions" if actions else "script.unknown", actions=", ".join(sorted(actions)))
    return ScriptLine(verb, rest, number)


def action_of(line: ScriptLine) -> Action:
    """The game action of a ``do`` line."""
    args = dict(word.split("=", 1) for word in line.words[1:])
    return Action.make(line.words[0].lower(), **args)


class Pilot:
    """Plays script lines on the simulated table, one at a time, in order.

    Presses and holds go through the mock pins (so the real button code runs);
    ``do`` lines go straight to the loop; ``wait`` steps the simulated clock
    (or sleeps, on a real clock). After each line the pilot waits until the
    loop has handled everything, so the output is the same on every run.
    """

    def __init__(self, loop: GameLoop, fingers: SimulatedFingers | None, clock: StepClock | None,
                 pegs: PegHands | None = None) -> None:
        self.loop = loop
        self.fingers = fingers
        self.clock = clock
        self.pegs = pegs

    def feed_text(self, text: str, number: int = 0) -> None:
        """Parse and play one line of text; a bad line becomes an ``error`` event."""
        actions = {*self.loop.session.spec.actions, *CONTROLLER_ACTIONS}
        try:
            line = parse_line(text, number, actions)
        except ScriptError as exc:
            self.loop.submit(InputError(Msg(exc.msg, exc.params)))
            self.loop.settle()
            return
        if line is not None:
            self.feed(line)

    def feed(self, line: ScriptLine) -> None:
        """Play one parsed line and wait for the loop to handle it."""
        if line.verb == "do":
            self.loop.submit(DoAction(action_of(line)))
        elif line.verb == "wait":
            self.loop.settle()
            seconds = float(line.words[0])
            if self.clock is not None:
                self.clock.advance(seconds)
            else:
                time.sleep(seconds)
        elif line.verb == "peg":
            problem = (self.pegs.peg(line.words[0].upper(), line.words[1] == "down") if self.pegs is not None
                       else Msg("script.no_peg_board", {"space": line.words[0]}))
            if problem:
                self.loop.submit(InputError(problem))
        elif self.fingers is None:
            self.loop.submit(InputError(Msg("script.needs_simulate", {"verb": line.verb})))
        else:
            try:
                if line.verb == "press":
                    self.fingers.press(line.words[0])
                elif not self.fingers.hold(line.words[0]):
                    self.loop.submit(InputError(Msg("script.hold_late", {"button": line.words[0]})))
            except KeyError:
                self.loop.submit(InputError(Msg("script.no_button", {"button": line.words[0],
                                                                     "buttons": ", ".join(self.fingers.names())})))
        self.loop.settle()

    def feed_all(self, lines: Iterable[str]) -> None:
        """Play every line of a script (a file or standard input as it arrives)."""
        for number, text in enumerate(lines, 1):
            self.feed_text(text, number)
