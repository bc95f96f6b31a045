"""Reference-free grounding: is each claim of an answer held by the retrieval set, citations or not?

Each claim sentence is checked against every retrieved passage (cited passages first, so a tie goes
to what the answer cites) and gets one status:

- ``conflict``: the passages state otherwise. A value of the claim (number, amount, percentage,
  date; ``harness.text.values``, format-aware) that no passage holds while a passage states a
  comparable, different value with shared context around it; or the opposite polarity
  (``harness.text.polarity.negated``) of the passage sentence that holds most of the claim.
- ``baseless``: nothing in the passages holds it. A claim score ``sigmoid(w . x + b)`` at or above
  ``threshold``, where ``x`` is: the IDF-weighted share of the claim's content lemmas that no passage
  holds (``miss``); one minus the IDF-weighted share that one passage holds within ``window`` tokens
  (``gap``: subject and object of the claim must co-occur near each other in one passage); the
  number of missing lemmas rarer than ``rare_idf`` (``rare``); values no passage holds, figures
  read in digits or words (``values``); names (capitalised runs inside a sentence) no passage holds
  itself or under an alias (``names``; ``harness.grade.grounding_names``); pairs of the claim's
  content lemmas at most ``pair_reach`` content words apart that no passage sentence holds together
  (``apart``, counted up to 4: "Jordan ... noticed" when the passage has Jordan in one sentence and
  another man noticing in the next). A lemma is held by one
  with the same first ``STEM`` letters; attribution words (``REPORTING``) and HTML character
  references are not part of what a claim states.
- ``supported`` otherwise, with the passage and token window that held most of it.

Whether the answer is grounded is decided once per answer: a second logistic score over
``RESPONSE_FEATURES`` (the claims' figures summed and maximised, their number and length) at or above
``response_threshold``, or any conflict. An answer so flagged marks its candidate claims (claim score
at or above ``threshold``, at least its highest-scoring one) ``baseless``; a grounded answer keeps
every claim ``supported``; so an answer is grounded exactly when every claim is supported.

Both fits run on the tuning part of RAGTruth's summaries only, by ``bench/tune_grounding.py``
(class-balanced logistic fits in numpy, then the best response-level F1 threshold whose tuning
precision reaches ``bench.tune_grounding.MIN_PRECISION``); the defaults below
are its output, and it refits them. Inference here is plain arithmetic.
"""

from __future__ import annotations

import bisect
import math
import re
import sys
from array import array
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Literal

from harness.core.records import ScoreValue
from harness.grade.grounding_names import (
    PassageNames,
    blank_markup,
    claim_names,
    folded,
    name_held,
    passage_names,
)
from harness.read.lexicon import number_words
from harness.text import values as _values
from harness.text.lemmas import content_lemmas, lemma
from harness.text.polarity import negated
from harness.text.sentences import is_lead_in, split_passage_sentences
from harness.text.values import Anchor, claim_values, comparable, same_value, supported_by
from harness.text.verdict import _CONTRAST, Reading

ClaimStatus = Literal["supported", "conflict", "baseless"]
FEATURES = ("miss", "gap", "rare", "values", "names", "apart")
RESPONSE_FEATURES = (
    "max_score",
    "flagged",
    "max_miss",
    "sum_miss",
    "max_gap",
    "rare",
    "values",
    "names",
    "claims",
    "log_words",
    "conflict",
)
"""What the answer-level decision reads from its claims: the highest claim score, how many claims
score at or above ``threshold``, the largest and summed ``miss``, the largest ``gap``, the summed
``rare``/``values``/``names``, the number of claims, log(1 + words of the claims), and whether a
claim conflicts."""

REPORTING = frozenset({"say", "state", "report", "add", "tell", "accord", "reportedly", "allegedly"})
"""Lemmas that frame a claim as someone's statement ("the author emphasizes", "officials said",
"according to"): who reports it is not what is claimed, so the coverage test leaves them out."""
_TOKEN = re.compile(r"[A-Za-z][A-Za-z'’\-]*|\d[\d,.]*\d|\d")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_WORDS = re.compile(r"[a-z]+")
STEM = 5
"""Lemmas with the same first letters are one word to the coverage tests ("destroy", "destruction")."""
_NUMBER_WORDS = number_words("en")


