# SPDX-License-Identifier: MIT
# pq8k's rv32 target (mk/platform.mk): cmake -DCMAKE_TOOLCHAIN_FILE=<pq8k>/cmake/toolchain-rv32.cmake
# (the toolchain has no libc of its own: picolibc provides the standard headers)
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR riscv32)
set(CMAKE_C_COMPILER riscv64-unknown-elf-gcc)
set(CMAKE_ASM_COMPILER riscv64-unknown-elf-gcc)
set(CMAKE_AR riscv64-unknown-elf-ar)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_C_FLAGS_INIT "-march=rv32imac -mabi=ilp32 -mcmodel=medany -isystem /usr/lib/picolibc/riscv64-unknown-elf/include")
set(CMAKE_ASM_FLAGS_INIT "-march=rv32imac -mabi=ilp32 -mcmodel=medany")
set(PQ8K_PLATFORM rv32 CACHE STRING "pq8k target")
