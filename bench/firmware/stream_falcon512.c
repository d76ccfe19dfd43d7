/* Falcon-512 streaming verification in 8 KB of RAM (bench/stream_bench.h):
   through the engine when the library's engine has Falcon (SB_ENGINE, from
   the stream encoder), otherwise Falcon's own push verifier. */
// bench-ram-kb: 8
#include "stream_falcon512_data.h"
#define SB_SCHEME "falcon512"
#if SB_ENGINE
#define SB_ENGINE_ID PQ8K_FALCON512
#else
#include "falcon/falcon_stream.h"
#define SB_CTX pq8k_falcon_stream
#define SB_INIT(c) pq8k_falcon_stream_init(c, 9, sb_digest, sizeof sb_digest, sb_msg, SB_MLEN, NULL, 0, 0)
#define SB_UPDATE(c, p, n) pq8k_falcon_stream_update(c, p, n)
#define SB_FINAL(c) pq8k_falcon_stream_final(c)
#endif
#include "stream_bench.h"
