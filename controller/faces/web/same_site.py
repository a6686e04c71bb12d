"""Requests from pages on other origins, refused before they count for anything.

A page on another site, opened on a family's phone, can make that browser send requests to the box (a form, a
``fetch`` in ``no-cors`` mode) but cannot read the answers. Such requests used to count as the phone's wrong codes
and lock it out of the right ones. The box sets no cookie (a phone's token travels in an ``Authorization`` header,
which another origin can neither read nor send), so what remains is refused here: a browser's ``Sec-Fetch-Site``
other than ``same-origin`` or ``none``, an ``Origin`` that is not the box's own, and a POST body that is not
``application/json`` (which no cross-site form can send without the box's leave, and the box never gives it).
"""

from __future__ import annotations

from urllib.parse import urlsplit

from aiohttp import web

TRUSTED_FETCH_SITES = frozenset({"same-origin", "none"})
"""``Sec-Fetch-Site`` values of the box's own pages (``none``: typed in the address bar, a bookmark)."""


def cross_site(request: web.Request) -> str | None:
    """Why this request comes from another site's page (a few words for the refusal), or None when it does not.

    Programs (curl, a café's scripts) send neither ``Origin`` nor ``Sec-Fetch-Site``: they pass, and must send
    JSON like everyone else.
    """
    fetch_site = request.headers.get("Sec-Fetch-Site")
    if fetch_site is not None and fetch_site not in TRUSTED_FETCH_SITES:
        return f"Sec-Fetch-Site: {fetch_site[:20]}"
    origin = request.headers.get("Origin")
    if origin is not None and (origin == "null" or netloc(origin) != request.host.lower()):
        return f"Origin: {origin[:60]}"
    if request.method == "POST" and request.body_exists and request.content_type != "application/json":
        return f"Content-Type: {request.content_type[:40]}"
    return None


def netloc(url: str) -> str | None:
    """``host:port`` of a URL, lowercased; None for one that cannot be read (``http://[``).

    >>> netloc("http://Box.local:8080"), netloc("http://[")
    ('box.local:8080', None)
    """
    try:
        return urlsplit(url).netloc.lower()
    except ValueError:
        return None
