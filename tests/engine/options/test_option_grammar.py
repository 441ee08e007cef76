"""One option grammar in every host: the same forms, the same checks, the same messages."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
import typing
from pathlib import Path

import markdown
import pytest
from markdown_it import MarkdownIt

from md_autolinks import AutolinkExtension, OptionError, Options, find_links
from md_autolinks.engine.model import LinkKind
from md_autolinks.engine.options import (
    DID_YOU_MEAN_CUTOFF,
    OPTION_SPECS,
    Stage,
    closest_option,
    did_you_mean,
    names_at,
)
from md_autolinks.markdown_it import autolinks_plugin
from support.paths import REPO


@pytest.mark.parametrize(
    ("name", "as_list", "as_string"),
    [
        ("kinds", ["url", "email"], "url, email"),
        ("allow_domains", ["a.com", "b.org"], "a.com,b.org"),
        ("deny_domains", ["a.com"], "a.com"),
    ],
)
def test_a_list_option_is_a_list_or_a_comma_separated_string(
    name: str, as_list: list[str], as_string: str
) -> None:
    assert Options.from_mapping({name: as_list}) == Options.from_mapping({name: as_string})


def test_exclude_tlds_takes_the_same_forms() -> None:
    listed = Options.from_mapping(mode="uts58", exclude_tlds=["py", "file-extensions"])
    assert listed == Options.from_mapping(mode="uts58", exclude_tlds="py,file-extensions")
    assert "sh" in listed.exclude_tlds


def test_kind_css_classes_is_a_mapping_or_pairs() -> None:
    pairs = Options.from_mapping(kind_css_classes="email=mail, url=ext").kind_css_classes
    assert pairs == ((LinkKind.EMAIL, "mail"), (LinkKind.URL, "ext"))
    mapping = Options.from_mapping(kind_css_classes={"url": "ext", "email": "mail"})
    assert pairs == mapping.kind_css_classes


@pytest.mark.parametrize(
    ("given", "message"),
    [
        (
            {"mode": "utf58"},
            "mode: unknown mode 'utf58' (did you mean 'uts58'?); "
            "valid modes are 'gfm', 'md4c', 'uts58'",
        ),
        (
            {"kinds": "url,emial"},
            "kinds: unknown link kind 'emial' (did you mean 'email'?); "
            "valid kinds are 'url', 'www', 'email'",
        ),
        (
            {"mode": "uts58", "exclude_tlds": "file-extension"},
            "exclude_tlds: 'file-extension' is not a top-level domain (did you mean "
            "'file-extensions'?); give TLDs such as 'py', 'sh' or the word 'file-extensions'",
        ),
        (
            {"mode": "uts58", "exclude_tlds": ["py", "pyy"]},
            "exclude_tlds: 'pyy' is not a top-level domain (did you mean 'py'?); "
            "give TLDs such as 'py', 'sh' or the word 'file-extensions'",
        ),
        (
            {"mod": "gfm"},
            "unknown option 'mod' (did you mean 'mode'?); valid options are 'mode', 'kinds', "
            "'bare_domains', 'exclude_tlds', 'css_class', 'kind_css_classes', 'rel', 'target', "
            "'title', 'filter', 'allow_domains', 'deny_domains', 'first_mention_only', "
            "'readable_text', 'hide_scheme', 'replace_magiclink'",
        ),
        (
            {"bare_domains": "prose"},
            "bare_domains: applies only in mode 'uts58', not in mode 'gfm'",
        ),
        (
            {"mode": "md4c", "exclude_tlds": "py"},
            "exclude_tlds: applies only in mode 'uts58', not in mode 'md4c'",
        ),
        (
            {"kind_css_classes": "email:mail"},
            "kind_css_classes: expected KIND=CLASS pairs, got 'email:mail'",
        ),
    ],
)
def test_near_misses_and_misplaced_options_are_errors(
    given: dict[str, object], message: str
) -> None:
    with pytest.raises(OptionError) as raised:
        Options.from_mapping(given)
    assert str(raised.value) == message


def test_closest_option() -> None:
    assert closest_option("mod") == "mode"
    assert closest_option("allowed_domains") == "allow_domains"
    assert closest_option("colour") is None


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_as_dict_validates_again_in_its_mode_and_in_another(mode: str) -> None:
    options = Options.from_mapping(mode=mode, kinds="url", rel="nofollow")
    assert Options.from_mapping(options.as_dict()) == options
    other = "gfm" if mode == "uts58" else "uts58"
    assert Options.from_mapping({**options.as_dict(), "mode": other}).mode == other


def test_the_extension_can_switch_mode_with_set_configs() -> None:
    extension = AutolinkExtension(mode="uts58", bare_domains="all")
    with pytest.raises(OptionError, match="bare_domains: applies only in mode 'uts58'"):
        extension.setConfigs({"mode": "gfm"})
    extension = AutolinkExtension(mode="uts58")
    extension.setConfigs({"mode": "gfm"})
    assert extension.options.mode == "gfm"


def test_every_spec_documents_its_default_in_the_accepted_form() -> None:
    for name, spec in OPTION_SPECS.items():
        if name in ("bare_domains", "exclude_tlds"):
            given = Options.from_mapping({"mode": "uts58", name: spec.default})
            assert getattr(given, name) == getattr(Options(mode="uts58"), name)
        elif spec.default is not None:
            assert getattr(Options.from_mapping({name: spec.default}), name) == getattr(
                Options(), name
            )


MESSAGE = "kinds: unknown link kind 'phone'; valid kinds are 'url', 'www', 'email'"


def test_every_python_host_gives_the_same_message() -> None:
    hosts = [
        lambda: find_links("x", kinds="url,phone"),
        lambda: markdown.markdown("x", extensions=[AutolinkExtension(kinds="url,phone")]),
        lambda: markdown.markdown(
            "x",
            extensions=["md_autolinks"],
            extension_configs={"md_autolinks": {"kinds": ["url", "phone"]}},
        ),
        lambda: MarkdownIt().use(autolinks_plugin, kinds="url,phone"),
    ]
    for host in hosts:
        with pytest.raises(OptionError) as raised:
            host()
        assert str(raised.value) == MESSAGE


def test_the_command_line_gives_the_same_message() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "md_autolinks", "-", "--kinds", "url,phone"],
        input="x",
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr == f"md-autolinks: error: {MESSAGE} (see 'md-autolinks --help')\n"


#: Options that are near misses, or given in a mode where they mean nothing, and the one
#: message every host gives for them.
REFUSED = [
    (
        {"mode": "uts58", "exclude_tlds": "file-extension"},
        ["--mode", "uts58", "--exclude-tlds", "file-extension"],
        "exclude_tlds: 'file-extension' is not a top-level domain (did you mean "
        "'file-extensions'?); give TLDs such as 'py', 'sh' or the word 'file-extensions'",
    ),
    (
        {"bare_domains": "all"},
        ["--bare-domains", "all"],
        "bare_domains: applies only in mode 'uts58', not in mode 'gfm'",
    ),
    (
        {"mode": "md4c", "bare_domains": "none"},
        ["--mode", "md4c", "--no-bare-domains"],
        "bare_domains: applies only in mode 'uts58', not in mode 'md4c'",
    ),
    (
        {"mode": "md4c", "exclude_tlds": "py"},
        ["--mode", "md4c", "--exclude-tlds", "py"],
        "exclude_tlds: applies only in mode 'uts58', not in mode 'md4c'",
    ),
]


@pytest.mark.parametrize(("options", "args", "message"), REFUSED)
def test_every_host_refuses_a_near_miss_or_a_misplaced_option_alike(
    options: dict[str, object], args: list[str], message: str
) -> None:
    hosts = [
        lambda: find_links("see setup.py", **options),
        lambda: markdown.markdown("see setup.py", extensions=[AutolinkExtension(**options)]),
        lambda: markdown.markdown(
            "see setup.py",
            extensions=["md_autolinks"],
            extension_configs={"md_autolinks": options},
        ),
        lambda: MarkdownIt().use(autolinks_plugin, **options),
    ]
    for host in hosts:
        with pytest.raises(OptionError) as raised:
            host()
        assert str(raised.value) == message
    result = subprocess.run(
        [sys.executable, "-m", "md_autolinks", "-", *args],
        input="see setup.py",
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr == f"md-autolinks: error: {message} (see 'md-autolinks --help')\n"


def test_every_host_takes_allow_domains_as_a_comma_separated_string() -> None:
    text = "See www.a.com, www.docs.b.org and www.c.net."
    html = (
        '<p>See <a href="http://www.a.com">www.a.com</a>, '
        '<a href="http://www.docs.b.org">www.docs.b.org</a> and www.c.net.</p>'
    )
    links = find_links(text, allow_domains="a.com, b.org")
    assert [link.href for link in links] == ["http://www.a.com", "http://www.docs.b.org"]
    extension = AutolinkExtension(allow_domains="a.com,b.org")
    assert markdown.markdown(text, extensions=[extension]) == html
    assert (
        markdown.markdown(
            text,
            extensions=["md_autolinks"],
            extension_configs={"md_autolinks": {"allow_domains": "a.com, b.org"}},
        )
        == html
    )
    assert MarkdownIt().use(autolinks_plugin, allow_domains="a.com,b.org").render(text) == (
        html + "\n"
    )
    result = subprocess.run(
        [sys.executable, "-m", "md_autolinks", "-", "--allow-domains", "a.com,b.org"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    assert (result.returncode, result.stderr, result.stdout) == (0, "", html + "\n")


def test_markdown_it_takes_comma_lists() -> None:
    md = MarkdownIt().use(autolinks_plugin, kinds="email", deny_domains="b.org")
    assert md.render("www.a.com a@b.org c@d.net") == (
        '<p>www.a.com a@b.org <a href="mailto:c@d.net">c@d.net</a></p>\n'
    )


HOST_MODULES = [
    ("md_autolinks.sphinx", "sphinx", "sphinx>=6", "sphinx"),
    # a clean environment lacks Sphinx's docutils first; what to install is the same
    ("md_autolinks.sphinx", "docutils", "sphinx>=6", "sphinx"),
    ("md_autolinks.markdown_it", "markdown_it", "markdown-it-py>=3", "markdown-it"),
    ("md_autolinks.mistune", "mistune", "mistune>=3.1", "mistune"),
    ("md_autolinks.mkdocs", "mkdocs", "mkdocs>=1.5", "mkdocs"),
]


@pytest.mark.parametrize(("front_end", "host", "requirement", "extra"), HOST_MODULES)
def test_a_front_end_without_its_host_names_what_installs_it(
    front_end: str, host: str, requirement: str, extra: str
) -> None:
    code = (
        f"import sys; sys.modules[{host!r}] = None\n"
        f"try:\n    import {front_end}\nexcept ImportError as e:\n    print(e)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    module = front_end.rpartition(".")[2]
    assert result.stdout == (
        f'md_autolinks.{module} needs {host}, which is not installed: pip install "{requirement}" '
        f'(or, in a checkout of md-autolinks, pip install -e ".[{extra}]")\n'
    )
    assert "md-autolinks[" not in result.stdout


def test_the_hosts_named_are_the_ones_pyproject_declares() -> None:
    tomllib = pytest.importorskip("tomllib", reason="tomllib is standard from Python 3.11")
    from md_autolinks.common.renderer_imports import RENDERER_PACKAGES

    project = tomllib.loads((REPO / "pyproject.toml").read_text())
    extras = project["project"]["optional-dependencies"]
    for host in RENDERER_PACKAGES.values():
        assert host.requirement in extras[host.extra], host


def test_format_url_reaches_type_checkers_with_its_signature(tmp_path: Path) -> None:
    from mypy import api

    probe = tmp_path / "probe.py"
    probe.write_text(
        "import md_autolinks\n"
        "reveal_type(md_autolinks.format_url)\n"
        "reveal_type(md_autolinks.format_url_parts)\n"
        "md_autolinks.format_url(3)\n"
    )
    out, _, status = api.run(
        ["--strict", "--no-incremental", "--cache-dir", str(tmp_path / "cache"), str(probe)]
    )
    assert status == 1
    lines = [line.partition(": ")[2] for line in out.splitlines()[:3]]
    assert lines[0] == 'note: Revealed type is "def (url: str) -> str"'
    assert lines[1].startswith('note: Revealed type is "def (')
    assert "Any" not in lines[1]
    assert lines[2] == (
        'error: Argument 1 to "format_url" has incompatible type "int"; expected "str"  [arg-type]'
    )


def test_a_misspelt_mode_is_a_type_error(tmp_path: Path) -> None:
    from mypy import api

    probe = tmp_path / "probe.py"
    probe.write_text(
        "from markdown_it import MarkdownIt\n"
        "import md_autolinks\n"
        "from md_autolinks.markdown_it import autolinks_plugin\n"
        'md_autolinks.find_links("a", mode="gmf")\n'
        'md_autolinks.explain("a", mode="uts85")\n'
        'md_autolinks.AutolinkExtension(mode="md4")\n'
        'MarkdownIt().use(autolinks_plugin, mode="gmf")\n'
        'autolinks_plugin(MarkdownIt(), mode="gmf")\n'
        'md_autolinks.find_links("a", mode="uts58")\n'
        'mode: md_autolinks.Mode = "md4c"\n'
    )
    out, _, status = api.run(
        ["--strict", "--no-incremental", "--cache-dir", str(tmp_path / "cache"), str(probe)]
    )
    assert status == 1
    errors = [line.partition(": ")[2] for line in out.splitlines() if ": error: " in line]
    expected = "Literal['gfm', 'md4c', 'uts58']"
    assert errors == [
        f'error: Argument "mode" to "find_links" has incompatible type "Literal[\'gmf\']"; '
        f'expected "{expected}"  [arg-type]',
        f'error: Argument "mode" to "explain" has incompatible type "Literal[\'uts85\']"; '
        f'expected "{expected}"  [arg-type]',
        f'error: Argument "mode" to "AutolinkExtension" has incompatible type '
        f'"Literal[\'md4\']"; expected "{expected}"  [arg-type]',
        f'error: Argument "mode" to "autolinks_plugin" has incompatible type '
        f'"Literal[\'gmf\']"; expected "{expected}"  [arg-type]',
    ]


def test_filter_error_and_mode_are_public() -> None:
    import md_autolinks
    from md_autolinks import FilterError, Mode
    from md_autolinks.engine.errors import FilterError as RaisedFilterError

    assert FilterError is RaisedFilterError
    assert {"FilterError", "Mode", "OptionError"} <= set(md_autolinks.__all__)
    assert typing.get_args(Mode) == md_autolinks.MODES == ("gfm", "md4c", "uts58")
    with pytest.raises(FilterError) as raised:
        md_autolinks.find_links("http://a.com", filter=lambda link: 1 / 0)
    assert str(raised.value) == (
        "filter test_filter_error_and_mode_are_public.<locals>.<lambda> failed on url link "
        "'http://a.com' at offset 0: "
        "ZeroDivisionError: division by zero"
    )


def test_the_option_table_and_the_options_fields_agree() -> None:
    """Each row of the table is one field of :class:`Options`, in the same order, and each
    field's type accepts what the row's validator returns for its default."""
    assert list(OPTION_SPECS) == [field.name for field in dataclasses.fields(Options)]
    hints = typing.get_type_hints(Options)
    for name, spec in OPTION_SPECS.items():
        assert spec.stage in typing.get_args(Stage)
        assert spec.flag == "--" + name.replace("_", "-")
        assert spec.is_switch is (hints[name] is bool)
        assert (spec.metavar == "") is spec.is_switch


def test_every_host_reads_its_option_list_from_the_table() -> None:
    from md_autolinks.cli import build_parser
    from md_autolinks.engine.finder import ANCHOR_OPTIONS, RENDER_OPTIONS
    from md_autolinks.mkdocs import PLUGIN_ONLY_OPTIONS, AutolinksConfig
    from md_autolinks.sphinx import CONFIG_TYPES

    stages = typing.get_args(Stage)
    assert sorted(name for stage in stages for name in names_at(stage)) == sorted(OPTION_SPECS)
    assert names_at("anchor") == ANCHOR_OPTIONS
    assert names_at("page", "front_end") == RENDER_OPTIONS
    mkdocs_names = [name for name, _ in AutolinksConfig._schema]
    assert [name for name in mkdocs_names if name not in PLUGIN_ONLY_OPTIONS] == list(OPTION_SPECS)
    assert set(mkdocs_names) - set(OPTION_SPECS) == {"exclude"}
    assert {
        name: spec.conf_types for name, spec in OPTION_SPECS.items() if spec.conf_types
    } == CONFIG_TYPES
    assert set(CONFIG_TYPES) == set(OPTION_SPECS) - {"filter", "kind_css_classes"}
    flags = {flag for action in build_parser()._actions for flag in action.option_strings}
    assert {spec.flag for spec in OPTION_SPECS.values()} <= flags
    assert "--no-first-mention-only" in flags


def test_one_did_you_mean_cut_off_everywhere() -> None:
    assert DID_YOU_MEAN_CUTOFF == 0.6
    assert did_you_mean("gmf", ("gfm", "md4c", "uts58")) == " (did you mean 'gfm'?)"
    assert closest_option("first_mentions") == "first_mention_only"


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_find_links_and_explain_take_a_validated_options(mode: str) -> None:
    from md_autolinks import explain

    options = Options.from_mapping(mode=mode, deny_domains=["b.org"], css_class="auto")
    text = "see www.a.com and www.b.org"
    assert find_links(text, options=options) == find_links(text, mode, deny_domains=["b.org"])
    assert [(e.text, e.linked) for e in explain(text, options=options)] == [
        ("www.a.com", True),
        ("www.b.org", False),
    ]
    with pytest.raises(OptionError, match="give either options=Options"):
        find_links(text, options=options, rel="x")
    with pytest.raises(OptionError, match="give either options=Options"):
        explain(text, options=options, rel="x")
    with pytest.raises(OptionError, match="give either options=Options"):
        AutolinkExtension(options=options, rel="x")
    assert AutolinkExtension(options=options).options is options


def test_find_links_with_a_mode_alone_checks_it_every_call() -> None:
    """A call that gives only a mode takes its options from a per-mode table: an unknown or
    non-string mode still fails every time, and each mode keeps its own configuration."""
    for _ in range(2):
        with pytest.raises(OptionError, match="unknown mode 'gfn'"):
            find_links("www.a.com", "gfn")  # type: ignore[arg-type]
        with pytest.raises(OptionError, match="mode"):
            find_links("www.a.com", ["gfm"])  # type: ignore[arg-type]
    text = "see https://a.com/x and me@b.org"
    assert [(link.kind.value, link.href) for link in find_links(text, "gfm")] == [
        ("url", "https://a.com/x"),
        ("email", "mailto:me@b.org"),
    ]
    assert [link.kind.value for link in find_links(text, "gfm", ("email",))] == ["email"]
    assert [link.kind.value for link in find_links(text, "md4c")] == ["url", "email"]
    assert find_links(text, "gfm") == find_links(text, options=Options.from_mapping(mode="gfm"))


def test_an_option_that_needs_another_is_a_row_of_the_table() -> None:
    needing = {
        name: [(required.option, required.values) for required in spec.requires]
        for name, spec in OPTION_SPECS.items()
        if spec.requires
    }
    assert needing == {
        "bare_domains": [("mode", ("uts58",))],
        "exclude_tlds": [("mode", ("uts58",))],
    }
    for name, requirements in needing.items():
        ((option, values),) = requirements
        assert OPTION_SPECS[name].modes == values
        other = next(mode for mode in ("gfm", "md4c", "uts58") if mode not in values)
        with pytest.raises(OptionError) as raised:
            Options.from_mapping({option: other, name: OPTION_SPECS[name].default})
        assert str(raised.value) == (
            f"{name}: applies only in {option} {' or '.join(map(repr, values))}, "
            f"not in {option} {other!r}"
        )
