# SPDX-License-Identifier: MIT
# SCHEMES: the schemes a build carries, by name, mapped to pq8k/config.h.
#
#   SCHEMES=mldsa44            ML-DSA-44 only: PQ8K_CONFIG_DEFAULT=0, PQ8K_CONFIG_MLDSA44=1
#   SCHEMES="mldsa44 falcon"   a name without a level takes every level of the
#                              family (falcon: FALCON512 and FALCON1024)
#
# A name matches the config.h switches PQ8K_CONFIG_<NAME> and PQ8K_CONFIG_<NAME><digit>...,
# PQ8K_CONFIG_<NAME>_..., among those that default to PQ8K_CONFIG_DEFAULT, so a
# scheme added to config.h is known here without an edit. Used by the Makefile,
# the RIOT package (riot/pkg/pq8k) and mirrored by CMakeLists.txt.
PQ8K_CONFIG_H ?= $(dir $(lastword $(MAKEFILE_LIST)))../include/pq8k/config.h
PQ8K_SWITCHES := $(shell sed -n 's/^\#define \(PQ8K_CONFIG_[A-Z0-9_]*\) PQ8K_CONFIG_DEFAULT$$/\1/p' $(PQ8K_CONFIG_H))

pq8k_upper = $(shell echo '$(1)' | tr a-z A-Z)
# $(call pq8k_switches,name): the switches a scheme name turns on
pq8k_switches = $(filter PQ8K_CONFIG_$(call pq8k_upper,$(1)) PQ8K_CONFIG_$(call pq8k_upper,$(1))_% \
                  $(foreach d,0 1 2 3 4 5 6 7 8 9,PQ8K_CONFIG_$(call pq8k_upper,$(1))$(d)%),$(PQ8K_SWITCHES))
# $(call pq8k_scheme_cflags,names): the -D flags for a SCHEMES list
pq8k_scheme_cflags = $(if $(strip $(1)),-DPQ8K_CONFIG_DEFAULT=0 $(foreach s,$(1),\
    $(or $(addsuffix =1,$(addprefix -D,$(call pq8k_switches,$(s)))),\
         $(error SCHEMES: '$(s)' names no switch of pq8k/config.h))))
