"""What the host changes from a phone: the language, the volume, speech on or off and the game the box
starts with, kept in ``settings.toml`` beside the database (the state directory under systemd, the one
place the hardened unit may write) and laid over the config file at every start.

A family never edits a file: the host's page writes this one, atomically, after the same checker as
``companion check-config`` has passed it. A damaged file (hand-edited, cut short) is said in one log line
and left out; the box starts with the config file's settings.
"""

from __future__ import annotations

import json
import logging
import tomllib
from collections.abc import Callable, Mapping
from pathlib import Path

from controller.core.atomic import replace_atomically
from controller.core.config import Config, ConfigError, merged
from controller.app.config_file import checked
from games.datafile import TOML
from games.errors import CompanionError

log = logging.getLogger(__name__)

HOST_SETTINGS = {"language": "box.language", "volume": "sound.volume", "speech": "speech.enabled",
                 "game": "box.game"}
"""Each setting a host may change, and the config key it sets."""
HEADER = ("# The host's settings, written by the box when they are changed from a phone; laid over the config\n"
          "# file at every start. Checked like a config file: companion check-config FILE\n")


class SettingsRefused(CompanionError, ValueError):
    """Settings that fail the config's checks: ``str()`` is one line for the phone."""


def settings_path(database: str | Path) -> Path | None:
    """Where the host's settings are kept for a box on ``database`` (none for a throwaway database)."""
    return None if str(database) == ":memory:" else Path(database).with_name("settings.toml")


def as_toml(settings: Mapping[str, object]) -> str:
    """The settings as a small TOML file, grouped by table (``[box]``, ``[sound]``, ``[speech]``).

    >>> print(as_toml({"language": "it", "volume": 0.5}), end="")
    # The host's settings, written by the box when they are changed from a phone; laid over the config
    # file at every start. Checked like a config file: companion check-config FILE
    <BLANKLINE>
    [box]
    language = "it"
    <BLANKLINE>
    [sound]
    volume = 0.5
    """
    tables: dict[str, list[str]] = {}
    for name, value in settings.items():
        table, key = HOST_SETTINGS[name].split(".")
        tables.setdefault(table, []).append(f"{key} = {json.dumps(value)}")
    return HEADER + "".join(f"\n[{table}]\n" + "\n".join(lines) + "\n" for table, lines in tables.items())


def from_tree(tree: Mapping[str, TOML]) -> dict[str, TOML]:
    """The host settings a checked TOML tree holds, by their names."""
    found: dict[str, TOML] = {}
    for name, dotted in HOST_SETTINGS.items():
        table_name, key = dotted.split(".")
        table = tree.get(table_name, {})
        if isinstance(table, dict) and key in table:
            found[name] = table[key]
    return found


class HostSettings:
    """The host's settings file of one box."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.kept: dict[str, object] = dict(self._read())

    def _read(self) -> dict[str, TOML]:
        if self.path is None or not self.path.exists():
            return {}
        try:
            tree = checked(str(self.path), self.path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as exc:
            log.warning("%s: cannot be read (%s): the config file's settings are used", self.path, exc)
            return {}
        except ConfigError as exc:
            log.warning("%s: the host's settings are left out: %s", self.path, exc.problems[0])
            return {}
        extra = set(tree) - {dotted.split(".")[0] for dotted in HOST_SETTINGS.values()}
        if extra:
            log.warning("%s: only the host's settings are read here, not [%s]", self.path, ", ".join(sorted(extra)))
        return from_tree(tree)

    def over(self, config: Config) -> Config:
        """``config`` with the kept settings laid over it."""
        if not self.kept:
            return config
        return merged(config, tomllib.loads(as_toml(self.kept)), str(self.path))

    def current(self, config: Config) -> dict[str, TOML]:
        """Every host setting as it stands in ``config`` (what the host's page shows)."""
        return {name: config.value(dotted) for name, dotted in HOST_SETTINGS.items()}

    def change(self, config: Config, changes: Mapping[str, object],
               fits: Callable[[Config], str | None] | None = None) -> Config:
        """Check and keep ``changes`` (atomically); return ``config`` with them. SettingsRefused names what is wrong:
        a value the config's checker refuses, or what ``fits`` says of the config they make (a game at power-on
        that cannot be played with the config's players)."""
        unknown = sorted(set(changes) - set(HOST_SETTINGS))
        if unknown:
            raise SettingsRefused(f"unknown setting {unknown[0]!r} (settings: {', '.join(HOST_SETTINGS)})")
        wanted = {**self.kept, **changes}
        text = as_toml(wanted)
        try:
            checked(str(self.path or "settings"), text)
        except ConfigError as exc:
            first = exc.problems[0]
            raise SettingsRefused(f"{first.key}: {first.message}") from None
        after = merged(config, tomllib.loads(text), str(self.path or "settings"))
        problem = fits(after) if fits is not None else None
        if problem:
            raise SettingsRefused(problem)
        if self.path is not None:
            replace_atomically(self.path, lambda out: out.write(text))
        self.kept = wanted
        return after