@dataclass(frozen=True)
class GroundingSettings:
    """Claim-score weights (``FEATURES`` order), bias, threshold, and the test's geometry."""

    weights: tuple[float, ...] = (2.4069, 2.4681, -0.2599, 5.4507, 2.437, 0.4306)
    bias: float = -2.8505
    threshold: float = 0.5
    """A claim scoring at or above it is a candidate ``baseless`` claim."""
    response_weights: tuple[float, ...] = (
        3.6786, 0.4858, 0.3515, -0.5578, 0.8503, -0.0604, 1.5987, 0.283, -0.1757, 0.4277, 0.1175
    )  # fmt: skip
    """Weights of the answer-level decision (``RESPONSE_FEATURES`` order); empty: an answer is
    flagged when any claim is a candidate (the claim-level rule alone)."""
    response_bias: float = -3.8262
    response_threshold: float = 0.6
    window: int = 40
    rare_idf: float = 4.0
    stem: int = STEM
    conflict_window: int = 50
    pair_reach: int = 3
    """``apart`` pairs a content lemma with each of the next this many of the claim."""
    polarity_coverage: float = 1.01
    """A passage sentence must hold this share of the claim before its opposite polarity is a conflict;
    above 1 the polarity test is off (the tuning grid chose that: no polarity conflict it found on the
    tuning part was a labeled hallucination)."""


_KNOWN_ANCHORS: dict[str, tuple[Anchor, ...]] = {}
"""Passage text -> its values, filled from the on-disk corpus cache (``grounding_cache``)."""


def anchors_of(text: str) -> tuple[Anchor, ...]:
    """``harness.text.values.anchors_of``, read from the corpus cache when the passage is in it."""
    known = _KNOWN_ANCHORS.get(text)
    return known if known is not None else _values.anchors_of(text)


@dataclass(frozen=True)
class PassageFacts:
    """What the grounding test reads from one passage, computed once per passage text."""

    lemmas: tuple[str | None, ...]
    """One entry per token: its content lemma, or None for stop words, negators and numbers."""
    starts: Sequence[int]
    """Character offset of each token (a compact ``array``: a passage's facts stay cached)."""
    ends: Sequence[int]
    names: PassageNames
    """Its words, acronyms and capitalised runs (``harness.grade.grounding_names``)."""
    sentence_starts: tuple[int, ...]
    """The first token of each passage sentence (``split_passage_sentences``)."""
    numbers: frozenset[float]
    """Every figure written in digits or as a number word (so "19-year-old" holds 19 however the
    value reader reads it, and "seven" holds 7)."""
    positions: Mapping[str, tuple[int, ...]]
    """Each content lemma -> the token positions that hold it."""
    stems: Mapping[str, tuple[int, ...]]
    """The same keyed by the lemma's first ``STEM`` letters."""

    @property
    def lemma_set(self) -> frozenset[str]:
        return frozenset(self.positions)

    def stemmed(self, stem: int) -> Mapping[str, tuple[int, ...]]:
        """Each first ``stem`` letters of a content lemma -> the token positions that hold one."""
        return self.stems if stem == STEM else _stemmed(self.positions, stem)


def _stemmed(positions: Mapping[str, tuple[int, ...]], stem: int) -> dict[str, tuple[int, ...]]:
    """``positions`` keyed by each lemma's first ``stem`` letters; a stem only one lemma has shares
    that lemma's tuple (a cached passage keeps one copy of it)."""
    out: dict[str, list[tuple[int, ...]]] = {}
    for x, at in positions.items():
        out.setdefault(sys.intern(x[:stem]), []).append(at)
    return {k: v[0] if len(v) == 1 else tuple(sorted(i for at in v for i in at)) for k, v in out.items()}


def _word_lemma(word: str) -> str | None:
    low = folded(word)
    if low[0].isdigit() or not content_lemmas(low):
        return None
    return lemma(low)


def figures(text: str) -> list[float]:
    """The figures of ``text``: numbers in digits and number words ("seven of the 19" -> 7, 19)."""
    found = [float(n) for n in _NUMBER.findall(text.replace(",", ""))]
    return found + [float(_NUMBER_WORDS[w]) for w in _WORDS.findall(text.lower()) if w in _NUMBER_WORDS]


def _sentence_starts(text: str, starts: Sequence[int]) -> tuple[int, ...]:
    """The first token of each sentence of ``text`` (as ``split_passage_sentences`` cuts it), given
    each token's first character; the positions of a few sentences cost less than a tag per token."""
    out: list[int] = []
    at = 0
    for sentence in split_passage_sentences(text):
        found = text.find(sentence, at)
        if found >= 0:
            out.append(bisect.bisect_left(starts, found))
            at = found + len(sentence)
    return tuple(out)


