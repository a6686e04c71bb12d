"""``companion hub``: run the hub (and its café page) until SIGTERM or Ctrl-C."""

from __future__ import annotations

import argparse

from controller.cli.options import config_of, league_path

import logging
import sys
from pathlib import Path

from controller.hub.collector import Hub
from controller.hub.league import League
from controller.faces.mqtt.connection import parse_url
from controller.systemd.notifier import ServiceNotifier
from controller.systemd.signals import StopSignals

log = logging.getLogger(__name__)


def run_hub(url: str, db: Path, listen: str | None, language: str = "en") -> int:
    """Collect results into the league at ``db``; serve the café page (in ``language``) on ``listen`` if given."""
    try:
        broker = parse_url(url)
    except ValueError as exc:
        print(f"companion hub: --mqtt {exc}", file=sys.stderr)
        return 2
    league = League(db)
    hub = Hub(broker, league)
    cafe = None
    stop = StopSignals()  # a flag and a wake-up pipe: a handler that takes a lock can deadlock (see signals.py)
    stop.install()
    hub.start()
    try:
        if listen:
            from controller.faces.web.address import parse_listen
            from controller.words.messages import Messages
            from controller.hub.cafe import CafeServer
            cafe = CafeServer(hub, *parse_listen(listen), words=Messages(language))
            print(f"web: the café page is at {cafe.start()}", flush=True)
        print(f"hub: collecting results from {broker.host}:{broker.port} into {db}", flush=True)
        notifier = ServiceNotifier()
        notifier.ready(f"{league.count()} results in the league")
        warned = False
        while not stop.wait(10):
            if hub.healthy():
                notifier.beat(f"{league.count()} results in the league; {len(hub.snapshot())} tables")
                warned = False
            elif not warned:  # no more watchdog pings: systemd restarts the hub
                log.error("hub: results are not reaching the league (network thread dead, or the league "
                          "unwritable for %.0f s): no more watchdog pings", hub.stuck_after)
                warned = True
    except KeyboardInterrupt:
        pass
    finally:
        if cafe is not None:
            cafe.close()
        hub.close()
        league.close()
        stop.uninstall()
    return 0


def command(args: argparse.Namespace) -> int:
    """``companion hub``."""
    from controller.cli.hub import run_hub
    return run_hub(args.mqtt, league_path(args), args.web, config_of(args).text("box.language"))
