"""Spoken announcements: espeak-ng renders, the mixer plays, nobody waits.

:meth:`Speaker.say` only enqueues. A worker thread renders each phrase with
``espeak-ng --stdout`` (cached in memory, so the SD card sees no writes),
waits for the speech channel, and plays it, unless the announcement has gone
stale (its moment has passed): a stale one is dropped, never played late.
"""

from __future__ import annotations

import logging
import queue
import shutil
import struct
import subprocess
import threading
import time
from collections import OrderedDict
from collections.abc import Callable

from drivers.audio import Mixer
from drivers.closing import Closing

log = logging.getLogger(__name__)


NO_BREAK_SPACES = {0x00A0: " ", 0x202F: " "}


def for_the_voice(text: str) -> str:
    """The text as espeak-ng should read it: the no-break spaces a French sentence writes before ":" and
    inside a number ("12\u202f345") as plain spaces, which espeak-ng reads as one number ("douze mille...");
    with the narrow one it said "douze, trois cent quarante-cinq"."""
    return text.translate(NO_BREAK_SPACES)


def fix_wav_lengths(data: bytes) -> bytes:
    """Fill in the RIFF and data chunk sizes that a streamed WAV leaves as placeholders.

    ``espeak-ng --stdout`` cannot seek back, so its header claims a huge length.
    """
    at = data.find(b"data", 12)
    if data[:4] != b"RIFF" or at < 0:
        raise ValueError("espeak-ng did not return a WAV")
    fixed = bytearray(data)
    struct.pack_into("<I", fixed, 4, len(data) - 8)
    struct.pack_into("<I", fixed, at + 4, len(data) - at - 8)
    return bytes(fixed)


class Speaker(Closing):
    """Queues, renders and plays announcements; see the module docstring."""

    def __init__(self, mixer: Mixer, *, enabled: bool = True, voice: str = "en", rate: int = 165,
                 stale_after: float = 8.0, cache_size: int = 200, program: str = "espeak-ng",
                 now: Callable[[], float] = time.monotonic) -> None:
        self._mixer = mixer
        self._voice = voice
        self._rate = rate
        self._stale_after = stale_after
        self._cache: OrderedDict[str, bytes] = OrderedDict()
        self._cache_size = cache_size
        self._now = now
        self._queue: queue.Queue[tuple[str, float] | None] = queue.Queue()
        self.spoken = 0
        self.dropped = 0
        self._pending = 0
        self._pending_lock = threading.Lock()
        path = shutil.which(program) if enabled else None
        self._program = path
        if enabled and path is None:
            log.info("%s not found: announcements are printed only", program)
        self._thread: threading.Thread | None = None
        self._closing = threading.Event()

    muted = False
    """Announcements are dropped while muted (speech turned off from the host's phone; espeak-ng stays found)."""

    @property
    def voice(self) -> str:
        """The espeak-ng voice announcements are rendered with."""
        return self._voice

    @voice.setter
    def voice(self, voice: str) -> None:
        self._voice = voice
        self._cache.clear()  # the same words in another voice

    @property
    def available(self) -> bool:
        """Whether announcements can be spoken (espeak-ng found and enabled)."""
        return self._program is not None

    def start(self) -> None:
        """Start the worker thread."""
        if self.available and self._thread is None:
            log.info("speech: espeak-ng, voice %r, %d words a minute", self._voice, self._rate)
            self._thread = threading.Thread(target=self._work, name="speech", daemon=True)
            self._thread.start()

    def say(self, text: str, stale_after: float | None = None) -> None:
        """Queue an announcement; it goes stale ``stale_after`` seconds from now (the speaker's own, unless
        given: what people need to join keeps longer than a move's news)."""
        if self.available and not self.muted:
            with self._pending_lock:
                self._pending += 1
            self._queue.put((text, self._now() + (self._stale_after if stale_after is None else stale_after)))

    def render(self, text: str) -> bytes:
        """The WAV bytes of ``text`` spoken (from the cache when said before)."""
        cached = self._cache.get(text)
        if cached is not None:
            self._cache.move_to_end(text)
            return cached
        if self._program is None:
            raise RuntimeError("espeak-ng is not available")
        # "--" ends the options: a name such as "-A1" or "-w" is words to say, never an option of espeak-ng's
        result = subprocess.run([self._program, "-v", self._voice, "-s", str(self._rate), "--stdout", "--",
                                 for_the_voice(text)],
                                capture_output=True, timeout=20, check=True)
        wav = fix_wav_lengths(result.stdout)
        self._cache[text] = wav
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return wav

    def _work(self) -> None:
        while True:
            item = self._queue.get()
            if item is None or self._closing.is_set():
                return
            text, deadline = item
            try:
                self._speak(text, deadline)
            except (OSError, subprocess.SubprocessError, RuntimeError, ValueError) as exc:
                log.warning("could not speak %r: %s", text, exc)
            finally:
                with self._pending_lock:
                    self._pending -= 1

    def _speak(self, text: str, deadline: float) -> None:
        if self._now() > deadline:
            self._drop(text)
            return
        wav = self.render(text)
        while self._mixer.speech_busy():
            if self._closing.is_set():
                return
            if self._now() > deadline:
                self._drop(text)
                return
            time.sleep(0.02)
        if self._now() > deadline:
            self._drop(text)
            return
        self._mixer.speak(wav)
        self.spoken += 1

    def _drop(self, text: str) -> None:
        self.dropped += 1
        log.info("dropped a stale announcement: %r", text)

    def wait_idle(self, timeout: float = 10.0) -> None:
        """Block until every queued announcement is spoken or dropped (tests, demo end)."""
        end = time.monotonic() + timeout
        while (self._pending or self._mixer.speech_busy()) and time.monotonic() < end:
            time.sleep(0.02)

    def close(self) -> None:
        """Stop the worker thread."""
        if self._thread is not None:
            self._closing.set()
            self._queue.put(None)
            self._thread.join(timeout=0.5)  # a render in progress is abandoned (daemon thread)
            self._thread = None
