"""The pipeline's records: frozen dataclasses, one per JSONL line, each with a schema version.

Every record the harness writes or reads is defined here first. ``harness.core.io`` turns
them into JSONL lines (``{"record": "Answer", "schema_version": 1, ...}``) and back,
through one migration point for older schema versions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, get_args

SCHEMA_VERSION = 1
"""The schema version of every record type not listed in ``SCHEMA_VERSIONS``."""
SCHEMA_VERSIONS: dict[str, int] = {"Grade": 2}
"""Record types past version 1. Grade 2: side scores moved into ``Grade.scores``."""

ScoreValue = str | int | float | bool | None
RUBRIC_VERSION = "rubric-2"
"""The rubric's own version (axes and their definitions, CALIBRATION.md's labeling guide); every
grade records it beside its grader's version, and a changed rubric makes old grades incomparable."""

Label = Literal["Entailment", "Contradiction", "NotMentioned"]
"""ContractNLI's three labels for a (document, hypothesis) pair."""

Factuality = Literal["correct", "wrong", "unsupported", "refused", "undetermined"]
"""The four buckets, and ``undetermined``: no reading rule read the answer with confidence (kept
apart from the buckets everywhere, like an error). Correct and refused are acceptable; wrong and
unsupported are not."""

FACTUALITY_BUCKETS: tuple[Factuality, ...] = ("correct", "wrong", "unsupported", "refused")
UNDETERMINED: Factuality = "undetermined"
ACCEPTABLE: frozenset[str] = frozenset({"correct", "refused"})

Stratum = Literal[
    "answerable",
    "contradicted",
    "evidence_missed",
    "not_mentioned",
    "unanswerable",
    "adversarial",
    "retrieval_null",
]
STRATA: tuple[Stratum, ...] = get_args(Stratum)

AnswerType = Literal["yes_no", "value"]
"""ContractNLI-format questions are answered yes/no; GovReport fact questions by a value."""

Condition = Literal["rag_always", "no_rag", "rag_gated"]
Scope = Literal["corpus", "document"]
LexicalVerdict = Literal["PASS", "WARN", "FAIL"]
PolicyVerdict = Literal["PASS", "PARTIAL", "FAIL"]


# --------------------------------------------------------------------------- corpus


@dataclass(frozen=True)
class Document:
    """One source document of a corpus."""

    id: str
    """Readable, stable id, prefixed by the corpus (``cnli-3``, ``mini-07``, ``gov-12``)."""
    title: str
    """The document's heading or a derived title."""
    text: str
    """Full text; passages index into it by character offsets."""
    summary: str | None = None
    """Expert summary, for corpora that have one (GovReport)."""
    meta: dict[str, str] = field(default_factory=dict)
    """Source fields kept verbatim (file name, url, document type, source id)."""


@dataclass(frozen=True)
class Passage:
    """A retrievable unit of a document, with its offsets into the document text."""

    id: str
    """``<document id>:<index>``, e.g. ``cnli-3:12`` is passage 12 of document cnli-3."""
    document_id: str
    index: int
    start: int
    """Character offset of the passage's first character in the document text."""
    end: int
    """Character offset one past the passage's last character."""
    text: str


@dataclass(frozen=True)
class Hypothesis:
    """A ContractNLI hypothesis: the clause a (document, hypothesis) label is about."""

    key: str
    """The release's key, e.g. ``nda-5`` (keys have gaps; read them, never assume a range)."""
    short_description: str
    text: str


@dataclass(frozen=True)
class GoldAnnotation:
    """A human label for one (document, hypothesis) pair, with its evidence passages."""

    document_id: str
    hypothesis_key: str
    label: Label
    evidence_passage_ids: tuple[str, ...] = ()


# --------------------------------------------------------------------------- questions


