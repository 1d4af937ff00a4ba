#include "duelmap.h"
#include "grid/messagetext.h"

#include "maze/mazerandom.h"

#include <algorithm>
#include <climits>
#include <vector>

namespace gridtrace {

namespace {

constexpr int rowStep[4] = {-1, 0, 1, 0};
constexpr int columnStep[4] = {0, 1, 0, -1};

bool onRing(int cell)
{
    const int r = DuelMap::row(cell);
    const int c = DuelMap::column(cell);
    return r == 0 || c == 0 || r == DuelMap::rows - 1 || c == DuelMap::columns - 1;
}

} // namespace

DuelMap::DuelMap()
{
    for (int cell = 0; cell < cellCount; ++cell)
        m_walls[std::size_t(cell)] = onRing(cell);
}

int DuelMap::neighbour(int cell, int direction)
{
    if (direction < 0 || direction > 3)
        return -1;
    const int r = row(cell) + rowStep[direction];
    const int c = column(cell) + columnStep[direction];
    return r < 0 || c < 0 || r >= rows || c >= columns ? -1 : r * columns + c;
}

DuelMap DuelMap::generate(quint64 seed)
{
    MazeRandom random(seed);
    // The platform tries a thousand maps and keeps the first whose starts are connected; with
    // 20 walls on 132 free cells one almost always is, so the loop ends at once in practice.
    DuelMap map;
    for (int attempt = 0; attempt < 1000; ++attempt) {
        map = DuelMap();
        for (int pair = 0; pair < innerWalls / 2; ++pair) {
            for (int tries = 0; tries < 1000; ++tries) {
                const int cell = random.below(rows) * columns + random.below(columns);
                if (map.isWall(cell) || map.isWall(mirror(cell)) || cell == startA || cell == startB)
                    continue;
                map.setWall(cell, true);
                map.setWall(mirror(cell), true);
                break;
            }
        }
        if (map.startsConnected())
            return map;
    }
    return map;
}

std::optional<DuelMap> DuelMap::fromString(QStringView text, QString *error)
{
    if (text.size() != cellCount) {
        if (error)
            *error = withGroupedCount(tr("a duel map has %1 cells (13 rows of 14), as 0s and 1s; this one has %n character(s)",
                                         nullptr, int(std::min<qsizetype>(text.size(), INT_MAX))),
                                      text.size(), true)
                         .arg(cellCount);
        return std::nullopt;
    }
    DuelMap map;
    for (int cell = 0; cell < cellCount; ++cell) {
        const QChar ch = text[cell];
        if (ch != u'0' && ch != u'1') {
            if (error)
                *error = tr("a duel map holds only 0 (grass) and 1 (wall); character %1 is '%2'")
                             .arg(cell + 1).arg(shownInMessage(ch));
            return std::nullopt;
        }
        map.setWall(cell, ch == u'1');
    }
    return map;
}

QString DuelMap::toString() const
{
    QString text(cellCount, u'0');
    for (int cell = 0; cell < cellCount; ++cell) {
        if (isWall(cell))
            text[cell] = u'1';
    }
    return text;
}

bool DuelMap::startsConnected() const
{
    if (isWall(startA) || isWall(startB))
        return false;
    std::vector<std::uint8_t> seen(cellCount, 0);
    std::vector<int> stack{startA};
    seen[startA] = 1;
    while (!stack.empty()) {
        const int cell = stack.back();
        stack.pop_back();
        if (cell == startB)
            return true;
        for (int d = 0; d < 4; ++d) {
            const int next = neighbour(cell, d);
            if (next >= 0 && !isWall(next) && !seen[std::size_t(next)]) {
                seen[std::size_t(next)] = 1;
                stack.push_back(next);
            }
        }
    }
    return false;
}

QString DuelMap::problem() const
{
    for (int cell = 0; cell < cellCount; ++cell) {
        if (onRing(cell) && !isWall(cell))
            return tr("the outer ring of a duel map must be wall; the cell (%1,%2) is not").arg(column(cell)).arg(row(cell));
    }
    if (isWall(startA) || isWall(startB))
        return tr("a start cell ((1,11) or (12,1)) is a wall");
    if (!startsConnected())
        return tr("the two start cells are not connected");
    return {};
}

Grid DuelMap::board() const
{
    Grid grid(columns, rows);
    for (int cell = 0; cell < cellCount; ++cell) {
        if (isWall(cell))
            grid.setWall(grid.pos(cell));
    }
    return grid;
}

} // namespace gridtrace
