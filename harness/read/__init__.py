"""The answer reader: between the text primitives (``harness.text``) and the graders.

One lexicon as data (``lexicon``), one cue table with its examples (``cues``), citation markers
resolved first (``markers``), output-contract fields read before prose (``contract``), and a
declared precedence of named rules (``precedence``) whose deciding rule id goes into the grade
(``reader.read``).
"""
