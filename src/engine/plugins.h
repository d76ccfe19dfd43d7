/*
 * Engine entries made by the adapters in src/stream/plugin_<scheme>.c from
 * push verifiers of the plugin shape (src/<scheme>/<scheme>_stream.h). Each
 * entry exists when its config macro is 1.
 */
#ifndef PQ8K_STREAM_PLUGINS_H
#define PQ8K_STREAM_PLUGINS_H

#include "pq8k/config.h"
#include "pq8k/pq8k.h"
#include "common/stream_scheme.h"

#if PQ8K_CONFIG_SLHDSA_SHA2_128S
extern const pq8k_stream_scheme pq8k_slhdsa_sha2_128s_stream;
extern const pq8k_stream_host pq8k_slhdsa_sha2_128s_stream_host;
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_128F
extern const pq8k_stream_scheme pq8k_slhdsa_sha2_128f_stream;
extern const pq8k_stream_host pq8k_slhdsa_sha2_128f_stream_host;
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_192S
extern const pq8k_stream_scheme pq8k_slhdsa_sha2_192s_stream;
extern const pq8k_stream_host pq8k_slhdsa_sha2_192s_stream_host;
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_192F
extern const pq8k_stream_scheme pq8k_slhdsa_sha2_192f_stream;
extern const pq8k_stream_host pq8k_slhdsa_sha2_192f_stream_host;
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_256S
extern const pq8k_stream_scheme pq8k_slhdsa_sha2_256s_stream;
extern const pq8k_stream_host pq8k_slhdsa_sha2_256s_stream_host;
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_256F
extern const pq8k_stream_scheme pq8k_slhdsa_sha2_256f_stream;
extern const pq8k_stream_host pq8k_slhdsa_sha2_256f_stream_host;
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_128S
extern const pq8k_stream_scheme pq8k_slhdsa_shake_128s_stream;
extern const pq8k_stream_host pq8k_slhdsa_shake_128s_stream_host;
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_128F
extern const pq8k_stream_scheme pq8k_slhdsa_shake_128f_stream;
extern const pq8k_stream_host pq8k_slhdsa_shake_128f_stream_host;
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_192S
extern const pq8k_stream_scheme pq8k_slhdsa_shake_192s_stream;
extern const pq8k_stream_host pq8k_slhdsa_shake_192s_stream_host;
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_192F
extern const pq8k_stream_scheme pq8k_slhdsa_shake_192f_stream;
extern const pq8k_stream_host pq8k_slhdsa_shake_192f_stream_host;
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256S
extern const pq8k_stream_scheme pq8k_slhdsa_shake_256s_stream;
extern const pq8k_stream_host pq8k_slhdsa_shake_256s_stream_host;
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256F
extern const pq8k_stream_scheme pq8k_slhdsa_shake_256f_stream;
extern const pq8k_stream_host pq8k_slhdsa_shake_256f_stream_host;
#endif
#if PQ8K_CONFIG_FALCON512
extern const pq8k_stream_scheme pq8k_falcon512_stream;
extern const pq8k_stream_host pq8k_falcon512_stream_host;
#endif
#if PQ8K_CONFIG_FALCON1024
extern const pq8k_stream_scheme pq8k_falcon1024_stream;
extern const pq8k_stream_host pq8k_falcon1024_stream_host;
#endif
#if PQ8K_CONFIG_HAETAE2
extern const pq8k_stream_scheme pq8k_haetae2_stream;
extern const pq8k_stream_host pq8k_haetae2_stream_host;
#endif
#if PQ8K_CONFIG_HAETAE3
extern const pq8k_stream_scheme pq8k_haetae3_stream;
extern const pq8k_stream_host pq8k_haetae3_stream_host;
#endif
#if PQ8K_CONFIG_HAETAE5
extern const pq8k_stream_scheme pq8k_haetae5_stream;
extern const pq8k_stream_host pq8k_haetae5_stream_host;
#endif
#if PQ8K_CONFIG_RAINBOW1_CLASSIC
extern const pq8k_stream_scheme pq8k_rainbow1_classic_stream;
extern const pq8k_stream_host pq8k_rainbow1_classic_stream_host;
#endif
#if PQ8K_CONFIG_GEMSS128
extern const pq8k_stream_scheme pq8k_gemss128_stream;
extern const pq8k_stream_host pq8k_gemss128_stream_host;
#endif

/*
 * For a scheme that signs the message as it is (no domain prefix, no
 * pre-hash, no external mu): the pure and internal modes are the same
 * verification; *internal says which one was asked for, as the plugin init
 * takes it. The plugin refuses a non-empty context itself.
 */
static inline int pq8k_stream_plain_msg(const pq8k_stream_msg *m, int *internal)
{
    *internal = m->mode == PQ8K_MSG_INTERNAL;
    if (m->src.read != NULL) return PQ8K_ERR_UNSUPPORTED;
    return m->mode == PQ8K_MSG_PURE || m->mode == PQ8K_MSG_INTERNAL ? 0 : PQ8K_ERR_UNSUPPORTED;
}

#endif
