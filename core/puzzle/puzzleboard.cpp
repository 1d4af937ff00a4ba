#include "puzzleboard.h"
#include "grid/messagetext.h"

#include "maze/mazerandom.h"

#include <algorithm>
#include <numeric>

namespace gridtrace {

PuzzleBoard::PuzzleBoard(int width, int height, PuzzleGoal goal)
    : m_width(width)
    , m_height(height)
    , m_goal(goal)
    , m_tiles(std::size_t(width) * std::size_t(height))
{
    for (int i = 0; i < cellCount(); ++i)
        m_tiles[std::size_t(i)] = goalTile(i);
    m_blank = goalIndex(0);
}

QString PuzzleBoard::sizeError(qint64 width, qint64 height)
{
    if (width < minSide || height < minSide || width > maxSide || height > maxSide)
        return tr("the puzzle is %1 x %2 cells; a sliding puzzle is %3 to %4 cells each way")
            .arg(groupedNumber(qint64(width))).arg(groupedNumber(qint64(height))).arg(groupedNumber(qint64(minSide))).arg(groupedNumber(qint64(maxSide)));
    return {};
}

int PuzzleBoard::goalIndex(Tile tile) const
{
    if (m_goal == PuzzleGoal::BlankFirst)
        return tile;
    return tile == 0 ? cellCount() - 1 : tile - 1;
}

PuzzleBoard::Tile PuzzleBoard::goalTile(int index) const
{
    if (m_goal == PuzzleGoal::BlankFirst)
        return Tile(index);
    return index == cellCount() - 1 ? Tile(0) : Tile(index + 1);
}

bool PuzzleBoard::isSolved() const
{
    for (int i = 0; i < cellCount(); ++i) {
        if (m_tiles[std::size_t(i)] != goalTile(i))
            return false;
    }
    return true;
}

CellPos moveStep(BlankMove move)
{
    switch (move) {
    case BlankMove::Up: return {0, -1};
    case BlankMove::Down: return {0, 1};
    case BlankMove::Left: return {-1, 0};
    case BlankMove::Right: return {1, 0};
    }
    return {0, 0};
}

BlankMove opposite(BlankMove move)
{
    switch (move) {
    case BlankMove::Up: return BlankMove::Down;
    case BlankMove::Down: return BlankMove::Up;
    case BlankMove::Left: return BlankMove::Right;
    case BlankMove::Right: return BlankMove::Left;
    }
    return move;
}

bool PuzzleBoard::canMove(BlankMove move) const
{
    const CellPos at = blankPos();
    const CellPos step = moveStep(move);
    const CellPos to{at.x + step.x, at.y + step.y};
    return to.x >= 0 && to.y >= 0 && to.x < m_width && to.y < m_height;
}

bool PuzzleBoard::move(BlankMove move)
{
    if (!canMove(move))
        return false;
    const CellPos at = blankPos();
    const CellPos step = moveStep(move);
    const int to = index({at.x + step.x, at.y + step.y});
    std::swap(m_tiles[std::size_t(m_blank)], m_tiles[std::size_t(to)]);
    m_blank = to;
    return true;
}

PuzzleMoves PuzzleBoard::slideTo(CellPos cell)
{
    PuzzleMoves moves;
    const CellPos at = blankPos();
    if (cell.x < 0 || cell.y < 0 || cell.x >= m_width || cell.y >= m_height || cell == at)
        return moves;
    if (cell.x != at.x && cell.y != at.y)
        return moves;
    BlankMove toward;
    int count;
    if (cell.x == at.x) {
        toward = cell.y < at.y ? BlankMove::Up : BlankMove::Down;
        count = std::abs(cell.y - at.y);
    } else {
        toward = cell.x < at.x ? BlankMove::Left : BlankMove::Right;
        count = std::abs(cell.x - at.x);
    }
    for (int i = 0; i < count; ++i) {
        move(toward);
        moves.push_back(toward);
    }
    return moves;
}

std::size_t PuzzleBoard::apply(const PuzzleMoves &moves)
{
    std::size_t made = 0;
    for (const BlankMove m : moves) {
        if (!move(m))
            break;
        ++made;
    }
    return made;
}

bool PuzzleBoard::isSolvable() const
{
    // The permutation that takes each cell's tile to where the goal wants it, by cycles.
    const int n = cellCount();
    std::vector<char> seen(std::size_t(n), 0);
    int transpositions = 0;
    for (int start = 0; start < n; ++start) {
        if (seen[std::size_t(start)])
            continue;
        int length = 0;
        for (int i = start; !seen[std::size_t(i)]; i = goalIndex(m_tiles[std::size_t(i)])) {
            seen[std::size_t(i)] = 1;
            ++length;
        }
        transpositions += length - 1;
    }
    const CellPos blank = blankPos();
    const CellPos home = goalPos(0);
    const int distance = std::abs(blank.x - home.x) + std::abs(blank.y - home.y);
    return transpositions % 2 == distance % 2;
}

bool PuzzleBoard::setTiles(const std::vector<Tile> &tiles)
{
    if (tiles.size() != m_tiles.size())
        return false;
    std::vector<char> seen(tiles.size(), 0);
    for (const Tile t : tiles) {
        if (t >= tiles.size() || seen[t])
            return false;
        seen[t] = 1;
    }
    m_tiles = tiles;
    m_blank = int(std::find(m_tiles.begin(), m_tiles.end(), Tile(0)) - m_tiles.begin());
    return true;
}

PuzzleBoard PuzzleBoard::shuffled(int width, int height, PuzzleGoal goal, quint64 seed)
{
    PuzzleBoard board(width, height, goal);
    MazeRandom random(seed);
    std::vector<Tile> tiles(std::size_t(board.cellCount()));
    // A dealt board that is already solved leaves nothing to solve (one 2 x 2 deal in twelve):
    // it is dealt again from the same stream, so a seed still names one board and the deal
    // stays uniform over the others. Every size from 2 x 2 up has solvable boards besides the goal.
    do {
        std::iota(tiles.begin(), tiles.end(), Tile(0));
        for (int i = int(tiles.size()) - 1; i > 0; --i)
            std::swap(tiles[std::size_t(i)], tiles[std::size_t(random.below(i + 1))]);
        board.setTiles(tiles);
        if (!board.isSolvable()) {
            // Swapping two tiles flips the parity and leaves the blank: half of all boards are
            // solvable, and this pairs each unsolvable one with one solvable one, so the draw
            // stays uniform.
            int a = 0;
            while (tiles[std::size_t(a)] == 0)
                ++a;
            int b = a + 1;
            while (tiles[std::size_t(b)] == 0)
                ++b;
            std::swap(tiles[std::size_t(a)], tiles[std::size_t(b)]);
            board.setTiles(tiles);
        }
    } while (board.isSolved());
    return board;
}

QString PuzzleBoard::toText() const
{
    QString text;
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            if (x > 0)
                text += u' ';
            text += QString::number(tile({x, y}));
        }
        text += u'\n';
    }
    return text;
}

