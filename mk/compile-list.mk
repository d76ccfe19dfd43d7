# SPDX-License-Identifier: MIT
# `make [PLATFORM=...] [SCHEMES=...] compile-list`: every compilation that goes
# into libpq8k.a, one per line: the source, a tab, the flags (assembly files:
# every .S of LIB_ASM, built with the architecture flags only). The CMake build
# must compile the same list (scripts/cmake-agree.sh compares it with CMake's
# compile_commands.json).
.PHONY: compile-list
compile-list:
	@:$(foreach f,$(SINGLE_SRC),$(info $(f)	$(CFLAGS)))$(foreach d,$(MULTI_DIRS),$(foreach l,$($(d)_LEVELS),$(foreach f,$(wildcard src/$(d)/*.c),$(info $(f)	$(CFLAGS) -D$($(d)_DEF)=$(l)))))$(foreach s,$(LIB_ASM),$(info $(s)	$(ARCH)))
