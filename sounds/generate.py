"""Rebuild the committed WAVs from effects.toml: ``python -m sounds.generate [DIR]``.

The synthesizer is deterministic, so the output is byte-identical every time
(a test checks the committed files against it).
"""

from __future__ import annotations

import sys
from pathlib import Path

from sounds.pack import RATE, load_effects, wav_bytes
from sounds.synth import render

DEFAULT_DIR = Path(__file__).resolve().parent / "wav"


def generate(directory: Path = DEFAULT_DIR) -> list[Path]:
    """Render every effect to ``directory/<name>.wav``; return the files written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, effect in sorted(load_effects().items()):
        path = directory / f"{name}.wav"
        path.write_bytes(wav_bytes(render(effect, RATE)))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    args = sys.argv[1:] if argv is None else argv
    files = generate(Path(args[0]) if args else DEFAULT_DIR)
    print(f"Wrote {len(files)} sounds to {files[0].parent}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
