# SPDX-License-Identifier: MIT
# What goes into libpq8k.a. Directories with several parameter sets keep one
# level-generic source set, compiled once per level with a level macro;
# their all_levels/ subfolder holds the level-independent code, compiled once.
MULTI_DIRS    := haetae mldsa
haetae_LEVELS := 2 3 5
haetae_DEF    := PQ8K_HAETAE_LEVEL
mldsa_LEVELS  := 44 65 87
mldsa_DEF     := PQ8K_MLDSA_LEVEL
# Broken legacy schemes build only on request (see docs/legacy.md).
LEGACY_DIRS   := rainbow gemss

SINGLE_SRC := $(filter-out $(foreach d,$(MULTI_DIRS) $(if $(LEGACY),,$(LEGACY_DIRS)),src/$(d)/%.c), \
                 $(wildcard src/*/*.c)) $(wildcard src/*/all_levels/*.c)
ifeq ($(PLATFORM),host)
  SINGLE_SRC += platform/host/randombytes_host.c
endif
ifneq ($(filter asan fuzz,$(PLATFORM)),)
  SINGLE_SRC += platform/host/randombytes_host.c
endif

# The classical halves of the composite schemes (issue 27, docs/classic.md):
# src/classic/ (bn256, wnaf, p256_*, ed25519_*) come in through the
# src/*/*.c wildcard above, switched by PQ8K_CONFIG_P256 / PQ8K_CONFIG_ED25519.
CLASSIC_SRC := $(wildcard src/classic/*.c)

# Object names: `ar` keeps members by basename, so every object is named
# after its folder too (src/common/util.c -> common_util.o; src/falcon/
# falcon_ntt.c keeps its name; src/mldsa/sign.c at level 44 -> mldsa44_sign.o;
# src/mldsa/all_levels/ntt.c -> mldsa_ntt.o). scripts/symbol-check.sh fails
# on two members with one name.
lib_obj_folder = $(notdir $(patsubst %/all_levels,%,$(patsubst %/,%,$(dir $(1)))))
lib_obj_stem   = $(if $(filter $(2) $(2)_%,$(basename $(notdir $(1)))),,$(2)_)$(basename $(notdir $(1)))
# source [prefix] -> object path (in the source's folder under $(B)/obj)
lib_obj = $(B)/obj/$(dir $(1))$(call lib_obj_stem,$(1),$(if $(2),$(2),$(call lib_obj_folder,$(1)))).o

# 1 source, 2 object, 3 extra flags
define LIB_C_RULE
$(2): $(1)
	@mkdir -p $$(@D)
	$$(CC) $$(CFLAGS) $(3) -MMD -MP -c $$< -o $$@
endef
define LIB_S_RULE
$(2): $(1)
	@mkdir -p $$(@D)
	$$(CC) $$(ARCH) -c $$< -o $$@
endef
# the assembly files of the build (added below with their switches)
LIB_ASM :=

# Where the Thumb-2 assembly below runs: the ARMv7-M cores (m4, m3) and the
# ARMv8-M mainline core (m33, a superset of ARMv7E-M); not ARMv6-M (m0: no
# Thumb-2, no long multiply), which compiles the portable C instead. The
# compact forms go where flash is tight (m3, and f100: the m3 build for the
# 8 KB board). This is the only place that picks assembly by platform: every
# *_ASM default below and the CMake build (CMakeLists.txt reads these two
# lines) follow it.
ASM_THUMB2_PLATFORMS  := m4 m3 m33 f100
ASM_COMPACT_PLATFORMS := m3 f100
# The size profile (PROFILE=size, docs/size-profile.md) takes the compact
# forms on every Thumb-2 platform and leaves ML-DSA's NTT assembly out (its
# C transform computes the twiddle factors: no 1 KB table); CMake and the
# RIOT package follow the same rule.
asm_default         = $(if $(filter $(ASM_THUMB2_PLATFORMS),$(PLATFORM)),1,0)
asm_compact_default = $(if $(filter $(if $(filter size,$(PROFILE)),$(ASM_THUMB2_PLATFORMS),$(ASM_COMPACT_PLATFORMS)),$(PLATFORM)),1,0)
asm_speed_default   = $(if $(filter size,$(PROFILE)),0,$(asm_default))

# Keccak-f[1600] in ARMv7-M assembly on m4, m33 and m3: on m4 two unrolled rounds
# (keccakf1600_armv7m.S), on m3, where flash is tight, one round in a loop
# (keccakf1600_armv7m_compact.S, smaller than the C permutation at -Os and
# faster; the sponge keeps its state in that file's form, keccakf1600.h).
# KECCAK_ASM=0|1 overrides; KECCAK_ASM_COMPACT=0|1 picks the file.
KECCAK_ASM ?= $(asm_default)
KECCAK_ASM_COMPACT ?= $(asm_compact_default)
ifeq ($(KECCAK_ASM),1)
  KECCAK_DEFS := -DPQ8K_CONFIG_KECCAK_ASM=1 $(if $(filter 1,$(KECCAK_ASM_COMPACT)),-DPQ8K_CONFIG_KECCAK_ASM_COMPACT=1)
  CFLAGS  += $(KECCAK_DEFS)
  TFLAGS  += $(KECCAK_DEFS)   # test_keccak_impl.c checks the compact file's lane conversions
  LIB_ASM += src/common/keccakf1600_armv7m$(if $(filter 1,$(KECCAK_ASM_COMPACT)),_compact).S
endif

# Keccak-f[1600] in ARMv6-M assembly on m0 (keccakf1600_armv6m.S, generated
# by tools/keccak_armv6m/gen.py: two rounds spelled out on the plain
# bit-interleaved state, r0-r7 only), in place of the C permutation, which
# the Thumb-1 instruction set serves poorly. ASM_ARMV6M_PLATFORMS is read by
# CMake as ASM_THUMB2_PLATFORMS is; KECCAK_ASM_ARMV6M=0|1 overrides.
ASM_ARMV6M_PLATFORMS := m0
KECCAK_ASM_ARMV6M ?= $(if $(filter $(ASM_ARMV6M_PLATFORMS),$(PLATFORM)),1,0)
ifeq ($(KECCAK_ASM_ARMV6M),1)
  CFLAGS  += -DPQ8K_CONFIG_KECCAK_ASM_ARMV6M=1
  TFLAGS  += -DPQ8K_CONFIG_KECCAK_ASM_ARMV6M=1
  LIB_ASM += src/common/keccakf1600_armv6m.S
endif
# the C permutation drops out with either Keccak assembly switch: an object compiled
# before this switch changed would still define pq8k_keccakf1600_bi32
$(call lib_obj,src/common/keccakf1600_bi32.c): mk/sources.mk

# SHA-256 compression in ARMv7-M assembly on m4 and m3 (no DSP instructions;
# about 2,000 instructions a block against 3,950 for -O3 C on m4 and 13,600
# for -Os C on m3): on m4 16 unrolled rounds (sha256_armv7m.S), on m3, where
# flash is tight, four rounds in a loop (sha256_armv7m_compact.S, about a
# quarter of the size with its constants, for about 12% more instructions).
# SHA256_ASM=0|1 overrides; SHA256_ASM_COMPACT=0|1 picks the file.
SHA256_ASM ?= $(asm_default)
SHA256_ASM_COMPACT ?= $(asm_compact_default)
ifeq ($(SHA256_ASM),1)
  CFLAGS  += -DPQ8K_CONFIG_SHA256_ASM=1 $(if $(filter 1,$(SHA256_ASM_COMPACT)),-DPQ8K_CONFIG_SHA256_ASM_COMPACT=1)
  LIB_ASM += src/common/sha256_armv7m$(if $(filter 1,$(SHA256_ASM_COMPACT)),_compact).S
endif

# The SHA-256 compression in ARMv6-M assembly on m0 (sha256_armv6m.S, generated
# by tools/sha256_armv6m/gen.py: the working variables in r0-r7 and r8-r12/lr,
# 16 rounds spelled out; 3,492 instructions a block, several times fewer than
# the -Os C on the Cortex-M0). SHA256_ASM_ARMV6M=0|1 overrides.
SHA256_ASM_ARMV6M ?= $(if $(filter $(ASM_ARMV6M_PLATFORMS),$(PLATFORM)),1,0)
ifeq ($(SHA256_ASM_ARMV6M),1)
  CFLAGS  += -DPQ8K_CONFIG_SHA256_ASM_ARMV6M=1
  LIB_ASM += src/common/sha256_armv6m.S
endif
# the C compression drops out with either SHA-256 assembly switch
$(call lib_obj,src/common/sha2.c): mk/sources.mk

# HAETAE v1.2.0's Gaussian table scan in ARMv7-M assembly on m4 and m3 (the C
# borrow arithmetic takes twice the instructions). CDT_ASM=0|1 overrides.
CDT_ASM ?= $(asm_default)
ifeq ($(CDT_ASM),1)
  CFLAGS  += -DPQ8K_CONFIG_HAETAE_CDT_ASM=1
  LIB_ASM += src/haetae/all_levels/cdt83_armv7m.S
endif

# ML-DSA's verification NTT and inverse NTT in ARMv7-M assembly on m4 and m3
# (public data only: keygen and signing keep the C, constant-time on the m3);
# not in the size profile. MLDSA_NTT_ASM=0|1 overrides.
MLDSA_NTT_ASM ?= $(asm_speed_default)
ifeq ($(MLDSA_NTT_ASM),1)
  CFLAGS  += -DPQ8K_CONFIG_MLDSA_NTT_ASM=1
  LIB_ASM += src/mldsa/all_levels/ntt_armv7m.S
endif

LIB_OBJ :=
$(foreach f,$(SINGLE_SRC),$(eval $(call LIB_C_RULE,$(f),$(call lib_obj,$(f))))$(eval LIB_OBJ += $(call lib_obj,$(f))))
$(foreach f,$(LIB_ASM),$(eval $(call LIB_S_RULE,$(f),$(call lib_obj,$(f))))$(eval LIB_OBJ += $(call lib_obj,$(f))))

# one object per level: src/mldsa/sign.c -> $(B)/obj/mldsa44/mldsa44_sign.o
multi_obj = $(B)/obj/$(1)$(2)/$(call lib_obj_stem,$(3),$(1)$(2)).o
$(foreach d,$(MULTI_DIRS),$(foreach l,$($(d)_LEVELS),$(foreach f,$(wildcard src/$(d)/*.c),\
  $(eval $(call LIB_C_RULE,$(f),$(call multi_obj,$(d),$(l),$(f)),-D$($(d)_DEF)=$(l)))\
  $(eval LIB_OBJ += $(call multi_obj,$(d),$(l),$(f))))))

ifneq ($(LEGACY),)
  $(warning LEGACY=1: building Rainbow and GeMSS, which are BROKEN (practical key recovery); for research and benchmarks only, never deploy (docs/legacy.md))
  CFLAGS += -DPQ8K_LEGACY_INSECURE=1
  TFLAGS += -DPQ8K_LEGACY_INSECURE=1
endif
