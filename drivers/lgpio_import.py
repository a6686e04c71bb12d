"""Importing lgpio where the working directory is read-only (the hardened unit's ``/``).

lgpio makes a notification pipe, ``.lgd-nfyN``, when it is imported: its C library in ``$LG_WD``
(else the working directory), and its Python side then opens the pipe relative to the working
directory. Both must therefore be one writable folder. The installed unit gives the box one
(``WorkingDirectory=`` its runtime directory, and ``LG_WD`` the same); run anywhere else from a
read-only folder, the box moves to the temporary folder before the import.
"""

from __future__ import annotations

import os
import sys
import tempfile
from importlib import import_module
from types import ModuleType


def import_lgpio() -> ModuleType:
    """The ``lgpio`` module, imported with a writable working directory that ``LG_WD`` names too;
    ImportError when it is not installed."""
    if "lgpio" not in sys.modules:
        if not os.access(".", os.W_OK):
            os.chdir(tempfile.gettempdir())
        if os.path.realpath(os.environ.get("LG_WD", ".")) != os.getcwd():
            os.environ["LG_WD"] = os.getcwd()
    return import_module("lgpio")
