"""The box: built from config and a run request, its parts wired together, started and shut down."""

from __future__ import annotations

import logging
import secrets
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from controller.core.atomic import remove_leftovers
from controller.core.config import Config
from games.datafile import TOML
from controller.hardware.pins import button_pins
from controller.core.dbfile import DiskFull
from controller.core.journal import Journal
from controller.core.kinds import ControllerKind, UpdateKind
from controller.words.messages import Messages
from controller.words.now import standing_now
from controller.core.loop import Bindings, GameLoop, NewGame
from controller.systemd.notifier import ServiceNotifier
from controller.systemd.thread_names import name_threads
from controller.faces.speaker.sound_files import event_overrides, load_sounds
from controller.core.script import Pilot
from controller.core.session import Session, load_game_data, open_session
from controller.core.timed_steps import TimedSteps
from controller.app.settings import HostSettings, settings_path
from controller.faces.terminal.private_screen import PrivateScreen, PrivateScreenSink
from controller.faces.speaker.effects import SoundPlayer, SoundSink
from controller.faces.speaker.devices import mixer_for, speaker_for
from controller.faces.speaker.last_words import say_before_stopping
from controller.faces.speaker.voice import Announcer, SpeechSink
from controller.faces.terminal.sink import TerminalSink
from controller.core.publisher import Publisher
from controller.version import version
from drivers.pin_factories import PinFactory
from drivers.buttons import ButtonBoard
from drivers.clock import MonotonicClock, StepClock
from drivers.mock.fingers import SimulatedFingers, mock_pin_factory
from games.base import Event, Msg
from games.errors import BadOptions
from games.registry import GAMES, GameSpec
from controller.app.choices import bindings_for, database_of, default_players

if TYPE_CHECKING:  # the web's parts (aiohttp) are imported only by a box that serves pages, the pegs' by a
    from controller.hardware.pegs import PegFingers, PegHardware  # game on the pegs
    from controller.faces.screen.sink import ScreenSink
    from drivers.matrix import MatrixScanner
    from controller.faces.web.server import GameForPages, TableServer

log = logging.getLogger(__name__)


@dataclass
class RunRequest:
    """What ``companion run`` was asked for."""

    game: str | None = None
    players: list[str] | None = None
    options: dict[str, str] | None = None
    simulate: bool = False
    script: str | None = None
    seed: int | None = None
    json: bool = False
    db: str | None = None
    new: bool = False
    demo: bool = False
    pace: float | None = None
    web: str | None = None
    """``[HOST:]PORT`` for the table server (overrides ``[web] listen``)."""
    screen: bool = False
    """Draw on the box's own display (as ``[screen] enabled``)."""
    snapshot: str | None = None
    """Write the screen after the run to this PNG file (no display needed)."""
    board: str = ""
    """On real hardware, the board and GPIO chips found ("Raspberry Pi 5 Model B Rev 1.0 (gpiochip0, ...)"):
    said on stderr once the box is up (the service's journal)."""

    @property
    def interactive(self) -> bool:
        """Simulated, with neither a script nor the demo: a person types at the prompt (if on a terminal)."""
        return self.simulate and self.script is None and not self.demo


