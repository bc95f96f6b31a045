"""Gold the evidence agrees with: release labels whose gold passage reads against them, and the errata.

A labelled pair is flagged when the heuristic grader's own reading of its gold passages
(``harness.text.clause_evidence.verdict_evidence``) answers against the release label under at
least two wordings of the hypothesis and for it under none: a release "no" (Contradiction)
whose passages grant the clause, or a release "yes" (Entailment) whose passages deny it. A
pipeline that answers what the passage says would be graded wrong. A flagged pair is left out
of the protocol unless the reviewed errata file (``corpora/<corpus>/errata.jsonl``, one line
per pair with its passage and the reason) settles it: ``label`` corrects the release label
(the question's note cites the erratum), or repeats it when the review found the reading wrong
and the label right. The reader misreads prohibitions ("shall not solicit") more often than
the labels are wrong, so on a split without reviewed errata the builder loses such pairs: it
prints how many.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from harness.core.errors import HarnessError
from harness.core.records import GoldAnnotation, Label
from harness.core.settings import corpora_dir
from harness.corpus.base import Corpus
from harness.questions.templates import hypothesis_wordings

_LABELS = ("Entailment", "Contradiction", "NotMentioned")
MIN_AGAINST = 2
"""Wordings whose reading must answer against the label (with none for it) to flag a pair."""


@dataclass(frozen=True)
class Erratum:
    """A reviewed (document, hypothesis) pair: the label it keeps or takes, the passage, and why."""

    document_id: str
    hypothesis_key: str
    label: Label
    passage: str
    reason: str


@dataclass(frozen=True)
class Review:
    """What the builder does with a labelled pair: its label (None: left out) and a note."""

    label: Label | None
    note: str = ""


def errata_path(corpus_name: str) -> Path:
    return corpora_dir() / corpus_name / "errata.jsonl"


def read_errata(path: Path) -> dict[tuple[str, str], Erratum]:
    """The errata file's lines by (document, hypothesis); a malformed line is an error, never skipped."""
    if not path.is_file():
        return {}
    found: dict[tuple[str, str], Erratum] = {}
    for lineno, line in enumerate(path.read_text(encoding="utf-8").split("\n"), start=1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
            erratum = Erratum(
                str(entry["document_id"]),
                str(entry["hypothesis_key"]),
                entry["label"],
                str(entry["passage"]),
                str(entry["reason"]),
            )
        except (ValueError, KeyError, TypeError) as exc:
            raise HarnessError(
                f"{path}:{lineno}: not an erratum ({exc})",
                'write {"document_id", "hypothesis_key", "label", "passage", "reason"} on each line',
            ) from exc
        if erratum.label not in _LABELS or not erratum.reason.strip():
            raise HarnessError(f"{path}:{lineno}: bad label or empty reason", f"label is one of {_LABELS}")
        found[(erratum.document_id, erratum.hypothesis_key)] = erratum
    return found


def reads_against(corpus: Corpus, gold: GoldAnnotation, evidence: tuple[str, ...]) -> str | None:
    """The gold passage sentence that answers against a release label, or None when nothing does.

    Both release labels are read: an Entailment whose passages deny the hypothesis is as wrong
    a gold as a Contradiction whose passages grant it.
    """
    # The reader (and the lemma tables it loads): only when building, not when a run keys its cached
    # question set by ``errata_path`` (80 ms before the first request).
    from harness.text.clause_evidence import verdict_evidence

    if gold.label == "NotMentioned" or not evidence:
        return None
    hypothesis = next(h for h in corpus.hypotheses if h.key == gold.hypothesis_key)
    passages = {pid: corpus.passage(pid).text for pid in evidence}
    against, sentence = 0, ""
    for wording in hypothesis_wordings(hypothesis):
        read = verdict_evidence(f"Under the agreement, {wording.clause}?", passages)
        if read is None or read.verdict is None:
            continue
        grants = (read.verdict == "yes") == wording.agrees
        if grants == (gold.label == "Entailment"):  # reads as the label: the pair holds
            return None
        against += 1
        sentence = sentence or f"{read.passage_id}: {read.sentence}"
    return sentence if against >= MIN_AGAINST else None


_REVIEWS: dict[tuple[str, str], dict[tuple[str, str], Review]] = {}


def review(corpus: Corpus, gold: GoldAnnotation, evidence: tuple[str, ...] | None) -> Review:
    """The label the builder asks a pair under, after the evidence check and the errata (cached)."""
    table = _REVIEWS.setdefault((corpus.fingerprint, corpus.name), {})
    key = (gold.document_id, gold.hypothesis_key)
    if key not in table:
        errata = read_errata(errata_path(corpus.name))
        erratum = errata.get(key)
        against = reads_against(corpus, gold, evidence or ())
        if erratum is not None and erratum.label != gold.label:
            table[key] = Review(
                erratum.label, f"label corrected to {erratum.label} by erratum: {erratum.reason}"
            )
        elif against is not None and erratum is None:
            table[key] = Review(None, f"gold passage reads against the label ({against[:120]})")
        else:
            table[key] = Review(gold.label)
    return table[key]


def review_counts(corpus: Corpus, evidence: dict[tuple[str, str], tuple[str, ...] | None]) -> tuple[int, int]:
    """How many labelled pairs the builder leaves out, and how many the errata correct."""
    reviews = [review(corpus, g, evidence.get((g.document_id, g.hypothesis_key))) for g in corpus.gold]
    left_out = sum(r.label is None for r in reviews)
    corrected = sum(r.label is not None and r.note.startswith("label corrected") for r in reviews)
    return left_out, corrected
