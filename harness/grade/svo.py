"""Assertive subject-verb-object claims from spaCy's dependency parse, and their support test.

A claim is a verb with a nominal subject (``nsubj``/``nsubjpass``, inherited along ``conj``)
and an object (``dobj``/``attr``/``oprd``/``dative``, else the ``pobj`` of its first
preposition), neither a pronoun, the object not a number (numbers are anchors already).
Hedged verbs are left out: a modal auxiliary in ``HEDGE_MODALS`` (may, might, could, would,
should), a verb in or under a verb in ``HEDGE_VERBS`` (suggest, seem, appear, ...), or a hedging
adverb (perhaps, possibly, ...). Fact verbs such as released, costs, includes pass.

A claim is supported by a passage when the subject's and the object's head words (surface form
or lemma) both occur in the passage within ``window`` tokens of each other.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from harness.grade.lexical import tokens
from harness.text.nlp import load_spacy

HEDGE_MODALS = frozenset({"may", "might", "could", "would", "should"})
HEDGE_VERBS = frozenset({"suggest", "seem", "appear", "believe", "think", "assume", "guess", "speculate"})
HEDGE_ADVERBS = frozenset({"perhaps", "possibly", "probably", "likely", "maybe", "apparently", "reportedly"})
_SUBJ = ("nsubj", "nsubjpass")
_OBJ = ("dobj", "attr", "oprd", "dative")


@dataclass(frozen=True)
class Claim:
    subject: tuple[str, ...]
    """The subject head's surface form and lemma (lower-cased)."""
    verb: str
    obj: tuple[str, ...]
    text: str


def _forms(token: Any) -> tuple[str, ...]:
    return tuple(dict.fromkeys((token.text.lower(), token.lemma_.lower())))


def _subject(verb: Any) -> Any | None:
    for child in verb.children:
        if child.dep_ in _SUBJ:
            return child
    if verb.dep_ == "conj" and verb.head is not verb:
        return _subject(verb.head)
    return None


def _object(verb: Any) -> Any | None:
    for child in verb.children:
        if child.dep_ in _OBJ:
            return child
    for child in verb.children:
        if child.dep_ in ("prep", "agent"):
            for grandchild in child.children:
                if grandchild.dep_ == "pobj":
                    return grandchild
    return None


def _hedged(verb: Any) -> bool:
    # "The study suggests the agency hired nurses": the embedded claim is hedged too.
    if verb.lemma_.lower() in HEDGE_VERBS or any(a.lemma_.lower() in HEDGE_VERBS for a in verb.ancestors):
        return True
    return any(
        (c.dep_ == "aux" and c.lemma_.lower() in HEDGE_MODALS) or c.lower_ in HEDGE_ADVERBS
        for c in verb.children
    )


def claims_of(doc: Any) -> list[Claim]:
    """The assertive SVO claims of a parsed text (see the module docstring)."""
    found: list[Claim] = []
    for token in doc:
        if token.pos_ not in ("VERB", "AUX") or _hedged(token):
            continue
        subj, obj = _subject(token), _object(token)
        if subj is None or obj is None or "PRON" in (subj.pos_, obj.pos_):
            continue
        if obj.like_num or obj.pos_ == "NUM":
            continue  # a numeric object is already counted as a number anchor
        if token.pos_ == "AUX" and token.dep_ == "aux":
            continue
        found.append(
            Claim(_forms(subj), token.lemma_.lower(), _forms(obj), f"{subj.text} {token.text} {obj.text}")
        )
    return found


def parse_claims(texts: Sequence[str], batch_size: int = 64) -> list[list[Claim]]:
    """SVO claims of each text, parsed in one ``nlp.pipe`` batch (NER switched off)."""
    if not texts:
        return []
    nlp = load_spacy()
    return [claims_of(doc) for doc in nlp.pipe(texts, batch_size=batch_size, disable=["ner"])]


def claim_supported(claim: Claim, passage_tokens: Sequence[str], window: int) -> bool:
    """Subject and object head words within ``window`` tokens of each other in the passage."""
    subj_at = [i for i, t in enumerate(passage_tokens) if t in claim.subject]
    obj_at = [i for i, t in enumerate(passage_tokens) if t in claim.obj]
    return any(abs(i - j) <= window for i in subj_at for j in obj_at)


def supported_in_any(claim: Claim, passages: Iterable[str], window: int) -> bool:
    return any(claim_supported(claim, tokens(text), window) for text in passages)
