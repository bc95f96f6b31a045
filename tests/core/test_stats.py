"""Intervals and paired tests, checked against values computed by hand."""

from __future__ import annotations

import math

import pytest

from harness.core.stats import bootstrap_mean, mcnemar_exact, paired_bootstrap_diff, wilson


def test_wilson_matches_the_formula_by_hand() -> None:
    k, n, z = 8, 10, 1.959963984540054
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    iv = wilson(k, n)
    assert iv.value == pytest.approx(0.8)
    assert iv.low is not None and iv.high is not None
    assert iv.low == pytest.approx(centre - half, abs=1e-9)
    assert iv.high == pytest.approx(centre + half, abs=1e-9)
    assert (round(iv.low, 4), round(iv.high, 4)) == (0.4902, 0.9433)
    assert iv.n == 10 and iv.method == "wilson"


@pytest.mark.parametrize(("k", "n"), [(0, 1), (1, 1), (0, 7), (3, 7), (8, 10), (37, 130), (130, 130)])
def test_wilson_equals_scipys_binomtest_interval(k: int, n: int) -> None:
    from scipy import stats

    ci = stats.binomtest(k, n).proportion_ci(confidence_level=0.95, method="wilson")
    iv = wilson(k, n)
    assert iv.low == pytest.approx(ci.low, abs=1e-12)
    assert iv.high == pytest.approx(ci.high, abs=1e-12)


def test_wilson_with_no_data_is_undefined() -> None:
    iv = wilson(0, 0)
    assert (iv.value, iv.low, iv.high, iv.n) == (None, None, None, 0)
    assert iv.text() == "n/a (n=0)"


def test_bootstrap_mean_is_seeded_and_brackets_the_mean() -> None:
    values = [0, 1, 2, 3, 3, 2, 1, 0, 3, 3]
    first, second = bootstrap_mean(values), bootstrap_mean(values)
    assert first == second
    assert first.value == pytest.approx(1.8)
    assert first.low is not None and first.high is not None
    assert first.low < 1.8 < first.high
    assert first.low >= 0 and first.high <= 3


@pytest.mark.parametrize("size", [2, 7, 13, 40])
def test_bootstrap_mean_drawn_in_blocks_equals_one_draw(size: int, monkeypatch: pytest.MonkeyPatch) -> None:
    import numpy as np

    from harness.core import stats

    data = np.random.default_rng(3).random(size)
    idx = np.random.default_rng(11).integers(0, size, size=(stats.BOOTSTRAP_RESAMPLES, size))
    whole = stats._percentile_interval(data[idx].mean(axis=1))
    monkeypatch.setattr(stats, "_BOOTSTRAP_BLOCK", 3 * size + 1)  # blocks of 3 resamples, the last shorter
    assert stats._bootstrap_mean(list(data), 11) == (float(data.mean()), *whole)


def test_bootstrap_mean_edge_cases() -> None:
    assert bootstrap_mean([]).value is None
    single = bootstrap_mean([2])
    assert (single.value, single.low, single.high) == (2.0, None, None)
    constant = bootstrap_mean([1, 1, 1])
    assert (constant.value, constant.low, constant.high) == (1.0, 1.0, 1.0)


def test_mcnemar_exact_by_hand() -> None:
    # 5 discordant pairs all one way: two-sided p = 2 * 0.5**5.
    base = [True] * 5 + [False] * 3
    cand = [False] * 5 + [False] * 3
    result = mcnemar_exact(base, cand)
    assert (result.b, result.c) == (5, 0)
    assert result.p_value == pytest.approx(2 * 0.5**5)
    # One each way: p = 1.
    assert mcnemar_exact([True, False], [False, True]).p_value == pytest.approx(1.0)
    assert mcnemar_exact([True], [True]).p_value == 1.0


def test_paired_bootstrap_diff_skips_missing_values() -> None:
    # Means over present values: baseline (3 + 1) / 2 = 2, candidate (2 + 1 + 0) / 3 = 1.
    base = [3, 1, None, None]
    cand = [2, 1, 0, None]
    iv = paired_bootstrap_diff(base, cand)
    assert iv.value == pytest.approx(-1.0)
    assert iv.n == 4
    assert iv.low is not None and iv.high is not None and iv.low <= -1.0 <= iv.high
    same = paired_bootstrap_diff([1, 2, 3], [1, 2, 3])
    assert (same.value, same.low, same.high) == (0.0, 0.0, 0.0)
    assert paired_bootstrap_diff([None], [1]).value is None
