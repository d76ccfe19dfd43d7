/* SPDX-License-Identifier: MIT */
/* bootutil's log lines: with PORT_LOG=1 (a debugging build) each one is
   printed as its format string, without its arguments (the port has no
   printf); by default the port logs nothing and boot_main.c prints the
   decision. */
#ifndef MCUBOOT_LOGGING_H
#define MCUBOOT_LOGGING_H
void port_log(const char *level, const char *fmt);
#define MCUBOOT_LOG_MODULE_DECLARE(domain)
#define MCUBOOT_LOG_MODULE_REGISTER(domain)
#define MCUBOOT_LOG_ERR(fmt, ...) port_log("ERR ", fmt)
#define MCUBOOT_LOG_WRN(fmt, ...) port_log("WRN ", fmt)
#define MCUBOOT_LOG_INF(fmt, ...) port_log("INF ", fmt)
#define MCUBOOT_LOG_DBG(fmt, ...) port_log("DBG ", fmt)
#define MCUBOOT_LOG_SIM(...) do { } while (0)
#endif
