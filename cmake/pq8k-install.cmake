# SPDX-License-Identifier: MIT
# cmake --install: the library, the headers, the exported target pq8k::pq8k
# (find_package(pq8k)) and pq8k.pc for pkg-config on host installs.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)
install(TARGETS pq8k EXPORT pq8kTargets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY ${CMAKE_CURRENT_LIST_DIR}/../include/pq8k DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT pq8kTargets NAMESPACE pq8k:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/pq8k)
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/pq8kConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/pq8kConfig.cmake INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/pq8k)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/pq8kConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/pq8kConfig.cmake ${CMAKE_CURRENT_BINARY_DIR}/pq8kConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/pq8k)

set(PQ8K_PC_CFLAGS)
foreach(_d IN LISTS PQ8K_SCHEME_DEFS)
  string(APPEND PQ8K_PC_CFLAGS " -D${_d}")
endforeach()
configure_file(${CMAKE_CURRENT_LIST_DIR}/pq8k.pc.in ${CMAKE_CURRENT_BINARY_DIR}/pq8k.pc @ONLY)
if(PQ8K_PLATFORM STREQUAL "host")
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/pq8k.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
endif()
