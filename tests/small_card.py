"""Run as a child process by tests/system/test_durability.py: a game on an SD card that fills up, then
frees 300 KiB. The "card" is the process's file-size limit (RLIMIT_FSIZE): a write past it fails
in the kernel, as on a full card, and raising the limit is space freed.

    python tests/small_card.py DB    prints: held N, then: saved N of M, results [...]
"""

from __future__ import annotations

import os
import resource
import signal
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from controller.core.journal import Journal  # noqa: E402
from controller.core.session import load_game_data, open_session  # noqa: E402
from games.base import Action  # noqa: E402
from games.registry import GAMES  # noqa: E402


def limit(size: int) -> None:
    resource.setrlimit(resource.RLIMIT_FSIZE, (size, resource.RLIM_INFINITY))


def main(db: str) -> None:
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails (EFBIG) instead of killing us
    spec = GAMES["deathstar"]
    journal = Journal(db)
    session, _ = open_session(spec, load_game_data(spec, {}), journal, ["ann", "bob"], {}, 7, False, [], 0)
    script = Path(__file__).with_name("data") / "deathstar_seed7.script"
    actions = [Action.make(line.split()[1], **dict(w.split("=") for w in line.split()[2:]))
               if line.startswith("do") else Action.make("spin")
               for line in script.read_text().splitlines() if line.startswith(("press", "do"))]
    for action in actions[:10]:
        session.apply(action)
    limit(os.path.getsize(db))  # the card is full: neither the database nor its log can grow
    for action in actions[10:-3]:
        session.apply(action)
    print("held", session.unsaved, flush=True)
    limit(max(os.path.getsize(db + s) for s in ("", "-wal")) + 300 * 1024)  # 300 KiB freed
    for action in actions[-3:]:
        session.apply(action)  # the game ends
    session.retry_writes()
    print("saved", len(journal.actions(session.record.id)), "of", len(actions), "results",
          journal.query("SELECT winners FROM results"))


if __name__ == "__main__":
    main(sys.argv[1])