@lru_cache(maxsize=8192)
def passage_facts(text: str) -> PassageFacts:
    """The passage's token lemmas and positions, names and figures (cached per text)."""
    text = blank_markup(text)
    tokens = list(_TOKEN.finditer(text))
    # interned: the same word in many cached passages is one string
    words = {sys.intern(folded(m.group(0))) for m in tokens}
    words |= {part for w in words if "-" in w for part in w.split("-") if part}
    lemmas = tuple(_word_lemma(m.group(0)) for m in tokens)
    gathered: dict[str, list[int]] = {}
    for i, x in enumerate(lemmas):
        if x is not None:
            gathered.setdefault(x, []).append(i)
    positions = {x: tuple(at) for x, at in gathered.items()}
    return PassageFacts(
        lemmas=lemmas,
        starts=array("I", (m.start() for m in tokens)),
        ends=array("I", (m.end() for m in tokens)),
        names=passage_names(text, words),
        sentence_starts=_sentence_starts(text, [m.start() for m in tokens]),
        numbers=frozenset(figures(text)),
        positions=positions,
        stems=_stemmed(positions, STEM),
    )


@dataclass(frozen=True)
class Idf:
    """Inverse document frequency of content lemmas over a corpus's passages (smoothed)."""

    df: Mapping[str, int]
    n: int

    def __call__(self, term: str) -> float:
        return math.log((1 + self.n) / (1 + self.df.get(term, 0))) + 1

    @classmethod
    def of(cls, lemma_sets: Iterable[frozenset[str]]) -> Idf:
        df: Counter[str] = Counter()
        n = 0
        for lemmas in lemma_sets:
            df.update(lemmas)
            n += 1
        return cls(dict(df), n)


@dataclass(frozen=True)
class ClaimCheck:
    """One claim's status, the passage that decided it and where."""

    start: int
    end: int
    """The claim's characters in the text that was checked."""
    status: ClaimStatus
    passage_id: str | None
    passage_span: tuple[int, int] | None
    score: float
    why: str


@dataclass(frozen=True)
class Grounding:
    """Every claim of one answer, checked; grounded when each is supported."""

    claims: tuple[ClaimCheck, ...] = field(default_factory=tuple)
    score: float = 0.0
    """The answer-level score (``response_score``) that decided it."""

    def count(self, status: ClaimStatus) -> int:
        return sum(1 for c in self.claims if c.status == status)

    @property
    def grounded(self) -> bool:
        return all(c.status == "supported" for c in self.claims)

    @property
    def conflicts(self) -> bool:
        return self.count("conflict") > 0

    def as_score(self) -> dict[str, ScoreValue]:
        """The flat figures a grade carries under ``scores["grounding"]``."""
        return {
            "grounded": self.grounded,
            "claims": len(self.claims),
            "supported": self.count("supported"),
            "conflict": self.count("conflict"),
            "baseless": self.count("baseless"),
            "max_score": round(max((c.score for c in self.claims), default=0.0), 4),
            "score": self.score,
        }

    def why(self) -> str:
        """One sentence: the first conflict, else the first baseless claim, else that all are held."""
        worst = next((c for c in self.claims if c.status == "conflict"), None) or next(
            (c for c in self.claims if c.status == "baseless"), None
        )
        if worst is None:
            return f"all {len(self.claims)} claim(s) are held by the retrieved passages"
        return (
            f"{self.count('conflict')} conflicting and {self.count('baseless')} baseless claim(s) "
            f"of {len(self.claims)}, e.g. {worst.why}"
        )


@dataclass(frozen=True)
class _Best:
    coverage: float
    passage: int
    first: int
    last: int


