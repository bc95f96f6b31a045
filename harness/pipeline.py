"""``run_protocol``: run a generator over a protocol question set into a resumable run folder.

Loads the corpus and question set, checks or creates the run folder (a folder made with
another generator, prompt, question set or condition is refused), answers every question not
answered yet, then grades the answers and writes the report.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from contextlib import ExitStack
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from rich.console import Console

from harness.core import registry
from harness.core.errors import HarnessError
from harness.core.records import (
    Answer,
    PluginSpec,
    Question,
    RetrievalSettings,
    RetrievedPassage,
    RunManifest,
)
from harness.core.registry import Kind
from harness.corpus.base import Corpus
from harness.generate.prompting import PromptTemplate, load_prompt
from harness.questions.qset import QuestionSet, read_question_set, with_hash
from harness.run.answer import AnswerSettings, answer_question
from harness.run.conditions import check_condition, retrieval_sets
from harness.run.engine import STOP_AFTER_FATAL, answer_all
from harness.run.tail import TailPreparer, grades_locally
from harness.store.folder import MANIFEST, QUESTIONS, RunFolder
from harness.store.integrity import check_records, check_version
from harness.store.lock import LOCK_FILE, refuse_link, run_folder_lock
from harness.store.manifest import check_resumable, new_manifest, plugin_options
from harness.store.repair import repair_answers
from harness.store.shards import parse_shard

DEFAULT_RUNS_DIR = Path("runs")
PROTOCOL_FILE = "protocol.questions.jsonl"
CHARS_PER_TOKEN = 4  # the usual rough figure for English text with BPE tokenizers


@dataclass(frozen=True)
class DryRunEstimate:
    """What a run would cost: generator calls and prompt size."""

    generator_calls: int
    max_calls_with_format_retries: int
    prompt_chars: int
    approx_prompt_tokens: int
    probe: str | None = None
    """What the endpoint said to one probe request (plug-ins that take a ``base_url``)."""


def _probe(generator: str, options: Mapping[str, Any]) -> str | None:
    """A dry run asks a generator that talks to a server whether anything answers there."""
    if not registry.declares("generator", generator, "base_url"):
        return None
    made = registry.create("generator", generator, **options)[0]
    try:
        probe = getattr(made, "probe", None)
        return str(probe()) if callable(probe) else None
    finally:
        close = getattr(made, "close", None)
        if callable(close):
            close()


@dataclass(frozen=True)
class RunResult:
    """The outcome of ``run_protocol``."""

    run_dir: Path
    total: int
    already_answered: int
    answered_now: int
    errors: int
    """Answers in the folder that carry a generator error."""
    interrupted: bool
    graded_by: str | None = None
    report_written: bool = False
    dry_run: DryRunEstimate | None = None
    not_sent: int = 0
    """Questions whose request never reached the generator (no connection): still unanswered."""
    not_sent_reason: str | None = None
    stopped: str | None = None
    """The error that stopped the run early (repeated fatal, or the whole first wave failing alike)."""
    stop_why: str | None = None
    """Why it stopped, in words."""
    stop_fix: str | None = None
    """What to do about it."""
    error_outcomes: int = 0
    """Graded questions whose outcome is ``error`` (generator or grader failure): not scored."""
    repeats: int = 1
    """How many times the protocol was answered (``out/repeats/<r>`` beyond the first)."""


def default_out_dir(generator: str, root: Path = DEFAULT_RUNS_DIR) -> Path:
    """``runs/<YYYYmmdd-HHMMSS>-<generator>`` (a numeric suffix if that folder exists)."""
    slug = re.sub(r"[^A-Za-z0-9._-]+", "_", generator).strip("_")[:40] or "generator"
    base = root / f"{datetime.now().strftime('%Y%m%d-%H%M%S')}-{slug}"
    path, n = base, 1
    while path.exists():
        n += 1
        path = base.with_name(f"{base.name}-{n}")
    return path


def default_question_set(corpus: Corpus, seed: int = 13) -> QuestionSet:
    """The corpus's frozen protocol when one ships for it, else a set built with ``seed``.

    A built set is kept in the question-set cache (``harness.questions.cache``), so only the
    first run on a corpus and seed builds it.
    """
    from harness.core.settings import corpora_dir

    frozen = corpora_dir() / corpus.name / PROTOCOL_FILE
    if frozen.is_file():
        qset = read_question_set(frozen)
        if qset.header.corpus_fingerprint == corpus.fingerprint and qset.header.seed == seed:
            return qset
    from harness.questions import build_question_set
    from harness.questions.cache import cached_question_set

    result, _ = cached_question_set(corpus, lambda: build_question_set(corpus, seed=seed), seed=seed)
    return result


def _load_corpus(corpus: Corpus | str, data_dir: str | Path | None, split: str | None) -> Corpus:
    if isinstance(corpus, Corpus):
        return corpus
    from harness.corpus import load_corpus

    loaded: Corpus = load_corpus(corpus, data_dir=data_dir, split=split)
    return loaded


def _question_set(corpus: Corpus, questions: QuestionSet | str | Path | None, seed: int) -> QuestionSet:
    if questions is None:
        qset = default_question_set(corpus, seed)
    elif isinstance(questions, QuestionSet):
        qset = questions
    else:
        qset = read_question_set(Path(questions))
    if qset.header.corpus_fingerprint != corpus.fingerprint:
        raise HarnessError(
            f"the question set was built on another corpus ({qset.header.corpus}, fingerprint "
            f"{qset.header.corpus_fingerprint[:12]}) than {corpus.name} ({corpus.fingerprint[:12]})",
            "pass the corpus the set was built on, or build one for it with `harness questions build`",
        )
    return qset


def limited(qset: QuestionSet, limit: int) -> QuestionSet:
    """The first ``limit`` questions taken in turn from each stratum (a smoke run that touches every
    stratum), as a question set of its own: its folder is a whole run, its hash not the protocol's."""
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise HarnessError(f"limit must be a whole number >= 1, got {limit!r}", "pass e.g. --limit 10")
    by_stratum: dict[str, list[Question]] = {}
    for q in qset.questions:
        by_stratum.setdefault(q.stratum, []).append(q)
    picked: list[Question] = []
    for depth in range(max((len(v) for v in by_stratum.values()), default=0)):
        picked += [qs[depth] for qs in by_stratum.values() if depth < len(qs)]
    keep = {q.id for q in picked[:limit]}
    return with_hash(qset.header, [q for q in qset.questions if q.id in keep])


