#include "kobstarterbot.h"

#include "duelgame.h"

namespace gridtrace {

namespace {

// The template's getCells(): the snake's cells from its start and steps, tail first, growing
// on the moves the platform's rule says.
std::vector<std::pair<int, int>> cellsOf(int sx, int sy, QStringView steps)
{
    steps = steps.mid(1, steps.size() - 2); // the parentheses
    constexpr int dx[4] = {-1, 0, 1, 0};
    constexpr int dy[4] = {0, 1, 0, -1};
    std::vector<std::pair<int, int>> cells{{sx, sy}};
    int x = sx;
    int y = sy;
    int step = 0;
    for (const QChar ch : steps) {
        const int d = ch.unicode() - u'0';
        if (d < 0 || d > 3)
            continue;
        x += dx[d];
        y += dy[d];
        cells.emplace_back(x, y);
        if (!DuelGame::grows(++step))
            cells.erase(cells.begin());
    }
    return cells;
}

} // namespace

int kobStarterMove(const QString &input)
{
    const QStringList parts = input.split(u'#');
    if (parts.size() < 7 || parts[0].size() < DuelMap::cellCount)
        return 0;
    int g[DuelMap::rows][DuelMap::columns] = {};
    for (int i = 0, k = 0; i < DuelMap::rows; ++i) {
        for (int j = 0; j < DuelMap::columns; ++j, ++k)
            g[i][j] = parts[0][k] == u'1';
    }
    const auto a = cellsOf(parts[1].toInt(), parts[2].toInt(), parts[3]);
    const auto b = cellsOf(parts[4].toInt(), parts[5].toInt(), parts[6]);
    for (const auto &[x, y] : a) {
        if (x >= 0 && x < DuelMap::rows && y >= 0 && y < DuelMap::columns)
            g[x][y] = 1;
    }
    for (const auto &[x, y] : b) {
        if (x >= 0 && x < DuelMap::rows && y >= 0 && y < DuelMap::columns)
            g[x][y] = 1;
    }
    constexpr int dx[4] = {-1, 0, 1, 0};
    constexpr int dy[4] = {0, 1, 0, -1};
    const auto [hx, hy] = a.back();
    for (int i = 0; i < 4; ++i) {
        const int x = hx + dx[i];
        const int y = hy + dy[i];
        if (x >= 0 && x < DuelMap::rows && y >= 0 && y < DuelMap::columns && g[x][y] == 0)
            return i;
    }
    return 0;
}

} // namespace gridtrace