def _window_cover(
    wanted: Mapping[str, float], facts: PassageFacts, window: int, total: float, passage: int, stem: int
) -> _Best:
    """The IDF-weighted share of ``wanted`` one ``window``-token stretch of the passage holds; a lemma
    is held by itself or by one with the same first ``stem`` letters ("destruction", "destroyed")."""
    found = sorted(
        (i, x) for x in wanted for i in facts.positions.get(x) or facts.stemmed(stem).get(x[:stem], ())
    )
    hits = [i for i, _ in found]
    best = _Best(0.0, passage, 0, 0)
    for a, start in enumerate(hits):
        b = bisect.bisect_right(hits, start + window)
        held = {x for _, x in found[a:b]}
        # summed in ``wanted``'s order, not the set's: a set's order follows the string hash seed,
        # and a float sum in another order can land a hair off 1.0 (a "gap 0.00" that comes and goes)
        share = sum(w for x, w in wanted.items() if x in held) / total
        if share > best.coverage:
            best = _Best(share, passage, start, hits[b - 1])
    return best


def _context(text: str, anchor: Anchor, width: int) -> frozenset[str]:
    return content_lemmas(text[max(0, anchor.start - width) : anchor.end + width])


_DATES = frozenset({"date", "month", "year"})


def _same_kind(a: Anchor, b: Anchor) -> bool:
    """Values that measure the same thing: equal kinds, or two dates (a bare count is not an amount)."""
    return a.kind == b.kind or ({a.kind, b.kind} <= _DATES and comparable(a, b))


def _counted(text: str, anchor: Anchor) -> str | None:
    """What a bare number counts: the first content word after it ("14 new clinics" -> clinic)."""
    for m in _TOKEN.finditer(text[anchor.end : anchor.end + 40]):
        found = _word_lemma(m.group(0))
        if found:
            return found
    return None


def _value_conflict(
    value: Anchor, claim: str, passages: Sequence[tuple[str, str]], width: int
) -> tuple[int, Anchor] | None:
    """A passage value of the same kind as ``value``, different, with shared context around both;
    a bare number conflicts only with a count of the same thing ("900 nurses" vs "14 clinics" do not)."""
    mine = _context(claim, value, width)
    counted = _counted(claim, value) if value.kind == "number" else None
    for n, (_, text) in enumerate(passages):
        for other in anchors_of(text):
            if not _same_kind(value, other) or same_value(value, other):
                continue
            if value.kind == "number" and (counted is None or _counted(text, other) != counted):
                continue
            if mine & _context(text, other, width):
                return n, other
    return None


def _value_held(value: Anchor, facts: Sequence[PassageFacts], anchors: Sequence[Anchor]) -> bool:
    if supported_by(value, anchors):
        return True
    found = figures(value.text)
    return bool(found) and all(any(f in pf.numbers for pf in facts) for f in found)


def _polarity_conflict(
    claim: str, wanted: frozenset[str], text: str, settings: GroundingSettings
) -> str | None:
    """The passage sentence holding most of the claim, when it states the claim with opposite polarity."""
    if not wanted:
        return None
    best, share = None, 0.0
    for sentence in split_passage_sentences(text):
        s = len(wanted & content_lemmas(sentence)) / len(wanted)
        if s > share:
            best, share = sentence, s
    if best is None or share < settings.polarity_coverage:
        return None
    shared = wanted & content_lemmas(best)
    if negated(claim, shared, lemma) != negated(best, shared, lemma):
        return best
    return None


def held_lemmas(facts: Sequence[PassageFacts], stem: int) -> tuple[frozenset[str], frozenset[str]]:
    """Every content lemma the passages hold, and their first ``stem`` letters."""
    held: frozenset[str] = frozenset().union(*(pf.positions.keys() for pf in facts))
    return held, frozenset(x[:stem] for x in held)


@dataclass(frozen=True)
class ClaimFeatures:
    """``FEATURES`` of one claim, the window that held most of it, and what no passage holds."""

    x: tuple[float, ...]
    best: _Best
    values: tuple[Anchor, ...]
    names: tuple[str, ...]


