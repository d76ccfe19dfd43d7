/*
 * The anti-rollback counter (boot_counter.h). On a real part the append is
 * the flash driver's program operation; the emulated boards map the sector
 * in writable memory, so a store stands for it.
 */
#include "boot_counter.h"
#include "boot_layout.h"

#define RECORDS (BOOT_COUNTER_BYTES / BOOT_COUNTER_RECORD_BYTES)

static volatile uint32_t *record(uint32_t i)
{
    return (volatile uint32_t *)(uintptr_t)(BOOT_COUNTER_ADDR + i * BOOT_COUNTER_RECORD_BYTES);
}

static int well_formed(uint32_t i)
{
    return record(i)[0] == ~record(i)[1];
}

uint32_t boot_counter_read(void)
{
    uint32_t v = 0;
    for (uint32_t i = 0; i < RECORDS; i++)
        if (well_formed(i) && record(i)[0] > v) v = record(i)[0];
    return v;
}

int boot_counter_raise(uint32_t version)
{
    for (uint32_t i = 0; i < RECORDS; i++) {
        if (well_formed(i)) continue;
        record(i)[0] = version;
        record(i)[1] = ~version;
        return well_formed(i) && record(i)[0] == version ? 0 : -1;
    }
    return -1;
}
