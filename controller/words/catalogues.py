"""The gettext catalogues on disk: each language's PO file (the source translators edit) and its
compiled MO file beside it (what the box loads: the standard library reads it in a few milliseconds).

A MO file remembers the digest of the PO file it was compiled from. When the PO file has been
edited since (with a text editor: PO editors such as Poedit write the MO file themselves), the box
compiles the PO file in memory with Babel instead, and says so once in the log.
``python -m controller.words.catalogues`` writes every MO file afresh; a test fails when one is stale.
"""

from __future__ import annotations

import datetime
import functools
import gettext
import hashlib
import io
import logging
from importlib import resources
from pathlib import Path

log = logging.getLogger(__name__)
SOURCE_LANGUAGE = "en"
DIGEST_ID = "x-source-digest"
"""A catalogue entry that is no message: the SHA-256 of the PO file the MO file was compiled from."""
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)


def catalogue_text(language: str) -> str:
    """The PO file of ``language`` as shipped."""
    return resources.files("controller.words").joinpath("locale", f"{language}.po").read_text(encoding="utf-8")


def digest(po_text: str) -> str:
    """What a MO file remembers of its PO file."""
    return hashlib.sha256(po_text.encode("utf-8")).hexdigest()


def compile_mo(po_text: str, language: str) -> bytes:
    """A PO file's text compiled to MO (Babel reads the PO format; gettext's own tools are not needed)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    catalogue = read_po(io.StringIO(po_text), locale=language)
    catalogue.creation_date = EPOCH  # (else the time of compiling: the same PO file would give other bytes)
    catalogue.add(DIGEST_ID, digest(po_text))
    out = io.BytesIO()
    write_mo(out, catalogue)
    return out.getvalue()


def load(po_text: str, mo: bytes | None, language: str) -> gettext.GNUTranslations:
    """The catalogue: the MO file if it was compiled from this very PO text, else the PO compiled now."""
    if mo is not None:
        compiled = gettext.GNUTranslations(io.BytesIO(mo))
        if compiled._catalog.get(DIGEST_ID) == digest(po_text):  # type: ignore[attr-defined]
            return compiled
    log.info("controller/words/locale/%s.po has changed since %s.mo was compiled: compiled now "
             "(python -m controller.words.catalogues writes the MO files)", language, language)
    return gettext.GNUTranslations(io.BytesIO(compile_mo(po_text, language)))


@functools.cache
def translations(language: str) -> gettext.GNUTranslations:
    """The catalogue of ``language``, falling back to English for a missing entry (once per process)."""
    mo_file = resources.files("controller.words").joinpath("locale", f"{language}.mo")
    found = load(catalogue_text(language), mo_file.read_bytes() if mo_file.is_file() else None, language)
    if language != SOURCE_LANGUAGE:
        found.add_fallback(translations(SOURCE_LANGUAGE))
    return found


def write_all(folder: Path) -> list[Path]:
    """Compile every PO file in ``folder`` to the MO file beside it; the files written."""
    written = []
    for po in sorted(folder.glob("*.po")):
        mo = po.with_suffix(".mo")
        mo.write_bytes(compile_mo(po.read_text(encoding="utf-8"), po.stem))
        written.append(mo)
    return written


if __name__ == "__main__":
    for path in write_all(Path(__file__).resolve().parent / "locale"):
        print(f"wrote {path}")
