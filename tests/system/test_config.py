"""Config validation: every malformed file gives one clear line and exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import companion
from controller.cli import main


VALID = """
[box]
players = ["ann", "bob"]
[buttons]
hold_time = 0.5
[buttons.pins]
spin = 5
[sound]
volume = 0.5
[games.deathstar.press]
card = "spin"
"""

# (file text, key the single problem must name, words the message must contain)
CORPUS = [
    ("[sound\nvolume = 1", "syntax", "TOML"),
    ("[sound]\nvolume = 3", "sound.volume", "out of range"),
    ("[sound]\nvolume = \"loud\"", "sound.volume", "expected a number"),
    ("[sound]\nbuffer = 500", "sound.buffer", "power of two"),
    ("[sound]\nbuffer = 128", "sound.buffer", "power of two"),
    ("[sound]\nfrequency = 12345", "sound.frequency", "44100"),
    ("[sound]\nenabled = \"yes\"", "sound.enabled", "true/false"),
    ("[sound]\nvolumme = 0.5", "sound.volumme", "unknown key"),
    ("[box]\ngame = \"chess\"", "box.game", "unknown game"),
    ("[box]\nplayers = [\"ann\", \"ann\"]", "box.players", "different"),
    ("[box]\nplayers = \"ann,bob\"", "box.players", "expected a list"),
    ("[buttons]\nhold_time = 0", "buttons.hold_time", "out of range"),
    ("[buttons.pins]\nspin = 40", "buttons.pins.spin", "0 to 27"),
    ("[buttons.pins]\nspin = 27", "buttons.pins.spin", "also used by button 'card'"),
    ("[buttons.pins]\nspin = \"GPIO99\"", "buttons.pins.spin", "GPIO99 is not a valid pin name"),
    ("[buttons.pins]\nspin = \"BOARD1\"", "buttons.pins.spin", "BOARD1 is not a GPIO pin"),
    ("[buttons.pins]\nspin = true", "buttons.pins.spin", "expected a GPIO pin such as 17"),
    ("[buttons.pins]\nnext = \"BOARD11\"", "buttons.pins.next", "GPIO 17 is also used by button 'spin'"),
    ("[pegs]\nboard = \"gpio\"\nrows = [\"J8:11\", 5]", "pegs.rows", "GPIO 17 is already used by button 'spin'"),
    ("[pegs]\nboard = \"gpio\"\ncols = [\"GPIO5\"]", "pegs.cols", "already used by pegs.rows"),
    ("[pegs]\nboard = \"gpio\"\ncols = [\"J8:2\"]", "pegs.cols", "J8:2 is not a GPIO pin"),
    ("[speech]\nrate = 10", "speech.rate", "out of range"),
    ("[games.deathstar.press]\nspin = \"fly\"", "games.deathstar.press.spin", "unknown action"),
    ("[games.deathstar.hold]\nbig_red = \"undo\"", "games.deathstar.hold.big_red", "no button named"),
    ("[games.chess]\nboard = \"x\"", "games.chess", "unknown key"),
    ("[games.deathstar]\nspinner = \"/nonexistent/spinner.toml\"", "games.deathstar.spinner", "cannot read"),
    ("[wifi]\nssid = \"home\"", "wifi", "unknown key"),
    ("[pegs]\nboard = \"usb\"", "pegs.board", "expected"),
    ("[pegs]\nboard = \"serial\"\ndiodes = false", "pegs.diodes", "does not look for ghosts"),
    ("[pegs]\ndebounce = \"lazy\"", "pegs.debounce", "deferred"),
    ("[pegs]\nboard = \"gpio\"\nrows = [17, 5]", "pegs.rows", "already used by button 'spin'"),
    ("[pegs]\nboard = \"gpio\"\ncols = [5]", "pegs.cols", "already used by pegs.rows"),
    ("[pegs]\nscan_period_ms = 0", "pegs.scan_period_ms", "out of range"),
    ("[sound.events]\nwaka = 0.5", "sound.events.waka", "no sound plays for event"),
    ("[sound.events]\ndot_eaten = 2", "sound.events.dot_eaten", "volume from 0.0 to 1.0"),
    ("[web]\nlisten = \"host:http\"", "web.listen", "[HOST:]PORT"),
    ("[web]\nlisten = \"70000\"", "web.listen", "0 to 65535"),
    ("[web]\nlisten = 8080", "web.listen", "expected a text"),
    ("[web]\nhost_code = \"12\"", "web.host_code", "4 to 32 letters or digits"),
    ("[screen]\nsize = \"huge\"", "screen.size", "WIDTHxHEIGHT"),
    ("[screen]\nrotation = 45", "screen.rotation", "0, 90, 180 or 270"),
    ("[screen]\nscale = 9", "screen.scale", "out of range"),
    ("[mqtt]\nurl = \"http://hub\"", "mqtt.url", "mqtt://host"),
    ("[mqtt]\nca_file = \"/nonexistent/ca.pem\"", "mqtt.ca_file", "no such file"),
    ("[box]\nid = \"table 7\"", "box.id", "letters, digits"),
    ("[box]\nlanguage = \"es\"", "box.language", "unknown language 'es' (languages: en, it, fr, de)"),
    ("[speech]\nvoice = \"xx-nowhere\"", "speech.voice", "espeak-ng has no voice 'xx-nowhere'"),
]


def test_a_valid_config_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "ok.toml"
    path.write_text(VALID)
    assert main(["check-config", str(path)]) == 0
    assert "OK" in capsys.readouterr().out


@pytest.mark.parametrize("text,key,words", CORPUS, ids=[c[1] + ":" + c[2] for c in CORPUS])
def test_malformed_config_gives_one_clear_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         text: str, key: str, words: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text + "\n")
    assert main(["check-config", str(path)]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1, lines
    line = lines[0]
    assert line.startswith(str(path) + ":"), line
    assert f": {key}: " in line, line
    assert words in line, line
    assert "Traceback" not in line


def test_problem_lines_carry_the_line_number(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.toml"
    path.write_text("# comment\n[sound]\nenabled = true\nvolume = 7\n")
    assert main(["check-config", str(path)]) == 2
    assert capsys.readouterr().err.startswith(f"{path}:4: sound.volume:")


def test_bad_data_file_named_in_config_is_reported_with_its_own_key(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "deck.toml"
    deck.write_text('[[card]]\nforce = "with"\neffect = "teleport"\ntext = "Beam me up."\n')
    path = tmp_path / "cfg.toml"
    path.write_text(f'[games.deathstar]\nforce_deck = "{deck}"\n')
    assert main(["check-config", str(path)]) == 2
    err = capsys.readouterr().err
    assert "card[1].effect" in err and "unknown effect 'teleport'" in err


def test_several_problems_give_one_line_each(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.toml"
    path.write_text("[sound]\nvolume = 2\nbuffer = 3\n[speech]\nrate = 1\n")
    assert main(["check-config", str(path)]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 3


def test_run_with_a_bad_config_fails_the_same_way_without_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text("[sound]\nvolume = 3\n")
    result = companion("run", "--game", "deathstar", "--simulate", "--config", str(path),
                       "--db", str(tmp_path / "x.db"), "--script", "-", stdin="")
    assert result.returncode == 2
    assert result.stderr.strip().endswith(f"{path}:2: sound.volume: 3 is out of range: expected 0 to 1")
    assert "Traceback" not in result.stderr


def test_a_bad_web_address_on_the_command_line_is_one_line_and_exit_2(tmp_path: Path) -> None:
    result = companion("run", "--game", "deathstar", "--simulate", "--web", "nowhere:x", "--db",
                       str(tmp_path / "w.db"), "--script", "-", stdin="")
    assert result.returncode == 2 and "[HOST:]PORT" in result.stderr and "Traceback" not in result.stderr


def test_a_taken_port_is_one_line_and_exit_2(tmp_path: Path) -> None:
    import socket
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = companion("run", "--game", "deathstar", "--simulate", "--web", f"127.0.0.1:{port}", "--db",
                           str(tmp_path / "w.db"), "--script", "-", stdin="")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "address already in use" in result.stderr.lower(), result.stderr


def test_the_xdg_base_directories_hold_the_users_config_and_database(tmp_path: Path) -> None:
    from conftest import companion

    config_home, data_home = tmp_path / "config", tmp_path / "data"
    (config_home / "tabletop-companion").mkdir(parents=True)
    (config_home / "tabletop-companion" / "config.toml").write_text('[box]\nplayers = ["zed", "yan"]\n')
    env = {"XDG_CONFIG_HOME": str(config_home), "XDG_DATA_HOME": str(data_home), "COMPANION_CONFIG": ""}
    result = companion("run", "--game", "deathstar", "--simulate", "--script", "-", stdin="", env=env)
    assert result.returncode == 0, result.stderr
    assert "Escape from Death Star: zed and yan" in result.stdout + result.stderr  # the user's own config
    assert (data_home / "tabletop-companion" / "companion.db").is_file()  # the user's own data folder


def test_two_cloned_cards_get_two_box_ids(tmp_path: Path) -> None:
    """Same hostname (one image on two SD cards), two machine ids: two names on the broker."""
    from controller.faces.mqtt.topics import box_id

    first, second = tmp_path / "a", tmp_path / "b"
    first.write_text("3f2a9c0d5e6b4a1f8c7d6e5f4a3b2c1d\n")
    second.write_text("81bb07aa5e6b4a1f8c7d6e5f4a3b2c1d\n")
    assert box_id("", first) != box_id("", second)
    assert box_id("", first).endswith("-3f2a9c") and box_id("table-7", first) == "table-7"
    import re
    import socket

    hostname = re.sub(r"[^A-Za-z0-9_-]", "-", socket.gethostname())
    assert box_id("", tmp_path / "none") == hostname  # no machine id to read: the hostname alone
