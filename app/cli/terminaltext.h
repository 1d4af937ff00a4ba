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
// The text wrapped to `columns` with every line after the first indented by `hanging` blanks
// more than the first, which is indented by `indent`: the lines of an entry stand out from the
// next entry's. Ends with a line break.
QString hanging(const QString &text, int indent, int hanging, int columns);
// How wide the terminal stdout shows is, or 80 columns when stdout is no terminal (a pipe, a
// file), the width such text is read at.
int outputColumns();
// Whether stderr is a terminal someone watches, rather than a log or a pipe.
bool errorsToTerminal();

} // namespace terminaltext

} // namespace gridtrace::cli
