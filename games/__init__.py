"""Pure rule engines, one sub-package per game; see :mod:`games.registry`."""
