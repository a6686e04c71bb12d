"""The words players read and hear, from one gettext catalogue per language.

An engine's event carries a message id (``cards.turn``) and its parameters; the catalogue
of the box's language (``controller/words/locale/<language>.po``, gettext's PO format, which
translators edit with their usual tools) gives the sentence, plural forms included (a
parameter ``count`` chooses the form). English is the fallback for an entry a catalogue lacks.
Events without an id (the box's own error lines) keep the text they carry.

The catalogues are loaded by :mod:`controller.words.catalogues` (the compiled MO files, or the PO
files compiled in memory when they have been edited since), once per process and language.
"""

from __future__ import annotations

import dataclasses
import gettext
import logging
import string
from collections.abc import Mapping
from typing import Any

from controller.words.catalogues import SOURCE_LANGUAGE, translations
from controller.words.grammar import with_particle
from games.base import Event, Msg, Names
from games.datafile import Localized
from games.errors import Refusal

log = logging.getLogger(__name__)


def placeholders(text: str) -> set[str]:
    """The ``{name}`` parameters a sentence uses."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def word_for(kind: str, name: str, game: str = "") -> Msg:
    """The word players know a thing by: ``act.<game>.<name>`` (an action), ``act.<name>`` (the box's own
    actions), ``button.<name>``; a name the catalogue has no entry for (a button the user named) is said as
    it is.

    >>> Messages("it").text(word_for("act", "roll", "pacman")), Messages("it").text(word_for("button", "red"))
    ('tirare i dadi', 'red')
    """
    return Msg(".".join(part for part in (kind, game, name) if part), {"as_is": name})


class _Filler(string.Formatter):
    """``str.format`` with two additions: ``{player:de}`` is the value with the particle in front
    (:func:`~controller.words.grammar.with_particle`); ``{count:n}`` is a number as the language writes it
    ("1.234" in Italian and German, "1 234" in French, "1,234" in English: Babel's, from CLDR)."""

    def __init__(self, language: str) -> None:
        self.language = language

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "n" and isinstance(value, (int, float)):
            from babel.numbers import format_decimal  # only when a sentence has such a number: the box starts without Babel
            return str(format_decimal(value, locale=self.language))
        if format_spec.isalpha():
            return with_particle(self.language, format_spec, str(value))
        return str(super().format_field(value, format_spec))


def _count(value: object) -> int:
    """A plural entry's ``count`` as the number its form is chosen by (a count is an int; a str of digits
    or a float is taken as the number it writes)."""
    if isinstance(value, (int, float, str)):
        return int(value)
    raise TypeError(f"count must be a number, not {type(value).__name__}")


class Messages:
    """Renders message ids in one language."""

    def __init__(self, language: str = SOURCE_LANGUAGE, catalogue: gettext.NullTranslations | None = None) -> None:
        """``catalogue``: the sentences of ``language`` to use instead of the shipped ones (a translator's
        draft, compiled); English stands in for what it lacks, as for the shipped ones."""
        self.missing: set[str | tuple[str, str]] = set()
        """Ids rendered from the English fallback (or as the bare id): said once each in the log."""
        self.switch(language, catalogue)

    def switch(self, language: str, catalogue: gettext.NullTranslations | None = None) -> None:
        """Speak ``language`` from now on (the host chose another from a phone): every output that shares
        this object follows."""
        if catalogue is not None and language != SOURCE_LANGUAGE:
            catalogue.add_fallback(translations(SOURCE_LANGUAGE))
        chosen = catalogue or translations(language)
        own = getattr(chosen, "_catalog", {})  # the entries of this language itself
        self._own = {key if isinstance(key, str) else key[0] for key in own}
        self._catalogue = chosen
        self.language = language
        self.missing = set()

    def _note_missing(self, msg: str) -> None:
        """Log, once, an id this language's catalogue lacks (English, or the bare id, stands in)."""
        if msg not in self._own and msg not in self.missing:
            self.missing.add(msg)
            log.warning("message %r has no %s sentence in controller/words/locale/%s.po: %s used", msg,
                        self.language, self.language, "the English" if self.language != SOURCE_LANGUAGE else "its id")

    def has(self, msg: str) -> bool:
        """Whether ``msg`` is a message id at all (English has every one)."""
        english = translations(SOURCE_LANGUAGE)._catalog  # type: ignore[attr-defined]
        return msg in english or (msg, 0) in english

    def variant(self, msg: str, params: Mapping[str, object]) -> str:
        """The entry to say for ``msg`` with these parameters: ``msg.zero`` when ``count`` is 0 (plural forms
        cannot say "no more moves"), ``msg.several`` when a list of names has more than one (a tie: "ann and
        bob have won"), where the catalogue has such an entry; else ``msg``.

        >>> Messages("en").variant("pacman.power_left", {"count": 0})
        'pacman.power_left.zero'
        >>> Messages("en").variant("standing.won", {"players": Names(("ann", "bob"))})
        'standing.won.several'
        """
        if params.get("count") == 0 and self.has(msg + ".zero"):
            return msg + ".zero"
        if any(isinstance(value, Names) and len(value) > 1 for value in params.values()) and self.has(msg + ".several"):
            return msg + ".several"
        return msg

    def render(self, msg: str, params: Mapping[str, object]) -> str:
        """The sentence for ``msg`` with ``params`` filled in (``count`` chooses a plural entry's form; a
        :class:`~games.base.Msg` parameter is rendered first; ``{name:de}`` puts a particle before the
        value as the language joins them, :mod:`controller.words.grammar`)."""
        msg = self.variant(msg, params)
        self._note_missing(msg)
        plural = "count" in params and (msg, 0) in translations(SOURCE_LANGUAGE)._catalog  # type: ignore[attr-defined]
        values = {key: self._value(value) for key, value in params.items()}
        for catalogue, language in ((self._catalogue, self.language), (translations(SOURCE_LANGUAGE), SOURCE_LANGUAGE)):
            template = catalogue.ngettext(msg, msg, _count(params["count"])) if plural else catalogue.gettext(msg)
            try:
                return _Filler(language).vformat(template, (), values)
            except (KeyError, ValueError, IndexError) as exc:  # an edited catalogue's typo must not lose the line
                if (msg, "format") not in self.missing:
                    self.missing.add((msg, "format"))
                    log.warning("controller/words/locale/%s.po: %s: %r cannot be filled in (%s): English used",
                                self.language, msg, template, exc)
        return msg

    def templates(self, prefixes: tuple[str, ...]) -> dict[str, str | list[str]]:
        """Every sentence whose id starts with one of ``prefixes``, unfilled, in this language (for the pages'
        scripts): a plural entry as its singular and plural forms."""
        english = translations(SOURCE_LANGUAGE)._catalog  # type: ignore[attr-defined]
        found: dict[str, str | list[str]] = {}
        for key in english:
            msg, plural = (key[0], True) if isinstance(key, tuple) else (key, False)
            if not msg or not msg.startswith(prefixes) or msg in found:
                continue
            self._note_missing(msg)
            found[msg] = [self._catalogue.ngettext(msg, msg, 1), self._catalogue.ngettext(msg, msg, 2)] if plural \
                else self._catalogue.gettext(msg)
        return found

    def text(self, message: Msg) -> str:
        """A :class:`~games.base.Msg` as a sentence in this language (a word the catalogue has no entry for,
        a button of the user's own, as it is)."""
        if "as_is" in message.params and not self.has(message.id):
            return str(message.params["as_is"])
        return self.render(message.id, message.params)

    def _value(self, value: object) -> object:
        """A parameter as it goes into a sentence: a message rendered, a list of them joined."""
        if isinstance(value, Msg):
            if "as_is" in value.params and not self.has(value.id):
                return value.params["as_is"]  # a word the catalogue has no entry for (a button of the user's own)
            return self.render(value.id, value.params)
        if isinstance(value, Names):
            items = [str(self._value(item)) for item in value]
            if len(items) < 2:
                return "".join(items)
            return self.render("list.and", {"rest": ", ".join(items[:-1]), "last": items[-1]})
        if isinstance(value, Localized):
            return self.localized(value)
        if isinstance(value, tuple):
            return ", ".join(str(self._value(item)) for item in value)
        return value

    def localized(self, value: Localized) -> str:
        """A data file's text in this language, else its default (said once in the log)."""
        text = value.get(self.language)
        if text is None:
            text = value.default
            if text not in self.missing:
                self.missing.add(text)
                log.warning("the data file gives no %s text for %r: used as it is", self.language, text)
        return text

    def pick(self, texts: Mapping[str, str]) -> str:
        """A view's text in every language (``{"en": ..., "fr": ...}``, as ``Localized`` gives it) in this one."""
        return self.localized(Localized(tuple(texts.items())))

    def refusal(self, exc: Refusal) -> str:
        """Why something was refused (an action, players or options), in this language."""
        return self.render(exc.msg, exc.params) if exc.msg else str(exc)

    def event(self, event: Event) -> Event:
        """The event with its text (and what is said) in this language, when it carries message ids."""
        if not event.msg:
            return event
        say = self.render(event.say_msg, event.params) if event.say_msg else event.say
        return dataclasses.replace(event, text=self.render(event.msg, event.params), say=say)