std::optional<PuzzleBoard> PuzzleBoard::fromText(QStringView text, PuzzleGoal goal, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return std::optional<PuzzleBoard>();
    };
    // Editors on Windows like to start a UTF-8 file with a byte order mark.
    if (text.startsWith(QChar(QChar::ByteOrderMark)))
        text = text.sliced(1);
    QList<QStringView> lines = text.split(u'\n');
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();
    std::vector<Tile> tiles;
    // Where each number stands on its line, so that a refusal names the cell as an editor shows it.
    std::vector<qsizetype> columns;
    int width = -1;
    for (qsizetype row = 0; row < lines.size(); ++row) {
        QStringView line = lines[row];
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (line.trimmed().isEmpty())
            return fail(tr("line %1 is empty; a puzzle has one row of numbers a line, with no blank lines between").arg(row + 1));
        int count = 0;
        qsizetype column = 0;
        for (const QStringView field : line.split(u' ')) {
            if (field.isEmpty())
                return fail(tr("line %1, column %2: a space too many (two in a row, or one at the start or the end); numbers are separated by single spaces")
                                .arg(row + 1).arg(column + 1));
            // Digits only: toUInt() would also take a sign or a tab.
            const bool digits = std::all_of(field.begin(), field.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
            bool ok = false;
            const uint value = digits && field.size() <= 5 ? field.toUInt(&ok) : 0;
            if (!digits)
                return fail(tr("line %1, column %2: \"%3\" is not a number from 0 (the blank) up")
                                .arg(row + 1).arg(column + 1).arg(shownInMessage(field)));
            if (!ok || value > 0xffff)
                return fail(tr("line %1, column %2: %3 is too large for a puzzle of at most %4 x %4 cells")
                                .arg(groupedNumber(row + 1), groupedNumber(column + 1), shownInMessage(field), groupedNumber(maxSide)));
            tiles.push_back(Tile(value));
            columns.push_back(column + 1);
            ++count;
            column += field.size() + 1;
        }
        if (width < 0)
            width = count;
        else if (count != width)
            return fail(tr("line %1 has %n number(s) where line 1 has %2", nullptr, count).arg(row + 1).arg(width));
    }
    const int height = int(lines.size());
    if (width < 0)
        return fail(tr("the file holds no rows of numbers"));
    if (const QString size = sizeError(width, height); !size.isEmpty())
        return fail(size);
    std::vector<int> where(tiles.size(), -1);
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const Tile t = tiles[i];
        const CellPos p{int(i) % width, int(i) / width};
        if (t >= tiles.size())
            return fail(tr("line %1, column %2: %3 is too large; a puzzle of %4 x %5 cells holds the numbers 0 to %6")
                            .arg(p.y + 1).arg(columns[i]).arg(t).arg(width).arg(height).arg(tiles.size() - 1));
        if (where[t] >= 0)
            return fail(tr("line %1, column %2: %3 appears twice (first on line %4, column %5); each number 0 to %6 appears once")
                            .arg(p.y + 1).arg(columns[i]).arg(t).arg(where[t] / width + 1).arg(columns[std::size_t(where[t])])
                            .arg(tiles.size() - 1));
        where[t] = int(i);
    }
    PuzzleBoard board(width, height, goal);
    board.setTiles(tiles);
    return board;
}

