"""A second labeler re-labeled answers of the styles sets blind (without seeing the first labels):
their agreement with the fixture's labels, per axis, is the labels' own error bar.

``tests/fixtures/styles``: 10 random lines of each of numbered/structured/cot and 20 of
multilingual plus 10 of mixed_refusal (``second_labeler/labels.jsonl``). ``tests/fixtures/styles_v2``:
each of its three writers re-labeled 12 random lines of the next writer's files
(``second_labeler/<writer>.jsonl``), 36 in all; ``tests/fixtures/styles_v3``, ``styles_v4``,
``styles_v5``, ``styles_v6``, ``styles_v7``, ``styles_v8``, ``styles_v9`` and ``styles_v10`` the same
way, each with its own three writers; ``styles_v11``: a separate labeler per file (``fixtures-sla`` for
``multilingual_structured``, ``-slb`` for ``citations_reasoning``, ``-slc`` for ``refusals_both_ways``),
12 answers each drawn by ``random.Random(2611).sample``, from a copy without labels, cases or notes.
``CALIBRATION.md`` section 7 quotes the figures.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from harness.core.stats import kappa

STYLES = Path(__file__).resolve().parent.parent / "fixtures" / "styles"
STYLES_V2 = STYLES.parent / "styles_v2"
STYLES_V3 = STYLES.parent / "styles_v3"
STYLES_V4 = STYLES.parent / "styles_v4"
STYLES_V5 = STYLES.parent / "styles_v5"
STYLES_V6 = STYLES.parent / "styles_v6"
STYLES_V7 = STYLES.parent / "styles_v7"
STYLES_V8 = STYLES.parent / "styles_v8"
STYLES_V9 = STYLES.parent / "styles_v9"
STYLES_V10 = STYLES.parent / "styles_v10"
STYLES_V11 = STYLES.parent / "styles_v11"
STYLES_V12 = STYLES.parent / "styles_v12"
STYLES_V13 = STYLES.parent / "styles_v13"
STYLES_V14 = STYLES.parent / "styles_v14"
STYLES_V15 = STYLES.parent / "styles_v15"
STYLES_V16 = STYLES.parent / "styles_v16"
STYLES_V17 = STYLES.parent / "styles_v17"
STYLES_V18 = STYLES.parent / "styles_v18"
STYLES_V19 = STYLES.parent / "styles_v19"
STYLES_V20 = STYLES.parent / "styles_v20"
STYLES_V21 = STYLES.parent / "styles_v21"
STYLES_V22 = STYLES.parent / "styles_v22"
STYLES_V23 = STYLES.parent / "styles_v23"
STYLES_V24 = STYLES.parent / "styles_v24"
STYLES_V25 = STYLES.parent / "styles_v25"
STYLES_V26 = STYLES.parent / "styles_v26"
STYLES_V27 = STYLES.parent / "styles_v27"
STYLES_V28 = STYLES.parent / "styles_v28"
STYLES_V29 = STYLES.parent / "styles_v29"
STYLES_V30 = STYLES.parent / "styles_v30"
STYLES_V31 = STYLES.parent / "styles_v31"
STYLES_V32 = STYLES.parent / "styles_v32"
STYLES_V33 = STYLES.parent / "styles_v33"
STYLES_V34 = STYLES.parent / "styles_v34"
STYLES_V35 = STYLES.parent / "styles_v35"
STYLES_V36 = STYLES.parent / "styles_v36"
STYLES_V37 = STYLES.parent / "styles_v37"
STYLES_V38 = STYLES.parent / "styles_v38"
BLIND_SETS = {
    STYLES_V2: ["fixtures-c", "fixtures-d", "fixtures-e"],
    STYLES_V3: ["fixtures-f", "fixtures-g", "fixtures-h"],
    STYLES_V4: ["fixtures-i", "fixtures-j", "fixtures-k"],
    STYLES_V5: ["fixtures-l", "fixtures-m", "fixtures-n"],
    STYLES_V6: ["fixtures-o", "fixtures-p", "fixtures-q"],
    STYLES_V7: ["fixtures-r", "fixtures-s", "fixtures-t"],
    STYLES_V8: ["fixtures-u", "fixtures-v", "fixtures-w"],
    STYLES_V9: ["fixtures-x", "fixtures-y", "fixtures-z"],
    STYLES_V10: ["fixtures-aa", "fixtures-ab", "fixtures-ac"],
    STYLES_V11: ["fixtures-sla", "fixtures-slb", "fixtures-slc"],
    STYLES_V12: ["fixtures-sla12", "fixtures-slb12", "fixtures-slc12"],
    STYLES_V13: ["fixtures-sla13", "fixtures-slb13", "fixtures-slc13"],
    STYLES_V14: ["fixtures-sla14", "fixtures-slb14", "fixtures-slc14"],
    STYLES_V15: ["fixtures-sla15", "fixtures-slb15", "fixtures-slc15"],
    STYLES_V16: ["fixtures-sla16", "fixtures-slb16", "fixtures-slc16"],
    STYLES_V17: ["fixtures-sla17", "fixtures-slb17", "fixtures-slc17"],
    STYLES_V18: ["fixtures-sla18", "fixtures-slb18", "fixtures-slc18"],
    STYLES_V19: ["fixtures-sla19", "fixtures-slb19", "fixtures-slc19"],
    STYLES_V20: ["fixtures-sla20", "fixtures-slb20", "fixtures-slc20"],
    STYLES_V21: ["fixtures-sla21", "fixtures-slb21", "fixtures-slc21"],
    STYLES_V22: ["fixtures-sla22", "fixtures-slb22", "fixtures-slc22"],
    STYLES_V23: ["fixtures-sla23", "fixtures-slb23", "fixtures-slc23"],
    STYLES_V24: ["fixtures-sla24", "fixtures-slb24", "fixtures-slc24"],
    STYLES_V25: ["fixtures-sla25", "fixtures-slb25", "fixtures-slc25"],
    STYLES_V26: ["fixtures-sla26", "fixtures-slb26", "fixtures-slc26"],
    STYLES_V27: ["fixtures-sla27", "fixtures-slb27", "fixtures-slc27"],
    STYLES_V28: ["fixtures-sla28", "fixtures-slb28", "fixtures-slc28"],
    STYLES_V29: ["fixtures-sla29", "fixtures-slb29", "fixtures-slc29"],
    STYLES_V30: ["fixtures-sla30", "fixtures-slb30", "fixtures-slc30"],
    STYLES_V31: ["fixtures-sla31", "fixtures-slb31", "fixtures-slc31"],
    STYLES_V32: ["fixtures-sla32", "fixtures-slb32", "fixtures-slc32"],
    STYLES_V33: ["fixtures-sla33", "fixtures-slb33", "fixtures-slc33"],
    STYLES_V34: ["fixtures-sla34", "fixtures-slb34", "fixtures-slc34"],
    STYLES_V35: ["fixtures-sla35", "fixtures-slb35", "fixtures-slc35"],
    STYLES_V36: ["fixtures-sla36", "fixtures-slb36", "fixtures-slc36"],
    STYLES_V37: ["fixtures-sla37", "fixtures-slb37", "fixtures-slc37"],
    STYLES_V38: ["fixtures-sla38", "fixtures-slb38", "fixtures-slc38"],
}
# Answers each set's second labelers re-labeled (36 unless said).
RELABELED: dict[Path, int] = {}
# Kappa each blind set's two labelers reach at least, per axis. styles_v5's extra_claim_count is
# 0.824 (34 of 36 identical): two answers where one labeler counted an advice or restating
# sentence as a claim; the labels were left as each labeler wrote them. styles_v6's is 0.674 (32 of
# 36 identical): in two uncited answers one labeler counted the details beyond the question's terms
# as a claim and the other read them as the answer itself, in one the reverse for a justifying
# definition, and one background paragraph's closing advice counted by one labeler only.
# styles_v7's refusal_quality is 0.818 (33 of 36 identical): a premise correction that then declines
# the question (v7t-028, `correct` for its writer as in the older sets, `refused` for the second
# labeler, the convention section 7 of CALIBRATION.md records as split) and two refusals one point
# apart on whether a next step was offered.
# styles_v8 is identical on 36 of 36 but for extra_claim_count, 0.640 (34 of 36): one labeler counted
# an uncited bullet that restates the cited clause's condition (v8u-002) and a refusal's false reason
# (v8u-046) as claims, the other read them as part of the cited claim and of the refusal.
# styles_v9 is identical on 36 of 36 but for extra_claim_count, 0.721 (34 of 36): one labeler counted an
# uncited sentence that adds a detail beyond a terse cited verdict (v9z-039, v9z-040) as a claim, the
# other read it as part of the answer.
# styles_v10 is identical on 36 of 36 but three answers: a verdict field "no" whose reason says the
# scope "cannot be determined" (v10b-030: a refusal of quality 1 for its writer, an uncited committed
# "no", so unsupported, for the second labeler), a canned refusal one point apart on whether its
# reason, false of the retrieval set, still counts (v10c-009), and an uncited verdict sentence that adds
# the clause's details, counted as a claim by one labeler only (v10a-027): factuality 0.962,
# refusal_quality 0.844 (34 of 36), extra_claim_count 0.893 (35 of 36).
# styles_v11 is identical on 36 of 36 but for extra_claim_count, 0.625 (33 of 36): three uncited
# general-practice sentences that carry a guess ("letter agreements like this usually define it broadly,
# so most likely no"; v11c-027, -037, -057), counted as a claim by the second labeler (as the eleventh
# set's first file and the guide count general practice) and read as the guess itself by the writer.
# styles_v12 (a separate labeler per file, 12 answers each): identical on 34 of 36; a citation of a
# passage from another document whose text is the gold clause word for word (v12b-035: unsupported for
# its writer, correct for the second labeler, as the reference grader's twin rule reads it) and a
# reasoning block's general-practice sentence counted as a claim by the second labeler only (v12b-019):
# factuality and citation_supports 35 of 36, extra_claim_count 35 of 36 (kappa 0.654).
# styles_v13 (a separate labeler per file, 12 answers each): factuality 34 of 36 (kappa 0.925): a memo
# that cites a survival clause for thirty months where it says 42 (v13a-006: wrong for its writer,
# correct with citation_supports false for the second labeler), and a correct id cited while nothing was
# retrieved (v13b-030: unsupported for its writer, correct for the second labeler, who read the gold
# list); extra_claim_count 29 of 36 (kappa 0.241): the memos' second labeler read the guide literally and
# counted "Bottom line" sentences that restate a cited answer and sentences that introduce a verbatim
# quote (v13a-001, -006, -019, -029, -035), the agents' one a closing restatement (v13c-057, -060); the
# writers read them as the cited answer again. The labels were left as each labeler wrote them.
# styles_v14 (a separate labeler per file, 12 answers each): factuality 35 of 36 (kappa 0.957; v14b-003,
# another agreement's clause cited with a wrong duration: wrong for its writer, unsupported for the second
# labeler); extra_claim_count 34 of 36 (kappa 0.640): an uncited detail of a guess after a decline
# (v14a-029) and an uncited premise correction (v14a-055), counted as claims by the second labeler only.
# styles_v15 (one second labeler for all three files, 12 answers each, sampled by a seeded draw; labeled
# blind on 2026-11-29 from CALIBRATION.md section 1 alone): identical on 36 of 36 but two answers: a
# refusal whose reason is false of the retrieval set (v15c-005: the gold purpose clause was retrieved;
# 1 for its writer, 3 for the second labeler, who noted the false reason but found no rule for it in
# the guide, which now states it), and an uncited detail inside a guessed verdict counted as a claim
# by the second labeler only (v15c-057): refusal_quality kappa 0.932, extra_claim_count 0.786.
# styles_v16 (one second labeler, 12 answers per file by a seeded draw, blind, from the labeling guide
# alone): identical on 36 of 36 but one answer (v16c-044: a cited sentence true to its passage followed by
# an uncited wrong inference; the writer read the citation as given for the wrong answer, supports false and
# no extra claim, the second labeler as backing its own sentence, supports true and one extra claim):
# citation_supports and extra_claim_count 35 of 36.
# styles_v17 (one second labeler, 12 answers per file by a seeded draw, blind, from the labeling guide
# alone): factuality 35 of 36 (v17b-022: a refusal of the asked survival period that says, citing the
# clause, that no obligation survives; refused for its writer, correct for the second labeler, the split
# of section 7's premise-correction convention again), citation_supports 34 of 36 (that answer, and a
# right verdict whose cited copy ban does not state it, v17b-014), refusal_quality 35 of 36 and
# extra_claim_count 34 of 36 (two uncited details beside an uncited committed answer, counted by the
# second labeler only: v17a-021, v17b-029): kappas 0.961, 1.000, 0.912, 0.847 and 0.750.
# styles_v18 (one second labeler, 12 answers per file by a seeded draw, blind): identical on factuality,
# citation_exists and refusal_quality (36 of 36), citation_supports 35 of 36; extra_claim_count 31 of 36:
# the second labeler counted the uncited detail inside a committed or guessed answer and an uncited
# premise correction as claims (v18a-020, -026, -043, v18b-041, v18c-043), the writers read them as the
# answer itself: the convention section 7 of CALIBRATION.md records as split (kappa 0.396).
# styles_v19 (one second labeler, 12 answers per file by a seeded draw, blind): identical on factuality,
# citation_exists, citation_supports and refusal_quality (36 of 36); extra_claim_count 34 of 36 (kappa 0.893):
# an uncited follow-up of a guessed verdict (v19a-057) and a need-to-know detail beside general remarks
# (v19b-057), counted by the second labeler only.
# styles_v20 (one second labeler, 12 answers per file by a seeded draw, blind): factuality and refusal
# quality 36 of 36, citation_supports 35 of 36 (v20a-038: a made-up cap beside passages that back what they
# are cited for; false for its writer, true for the second labeler), extra_claim_count 32 of 36 (kappa
# 0.505: the uncited detail inside a committed or guessed verdict, v20a-038, v20b-057, v20c-057, and a
# general remark inside a decline's next step, v20c-040, counted by the second labeler only: the
# convention section 7 records as split).
# styles_v21 (one second labeler, 12 answers per file by a seeded draw, blind): identical on factuality,
# citation_exists, citation_supports and refusal quality (36 of 36); extra_claim_count 29 of 36 (kappa
# 0.300): seven answers whose uncited elaboration of a committed or guessed verdict (v21a-027, -038, -054,
# v21b-019, -035, v21c-027, -038) the second labeler counted and the writers read as the answer itself.
# styles_v22 (one second labeler, 12 answers per file by a seeded draw, blind): identical on factuality,
# citation_exists, refusal quality and extra_claim_count (36 of 36); citation_supports 35 of 36 (v22c-040:
# a marker closing the party names of a wrong verdict, false for its writer, who read it as citing the
# verdict, true for the second labeler, who read it as citing the names).
# styles_v23 (one second labeler, 12 answers per file by a seeded draw, blind): identical on factuality,
# citation_exists, refusal quality and extra_claim_count (36 of 36); citation_supports 35 of 36 (v23a-024:
# an answer accepting a misnamed party, its cited clause true of the real one: true for its writer,
# false for the second labeler).
# styles_v24 (one second labeler, 12 answers per file by a seeded draw, blind): identical on factuality,
# citation_exists, refusal quality and extra_claim_count (36 of 36); citation_supports 34 of 36 (v24c-035,
# v24c-037: markers closing an agreement's name in a right verdict cited to the wrong passages, read by
# the writer as citing the verdict and by the second labeler as citing the name, as v22c-040 was).
# styles_v25 (one second labeler, 12 answers per file by a seeded draw, blind): identical on factuality,
# citation_exists, citation_supports and refusal quality (36 of 36); extra_claim_count 34 of 36 (kappa
# 0.769): an uncited concluding sentence that gives a verdict's reason (v25a-038) and a general-practice
# clause inside a guess (v25c-057), counted by the second labeler only.
# styles_v26 (one second labeler, 12 answers per file by a seeded draw, blind): factuality 35 of 36 (kappa
# 0.963; v26c-019, "No number of years can be given" then the clause that nothing survives: refused for its
# writer, as earlier sets labeled this question, correct for the second labeler); citation_exists 34 of 36
# (0.860: a bare clause reference "§ 3.2" / "cl. 1" with nothing retrieved, v26c-027 and v26c-057, no
# citation for the writer, one that does not exist for the second labeler); citation_supports 32 of 36
# (0.834, those three and v26b-041, passages of other agreements reasoned from by analogy); refusal
# quality 35 of 36; extra_claim_count 35 of 36 (v26b-057).
# styles_v27 (one second labeler, 12 answers per file by a seeded draw, blind): identical on factuality,
# citation_exists, citation_supports and refusal quality (36 of 36); extra_claim_count 35 of 36 (kappa
# 0.786; v27c-054, an uncited sentence on the stockholder's purpose counted by the second labeler only).
# styles_v28 (one second labeler, 12 answers per file by a seeded draw, blind): identical on factuality,
# citation_exists and refusal quality (36 of 36); citation_supports 34 of 36 (kappa 0.914: v28c-038 and
# v28c-047, a closing verdict the cited summary sentences do not give: false for the writer, who judged
# the citations against the verdict drawn from them, true for the second labeler, who judged each against
# the sentence it closes); extra_claim_count 35 of 36 (0.786; v28a-054, an uncited "after termination"
# detail counted by the second labeler only).
# styles_v29 (one second labeler, 12 answers per file by a seeded draw, blind): identical on factuality,
# citation_exists, citation_supports and refusal quality (36 of 36); extra_claim_count 34 of 36 (kappa
# 0.640; v29a-057, a "normally carved out" basis of a hedged verdict, and v29b-027, an uncited "assigned to
# the Engagement" detail, counted by the second labeler only: the split on uncited elaborations of a
# verdict that section 7 of CALIBRATION.md records).
# styles_v30 (one second labeler, 12 answers per file by a seeded draw, blind): identical on factuality,
# citation_exists, citation_supports and refusal quality (36 of 36); extra_claim_count 34 of 36 (kappa
# 0.640; v30b-054 and v30c-047, uncited elaborations of a verdict counted by the second labeler only).
# styles_v31 (one second labeler, 12 answers per file by a seeded draw, blind): identical on factuality,
# citation_exists and refusal quality (36 of 36); citation_supports 35 of 36 (kappa 0.957; v31c-024, a
# clause of the real agreement cited by an answer that accepts a false date: true for the writer, false
# for the second labeler); extra_claim_count 34 of 36 (0.478; v31a-040 and v31b-054, uncited elaborations
# of a verdict counted by the second labeler only; few answers carry any extra claim, so kappa is low).
# styles_v32 (one second labeler, 12 answers per file by a seeded draw, blind): identical on refusal quality
# (36 of 36); factuality 35 of 36 (kappa 0.963), citation_exists 33 of 36 (0.750), citation_supports 34 of
# 36 (0.916): the agent logs' ids shown only in an Observation line, cited for the writer (the whole log is
# the answer, the styles_v9 reading) and not for the second labeler (the final answer only: v32b-037's
# right verdict without an id is unsupported); extra_claim_count 34 of 36 (0.769; v32a-024 and v32a-054,
# a quote with no id on an empty retrieval, counted by the second labeler only).
# styles_v33 (one second labeler, 12 answers per file by a seeded draw, blind): identical on factuality,
# citation_exists, citation_supports and refusal quality (36 of 36); extra_claim_count 33 of 36 (kappa
# 0.534; v33a-027, v33b-024 and v33c-027, an uncited sentence restating the verdict with the question's
# content, counted by the second labeler only).
# styles_v34 (one second labeler, 12 answers per file by a seeded draw, blind): identical on factuality and
# refusal quality (36 of 36); citation_exists and citation_supports 35 of 36 (v34a-024, a bare clause
# pinpoint "§ 3.1(b)" on an empty retrieval: no citation for the writer, one that does not exist for the
# second labeler); extra_claim_count 33 of 36 (kappa 0.372; v34a-024, v34b-019 and v34c-054, a right
# verdict stated with no passage to cite, counted by the second labeler only).
# styles_v35, the first set labeled by CALIBRATION.md's settled table of what counts as an extra claim (one
# second labeler, 12 answers per file by a seeded draw, blind, given that table): identical on factuality,
# citation_supports and refusal quality (36 of 36); citation_exists 35 of 36 (kappa 0.935; v35b-057, a
# refusal naming passage ids, no citation for the second labeler); extra_claim_count 35 of 36 (kappa 0.886,
# up from 0.37-0.53 on the three sets before it; v35a-040, one uncited sentence more for the second labeler).
# styles_v36 (one second labeler given the settled table, 12 answers per file by a seeded draw, blind):
# identical on all five axes (36 of 36). styles_v37 (the same way): identical on all five axes (36 of 36).
# styles_v38 (the same way): identical on four axes; extra_claim_count 35 of 36 (kappa 0.786; v38c-047, a
# warning's world-knowledge clause inside an alarm, counted by the second labeler only).
KAPPA_FLOOR = {
    STYLES_V5: {"extra_claim_count": 0.80},
    STYLES_V6: {"extra_claim_count": 0.65},
    STYLES_V7: {"refusal_quality": 0.80},
    STYLES_V8: {"extra_claim_count": 0.60},
    STYLES_V9: {"extra_claim_count": 0.70},
    STYLES_V10: {"refusal_quality": 0.84},
    STYLES_V11: {"extra_claim_count": 0.62},
    STYLES_V12: {"extra_claim_count": 0.65},
    STYLES_V13: {"extra_claim_count": 0.24},
    STYLES_V14: {"extra_claim_count": 0.64},
    STYLES_V15: {"extra_claim_count": 0.78},
    STYLES_V17: {"refusal_quality": 0.84, "extra_claim_count": 0.75},
    STYLES_V18: {"extra_claim_count": 0.39},
    STYLES_V20: {"extra_claim_count": 0.50},
    STYLES_V21: {"extra_claim_count": 0.30},
    STYLES_V25: {"extra_claim_count": 0.76},
    STYLES_V26: {"citation_exists": 0.85, "citation_supports": 0.83, "extra_claim_count": 0.84},
    STYLES_V27: {"extra_claim_count": 0.78},
    STYLES_V28: {"citation_supports": 0.91, "extra_claim_count": 0.78},
    STYLES_V29: {"extra_claim_count": 0.63},
    STYLES_V30: {"extra_claim_count": 0.63},
    STYLES_V31: {"citation_supports": 0.95, "extra_claim_count": 0.47},
    STYLES_V32: {"citation_exists": 0.75, "extra_claim_count": 0.76},
    STYLES_V33: {"extra_claim_count": 0.53},
    STYLES_V34: {"extra_claim_count": 0.37},
    STYLES_V35: {"citation_exists": 0.93, "extra_claim_count": 0.88},
    STYLES_V38: {"extra_claim_count": 0.78},
}
# Share of identical labels each blind set's two labelers reach at least, per axis (0.9 unless said).
SAME_FLOOR = {
    STYLES_V26: {"citation_supports": 0.88},
    STYLES_V6: {"extra_claim_count": 0.88},
    STYLES_V13: {"extra_claim_count": 0.80},
    STYLES_V18: {"extra_claim_count": 0.86},
    STYLES_V20: {"extra_claim_count": 0.88},
    STYLES_V21: {"extra_claim_count": 0.80},
}
AXES = ("factuality", "citation_exists", "citation_supports", "refusal_quality", "extra_claim_count")


def _labels(path: Path) -> dict[str, dict[str, Any]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return {row["id"]: row["labels"] for row in rows}


def _second(folder: Path) -> dict[str, dict[str, Any]]:
    second: dict[str, dict[str, Any]] = {}
    for path in sorted((folder / "second_labeler").glob("*.jsonl")):
        second.update(_labels(path))
    return second


def agreement(folder: Path = STYLES) -> dict[str, tuple[float, float]]:
    """Per axis: (share of identical labels, Cohen's kappa) over the re-labeled sample. Kappa is
    NaN when a labeler gave one value throughout (it measures agreement beyond chance, and a
    constant labeler leaves no chance to beat): only the identical share speaks then."""
    first: dict[str, dict[str, Any]] = {}
    for path in sorted(folder.glob("*.jsonl")):
        first.update(_labels(path))
    second = _second(folder)
    ids = sorted(second)
    out = {}
    for axis in AXES:
        a = [str(first[i][axis]) for i in ids]
        b = [str(second[i][axis]) for i in ids]
        same = sum(x == y for x, y in zip(a, b, strict=True)) / len(ids)
        codes = {label: n for n, label in enumerate(sorted(set(a) | set(b)))}
        if len(set(a)) < 2 or len(set(b)) < 2:
            out[axis] = (same, math.nan)
            continue
        out[axis] = (same, kappa([codes[x] for x in a], [codes[y] for y in b], len(codes)))
    return out


def test_the_second_labeler_labeled_sixty_fixture_answers() -> None:
    second = _labels(STYLES / "second_labeler" / "labels.jsonl")
    first_ids = {i for path in STYLES.glob("*.jsonl") for i in _labels(path)}
    assert len(second) == 60
    assert set(second) <= first_ids


def test_the_two_labelers_agree_on_every_axis() -> None:
    for axis, (same, k) in agreement().items():
        assert same >= 0.9, axis
        assert k >= 0.85, axis


@pytest.mark.parametrize("folder", list(BLIND_SETS), ids=lambda f: f.name)
def test_the_writers_each_relabeled_twelve_answers_of_another_writer(folder: Path) -> None:
    files = sorted(p.stem for p in (folder / "second_labeler").glob("*.jsonl"))
    assert files == BLIND_SETS[folder]
    first_ids = {i for path in folder.glob("*.jsonl") for i in _labels(path)}
    second = _second(folder)
    assert len(second) == RELABELED.get(folder, 36) and set(second) <= first_ids


@pytest.mark.parametrize("folder", list(BLIND_SETS), ids=lambda f: f.name)
def test_the_blind_set_labelers_agree_on_every_axis(folder: Path) -> None:
    for axis, (same, k) in agreement(folder).items():
        assert same >= SAME_FLOOR.get(folder, {}).get(axis, 0.9), axis
        assert math.isnan(k) or k >= KAPPA_FLOOR.get(folder, {}).get(axis, 0.85), axis


if __name__ == "__main__":
    for folder in (STYLES, *BLIND_SETS):
        print(folder.name)
        for axis, (same, k) in agreement(folder).items():
            print(f"  {axis}: identical {same:.3f}, kappa {k:.3f}")
