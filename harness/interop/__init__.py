"""Where users' data lives: other tools' records in (presets), runs out (Hugging Face datasets,
Inspect logs), the rubric inside Inspect, and batch recipes. Each heavy library loads inside the
function that needs it, from an optional extra."""
