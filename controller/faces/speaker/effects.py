"""The speaker's sound effects: each event's cue from the game's sound manifest, on the mixer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from controller.core.publisher import Sink, Update
from games.base import Event
from sounds.pack import Cue, load_manifest


class SoundPlayer(Protocol):
    """What the sound sink needs of the mixer."""

    def play(self, name: str, volume: float = 1.0, priority: int = 5) -> None:
        """Play a one-shot sound."""

    def loop(self, name: str, volume: float = 1.0) -> None:
        """Start a loop."""

    def stop_loop(self) -> None:
        """Stop the loop."""


class SoundSink(Sink):
    """Plays the cue of every public event: one-shots, loops and their stops, alternations."""

    name = "sound"
    renders_words = False  # a cue needs only the event's kind and data
    ahead_of_sync = True  # a sound leaves nothing behind a power cut: play it while the journal syncs

    def __init__(self, player: SoundPlayer, *, cues: Mapping[str, Mapping[str, Cue]] | None = None,
                 event_volumes: Mapping[str, float] | None = None,
                 event_sounds: Mapping[str, str] | None = None) -> None:
        super().__init__()
        self.player = player
        self._cues: dict[str, Mapping[str, Cue]] = dict(cues or {})
        self.event_volumes = dict(event_volumes or {})
        self.event_sounds = dict(event_sounds or {})
        self._fired: dict[str, int] = {}

    def cues_for(self, game: str) -> Mapping[str, Cue]:
        """The game's cues (the shipped manifest, read once)."""
        if game not in self._cues:
            self._cues[game] = load_manifest(game)
        return self._cues[game]

    def handle_update(self, update: Update) -> None:
        """Sound each public event of the update."""
        cues = self.cues_for(str(update.view.get("game", "")))
        for event in update.events:
            if not event.private_to:
                self.sound(event, cues)

    def sound(self, event: Event, cues: Mapping[str, Cue]) -> None:
        """Play (or loop, or stop) one event's sound."""
        cue = cues.get(event.kind)
        volume = self.event_volumes.get(event.kind, 1.0)
        if cue is None or volume <= 0:
            return
        if cue.stop:
            self.player.stop_loop()
        count = self._fired.get(event.kind, 0)
        self._fired[event.kind] = count + 1
        name = self.event_sounds.get(event.kind) or cue.choose(event.data, count)
        if name is None:
            return
        if cue.loop:
            self.player.loop(name, cue.volume * volume)
        else:
            self.player.play(name, cue.volume * volume, cue.priority)
