#pragma once

// Korf's 15-puzzle instances of tests/data/puzzle/korf-sample.txt (the test defines
// GRIDTRACE_PUZZLE_DATA): tiles row by row under the file's goal, blank-first, and the optimal
// length published with each.

#include "puzzle/puzzleboard.h"

#include <QFile>
#include <QStringList>

#include <vector>

namespace gridtrace::puzzletest {

struct KorfInstance
{
    QString id;
    std::vector<PuzzleBoard::Tile> tiles;
    int length = 0;
};

inline std::vector<KorfInstance> readKorf()
{
    std::vector<KorfInstance> instances;
    QFile file(QStringLiteral(GRIDTRACE_PUZZLE_DATA "/korf-sample.txt"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return instances;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList fields = line.split(u' ', Qt::SkipEmptyParts);
        if (fields.size() != 18)
            continue;
        KorfInstance instance;
        instance.id = fields[0];
        for (int i = 1; i <= 16; ++i)
            instance.tiles.push_back(PuzzleBoard::Tile(fields[i].toUInt()));
        instance.length = fields[17].toInt();
        instances.push_back(instance);
    }
    return instances;
}

} // namespace gridtrace::puzzletest
