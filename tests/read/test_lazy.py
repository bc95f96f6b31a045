"""LazyPattern compiles on first use and behaves as the compiled pattern."""

from __future__ import annotations

import re

from harness.read.lazy import lazy


def test_compiles_only_when_used() -> None:
    pattern = lazy(r"\bdays?\b", re.I)
    assert pattern._compiled is None
    assert pattern.search("thirty Days") is not None
    assert pattern._compiled is not None


def test_methods_match_re() -> None:
    pattern = lazy(r"(\d+)")
    text = "1 and 22"
    assert pattern.findall(text) == ["1", "22"]
    assert [m.group(1) for m in pattern.finditer(text)] == ["1", "22"]
    assert pattern.sub("#", text) == "# and #"
    assert pattern.sub("#", text, count=1) == "# and 22"
    assert pattern.split(text) == re.split(r"(\d+)", text)
    assert pattern.fullmatch("12") is not None and pattern.match("x1") is None
    assert pattern.pattern == r"(\d+)"
