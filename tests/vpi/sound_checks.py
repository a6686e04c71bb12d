"""The virtual Pi's checks of the sound at the device: ALSA's loopback card as the speaker.

``snd-aloop`` is loaded and made the guest's default card (``/etc/asound.conf``, as a family picks a USB
card); what the box plays into it is captured on its other end (``sound_probe.py``). Three lines:

- play() to the first sample captured, per SDL buffer size, with the period and buffer ALSA granted;
- underruns while the installed unit plays arcade matches for ``minutes`` with a CPU hog beside it,
  counted by a kprobe on the kernel's ``__snd_pcm_xrun`` (the one place every ALSA underrun goes
  through); the counter proves itself at the end on an underrun made on purpose (the box stopped 1 s);
- closing the card after a silence and opening it again on the first edge: the first sound then.

The figures are written to the run folder and to ``sound-<arch>.json`` in the harness's cache, where
``bench/peg_to_speaker.py`` reads the device path.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from .checks import UNIT
from .image import cache_root

if TYPE_CHECKING:
    from .checks import Checks

VENV_PYTHON = "/opt/tabletop-companion/venv/bin/python"
PROBE = "/mnt/host/src/tests/vpi/sound_probe.py"
ASOUND = 'pcm.!default {\n type plug\n slave.pcm "hw:Loopback,0"\n}\nctl.!default {\n type hw\n card Loopback\n}\n'
"""The loopback's playback end as the default card: what SDL asks for goes to the card as asked (no dmix)."""
TRACE = "/sys/kernel/tracing"
DROP_IN = f"/run/systemd/system/{UNIT}.d/vpi-arcade.conf"
BUFFERS = (128, 256, 512, 1024, 2048)


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` fall (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def spread(values: list[float]) -> str:
    """p50 / p99 / max of millisecond figures."""
    return f"p50 {statistics.median(values):.1f} / p99 {percentile(values, 0.99):.1f} / max {max(values):.1f} ms"


class SoundChecks:
    """The sound's checks on the guest the other checks booted and installed."""

    def __init__(self, checks: Checks, base_config: str, config_path: str, minutes: float) -> None:
        self.checks, self.base, self.config_path, self.minutes = checks, base_config, config_path, minutes
        self.figures: dict[str, object] = {"arch": checks.machine.image.arch, "model": checks.machine.model}

    def loopback(self) -> None:
        """snd-aloop loaded and made the default card; the box restarted onto it."""
        self.checks.sh("modprobe snd-aloop && for i in $(seq 50); do [ -e /proc/asound/Loopback ] && break; sleep 0.1; done")
        self.checks.machine.write_file("/etc/asound.conf", ASOUND)
        self.checks.restart()
        self.checks.wait_active()

    def _probe(self, arguments: str, timeout: float = 900) -> tuple[list[dict[str, object]], str]:
        """The probe run as the box's user with the box stopped (it owns the card meanwhile)."""
        ran = self.checks.machine.run(
            f"systemctl stop {UNIT}; cd /tmp && runuser -u companion -- {VENV_PYTHON} {PROBE} {arguments} "
            f"2>/tmp/vpi-probe.err; code=$?; systemctl start {UNIT}; exit $code", timeout=timeout, check=False)
        self.checks.wait_active()
        err = self.checks.sh("cat /tmp/vpi-probe.err")
        if ran.code != 0:
            raise ValueError(f"the sound probe failed ({ran.code}): {err.strip()[-300:]}")
        return [json.loads(line) for line in ran.out.splitlines() if line.startswith("{")], err

    def latency(self) -> tuple[bool, str]:
        """play() to the first sample at the device, per buffer size."""
        self.loopback()
        results, err = self._probe(f"--buffers {','.join(map(str, BUFFERS))} --plays 60")
        sdl = [line.split("ALSA: ", 1)[1].strip() for line in err.splitlines() if "ALSA: period size" in line]
        parts, ok = [], True
        for result, said in zip(results, sdl + [""] * len(results)):
            delays = [float(d) for d in result.get("delays_ms", [])]  # type: ignore[attr-defined]
            granted = result.get("granted", {})
            assert isinstance(granted, dict)
            if "error" in result or len(delays) < 54:  # 90 % of the plays heard
                ok = False
                parts.append(f"{result['buffer']}: {result.get('error') or f'only {len(delays)} of 60 heard'}")
                continue
            result["sdl"] = said
            capture = result.get("capture", {})
            assert isinstance(capture, dict)
            parts.append(f"buffer {result['buffer']}: {spread(delays)} (ALSA period {granted.get('period_size')}, "
                         f"buffer {granted.get('buffer_size')} frames; capture period {capture.get('period_size')})")
        self.figures["latency"] = results
        self._save()
        return ok, "; ".join(parts)

    def underruns(self, buffer: int | None = None, hogs: int = 1) -> tuple[bool, str]:
        """The installed unit playing arcade matches for ``minutes`` beside ``hogs`` busy loops: underruns counted (at the
        shipped ``[sound] buffer``, or ``buffer``)."""
        sh = self.checks.sh
        sh(f"mountpoint -q {TRACE} || mount -t tracefs nodev {TRACE}; cd {TRACE} && "
           f"(grep -q vpi_xrun kprobe_events || echo 'p:vpi_xrun __snd_pcm_xrun' >> kprobe_events) && "
           f"echo 1 > events/kprobes/vpi_xrun/enable && echo > trace")
        match_config = self.base.replace('listen = "8080"', 'listen = ""') + \
            (f"\n[sound]\nbuffer = {buffer}\n" if buffer else "")
        self.checks.machine.write_file(self.config_path, match_config)
        self.checks.machine.write_file(DROP_IN, (
            "[Service]\nExecStart=\nExecStart=/opt/tabletop-companion/venv/bin/companion run --hardware simulated "
            "--game pacman --option mode=arcade --players ann,bob --demo --pace 0.25 --new\n"
            "Restart=always\nRestartSec=1\n"))
        started = sh("date +%s")
        try:
            sh("systemctl daemon-reload")
            self.checks.restart()
            self.checks.wait_active()
            sh(f"for n in $(seq {hogs}); do systemd-run --quiet --unit vpi-busy$n sh -c 'while :; do :; done'; done")
            time.sleep(self.minutes * 30)
            params = sh("cat /proc/asound/Loopback/pcm0p/sub0/hw_params")
            granted = dict(line.split(": ", 1) for line in params.splitlines() if ": " in line)
            time.sleep(self.minutes * 30)
            load = sh("cut -d' ' -f1-3 /proc/loadavg")
            sh("systemctl stop 'vpi-busy*'")
            xruns = int(sh(f"grep -c vpi_xrun {TRACE}/trace || true") or 0)
            journal = sh(f"journalctl -u {UNIT} --no-pager -o cat --since @{started}")
            matches = journal.count("Summary:")
            # the counter on an underrun made on purpose: the box stopped for a second (its device left unfed)
            pid = self.checks.unit("MainPID")
            sh(f"kill -STOP {pid}; sleep 1; kill -CONT {pid}; sleep 1")
            seen = int(sh(f"grep -c vpi_xrun {TRACE}/trace || true") or 0) - xruns
        finally:
            sh(f"systemctl stop 'vpi-busy*' 2>/dev/null; rm -f {DROP_IN}; systemctl daemon-reload; "
               f"echo 0 > {TRACE}/events/kprobes/vpi_xrun/enable || true")
            self.checks.machine.write_file(self.config_path, self.base)
            self.checks.restart()
            self.checks.wait_active()
        period = granted.get("period_size", "?")
        self.figures.setdefault("underruns_by_buffer", {})[period] = {  # type: ignore[index]
            "minutes": self.minutes, "xruns": xruns, "matches": matches, "load": load, "made_on_purpose_seen": seen,
            "hogs": hogs}
        self._save()
        return xruns == 0 and seen > 0, (f"{xruns} underrun reports in {self.minutes:g} min of arcade matches ({matches} "
                                         f"finished) at ALSA period {period}, buffer {granted.get('buffer_size', '?')} "
                                         f"frames, load {load}, {hogs} CPU hog(s) on the guest's 2 CPUs; the counter saw {seen} on the underrun "
                                         f"made on purpose (box stopped 1 s)")

    def reopen(self) -> tuple[bool, str]:
        """The card closed after a silence and opened again on the first edge: the first sound's delay."""
        results, _ = self._probe("--reopen 8 --buffers 512", timeout=600)
        delays = [float(d) for d in results[0].get("delays_ms", [])] if results else []  # type: ignore[attr-defined]
        self.figures["reopen"] = results
        self._save()
        if not delays:
            return False, f"no sound heard after reopening: {results}"
        return True, (f"edge -> reopen -> first sample: {spread(delays)} (n={len(delays)}); kept open instead, the "
                      f"first sample comes after play() as in the line above")

    def _save(self) -> None:
        text = json.dumps(self.figures, indent=1)
        (self.checks.machine.workdir / "sound.json").write_text(text)
        (cache_root() / f"sound-{self.figures['arch']}.json").write_text(text)


def record_sound_checks(checks: Checks, record: Callable[[str, Callable[[], tuple[bool, str]]], bool],
                        base_config: str, config_path: str, minutes: float) -> None:
    """The sound's lines of the table, in order."""
    sound = SoundChecks(checks, base_config, config_path, minutes)
    try:
        run_sound_lines(sound, record, minutes)
    finally:  # the default card as the image has it again (the loopback is gone after a reboot)
        checks.sh("rm -f /etc/asound.conf")
        checks.restart()
        checks.wait_active()


def run_sound_lines(sound: SoundChecks, record: Callable[[str, Callable[[], tuple[bool, str]]], bool],
                    minutes: float) -> None:
    """The three lines, the first one deciding whether the others can run."""
    if record("the sound at the device: play() to the first sample on the loopback card, per SDL buffer",
              sound.latency):
        record(f"no underrun in {minutes:g} min of arcade matches under the unit, a CPU hog beside it", sound.underruns)
        record("the card closed after a silence, opened again on the first edge", sound.reopen)
