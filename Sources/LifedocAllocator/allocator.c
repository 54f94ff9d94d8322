/// jemalloc's options for the lifedoc commands, linked into each executable on Linux.
///
/// With jemalloc's defaults, memory a build frees stays in the process for ten seconds (its
/// dirty-page decay), longer than most builds take, and each of eight arenas (four per core)
/// keeps its own: a build's peak held about 90 MB it no longer used. A background thread now
/// returns freed pages after 0.2 s (and, as jemalloc 5.3 does by default, none are kept as
/// "muzzy" in between), and two arenas serve the threads a build runs on (two on a 2-core machine;
/// more cores share them).
/// Measured in Docs/performance.md.
#include "LifedocAllocator.h"

#if defined(__linux__)
const char *malloc_conf = "background_thread:true,dirty_decay_ms:200,muzzy_decay_ms:0,narenas:2";
#endif
