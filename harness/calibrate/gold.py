"""The gold-pass CSV: one human label per question id on the five rubric axes.

A gold file has the columns ``question_id, labeler, factuality, citation_exists,
citation_supports, refusal_quality, extra_claim_count, notes``; an empty cell means n/a.
Extra columns (the context columns of a spreadsheet template) are allowed and ignored.
Rows whose five label cells are all empty are unlabeled template rows: skipped on read.
"""

from __future__ import annotations

import csv
import io
import os
import sys
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from harness.core.errors import HarnessError
from harness.core.io import write_text_atomic
from harness.core.records import FACTUALITY_BUCKETS, Factuality

GOLD_COLUMNS: tuple[str, ...] = (
    "question_id",
    "labeler",
    "factuality",
    "citation_exists",
    "citation_supports",
    "refusal_quality",
    "extra_claim_count",
    "notes",
)
LABEL_COLUMNS: tuple[str, ...] = (
    "factuality",
    "citation_exists",
    "citation_supports",
    "refusal_quality",
    "extra_claim_count",
)
_TRUE = frozenset({"yes", "y", "true", "t", "1"})
_FALSE = frozenset({"no", "n", "false", "f", "0"})
_NA = frozenset({"", "n/a", "na"})
_MAX_LISTED = 20


@dataclass(frozen=True)
class GoldRow:
    """One labeler's five axes for one answer (None is n/a)."""

    question_id: str
    labeler: str
    factuality: Factuality
    citation_exists: bool | None
    citation_supports: bool | None
    refusal_quality: int | None
    extra_claim_count: int
    notes: str = ""


@dataclass(frozen=True)
class GoldFile:
    """A read gold file: its labeled rows and the ids of rows still left unlabeled."""

    rows: tuple[GoldRow, ...]
    unlabeled: tuple[str, ...]


# --------------------------------------------------------------------------- cells


def _bool_cell(raw: str) -> bool | None:
    value = raw.strip().lower()
    if value in _NA:
        return None
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ValueError(f"{raw!r} is not yes, no or empty (n/a)")


def _int_cell(raw: str, low: int, high: int | None) -> int:
    value = raw.strip()
    try:
        number = float(value)  # spreadsheets may save 2 as "2.0"
    except ValueError:
        raise ValueError(f"{raw!r} is not a whole number") from None
    if not number.is_integer():
        raise ValueError(f"{raw!r} is not a whole number")
    result = int(number)
    if result < low or (high is not None and result > high):
        span = f"{low}-{high}" if high is not None else f">= {low}"
        raise ValueError(f"{result} is outside {span}")
    return result


def format_bool(value: bool | None) -> str:
    return "" if value is None else ("yes" if value else "no")


def format_int(value: int | None) -> str:
    return "" if value is None else str(value)


