"""`python -m gamebox`: the same as the `gamebox` command."""

from gamebox.cli import main

raise SystemExit(main())
