/* SPDX-License-Identifier: MIT */
/*
 * The bootloader of the port: MCUboot's boot_go() picks and validates the
 * image (swapping in an upgrade from the secondary slot when one is pending),
 * then this file starts it. Console lines (the check script reads them):
 *   MCUBOOT start
 *   MCUBOOT boot version=M.m.r off=0x... stack=N    an image is starting
 *   MCUBOOT no bootable image                        nothing starts (exit 1)
 * The stack figure is the painted high-water mark of boot_go (its
 * validation, and a swap when there is one).
 */
#include <stdint.h>

#include "bootutil/bootutil.h"
#include "bootutil/image.h"
#include "bootutil/fault_injection_hardening.h"
#include "flash_map_backend/flash_map_backend.h"
#include "hal.h"
#include "port_io.h"
#if defined(PORT_SIGN_PQ8K)
#include "pq8k/stream.h"
#include "verdict_gate.h"
#endif

/* PORT_VERDICT_GATE=0 leaves the port's second gate out (to measure what
   the fault campaign finds without it); the default is 1 */
#ifndef PORT_VERDICT_GATE
#define PORT_VERDICT_GATE 1
#endif

int main(void);

/* Sets the image's vector table and stack pointer, then branches to its
   reset handler; does not return. */
static void __attribute__((noreturn)) start_image(uintptr_t vt_addr)
{
    const uint32_t *vt = (const uint32_t *)vt_addr;
    *(volatile uint32_t *)0xE000ED08u = (uint32_t)vt_addr; /* SCB->VTOR */
    __asm__ volatile("dsb\n\tisb\n\tmsr msp, %0\n\tbx %1" : : "r"(vt[0]), "r"(vt[1]) : "memory");
    __builtin_unreachable();
}

/* The refusal: nothing starts. A function of its own, named as the example
   bootloader's: its entry is the decision the fault campaign
   (scripts/mcuboot-fault.sh) ends its window at. */
static void __attribute__((noreturn, noinline)) boot_reject(void)
{
    port_puts("MCUBOOT no bootable image\n");
    hal_exit(1);
}

static void print_boot(const struct boot_rsp *rsp, size_t stack)
{
    const struct image_version *v = &rsp->br_hdr->ih_ver;
    port_puts("MCUBOOT boot version=");
    port_putu(v->iv_major);
    port_puts(".");
    port_putu(v->iv_minor);
    port_puts(".");
    port_putu(v->iv_revision);
    port_puts(" off=");
    port_putu(rsp->br_image_off);
    port_puts(" stack=");
    port_putu((uint32_t)stack);
    port_puts("\n");
}

int main(void)
{
    struct boot_rsp rsp;
    uintptr_t base = 0;
    FIH_DECLARE(fih_rc, FIH_FAILURE);

    hal_stack_paint();
    port_puts("MCUBOOT start\n");
    hal_bench_start();
    FIH_CALL(boot_go, fih_rc, &rsp);
    hal_bench_stop();
    /* the decision comes first: the stack scan (a loop over the whole
       painted RAM) is the booting path's report, not part of the decision
       the fault campaign faults */
    if (FIH_NOT_EQ(fih_rc, FIH_SUCCESS) || flash_device_base(rsp.br_flash_dev_id, &base) != 0) {
        boot_reject();
    }
#if defined(PORT_SIGN_PQ8K) && PORT_VERDICT_GATE
    /* the second gate (verdict_gate.h): twice, so that one fault passes
       at most one of the comparisons */
    if (port_pq8k_last_token() != PQ8K_VERDICT_ACCEPT) {
        boot_reject();
    }
    if (port_pq8k_last_token() != PQ8K_VERDICT_ACCEPT) {
        boot_reject();
    }
#endif
    print_boot(&rsp, hal_stack_used());
    start_image(base + rsp.br_image_off + rsp.br_hdr->ih_hdr_size);
}
