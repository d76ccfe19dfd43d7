# SPDX-License-Identifier: MIT
# Bench firmware (bench/run-bench.sh drives these goals per target, with
# B=build/bench/<platform> and -fstack-usage -fcallgraph-info=su in
# EXTRA_CFLAGS, so the library and the harness leave .su/.ci files beside
# their objects for bench/stack_bound.py).
#
# One firmware per bench/firmware/<name>.c, and per name of the streaming
# matrix below, linked with the harness, the HAL, minilibc and libpq8k.a into
# $(B)/bench/<name>.elf. Its RAM is 8 KB unless the file says otherwise in a
# comment line "bench-ram-kb: <K>" (the matrix: SB_RAM_KB_<name>); the link
# fails if the firmware's data and a 256-byte stack do not fit.

# The streaming-verify matrix, from the registry (pq8k/schemes.def): per
# scheme stream_<name> (the engine), stream_<name>_reader (the message behind
# a reader; not the compact layout) and, for the families with a one-shot
# verify, stream_<name>_oneshot. <name> is the registry's tok, or for the
# schemes whose parameter set is in the key the sets benched (SB_SETS_<tok>).
# All compile bench/stream_fw.c with the -D flags SB_FLAGS_<firmware>.
SB_REGISTRY := $(shell sed -n 's/^PQ8K_SCHEME.\([A-Z0-9_]*\), *0x[0-9A-Fa-f]*, *\([a-z0-9_]*\), *"[^"]*", *"[^"]*", *\([a-z_]*\),.*/\2:\1:\3/p' include/pq8k/schemes.def)
SB_SETS_lms    := lms_sha256_h10_w4 lms_sha256_h20_w8 lms_shake_m32_h10_w4
SB_SETS_hss    := hss_sha256_l2_h10_w8
SB_SETS_xmss   := xmss_sha2_10_256
SB_SETS_xmssmt := xmssmt_sha2_20_2_256
SB_RAM_KB_stream_mldsa87_compact := 16
SB_ONESHOT_FAMILIES := mldsa falcon haetae slhdsa
# verified through pq8k_verify_init_internal (the vectors sign M' as it is)
SB_INTERNAL_FAMILIES := slhdsa haetae
sb_word = $(word $(2),$(subst :, ,$(1)))
# 1 firmware, 2 name, 3 tok, 4 ID, 5 family, 6 variant (stream, reader, oneshot)
define SB_FIRMWARE
SB_NAMES += $(1)
SB_FLAGS_$(1) := -DSB_DATA='"stream_$(2)_data.h"' \
    -DSB_SCHEME='"$(if $(filter mldsa_compact,$(5)),$(3:_compact=),$(2))"' \
    $(if $(filter oneshot,$(6)),-DSB_ONESHOT_$(shell echo $(5) | tr a-z A-Z)=1 \
        $(if $(filter slhdsa,$(5)),-DSB_ONESHOT_SET=PQ8K_SLHDSA_SET_$(4:SLHDSA_%=%),-DSB_ONESHOT_TOK=$(3)),\
      -DSB_ENGINE_ID=PQ8K_$(4) \
      $(if $(filter $(SB_INTERNAL_FAMILIES),$(5)),-DSB_INTERNAL=1) \
      $(if $(filter reader,$(6)),-DSB_READER=1 $(if $(filter haetae,$(5)),-DSB_READER_PREFIX=1)) \
      $(if $(filter mldsa_compact,$(5)),-DSB_COMPACT=1))
endef
$(foreach e,$(SB_REGISTRY),$(foreach n,$(or $(SB_SETS_$(call sb_word,$(e),1)),$(call sb_word,$(e),1)),\
  $(eval $(call SB_FIRMWARE,stream_$(n),$(n),$(call sb_word,$(e),1),$(call sb_word,$(e),2),$(call sb_word,$(e),3),stream))\
  $(if $(filter mldsa_compact,$(call sb_word,$(e),3)),,\
    $(eval $(call SB_FIRMWARE,stream_$(n)_reader,$(n),$(call sb_word,$(e),1),$(call sb_word,$(e),2),$(call sb_word,$(e),3),reader)))\
  $(if $(filter $(SB_ONESHOT_FAMILIES),$(call sb_word,$(e),3)),\
    $(eval $(call SB_FIRMWARE,stream_$(n)_oneshot,$(n),$(call sb_word,$(e),1),$(call sb_word,$(e),2),$(call sb_word,$(e),3),oneshot)))))

