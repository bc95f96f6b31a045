"""A self-checking pipeline's reply read as its final stage: draft / critique / revised answer,
candidates and a judge's pick, chain of verification, retrieval retries.

Such a reply labels its stages at line starts. The answer is what the pipeline finally says:

- a pick ("Selected: B", "Winner: Candidate A") names the candidate whose text is the answer;
- otherwise the last stage labeled as final ("Revised answer:", "Final answer (revised):", "Final:",
  or an answer label after the scratch stages: "Answer:", "Risposta:"; lexicon ``label_final``,
  ``label_noun``) is the answer, from its label to the end;
- a quote-first reply's quotes ("Relevant quotes:" or a ``<quotes>`` element, lexicon ``quotes_label``)
  are a scratch stage: the evidence it shows; its answer section ("Answer:", an ``<answer>`` element)
  is the final stage;
- unless the final stage cites nothing while the stages before it cite: it leans on their
  citations, and the reply is read whole.

Everything before it (drafts, critiques, judges' notes, verification questions and their answers,
retry logs) is scratch work: no claim and no verdict, but a passage id written there is cited, as in
a reasoning block (``scratch``). A reply with no scratch stage, or no final one, is read as written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from harness.read.lazy import LazyPattern, lazy
from harness.read.lexicon import PASSAGE_ID, all_entries, phrase_alternation

SCRATCH_STAGES = (
    "draft",
    "initial answer",
    "baseline answer",
    "baseline",
    "critique",
    "review",
    "judge",
    "judge score",
    "verification questions",
    "verification answers",
    "verification",
    "answers",
    "retry",
    "first retrieval",
    "candidate",
    "plan",
    "results",
)
"""Labels of the stages a final answer supersedes (a number or letter may follow: "Retry 1",
"Candidate B")."""
PICK_WORDS = ("selected", "selection", "winner", "chosen", "pick", "picked")


@dataclass(frozen=True)
class Staged:
    final: str
    """The final stage's text (its label dropped)."""
    scratch: str
    """The stages it supersedes."""


@cache
def _label() -> LazyPattern:
    finals = all_entries("label_final")
    nouns = all_entries("label_noun")
    final = (
        r"(?P<final>(?:" + phrase_alternation(finals) + r")(?:\s+(?:" + phrase_alternation(nouns) + r"))?"
        r"|(?:" + phrase_alternation(nouns) + r")(?:\s+\((?:" + phrase_alternation(finals) + r")\))?)"
    )
    quotes = all_entries("quotes_label")
    scratch = (
        r"(?P<scratch>"
        + phrase_alternation((*SCRATCH_STAGES, *quotes))
        + r")(?:\s+(?P<tag>[A-Z0-9]{1,2})\b)?"
    )
    pick = r"(?P<pick>" + phrase_alternation(PICK_WORDS) + r")"
    return lazy(
        r"^[ \t>*_#-]*(?:"
        + pick
        + "|"
        + scratch
        + "|"
        + final
        + r")(?:[ \t]*\([^)\n]{0,80}\))?[ \t*_]*:[ \t*_]*",
        re.I | re.M,
    )


_PICKED = lazy(r"^\W*(?:candidate\s+|option\s+)?(?P<tag>[A-Z0-9]{1,2})\b", re.I)


@cache
def _tags() -> tuple[LazyPattern, LazyPattern]:
    quotes = tuple(w.replace(" ", "_") for w in all_entries("quotes_label"))
    answers = ("final_answer", "result", *all_entries("label_noun"))
    return (
        lazy(r"<(" + phrase_alternation(quotes) + r")\b[^>]*>.*?</\1\s*>", re.I | re.S),
        lazy(r"<(" + phrase_alternation(answers) + r")\b[^>]*>(?P<body>.*?)</\1\s*>", re.I | re.S),
    )


def _tagged(text: str) -> Staged | None:
    """A reply whose quotes sit in a tag of their own before an answer tag (``<quotes>...</quotes>
    <answer>...</answer>``, ``<zitate>`` / ``<antwort>``): the answer tag's text is the final stage."""
    quotes, answer = _tags()
    shown, said = quotes.search(text), answer.search(text)
    if shown is None or said is None or shown.start() > said.start():
        return None
    return Staged(said.group("body").strip(), text[: said.start()] + text[said.end() :])


_TOOL_CALL = lazy(
    r"^[ \t]*(?!(?:final_?)?answer\b)[A-Za-z_][\w.]*\((?=[^\n)]*[=\"'])[^\n]*\)[ \t]*$", re.I | re.M
)
"""A tool call on a line of its own, its arguments quoted or named ('search_passages(query="notice")',
'read("mini-08:15")'), its result on the lines after; "Representative(s) (Section 1)" is no call."""
_FINAL_CALL = lazy(
    r"^[ \t]*(?:final[_ ]?)?(?:answer|response|reply)[ \t]*(?:(?::|->|=>|→)[ \t]*(?P<said>.*)"
    r"|\((?:text|answer)[ \t]*=[ \t]*(?P<text>.*))",
    re.I | re.M | re.S,
)
_CALL_ARGUMENT = lazy(
    r"""^(?P<q>["'])(?P<text>.*?)(?P=q)\s*(?:,\s*(?:sources|citations)\s*=\s*\[(?P<ids>[^\]]*)\])?""", re.S
)


