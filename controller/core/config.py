"""The box's configuration: shipped defaults, a user file over them, validated.

:func:`load_config` returns a :class:`Config` or raises :class:`ConfigError`
holding one :class:`~controller.core.config_check.Problem` per thing wrong.
"""

from __future__ import annotations

import copy
import os
import re
import tomllib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from controller.core.config_check import Checker, Problem
from games.errors import CompanionError

SYSTEM_CONFIG = Path("/etc/tabletop-companion/config.toml")


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


def _merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
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


def load_config(path: Path | None) -> Config:
    """Load the defaults and the user file at ``path`` over them, and validate."""
    defaults = tomllib.loads(defaults_text())
    if path is None:
        return Config(defaults, "defaults")
    source = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConfigError([Problem(source, "file", "no such file")]) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError([Problem(source, "file", f"cannot read it: {exc}")]) from None
    return Config(_merge(defaults, checked(source, text, defaults)), source)


def merged(config: Config, over: dict[str, Any], source: str) -> Config:
    """``config`` with the checked tree ``over`` laid on it (the host's settings over the config file)."""
    return Config(_merge(config.raw, over), f"{config.source} + {source}")


def checked(source: str, text: str, defaults: dict[str, Any] | None = None) -> dict[str, Any]:
    """The user tree of TOML ``text`` (from ``source``), checked against the shipped defaults, or ConfigError."""
    defaults = defaults if defaults is not None else tomllib.loads(defaults_text())
    try:
        user = tomllib.loads(text)
    except RecursionError:
        raise ConfigError([Problem(source, "syntax", "nested too deeply: this is not a config file")]) from None
    except tomllib.TOMLDecodeError as exc:
        found = re.search(r"\(at line (\d+)", str(exc))
        line = int(found.group(1)) if found else None
        message = str(exc).split(" (at ")[0]
        raise ConfigError([Problem(source, "syntax", f"{message}: fix the TOML syntax", line)]) from None
    checker = Checker(source, text)
    checker.shape(defaults, user)
    checker.values(_merge(defaults, checker.clean))  # every range error too, despite a misspelt key
    if checker.problems:
        raise ConfigError(checker.problems)
    return user
