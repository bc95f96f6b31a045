"""The gold CSV: round trip, validation naming row and column, unlabeled rows, safe appends."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.calibrate.gold import GOLD_COLUMNS, GoldAppender, GoldRow, load_gold, read_gold, write_gold
from harness.core.errors import HarnessError

HEADER = ",".join(GOLD_COLUMNS)


def rows() -> list[GoldRow]:
    return [
        GoldRow("q001", "ann", "correct", True, True, None, 0, "fine, clear"),
        GoldRow("q002", "ann", "refused", None, None, 3, 0, ""),
        GoldRow("q003", "ann", "wrong", False, False, None, 2, 'says "no"'),
    ]


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "gold.csv"
    write_gold(path, rows())
    assert read_gold(path) == rows()
    assert path.read_text().splitlines()[0] == HEADER
    # n/a is written as an empty cell
    assert path.read_text().splitlines()[2] == "q002,ann,refused,,,3,0,"


def test_write_refuses_to_overwrite(tmp_path: Path) -> None:
    path = tmp_path / "gold.csv"
    write_gold(path, rows())
    with pytest.raises(HarnessError, match="already exists"):
        write_gold(path, rows()[:1])
    assert len(read_gold(path)) == 3


def test_spreadsheet_spellings_are_accepted(tmp_path: Path) -> None:
    path = tmp_path / "gold.csv"
    # BOM, extra context column, YES/n/a/2.0 spellings, stray spaces
    path.write_text(
        "\ufeffquestion_id,question," + ",".join(GOLD_COLUMNS[1:]) + "\n"
        "q1,Is it?,bob, Correct ,YES,true,n/a,2.0,\n"
        "q2,Is it?,bob,refused,,,1,0,calm\n",
        encoding="utf-8",
    )
    got = read_gold(path)
    assert got == [
        GoldRow("q1", "bob", "correct", True, True, None, 2, ""),
        GoldRow("q2", "bob", "refused", None, None, 1, 0, "calm"),
    ]


def test_bad_values_are_named_with_row_and_column_in_one_error(tmp_path: Path) -> None:
    path = tmp_path / "gold.csv"
    path.write_text(
        HEADER + "\n"
        "q1,ann,correct,yes,yes,,0,\n"  # row 2: fine
        "q2,ann,corect,yes,yes,,0,\n"  # row 3: factuality typo
        "q3,ann,wrong,maybe,yes,,-1,\n"  # row 4: bad bool, negative count
        "q4,ann,refused,,,,0,\n"  # row 5: refusal without quality
        "q5,ann,correct,yes,yes,2,0,\n"  # row 6: quality on a non-refusal
        "q6,ann,refused,,yes,7,0,\n"  # row 7: quality out of range, supports on a refusal
        "q1,ann,correct,yes,yes,,0,\n"  # row 8: repeated id
        "q7,ann,correct,yes,yes,,,\n",  # row 9: claim count missing
    )
    with pytest.raises(HarnessError) as info:
        read_gold(path)
    message = str(info.value)
    for expected in (
        "row 3, factuality: 'corect' is not one of",
        "row 4, citation_exists: 'maybe' is not yes, no or empty",
        "row 4, extra_claim_count: -1 is outside",
        "row 5, refusal_quality: empty, but a refusal needs",
        "row 6, refusal_quality: must be empty (n/a) when factuality is correct",
        "row 7, refusal_quality: 7 is outside 0-3",
        "row 7, citation_supports: must be empty (n/a) for a refusal",
        "row 8, question_id: 'q1' repeats row 2",
        "row 9, extra_claim_count: empty",
    ):
        assert expected in message
    assert "row 2" not in message.replace("repeats row 2", "")
    assert "9 bad value(s)" in message


def test_missing_column_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "gold.csv"
    path.write_text("question_id,labeler,factuality\nq1,ann,correct\n")
    with pytest.raises(HarnessError, match=r"missing column.*citation_exists"):
        read_gold(path)


def test_unlabeled_template_rows_are_skipped(tmp_path: Path) -> None:
    path = tmp_path / "gold.csv"
    path.write_text(HEADER + "\nq1,ann,correct,yes,yes,,0,\nq2,ann,,,,,,\n")
    loaded = load_gold(path)
    assert [r.question_id for r in loaded.rows] == ["q1"]
    assert loaded.unlabeled == ("q2",)


def test_appender_writes_header_once_and_flushes_each_row(tmp_path: Path) -> None:
    path = tmp_path / "gold.csv"
    first, second, third = rows()
    with GoldAppender(path) as appender:
        appender.append(first)
        # readable while the appender is still open: each row is flushed
        assert read_gold(path) == [first]
    with GoldAppender(path) as appender:
        appender.append(second)
        appender.append(third)
    assert read_gold(path) == rows()
    assert path.read_text().count("question_id") == 1


def test_appender_refuses_a_cut_off_file_and_a_foreign_header(tmp_path: Path) -> None:
    torn = tmp_path / "torn.csv"
    torn.write_text(HEADER + "\nq1,ann,corr")
    with pytest.raises(HarnessError, match="cut off"):
        GoldAppender(torn)
    foreign = tmp_path / "foreign.csv"
    foreign.write_text("question_id,question,labeler\n")
    with pytest.raises(HarnessError, match="header differs"):
        GoldAppender(foreign)
