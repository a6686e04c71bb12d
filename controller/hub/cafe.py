"""The hub's café page: every table's current game (from the retained views) and the league."""

from __future__ import annotations

from importlib import resources

from aiohttp import web

from controller.hub.collector import Hub
from controller.words.messages import Messages
from controller.core.score_log import high_scores, wins
from controller.faces.web.site import BackgroundSite
from controller.faces.web.page_text import localized_page


class CafeServer(BackgroundSite):
    """``/``: the café page; ``/api/tables``: every box's status and view; ``/api/league``: the league."""

    def __init__(self, hub: Hub, host: str, port: int, words: Messages | None = None) -> None:
        super().__init__(host, port)
        self.hub = hub
        self.words = words or Messages()

    def build(self) -> web.Application:
        """The page, its two read-only endpoints and the shared static files."""
        app = web.Application(client_max_size=1024)
        app.router.add_get("/", self.page)
        app.router.add_get("/api/tables", self.tables)
        app.router.add_get("/api/league", self.league)
        app.router.add_static("/static/", str(resources.files("controller.faces.web").joinpath("static")))
        return app

    async def page(self, request: web.Request) -> web.StreamResponse:
        """The café page."""
        return web.Response(text=localized_page("cafe.html", self.words), content_type="text/html", headers={"Cache-Control": "no-store"})

    async def tables(self, request: web.Request) -> web.StreamResponse:
        """Every box's status and current public view."""
        return web.json_response(self.hub.snapshot())

    async def league(self, request: web.Request) -> web.StreamResponse:
        """Wins and high scores across every box, and the latest plays."""
        plays = self.hub.league.plays()
        return web.json_response({"wins": wins(plays), "high_scores": high_scores(plays),
                                  "plays": [p.to_json() for p in plays[:20]], "count": len(plays)})
