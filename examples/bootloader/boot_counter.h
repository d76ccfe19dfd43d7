/*
 * The anti-rollback counter: the lowest image version the bootloader still
 * starts, kept in a flash sector of its own (BOOT_COUNTER_ADDR).
 *
 * Flash bits only go from erased to programmed between erases, so the
 * counter is a log: 8-byte records (version, ~version) appended one after
 * the other and never rewritten; the counter is the largest version of a
 * well-formed record, 0 while there is none. A record whose two words do
 * not match (erased, torn by a power cut) is free space, never a value.
 */
#ifndef BOOT_COUNTER_H
#define BOOT_COUNTER_H

#include <stdint.h>

#define BOOT_COUNTER_RECORD_BYTES 8u

/* The current counter value. */
uint32_t boot_counter_read(void);
/* Appends a record for version (larger than the counter); 0, or -1 when the
   sector is full. */
int boot_counter_raise(uint32_t version);

#endif
