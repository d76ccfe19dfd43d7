/* SPDX-License-Identifier: MIT */
/* pq8k xmss|xmssmt <command> (tools/cli_xmss.c). */
#ifndef PQ8K_TOOLS_CLI_XMSS_H
#define PQ8K_TOOLS_CLI_XMSS_H

int cli_xmss_main(int argc, char **argv);

#endif
