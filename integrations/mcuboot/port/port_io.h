/* SPDX-License-Identifier: MIT */
/* Console lines of the port (semihosting): text and unsigned numbers. */
#ifndef PORT_IO_H
#define PORT_IO_H
#include <stdint.h>
void port_puts(const char *s);
void port_putu(uint32_t v);
#endif
