"""The virtual Pi's checks, each a line of the table ``python -m tests.vpi`` prints.

They run in order on one guest: install as a user would, the unit reaching READY with
``--hardware real``, a button and a peg through gpio-sim, the lgpio fallback, the watchdog, a
stop, the security score, the idle box, then the power cuts (which reboot the guest each time).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from .boards import BOARDS, board_conf
from .machine import GuestError, Machine
from .table_api import HOST_CODE, TableApi

UNIT = "tabletop-companion.service"
CONFIG = "/etc/tabletop-companion/config.toml"
SIM = "/run/vpi-gpio"
"""The gpio-sim chip's sysfs folder in the guest (vpi-board links it): sim_gpioN/pull is a finger."""
HARNESS_CONFIG = f"""# Written by the virtual Pi's harness (tests/vpi) after install.sh, as a user edits it.
[box]
game = "pacman"
players = ["ann", "bob"]

[web]
listen = "8080"
host_code = "{HOST_CODE}"
say_address = false

# The whole matrix on the default pins (8 rows, 16 columns): its switches are gpio-sim wires (wires.py).
[pegs]
board = "gpio"
"""


@dataclass
class Row:
    """One line of the table."""

    check: str
    ok: bool
    detail: str


class Checks:
    """The checks on one booted guest; ``rows`` fills as they run."""

    def __init__(self, machine: Machine, say: Callable[[str], None]) -> None:
        self.machine, self.say = machine, say
        self.api = TableApi(machine.web_port)
        self.rows: list[Row] = []

    def record(self, check: str, step: Callable[[], tuple[bool, str]]) -> bool:
        """Run one check; an exception is its failure, said in its line."""
        started = time.monotonic()
        try:
            ok, detail = step()
        except (GuestError, OSError, TimeoutError, AssertionError, KeyError, ValueError) as exc:
            ok, detail = False, f"{exc.__class__.__name__}: {' / '.join(str(exc).strip().splitlines()[-2:])[:300]}"
        self.rows.append(Row(check, ok, f"{detail} ({time.monotonic() - started:.0f} s)"))
        self.say(f"vpi: {'ok  ' if ok else 'FAIL'} {check}: {detail}")
        return ok

    # -- helpers -------------------------------------------------------------------------------------

    def sh(self, script: str, timeout: float = 300) -> str:
        return self.machine.run(script, timeout=timeout).out.strip()

    def restart(self) -> None:
        """``systemctl restart`` of the box; a failed start raises with the box's own last words (the journal's
        lines that are not systemd's), not only systemd's "see journalctl"."""
        self.sh(f"systemctl restart {UNIT} || {{ journalctl -u {UNIT} -n 12 --no-pager -o cat | "
                f"grep -v -e '^{UNIT}:' -e '^Start' -e '^Stop' -e '^Failed' | tail -2; exit 1; }}")

    def unit(self, prop: str) -> str:
        return self.sh(f"systemctl show -P {prop} {UNIT}")

    def wait_active(self, timeout: float = 300, restarts: int | None = None) -> None:
        deadline = time.monotonic() + timeout
        while True:
            state, count = self.unit("ActiveState"), int(self.unit("NRestarts") or 0)
            if state == "active" and (restarts is None or count >= restarts):
                return
            if time.monotonic() > deadline:
                raise TimeoutError(f"{UNIT} is {state} after {timeout:.0f} s (restarts {count}): "
                                   + self.sh(f"journalctl -u {UNIT} -n 3 --no-pager -o cat"))
            time.sleep(1)

    def press(self, gpio: int, hold: float = 0.2) -> None:
        """A finger on GPIO ``gpio``: pulled to ground (pressed), then released."""
        self.sh(f"echo pull-down > {SIM}/sim_gpio{gpio}/pull; sleep {hold}; echo pull-up > {SIM}/sim_gpio{gpio}/pull")

    def since_restart(self) -> str:
        return self.sh(f"journalctl -u {UNIT} --no-pager -o cat _SYSTEMD_INVOCATION_ID=$(systemctl show -P InvocationID {UNIT})")

    # -- the checks -------------------------------------------------------------------------------------

    def board(self) -> tuple[bool, str]:
        """The Pi this guest is (``--model``): its chips made as that Pi's kernel numbers and labels them, and
        on amd64 its identity; the arm64 guest booted with that Pi's device tree already."""
        board = BOARDS[self.machine.model]
        self.machine.write_file("/etc/vpi-board.conf", board_conf(board))
        made = self.sh("systemctl restart vpi-board; journalctl -u vpi-board -o cat -n 3 --no-pager")
        model = self.sh("tr -d '\\000' < /sys/firmware/devicetree/base/model")
        have = sorted(self.sh("ls /dev | grep '^gpiochip' || true").split(), key=lambda c: int(c[8:]))
        header = self.sh("readlink /run/vpi-gpio").rsplit("/", 1)[-1]
        ok = model == board.model and set(have) == {f"gpiochip{c.number}" for c in board.chips} \
            and header == f"gpiochip{board.header}"
        return ok, f"{model}; {' '.join(have)}; the header chip is {header}" + ("" if ok else f"; vpi-board: {made[-300:]}")

    def install(self) -> tuple[bool, str]:
        out = self.sh("rm -rf /root/tabletop-companion && cp -a /mnt/host/src /root/tabletop-companion && "
                      "/root/tabletop-companion/systemd/install.sh 2>&1", timeout=1800)
        library = next((line for line in out.splitlines() if line.startswith("GPIO library:")), "no GPIO library line")
        versions = self.sh("/opt/tabletop-companion/venv/bin/pip list 2>/dev/null | "
                           "grep -iE '^(gpiozero|gpiod|lgpio|pygame|pygame-ce|tabletop-companion) '")
        return True, f"{library}; " + ", ".join(" ".join(v.split()) for v in versions.splitlines())

    def ready(self) -> tuple[bool, str]:
        self.wait_active()
        shipped = self.sh(f"cmp /mnt/host/src/systemd/{UNIT} /etc/systemd/system/{UNIT} && echo same")
        exec_start = self.unit("ExecStart")
        time.sleep(5)  # a box that dies right after READY would show a restart now
        restarts = self.unit("NRestarts")
        using = next((line for line in self.since_restart().splitlines() if "Using real hardware:" in line), "")
        named = BOARDS[self.machine.model].model in using
        return ("--hardware real" in exec_start and shipped == "same" and restarts == "0" and named,
                f"READY, {restarts} restarts, the shipped unit ({shipped}); "
                f"{using.strip()[:120] or 'no Using line'}; status: {self.unit('StatusText')}")

    def button(self, factory: str = "") -> tuple[bool, str]:
        try:  # the drop-in goes again whatever happens: a box that fails to start on it must not stay on it
            if factory:
                self.sh(f"mkdir -p /run/systemd/system/{UNIT}.d && printf '[Service]\\nEnvironment="
                        f"GPIOZERO_PIN_FACTORY={factory}\\n' > /run/systemd/system/{UNIT}.d/vpi.conf && "
                        f"systemctl daemon-reload")
                self.restart()
                self.wait_active()
            seq = self.api.wait_view()["seq"]
            self.press(17)
            view = self.api.wait_view(timeout=60, ready=lambda v: v["seq"] > seq)
            line = self.since_restart().splitlines()[-1]
            return True, f"GPIO17 pulled low then high by gpio-sim -> update {view['seq']}: {line.strip()[:120]}"
        finally:
            if factory:
                self.sh(f"rm -f /run/systemd/system/{UNIT}.d/vpi.conf && systemctl daemon-reload")
                self.restart()
                self.wait_active()

    def users_script(self) -> tuple[bool, str]:
        """A user's own gpiozero script on the box, with our factories by their entry-point names: a button on
        a line the box does not use (GPIO6), pulled low and high by gpio-sim while the script holds it."""
        script = ("import sys; from gpiozero import Button, Device\n"
                  "b = Button(6)\n"
                  "def pull(p):\n"
                  f"    open('{SIM}/sim_gpio6/pull', 'w').write(p)\n"
                  "seen = []\n"
                  "for p in ('pull-down', 'pull-up'):\n"
                  "    pull(p); seen.append(b.is_pressed)\n"
                  "print(type(Device.pin_factory).__name__, seen)\n")
        self.machine.write_file("/root/users-script.py", script)
        found = []
        for name in ("tabletop", "tabletop-lgpio"):
            out = self.sh(f"GPIOZERO_PIN_FACTORY={name} /opt/tabletop-companion/venv/bin/python /root/users-script.py 2>&1")
            found.append((name, out.splitlines()[-1] if out else "nothing"))
        ok = all(line.endswith("[True, False]") for _, line in found)
        return ok, "; ".join(f"GPIOZERO_PIN_FACTORY={name}: {line[:80]}" for name, line in found)

    def serial_board(self) -> tuple[bool, str]:
        """The Pico peg board under the installed unit: its frames over USB serial (``/dev/ttyUSB0``, QEMU's
        usb-serial; the unit allows ttyUSB and ttyACM, the group dialout), pegs into the game, the cable pulled
        and put back said aloud, the pegs pushed meanwhile resynced, nothing phantom."""
        from .pico import SocketPico
        pico = SocketPico(self.machine.pico_path)
        pico.plug()
        try:
            self.sh("for i in $(seq 100); do [ -e /dev/ttyUSB0 ] && break; sleep 0.2; done; ls -l /dev/ttyUSB0")
            self.machine.write_file(CONFIG, HARNESS_CONFIG.replace('board = "gpio"', 'board = "serial"\n'
                                                                   'serial_port = "/dev/ttyUSB0"'))
            self.restart()
            self.wait_active()
            self.api.wait_view(ready=lambda v: v["game"] == "pacman")
            pico.board.press((0, 1))  # the maze's C2
            first = self.wait_journal("C2", "of C2 from the box within 60 s of its peg")
            pico.unplug()
            lost = self.wait_journal("unplugged", "of the cable pulled within 60 s")
            pico.board.press((0, 2))  # D2, pushed while the cable is out
            pico.plug()
            back = self.wait_journal("(/dev/ttyUSB0): back", "of the board back within 60 s")
            resynced = self.wait_journal("D2", "of D2 (pushed while unplugged) after the resync")
            eaten = {line.rsplit("dot at ", 1)[1][:3].strip(" (") for line in self.since_restart().splitlines()
                     if "dot at " in line}
            ok = eaten <= {"C2", "D2"} and "D2" in resynced
            return ok, (f"{first.strip()[:70]}; {lost.strip()[:50]}; {back.strip()[:40]}; then {resynced.strip()[:60]}; "
                        f"dots eaten: {' '.join(sorted(eaten)) or 'none'}")
        finally:
            pico.unplug()
            self.machine.write_file(CONFIG, HARNESS_CONFIG)
            self.restart()
            self.wait_active()

    def wait_journal(self, text: str, missing: str, timeout: float = 60) -> str:
        """The first line of the box's journal since its start that has ``text`` (TimeoutError: "no word ...")."""
        deadline = time.monotonic() + timeout
        while True:
            found = [line for line in self.since_restart().splitlines() if text in line]
            if found:
                return found[0]
            if time.monotonic() > deadline:
                raise TimeoutError(f"no word {missing}: " + self.since_restart()[-200:])
            time.sleep(1)

    def watchdog(self) -> tuple[bool, str]:
        before = self.api.wait_view()
        restarts = int(self.unit("NRestarts"))
        pid = self.unit("MainPID")
        stopped = time.monotonic()
        self.sh(f"kill -STOP {pid}")
        self.wait_active(timeout=300, restarts=restarts + 1)
        took = time.monotonic() - stopped
        after = self.api.wait_view()
        same = (after["game"], after["players"], after.get("turn"), after["state"]) == \
            (before["game"], before["players"], before.get("turn"), before["state"])
        why = self.sh(f"journalctl -u {UNIT} --no-pager -o cat | grep -m1 -i watchdog || true")
        return same, f"SIGSTOP -> restarted after {took:.0f} s (WatchdogSec={self.unit('WatchdogUSec')}); " \
                     f"{'resumed the same game' if same else 'a different game!'}; {why[:80]}"

    def stop(self) -> tuple[bool, str]:
        """``systemctl stop``: the wall time of the command, and the box's own part of it (SIGTERM to exit,
        from systemd's timestamps), once the box has settled after its last restart."""
        self.api.wait_view()
        time.sleep(10)
        millis = int(self.sh(f"s=$(date +%s%N); systemctl stop {UNIT}; e=$(date +%s%N); echo $(( (e - s) / 1000000 ))"))
        result = self.unit("Result")
        box = (int(self.unit("ExecMainExitTimestampMonotonic")) - int(self.unit("ActiveExitTimestampMonotonic"))) // 1000
        slow = self.sh(f"journalctl -u {UNIT} -o cat -n 30 --no-pager | grep 'stopping took' | tail -1 || true")
        self.sh(f"systemctl start {UNIT}")
        self.wait_active()
        return box < 1000 and result == "success", \
            f"SIGTERM -> exit {box} ms; systemctl stop took {millis} ms in all (result {result})" + \
            (f"; the box: {slow.strip()[:120]}" if slow.strip() else "")

    def security(self) -> tuple[bool, str]:
        """systemd's exposure score of the installed unit, and what weighs most in it."""
        lines = self.sh(f"systemd-analyze security {UNIT} --no-pager").splitlines()
        open_items = [line.split() for line in lines if line.startswith("✗")]
        heaviest = sorted(open_items, key=lambda words: -float(words[-1]) if words[-1].replace(".", "").isdigit() else 0)
        return True, " ".join(lines[-1].split()) + "; heaviest: " + ", ".join(
            f"{words[1]} {words[-1]}" for words in heaviest[:5])

    def idle(self, seconds: float = 10) -> tuple[bool, str]:
        """The idle box's CPU share and wake-ups a second, per thread (voluntary context switches): Death Star,
        buttons only, as in issue 25 (the peg scanner of a PAC-MAN game does a full scan every 0.25 s while idle)."""
        idle_config = HARNESS_CONFIG.replace('game = "pacman"', 'game = "deathstar"').replace('board = "gpio"', 'board = "none"')
        self.machine.write_file(CONFIG, idle_config)  # buttons only: no peg scanner (it scans every 0.25 s idle)
        self.restart()
        self.wait_active()
        self.api.wait_view(ready=lambda v: v["game"] == "deathstar")
        time.sleep(30)  # its opening words are spoken (espeak-ng and the sound card are slow under emulation)
        script = f"""pid=$(systemctl show -P MainPID {UNIT}); hz=$(getconf CLK_TCK)
snap() {{ for t in /proc/$pid/task/*; do printf '%s %s %s %s\\n' "${{t##*/}}" "$(tr ' ' _ < $t/comm)" \
  "$(awk '{{print $14+$15}}' $t/stat)" "$(awk '/^voluntary_ctxt/{{v=$2}} /^nonvoluntary/{{n=$2}} END{{print v+n}}' $t/status)"; done; }}
snap > /tmp/a; sleep {seconds}; snap > /tmp/b; echo hz $hz; join /tmp/a /tmp/b"""
        lines = self.sh(script).splitlines()
        hz = int(lines[0].split()[1])
        threads: list[tuple[str, float, float]] = []
        for line in lines[1:]:
            _, name, ticks_a, wakes_a, _, ticks_b, wakes_b = line.split()
            threads.append((name, (int(ticks_b) - int(ticks_a)) / hz / seconds * 100,
                            (int(wakes_b) - int(wakes_a)) / seconds))
        total_cpu = sum(t[1] for t in threads)
        total_wakes = sum(t[2] for t in threads)
        device = sum(w for n, _, w in threads if n.startswith("SDLAudio"))
        hotplug = sum(w for n, _, w in threads if n.startswith("SDLHotplug"))
        ours = total_wakes - device - hotplug
        top = sorted(threads, key=lambda t: -t[2])[:4]
        self.machine.write_file(CONFIG, HARNESS_CONFIG)
        self.restart()
        self.wait_active()
        return ours <= 5, (
            f"CPU {total_cpu:.1f} % of a core; {total_wakes:.1f} wake-ups/s over {len(threads)} threads: SDL's audio "
            f"device thread {device:.0f}/s, SDL's ALSA hotplug poll {hotplug:.0f}/s, everything else {ours:.1f}/s; busiest: "
            + ", ".join(f"{n} {w:.1f}/s" for n, _, w in top) + "; " + self.reopen_audio())

    def reopen_audio(self) -> str:
        """What closing the sound card after a silence would cost: opening it again, and the first sound."""
        probe = """import os, time; os.environ['SDL_AUDIODRIVER'] = 'alsa'
import pygame
opens, firsts = [], []
sound = None
for _ in range(5):
    t = time.perf_counter(); pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
    o = time.perf_counter(); sound = sound or pygame.mixer.Sound(buffer=bytes(4 * 441))
    channel = sound.play()
    while channel is not None and not channel.get_busy(): time.sleep(0.0005)
    firsts.append((time.perf_counter() - o) * 1000); opens.append((o - t) * 1000); pygame.mixer.quit()
print(f"reopening the sound card {min(opens):.0f}-{max(opens):.0f} ms, first sound {min(firsts):.1f}-{max(firsts):.1f} ms")
"""
        self.machine.write_file("/run/vpi-reopen.py", probe)
        out = self.sh(f"systemctl stop {UNIT}; timeout 120 runuser -u companion -- /opt/tabletop-companion/venv/bin/python "
                      f"/run/vpi-reopen.py 2>&1 | tail -1 || true; systemctl start {UNIT}", timeout=400)
        self.wait_active()
        return out or "reopening the sound card: no answer within 120 s"


    def full_card(self) -> tuple[bool, str]:
        """The card filled up while the box was off: a 2 MiB tmpfs over the box's state folder, holding its
        files (the reserve gone, as if already used), filled with zeros. The hardened unit must fail to start
        saying what to free, touch no file, move nothing aside; given room again it resumes the same game."""
        state = "/var/lib/tabletop-companion"
        before = self.api.wait_view()
        self.sh(f"systemctl stop {UNIT}")
        digest = self.sh(f"rm -rf /root/vpi-state && cp -a {state} /root/vpi-state && "
                         f"mount -t tmpfs -o size=2m,mode=0750 tmpfs {state} && cp -a /root/vpi-state/. {state}/ && "
                         f"rm -f {state}/companion.db.reserve && (dd if=/dev/zero of={state}/filler bs=4k 2>/dev/null; "
                         f"true) && sha256sum {state}/companion.db")
        try:
            started = self.sh("date +%s").strip()
            self.sh(f"systemctl start {UNIT} || true")  # Type=notify: the start fails when the box exits first
            deadline = time.monotonic() + 120
            while "memory card is full" not in self.since_restart():
                if time.monotonic() > deadline:
                    raise TimeoutError("no word of a full card within 120 s: " + self.since_restart()[-300:])
                time.sleep(1)
            said = next(line for line in self.since_restart().splitlines() if "memory card is full" in line)
            time.sleep(15)  # five RestartSec: a box started again would have said it again by now
            restarts = self.sh(f"systemctl show -p NRestarts --value {UNIT}").strip()
            everything = self.sh(f"journalctl -u {UNIT} --no-pager -o cat --since @{started}")
            times_said = sum("memory card is full" in line for line in everything.splitlines())
            once = sum("memory card is full" in line for line in self.since_restart().splitlines())
            untouched = self.sh(f"sha256sum {state}/companion.db") == digest
            moved = self.sh(f"ls {state} | grep -c broken- || true")
            self.sh(f"systemctl stop {UNIT}; rm -f {state}/filler; systemctl reset-failed {UNIT}; "
                    f"systemctl start {UNIT}")
            self.wait_active()
            after = self.api.wait_view()
            same = (after["game"], after["players"]) == (before["game"], before["players"])
        finally:
            self.sh(f"systemctl stop {UNIT}; rm -f {state}/filler; rm -rf /root/vpi-state && "
                    f"cp -a {state} /root/vpi-state && umount {state} && cp -a /root/vpi-state/. {state}/ && "
                    f"systemctl reset-failed {UNIT}; systemctl start {UNIT}")
            self.wait_active()
        return untouched and moved == "0" and same and restarts == "0" and times_said == once, (
            f"{'database untouched' if untouched else 'the database CHANGED'}, {moved} moved aside; "
            f"{restarts} restarts in 15 s ({times_said} lines of it, {once} from one start); said: "
            f"{said.strip()[:110]}; with room again: {'the same game resumed' if same else 'a different game!'}")


