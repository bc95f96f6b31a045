"""The protocol's form gives no answer away: the figures issue 23 asks of every set the builder writes.

Per set: gold "yes" among the yes/no questions of each grounded stratum, the share of value
questions that have an answer, the wordings each hypothesis and value topic is asked in, and
the questions whose gold passage reads against their label without an erratum. Across seeds:
how many answerable (document, hypothesis) pairs two sets share.

``python -m harness.questions.form --data-dir ../shared/data/contractnli`` builds ContractNLI
dev and train with five seeds each, reads the frozen nda-mini set, and prints the grid (about
15 CPU seconds a set). The tests run the same functions over fewer seeds.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path

from harness.core.errors import HarnessError
from harness.core.records import Question
from harness.core.settings import corpora_dir
from harness.corpus.base import Corpus
from harness.questions.contractnli.errata import errata_path, read_errata, reads_against
from harness.questions.contractnli.evidence import evidence_of
from harness.questions.qset import QuestionSet

GROUNDED = ("answerable", "contradicted", "evidence_missed", "retrieval_null")
SEEDS = (3, 5, 7, 13, 21)
_WORDING = re.compile(r"\bwording (\d+)\b")
_TOPIC = re.compile(r"value '([^']+)'")


@dataclass(frozen=True)
class Form:
    """One set's figures."""

    yes: dict[str, tuple[int, int]]
    """Per grounded stratum: gold "yes" and all yes/no questions."""
    values: tuple[int, int]
    """Value questions with an answer, and all value questions."""
    wordings: dict[str, tuple[int, int]]
    """Per hypothesis or value topic: questions asked, distinct wordings used."""
    against: tuple[str, ...]
    """Questions whose gold passage reads against their label, with no erratum for the pair."""

    def problems(self) -> list[str]:
        """What breaks issue 23's acceptance, one line each (empty: the set holds)."""
        out = [f"{s}: gold yes {y}/{n}" for s, (y, n) in self.yes.items() if n and not 0.4 <= y / n <= 0.6]
        answered, total = self.values
        if total and answered < 0.4 * total:
            out.append(f"value questions answerable {answered}/{total}")
        out += [f"{k}: asked {n}, {w} wording(s)" for k, (n, w) in self.wordings.items() if n >= 3 and w < 3]
        out += [f"{qid}: gold passage reads against the label" for qid in self.against]
        return out


def _asked_as(q: Question) -> str | None:
    if q.hypothesis_key is not None and q.perturbation is None:
        return q.hypothesis_key
    topic = _TOPIC.search(q.notes)
    return topic.group(1) if topic else None


def form_of(qset: QuestionSet, corpus: Corpus | None = None) -> Form:
    """The figures of one set; ``corpus`` (ContractNLI format) adds the gold-against-label check."""
    yes: dict[str, tuple[int, int]] = {}
    for stratum in GROUNDED:
        answers = [
            q.gold_answer for q in qset.questions if q.stratum == stratum and q.answer_type == "yes_no"
        ]
        yes[stratum] = (answers.count("yes"), len(answers))
    values = [q for q in qset.questions if q.answer_type == "value"]
    asked: dict[str, list[str]] = defaultdict(list)
    for q in qset.questions:
        key, wording = _asked_as(q), _WORDING.search(q.notes)
        if key is not None and wording is not None:
            asked[key].append(wording.group(1))
    return Form(
        yes=yes,
        values=(sum(q.gold_answer != "none" for q in values), len(values)),
        wordings={k: (len(w), len(set(w))) for k, w in sorted(asked.items())},
        against=tuple(_read_against(qset, corpus)) if corpus is not None else (),
    )


def _read_against(qset: QuestionSet, corpus: Corpus) -> list[str]:
    errata = read_errata(errata_path(corpus.name))
    found: list[str] = []
    for q in qset.questions:
        gold = corpus.annotation(q.document_id or "", q.hypothesis_key or "")
        if q.stratum not in GROUNDED or gold is None or (gold.document_id, gold.hypothesis_key) in errata:
            continue
        if reads_against(corpus, gold, evidence_of(corpus, gold) or ()) is not None:
            found.append(q.id)
    return found


def answerable_pairs(qset: QuestionSet) -> set[tuple[str | None, ...]]:
    """What an answerable question asks, whatever its wording: document, hypothesis or value topic."""
    return {(q.document_id, _asked_as(q) or q.id) for q in qset.questions if q.stratum == "answerable"}


def shared_answerable(qsets: Sequence[QuestionSet]) -> list[int]:
    """For every two sets, how many answerable pairs they share."""
    pairs = [answerable_pairs(q) for q in qsets]
    return [len(a & b) for a, b in combinations(pairs, 2)]


def _row(name: str, form: Form) -> str:
    yes = "  ".join(f"{y:>2}/{n:<2}" for y, n in form.yes.values())
    answered, total = form.values
    thin = min((w for n, w in form.wordings.values() if n >= 3), default=0)
    verdict = "ok" if not form.problems() else "; ".join(form.problems())
    return f"{name:<10} {yes}   {answered:>2}/{total:<2}   {thin:>5}   {len(form.against):>7}   {verdict}"


def main(argv: Sequence[str] | None = None) -> int:
    from harness.corpus import load_corpus
    from harness.questions import build_question_set, read_question_set

    parser = argparse.ArgumentParser(prog="python -m harness.questions.form", description=__doc__)
    parser.add_argument("--data-dir", type=Path, required=True, help="the ContractNLI release folder")
    parser.add_argument("--splits", default="dev,train")
    parser.add_argument("--seeds", default=",".join(map(str, SEEDS)))
    args = parser.parse_args(argv)
    seeds = [int(s) for s in args.seeds.split(",") if s.strip()]
    strata = "  ".join(f"{s[:5]:<5}" for s in GROUNDED)
    print(f"{'set':<10} gold yes: {strata}   values   min wordings   against   problems")
    failed = False
    for split in [s for s in args.splits.split(",") if s.strip()]:
        corpus = load_corpus("contractnli", data_dir=args.data_dir, split=split)
        built = [build_question_set(corpus, seed=seed) for seed in seeds]
        for seed, qset in zip(seeds, built, strict=True):
            form = form_of(qset, corpus)
            failed |= bool(form.problems())
            print(_row(f"{split}-{seed}", form))
        shared = shared_answerable(built)
        if shared:
            print(
                f"{split}: answerable pairs two seeds share {min(shared)}-{max(shared)} (mean "
                f"{sum(shared) / len(shared):.1f}) of 40: {shared}"
            )
    mini = load_corpus("nda-mini")
    form = form_of(read_question_set(corpora_dir() / "nda-mini" / "protocol.questions.jsonl"), mini)
    failed |= bool(form.problems())
    print(_row("nda-mini", form))
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except HarnessError as err:
        print(f"error: {err.one_line()}", file=sys.stderr)
        sys.exit(2)
