"""The box's own screen: a sink that draws the table view with pygame, on its own thread.

It redraws once per burst of updates (never per event, never on the loop's thread), shows a
big cue for a few seconds when something worth seeing happens, and, with a touch display,
offers the current player's public actions and the host's undo and new game (each behind a
second tap). With no display at all it still keeps the newest frame for ``--snapshot``.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from controller.core.kinds import UpdateKind
from controller.core.loop import DoAction, LoopInput, NewGame
from controller.words.messages import Messages
from controller.core.publisher import Sink, Update
from games.base import Action

if TYPE_CHECKING:  # pygame is imported when the screen opens (a box without one never pays for it)
    import pygame

log = logging.getLogger(__name__)

CUES = {"winner", "section_cleared", "level_cleared", "force_card", "mission", "hyperspace", "dogfight",
        "target_found", "phase", "power_on", "ghost_eaten", "fruit_eaten", "life_lost", "game_over",
        "next_pacman", "row_scored", "falcon", "detention"}
"""Events worth a big cue on the screen."""
CUE_SECONDS = 3.0
CONFIRM_SECONDS = 5.0
TOUCH_POLL = 0.05


@dataclass(frozen=True)
class ScreenSettings:
    """``[screen]``: size (``None``: the display's own), rotation, scale, full screen and touch."""

    size: tuple[int, int] | None = None
    rotation: int = 0
    scale: float = 1.0
    fullscreen: bool = True
    touch: bool = True


def parse_size(text: str) -> tuple[int, int] | None:
    """``"auto"`` or ``"800x480"``.

    >>> parse_size("800x480"), parse_size("auto")
    ((800, 480), None)
    """
    if text == "auto":
        return None
    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit() and 160 <= int(width) <= 7680 and 120 <= int(height) <= 4320):
        raise ValueError(f"{text!r}: expected \"auto\" or WIDTHxHEIGHT, e.g. \"800x480\"")
    return int(width), int(height)


def unrotate(pos: tuple[int, int], panel: tuple[int, int], rotation: int) -> tuple[int, int]:
    """Where a touch at ``pos`` on a panel of size ``panel``, mounted turned by ``rotation`` degrees, falls
    on the upright layout.

    >>> x, y = 700, 100  # a point of the 800x480 layout, turned clockwise onto a 480x800 panel
    >>> unrotate((480 - 1 - y, x), (480, 800), 90)
    (700, 100)
    """
    width, height = panel
    x, y = pos
    return {0: (x, y), 90: (y, width - 1 - x), 180: (width - 1 - x, height - 1 - y),
            270: (height - 1 - y, x)}[rotation]


