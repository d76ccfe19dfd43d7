/* SPDX-License-Identifier: MIT */
/*
 * SHA-256 compression (FIPS 180-4 section 6.2.2) for ARMv7-M (Thumb-2;
 * Cortex-M3 and M4, no DSP instructions):
 * pq8k_sha256_compress(uint32_t h[8], const uint8_t block[64]).
 *
 * The eight working variables live in r4-r11 and are renamed instead of
 * moved: a round adds into the register that holds h, which becomes the next
 * round's a (the macro calls below rotate the register list). The barrel
 * shifter folds each rotation into an EOR or ADD:
 *   Sigma1(e) = ror(e ^ ror(e, 5) ^ ror(e, 19), 6)
 *   Sigma0(a) = ror(a ^ ror(a, 11) ^ ror(a, 20), 2)
 *   sigma1(x) = ror(x ^ ror(x, 2), 17) ^ (x >> 10)
 *   sigma0(x) = ror(x ^ ror(x, 11), 7) ^ (x >> 3)
 * Maj(a, b, c) = b ^ ((a ^ b) & (b ^ c)), and a ^ b is the next round's b ^ c:
 * it is carried from round to round in r0/r1 (alternately). The message
 * schedule is a 16-word window on the stack, as in sha2.c. Rounds 0-15 run
 * as a loop of 8, rounds 16-63 as a loop of 16 (so the window offsets are
 * constants). Stack: 40 bytes pushed and 64 of window; no branch or address
 * depends on the data. The block may be unaligned (single-word LDR).
 *
 * Registers: r0/r1 Maj carry and scratch, r2 W[t], r3 window pointer (rounds
 * 0-15) or scratch, ip the round-constant pointer, lr the loop end.
 */
	.syntax unified
	.thumb

/* One round; \w holds W[t], \y holds b ^ c on entry, \x holds a ^ b on exit. */
	.macro	ROUND a, b, c, d, e, f, g, h, x, y
	ldr	\x, [ip], #4
	add	\h, \h, r2
	add	\h, \h, \x
	eor	\x, \e, \e, ror #5
	eor	\x, \x, \e, ror #19
	add	\h, \h, \x, ror #6
	eor	\x, \f, \g
	and	\x, \x, \e
	eor	\x, \x, \g
	add	\h, \h, \x
	add	\d, \d, \h
	eor	\x, \a, \a, ror #11
	eor	\x, \x, \a, ror #20
	add	\h, \h, \x, ror #2
	eor	\x, \a, \b
	and	\y, \y, \x
	eor	\y, \y, \b
	add	\h, \h, \y
	.endm

