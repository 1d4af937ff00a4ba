#pragma once

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace gridtrace {

// Traces of millions of changes come and go: a benchmark records thousands, the window
// re-runs the algorithm after every edit. By default the C library hands large freed blocks
// back to the kernel, and the next trace has them faulted in again one page at a time, which
// costs as much as recording the changes. The executables keep freed memory for the next run.
inline void keepFreedMemoryForReuse()
{
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 << 20); // the largest glibc allows on 64-bit
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

} // namespace gridtrace