@dataclass(frozen=True)
class RetrievalSettings:
    """The retrieval a question's stratum was defined under (and a run retrieves with)."""

    k: int = 5
    k1: float = 1.5
    b: float = 0.75
    backend: str = "bm25s"
    scope: Scope = "corpus"


AGREEMENT_PREMISES = frozenset({"adjacent_entity", "wrong_date", "swapped_agreement", "absent_parties"})
"""Perturbation kinds that change how the question names its agreement (a party, the date, the kind):
no agreement as the question describes it exists."""


@dataclass(frozen=True)
class Perturbation:
    """What an adversarial or unanswerable question changed, and what it was before."""

    kind: str
    """``adjacent_entity``, ``wrong_date``, ``swapped_agreement``, ``absent_value``, ``uncovered_year``..."""
    original: str
    replacement: str
    note: str = ""


@dataclass(frozen=True)
class Question:
    """One protocol question with its gold and the reason it is in the set."""

    id: str
    text: str
    stratum: Stratum
    answer_type: AnswerType
    gold_answer: str
    """``yes`` / ``no`` / ``none`` for yes/no questions; the anchor value for value questions."""
    gold_evidence: tuple[str, ...]
    """Passage ids that hold the evidence (empty when no answer exists)."""
    ideal: tuple[Factuality, ...]
    """The outcomes the stratum counts as ideal."""
    retrieval: RetrievalSettings
    builder_version: str
    document_id: str | None = None
    hypothesis_key: str | None = None
    perturbation: Perturbation | None = None
    notes: str = ""
    """Why this question is in its stratum (e.g. ``BM25@5 top hit cnli-3:40, gold cnli-3:12``)."""


# --------------------------------------------------------------------------- answers


@dataclass(frozen=True)
class RetrievedPassage:
    """One passage of a retrieval set as shown to the generator."""

    passage_id: str
    document_id: str
    text: str
    score: float
    rank: int


@dataclass(frozen=True)
class Answer:
    """A generator's answer to one question, with the retrieval set it was given."""

    question_id: str
    text: str
    """The answer as graded (after the output-contract prefix is handled)."""
    citations: tuple[str, ...]
    """Cited passage ids in order of first citation."""
    retrieved: tuple[RetrievedPassage, ...]
    """The retrieval set given to (or reported by) the generator."""
    latency_s: float
    raw: str = ""
    """The generator's raw output, verbatim (bounded in size; see ``truncated``)."""
    error: str | None = None
    """Set when the generator raised, timed out or returned malformed output."""
    error_fatal: bool = False
    """The error repeats on every call until the user fixes something (authentication refused,
    endpoint missing, server unreachable): a run stops after a few identical ones in a row."""
    format_ok: bool = True
    format_retry_used: bool = False
    format_violations: tuple[str, ...] = ()
    """Output-contract violations of the first attempt."""
    format_violations_after_retry: tuple[str, ...] = ()
    truncated: bool = False
    attempts: int = 1
    notes: tuple[str, ...] = ()
    """Facts about how the answer was made, e.g. the retrieval set came from the generator."""


# --------------------------------------------------------------------------- grades


@dataclass(frozen=True)
class LexicalScore:
    """The relevance/completeness/hallucination verdict (heuristic grader; ``Grade.scores["lexical"]``)."""

    s_rel: float
    s_comp: float
    s_hall: float
    s_claims: float
    p_drift: float
    verdict: LexicalVerdict


@dataclass(frozen=True)
class CitationScore:
    """Faithfulness/coverage/redundancy of the cited passages (heuristic grader)."""

    faithfulness: float
    coverage: float
    redundancy: float
    overall: float


@dataclass(frozen=True)
class JudgePolicy:
    """The LLM judge's correctness/relevancy policy."""

    correctness: float
    relevancy: float
    verdict: PolicyVerdict


@dataclass(frozen=True)
class CitationVerdict:
    """Whether one cited passage, read alone, backs the claim it is cited for."""

    passage_id: str
    supports: bool
    claim: str
    """The sentence(s) citing it, markers removed (bounded)."""
    why: str


