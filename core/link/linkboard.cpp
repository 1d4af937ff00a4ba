#include "linkboard.h"
#include "grid/messagetext.h"

#include <QRandomGenerator>

#include <cassert>
#include <numeric>

namespace gridtrace {

namespace {

template<typename T>
std::optional<T> failWith(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return std::nullopt;
}

// A cell of the text: '.', '#' or a kind 1..99 written without a leading zero.
std::optional<std::uint8_t> cellOfText(QStringView token)
{
    if (token == u".")
        return LinkBoard::Empty;
    if (token == u"#")
        return LinkBoard::Wall;
    if (token.isEmpty() || token.size() > 2 || token[0] < u'1' || token[0] > u'9')
        return std::nullopt;
    if (token.size() == 2 && (token[1] < u'0' || token[1] > u'9'))
        return std::nullopt;
    return std::uint8_t(token.toInt());
}

QString cellText(std::uint8_t v)
{
    if (v == LinkBoard::Empty)
        return QStringLiteral(".");
    if (v == LinkBoard::Wall)
        return QStringLiteral("#");
    return QString::number(v);
}

} // namespace

LinkBoard::LinkBoard(int width, int height)
    : m_width(width)
    , m_height(height)
    , m_padded(std::size_t((width + 4) * (height + 4)), Wall)
{
    assert(sizeError(width, height).isEmpty());
    for (int cell = 0; cell < cellCount(); ++cell)
        m_padded[std::size_t(padded(cell))] = Empty;
}

QString LinkBoard::sizeError(qint64 width, qint64 height)
{
    if (width < minWidth || width > maxWidth || height < minHeight || height > maxHeight)
        return tr("the board is %1 x %2 tiles; a Lianliankan board is %3 to %4 tiles wide and %5 to %6 high")
            .arg(groupedNumber(width)).arg(groupedNumber(height)).arg(minWidth).arg(maxWidth).arg(minHeight).arg(maxHeight);
    return {};
}

QString LinkBoard::gridSizeError(qint64 width, qint64 height)
{
    if (sizeError(width - 2, height - 2).isEmpty())
        return {};
    return tr("the grid is %1 x %2 cells, a ring of empty cells round the tiles included; a Lianliankan grid is "
              "%3 to %4 cells wide and %5 to %6 high, for %7 to %8 x %9 to %10 tiles")
        .arg(groupedNumber(width)).arg(groupedNumber(height)).arg(minWidth + 2).arg(maxWidth + 2).arg(minHeight + 2).arg(maxHeight + 2)
        .arg(minWidth).arg(maxWidth).arg(minHeight).arg(maxHeight);
}

void LinkBoard::setValue(CellPos p, std::uint8_t v)
{
    assert(isInside(p));
    assert(v == Empty || v == Wall || v <= maxKind);
    m_padded[std::size_t(padded(index(p)))] = v;
}

int LinkBoard::tileCount() const
{
    const auto counts = kindCounts();
    return std::accumulate(counts.begin(), counts.end(), 0);
}

std::array<int, LinkBoard::maxKind + 1> LinkBoard::kindCounts() const
{
    std::array<int, maxKind + 1> counts{};
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (isTile(cell))
            ++counts[std::size_t(value(cell))];
    }
    return counts;
}

int LinkBoard::firstOddTile() const
{
    const auto counts = kindCounts();
    for (int cell = 0; cell < cellCount(); ++cell) {
        const int k = kind(cell);
        if (k != 0 && counts[std::size_t(k)] % 2 != 0)
            return cell;
    }
    return -1;
}

QString LinkBoard::pairProblem() const
{
    const int cell = firstOddTile();
    if (cell < 0)
        return {};
    const int k = kind(cell);
    const CellPos tile = toTile(pos(cell));
    // Line and column as toText() writes them: the column of the cell's first character.
    int column = 1;
    for (int x = 1; x <= tile.x; ++x)
        column += int(cellText(value(CellPos{x, tile.y + 1})).size()) + 1;
    return tr("an odd number of tiles of kind %1 (%2): kinds come in pairs "
              "(the first of them is at line %3, column %4)")
        .arg(k).arg(kindCounts()[std::size_t(k)]).arg(tile.y + 1).arg(column);
}

QString LinkBoard::pairProblemOnGrid() const
{
    const int cell = firstOddTile();
    if (cell < 0)
        return {};
    const int k = kind(cell);
    const CellPos at = pos(cell);
    return tr("an odd number of tiles of kind %1 (%2): kinds come in pairs (the first of them is at (%3,%4))")
        .arg(k).arg(kindCounts()[std::size_t(k)]).arg(at.x).arg(at.y);
}

