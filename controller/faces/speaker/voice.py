"""The spoken announcements: each public event's ``say`` goes to the speaker's queue."""

from __future__ import annotations

from typing import Protocol

from controller.core.publisher import Sink, Update


class Announcer(Protocol):
    """What the speech sink needs of the speaker."""

    def say(self, text: str, stale_after: float | None = None) -> None:
        """Queue an announcement (dropped if not said within ``stale_after`` seconds, or the speaker's own)."""


class SpeechSink(Sink):
    """Speaks what players must hear; private events are never spoken (a shared speaker is not private)."""

    name = "speech"

    def __init__(self, announcer: Announcer) -> None:
        super().__init__()
        self.announcer = announcer

    def handle_update(self, update: Update) -> None:
        """Queue each public announcement of the update."""
        for event in update.events:
            if event.say and not event.private_to:
                self.announcer.say(event.say)
