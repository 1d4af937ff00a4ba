#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

namespace gridtrace::cli {

// Text laid out for a terminal, where a CJK character takes two columns: a QString's length is
// not how wide it shows, so tables are padded and lines wrapped by the columns they take.
namespace terminaltext {

// Columns the text takes in a terminal.
int width(QStringView text);
// The text followed by blanks to `columns` columns (unchanged when already as wide).
QString padded(const QString &text, int columns);
// The text broken into lines of at most `columns` columns: at a blank, or between two CJK
// characters (which need no blank), never inside a Latin word unless the word alone is wider
// than a line; a no-break space keeps its neighbours on one line. Line breaks in the text are
// kept.
QStringList wrapped(const QString &text, int columns);

} // namespace terminaltext

} // namespace gridtrace::cli