def run_checks(machine: Machine, say: Callable[[str], None], power_cuts: int, seed: int,
               gpiozero: bool = False, sound_minutes: float = 10) -> list[Row]:
    """Every check in order (``gpiozero``: with gpiozero's real-pin tests; ``sound_minutes``: the arcade
    matches' length for the underrun count); the power cuts last (they reboot the guest)."""
    from .matrix_checks import record_matrix_checks
    from .power_cuts import power_cut_run
    from .screen_checks import record_screen_checks
    from .sound_checks import record_sound_checks
    checks = Checks(machine, say)
    if not checks.record(f"the board is a {machine.model} (its chips, model, header)", checks.board):
        return checks.rows
    if not checks.record("install.sh as a user runs it", checks.install):
        return checks.rows
    if not checks.record("the shipped unit reaches READY with --hardware real, naming the board", checks.ready):
        return checks.rows
    checks.record("a button through gpio-sim becomes the game's action", checks.button)
    checks.record("the same on the lgpio fallback (GPIOZERO_PIN_FACTORY=lgpio)", lambda: checks.button("lgpio"))
    checks.record("a user's gpiozero script on our factories (entry points tabletop, tabletop-lgpio)",
                  checks.users_script)
    record_matrix_checks(checks, checks.record)
    if gpiozero:
        from .real_pins import real_pin_tests
        checks.record("gpiozero's own real-pin tests, GPIO22 wired to GPIO27, per factory",
                      lambda: real_pin_tests(checks))
    checks.record("the Pico peg board over USB serial: pegs, the cable pulled and back, resynced", checks.serial_board)
    record_screen_checks(checks, checks.record, HARNESS_CONFIG, CONFIG)
    checks.record("kill -STOP: the watchdog restarts it, the game resumes", checks.watchdog)
    checks.record("systemctl stop: the box exits within 1 s of SIGTERM", checks.stop)
    checks.record("systemd-analyze security", checks.security)
    checks.record("the idle box (Death Star, buttons only): <= 5 wake-ups/s besides SDL's", checks.idle)
    checks.record("a card that filled up while the box was off: it says so, changes nothing, resumes after",
                  checks.full_card)
    record_sound_checks(checks, checks.record, HARNESS_CONFIG, CONFIG, sound_minutes)
    if power_cuts:
        checks.record(f"{power_cuts} power cuts: journal and score log exact",
                      lambda: power_cut_run(machine, checks.api, power_cuts, seed, say))
    return checks.rows


def table(rows: list[Row]) -> str:
    """The rows as a plain table."""
    width = max(len(r.check) for r in rows)
    return "\n".join(f"{'PASS' if r.ok else 'FAIL'}  {r.check:<{width}}  {r.detail}" for r in rows)


def summary(rows: list[Row]) -> tuple[int, int]:
    """How many passed, of how many, for the closing line."""
    return sum(r.ok for r in rows), len(rows)
