"""Every object of ours that holds a device, a file or a thread is a context manager: ``with`` closes it."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TypeVar

T = TypeVar("T", bound="Closing")


class Closing(ABC):
    """A mix-in for a class with ``close()``: ``with thing:`` closes it on the way out, whatever happened.

    >>> class Door(Closing):
    ...     def close(self) -> None:
    ...         print("closed")
    >>> with Door():
    ...     pass
    closed
    """

    @abstractmethod
    def close(self) -> None:
        """Let go of what it holds (the class says what)."""

    def __enter__(self: T) -> T:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
