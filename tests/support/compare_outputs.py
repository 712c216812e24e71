"""Compare two trees of outputs, ignoring timings and machine paths."""
import json, re, sys
from pathlib import Path
a, b = Path(sys.argv[1]), Path(sys.argv[2])
NOISE = [re.compile(p) for p in [r'"(elapsed|duration|generated|time|timestamp)": ?[^,}\n]*', r'time="[^"]*"', r'timestamp="[^"]*"', r'\d+\.\d+ ?s\b', r'/tmp/[\w./-]+', r'in \d+(\.\d+)? s']]
def norm(t):
    for p in NOISE: t = p.sub("~", t)
    return t
fa = {p.relative_to(a) for p in a.rglob("*") if p.is_file()}
fb = {p.relative_to(b) for p in b.rglob("*") if p.is_file()}
for x in sorted(fa - fb): print("only before:", x)
for x in sorted(fb - fa): print("only after:", x)
diff = 0
for x in sorted(fa & fb):
    try: ta, tb = (a/x).read_text(), (b/x).read_text()
    except UnicodeDecodeError:
        if (a/x).read_bytes() != (b/x).read_bytes(): print("binary differs:", x)
        continue
    if norm(ta) != norm(tb):
        diff += 1; print("differs:", x)
print(f"{len(fa & fb)} common files, {diff} differ")
