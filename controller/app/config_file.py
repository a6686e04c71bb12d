"""Reading a config file and checking it against the shipped defaults and every face's and driver's rules.

:func:`load_config` returns a :class:`~controller.core.config.Config` or raises
:class:`~controller.core.config.ConfigError` holding one problem per thing wrong.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from controller.app.config_check import Checker
from controller.core.config import Config, ConfigError, Problem, defaults_text, merge
from controller.words.languages import system_language
from games.datafile import TOMLTable


def load_config(path: Path | None) -> Config:
    """Load the defaults and the user file at ``path`` over them, and validate; a language left "" is the
    system's (:func:`~controller.words.languages.system_language`: the host's settings and ``--lang`` still
    come over it)."""
    config = _load(path)
    if not config.text("box.language"):
        config = config.overridden("box.language", system_language())
    return config


def _load(path: Path | None) -> Config:
    """The defaults and the user file at ``path`` over them, validated."""
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
    return Config(merge(defaults, checked(source, text, defaults)), source)


def checked(source: str, text: str, defaults: TOMLTable | None = None) -> TOMLTable:
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
    checker.values(merge(defaults, checker.clean))  # every range error too, despite a misspelt key
    if checker.problems:
        raise ConfigError(checker.problems)
    return user
