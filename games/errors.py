"""The one root of every error this program raises on purpose: ``except CompanionError`` catches them all.

It lives in games/, which the controller and the sounds may import; drivers/, which knows nothing of
games, defines no errors of its own (it raises the built-in ones: OSError, ValueError). Each error also
keeps the built-in class it has always been (a ``ValueError``), so that code catching that still does.
"""


class CompanionError(Exception):
    """Something this program refuses or cannot do, said in one line for people (the message)."""
