"""A small Sphinx project (reST + MyST) that md-autolinks' tests build."""

project = "md-autolinks Sphinx example"
extensions = ["myst_parser", "md_autolinks.sphinx"]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
exclude_patterns = ["_build"]
html_theme = "basic"
md_autolinks_mode = "gfm"
myst_enable_extensions: list[str] = []
