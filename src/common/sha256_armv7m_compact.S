/* SPDX-License-Identifier: MIT */
/*
 * SHA-256 compression (FIPS 180-4 section 6.2.2) for ARMv7-M, the compact
 * variant (Thumb-2, no DSP instructions; built on PLATFORM=m3, where flash is
 * tight): pq8k_sha256_compress(uint32_t h[8], const uint8_t block[64]).
 * sha256_armv7m.S (m4) spells out 16 rounds and the schedule inside them;
 * this file has four rounds in a loop and the schedule in a loop of its own.
 *
 * Rounds: a..h live in r4-r11 and a round adds into the register of h, which
 * becomes the next round's a, so after four rounds the two halves r4-r7 and
 * r8-r11 have traded places; they are swapped back through the stack (STM,
 * four MOVs, LDM) for the next pass of the same four-round body. The barrel
 * shifter folds each rotation into an EOR or ADD (as in sha256_armv7m.S):
 *   Sigma1(e) = ror(e ^ ror(e, 5) ^ ror(e, 19), 6)
 *   Sigma0(a) = ror(a ^ ror(a, 11) ^ ror(a, 20), 2)
 *   sigma1(x) = ror(x ^ ror(x, 2), 17) ^ (x >> 10)
 *   sigma0(x) = ror(x ^ ror(x, 11), 7) ^ (x >> 3)
 * Maj(a, b, c) = b ^ ((a ^ b) & (b ^ c)); a ^ b is the next round's b ^ c and
 * is carried in r0/r1 (alternately; it ends a four-round pass in r0).
 *
 * Schedule: a 16-word window W[16k..16k+15] in slots 0-15 that the rounds read
 * in order. After each 16 rounds (but the last) the window is replaced in
 * place by the next 16 words, two at a time, while r4-r6 rest on the stack:
 *   W[j] += sigma0(W[j+1]) + W[j+9] + sigma1(W[j-2])   (indices mod 16)
 * sigma1's operand is the word computed two steps before, kept in r2/r3.
 * W[j+9] wraps to the words computed this pass from j = 7 on, so a second
 * pointer walks it: slots 9-16 for j = 0-7, then slots 1-8. Slot 16 is zero
 * for j = 7 (whose missing W[0] is added afterwards) and a copy of the new
 * W[0] for j = 15, whose W[j+1] is slot 16 too.
 *
 * Stack: r4-r11 and lr (36 bytes), the window (64), slot 16 and three words
 * (16: the swap's scratch in the rounds, slot 16 and r4-r6 in the schedule):
 * 116 bytes. No branch or address depends on the data. The block may be
 * unaligned (single-word LDR). The round constants sit in the code section.
 *
 * Registers in the rounds: r0/r1 Maj carry and scratch, r2 W[t], r3 window
 * pointer, ip round-constant pointer, lr the h pointer.
 */
	.syntax unified
	.thumb

/* One round; \y holds b ^ c on entry, \x holds a ^ b on exit. Flags are
   clobbered (the 16-bit ANDS/EORS where the registers allow). */
	.macro	ROUND a, b, c, d, e, f, g, h, x, y
	ldmia	r3!, {r2}
	ldr	\x, [ip], #4
	add	\h, r2
	add	\h, \x
	eor	\x, \e, \e, ror #5
	eor	\x, \x, \e, ror #19
	add	\h, \h, \x, ror #6
	eor	\x, \f, \g
	ands	\x, \e
	eors	\x, \g
	add	\h, \x
	add	\d, \h
	eor	\x, \a, \a, ror #11
	eor	\x, \x, \a, ror #20
	add	\h, \h, \x, ror #2
	eor	\x, \a, \b
	ands	\y, \x
	eors	\y, \b
	add	\h, \y
	.endm

/* \s = \s + sigma0(r0) where r0 is kept; r1 scratch */
	.macro	ADDSIG0 s
	lsrs	r1, r0, #3
	eor	r1, r1, r0, ror #7
	eor	r1, r1, r0, ror #18
	add	\s, r1
	.endm

/* \s = sigma1(\s); r1 scratch */
	.macro	SIG1 s
	eor	r1, \s, \s, ror #2
	lsrs	\s, \s, #10
	eor	\s, \s, r1, ror #17
	.endm

	.section .text.pq8k_sha256_compress, "ax", %progbits
	.global	pq8k_sha256_compress
	.type	pq8k_sha256_compress, %function
	.thumb_func
pq8k_sha256_compress:
	push	{r4-r11, lr}
	sub	sp, sp, #80
	mov	lr, r0
	/* the block, big-endian, into slots 0-15 */
	mov	r3, sp
	add	r2, sp, #64
1:
	ldr	r4, [r1], #4
	rev	r4, r4
	stmia	r3!, {r4}
	cmp	r3, r2
	bne	1b
	ldmia	lr, {r4-r11}
	adr.w	ip, pq8k_sha256_k
	/* 16 rounds from slots 0-15 */
2:
	mov	r3, sp
	eor	r0, r5, r6
3:
	ROUND	r4, r5, r6, r7, r8, r9, r10, r11, r1, r0
	ROUND	r11, r4, r5, r6, r7, r8, r9, r10, r0, r1
	ROUND	r10, r11, r4, r5, r6, r7, r8, r9, r1, r0
	ROUND	r9, r10, r11, r4, r5, r6, r7, r8, r0, r1
	add	r2, sp, #64
	stmia	r2!, {r4-r7}
	mov	r4, r8
	mov	r5, r9
	mov	r6, r10
	mov	r7, r11
	ldmdb	r2!, {r8-r11}
	cmp	r3, r2
	bne	3b
	adr.w	r2, 9f
	cmp	ip, r2
	beq	7f
	/* the next 16 words of the schedule: r2, r3 the last two words (from
	   W[14], W[15]), r4 slot j, r5 slot j + 9 (mod 16), r6 the zone's end */
	add	r0, sp, #68
	stmia	r0!, {r4-r6}
	mov	r4, sp
	add	r5, sp, #36
	add	r6, sp, #32
	ldrd	r2, r3, [sp, #56]
	movs	r1, #0
	str	r1, [sp, #64]
4:
	SIG1	r2
	ldr	r0, [r4]
	add	r2, r0
	ldr	r0, [r4, #4]
	ADDSIG0	r2
	SIG1	r3
	add	r3, r0
	ldr	r0, [r4, #8]
	ADDSIG0	r3
	ldmia	r5!, {r0, r1}
	add	r2, r0
	add	r3, r1
	stmia	r4!, {r2, r3}
	cmp	r4, r6
	bne	4b
	cmp	r5, r6
	bls	5f
	/* j = 0-7 done: add the new W[0] that W[7] took as zero, copy it to
	   slot 16, walk slots 1-8 for W[j+9] */
	ldr	r0, [sp]
	add	r3, r0
	str	r3, [sp, #28]
	str	r0, [sp, #64]
	subs	r5, #64
	adds	r6, #32
	b	4b
5:
	add	r0, sp, #68
	ldmia	r0!, {r4-r6}
	b	2b
	/* h += a..h */
7:
	ldmia	lr, {r0-r3}
	add	r4, r0
	add	r5, r1
	add	r6, r2
	add	r7, r3
	ldrd	r0, r1, [lr, #16]
	ldrd	r2, r3, [lr, #24]
	add	r8, r0
	add	r9, r1
	add	r10, r2
	add	r11, r3
	stmia	lr, {r4-r11}
	add	sp, sp, #80
	pop	{r4-r11, pc}

	.balign	4
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
9:
	.size	pq8k_sha256_compress, . - pq8k_sha256_compress
