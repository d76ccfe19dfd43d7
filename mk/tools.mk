# SPDX-License-Identifier: MIT
# Host tools and the demo firmware.
#
# `make cli` builds the pq8k command-line tool, $(B)/pq8k (build/host/pq8k;
# with LEGACY=1, build/host-legacy/pq8k, which also knows the broken legacy
# schemes). docs/cli.md is its manual.
#
# The demo firmware (scripts/demo.sh drives these; `make demo` runs it):
#   $(B)/demo/activate.elf  ML-DSA feature-activation verifier, linked with
#                           exactly DEMO_RAM_KB (8) KB of RAM; it includes the
#                           pk-digest header that `pq8k pkdigest --c-header`
#                           wrote into DEMO_GEN
#   $(B)/demo/haetae.elf    HAETAE keygen/sign/verify on the device, RAM
#                           DEMO_HAETAE_RAM_KB; its randomness is seeded from
#                           DEMO_GEN/demo_seed.h

CLI_SRC := $(wildcard tools/*.c)
CLI_BIN := $(B)/pq8k

.PHONY: cli demo-fw-activate demo-fw-haetae
ifeq ($(IS_TARGET),1)
cli:
	$(error the CLI is a host program: run `make cli` without PLATFORM=$(PLATFORM))
else
cli: $(CLI_BIN)
$(CLI_BIN): $(patsubst %.c,$(B)/obj/%.o,$(CLI_SRC)) $(B)/libpq8k.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^
endif

DEMO_GEN           ?= build/demo/gen
DEMO_RAM_KB        ?= 8
DEMO_HAETAE_RAM_KB ?= 64

ifeq ($(IS_TARGET),1)
DEMO_BASE := $(B)/dobj/demo/demo_io.o $(patsubst %.c,$(B)/tobj/%.o,$(HAL_SRC)) \
             $(patsubst %.S,$(B)/tobj/%.o,$(HAL_ASM)) $(LIBC_OBJ)

$(B)/dobj/demo/%.o: demo/%.c
	@mkdir -p $(@D)
	$(CC) $(TFLAGS) -I$(DEMO_GEN) -MMD -MP -c $< -o $@

# $(call DEMO_FW,name,objects,ram_kb)
define DEMO_FW
$(B)/demo/$(1).elf: $(2) $(DEMO_BASE) $(B)/libpq8k.a $(B)/ld-$(3)k/mem.ld $(LINK_LD)
	@mkdir -p $$(@D)
	$$(CC) $$(call FW_LDFLAGS,$(3)) -o $$@ $(2) $(DEMO_BASE) $(B)/libpq8k.a -lgcc -Wl,-Map,$$@.map
endef
$(eval $(call DEMO_FW,activate,$(B)/dobj/demo/activate_fw.o,$(DEMO_RAM_KB)))
$(eval $(call DEMO_FW,haetae,$(B)/dobj/demo/haetae_fw.o $(B)/dobj/demo/demo_rng.o,$(DEMO_HAETAE_RAM_KB)))

demo-fw-activate: $(B)/demo/activate.elf
demo-fw-haetae: $(B)/demo/haetae.elf
else
demo-fw-activate demo-fw-haetae:
	$(error the demo firmware is built for PLATFORM=m4, m3 or rv32)
endif