QString movesText(const PuzzleMoves &moves)
{
    QString text;
    text.reserve(qsizetype(moves.size()));
    for (const BlankMove m : moves) {
        switch (m) {
        case BlankMove::Up: text += u'U'; break;
        case BlankMove::Down: text += u'D'; break;
        case BlankMove::Left: text += u'L'; break;
        case BlankMove::Right: text += u'R'; break;
        }
    }
    return text;
}

std::optional<PuzzleMoves> movesFromText(QStringView text)
{
    PuzzleMoves moves;
    moves.reserve(std::size_t(text.size()));
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'U': moves.push_back(BlankMove::Up); break;
        case u'D': moves.push_back(BlankMove::Down); break;
        case u'L': moves.push_back(BlankMove::Left); break;
        case u'R': moves.push_back(BlankMove::Right); break;
        default: return std::nullopt;
        }
    }
    return moves;
}

QString goalId(PuzzleGoal goal)
{
    return goal == PuzzleGoal::BlankFirst ? QStringLiteral("blank-first") : QStringLiteral("blank-last");
}

std::optional<PuzzleGoal> goalFromId(QStringView id)
{
    if (id == u"blank-last")
        return PuzzleGoal::BlankLast;
    if (id == u"blank-first")
        return PuzzleGoal::BlankFirst;
    return std::nullopt;
}

} // namespace gridtrace
