"""A reST + MyST project under md-autolinks' controls, built by the tests with and without
the extension: a denied domain, a class, a filter named by import path (found beside this
file, wherever sphinx-build runs), and pages left out."""

project = "md-autolinks policy example"
extensions = ["myst_parser", "md_autolinks.sphinx"]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
exclude_patterns = ["_build"]
html_theme = "basic"
md_autolinks_deny_domains = ["bank.com"]
md_autolinks_css_class = "autolink"
md_autolinks_filter = "site_policy.links:policy"
md_autolinks_exclude_docs = ["changelog", "release-notes/*"]
