"""The ``companion`` command line's arguments, with their help in the box's language.

The help's words are the catalogue's ``cli.*`` entries. The language is known before the
arguments are parsed: ``--lang`` on the command line, else ``[box] language`` of the config
``run`` would use, else English (see :func:`help_language`).
"""

from __future__ import annotations

import argparse
import math
import re
from dataclasses import dataclass
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from controller.hardware.choice import HARDWARE_SETTINGS
from controller.words.languages import LANGUAGES
from controller.words.messages import Messages
from controller.version import VersionAction
from games.registry import GAMES

Words = Callable[..., str]


def help_language(argv: Sequence[str]) -> str:
    """The language of the help and of argument errors: ``--lang`` if given, else the config's."""
    for i, word in enumerate(argv):
        if word == "--lang" and i + 1 < len(argv) and argv[i + 1] in LANGUAGES:
            return argv[i + 1]
        if word.startswith("--lang=") and word[7:] in LANGUAGES:
            return word[7:]
    try:
        from controller.core.config import find_config
        from controller.app.config_file import load_config
        config_at = next((argv[i + 1] for i, word in enumerate(argv[:-1]) if word == "--config"), None)
        language = load_config(find_config(config_at)).text("box.language")
    except Exception:  # a broken config is the command's to report, in English if need be
        return "en"
    return language if language in LANGUAGES else "en"


