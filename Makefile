# SPDX-License-Identifier: MIT
# pq8k build. PLATFORM=host|m4|m3|rv32 (host is the default); asan is a host
# variant built with clang ASan+UBSan. `make help` lists the goals.

PLATFORM ?= host
VECTORS  ?= ../shared/vectors
# SCHEMES="mldsa44 ..." builds a library with those schemes only (mk/schemes.mk),
# in a build directory of its own; unset, every scheme is built.
SCHEMES  ?=
# PROFILE=speed (the default) or size (docs/size-profile.md): the size profile
# compiles with PQ8K_CONFIG_PROFILE_SIZE=1 and links the smallest assembly
# forms (mk/sources.mk), in a build directory of its own.
PROFILE  ?= speed
ifeq ($(filter speed size,$(PROFILE)),)
  $(error PROFILE must be speed or size, not '$(PROFILE)')
endif
PROFILE_CFLAGS := $(if $(filter size,$(PROFILE)),-DPQ8K_CONFIG_PROFILE_SIZE=1)
PROFILE_SUFFIX := $(if $(filter size,$(PROFILE)),-size)
empty    :=
space    := $(empty) $(empty)
B        := build/$(PLATFORM)$(PROFILE_SUFFIX)$(if $(LEGACY),-legacy)$(if $(strip $(SCHEMES)),-$(subst $(space),-,$(strip $(SCHEMES))))
TEST_RAM_KB ?= 2048

include mk/platform.mk
include mk/schemes.mk

WARN   := -std=c11 -Wall -Wextra -Wpedantic -Werror -Wshadow -Wvla -Wstrict-prototypes \
          -Wmissing-prototypes -Wdouble-promotion -Wfloat-equal
CFLAGS := $(WARN) $(ARCH) $(OPT) $(PLAT_CFLAGS) -Iinclude -Isrc $(call pq8k_scheme_cflags,$(SCHEMES)) \
          $(PROFILE_CFLAGS) $(EXTRA_CFLAGS)
TFLAGS := $(CFLAGS) -Iplatform -Itest -I$(B) -DPQ8K_PLATFORM_NAME='"$(PLATFORM)"' \
          -DPQ8K_VECTORS_DIR='"$(VECTORS)"'

include mk/sources.mk

.PHONY: all lib test test-host test-asan test-target bench demo clean help fuzz
all: lib

help:
	@echo "make [PLATFORM=host|m4|m3|rv32] lib   build build/<platform>/libpq8k.a"
	@echo "make PLATFORM=m3 SCHEMES=mldsa44 lib  a library with one scheme (the published figures)"
	@echo "make PLATFORM=m3 PROFILE=size lib     the size profile (docs/size-profile.md) in build/m3-size"
	@echo "make test                             host, ASan/UBSan and QEMU m4/m3/rv32 tests"
	@echo "make test-host | test-asan            host tests only (ONLY="suite ..." picks suites)"
	@echo "make PLATFORM=m4 test-target          one QEMU target's tests"
	@echo "make bench                            measurements -> bench/results.csv, BENCHMARKS.md"
	@echo "make demo                             the main job on the emulated microcontroller"
	@echo "make proofs                           Frama-C Eva on proofs/*.c (PROOFS=\"name ...\")"
	@echo "make cli                              the host tool build/host/pq8k (docs/cli.md)"
	@echo "make pylib                            build/pylib/libpq8k.so for the Python binding python/pq8k"
	@echo "make mcuboot-check                    MCUboot + pq8k: patches, imgtool, QEMU boots (docs/mcuboot.md)"
	@echo "make zephyr-check                     the Zephyr module's sample on QEMU (docs/zephyr.md)"

lib: $(B)/libpq8k.a

$(B)/libpq8k.a: $(LIB_OBJ)
	@rm -f $@
	$(AR) rcs $@ $^

$(B)/obj/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

$(B)/obj/%.o: %.S
	@mkdir -p $(@D)
	$(CC) $(ARCH) -c $< -o $@

$(B)/tobj/%.o: %.c $(B)/suites.h
	@mkdir -p $(@D)
	$(CC) $(TFLAGS) $(TEST_CFLAGS) -MMD -MP -c $< -o $@

$(B)/tobj/%.o: %.S
	@mkdir -p $(@D)
	$(CC) $(ARCH) $(TEST_CFLAGS) -c $< -o $@

# The suite list is every test/test_<name>.c; rewritten only when it changes.
# ONLY="a b" runs just those suites (the others are still compiled).
SUITES := $(patsubst test/test_%.c,%,$(wildcard test/test_*.c))
$(B)/suites.h: FORCE
	@mkdir -p $(@D)
	@printf '%s\n' $(foreach s,$(SUITES),'TT_SUITE($(s), $(if $(ONLY),$(if $(filter $(s),$(ONLY)),1,0),1))') > $@.tmp
	@cmp -s $@.tmp $@ && rm -f $@.tmp || mv $@.tmp $@
FORCE:

include mk/targets.mk
include mk/bench.mk
include mk/fuzz.mk
include mk/ct.mk
include mk/tools.mk
include mk/compile-list.mk
include mk/boot.mk
include mk/python.mk
include mk/mcuboot.mk
include mk/proofs.mk
include mk/zephyr.mk

test-host:
	@$(MAKE) --no-print-directory PLATFORM=host run-tests
test-asan:
	@$(MAKE) --no-print-directory PLATFORM=asan run-tests
test-target: run-tests

test:
	@bash scripts/test-all.sh

bench:
	@bash bench/run-bench.sh

demo:
	@bash scripts/demo.sh

clean:
	rm -rf build

-include $(shell find build -name '*.d' 2>/dev/null)
