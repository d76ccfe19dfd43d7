/* SPDX-License-Identifier: MIT */
/*
 * The verifier's ML-DSA NTT and inverse NTT (ntt.h) for ARMv7-M (Thumb-2;
 * Cortex-M3 and M4), and the add/subtract runs of the sparse c * t1
 * (challenge.c). The transforms compute what the C of ntt_layers.h
 * computes, value for value: unsigned representatives, Montgomery products with R = 2^32
 * as UMULL, MUL, UMLAL, two layers per pass over four coefficients held
 * in registers. Against the C: the loads, stores and index arithmetic of
 * the loops are fixed per pass (immediate offsets), the inverse's initial
 * scaling is done in its first pass and the final reduction in its last.
 *
 * PUBLIC DATA ONLY: UMULL/UMLAL finish early on small operands on the
 * Cortex-M3. Keygen and signing use pq8k_mldsa_ntt_ct and
 * pq8k_mldsa_invntt_mont_ct (C, constant time) there.
 *
 * Registers in the passes: r0 the coefficients, r1-r3 the pass's three
 * twiddle factors, r4-r7 four coefficients, r8 q, r9 -q^-1 mod 2^32,
 * r10 2q, r11 and r12 scratch, lr the end of the inner loop (the scaling
 * factor in the inverse's first pass). Stack: [sp] and [sp, #4] the
 * twiddle pointers, [sp, #8] the end of the array, [sp, #12] its start.
 */
	.syntax unified
	.thumb

#define Q 8380417
#define QNEG 4236238847
#define INV_SCALE 41978

/* Cooley-Tukey: t = mont(z, b) < 2q; b = a + 2q - t; a = a + t */
.macro CT a, b, z
	umull	r11, r12, \z, \b
	mul	\b, r11, r9
	umlal	r11, r12, \b, r8
	sub	\b, \a, r12
	add	\b, \b, r10
	add	\a, \a, r12
.endm

/* Gentleman-Sande on values below 2q: d = v + 2q - u; u = u + v mod 2q
   (minus 2q, plus 2q back if negative); v = mont(z, d) */
.macro GS u, v, z
	add	r11, \v, r10
	sub	r11, r11, \u
	add	\u, \u, \v
	subs	\u, \u, r10
	it	mi
	addmi	\u, \u, r10
	umull	r12, \v, \z, r11
	mul	r11, r12, r9
	umlal	r12, \v, r11, r8
.endm

/* x = mont(x, lr) (the inverse's scaling, lr = 2^64 / 256 mod q) */
.macro SCALE x
	umull	r11, \x, \x, lr
	mul	r12, r11, r9
	umlal	r11, \x, r12, r8
.endm

/* [0, 2q) -> [0, q) */
.macro CSUB x
	subs	\x, \x, r8
	it	mi
	addmi	\x, \x, r8
.endm

.macro CONSTANTS
	movw	r8, #:lower16:Q
	movt	r8, #:upper16:Q
	movw	r9, #:lower16:QNEG
	movt	r9, #:upper16:QNEG
	add	r10, r8, r8
.endm

