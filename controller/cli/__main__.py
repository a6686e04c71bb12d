"""``python -m controller.cli``: the same as the ``companion`` command."""

import sys

from controller.cli import main

sys.exit(main())
