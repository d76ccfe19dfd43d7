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
# its own flags, none of SCHEMES' or EXTRA_CFLAGS' switches.
$(B)/tobj/test/app_mismatch.o: test/app_mismatch.c test/app_mismatch.h
	@mkdir -p $(@D)
	$(CC) $(WARN) $(ARCH) $(OPT) $(PLAT_CFLAGS) -Iinclude -Itest -DPQ8K_CONFIG_DEFAULT=0 \
	    -DPQ8K_CONFIG_FALCON512=1 -c $< -o $@

ifeq ($(IS_TARGET),1)
# Memory maps: FLASH holds code and constants, RAM is limited to what a build asks for.
ifeq ($(PLATFORM),rv32)
  FLASH_ORIGIN := 0x80000000
  RAM_ORIGIN   := 0x80400000
  LINK_LD      := platform/rv32/link.ld
else
  FLASH_ORIGIN := 0x00000000
  RAM_ORIGIN   := 0x20000000
  LINK_LD      := platform/cortexm/link.ld
endif
$(B)/ld-%k/mem.ld:
	@mkdir -p $(@D)
	@printf 'MEMORY\n{\n  FLASH (rx) : ORIGIN = %s, LENGTH = 4M\n  RAM (rwx) : ORIGIN = %s, LENGTH = %sK\n}\n' \
	    $(FLASH_ORIGIN) $(RAM_ORIGIN) $* > $@

$(B)/tobj/platform/minilibc.o: platform/minilibc.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -fno-builtin -fno-tree-loop-distribute-patterns -c $< -o $@

# link a firmware: $(call FW_LINK,ram_kb) with objects in $^
FW_LDFLAGS = $(ARCH) -nostdlib -nostartfiles -Wl,--gc-sections -T$(LINK_LD) -L$(B)/ld-$(1)k
$(TEST_BIN): $(TEST_OBJ) $(LIBC_OBJ) $(B)/libpq8k.a $(B)/ld-$(TEST_RAM_KB)k/mem.ld $(LINK_LD)
	$(CC) $(call FW_LDFLAGS,$(TEST_RAM_KB)) -o $@ $(TEST_OBJ) $(LIBC_OBJ) $(B)/libpq8k.a -lgcc -Wl,-Map,$@.map

QEMU_RUN = timeout $(or $(QEMU_TIMEOUT),3000) $(QEMU) -nographic -monitor none -serial none \
           -semihosting-config enable=on,target=native -kernel
run-tests: $(TEST_BIN)
	$(QEMU_RUN) $(TEST_BIN) </dev/null
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
