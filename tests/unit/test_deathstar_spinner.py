"""The spinner is fair, follows its weights, and is seeded through the engine."""

from __future__ import annotations

from collections import Counter

from conftest import spinner
from games.base import Action
from games.deathstar.data import Band, DeathStarData, Spinner
from games.deathstar.engine import DeathStarEngine


def spins(data: DeathStarData, seed: int, count: int) -> Counter[int | str]:
    """Spin ``count`` times in a two-player game and count the faces."""
    engine = DeathStarEngine(["ann", "bob"], {}, seed, data)
    engine.start()
    seen: Counter[int | str] = Counter()
    for _ in range(count):
        for event in engine.apply(Action.make("spin")):
            if event.kind == "spin" and event.data["purpose"] != "dogfight":
                seen[event.data["value"]] += 1
    return seen


def test_outer_band_is_fair_over_thousands_of_spins(deathstar_data: DeathStarData) -> None:
    seen = spins(deathstar_data, seed=11, count=6000)
    total = sum(seen.values())
    assert set(seen) == {1, 2, 3}
    expected = total / 3
    chi_square = sum((seen[face] - expected) ** 2 / expected for face in (1, 2, 3))
    assert chi_square < 13.8, seen  # 2 degrees of freedom, p = 0.001


def test_weights_in_the_data_file_are_followed(deathstar_data: DeathStarData) -> None:
    heavy = DeathStarData(Spinner(Band((1, 2, 3), (2, 1, 1)), deathstar_data.spinner.inner), deathstar_data.deck)
    seen = spins(heavy, seed=5, count=8000)
    share = seen[1] / sum(seen.values())
    assert 0.47 < share < 0.53, seen


def test_dogfight_band_is_fair() -> None:
    from conftest import card, engine_with

    engine = engine_with([1], [card("move", steps=1)])
    for player in engine.state.values():
        player.blueprint = player.tractor_beam = True
        for token in player.tokens.values():
            token.where = "falcon"
    results: Counter[str] = Counter()
    engine.spinner = spinner([1])
    for _ in range(4000):
        engine.apply(Action.make("spin"))
        engine.apply(Action.make("land", spot="tie"))
        outcome = [e for e in engine.apply(Action.make("spin")) if e.kind == "spin"][0].data["outcome"]
        results[outcome] += 1
        if outcome == "WIN":
            engine.apply(Action.make("end"))
    assert abs(results["WIN"] - results["LOSE"]) < 4000 * 0.05, results


def test_same_seed_same_spins_other_seed_other_spins(deathstar_data: DeathStarData) -> None:
    def sequence(seed: int) -> list[int]:
        engine = DeathStarEngine(["ann", "bob"], {}, seed, deathstar_data)
        engine.start()
        return [e.data["value"] for _ in range(40) for e in engine.apply(Action.make("spin")) if e.kind == "spin"]

    assert sequence(3) == sequence(3)
    assert sequence(3) != sequence(4)
