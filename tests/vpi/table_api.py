"""The box's table server as the harness reaches it from the host: through QEMU's forwarded port."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from typing import Any

HOST_CODE = "424242"


class TableApi:
    """GET /api/view, seats, actions and host commands of the box in the guest."""

    def __init__(self, port: int) -> None:
        self.base = f"http://127.0.0.1:{port}"
        self.tokens: dict[str, str] = {}

    def _call(self, method: str, path: str, body: dict[str, Any] | None = None, token: str | None = None,
              timeout: float = 30) -> tuple[int, Any]:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json",
                                                  **({"Authorization": f"Bearer {token}"} if token else {})})
        try:
            with urllib.request.urlopen(request, timeout=timeout) as answer:
                return answer.status, json.loads(answer.read() or b"null")
        except urllib.error.HTTPError as refused:
            return refused.code, json.loads(refused.read() or b"null")

    def view(self, timeout: float = 10) -> dict[str, Any]:
        """The public view (raises OSError while the box is not serving)."""
        status, view = self._call("GET", "/api/view", timeout=timeout)
        if status != 200:
            raise OSError(f"/api/view answered {status}: {view}")
        return dict(view)

    def wait_view(self, timeout: float = 300, ready: Any = None) -> dict[str, Any]:
        """The view once the box serves it (and ``ready(view)`` holds); OSError after ``timeout``."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                view = self.view()
                if ready is None or ready(view):
                    return view
            except (OSError, ValueError):
                pass
            if time.monotonic() > deadline:
                raise OSError(f"the box did not serve /api/view as expected within {timeout:.0f} s")
            time.sleep(0.5)

    def host(self, command: str, **body: Any) -> tuple[int, Any]:
        """A host command (``new``, ``undo``, ...) with the harness's host code."""
        return self._call("POST", "/api/host", {"code": HOST_CODE, "command": command, **body})

    def join_code(self) -> str:
        """The game's join code, as the table screen shows it (the harness is made a table screen by the host)."""
        if "table" not in self.tokens:
            status, answer = self.host("table")
            if status != 200:
                raise OSError(f"table screen: {status} {answer}")
            self.tokens["table"] = answer["table_token"]
        status, info = self._call("GET", "/api/info", token=self.tokens["table"])
        if status != 200 or "join_code" not in info:
            raise OSError(f"/api/info gave no join code: {status} {info}")
        return str(info["join_code"])

    def seat(self, player: str) -> str:
        """The token of ``player``'s seat (claimed once per game, with the game's join code)."""
        status, answer = self._call("POST", "/api/seats", {"player": player, "code": self.join_code()})
        if status == 200:
            self.tokens[player] = answer["token"]
        elif player not in self.tokens:
            raise OSError(f"seat {player}: {status} {answer}")
        return self.tokens[player]

    def act(self, seat: str, action: str, **args: str) -> tuple[int, Any]:
        """An action from ``seat``'s phone; (status, answer)."""
        return self._call("POST", "/api/actions", {"action": action, "args": args}, token=self.tokens.get(seat),
                          timeout=60)
