"""Renderers of a summarised run: markdown, HTML, plots and the terminal."""
