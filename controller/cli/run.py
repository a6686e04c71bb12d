"""``companion run``: build the box, drive it (a script, the demo, the prompt, or nothing: the service),
and shut it down."""

from __future__ import annotations

import argparse
import dataclasses

from controller.cli.options import config_of, hardware_of, missing_file
from controller.words.messages import Messages
from pathlib import Path

import sys
from typing import TextIO

from controller.core.actions import CONTROLLER_ACTIONS
from controller.app.box import Box, RunRequest
from controller.core.config import Config
from controller.systemd.signals import StopSignals
from games.base import Msg
from games.errors import BadOptions
from games.registry import GAMES


def _demo(box: Box, pace: float, stop: StopSignals) -> None:
    from games.bot import script_line
    game_id = box.loop.session.record.id
    bot = box.spec.make_bot(box.loop.session.engine, box.loop.session.record.seed)
    steps = 0
    while not box.loop.session.finished and steps < 20000:
        session = box.loop.session
        if session.record.id != game_id:  # the host started a new game from a phone: play that one
            game_id = session.record.id
            bot = session.spec.make_bot(session.engine, session.record.seed)
        stop.check()
        box.pilot.feed_text(script_line(bot.next_move(session.engine)))  # as a recorded script would
        steps += 1
        if pace:
            stop.sleep(pace)


def _prompt(box: Box, stdin: TextIO, stop: StopSignals) -> None:
    bindings = box.loop.bindings
    keys = [f"press {b} = {a}" for b, a in bindings.press.items() if a] + \
           [f"hold {b} = {a}" for b, a in bindings.hold.items() if a]
    box.publisher.note(Msg("controller.prompt", {"keys": "; ".join(keys)}))
    while True:
        try:
            with stop.waiting():
                line = input("> ")
        except EOFError:
            return
        if line.strip() == "help":
            for name in (*box.spec.actions, *CONTROLLER_ACTIONS):
                doc = Msg(f"help.{box.spec.name}.{name}" if name in box.spec.actions else f"controller.action.{name}")
                box.publisher.note(Msg("help.line", {"action": name, "doc": doc}))
            box.publisher.drain()
            continue
        box.pilot.feed_text(line)
        box.private.show_pending()


def built_box(config: Config, request: RunRequest, stdout: TextIO, prompt: bool) -> Box:
    """The box for ``request``. A host's game at power-on that no longer fits the config (its players changed since)
    gives way to the config file's own game, and the box says why: a setting never keeps the box from starting."""
    spec = GAMES[request.game or config.text("box.game")]
    try:
        return Box(config, request, spec, stdout, prompt=prompt)
    except BadOptions as exc:
        owners = config.beneath
        if request.game is not None or owners is None or owners.text("box.game") == spec.name:
            raise
        words = Messages(config.text("box.language"))
        game = owners.text("box.game")
        box = Box(config.overridden("box.game", game), request, GAMES[game], stdout, prompt=prompt)
        box.warning = Msg("controller.power_on_gave_way", {"title": Msg(f"title.{spec.name}"),
                                                           "reason": words.refusal(exc), "then": Msg(f"title.{game}")})
        return box


def run(config: Config, request: RunRequest, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> int:
    """Run the box until the script, demo, prompt or service ends; return the exit code."""
    prompt = request.interactive and stdin is not None and stdin.isatty()  # a service's standard input may be closed
    box = built_box(config, request, stdout, prompt)
    stop = StopSignals()
    stop.install()
    try:
        box.start()  # a SIGTERM may come the moment READY=1 is sent: it is taken just after
        stop.check()
        if request.script is not None:
            if request.script == "-":
                box.pilot.feed_all(stop.lines(stdin))
            else:
                with open(request.script, encoding="utf-8") as lines:
                    box.pilot.feed_all(stop.checked(lines))
        elif request.demo:
            watched = stdout.isatty() or box.web is not None
            pace = request.pace if request.pace is not None else (0.4 if watched else 0.0)
            _demo(box, pace, stop)
            if pace:
                with stop.waiting():  # a sleeping loop, no lock held: safe to interrupt
                    box.speaker.wait_idle(timeout=15)
        elif prompt:
            _prompt(box, stdin, stop)  # Ctrl-D quits, as the prompt says, pages or not
        if not prompt and (box.web is not None or not (request.script is not None or request.demo)):
            if box.web is not None:
                box.publisher.note(Msg("controller.pages_stay"))
            while not stop.wait():  # the service: until SIGTERM (or Ctrl-C)
                pass
    except KeyboardInterrupt:
        pass
    finally:
        box.finish()  # a signal now is only noted: the shutdown is never cut short
        stop.uninstall()
    return 0


def command(args: argparse.Namespace) -> int:
    """``companion run``."""
    from controller.cli.run import run
    from controller.app.box import RunRequest

    config = config_of(args)
    hardware = hardware_of(args, config)
    simulate = hardware.simulated
    if args.script and args.script != "-" and missing_file("run --script", args.script):
        return 2
    request = RunRequest(game=args.game, players=args.players, options=dict(args.option) if args.option else None,
                         simulate=simulate, script=args.script, seed=args.seed, json=args.json, db=args.db,
                         new=args.new, demo=args.demo, pace=args.pace, web=args.web, screen=args.screen,
                         snapshot=args.snapshot, board="" if simulate else hardware.why)
    if args.snapshot and not (args.snapshot.lower().endswith(".png") and Path(args.snapshot).parent.is_dir()):
        print(f"companion run: --snapshot {args.snapshot}: give a .png file in an existing folder", file=sys.stderr)
        return 2
    if args.demo and args.script:
        print("companion run: choose --demo or --script, not both", file=sys.stderr)
        return 2
    from controller.core.session import UnfinishedGame
    try:
        return run(config, request)
    except UnfinishedGame as exc:
        if not (sys.stdin is not None and sys.stdin.isatty() and request.script is None):
            raise
        words = Messages(config.text("box.language"))
        answer = input(words.render("controller.unfinished.ask", {"reason": words.refusal(exc)}) + " ")
        if answer.strip().lower() not in words.render("controller.yes", {}).split("|"):
            print(words.render("controller.nothing_changed", {}))
            return 0
        return run(config, dataclasses.replace(request, new=True))
