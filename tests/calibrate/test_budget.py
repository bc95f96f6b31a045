"""PPI++ (power tuning) by hand and never wider than PPI or gold-only; stratified PPI; the label planner
checked against a simulation."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from harness.calibrate.budget import expected_width, plan_labels, stratified_bucket_rates, stratified_ppi
from harness.calibrate.gold import write_gold
from harness.calibrate.ppi import ppi_mean, stratum_weights
from harness.cli.main import cli
from harness.core.errors import HarnessError
from harness.core.records import Factuality
from tests.calibrate.runs import gold, make_run

Z95 = 1.959963984540054


def test_ppi_plus_by_hand() -> None:
    # Labeled n = 4: Y = 1 0 1 1, f = 1 0 0 1; all N = 8: f_all = 1 0 0 1 1 0 1 0 (ddof 1 throughout).
    # var(f_all) = 2/7; var(Y) = 0.25; var(f) = 1/3; cov(Y, f) = (0.125 + 0.375 - 0.125 + 0.125) / 3 = 1/6.
    # lambda* = (1/6) / (4/8 * 2/7 + 1/3) = (1/6) / (10/21) = 0.35.
    # theta = 0.35 * 0.5 + mean(0.65, 0, 1, 0.65) = 0.175 + 0.575 = 0.75.
    # var(Y - 0.35 f) = 0.25 - 2 * 0.35 / 6 + 0.1225 / 3 = 0.1741667;
    # se^2 = 0.1225 * (2/7) / 8 + 0.1741667 / 4 = 0.004375 + 0.0435417 = 0.0479167, se = 0.2188988.
    est = ppi_mean([1, 0, 1, 1], [1, 0, 0, 1], [1, 0, 0, 1, 1, 0, 1, 0], lam=None)
    assert est.lam == pytest.approx(0.35)
    assert est.estimate == pytest.approx(0.75)
    assert est.cov_gold_grader == pytest.approx(1 / 6)
    assert est.var_grader_labeled == pytest.approx(1 / 3)
    assert est.se == pytest.approx(0.2188988, abs=1e-7)
    assert est.interval.method == "ppi++"
    assert est.interval.width == pytest.approx(2 * Z95 * 0.2188988, abs=1e-6)
    plain = ppi_mean([1, 0, 1, 1], [1, 0, 0, 1], [1, 0, 0, 1, 1, 0, 1, 0])
    assert plain.lam == 1.0 and plain.se == pytest.approx(0.3133916, abs=1e-7)  # the PPI hand case
    # se_at reproduces the measured se at the measured n, for the tuned and the fixed lambda
    assert est.se_at(4) == pytest.approx(est.se)
    assert plain.se_at(4, lam=1.0) == pytest.approx(plain.se)


def _cases() -> list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray | None]]:
    """Graders from perfect to useless to inverted, rare and common rates, with and without weights."""
    rng = np.random.default_rng(2024)
    cases = []
    for rate in (0.03, 0.2, 0.5):
        for agreement in (1.0, 0.95, 0.8, 0.5, 0.2):
            for n, big_n in ((10, 60), (40, 400), (200, 1000)):
                y_all = (rng.random(big_n) < rate).astype(float)
                f_all = np.where(rng.random(big_n) < agreement, y_all, 1 - y_all)
                idx = rng.choice(big_n, n, replace=False)
                weights = None
                if n >= 40:
                    buckets = [str(int(v)) for v in f_all]
                    weights = stratum_weights([buckets[i] for i in idx], buckets)
                cases.append((y_all[idx], f_all[idx], f_all, None if weights is None else np.array(weights)))
    constant = np.ones(50)
    cases.append((np.r_[np.ones(5), np.zeros(5)], constant[:10], constant, None))  # a constant grader
    return cases


def test_ppi_plus_is_never_wider_than_ppi_or_gold_only_on_constructed_cases() -> None:
    cases = _cases()
    narrower = 0
    for y, f, f_all, w in cases:
        tuned = ppi_mean(y, f, f_all, weights=w, lam=None)
        plain = ppi_mean(y, f, f_all, weights=w)
        assert 0.0 <= tuned.lam <= 1.0
        assert tuned.interval.width <= plain.interval.width + 1e-12
        assert tuned.interval.width <= tuned.classical_interval.width + 1e-12
        narrower += tuned.interval.width < plain.interval.width - 1e-9
    assert narrower > len(cases) // 3  # and it is strictly narrower on many of them


def test_a_useless_grader_gets_lambda_zero_and_the_gold_only_interval() -> None:
    y = np.array([1, 0, 1, 0, 1, 0, 1, 0], dtype=float)
    f = np.array([1, 1, 0, 0, 1, 1, 0, 0], dtype=float)  # uncorrelated with Y on the labels
    est = ppi_mean(y, f, np.r_[f, f], lam=None)
    assert est.lam == 0.0
    assert est.interval.width == pytest.approx(est.classical_interval.width)


def test_stratified_ppi_combines_per_stratum_ppi_plus() -> None:
    rng = np.random.default_rng(5)
    ids = [f"q{i}" for i in range(300)]
    strata = {q: ("answerable" if i < 200 else "unanswerable") for i, q in enumerate(ids)}
    truth = {q: float(rng.random() < (0.3 if strata[q] == "answerable" else 0.7)) for q in ids}
    grader = {q: (truth[q] if rng.random() < 0.9 else 1 - truth[q]) for q in ids}
    labeled = [ids[i] for i in rng.choice(300, 60, replace=False)]
    gold = {q: truth[q] for q in labeled}
    value, se, parts = stratified_ppi(gold, grader, strata)
    by_hand = []
    for name in ("answerable", "unanswerable"):
        members = [q for q in ids if strata[q] == name]
        lab = [q for q in members if q in gold]
        e = ppi_mean([gold[q] for q in lab], [grader[q] for q in lab], [grader[q] for q in members], lam=None)
        by_hand.append((len(members) / 300, e))
    assert [p.stratum for p in parts] == ["answerable", "unanswerable"]
    assert value == pytest.approx(sum(w * e.estimate for w, e in by_hand))
    assert se == pytest.approx(math.sqrt(sum((w * e.se) ** 2 for w, e in by_hand)))
    with pytest.raises(HarnessError, match="at least 2"):
        stratified_ppi({labeled[0]: gold[labeled[0]]}, grader, strata)


def test_stratified_rates_cover_the_truth_in_simulation() -> None:
    # A grader that is good on one stratum and poor on the other; 200 seeded repetitions.
    rng = np.random.default_rng(17)
    ids = [f"q{i}" for i in range(600)]
    strata = {q: ("grounded" if i < 400 else "adversarial") for i, q in enumerate(ids)}
    buckets = ("correct", "wrong")
    truth = {q: buckets[int(rng.random() < (0.2 if strata[q] == "grounded" else 0.5))] for q in ids}
    good = {"grounded": 0.95, "adversarial": 0.6}
    grader = {
        q: truth[q] if rng.random() < good[strata[q]] else buckets[1 - buckets.index(truth[q])] for q in ids
    }
    true_wrong = sum(truth[q] == "wrong" for q in ids) / len(ids)
    covered = 0
    for _ in range(200):
        labeled = [ids[i] for i in rng.choice(600, 80, replace=False)]
        rates = stratified_bucket_rates({q: truth[q] for q in labeled}, grader, strata)  # type: ignore[misc]
        wrong = next(r for r in rates if r.bucket == "wrong")
        covered += wrong.interval.low <= true_wrong <= wrong.interval.high
    assert covered >= 180  # nominal 95%: at least 90% of 200


def test_the_planner_matches_a_simulation() -> None:
    # A population of 3,000 answers: true wrong-rate 0.25, the grader agrees with the gold on 90%.
    rng = np.random.default_rng(7)
    big_n = 3000
    y = (rng.random(big_n) < 0.25).astype(float)
    f = np.where(rng.random(big_n) < 0.9, y, 1 - y)
    pilot = rng.choice(big_n, 60, replace=False)
    estimate = ppi_mean(y[pilot], f[pilot], f, lam=None)
    target = 0.08
    plan = plan_labels("wrong", estimate, target)
    assert plan.labels_needed is not None and plan.labels_needed > 60
    assert plan.more_labels == plan.labels_needed - 60
    assert plan.width_at_needed is not None and plan.width_at_needed <= target
    assert expected_width(estimate, plan.labels_needed - 1) > target  # the smallest such count

    def mean_width(n: int) -> float:
        widths = []
        for _ in range(300):
            idx = rng.choice(big_n, n, replace=False)
            widths.append(ppi_mean(y[idx], f[idx], f, lam=None).interval.width)
        return float(np.mean(widths))

    at_plan = mean_width(plan.labels_needed)
    assert at_plan == pytest.approx(target, rel=0.15)  # the prediction holds on fresh samples
    assert mean_width(int(plan.labels_needed * 0.6)) > target  # and fewer labels do not reach it


def test_a_target_out_of_reach_says_so() -> None:
    est = ppi_mean([1, 0, 1, 0], [0, 1, 0, 1], [0, 1] * 10, lam=None)  # 20 answers, a useless grader
    plan = plan_labels("wrong", est, 0.01)
    assert plan.labels_needed is None and plan.more_labels is None
    assert plan.width_if_all_labeled > 0.01
    with pytest.raises(HarnessError, match="between 0 and 1"):
        plan_labels("wrong", est, 1.5)


def test_calibrate_cli_prints_ppi_plus_stratified_rates_and_the_plan(tmp_path: Path) -> None:
    buckets: list[Factuality] = ["correct", "correct", "wrong", "refused", "unsupported"] * 24  # 120 answers
    run = make_run(tmp_path / "run", buckets)
    # The gold agrees with the grader on 36 of the first 40 answers.
    rows = [gold(f"q{i:03d}", buckets[i] if i % 10 else "wrong") for i in range(40)]
    write_gold(tmp_path / "gold.csv", rows)
    args = ["calibrate", "--run", str(run.path), "--gold", str(tmp_path / "gold.csv"), "--n-boot", "0"]
    text = CliRunner().invoke(cli, [*args, "--plan", "0.15"])
    assert text.exit_code == 0, text.output
    assert "power-tuned (PPI++)" in text.output and "labels for a PPI++ interval at most 0.15" in text.output
    data = json.loads(CliRunner().invoke(cli, [*args, "--plan", "0.15", "--json"]).output)
    plans = {p["name"]: p for p in data["plan"]}
    assert set(plans) == {"correct", "wrong", "unsupported", "refused"}
    wrong = plans["wrong"]
    assert wrong["n_labeled"] == 40 and wrong["n_all"] == 120 and wrong["width_now"] > 0.15
    assert wrong["labels_needed"] is None or wrong["labels_needed"] > 40
    assert [r["bucket"] for r in data["stratified"]] == ["correct", "wrong", "unsupported", "refused"]
    for rate in data["rates"]:
        assert rate["ppi_plus"]["interval"]["high"] - rate["ppi_plus"]["interval"]["low"] <= (
            rate["ppi"]["interval"]["high"] - rate["ppi"]["interval"]["low"] + 1e-9
        )
    refused = CliRunner().invoke(cli, ["calibrate", "--run", str(run.path), "--plan", "0.1", "--versus", "x"])
    assert refused.exit_code != 0
