"""GovReport question building: value anchors in summaries, questions and their checks."""
