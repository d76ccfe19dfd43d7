# SPDX-License-Identifier: MIT
# The bare-metal MCUboot port on QEMU mps2-an385 (Cortex-M3, PORT_PLATFORM=m3)
# or mps2-an505 (Cortex-M33, PORT_PLATFORM=m33), built from the patched
# MCUboot tree (integrations/mcuboot/apply.sh) and pq8k's library of that
# platform.
# scripts/mcuboot-check.sh and bench/mcuboot-bench.sh call it:
#
#   make -f integrations/mcuboot/port/port.mk O=<dir> MCUBOOT=build/mcuboot/mcuboot \
#        SIGN=pq8k SCHEME=PQ8K_MLDSA44 PQ8K_B=<m3 or m33 pq8k build dir> \
#        PQ8K_CFLAGS="<the library's scheme flags>" KEYHDR=<imgtool getpub output>
#   make ... SIGN=ec256 KEYHDR=...        (MCUboot's ECDSA-P256 through tinycrypt)
#
# Products: O/boot.elf (bootloader, flash 0..128K, RAM_KB of RAM), O/app.bin
# (the application, linked after the 0x200-byte image header of the primary
# slot).
#
# m33: mps2-an505 starts in the Secure state, which runs only from the Secure
# aliases of its memories (as pq8k's m33 platform, mk/platform.mk): the
# "flash" (SSRAM1) at 0x10000000, RAM at 0x38000000; the same flash map at
# that base. The floating-point ABI is the m33 library's (hard).

O        ?= build/mcuboot/port
MCUBOOT  ?= build/mcuboot/mcuboot
SIGN     ?= pq8k
SCHEME   ?= PQ8K_MLDSA44
RAM_KB   ?= 64
KEYHDR   ?= $(O)/port_key.h
PQ8K_B   ?= build/m3
PQ8K_CFLAGS ?=
PORT_PLATFORM ?= m3
# more defines for the port and MCUboot's sources, e.g. -DPORT_VERDICT_GATE=0
PORT_CFLAGS ?=
# MCUboot's objects that do not depend on the pq8k scheme (everything but
# image_pq8k.c, which is built in O): builds of several schemes for one
# platform and signature type may share them (scripts/mcuboot-check.sh)
MCUBOOT_OBJ ?= $(O)/mcuboot

PORT     := integrations/mcuboot/port
CC       := arm-none-eabi-gcc
ifeq ($(PORT_PLATFORM),m3)
  ARCH       := -mcpu=cortex-m3 -mthumb
  FLASH_BASE := 0x00000000
  RAM_BASE   := 0x20000000
else ifeq ($(PORT_PLATFORM),m33)
  ARCH       := -mcpu=cortex-m33 -mthumb -mfloat-abi=hard -mfpu=fpv5-sp-d16
  FLASH_BASE := 0x10000000
  RAM_BASE   := 0x38000000
else
  $(error PORT_PLATFORM is m3 or m33)
endif
BASEFLAGS := $(ARCH) -Os -ffunction-sections -fdata-sections -fno-common -MMD -MP
PQ8K_WARN := -std=c11 -Wall -Wextra -Wpedantic -Werror -Wshadow -Wvla -Wstrict-prototypes \
             -Wmissing-prototypes
# MCUboot's sources are built as MCUboot builds them (GNU C, its own warnings)
MCUBOOT_WARN := -std=gnu11 -Wall -Werror

TC  := $(MCUBOOT)/ext/tinycrypt/lib
BU  := $(MCUBOOT)/boot/bootutil
MCUBOOT_INC := $(BU)/include $(BU)/src $(TC)/include $(MCUBOOT)/ext/mbedtls-asn1/include
INC   := -I$(PORT)/include -I$(PORT) $(addprefix -I,$(MCUBOOT_INC)) -Iinclude -Iplatform \
         -I$(dir $(KEYHDR))
# the port's own files hold to pq8k's warnings; MCUboot's headers are not ours
INC_P := -I$(PORT)/include -I$(PORT) $(addprefix -isystem ,$(MCUBOOT_INC)) -Iinclude -Iplatform

BU_SRC := bootutil_area.c bootutil_img_hash.c bootutil_img_security_cnt.c bootutil_loader.c \
          bootutil_misc.c bootutil_public.c caps.c fault_injection_hardening.c image_validate.c \
          loader.c swap_misc.c swap_scratch.c tlv.c bootutil_find_key.c
ifeq ($(SIGN),pq8k)
  SIGN_DEFS := -DPORT_SIGN_PQ8K=1 -DMCUBOOT_PQ8K_SCHEME=$(SCHEME) $(PQ8K_CFLAGS)
  SCHEME_SRC := image_pq8k.c
  EXT_SRC   := $(TC)/source/sha256.c $(TC)/source/utils.c
  PQ8K_LIB  := $(PQ8K_B)/libpq8k.a
  PORT_KEY  := pq8k_pub_key
