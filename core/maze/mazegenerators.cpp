#include "mazegenerators.h"

#include "primmaze.h"
#include "randomobstacles.h"
#include "recursivebacktracker.h"
#include "recursivedivision.h"

namespace gridtrace {

QList<AlgorithmInfo> mazeGenerators()
{
    return {recursiveBacktracker(), primMaze(), recursiveDivision(), randomObstacles()};
}

} // namespace gridtrace
