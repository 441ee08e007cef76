"""What every front end shares: framing a run of finished text for the engine
(:mod:`.text_runs`), the anchor a link becomes (:mod:`.anchors`), and clear errors for a
missing host (:mod:`.renderer_imports`)."""
