"""The words players read and hear, from one Project Fluent catalogue per language.

An engine's event carries a message id (``cards.turn``) and its parameters; the catalogue of the box's
language (``controller/words/locale/<language>.ftl``, :mod:`controller.words.catalogues`) gives the sentence,
which selects its own words on what it is given: a number's plural category, an exact count (``[0]``), how
many names a list holds, a noun's gender (:mod:`controller.words.grammar`). A number is written as the
language writes it ("12.345", "12 345"). English is the fallback for an entry a catalogue lacks or cannot
fill in. Events without an id (the box's own error lines) keep the text they carry.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
from collections.abc import Iterator, Mapping
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from controller.words.catalogues import SOURCE_LANGUAGE, entries, fluent_id, form_id, parse, resource
from controller.words.grammar import Listed, Noun, functions
from games.base import Choices, Event, Msg, Names
from games.datafile import Localized
from games.errors import Refusal

log = logging.getLogger(__name__)


class Catalogue:
    """One language's catalogue, ready to render: its Fluent bundle and its nouns' genders."""

    def __init__(self, language: str, parsed: ast.Resource) -> None:
        self.language = language
        # (fluent.runtime's annotation says a function takes one value and gives a FluentType: ours take
        # options too, and text is what Fluent itself accepts back)
        self.bundle = FluentBundle([language], functions=functions(language),  # type: ignore[arg-type]
                                   use_isolating=False)
        self.bundle.add_resource(parsed)
        self.genders = {entry.id.name: _gender(entry) for entry in parsed.body if isinstance(entry, ast.Term)}

    def has(self, fid: str) -> bool:
        """Whether the catalogue has a message with this Fluent id."""
        return self.bundle.has_message(fid)

    def format(self, fid: str, args: Mapping[str, object]) -> tuple[str, list[Exception]]:
        """The message ``fid`` with ``args`` filled in, and what went wrong doing it."""
        pattern = self.bundle.get_message(fid).value
        if pattern is None:
            return fid, [LookupError(f"{fid} has no value")]
        text, errors = self.bundle.format_pattern(pattern, dict(args))
        return str(text), errors

    def noun(self, fid: str) -> Noun | None:
        """The term of that id as a filler (None: the catalogue has no such term)."""
        if fid not in self.genders:
            return None

        def forms(form: str) -> str:
            wanted = form_id(fid, form) if self.has(form_id(fid, form)) else form_id(fid, "")
            return self.format(wanted, {})[0]
        return Noun(forms, self.genders[fid])


def _gender(term: ast.Term) -> str:
    """A term's ``.gender`` attribute ("other" when it has none)."""
    for attribute in term.attributes:
        if attribute.id.name == "gender":
            return "".join(getattr(element, "value", "") for element in attribute.value.elements).strip()
    return "other"


@functools.cache
def shipped(language: str) -> Catalogue:
    """The catalogue of ``language`` as shipped (once per process)."""
    return Catalogue(language, resource(language))


