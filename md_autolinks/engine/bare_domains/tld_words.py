"""The top-level domains the ``"prose"`` level of ``bare_domains`` weighs before it links a
name without a scheme: TLDs that are file extensions or words of code, the well-known
sites under them, the generic and geographic TLDs prose uses, and the labels of a public
suffix that make a name a file (``docs/modes.md#bare-domains``)."""

from __future__ import annotations

FILE_EXTENSION_TLDS: frozenset[str] = frozenset(
    {
        "ac",
        "am",
        "app",
        "cc",
        "cr",
        "gd",
        "in",
        "java",
        "md",
        "mk",
        "ml",
        "mm",
        "mo",
        "mov",
        "pl",
        "pm",
        "ps",
        "py",
        "rs",
        "sh",
        "so",
        "tf",
        "zip",
    }
)
"""Top-level domains that are also common file extensions (``configure.ac``,
``Makefile.am``, ``Foo.app``, ``MANIFEST.in``, ``README.md``, ``setup.py``, ``main.rs``,
``messages.mo``, ``player.gd``, ``server.cr``, ``AppDelegate.mm``)."""

KNOWN_HOSTS: tuple[str, ...] = (
    "bun.sh",
    "docs.rs",
    "gopkg.in",
    "netlify.app",
    "vercel.app",
    "web.app",
)
"""Well-known sites under :data:`FILE_EXTENSION_TLDS`, linked without a path, with their
subdomains (``my-site.netlify.app``)."""

PROSE_GTLDS: frozenset[str] = frozenset(
    {
        "biz",
        "blog",
        "com",
        "dev",
        "edu",
        "gov",
        "int",
        "land",
        "mil",
        "net",
        "online",
        "org",
        "social",
        "tech",
        "wiki",
        "xyz",
    }
)
"""Generic top-level domains that sites named in running text use. The other ASCII gTLDs
are mostly English words (``info``, ``name``, ``open``, ``read``, ``next``, ``data``,
``site``, ``builders``, ``target``) that code writes after a dot far more often."""

GEOGRAPHIC_TLDS: frozenset[str] = frozenset(
    {
        "abudhabi",
        "africa",
        "alsace",
        "amsterdam",
        "arab",
        "asia",
        "barcelona",
        "bayern",
        "bcn",
        "berlin",
        "boston",
        "brussels",
        "bzh",
        "capetown",
        "cat",
        "cologne",
        "corsica",
        "cymru",
        "dubai",
        "durban",
        "eus",
        "frl",
        "gal",
        "gent",
        "hamburg",
        "irish",
        "istanbul",
        "joburg",
        "koeln",
        "kyoto",
        "london",
        "madrid",
        "melbourne",
        "miami",
        "moscow",
        "nagoya",
        "nrw",
        "nyc",
        "okinawa",
        "osaka",
        "paris",
        "quebec",
        "rio",
        "ruhr",
        "ryukyu",
        "saarland",
        "scot",
        "swiss",
        "sydney",
        "taipei",
        "tatar",
        "tirol",
        "tokyo",
        "vegas",
        "vlaanderen",
        "wales",
        "wien",
        "yokohama",
        "zuerich",
    }
)
"""Geographic and language-community top-level domains (IANA's list: cities, regions,
languages such as ``.cat`` for Catalan and ``.eus`` for Basque). Sites of a place or a
language community use them (``gencat.cat``, ``euskadi.eus``, ``gov.scot``); code does not
write them after a dot."""

CODE_WORD_CCTLDS: frozenset[str] = frozenset({"id"})
"""Country codes that are everyday member names in code (``user.id``, ``row.id``)."""

CAPITALISED_CODE_CCTLDS: frozenset[str] = frozenset({"is"})
"""Country codes that are member names in code after a capitalised class or object name
(``Object.is``, ``Window.is``), and sites' TLDs after a lower-case name (``mbl.is``)."""

SUFFIX_FILE_LABELS: frozenset[str] = frozenset({"am", "cs", "in", "pc"})
"""Labels of a multi-label public suffix that make the name a file name or template
rather than a registrable domain: ``AssemblyInfo.cs.in``, ``Makefile.am.in``,
``build.in.rs``, ``libfoo.pc.pl`` (``cs.in``, ``am.in``, ``in.rs`` and ``pc.pl`` are public
suffixes). ``ac.in`` is not among them: Indian universities (``iitb.ac.in``) outnumber
``configure.ac.in`` templates."""
