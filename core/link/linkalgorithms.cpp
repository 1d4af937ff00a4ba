#include "linkalgorithms.h"

namespace gridtrace {

QList<AlgorithmInfo> linkAlgorithms()
{
    return {};
}

} // namespace gridtrace
