/* SPDX-License-Identifier: MIT */
/*
 * The anti-rollback counter (boot_counter.h). On a real part, program() is
 * the flash driver's program operation; the emulated boards map the sector
 * in writable memory, so a store of the old word ANDed with the new one
 * stands for it (NOR flash programming only clears bits).
 */
#include "boot_counter.h"
#include "boot_layout.h"

#define RECORDS BOOT_COUNTER_RECORDS
#define ERASED 0xFFFFFFFFu

static volatile uint32_t *record(uint32_t i)
{
    return (volatile uint32_t *)(uintptr_t)(BOOT_COUNTER_ADDR + i * BOOT_COUNTER_RECORD_BYTES);
}

static int well_formed(uint32_t i)
{
    return record(i)[0] == ~record(i)[1];
}

static int erased(uint32_t i)
{
    return record(i)[0] == ERASED && record(i)[1] == ERASED;
}

/* Records are appended in order, so the log ends at the first erased one:
   a scan stops there (a counter raised a few times costs a few records'
   reading, not the sector's). A scan that a fault stops too early misses
   the newest, largest records and reads low: the other scan, which does not
   share its code, then disagrees. */
uint32_t boot_counter_read(void)
{
    uint32_t v = 0;
    for (uint32_t i = 0; i < RECORDS && !erased(i); i++)
        if (well_formed(i) && record(i)[0] > v) v = record(i)[0];
    return v;
}

/* The second scan is other code: through a pointer, each word loaded once,
   the tests an XOR and an AND, the loop counted down. noinline keeps the
   compiler from folding it into a caller that also makes the first scan. */
__attribute__((noinline)) uint32_t boot_counter_read_again(void)
{
    const volatile uint32_t *r = record(0);
    uint32_t v = 0;
    for (uint32_t n = RECORDS; n != 0; n--, r += 2) {
        uint32_t hi = r[0], lo = r[1];
        if ((hi & lo) == ERASED) break;
        if ((hi ^ lo) == ERASED && hi >= v) v = hi;
    }
    return v;
}

uint32_t boot_counter_free(void)
{
    uint32_t i = 0;
    while (i < RECORDS && !erased(i)) i++;
    return i;
}

/* Programs one erased word; -1 if the word holds data (checked through the
   same pointer the store uses, so a fault that moves the store also moves
   the check) or does not read back as the value. */
static int program(volatile uint32_t *w, uint32_t value)
{
    if (*w != ERASED) return -1;
    *w = *w & value;
    return *w == value ? 0 : -1;
}

int boot_counter_append(uint32_t at, uint32_t version, uint32_t inverse)
{
    if (at >= RECORDS) return -1;
    /* each word from its own load of the header: a fault that corrupts one
       leaves a record that is not well-formed, never a wrong value */
    if (program(&record(at)[0], version) != 0) return -1;
    if (program(&record(at)[1], inverse) != 0) return -1;
    return well_formed(at) ? 0 : -1;
}

void boot_counter_scrub(uint32_t counter, uint32_t version, uint32_t check)
{
    /* entered by a fault (a skipped return in the function before it runs on
       into this one) with whatever the registers hold: without the check it
       burnt every record above 0 */
    if (check != BOOT_COUNTER_SCRUB_CHECK(counter, version)) return;
    for (uint32_t i = 0; i < RECORDS; i++) {
        volatile uint32_t *r = record(i);
        if (r[0] != ~r[1] || r[0] <= counter || r[0] == version) continue;
        r[0] = 0; /* programming zeros over data: allowed, and (0, 0) is never well-formed */
        r[1] = 0;
    }
}
