# SPDX-License-Identifier: MIT
# `make pylib` builds build/pylib/libpq8k.so: the host library (every scheme,
# position-independent, with the host's randombytes) that the Python binding
# python/pq8k loads with ctypes (imgtool's pq8k key types sign through it).
PYLIB_B := build/pylib

.PHONY: pylib
ifeq ($(PLATFORM),host)
pylib:
	@$(MAKE) --no-print-directory PLATFORM=host B=$(PYLIB_B) EXTRA_CFLAGS="-fPIC $(EXTRA_CFLAGS)" \
	    $(PYLIB_B)/libpq8k.so

# the archive holds the library's objects only: whole-archive keeps every
# public function in the shared object
$(B)/libpq8k.so: $(B)/libpq8k.a
	$(CC) -shared -o $@ -Wl,--whole-archive $< -Wl,--no-whole-archive
else
pylib:
	$(error the Python binding loads a host library: run `make pylib` without PLATFORM=$(PLATFORM))
endif