def _run_repeats(call: dict[str, Any], repeats: int) -> RunResult:
    """Run the protocol ``repeats`` times with the same settings (see ``run_protocol``)."""
    from harness.report.stability import REPEATS_DIR
    from harness.report.write import write_report

    first = run_protocol(**call)
    if call["dry_run"] or call["prepare_only"] or first.interrupted or first.stopped or first.not_sent:
        return first
    error_outcomes = first.error_outcomes
    for r in range(1, repeats):
        out = first.run_dir / REPEATS_DIR / str(r)
        quiet = Console(stderr=True, quiet=True)  # one bucket table (repeat 0) is enough
        result = run_protocol(**{**call, "out": out, "console": quiet})
        error_outcomes += result.error_outcomes
        if result.interrupted or result.stopped or result.not_sent:
            return replace(result, run_dir=first.run_dir, error_outcomes=error_outcomes)
    if first.report_written:
        write_report(first.run_dir)  # again, now with the stability across the repeats
    return replace(first, error_outcomes=error_outcomes, repeats=repeats)


def with_concurrency(
    kind: Kind, name: str, options: Mapping[str, Any] | None, concurrency: int
) -> dict[str, Any]:
    """``options`` with ``concurrency`` set for a plug-in that declares that option and was not given it.

    One setting reaches every client: the run's worker threads, the generator's HTTP client
    and the LLM judge; an explicit plug-in option wins for that plug-in.
    """
    merged = dict(options or {})
    if registry.declares(kind, name, "concurrency"):
        merged.setdefault("concurrency", concurrency)
    return merged


