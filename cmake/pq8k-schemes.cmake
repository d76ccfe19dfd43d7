# SPDX-License-Identifier: MIT
# PQ8K_SCHEMES -> pq8k/config.h switches, by mk/schemes.mk's rule: a name
# turns on PQ8K_CONFIG_<NAME>, PQ8K_CONFIG_<NAME><digit>... and
# PQ8K_CONFIG_<NAME>_... among the switches that default to PQ8K_CONFIG_DEFAULT.
file(STRINGS ${CMAKE_CURRENT_LIST_DIR}/../include/pq8k/config.h _pq8k_lines
     REGEX "^#define PQ8K_CONFIG_[A-Z0-9_]+ PQ8K_CONFIG_DEFAULT$")
set(PQ8K_SWITCHES)
foreach(_l IN LISTS _pq8k_lines)
  string(REGEX REPLACE "^#define (PQ8K_CONFIG_[A-Z0-9_]+) .*" "\\1" _s "${_l}")
  list(APPEND PQ8K_SWITCHES ${_s})
endforeach()

function(pq8k_scheme_definitions schemes out)
  set(_defs)
  if(schemes)
    list(APPEND _defs PQ8K_CONFIG_DEFAULT=0)
    foreach(_name IN LISTS schemes)
      string(TOUPPER "${_name}" _up)
      set(_hit)
      foreach(_s IN LISTS PQ8K_SWITCHES)
        if(_s MATCHES "^PQ8K_CONFIG_${_up}([0-9_].*)?$")
          list(APPEND _defs ${_s}=1)
          set(_hit 1)
        endif()
      endforeach()
      if(NOT _hit)
        message(FATAL_ERROR "PQ8K_SCHEMES: '${_name}' names no switch of pq8k/config.h")
      endif()
    endforeach()
  endif()
  set(${out} ${_defs} PARENT_SCOPE)
endfunction()
