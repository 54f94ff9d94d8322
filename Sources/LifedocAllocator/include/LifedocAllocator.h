/// How the commands' allocator (jemalloc, on Linux) is set up: `allocator.c` holds the options.
#ifndef LIFEDOC_ALLOCATOR_H
#define LIFEDOC_ALLOCATOR_H

/// jemalloc's options, read once when it starts (`man jemalloc`, "TUNING"); a `MALLOC_CONF`
/// variable in the environment still overrides them.
extern const char *malloc_conf;

#endif