else ifeq ($(SIGN),ec256)
  SIGN_DEFS := -DPORT_SIGN_EC256=1
  BU_SRC    += image_ecdsa.c
  EXT_SRC   := $(TC)/source/sha256.c $(TC)/source/utils.c $(TC)/source/ecc.c \
               $(TC)/source/ecc_dsa.c $(MCUBOOT)/ext/mbedtls-asn1/src/asn1parse.c \
               $(MCUBOOT)/ext/mbedtls-asn1/src/platform_util.c
  PQ8K_LIB  :=
  PORT_KEY  := ecdsa_pub_key
else
  $(error SIGN is pq8k or ec256)
endif

# the platform's start-up, semihosting console and small libc (pq8k's)
PLAT_SRC := platform/cortexm/startup.c platform/hal_semihost.c platform/minilibc.c \
            platform/cortexm/bench_markers.c platform/target_name.c
BOOT_OBJ := $(patsubst %.c,$(MCUBOOT_OBJ)/%.o,$(notdir $(BU_SRC) $(EXT_SRC))) \
            $(patsubst %.c,$(O)/scheme/%.o,$(SCHEME_SRC)) \
            $(O)/port/boot_main.o $(O)/port/flash_map.o $(O)/port/keys.o $(O)/port/port_io.o \
            $(if $(filter pq8k,$(SIGN)),$(O)/port/verdict_gate.o) \
            $(patsubst %.c,$(O)/plat/%.o,$(PLAT_SRC))
APP_OBJ  := $(O)/port/app.o $(O)/port/port_io.o $(patsubst %.c,$(O)/plat/%.o,$(PLAT_SRC))
PORT_DEFS := $(SIGN_DEFS) -DPORT_KEY=$(PORT_KEY) -DPORT_FLASH_BASE=$(FLASH_BASE)u $(PORT_CFLAGS)
CFLAGS_M := $(BASEFLAGS) $(MCUBOOT_WARN) $(INC) $(PORT_DEFS)
CFLAGS_P := $(BASEFLAGS) $(PQ8K_WARN) $(INC_P) $(PORT_DEFS) \
            -DPQ8K_PLATFORM_NAME='"$(PORT_PLATFORM)"'

vpath %.c $(BU)/src $(TC)/source $(MCUBOOT)/ext/mbedtls-asn1/src

.PHONY: all
all: $(O)/boot.elf $(O)/app.bin

$(MCUBOOT_OBJ)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_M) -c $< -o $@
$(O)/scheme/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_M) -c $< -o $@
$(O)/port/keys.o: $(PORT)/keys.c $(KEYHDR)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_M) -c $< -o $@
$(O)/port/%.o: $(PORT)/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_P) -c $< -o $@
$(O)/plat/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_P) -c $< -o $@
# the small libc must not be turned into calls of itself
$(O)/plat/platform/minilibc.o: platform/minilibc.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_P) -fno-builtin -fno-tree-loop-distribute-patterns -c $< -o $@

$(O)/ld-boot/mem.ld:
	@mkdir -p $(@D)
	@printf 'MEMORY\n{\n  FLASH (rx) : ORIGIN = %s, LENGTH = 128K\n  RAM (rwx) : ORIGIN = %s, LENGTH = %sK\n}\n' \
	    $(FLASH_BASE) $(RAM_BASE) $(RAM_KB) >$@
$(O)/ld-app/mem.ld:
	@mkdir -p $(@D)
	@printf 'MEMORY\n{\n  FLASH (rx) : ORIGIN = %#x, LENGTH = 64K\n  RAM (rwx) : ORIGIN = %s, LENGTH = 64K\n}\n' \
	    $$(($(FLASH_BASE) + 0x20200)) $(RAM_BASE) >$@

LINK = $(CC) $(ARCH) -nostdlib -nostartfiles -Wl,--gc-sections -Tplatform/cortexm/link.ld
$(O)/boot.elf: $(BOOT_OBJ) $(PQ8K_LIB) $(O)/ld-boot/mem.ld
	$(LINK) -L$(O)/ld-boot -o $@ $(BOOT_OBJ) $(PQ8K_LIB) -lgcc -Wl,-Map,$@.map
$(O)/app.elf: $(APP_OBJ) $(O)/ld-app/mem.ld
	$(LINK) -L$(O)/ld-app -o $@ $(APP_OBJ) -lgcc
$(O)/app.bin: $(O)/app.elf
	arm-none-eabi-objcopy -O binary $< $@

-include $(shell find $(O) $(MCUBOOT_OBJ) -name '*.d' 2>/dev/null | sort -u)
