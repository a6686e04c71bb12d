"""The live pages (``GET /api/stream``, a WebSocket each) and their caps, which crowding cannot turn against the
table.

A page that is not yet a member's (a newcomer's seat page, a stranger's) counts towards :data:`STRANGERS`
pages in all and :data:`PER_ADDRESS` per address. At the cap a newcomer from a lighter address takes the place
of the oldest page of the address that holds the most, so that a handful of addresses holding every place
cannot keep a phone at the table out: it gets in, and the crowd loses a page. A member's page (its first message
carries its token) and the box's own (127.0.0.1: its screen) count towards no cap but :data:`PER_MEMBER`.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import TYPE_CHECKING

from aiohttp import WSMsgType, web

from controller.faces.web.bodies import json_error, valid_token
from controller.faces.web.guard import OWN_ADDRESSES
from controller.faces.web.stream import Client

if TYPE_CHECKING:
    from controller.faces.web.api import Api

PER_ADDRESS = 8
"""Pages one address may hold before they are a member's: a laptop at the table may show the table page, the
host's page and a seat page or three for players without a phone (five), with room for a reload."""
STRANGERS = 120
"""Pages in all that are no member's (the guard's 200 connections leave room for plain requests beside them)."""
PER_MEMBER = 8
"""Pages one member's token may hold open (a phone needs one; its reloads a few more for a moment)."""
HELLO_WITHIN = 10.0
"""Seconds a page has to send its first message (its token, or none)."""


class LivePages:
    """The live stream's route of one :class:`~controller.faces.web.api.Api`, and the pages it holds."""

    def __init__(self, api: Api) -> None:
        self.api = api
        self.server = api.server
        self.strangers: dict[str, list[Client]] = {}
        """Open pages that are no member's, per address, oldest first."""
        self.members: dict[str, int] = {}
        """Open pages per member id."""

    def stranger_pages(self) -> int:
        """How many pages that are no member's are open (the box's own apart)."""
        return sum(len(pages) for pages in self.strangers.values())

    def _heaviest(self) -> Iterator[tuple[str, list[Client]]]:
        yield from sorted(self.strangers.items(), key=lambda item: -len(item[1]))

    def _room_for(self, address: str) -> web.Response | None:
        """None when a page from ``address`` may open now (the heaviest address giving up its oldest page when the
        cap is reached), else the refusal."""
        words = self.server.words
        held = len(self.strangers.get(address, []))
        if held >= PER_ADDRESS:
            return json_error(429, words.render("page.api.too_many_streams", {"count": PER_ADDRESS}))
        if self.stranger_pages() < STRANGERS:
            return None
        heaviest, pages = next(self._heaviest())
        if len(pages) <= held:  # every address holds as many as this one: nobody is crowding it out
            return json_error(503, words.render("page.api.busy", {"count": STRANGERS}))
        oldest = pages.pop(0)
        asyncio.ensure_future(oldest.ws.close())
        return None

    async def live(self, request: web.Request) -> web.StreamResponse:
        """The live stream (WebSocket): the first message may carry the phone's token (a member's)."""
        address = request.remote or ""
        own = address in OWN_ADDRESSES  # the box's own screen is always served
        if not own:
            refused = self._room_for(address)
            if refused is not None:
                return refused
        ws = web.WebSocketResponse(heartbeat=20, max_msg_size=1024)
        client = Client(ws)
        if not own:
            self.strangers.setdefault(address, []).append(client)
        member: str | None = None
        try:
            await ws.prepare(request)
            member = await self._hello(client, address, request)
            if member is not None and self.members.get(member, 0) > PER_MEMBER:
                await ws.close()
                return ws

            async def until_closed() -> None:
                async for _ in ws:  # the page sends nothing more; this ends when it closes
                    pass

            await self.server.stream.serve(client, until_closed)
            await ws.close()
            return ws
        finally:
            self._forget(client, address, member)

    async def _hello(self, client: Client, address: str, request: web.Request) -> str | None:
        """Read the page's first message: a member's token makes it a member's page (off the strangers' cap).
        Returns the member's id, if it is one."""
        try:
            first = await client.ws.receive(timeout=HELLO_WITHIN)
        except asyncio.TimeoutError:
            return None
        if first.type != WSMsgType.TEXT:
            return None
        try:
            token = json.loads(first.data).get("token")
        except (json.JSONDecodeError, AttributeError, RecursionError):
            return None
        if not isinstance(token, str) or not token:
            return None
        if valid_token(token) and self.server.table.is_screen(token):  # a screen the host made the table's
            self.server.guard.trust(request)
            self._off_strangers(client, address)
            return None
        member = self.server.table.member_for(token) if valid_token(token) else None
        if member is None:
            said = self.server.words.render("page.api.bad_token", {})
            await client.ws.send_str(json.dumps({"type": "error", "error": said}))
            return None
        client.member = member.id
        self.server.guard.trust(request)  # its connection is never the one a crowd pushes out
        self.members[member.id] = self.members.get(member.id, 0) + 1
        self._off_strangers(client, address)
        return member.id

    def _off_strangers(self, client: Client, address: str) -> None:
        pages = self.strangers.get(address, [])
        if client in pages:
            pages.remove(client)
            if not pages:
                del self.strangers[address]

    def _forget(self, client: Client, address: str, member: str | None) -> None:
        self._off_strangers(client, address)
        if member is not None and member in self.members:
            self.members[member] -= 1
            if self.members[member] <= 0:
                del self.members[member]
