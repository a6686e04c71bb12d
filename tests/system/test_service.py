"""Life as a systemd service: sd_notify, SIGTERM, the unit's hardening, logging."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, json_events

from controller.systemd.sd_notify import sd_notify, watchdog_interval

UNIT = ROOT / "systemd" / "tabletop-companion.service"
# systemd-analyze comes with systemd (every Debian machine, CI included); elsewhere these cannot run.
needs_systemd = pytest.mark.skipif(shutil.which("systemd-analyze") is None and not os.environ.get("CI"),
                                   reason="systemd-analyze not installed")


def notify_socket(path: str) -> socket.socket:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(path)
    sock.settimeout(10)
    return sock


def test_sd_notify_reaches_a_real_socket(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with notify_socket(str(tmp_path / "notify")) as sock:
        monkeypatch.setenv("NOTIFY_SOCKET", str(tmp_path / "notify"))
        assert sd_notify("READY=1\nSTATUS=hello")
        assert sock.recv(4096) == b"READY=1\nSTATUS=hello"


def test_sd_notify_abstract_namespace(monkeypatch: pytest.MonkeyPatch) -> None:
    name = f"tabletop-test-{os.getpid()}"
    with notify_socket("\0" + name) as sock:
        monkeypatch.setenv("NOTIFY_SOCKET", "@" + name)
        assert sd_notify("WATCHDOG=1")
        assert sock.recv(4096) == b"WATCHDOG=1"


def test_sd_notify_is_a_no_op_outside_systemd(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NOTIFY_SOCKET", raising=False)
    assert sd_notify("READY=1") is False


def test_watchdog_interval_is_half_of_watchdogsec(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WATCHDOG_USEC", "30000000")
    monkeypatch.delenv("WATCHDOG_PID", raising=False)
    assert watchdog_interval() == 15.0
    monkeypatch.setenv("WATCHDOG_PID", "1")  # meant for another process
    assert watchdog_interval() is None


def start_box(tmp_path: Path, *args: str, stdin: int | None = subprocess.DEVNULL,
              extra_env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", **(extra_env or {})}
    return subprocess.Popen([sys.executable, "-m", "controller.cli", "run", "--game", "deathstar", "--simulate",
                             "--players", "ann,bob", "--seed", "7", "--db", str(tmp_path / "box.db"), *args],
                            stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)


def test_the_service_says_ready_pings_the_watchdog_and_stops_on_sigterm(tmp_path: Path) -> None:
    """How fast SIGTERM ends the box is a figure of bench/shutdown.py, not a test (machines are noisy)."""
    path = str(tmp_path / "notify")
    with notify_socket(path) as sock:
        box = start_box(tmp_path, extra_env={"NOTIFY_SOCKET": path, "WATCHDOG_USEC": "1000000",
                                             "INVOCATION_ID": "test"})
        messages = [sock.recv(4096).decode()]
        assert messages[0].startswith("READY=1\nSTATUS=Escape from Death Star #1 (ann, bob)")
        sock.settimeout(60)  # a hang guard only: the pings come about once a second when idle
        while messages.count("WATCHDOG=1") < 2:
            messages.append(sock.recv(4096).decode())
        box.send_signal(signal.SIGTERM)
        out, err = box.communicate(timeout=60)
        assert box.returncode == 0, err
        sock.settimeout(1)
        rest = []
        try:
            while True:
                rest.append(sock.recv(4096).decode())
        except TimeoutError:
            pass
        assert any(m.startswith("STOPPING=1") for m in rest)
        assert "Summary:" in out


def test_sigterm_mid_game_keeps_every_applied_action(tmp_path: Path) -> None:
    box = start_box(tmp_path, "--script", "-", "--json", stdin=subprocess.PIPE)
    assert box.stdin is not None and box.stdout is not None
    box.stdin.write("press spin\npress spin\npress spin\ndo land token=1 spot=force\n")
    box.stdin.flush()
    lines: list[str] = []
    while not any('"event": "force_card"' in line for line in lines):
        lines.append(box.stdout.readline())
    box.send_signal(signal.SIGTERM)
    out, _ = box.communicate(timeout=120)  # a hang guard: bench/shutdown.py measures how fast it stops
    assert box.returncode == 0
    summary = json_events(out)[-1]
    assert summary["event"] == "summary" and summary["state"]["cards_drawn"] == 1
    resumed = subprocess.run([sys.executable, "-m", "controller.cli", "run", "--game", "deathstar", "--simulate",
                              "--players", "ann,bob", "--seed", "7", "--db", str(tmp_path / "box.db"), "--json",
                              "--script", "-"], input="", capture_output=True, text=True, cwd=ROOT,
                             env={**os.environ, "SDL_AUDIODRIVER": "dummy"})
    assert json_events(resumed.stdout)[-1]["state"] == summary["state"]


SIGNAL_AT = """
import os, signal, sys
from controller.systemd import notifier as service
from controller.core.publisher import Publisher
when = sys.argv.pop(1)
def with_sigterm(original):
    def patched(self, *args):
        original(self, *args)
        os.kill(os.getpid(), signal.SIGTERM)  # handled at the next bytecode of this very thread
    return patched