/* twiddle pointers: [sp] = zetas + 4 i1, [sp, #4] = zetas + 4 i2 */
.macro ZPTRS i1, i2
	movw	r11, #:lower16:pq8k_mldsa_zetas
	movt	r11, #:upper16:pq8k_mldsa_zetas
	add	r12, r11, #(4 * \i2)
	add	r11, r11, #(4 * \i1)
	strd	r11, r12, [sp]
	ldr	r0, [sp, #12]
.endm

/* forward layers l, l + 1 with B = 2^l blocks of 4h coefficients: block s
   uses zetas[B + s] (layer l) and zetas[2B + 2s], zetas[2B + 2s + 1] */
.macro FWD_PASS h, blocks
	ZPTRS	\blocks, (2 * \blocks)
1:	ldrd	r11, r12, [sp]
	ldr	r1, [r11], #4
	ldrd	r2, r3, [r12], #8
	strd	r11, r12, [sp]
	add	lr, r0, #(4 * \h)
2:	ldr	r4, [r0]
	ldr	r5, [r0, #(4 * \h)]
	ldr	r6, [r0, #(8 * \h)]
	ldr	r7, [r0, #(12 * \h)]
	CT	r4, r6, r1
	CT	r5, r7, r1
	CT	r4, r5, r2
	CT	r6, r7, r3
	str	r5, [r0, #(4 * \h)]
	str	r6, [r0, #(8 * \h)]
	str	r7, [r0, #(12 * \h)]
	str	r4, [r0], #4
	cmp	r0, lr
	bne	2b
	add	r0, r0, #(12 * \h)
	ldr	r11, [sp, #8]
	cmp	r0, r11
	bne	1b
.endm

/* inverse layers with half-widths len and 2 len, b2 blocks of 4 len:
   block s uses zetas[2 b1 - 1 - 2s], zetas[2 b1 - 2 - 2s] (b1 = 2 b2) and
   zetas[2 b2 - 1 - s]; first: scale the inputs, last: reduce the outputs */
.macro INV_PASS len, b2, first, last
	ZPTRS	(4 * \b2 - 2), (2 * \b2 - 1)
1:	ldrd	r11, r12, [sp]
	ldrd	r2, r1, [r11], #-8
	ldr	r3, [r12], #-4
	strd	r11, r12, [sp]
	.if \first == 0
	add	lr, r0, #(4 * \len)
	.endif
2:	ldr	r4, [r0]
	ldr	r5, [r0, #(4 * \len)]
	ldr	r6, [r0, #(8 * \len)]
	ldr	r7, [r0, #(12 * \len)]
	.if \first
	SCALE	r4
	SCALE	r5
	SCALE	r6
	SCALE	r7
	.endif
	GS	r4, r5, r1
	GS	r6, r7, r2
	GS	r4, r6, r3
	GS	r5, r7, r3
	.if \last
	CSUB	r4
	CSUB	r5
	CSUB	r6
	CSUB	r7
	.endif
	str	r5, [r0, #(4 * \len)]
	str	r6, [r0, #(8 * \len)]
	str	r7, [r0, #(12 * \len)]
	str	r4, [r0], #4
	.if \first == 0
	cmp	r0, lr
	bne	2b
	.endif
	add	r0, r0, #(12 * \len)
	ldr	r11, [sp, #8]
	cmp	r0, r11
	bne	1b
.endm

/* void pq8k_mldsa_ntt(uint32_t a[256]): a[i] < q in, below 17q out */
	.section .text.pq8k_mldsa_ntt, "ax", %progbits
	.global	pq8k_mldsa_ntt
	.type	pq8k_mldsa_ntt, %function
	.thumb_func
pq8k_mldsa_ntt:
	push	{r4-r11, lr}
	sub	sp, #16
	add	r1, r0, #1024
	strd	r1, r0, [sp, #8]
	CONSTANTS
	FWD_PASS 64, 1
	FWD_PASS 16, 4
	FWD_PASS 4, 16
	FWD_PASS 1, 64
	add	sp, #16
	pop	{r4-r11, pc}
	.size	pq8k_mldsa_ntt, . - pq8k_mldsa_ntt

/* void pq8k_mldsa_invntt_mont(uint32_t a[256]): inputs below 14q, outputs
   the inverse NTT times 2^-32 in [0, q) (ntt.h) */
	.section .text.pq8k_mldsa_invntt_mont, "ax", %progbits
	.global	pq8k_mldsa_invntt_mont
	.type	pq8k_mldsa_invntt_mont, %function
	.thumb_func
pq8k_mldsa_invntt_mont:
	push	{r4-r11, lr}
	sub	sp, #16
	add	r1, r0, #1024
	strd	r1, r0, [sp, #8]
	CONSTANTS
	movw	lr, #INV_SCALE
	INV_PASS 1, 64, 1, 0
	INV_PASS 4, 16, 0, 0
	INV_PASS 16, 4, 0, 0
	INV_PASS 64, 1, 0, 1
	add	sp, #16
	pop	{r4-r11, pc}
	.size	pq8k_mldsa_invntt_mont, . - pq8k_mldsa_invntt_mont

/* d[k] += s[k] (ADD) or d[k] -= s[k] (SUB) for k < n, mod 2^32: the runs
   of the sparse c * t1 (challenge.c), four words per LDM/STM */
.macro RUN name, op
	.section .text.\name, "ax", %progbits
	.global	\name
	.type	\name, %function
	.thumb_func
\name:
	push	{r4-r9, lr}
	subs	r2, r2, #4
	blo	2f
1:	ldmia	r1!, {r3-r6}
	ldmia	r0, {r7-r9, lr}
	\op	r7, r7, r3
	\op	r8, r8, r4
	\op	r9, r9, r5
	\op	lr, lr, r6
	stmia	r0!, {r7-r9, lr}
	subs	r2, r2, #4
	bhs	1b
2:	adds	r2, r2, #4
	beq	4f
3:	ldr	r3, [r1], #4
	ldr	r4, [r0]
	\op	r4, r4, r3
	str	r4, [r0], #4
	subs	r2, r2, #1
	bne	3b
4:	pop	{r4-r9, pc}
	.size	\name, . - \name
.endm

/* void pq8k_mldsa_add_run(uint32_t *d, const uint32_t *s, unsigned n) */
	RUN	pq8k_mldsa_add_run, add
/* void pq8k_mldsa_sub_run(uint32_t *d, const uint32_t *s, unsigned n) */
	RUN	pq8k_mldsa_sub_run, sub