def _logged(text: str) -> Staged | None:
    """A function-call log ("search_passages(...)" / "-> ids" lines, then "final_answer: ...", "answer ->
    ..." or "final_answer(text=..., sources=[...])"): the final call's text is the answer, its sources
    the list its markers map through; the calls and results before it are scratch work."""
    final = _FINAL_CALL.search(text)
    if final is None or not _TOOL_CALL.search(text[: final.start()]):
        return None
    said = (final.group("said") if final.group("said") is not None else final.group("text")).strip()
    argument = _CALL_ARGUMENT.match(said)
    if argument is not None:
        ids = [i.strip(" \"'") for i in (argument.group("ids") or "").split(",") if i.strip(" \"'")]
        listed = ", ".join(f"[{n}] {pid}" for n, pid in enumerate(ids, start=1))
        said = argument.group("text") + (f"\n\nSources: {listed}" if listed else "")
    return _cited(Staged(said, text[: final.start()]))


def final_stage(text: str) -> Staged | None:
    """The reply's final stage and the scratch before it (see the module docstring); None when the
    reply is not staged."""
    if "</" in text and (tagged := _tagged(text)) is not None:
        return _cited(tagged, quoted=True)
    if "(" in text and (logged := _logged(text)) is not None:
        return logged
    if ":" not in text or "\n" not in text:
        return None
    labels = list(_label().finditer(text))
    if not any(m.group("scratch") for m in labels):
        return None
    picks = [m for m in labels if m.group("pick")]
    if picks:
        picked = _PICKED.match(text[picks[-1].end() :])
        tag = picked.group("tag").upper() if picked else ""
        chosen = next(
            (m for m in labels if m.group("scratch") and (m.group("tag") or "").upper() == tag), None
        )
        if chosen is None:
            return None
        end = next((m.start() for m in labels if m.start() > chosen.start()), len(text))
        rest = text[: chosen.start()] + text[end:]
        return _cited(Staged(text[chosen.end() : end].strip(), rest))
    finals = [m for m in labels if m.group("final") and m.start() > _first_scratch(labels)]
    if not finals:
        return None
    last = finals[-1]
    quoted = bool(_quotes_label().match(next(m.group("scratch") for m in labels if m.group("scratch"))))
    return _cited(Staged(text[last.end() :].strip(), text[: last.start()]), quoted)


def _cited(staged: Staged, quoted: bool = False) -> Staged | None:
    """A final stage that cites nothing while the stages before it do leans on their citations
    ("Initial answer: Yes [x:1] ... Final answer: Yes."): the reply is read whole; after quotes
    (``quoted``) it cites the quoted passages, and their words stay evidence, not the answer's."""
    from harness.text.answer_format import parse_citations  # the format reader builds on the read layer

    shown = parse_citations(staged.scratch)
    if quoted and shown and (not parse_citations(staged.final) or _MARKED.search(staged.final)):
        # the quotes are its sources: "[1]", "(second quote)" map through them, or they are its citations
        listed = ", ".join(f"[{n}] {pid}" for n, pid in _quote_sources(staged.scratch))
        return Staged(f"{staged.final}\n\nSources: {listed}", staged.scratch)
    if not parse_citations(staged.final) and shown:
        return None
    return staged


_MARKED = lazy(r"\[\d{1,2}\]|\bquotes?\b|\bzitat", re.I)
"""A numbered marker or a quote named by its place ("[2]", "the second quote")."""
_PASSAGE = lazy(PASSAGE_ID)
_QUOTE_NUMBER = lazy(r"^\W*?(?:\[(\d{1,2})\]|(\d{1,2})[.)])")


def _quote_sources(scratch: str) -> list[tuple[str, str]]:
    """Each quote's number (its own, "[2]" / "2.", else its place) and the passage id it gives."""
    from harness.text.answer_format import parse_citations

    out: list[tuple[str, str]] = []
    for line in scratch.splitlines():
        ids = [c for c in parse_citations(line) if _PASSAGE.fullmatch(c)]  # not the quote's own "[1]"
        if ids:
            own = _QUOTE_NUMBER.match(line)
            out.append((own.group(1) or own.group(2) if own else str(len(out) + 1), ids[0]))
    return out


@cache
def _quotes_label() -> LazyPattern:
    return lazy(phrase_alternation(all_entries("quotes_label")) + r"$", re.I)


def _first_scratch(labels: list[re.Match[str]]) -> int:
    return next(m.start() for m in labels if m.group("scratch"))
