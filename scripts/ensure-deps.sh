#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what the build and the tests need, once, on Debian 12 (as root).
# Without root it prints the exact apt-get command and fails.
set -euo pipefail

need=()
have() { command -v "$1" >/dev/null 2>&1; }
have make                      || need+=(make)
have gcc                       || need+=(gcc)
have clang                     || need+=(clang)
have python3                   || need+=(python3)
have arm-none-eabi-gcc         || need+=(gcc-arm-none-eabi)
[ -f /usr/lib/arm-none-eabi/include/string.h ] || need+=(libnewlib-arm-none-eabi)
have riscv64-unknown-elf-gcc   || need+=(gcc-riscv64-unknown-elf)
[ -f /usr/lib/picolibc/riscv64-unknown-elf/include/string.h ] || need+=(picolibc-riscv64-unknown-elf)
have valgrind                  || need+=(valgrind)
have qemu-system-arm           || need+=(qemu-system-arm)
have qemu-system-riscv32       || need+=(qemu-system-misc)
have cmake                     || need+=(cmake)
have pkg-config                || need+=(pkg-config)
# the classical halves' cross-check (test/classic_openssl_test.sh)
have openssl                   || need+=(openssl)
ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.asan-x86_64.a >/dev/null 2>&1 || need+=(libclang-rt-14-dev)
# `make proofs` (mk/proofs.mk): Frama-C 25 with its Eva plug-in; Eva needs only a C
# preprocessor besides (gcc, above). WP's external provers (Alt-Ergo is not in Debian 12)
# are not needed while the proofs are Eva-only (docs/proofs.md)
have frama-c                   || need+=(frama-c-base)
# the fault simulator (bench/fault_sim.py) runs on Debian's python3 with its Unicorn binding
/usr/bin/python3 -c 'import unicorn' >/dev/null 2>&1 || need+=(python3-unicorn)

[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" != 0 ]; then
    echo "pq8k: missing packages; as root run:" >&2
    echo "  apt-get update && apt-get install -y ${need[*]}" >&2
    exit 1
fi
echo "pq8k: installing ${need[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >/dev/null
apt-get install -y -q --no-install-recommends "${need[@]}" >/dev/null
