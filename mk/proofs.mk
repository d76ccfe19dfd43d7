# SPDX-License-Identifier: MIT
# `make proofs`: Frama-C Eva on the harnesses in proofs/ (docs/proofs.md,
# issue 28). PROOFS="a b" runs those harnesses only; PROOF_TIMEOUT (seconds)
# bounds each one that sets no proof-timeout of its own. Writes
# build/proofs/results.csv and one line "proofs: N passed, M failed"; fails
# if any harness has an alarm left, an unproved property, or did not finish.
PROOFS ?=
.PHONY: proofs
proofs:
	@bash scripts/ensure-deps.sh
	@bash scripts/proofs.sh $(PROOFS)
