"""The table's door: the join code, the table's budget of wrong codes, and the phones waiting at the door for
the host's OK once that budget is spent.

Wrong codes are counted for the table, never per address: a stranger with a thousand addresses on the Wi-Fi
gets :data:`WRONG_CODES` tries in all, not that many per address. Once they are spent the door is
*guarded*: every join (right code or wrong) is answered alike, "wait for the host's OK", so that guessing on
teaches nothing, and a phone with the right code waits in :attr:`Door.waiting` until the host lets it in (or a
press at the box does, when the table has no host yet). Only a new code, which only the host can ask for, opens
the door again.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass

WRONG_CODES = 5
"""Wrong join codes the table forgives before every join waits for the host's OK (typos at the table)."""
WAITING_AT_MOST = 8
"""Phones with the right code that may wait at a guarded door at once (the oldest gives way)."""
TICKET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def new_code(old: str = "") -> str:
    """A four-digit join code, never the one before it."""
    while (code := f"{secrets.randbelow(10**4):04d}") == old:
        pass
    return code


def valid_ticket(ticket: object) -> bool:
    """Whether a phone's ticket (the token it made itself to wait with) is 22 to 64 URL-safe characters:
    at least 128 random bits, as ``TC.requestId`` makes them."""
    return isinstance(ticket, str) and 22 <= len(ticket) <= 64 and set(ticket) <= TICKET


@dataclass
class Waiting:
    """A phone with the right code at a guarded door: what the host's panel shows of it."""

    id: str
    """What the host's panel names it by (not its ticket, which only the phone knows)."""
    ticket_digest: str
    device: str
    since: float


class Door:
    """The join code and the table's wrong-code budget; see the module docstring.

    >>> door = Door(code="1234")
    >>> door.knock("1234"), door.knock("0000")
    ('open', 'wrong')
    >>> for _ in range(4): _ = door.knock("0000")
    >>> door.guarded, door.knock("1234", "t" * 22), door.knock("9999", "u" * 22), [w.device for w in door.waiting]
    (True, 'wait', 'wait', [''])
    """

    def __init__(self, code: str = "", wrong: int = 0, guarded: bool = False,
                 clock: Callable[[], float] = time.time) -> None:
        self.code = code or new_code()
        self.wrong = wrong
        """Wrong codes tried since the code was set."""
        self.guarded = guarded
        """Whether every join waits for the host's OK (the budget is spent)."""
        self.waiting: list[Waiting] = []
        self.arrivals = 0
        """Phones that came to wait so far (the host's panel is told of each)."""
        self.clock = clock

    def right(self, code: object) -> bool:
        """Whether ``code`` is the join code (compared in constant time; anything that is not text is wrong)."""
        return isinstance(code, str) and code.isascii() and hmac.compare_digest(code.encode(), self.code.encode())

    def knock(self, code: object, ticket: object = None, device: str = "") -> str:
        """A phone tries ``code``: ``"open"`` (come in), ``"wrong"`` (a wrong code, counted), or ``"wait"``
        (the door is guarded: answered alike for a right and a wrong code; a right one with a ticket waits for
        the host's OK)."""
        right = self.right(code)
        if self.guarded:
            if not right:
                self.wrong += 1
            elif valid_ticket(ticket):
                self._wait(str(ticket), device)
            return "wait"
        if right:
            return "open"
        self.wrong += 1
        if self.wrong >= WRONG_CODES:
            self.guarded = True
        return "wrong"

    def _wait(self, ticket: str, device: str) -> None:
        digest = hashlib.sha256(ticket.encode()).hexdigest()
        if any(w.ticket_digest == digest for w in self.waiting):
            return
        self.arrivals += 1
        self.waiting = [*self.waiting[-(WAITING_AT_MOST - 1):],
                        Waiting(secrets.token_hex(4), digest, device, self.clock())]

    def let_in(self, waiting_id: str) -> Waiting | None:
        """The waiting phone the host (or a press at the box) lets in, taken off the list; None if it is gone."""
        found = next((w for w in self.waiting if w.id == waiting_id), None)
        self.waiting = [w for w in self.waiting if w is not found]
        return found

    def turn_away(self, waiting_id: str) -> bool:
        """The host does not know that phone: it leaves the list (it may knock again, and wait again)."""
        before = len(self.waiting)
        self.waiting = [w for w in self.waiting if w.id != waiting_id]
        return len(self.waiting) < before

    def renew(self) -> str:
        """A new join code (the host asked, a phone was removed, the table was reset): the budget is whole again
        and the door open; the phones waiting with the old code wait no more."""
        self.code, self.wrong, self.guarded, self.waiting = new_code(self.code), 0, False, []
        return self.code
