/* SPDX-License-Identifier: MIT */
/*
 * The anti-rollback counter: the lowest image version the bootloader still
 * starts, kept in a flash sector of its own (BOOT_COUNTER_ADDR).
 *
 * Flash bits only go from erased to programmed between erases, so the
 * counter is a log: 8-byte records (version, ~version) appended one after
 * the other and never rewritten; the counter is the largest version of a
 * well-formed record before the first erased one (where the log ends), 0
 * while there is none. A record whose two words do not match (torn by a
 * power cut or by a fault, or burnt to zero) is never a value; only a
 * record whose two words are both erased is free space. The sector starts
 * erased (all ones), as flash leaves the factory.
 *
 * The hardened bootloader (boot.c, docs/boot-image.md "Anti-rollback")
 * reads the counter with both scans and compares, hands the append the two
 * words from two separate loads of the signed header, and reads the counter
 * back after writing; boot_counter_scrub undoes a record a fault made wrong.
 */
#ifndef BOOT_COUNTER_H
#define BOOT_COUNTER_H

#include <stdint.h>
#include "boot_layout.h"

#define BOOT_COUNTER_RECORD_BYTES 8u
#define BOOT_COUNTER_RECORDS (BOOT_COUNTER_BYTES / BOOT_COUNTER_RECORD_BYTES)

/* The current counter value: a forward scan. */
uint32_t boot_counter_read(void);
/* The same value by a second scan, backwards and with other code: a fault
   that upsets one scan (a skipped load, an aborted loop) leaves the other. */
uint32_t boot_counter_read_again(void);
/* The index of the first free (erased) record, or the number of records
   when the sector is full. */
uint32_t boot_counter_free(void);
/* Programs record `at` with the words (version, inverse), inverse being
   ~version from a load of its own; 0, or -1 when `at` is not free (full
   sector, or an index a fault changed: programming over data would AND two
   values into garbage) or the words did not read back. */
int boot_counter_append(uint32_t at, uint32_t version, uint32_t inverse);
/* Burns to (0, 0) every well-formed record above `counter` (the value
   before the append) that is not `version`: a wrong value a faulted append
   left is then never read (the whole sector is searched, not only the
   index the append was given: a fault may have changed that). Records at or
   below `counter` cannot change the value and are left alone. All-zero is
   the one value flash with ECC lets a driver program over data. Does
   nothing unless check is BOOT_COUNTER_SCRUB_CHECK(counter, version). */
void boot_counter_scrub(uint32_t counter, uint32_t version, uint32_t check);
/* check: the caller's proof that it meant to call boot_counter_scrub */
#define BOOT_COUNTER_SCRUB_CHECK(counter, version) ((counter) ^ (version) ^ 0x5C2B1E07u)

#endif
