"""``python -m domino_rules`` is ``domino-rules``."""

import sys

from domino_rules.cli import main

sys.exit(main())
