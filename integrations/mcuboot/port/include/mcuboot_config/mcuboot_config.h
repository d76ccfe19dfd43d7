/* SPDX-License-Identifier: MIT */
/*
 * MCUboot configuration of pq8k's bare-metal port (integrations/mcuboot/port).
 * The signature type comes from the build: PORT_SIGN_PQ8K=1 (with
 * MCUBOOT_PQ8K_SCHEME, a pq8k_scheme value) or PORT_SIGN_EC256=1 (MCUboot's
 * ECDSA-P256 through tinycrypt, the classical reference).
 */
#ifndef MCUBOOT_CONFIG_H
#define MCUBOOT_CONFIG_H

#if defined(PORT_SIGN_PQ8K)
#define MCUBOOT_SIGN_PQ8K
#elif defined(PORT_SIGN_EC256)
#define MCUBOOT_SIGN_EC256
#else
#error "choose PORT_SIGN_PQ8K or PORT_SIGN_EC256"
#endif

/* SHA-256 of the image through tinycrypt in both builds */
#define MCUBOOT_USE_TINYCRYPT

/* one image, a primary and a secondary slot, swap through a scratch sector */
#define MCUBOOT_IMAGE_NUMBER 1
#define MCUBOOT_SWAP_USING_SCRATCH 1
#define MCUBOOT_MAX_IMG_SECTORS 32          /* 128 KiB slot / 4 KiB sectors */
#define MCUBOOT_USE_FLASH_AREA_GET_SECTORS
#define MCUBOOT_VALIDATE_PRIMARY_SLOT
#define MCUBOOT_DOWNGRADE_PREVENTION
#define MCUBOOT_DOWNGRADE_PREVENTION_SECURITY_COUNTER 0
#define MCUBOOT_USE_TLV_ALLOW_LIST

/* fault-injection hardening: double variables, global fail, control flow */
#define MCUBOOT_FIH_PROFILE_MEDIUM

#if defined(PORT_LOG) && PORT_LOG
#define MCUBOOT_HAVE_LOGGING 1
#endif

/* pq8k's verdicts go to the port's second gate (verdict_gate.h) */
#if defined(PORT_SIGN_PQ8K)
#include "verdict_gate.h"
#define MCUBOOT_PQ8K_DECISION_HOOK(rc, token) port_pq8k_decision((rc), (token))
#endif

#define MCUBOOT_WATCHDOG_FEED() do { } while (0)
#define MCUBOOT_CPU_IDLE() do { } while (0)

#endif
