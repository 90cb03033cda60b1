#ifndef REACTOR_RUNTIME_SHIMS_H
#define REACTOR_RUNTIME_SHIMS_H

#include <stdbool.h>

// The Swift runtime's own entry point (exported C function of libswiftCore,
// `HeapObject *swift_tryRetain(HeapObject *)`): retains `object` and returns
// it, unless it has started deinitializing (then returns NULL).
extern void *swift_tryRetain(void *object);

/// Retains `object` and returns true, unless it has started deinitializing
/// (then returns false and leaves it alone). ReactorCore uses it to reach a
/// reactor it keeps no strong (and no weak) reference to.
static inline bool reactor_runtime_try_retain(void *object) {
  return swift_tryRetain(object) != 0;
}

#endif
