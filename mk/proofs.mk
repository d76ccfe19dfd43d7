# SPDX-License-Identifier: MIT
# `make proofs`: Frama-C Eva on the harnesses in proofs/ (docs/proofs.md,
# issue 28). PROOFS="a b" runs those harnesses only; PROOF_TIMEOUT (seconds)
# bounds each one that sets no proof-timeout of its own. Writes
# build/proofs/results.csv and one line "proofs: N passed, M failed"; fails
# if any harness has an alarm left, an unproved property, or did not finish.
# A run of every harness also writes the table of docs/proofs.md.
# `make proofs-quick`: the harnesses that pass and fit in make test's
# budget (under 5 minutes in all on the shared 2-core machine).
PROOFS ?=
PROOFS_QUICK ?= msg_reader
.PHONY: proofs proofs-quick
proofs:
	@bash scripts/ensure-deps.sh
	@bash scripts/proofs.sh $(PROOFS)
proofs-quick:
	@bash scripts/ensure-deps.sh
	@bash scripts/proofs.sh $(PROOFS_QUICK)
