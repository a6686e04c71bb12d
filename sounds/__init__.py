"""The sound pack: original synthesized effects, their programs and manifest."""
