#include "linkcells.h"

#include "link/linkboard.h"

#include <QVariantList>

namespace gridtrace::cli {

namespace {

// [x, y] in a text board's numbering to the grid's.
QVariant cellOnGrid(const QVariant &cell)
{
    const QVariantList xy = cell.toList();
    if (xy.size() != 2)
        return cell;
    const CellPos grid = LinkBoard::fromTile({xy.at(0).toInt(), xy.at(1).toInt()});
    return QVariantList{grid.x, grid.y};
}

} // namespace

QVariantMap linkFactsOnGrid(const QVariantMap &facts)
{
    QVariantMap result = facts;
    // A link's cells, and link-solve's pairs of two cells each.
    if (facts.contains(QStringLiteral("path"))) {
        QVariantList cells;
        for (const QVariant &cell : facts.value(QStringLiteral("path")).toList())
            cells << cellOnGrid(cell);
        result.insert(QStringLiteral("path"), cells);
    }
    if (facts.contains(QStringLiteral("pairs"))) {
        QVariantList pairs;
        for (const QVariant &pair : facts.value(QStringLiteral("pairs")).toList()) {
            QVariantList both;
            for (const QVariant &cell : pair.toList())
                both << cellOnGrid(cell);
            pairs << QVariant(both);
        }
        result.insert(QStringLiteral("pairs"), pairs);
    }
    return result;
}

} // namespace gridtrace::cli
