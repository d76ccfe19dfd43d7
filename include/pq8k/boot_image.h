/* SPDX-License-Identifier: MIT */
/*
 * The pq8k boot image: what `pq8k image sign` writes and what the example
 * bootloader (examples/bootloader/) checks before it starts an application.
 * docs/boot-image.md describes every byte; this header only names them.
 *
 *   +--------------------+ slot start
 *   | header, 128 bytes  |  magic, scheme, version, sizes, payload SHA-256,
 *   |                    |  header check                       } signed
 *   | payload            |  the application: its vector table  } message
 *   |                    |  first, linked to run where it sits }
 *   | trailer            |  the pq8k stream (public key and signature,
 *   |                    |  docs/stream-format.md), trailer_len bytes
 *   | footer, 8 bytes    |  "P8KF", total image length
 *   +--------------------+
 *
 * The signed message is header || payload, verified in pure mode with the
 * context string PQ8K_IMAGE_CONTEXT (empty for the schemes that take none).
 * The payload digest, the header check and the footer are unkeyed: they let
 * the bootloader say what is wrong with an image; only the signature says
 * that an image is genuine. All integers are little-endian.
 */
#ifndef PQ8K_BOOT_IMAGE_H
#define PQ8K_BOOT_IMAGE_H

#define PQ8K_IMAGE_MAGIC        0x494B3850u /* "P8KI" as read little-endian */
#define PQ8K_IMAGE_FOOTER_MAGIC 0x464B3850u /* "P8KF" */
#define PQ8K_IMAGE_FORMAT       1
#define PQ8K_IMAGE_HEADER_BYTES 128  /* keeps the payload's vector table 128-byte aligned */
#define PQ8K_IMAGE_FOOTER_BYTES 8

/* header field offsets */
#define PQ8K_IMAGE_OFF_MAGIC       0   /* u32 */
#define PQ8K_IMAGE_OFF_FORMAT      4   /* u8: PQ8K_IMAGE_FORMAT */
#define PQ8K_IMAGE_OFF_SCHEME      5   /* u8: pq8k_scheme of the trailer */
#define PQ8K_IMAGE_OFF_HEADER_LEN  6   /* u16: PQ8K_IMAGE_HEADER_BYTES */
#define PQ8K_IMAGE_OFF_VERSION     8   /* u32: anti-rollback version */
#define PQ8K_IMAGE_OFF_PAYLOAD_LEN 12  /* u32 */
#define PQ8K_IMAGE_OFF_TRAILER_LEN 16  /* u32: bytes of the stream */
#define PQ8K_IMAGE_OFF_RESERVED    20  /* 12 zero bytes */
#define PQ8K_IMAGE_OFF_PAYLOAD_SHA 32  /* 32 bytes: SHA-256(payload) */
#define PQ8K_IMAGE_OFF_RESERVED2   64  /* 60 zero bytes */
#define PQ8K_IMAGE_OFF_HEADER_CHECK 124 /* u32: first 4 bytes of SHA-256(header[0..124)) */

/* context string of the signature (ML-DSA, SLH-DSA, HAETAE) */
#define PQ8K_IMAGE_CONTEXT     "pq8k boot image v1"
#define PQ8K_IMAGE_CONTEXT_LEN 18

#endif /* PQ8K_BOOT_IMAGE_H */
