/* SPDX-License-Identifier: MIT */
/*
 * Fault-injection hardening of the bootloader's decision (docs/boot-image.md,
 * "Fault hardening"). With BOOT_HARDENED=1 (the default):
 *
 * - A stage that passes returns BOOT_OK, a 32-bit value that neither a zeroed
 *   register nor a flipped bit makes out of a failure code (the codes are
 *   small numbers; BOOT_OK differs from each in at least 12 bits).
 * - Every verdict is kept in a volatile and tested twice, so the compiler
 *   cannot merge the tests and one skipped branch leaves the other.
 * - A control-flow counter collects a distinct constant from each stage that
 *   ran to its end; the jump needs the exact sum, so skipping a whole stage
 *   (its call, or the branch around it) stops the boot.
 * - The library's own verdict token (pq8k_verify_final's second signal, when
 *   the library has it) is checked beside the return code.
 *
 * With BOOT_HARDENED=0 the same code makes each test once, the way a plain
 * bootloader would; the fault campaign measures both builds.
 */
#ifndef BOOT_FIH_H
#define BOOT_FIH_H

#include <stdint.h>

#ifndef BOOT_HARDENED
#define BOOT_HARDENED 1
#endif

typedef uint32_t boot_status;
#define BOOT_OK 0x3CA5965Au

/* control-flow steps: one per stage, summed in boot_cf */
#define CF_HEADER   0x01F3A2C5u
#define CF_FOOTER   0x02E4B3D6u
#define CF_ROLLBACK 0x04D5C4E7u
#define CF_DIGEST   0x08C6D5F8u
#define CF_SIGNATURE 0x10B7E609u
#define CF_ALL (CF_HEADER + CF_FOOTER + CF_ROLLBACK + CF_DIGEST + CF_SIGNATURE)
/* after the decision: the counter judged again, raised and read back */
#define CF_COUNTER  0x20A8F71Au

#if BOOT_HARDENED
#define CF_ADD(step) (boot_cf += (step))
/*
 * After a reject: the call is followed by two loops in a row, so a skipped
 * call is caught by the first and one more skip (a second fault) only moves
 * it into the second; two faults can no longer reach the code after a
 * reject. Each costs 4 bytes of flash and no instruction on a path that
 * boots (docs/boot-image.md, "Two faults").
 */
#define BOOT_HALT() do { __asm__ volatile("1: b 1b\n\t2: b 2b" ::: "memory"); __builtin_unreachable(); } while (0)
#define BOOT_REJECT(what) do { boot_reject(what); BOOT_HALT(); } while (0)
/* a second, independent test of a verdict already tested once */
#define BOOT_RECHECK(cond, what) do { if (cond) BOOT_REJECT(what); } while (0)
#else
#define CF_ADD(step) ((void)0)
#define BOOT_REJECT(what) boot_reject(what)
#define BOOT_RECHECK(cond, what) do { } while (0)
#endif

#endif