BENCH_NAMES  := $(patsubst bench/firmware/%.c,%,$(wildcard bench/firmware/*.c)) $(SB_NAMES)
# Streaming-verify firmware (stream_*, the matrix above) needs its scheme's stream
# and a library built with that scheme alone, bench/firmware/*_sign_ip.c a
# library built with PQ8K_CONFIG_HAETAE_SIGN_IP=1 and bench/firmware/*_sign_v112.c
# one built with PQ8K_CONFIG_HAETAE_V112=1: bench/run-bench.sh builds
# each in a build directory of its own, naming the firmware in BENCH_ONLY.
ifneq ($(BENCH_ONLY),)
BENCH_NAMES  := $(BENCH_ONLY)
else
BENCH_NAMES  := $(filter-out stream_% %_sign_ip %_sign_v112,$(BENCH_NAMES))
endif
BENCH_RAM_KB ?= 8
bench_ram_kb = $(or $(SB_RAM_KB_$(1)),$(if $(wildcard bench/firmware/$(1).c),$(shell sed -n 's/.*bench-ram-kb: *\([0-9][0-9]*\).*/\1/p' bench/firmware/$(1).c)),$(BENCH_RAM_KB))

# `make -s bench-list`: every bench firmware, "<name> <RAM in KB>" (bench/run-bench.sh,
# test/registry_names.sh)
.PHONY: bench-list
bench-list:
	@:$(foreach n,$(sort $(patsubst bench/firmware/%.c,%,$(wildcard bench/firmware/*.c)) $(SB_NAMES)),$(info $(n) $(call bench_ram_kb,$(n))))

BENCH_PLUGIN := build/bench/qemu_insn_plugin.so
HOST_CC      ?= gcc

.PHONY: bench-fw bench-plugin
bench-plugin: $(BENCH_PLUGIN)
# The cycle model's own check (bench/cycle_model_check.c) runs first: a model
# that prices an instruction unlike the manuals builds no plugin.
$(BENCH_PLUGIN): bench/qemu_insn_plugin.c bench/cortex_m_timing.h bench/cortex_m_decode.h bench/cycle_model_check.c
	@mkdir -p $(@D)
	$(HOST_CC) -std=c11 -O2 -Wall -Wextra -Wpedantic -Werror bench/cycle_model_check.c -o $(@D)/cycle_model_check
	$(@D)/cycle_model_check
	$(HOST_CC) -std=c11 -O2 -Wall -Wextra -Wpedantic -Werror -shared -fPIC -fvisibility=hidden $< -o $@

ifeq ($(IS_TARGET),1)
BENCH_BASE := $(B)/bobj/bench/harness.o \
              $(patsubst %.c,$(B)/tobj/%.o,$(HAL_SRC)) $(patsubst %.S,$(B)/tobj/%.o,$(HAL_ASM)) $(LIBC_OBJ)

$(B)/bobj/bench/%.o: bench/%.c
	@mkdir -p $(@D)
	$(CC) $(TFLAGS) -Ibench -MMD -MP -c $< -o $@
$(foreach n,$(SB_NAMES),$(eval $(B)/bobj/bench/firmware/$(n).o: bench/stream_fw.c ; \
	@mkdir -p $$(@D) && $$(CC) $$(TFLAGS) -Ibench $$(SB_FLAGS_$(n)) -MMD -MP -c $$< -o $$@))

define BENCH_FW_RULE
$(B)/bench/$(1).elf: $(B)/bobj/bench/firmware/$(1).o $(BENCH_BASE) $(B)/libpq8k.a $(B)/ld-$(2)k/mem.ld $(LINK_LD)
	@mkdir -p $$(@D)
	$$(CC) $$(call FW_LDFLAGS,$(2)) -o $$@ $(B)/bobj/bench/firmware/$(1).o $(BENCH_BASE) $(B)/libpq8k.a -lgcc -Wl,-Map,$$@.map
endef
$(foreach n,$(BENCH_NAMES),$(eval $(call BENCH_FW_RULE,$(n),$(call bench_ram_kb,$(n)))))

bench-fw: $(foreach n,$(BENCH_NAMES),$(B)/bench/$(n).elf)

# Anchor firmware (bench/classic_anchors.sh): bench/anchors/$(ANCHOR).c, a
# driver over a third-party implementation whose sources ANCHOR_SRC (outside
# the repository, never committed) compile with this platform's architecture
# and optimisation flags (not pq8k's warnings) plus ANCHOR_CFLAGS, linked like
# the bench firmware into $(B)/bench/$(ANCHOR).elf (8 KB of RAM).
.PHONY: anchor-fw
anchor-fw: $(BENCH_BASE) $(B)/libpq8k.a $(B)/ld-8k/mem.ld $(LINK_LD)
	@test -n "$(ANCHOR)" -a -n "$(ANCHOR_SRC)" || { echo "anchor-fw: set ANCHOR and ANCHOR_SRC"; exit 1; }
	@mkdir -p $(B)/bobj/anchors/firmware $(B)/bobj/anchors/src-$(ANCHOR) $(B)/bench
	$(CC) $(TFLAGS) -Ibench $(ANCHOR_CFLAGS) -c bench/anchors/$(ANCHOR).c -o $(B)/bobj/anchors/firmware/$(ANCHOR).o
	for s in $(ANCHOR_SRC); do \
	    $(CC) $(ARCH) $(OPT) $(PLAT_CFLAGS) $(EXTRA_CFLAGS) $(ANCHOR_CFLAGS) -c $$s \
	        -o $(B)/bobj/anchors/src-$(ANCHOR)/$$(basename $$s .c).o || exit 1; done
	$(CC) $(call FW_LDFLAGS,8) -o $(B)/bench/$(ANCHOR).elf $(B)/bobj/anchors/firmware/$(ANCHOR).o \
	    $(B)/bobj/anchors/src-$(ANCHOR)/*.o $(BENCH_BASE) $(B)/libpq8k.a -lgcc -Wl,-Map,$(B)/bench/$(ANCHOR).elf.map

# The one-check-off campaign's firmware (bench/check_off_fw.c): one scheme's
# library (EXTRA_CFLAGS), 8 KB of RAM, flash below the slot at 0x10000;
# CHECK_OFF_HARDENED=0 for the plain decision.
CHECK_OFF_HARDENED ?= 1
.PHONY: check-off-fw
check-off-fw: $(B)/check_off/check_off_fw.elf
$(B)/check_off/check_off_fw.o: bench/check_off_fw.c
	@mkdir -p $(@D)
	$(CC) $(TFLAGS) -DCHECK_OFF_HARDENED=$(CHECK_OFF_HARDENED) -MMD -MP -c $< -o $@
$(B)/check_off/ld/mem.ld:
	@mkdir -p $(@D)
	@printf 'MEMORY\n{\n  FLASH (rx) : ORIGIN = 0, LENGTH = 0xF000\n  RAM (rwx) : ORIGIN = 0x20000000, LENGTH = 8K\n}\n' > $@
$(B)/check_off/check_off_fw.elf: $(B)/check_off/check_off_fw.o $(patsubst %.c,$(B)/tobj/%.o,$(HAL_SRC)) \
        $(patsubst %.S,$(B)/tobj/%.o,$(HAL_ASM)) $(LIBC_OBJ) $(B)/libpq8k.a $(B)/check_off/ld/mem.ld $(LINK_LD)
	$(CC) $(ARCH) -nostdlib -nostartfiles -Wl,--gc-sections -T$(LINK_LD) -L$(B)/check_off/ld -o $@ \
	    $(B)/check_off/check_off_fw.o $(patsubst %.c,$(B)/tobj/%.o,$(HAL_SRC)) \
	    $(patsubst %.S,$(B)/tobj/%.o,$(HAL_ASM)) $(LIBC_OBJ) $(B)/libpq8k.a -lgcc -Wl,-Map,$@.map

# The signing fault campaign's firmware (bench/sign_fault_fw.c): keygen from a
# fixed seed and one deterministic signature of SIGN_FAULT_SCHEME (1 ML-DSA-44,
# 2 HAETAE-2, 3 SLH-DSA-SHA2-128s, 4 SLH-DSA-SHA2-128f), 32 KB of RAM (the
# keys and the signature are the firmware's, beside the signer's stack).
SIGN_FAULT_SCHEME ?= 1
.PHONY: sign-fault-fw
sign-fault-fw: $(B)/sign_fault/sign_fault_fw.elf
$(B)/sign_fault/sign_fault_fw.o: bench/sign_fault_fw.c
	@mkdir -p $(@D)
	$(CC) $(TFLAGS) -DSIGN_FAULT_SCHEME=$(SIGN_FAULT_SCHEME) -MMD -MP -c $< -o $@
$(B)/sign_fault/sign_fault_fw.elf: $(B)/sign_fault/sign_fault_fw.o $(patsubst %.c,$(B)/tobj/%.o,$(HAL_SRC)) \
        $(patsubst %.S,$(B)/tobj/%.o,$(HAL_ASM)) $(LIBC_OBJ) $(B)/libpq8k.a $(B)/ld-32k/mem.ld $(LINK_LD)
	$(CC) $(call FW_LDFLAGS,32) -o $@ $(B)/sign_fault/sign_fault_fw.o $(patsubst %.c,$(B)/tobj/%.o,$(HAL_SRC)) \
	    $(patsubst %.S,$(B)/tobj/%.o,$(HAL_ASM)) $(LIBC_OBJ) $(B)/libpq8k.a -lgcc -Wl,-Map,$@.map
else
sign-fault-fw:
	$(error the signing fault firmware is built for PLATFORM=m3 or m4)
check-off-fw:
	$(error the one-check-off firmware is built for PLATFORM=m3 or m4)
bench-fw:
	$(error bench firmware is built for PLATFORM=m4, m3, m33, m0, f100 or rv32)
endif

# Host program that writes a vector's pk and signature as a stream file and
# its trusted pk digest (bench/stream_encode.c; PLATFORM=host).
.PHONY: bench-encoder
bench-encoder: $(B)/stream_encode
$(B)/stream_encode: bench/stream_encode.c $(B)/libpq8k.a
	$(CC) $(CFLAGS) $(LDFLAGS) $< $(B)/libpq8k.a -o $@

# What bench/run-bench.sh needs to know about the platform, as shell assignments.
# BOARD_RAM_KB: the board's RAM where a firmware can ask for more (m0's
# micro:bit); such a firmware runs the same ARMv6-M code on QEMU_BIG.
.PHONY: bench-env
bench-env:
	@echo "QEMU='$(QEMU)'"
	@echo "NM='$(CC:gcc=nm)'"
	@echo "BOARD_RAM_KB='$(if $(filter m0,$(PLATFORM)),$(TEST_RAM_KB))'"
	@echo "QEMU_BIG='$(if $(filter m0,$(PLATFORM)),$(subst -M microbit,-M mps2-an385,$(QEMU)))'"

# One-check-off inputs (issue 31 item 1): writes and verifies an input per
# check of each verifier (bench/check_off.c; PLATFORM=host or asan).
.PHONY: check-off
CHECK_OFF_SRC := $(filter-out bench/check_off_fw.c,$(wildcard bench/check_off*.c))
check-off: $(B)/check_off
$(B)/check_off: $(CHECK_OFF_SRC) bench/check_off.h $(B)/libpq8k.a
	$(CC) $(CFLAGS) $(LDFLAGS) $(CHECK_OFF_SRC) $(B)/libpq8k.a -o $@
