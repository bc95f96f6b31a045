"""Values an agreement does state: its confidentiality term, notice period, return deadline ...

A value topic (``templates.VALUE_TOPICS``) with units is also asked of agreements that state it,
so value questions are not all unanswerable. An agreement states the value when one of its
passages holds a sentence that speaks of the topic in its sense (``ValueTopic.sense``) and the
value reader (``harness.text.values.anchors_of``) reads exactly one duration there, in one of the
topic's units. The passage alone carries the answer: the sentence is whole inside it. An agreement
that states two different values for the topic, a sentence with two, or one that also says "for so
long as ..." has no single answer and is not asked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from harness.corpus.base import Corpus
from harness.corpus.twins import with_twins
from harness.questions.contractnli.absence import sense_pattern
from harness.questions.templates import ValueTopic
from harness.questions.terms import TermIndex, normalize, term_pattern
from harness.text.sentences import split_passage_sentences
from harness.text.values import anchors_of


@dataclass(frozen=True)
class StatedValue:
    """The one value an agreement states for a topic, as its passage writes it, and where."""

    value: str
    passages: tuple[str, ...]
    """The passages stating it (each alone carries the answer), then their twin copies."""


_CACHE: dict[tuple[str, str, str], StatedValue | None] = {}


def stated_value(corpus: Corpus, terms: TermIndex, topic: ValueTopic, document_id: str) -> StatedValue | None:
    """The value ``document_id`` states for ``topic`` (None: not stated, or not one single value)."""
    key = (corpus.fingerprint, topic.name, document_id)
    if key not in _CACHE:
        _CACHE[key] = _stated(corpus, topic, document_id)
    return _CACHE[key]


def _stated(corpus: Corpus, topic: ValueTopic, document_id: str) -> StatedValue | None:
    sense = sense_pattern(topic)
    if not topic.units or sense is None:
        return None
    open_ended = [term_pattern(t) for t in topic.answers]
    frame = re.compile(topic.frame) if topic.frame else None
    found: dict[str, list[tuple[str, str]]] = {}
    for passage in corpus.passages_of(document_id):
        for sentence in split_passage_sentences(passage.text):
            normalized = normalize(sentence)
            if not sense.search(normalized):
                continue
            durations = [a for a in anchors_of(sentence) if a.kind == "duration"]
            values = {str(a.value) for a in durations}
            if len(values) > 1 or (values and any(p.search(normalized) for p in open_ended)):
                return None  # two periods, or a period and "for so long as": no single answer
            framed = frame is None or (values and frame.search(_marked(normalized, durations[0].text)))
            if values and framed and str(durations[0].value).split()[-1] in topic.units:
                found.setdefault(str(durations[0].value), []).append((passage.id, durations[0].text))
    if len(found) != 1:
        return None
    (stating,) = found.values()
    ids = list(dict.fromkeys(pid for pid, _ in stating))
    return StatedValue(stating[0][1], (*ids, *sorted(with_twins(corpus, ids) - set(ids))))


def _marked(normalized: str, value: str) -> str:
    """The normalized sentence with the value written as ``vvv`` (what ``ValueTopic.frame`` reads)."""
    return normalized.replace(normalize(value).rstrip(), " vvv", 1)
