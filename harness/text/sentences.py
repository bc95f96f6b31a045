"""The one home of sentence splitting: answers, passages, report summaries, and text the harness
writes itself.

Answer sentences (``split_sentences``) split on ``.``/``!``/``?`` (and closing quotes or
brackets after them) followed by space and an upper-case letter, a bracket, a quote,
emphasis or a passage id as a subject ("... back. mini-02:24 is clause 5.3"), in an answer typed in
lower case after a stop that closes a citation marker ("probably not - ... the sensors (mini-11:9).
the loan is ..."), after a shrug emoji before a lower-case word ("... just headings 🤷 my guess is no"),
and on line
breaks, so every bullet of a list is its own sentence; not after a lone initial ("R. J.
Seifert") or a number opening a quotation ('a "3. Non-Circumvention." heading'), nor before a
citation that closes the sentence before it ("... Inc. [x:1]; ...", '..." (x:1) and "...').
Fragments are returned stripped and never empty.
"""

from __future__ import annotations

import re

from harness.read.lazy import lazy
from harness.read.lexicon import ENGLISH_MONTH_ABBREVIATIONS, PASSAGE_ID, all_entries, entries

_SPLIT = lazy(
    # not after a lone initial ("R. J."), nor after a number opening a quotation: a quoted heading's own
    # number ('a "3. Non-Circumvention." heading')
    r"(?<=[.!?])(?<!\b[A-Z]\.)(?<![\"“‘(]\d\.)(?<![\"“‘(]\d\d\.)[\"'”’)]*\s+"
    r"(?=[A-Z\[\"“(*]|" + PASSAGE_ID + r"\s+[a-z])"
    r"(?!\[[^\[\]\n]{1,200}\]\s*(?:[;,.:)]|$))"
    # nor before a parenthesised id that closes the sentence before it ('..." (cnli-56:51) and "...')
    r"(?!\(\s*" + PASSAGE_ID + r"(?:\s*[,;]\s*" + PASSAGE_ID + r")*\s*\)\s*(?:[;,.:]|$|(?:and|or)\b))|\n+"
)
_LOWER_CASE_STOP = lazy(r"(?<=\d[\])][.!?])\s+(?=[a-z])|(?<=[a-z]\?)\s+(?=[a-z])")
"""In an answer typed in lower case, a stop right after a bracket that closes on a digit ends a sentence:
a citation marker ("[mini-01:2].", "(cnli-7:12).", "[1].") or, as written, a cross-reference ("(see
2.1)."); a bracket closing on a letter or a nested one ("(clause 7(2)).") does not. A question mark after
a word ends one too ("u mean does it get a licence? no it doesnt")."""
_SHRUGS = "".join(e for e in entries("en", "emoji_decline") if len(e) == 1)  # lexicon ``emoji_decline``
_SHRUG_STOP = lazy(r"(?<=[" + _SHRUGS + r"])[\u200d\u2640\u2642\ufe0f\U0001f3fb-\U0001f3ff]*\s+(?=[a-z])")
"""A shrug emoji before a lower-case word ends a sentence as a stop does: it closes the decline it
shrugs at ("the stuff that came back is just headings 🤷 my guess is no")."""
_TYPED_LOWER = lazy(r"\A(?:[^A-Za-z\[(]|\[[^\]\n]*\]|\([^)\n]*\))*[a-z]")
"""An answer whose first word (citation markers aside) is typed in lower case."""


def split_sentences(text: str) -> list[str]:
    """The sentences of ``text`` in order (see the module docstring)."""
    lower = bool(_TYPED_LOWER.match(text))
    out: list[str] = []
    for line in _LINES.split(text):  # a name goes on within its line only
        parts = _SPLIT.split(line)
        if lower:
            parts = [piece for part in parts if part for piece in _LOWER_CASE_STOP.split(part)]
        parts = [piece for part in parts if part for piece in _SHRUG_STOP.split(part)]
        out.extend(_joined_names([p.strip() for p in parts if p and p.strip()]))
    return out


_LINES = lazy(r"\n+")


_DESIGNATOR_END = lazy(r"(?<![\w.])(?:Inc|Corp|Co|Ltd|Pty|Pte|Plc|L\.L\.C|L\.P|N\.V|S\.A|B\.V)\.$")
"""A company name's abbreviated designator closing a piece ("Brooks Technical Solutions, Inc.")."""
_NAME_GOES_ON = lazy(
    r"^(?!(?:The|This|That|These|Those|It|Its|They|There|Under|In|If|As|No|Yes|So|But|And|A|An)\b)[A-Z][a-z]+[\w-]*\s+(?-i:[a-z]|[A-Z])"
)
"""A capitalised word that does not open a sentence ("Non-Disclosure Agreement, ..."): the name's text
goes on (a word that opens one, "The", "It", "Under", is a new sentence)."""


