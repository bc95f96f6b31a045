"""The calibration report as text."""

from __future__ import annotations

import json
import math

from harness.calibrate.calibrate import calibrate
from harness.calibrate.render import format_calibration, jsonable
from tests.calibrate.test_calibrate import constructed


def test_text_report_names_every_axis() -> None:
    gold_rows, grades = constructed()
    text = format_calibration(calibrate(gold_rows, grades, n_boot=100))
    for word in (
        "factuality",
        "citation_exists",
        "citation_supports",
        "refusal_quality",
        "extra_claim_count",
    ):
        assert word in text
    assert "0.722" in text
    assert "prediction-powered" in text


def test_jsonable_turns_dataclasses_into_plain_json_and_nan_into_null() -> None:
    result = calibrate(*constructed(), n_boot=0)
    plain = jsonable(result)
    assert isinstance(plain, dict) and isinstance(plain["axes"], list)
    assert plain["axes"][0]["axis"] == "factuality"
    assert jsonable({1: (1.5, math.nan, math.inf, "x")}) == {"1": [1.5, None, None, "x"]}
    json.dumps(plain, allow_nan=False)  # raises if a NaN or a non-JSON type is left
