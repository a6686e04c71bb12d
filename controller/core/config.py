"""The box's configuration as the rest of the box reads it: a :class:`Config` (the shipped defaults with a
checked user file over them), where the files are, and :class:`ConfigError` with one :class:`Problem` per
thing wrong. Reading and checking a file is the wiring's (:mod:`controller.app.config_file`), since the
checks are each face's and driver's own."""

from __future__ import annotations

import copy
import os
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import NoReturn

from games.datafile import TOML, TOMLTable
from games.errors import CompanionError

SYSTEM_CONFIG = Path("/etc/tabletop-companion/config.toml")


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a config file."""

    file: str
    key: str
    message: str
    line: int | None = None

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.key}: {self.message}"


class ConfigError(CompanionError):
    """A config that cannot be used; ``problems`` lists each thing wrong."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("\n".join(str(p) for p in problems))
        self.problems = problems


@dataclass(frozen=True)
class Config:
    """A validated configuration; ``raw`` is the merged tree of all keys."""

    raw: TOMLTable
    source: str
    beneath: Config | None = field(default=None, compare=False, repr=False)
    """The configuration a layer was laid over (the config file under the host's settings), if any."""

    def value(self, dotted: str) -> TOML:
        """The value at a dotted key such as ``sound.volume``, whatever its kind; KeyError when there is none.

        The readers below give a key's value as the kind its shipped default has (the file was checked
        against it): ``config.number("sound.volume")`` is a float, ``config.text("box.language")`` a str.
        """
        node: TOML = self.raw
        for part in dotted.split("."):
            if not isinstance(node, dict) or part not in node:
                raise KeyError(dotted)
            node = node[part]
        return node

    def text(self, dotted: str) -> str:
        """A text setting (``box.language``); "" is a text too."""
        value = self.value(dotted)
        return value if isinstance(value, str) else self._wrong(dotted, "a text in quotes")

    def flag(self, dotted: str) -> bool:
        """A true/false setting (``sound.enabled``)."""
        value = self.value(dotted)
        return value if isinstance(value, bool) else self._wrong(dotted, "true or false")

    def whole(self, dotted: str) -> int:
        """A whole-number setting (``sound.buffer``)."""
        value = self.value(dotted)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        return self._wrong(dotted, "a whole number")

    def number(self, dotted: str) -> float:
        """A number setting (``sound.volume``): a whole number is a number too.

        >>> Config({"sound": {"volume": 1}}, "config.toml").number("sound.volume")
        1.0
        """
        value = self.value(dotted)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        return self._wrong(dotted, "a number")

    def texts(self, dotted: str) -> list[str]:
        """A list of texts (``box.players``)."""
        value = self.items(dotted)
        found = [v for v in value if isinstance(v, str)]
        return found if len(found) == len(value) else self._wrong(dotted, "a list of texts")

    def items(self, dotted: str) -> list[TOML]:
        """A list whose items the reader checks itself (``pegs.rows``: pin numbers or names)."""
        value = self.value(dotted)
        return value if isinstance(value, list) else self._wrong(dotted, "a list")

    def numbers(self, dotted: str) -> dict[str, float]:
        """A table of numbers (``sound.events``: event = volume)."""
        table = self.table(dotted)
        found = {key: float(v) for key, v in table.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}
        return found if len(found) == len(table) else self._wrong(dotted, "a table of numbers")

    def table(self, dotted: str) -> TOMLTable:
        """A table (``buttons.pins``, ``sound.events``)."""
        value = self.value(dotted)
        return value if isinstance(value, dict) else self._wrong(dotted, "a table")

    def _wrong(self, dotted: str, expected: str) -> NoReturn:
        """A key whose value is not of its default's kind (only a bug or an unchecked tree gets here)."""
        raise ConfigError([Problem(self.source, dotted, f"expected {expected}, got {self.value(dotted)!r}")])

    def overridden(self, dotted: str, value: TOML) -> Config:
        """This configuration with one key set differently (a command-line option over the file)."""
        raw = copy.deepcopy(self.raw)
        node = raw
        *parents, last = dotted.split(".")
        for part in parents:
            child = node[part]
            if not isinstance(child, dict):
                raise KeyError(dotted)
            node = child
        node[last] = value
        return Config(raw, self.source, self.beneath)

    def game_table(self, game: str) -> TOMLTable:
        """The ``[games.<game>]`` table (data files and bindings), maybe empty."""
        games = self.raw.get("games", {})
        table = games.get(game, {}) if isinstance(games, dict) else {}
        return table if isinstance(table, dict) else {}

    def database_path(self) -> Path:
        """Where the journal and score log live."""
        configured = self.text("box.database")
        if configured:
            return Path(configured).expanduser()
        state = os.environ.get("STATE_DIRECTORY")
        if state:
            return Path(state.split(":")[0]) / "companion.db"
        return _xdg("XDG_DATA_HOME", ".local/share") / "tabletop-companion" / "companion.db"


def defaults_text() -> str:
    """The text of the shipped defaults file."""
    return resources.files("controller").joinpath("defaults.toml").read_text(encoding="utf-8")


def merge(base: TOMLTable, over: TOMLTable) -> TOMLTable:
    """``base`` with ``over`` laid on it, table by table (neither is changed)."""
    out = copy.deepcopy(base)
    for key, value in over.items():
        below = out.get(key)
        if isinstance(value, dict) and isinstance(below, dict):
            out[key] = merge(below, value)
        else:
            out[key] = copy.deepcopy(value)
    return out


def _xdg(variable: str, fallback: str) -> Path:
    """An XDG base directory: ``$variable`` when set to an absolute path, else ``~/fallback``."""
    value = os.environ.get(variable, "")
    if value and Path(value).is_absolute():
        return Path(value)
    try:
        return Path.home() / fallback
    except RuntimeError:  # no home at all (a bare service user)
        return Path("/var/lib/tabletop-companion") if variable == "XDG_DATA_HOME" else Path("/nonexistent")


def user_config() -> Path:
    """The per-user config file: ``$XDG_CONFIG_HOME/tabletop-companion/config.toml``."""
    return _xdg("XDG_CONFIG_HOME", ".config") / "tabletop-companion" / "config.toml"


def find_config(explicit: str | None) -> Path | None:
    """The user config to use: ``--config``, ``$COMPANION_CONFIG``, the user's own file
    (XDG), the system file, or none."""
    if explicit:
        return Path(explicit)
    env = os.environ.get("COMPANION_CONFIG")
    if env:
        return Path(env)
    for candidate in (user_config(), SYSTEM_CONFIG):
        try:
            if candidate.exists():
                return candidate
        except OSError:  # a home the service may not read (ProtectHome=): not there for us
            continue
    return None


def merged(config: Config, over: TOMLTable, source: str) -> Config:
    """``config`` with the checked tree ``over`` laid on it (the host's settings over the config file)."""
    return Config(merge(config.raw, over), f"{config.source} + {source}", config)
