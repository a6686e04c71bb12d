"""The catalogues on disk: one Project Fluent file per language, ``controller/words/locale/<language>.ftl``
(the format docs/translators.md explains), read once per process and language.

A message id in the code is written with dots (``cards.turn``); Fluent's identifiers have no dots, so the
file says ``cards-turn``. The games' nouns are Fluent *terms* (``-deathstar-spot-control_room``): each
carries its gender (``.gender``) and the forms a sentence may ask for (its cases, its article, a
preposition joined to the article), and a sentence asks for one with ``FORM($spot, "dat")``
(:mod:`controller.words.grammar`). So that a form can be asked for by name (a sentence's filler is chosen
at run time, and Fluent refers to terms by name only), every term's forms are also given as generated
messages, ``x-form--<term>--<form>``; the pages get the same (:func:`page_source`).

A file with a typo still loads: Fluent skips the broken entry (said once in the log, with its line), and
English stands in for it.
"""

from __future__ import annotations

import functools
import logging
from importlib import resources
from typing import Any

from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast

log = logging.getLogger(__name__)
SOURCE_LANGUAGE = "en"
FORM_PREFIX = "x-form--"
"""The generated messages that give a term's forms by name."""


def fluent_id(msg: str) -> str:
    """The Fluent identifier of a message id as the code writes it (``cards.turn`` -> ``cards-turn``; an
    action's own dash, ``act.cards.show-hand``, is an underscore there: ``act-cards-show_hand``)."""
    return msg.replace("-", "_").replace(".", "-")


def code_id(fid: str) -> str:
    """The message id the code writes for a Fluent identifier (``cards-turn`` -> ``cards.turn``)."""
    return fid.replace("-", ".")


def catalogue_text(language: str) -> str:
    """The FTL file of ``language`` as shipped."""
    return resources.files("controller.words").joinpath("locale", f"{language}.ftl").read_text(encoding="utf-8")


def form_id(term: str, form: str) -> str:
    """The generated message that says ``term`` (its name without the ``-``) in ``form`` ("": its own form)."""
    return f"{FORM_PREFIX}{term}--{form}" if form else f"{FORM_PREFIX}{term}"


def term_forms(term: ast.Term) -> list[str]:
    """The forms a term has: the keys of the variants it selects on ``$form`` (none for a one-form term)."""
    elements = term.value.elements
    if len(elements) == 1 and isinstance(elements[0], ast.Placeable) \
            and isinstance(elements[0].expression, ast.SelectExpression):
        return [str(getattr(v.key, "name", getattr(v.key, "value", ""))) for v in elements[0].expression.variants]
    return []


def form_messages(parsed: ast.Resource) -> str:
    """The FTL text of a message per term (``x-form--<term> = { -<term> }``) and per form of each
    (``x-form--<term>--<form> = { -<term>(form: "<form>") }``)."""
    terms = [entry for entry in parsed.body if isinstance(entry, ast.Term)]
    lines = [f"{form_id(term.id.name, '')} = {{ -{term.id.name} }}" for term in terms]
    lines += [f'{form_id(term.id.name, form)} = {{ -{term.id.name}(form: "{form}") }}'
              for term in terms for form in term_forms(term)]
    return "\n".join(lines) + "\n"


def parse(text: str, where: str) -> ast.Resource:
    """An FTL text parsed, its terms' forms added as messages; each entry Fluent could not read is said in the
    log with its line, and left out."""
    resource = FluentParser().parse(text)
    for entry in resource.body:
        if isinstance(entry, ast.Junk):
            line = text.count("\n", 0, entry.span.start) + 1 if entry.span else 0
            why = "; ".join(str(annotation.message) for annotation in entry.annotations)
            log.warning("%s:%d: cannot be read (%s): English stands in for it", where, line, why)
    resource.body.extend(FluentParser(with_spans=False).parse(form_messages(resource)).body)
    return resource


@functools.cache
def resource(language: str) -> ast.Resource:
    """The catalogue of ``language``, parsed (once per process)."""
    return parse(catalogue_text(language), f"controller/words/locale/{language}.ftl")


@functools.cache
def entries(language: str) -> dict[str, ast.Message]:
    """The messages of a catalogue by Fluent identifier."""
    return {entry.id.name: entry for entry in resource(language).body if isinstance(entry, ast.Message)}


def message_ids(parsed: ast.Resource) -> list[str]:
    """Every message id of a catalogue as the code writes it, in the file's order (not the generated ones)."""
    return [code_id(entry.id.name) for entry in parsed.body
            if isinstance(entry, ast.Message) and not entry.id.name.startswith("x-")]


@functools.cache
def page_source(language: str, prefixes: tuple[str, ...]) -> str:
    """The part of a catalogue the pages' scripts render with Fluent's JavaScript twin: the messages whose
    ids start with ``prefixes`` (as the code writes them), every term and the terms' generated forms."""
    wanted = tuple(fluent_id(prefix) for prefix in prefixes) + (FORM_PREFIX,)
    body: list[Any] = [entry for entry in resource(language).body
            if isinstance(entry, ast.Term) or isinstance(entry, ast.Message) and entry.id.name.startswith(wanted)]
    return str(FluentSerializer().serialize(ast.Resource(body)))
