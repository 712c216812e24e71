"""Everything that builds the rules site: pages generated from the spec, the features and recorded data.

It reads the spec (:mod:`rulespec`), the scenarios and step vocabulary
(:mod:`conformance`), the recorded reports and the site data written by
``domino-rules site-data``; it never runs the engine.
"""
