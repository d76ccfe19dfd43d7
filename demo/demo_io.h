/* SPDX-License-Identifier: MIT */
/* Console output of the demo firmware (through the platform HAL): text,
   numbers with thousands separators, hex. No printf on the targets. */
#ifndef PQ8K_DEMO_IO_H
#define PQ8K_DEMO_IO_H

#include <stddef.h>
#include <stdint.h>

void demo_put(const char *s);
void demo_put_num(uint32_t v);              /* 10648 -> "10,648" */
void demo_put_hex(const uint8_t *p, size_t n);
void demo_put_text(const uint8_t *p, size_t n);  /* non-printable bytes as '.' */

#endif
