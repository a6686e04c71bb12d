"""One root for every error of ours: ``except CompanionError`` catches whatever the program raises on purpose."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

from games.errors import CompanionError

PACKAGES = ("games", "drivers", "controller", "sounds")


def our_modules() -> list[str]:
    names = []
    for package in PACKAGES:
        root = importlib.import_module(package)
        names += [m.name for m in pkgutil.walk_packages(root.__path__, package + ".")
                  if not m.name.endswith(("__main__", "firmware.pegboard"))]  # a script; MicroPython's
    return names


def test_every_error_class_of_ours_derives_from_one_root() -> None:
    errors = []
    for name in our_modules():
        module = importlib.import_module(name)
        errors += [cls for _, cls in inspect.getmembers(module, inspect.isclass)
                   if issubclass(cls, BaseException) and cls.__module__ == name]
    assert len(errors) >= 10
    strays = sorted(f"{cls.__module__}.{cls.__qualname__}" for cls in errors if not issubclass(cls, CompanionError))
    assert strays == []


def test_errors_stay_what_they_were_for_code_that_catches_those() -> None:
    from games.errors import IllegalAction
    from games.datafile import DataError
    assert all(issubclass(error, ValueError) and issubclass(error, CompanionError) for error in (IllegalAction, DataError))


def test_everything_that_holds_something_is_a_context_manager() -> None:
    """Each class of ours with a ``close()`` (a device, a file, a thread) closes on leaving a ``with``."""
    from typing import Protocol
    holders = []
    for name in our_modules():
        module = importlib.import_module(name)
        holders += [cls for _, cls in inspect.getmembers(module, inspect.isclass)
                    if cls.__module__ == name and callable(getattr(cls, "close", None))
                    and Protocol not in cls.__mro__ and not issubclass(cls, BaseException)]
    assert len(holders) >= 12
    strays = sorted(f"{cls.__module__}.{cls.__qualname__}" for cls in holders
                    if not (hasattr(cls, "__enter__") and hasattr(cls, "__exit__")))
    assert strays == []
