/* Rainbow-I-classic streaming verification in 8 KB of RAM (bench/stream_bench.h).
   BROKEN scheme (docs/legacy.md): built only in a LEGACY=1 bench library.
   Through the engine when the library's engine has the scheme (SB_ENGINE,
   from the stream encoder), otherwise the scheme's own push verifier. */
// bench-ram-kb: 8
#include "stream_rainbow1_classic_data.h"
#define SB_SCHEME "rainbow1_classic"
#if SB_ENGINE
#define SB_ENGINE_ID PQ8K_RAINBOW1_CLASSIC
#else
#include "rainbow/rainbow_stream.h"
#define SB_CTX pq8k_rainbow_stream
#define SB_INIT(c) pq8k_rainbow_stream_init(c, sb_digest, sizeof sb_digest, sb_msg, SB_MLEN, NULL, 0, 0)
#define SB_UPDATE(c, p, n) pq8k_rainbow_stream_update(c, p, n)
#define SB_FINAL(c) pq8k_rainbow_stream_final(c)
#endif
#include "stream_bench.h"