def _parse_row(cells: dict[str, str], where: str, problems: list[str]) -> GoldRow | None:
    """Parse one labeled row; append ``<where>, <column>: <what>`` per bad cell to ``problems``."""
    before = len(problems)

    def bad(column: str, message: str) -> None:
        problems.append(f"{where}, {column}: {message}")

    qid = cells["question_id"].strip()
    if not qid:
        bad("question_id", "empty")
    factuality = cells["factuality"].strip().lower()
    if factuality not in FACTUALITY_BUCKETS:
        bad("factuality", f"{cells['factuality']!r} is not one of {', '.join(FACTUALITY_BUCKETS)}")
    parsed: dict[str, object] = {}
    for column in ("citation_exists", "citation_supports"):
        try:
            parsed[column] = _bool_cell(cells[column])
        except ValueError as exc:
            bad(column, str(exc))
    quality_raw = cells["refusal_quality"].strip()
    quality: int | None = None
    quality_given = quality_raw.lower() not in _NA
    if quality_given:
        try:
            quality = _int_cell(quality_raw, 0, 3)
        except ValueError as exc:
            bad("refusal_quality", str(exc))
    claims = 0
    try:
        claims = _int_cell(cells["extra_claim_count"], 0, None)
    except ValueError as exc:
        bad("extra_claim_count", str(exc) if cells["extra_claim_count"].strip() else "empty (need 0 or more)")
    # The rubric's own n/a rules: quality only for refusals, support never for refusals.
    if factuality == "refused":
        if not quality_given:
            bad("refusal_quality", "empty, but a refusal needs a refusal_quality of 0-3")
        if parsed.get("citation_supports") is not None:
            bad("citation_supports", "must be empty (n/a) for a refusal")
    elif factuality in FACTUALITY_BUCKETS and quality is not None:
        bad("refusal_quality", f"must be empty (n/a) when factuality is {factuality}")
    if len(problems) > before:
        return None
    return GoldRow(
        question_id=qid,
        labeler=cells["labeler"].strip(),
        factuality=factuality,  # type: ignore[arg-type]  # checked against FACTUALITY_BUCKETS above
        citation_exists=parsed["citation_exists"],  # type: ignore[arg-type]
        citation_supports=parsed["citation_supports"],  # type: ignore[arg-type]
        refusal_quality=quality,
        extra_claim_count=claims,
        notes=cells["notes"].strip(),
    )


# --------------------------------------------------------------------------- read


def _raise_problems(path: Path, problems: Sequence[str]) -> None:
    listed = "; ".join(problems[:_MAX_LISTED])
    more = f"; and {len(problems) - _MAX_LISTED} more" if len(problems) > _MAX_LISTED else ""
    raise HarnessError(
        f"{path}: {len(problems)} bad value(s): {listed}{more}",
        "correct the named cells (rows count as in a spreadsheet, the header is row 1) and import again",
    )


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""A cell starting with one of these is a formula to a spreadsheet (CSV injection, OWASP)."""


def csv_safe(cell: str) -> str:
    """A cell a spreadsheet shows as text: a leading formula character gets an apostrophe."""
    return "'" + cell if cell.startswith(FORMULA_STARTS) else cell


def csv_unsafe(cell: str) -> str:
    """The value :func:`csv_safe` wrote (a spreadsheet that kept the apostrophe gives it back too)."""
    return cell[1:] if cell.startswith("'") and cell[1:].startswith(FORMULA_STARTS) else cell


def _allow_large_fields() -> None:
    """An answer or passage cell may be far over the csv module's 128 KiB field limit."""
    limit = sys.maxsize
    while True:
        try:
            csv.field_size_limit(limit)
            return
        except OverflowError:  # a C long narrower than Py_ssize_t (Windows)
            limit //= 2


def load_gold(path: Path | str) -> GoldFile:
    """Read and validate a gold file (or a filled-in template); every bad cell is named."""
    path = Path(path)
    _allow_large_fields()
    if not path.is_file():
        raise HarnessError(f"{path}: no such gold file", "label with `harness label RUN_DIR --out FILE`")
    with path.open(encoding="utf-8-sig", newline="") as fh:  # -sig: spreadsheets often add a BOM
        reader = csv.DictReader(fh)
        header = [name.strip() for name in (reader.fieldnames or [])]
        missing = [c for c in GOLD_COLUMNS if c not in header]
        if missing:
            raise HarnessError(
                f"{path}: missing column(s) {', '.join(missing)}",
                f"the header must name {', '.join(GOLD_COLUMNS)} (other columns are ignored)",
            )
        reader.fieldnames = header
        problems: list[str] = []
        rows: list[GoldRow] = []
        unlabeled: list[str] = []
        first_row: dict[str, int] = {}
        for number, record in enumerate(reader, start=2):
            if None in record:
                problems.append(f"row {number}: more cells than header columns")
                continue
            cells = {c: csv_unsafe(record.get(c) or "") for c in GOLD_COLUMNS}
            qid = cells["question_id"].strip()
            if qid in first_row:
                problems.append(f"row {number}, question_id: {qid!r} repeats row {first_row[qid]}")
                continue
            if qid:
                first_row[qid] = number
            if qid and not any(cells[c].strip() for c in LABEL_COLUMNS):
                unlabeled.append(qid)
                continue
            row = _parse_row(cells, f"row {number}", problems)
            if row is not None:
                rows.append(row)
    if problems:
        _raise_problems(path, problems)
    return GoldFile(tuple(rows), tuple(unlabeled))


