# SPDX-License-Identifier: MIT
# Constant-time suite (docs/security.md): test/ct/ct_main.c linked with a
# PLATFORM=ct library (host gcc, the declassification hooks of
# src/common/ct.h on) and run under valgrind memcheck; any report fails.
# CT_ONLY=<name> runs one scheme (see test/ct/ct_main.c); CT_VG adds
# valgrind options (e.g. --track-origins=yes to find where a secret came from).
# CT_B is the build directory (make ct-variants builds the HAETAE signing
# options in build/ct-v112 and build/ct-sign-ip; PROFILE=size: build/ct-size).
CT_VG ?=
CT_B  ?= build/ct$(PROFILE_SUFFIX)
.PHONY: ct ct-build ct-variants
ct-build:
	@$(MAKE) --no-print-directory PLATFORM=ct B=$(CT_B) lib
	@$(MAKE) --no-print-directory PLATFORM=ct B=$(CT_B) $(CT_B)/ct

ifeq ($(PLATFORM),ct)
$(B)/ct: test/ct/ct_main.c $(B)/libpq8k.a
	$(CC) $(CFLAGS) -o $@ $^
endif

ct: ct-build
	valgrind -q --error-exitcode=1 --exit-on-first-error=no $(CT_VG) $(CT_B)/ct $(CT_ONLY)

# The other signing builds: HAETAE as v1.1.2 signs (PQ8K_CONFIG_HAETAE_V112)
# and the interval-test signer (PQ8K_CONFIG_HAETAE_SIGN_IP, whose own
# declassified outcome docs/security.md names), all three levels each. Kept
# out of `make ct` and `make test`: two more library builds and valgrind runs,
# several minutes on a loaded 2-core machine.
CT_HAETAE := haetae2 haetae3 haetae5
ct-variants:
	@$(MAKE) --no-print-directory ct CT_B=build/ct-v112 \
	    EXTRA_CFLAGS=-DPQ8K_CONFIG_HAETAE_V112=1 CT_ONLY="$(CT_HAETAE)"
	@$(MAKE) --no-print-directory ct CT_B=build/ct-sign-ip \
	    EXTRA_CFLAGS=-DPQ8K_CONFIG_HAETAE_SIGN_IP=1 CT_ONLY="$(CT_HAETAE)"

# Cortex-M3 and Cortex-M0/M0+ checks (scripts/ct-check.py): the m3 (m0)
# library built again with -fcallgraph-info (same flags otherwise) into
# build/m3-cg (build/m0-cg; PROFILE=size: build/m3-cg-size); fails if a function reachable from keygen or
# signing contains UMULL, SMULL, UMLAL, SMLAL, UDIV or SDIV in any condition
# or width form, or branches (a tail branch too) to a libgcc multiply or
# divide; any other libgcc routine reached is read from the platform's
# libgcc and fails the check if it branches on a condition or jumps through a
# register (on m0, where those instructions do not exist and a 64-bit product
# or a division is a libgcc call, that is where variable time lives). The check's self-test (test/ct/ct_selftest.sh
# <platform>) runs first: a checker that misses a conditional UMULL, a hidden
# tail branch, a 64-bit product or a data-dependent libgcc routine fails the goal.
.PHONY: ct-m3 ct-m0
ct-m3 ct-m0: ct-%:
	@bash test/ct/ct_selftest.sh $*
	@$(MAKE) --no-print-directory PLATFORM=$* B=build/$*-cg$(PROFILE_SUFFIX) EXTRA_CFLAGS=-fcallgraph-info lib
	python3 scripts/ct-check.py $* build/$*-cg$(PROFILE_SUFFIX)
