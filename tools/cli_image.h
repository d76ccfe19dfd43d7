/* SPDX-License-Identifier: MIT */
/*
 * Boot image layout for `pq8k image` (include/pq8k/boot_image.h,
 * docs/boot-image.md): the header and the footer around a payload and the
 * trailer. The CLI does the file handling, signing and streaming.
 */
#ifndef PQ8K_CLI_IMAGE_H
#define PQ8K_CLI_IMAGE_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/boot_image.h"

/* The 128-byte header for a payload and a trailer of trailer_len bytes. */
void cli_image_header(uint8_t hdr[PQ8K_IMAGE_HEADER_BYTES], unsigned scheme, uint32_t version,
                      const uint8_t *payload, uint32_t payload_len, uint32_t trailer_len);

/* The 8-byte footer of an image of total_len bytes (footer included). */
void cli_image_footer(uint8_t footer[PQ8K_IMAGE_FOOTER_BYTES], uint32_t total_len);

#endif
