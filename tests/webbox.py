"""A real box with its table server on a free local port, for the web tests (API and browser)."""

from __future__ import annotations

import http.client
import io
import json
import re
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from controller.app.box import Box, RunRequest
from controller.app.config_file import load_config
from controller.app.settings import HostSettings, settings_path
from controller.faces.web.server import TableServer
from controller.core.loop import DoAction
from games.base import Action
from games.bot import Peg
from games.registry import GAMES


@contextmanager
def web_box(tmp_path: Path, game: str, players: list[str] | None, seed: int | None = 1,
            options: dict[str, str] | None = None, json_mode: bool = False,
            announcer: Any = None, language: str | None = None, settings: dict[str, Any] | None = None,
            port: int = 0) -> Iterator[Box]:
    """Start the box as the service would run it (simulated hardware, real clock) with the web on port 0."""
    request = RunRequest(game=game, players=players, options=options or {}, simulate=True, seed=seed,
                         db=str(tmp_path / "web.db"), web=f"127.0.0.1:{port}", json=json_mode)
    stdout = io.StringIO()
    # as the command line reads it: the defaults, the host's settings kept beside the database, then --lang
    config = HostSettings(settings_path(request.db or "")).over(load_config(None))
    if language is not None:
        config = config.overridden("box.language", language)
    for key, value in (settings or {}).items():
        config = config.overridden(key, value)
    box = Box(config, request, GAMES[game], stdout, announcer=announcer)
    box.start()
    box.stdout = stdout  # type: ignore[attr-defined]
    try:
        yield box
    finally:
        box.finish()


def web_of(box: Box) -> TableServer:
    """The table server of a box started by :func:`web_box` (it always serves pages)."""
    assert box.web is not None
    return box.web


def call(box: Box, method: str, path: str, body: Any = None, token: str | None = None,
         raw: bytes | None = None, headers: dict[str, str] | None = None,
         source: str | None = None) -> tuple[int, dict[str, Any]]:
    """One HTTP request to the box where it really listens (whatever address it shows), from ``source``
    (another 127.x address is another device on the Wi-Fi); returns the status and the JSON answer."""
    assert box.web is not None
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    connection = http.client.HTTPConnection(box.web.host, box.web.port, timeout=60,
                                            source_address=(source, 0) if source else None)
    try:
        connection.request(method, path, body=data, headers={
            "Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {}),
            **(headers or {})})
        answer = connection.getresponse()
        return answer.status, json.loads(answer.read() or b"{}")
    finally:
        connection.close()


def wait_until_closed(sock: socket.socket) -> None:
    """Wait until the box closes (or resets) this connection, an answer first allowed: waits for the box, never
    for a guessed time (the socket's own timeout, as long as a very busy machine needs, raises if it never does)."""
    try:
        while sock.recv(4096):
            pass
    except ConnectionResetError:
        pass


def seat(box: Box, player: str) -> str:
    """Claim a player's seat; return its token."""
    assert box.web is not None
    status, answer = call(box, "POST", "/api/seats", {"player": player, "code": box.web.table.join_code})
    assert status == 200, answer
    return str(answer["token"])


class Ear:
    """The box's speaker as the table hears it: every sentence said, in order."""

    def __init__(self) -> None:
        self.said: list[str] = []

    def say(self, text: str, stale_after: float | None = None) -> None:
        self.said.append(text)

    def codes(self) -> list[str]:
        """Every join code heard, as digits."""
        return ["".join(re.findall(r"\d", m)) for m in re.findall(r"code (?:is|è) ((?:\d, ){3}\d)", " ".join(self.said))]


def play_some(box: Box, moves: int) -> None:
    """The game's demo bot plays ``moves`` moves through the loop (pegs as the peg action), as a table would."""
    session = box.loop.session
    bot = session.spec.make_bot(session.engine, 3)
    done = 0
    while done < moves and not box.loop.session.finished:
        move = bot.next_move(session.engine)
        if isinstance(move, Peg):
            move = Action.make(session.spec.peg_action, space=move.space, state="down" if move.down else "up")
        if isinstance(move, Action):
            box.loop.submit(DoAction(move))
            box.loop.settle()
            done += 1