class Parser(argparse.ArgumentParser):
    """An argument parser whose own words (usage, sections, -h, error) are in the box's language."""

    def __init__(self, *args: Any, words: Messages, **kwargs: Any) -> None:
        usage = words.render("cli.usage", {})

        class Formatter(argparse.HelpFormatter):
            def add_usage(self, usage_text: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
                super().add_usage(usage_text, actions, groups, usage if prefix is None else prefix)

        kwargs.update(formatter_class=Formatter, add_help=False)  # -h is added below, in the language
        super().__init__(*args, **kwargs)
        self.words = words
        self._positionals.title = words.render("cli.positionals", {})
        self._optionals.title = words.render("cli.options", {})
        self.add_argument("-h", "--help", action="help", help=words.render("cli.help", {}))

    def error(self, message: str) -> NoReturn:
        """Usage, then one line saying what is wrong, in the box's language; exit 2."""
        self.print_usage()
        said = argparse_message(message, self.words)
        self.exit(2, self.words.render("cli.error", {"prog": self.prog, "message": said}) + "\n")


ARGPARSE_SAYS = (
    (re.compile(r"argument (?P<argument>\S+): invalid choice: (?P<value>.+?) \(choose from (?P<choices>.*)\)$"),
     "cli.argparse.choice"),
    (re.compile(r"argument (?P<argument>\S+): expected one argument$"), "cli.argparse.one"),
    (re.compile(r"argument (?P<argument>\S+): not allowed with argument (?P<other>\S+)$"), "cli.argparse.not_with"),
    (re.compile(r"argument (?P<argument>\S+): invalid \S+ value: (?P<value>.+)$"), "cli.argparse.invalid_value"),
    (re.compile(r"argument (?P<argument>\S+): (?P<message>.+)$"), "cli.argparse.argument"),
    (re.compile(r"the following arguments are required: (?P<arguments>.+)$"), "cli.argparse.required"),
    (re.compile(r"unrecognized arguments: (?P<arguments>.+)$"), "cli.argparse.unrecognized"),
)
"""argparse's own sentences (English, from the standard library) and the catalogue's entry for each."""


def argparse_message(message: str, words: Messages) -> str:
    """argparse's complaint in the box's language (the argument names and values as typed; our own
    messages inside it are in the language already).

    >>> argparse_message("unrecognized arguments: --bogus", Messages("de"))
    'unbekannte Angaben: --bogus'
    """
    for pattern, msg in ARGPARSE_SAYS:
        found = pattern.match(message)
        if found:
            return words.render(msg, found.groupdict())
    return message


def _key_value(t: Words) -> Callable[[str], tuple[str, str]]:
    def parse(text: str) -> tuple[str, str]:
        if "=" not in text or text.startswith("="):
            raise argparse.ArgumentTypeError(t("cli.bad.key_value", text=text))
        key, value = text.split("=", 1)
        return key.strip(), value.strip()
    return parse


def _listen(text: str) -> str:
    from controller.faces.web.address import parse_listen
    try:
        parse_listen(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def _how_many(t: Words, most: int = 1_000_000) -> Callable[[str], int]:
    """A count from 1 to ``most`` (``--links N``, ``--games N``)."""
    def parse(text: str) -> int:
        if not text.isdigit() or not 1 <= int(text) <= most:
            raise argparse.ArgumentTypeError(t("cli.bad.how_many", text=text[:40]))
        return int(text)
    return parse


def _seconds(t: Words, low: float, high: float, above: bool = False) -> Callable[[str], float]:
    """A finite number of seconds from ``low`` (or, ``above``, more than ``low``) to ``high`` (``nan``, ``inf``, ``1e999`` and negatives refused:
    ``--pace -1`` used to end in a traceback, ``--seconds 1e999`` to run for ever)."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if not (math.isfinite(value) and (low < value if above else low <= value) and value <= high):
            raise argparse.ArgumentTypeError(t("cli.bad.seconds_above" if above else "cli.bad.seconds", low=low,
                                               high=high, text=text[:40]))
        return value
    return parse


def _seed(t: Words) -> Callable[[str], int]:
    """A seed the journal can store: a whole number from 0 to 2**63 - 1 (SQLite's integer)."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(t("cli.bad.whole", text=text)) from None
        if not 0 <= value < 2**63:
            raise argparse.ArgumentTypeError(t("cli.bad.seed", high=2**63 - 1, text=text))
        return value
    return parse


def _players(t: Words) -> Callable[[str], list[str]]:
    def parse(text: str) -> list[str]:
        names = [n.strip() for n in text.split(",") if n.strip()]
        if not names:
            raise argparse.ArgumentTypeError(t("cli.bad.players"))
        return names
    return parse


class _Subcommands:
    """``add_subparsers()`` whose every subcommand also takes the common options, in the same language."""

    def __init__(self, action: Any, common: argparse.ArgumentParser, words: Messages) -> None:
        self._action, self._common, self._words = action, common, words

    def add_parser(self, name: str, **kwargs: Any) -> argparse.ArgumentParser:
        """A subcommand's parser, with the common options."""
        parser: argparse.ArgumentParser = self._action.add_parser(name, parents=[self._common], words=self._words,
                                                                  **kwargs)
        return parser


@dataclass(frozen=True)
class Kinds:
    """What every command's arguments share: the words of the help, and the argument types (their errors in
    the box's language)."""

    t: Words
    players: Callable[[str], list[str]]
    option: Callable[[str], tuple[str, str]]
    seed: Callable[[str], int]
    how_many: Callable[[str], int]
    games: list[str]


def build_parser(words: Messages | None = None) -> argparse.ArgumentParser:
    """The argument parser for every subcommand, its help in ``words``' language."""
    words = words or Messages()

    def t(msg: str, **params: Any) -> str:
        return words.render(msg, params)

    kinds = Kinds(t, _players(t), _key_value(t), _seed(t), _how_many(t), sorted(GAMES))
    parser = Parser(prog="companion", description=t("cli.description"), words=words)
    parser.add_argument("-v", "--verbose", action="store_true", help=t("cli.verbose"))
    parser.add_argument("--version", action=VersionAction, help=t("cli.version"))
    parser.add_argument("--lang", choices=sorted(LANGUAGES), help=t("cli.lang"))
    common = argparse.ArgumentParser(add_help=False)  # -v also after the subcommand
    common.add_argument("-v", "--verbose", action="store_true", default=argparse.SUPPRESS, help=t("cli.verbose"))
    common.add_argument("--lang", choices=sorted(LANGUAGES), default=argparse.SUPPRESS, help=t("cli.lang"))
    sub = _Subcommands(parser.add_subparsers(dest="command", required=True, metavar=t("cli.command"),
                                             parser_class=Parser, title=t("cli.commands")), common, words)

    for name, help_id, add_arguments in COMMANDS:
        add_arguments(sub.add_parser(name, help=t(f"cli.{help_id}"), description=t(f"cli.{help_id}.description")), kinds)
    return parser


def _run_arguments(run: argparse.ArgumentParser, k: Kinds) -> None:
    """``companion run``: a game, its players and options, the hardware, a script or the demo, the faces."""
    t = k.t
    run.add_argument("--game", choices=k.games, help=t("cli.run.game"))
    run.add_argument("--players", type=k.players, help=t("cli.run.players"))
    run.add_argument("--option", type=k.option, action="append", default=[], metavar="KEY=VALUE",
                     help=t("cli.run.option"))
    run.add_argument("--simulate", action="store_true", help=t("cli.run.simulate"))
    run.add_argument("--hardware", choices=HARDWARE_SETTINGS, help=t("cli.run.hardware"))
    run.add_argument("--script", metavar="FILE|-", help=t("cli.run.script"))
    run.add_argument("--seed", type=k.seed, help=t("cli.run.seed"))
    run.add_argument("--json", action="store_true", help=t("cli.run.json"))
    run.add_argument("--config", metavar="FILE", help=t("cli.config"))
    run.add_argument("--db", metavar="PATH", help=t("cli.db"))
    run.add_argument("--new", action="store_true", help=t("cli.run.new"))
    run.add_argument("--demo", action="store_true", help=t("cli.run.demo"))
    run.add_argument("--pace", type=_seconds(k.t, 0, 60), metavar="SECONDS", help=t("cli.run.pace"))
    run.add_argument("--web", type=_listen, metavar="[HOST:]PORT", help=t("cli.run.web"))
    run.add_argument("--screen", action="store_true", help=t("cli.run.screen"))
    run.add_argument("--snapshot", metavar="FILE.png", help=t("cli.run.snapshot"))


def _scores_arguments(scores: argparse.ArgumentParser, k: Kinds) -> None:
    """``companion scores``: the score log: as text or JSON, exported, or as BG Stats links."""
    t = k.t
    scores.add_argument("--game", choices=k.games, help=t("cli.only_game"))
    scores.add_argument("--json", action="store_true", help=t("cli.json"))
    scores.add_argument("--export", nargs=2, metavar=("FORMAT", "FILE"), help=t("cli.scores.export"))
    scores.add_argument("--links", type=k.how_many, nargs="?", const=10, metavar="N", help=t("cli.links"))
    scores.add_argument("--config", metavar="FILE", help=t("cli.config"))
    scores.add_argument("--db", metavar="PATH", help=t("cli.db"))
    scores.add_argument("--from", dest="from_file", metavar="FILE", help=t("cli.scores.from"))


def _sounds_arguments(sounds: argparse.ArgumentParser, k: Kinds) -> None:
    """``companion sounds``: the sound pack: list, play or render it, or render a script's sounds to one WAV."""
    t = k.t
    sounds.add_argument("--game", choices=k.games, help=t("cli.sounds.game"))
    sounds.add_argument("--play", metavar="NAME", help=t("cli.sounds.play"))
    sounds.add_argument("--render", metavar="DIR", help=t("cli.sounds.render"))
    sounds.add_argument("--render-script", nargs=2, metavar=("SCRIPT", "OUT.wav"), help=t("cli.sounds.render_script"))
    sounds.add_argument("--players", type=k.players, help=t("cli.with_render_script"))
    sounds.add_argument("--option", type=k.option, action="append", default=[], metavar="KEY=VALUE",
                        help=t("cli.with_render_script"))
    sounds.add_argument("--seed", type=k.seed, help=t("cli.with_render_script"))
    sounds.add_argument("--config", metavar="FILE", help=t("cli.config"))


def _diagnose_arguments(diagnose: argparse.ArgumentParser, k: Kinds) -> None:
    """``companion diagnose``: the buttons and pegs as the box reads them, for a while."""
    t = k.t
    diagnose.add_argument("--seconds", type=_seconds(k.t, 0, 86400, above=True), default=10.0,
                          help=t("cli.diagnose.seconds"))
    diagnose.add_argument("--simulate", action="store_true", help=t("cli.diagnose.simulate"))
    diagnose.add_argument("--hardware", choices=HARDWARE_SETTINGS, help=t("cli.diagnose.hardware"))
    diagnose.add_argument("--board", choices=("gpio", "serial"), help=t("cli.diagnose.board"))
    diagnose.add_argument("--walk", action="store_true", help=t("cli.diagnose.walk"))
    diagnose.add_argument("--config", metavar="FILE", help=t("cli.config"))


def _maze_arguments(maze: argparse.ArgumentParser, k: Kinds) -> None:
    """``companion maze``: the PAC-MAN maze and its sensor cells."""
    t = k.t
    maze.add_argument("--json", action="store_true", help=t("cli.json"))
    maze.add_argument("--config", metavar="FILE", help=t("cli.config"))


def _simulate_arguments(simulate: argparse.ArgumentParser, k: Kinds) -> None:
    """``companion simulate``: headless PAC-MAN matches between the demo bots."""
    t = k.t
    simulate.add_argument("game", choices=["pacman"], help=t("cli.simulate.game"))
    simulate.add_argument("--games", type=k.how_many, default=100, help=t("cli.simulate.games"))
    simulate.add_argument("--players", type=k.players, default=["ann", "bob", "cid"], help=t("cli.run.players"))
    simulate.add_argument("--option", type=k.option, action="append", default=[], metavar="KEY=VALUE",
                          help=t("cli.run.option"))
    simulate.add_argument("--seed", type=k.seed, default=1, help=t("cli.simulate.seed"))
    simulate.add_argument("--config", metavar="FILE", help=t("cli.config"))


def _labyrinth_arguments(labyrinth: argparse.ArgumentParser, k: Kinds) -> None:
    """``companion labyrinth``: Pokémon Labyrinth's set-up, as text and a picture."""
    t = k.t
    labyrinth.add_argument("what", choices=["setup"], help=t("cli.labyrinth.what"))
    labyrinth.add_argument("--seed", type=k.seed, default=1, help=t("cli.simulate.seed"))
    labyrinth.add_argument("--players", type=k.players, default=["player1", "player2"], help=t("cli.run.players"))
    labyrinth.add_argument("--option", type=k.option, action="append", default=[], metavar="KEY=VALUE",
                           help=t("cli.run.option"))
    labyrinth.add_argument("--png", metavar="FILE", help=t("cli.labyrinth.png"))
    labyrinth.add_argument("--config", metavar="FILE", help=t("cli.config"))


def _hub_arguments(hub: argparse.ArgumentParser, k: Kinds) -> None:
    """``companion hub``: the café's hub: results from every box over MQTT, its league page."""
    t = k.t
    hub.add_argument("--mqtt", required=True, metavar="URL", help=t("cli.hub.mqtt"))
    hub.add_argument("--db", metavar="FILE", help=t("cli.hub.db"))
    hub.add_argument("--web", type=_listen, metavar="[HOST:]PORT", help=t("cli.hub.web"))
    hub.add_argument("--config", metavar="FILE", help=t("cli.config"))


def _league_arguments(league: argparse.ArgumentParser, k: Kinds) -> None:
    """``companion league``: the café's league: as text or JSON, exported, or as BG Stats links."""
    t = k.t
    league.add_argument("--db", metavar="FILE", help=t("cli.league.db"))
    league.add_argument("--game", choices=k.games, help=t("cli.only_game"))
    league.add_argument("--json", action="store_true", help=t("cli.json"))
    league.add_argument("--export", nargs=2, metavar=("FORMAT", "FILE"), help=t("cli.league.export"))
    league.add_argument("--links", type=k.how_many, nargs="?", const=10, metavar="N", help=t("cli.links"))
    league.add_argument("--refused", action="store_true", help=t("cli.league.refused"))
    league.add_argument("--config", metavar="FILE", help=t("cli.config"))


def _check_config_arguments(check: argparse.ArgumentParser, k: Kinds) -> None:
    """``companion check-config``: checking a config file (and the host's settings) without starting the box."""
    t = k.t
    check.add_argument("file", nargs="?", help=t("cli.check.file"))


COMMANDS: tuple[tuple[str, str, Callable[[argparse.ArgumentParser, Kinds], None]], ...] = (
    ("run", "run", _run_arguments),
    ("scores", "scores", _scores_arguments),
    ("sounds", "sounds", _sounds_arguments),
    ("diagnose", "diagnose", _diagnose_arguments),
    ("maze", "maze", _maze_arguments),
    ("simulate", "simulate", _simulate_arguments),
    ("labyrinth", "labyrinth", _labyrinth_arguments),
    ("hub", "hub", _hub_arguments),
    ("league", "league", _league_arguments),
    ("check-config", "check", _check_config_arguments),
)
"""Each command, its help's catalogue entry (``cli.<entry>``, ``cli.<entry>.description``) and its own arguments
(the command's module is imported only when it runs: ``companion --help`` stays fast)."""
