# SPDX-License-Identifier: MIT
# Test programs: the same test files on every platform; on the QEMU targets
# they link with the platform's startup, semihosting HAL and minimal libc.
TEST_SRC := $(filter-out test/fuzz_%.c,$(wildcard test/*.c))
ifeq ($(IS_TARGET),1)
  TEST_SRC := $(filter-out test/host_%.c,$(TEST_SRC))
  HAL_SRC  := platform/hal_semihost.c platform/target_name.c $(wildcard $(PLAT_DIR)/*.c)
  HAL_ASM  := $(wildcard $(PLAT_DIR)/*.S)
  LIBC_OBJ := $(B)/tobj/platform/minilibc.o
  TEST_BIN := $(B)/test.elf
  MEM_LD   = $(B)/ld-$(1)k/mem.ld
else
  TEST_SRC := $(filter-out test/target_%.c,$(TEST_SRC))
  HAL_SRC  := platform/host/hal_host.c platform/target_name.c
  TEST_BIN := $(B)/test
endif
TEST_OBJ := $(patsubst %.c,$(B)/tobj/%.o,$(TEST_SRC) $(HAL_SRC)) $(patsubst %.S,$(B)/tobj/%.o,$(HAL_ASM))

# test/app_mismatch.c plays an application compiled for Falcon-512 alone, as a
# user's firmware would be, whatever this build's settings (test/test_config_mismatch.c):
# its own flags, none of SCHEMES', EXTRA_CFLAGS' or the platform's switches
# (the host's PLAT_CFLAGS turns the composites on).
$(B)/tobj/test/app_mismatch.o: test/app_mismatch.c test/app_mismatch.h
	@mkdir -p $(@D)
	$(CC) $(WARN) $(ARCH) $(OPT) $(filter-out -DPQ8K_CONFIG_%,$(PLAT_CFLAGS)) -Iinclude -Itest -DPQ8K_CONFIG_DEFAULT=0 \
	    -DPQ8K_CONFIG_FALCON512=1 -c $< -o $@

ifeq ($(IS_TARGET),1)
# Memory maps: FLASH holds code and constants, RAM is limited to what a build asks for.
ifeq ($(PLATFORM),rv32)
  FLASH_ORIGIN := 0x80000000
  RAM_ORIGIN   := 0x80400000
  LINK_LD      := platform/rv32/link.ld
else
  # mk/platform.mk moves them where a board's map differs (m33, f100, m0)
  FLASH_ORIGIN := $(or $(TARGET_FLASH_ORIGIN),0x00000000)
  RAM_ORIGIN   := $(or $(TARGET_RAM_ORIGIN),0x20000000)
  LINK_LD      := platform/cortexm/link.ld
endif
$(B)/ld-%k/mem.ld:
	@mkdir -p $(@D)
	@printf 'MEMORY\n{\n  FLASH (rx) : ORIGIN = %s, LENGTH = %s\n  RAM (rwx) : ORIGIN = %s, LENGTH = %sK\n}\n' \
	    $(FLASH_ORIGIN) $(or $(TARGET_FLASH_LENGTH),4M) $(RAM_ORIGIN) $* > $@

$(B)/tobj/platform/minilibc.o: platform/minilibc.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -fno-builtin -fno-tree-loop-distribute-patterns -c $< -o $@

# link a firmware: $(call FW_LINK,ram_kb) with objects in $^
FW_LDFLAGS = $(ARCH) -nostdlib -nostartfiles -Wl,--gc-sections -T$(LINK_LD) -L$(B)/ld-$(1)k
$(TEST_BIN): $(TEST_OBJ) $(LIBC_OBJ) $(B)/libpq8k.a $(B)/ld-$(TEST_RAM_KB)k/mem.ld $(LINK_LD)
	$(CC) $(call FW_LDFLAGS,$(TEST_RAM_KB)) -o $@ $(TEST_OBJ) $(LIBC_OBJ) $(B)/libpq8k.a -lgcc -Wl,-Map,$@.map

QEMU_RUN = timeout $(or $(QEMU_TIMEOUT),3000) $(QEMU) -nographic -monitor none -serial none \
           -semihosting-config enable=on,target=native -kernel
ifeq ($(PLATFORM),m0)
# The micro:bit's 16 KB cannot hold every suite's buffers at once (their sum is
# what a single test.elf would need): each suite is a firmware of its own,
# $(B)/suite/<name>.elf, the same objects with a main that runs that suite
# only (--gc-sections drops the others), linked into the board's real 16 KB
# of RAM and 256 KB of flash and run on the microbit (its Cortex-M0).
#
# M0_BIG: the suites whose own test buffers (whole vectors, signatures and
# streams held in static arrays) exceed 16 KB by themselves, before any
# library state; the README names them. Until they read their vectors in
# pieces, they run together in $(B)/suite/_big.elf: the same ARMv6-M objects
# (the assembler rejects every Thumb-2 instruction under -mcpu=cortex-m0plus)
# on the Cortex-M3 of mps2-an385, which executes ARMv6-M code unchanged and has
# the memory. That checks the m0 build's results, not its fit in 16 KB.
# scripts/run-suites.sh makes and runs each firmware (one that fails to link
# or to finish counts as a failure) and prints the one "m0:" summary line.
M0_BIG      := config_mismatch falcon haetae keygen_check lms mldsa oneshot prehash registry slhdsa stream_falcon \
               stream_composite stream_haetae stream_lms stream_mldsa stream_mldsa_compact stream_slhdsa verdict \
               wipe wycheproof xmss
M0_SEL      := $(if $(ONLY),$(filter $(ONLY),$(SUITES)),$(SUITES))
M0_SUITES   := $(filter-out $(M0_BIG),$(M0_SEL))
M0_BIG_SEL  := $(filter $(M0_BIG),$(M0_SEL))
SUITE_OBJ   := $(filter-out $(B)/tobj/test/main.o,$(TEST_OBJ)) $(LIBC_OBJ)
suite_set    = $(if $(filter _big,$(1)),$(M0_BIG_SEL),$(1))
$(B)/suite/%/suites.h: FORCE
	@mkdir -p $(@D)
	@printf '%s\n' $(foreach s,$(SUITES),'TT_SUITE($(s), $(if $(filter $(s),$(call suite_set,$*)),1,0))') > $@.tmp
	@cmp -s $@.tmp $@ && rm -f $@.tmp || mv $@.tmp $@
$(B)/suite/%/main.o: test/main.c $(B)/suite/%/suites.h $(B)/suites.h
	$(CC) -I$(B)/suite/$* $(TFLAGS) -c $< -o $@
$(B)/suite/_big.elf: $(B)/suite/_big/main.o $(SUITE_OBJ) $(B)/libpq8k.a $(B)/ld-big/mem.ld $(LINK_LD)
	$(CC) $(ARCH) -nostdlib -nostartfiles -Wl,--gc-sections -T$(LINK_LD) -L$(B)/ld-big \
	    -o $@ $< $(SUITE_OBJ) $(B)/libpq8k.a -lgcc -Wl,-Map,$@.map
$(B)/suite/%.elf: $(B)/suite/%/main.o $(SUITE_OBJ) $(B)/libpq8k.a $(B)/ld-$(TEST_RAM_KB)k/mem.ld $(LINK_LD)
	$(CC) $(call FW_LDFLAGS,$(TEST_RAM_KB)) -o $@ $< $(SUITE_OBJ) $(B)/libpq8k.a -lgcc -Wl,-Map,$@.map
# mps2-an385's map: 4 MB of code memory at 0, RAM at 0x20000000
$(B)/ld-big/mem.ld:
	@mkdir -p $(@D)
	@printf 'MEMORY\n{\n  FLASH (rx) : ORIGIN = 0, LENGTH = 4M\n  RAM (rwx) : ORIGIN = 0x20000000, LENGTH = 2048K\n}\n' > $@
.PHONY: suite-fw
.SECONDARY: $(foreach s,$(SUITES) _big,$(B)/suite/$(s)/suites.h $(B)/suite/$(s)/main.o)
suite-fw: $(foreach s,$(M0_SUITES),$(B)/suite/$(s).elf) $(if $(M0_BIG_SEL),$(B)/suite/_big.elf)
QEMU_RUN_BIG = $(subst -M microbit,-M mps2-an385,$(QEMU_RUN))
# each firmware is made on its own (make's MAKEFLAGS carry this build's
# variables to the script's make), so one that fails to link is counted as a
# failed suite and the others still run
run-tests: $(SUITE_OBJ) $(B)/libpq8k.a
	@QEMU_RUN="$(QEMU_RUN)" QEMU_RUN_BIG="$(QEMU_RUN_BIG)" BIG_SUITES="$(M0_BIG_SEL)" \
	    bash scripts/run-suites.sh $(PLATFORM) $(B) $(M0_SUITES)
else
run-tests: $(TEST_BIN)
	$(QEMU_RUN) $(TEST_BIN) </dev/null
endif
else
$(TEST_BIN): $(TEST_OBJ) $(B)/libpq8k.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(TEST_OBJ) $(B)/libpq8k.a
run-tests: $(TEST_BIN)
	./$(TEST_BIN)
endif

# minstret needs the Zicsr mnemonics that binutils 2.40 no longer implies by rv32imac
$(B)/tobj/platform/rv32/%.o: TEST_CFLAGS += -march=rv32imac_zicsr

# An outside firmware that links libpq8k.a with nothing but include/ (ARM: newlib's startup).
.PHONY: link-check
link-check: $(B)/libpq8k.a
	$(CC) $(ARCH) $(OPT) -std=c11 -Wall -Wextra -Werror -Iinclude --specs=nosys.specs \
	    examples/link-check/main.c $(B)/libpq8k.a -o $(B)/link-check.elf
	@echo "link-check: $(B)/libpq8k.a links into an outside firmware"
