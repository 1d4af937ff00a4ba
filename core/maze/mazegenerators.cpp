#include "mazegenerators.h"

namespace gridtrace {

QList<AlgorithmInfo> mazeGenerators()
{
    return {};
}

} // namespace gridtrace
