"""The terminal: the transcript (text) or JSON lines, notes for people, the closing summary.

Events meant for one player only (``private_to``) never show their content here. A
closed output (a reader gone away, a journal stream closed) is dropped, never fatal.
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Mapping
from typing import Any, TextIO

from controller.words.messages import Messages
from controller.core.publisher import Note, Sink, Summary, Update

log = logging.getLogger(__name__)


class TerminalSink(Sink):
    """Writes every update's events as transcript lines or JSON objects."""

    name = "terminal"

    def __init__(self, *, json_mode: bool = False, stream: TextIO | None = None,
                 notes: TextIO | None = None, messages: Messages | None = None) -> None:
        super().__init__(messages)
        self.json_mode = json_mode
        self.stream = stream or sys.stdout
        self.notes = notes or (sys.stderr if json_mode else self.stream)
        self._closed: set[int] = set()

    def _put(self, stream: TextIO, line: str) -> None:
        if id(stream) in self._closed:
            return
        try:
            stream.write(line + "\n")
            stream.flush()
        except (OSError, ValueError) as exc:  # EPIPE, a closed file: keep playing without this output
            self._closed.add(id(stream))
            log.warning("the terminal output is gone (%s): the game goes on without it", exc)

    def _write(self, t: float, kind: str, fields: Mapping[str, Any], text: str) -> None:
        if self.json_mode:
            self._put(self.stream, json.dumps({"t": round(t, 3), "event": kind, **fields}))
        else:
            self._put(self.stream, f"[{t:7.1f}s] {text}")

    def handle_update(self, update: Update) -> None:
        """One line per event; a private event shows only whom it is for."""
        for event in update.events:
            if event.private_to:
                self._write(update.t, event.kind, {"private_to": event.private_to},
                            self.words.render("controller.private", {"player": event.private_to}))
            else:
                self._write(update.t, event.kind, event.data, event.text)

    def handle_note(self, note: Note) -> None:
        """A line for people (on stderr in JSON mode, so that stdout stays JSON, plus its event if any)."""
        self._put(self.notes, note.text)
        if self.json_mode and note.fields is not None:
            self._put(self.stream, json.dumps(dict(note.fields)))

    def handle_summary(self, summary: Summary) -> None:
        """The closing ``summary`` event."""
        self._write(summary.t, "summary", summary.fields, summary.text)
