"""Sound output through pygame's mixer, with channel groups that never cut each other.

Channel 0 is reserved for speech, channel 1 for loops (sirens), the rest for
one-shot effects, so an effect never cuts a loop and nothing cuts speech. When
every effects channel is busy, a new effect takes the channel of the
lowest-priority (then oldest) effect of no higher priority, or is dropped.
With no sound device the mixer logs once and every call becomes a silent no-op.
"""

from __future__ import annotations

import io
import logging
import os
import threading
import time
from array import array
from collections.abc import Callable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402  (the prompt switch must come first)

from drivers.alsa_quiet import silence_alsa  # noqa: E402
from drivers.closing import Closing

log = logging.getLogger(__name__)

SPEECH_CHANNEL = 0
LOOP_CHANNEL = 1


class Mixer(Closing):
    """The box's speaker: named sounds played by group, non-blocking.

    ``observer``, if given, is called with ``(sound name, monotonic time)`` at
    every ``play`` call; benchmarks and tests use it to time the audio path.
    """

    def __init__(self, *, enabled: bool = True, frequency: int = 44100, buffer: int = 512,
                 channels: int = 8, volume: float = 1.0,
                 observer: Callable[[str, float], None] | None = None) -> None:
        self._enabled = enabled
        self._frequency = frequency
        self._buffer = buffer
        self._channel_count = max(3, channels)
        self._volume = volume
        self._observer = observer
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._lock = threading.Lock()
        self._playing: dict[int, tuple[int, int]] = {}  # effects channel -> (priority, start order)
        self._started = 0
        self.dropped = 0
        self.ready = False
        self.problem = ""
        """Why the sound device did not open (empty when it did): the caller says so, in its words."""

    @property
    def volume(self) -> float:
        """The master volume, 0.0 to 1.0, for every sound and announcement played from now on."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = min(1.0, max(0.0, float(value)))

    def start(self) -> bool:
        """Open the audio device; False when there is none (:attr:`problem` says why): every call is then silent."""
        if not self._enabled:
            log.info("sound is disabled in the config")
            return False
        silence_alsa()
        try:
            pygame.mixer.pre_init(self._frequency, -16, 2, self._buffer)
            pygame.mixer.init()
        except pygame.error as exc:
            self.problem = str(exc)
            return False
        if pygame.mixer.get_init() is None:
            self.problem = "SDL opened no mixer"
            return False
        pygame.mixer.set_num_channels(self._channel_count)
        pygame.mixer.set_reserved(2)
        self.ready = True
        return True

    @property
    def rate(self) -> int:
        """The mixer's sample rate (what raw buffers must be rendered at)."""
        init = pygame.mixer.get_init() if self.ready else None
        return init[0] if init else self._frequency

    def add_samples(self, name: str, mono: array[int]) -> None:
        """Register a sound from signed 16-bit mono samples at :attr:`rate`."""
        init = pygame.mixer.get_init() if self.ready else None
        if init is None:
            return
        _, _, out_channels = init
        if out_channels == 1:
            frames = mono
        else:
            frames = array("h", bytes(len(mono) * 2 * out_channels))
            for c in range(out_channels):
                frames[c::out_channels] = mono
        self._sounds[name] = pygame.mixer.Sound(buffer=frames.tobytes())

    def add_file(self, name: str, data: bytes) -> None:
        """Register a sound from the bytes of a WAV file (the mixer converts it)."""
        if self.ready:
            self._sounds[name] = pygame.mixer.Sound(file=io.BytesIO(data))

    def length(self, name: str) -> float:
        """The length in seconds of a registered sound (0 if unknown)."""
        sound = self._sounds.get(name)
        return float(sound.get_length()) if sound is not None else 0.0

    def _effects_channel(self, priority: int) -> int | None:
        """A free effects channel, else the one to take over, else None (drop the new effect)."""
        candidates = range(LOOP_CHANNEL + 1, self._channel_count)
        for index in candidates:
            if not pygame.mixer.Channel(index).get_busy():
                return index
        weakest = min(candidates, key=lambda i: self._playing.get(i, (-1, -1)))
        if self._playing.get(weakest, (-1, -1))[0] <= priority:
            return weakest
        return None

    def play(self, name: str, volume: float = 1.0, priority: int = 5) -> None:
        """Play a one-shot effect on the effects channels, never on the speech or loop channel."""
        if self._observer:
            self._observer(name, time.monotonic())
        sound = self._sounds.get(name)
        if sound is None:
            return
        with self._lock:
            if not self.ready:
                return
            index = self._effects_channel(priority)
            if index is None:
                self.dropped += 1
                return
            self._started += 1
            self._playing[index] = (priority, self._started)
            channel = pygame.mixer.Channel(index)
            channel.set_volume(self._volume * volume)
            channel.play(sound)

    def loop(self, name: str, volume: float = 1.0) -> None:
        """Start a loop on the loop channel (replacing any loop playing)."""
        if self._observer:
            self._observer(name, time.monotonic())
        sound = self._sounds.get(name)
        if sound is not None:
            with self._lock:
                if not self.ready:
                    return
                channel = pygame.mixer.Channel(LOOP_CHANNEL)
                channel.set_volume(self._volume * volume)
                channel.play(sound, loops=-1)

    def loop_busy(self) -> bool:
        """Whether a loop is playing now."""
        with self._lock:
            return self.ready and bool(pygame.mixer.Channel(LOOP_CHANNEL).get_busy())

    def stop_loop(self) -> None:
        """Stop the loop channel."""
        with self._lock:
            if self.ready:
                pygame.mixer.Channel(LOOP_CHANNEL).stop()

    def speak(self, wav: bytes) -> None:
        """Play rendered speech on the speech channel, which nothing else uses."""
        with self._lock:
            if self.ready:
                sound = pygame.mixer.Sound(file=io.BytesIO(wav))
                channel = pygame.mixer.Channel(SPEECH_CHANNEL)
                channel.set_volume(self._volume)
                channel.play(sound)

    def speech_busy(self) -> bool:
        """Whether speech is playing now."""
        with self._lock:
            return self.ready and bool(pygame.mixer.Channel(SPEECH_CHANNEL).get_busy())

    def close(self) -> None:
        """Close the audio device."""
        with self._lock:
            if self.ready:
                pygame.mixer.quit()
                self.ready = False
