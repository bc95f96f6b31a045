"""``merge_shards``: N shard folders of one run (``harness run --shard i/N``) into one run folder.

Refused, with one line naming what differs, unless every shard is the same run (the identity
fields a resume checks: harness version, corpus and its fingerprint, question set, seed,
generator and its settings, condition, prompt hash, retrieval), the shards are 1/N .. N/N once
each, every answer lies in its own shard and the answers cover the question set exactly once.
Grades are carried over for each grader every shard has with the same spec. The merged folder
is written under its writer lock, a marker first (``merge.json``: the shard folders and the
manifest this merge writes), its manifest last, so a killed merge leaves no run folder. Only a
folder whose marker names this very merge is written again: a rerun of a merge killed before its
manifest was in place writes it again (temp files of the killed one included), and a rerun after
the manifest was in place only lets the caller write the reports. Any other folder with files
in it (another run, even one with the same manifest, or another merge) is refused.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from harness.core.errors import HarnessError
from harness.core.io import iter_jsonl, read_utf8, to_dict, write_jsonl, write_text_atomic
from harness.core.records import Answer, Grade, PluginSpec, RunManifest
from harness.questions.qset import write_question_set
from harness.store.folder import GRADES, MANIFEST, QUESTIONS, RunFolder
from harness.store.lock import LOCK_FILE, held_elsewhere, run_folder_lock
from harness.store.manifest import identity_differences
from harness.store.shards import Shard, check_cover, parse_shard

SHOWN = 5
MARKER = "merge.json"
"""Written first into the merged folder: which merge this folder is (its shards and manifest)."""
_FRESH = frozenset({LOCK_FILE, MARKER + ".tmp"})
"""What a folder may hold before a merge has written its marker (a killed merge's stale lock)."""
_OWN_FILES = frozenset(
    {
        *(
            name + tail
            for name in (QUESTIONS, "answers.jsonl", GRADES, MANIFEST, MARKER)
            for tail in ("", ".tmp")
        ),
        LOCK_FILE,
    }
)
"""What a merge leaves (its temp files included): with its own marker, it may be merged into again."""


@dataclass(frozen=True)
class MergeResult:
    """What ``merge_shards`` wrote."""

    run_dir: Path
    shards: int
    answers: int
    graders: tuple[str, ...]
    dropped_graders: tuple[str, ...]
    """Graders only some shards have (or with other options there): not carried over."""


def _open_shard(path: Path) -> tuple[RunFolder, Shard]:
    if held_elsewhere(path):
        raise HarnessError(
            f"{path} is still being written by another harness process",
            "wait for that shard's run to finish, then merge",
        )
    folder = RunFolder.open(path)
    manifest = folder.manifest()
    if manifest.shard is None:
        raise HarnessError(
            f"{path} is a whole run, not a shard (its manifest has no shard)",
            "merge only folders written by `harness run --shard i/N`",
        )
    if folder.question_set().header.content_hash != manifest.question_set_hash:
        raise HarnessError(
            f"{path}/{QUESTIONS} does not match its manifest's question-set hash",
            "restore the shard's questions.jsonl or rerun the shard into a new folder",
        )
    return folder, parse_shard(manifest.shard)


def _shown(ids: Sequence[str]) -> str:
    return ", ".join(ids[:SHOWN]) + (" ..." if len(ids) > SHOWN else "")


def _check_same_run(folders: Sequence[tuple[RunFolder, Shard]]) -> RunManifest:
    first, first_shard = folders[0]
    base = first.manifest()
    for folder, shard in folders[1:]:
        differ = identity_differences(base, folder.manifest(), ignore=frozenset({"shard"}))
        if differ:
            raise HarnessError(
                f"shard {shard} ({folder.path}) is not the same run as shard {first_shard} "
                f"({first.path}): {'; '.join(differ)}",
                "merge shards made by one `harness run` command that differs only in --shard and --out",
            )
    check_cover([shard for _, shard in folders])
    return base


def _answers(folders: Sequence[tuple[RunFolder, Shard]], question_ids: Sequence[str]) -> list[Answer]:
    by_id: dict[str, Answer] = {}
    for folder, shard in folders:
        for answer in folder.answers():
            if not shard.holds(answer.question_id):
                raise HarnessError(
                    f"{folder.path} (shard {shard}) holds an answer to {answer.question_id!r}, "
                    "a question of another shard",
                    "rerun that shard into a new folder; its answers.jsonl was mixed with another run's",
                )
            by_id[answer.question_id] = answer
    missing = [q for q in question_ids if q not in by_id]
    if missing:
        open_shards = sorted({str(s) for f, s in folders if any(s.holds(q) for q in missing)})
        raise HarnessError(
            f"the shards leave {len(missing)} question(s) unanswered ({_shown(missing)}) in shard(s) "
            f"{', '.join(open_shards)}",
            "resume those shards (rerun their `harness run --shard i/N --out DIR` command), then merge",
        )
    return [by_id[q] for q in question_ids]


def _grades(
    folders: Sequence[tuple[RunFolder, Shard]], answers: Sequence[Answer]
) -> tuple[dict[str, PluginSpec], list[Grade], list[str]]:
    """Graders every shard has with one spec and a grade for every answer; the rest are dropped."""
    answered = {a.question_id for a in answers}
    specs = [folder.manifest().graders for folder, _ in folders]
    names = sorted({name for spec in specs for name in spec})
    kept = {n: specs[0][n] for n in names if all(s.get(n) == specs[0].get(n) for s in specs)}
    grades: list[Grade] = []
    for folder, _ in folders:
        if folder.grades_path.exists():
            grades += [g for g in iter_jsonl(folder.grades_path, Grade) if g.grader in kept]
    for name in list(kept):
        if {g.question_id for g in grades if g.grader == name} != answered:
            del kept[name]
    grades = [g for g in grades if g.grader in kept]
    order = {q: i for i, q in enumerate(a.question_id for a in answers)}
    grades.sort(key=lambda g: (g.grader, order[g.question_id]))
    return kept, grades, [n for n in names if n not in kept]


def _marker(shard_dirs: Sequence[Path], manifest: RunManifest) -> str:
    return json.dumps(
        {"shards": [str(p.resolve()) for p in shard_dirs], "manifest": to_dict(manifest)},
        indent=2,
        sort_keys=True,
    )


def _is_this_merge(out: Path, marker: str) -> bool:
    """``out`` holds this very merge (same shards, same manifest), finished or not."""
    path = out / MARKER
    if not path.is_file() or path.is_symlink():
        return False
    try:
        return json.loads(read_utf8(path)) == json.loads(marker)
    except (HarnessError, OSError, ValueError):
        return False


def _done_before(out: Path, manifest: RunManifest, marker: str) -> bool:
    """``out`` holds this very merge, whole (its manifest is written last): a rerun only finishes it."""
    if not _is_this_merge(out, marker) or not (out / MANIFEST).is_file():
        return False
    try:
        return to_dict(RunFolder(out).manifest()) == to_dict(manifest)
    except HarnessError:
        return False


def _check_target(out: Path, marker: str) -> None:
    """``out`` is new, empty, or this merge's own unfinished folder; else refused."""
    if out.exists() and not out.is_dir():
        raise HarnessError(
            f"{out} exists and is not a folder; refusing to write into it", "merge into a new --out folder"
        )
    if not out.exists():
        return
    names = {p.name for p in out.iterdir()}
    if names <= _FRESH or (names <= _OWN_FILES and _is_this_merge(out, marker)):
        return
    if MANIFEST in names:
        raise HarnessError(f"{out} already holds a run", "merge into a new --out folder")
    raise HarnessError(
        f"{out} exists and is not an empty folder; refusing to write into it",
        "merge into a new --out folder",
    )


def merge_shards(shard_dirs: Sequence[Path | str], out: Path | str) -> MergeResult:
    """Join the shard folders into the run folder ``out`` (see the module docstring)."""
    if not shard_dirs:
        raise HarnessError("no shard folders given", "pass the N folders of `harness run --shard i/N`")
    out = Path(out)
    paths = [Path(p) for p in shard_dirs]
    if any(p.resolve() == out.resolve() for p in paths):
        raise HarnessError(f"{out} is one of the shards", "merge into a new --out folder")
    folders = [_open_shard(p) for p in paths]
    base = _check_same_run(folders)
    qset = folders[0][0].question_set()
    answers = _answers(folders, [q.id for q in qset.questions])
    graders, grades, dropped = _grades(folders, answers)
    created = min(folder.manifest().created_at for folder, _ in folders)
    primary = base.primary_grader if base.primary_grader in graders else (min(graders) if graders else None)
    manifest = replace(base, shard=None, created_at=created, graders=graders, primary_grader=primary)
    result = MergeResult(out, len(folders), len(answers), tuple(sorted(graders)), tuple(dropped))
    marker = _marker(paths, manifest)
    if _done_before(out, manifest, marker):
        return result  # killed after its manifest (before its reports): the caller writes those
    _check_target(out, marker)
    with run_folder_lock(out, command="merge", create=True):
        if _done_before(out, manifest, marker):
            return result
        _check_target(out, marker)
        merged = RunFolder(out)
        write_text_atomic(out / MARKER, marker + "\n")  # first: a rerun knows its own folder
        write_question_set(out / QUESTIONS, qset)
        write_jsonl(merged.answers_path, answers)
        if grades:
            write_jsonl(merged.grades_path, grades)
        else:
            (out / GRADES).unlink(missing_ok=True)
        merged.write_manifest(manifest)  # last: a folder with a manifest is a complete run
    return result
