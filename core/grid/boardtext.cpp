#include "boardtext.h"

namespace gridtrace {

namespace {

QChar cellChar(std::uint8_t weight)
{
    if (weight == Grid::Wall)
        return u'@';
    if (weight == Grid::MinWeight)
        return u'.';
    return QChar(u'0' + weight);
}

} // namespace

QStringList boardRows(const Grid &board)
{
    QStringList rows;
    rows.reserve(board.height());
    for (int y = 0; y < board.height(); ++y) {
        QString row(board.width(), u'.');
        for (int x = 0; x < board.width(); ++x)
            row[x] = cellChar(board.weight(CellPos{x, y}));
        rows << row;
    }
    return rows;
}

std::optional<Grid> boardFromRows(const QStringList &rows, QString *error)
{
    const auto fail = [&](const QString &message) -> std::optional<Grid> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const qint64 height = rows.size();
    const qint64 width = rows.isEmpty() ? 0 : rows.first().size();
    const QString sizeError = Grid::sizeError(width, height);
    if (!sizeError.isEmpty())
        return fail(sizeError);

    Grid board{int(width), int(height)};
    for (int y = 0; y < height; ++y) {
        const QString &row = rows[y];
        if (row.size() != width)
            return fail(Grid::tr("row %1 has %2 cells where the first row has %3")
                            .arg(y).arg(row.size()).arg(width));
        for (int x = 0; x < width; ++x) {
            const QChar c = row[x];
            std::uint8_t weight;
            if (c == u'.')
                weight = Grid::MinWeight;
            else if (c == u'@' || c == u'#')
                weight = Grid::Wall;
            else if (c >= u'1' && c <= u'9')
                weight = std::uint8_t(c.unicode() - u'0');
            else
                return fail(Grid::tr("row %1, column %2: '%3' is not a cell ('.', '1'..'9', '@' or '#')")
                                .arg(y).arg(x).arg(c));
            board.setWeight(CellPos{x, y}, weight);
        }
    }
    return board;
}

} // namespace gridtrace
