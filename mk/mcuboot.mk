# SPDX-License-Identifier: MIT
# `make mcuboot-check`: MCUboot with pq8k's signature type, its imgtool and
# the bare-metal port on QEMU (scripts/mcuboot-check.sh, docs/mcuboot.md).
.PHONY: mcuboot-check
mcuboot-check:
	@bash scripts/mcuboot-check.sh
