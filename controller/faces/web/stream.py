"""The live stream: every open page gets the newest update, each at its own pace.

A client is a WebSocket with its own sending task. A new update only marks every
client as behind and wakes it; a slow phone skips straight to the newest view (the
recent events travel with each view), so it never holds up the box or another page.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from controller.core.publisher import Update
from controller.faces.web.table import Table

log = logging.getLogger(__name__)

RECENT = 12
"""How many of the latest public events travel with every view."""


def headline(text: str) -> str:
    """An event's text as one line for "What happened": a drawing in it (the Labyrinth's set-up, which the
    board itself shows) gives way to its first and last lines.

    >>> headline("Lay the maze like this:\\n+--+\\n|@ |\\nEach player gets 12 targets.")
    'Lay the maze like this … Each player gets 12 targets.'
    >>> headline("Posez le labyrinthe ainsi\\u00a0:\\n|@ |\\nChaque joueur reçoit 12 cibles.")
    'Posez le labyrinthe ainsi … Chaque joueur reçoit 12 cibles.'
    """
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) <= 1:
        return text
    first = lines[0].rstrip(": \u00a0\u202f")  # French writes a no-break space before its colon
    return f"{first} … {lines[-1]}"


@dataclass(eq=False)
class Client:
    """One open page: its socket, the member whose phone it is (if any), and whether it is behind."""

    ws: web.WebSocketResponse
    member: str | None = None
    """The member id of the phone (its first message carried its token); its seat is the table's to say."""
    behind: asyncio.Event = field(default_factory=asyncio.Event)


class Stream:
    """The open pages and the newest update; runs on the server's asyncio loop only."""

    def __init__(self, table: Table) -> None:
        self.table = table
        """Who belongs: each page's seat and host role are read from it as the page is sent an update."""
        self.clients: set[Client] = set()
        self.latest: Update | None = None
        self.recent: deque[dict[str, Any]] = deque(maxlen=RECENT)
        self._public_json = ""
        self._arrived = asyncio.Event()
        self.language = ""
        """The box's language: a page in another one reloads itself (the host changed it from a phone)."""

    def relabel(self, language: str) -> None:
        """The box speaks another language now: every page is told (and reloads in it)."""
        self.language = language
        self._public_json = ""
        for client in self.clients:
            client.behind.set()

    def publish(self, update: Update) -> None:
        """Take a new update and wake every client."""
        self.latest = update
        for event in update.events:
            # a refusal is the asker's business (its answer says it), never the table's
            if not event.private_to and event.kind != "error":
                self.recent.append({"seq": update.seq, "event": event.kind, "text": headline(event.text)})
        self._public_json = ""
        for client in self.clients:
            client.behind.set()
        self._arrived.set()
        self._arrived = asyncio.Event()

    def new_game(self) -> None:
        """Another game began: the last one's events are no longer "what happened"."""
        self.recent.clear()

    async def reached(self, seq: int) -> None:
        """Wait until the update numbered ``seq`` (or a later one) has arrived."""
        while self.latest is None or self.latest.seq < seq:
            await self._arrived.wait()

    def public_message(self) -> str:
        """The message every page gets: the public view and the recent events (built once per update)."""
        if not self._public_json and self.latest is not None:
            self._public_json = json.dumps({"type": "update", "view": self.latest.view, "recent": list(self.recent),
                                            "lang": self.language, "game_id": self.latest.game_id})
        return self._public_json

    def message_for(self, client: Client) -> str:
        """What this client is sent now: the public message and the table's revision; for a member's phone which
        phone it is, and for a seat its own private view too."""
        public = self.public_message()
        extra: dict[str, object] = {"table": self.table.revision}
        member = self.table.members.get(client.member or "")
        if member is not None:
            host = member.id == self.table.host
            extra["me"] = {"phone": member.number, "host": host, **({"door": self.table.door_revision} if host else {})}
            player = self.table.seat_of(member.id)
            if player is not None and self.latest is not None and player in self.latest.private:
                extra["seat"] = player
                extra["private"] = self.latest.private[player]
        return public[:-1] + ", " + json.dumps(extra)[1:]

    async def serve(self, client: Client, until_closed: Callable[[], Any]) -> None:
        """Send the client every newest update until its socket closes."""
        self.clients.add(client)
        client.behind.set()
        reader = asyncio.ensure_future(until_closed())
        try:
            while not reader.done():
                waiter = asyncio.ensure_future(client.behind.wait())
                await asyncio.wait({waiter, reader}, return_when=asyncio.FIRST_COMPLETED)
                waiter.cancel()
                if reader.done() or client.ws.closed:
                    break
                client.behind.clear()
                if self.latest is not None:
                    await client.ws.send_str(self.message_for(client))
        except (ConnectionError, RuntimeError) as exc:  # the phone went away mid-send
            log.debug("a page's stream ended: %s", exc)
        finally:
            self.clients.discard(client)
            reader.cancel()

    def table_changed(self) -> None:
        """Members, seats or the host changed: every page is sent its own view again."""
        for client in self.clients:
            client.behind.set()

    def door_changed(self) -> None:
        """A phone came to wait at the door: the host's pages only are sent their view again."""
        for client in self.clients:
            if client.member is not None and client.member == self.table.host:
                client.behind.set()

    async def drop_member(self, member_id: str) -> None:
        """A phone the host removed: its pages are told their token is stale, and become public ones."""
        for client in list(self.clients):
            if client.member == member_id:
                client.member = None
                client.behind.set()
                try:
                    await client.ws.send_str(json.dumps({"type": "error", "error": "removed"}))
                except (ConnectionError, RuntimeError):  # the page had gone already
                    pass
