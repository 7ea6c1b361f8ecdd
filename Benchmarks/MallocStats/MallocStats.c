#include "MallocStats.h"
#if defined(__linux__)
#include <malloc.h>
size_t livery_allocated_bytes(void) { return mallinfo2().uordblks; }
#else
size_t livery_allocated_bytes(void) { return 0; }
#endif
