"""Text primitives every stage shares: word tokens, sentences, values, cues and the answer format."""
