#pragma once

#include <functional>

namespace gridtrace {

// Told how many of an export's frames are done; returns false to cancel the export, which
// then leaves no file behind.
using ExportProgress = std::function<bool(int done, int total)>;

} // namespace gridtrace
