# SPDX-License-Identifier: MIT
# What the package knows about the pq8k tree, derived from it (never a typed
# list): included by Makefile, Makefile.dep and Makefile.include.
#
#   PQ8K_ROOT       the pq8k tree (default: the one this package sits in)
#   PQ8K_FAMILIES   scheme families: the folders of src/ except the core
#                   (common, engine) and the broken legacy ones (mk/sources.mk)
#   PQ8K_MULTI      families compiled once per level (mk/sources.mk MULTI_DIRS),
#                   with <family>_LEVELS and <family>_DEF from there
#
# RIOT modules: pq8k (core: hashing, the streaming engine), pq8k_<family>
# (a family's level-independent code), pq8k_<family><level> for the per-level
# families (pq8k_mldsa44, pq8k_haetae2, ...).
ifndef PQ8K_TREE_MK
PQ8K_TREE_MK := 1
ifeq (,$(PQ8K_ROOT))
  PQ8K_ROOT := $(abspath $(dir $(lastword $(MAKEFILE_LIST)))../../..)
endif
export PQ8K_ROOT

pq8k_mkvar = $(shell sed -n 's/^$(1) *:= *//p' $(PQ8K_ROOT)/mk/sources.mk)
PQ8K_MULTI  := $(call pq8k_mkvar,MULTI_DIRS)
PQ8K_LEGACY := $(call pq8k_mkvar,LEGACY_DIRS)
$(foreach d,$(PQ8K_MULTI),$(eval $(d)_LEVELS := $(call pq8k_mkvar,$(d)_LEVELS))$(eval $(d)_DEF := $(call pq8k_mkvar,$(d)_DEF)))
PQ8K_FAMILIES := $(filter-out common engine $(PQ8K_LEGACY),\
                   $(notdir $(patsubst %/,%,$(wildcard $(PQ8K_ROOT)/src/*/))))
PQ8K_LEVEL_MODULES := $(foreach d,$(PQ8K_MULTI),$(addprefix pq8k_$(d),$($(d)_LEVELS)))

include $(PQ8K_ROOT)/mk/schemes.mk
endif
