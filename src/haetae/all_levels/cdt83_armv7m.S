/* SPDX-License-Identifier: MIT */
/*
 * The v1.2.0 Gaussian table scan of gauss.c for ARMv7-M (Thumb-2; Cortex-M3
 * and M4): pq8k_haetae_cdt83_ge(tab, r0, r1, r2) returns how many of the 166
 * entries (w0, w1, w2) of tab, three words each, are >= (r2:r1:r0) compared
 * as multi-word integers. The carry flag out of a SUBS/SBCS/SBCS chain is the
 * comparison; ADC adds it up. Every entry is loaded and compared, the same
 * instructions whatever r is: no branch or address depends on r. Five
 * instructions per entry where the C borrow arithmetic needs eleven.
 */
	.syntax unified
	.thumb

	.section .text.pq8k_haetae_cdt83_ge, "ax", %progbits
	.global	pq8k_haetae_cdt83_ge
	.type	pq8k_haetae_cdt83_ge, %function
	.thumb_func
pq8k_haetae_cdt83_ge:
	push	{r4-r9, lr}
	mov	ip, #0
	addw	lr, r0, #(166 * 12)
1:	ldmia	r0!, {r4, r5, r6}
	ldmia	r0!, {r7, r8, r9}
	subs	r4, r4, r1
	sbcs	r5, r5, r2
	sbcs	r6, r6, r3
	adc	ip, ip, #0
	subs	r7, r7, r1
	sbcs	r8, r8, r2
	sbcs	r9, r9, r3
	adc	ip, ip, #0
	cmp	r0, lr
	bne	1b
	mov	r0, ip
	pop	{r4-r9, pc}
	.size	pq8k_haetae_cdt83_ge, . - pq8k_haetae_cdt83_ge
