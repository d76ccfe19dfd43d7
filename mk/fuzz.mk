# SPDX-License-Identifier: MIT
# libFuzzer targets: test/fuzz_<name>.c, each run for FUZZ_SECONDS on its kept
# corpus test/corpus/<name>/ (new finds go to build/fuzz/corpus-<name>/ and are
# merged into the kept corpus by `make fuzz-merge`; crash and slow-unit files
# go to build/fuzz/).
# test/fuzz_legacy.c needs Rainbow and GeMSS: it links against a LEGACY=1
# fuzz library (build/fuzz-legacy) and runs after the others.
FUZZ_SECONDS ?= 20
FUZZ_NAMES   := $(filter-out legacy,$(patsubst test/fuzz_%.c,%,$(wildcard test/fuzz_*.c)))
FUZZ_BINS    := $(foreach n,$(FUZZ_NAMES),build/fuzz/fuzz_$(n)) build/fuzz-legacy/fuzz_legacy

.PHONY: fuzz fuzz-build fuzz-merge
fuzz-build:
	@$(MAKE) --no-print-directory PLATFORM=fuzz lib
	@$(MAKE) --no-print-directory PLATFORM=fuzz LEGACY=1 lib
	@$(MAKE) --no-print-directory PLATFORM=fuzz $(FUZZ_BINS)

build/fuzz/fuzz_%: test/fuzz_%.c build/fuzz/libpq8k.a
	$(CC) $(CFLAGS) -fsanitize=fuzzer,address,undefined -Itest -o $@ $< build/fuzz/libpq8k.a

build/fuzz-legacy/fuzz_legacy: test/fuzz_legacy.c build/fuzz-legacy/libpq8k.a
	$(CC) $(CFLAGS) -DPQ8K_LEGACY_INSECURE=1 -fsanitize=fuzzer,address,undefined -Itest -o $@ $< \
	    build/fuzz-legacy/libpq8k.a

fuzz: fuzz-build
	@set -e; for n in $(FUZZ_NAMES) legacy; do \
	    d=build/fuzz; [ $$n = legacy ] && d=build/fuzz-legacy; \
	    mkdir -p test/corpus/$$n build/fuzz/corpus-$$n; \
	    echo "fuzz_$$n: $(FUZZ_SECONDS) s"; \
	    $$d/fuzz_$$n -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -print_final_stats=0 \
	        -artifact_prefix=build/fuzz/ \
	        build/fuzz/corpus-$$n test/corpus/$$n 2>build/fuzz/fuzz_$$n.log || \
	        { tail -40 build/fuzz/fuzz_$$n.log; echo "fuzz_$$n: FAILED"; exit 1; }; \
	    echo "fuzz_$$n: ok ($$(ls build/fuzz/corpus-$$n | wc -l) new inputs)"; \
	done

fuzz-merge: fuzz-build
	@for n in $(FUZZ_NAMES) legacy; do \
	    d=build/fuzz; [ $$n = legacy ] && d=build/fuzz-legacy; \
	    $$d/fuzz_$$n -merge=1 test/corpus/$$n build/fuzz/corpus-$$n 2>/dev/null; done