def load_labeled(path: Path | str) -> GoldFile:
    """:func:`load_gold` for a file ``harness label`` appends to: an unterminated last row that does
    not read as a label (a kill while it was written) is dropped with a warning, the rest is read."""
    path = Path(path)
    data = path.read_bytes()
    if data and not data.endswith(b"\n"):
        try:
            whole = not load_gold(path).unlabeled
        except HarnessError:
            whole = False
        if not whole:
            cut = data.rfind(b"\n") + 1
            with path.open("r+b") as fh:
                fh.truncate(cut)
            warnings.warn(
                f"{path}: the last row was cut off ({len(data) - cut} bytes; a kill while it was "
                "written); it is dropped and that answer is labeled again",
                stacklevel=2,
            )
    return load_gold(path)


def read_gold(path: Path | str) -> list[GoldRow]:
    """The labeled rows of a gold file (unlabeled template rows are left out)."""
    return list(load_gold(path).rows)


# --------------------------------------------------------------------------- write


def gold_cells(row: GoldRow) -> list[str]:
    return [
        row.question_id,
        row.labeler,
        row.factuality,
        format_bool(row.citation_exists),
        format_bool(row.citation_supports),
        format_int(row.refusal_quality),
        str(row.extra_claim_count),
        row.notes,
    ]


def write_csv_atomic(path: Path, header: Sequence[str], rows: Iterable[Sequence[str]]) -> None:
    """Write a CSV through a temp file and a rename, so a crash never leaves half a file."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(header)
    writer.writerows([csv_safe(cell) for cell in row] for row in rows)
    write_text_atomic(path, buffer.getvalue())


def refuse_existing(path: Path) -> None:
    if path.exists():
        raise HarnessError(
            f"{path} already exists and would be overwritten", "choose another --out or move the file away"
        )


def write_gold(path: Path | str, rows: Sequence[GoldRow], *, overwrite: bool = False) -> None:
    """Write a gold file; an existing file is kept unless ``overwrite``."""
    path = Path(path)
    if not overwrite:
        refuse_existing(path)
    write_csv_atomic(path, GOLD_COLUMNS, (gold_cells(r) for r in rows))


class GoldAppender:
    """Appends gold rows one at a time, flushed and fsynced, so labeling can stop at any row."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        fresh = not self.path.exists() or self.path.stat().st_size == 0
        if not fresh:
            data = self.path.read_bytes()
            first = data.split(b"\n", 1)[0].decode("utf-8-sig").strip()
            if [c.strip() for c in first.split(",")] != list(GOLD_COLUMNS):
                raise HarnessError(
                    f"{self.path} is not a gold file written by `harness label` (its header differs)",
                    "label into a new --out file; fill a template in a spreadsheet instead",
                )
            if not data.endswith(b"\n"):
                raise HarnessError(
                    f"{self.path}: the last row was cut off (no line end)",
                    "delete the incomplete last line and label again; that answer will be asked again",
                )
        self._fh = self.path.open("a", encoding="utf-8", newline="")
        self._writer = csv.writer(self._fh, lineterminator="\n")
        if fresh:
            self._writer.writerow(GOLD_COLUMNS)
            self._sync()

    def _sync(self) -> None:
        self._fh.flush()
        os.fsync(self._fh.fileno())

    def append(self, row: GoldRow) -> None:
        self._writer.writerow([csv_safe(cell) for cell in gold_cells(row)])
        self._sync()

    def close(self) -> None:
        self._fh.close()

    def __enter__(self) -> GoldAppender:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