def variables(msg: str, language: str = SOURCE_LANGUAGE) -> set[str]:
    """The parameters (Fluent's ``$variables``) a message uses in any of its variants; empty when the
    catalogue has no such message."""
    found: set[str] = set()

    class Walk(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802 (Fluent's name)
            found.add(node.id.name)

    entry = entries(language).get(fluent_id(msg))
    if entry is not None:
        Walk().visit(entry)
    return found


def word_for(kind: str, name: str, game: str = "") -> Msg:
    """The word players know a thing by: ``act.<game>.<name>`` (an action), ``act.<name>`` (the box's own
    actions), ``button.<name>``; a name the catalogue has no entry for (a button the user named) is said as
    it is.

    >>> Messages("it").text(word_for("act", "roll", "pacman")), Messages("it").text(word_for("button", "red"))
    ('tirare i dadi', 'red')
    """
    return Msg(".".join(part for part in (kind, game, name) if part), {"as_is": name})


class Messages:
    """Renders message ids in one language."""

    def __init__(self, language: str = SOURCE_LANGUAGE, catalogue: str | None = None) -> None:
        """``catalogue``: the FTL text of ``language`` to use instead of the shipped one (a translator's
        draft); English stands in for what it lacks, as for the shipped ones."""
        self.missing: set[str | tuple[str, str]] = set()
        """Ids rendered from the English fallback (or as the bare id): said once each in the log."""
        self.switch(language, catalogue)

    def switch(self, language: str, catalogue: str | None = None) -> None:
        """Speak ``language`` from now on (the host chose another from a phone): every output that shares
        this object follows."""
        self._own = shipped(language) if catalogue is None else Catalogue(language, parse(catalogue, "the draft"))
        self.language = language
        self.missing = set()

    def _note(self, msg: str, why: str) -> None:
        """Log, once per id and reason, an id said in English (or as its id)."""
        if (msg, why) not in self.missing:
            self.missing.add((msg, why))
            log.warning("message %r %s in controller/words/locale/%s.ftl: %s used", msg, why, self.language,
                        "the English" if self.language != SOURCE_LANGUAGE else "its id")

    @staticmethod
    def _english() -> Catalogue:
        """The fallback, read only when a sentence needs it (a complete catalogue never does: half the start-up)."""
        return shipped(SOURCE_LANGUAGE)

    def _catalogues(self) -> Iterator[Catalogue]:
        """This language's catalogue, then (when it is asked for) English."""
        yield self._own
        if self.language != SOURCE_LANGUAGE or self._own is not shipped(SOURCE_LANGUAGE):
            yield self._english()

    def has(self, msg: str) -> bool:
        """Whether ``msg`` is a message id at all, or a game's noun (English has every one)."""
        fid = fluent_id(msg)
        return any(fid in catalogue.genders or catalogue.has(fid) for catalogue in self._catalogues())

    def render(self, msg: str, params: Mapping[str, object]) -> str:
        """The sentence for ``msg`` with ``params`` filled in: a :class:`~games.base.Msg` parameter is rendered
        first (a game's noun becomes the term the sentence asks a form of), a list of names joined as the
        language joins them, a number written as the language writes it."""
        fid = fluent_id(msg)
        if not self._own.has(fid):
            noun = self._own.noun(fid) or (None if self._english().has(fid) else self._english().noun(fid))
            if noun is not None:
                return noun.form(str(params.get("form", "")))  # a game's noun by itself: its own form, or the one asked
        for catalogue in self._catalogues():
            if not catalogue.has(fid):
                if catalogue is self._own:
                    self._note(msg, "has no sentence")
                continue
            text, errors = catalogue.format(fid, self._args(params, catalogue))
            if not errors:
                return text
            self._note(msg, f"cannot be filled in ({errors[0]})")  # an edited catalogue's typo must not lose the line
        return msg

    def _args(self, params: Mapping[str, object], catalogue: Catalogue) -> dict[str, object]:
        """The parameters as Fluent takes them."""
        args = {key: self._value(value, catalogue) for key, value in params.items()}
        if isinstance(args.get("count"), str) and str(args["count"]).lstrip("-").isdigit():
            args["count"] = int(str(args["count"]))  # a count given as its digits still chooses its form
        return args

    def text(self, message: Msg) -> str:
        """A :class:`~games.base.Msg` as a sentence in this language (a word the catalogue has no entry for,
        a button of the user's own, as it is)."""
        if "as_is" in message.params and not self.has(message.id):
            return str(message.params["as_is"])
        return self.render(message.id, message.params)

    def _value(self, value: object, catalogue: Catalogue | None = None) -> object:
        """A parameter as it goes into a sentence: a message rendered (a noun as its term), a list of names
        joined, a number as it is (Fluent writes it), anything else as text."""
        if isinstance(value, Msg):
            noun = (catalogue or self._own).noun(fluent_id(value.id))
            if noun is not None:
                return noun
            return self.text(value)
        if isinstance(value, Names):
            typed = isinstance(value, Choices)
            items = tuple(self.render("list.typed", {"word": item}) if typed else str(self._value(item)) for item in value)
            joined = items[0] if len(items) == 1 else "" if not items else \
                self.render("list.or" if typed else "list.and", {"rest": self.render("list.comma", {}).join(items[:-1]),
                                                                  "last": items[-1]})
            return Listed(items, joined)
        if isinstance(value, Localized):
            return self.localized(value)
        if isinstance(value, tuple):  # a list of sentences' parts ("ann 3, bob 0"), with the language's comma
            return self.render("list.comma", {}).join(str(self._value(item)) for item in value)
        if isinstance(value, bool) or value is None:
            return str(value)
        if isinstance(value, (int, float, str)):
            return value
        return str(value)

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