def claim_features(
    claim: str,
    facts: Sequence[PassageFacts],
    anchors: Sequence[Anchor],
    idf: Idf,
    settings: GroundingSettings,
    known: tuple[frozenset[str], frozenset[str]] | None = None,
) -> ClaimFeatures:
    """Read one claim against the passages' facts (``anchors``: every value the passages state;
    ``known``: ``held_lemmas(facts, settings.stem)`` when the caller has it)."""
    tokens = _TOKEN.finditer(blank_markup(claim))
    stated = [t for t in (_word_lemma(m.group(0)) for m in tokens) if t and t not in REPORTING]
    wanted = {t: idf(t) for t in stated}
    total = sum(wanted.values()) or 1.0
    held, stems = held_lemmas(facts, settings.stem) if known is None else known
    every_name = claim_names(claim)
    names = tuple(nm for nm in every_name if not name_held(nm, [pf.names for pf in facts]))
    # a name held under an alias ("GAO" for "Government Accountability Office") is not missing
    aliased = {_word_lemma(w) for nm in every_name if nm not in names for w in nm.split()}
    missing = [t for t in wanted if t not in held and t[: settings.stem] not in stems and t not in aliased]
    best = _Best(0.0, -1, 0, 0)
    for n, pf in enumerate(facts):
        found = _window_cover(wanted, pf, settings.window, total, n, settings.stem)
        if found.coverage > best.coverage:
            best = found
    values = tuple(v for v in claim_values(claim) if not _value_held(v, facts, anchors))
    x = (
        sum(wanted[t] for t in missing) / total if wanted else 0.0,
        1.0 - best.coverage if wanted else 0.0,
        float(min(4, sum(1 for t in missing if wanted[t] >= settings.rare_idf))),
        float(min(3, len(values))),
        float(min(3, len(names))),
        float(min(4, apart_pairs(stated, facts, settings.stem, settings.pair_reach))),
    )
    return ClaimFeatures(x, best, values, names)


def apart_pairs(stated: Sequence[str], facts: Sequence[PassageFacts], stem: int, reach: int) -> int:
    """How many pairs of ``stated`` (a claim's content lemmas in order), each lemma with the next
    ``reach``, no passage sentence holds both of (a lemma held by one of the same first ``stem``
    letters): who did what to whom, read as words that must share a sentence."""
    keys = [x[:stem] for x in stated]
    where = {
        k: {
            (n, bisect.bisect_right(pf.sentence_starts, i))
            for n, pf in enumerate(facts)
            for i in pf.stemmed(stem).get(k, ())
        }
        for k in set(keys)
    }
    pairs = {(a, b) for i, a in enumerate(keys) for b in keys[i + 1 : i + 1 + reach] if a != b}
    return sum(1 for a, b in pairs if not where[a] & where[b])


def claim_score(features: Sequence[float], settings: GroundingSettings) -> float:
    """``sigmoid(w . x + b)``: how likely the claim is baseless."""
    z = settings.bias + sum(w * f for w, f in zip(settings.weights, features, strict=True))
    return 1.0 / (1.0 + math.exp(-z))


def answer_claims(reading: Reading) -> list[tuple[str, int, int]]:
    """The claims of a read answer: its statements and the non-meta sentences that state a value,
    each with its characters in ``reading.body`` (found in order; -1 when the reader reworded it)."""
    out: list[tuple[str, int, int]] = []
    at = 0
    for s in reading.sentences:
        if not (s.statement or (not s.meta and not s.declines and claim_values(s.plain))):
            continue
        if is_lead_in(s.plain):  # "Here is a summary in 89 words:" introduces, it claims nothing
            continue
        start = reading.body.find(s.text.strip()[:40], at) if s.text.strip() else -1
        if start >= 0:
            at = start + len(s.text.strip())
        out.append((s.plain, start, start + len(s.text.strip()) if start >= 0 else -1))
    return out


def answers_beside_caveat(reading: Reading) -> bool:
    """A decline followed at once by a claim that opens with a contrast ("The passages do not mention
    X, but Y ...", "... However, Y") is a caveat inside an answer, not a refusal; a decline that goes
    on to describe what the passages do hold stays a refusal. (The one place this is decided; it
    belongs with the answer reader, ``harness.text.verdict``, whose contrast words it uses.)"""
    if not reading.refused:
        return False
    pairs = zip(reading.sentences, reading.sentences[1:], strict=False)
    return any(
        a.declines and b.statement and not b.declines and _CONTRAST.match(b.plain.lstrip(" ,;:—–-"))
        for a, b in pairs
    )


def response_features(
    claims: Sequence[tuple[float, ...]], scores: Sequence[float], words: int, conflict: bool, threshold: float
) -> tuple[float, ...]:
    """``RESPONSE_FEATURES`` of one answer from its claims' ``FEATURES`` and scores."""
    miss = [x[0] for x in claims] or [0.0]
    return (
        max(scores, default=0.0),
        float(sum(1 for s in scores if s >= threshold)),
        max(miss),
        sum(miss),
        max((x[1] for x in claims), default=0.0),
        sum(x[2] for x in claims),
        sum(x[3] for x in claims),
        sum(x[4] for x in claims),
        float(len(claims)),
        math.log1p(words),
        float(conflict),
    )


