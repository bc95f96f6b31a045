"""``citation_exists`` and ``citation_supports``/precision, shared by every grader.

- ``citation_exists`` = every cited id (de-duplicated) is a passage of the answer's retrieval
  set (``Answer.retrieved``). An id unknown to the corpus fails, and so does an id that is a
  corpus passage but was not retrieved for this answer. None (n/a) when nothing is cited.
- ``citation_supports`` = every cited id supports its claim (what "supports" means is the
  grader's: gold evidence for ``reference``, anchor support for ``heuristic``, the judge for
  ``llm``); ``citation_precision`` = supporting cited ids / cited ids. Both None (n/a) for
  refusals and uncited answers.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from harness.core.records import Answer, CitationVerdict
from harness.corpus.base import Corpus


def citation_exists(answer: Answer, cited: Sequence[str], corpus: Corpus) -> tuple[bool | None, str]:
    """Whether every cited id is in the retrieval set, with a one-sentence rationale."""
    if not cited:
        return None, "nothing cited"
    retrieved = {p.passage_id for p in answer.retrieved}
    unknown = [c for c in cited if c not in retrieved and not corpus.has_passage(c)]
    outside = [c for c in cited if c not in retrieved and corpus.has_passage(c)]
    if not unknown and not outside:
        return True, f"all {len(cited)} cited passage(s) are in the retrieval set"
    parts = []
    if unknown:
        parts.append(f"not a passage of the corpus: {', '.join(unknown)}")
    if outside:
        parts.append(f"in the corpus but not retrieved for this answer: {', '.join(outside)}")
    return False, "; ".join(parts)


def citation_support(
    cited: Sequence[str], supporting: Collection[str], refused: bool, what: str
) -> tuple[bool | None, float | None, str]:
    """``citation_supports``, ``citation_precision`` and a rationale; ``what`` names the support test."""
    if refused:
        return None, None, "n/a for a refusal"
    if not cited:
        return None, None, "n/a: nothing cited"
    good = [c for c in cited if c in supporting]
    bad = [c for c in cited if c not in supporting]
    precision = len(good) / len(cited)
    if not bad:
        return True, precision, f"every cited passage is {what}"
    return False, precision, f"{len(good)}/{len(cited)} cited passage(s) are {what}; not: {', '.join(bad)}"


def citation_verdicts_support(
    verdicts: Sequence[CitationVerdict], refused: bool
) -> tuple[bool | None, float | None, str, tuple[CitationVerdict, ...]]:
    """``citation_supports``, ``citation_precision``, a rationale and the verdicts kept on the grade.

    Every cited passage must back the claim it is cited for; n/a for refusals and uncited answers.
    """
    if refused:
        return None, None, "n/a for a refusal", ()
    if not verdicts:
        return None, None, "n/a: nothing cited", ()
    bad = [v for v in verdicts if not v.supports]
    precision = (len(verdicts) - len(bad)) / len(verdicts)
    if not bad:
        return True, precision, "every cited passage backs its claim", tuple(verdicts)
    shown = "; ".join(f"{v.passage_id}: {v.why}" for v in bad[:5])
    return (
        False,
        precision,
        f"{len(bad)}/{len(verdicts)} cited passage(s) do not back their claim ({shown})",
        tuple(verdicts),
    )
