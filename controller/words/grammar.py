"""The few rules of grammar a sentence needs once a name is put into it, in each language.

A catalogue writes ``{player:de}`` where French says "de" before a name: the renderer makes it
"d'ann" or "de bob". The same table is sent to the pages (``controller/faces/web/static/common.js``
applies it there), so a sentence reads the same on the terminal, the screen and a phone.

- French elides "de", "le", "la", "que" and "je" before a vowel: "la partie d'ann", "qu'eva".
- Italian writes "ad" for "a" and "ed" for "e" before the same vowel: "tocca ad ann", "bob ed eva".
"""

from __future__ import annotations

VOWELS = "aeiouyàâäáéèêëíìîïóòôöúùûü"
"""Letters a name may start with that make French elide (an "h" is left alone: "de Hugo")."""

PARTICLES: dict[str, dict[str, tuple[str, str]]] = {
    "fr": {"de": ("d'", "de "), "le": ("l'", "le "), "la": ("l'", "la "), "que": ("qu'", "que "),
           "je": ("j'", "je ")},
    "it": {"a": ("ad ", "a "), "e": ("ed ", "e ")},
}
"""Per language, per particle: its form before a vowel (for Italian: before the same vowel), and otherwise."""


def with_particle(language: str, particle: str, word: str) -> str:
    """``word`` with ``particle`` in front, as ``language`` joins them.

    >>> with_particle("fr", "de", "ann"), with_particle("fr", "de", "bob"), with_particle("fr", "que", "Éva")
    ("d'ann", 'de bob', "qu'Éva")
    >>> with_particle("it", "a", "ann"), with_particle("it", "a", "eva"), with_particle("it", "e", "eva")
    ('ad ann', 'a eva', 'ed eva')

    Raises ``KeyError`` for a particle the language does not have (a catalogue's typo).
    """
    before_vowel, otherwise = PARTICLES[language][particle]
    first = word[:1].lower()
    if language == "it":
        elides = first == particle  # "ad" before an a, "ed" before an e
    else:
        elides = bool(first) and first in VOWELS
    return (before_vowel if elides else otherwise) + word