def _check_numbers(concurrency: int, timeout_s: float | None) -> None:
    if isinstance(concurrency, bool) or not isinstance(concurrency, int) or concurrency < 1:
        raise HarnessError(f"concurrency must be a whole number >= 1, got {concurrency!r}", "pass e.g. 4")
    if timeout_s is not None and not timeout_s > 0:
        raise HarnessError(f"timeout must be positive, got {timeout_s!r}", "pass seconds, e.g. 120")


# What a kill between mkdir and the manifest can leave: the folder is started afresh.
_LEFTOVERS = frozenset({QUESTIONS, QUESTIONS + ".tmp", MANIFEST + ".tmp", LOCK_FILE})


def _check_prompt(template: PromptTemplate, corpus: Corpus, qset: QuestionSet, condition: str) -> None:
    """Render the prompt once without passages and once with one, so a bad template fails now."""
    if not qset.questions:
        return
    sample = corpus.passages[:1]
    shown = tuple(RetrievedPassage(p.id, p.document_id, p.text, 0.0, 1) for p in sample)
    for passages in ((), shown):
        template.render(qset.questions[0].text, passages, condition)  # type: ignore[arg-type]


def _refuse_foreign(path: Path) -> None:
    """Never write into a folder that holds something other than a run."""
    if (path / MANIFEST).is_file():
        return
    if path.exists() and (not path.is_dir() or any(p.name not in _LEFTOVERS for p in path.iterdir())):
        raise HarnessError(
            f"{path} exists and is not a run folder (no {MANIFEST}); refusing to write into it",
            "pass --out with a new or empty folder",
        )


def _prepare_folder(path: Path, manifest: RunManifest, qset: QuestionSet, *, write: bool) -> RunFolder:
    """Open a matching run folder to resume, or create a new one; refuse anything else."""
    folder = RunFolder(path)
    for name in (MANIFEST, QUESTIONS, folder.answers_path.name, folder.grades_path.name):
        if (path / name).is_symlink():  # a resume appends and repairs: never through a planted link
            raise refuse_link(path / name)
    if (path / MANIFEST).is_file():
        existing = folder.manifest()
        check_version(existing, path)
        check_resumable(existing, manifest, path)
        if folder.question_set().header.content_hash != qset.header.content_hash:
            raise HarnessError(
                f"{path}/{QUESTIONS} does not match the manifest", "rerun into a new --out folder"
            )
        return folder
    _refuse_foreign(path)
    if write:
        path.mkdir(parents=True, exist_ok=True)
        folder.write_question_set(qset)
        folder.write_manifest(manifest)  # last: a folder with a manifest is complete enough to resume
    return folder


def _ready_tail(report: bool, intervals: bool) -> None:
    """Import the grading and report code and load the report template ahead of their use; with
    ``intervals``, also what the report's bootstrap intervals need when they are not in the cache.

    Runs in the tail thread; ``run_protocol`` waits for that thread before it imports any of
    these itself (the report package's modules import each other in a cycle, which two threads
    entering at once can see half-made).
    """
    import harness.grade.runner
    import harness.report.render.terminal
    import harness.report.write  # noqa: F401

    if report:
        from harness.report.render.html import load_templates

        load_templates()
        if intervals:
            from harness.core.stats import prepare_bootstrap

            prepare_bootstrap()  # numpy, numpy.random, numpy.ma: a tenth of a second or more


def _waits_for_replies(generator: str) -> bool:
    """Whether ``generator`` is a client of a server (it takes a ``base_url``): its run waits for
    replies, which the tail thread's preparation can use, and its answers are seldom the same twice,
    so the report's intervals are seldom in the cache. An in-process generator's run has no such
    wait, and its answers repeat, so its intervals are read from the cache (and made only on a miss)."""
    return registry.declares("generator", generator, "base_url")


