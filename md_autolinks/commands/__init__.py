"""The commands of ``md-autolinks`` (:mod:`md_autolinks.cli` picks one): :mod:`.render`,
:mod:`.links` and :mod:`.why`, each with its command line; :mod:`.arguments` holds what
their command lines share, :mod:`.output` reading the input and writing the output."""