if when == "ready":
    service.ServiceNotifier.ready = with_sigterm(service.ServiceNotifier.ready)
elif when == "mid-input":  # while the main thread holds a lock, as inside queue.join() or a gpiozero pin
    import threading
    from controller.app.box import Box
    from controller.core.loop import GameLoop
    held = threading.Lock()
    settle, finish = GameLoop.settle, Box.finish
    def settle_holding_a_lock(self):
        held.acquire()
        os.kill(os.getpid(), signal.SIGTERM)
        for _ in range(1000):  # bytecodes: a handler that raises would raise here, the lock held
            pass
        held.release()
        settle(self)
    def finish_needing_it(self):
        with held:
            pass
        finish(self)
    GameLoop.settle, Box.finish = settle_holding_a_lock, finish_needing_it
else:  # twice while shutting down: once as it begins, once when the summary is published
    service.ServiceNotifier.stopping = with_sigterm(service.ServiceNotifier.stopping)
    Publisher.summary = with_sigterm(Publisher.summary)
from controller.cli import main
sys.exit(main())
"""


@pytest.mark.parametrize("when", ["ready", "stopping", "mid-input"])
def test_a_sigterm_at_any_moment_ends_the_box_cleanly(tmp_path: Path, when: str) -> None:
    """systemd may stop the service the moment it reports READY=1 (a quick restart), send SIGTERM again
    while it stops, or while an input is being handled: the box finishes once, whole, and exits 0. (It
    used to raise at whatever bytecode the signal met: after READY it kept its threads and never
    exited; holding a lock, the shutdown waited for it for ever, as a CI run once showed.)"""
    box = subprocess.Popen([sys.executable, "-c", SIGNAL_AT, when, "run", "--game", "pacman", "--simulate",
                            "--players", "ann,bob", "--db", str(tmp_path / "box.db"),
                            *(["--script", os.devnull] if when == "stopping" else []),
                            *(["--script", "-"] if when == "mid-input" else [])],
                           stdin=subprocess.PIPE if when == "mid-input" else subprocess.DEVNULL,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env={**os.environ, "SDL_AUDIODRIVER": "dummy"})
    try:  # mid-input: the first line is handled whole, then the box stops before reading another
        out, err = box.communicate("roll\nroll\n" if when == "mid-input" else None, timeout=120)
    finally:
        box.kill()
    assert box.returncode == 0, err
    assert "Summary: ann 0, bob 0" in out
    if when == "mid-input":
        assert out.count(" rolls ") == 1, out


def test_logs_carry_journald_priorities_under_systemd(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, "-m", "controller.cli", "run", "--game", "deathstar", "--simulate",
                             "--db", str(tmp_path / "l.db"), "--script", "-"], input="", capture_output=True,
                            text=True, cwd=ROOT, env={**os.environ, "SDL_AUDIODRIVER": "no_such_driver",
                                                      "JOURNAL_STREAM": "8:1234"})
    warning = [line for line in result.stderr.splitlines() if "no sound device" in line][0]
    assert warning.startswith("<4>controller.app.box: ")


def test_the_unit_lets_the_pages_reach_the_local_network_only() -> None:
    settings = [line.split("=", 1) for line in UNIT.read_text().splitlines() if "=" in line and line[0].isalpha()]
    families = " ".join(v for k, v in settings if k == "RestrictAddressFamilies").split()
    assert {"AF_INET", "AF_INET6"} <= set(families)
    assert "PrivateNetwork" not in dict(settings)
    allowed = " ".join(v for k, v in settings if k == "IPAddressAllow").split()
    assert ("IPAddressDeny", "any") in [tuple(s) for s in settings]
    assert "192.168.0.0/16" in allowed and not [a for a in allowed if a in ("any", "0.0.0.0/0", "::/0")]


@needs_systemd
def test_the_unit_scores_2_or_better_in_systemd_analyze_security() -> None:
    result = subprocess.run(["systemd-analyze", "security", "--offline=true", "--threshold=20", str(UNIT)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr
    assert "Overall exposure level" in result.stdout


@needs_systemd
def test_the_unit_verifies_cleanly(tmp_path: Path) -> None:
    # ExecStart names where install.sh puts the program; point it at this checkout's to verify the rest.
    program = shutil.which("companion") or str(Path(sys.executable).with_name("companion"))
    unit = tmp_path / UNIT.name
    unit.write_text(UNIT.read_text().replace("/opt/tabletop-companion/venv/bin/companion", program))
    result = subprocess.run(["systemd-analyze", "verify", str(unit)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stderr.strip() == "", result.stderr


def unit_setting(key: str) -> list[str]:
    """The values the box's unit gives ``key`` (space-separated, over every line that sets it)."""
    return [value for line in UNIT.read_text().splitlines() if line.startswith(f"{key}=")
            for value in line.split("=", 1)[1].split()]


