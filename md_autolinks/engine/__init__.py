"""The detection engine: text in, :class:`~md_autolinks.engine.model.Link` spans out.

It knows nothing of Markdown. :mod:`.finder` dispatches to the mode's scanner in
:mod:`.scanners`; :mod:`.options` validates every option; :mod:`.hosts` reads hosts as
browsers do, for hrefs (:mod:`.hrefs`), the domain policy (:mod:`.domain_policy`,
:mod:`.link_policy`) and bare domains (:mod:`.bare_domains`); :mod:`.formatting` is
UTS #58's URL formatter; :mod:`.unicode_props` reads the generated Unicode tables;
:mod:`.explain` says why each candidate is linked or not, with the triggers each mode's
scanner refuses from :mod:`.near_misses`.
"""
