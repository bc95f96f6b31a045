from __future__ import annotations

import pytest

from harness.core.errors import HarnessError
from harness.questions.sampling import DEFAULT_COUNTS, Draft, parse_counts, resolve_counts, sample_strata


def _draft(doc: str, key: str, priority: int = 0) -> Draft:
    return Draft(
        f"q {doc} {key}", "yes_no", "yes", (f"{doc}:0",), doc, key, "", (doc, key), key, None, priority
    )


def test_parse_counts_overrides_named_strata_only() -> None:
    counts = resolve_counts(parse_counts("answerable=3, contradicted=0"))
    assert counts["answerable"] == 3 and counts["contradicted"] == 0
    assert counts["not_mentioned"] == DEFAULT_COUNTS["not_mentioned"]


@pytest.mark.parametrize("spec", ["answerable", "answrable=3", "answerable=-1", "answerable=x"])
def test_parse_counts_rejects_bad_input(spec: str) -> None:
    with pytest.raises(HarnessError):
        parse_counts(spec)


def test_short_pool_raises_with_available_count_and_fix() -> None:
    pools = {"answerable": [_draft("d1", "k1"), _draft("d2", "k1")]}
    counts = {s: 0 for s in DEFAULT_COUNTS} | {"answerable": 5}
    with pytest.raises(HarnessError) as err:
        sample_strata(pools, counts, 13, "tiny")
    assert "answerable: 2 available, 5 asked" in err.value.problem
    assert "--counts answerable=2" in err.value.fix


def test_sampler_spreads_documents_prefers_priority_and_never_reuses_pairs() -> None:
    pool = [_draft(f"d{i}", f"k{j}", priority=1 if i == 0 else 0) for i in range(4) for j in range(3)]
    counts = {s: 0 for s in DEFAULT_COUNTS} | {"contradicted": 3, "retrieval_null": 9}
    chosen = sample_strata({"contradicted": pool, "retrieval_null": pool}, counts, 13, "tiny")
    first = chosen["contradicted"]
    assert sorted(d.document_id for d in first) == ["d1", "d2", "d3"]  # spread, priority 0 first
    pairs = [d.pair for s in chosen.values() for d in s]
    assert len(pairs) == len(set(pairs)) == 12
    other = sample_strata({"contradicted": pool, "retrieval_null": pool}, counts, 14, "tiny")
    assert [d.pair for d in other["retrieval_null"]] != [d.pair for d in chosen["retrieval_null"]]


def _answer(doc: str, key: str, gold: str) -> Draft:
    kind = "yes_no" if gold in ("yes", "no") else "value"
    return Draft(f"q {doc} {key} {gold}", kind, gold, (f"{doc}:0",), doc, key, "", (doc, key, gold), key)


def test_yes_and_no_alternate_and_a_stated_value_comes_once_per_spacing() -> None:
    from harness.questions.sampling import VALUE_SPACING

    pool = [_answer(f"d{i}", f"k{i % 5}", gold) for i in range(60) for gold in ("yes", "no", "30 days")]
    counts = {s: 0 for s in DEFAULT_COUNTS} | {"answerable": 14}
    chosen = sample_strata({"answerable": pool}, counts, 5, "tiny")["answerable"]
    golds = [d.gold_answer for d in chosen]
    assert golds.count("yes") == golds.count("no") == VALUE_SPACING * golds.count("30 days") == 6


def test_spreading_is_a_cap_so_the_seed_decides_which_documents_a_set_takes() -> None:
    # 30 documents, 3 pairs each, 12 asked: every seed takes at most one pair per document,
    # but which documents is the seed's choice, not the pool's order.
    pool = [_draft(f"d{i:02d}", f"k{j}") for i in range(30) for j in range(3)]
    counts = {s: 0 for s in DEFAULT_COUNTS} | {"answerable": 12}
    taken = []
    for seed in (1, 2, 3):
        chosen = sample_strata({"answerable": pool}, counts, seed, "tiny")["answerable"]
        docs = [d.document_id for d in chosen]
        assert len(docs) == len(set(docs)) == 12
        taken.append(set(docs))
    assert taken[0] != taken[1] != taken[2] and len(taken[0] & taken[1] & taken[2]) < 12
