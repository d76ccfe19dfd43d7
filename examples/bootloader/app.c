/* SPDX-License-Identifier: MIT */
/*
 * The application the bootloader starts: linked to run from the slot, right
 * after the image header (mk/boot.mk), with the platform's own startup code
 * and vector table. It says that it runs and where, then exits with 0.
 */
#include "demo_io.h"
#include "hal.h"

#ifndef APP_TEXT
#define APP_TEXT "hello from the application"
#endif

int main(void)
{
    demo_put("APP running from 0x");
    uintptr_t here = (uintptr_t)&main;
    const uint8_t at[4] = {(uint8_t)(here >> 24), (uint8_t)(here >> 16), (uint8_t)(here >> 8), (uint8_t)here};
    demo_put_hex(at, sizeof at);
    demo_put(": " APP_TEXT "\n");
    return 0;
}