_ABBREVIATION_END = lazy(
    r"(?<![\w.])(?:bzw|vgl|ggf|usw|inkl|sog|cf|vs|resp|e\.g|i\.e|z\.\s?b|d\.\s?h|u\.\s?a"
    # a lawyer's shorthand for parts of an agreement ("Return/destroy cl. NOT in set", "approx. 30 days")
    r"|cl|cls|paras?|sch|agmt|defn|approx|incl)\.$",
    re.I,
)
"""An abbreviation that joins a sentence's parts ("bzw.", "vgl.", "z. B.", "e.g.", "cl."): no sentence end."""


_DAY_END = lazy(r"(?<![\w.])\d{1,2}\.$")
"""A piece ending in a day written with an ordinal stop ("Der Vertrag vom 11.")."""
_MONTH_START = lazy(
    r"^(?:" + "|".join(sorted(all_entries("months"), key=len, reverse=True)) + r")\s+\d", re.I
)
"""A piece opening with a month name and a year in any lexicon language: "11. Oktober 2021" is one date."""


def _joined_names(parts: list[str]) -> list[str]:
    """Pieces split after a company's designator ("..., Inc." | "Non-Disclosure Agreement ...") put
    back together when the next piece goes on with the name's agreement rather than a new sentence, and
    pieces split after an abbreviation that never ends a sentence ("Halvorsen bzw. | Marrowfield") or
    inside a day-first date ("vom 11. | Oktober 2021")."""
    out: list[str] = []
    for part in parts:
        if out and (
            (_DESIGNATOR_END.search(out[-1]) and _NAME_GOES_ON.match(part))
            or _ABBREVIATION_END.search(out[-1])
            or (_DAY_END.search(out[-1]) and _MONTH_START.match(part))
        ):
            out[-1] = f"{out[-1]} {part}"
        else:
            out.append(part)
    return out


_PASSAGE_SPLIT = lazy(r"(?<=[.;!?])\s+(?=[\"'(A-Z0-9])|\n\s*\n")
_STOP_SPLIT = lazy(r"(?<=[.!?])\s+")


def split_passage_sentences(text: str) -> list[str]:
    """Sentences (or clause-sized pieces) of a corpus passage, stripped and never empty.

    Unlike an answer, a passage also splits after ``;`` and before a digit (numbered clauses),
    and line breaks split only at a blank line (a passage's lines wrap mid-sentence)."""
    return [s.strip() for s in _PASSAGE_SPLIT.split(text) if s and s.strip()]


def split_at_stops(text: str) -> list[str]:
    """Pieces of text split after every ``.``/``!``/``?`` followed by space, whatever comes next
    (the explanation of a JSON reply, to repeat its citations sentence by sentence); never empty."""
    return [p for p in _STOP_SPLIT.split(text) if p]


_SUMMARY_SPLIT = lazy(r"(?<=[.!?])[\"”’)]?\s+(?=[\"“(]?[A-Z0-9])")
_SUMMARY_ABBREVIATIONS = frozenset(
    [
        "u.s",
        "no",
        "mr",
        "mrs",
        "ms",
        "dr",
        "st",
        "inc",
        "corp",
        "co",
        "ltd",
        "e.g",
        "i.e",
        "vs",
        "etc",
        *(a for short in ENGLISH_MONTH_ABBREVIATIONS for a in short),
        "gen",
        "sen",
        "rep",
        "gov",
        "p.l",
        "h.r",
        "u.s.c",
        "approx",
        "est",
        "fig",
    ]
)


def split_summary_sentences(summary: str) -> list[str]:
    """A report summary cut into sentences: paragraphs first, then at sentence ends (a digit may
    start the next one) not after an abbreviation ("U.S.", "P.L.", "Jan.") or a lone initial."""
    sentences: list[str] = []
    for paragraph in (p.strip() for p in summary.splitlines()):
        start = 0
        for match in _SUMMARY_SPLIT.finditer(paragraph):
            before = paragraph[start : match.start()].split()
            last = before[-1].lstrip('([{"“‘').rstrip('.!?"”’)').lower() if before else ""
            if last in _SUMMARY_ABBREVIATIONS or re.fullmatch(r"[a-z]", last):
                continue
            sentences.append(paragraph[start : match.start()].strip())
            start = match.end()
        if paragraph[start:].strip():
            sentences.append(paragraph[start:].strip())
    return [s for s in sentences if s]


def is_lead_in(text: str) -> bool:
    """A passage that only introduces what follows it ("... shall provide the Disclosing Party with:",
    "... shall, prior to making any such disclosure –")."""
    return text.rstrip().endswith((":", "–", "—", " -", ":-"))
