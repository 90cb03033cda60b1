#ifndef ALLOCATOR_STATS_H
#define ALLOCATOR_STATS_H

#include <stddef.h>

/// Bytes currently allocated from the heap, as the C allocator counts them.
size_t allocator_stats_allocated_bytes(void);

/// The usable size of the heap block at `pointer`.
size_t allocator_stats_usable_size(const void *pointer);

#endif
