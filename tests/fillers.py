"""The values the code really puts into sentences: every ``Messages.render`` of whole demo games of the four
games (their variants, two to four players) and of rounds of refused inputs, recorded in-process; each value
reduced to its kind (a player, a list of names, a count, a cell, the spare tile...) so that every catalogue
entry can be rendered with every kind its placeholders are given (``tests/unit/test_words_by_rule.py``)."""

from __future__ import annotations

import ast
import contextlib
import functools
import io
import re
from collections import defaultdict
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT
from controller.cli import main
from controller.words.messages import Messages
from games.base import Msg, Names
from games.datafile import Localized

PLAYERS = ("ann", "bob", "eva", "cid")
"""The demo games' players: a woman and a man, names that start with a vowel (for the particles)."""
RUNS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("deathstar", ("--players", "ann,bob,cid", "--seed", "3")),
    ("deathstar", ("--players", "eva,bob", "--seed", "8")),
    ("pacman", ("--players", "ann,bob", "--option", "mode=arcade", "--seed", "1")),
    ("pacman", ("--players", "ann,bob,eva", "--seed", "2")),
    ("pacman", ("--players", "bob,eva,cid,ann", "--option", "level=2", "--seed", "5")),
    ("labyrinth", ("--players", "ann,bob", "--option", "variant=glow", "--seed", "3")),
    ("labyrinth", ("--players", "ann,bob,eva,cid", "--seed", "4")),
    ("cards", ("--players", "ann,bob", "--seed", "3")),
    ("cards", ("--players", "ann,bob,eva", "--option", "variant=hard", "--option", "target=50", "--seed", "5")),
)
"""Whole demo games: each game, its variants, two to four players."""
REFUSED = {
    "deathstar": "do land spot=moon\ndo end\nspin\ndo bump target=zed\ndo escape\ndo card token=7\ndo fly\n"
                 "do spin player=zed\ndo end extra=1\nundo\nundo\nstatus\n",
    "pacman": "do next\ndo ghost\ndo fruit\ndo caught\ndo power\ndo peg space=Z99 state=down\n"
              "do confirm space=B2\ndo roll\ndo roll\ndo fly\nstatus\n",
    "labyrinth": "do move to=3,3\ndo insert arrow=Q9\ndo insert arrow=N1 rotation=7\ndo insert arrow=N1\n"
                 "do insert arrow=S1\ndo move to=9,9\ndo move to=x\ndo found pokemon=Pikachu\ndo reach board=maybe\n"
                 "do home player=zed\ndo fly\nundo\nstatus\n",
    "cards": "do score player=bob left=1 op=+ right=10\ndo score player=zed left=1 op=+ right=1\n"
             "do score player=ann left=5 op=- right=10\nundo\nstatus\ndo fly\n",
}
"""Rounds of refused inputs (and undo, status) in each game, as a script."""


def kind_of(value: Any) -> str:
    """What sort of value goes into a sentence: ``person``, ``names:1`` or ``names:2+``, ``int``, ``msg:<id>``,
    ``list:1`` or ``list:2+`` (a tuple the renderer joins), ``localized`` or ``text``."""
    if isinstance(value, Names):
        return "names:1" if len(value) < 2 else "names:2+"
    if isinstance(value, Msg):
        return f"msg:{value.id}"
    if isinstance(value, bool):
        return "text"
    if isinstance(value, int):
        return "int"
    if isinstance(value, Localized):
        return "localized"
    if isinstance(value, tuple):
        return "list:1" if len(value) < 2 else "list:2+"
    if isinstance(value, str) and value in PLAYERS:
        return "person"
    return "text"


@functools.cache
def recorded(tmp: str) -> dict[str, list[dict[str, Any]]]:
    """Every message id the demo games and refused rounds rendered, with every parameter set it was given
    (nested messages included: the renderer renders them too)."""
    seen: dict[str, list[dict[str, Any]]] = defaultdict(list)
    render = Messages.render

    def recording(self: Messages, msg: str, params: Mapping[str, Any]) -> str:
        if not msg.startswith("list."):  # the renderer's own joins: their parts are already English text here
            seen[msg].append(dict(params))
        return render(self, msg, params)

    with pytest.MonkeyPatch.context() as patch, contextlib.redirect_stdout(io.StringIO()), \
            contextlib.redirect_stderr(io.StringIO()):
        patch.setattr(Messages, "render", recording)
        for k, (game, extra) in enumerate(RUNS):
            assert main(["run", "--game", game, "--simulate", "--demo", "--pace", "0",
                         "--db", str(Path(tmp) / f"demo{k}.db"), *extra]) == 0, (game, extra)
        for game, script in REFUSED.items():
            lines = Path(tmp) / f"{game}.script"
            lines.write_text(script, encoding="utf-8")
            assert main(["run", "--game", game, "--simulate", "--script", str(lines), "--players", "ann,bob,eva",
                         "--db", str(Path(tmp) / f"refused-{game}.db")]) == 0, game
    return dict(seen)