def run_protocol(
    corpus: Corpus | str = "nda-mini",
    *,
    data_dir: str | Path | None = None,
    split: str | None = None,
    questions: QuestionSet | str | Path | None = None,
    generator: str = "extractive",
    generator_options: Mapping[str, Any] | None = None,
    condition: str = "rag_always",
    gate_threshold: float | None = None,
    prompt: str = "default",
    concurrency: int = 4,
    timeout_s: float | None = 120.0,
    out: str | Path | None = None,
    grader: str | None = "reference",
    grader_options: Mapping[str, Any] | None = None,
    seed: int = 13,
    retry_errors: bool = False,
    stop_after_fatal: int | None = STOP_AFTER_FATAL,
    dry_run: bool = False,
    progress: bool = True,
    report: bool = True,
    console: Console | None = None,
    shard: str | None = None,
    prepare_only: bool = False,
    repeats: int = 1,
    limit: int | None = None,
) -> RunResult:
    """Answer every unanswered question of the protocol into ``out``; grade and report at the end.

    Rerunning with the same arguments on the same ``out`` folder resumes it: finished
    questions are never sent to the generator again. With ``retry_errors`` the questions whose
    answer carries a generator error are asked again (the new answer supersedes the old line).
    With ``shard`` (``"i/N"``) only the questions of shard i are answered (see
    ``harness.store.shards``); ``harness merge`` joins the N shard folders into one run.
    With ``prepare_only`` the folder is written (or checked) and nothing is asked: its
    requests can then go through a batch engine (``harness export-requests``).
    After ``stop_after_fatal`` consecutive identical fatal errors (a refused key, nothing
    listening) the run stops early, ungraded, with ``RunResult.stopped`` set.

    ``limit`` answers only that many questions, taken in turn from each stratum, as a run of its
    own (a smoke run; its question set is not the protocol's, so the gate compares it only with
    runs of the same limit).

    ``repeats`` > 1 answers the whole protocol that many times, all kept: repeat 0 in ``out``
    (what reports and gates read), the others as whole run folders in ``out/repeats/<r>``;
    the report then carries per-question stability and the gate a noise floor.
    """
    if isinstance(repeats, bool) or not isinstance(repeats, int) or repeats < 1:
        raise HarnessError(f"repeats must be a whole number >= 1, got {repeats!r}", "pass e.g. --repeats 3")
    if repeats > 1:
        call = {k: v for k, v in locals().items() if k != "repeats"}
        return _run_repeats(call, repeats)
    console = console or Console(stderr=True)
    _check_numbers(concurrency, timeout_s)
    cond = check_condition(condition, gate_threshold)
    part = parse_shard(shard) if shard is not None else None
    # Options are checked against the plug-in's declared types before anything is written,
    # dry run included; ``concurrency`` reaches every client that takes one.
    checked = registry.check_options(
        "generator", generator, with_concurrency("generator", generator, generator_options, concurrency)
    )
    options = plugin_options(checked)
    judge_options: dict[str, Any] = {}
    judge: Any = None
    if grader:
        judge_options = registry.check_options(
            "grader", grader, with_concurrency("grader", grader, grader_options, concurrency)
        )
        # Build the grader now so a bad name, option or missing key fails before a paid run, not after.
        judge = registry.create("grader", grader, **judge_options)[0]
    loaded = _load_corpus(corpus, data_dir, split)
    qset = _question_set(loaded, questions, seed)
    if limit is not None:
        qset = limited(qset, limit)
    template = load_prompt(prompt)
    _check_prompt(template, loaded, qset, cond)  # an undefined variable fails before any folder exists
    first = qset.questions[0].retrieval if qset.questions else RetrievalSettings()
    manifest = new_manifest(
        loaded,
        qset,
        generator=PluginSpec("generator", generator, options),
        condition=cond,
        prompt=prompt,
        prompt_hash=template.hash,
        retrieval=first,
        gate_threshold=gate_threshold,
        data_dir=str(Path(data_dir).resolve()) if data_dir is not None else None,
        shard=str(part) if part else None,
    )
    path = Path(out) if out is not None else default_out_dir(generator)
    _refuse_foreign(path)
    _prepare_folder(path, manifest, qset, write=False)  # checks only: nothing is written yet
    # Built before the folder is written: a plug-in that cannot start leaves no folder behind.
    # From the options as given: ``options`` (the manifest's) has a URL's password redacted.
    gen: Any = None if dry_run or prepare_only else registry.create("generator", generator, **checked)[0]
    with ExitStack() as held:
        if gen is not None:
            close = getattr(gen, "close", None)
            if callable(close):
                held.callback(close)
        if not dry_run:
            # One writer per folder, for the whole run: answering, grading and reporting.
            held.enter_context(run_folder_lock(path, command="run", create=True))
        folder = _prepare_folder(path, manifest, qset, write=not dry_run)
        if not dry_run and repair_answers(folder):
            console.print(
                f"[yellow]warning:[/] {folder.answers_path} ended in a torn line; that answer is redone"
            )
        if (path / MANIFEST).is_file():  # a dry run of a new folder has nothing to check
            check_records(folder)
        done = {a.question_id for a in folder.answers() if not (retry_errors and a.error is not None)}
        mine = part.select(qset.questions) if part else list(qset.questions)
        done &= {q.id for q in mine}
        pending = [q for q in mine if q.id not in done]
        passages = retrieval_sets(loaded, pending, cond, gate_threshold)
        if dry_run:
            rendered = (m for q in pending for m in template.render(q.text, passages[q.id], cond))
            chars = sum(len(m["content"]) for m in rendered)
            estimate = DryRunEstimate(
                len(pending), 2 * len(pending), chars, chars // CHARS_PER_TOKEN, _probe(generator, checked)
            )
            return RunResult(path, len(mine), len(done), 0, 0, False, dry_run=estimate)

        if prepare_only:
            return RunResult(path, len(mine), len(done), 0, 0, False)
        settings = AnswerSettings(template, cond, timeout_s)
        # While the requests are in flight, a thread readies the grading and the report.
        warm = judge if grader and grades_locally(grader) else None
        alone = getattr(warm, "grades_each_alone", None)
        pregrade = callable(alone) and bool(alone(pending))
        intervals = _waits_for_replies(generator)
        tail = TailPreparer(warm, loaded, prepare=lambda: _ready_tail(report, intervals), pregrade=pregrade)
        if grader:
            tail.start()

        def answer(q: Question) -> Answer:
            reply = answer_question(gen, q, passages[q.id], settings, loaded)
            tail.offer(q, reply)
            return reply

        with folder.append_answers() as appender:
            loop = answer_all(
                pending,
                answer,
                appender,
                concurrency=concurrency,
                progress=progress,
                console=console,
                stop_after_fatal=stop_after_fatal,
            )
        answers = folder.answers()
        result = RunResult(
            run_dir=path,
            total=len(mine),
            already_answered=len(done),
            answered_now=loop.answered,
            errors=sum(a.error is not None for a in answers),
            interrupted=loop.interrupted,
            not_sent=loop.not_sent,
            not_sent_reason=loop.not_sent_reason,
            stopped=loop.stopped,
            stop_why=loop.stop_why,
            stop_fix=loop.stop_fix,
        )
        if loop.interrupted or loop.stopped or len(answers) < len(mine):
            tail.cancel()
            return result
        # Before importing what the thread imports: two threads importing the report package's
        # modules at once can meet inside its import cycle and see a half-made module.
        tail.finish()
        # Imported here: grading and reporting read run folders, so they import harness.run.
        from harness.grade.runner import grade_run
        from harness.report.write import write_report

        graded_by = None
        error_outcomes = result.errors
        if grader:
            grades = grade_run(path, grader, corpus=loaded, pregraded=tail.graded(), **judge_options)
            graded_by = grader
            errored = {a.question_id for a in answers if a.error is not None}
            error_outcomes = len(errored | {g.question_id for g in grades if g.error is not None})
        written = False
        if report and graded_by:
            write_report(path)
            written = True
        if graded_by:
            from harness.report.render.terminal import print_summary

            print_summary(folder, graded_by, console)
        return RunResult(
            **{
                **result.__dict__,
                "graded_by": graded_by,
                "report_written": written,
                "error_outcomes": error_outcomes,
            }
        )


