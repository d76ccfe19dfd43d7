/* SPDX-License-Identifier: MIT */
/*
 * The trusted key of the port: `imgtool getpub -k KEY` output, included as
 * port_key.h (PORT_KEY_HEADER names it). For a pq8k key that is the key's
 * pq8k digest (pq8k_pub_key[]), for ECDSA-P256 the public key itself
 * (ecdsa_pub_key[]); PORT_KEY names the array.
 */
#include "bootutil/sign_key.h"
#include "port_key.h"

#define PORT_KEY_LEN_(name) name##_len
#define PORT_KEY_LEN(name) PORT_KEY_LEN_(name)

const struct bootutil_key bootutil_keys[] = {
    { PORT_KEY, &PORT_KEY_LEN(PORT_KEY) },
};
const int bootutil_key_cnt = 1;
