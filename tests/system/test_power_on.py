"""A setting can never stop the box from starting (issue 50): a host's game at power-on that no longer fits the
owner's config gives way to the config's own game, said aloud and printed; the temporary files a power cut left
beside the database are removed at start."""

from __future__ import annotations

from pathlib import Path

from conftest import companion

PLAYERS = '["ann", "bob", "cid", "dan", "eve"]'


def test_a_hosts_game_that_does_not_fit_the_config_gives_way_to_the_configs_game(tmp_path: Path) -> None:
    """``[box] game = "pacman"`` with five players, and the host's card game (two to four players) kept in
    settings.toml: the next start used to exit 2, and under systemd the box stayed down."""
    config = tmp_path / "config.toml"
    config.write_text(f'[box]\ngame = "pacman"\nplayers = {PLAYERS}\ndatabase = "{tmp_path / "companion.db"}"\n')
    (tmp_path / "settings.toml").write_text('[box]\ngame = "cards"\n')
    assert companion("check-config", str(tmp_path / "settings.toml")).returncode == 0  # each file is fine alone
    started = companion("run", "--simulate", "--config", str(config), "--script", "/dev/null")
    assert started.returncode == 0, started.stderr
    assert "The game chosen for power-on, PAC-MAN card game, cannot start with this box's players" in started.stdout
    assert "the box starts PAC-MAN board game instead." in started.stdout
    assert "New game #1 of PAC-MAN board game: ann, bob, cid, dan and eve" in started.stdout


def test_temporary_files_a_power_cut_left_beside_the_database_are_removed_at_start(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text(f'[box]\ndatabase = "{tmp_path / "companion.db"}"\n')
    left = [tmp_path / ".settings.toml.k2j4hq.tmp", tmp_path / ".companion.db.seats.x81m2a.tmp"]
    for stale in left:
        stale.write_text("half a file")
    other = tmp_path / ".notes.txt.tmp"
    other.write_text("not the box's")
    assert companion("run", "--simulate", "--config", str(config), "--script", "/dev/null").returncode == 0
    assert not any(stale.exists() for stale in left) and other.exists()
