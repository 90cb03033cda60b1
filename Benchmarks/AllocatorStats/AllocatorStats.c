#include "AllocatorStats.h"

#if defined(__APPLE__)
#include <malloc/malloc.h>

size_t allocator_stats_usable_size(const void *pointer) {
  return malloc_size(pointer);
}

size_t allocator_stats_allocated_bytes(void) {
  malloc_statistics_t statistics;
  malloc_zone_statistics(NULL, &statistics);
  return statistics.size_in_use;
}
#else
#include <malloc.h>

size_t allocator_stats_usable_size(const void *pointer) {
  return malloc_usable_size((void *)pointer);
}

size_t allocator_stats_allocated_bytes(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks;
}
#endif