/* W[t] for t >= 16 into r2 and window slot s = t mod 16; \x and r3 scratch. */
	.macro	SCHED s, x
	ldr	r2, [sp, #(4 * ((\s + 14) & 15))]
	eor	\x, r2, r2, ror #2
	lsr	r2, r2, #10
	eor	r2, r2, \x, ror #17
	ldr	\x, [sp, #(4 * ((\s + 9) & 15))]
	add	r2, r2, \x
	ldr	\x, [sp, #(4 * \s)]
	add	r2, r2, \x
	ldr	\x, [sp, #(4 * ((\s + 1) & 15))]
	eor	r3, \x, \x, ror #11
	lsr	\x, \x, #3
	eor	\x, \x, r3, ror #7
	add	r2, r2, \x
	str	r2, [sp, #(4 * \s)]
	.endm

/* The block's 4 words at byte offset \o, big-endian, into the window. */
	.macro	LOAD4 o
	ldr	r2, [r1, #\o]
	ldr	r3, [r1, #(\o + 4)]
	ldr	r4, [r1, #(\o + 8)]
	ldr	r5, [r1, #(\o + 12)]
	rev	r2, r2
	rev	r3, r3
	rev	r4, r4
	rev	r5, r5
	str	r2, [sp, #\o]
	str	r3, [sp, #(\o + 4)]
	str	r4, [sp, #(\o + 8)]
	str	r5, [sp, #(\o + 12)]
	.endm

	.section .text.pq8k_sha256_compress, "ax", %progbits
	.global	pq8k_sha256_compress
	.type	pq8k_sha256_compress, %function
	.thumb_func
pq8k_sha256_compress:
	push	{r0, r4-r11, lr}
	sub	sp, sp, #64
	LOAD4	0
	LOAD4	16
	LOAD4	32
	LOAD4	48
	ldmia	r0, {r4-r11}
	movw	ip, #:lower16:pq8k_sha256_k
	movt	ip, #:upper16:pq8k_sha256_k
	eor	r0, r5, r6
	mov	r3, sp
	add	lr, sp, #64
1:
	ldr	r2, [r3], #4
	ROUND	r4, r5, r6, r7, r8, r9, r10, r11, r1, r0
	ldr	r2, [r3], #4
	ROUND	r11, r4, r5, r6, r7, r8, r9, r10, r0, r1
	ldr	r2, [r3], #4
	ROUND	r10, r11, r4, r5, r6, r7, r8, r9, r1, r0
	ldr	r2, [r3], #4
	ROUND	r9, r10, r11, r4, r5, r6, r7, r8, r0, r1
	ldr	r2, [r3], #4
	ROUND	r8, r9, r10, r11, r4, r5, r6, r7, r1, r0
	ldr	r2, [r3], #4
	ROUND	r7, r8, r9, r10, r11, r4, r5, r6, r0, r1
	ldr	r2, [r3], #4
	ROUND	r6, r7, r8, r9, r10, r11, r4, r5, r1, r0
	ldr	r2, [r3], #4
	ROUND	r5, r6, r7, r8, r9, r10, r11, r4, r0, r1
	cmp	r3, lr
	bne	1b
	add	lr, ip, #192
2:
	SCHED	0, r1
	ROUND	r4, r5, r6, r7, r8, r9, r10, r11, r1, r0
	SCHED	1, r0
	ROUND	r11, r4, r5, r6, r7, r8, r9, r10, r0, r1
	SCHED	2, r1
	ROUND	r10, r11, r4, r5, r6, r7, r8, r9, r1, r0
	SCHED	3, r0
	ROUND	r9, r10, r11, r4, r5, r6, r7, r8, r0, r1
	SCHED	4, r1
	ROUND	r8, r9, r10, r11, r4, r5, r6, r7, r1, r0
	SCHED	5, r0
	ROUND	r7, r8, r9, r10, r11, r4, r5, r6, r0, r1
	SCHED	6, r1
	ROUND	r6, r7, r8, r9, r10, r11, r4, r5, r1, r0
	SCHED	7, r0
	ROUND	r5, r6, r7, r8, r9, r10, r11, r4, r0, r1
	SCHED	8, r1
	ROUND	r4, r5, r6, r7, r8, r9, r10, r11, r1, r0
	SCHED	9, r0
	ROUND	r11, r4, r5, r6, r7, r8, r9, r10, r0, r1
	SCHED	10, r1
	ROUND	r10, r11, r4, r5, r6, r7, r8, r9, r1, r0
	SCHED	11, r0
	ROUND	r9, r10, r11, r4, r5, r6, r7, r8, r0, r1
	SCHED	12, r1
	ROUND	r8, r9, r10, r11, r4, r5, r6, r7, r1, r0
	SCHED	13, r0
	ROUND	r7, r8, r9, r10, r11, r4, r5, r6, r0, r1
	SCHED	14, r1
	ROUND	r6, r7, r8, r9, r10, r11, r4, r5, r1, r0
	SCHED	15, r0
	ROUND	r5, r6, r7, r8, r9, r10, r11, r4, r0, r1
	cmp	ip, lr
	bne	2b
	ldr	r0, [sp, #64]
	ldmia	r0, {r1, r2, r3, ip}
	add	r4, r4, r1
	add	r5, r5, r2
	add	r6, r6, r3
	add	r7, r7, ip
	ldr	r1, [r0, #16]
	ldr	r2, [r0, #20]
	ldr	r3, [r0, #24]
	ldr	ip, [r0, #28]
	add	r8, r8, r1
	add	r9, r9, r2
	add	r10, r10, r3
	add	r11, r11, ip
	stmia	r0, {r4-r11}
	add	sp, sp, #64
	pop	{r0, r4-r11, pc}
	.size	pq8k_sha256_compress, . - pq8k_sha256_compress

	.section .rodata.pq8k_sha256_k, "a", %progbits
	.balign	4
	.type	pq8k_sha256_k, %object
pq8k_sha256_k:
	.word	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
	.word	0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
	.word	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
	.word	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
	.word	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
	.word	0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
	.word	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
	.word	0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
	.word	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
	.word	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
	.word	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
	.word	0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
	.word	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
	.word	0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
	.word	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
	.word	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
	.size	pq8k_sha256_k, . - pq8k_sha256_k
