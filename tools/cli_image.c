/* SPDX-License-Identifier: MIT */
/* Header and footer of a pq8k boot image (docs/boot-image.md). */
#include <string.h>
#include "cli_image.h"
#include "common/sha2.h"
#include "common/util.h"

void cli_image_header(uint8_t hdr[PQ8K_IMAGE_HEADER_BYTES], unsigned scheme, uint32_t version,
                      const uint8_t *payload, uint32_t payload_len, uint32_t trailer_len)
{
    uint8_t check[32];
    memset(hdr, 0, PQ8K_IMAGE_HEADER_BYTES);
    pq8k_store32_le(hdr + PQ8K_IMAGE_OFF_MAGIC, PQ8K_IMAGE_MAGIC);
    hdr[PQ8K_IMAGE_OFF_FORMAT] = PQ8K_IMAGE_FORMAT;
    hdr[PQ8K_IMAGE_OFF_SCHEME] = (uint8_t)scheme;
    hdr[PQ8K_IMAGE_OFF_HEADER_LEN] = (uint8_t)PQ8K_IMAGE_HEADER_BYTES;
    hdr[PQ8K_IMAGE_OFF_HEADER_LEN + 1] = (uint8_t)(PQ8K_IMAGE_HEADER_BYTES >> 8);
    pq8k_store32_le(hdr + PQ8K_IMAGE_OFF_VERSION, version);
    pq8k_store32_le(hdr + PQ8K_IMAGE_OFF_PAYLOAD_LEN, payload_len);
    pq8k_store32_le(hdr + PQ8K_IMAGE_OFF_TRAILER_LEN, trailer_len);
    pq8k_sha256(hdr + PQ8K_IMAGE_OFF_PAYLOAD_SHA, payload, payload_len);
    pq8k_sha256(check, hdr, PQ8K_IMAGE_OFF_HEADER_CHECK);
    memcpy(hdr + PQ8K_IMAGE_OFF_HEADER_CHECK, check, 4);
}

void cli_image_footer(uint8_t footer[PQ8K_IMAGE_FOOTER_BYTES], uint32_t total_len)
{
    pq8k_store32_le(footer, PQ8K_IMAGE_FOOTER_MAGIC);
    pq8k_store32_le(footer + 4, total_len);
}
