/* SPDX-License-Identifier: MIT */
/* bootutil includes it; the port allocates nothing. */
