"""The thinking of a reasoning model told apart from its reply (``harness.read.thinking``), in every form
the thirty-fifth blind set's writer met (``styles_v35`` reasoning_model_outputs); the answers are made
up, none is a fixture line."""

from __future__ import annotations

import pytest

from harness.read.reader import read_text
from harness.read.thinking import split_thinking

QUESTION = "Under the NDA, may the receiving party disclose confidential information to its employees?"

# --- a reasoning model's visible thinking, in the forms serving stacks return it (styles_v35) ---

THINKING = (
    "mini-01:30 is governing law. mini-01:8 lets employees see it if they need to know. Consultants may see"
    " it too. First guess: no."
)
REPLY = "Yes. Employees who need to know may see it [mini-01:8]."
THINKING_FORMS = {
    "xml": f"<think>\n{THINKING}\n</think>\n{REPLY}",
    "square": f"[THINK]{THINKING}[/THINK]\n{REPLY}",
    "kimi": f"◁think▷{THINKING}◁/think▷\n{REPLY}",
    "dangling": f"{THINKING}\n</think>\n\n{REPLY}",
    "ollama": f"Thinking...\n{THINKING}\n...done thinking.\n\n{REPLY}",
    "thought_for": f"Thought for 9 seconds\n> {THINKING}\n\n{REPLY}",
    "details": f'<details type="reasoning">\n<summary>Thought for 9 seconds</summary>\n> {THINKING}\n'
    f"</details>\n{REPLY}",
    "begin_thought": f"<|begin_of_thought|>\n{THINKING}\n<|end_of_thought|>\n<|begin_of_solution|>\n{REPLY}\n"
    "<|end_of_solution|>",
    "api_fields": f"reasoning_content: {THINKING}\ncontent: {REPLY}",
    "show_thinking": f"Show thinking\n{THINKING}\n\n{REPLY}",
    "emoji_sections": f"🤔 Thinking\n{THINKING}\n\n💬 Answer\n{REPLY}",
    "summary_before": f"**Reasoning summary**\n{THINKING}\n\n**Answer**\n{REPLY}",
    "summary_after": f"{REPLY}\n\n**Reasoning summary**\n{THINKING}",
    "bold_after_emoji": f"🤔 **Ragionamento**\n{THINKING}\n\n✅ **Risposta**\nSì [mini-01:8].",
    "italian_sections": f"🤔 Ragionamento\n{THINKING}\n\n✅ Risposta\nSì [mini-01:8].",
}
EMPLOYEES = (
    "The Recipient may disclose Confidential Information to its employees who need to know it.",
    "This Agreement is governed by the laws of Delaware.",
)


@pytest.mark.parametrize("form", sorted(THINKING_FORMS))
def test_the_final_reply_is_read_and_the_thinking_is_scratch_whose_ids_are_cited(form: str) -> None:
    read = read_text(THINKING_FORMS[form], QUESTION, "yes_no", (), ("mini-01:8", "mini-01:30"), EMPLOYEES)
    assert read.reading.verdict == "yes"  # the thinking's first guess ("no") is superseded
    assert read.reading.extra_claim_count == 0  # "Consultants may see it too" is thinking, no claim
    assert set(read.scratch_citations) == {"mini-01:30", "mini-01:8"}


@pytest.mark.parametrize(
    "text",
    [
        # a chain-of-thought answer whose reasoning cites and whose answer does not: read whole
        "Reasoning:\n1. mini-01:8 lets employees see it.\n\nAnswer: Yes.",
        # an agent's step label with text after it heads no section
        "Thought: I need the clause.\nAction: lookup\nFinal Answer: Yes, employees may see it [mini-01:8].",
        # the word in a sentence of the reply
        "Yes. Thinking about it, employees who need to know may see it [mini-01:8].",
    ],
)
def test_a_reply_whose_reasoning_is_its_own_or_a_step_label_is_read_whole(text: str) -> None:
    assert split_thinking(text) == (text, "")
