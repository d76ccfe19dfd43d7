# Constant-time suite (docs/security.md): test/ct/ct_main.c linked with a
# PLATFORM=ct library (host gcc, the declassification hooks of
# src/common/ct.h on) and run under valgrind memcheck; any report fails.
# CT_ONLY=<name> runs one scheme (see test/ct/ct_main.c); CT_VG adds
# valgrind options (e.g. --track-origins=yes to find where a secret came from).
CT_VG ?=
.PHONY: ct ct-build
ct-build:
	@$(MAKE) --no-print-directory PLATFORM=ct lib
	@$(MAKE) --no-print-directory PLATFORM=ct build/ct/ct

build/ct/ct: test/ct/ct_main.c build/ct/libpq8k.a
	$(CC) $(CFLAGS) -o $@ $^

ct: ct-build
	valgrind -q --error-exitcode=1 --exit-on-first-error=no $(CT_VG) build/ct/ct $(CT_ONLY)

# Cortex-M3 check (scripts/ct-m3-check.py): the m3 library built again with
# -fcallgraph-info (same flags otherwise) into build/m3-cg; fails if a
# function reachable from keygen or signing contains UMULL, SMULL, UMLAL,
# SMLAL, UDIV or SDIV.
.PHONY: ct-m3
ct-m3:
	@$(MAKE) --no-print-directory PLATFORM=m3 B=build/m3-cg EXTRA_CFLAGS=-fcallgraph-info lib
	python3 scripts/ct-m3-check.py build/m3-cg
