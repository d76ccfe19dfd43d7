/* SPDX-License-Identifier: MIT */
/*
 * The flash map backend of the port: three areas on the memory-mapped code
 * memory of mps2-an385 (port_layout.h). Reads and writes are copies, an
 * erase writes 0xFF; every access is checked against its area.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "flash_map_backend/flash_map_backend.h"
#include "sysflash/sysflash.h"
#include "port_layout.h"

#define PORT_ERASED 0xFFu

static const struct flash_area areas[] = {
    { PORT_AREA_SLOT0, FLASH_DEVICE_ID, 0, PORT_SLOT0_OFF, PORT_SLOT_SIZE },
    { PORT_AREA_SLOT1, FLASH_DEVICE_ID, 0, PORT_SLOT1_OFF, PORT_SLOT_SIZE },
    { PORT_AREA_SCRATCH, FLASH_DEVICE_ID, 0, PORT_SCRATCH_OFF, PORT_SCRATCH_SIZE },
};

static const struct flash_area *area_of(int id)
{
    for (size_t i = 0; i < sizeof(areas) / sizeof(areas[0]); i++) {
        if (areas[i].fa_id == id) {
            return &areas[i];
        }
    }
    return NULL;
}

/* 1 if [off, off + len) lies inside the area (no overflow) */
static int in_area(const struct flash_area *fap, uint32_t off, uint32_t len)
{
    return fap != NULL && off <= fap->fa_size && len <= fap->fa_size - off;
}

static uint8_t *addr_of(const struct flash_area *fap, uint32_t off)
{
    return (uint8_t *)(uintptr_t)(PORT_FLASH_BASE + fap->fa_off + off);
}

int flash_device_base(uint8_t fd_id, uintptr_t *ret)
{
    if (fd_id != FLASH_DEVICE_ID) {
        return -1;
    }
    *ret = PORT_FLASH_BASE;
    return 0;
}

int flash_area_open(uint8_t id, const struct flash_area **fap)
{
    *fap = area_of(id);
    return *fap == NULL ? -1 : 0;
}

void flash_area_close(const struct flash_area *fap)
{
    (void)fap;
}

int flash_area_read(const struct flash_area *fap, uint32_t off, void *dst, uint32_t len)
{
    if (!in_area(fap, off, len)) {
        return -1;
    }
    memcpy(dst, addr_of(fap, off), len);
    return 0;
}

/* Like flash, a write may only clear bits of erased bytes' worth: the port
   refuses to write over bytes that are not erased, which catches a swap that
   forgets an erase. */
int flash_area_write(const struct flash_area *fap, uint32_t off, const void *src, uint32_t len)
{
    if (!in_area(fap, off, len)) {
        return -1;
    }
    uint8_t *p = addr_of(fap, off);
    for (uint32_t i = 0; i < len; i++) {
        if (p[i] != PORT_ERASED) {
            return -1;
        }
    }
    memcpy(p, src, len);
    return 0;
}

int flash_area_erase(const struct flash_area *fap, uint32_t off, uint32_t len)
{
    if (!in_area(fap, off, len) || off % PORT_SECTOR_SIZE != 0 || len % PORT_SECTOR_SIZE != 0) {
        return -1;
    }
    memset(addr_of(fap, off), PORT_ERASED, len);
    return 0;
}

uint32_t flash_area_align(const struct flash_area *fap)
{
    (void)fap;
    return PORT_WRITE_ALIGN;
}

uint8_t flash_area_erased_val(const struct flash_area *fap)
{
    (void)fap;
    return PORT_ERASED;
}

int flash_area_get_sectors(int fa_id, uint32_t *count, struct flash_sector *sectors)
{
    const struct flash_area *fap = area_of(fa_id);
    if (fap == NULL) {
        return -1;
    }
    uint32_t n = fap->fa_size / PORT_SECTOR_SIZE;
    if (n > *count) {
        return -1;
    }
    for (uint32_t i = 0; i < n; i++) {
        sectors[i].fs_off = i * PORT_SECTOR_SIZE;
        sectors[i].fs_size = PORT_SECTOR_SIZE;
    }
    *count = n;
    return 0;
}

int flash_area_get_sector(const struct flash_area *fap, uint32_t off, struct flash_sector *fs)
{
    if (!in_area(fap, off, 1)) {
        return -1;
    }
    fs->fs_off = off - off % PORT_SECTOR_SIZE;
    fs->fs_size = PORT_SECTOR_SIZE;
    return 0;
}

int flash_area_id_from_multi_image_slot(int image_index, int slot)
{
    if (image_index != 0) {
        return -1;
    }
    switch (slot) {
    case 0: return PORT_AREA_SLOT0;
    case 1: return PORT_AREA_SLOT1;
    default: return -1;
    }
}

int flash_area_id_from_image_slot(int slot)
{
    return flash_area_id_from_multi_image_slot(0, slot);
}
