"""No ``Any`` in a signature that crosses a room: what one room hands another is typed.

A room is a package at the second level (``controller.core``, ``games.pacman``, ``drivers.mock``) or a
top package's own modules (``games``, ``drivers``, ``sounds``). A public function or method of a module
that another room imports crosses a room: its parameters and return say what it takes and gives.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from conftest import ROOT

PACKAGES = ("controller", "drivers", "games", "sounds")


def module_name(root: Path, path: Path) -> str:
    """``controller/core/config.py`` -> ``controller.core.config`` (a package's ``__init__`` is the package)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def room_of(root: Path, module: str) -> str:
    """The room a module lives in: its second-level package, else its top package."""
    parts = module.split(".")
    return ".".join(parts[:2]) if len(parts) >= 2 and (root / parts[0] / parts[1]).is_dir() else parts[0]


def modules(root: Path, packages: tuple[str, ...]) -> dict[str, ast.Module]:
    """Every module of ``packages`` under ``root``, parsed."""
    return {module_name(root, path): ast.parse(path.read_text(encoding="utf-8"))
            for package in packages for path in sorted((root / package).rglob("*.py"))}


def imported_from_elsewhere(root: Path, trees: dict[str, ast.Module]) -> set[str]:
    """The modules that a module of another room imports (``import m``, ``from m import f``, ``from p import m``)."""
    found: set[str] = set()
    for importer, tree in trees.items():
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
            found |= {name for name in names
                      if name in trees and room_of(root, name) != room_of(root, importer)}
    return found


def mentions_any(annotation: ast.expr | None) -> bool:
    """Whether an annotation names ``Any`` (``Any``, ``typing.Any``, or inside a string annotation)."""
    if annotation is None:
        return False
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        return mentions_any(ast.parse(annotation.value, mode="eval").body)
    return any(isinstance(node, ast.Name) and node.id == "Any" or isinstance(node, ast.Attribute) and node.attr == "Any"
               for node in ast.walk(annotation))


Function = ast.FunctionDef | ast.AsyncFunctionDef


def public_signatures(body: list[ast.stmt], prefix: str = "") -> Iterator[tuple[str, Function]]:
    """Each public function and method (dunders count: ``__init__`` is how a class is made) with its dotted name."""
    for node in body:
        if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
            yield from public_signatures(node.body, f"{prefix}{node.name}.")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if not node.name.startswith("_") or node.name.startswith("__"):
                yield prefix + node.name, node


def any_across_rooms(root: Path, packages: tuple[str, ...] = PACKAGES) -> list[str]:
    """``module:line name`` of each public signature with ``Any`` in a module another room imports."""
    trees = modules(root, packages)
    crossing = imported_from_elsewhere(root, trees)
    out = []
    for module in sorted(crossing):
        for name, function in public_signatures(trees[module].body):
            args = function.args
            every = [*args.posonlyargs, *args.args, *args.kwonlyargs, *filter(None, (args.vararg, args.kwarg))]
            annotations = [a.annotation for a in every] + [function.returns]
            if any(mentions_any(a) for a in annotations):
                out.append(f"{module}:{function.lineno} {name}")
    return out


def test_no_signature_that_crosses_a_room_takes_or_gives_any() -> None:
    assert any_across_rooms(ROOT) == []


def test_the_check_finds_any_where_another_room_imports_it(tmp_path: Path) -> None:
    (tmp_path / "box" / "core").mkdir(parents=True)
    (tmp_path / "box" / "faces").mkdir()
    for folder in ("box", "box/core", "box/faces"):
        (tmp_path / folder / "__init__.py").write_text("")
    (tmp_path / "box" / "core" / "views.py").write_text(
        "from typing import Any\n"
        "def view(x: int) -> 'dict[str, Any]': ...\n"     # crosses, in a string annotation
        "def _own(x: Any) -> None: ...\n"                  # private: the room's own business
        "class Sink:\n    def take(self, *items: Any) -> None: ...\n")
    (tmp_path / "box" / "core" / "alone.py").write_text("from typing import Any\ndef f(x: Any) -> None: ...\n")
    (tmp_path / "box" / "core" / "near.py").write_text("from box.core.alone import f\n")  # same room
    (tmp_path / "box" / "faces" / "page.py").write_text("from box.core import views\n")
    assert any_across_rooms(tmp_path, ("box",)) == ["box.core.views:2 view", "box.core.views:5 Sink.take"]