class ScreenSink(Sink):
    """See the module docstring. ``display=False`` draws nothing until :meth:`snapshot`."""

    name = "screen"

    def __init__(self, settings: ScreenSettings, *, display: bool, submit: Callable[[LoopInput], None],
                 join: Callable[[], str | None] = lambda: None, clock: Callable[[], float] = time.monotonic,
                 words: Messages | None = None) -> None:
        super().__init__(words)
        self.settings, self.display, self.submit, self.join, self.clock = settings, display, submit, join, clock
        self.latest: Update | None = None
        self.recent: deque[str] = deque(maxlen=8)
        self.cue: tuple[str, float, int] | None = None
        """The cue's text, when it ends, and the update it came with."""
        self.confirm: tuple[str, float] | None = None
        self.frames = 0
        self.draw_times: list[float] = []
        self._dirty = False
        self._window: Any = None
        self._painter: Any = None
        self._qr: tuple[str, Any] | None = None

    # ---- updates (on the sink's thread) ------------------------------------------------

    def handle_update(self, update: Update) -> None:
        """Keep the newest view, its events and any cue; drawing waits for the burst to end. A new game
        starts with no lines of the last one."""
        self.latest = update
        if update.kind in (UpdateKind.NEW_GAME, UpdateKind.START):
            self.recent.clear()
            self.cue = None
        for event in update.events:
            if event.private_to:
                continue
            if event.text:
                self.recent.appendleft(event.text)
            if event.kind in CUES:
                self.cue = (event.say or event.text, self.clock() + CUE_SECONDS, update.seq)
        self._dirty = True

    def wake_after(self) -> float | None:
        """Sleep until the next update, unless a touch display needs polling or a cue must end."""
        waits = []
        if self._window is not None and self.settings.touch:
            waits.append(TOUCH_POLL)
        if self.cue is not None and self._window is not None:
            waits.append(max(0.0, self.cue[1] - self.clock()))
        return min(waits) if waits else None

    def on_idle(self) -> None:
        """Handle taps, end a cue, and draw if anything changed."""
        if self._window is None:
            return
        self._events()
        now = self.clock()
        if self.cue is not None and now >= self.cue[1]:
            self.cue, self._dirty = None, True
        if self.confirm is not None and now >= self.confirm[1]:
            self.confirm, self._dirty = None, True
        if self._dirty and self.latest is not None:
            self._draw()

    # ---- the display -----------------------------------------------------------------

    def on_start(self) -> None:
        """Open the display (full screen on KMS/DRM on a Pi, a window on a desktop)."""
        if not self.display:
            return
        import pygame
        os.environ.setdefault("SDL_VIDEO_KMSDRM_REQUIRE_DRM_MASTER", "0")
        pygame.display.init()
        if pygame.display.get_driver() == "KMSDRM":
            # SDL draws a KMS window through a GL renderer, "opengl" by default; on Mesa's software GL (the
            # virtual Pi's virtio GPU) that renderer drew nothing but clears. GLES2 draws everywhere and is
            # what a Pi's GPU speaks natively.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "opengles2")
        flags = pygame.FULLSCREEN if self.settings.fullscreen else 0
        size = self.settings.size or ((0, 0) if self.settings.fullscreen else (800, 480))
        self._window = pygame.display.set_mode(size, flags)
        pygame.display.set_caption("Tabletop Companion")
        if self.settings.fullscreen:
            pygame.mouse.set_visible(False)
        # said where "Using real hardware" is said (the journal, under the unit): a screen that stays dark
        # is told apart from one the box never opened
        width, height = self._window.get_size()
        print(f"Screen: {width}x{height} on SDL's {pygame.display.get_driver()} driver.", file=sys.stderr, flush=True)

    def on_stop(self) -> None:
        """Close the display."""
        if self._window is not None:
            import pygame
            pygame.display.quit()
            self._window = None

    def logical_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """The size the layout is drawn at: turned for a display mounted at 90 or 270 degrees."""
        return (size[1], size[0]) if self.settings.rotation in (90, 270) else size

    def _draw(self) -> None:
        import pygame
        started = time.perf_counter()
        canvas = self.render(self.logical_size(self._window.get_size()))
        if self.settings.rotation:
            canvas = pygame.transform.rotate(canvas, -self.settings.rotation)
        self._window.blit(canvas, (0, 0))
        pygame.display.flip()
        self.frames += 1
        self.draw_times.append(time.perf_counter() - started)
        del self.draw_times[:-1000]
        self._dirty = False

    def render(self, size: tuple[int, int]) -> pygame.Surface:
        """The newest frame on a new surface of ``size`` (no display needed)."""
        import pygame

        from controller.faces.screen.painter import Frame, Painter
        if self._painter is None or self._painter.size != size:
            self._painter = Painter(size, self.settings.scale, self.words)
        assert self.latest is not None
        surface = pygame.Surface(size)
        self._painter.paint(surface, Frame(self.latest.view, list(self.recent)[:6], self._cue_now(),
                                           self.join(), self._qr_matrix(), self._buttons()))
        return surface

    def _cue_now(self) -> str | None:
        if self.cue is None:
            return None
        if self._window is None:  # a snapshot: the cue of the very last update, if it brought one
            return self.cue[0] if self.latest is not None and self.cue[2] == self.latest.seq else None
        return self.cue[0]

    def _qr_matrix(self) -> Any:
        url = self.join()
        if url is None:
            return None
        if self._qr is None or self._qr[0] != url:
            import segno
            self._qr = (url, [list(row) for row in segno.make(url, error="m").matrix])
        return self._qr[1]

    def snapshot(self, path: Path) -> None:
        """Write the newest frame as a PNG (called after the run; works with no display)."""
        import pygame
        if self.latest is None:
            raise ValueError("nothing to draw yet")
        size = self.settings.size or (800, 480)
        pygame.image.save(self.render(self.logical_size(size)), str(path))

    # ---- touch -----------------------------------------------------------------------

    def _buttons(self) -> list[tuple[str, str]]:
        if self._window is None or not self.settings.touch or self.latest is None:
            return []
        from controller.faces.screen.touch import buttons_for
        return buttons_for(self.latest.view, self.confirm[0] if self.confirm else None)

    def _events(self) -> None:
        import pygame
        for event in pygame.event.get():
            pos: tuple[int, int] | None = None
            if event.type == pygame.MOUSEBUTTONDOWN and not getattr(event, "touch", False):
                pos = event.pos  # a mouse; SDL also makes mouse clicks of touches, which FINGERDOWN covers
            elif event.type == pygame.FINGERDOWN:
                width, height = self._window.get_size()
                pos = (int(event.x * width), int(event.y * height))
            if pos is not None and self._painter is not None:
                self.tap(self._painter.button_at(unrotate(pos, self._window.get_size(), self.settings.rotation)))

    @property
    def drawn(self) -> list[str]:
        """Every text on the newest frame drawn (empty before the first)."""
        return list(self._painter.drawn) if self._painter is not None else []

    @property
    def buttons(self) -> list[tuple[pygame.Rect, str]]:
        """The touch buttons on the newest frame drawn, as (rectangle, command)."""
        return list(self._painter.buttons) if self._painter is not None else []

    def tap(self, command: str | None) -> None:
        """A tap on a button: an action now, or a host command on its second tap."""
        if command is None or self.latest is None:
            return
        game_id = self.latest.game_id
        if command.startswith("do "):
            self.submit(DoAction(Action.make(command[3:]), game_id=game_id))
        elif command.startswith("ask "):
            self.confirm = (command[4:], self.clock() + CONFIRM_SECONDS)
        elif command == "confirm undo":
            self.submit(DoAction(Action.make("undo"), game_id=game_id))
            self.confirm = None
        elif command == "confirm new":
            self.submit(NewGame())
            self.confirm = None
        self._dirty = True
