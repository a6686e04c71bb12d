"""The configuration's typed readers: each gives a key's value as its default's kind, or names the key."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from controller.app.config_file import load_config
from controller.core.config import Config, ConfigError


def test_the_shipped_defaults_read_as_their_kinds() -> None:
    config = load_config(None)
    assert config.text("box.language") == "en" and config.flag("sound.enabled") is True
    assert config.whole("sound.buffer") == 512 and config.number("sound.volume") == 0.8
    assert config.texts("box.players") == ["player1", "player2"]
    assert config.table("buttons.pins")["spin"] == 17 and config.numbers("sound.events") == {}
    assert config.items("pegs.rows")[:2] == [5, 6]


def test_a_whole_number_is_a_number_but_true_is_neither() -> None:
    config = Config({"sound": {"volume": 1, "buffer": True}}, "my.toml")
    assert config.number("sound.volume") == 1.0 and isinstance(config.number("sound.volume"), float)
    with pytest.raises(ConfigError, match=r"my.toml: sound.buffer: expected a whole number, got True"):
        config.whole("sound.buffer")


@pytest.mark.parametrize("read, key, expected", [
    (Config.text, "box.language", "a text in quotes"), (Config.flag, "box.language", "true or false"),
    (Config.texts, "box.players", "a list of texts"), (Config.table, "box.language", "a table"),
    (Config.numbers, "sound.events", "a table of numbers")])
def test_a_value_of_another_kind_is_refused_by_its_key(read: Callable[[Config, str], object], key: str,
                                                      expected: str) -> None:
    config = Config({"box": {"language": 3, "players": ["ann", 2]}, "sound": {"events": {"dot": "loud"}}}, "my.toml")
    with pytest.raises(ConfigError, match=f"my.toml: {key}: expected {expected}"):
        read(config, key)


def test_a_missing_key_and_an_override_through_a_value() -> None:
    config = Config({"screen": {"fullscreen": True}}, "my.toml")
    with pytest.raises(KeyError):
        config.value("screen.size")
    with pytest.raises(KeyError):
        config.value("screen.fullscreen.deeper")
    assert config.overridden("screen.fullscreen", False).flag("screen.fullscreen") is False
    assert config.flag("screen.fullscreen") is True  # overridden() copies; the original is unchanged
