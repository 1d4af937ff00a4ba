#pragma once

#include "grid.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace gridtrace {

// A board with the endpoints a plain-text board file may give.
struct BoardFile
{
    Grid board;
    std::optional<CellPos> start;
    std::optional<CellPos> goal;
};

// One row of text per board row, one character per cell: '.' a free cell of weight 1,
// '2'..'9' a free cell of that weight ('1' is read as '.'), '@' (or '#') a wall.
QStringList boardRows(const Grid &board);
std::optional<Grid> boardFromRows(const QStringList &rows, QString *error);

// GridTrace's own plain-text board format (documented in docs/board-format.md).
QByteArray writeBoardText(const BoardFile &file);
std::optional<BoardFile> readBoardText(const QByteArray &text, QString *error);
bool saveBoardText(const BoardFile &file, const QString &fileName, QString *error);
std::optional<BoardFile> loadBoardText(const QString &fileName, QString *error);

} // namespace gridtrace
