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


def test_required_literals_skip_the_engine_and_stop_when_they_never_do() -> None:
    from harness.read import lazy as lazy_module

    pattern = lazy(r"\bright\s+away\b", re.I)
    assert pattern.needs  # "right" or "away" is in every match
    assert pattern.search("Do it at once.") is None and pattern._skipped == 1
    assert pattern.sub("-", "Not here.") == "Not here." and pattern.split("a b") == ["a b"]
    assert pattern.search("Right  away!") is not None
    assert [m.group() for m in pattern.finditer("right away, RIGHT AWAY")] == ["right away", "RIGHT AWAY"]
    common = lazy(r"\bthe\s+end\b")
    texts = [f"the ending of story {i}" for i in range(lazy_module.REVIEW_AFTER)]
    assert [common.search(t) for t in texts] == [None] * len(texts)
    assert common.needs == ()  # "the" and "end" were in every text: the test spared nothing
    assert common.search("the story is at the end").group() == "the end"
