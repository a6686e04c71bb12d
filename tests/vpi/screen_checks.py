"""The virtual Pi's checks of the box's own screen under the installed unit (``[screen] enabled = true``).

The guest has a virtio GPU with one 800x480 output (the Touch Display's size) and a virtio tablet; the
box's SDL draws through KMS/DRM (``/dev/dri/card0``) and reads the tablet through evdev
(``/dev/input/event*``), from the shipped unit with its device policy, groups and sandbox. QEMU's
machine protocol (``qmp.py``) shows the harness what the output shows and puts a finger on it.

The screendump is compared with what ``companion run --snapshot`` draws for the same state: the service
stopped, the same config (the screen off) and a copy of its state folder resume the same game, and the
snapshot is written as it closes. Tolerance: a pixel matches when no channel differs by more than
``TOLERANCE`` levels, and the pictures match when at most ``MAX_DIFFERING`` of the pixels do not (both
draw with the same code and fonts, so they should be identical; the margin allows for the display's
pixel format).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .checks import UNIT
from .qmp import Qmp, compare, screendump, tap

if TYPE_CHECKING:
    from .checks import Checks

SIZE = (800, 480)
TOLERANCE = 8
MAX_DIFFERING = 0.005
STATE = "/var/lib/tabletop-companion"
SNAP = "/run/vpi-snap"


def screen_config(base: str, touch: bool) -> str:
    """The harness's config with the screen on (full screen, the output's own size)."""
    return base + f"\n[screen]\nenabled = true\ntouch = {'true' if touch else 'false'}\n"


class ScreenChecks:
    """The screen's checks, on the guest the other checks booted and installed."""

    def __init__(self, checks: Checks, base_config: str, config_path: str) -> None:
        self.checks, self.base, self.config_path = checks, base_config, config_path
        self.dumps = checks.machine.workdir / "screen"
        self.dumps.mkdir(exist_ok=True)

    def _qmp(self) -> Qmp:
        return Qmp(self.checks.machine.qmp_path)

    def _dump(self, name: str) -> bytes:
        with self._qmp() as qmp:
            width, height, pixels = screendump(qmp, self.dumps / f"{name}.ppm")
        if (width, height) != SIZE:
            raise ValueError(f"the output is {width}x{height}, not {SIZE[0]}x{SIZE[1]}")
        return pixels

    def _settled(self, name: str, timeout: float = 120) -> bytes:
        """The output once the box has drawn and the picture holds still (two dumps 4 s apart alike: a cue
        lasts 3 s)."""
        deadline = time.monotonic() + timeout
        last = b""
        while True:
            pixels = self._dump(name)
            if pixels == last and len(set(pixels[::997])) > 4:  # drawn (not one colour) and unchanged
                return pixels
            if time.monotonic() > deadline:
                raise TimeoutError(f"the screen did not settle within {timeout:.0f} s")
            last = pixels
            time.sleep(4)

    def _start(self, touch: bool) -> str:
        """The box restarted with the screen on; its "screen:" line."""
        self.checks.machine.write_file(self.config_path, screen_config(self.base, touch))
        self.checks.restart()
        self.checks.wait_active()
        return self.checks.wait_journal("Screen: ", "of the screen opening within 60 s").strip()

    def ready(self) -> tuple[bool, str]:
        """READY with the screen on: SDL's KMSDRM driver on the virtio GPU, under the shipped unit."""
        line = self._start(touch=False)
        time.sleep(5)  # a box that dies right after READY would show a restart now
        restarts = self.checks.unit("NRestarts")
        pid = self.checks.unit("MainPID")
        held = self.checks.sh(f"ls -l /proc/{pid}/fd 2>/dev/null | grep -oE '/dev/(dri|input)/[a-z]+[0-9]*' | sort -u | "
                              f"tr '\\n' ' '")
        ok = "KMSDRM" in line.upper() and restarts == "0" and "/dev/dri/card" in held
        return ok, f"{line[:90]}; {restarts} restarts; the box holds {held.strip() or 'no display or input device'}"

    def matches_snapshot(self) -> tuple[bool, str]:
        """The screendump of the running box against ``--snapshot`` of the same state."""
        shown = self._settled("shown")
        sh = self.checks.sh
        snap_config = screen_config(self.base, touch=False).replace("enabled = true", "enabled = false")
        sh(f"systemctl stop {UNIT}; rm -rf {SNAP} && cp -a {STATE} {SNAP}")
        try:
            self.checks.machine.write_file(f"{SNAP}/config.toml", snap_config)
            sh(f"chown companion {SNAP}/config.toml; : > {SNAP}/empty.script; rm -f {SNAP}/snap.png")
            out = sh(f"cd {SNAP} && runuser -u companion -- /opt/tabletop-companion/venv/bin/companion run "
                     f"--hardware real --config {SNAP}/config.toml --db {SNAP}/companion.db --script {SNAP}/empty.script "
                     f"--snapshot {SNAP}/snap.png > {SNAP}/out.txt 2>&1 & pid=$!; "
                     f"for i in $(seq 600); do grep -q 'stay up' {SNAP}/out.txt && break; sleep 0.2; done; "
                     f"kill -TERM $pid; wait $pid; tail -3 {SNAP}/out.txt; ls -l {SNAP}/snap.png", timeout=400)
            drawn = self._png_pixels(f"{SNAP}/snap.png")
        finally:
            sh(f"systemctl start {UNIT}")
            self.checks.wait_active()
        differing, total = compare(shown, drawn, TOLERANCE)
        share = differing / total
        return share <= MAX_DIFFERING, (f"{differing} of {total} pixels differ by more than {TOLERANCE} levels "
                                        f"({share:.3%}; allowed {MAX_DIFFERING:.1%}); the snapshot: "
                                        f"{out.splitlines()[-1].split()[4] if out else '?'} bytes of PNG")

    def _png_pixels(self, guest_path: str) -> bytes:
        """A PNG in the guest as RGB bytes (read with pygame on the host)."""
        import base64
        import io

        import pygame
        data = base64.b64decode(self.checks.sh(f"base64 -w0 {guest_path}"))
        picture = pygame.image.load(io.BytesIO(data), "snap.png")
        if picture.get_size() != SIZE:
            raise ValueError(f"the snapshot is {picture.get_size()}, not {SIZE}")
        return pygame.image.tobytes(picture, "RGB")

    def touch(self) -> tuple[bool, str]:
        """A tap through QEMU's tablet on the screen's first button becomes that action in the game."""
        self._start(touch=True)
        self._settled("touch")
        view = self.checks.api.wait_view()
        taps = self._buttons(view)
        first = taps[0][1]
        said = []
        if not first.startswith("do "):  # no action of the turn on the screen now: a new game, then its action
            self._tap_and_wait(taps, "ask new", view["seq"])
            view = self.checks.api.wait_view()
            self._tap_and_wait(self._buttons(view, confirming="new"), "confirm new", view["seq"])
            view = self.checks.api.wait_view(timeout=60, ready=lambda v: not v["finished"])
            taps = self._buttons(view)
            first = taps[0][1]
            said.append("no action button: new game by two taps")
        after = self._tap_and_wait(taps, first, view["seq"])
        line = next((ln for ln in reversed(self.checks.since_restart().splitlines()) if ln.strip()), "")
        return first.startswith("do "), f"{'; '.join(said + [f'tapped {first!r}'])} -> update {after['seq']}: {line.strip()[:90]}"

    def _buttons(self, view: dict[str, Any], confirming: str | None = None) -> list[tuple[tuple[int, int], str]]:
        """Where each of the screen's buttons is now, by the painter's own layout: (centre, command)."""
        import pygame

        from controller.faces.screen.painter import Painter
        from controller.faces.screen.touch import buttons_for
        pygame.font.init()
        buttons = buttons_for(view, confirming)
        painter = Painter(SIZE)
        boxes = painter.button_boxes(painter.side_area(SIZE), len(buttons))
        return [(box.center, command) for box, (_, command) in zip(boxes, buttons)]

    def _tap_and_wait(self, taps: list[tuple[tuple[int, int], str]], command: str, seq: int) -> dict[str, Any]:
        (x, y), _ = next(t for t in taps if t[1] == command)
        with self._qmp() as qmp:
            tap(qmp, x, y, SIZE)
        if command.startswith("ask "):  # a question on the screen, nothing in the game yet
            time.sleep(1)
            return self.checks.api.view()
        return self.checks.api.wait_view(timeout=60, ready=lambda v: v["seq"] > seq)

    def restart(self) -> tuple[bool, str]:
        """``systemctl restart`` with the screen on: READY again, the display opened again and drawn."""
        pid = self.checks.unit("MainPID")
        self.checks.restart()
        self.checks.wait_active()
        line = self.checks.wait_journal("Screen: ", "of the screen opening again within 60 s")
        self._settled("restarted")
        new_pid, restarts = self.checks.unit("MainPID"), self.checks.unit("NRestarts")
        return new_pid != pid and restarts == "0", f"pid {pid} -> {new_pid}, {restarts} restarts; {line.strip()[:80]}; drawn again"

    def back_to_base(self) -> None:
        """The harness's config again (no screen), for the checks that follow."""
        self.checks.machine.write_file(self.config_path, self.base)
        self.checks.restart()
        self.checks.wait_active()



def record_screen_checks(checks: Checks, record: Callable[[str, Callable[[], tuple[bool, str]]], bool],
                         base_config: str, config_path: str) -> None:
    """The screen's lines of the table, in order; the harness's config is put back after them."""
    screen = ScreenChecks(checks, base_config, config_path)
    try:
        if record("the screen under the unit: READY on KMS/DRM (virtio GPU, 800x480)", screen.ready):
            record("the screendump matches --snapshot of the same state", screen.matches_snapshot)
            record("a tap through QEMU's tablet becomes the game's action", screen.touch)
            record("the screen survives systemctl restart", screen.restart)
    finally:
        screen.back_to_base()



