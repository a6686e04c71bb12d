"""The table server: aiohttp on its own thread and asyncio loop, beside the game loop.

It serves the pages (``static/``), the JSON API (``controller.faces.web.api``) and the live
stream (``controller.faces.web.stream``). Updates arrive from the web sink on another thread
and are handed over with ``call_soon_threadsafe``; phones' actions go to the game loop
as inputs and their outcomes come back the same way. Nothing here can block the loop.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping
from importlib import resources
from typing import TypedDict
from urllib.parse import urlsplit

from aiohttp import web

from controller.core.loop import LoopInput
from controller.words.messages import Messages
from controller.core.publisher import Update
from controller.faces.web.address import box_names
from controller.faces.web.api import Api
from controller.faces.web.bodies import bearer, json_error
from controller.faces.web.guard import OWN_ADDRESSES
from controller.faces.web.limits import RateLimiter
from controller.faces.web.presence import AtTheBox, Presence
from controller.faces.web.same_site import cross_site
from controller.faces.web.site import BackgroundSite
from controller.faces.web.stream import Stream
from controller.faces.web.table import Table
from games.base import Msg
from games.datafile import TOML

log = logging.getLogger(__name__)

MAX_BODY = 4096
MAX_CONNECTIONS = 64
"""Plain requests in progress from devices that are no member's (live pages apart): more are answered 503."""
IN_PROGRESS_PER_ADDRESS = 8
"""Plain requests in progress from one address that is no member's (a browser opens at most six at once)."""
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class GameForPages(TypedDict):
    """What the pages know of a game the box plays: its title, and each action with the ``key=`` words it takes."""

    title: str
    actions: dict[str, list[str]]


