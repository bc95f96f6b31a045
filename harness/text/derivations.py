"""Related words that share no stem: a derivation and spelling lexicon written once.

``fold(word)`` maps a lower-cased word to the representative of its family, so a question's
"notify" meets an answer's "notice" or "notification", "licence" meets "license", and "disclose"
meets "disclosure". Two parts, both general English:

- rules: a "-ification" noun is its "-ify" verb ("notification" -> notify, "specification" ->
  specify); an "-isation"/"-ization" noun its "-ize" verb; British "-ise" verbs of the
  ``_IZE`` list their "-ize" spelling;
- families: the derivations a suffix rule cannot reach (a changed stem or ending: notice/notify,
  disclose/disclosure, retain/retention, destroy/destruction), each written once, first member
  the representative.

Only the words' own inflections are folded further by the caller (``harness.text.cues._stem``).
"""

from __future__ import annotations

from harness.read.lazy import lazy

_FAMILIES: tuple[tuple[str, ...], ...] = (
    ("notify", "notice", "notices", "noticed", "notification", "notifications", "notified", "notifies"),
    ("disclose", "disclosure", "disclosures", "discloses", "disclosed", "disclosing"),
    ("license", "licence", "licences", "licenses", "licensed", "licenced", "licensing", "licencing"),
    ("defense", "defence", "defences"),
    ("judgment", "judgement", "judgements", "judgments"),
    ("program", "programme", "programmes", "programs"),
    ("analyze", "analyse", "analysis", "analyses", "analysed", "analyzed", "analysing", "analyzing"),
    ("retain", "retention", "retains", "retained", "retaining"),
    ("destroy", "destruction", "destroys", "destroyed", "destroying"),
    ("reproduce", "reproduction", "reproductions", "reproduces", "reproduced", "reproducing"),
    ("terminate", "termination", "terminates", "terminated", "terminating"),
    ("expire", "expiry", "expiration", "expires", "expired", "expiring"),
    ("survive", "survival", "survives", "survived", "surviving"),
    ("prohibit", "prohibition", "prohibitions", "prohibits", "prohibited", "prohibiting"),
    ("restrict", "restriction", "restrictions", "restricts", "restricted", "restricting"),
    ("permit", "permission", "permissions", "permits", "permitted", "permitting"),
    ("require", "requirement", "requirements", "requires", "required", "requiring"),
    ("oblige", "obligation", "obligations", "obliged", "obligate", "obligated", "obliges"),
    ("solicit", "solicitation", "solicitations", "solicits", "solicited", "soliciting"),
    ("negotiate", "negotiation", "negotiations", "negotiates", "negotiated", "negotiating"),
    ("assign", "assignment", "assignments", "assigns", "assigned", "assigning"),
    ("indemnify", "indemnity", "indemnities", "indemnification", "indemnified", "indemnifies"),
    ("decompile", "decompilation", "decompiles", "decompiled", "decompiling"),
    ("disassemble", "disassembly", "disassembles", "disassembled", "disassembling"),
    ("compel", "compulsion", "compulsory", "compelled", "compels"),
)
_IZE = ("authoris", "organis", "recognis", "summaris", "minimis", "utilis", "characteris", "categoris")
"""British "-ise" stems spelled "-ize" in American English (not "advise", "exercise", "promise")."""
_IZE_ENDINGS = frozenset({"e", "ed", "es", "ing"})

_FOLD: dict[str, str] = {member: family[0] for family in _FAMILIES for member in family}
_IFICATION = lazy(r"^(\w{3,})ification(s?)$")
_ISATION = lazy(r"^(\w{3,})i[sz]ation(s?)$")


def fold(word: str) -> str:
    """The representative of ``word``'s derivation family (see the module docstring), else ``word``."""
    found = _FOLD.get(word)
    if found is not None:
        return found
    if match := _IFICATION.match(word):
        return f"{match.group(1)}ify"
    if match := _ISATION.match(word):
        return f"{match.group(1)}ize"
    for stem in _IZE:
        if word.startswith(stem) and word[len(stem) :] in _IZE_ENDINGS:
            return f"{stem[:-1]}z{word[len(stem) :]}"
    return word
