"""The ``companion`` command line: the parser, then the command's own module (``controller/cli/<command>.py``),
and one line for anything that stops it."""

from __future__ import annotations

import os
import sys
from importlib import import_module

from controller.cli.parser import build_parser, help_language
from controller.core.config import ConfigError
from controller.systemd.logs import setup_logging
from controller.words.messages import Messages
from games.errors import Refusal
from games.errors import CompanionError


def main(argv: list[str] | None = None) -> int:
    """The ``companion`` console script."""
    words = Messages(help_language(sys.argv[1:] if argv is None else argv))
    args = build_parser(words).parse_args(argv)
    setup_logging(args.verbose)
    try:  # each command is a module named after it, imported only when it runs (--help stays fast)
        return import_module(f"controller.cli.{args.command.replace('-', '_')}").command(args)  # type: ignore[no-any-return]
    except ConfigError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        return 2
    except Refusal as exc:  # players, options or an action the game refuses: in the box's language
        print(f"companion {args.command}: {words.refusal(exc)}", file=sys.stderr)
        return 2
    except CompanionError as exc:  # a data file, the database, the hardware, ...: its own one line
        print(f"companion {args.command}: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. `companion scores | head`: the reader has all it wanted
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the flush at exit
        return 0
    except OSError as exc:
        print(f"companion {args.command}: {exc.strerror or exc}: {exc.filename or ''}".rstrip(": "), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
