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


def test_answers_per_text_are_remembered_and_never_shared_mutably(monkeypatch) -> None:
    from harness.read import lazy as lazy_module

    pattern = lazy(r"(\d+) days?", re.I)
    text = "within 30 days or 2 DAYS"
    first = (pattern.search(text), pattern.match(text), pattern.fullmatch(text))
    assert first[0].group(1) == "30" and first[1] is None and first[2] is None

    class Counting:  # the engine, counting the calls that reach it
        def __init__(self, compiled: re.Pattern[str]) -> None:
            self.compiled, self.calls = compiled, 0

        def __getattr__(self, name: str):
            self.calls += 1
            return getattr(self.compiled, name)

    engine = Counting(pattern.compiled)
    monkeypatch.setattr(pattern, "_compiled", engine)
    assert (pattern.search(text), pattern.match(text), pattern.fullmatch(text)) == first
    found = pattern.findall(text)
    assert found == ["30", "2"] and engine.calls == 1  # only findall was new
    found.append("mutated")  # a caller's list is its own
    assert pattern.findall(text) == ["30", "2"]
    assert (
        [m.group(0) for m in pattern.finditer(text)]
        == ["30 days", "2 DAYS"]
        == [m.group(0) for m in pattern.finditer(text)]
    )
    assert engine.calls == 2
    assert pattern.search(text, 10).group(1) == "2" and engine.calls == 3  # with a position: not kept
    assert pattern.sub("N", text) == pattern.sub("N", text) == "within N or N"
    assert pattern.subn("N", text, 1) == ("within N or 2 DAYS", 1) and engine.calls == 5
    assert pattern.split(text) == pattern.split(text) == ["within ", "30", " or ", "2", ""]
    parts = pattern.split(text)
    parts.clear()
    assert pattern.split(text, 1) == ["within ", "30", " or 2 DAYS"] and engine.calls == 7
    assert pattern.sub(lambda m: m.group(1), text) == "within 30 or 2" and engine.calls == 8
    assert pattern.sub(lambda m: "x", text) == "within x or x" and engine.calls == 9  # a function: not kept
    long = "x " * lazy_module.MEMO_TEXT + text  # a passage: read once, not kept
    assert pattern.search(long).group(1) == "30" and pattern.findall(long) == ["30", "2"]
    assert long not in pattern._searched and long not in pattern._found_all
    monkeypatch.setattr(lazy_module, "MEMO_SIZE", 2)
    for n in range(5):
        assert pattern.search(f"{n} day").group(1) == str(n)
    assert len(pattern._searched) <= 2


def test_search_any_is_any_search_remembered_per_list_and_text() -> None:
    from harness.read.lazy import search_any

    patterns = (lazy(r"\bcannot\s+answer\b", re.I), lazy(r"\bno\s+(?:\w+\s+)?clause\b", re.I), lazy(r"^\W*$"))
    texts = ["I cannot answer that.", "There is no such clause here.", "...", "It may disclose it.", ""]
    for text in texts:
        assert search_any(patterns, text) == any(p.search(text) for p in patterns), text
        assert search_any(list(patterns), text) == search_any(patterns, text)
    long = "x " * 400 + "cannot answer"
    assert search_any(patterns, long) and not search_any(patterns[1:], long)
    first = patterns[:1]
    assert not search_any(first, "It may not disclose it.")
    skipped = first[0]._skipped
    assert not search_any(first, "It may not disclose it.")  # remembered: no second literal test
    assert first[0]._skipped == skipped > 0


def test_search_any_skips_a_compiled_pattern_by_its_literals_as_its_own_search_would() -> None:
    from harness.read.lazy import search_any

    cue, other = lazy(r"\bcannot\s+answer\b", re.I), lazy(r"\bno\s+clause\b", re.I)
    assert cue.search("warm up") is None and cue.needs  # compiled: its literals are known
    text = "The passage has no clause on it."
    assert search_any((cue, other), text) is True
    assert cue._skipped == 2  # "warm up" and this text: the inline literal test counted as the engine's
    assert search_any((cue,), "I CANNOT answer that.") is True
    assert search_any((cue,), "I cannot tell.") is False


def test_sub_answers_a_remembered_text_as_subn_does() -> None:
    pattern = lazy(r"\b(\d+)\s+days?\b", re.I)
    text = "within 30 days and 5 DAYS"
    assert pattern.sub("N", text) == re.sub(pattern.source, "N", text, flags=re.I)
    assert pattern.sub("N", text) == "within N and N"  # the second from the memory
    assert pattern.sub("N", text, 1) == "within N and 5 DAYS"  # another count: another answer
    assert pattern.sub(lambda m: m.group(1), text) == "within 30 and 5"
