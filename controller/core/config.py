"""The box's configuration as the rest of the box reads it: a :class:`Config` (the shipped defaults with a
checked user file over them), where the files are, and :class:`ConfigError` with one :class:`Problem` per
thing wrong. Reading and checking a file is the wiring's (:mod:`controller.app.config_file`), since the
checks are each face's and driver's own."""

from __future__ import annotations

import copy
import os
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

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

    raw: dict[str, Any]
    source: str

    def get(self, dotted: str) -> Any:
        """The value at a dotted key such as ``sound.volume``."""
        node: Any = self.raw
        for part in dotted.split("."):
            node = node[part]
        return node

    def overridden(self, dotted: str, value: Any) -> Config:
        """This configuration with one key set differently (a command-line option over the file)."""
        raw = copy.deepcopy(self.raw)
        node = raw
        *parents, last = dotted.split(".")
        for part in parents:
            node = node[part]
        node[last] = value
        return Config(raw, self.source)

    def game_table(self, game: str) -> dict[str, Any]:
        """The ``[games.<game>]`` table (data files and bindings), maybe empty."""
        table = self.raw.get("games", {}).get(game, {})
        return table if isinstance(table, dict) else {}

    def database_path(self) -> Path:
        """Where the journal and score log live."""
        configured = self.get("box.database")
        if configured:
            return Path(configured).expanduser()
        state = os.environ.get("STATE_DIRECTORY")
        if state:
            return Path(state.split(":")[0]) / "companion.db"
        return _xdg("XDG_DATA_HOME", ".local/share") / "tabletop-companion" / "companion.db"


def defaults_text() -> str:
    """The text of the shipped defaults file."""
    return resources.files("controller").joinpath("defaults.toml").read_text(encoding="utf-8")


def merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
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


def merged(config: Config, over: dict[str, Any], source: str) -> Config:
    """``config`` with the checked tree ``over`` laid on it (the host's settings over the config file)."""
    return Config(merge(config.raw, over), f"{config.source} + {source}")
