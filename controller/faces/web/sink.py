"""The web sink: hands each update to the table server, which fans it out to the open pages."""

from __future__ import annotations

from controller.core.publisher import Sink, Update
from controller.faces.web.server import TableServer


class WebSink(Sink):
    """Passes every update to the server's own loop; never waits for a page."""

    name = "web"

    def __init__(self, server: TableServer) -> None:
        super().__init__()
        self.server = server

    def handle_update(self, update: Update) -> None:
        """Hand the update over to the server's thread."""
        self.server.post(update)
