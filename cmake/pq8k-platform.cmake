# SPDX-License-Identifier: MIT
# The Makefile's per-platform flags (mk/platform.mk, Makefile's WARN): the
# architecture flags come from the toolchain file (CMAKE_C_FLAGS, so code
# that links pq8k is compiled for the same ABI); these are the library's own.
set(PQ8K_WARN -std=c11 -Wall -Wextra -Wpedantic -Werror -Wshadow -Wvla -Wstrict-prototypes
    -Wmissing-prototypes -Wdouble-promotion -Wfloat-equal)
set(PQ8K_TARGET_CFLAGS -ffunction-sections -fdata-sections -fno-common)
if(PQ8K_PLATFORM STREQUAL "host")
  set(PQ8K_OPT -O2 -g)
  # as mk/platform.mk: the host build carries the composites (off by default
  # in pq8k/config.h), not a PQ8K_SCHEMES=... build
  if(PQ8K_SCHEMES STREQUAL "")
    set(PQ8K_PLAT_CFLAGS -DPQ8K_CONFIG_COMPOSITE=1)
  else()
    set(PQ8K_PLAT_CFLAGS)
  endif()
elseif(PQ8K_PLATFORM STREQUAL "m4" OR PQ8K_PLATFORM STREQUAL "m33" OR PQ8K_PLATFORM STREQUAL "rv32")
  set(PQ8K_OPT -O3)
  set(PQ8K_PLAT_CFLAGS ${PQ8K_TARGET_CFLAGS})
elseif(PQ8K_PLATFORM STREQUAL "m3" OR PQ8K_PLATFORM STREQUAL "m0")
  set(PQ8K_OPT -Os)
  set(PQ8K_PLAT_CFLAGS ${PQ8K_TARGET_CFLAGS})
else()
  message(FATAL_ERROR "PQ8K_PLATFORM '${PQ8K_PLATFORM}': use host, m4, m3, m33, m0 or rv32")
endif()
