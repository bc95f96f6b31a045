"""A reasoning model's visible thinking told apart from its reply.

Serving stacks return the thinking in many forms; each is scratch work the reply supersedes (its
sentences are no claim and no verdict; a passage id written in it is cited, as the guide counts it):

- a block opening the text (cue ``cot.reasoning_block``): paired tags named by lexicon class
  ``reasoning_label`` or "analysis" in angle or square brackets or Kimi's ``◁think▷`` marks
  (``<think>...</think>``, ``[THINK]...[/THINK]``), Open WebUI's ``<details type="reasoning">``,
  ``<|begin_of_thought|> ... <|end_of_thought|>``, a gpt-oss harmony analysis channel, a closing tag
  whose opening the chat template swallowed (``... </think>``), Ollama's ``Thinking... / ...done
  thinking.``, a "Thought for 9 seconds" header with its quoted lines, an API's ``reasoning_content:``
  field before its ``content:``;
- a section under a label line of its own (lexicon ``reasoning_label`` in any language: "🤔
  Ragionamento", "**Reasoning summary**", "Show thinking"), before the reply or after it: it runs to
  an answer label line ("💬 Answer", "**Risposta**": lexicon ``label_noun``), else, when it opens the
  text, to its first blank line, and when it follows the reply, to the end. A label with text after
  it on its line ("Thought: I need the clause", an agent's step) heads no section, and a reply that
  cites nothing while its section does leans on it: the text is read whole, as a staged reply is.

``split_thinking`` returns (reply, thinking); a text with no thinking, or with nothing after it, is
its own reply.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from harness.read.cues import cue
from harness.read.lazy import LazyPattern, lazy
from harness.read.lexicon import all_entries, phrase_alternation

_EMOJI = r"[\U0001F300-\U0001FAFF\u2600-\u27BF\u2B50\u2705\u274C]\ufe0f?"


@cache
def _label_line(word_class: str, alone: bool) -> LazyPattern:
    """A line that is a label of ``word_class``: heading or emphasis marks, an emoji, the label, an
    optional aside in brackets and a colon; ``alone``: nothing follows it on its line (a reasoning
    section's header), else the text after the colon is the section's own (an answer's)."""
    words = phrase_alternation(all_entries(word_class))
    end = r"[ \t*_]*:?[ \t*_]*$" if alone else r"[ \t*_]*(?::[ \t*_]*|$)"
    return lazy(
        r"^[ \t]*(?:[#>*_]+[ \t]*)*(?:"
        + _EMOJI
        + r"[ \t]*(?:[#>*_]+[ \t]*)*)?(?:"
        + words
        + r")(?:[ \t]*\([^)\n]{0,40}\))?"
        + end,
        re.I | re.M,
    )


@lru_cache(maxsize=4096)
def split_thinking(text: str) -> tuple[str, str]:
    """(the reply, the thinking it supersedes) of ``text`` (see the module docstring)."""
    block = cue("cot.reasoning_block").match(text)
    if block is not None:
        return text[block.end() :], block.group(0)
    return _sectioned(text)


def _sectioned(text: str) -> tuple[str, str]:
    from harness.text.answer_format import parse_citations  # the format reader builds on the read layer

    thinking = _label_line("reasoning_label", True).search(text)
    if thinking is None:
        return text, ""
    answer = _label_line("label_noun", False).search(text, thinking.end())
    before = text[: thinking.start()]
    if answer is not None:
        reply, scratch = before + text[answer.end() :], text[thinking.start() : answer.start()]
    elif before.strip():
        reply, scratch = before, text[thinking.start() :]
    else:
        blank = text.find("\n\n", thinking.end() + 1)
        if blank < 0:
            return text, ""
        reply, scratch = text[blank:], text[:blank]
    # a reply that cites nothing while its thinking does leans on it ("Reasoning:\n1. [x:1] says ...
    # Answer: Yes."): it is read whole, as a staged reply is (``harness.read.stages``)
    written = cue("marker.written_id")
    leans = not (parse_citations(reply) or written.search(reply)) and bool(written.search(scratch))
    return (reply, scratch) if reply.strip() and not leans else (text, "")


__all__ = ["split_thinking"]
