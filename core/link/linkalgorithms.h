#pragma once

#include "catalogue/algorithminfo.h"

#include <QList>

namespace gridtrace {

// The catalogue entries of Lianliankan.
QList<AlgorithmInfo> linkAlgorithms();

} // namespace gridtrace
