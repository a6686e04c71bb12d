"""Showing one player's private information (a hand) on the interactive terminal, and its sink.

The loop never blocks: it only leaves the message here. The prompt, between
inputs, shows it with a warning, waits for Enter, and erases it again.
"""

from __future__ import annotations

import queue
from collections.abc import Callable
import sys
from typing import TextIO

from controller.core.publisher import Sink, Update
from controller.words.messages import Messages
from games.base import Event


class PrivateScreen:
    """Holds private events until the prompt shows them and wipes them."""

    def __init__(self, out: TextIO | None = None, words: Messages | None = None) -> None:
        self.out = out or sys.stdout
        self.words = words or Messages()
        self.waiting: queue.Queue[Event] = queue.Queue()

    def post(self, event: Event) -> None:
        """Called on the loop thread: keep it for the prompt."""
        self.waiting.put(event)

    def show_pending(self, read_line: Callable[[str], str] = input) -> int:
        """For each waiting message: first the banner (the owner takes the box, Enter), only then the
        message, then Enter again and everything is erased. Returns how many were shown."""
        shown = 0
        while not self.waiting.empty():
            event = self.waiting.get_nowait()
            owner = event.private_to
            said = {"player": owner}
            self._lines([self.words.render("controller.private.take", said)], read_line)
            self._lines([self.words.render("controller.private.only", said), event.text,
                         self.words.render("controller.private.hide", said)], read_line)
            shown += 1
        return shown

    def _lines(self, lines: list[str], read_line: Callable[[str], str]) -> None:
        """Show lines, wait for Enter, then move up over them (and the Enter) and erase them."""
        self.out.write("\n".join(lines) + "\n")
        self.out.flush()
        try:
            read_line("")
        except EOFError:
            pass
        self.out.write("\033[F\033[K" * (len(lines) + 1))
        self.out.flush()


class PrivateScreenSink(Sink):
    """Hands every private event to the prompt's :class:`PrivateScreen`."""

    name = "private-screen"

    def __init__(self, screen: PrivateScreen) -> None:
        super().__init__()
        self.screen = screen

    def handle_update(self, update: Update) -> None:
        """Keep the update's private events for the prompt."""
        for event in update.events:
            if event.private_to:
                self.screen.post(event)
