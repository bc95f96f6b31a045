"""core/stats_cache.py: bootstrap intervals kept on disk, identical to the ones computed, read
without numpy, and computed again when an entry is damaged or belongs to another key."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from harness.core import stats, stats_cache
from harness.core.stats import BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED, CONFIDENCE, Interval, bootstrap_mean
from harness.core.stats_cache import cached_interval, entry_path, interval_key
from tests.fresh import run_fresh

SAMPLES: list[list[float]] = [
    [1, -1, 0, 1, 1, -1, 0, 0, 1, -1, -1, -1],
    [0.25, 0.5, 1.0, 0.75, 1 / 3],
    [3, 3, 3],
    [2],
    [True, False, False],
]
SETTINGS = {"seed": BOOTSTRAP_SEED, "resamples": BOOTSTRAP_RESAMPLES, "confidence": CONFIDENCE}


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path / "cache"))


def _computed(values: list[float], seed: int = BOOTSTRAP_SEED) -> Interval:
    data = [float(v) for v in values]
    mean, low, high = stats._bootstrap_mean(data, seed)
    return Interval(mean, low, high, len(data), "bootstrap")


def _no_compute(*_: object) -> tuple[float, float, float]:
    raise AssertionError("computed although the entry is in the cache")


@pytest.mark.parametrize("values", SAMPLES)
def test_a_cached_interval_is_the_computed_one_to_the_last_bit(
    values: list[float], monkeypatch: pytest.MonkeyPatch
) -> None:
    first = bootstrap_mean(values)
    assert first == _computed(values)
    monkeypatch.setattr(stats, "_bootstrap_mean", _no_compute)
    again = bootstrap_mean(values)
    assert again == first
    assert json.dumps(again.to_dict()) == json.dumps(first.to_dict())


def test_other_values_order_or_seed_are_other_entries(monkeypatch: pytest.MonkeyPatch) -> None:
    values = [1.0, 0.0, 0.0, 1.0, 1.0, 0.0, 1.0]
    bootstrap_mean(values)
    monkeypatch.setattr(stats, "_bootstrap_mean", _no_compute)
    for other, seed in ((values[::-1], BOOTSTRAP_SEED), (values, BOOTSTRAP_SEED + 1), ([*values, 1.0], 13)):
        with pytest.raises(AssertionError, match="computed"):
            bootstrap_mean(other, seed=seed)


def test_an_empty_sample_needs_no_entry(tmp_path: Path) -> None:
    assert bootstrap_mean([]) == Interval(None, None, None, 0, "bootstrap")
    assert not (tmp_path / "cache" / stats_cache.FOLDER).exists()


@pytest.mark.parametrize(
    "damage",
    [
        "not json",
        json.dumps({"key": {}, "interval": [0.5, 0.1, 0.9]}),  # another key under this name
        None,  # the right key, a bound that is no number
    ],
)
def test_a_damaged_entry_is_computed_again_and_replaced(damage: str | None) -> None:
    values = [0.0, 1.0, 1.0, 0.0, 1.0]
    expected = bootstrap_mean(values)
    path = entry_path(interval_key("bootstrap_mean", [float(v) for v in values], SETTINGS))
    assert path.is_file()
    if damage is None:
        entry = json.loads(path.read_text())
        entry["interval"][1] = "low"
        damage = json.dumps(entry)
    path.write_text(damage)
    assert bootstrap_mean(values) == expected
    assert json.loads(path.read_text())["interval"] == [expected.value, expected.low, expected.high]


def test_a_cache_that_cannot_be_written_costs_only_the_computation(monkeypatch: pytest.MonkeyPatch) -> None:
    from harness.core import io

    def refuse(*_: object, **__: object) -> None:
        raise PermissionError("read-only")

    monkeypatch.setattr(io, "write_text_atomic", refuse)
    calls: list[int] = []

    def compute() -> tuple[float, float, float]:
        calls.append(1)
        return 0.5, 0.25, 0.75

    for _ in range(2):
        assert cached_interval("m", [1.0, 0.0], {"seed": 1}, compute) == (0.5, 0.25, 0.75)
    assert calls == [1, 1]


def test_the_key_follows_the_code_and_numpy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import numpy

    key = interval_key("bootstrap_mean", [1.0, 2.0], SETTINGS)
    version_file = Path(numpy.__file__).parent / "version.py"
    assert key["numpy"] == hashlib.sha256(version_file.read_bytes()).hexdigest()[:16]
    script = "import sys\nfrom harness.core.stats_cache import numpy_version\n"
    script += "print(numpy_version(), 'numpy' in sys.modules)\n"
    assert run_fresh(script, tmp_path).split() == [key["numpy"], "False"]  # the same digest, unimported
    monkeypatch.setattr(stats_cache, "source_digest", lambda names: "edited")
    assert entry_path(interval_key("bootstrap_mean", [1.0, 2.0], SETTINGS)) != entry_path(key)


def test_reading_an_entry_imports_no_numpy(tmp_path: Path) -> None:
    values = SAMPLES[0]
    expected = bootstrap_mean(values)
    script = (
        "import sys\n"
        "from harness.core.stats import bootstrap_mean\n"
        f"print(repr(bootstrap_mean({values!r}).to_dict()), 'numpy' in sys.modules)\n"
    )
    assert run_fresh(script, tmp_path / "cache").strip() == f"{expected.to_dict()!r} False"
