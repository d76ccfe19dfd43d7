#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Every source file of the repository names its licence (LICENSE: MIT) in an
# SPDX line within its first three lines (after a #! line where there is one).
# Source: C, headers, assembly, the scheme list, linker scripts, Python, shell,
# make and CMake files and their templates. One summary line:
# "spdx: N passed, M failed" (N files with the line, M without).
set -uo pipefail
cd "$(dirname "$0")/.."
passed=0; failed=0
while IFS= read -r f; do
    if head -3 "$f" | grep -q 'SPDX-License-Identifier: MIT'; then
        passed=$((passed + 1))
    else
        echo "FAIL spdx: $f has no 'SPDX-License-Identifier: MIT' line"
        failed=$((failed + 1))
    fi
done < <(git ls-files -- '*.c' '*.h' '*.S' '*.def' '*.ld' '*.py' '*.sh' '*.mk' '*.cmake' '*.in' \
             'Makefile' '*/Makefile' 'Makefile.*' '*/Makefile.*' 'CMakeLists.txt' '*/CMakeLists.txt')
echo "spdx: $passed passed, $failed failed"
[ $failed = 0 ]
