"""The extensions MkDocs users combine with md-autolinks (Material for MkDocs' set), and one
document per neighbour (or two that go together) with its exact page in each mode.

``NEIGHBOURS`` rows are ``(extensions, configs, source, {mode: html})``; a ``base_path`` in
a row's configs is replaced with :data:`SNIPPETS` by the test that renders it.
"""

from __future__ import annotations

import pytest

from support.paths import FIXTURES

SNIPPETS = str(FIXTURES / "snippets")

NEIGHBOURS = [
    pytest.param(
        ["toc"],
        {},
        "[TOC]\n\n# See www.a.com/x_y\n\n## Mail a@b.com",
        {
            "gfm": (
                '<div class="toc">\n<ul>\n<li><a href="#see-wwwacomx_y">See www.a.com/x_y</a><u'
                'l>\n<li><a href="#mail-abcom">Mail a@b.com</a></li>\n</ul>\n</li>\n</ul>\n</di'
                'v>\n<h1 id="see-wwwacomx_y">See <a href="http://www.a.com/x_y">www.a.com/x_y</'
                'a></h1>\n<h2 id="mail-abcom">Mail <a href="mailto:a@b.com">a@b.com</a></h2>'
            ),
            "md4c": (
                '<div class="toc">\n<ul>\n<li><a href="#see-wwwacomx_y">See www.a.com/x_y</a><u'
                'l>\n<li><a href="#mail-abcom">Mail a@b.com</a></li>\n</ul>\n</li>\n</ul>\n</di'
                'v>\n<h1 id="see-wwwacomx_y">See <a href="http://www.a.com/x_y">www.a.com/x_y</'
                'a></h1>\n<h2 id="mail-abcom">Mail <a href="mailto:a@b.com">a@b.com</a></h2>'
            ),
            "uts58": (
                '<div class="toc">\n<ul>\n<li><a href="#see-wwwacomx_y">See www.a.com/x_y</a><u'
                'l>\n<li><a href="#mail-abcom">Mail a@b.com</a></li>\n</ul>\n</li>\n</ul>\n</di'
                'v>\n<h1 id="see-wwwacomx_y">See <a href="https://www.a.com/x_y">www.a.com/x_y<'
                '/a></h1>\n<h2 id="mail-abcom">Mail <a href="mailto:a@b.com">a@b.com</a></h2>'
            ),
        },
        id="toc",
    ),
    pytest.param(
        ["toc"],
        {"toc": {"permalink": True}},
        "# Docs at http://a.com",
        {
            "gfm": (
                '<h1 id="docs-at-httpacom">Docs at <a href="http://a.com">http://a.com</a><a cl'
                'ass="headerlink" href="#docs-at-httpacom" title="Permanent link">&para;</a></h'
                "1>"
            ),
            "md4c": (
                '<h1 id="docs-at-httpacom">Docs at <a href="http://a.com">http://a.com</a><a cl'
                'ass="headerlink" href="#docs-at-httpacom" title="Permanent link">&para;</a></h'
                "1>"
            ),
            "uts58": (
                '<h1 id="docs-at-httpacom">Docs at <a href="http://a.com">http://a.com</a><a cl'
                'ass="headerlink" href="#docs-at-httpacom" title="Permanent link">&para;</a></h'
                "1>"
            ),
        },
        id="toc-permalink",
    ),
    pytest.param(
        ["attr_list"],
        {},
        (
            '## Title http://a.com { #id.example.com .cls data-u="http://b.com" }\n\nSee [x'
            '](http://c.com){: title="www.d.com" }\n\nLeft as text: http://e.com{: .x }'
        ),
        {
            "gfm": (
                '<h2 class="cls" data-u="http://b.com" id="id.example.com">Title <a href="http:'
                '//a.com">http://a.com</a></h2>\n<p>See <a href="http://c.com" title="www.d.com'
                '">x</a></p>\n<p>Left as text: <a href="http://e.com">http://e.com</a>{: .x }</'
                "p>"
            ),
            "md4c": (
                '<h2 class="cls" data-u="http://b.com" id="id.example.com">Title <a href="http:'
                '//a.com">http://a.com</a></h2>\n<p>See <a href="http://c.com" title="www.d.com'
                '">x</a></p>\n<p>Left as text: http://e.com{: .x }</p>'
            ),
            "uts58": (
                '<h2 class="cls" data-u="http://b.com" id="id.example.com">Title <a href="http:'
                '//a.com">http://a.com</a></h2>\n<p>See <a href="http://c.com" title="www.d.com'
                '">x</a></p>\n<p>Left as text: <a href="http://e.com">http://e.com</a>{: .x }</'
                "p>"
            ),
        },
        id="attr_list",
    ),
    pytest.param(
        ["md_in_html"],
        {},
        "<div markdown>\n**see** http://a.com/*x*\n</div>\n\n<div>\nraw http://b.com\n</div>",
        {
            "gfm": (
                '<div>\n<p><strong>see</strong> <a href="http://a.com/*x">http://a.com/*x</a>*<'
                "/p>\n</div>\n<div>\nraw http://b.com\n</div>"
            ),
            "md4c": (
                "<div>\n<p><strong>see</strong> http://a.com/<em>x</em></p>\n</div>\n<div>\nraw"
                " http://b.com\n</div>"
            ),
            "uts58": (
                '<div>\n<p><strong>see</strong> <a href="http://a.com/*x*">http://a.com/*x*</a>'
                "</p>\n</div>\n<div>\nraw http://b.com\n</div>"
            ),
        },
        id="md_in_html",
    ),
    pytest.param(
        ["footnotes"],
        {},
        "Text[^n] www.a.com.\n\n[^n]: See http://b.com/x_y_ and c@d.com",
        {
            "gfm": (
                '<p>Text<sup id="fnref:n"><a class="footnote-ref" href="#fn:n">1</a></sup> <a h'
                'ref="http://www.a.com">www.a.com</a>.</p>\n<div class="footnote">\n<hr />\n<ol'
                '>\n<li id="fn:n">\n<p>See <a href="http://b.com/x_y">http://b.com/x_y</a>_ and'
                ' <a href="mailto:c@d.com">c@d.com</a>&#160;<a class="footnote-backref" href="#'
                'fnref:n" title="Jump back to footnote 1 in the text">&#8617;</a></p>\n</li>\n<'
                "/ol>\n</div>"
            ),
            "md4c": (
                '<p>Text<sup id="fnref:n"><a class="footnote-ref" href="#fn:n">1</a></sup> <a h'
                'ref="http://www.a.com">www.a.com</a>.</p>\n<div class="footnote">\n<hr />\n<ol'
                '>\n<li id="fn:n">\n<p>See <a href="http://b.com/x_y_">http://b.com/x_y_</a> an'
                'd <a href="mailto:c@d.com">c@d.com</a>&#160;<a class="footnote-backref" href="'
                '#fnref:n" title="Jump back to footnote 1 in the text">&#8617;</a></p>\n</li>\n'
                "</ol>\n</div>"
            ),
            "uts58": (
                '<p>Text<sup id="fnref:n"><a class="footnote-ref" href="#fn:n">1</a></sup> <a h'
                'ref="https://www.a.com">www.a.com</a>.</p>\n<div class="footnote">\n<hr />\n<o'
                'l>\n<li id="fn:n">\n<p>See <a href="http://b.com/x_y_">http://b.com/x_y_</a> a'
                'nd <a href="mailto:c@d.com">c@d.com</a>&#160;<a class="footnote-backref" href='
                '"#fnref:n" title="Jump back to footnote 1 in the text">&#8617;</a></p>\n</li>\n'
                "</ol>\n</div>"
            ),
        },
        id="footnotes",
    ),
    pytest.param(
        ["abbr"],
        {},
        "*[HTML]: Hyper Text\n\nHTML at http://w3.org/HTML/ and HTML",
        {
            "gfm": (
                '<p><abbr title="Hyper Text">HTML</abbr> at <a href="http://w3.org/HTML/">http:'
                '//w3.org/HTML/</a> and <abbr title="Hyper Text">HTML</abbr></p>'
            ),
            "md4c": (
                '<p><abbr title="Hyper Text">HTML</abbr> at <a href="http://w3.org/HTML/">http:'
                '//w3.org/HTML/</a> and <abbr title="Hyper Text">HTML</abbr></p>'
            ),
            "uts58": (
                '<p><abbr title="Hyper Text">HTML</abbr> at <a href="http://w3.org/HTML/">http:'
                '//w3.org/HTML/</a> and <abbr title="Hyper Text">HTML</abbr></p>'
            ),
        },
        id="abbr",
    ),
    pytest.param(
        ["def_list"],
        {},
        "Term www.a.com\n:   Defined at http://b.com/*x*",
        {
            "gfm": (
                '<dl>\n<dt>Term <a href="http://www.a.com">www.a.com</a></dt>\n<dd>Defined at <'
                'a href="http://b.com/*x">http://b.com/*x</a>*</dd>\n</dl>'
            ),
            "md4c": (
                '<dl>\n<dt>Term <a href="http://www.a.com">www.a.com</a></dt>\n<dd>Defined at h'
                "ttp://b.com/<em>x</em></dd>\n</dl>"
            ),
            "uts58": (
                '<dl>\n<dt>Term <a href="https://www.a.com">www.a.com</a></dt>\n<dd>Defined at '
                '<a href="http://b.com/*x*">http://b.com/*x*</a></dd>\n</dl>'
            ),
        },
        id="def_list",
    ),
    pytest.param(
        ["admonition"],
        {},
        '!!! note "Read http://a.com"\n    Body www.b.com',
        {
            "gfm": (
                '<div class="admonition note">\n<p class="admonition-title">Read <a href="http:'
                '//a.com">http://a.com</a></p>\n<p>Body <a href="http://www.b.com">www.b.com</a'
                "></p>\n</div>"
            ),
            "md4c": (
                '<div class="admonition note">\n<p class="admonition-title">Read <a href="http:'
                '//a.com">http://a.com</a></p>\n<p>Body <a href="http://www.b.com">www.b.com</a'
                "></p>\n</div>"
            ),
            "uts58": (
                '<div class="admonition note">\n<p class="admonition-title">Read <a href="http:'
                '//a.com">http://a.com</a></p>\n<p>Body <a href="https://www.b.com">www.b.com</'
                "a></p>\n</div>"
            ),
        },
        id="admonition",
    ),
    pytest.param(
        ["tables"],
        {},
        "| a | b |\n|---|---|\n| http://a.com | `www.b.com` |\n| x@y.com | www.c.com/a_b_ |",
        {
            "gfm": (
                "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>"
                '\n<td><a href="http://a.com">http://a.com</a></td>\n<td><code>www.b.com</code>'
                '</td>\n</tr>\n<tr>\n<td><a href="mailto:x@y.com">x@y.com</a></td>\n<td><a href'
                '="http://www.c.com/a_b">www.c.com/a_b</a>_</td>\n</tr>\n</tbody>\n</table>'
            ),
            "md4c": (
                "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>"
                '\n<td><a href="http://a.com">http://a.com</a></td>\n<td><code>www.b.com</code>'
                '</td>\n</tr>\n<tr>\n<td><a href="mailto:x@y.com">x@y.com</a></td>\n<td><a href'
                '="http://www.c.com/a_b_">www.c.com/a_b_</a></td>\n</tr>\n</tbody>\n</table>'
            ),
            "uts58": (
                "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>"
                '\n<td><a href="http://a.com">http://a.com</a></td>\n<td><code>www.b.com</code>'
                '</td>\n</tr>\n<tr>\n<td><a href="mailto:x@y.com">x@y.com</a></td>\n<td><a href'
                '="https://www.c.com/a_b_">www.c.com/a_b_</a></td>\n</tr>\n</tbody>\n</table>'
            ),
        },
        id="tables",
    ),
    pytest.param(
        ["smarty"],
        {},
        "He said \"see http://a.com/it's\" -- then... 'www.b.com'",
        {
            "gfm": (
                "<p>He said &ldquo;see <a href=\"http://a.com/it's\">http://a.com/it's</a>&rdqu"
                "o; &ndash; then&hellip; &lsquo;www.b.com&rsquo;</p>"
            ),
            "md4c": (
                "<p>He said &ldquo;see http://a.com/it&rsquo;s&rdquo; &ndash; then&hellip; &lsq"
                "uo;www.b.com&rsquo;</p>"
            ),
            "uts58": (
                "<p>He said &ldquo;see <a href=\"http://a.com/it's\">http://a.com/it's</a>&rdqu"
                'o; &ndash; then&hellip; &lsquo;<a href="https://www.b.com">www.b.com</a>&rsquo'
                ";</p>"
            ),
        },
        id="smarty",
    ),
    pytest.param(
        ["pymdownx.superfences"],
        {},
        '```python\nurl = "http://a.com"\n```\n\nAfter http://b.com',
        {
            "gfm": (
                '<div class="highlight"><pre><span></span><code><span class="n">url</span> <spa'
                'n class="o">=</span> <span class="s2">"http://a.com"</span>\n</code></pre></di'
                'v>\n<p>After <a href="http://b.com">http://b.com</a></p>'
            ),
            "md4c": (
                '<div class="highlight"><pre><span></span><code><span class="n">url</span> <spa'
                'n class="o">=</span> <span class="s2">"http://a.com"</span>\n</code></pre></di'
                'v>\n<p>After <a href="http://b.com">http://b.com</a></p>'
            ),
            "uts58": (
                '<div class="highlight"><pre><span></span><code><span class="n">url</span> <spa'
                'n class="o">=</span> <span class="s2">"http://a.com"</span>\n</code></pre></di'
                'v>\n<p>After <a href="http://b.com">http://b.com</a></p>'
            ),
        },
        id="superfences",
    ),
    pytest.param(
        ["pymdownx.highlight", "pymdownx.superfences"],
        {"pymdownx.highlight": {"use_pygments": False}},
        "```\nhttp://a.com\n```\n\n    www.b.com in code\n\nand www.c.com",
        {
            "gfm": (
                '<pre class="highlight"><code>http://a.com</code></pre>\n<pre class="highlight"'
                '><code>www.b.com in code</code></pre>\n<p>and <a href="http://www.c.com">www.c'
                ".com</a></p>"
            ),
            "md4c": (
                '<pre class="highlight"><code>http://a.com</code></pre>\n<pre class="highlight"'
                '><code>www.b.com in code</code></pre>\n<p>and <a href="http://www.c.com">www.c'
                ".com</a></p>"
            ),
            "uts58": (
                '<pre class="highlight"><code>http://a.com</code></pre>\n<pre class="highlight"'
                '><code>www.b.com in code</code></pre>\n<p>and <a href="https://www.c.com">www.'
                "c.com</a></p>"
            ),
        },
        id="highlight",
    ),
    pytest.param(
        ["pymdownx.inlinehilite"],
        {},
        'Use `#!python "http://a.com"` or `http://b.com` not www.c.com',
        {
            "gfm": (
                '<p>Use <code class="highlight"><span class="s2">"http://a.com"</span></code> o'
                'r <code>http://b.com</code> not <a href="http://www.c.com">www.c.com</a></p>'
            ),
            "md4c": (
                '<p>Use <code class="highlight"><span class="s2">"http://a.com"</span></code> o'
                'r <code>http://b.com</code> not <a href="http://www.c.com">www.c.com</a></p>'
            ),
            "uts58": (
                '<p>Use <code class="highlight"><span class="s2">"http://a.com"</span></code> o'
                'r <code>http://b.com</code> not <a href="https://www.c.com">www.c.com</a></p>'
            ),
        },
        id="inlinehilite",
    ),
    pytest.param(
        ["pymdownx.caret"],
        {},
        "^^http://a.com/x^^ and H^2^O at www.b.com^note^",
        {
            "gfm": (
                '<p><ins><a href="http://a.com/x">http://a.com/x</a></ins> and H<sup>2</sup>O a'
                't <a href="http://www.b.com">www.b.com</a><sup>note</sup></p>'
            ),
            "md4c": (
                '<p><ins><a href="http://a.com/x">http://a.com/x</a></ins> and H<sup>2</sup>O a'
                "t www.b.com<sup>note</sup></p>"
            ),
            "uts58": (
                '<p><ins><a href="http://a.com/x">http://a.com/x</a></ins> and H<sup>2</sup>O a'
                't <a href="https://www.b.com">www.b.com</a><sup>note</sup></p>'
            ),
        },
        id="caret",
    ),
    pytest.param(
        ["pymdownx.mark"],
        {},
        "==www.a.com== and ==see http://b.com/x_y==.",
        {
            "gfm": (
                '<p><mark><a href="http://www.a.com">www.a.com</a></mark> and <mark>see <a href'
                '="http://b.com/x_y">http://b.com/x_y</a></mark>.</p>'
            ),
            "md4c": (
                '<p><mark><a href="http://www.a.com">www.a.com</a></mark> and <mark>see <a href'
                '="http://b.com/x_y">http://b.com/x_y</a></mark>.</p>'
            ),
            "uts58": (
                '<p><mark><a href="https://www.a.com">www.a.com</a></mark> and <mark>see <a hre'
                'f="http://b.com/x_y">http://b.com/x_y</a></mark>.</p>'
            ),
        },
        id="mark",
    ),
    pytest.param(
        ["pymdownx.tilde"],
        {},
        "~~http://a.com~~ and H~2~O www.b.com/~user/",
        {
            "gfm": (
                '<p><del><a href="http://a.com">http://a.com</a></del> and H<sub>2</sub>O <a hr'
                'ef="http://www.b.com/~user/">www.b.com/~user/</a></p>'
            ),
            "md4c": (
                '<p><del><a href="http://a.com">http://a.com</a></del> and H<sub>2</sub>O <a hr'
                'ef="http://www.b.com/~user/">www.b.com/~user/</a></p>'
            ),
            "uts58": (
                '<p><del><a href="http://a.com">http://a.com</a></del> and H<sub>2</sub>O <a hr'
                'ef="https://www.b.com/~user/">www.b.com/~user/</a></p>'
            ),
        },
        id="tilde",
    ),
    pytest.param(
        ["pymdownx.keys"],
        {},
        "Press ++ctrl+alt+del++ at http://a.com/++x",
        {
            "gfm": (
                '<p>Press <span class="keys"><kbd class="key-control">Ctrl</kbd><span>+</span><'
                'kbd class="key-alt">Alt</kbd><span>+</span><kbd class="key-delete">Del</kbd></'
                'span> at <a href="http://a.com/++x">http://a.com/++x</a></p>'
            ),
            "md4c": (
                '<p>Press <span class="keys"><kbd class="key-control">Ctrl</kbd><span>+</span><'
                'kbd class="key-alt">Alt</kbd><span>+</span><kbd class="key-delete">Del</kbd></'
                'span> at <a href="http://a.com/++x">http://a.com/++x</a></p>'
            ),
            "uts58": (
                '<p>Press <span class="keys"><kbd class="key-control">Ctrl</kbd><span>+</span><'
                'kbd class="key-alt">Alt</kbd><span>+</span><kbd class="key-delete">Del</kbd></'
                'span> at <a href="http://a.com/++x">http://a.com/++x</a></p>'
            ),
        },
        id="keys",
    ),
    pytest.param(
        ["pymdownx.emoji"],
        {},
        ":smile: see http://a.com/:smile: and www.b.com :+1:",
        {
            "gfm": (
                '<p><img alt="😄" class="emojione" src="https://cdnjs.cloudflare.com/ajax/libs/e'
                'mojione/2.2.7/assets/png/1f604.png" title=":smile:" /> see <a href="http://a.c'
                'om/">http://a.com/</a><img alt="😄" class="emojione" src="https://cdnjs.cloudfl'
                'are.com/ajax/libs/emojione/2.2.7/assets/png/1f604.png" title=":smile:" /> and '
                '<a href="http://www.b.com">www.b.com</a> <img alt="👍" class="emojione" src="ht'
                'tps://cdnjs.cloudflare.com/ajax/libs/emojione/2.2.7/assets/png/1f44d.png" titl'
                'e=":+1:" /></p>'
            ),
            "md4c": (
                '<p><img alt="😄" class="emojione" src="https://cdnjs.cloudflare.com/ajax/libs/e'
                'mojione/2.2.7/assets/png/1f604.png" title=":smile:" /> see http://a.com/<img a'
                'lt="😄" class="emojione" src="https://cdnjs.cloudflare.com/ajax/libs/emojione/2'
                '.2.7/assets/png/1f604.png" title=":smile:" /> and <a href="http://www.b.com">w'
                'ww.b.com</a> <img alt="👍" class="emojione" src="https://cdnjs.cloudflare.com/a'
                'jax/libs/emojione/2.2.7/assets/png/1f44d.png" title=":+1:" /></p>'
            ),
            "uts58": (
                '<p><img alt="😄" class="emojione" src="https://cdnjs.cloudflare.com/ajax/libs/e'
                'mojione/2.2.7/assets/png/1f604.png" title=":smile:" /> see <a href="http://a.c'
                'om/">http://a.com/</a><img alt="😄" class="emojione" src="https://cdnjs.cloudfl'
                'are.com/ajax/libs/emojione/2.2.7/assets/png/1f604.png" title=":smile:" /> and '
                '<a href="https://www.b.com">www.b.com</a> <img alt="👍" class="emojione" src="h'
                'ttps://cdnjs.cloudflare.com/ajax/libs/emojione/2.2.7/assets/png/1f44d.png" tit'
                'le=":+1:" /></p>'
            ),
        },
        id="emoji",
    ),
    pytest.param(
        ["pymdownx.tasklist"],
        {},
        "- [x] done www.a.com\n- [ ] todo http://b.com",
        {
            "gfm": (
                '<ul class="task-list">\n<li class="task-list-item"><input type="checkbox" disa'
                'bled checked/> done <a href="http://www.a.com">www.a.com</a></li>\n<li class="'
                'task-list-item"><input type="checkbox" disabled/> todo <a href="http://b.com">'
                "http://b.com</a></li>\n</ul>"
            ),
            "md4c": (
                '<ul class="task-list">\n<li class="task-list-item"><input type="checkbox" disa'
                'bled checked/> done <a href="http://www.a.com">www.a.com</a></li>\n<li class="'
                'task-list-item"><input type="checkbox" disabled/> todo <a href="http://b.com">'
                "http://b.com</a></li>\n</ul>"
            ),
            "uts58": (
                '<ul class="task-list">\n<li class="task-list-item"><input type="checkbox" disa'
                'bled checked/> done <a href="https://www.a.com">www.a.com</a></li>\n<li class='
                '"task-list-item"><input type="checkbox" disabled/> todo <a href="http://b.com"'
                ">http://b.com</a></li>\n</ul>"
            ),
        },
        id="tasklist",
    ),
    pytest.param(
        ["pymdownx.details"],
        {},
        '??? tip "Open http://a.com"\n    Inside www.b.com',
        {
            "gfm": (
                '<details class="tip">\n<summary>Open http://a.com</summary>\n<p>Inside <a href'
                '="http://www.b.com">www.b.com</a></p>\n</details>'
            ),
            "md4c": (
                '<details class="tip">\n<summary>Open http://a.com</summary>\n<p>Inside <a href'
                '="http://www.b.com">www.b.com</a></p>\n</details>'
            ),
            "uts58": (
                '<details class="tip">\n<summary>Open http://a.com</summary>\n<p>Inside <a href'
                '="https://www.b.com">www.b.com</a></p>\n</details>'
            ),
        },
        id="details",
    ),
    pytest.param(
        ["pymdownx.tabbed"],
        {"pymdownx.tabbed": {"alternate_style": True}},
        '=== "www.a.com"\n\n    In tab http://b.com',
        {
            "gfm": (
                '<div class="tabbed-set tabbed-alternate" data-tabs="1:1"><input checked="check'
                'ed" id="__tabbed_1_1" name="__tabbed_1" type="radio" /><div class="tabbed-labe'
                'ls"><label for="__tabbed_1_1">www.a.com</label></div>\n<div class="tabbed-cont'
                'ent">\n<div class="tabbed-block">\n<p>In tab <a href="http://b.com">http://b.c'
                "om</a></p>\n</div>\n</div>\n</div>"
            ),
            "md4c": (
                '<div class="tabbed-set tabbed-alternate" data-tabs="1:1"><input checked="check'
                'ed" id="__tabbed_1_1" name="__tabbed_1" type="radio" /><div class="tabbed-labe'
                'ls"><label for="__tabbed_1_1">www.a.com</label></div>\n<div class="tabbed-cont'
                'ent">\n<div class="tabbed-block">\n<p>In tab <a href="http://b.com">http://b.c'
                "om</a></p>\n</div>\n</div>\n</div>"
            ),
            "uts58": (
                '<div class="tabbed-set tabbed-alternate" data-tabs="1:1"><input checked="check'
                'ed" id="__tabbed_1_1" name="__tabbed_1" type="radio" /><div class="tabbed-labe'
                'ls"><label for="__tabbed_1_1">www.a.com</label></div>\n<div class="tabbed-cont'
                'ent">\n<div class="tabbed-block">\n<p>In tab <a href="http://b.com">http://b.c'
                "om</a></p>\n</div>\n</div>\n</div>"
            ),
        },
        id="tabbed",
    ),
    pytest.param(
        ["pymdownx.snippets"],
        {"pymdownx.snippets": {"base_path": ["SNIPPETS"]}},
        'Before www.a.com\n\n--8<-- "links.md"',
        {
            "gfm": (
                '<p>Before <a href="http://www.a.com">www.a.com</a></p>\n<p>Included <a href="h'
                'ttp://a.com/x_y">http://a.com/x_y</a>_ and <code>www.b.com</code>.</p>'
            ),
            "md4c": (
                '<p>Before <a href="http://www.a.com">www.a.com</a></p>\n<p>Included <a href="h'
                'ttp://a.com/x_y_">http://a.com/x_y_</a> and <code>www.b.com</code>.</p>'
            ),
            "uts58": (
                '<p>Before <a href="https://www.a.com">www.a.com</a></p>\n<p>Included <a href="'
                'http://a.com/x_y_">http://a.com/x_y_</a> and <code>www.b.com</code>.</p>'
            ),
        },
        id="snippets",
    ),
    pytest.param(
        ["pymdownx.arithmatex"],
        {"pymdownx.arithmatex": {"generic": True}},
        "Math $http://a.com$ and $$x$$ then http://b.com\n\n$$\nwww.c.com\n$$",
        {
            "gfm": (
                '<p>Math <span class="arithmatex">\\(http://a.com\\)</span> and $<span class="a'
                'rithmatex">\\(x\\)</span>$ then <a href="http://b.com">http://b.com</a></p>\n<'
                'div class="arithmatex">\\[\nwww.c.com\n\\]</div>'
            ),
            "md4c": (
                '<p>Math <span class="arithmatex">\\(http://a.com\\)</span> and $<span class="a'
                'rithmatex">\\(x\\)</span>$ then <a href="http://b.com">http://b.com</a></p>\n<'
                'div class="arithmatex">\\[\nwww.c.com\n\\]</div>'
            ),
            "uts58": (
                '<p>Math <span class="arithmatex">\\(http://a.com\\)</span> and $<span class="a'
                'rithmatex">\\(x\\)</span>$ then <a href="http://b.com">http://b.com</a></p>\n<'
                'div class="arithmatex">\\[\nwww.c.com\n\\]</div>'
            ),
        },
        id="arithmatex",
    ),
]

MATERIAL = [
    "toc",
    "attr_list",
    "md_in_html",
    "footnotes",
    "abbr",
    "def_list",
    "admonition",
    "tables",
    "smarty",
    "pymdownx.superfences",
    "pymdownx.highlight",
    "pymdownx.inlinehilite",
    "pymdownx.caret",
    "pymdownx.mark",
    "pymdownx.tilde",
    "pymdownx.keys",
    "pymdownx.emoji",
    "pymdownx.tasklist",
    "pymdownx.details",
    "pymdownx.tabbed",
    "pymdownx.snippets",
    "pymdownx.arithmatex",
]
MATERIAL_CONFIGS: dict[str, dict[str, object]] = {
    "pymdownx.highlight": {"use_pygments": False},
    "pymdownx.arithmatex": {"generic": True},
    "pymdownx.tabbed": {"alternate_style": True},
    "pymdownx.snippets": {"base_path": [SNIPPETS]},
}