# --------------------------------------------------------------------------- importing a user's run


@dataclass(frozen=True)
class ImportResult:
    """The outcome of ``import_run``."""

    run_dir: Path
    records: int
    has_gold: bool
    graded_by: str | None
    report_written: bool


def _import_protocol(questions: QuestionSet | str | Path | None, corpus: Corpus | None) -> QuestionSet | None:
    """The protocol imported records join: a question set, a file, or ``"protocol"`` (the corpus's)."""
    if questions is None or isinstance(questions, QuestionSet):
        return questions
    if str(questions) == "protocol":
        if corpus is None:
            raise HarnessError(
                "--questions protocol needs the corpus whose protocol it is",
                "add --corpus NAME (and --corpus-split), or pass a question-set file",
            )
        return default_question_set(corpus)
    return read_question_set(Path(questions))


def import_run(
    source: str | Path,
    out: str | Path,
    *,
    format: str | None = None,
    mapping: Mapping[str, Any] | None = None,
    corpus: Corpus | str | None = None,
    data_dir: str | Path | None = None,
    corpus_split: str | None = None,
    split: str | None = None,
    config: str | None = None,
    revision: str | None = None,
    grader: str | None = "auto",
    grader_options: Mapping[str, Any] | None = None,
    console: Console | None = None,
    questions: QuestionSet | str | Path | None = None,
    preset: str | None = None,
) -> ImportResult:
    """Import a user's records as a run folder at ``out``, then grade it and write its report.

    ``source`` is a ``.jsonl``/``.json``/``.csv``/``.parquet`` file or ``hf:NAME`` (a Hugging Face
    dataset id or local dataset folder; ``split``, ``config``, ``revision`` pick it). ``mapping``
    maps the record fields (``RecordMapping``). ``corpus`` binds the passages to a registered
    corpus; without it the run carries its own. ``grader="auto"`` grades by ``reference`` when
    the records carry gold and by ``heuristic`` when not; ``None`` leaves the run ungraded.
    ``questions`` (a question-set file, or ``"protocol"`` for ``corpus``'s default protocol) joins
    the records to their protocol questions by id. ``preset`` reads another tool's records
    (``harness.interop.presets``: ragas, deepeval, inspect, csv). Nothing is written unless every
    record is good.
    """
    from harness.store.import_sources import RecordMapping, detect_format, read_rows
    from harness.store.importer import check_out, checked_records, write_imported_run

    out_path = Path(out)
    check_out(out_path)
    loaded = _load_corpus(corpus, data_dir, corpus_split) if corpus is not None else None
    protocol = _import_protocol(questions, loaded)
    if preset is not None:
        from harness.interop.presets import read_preset

        rows, info, preset_mapping = read_preset(preset, str(source))
        record_mapping = RecordMapping.from_dict({**preset_mapping, **(mapping or {})}, "--mapping")
    else:
        fmt = detect_format(str(source), format)
        record_mapping = RecordMapping.from_dict(mapping or {}, "--mapping")
        rows, info = read_rows(str(source), fmt, split=split, config=config, revision=revision)
    records = checked_records(rows, record_mapping, protocol=protocol)
    has_gold = protocol is not None or records[0].gold_answer is not None
    chosen = grader
    if grader == "auto":
        chosen = "reference" if has_gold else "heuristic"
    if chosen is not None:
        if chosen == "reference" and not has_gold:
            raise HarnessError(
                "the records carry no gold_answer, and the reference grader grades against gold",
                "import with --grader heuristic or --grader llm, or add gold_answer to every record",
            )
        registry.create("grader", chosen, **dict(grader_options or {}))  # a bad name fails before writing
    imported = write_imported_run(
        records,
        info,
        out_path,
        corpus=loaded,
        data_dir=None if data_dir is None else str(data_dir),
        protocol=protocol,
    )
    if chosen is None:
        return ImportResult(imported.run_dir, imported.records, has_gold, None, False)
    from harness.grade.runner import grade_run
    from harness.report.write import write_report

    grade_run(out_path, chosen, corpus=imported.corpus, **dict(grader_options or {}))
    write_report(out_path)
    if console is not None:
        from harness.report.render.terminal import print_summary

        print_summary(RunFolder.open(out_path), chosen, console)
    return ImportResult(imported.run_dir, imported.records, has_gold, chosen, True)
