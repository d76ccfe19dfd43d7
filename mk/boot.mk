# SPDX-License-Identifier: MIT
# The secure-boot example (examples/bootloader/, docs/boot-image.md), for
# PLATFORM=m3 or m4; scripts/boot-test.sh drives it.
#
#   make PLATFORM=m3 B=<dir> EXTRA_CFLAGS="<one scheme>" BOOT_GEN=<dir> lib boot-fw
#
# builds <dir>/boot/boot.elf (the bootloader, linked with BOOT_RAM_KB = 8 KB of
# RAM and at most 60 KB of flash below the counter sector) and
# <dir>/boot/app.bin (the application, linked to run from the slot right
# after the 128-byte image header). BOOT_GEN holds boot_pk.h, written by
# `pq8k pkdigest --c-header BOOT_PK`. BOOT_HARDENED=0 builds the bootloader
# without its fault hardening (for the fault campaign's comparison).

BOOT_GEN      ?= build/boot/gen
BOOT_RAM_KB   ?= 8
BOOT_HARDENED ?= 1
BOOT_COUNTER_ADDR := 0x0000F000
BOOT_SLOT_ADDR    := 0x00010000
BOOT_SLOT_BYTES   := 0x00040000
BOOT_APP_ADDR     := 0x00010080

.PHONY: boot-fw
ifeq ($(IS_TARGET)$(filter rv32,$(PLATFORM)),1)
BOOT_DEFS := -DBOOT_COUNTER_ADDR=$(BOOT_COUNTER_ADDR)u -DBOOT_SLOT_ADDR=$(BOOT_SLOT_ADDR)u \
             -DBOOT_SLOT_BYTES=$(BOOT_SLOT_BYTES)u -DBOOT_HARDENED=$(BOOT_HARDENED)
BOOT_BASE := $(B)/dobj/demo/demo_io.o $(patsubst %.c,$(B)/tobj/%.o,$(HAL_SRC)) \
             $(patsubst %.S,$(B)/tobj/%.o,$(HAL_ASM)) $(LIBC_OBJ)

$(B)/bobj/%.o: examples/bootloader/%.c
	@mkdir -p $(@D)
	$(CC) $(TFLAGS) -Idemo -I$(BOOT_GEN) $(BOOT_DEFS) -MMD -MP -c $< -o $@

$(B)/boot/ld-boot/mem.ld:
	@mkdir -p $(@D)
	@printf 'MEMORY\n{\n  FLASH (rx) : ORIGIN = 0, LENGTH = %s\n  RAM (rwx) : ORIGIN = 0x20000000, LENGTH = %sK\n}\n' \
	    $(BOOT_COUNTER_ADDR) $(BOOT_RAM_KB) > $@
$(B)/boot/ld-app/mem.ld:
	@mkdir -p $(@D)
	@printf 'MEMORY\n{\n  FLASH (rx) : ORIGIN = %s, LENGTH = 64K\n  RAM (rwx) : ORIGIN = 0x20000000, LENGTH = %sK\n}\n' \
	    $(BOOT_APP_ADDR) $(BOOT_RAM_KB) > $@

$(B)/boot/boot.elf: $(B)/bobj/boot.o $(B)/bobj/boot_counter.o $(BOOT_BASE) $(B)/libpq8k.a \
                    $(B)/boot/ld-boot/mem.ld $(LINK_LD)
	$(CC) $(ARCH) -nostdlib -nostartfiles -Wl,--gc-sections -T$(LINK_LD) -L$(B)/boot/ld-boot -o $@ \
	    $(B)/bobj/boot.o $(B)/bobj/boot_counter.o $(BOOT_BASE) $(B)/libpq8k.a -lgcc -Wl,-Map,$@.map
$(B)/boot/app.elf: $(B)/bobj/app.o $(BOOT_BASE) $(B)/boot/ld-app/mem.ld $(LINK_LD)
	$(CC) $(ARCH) -nostdlib -nostartfiles -Wl,--gc-sections -T$(LINK_LD) -L$(B)/boot/ld-app -o $@ \
	    $(B)/bobj/app.o $(BOOT_BASE) -lgcc
$(B)/boot/app.bin: $(B)/boot/app.elf
	arm-none-eabi-objcopy -O binary $< $@

boot-fw: $(B)/boot/boot.elf $(B)/boot/app.bin
else
boot-fw:
	$(error the bootloader example is built for PLATFORM=m3 or m4)
endif