class Box:
    """A running box: session, loop, buttons, sound and speech, wired together."""

    def __init__(self, config: Config, request: RunRequest, spec: GameSpec[object], stdout: TextIO,
                 sound_observer: Callable[[str, float], None] | None = None,
                 sound_player: SoundPlayer | None = None, announcer: Announcer | None = None,
                 prompt: bool = False) -> None:
        self.host_settings = HostSettings(settings_path(database_of(config, request)))
        """The host's settings, kept beside the database (the command line lays them over the config it reads,
        under ``--lang``: ``controller.cli.options.config_of``)."""
        self.config = config
        self.request = request
        self.spec = spec
        self.simulated_time = request.simulate and (request.script is not None or request.demo)
        self.clock: StepClock | MonotonicClock = StepClock() if self.simulated_time else MonotonicClock()
        self.data = load_game_data(spec, config.game_table(spec.name))
        # The pins first: a box that cannot open its GPIO stops before any game is created or resumed.
        self.factory = mock_pin_factory() if request.simulate else _real_factory()
        try:
            self.journal = Journal(database_of(config, request), exclusive=True)
        except DiskFull as exc:  # a box without a screen says why it stops
            self.factory.close()
            say_before_stopping(config, Messages(config.text("box.language")).refusal(exc))
            raise
        self._remove_leftovers(database_of(config, request))
        fresh_seed = secrets.randbelow(2**31)
        try:
            if request.game is None and not request.new:
                spec = self._unfinished_game(spec)
            self.session, self.note = open_session(self.spec, self.data, self.journal, request.players, request.options,
                                                   request.seed, request.new, default_players(config), fresh_seed)
        except BaseException:
            self.journal.close()  # and let go of the database: nothing was started
            self.factory.close()
            raise
        self.resumed = self.note.id == "controller.resuming"
        self.warning: Msg | None = None
        """Said aloud and printed at start, after what became of the game (a host's game that gave way)."""
        if self.journal.damaged_log:  # said plainly, before what became of the game
            self.note = Msg("controller.log_damaged", {"then": self.note})
        try:
            self._build(config, request, spec, stdout, sound_observer, sound_player, announcer, prompt)
        except BaseException:
            self._give_up()
            raise

    @staticmethod
    def _remove_leftovers(database: str | Path) -> None:
        """The half-written files a power cut left beside the database (the host's settings, the table): this box
        holds the database, so no other writes them."""
        if str(database) == ":memory:":
            return
        for kept in (Path(f"{database}.seats"), settings_path(database)):
            if kept is not None:
                for stale in remove_leftovers(kept):
                    log.info("%s: removed (a write that a power cut cut short)", stale)

    def _unfinished_game(self, configured: GameSpec[object]) -> GameSpec[object]:
        """The game to resume when none was named: the latest unfinished one if the table chose it (the host's
        phone started a card game on a box whose config says Death Star), else the config's (an owner who
        changed ``[box] game`` gets that game)."""
        latest = self.journal.unfinished()
        if latest is None or not latest.chosen or latest.game not in GAMES or latest.game == configured.name:
            return configured
        self.spec, self.data = GAMES[latest.game], load_game_data(GAMES[latest.game], self.config.game_table(latest.game))
        return self.spec

    def _give_up(self) -> None:
        """A box that failed to start: no new, unplayed game is left behind to resume, nothing is held open."""
        if not self.resumed and self.journal.discard_unplayed(self.session.record.id):
            log.info("game #%d discarded: the box could not start", self.session.record.id)
        for part in ("buttons", "pegs", "scanner"):
            device = getattr(self, part, None)
            if device is not None:
                device.close()
        self.factory.close()
        self.journal.close()

    def _build(self, config: Config, request: RunRequest, spec: GameSpec[object], stdout: TextIO,
               sound_observer: Callable[[str, float], None] | None, sound_player: SoundPlayer | None,
               announcer: Announcer | None, prompt: bool) -> None:
        """Everything around the session, each part by its own builder, in the order they depend on."""
        self._sound_and_speech(config, sound_observer, sound_player, announcer)
        self._outputs(config, request, stdout, sound_player, prompt)
        self.loop = GameLoop(self.session, bindings_for(config, spec.name), self.publisher, self.clock.now,
                             on_new_game=self._new_game)
        self.loop.double_press = config.number("buttons.double_press")
        self._inputs(config, request, spec)
        self.notifier = ServiceNotifier()
        self.loop.heartbeat = self._heartbeat
        self.loop.on_status = self.say_join  # "status" (a button hold, a phone) says the join code again
        self._table_server(config, request)
        if config.text("mqtt.url"):
            self._mqtt(config)
        self._screen(config, request)

    def _sound_and_speech(self, config: Config, sound_observer: Callable[[str, float], None] | None,
                          sound_player: SoundPlayer | None, announcer: Announcer | None) -> None:
        """The mixer (opened at start) and the speaker that renders and queues the spoken lines."""
        self.mixer = mixer_for(config, observer=sound_observer)
        self.speaker = speaker_for(config, self.mixer)
        self.live_audio = sound_player is None
        self.announcer: Announcer = announcer or self.speaker

    def _outputs(self, config: Config, request: RunRequest, stdout: TextIO, sound_player: SoundPlayer | None,
                 prompt: bool) -> None:
        """The publisher and the small sinks: the terminal, sound, speech and (at a prompt) the private screen."""
        words = Messages(config.text("box.language"))
        self.private = PrivateScreen(stdout, words)
        self.publisher = Publisher([
            TerminalSink(json_mode=request.json, stream=stdout, messages=words),
            SoundSink(sound_player or self.mixer, event_volumes=config.numbers("sound.events"),
                      event_sounds={e: f"event:{e}" for e in event_overrides(config)}),
            SpeechSink(self.announcer),
            *([PrivateScreenSink(self.private)] if prompt else []),
        ], words)

    def _inputs(self, config: Config, request: RunRequest, spec: GameSpec[object]) -> None:
        """The buttons (and simulated fingers on them), the peg board, and the pilot that plays scripts."""
        self.buttons = ButtonBoard(button_pins(config.table("buttons.pins")), self.loop.submit,
                                   pin_factory=self.factory,
                                   hold_time=config.number("buttons.hold_time"),
                                   bounce_time=config.number("buttons.bounce_time") or None,
                                   pull_up=config.flag("buttons.pull_up"))
        self.fingers = (SimulatedFingers(self.buttons, pull_up=config.flag("buttons.pull_up"),
                                         hold_time=config.number("buttons.hold_time")) if request.simulate else None)
        self.pegs: PegHardware | None = None
        self.scanner: MatrixScanner | None = None
        self.pilot = Pilot(self.loop, self.fingers, self.clock if isinstance(self.clock, StepClock) else None,
                           self._peg_board(config, request, spec))

    def _table_server(self, config: Config, request: RunRequest) -> None:
        """The pages and the phones' API, when ``--web`` or ``[web] listen`` asks for them (started at start)."""
        self.web: TableServer | None = None
        listen = request.web or config.text("web.listen")
        if listen:
            from controller.app.phones import table_server
            self.web = table_server(self, listen)

    def _screen(self, config: Config, request: RunRequest) -> None:
        """The box's own display (or a snapshot of it), when asked for."""
        self.screen: ScreenSink | None = None
        if request.screen or config.flag("screen.enabled") or request.snapshot:
            from controller.faces.screen import sink as screen
            settings = screen.ScreenSettings(screen.parse_size(config.text("screen.size")),
                                             config.whole("screen.rotation"),
                                             config.number("screen.scale"), config.flag("screen.fullscreen"),
                                             config.flag("screen.touch"))
            self.screen = screen.ScreenSink(settings, display=request.screen or config.flag("screen.enabled"),
                                            submit=self.loop.submit, join=lambda: self.web.join_link() if self.web else None,
                                            words=self.publisher.messages)
            self.publisher.add(self.screen)

    def _mqtt(self, config: Config) -> None:
        """Publish to the café's broker; results go through the journal's outbox."""
        from controller.faces.mqtt.connection import parse_url
        from controller.faces.mqtt.topics import box_id
        from controller.faces.mqtt.sink import MqttSink
        broker = parse_url(config.text("mqtt.url"), username=config.text("mqtt.username"),
                           password=config.text("mqtt.password"), ca_file=config.text("mqtt.ca_file"),
                           cert_file=config.text("mqtt.cert_file"), key_file=config.text("mqtt.key_file"))
        from controller.faces.mqtt.outbox import ResultMessage
        box = box_id(config.text("box.id"))
        self.journal.outbox_message = ResultMessage(box)
        self.publisher.add(MqttSink(broker, box, self.journal, version()))

    def _peg_board(self, config: Config, request: RunRequest, spec: GameSpec[object]) -> PegFingers | None:
        """The peg board of a game on the pegs: real, simulated on threads, or stepped with the script."""
        if not spec.on_pegs:
            return None
        spaces = {space: cell for cell, space in spec.peg_spaces(self.data).items()}
        down = [spaces[s] for s in sorted(spec.pegs_down(self.session.engine))]
        from controller.hardware.pegs import build_peg_board
        stepped = self.clock if isinstance(self.clock, StepClock) else None
        board = build_peg_board(config, request.simulate, spaces, down, self.loop.submit, self.factory, stepped)
        self.pegs, self.scanner = board.hardware, board.scanner
        self.loop.phones_may_peg = request.simulate  # a real board reports every dot: no phone may
        return board.fingers

    def status(self) -> str:
        """A one-line STATUS for systemd: the game, its number, players and whose turn."""
        session = self.loop.session
        turn = session.engine.state_summary().get("turn")
        where = "finished" if session.finished else (f"{turn}'s turn" if turn else "playing")
        return f"{self.spec.title} #{session.record.id} ({', '.join(session.record.players)}): {where}"

    def _heartbeat(self) -> None:
        self.loop.session.retry_writes()
        self.notifier.beat(self.status())

    def _new_game(self, old: Session, request: NewGame) -> Session:
        """The next session: the same game again, or what the host asked for (on the loop thread).

        Bad players or options raise ``ValueError`` before anything is abandoned.
        """
        if request.game and request.game not in GAMES:
            raise BadOptions(msg="controller.unknown_game", params={"game": request.game, "games": tuple(sorted(GAMES))})
        spec = GAMES[request.game] if request.game else old.spec
        same = spec.name == old.spec.name
        data = old.data if same else load_game_data(spec, self.config.game_table(spec.name))
        players = list(request.players or old.record.players)
        options = dict(request.options if request.options is not None else (old.record.options if same else {}))
        spec.build(players, options, 0, data)  # refuse bad players or options before giving anything up
        if not old.finished:
            old.abandon()
        session, note = open_session(spec, data, self.journal, players, options, None, True, players,
                                     secrets.randbelow(2**31), chosen=True)
        self.spec, self.data = spec, data
        if not same:
            self.loop.bindings = bindings_for(self.config, spec.name)
        self.publisher.note(note)
        return session

    def start(self) -> None:
        """Open audio and speech, start the loop, announce the game."""
        if self.live_audio:
            if self.mixer.start():
                load_sounds(self.mixer, self.config)
            elif self.mixer.problem:
                log.warning(self.publisher.messages.render("controller.no_sound", {"reason": self.mixer.problem}))
            self.speaker.start()
        self.publisher.note(self.note)
        if self.warning is not None:
            self.publisher.note(self.warning)
            self.announcer.say(self.publisher.messages.text(self.warning))
        if self.web is not None:
            from controller.app.phones import start_web
            start_web(self, self.web)
        if self.journal.moved_aside:
            self.publisher.note(Msg("controller.moved_aside", {"path": str(self.journal.moved_aside)}))
        # Published before the loop's thread starts: from then on only the loop publishes.
        self.loop.publish(UpdateKind.RESUME if self.resumed else UpdateKind.START, [self._resumed()] if self.resumed else self.session.opening)
        if self.web is not None:  # the pages answer with the game from the first request on
            self.publisher.drain()
            self.web.sync()
            self.say_join()
        self.loop.start()
        if self.pegs is not None:
            self.pegs.start()
        name_threads()  # for top -H and the virtual Pi's count of wake-ups by thread
        if self.request.board:
            print(f"Using real hardware: {self.request.board}.", file=sys.stderr, flush=True)
        self.notifier.ready(self.status())

    def _resumed(self) -> Event:
        """What a resumed game says first: that it goes on, how things stand, and the step it waits for (after a
        power cut nobody remembers that ann had spun and landed and must now end her turn)."""
        return Event(ControllerKind.RESUMED, {"game_id": self.session.record.id, "actions": len(self.session.actions)},
                     msg="controller.resumed", say_msg="controller.resumed",
                     params={"status": standing_now(self.session.engine)})

    def say_join(self) -> None:
        """Say where phones join and the table's join code (``controller.app.phones``); any thread."""
        if self.web is not None:
            from controller.app.phones import say_join
            say_join(self, self.web)

    def change_settings(self, changes: Mapping[str, object]) -> dict[str, TOML]:
        """Check, keep and apply the host's settings (``controller.app.phones``); ValueError says what is wrong."""
        from controller.app.phones import change_settings
        return change_settings(self, changes)

    def __enter__(self) -> Box:
        return self

    def __exit__(self, *exc: object) -> None:
        self.finish()

    def finish(self) -> None:
        """Print the summary and shut everything down (well within a second: a slow stop names its slow steps
        in the log)."""
        steps = TimedSteps()
        steps.run("notify", self.notifier.stopping)
        for board in (self.pegs, self.scanner):  # an idle scanner wakes at its heartbeat: let it, meanwhile
            if board is not None:
                board.stop_soon()
        steps.run("loop settle", self.loop.settle)
        steps.run("journal retry", self.loop.session.retry_writes)
        if self.loop.session.unsaved:
            log.error("%d action(s) could not be written to %s before shutdown", self.loop.session.unsaved,
                      self.journal.path)
        steps.run("summary", lambda: self.publisher.summary(self.loop.session.engine.summary(), self.clock.now()))
        steps.run("loop", self.loop.close)
        steps.run("publisher", self.publisher.close)
        if self.web is not None:
            steps.run("web", self.web.close)
        screen, snapshot = self.screen, self.request.snapshot
        if screen is not None and snapshot:
            steps.run("snapshot", lambda: screen.snapshot(Path(snapshot)))
        for name, part in (("pegs", self.pegs), ("scanner", self.scanner), ("buttons", self.buttons),
                           ("speaker", self.speaker), ("mixer", self.mixer), ("journal", self.journal)):
            if part is not None:
                steps.run(name, part.close)
        steps.report(log, "stopping")

def _real_factory() -> PinFactory:
    from controller.hardware.choice import real_pin_factory
    return real_pin_factory()
