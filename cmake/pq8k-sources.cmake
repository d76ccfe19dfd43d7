# SPDX-License-Identifier: MIT
# The library's sources by mk/sources.mk's rules, read from that file, so both
# builds follow the tree as folders come and go:
#   every src/<dir>/*.c, except the per-level folders (MULTI_DIRS) and, without
#   legacy, LEGACY_DIRS; plus every src/<dir>/all_levels/*.c (once);
#   each MULTI_DIRS folder once per <dir>_LEVELS value with -D<dir>_DEF=<level>.
file(READ ${CMAKE_CURRENT_LIST_DIR}/../mk/sources.mk _pq8k_mk)
function(_pq8k_mkvar var out)
  string(REGEX MATCH "\n${var}[ \t]*:=[ \t]*([^\n]*)" _m "\n${_pq8k_mk}")
  string(STRIP "${CMAKE_MATCH_1}" _v)
  separate_arguments(_v UNIX_COMMAND "${_v}")
  set(${out} "${_v}" PARENT_SCOPE)
endfunction()

_pq8k_mkvar(MULTI_DIRS PQ8K_MULTI_DIRS)
# the platforms that take the Thumb-2 assembly, and its compact forms (the one
# place that picks assembly by platform)
_pq8k_mkvar(ASM_THUMB2_PLATFORMS PQ8K_ASM_THUMB2_PLATFORMS)
_pq8k_mkvar(ASM_COMPACT_PLATFORMS PQ8K_ASM_COMPACT_PLATFORMS)
# the platforms that take the ARMv6-M assembly (Keccak)
_pq8k_mkvar(ASM_ARMV6M_PLATFORMS PQ8K_ASM_ARMV6M_PLATFORMS)
_pq8k_mkvar(LEGACY_DIRS PQ8K_LEGACY_DIRS)
foreach(_d IN LISTS PQ8K_MULTI_DIRS)
  _pq8k_mkvar(${_d}_LEVELS PQ8K_${_d}_LEVELS)
  _pq8k_mkvar(${_d}_DEF PQ8K_${_d}_DEF)
  if(NOT PQ8K_${_d}_LEVELS OR NOT PQ8K_${_d}_DEF)
    message(FATAL_ERROR "pq8k: mk/sources.mk gives no ${_d}_LEVELS/${_d}_DEF")
  endif()
endforeach()

# out: the level-independent sources, relative to root
function(pq8k_library_sources root legacy out)
  file(GLOB _all RELATIVE ${root} ${root}/src/*/*.c)
  set(_skip ${PQ8K_MULTI_DIRS})
  if(NOT legacy)
    list(APPEND _skip ${PQ8K_LEGACY_DIRS})
  endif()
  foreach(_d IN LISTS _skip)
    list(FILTER _all EXCLUDE REGEX "^src/${_d}/[^/]*\\.c$")
  endforeach()
  file(GLOB _levelfree RELATIVE ${root} ${root}/src/*/all_levels/*.c)
  set(${out} ${_all} ${_levelfree} PARENT_SCOPE)
endfunction()
