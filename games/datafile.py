"""Parsing of the data files an owner may edit (decks, spinner faces, maps).

Engines perform no I/O, so the controller reads the text and hands it here;
every problem becomes a :class:`DataError` naming the file, the key or line,
and what to write instead.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias, TypeVar

from games.errors import CompanionError

if TYPE_CHECKING:  # for the TOML alias only: games read no clock
    import datetime

TOML: TypeAlias = "str | int | float | bool | datetime.date | datetime.time | list[TOML] | dict[str, TOML]"
"""Any value that ``tomllib`` reads (a ``datetime`` is a ``date``)."""

TOMLTable: TypeAlias = dict[str, TOML]
"""A TOML table: a data file, one of its ``[[tables]]``, the box's configuration tree."""

Kind = TypeVar("Kind")


class DataError(CompanionError, ValueError):
    """A data file that cannot be used, with where and how to fix it."""

    def __init__(self, source: str, where: str, problem: str) -> None:
        super().__init__(f"{source}: {where}: {problem}")
        self.source = source
        self.where = where
        self.problem = problem


def parse_toml(text: str, source: str) -> TOMLTable:
    """Parse TOML text, turning a syntax error into a :class:`DataError`."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(source, "syntax", f"{exc} (fix the TOML syntax there)") from None
    except RecursionError:
        raise DataError(source, "syntax", "nested too deeply: this is not a data file") from None


def require(table: Mapping[str, TOML], key: str, kind: type[Kind], source: str, where: str) -> Kind:
    """Return ``table[key]`` if present and of ``kind``, else raise a DataError."""
    if key not in table:
        raise DataError(source, f"{where}.{key}" if where else key, f"missing; add {key} = <{kind.__name__}>")
    value = table[key]
    if kind is int and isinstance(value, bool) or not isinstance(value, kind):
        raise DataError(source, f"{where}.{key}" if where else key,
                        f"expected {kind.__name__}, got {type(value).__name__} {value!r}")
    return value


def tables(raw: Mapping[str, TOML], key: str, source: str) -> list[TOMLTable]:
    """The ``[[key]]`` tables of a file (none when absent), or a DataError for anything else."""
    value = raw.get(key, [])
    if not isinstance(value, list) or not all(isinstance(t, dict) for t in value):
        raise DataError(source, key, f"expected [[{key}]] tables, got {type(value).__name__} {value!r}"[:200])
    return [t for t in value if isinstance(t, dict)]


def optional_text(table: Mapping[str, TOML], key: str, source: str, where: str) -> str | None:
    """``table[key]`` when it is a text, ``None`` when absent, else a DataError."""
    value = table.get(key)
    if value is not None and not isinstance(value, str):
        raise DataError(source, f"{where}.{key}", f"expected a text in quotes, got {value!r}")
    return value


@dataclass(frozen=True)
class Localized:
    """A text a data file gives in several languages (a Force card's words), as a parameter of a
    message: the controller picks the box's language, else English, else the first one given.
    The language ``*`` stands for every language (a file written in one language only)."""

    texts: tuple[tuple[str, str], ...]

    @staticmethod
    def everywhere(text: str) -> Localized:
        """One text for every language."""
        return Localized((("*", text),))

    @property
    def default(self) -> str:
        """The English text, else the first one given (what the JSON and the logs carry)."""
        given = dict(self.texts)
        return given.get("en") or given.get("*") or self.texts[0][1]

    def get(self, language: str) -> str | None:
        """The text in ``language``, or ``None`` when the data file does not give one."""
        given = dict(self.texts)
        return given.get(language) or given.get("*")
