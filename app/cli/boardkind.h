#pragma once

#include <QCoreApplication>
#include <QString>

namespace gridtrace::cli {

// What a file holds, told from its content, for a message that a command wants another kind:
// "a sliding puzzle", "a Lianliankan board", "a trace". A user who gives a puzzle to `link`
// learns what the file is and what the command wants, not what a parser missed in it.
class BoardKind
{
    Q_DECLARE_TR_FUNCTIONS(BoardKind)

public:
    // The kind in words ("a sliding puzzle"), or an empty string for a file that is none of
    // GridTrace's kinds (or cannot be read); JSON that does not parse is of no kind.
    static QString of(const QString &fileName);
    // "FILE holds a sliding puzzle; link wants a Lianliankan board (...)" when the file is of
    // another known kind than `wanted`, else an empty string. `wantedKind` is what of() calls
    // the kind the command wants; `wanted` says it for the user. A file of no kind that looks
    // like JSON is said to be broken JSON, where it breaks, or JSON that is not `wanted`.
    static QString mismatch(const QString &fileName, const QString &command, const QString &wantedKind, const QString &wanted);

    static QString linkBoard() { return tr("a Lianliankan board"); }
    static QString scenario() { return tr("a scenario"); }
    static QString trace() { return tr("a trace"); }
    static QString slidingPuzzle() { return tr("a sliding puzzle"); }

private:
    // What mismatch() says of a file of no kind: its JSON's fault, or that it is JSON but not
    // `wanted` (none when `wanted` is empty); empty for a file that does not look like JSON.
    static QString jsonProblem(const QString &fileName, const QString &wanted);
};

} // namespace gridtrace::cli
