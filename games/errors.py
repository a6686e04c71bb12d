"""The one root of every error this program raises on purpose: ``except CompanionError`` catches them all.

It lives in games/, the package every other one may import (drivers/ imports this module and nothing
else of games/); each error also keeps the built-in class it has always been (a ``ValueError``, an
``OSError``), so that code catching those still does.
"""


class CompanionError(Exception):
    """Something this program refuses or cannot do, said in one line for people (the message)."""