def kinds_by_placeholder(seen: Mapping[str, list[dict[str, Any]]]) -> dict[str, dict[str, Any]]:
    """placeholder name -> kind -> one value of that kind the code passed (from any message)."""
    kinds: dict[str, dict[str, Any]] = defaultdict(dict)
    for sets in seen.values():
        for params in sets:
            for name, value in params.items():
                kinds[name].setdefault(kind_of(value), value)
    return dict(kinds)


def sweep(params: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """One parameter set as the code passed it, with each count at 0, 1, 2 and 5 (every number a sentence
    is given, so that a number pasted before a noun shows) and each player as each of the sample players."""
    for k, n in enumerate((0, 1, 2, 5)):
        out: dict[str, Any] = {}
        for i, (name, value) in enumerate(params.items()):
            kind = kind_of(value)
            if kind == "int":
                out[name] = n
            elif kind == "person":
                out[name] = PLAYERS[(k + i) % 3]
            else:
                out[name] = value
        yield out


def _msg_ids_like(node: ast.expr, known: frozenset[str], names: Mapping[str, list[str]] | None = None) -> list[str]:
    """The message ids an expression names: a literal, an f-string matched against the catalogue's ids, either
    branch of an ``if`` expression, or a local variable assigned one of these (``names``)."""
    if isinstance(node, ast.IfExp):
        return [*_msg_ids_like(node.body, known, names), *_msg_ids_like(node.orelse, known, names)]
    if isinstance(node, ast.Name):
        return list((names or {}).get(node.id, []))
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if node.value in known else []
    if isinstance(node, ast.JoinedStr):
        pattern = "".join(re.escape(str(part.value)) if isinstance(part, ast.Constant) else r"[\w-]+"
                          for part in node.values)
        return sorted(msg for msg in known if re.fullmatch(pattern, msg))
    return []


def _kinds_of_expression(node: ast.expr, known: frozenset[str]) -> list[Any]:
    """Values of the kinds an expression at a call site gives (none where the code alone does not tell)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return [*_kinds_of_expression(node.body, known), *_kinds_of_expression(node.orelse, known)]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        if node.func.id == "len":
            return [2]
        if node.func.id == "Names":
            return [Names(("ann",)), Names(("bob", "eva"))]
        if node.func.id == "Msg" and node.args:
            return [Msg(msg, {}) for msg in _msg_ids_like(node.args[0], known)]
    return []


@functools.cache
def _message_calls(known: frozenset[str]) -> tuple[tuple[ast.Call, tuple[str, ...]], ...]:
    """Every call in controller/ and games/ that names message ids, with those ids: a literal, an f-string, an
    ``if`` expression's branches, or a local variable assigned one of these (``msg = "a" if x else "b"``)."""
    found: list[tuple[ast.Call, tuple[str, ...]]] = []
    for source in sorted((*ROOT.glob("controller/**/*.py"), *ROOT.glob("games/**/*.py"))):
        for function in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            names: dict[str, list[str]] = defaultdict(list)
            for node in ast.walk(function):
                if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                    names[node.targets[0].id] += _msg_ids_like(node.value, known)
            for call in (node for node in ast.walk(function) if isinstance(node, ast.Call)):
                arguments = [*call.args, *(k.value for k in call.keywords)]
                ids = tuple(msg for node in arguments for msg in _msg_ids_like(node, known, names))
                if ids:
                    found.append((call, ids))
    return tuple(found)


def _tables(call: ast.Call) -> list[ast.Dict]:
    """The dicts a call writes out: its ``params=`` one if it has one, else every dict among its arguments."""
    named = [k.value for k in call.keywords if k.arg == "params" and isinstance(k.value, ast.Dict)]
    return named or [node for node in (*call.args, *(k.value for k in call.keywords)) if isinstance(node, ast.Dict)]


@functools.cache
def call_sites(known: frozenset[str]) -> dict[str, dict[str, list[Any]]]:
    """message id -> placeholder -> values of the kinds its call sites pass, read from the code (controller/ and
    games/): a call naming the id (``Msg("id", {...})``, ``msg="id", params={...}``) with its parameters as a
    dict written out there."""
    found: dict[str, dict[str, list[Any]]] = defaultdict(lambda: defaultdict(list))
    for call, ids in _message_calls(known):
        for table in _tables(call):
            for key, value in zip(table.keys, table.values):
                if isinstance(key, ast.Constant) and isinstance(key.value, str):
                    for msg in ids:
                        found[msg][key.value].extend(_kinds_of_expression(value, known))
    return {msg: dict(params) for msg, params in found.items()}


@functools.cache
def written_keys(known: frozenset[str]) -> dict[str, list[frozenset[str]]]:
    """message id -> the parameter names of each call site that writes its whole dict out (no ``**``)."""
    found: dict[str, list[frozenset[str]]] = defaultdict(list)
    for call, ids in _message_calls(known):
        tables = _tables(call)
        named = any(k.arg == "params" for k in call.keywords)
        if len(tables) != 1 or (len(ids) > 1 and not named) or any(key is None for key in tables[0].keys):
            continue  # which dict goes with which id is not plain, or a ** adds keys unseen
        keys = frozenset(str(key.value) for key in tables[0].keys if isinstance(key, ast.Constant))
        for msg in ids:  # an event's params fill both its written and its spoken sentence
            found[msg].append(keys)
    return dict(found)
