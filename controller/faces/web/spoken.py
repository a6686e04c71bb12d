"""What the box says so that people at the table can join from their phones: the address to type, spoken
so that it can be typed, and the table's join code digit by digit.

The voice is the table's screen on a box with none: everyone at the table hears the code, a stranger on the
café's Wi-Fi does not.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from controller.words.messages import Messages
from games.base import Msg


def spoken_where(url: str, words: Messages) -> str:
    """A page's address as people type it, said aloud: every dot a word ("192 dot 168 dot 1 dot 23, port 8080").

    >>> spoken_where("http://192.168.1.23:8080/", Messages("en")), spoken_where("http://box.local/", Messages("it"))
    ('192 dot 168 dot 1 dot 23, port 8080', 'box punto local')
    """
    parts = urlsplit(url)
    dot = f" {words.render('controller.dot', {})} "
    host = (parts.hostname or "").replace(".", dot)
    if not parts.port:
        return host
    return words.render("controller.port", {"host": host, "port": str(parts.port)})  # a port is no amount: never "8.080"


def spoken_digits(code: str) -> str:
    """A code said digit by digit (``4829`` is "4, 8, 2, 9", never "four thousand...").

    >>> spoken_digits("4829")
    '4, 8, 2, 9'
    """
    return ", ".join(code)


def join_words(url: str, code: str, words: Messages) -> str:
    """The sentence the box says: where to open, and the join code (only where to open, without a code)."""
    where = spoken_where(url, words)
    if not code:
        return words.render("controller.join", {"where": where})
    return words.render("controller.join_code", {"where": where, "digits": spoken_digits(code)})


def join_note(url: str, code: str) -> Msg:
    """The line for the terminal and the log: the table's join code and where phones join."""
    return Msg("controller.join_note", {"code": code, "url": url})
