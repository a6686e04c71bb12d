"""The one root of every error this program raises on purpose: ``except CompanionError`` catches them all.

It lives in games/, which the controller and the sounds may import; drivers/, which knows nothing of
games, defines no errors of its own (it raises the built-in ones: OSError, ValueError). Each error also
keeps the built-in class it has always been (a ``ValueError``), so that code catching that still does.
"""

from __future__ import annotations

from collections.abc import Mapping


class CompanionError(Exception):
    """Something this program refuses or cannot do, said in one line for people (the message)."""


class Refusal(CompanionError, ValueError):
    """Something refused, with the reason for players as a message id and its parameters.

    Given ``msg`` (a message id) and ``params``, the controller renders the reason in the
    box's language; ``str()`` of it is then the id (for logs and tests of the engine alone).
    """

    def __init__(self, text: str = "", *, msg: str = "", params: Mapping[str, object] | None = None) -> None:
        super().__init__(text or msg)
        self.msg = msg
        self.params: Mapping[str, object] = dict(params or {})


class IllegalAction(Refusal):
    """An action the rules forbid right now; the message says why, for players."""


class BadOptions(Refusal):
    """Players or options a game cannot be started with; the message says the fix."""
