"""Where events go: the terminal (text or JSON lines), the speaker, the sound mixer.

Nothing here blocks the loop: sounds are started, speech is queued. Events
meant for one player only (``private_to``) never show their content here.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, TextIO

from games.base import Action, Event
from sounds.pack import Cue


class SoundPlayer(Protocol):
    """What outputs need of the mixer."""

    def play(self, name: str, volume: float = 1.0, priority: int = 5) -> None:
        """Play a one-shot sound."""

    def loop(self, name: str, volume: float = 1.0) -> None:
        """Start a loop."""

    def stop_loop(self) -> None:
        """Stop the loop."""


class Announcer(Protocol):
    """What outputs need of the speaker."""

    def say(self, text: str) -> None:
        """Queue an announcement."""


class Outputs:
    """Fans events out to the terminal, sound and speech."""

    def __init__(self, *, json_mode: bool = False, stream: TextIO | None = None,
                 sound: SoundPlayer | None = None, speech: Announcer | None = None,
                 cues: Mapping[str, Cue] | None = None,
                 private: Callable[[Event], None] | None = None,
                 event_volumes: Mapping[str, float] | None = None,
                 event_sounds: Mapping[str, str] | None = None) -> None:
        self.json_mode = json_mode
        self.stream = stream or sys.stdout
        self.sound = sound
        self.speech = speech
        self.cues = dict(cues or {})
        self.private = private
        self.event_volumes = dict(event_volumes or {})
        self.event_sounds = dict(event_sounds or {})
        self._fired: dict[str, int] = {}

    def _write(self, t: float, kind: str, fields: Mapping[str, Any], text: str) -> None:
        if self.json_mode:
            line = json.dumps({"t": round(t, 3), "event": kind, **fields}, sort_keys=False)
        else:
            line = f"[{t:7.1f}s] {text}"
        self.stream.write(line + "\n")
        self.stream.flush()

    def events(self, events: Sequence[Event], t: float) -> None:
        """Print, sound and speak a batch of events."""
        for event in events:
            if event.private_to:
                self._write(t, event.kind, {"private_to": event.private_to},
                            f"(a private message for {event.private_to})")
                if self.private:
                    self.private(event)
                continue
            self._write(t, event.kind, event.data, event.text)
            self._sound(event)
            if event.say and self.speech:
                self.speech.say(event.say)

    def _sound(self, event: Event) -> None:
        cue = self.cues.get(event.kind)
        volume = self.event_volumes.get(event.kind, 1.0)
        if cue is None or self.sound is None or volume <= 0:
            return
        if cue.stop:
            self.sound.stop_loop()
        count = self._fired.get(event.kind, 0)
        self._fired[event.kind] = count + 1
        name = self.event_sounds.get(event.kind) or cue.choose(event.data, count)
        if name is None:
            return
        if cue.loop:
            self.sound.loop(name, cue.volume * volume)
        else:
            self.sound.play(name, cue.volume * volume, cue.priority)

    def error(self, reason: str, t: float) -> None:
        """Report an input that could not be used (the game is unchanged)."""
        self._write(t, "error", {"reason": reason}, f"! {reason}")

    def undo(self, action: Action, summary: Mapping[str, Any], t: float) -> None:
        """Report an undone action."""
        self._write(t, "undo", {"action": str(action)}, f"Undone: {action}.")
        if self.speech:
            self.speech.say("Undone.")

    def summary(self, summary: Mapping[str, Any], t: float) -> None:
        """The closing ``summary`` event."""
        if self.json_mode:
            self._write(t, "summary", summary, "")
            return
        players = ", ".join(f"{p['name']} {p['score']}" for p in summary["players"])
        winners = ", ".join(summary["winners"]) or "none yet"
        self._write(t, "summary", summary, f"Summary: {players}. Winner: {winners}.")

    def note(self, text: str) -> None:
        """An informational line for people (stderr in JSON mode, so stdout stays JSON)."""
        if self.json_mode:
            sys.stderr.write(text + "\n")
        else:
            self.stream.write(text + "\n")
        (sys.stderr if self.json_mode else self.stream).flush()