std::optional<LinkBoard> LinkBoard::fromText(QStringView text, QString *error)
{
    const auto fail = [&](const QString &message) { return failWith<LinkBoard>(error, message); };
    // Editors on Windows like to start a UTF-8 file with a byte order mark.
    if (text.startsWith(QChar(0xfeff)))
        text = text.sliced(1);
    QList<QStringView> lines = text.split(u'\n');
    for (QStringView &line : lines) {
        if (line.endsWith(u'\r'))
            line.chop(1);
    }
    // A last newline, and blank lines after the board, end nothing but the file.
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();

    std::vector<std::vector<std::uint8_t>> rows;
    for (qsizetype l = 0; l < lines.size(); ++l) {
        const int lineNumber = int(l) + 1;
        QStringView line = lines[l];
        // Trailing blanks are invisible in an editor; everything else must be exact.
        while (!line.isEmpty() && (line.back() == u' ' || line.back() == u'\t'))
            line.chop(1);
        if (line.isEmpty())
            return fail(tr("line %1 is empty; a board has one row of tiles a line, with no blank lines between")
                            .arg(groupedNumber(lineNumber)));
        std::vector<std::uint8_t> row;
        qsizetype start = 0;
        while (start <= line.size()) {
            qsizetype end = line.indexOf(u' ', start);
            if (end < 0)
                end = line.size();
            const QStringView token = line.sliced(start, end - start);
            const int column = int(start) + 1;
            if (token.isEmpty())
                return fail(tr("line %1, column %2: two spaces in a row or a space first; cells are separated by single spaces")
                                .arg(groupedNumber(lineNumber)).arg(groupedNumber(column)));
            const auto v = cellOfText(token);
            if (!v)
                return fail(tr("line %1, column %2: '%3' is not a cell ('.' empty, '#' a wall, or a kind from 1 to %4)")
                                .arg(groupedNumber(lineNumber), groupedNumber(column), shownInMessage(token),
                                     QString::number(maxKind)));
            row.push_back(*v);
            start = end + 1;
        }
        if (!rows.empty() && row.size() != rows.front().size())
            return fail(withGroupedCount(tr("line %1 has %n cell(s) where line 1 has %2", nullptr, int(row.size())), qint64(row.size()), true)
                            .arg(groupedNumber(lineNumber))
                            .arg(groupedNumber(qint64(rows.front().size()))));
        rows.push_back(std::move(row));
    }
    const qint64 height = qint64(rows.size());
    const qint64 width = rows.empty() ? 0 : qint64(rows.front().size());
    if (const QString why = sizeError(width, height); !why.isEmpty())
        return fail(why);

    LinkBoard board{int(width), int(height)};
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x)
            board.setValue(fromTile({x, y}), rows[std::size_t(y)][std::size_t(x)]);
    }
    if (const QString why = board.pairProblem(); !why.isEmpty())
        return fail(why);
    return board;
}

QString LinkBoard::toText() const
{
    QString text;
    for (int y = 1; y <= m_height; ++y) {
        for (int x = 1; x <= m_width; ++x) {
            if (x > 1)
                text += u' ';
            text += cellText(value(CellPos{x, y}));
        }
        text += u'\n';
    }
    return text;
}

std::optional<LinkBoard> LinkBoard::fromScenario(const Scenario &scenario, QString *error)
{
    const auto fail = [&](const QString &message) { return failWith<LinkBoard>(error, message); };
    const Grid &grid = scenario.board;
    if (const QString why = gridSizeError(grid.width(), grid.height()); !why.isEmpty())
        return fail(why);
    const bool hasTiles = !scenario.tiles.empty();
    if (hasTiles && scenario.tiles.size() != std::size_t(grid.cellCount()))
        return fail(tr("the scenario has %1 tiles for a board of %2 cells").arg(groupedNumber(quint64(scenario.tiles.size())), groupedNumber(grid.cellCount())));

    LinkBoard board(grid.width() - 2, grid.height() - 2);
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const CellPos p = grid.pos(cell);
        const std::int32_t tile = hasTiles ? scenario.tiles[std::size_t(cell)] : 0;
        const bool wall = grid.isWall(p);
        if (!board.isInside(p) && (wall || tile != 0))
            return fail(tr("cell (%1,%2) lies on the ring round the tiles, which must stay empty").arg(p.x).arg(p.y));
        if (tile < 0 || tile > maxKind)
            return fail(tr("cell (%1,%2) holds a tile of kind %3; kinds are 1 to %4").arg(p.x).arg(p.y).arg(tile).arg(maxKind));
        if (wall && tile != 0)
            return fail(tr("cell (%1,%2) is a wall with a tile on it").arg(p.x).arg(p.y));
        if (board.isInside(p))
            board.setValue(p, wall ? Wall : std::uint8_t(tile));
    }
    return board;
}

void LinkBoard::toScenario(Scenario &scenario) const
{
    scenario.board = Grid(ringWidth(), ringHeight());
    scenario.tiles.assign(std::size_t(cellCount()), 0);
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (isWall(cell))
            scenario.board.setWall(pos(cell));
        else
            scenario.tiles[std::size_t(cell)] = kind(cell);
    }
}

LinkBoard LinkBoard::random(int width, int height, int kinds, int pairs, quint64 seed)
{
    assert(kinds >= 1 && kinds <= maxKind);
    LinkBoard board(width, height);
    std::vector<CellPos> cells;
    for (int y = 1; y <= height; ++y) {
        for (int x = 1; x <= width; ++x)
            cells.push_back({x, y});
    }
    const quint32 seedWords[2] = {quint32(seed), quint32(seed >> 32)};
    QRandomGenerator random(seedWords, 2);
    // Fisher-Yates: the first 2 * pairs cells after the shuffle are the tiles.
    for (std::size_t i = cells.size() - 1; i > 0; --i)
        std::swap(cells[i], cells[random.bounded(quint32(i + 1))]);
    const int placed = std::min(pairs, width * height / 2);
    for (int i = 0; i < 2 * placed; ++i)
        board.setValue(cells[std::size_t(i)], std::uint8_t((i / 2) % kinds + 1));
    return board;
}

} // namespace gridtrace
