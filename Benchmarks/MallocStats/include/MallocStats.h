#ifndef LIVERY_MALLOC_STATS_H
#define LIVERY_MALLOC_STATS_H
#include <stddef.h>

/// Bytes the allocator has handed out and not taken back (glibc's mallinfo2); 0 elsewhere.
size_t livery_allocated_bytes(void);

#endif
