"""What the table server accepts of a request: its JSON body (small, shallow, an object), an action's words,
and a tap's ``Idempotency-Key``; a refusal is one line, with a 4xx status."""

from __future__ import annotations

import json
import re
from typing import Any

from aiohttp import web

from games.base import Msg
from games.errors import CompanionError

WORD = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")
REQUEST_ID = re.compile(r"^[A-Za-z0-9_-]{8,64}$")
TOKEN = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
"""A phone's token as the box makes them (``secrets.token_urlsafe``) and phones make their tickets: anything else in
an ``Authorization`` header (a non-UTF-8 byte, a lone surrogate, a space) is no token, never a 500."""
"""An ``Idempotency-Key``: the id a page gives each tap and sends again with every retry of it."""
MAX_DEPTH = 8
"""How deeply a request's JSON may nest (the API's bodies nest two deep)."""


def json_error(status: int, reason: str) -> web.Response:
    """A refusal: the status and one line saying why."""
    return web.json_response({"error": " ".join(reason.split())}, status=status)


class BadRequest(CompanionError):
    """A request that cannot be used; ``status`` and the one-line reason go back to the client."""

    def __init__(self, status: int, reason: str | Msg) -> None:
        super().__init__(reason)
        self.status, self.reason = status, reason


async def read_json(request: web.Request) -> dict[str, Any]:
    """The request's JSON object, or :class:`BadRequest`."""
    raw = await request.read()
    try:
        body = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise BadRequest(400, Msg("page.api.malformed")) from None
    except RecursionError:
        body = None
    if body is None or depth(body, MAX_DEPTH) > MAX_DEPTH:
        raise BadRequest(400, Msg("page.api.nested", {"count": MAX_DEPTH}))
    if not isinstance(body, dict):
        raise BadRequest(400, Msg("page.api.not_object"))
    if not encodable(body):  # "\ud800": JSON allows a lone surrogate, UTF-8 (and so every comparison) does not
        raise BadRequest(400, Msg("page.api.malformed"))
    return body


def encodable(value: Any) -> bool:
    """Whether every text in a JSON value (its keys too) can be written as UTF-8: a lone surrogate cannot.

    >>> encodable({"code": "1234", "args": ["é"]}), encodable({"code": "\\ud800"}), encodable({"\\udc00": 1})
    (True, False, False)
    """
    stack = [value]
    while stack:
        found = stack.pop()
        if isinstance(found, dict):
            stack.extend(found.keys())
            stack.extend(found.values())
        elif isinstance(found, list):
            stack.extend(found)
        elif isinstance(found, str):
            try:
                found.encode("utf-8")
            except UnicodeEncodeError:
                return False
    return True


def depth(value: Any, limit: int | None = None) -> int:
    """How deeply a JSON value nests (a number or text: 0), without recursion (a body nested 500 deep used to
    raise RecursionError here); past ``limit`` it stops counting and answers ``limit + 1``.

    >>> depth({"action": "spin", "args": {"token": "1"}}), depth([[[]]]), depth([[[[[]]]]], limit=2)
    (2, 3, 3)
    """
    deepest, stack = 0, [(value, 0)]
    while stack:
        found, level = stack.pop()
        if isinstance(found, (dict, list)):
            level += 1
            if limit is not None and level > limit:
                return limit + 1
            deepest = max(deepest, level)
            stack.extend((child, level) for child in (found.values() if isinstance(found, dict) else found))
    return deepest


def request_id(request: web.Request, who: str) -> str | None:
    """The tap's ``Idempotency-Key`` header, kept per sender (a seat, or the host) so that nobody can fetch
    another's answer; None without one, :class:`BadRequest` for one that is not 8 to 64 letters, digits,
    ``-`` or ``_``."""
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not REQUEST_ID.fullmatch(key):
        raise BadRequest(400, "Idempotency-Key: 8 to 64 letters, digits, '-' or '_'")
    return f"{who}:{key}"


def words(value: Any, what: str) -> dict[str, str]:
    """An action's ``args``: up to 8 lower-case keys with short text or number values."""
    if value is None:
        return {}
    if not isinstance(value, dict) or len(value) > 8:
        raise BadRequest(400, f"{what} must be an object of at most 8 KEY: VALUE pairs")
    out = {}
    for key, word in value.items():
        if not isinstance(key, str) or not WORD.match(key):
            raise BadRequest(400, f"{what}: {str(key)[:40]!r} is not a valid key")
        if isinstance(word, bool) or not isinstance(word, (str, int)) or len(str(word)) > 40 \
                or not str(word).isprintable() or not str(word).strip():
            raise BadRequest(400, f"{what}.{key} must be a short text or a whole number")
        out[key] = str(word)
    return out


def valid_token(token: str) -> bool:
    """Whether ``token`` has a token's shape (:data:`TOKEN`).

    >>> valid_token("Ab3_-" * 5), valid_token("\\udcff" * 20), valid_token("short")
    (True, False, False)
    """
    return bool(TOKEN.fullmatch(token))


def bearer(request: web.Request) -> str:
    """The token an ``Authorization: Bearer`` header carries, or ``""`` (also for one that is no token's shape)."""
    header = request.headers.get("Authorization", "")
    token = header[7:].strip() if header.startswith("Bearer ") else ""
    return token if valid_token(token) else ""
