/* SPDX-License-Identifier: MIT */
/*
 * The record of pq8k's verdicts for the port's second gate (verdict_gate.h).
 * A PORT_LOG build also prints each verdict.
 */
#include <stdint.h>

#include "verdict_gate.h"
#include "port_io.h"

/* volatile: every read in the gate is a load of its own */
static volatile uint32_t last_token;

void port_pq8k_decision(int rc, uint32_t token)
{
    last_token = rc == 0 ? token : 0u;
#if defined(PORT_LOG) && PORT_LOG
    port_puts("MCUBOOT pq8k rc=-");
    port_putu((uint32_t)-rc);
    port_puts(" token=");
    port_putu(token);
    port_puts("\n");
#endif
}

uint32_t port_pq8k_last_token(void)
{
    return last_token;
}