def claim_words(claims: Sequence[tuple[str, int, int]]) -> int:
    """The words (whitespace-separated) of an answer's claims: ``log_words`` reads this."""
    return sum(len(text.split()) for text, _, _ in claims)


def response_score(features: Sequence[float], settings: GroundingSettings) -> float:
    """How likely the answer holds something the passages do not (``sigmoid``); with no fitted
    answer-level weights, 1.0 when any claim is a candidate and 0.0 otherwise."""
    if not settings.response_weights:
        return 1.0 if features[1] > 0 else 0.0
    z = settings.response_bias + sum(w * f for w, f in zip(settings.response_weights, features, strict=True))
    return 1.0 / (1.0 + math.exp(-z))


def _why_baseless(
    score: float, features: Sequence[float], values: Sequence[Anchor], names: Sequence[str]
) -> str:
    parts = [f"{name} {f:.2f}" for name, f in zip(FEATURES, features, strict=True) if f]
    extra = "; ".join(
        ([f"values not held: {', '.join(v.text for v in values)}"] if values else [])
        + ([f"names not held: {', '.join(names)}"] if names else [])
    )
    return f"no passage holds it (score {score:.2f}: {', '.join(parts)}{'; ' + extra if extra else ''})"


def ground(
    claims: Sequence[tuple[str, int, int]],
    passages: Sequence[tuple[str, str]],
    idf: Idf,
    settings: GroundingSettings | None = None,
) -> Grounding:
    """Check each ``(claim text, start, end)`` against ``passages`` (``(id, text)``, cited first).

    A claim is first ``conflict`` (value or polarity) or a candidate by its score; the answer-level
    score (``response_score``) then decides whether the answer is grounded. An answer not grounded
    marks its candidates ``baseless`` (at least its highest-scoring claim); a grounded one keeps
    every non-conflicting claim ``supported``. A conflict always makes the answer not grounded."""
    st = settings or GroundingSettings()
    facts = [passage_facts(text) for _, text in passages]
    valued = any(claim_values(text) for text, _, _ in claims)  # passage values matter only then
    every_anchor = [a for _, text in passages for a in anchors_of(text)] if valued else []
    checks: list[ClaimCheck] = []
    read: list[ClaimFeatures] = []
    known = held_lemmas(facts, st.stem) if claims else None
    for text, start, end in claims:
        cf = claim_features(text, facts, every_anchor, idf, st, known)
        best, features = cf.best, cf.x
        score = claim_score(features, st)
        pid = passages[best.passage][0] if best.passage >= 0 else None
        span = (facts[best.passage].starts[best.first], facts[best.passage].ends[best.last]) if pid else None
        status: ClaimStatus = "supported"
        why = (
            f"{pid} holds {1 - features[1]:.0%} of the claim within {st.window} words"
            if pid
            else "no passages"
        )
        for v in cf.values:
            found = _value_conflict(v, text, passages, st.conflict_window)
            if found is not None:
                n, other = found
                status, pid, span = "conflict", passages[n][0], (other.start, other.end)
                why = f"states {v.text!r} where {pid} states {other.text!r}"
                break
        if status == "supported" and pid is not None and st.polarity_coverage <= 1.0:
            wanted = content_lemmas(text)
            opposite = _polarity_conflict(text, wanted, passages[best.passage][1], st)
            if opposite is not None:
                status = "conflict"
                why = f"{pid} states it with the opposite polarity: {opposite[:120]!r}"
        checks.append(ClaimCheck(start, end, status, pid, span, round(score, 4), why))
        read.append(cf)
    scores = [claim_score(cf.x, st) for cf in read]  # unrounded, as the fit saw them
    conflict = any(c.status == "conflict" for c in checks)
    words = claim_words(claims)
    answer = response_score(
        response_features([cf.x for cf in read], scores, words, conflict, st.threshold), st
    )
    if checks and (conflict or answer >= st.response_threshold):
        top = -1 if conflict else max(range(len(checks)), key=lambda i: scores[i])
        for i, (c, cf) in enumerate(zip(checks, read, strict=True)):
            if c.status == "supported" and (scores[i] >= st.threshold or i == top):
                checks[i] = replace(
                    c, status="baseless", why=_why_baseless(c.score, cf.x, cf.values, cf.names)
                )
    return Grounding(tuple(checks), round(answer, 4))
