"""The box's side of the phones: its table server built and started, the join code said aloud, and the
host's settings applied at once.

The box's main deployment has no screen and nobody at its terminal: what people need to join is said by
the speaker (``controller.faces.web.spoken``) and printed to the log; the first phone to join hosts
(``controller.faces.web.hosting``) and may change the language, the volume, speech and the starting game
(``controller.app.settings``).
"""

from __future__ import annotations

import logging
from pathlib import Path
from collections.abc import Mapping
from typing import TYPE_CHECKING

from controller.core.config import Config
from controller.words.languages import voice_for
from controller.words.messages import Messages
from games.base import Msg
from games.datafile import TOML

if TYPE_CHECKING:
    from controller.app.box import Box
    from controller.faces.web.server import TableServer

log = logging.getLogger(__name__)

JOIN_KEEPS = 120.0
"""Seconds the join sentence may wait for the speaker (a busy start queues many lines): without it nobody joins."""


def table_server(box: Box, listen: str) -> TableServer:
    """The table server for ``[HOST:]PORT``, its seats (and host) kept beside the database."""
    from controller.app.choices import games_for_pages
    from controller.faces.web.address import parse_listen
    from controller.faces.web.server import TableServer
    from controller.faces.web.table import Table
    host, port = parse_listen(listen)
    # kept beside the database: a restart keeps every phone a member and seated, the host and the host code
    path = None if str(box.journal.path) == ":memory:" else Path(f"{box.journal.path}.seats")
    table = Table(path)
    web = TableServer(box.loop.submit, host, port, table.host_code(box.config.text("web.host_code")),
                      games_for_pages(), box.publisher.messages, table)
    web.public_url = box.config.text("web.public_url")
    web.change_settings = box.change_settings
    web.settings = lambda: box.host_settings.current(box.config)
    web.say = lambda said: say_to_the_table(box, said)
    box.loop.at_the_box = web.hold_at_box
    return web


def say_to_the_table(box: Box, said: Msg) -> None:
    """A sentence of the table server's (a phone asks to host, codes are being tried) said aloud and logged."""
    box.publisher.note(said)
    box.announcer.say(box.publisher.messages.text(said), stale_after=JOIN_KEEPS)


def start_web(box: Box, web: TableServer) -> None:
    """Serve the pages, print where (with the host code), and pass every update to them."""
    from controller.faces.web.address import mdns_name
    from controller.faces.web.sink import WebSink
    url = web.start()
    box.publisher.add(WebSink(web))
    box.publisher.note(Msg("controller.web", {"url": url, "code": web.host_code}), {"event": "web", "url": url})
    named = mdns_name()
    if named and not box.config.text("web.public_url"):
        # where Avahi answers for the box's name, that name is what people type ("tabletop dot local")
        web.spoken_url = f"http://{named}:{web.port}/"
        box.publisher.note(Msg("controller.web_name", {"url": web.spoken_url}))
    log.info("web: %s (host code %s)", url, web.host_code)
    web.on_new_code = box.say_join  # a hold at the box asked for a new code: said for the table alone


def say_join(box: Box, web: TableServer) -> None:
    """Say where to open and the table's join code (at start, and when a player asks or a button is held); the
    terminal and the log show them too. Any thread: it only queues."""
    if not web.url:
        return
    from controller.faces.web.spoken import join_note, join_words
    code = web.table.join_code
    box.publisher.note(join_note(web.url, code))
    log.info("web: join code %s at game #%s", code, web.table.game_id)
    if box.config.flag("web.say_address"):
        box.announcer.say(join_words(web.spoken_url or web.url, code, box.publisher.messages), stale_after=JOIN_KEEPS)


def power_on_problem(config: Config, words: Messages) -> str | None:
    """Why the box could not start its ``[box] game`` with the config's players (one line in the box's language:
    the host's phone shows it), or None when it can: a setting never keeps the box from starting."""
    from controller.app.choices import default_players
    from controller.core.session import load_game_data
    from games.errors import BadOptions
    from games.registry import GAMES
    game = config.text("box.game")
    spec = GAMES[game]
    try:
        spec.build(default_players(config), {}, 0, load_game_data(spec, config.game_table(game)))
    except BadOptions as exc:
        return words.render("controller.power_on_refused", {"title": Msg(f"title.{game}"), "reason": words.refusal(exc)})
    return None


def change_settings(box: Box, changes: Mapping[str, object]) -> dict[str, TOML]:
    """Check the host's settings with the config's checker, keep them beside the database (atomically), and
    apply them at once: the language (words, voice, pages), the volume, speech on or off; the starting game
    takes effect at the next start. Returns the settings as they now stand."""
    fits = (lambda c: power_on_problem(c, box.publisher.messages)) if "game" in changes else None
    before, after = box.config, box.host_settings.change(box.config, changes, fits)
    box.config = after
    language = after.text("box.language")
    if language != before.text("box.language"):
        box.publisher.messages.switch(language)
        box.speaker.voice = voice_for(language, after.text("speech.voice"))
        if box.web is not None:
            box.web.language_changed()
    box.mixer.volume = after.number("sound.volume")
    box.speaker.muted = not after.flag("speech.enabled")
    log.info("the host changed the settings: %s", ", ".join(f"{k}={v}" for k, v in sorted(changes.items())))
    return box.host_settings.current(after)
