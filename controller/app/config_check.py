"""Validation of a user config against the shipped defaults.

Every problem becomes one :class:`Problem` naming the file, the line where it
can be found, the key, and what is expected. Nothing here raises on bad input.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from controller.core.actions import CONTROLLER_ACTIONS
from controller.core.config import Problem
from controller.hardware.choice import HARDWARE_SETTINGS
from controller.words.languages import LANGUAGES, espeak_has_voice
from controller.words.messages import Messages
from drivers.pin_names import gpio_number
from games.base import check_players
from games.errors import BadOptions
from games.datafile import DataError
from games.registry import GAMES



def key_lines(text: str) -> dict[str, int]:
    """Every dotted key (``a.b.key``) set in TOML ``text``, and the 1-based line that sets it.

    One pass over the text, so that naming the line of thousands of problems stays linear.
    """
    found: dict[str, int] = {}
    current: list[str] = []
    header = re.compile(r"^\s*\[\s*([^\]]+?)\s*\]")
    assignment = re.compile(r"^\s*([\w\-\".]+)\s*=")
    for number, line in enumerate(text.splitlines(), 1):
        m = header.match(line)
        if m:
            current = [p.strip().strip('"') for p in m.group(1).split(".")]
            found.setdefault(".".join(current), number)
            continue
        m = assignment.match(line)
        if m:
            found.setdefault(".".join(current + [p.strip('"') for p in m.group(1).split(".")]), number)
    return found


def _type_name(value: Any) -> str:
    return {bool: "true/false", int: "a whole number", float: "a number", str: "a text in quotes",
            list: "a list", dict: "a table"}.get(type(value), type(value).__name__)


def _same_type(default: Any, value: Any) -> bool:
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(default, bool) and isinstance(value, bool)
    if isinstance(default, float):
        return isinstance(value, (int, float))
    return isinstance(value, type(default))


class Checker:
    """Collects the problems of one user config (already parsed) against the defaults."""

    def __init__(self, source: str, text: str) -> None:
        self.source = source
        self.text = text
        self.problems: list[Problem] = []
        self.lines = key_lines(text)
        self.clean: dict[str, Any] = {}
        """The user's settings that are known and of the right type (what the value checks see)."""

    def add(self, key: str, message: str) -> None:
        """Record a problem at ``key``."""
        self.problems.append(Problem(self.source, key, message, self.lines.get(key)))

    def shape(self, defaults: dict[str, Any], user: dict[str, Any], prefix: str = "",
              clean: dict[str, Any] | None = None) -> None:
        """Unknown keys and wrong types, recursively; the rest is kept in :attr:`clean`."""
        clean = self.clean if clean is None else clean
        for key, value in user.items():
            path = f"{prefix}{key}"
            free = prefix in ("buttons.pins.", "sound.events.") or prefix.endswith((".press.", ".hold."))
            if prefix == "games." and key in GAMES:
                default = defaults.get(key, {})
            elif key not in defaults and not free:
                known = ", ".join(sorted(defaults)) or "none"
                self.add(path, f"unknown key (known here: {known})")
                continue
            else:
                default = defaults.get(key)
            if default is None or prefix == "buttons.pins.":  # a pin: a number or a name (checked by pins())
                clean[key] = value
                continue
            if not _same_type(default, value):
                self.add(path, f"expected {_type_name(default)}, got {_type_name(value)} {value!r}")
            elif isinstance(value, dict):
                clean[key] = {}
                self.shape(default, value, path + ".", clean[key])
            else:
                clean[key] = value

    def number(self, merged: dict[str, Any], key: str, low: float, high: float) -> None:
        """``key`` must be within [low, high]."""
        value = _get(merged, key)
        if isinstance(value, (int, float)) and not isinstance(value, bool) and not low <= value <= high:
            self.add(key, f"{value} is out of range: expected {low} to {high}")

    def values(self, merged: dict[str, Any]) -> None:
        """Ranges, pins, players, games, data files and bindings of the merged config."""
        self.number(merged, "buttons.hold_time", 0.05, 10)
        self.number(merged, "buttons.bounce_time", 0, 1)
        self.number(merged, "buttons.double_press", 0, 5)
        self.number(merged, "sound.volume", 0, 1)
        self.number(merged, "speech.rate", 80, 450)
        self.number(merged, "speech.stale_after", 0.5, 120)
        buffer = _get(merged, "sound.buffer")
        if isinstance(buffer, int) and (buffer < 256 or buffer > 8192 or buffer & (buffer - 1)):
            self.add("sound.buffer", f"{buffer} is not a power of two from 256 to 8192 (try 512)")
        if _get(merged, "sound.frequency") not in (22050, 44100, 48000):
            self.add("sound.frequency", "expected 22050, 44100 or 48000")
        self.files(merged)
        self.pins(merged)
        self.pegs(merged)
        self.web(merged)
        self.mqtt(merged)
        self.screen(merged)
        self.event_volumes(merged)
        language = _get(merged, "box.language")
        if language != "" and language not in LANGUAGES:  # "": the system's
            self.add("box.language", f"unknown language {language!r} (languages: {', '.join(LANGUAGES)})")
        voice = _get(merged, "speech.voice")
        if isinstance(voice, str) and voice and espeak_has_voice(voice) is False:
            self.add("speech.voice", f"espeak-ng has no voice {voice!r} (espeak-ng --voices lists them; "
                                     f'"" speaks the language\'s)')
        if _get(merged, "box.hardware") not in HARDWARE_SETTINGS:
            self.add("box.hardware", 'expected "auto", "real" or "simulated"')
        game = _get(merged, "box.game")
        if isinstance(game, str) and game not in GAMES:
            self.add("box.game", f"unknown game {game!r} (games: {', '.join(GAMES)})")
        players = _get(merged, "box.players")
        if isinstance(players, list):
            if not all(isinstance(p, str) for p in players):
                self.add("box.players", "expected a list of names in quotes")
            else:
                try:
                    check_players(players, 1, 8)
                except BadOptions as exc:
                    self.add("box.players", Messages().refusal(exc))
        for name, table in (merged.get("games") or {}).items():
            if name in GAMES and isinstance(table, dict):
                self.game(name, table, merged)

    def files(self, merged: dict[str, Any]) -> None:
        """``box.database`` is a database file of ours (or none yet), ``sound.folder`` a folder."""
        from controller.core.dbfile import DatabaseRefused, inspect
        database = _get(merged, "box.database")
        if isinstance(database, str) and database:
            try:
                inspect(Path(database).expanduser())
            except DatabaseRefused as exc:
                self.add("box.database", str(exc))
            except ValueError as exc:  # a NUL in the path
                self.add("box.database", f"not a usable path: {exc}")
        folder = _get(merged, "sound.folder")
        if isinstance(folder, str) and folder and not _is_dir(folder):
            self.add("sound.folder", f"{folder}: not a folder (give the folder that holds your .wav files)")

    def pegs(self, merged: dict[str, Any]) -> None:
        """``[pegs]``: the board kind, debounce mode, ranges, and GPIO pins clashing with nothing."""
        from drivers.matrix import DEBOUNCE_MODES
        if _get(merged, "pegs.board") not in ("none", "gpio", "serial"):
            self.add("pegs.board", 'expected "none", "gpio" or "serial"')
        if _get(merged, "pegs.debounce") not in DEBOUNCE_MODES:
            self.add("pegs.debounce", f"expected one of {', '.join(DEBOUNCE_MODES)}")
        self.number(merged, "pegs.scan_period_ms", 0.2, 100)
        self.number(merged, "pegs.settle_us", 0, 1000)
        self.number(merged, "pegs.debounce_ms", 0, 100)
        self.number(merged, "pegs.chatter_bursts", 2, 1000)
        self.number(merged, "pegs.idle_poll_ms", 0, 1000)
        self.number(merged, "pegs.serial_baud", 300, 4_000_000)
        if _get(merged, "pegs.board") == "serial" and _get(merged, "pegs.diodes") is False:
            # the Pico reports each change on its own: the box cannot judge a scan's ghosts from its frames
            self.add("pegs.diodes", 'the serial (Pico) board does not look for ghosts: wire a diode per switch '
                     'and set diodes = true, or scan the matrix with the Pi (board = "gpio")')
        if _get(merged, "pegs.board") != "gpio":
            return
        taken = {}
        for name, pin in (_get(merged, "buttons.pins") or {}).items():
            try:
                taken[gpio_number(pin)] = f"button {name!r}"
            except ValueError:
                pass  # said by pins()
        for key, limit in (("rows", 16), ("cols", 16)):
            try:
                pins = [gpio_number(p) for p in _get(merged, f"pegs.{key}")]
            except ValueError as exc:
                self.add(f"pegs.{key}", str(exc))
                continue
            if not 1 <= len(pins) <= limit:
                self.add(f"pegs.{key}", f"expected 1 to {limit} pins, got {len(pins)}")
            for pin in pins:
                if pin in taken:
                    self.add(f"pegs.{key}", f"GPIO {pin} is already used by {taken[pin]}")
                    break
                taken[pin] = f"pegs.{key}"

    def parses(self, merged: dict[str, Any], key: str, parse: Callable[[str], object], empty_ok: bool = True) -> None:
        """A text setting must be accepted by ``parse`` (its ValueError is the problem); "" means unset."""
        value = _get(merged, key)
        if isinstance(value, str) and (value or not empty_ok):
            try:
                parse(value)
            except ValueError as exc:
                self.add(key, str(exc))

    def web(self, merged: dict[str, Any]) -> None:
        """``[web]``: ``listen`` is ``[HOST:]PORT``; a host code is 4 to 32 letters or digits."""
        from controller.faces.web.address import check_public_url, parse_listen
        self.parses(merged, "web.listen", parse_listen)
        self.parses(merged, "web.public_url", check_public_url)
        code = _get(merged, "web.host_code")
        if isinstance(code, str) and code and not (4 <= len(code) <= 32 and code.isalnum() and code.isascii()):
            self.add("web.host_code", "expected 4 to 32 letters or digits (or \"\" for a new random code each start)")

    def mqtt(self, merged: dict[str, Any]) -> None:
        """``[mqtt]``: a broker URL, files that exist; ``[box] id`` usable in a topic."""
        from controller.faces.mqtt.connection import parse_url
        from controller.faces.mqtt.topics import check_box_id
        self.parses(merged, "box.id", check_box_id)
        self.parses(merged, "mqtt.url", parse_url)
        for key in ("ca_file", "cert_file", "key_file"):
            path = _get(merged, f"mqtt.{key}")
            if isinstance(path, str) and path and not Path(path).expanduser().is_file():
                self.add(f"mqtt.{key}", f"{path}: no such file")

    def screen(self, merged: dict[str, Any]) -> None:
        """``[screen]``: a size, a rotation by quarter turns, a scale."""
        from controller.faces.screen.sink import parse_size
        self.parses(merged, "screen.size", parse_size, empty_ok=False)
        if _get(merged, "screen.rotation") not in (0, 90, 180, 270):
            self.add("screen.rotation", "expected 0, 90, 180 or 270")
        self.number(merged, "screen.scale", 0.5, 4)

    def event_volumes(self, merged: dict[str, Any]) -> None:
        """``[sound.events]``: known event kinds, each a volume from 0 to 1."""
        from sounds.pack import all_events
        known = all_events()
        for event, volume in (_get(merged, "sound.events") or {}).items():
            key = f"sound.events.{event}"
            if event not in known:
                self.add(key, f"no sound plays for event {event!r} (events: {', '.join(sorted(known))})")
            elif isinstance(volume, bool) or not isinstance(volume, (int, float)) or not 0 <= volume <= 1:
                self.add(key, f"expected a volume from 0.0 to 1.0 (0 silences it), got {volume!r}")

    def pins(self, merged: dict[str, Any]) -> None:
        """Each button pin is a GPIO pin name (as gpiozero takes them) and used once (the key set in the
        file is blamed)."""
        users: dict[int, list[str]] = {}
        for button, pin in (_get(merged, "buttons.pins") or {}).items():
            try:
                users.setdefault(gpio_number(pin), []).append(button)
            except ValueError as exc:
                self.add(f"buttons.pins.{button}", str(exc))
        for pin, buttons in users.items():
            if len(buttons) < 2:
                continue
            in_file = [b for b in buttons if f"buttons.pins.{b}" in self.lines]
            blamed = in_file if len(in_file) < len(buttons) else buttons[1:]
            for button in blamed:
                others = ", ".join(repr(b) for b in buttons if b != button)
                self.add(f"buttons.pins.{button}", f"GPIO {pin} is also used by button {others}")

    def game(self, name: str, table: dict[str, Any], merged: dict[str, Any]) -> None:
        """Data file paths exist and parse; bindings name real buttons and actions."""
        spec = GAMES[name]
        bgg_id = table.get("bgg_id", 0)
        if isinstance(bgg_id, int) and bgg_id < 0:
            self.add(f"games.{name}.bgg_id", f"expected a BoardGameGeek id (a whole number above 0, or 0 for "
                                             f"none), got {bgg_id}")
        for key in spec.data_files:
            path = table.get(key, "")
            if isinstance(path, str) and path:
                self.data_file(name, key, Path(path).expanduser())
        buttons = _get(merged, "buttons.pins") or {}
        actions = {*spec.actions, *CONTROLLER_ACTIONS}
        for kind in ("press", "hold"):
            for button, action in (table.get(kind) or {}).items():
                key = f"games.{name}.{kind}.{button}"
                if action == "":
                    continue  # unbound on purpose
                if button not in buttons:
                    self.add(key, f"no button named {button!r} in [buttons.pins]")
                if not isinstance(action, str) or action not in actions:
                    self.add(key, f"unknown action {action!r} (actions: {', '.join(sorted(actions))})")

    def data_file(self, game: str, key: str, path: Path) -> None:
        """One data file: readable and valid for its game."""
        from controller.core.session import load_game_data
        try:
            load_game_data(GAMES[game], {key: str(path)})
        except DataError as exc:
            self.add(f"games.{game}.{key}", str(exc))
        except (OSError, UnicodeDecodeError) as exc:
            self.add(f"games.{game}.{key}", f"cannot read {path}: {exc.__class__.__name__}: {exc}")
        except ValueError as exc:  # a NUL in the path
            self.add(f"games.{game}.{key}", f"not a usable path: {exc}")


def _is_dir(path: str) -> bool:
    try:
        return Path(path).expanduser().is_dir()
    except (OSError, ValueError):
        return False


def _get(tree: dict[str, Any], dotted: str) -> Any:
    node: Any = tree
    for part in dotted.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node