class TableServer(BackgroundSite):
    """Serves one box's pages and API on ``host:port`` (port 0 picks a free one)."""

    def __init__(self, submit: Callable[[LoopInput], None], host: str, port: int, host_code: str,
                 games: Mapping[str, GameForPages], words: Messages | None = None, table: Table | None = None) -> None:
        super().__init__(host, port)
        self.words = words or Messages()
        """The box's language, for the pages' words."""
        self.submit = submit
        self.host_code = host_code
        self.games = games
        self.table = table or Table()
        """Who belongs at the table: the members, their seats, the host, the door."""
        self.presence = Presence()
        """A phone's request that a hold at the box agrees to."""
        self.stream = Stream(self.table)
        self.table.on_change = self.stream.table_changed
        self.table.on_door_change = self.stream.door_changed
        self.stream.language = self.words.language
        self.limiter = RateLimiter(rate=20, burst=40)
        self.in_progress: dict[str, int] = {}
        """Plain requests in progress per address, from devices that are no member's."""
        self.spoken_url = ""
        """The address the box says aloud, when it is not :attr:`url` (its ``.local`` name where Avahi runs)."""
        self.aliases: set[str] = box_names()
        """The box's other names (its host name, its ``.local`` name, its LAN address): a page opened by one of them
        is sent to :attr:`url`."""
        self.change_settings: Callable[[Mapping[str, object]], Mapping[str, TOML]] | None = None
        """Checks, keeps and applies the host's settings (the box's; ValueError says what is wrong)."""
        self.settings: Callable[[], Mapping[str, TOML]] | None = None
        """The host's settings as they stand (the box's), for the host's page."""
        self.on_new_code: Callable[[], None] | None = None
        """Says the table's join code aloud (the box's; any thread): a hold at the box asked for a new one."""
        self.say: Callable[[Msg], None] | None = None
        """Says a sentence aloud and in the log (the box's speaker; any thread): a phone asks to host, codes are
        being tried."""
        self.api = Api(self)
        """The routes' handlers (the host's among them: ``api.hosting``)."""

    def build(self) -> web.Application:
        """The pages, the API and the stream, behind the guards."""
        app = web.Application(client_max_size=MAX_BODY, middlewares=[self._guard])
        self.api.routes(app)
        static = resources.files("controller.faces.web").joinpath("static")
        app.router.add_static("/static/", str(static), append_version=False)
        return app

    async def before_close(self) -> None:
        """Close every page's stream."""
        for client in list(self.stream.clients):
            await client.ws.close()

    def canonical(self, host_header: str) -> str | None:
        """The box's one address (:attr:`url`) when ``host_header`` names the box otherwise (one of
        :attr:`aliases`); ``None`` when it is that address already, or a name the box does not know as its own."""
        try:
            name = urlsplit(f"//{host_header}").hostname or ""
        except ValueError:  # "Host: [" is no name of the box's
            return None
        if not self.url or name not in self.aliases or name == urlsplit(self.url).hostname:
            return None
        return self.url

    def join_link(self) -> str:
        """The seat page's address with the table's join code: what the table's QR code holds."""
        return f"{self.url}seat?code={self.table.join_code}"

    def language_changed(self) -> None:
        """The box's language changed (any thread): every open page reloads in the new one."""
        if self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self.stream.relabel, self.words.language)

    # ---- updates from the box ----------------------------------------------------------

    def post(self, update: Update) -> None:
        """Called from the web sink's thread: hand the update over to the server's loop."""
        if self.loop is not None and not self.loop.is_closed():
            try:
                self.loop.call_soon_threadsafe(self._take, update)
            except RuntimeError:  # the server is closing
                pass

    def _take(self, update: Update) -> None:
        players = tuple(p["name"] for p in update.view["players"])
        if update.game_id != self.table.game_id or players != self.table.players:
            if update.game_id != self.table.game_id:
                self.stream.new_game()
            self.table.reset(update.game_id, players)  # the members keep their seats by name
        self.stream.publish(update)

    # ---- a press at the box ------------------------------------------------------------------------------

    def hold_at_box(self) -> bool:
        """A button was held at the box (on the game loop's thread): True when it agreed to a phone's request
        (which is then carried out on the server's thread), False when the hold is the game's."""
        asked = self.presence.take()
        if asked is None or self.loop is None or self.loop.is_closed():
            return False
        self.loop.call_soon_threadsafe(self._agreed, asked)
        return True

    def _agreed(self, asked: AtTheBox) -> None:
        if asked.kind == "new_code":  # a table with no host, whose door strangers guarded: a code only it hears
            self.table.new_code()
            if self.on_new_code is not None:
                self.on_new_code()
            return
        if not self.table.hand_host(asked.subject):
            return
        if self.say is not None:
            self.say(Msg("controller.host_given", {"number": self.table.members[asked.subject].number}))

    # ---- guards ------------------------------------------------------------------------

    def _client(self, request: web.Request) -> tuple[str, str]:
        """Who is asking, for the rate limit and the caps: a member by its (valid) token, anyone else by address.

        An invented token does not make a new client: it counts as its address.
        """
        member = self.table.member_for(bearer(request))
        return ("member", member.id) if member is not None else ("address", request.remote or "")

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Cross-site requests refused before anything counts; a rate limit per client on everything but the static
        files; caps on the requests in progress from devices that are no member's; one-line JSON errors."""
        api, static = request.path.startswith("/api/"), request.path.startswith("/static/")
        crossing = cross_site(request) if api else None
        if crossing is not None:  # before it counts for anything, the rate limit included
            return json_error(403, self.words.render("page.api.cross_site", {"why": crossing}))
        client = ("address", request.remote or "") if static else self._client(request)
        if not static and not self.limiter.allow(client):
            return json_error(429, self.words.render("page.api.too_many", {}))
        if api:
            length = request.content_length
            if length is not None and length > MAX_BODY:
                return json_error(413, self.words.render("page.api.too_large", {"count": MAX_BODY}))
            if client[0] == "member":
                self.guard.trust(request)  # a member's connection is never the one a crowd pushes out
        # Live pages have caps of their own (LivePages); members, the box's own screen and pages opened on it, and
        # the static files every page needs, are always served.
        address = request.remote or ""
        counted = client[0] == "address" and request.path != "/api/stream" and \
            not request.path.startswith("/static/") and address not in OWN_ADDRESSES
        if counted and (sum(self.in_progress.values()) >= MAX_CONNECTIONS
                        or self.in_progress.get(address, 0) >= IN_PROGRESS_PER_ADDRESS):
            return json_error(503, self.words.render("page.api.busy", {"count": MAX_CONNECTIONS}))
        if counted:
            self.in_progress[address] = self.in_progress.get(address, 0) + 1
        try:
            return await handler(request)
        except web.HTTPRequestEntityTooLarge:
            return json_error(413, self.words.render("page.api.too_large", {"count": MAX_BODY}))
        except web.HTTPException as exc:
            if exc.status >= 400:
                return json_error(exc.status, exc.reason)
            raise
        finally:
            if counted:
                self.in_progress[address] -= 1
                if not self.in_progress[address]:
                    del self.in_progress[address]
