# SPDX-License-Identifier: MIT
# The Zephyr module (zephyr/, docs/zephyr.md).
#   make zephyr-check   the sample built from the offline kit and run under QEMU
#                       on qemu_cortex_m3 and mps2/an385, and a C-only ML-DSA-44
#                       variant on qemu_cortex_m3 (scripts/zephyr-check.sh)
#   make zephyr-kconfig regenerate zephyr/Kconfig.schemes and the docs table
#                       after a change to pq8k/config.h or the registry
#   make zephyr-doc     put the sizes the last zephyr-check measured into docs/zephyr.md
.PHONY: zephyr-check zephyr-kconfig zephyr-doc
zephyr-check:
	@bash scripts/zephyr-check.sh
zephyr-kconfig:
	python3 scripts/zephyr_kconfig.py
zephyr-doc:
	python3 scripts/zephyr_sizes.py --doc docs/zephyr.md build/zephyr qemu_cortex_m3 mps2/an385 qemu_cortex_m3:mldsa44_c.conf
