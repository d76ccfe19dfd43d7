# SPDX-License-Identifier: MIT
# Toolchain and flags per platform. The targets use pqm4's flags for m4 and -Os
# for m3 (the streaming papers' size figures are -Os on a Cortex-M3).
ifeq ($(PLATFORM),host)
  CC   := gcc
  AR   := ar
  OPT  ?= -O2 -g
  # the host tools (CLI, image signer, bench encoder) carry the composites,
  # which are off by default (pq8k/config.h): not in a SCHEMES=... build
  PLAT_CFLAGS := $(if $(SCHEMES),,-DPQ8K_CONFIG_COMPOSITE=1)
else ifeq ($(PLATFORM),asan)
  CC   := clang
  AR   := ar
  OPT  ?= -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
  LDFLAGS += -fsanitize=address,undefined
else ifeq ($(PLATFORM),fuzz)
  # libFuzzer: coverage-instrumented library, sanitizers on
  CC   := clang
  AR   := ar
  OPT  ?= -O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all
else ifeq ($(PLATFORM),ct)
  # constant-time suite (make ct): host gcc under valgrind memcheck, with the
  # declassification hooks of src/common/ct.h turned on
  CC   := gcc
  AR   := ar
  OPT  ?= -O2 -g
  PLAT_CFLAGS := -DPQ8K_CT_TEST=1
else ifeq ($(PLATFORM),m4)
  CC   := arm-none-eabi-gcc
  AR   := arm-none-eabi-ar
  ARCH := -mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16
  OPT  ?= -O3
  QEMU  = qemu-system-arm -M mps2-an386
else ifeq ($(PLATFORM),m3)
  CC   := arm-none-eabi-gcc
  AR   := arm-none-eabi-ar
  ARCH := -mcpu=cortex-m3 -mthumb
  OPT  ?= -Os
  QEMU  = qemu-system-arm -M mps2-an385
else ifeq ($(PLATFORM),f100)
  # The m3 library on a part that really has 8 KB: QEMU's stm32vldiscovery
  # (STM32F100RB, Cortex-M3; a write above its 8 KB of SRAM locks the core
  # up), 128 KB of flash at 0x08000000 (the board boots through its alias at
  # 0). Same compiler flags as m3: firmware for m3 runs here as linked for
  # this map. No test run: the suites are m3's (make test runs them there).
  CC   := arm-none-eabi-gcc
  AR   := arm-none-eabi-ar
  ARCH := -mcpu=cortex-m3 -mthumb
  OPT  ?= -Os
  QEMU  = qemu-system-arm -M stm32vldiscovery
  TARGET_FLASH_ORIGIN := 0x08000000
  TARGET_FLASH_LENGTH := 128K
  TEST_RAM_KB         := 8
else ifeq ($(PLATFORM),m33)
  # Cortex-M33 (ARMv8-M mainline, DSP and FPv5-SP as on nRF5340/STM32U5/LPC55S69);
  # the speed profile of m4, whose instructions it has. mps2-an505 starts in the
  # Secure state, which runs only from the Secure aliases of its memories: code
  # in SSRAM1 at 0x10000000, data in SSRAM2/3 at 0x38000000 (TARGET_*_ORIGIN).
  CC   := arm-none-eabi-gcc
  AR   := arm-none-eabi-ar
  ARCH := -mcpu=cortex-m33 -mthumb -mfloat-abi=hard -mfpu=fpv5-sp-d16
  OPT  ?= -O3
  QEMU  = qemu-system-arm -M mps2-an505
  TARGET_FLASH_ORIGIN := 0x10000000
  TARGET_RAM_ORIGIN   := 0x38000000
else ifeq ($(PLATFORM),m0)
  # Cortex-M0+ (ARMv6-M: Thumb-1 plus a few 32-bit instructions, no long
  # multiply, no divide), -Os as m3; runs on the Cortex-M0 of QEMU's microbit
  # (nRF51822), in that part's real memory: 256 KB of flash at 0, 16 KB of RAM
  # at 0x20000000. The Thumb-2 assembly does not run here (mk/sources.mk).
  CC   := arm-none-eabi-gcc
  AR   := arm-none-eabi-ar
  ARCH := -mcpu=cortex-m0plus -mthumb
  OPT  ?= -Os
  QEMU  = qemu-system-arm -M microbit
  TARGET_FLASH_LENGTH := 256K
  TEST_RAM_KB         := 16
else ifeq ($(PLATFORM),rv32)
  CC   := riscv64-unknown-elf-gcc
  AR   := riscv64-unknown-elf-ar
  ARCH := -march=rv32imac -mabi=ilp32 -mcmodel=medany
  OPT  ?= -O3
  # the toolchain has no libc; picolibc provides the standard headers only
  PLAT_CFLAGS := -isystem /usr/lib/picolibc/riscv64-unknown-elf/include
  QEMU  = qemu-system-riscv32 -M virt -bios none -icount shift=0
else
  $(error unknown PLATFORM '$(PLATFORM)': use host, m4, m3, m33, m0, f100, rv32, asan, fuzz or ct)
endif

ifneq ($(filter m4 m3 m33 m0 f100 rv32,$(PLATFORM)),)
  IS_TARGET := 1
  PLAT_CFLAGS += -ffunction-sections -fdata-sections -fno-common
  ifeq ($(PLATFORM),rv32)
    PLAT_DIR := platform/rv32
  else
    PLAT_DIR := platform/cortexm
  endif
endif
