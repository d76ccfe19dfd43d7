#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes composite.rsp, the subset of the composite-signature draft's test
vectors that pq8k implements, from the draft repository's
src/testvectors.json (README.md names repository, commit and path).

    python3 test/vectors/composite/extract.py <testvectors.json> > test/vectors/composite/composite.rsp

The source must be the file of that commit: its SHA-256 is checked. Each of
the four combinations gives two records, the signature without context (s)
and with the file's context (sWithContext); pk, message and context are
copied as they are, base64 decoded to hex."""
import base64
import hashlib
import json
import sys

SOURCE_SHA256 = "a60f697f9fd94c3cd5e4501a40c4396d9a9ffc7cf0f8a1ddd87dedbb46a7abf0"
# the draft's names of the combinations pq8k has, and pq8k's CLI names
WANTED = [
    ("id-MLDSA44-ECDSA-P256-SHA256", "mldsa44-p256"),
    ("id-MLDSA65-ECDSA-P256-SHA512", "mldsa65-p256"),
    ("id-MLDSA44-Ed25519-SHA512", "mldsa44-ed25519"),
    ("id-MLDSA65-Ed25519-SHA512", "mldsa65-ed25519"),
]


def main():
    raw = open(sys.argv[1], "rb").read()
    digest = hashlib.sha256(raw).hexdigest()
    if digest != SOURCE_SHA256:
        sys.exit(f"extract.py: {sys.argv[1]} has SHA-256 {digest}, not the pinned {SOURCE_SHA256}")
    doc = json.loads(raw)
    msg = base64.b64decode(doc["m"]).hex()
    ctx = base64.b64decode(doc["ctx"]).hex()
    tests = {t["tcId"]: t for t in doc["tests"]}
    print(f"# draft-ietf-lamps-pq-composite-sigs-19 test vectors (src/testvectors.json, sha256 {SOURCE_SHA256})")
    print("# written by test/vectors/composite/extract.py; do not edit")
    count = 0
    for tcid, name in WANTED:
        t = tests[tcid]
        for field, c in (("s", ""), ("sWithContext", ctx)):
            print()
            print(f"count = {count}")
            print(f"scheme = {name}")
            print(f"tcId = {tcid}")
            print(f"form = {field}")
            print(f"pk = {base64.b64decode(t['pk']).hex()}")
            print(f"msg = {msg}")
            print(f"ctxlen = {len(c) // 2}")
            print(f"ctx = {c}")
            print(f"sig = {base64.b64decode(t[field]).hex()}")
            count += 1


if __name__ == "__main__":
    main()