@dataclass(frozen=True)
class Grade:
    """The five rubric axes for one answer, with a rationale per axis."""

    question_id: str
    grader: str
    """The grader's registered name (its full spec is in the run manifest)."""
    factuality: Factuality
    citation_exists: bool | None
    """None (n/a) when nothing is cited."""
    citation_supports: bool | None
    """None (n/a) for refusals and uncited answers."""
    refusal_quality: int | None
    """0-3 for refusals, None (n/a) otherwise."""
    extra_claim_count: int
    citation_precision: float | None = None
    """Fraction of citations that support their claim (secondary figure)."""
    rationale: dict[str, str] = field(default_factory=dict)
    """Axis name -> one short sentence."""
    flags: tuple[str, ...] = ()
    """E.g. ``unparsed``, ``judge_error``, ``wrong_unsupported_ambiguous``."""
    scores: dict[str, dict[str, ScoreValue]] = field(default_factory=dict)
    """Named side scores a grader fills (``lexical``, ``citation_score``, ``judge_policy`` ...),
    each a flat mapping of figure -> value; the report summarises them generically."""
    error: str | None = None
    citations: tuple[CitationVerdict, ...] = ()
    """One verdict per cited passage, in order of first citation (empty for refusals)."""
    grader_version: str = ""
    """The grading module's ``VERSION``, bumped whenever its reading of answers changes."""
    rubric_version: str = ""
    """``RUBRIC_VERSION`` when the grade was made."""


# --------------------------------------------------------------------------- runs


@dataclass(frozen=True)
class QuestionSetHeader:
    """First line of a question-set file: where it came from and what it holds."""

    corpus: str
    corpus_fingerprint: str
    seed: int
    builder_version: str
    settings: dict[str, int | float | str]
    counts: dict[str, int]
    content_hash: str
    """sha256 over the question lines, so an edited file is detected."""
    split: str | None = None


@dataclass(frozen=True)
class PluginSpec:
    """A plug-in as the registry built it: kind, registered name, constructor options."""

    kind: str
    name: str
    options: dict[str, str | int | float | bool | None] = field(default_factory=dict)
    versions: dict[str, str] = field(default_factory=dict)
    """What the plug-in's output depends on besides its options, e.g. a grader's
    ``{"grader": ..., "rubric": ..., "judge_prompt": ...}``; empty when it declares none."""


@dataclass(frozen=True)
class RunManifest:
    """``manifest.json`` of a run folder: everything needed to rebuild or compare the run."""

    harness_version: str
    created_at: str
    corpus: str
    corpus_fingerprint: str
    question_set_hash: str
    seed: int
    generator: PluginSpec
    condition: Condition
    prompt: str
    """Prompt template name (``default``, ``licensed``, ``unlicensed``) or a file path."""
    prompt_hash: str
    retrieval: RetrievalSettings
    split: str | None = None
    gate_threshold: float | None = None
    """Top-BM25-score threshold of the ``rag_gated`` condition."""
    graders: dict[str, PluginSpec] = field(default_factory=dict)
    """Grader name -> spec, for every grader whose grades are in ``grades.jsonl``."""
    primary_grader: str | None = None
    """The grader reports and gates read by default."""
    data_dir: str | None = None
    """Where the corpus files were read from (a hint for regrading; the fingerprint decides)."""
    shard: str | None = None
    """``i/N`` when the run answers only shard i of N (``harness run --shard``); None for a whole run."""


RECORD_TYPES: tuple[type, ...] = (
    Document,
    Passage,
    Hypothesis,
    GoldAnnotation,
    RetrievalSettings,
    Perturbation,
    Question,
    RetrievedPassage,
    Answer,
    LexicalScore,
    CitationScore,
    JudgePolicy,
    CitationVerdict,
    Grade,
    QuestionSetHeader,
    PluginSpec,
    RunManifest,
)
