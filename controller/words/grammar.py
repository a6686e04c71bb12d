"""The rules of grammar a sentence needs once a filler is put into it, as the functions its catalogue calls.

Fluent's own syntax selects on numbers (plural categories, an exact ``[0]``) and on strings; the box adds
the functions below, the same in Python (here) and in the pages (``controller/faces/web/static/words.js``,
with Fluent's JavaScript twin), so that a sentence reads the same on the terminal, the screen and a phone:

- ``DE($player)``, ``LE``, ``LA``, ``QUE``, ``JE`` (French): the particle elided before a vowel, "d'ann",
  "de bob"; ``AD($player)`` and ``ED($last)`` (Italian): "ad ann" before an a, "ed eva" before an e.
- ``COUNT($players)``: how many names a list holds, to select on (``[one] Ha vinto … *[other] Hanno vinto``).
- ``FORM($spot, "dat")``: a game's noun (a Fluent term the code passes) in the form the sentence needs, its
  case, with its article, or joined to a preposition ("im Kontrollraum", "sul raggio traente").
- ``GENDER($spot)``: the noun's ``.gender`` attribute, to select on (an adjective that agrees with it).
- ``NUMBER($seed, useGrouping: 0)`` is Fluent's own (a number with options: here an identifier, never
  grouped), which lets a value the code gives as text through unchanged.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable

from babel import Locale
from fluent.runtime.types import FluentInt, FluentNone, FluentType, fluent_number

VOWELS = "aeiouyàâäáéèêëíìîïóòôöúùûü"
"""Letters a name may start with that make French elide (an "h" is left alone: "de Hugo")."""

PARTICLES: dict[str, dict[str, tuple[str, str]]] = {
    "fr": {"de": ("d'", "de "), "le": ("l'", "le "), "la": ("l'", "la "), "que": ("qu'", "que "),
           "je": ("j'", "je ")},
    "it": {"a": ("ad ", "a "), "e": ("ed ", "e ")},
}
"""Per language, per particle: its form before a vowel (for Italian: before the same vowel), and otherwise."""
FUNCTION_OF_PARTICLE = {"de": "DE", "le": "LE", "la": "LA", "que": "QUE", "je": "JE", "a": "AD", "e": "ED"}
"""The catalogue's function that puts each particle before a word."""


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


class Filler(FluentType, ABC):
    """A value the box makes for a sentence (not one of Fluent's numbers or dates): it writes itself."""

    @abstractmethod
    def text(self) -> str:
        """The filler as the sentence shows it by itself."""

    def format(self, locale: Locale | None) -> str:
        return self.text()

    def __str__(self) -> str:
        return self.text()


class Listed(Filler):
    """A list of names as a sentence's filler: written as the language joins them ("ann, bob e eva"),
    counted by ``COUNT``."""

    def __init__(self, items: tuple[str, ...], joined: str) -> None:
        self.items, self.joined = items, joined

    def text(self) -> str:
        return self.joined


class Noun(Filler):
    """A game's noun as a sentence's filler: a term of the catalogue, said in the form the sentence asks for
    (``FORM``); by itself, in its own form."""

    def __init__(self, forms: Callable[[str], str], gender: str) -> None:
        self._forms, self.gender = forms, gender

    def form(self, name: str) -> str:
        """The noun in form ``name`` (its own form when the term has no such form)."""
        return self._forms(name)

    def text(self) -> str:
        return self._forms("")


def _text(value: object) -> str:
    """A filler as text, whatever Fluent made of it."""
    return "" if isinstance(value, FluentNone) else value.text() if isinstance(value, Filler) else str(value)


FluentFunction = Callable[..., "FluentType | str"]
"""A function a catalogue calls: Fluent gives it the sentence's values, it gives back text or a Fluent value."""


def functions(language: str) -> dict[str, FluentFunction]:
    """The functions the catalogue of ``language`` may call (Fluent's own, NUMBER and DATETIME, besides)."""
    found: dict[str, FluentFunction] = {
        FUNCTION_OF_PARTICLE[particle]: (lambda p: lambda value: with_particle(language, p, _text(value)))(particle)
        for particle in PARTICLES.get(language, {})}
    found["COUNT"] = lambda value: FluentInt(len(value.items) if isinstance(value, Listed) else 1)
    found["FORM"] = lambda value, form: value.form(str(form)) if isinstance(value, Noun) else _text(value)
    found["GENDER"] = lambda value: value.gender if isinstance(value, Noun) else "other"
    # Fluent's NUMBER, which lets a value given as text through as it is (a seed the user typed)
    found["NUMBER"] = lambda value, **options: value if isinstance(value, str) else fluent_number(value, **options)
    return found
