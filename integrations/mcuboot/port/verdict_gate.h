/* SPDX-License-Identifier: MIT */
/*
 * The port's second gate before it starts an image: pq8k's own verdict of the
 * last signature check, besides MCUboot's FIH result of boot_go.
 *
 * Why: the fault campaign (scripts/mcuboot-fault.sh) found that one skipped
 * instruction in MCUboot's boot_validate_slot (FIH profile medium, gcc -Os
 * for the Cortex-M3) turns the refusal of an image with a bad signature into
 * FIH_SUCCESS: on the failure path the load of the failure value's address
 * is skipped and the register still holds FIH_SUCCESS's address. bootutil's
 * own decision code is MCUboot's, not pq8k's; the port closes the hole by
 * also requiring that the last pq8k verification returned the accept token
 * (MCUBOOT_PQ8K_DECISION_HOOK records it), read and compared twice so that
 * no single skip or flag flip passes both comparisons.
 */
#ifndef VERDICT_GATE_H
#define VERDICT_GATE_H
#include <stdint.h>

/* MCUBOOT_PQ8K_DECISION_HOOK: records the verdict of a signature check
   (the token when rc is 0, else 0). */
void port_pq8k_decision(int rc, uint32_t token);

/* The token the last signature check recorded (0 before any). */
uint32_t port_pq8k_last_token(void);

#endif