def test_the_unit_lets_the_screen_draw_on_kms_under_its_sandbox() -> None:
    # The virtual Pi's screen line: under MemoryDenyWriteExecute, Mesa's llvmpipe (its software GL, where no GPU
    # driver takes the display) died of SIGSEGV compiling code; softpipe needs no W+X memory. A service has no
    # desktop: SDL goes straight to KMS/DRM. The display's and the touch panel's devices and groups stay allowed.
    assert "MemoryDenyWriteExecute=true" in UNIT.read_text().splitlines()
    assert {"SDL_VIDEODRIVER=kmsdrm", "GALLIUM_DRIVER=softpipe"} <= set(unit_setting("Environment"))
    assert {"char-drm", "char-input"} <= set(unit_setting("DeviceAllow"))
    assert {"video", "render", "input"} <= set(unit_setting("SupplementaryGroups"))


def test_a_box_that_refuses_to_start_is_not_started_again_to_say_it_again(tmp_path: Path) -> None:
    """A bad config (as a full card) exits 2 with its one line, said aloud on a box with a speaker: restarted,
    it said the same sentence every ten seconds all evening. A crash is still restarted."""
    bad = tmp_path / "companion.toml"
    bad.write_text("[box\nlanguage = 'it'\n")
    refused = subprocess.run([sys.executable, "-m", "controller.cli", "run", "--config", str(bad)], cwd=ROOT,
                             capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert refused.returncode == 2 and str(bad) in refused.stderr, refused.stderr
    assert unit_setting("Restart") == ["on-failure"]
    assert str(refused.returncode) in unit_setting("RestartPreventExitStatus")
    assert "1" not in unit_setting("RestartPreventExitStatus")


HUB_UNIT = ROOT / "systemd" / "tabletop-hub.service"


@needs_systemd
def test_the_hub_unit_scores_2_or_better_and_reaches_the_local_network_only() -> None:
    result = subprocess.run(["systemd-analyze", "security", "--offline=true", "--threshold=20", str(HUB_UNIT)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr
    text = HUB_UNIT.read_text()
    assert "IPAddressDeny=any" in text and "companion hub --mqtt ${HUB_MQTT_URL}" in text


def test_the_stop_signal_handler_takes_no_lock() -> None:
    """A handler runs on the main thread between two bytecodes: if the main thread holds a lock there (as
    inside ``Event.wait()``) and the handler wants it, the box waits for itself for ever. Every call the
    handler makes is watched: none may go into ``threading`` or acquire a lock."""
    import sys as system
    from types import FrameType
    from typing import Any

    from controller.systemd.signals import StopSignals

    stop = StopSignals()
    stop.install()
    handler = signal.getsignal(signal.SIGTERM)  # the handler as the interpreter will call it
    assert callable(handler)
    calls: list[str] = []

    def watch(frame: FrameType, event: str, arg: Any) -> None:
        if event == "call":
            calls.append(f"{frame.f_code.co_filename}:{frame.f_code.co_name}")
        elif event == "c_call":
            calls.append(f"{getattr(arg, '__qualname__', arg)}")

    system.setprofile(watch)
    try:
        handler(signal.SIGTERM, None)
    finally:
        system.setprofile(None)
    try:
        locking = [c for c in calls if "threading.py" in c or "acquire" in c or "__enter__" in c]
        assert calls and locking == [], calls
        assert stop.requested and stop.wait(0)
    finally:
        stop.close()


@pytest.mark.parametrize("game", ["deathstar", "cards", "pacman", "labyrinth"])
def test_a_service_stopped_the_moment_it_is_ready_ends(tmp_path: Path, game: str) -> None:
    """SIGTERM as soon as READY=1 arrives, twice per game: every box ends, exits 0 and finishes its game (the
    time it takes, and 40 starts per game, are bench/shutdown.py --at-ready's; the timeout is a hang guard)."""
    for attempt in range(2):
        path = str(tmp_path / f"notify{attempt}")
        with notify_socket(path) as sock:
            env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "NOTIFY_SOCKET": path}
            box = subprocess.Popen([sys.executable, "-m", "controller.cli", "run", "--game", game, "--simulate",
                                    "--players", "ann,bob", "--db", str(tmp_path / f"{attempt}.db")],
                                   stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   text=True, cwd=ROOT, env=env)
            try:
                sock.settimeout(120)
                assert sock.recv(4096).decode().startswith("READY=1")
                box.send_signal(signal.SIGTERM)
                out, err = box.communicate(timeout=120)
            finally:
                box.kill()
            assert box.returncode == 0, err
            assert "Summary:" in out


def test_a_stop_signal_that_lands_on_another_thread_still_wakes_the_waiting_box() -> None:
    """The kernel gives a signal sent to the process to any of its threads. The service's main thread, asleep
    until SIGTERM, must wake even when a sink's or the scanner's thread took it (a box stopped at READY=1
    once slept on for ever that way)."""
    import threading
    import time

    from controller.systemd.signals import StopSignals

    stop = StopSignals()
    stop.install()
    try:
        main = threading.main_thread().ident
        assert main is not None

        def asleep_in_wait() -> bool:
            frame = sys._current_frames().get(main)
            while frame is not None:
                if frame.f_code is StopSignals.wait.__code__:
                    return True
                frame = frame.f_back
            return False

        def sink() -> None:  # once the main thread sleeps in wait(), the signal lands here
            while not asleep_in_wait():
                time.sleep(0.001)
            signal.pthread_kill(threading.get_ident(), signal.SIGTERM)

        other = threading.Thread(target=sink, name="a-sink")
        other.start()
        woke = stop.wait(timeout=60)  # the guard: only a main thread that never heard of the signal sleeps it out
        other.join()
        assert woke  # heard the signal: False only when the 60 s guard ran out
    finally:
        stop.uninstall()
