// The boards the documentation shows load as they are shown: a reader who copies one into a
// file and opens it gets that board, not an error.
//
// A code block is a board when it starts with the GridTrace header ("gridtrace-board") or when
// every line is a row of cells ('.', '#' or a number) separated by single spaces; a row may
// carry a remark after three spaces or more, which is not part of the board. Command-line
// transcripts ("$ ...") and excerpts ("...") are no board files.

#include "grid/boardtext.h"
#include "link/linkboard.h"
#include "puzzle/puzzleboard.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QTest>

using namespace gridtrace;

namespace {

struct DocBoard
{
    QString where; // file:line of the block's first row
    QString text;
};

std::vector<DocBoard> boardsIn(const QString &fileName)
{
    std::vector<DocBoard> boards;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return boards;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    static const QRegularExpression row(QStringLiteral("^(\\.|#|[0-9]+)( (\\.|#|[0-9]+))*$"));
    static const QRegularExpression remark(QStringLiteral("\\s{3,}\\S.*$"));
    for (int i = 0; i < lines.size(); ++i) {
        if (!lines[i].startsWith(QStringLiteral("```")))
            continue;
        const bool plain = lines[i].trimmed() == u"```";
        int end = i + 1;
        while (end < lines.size() && !lines[end].startsWith(QStringLiteral("```")))
            ++end;
        const QStringList block = lines.mid(i + 1, end - i - 1);
        const int first = i + 2;
        i = end;
        if (!plain || block.isEmpty())
            continue;
        const QString where = QFileInfo(fileName).fileName() + QLatin1Char(':') + QString::number(first);
        if (block.first().startsWith(QStringLiteral("gridtrace-board"))) {
            boards.push_back({where, block.join(QLatin1Char('\n')) + QLatin1Char('\n')});
            continue;
        }
        QStringList rows;
        for (QString line : block) {
            line.remove(remark);
            if (!row.match(line).hasMatch()) {
                rows.clear();
                break;
            }
            rows << line;
        }
        if (!rows.isEmpty())
            boards.push_back({where, rows.join(QLatin1Char('\n')) + QLatin1Char('\n')});
    }
    return boards;
}

// What the command line and the window make of a board file: a GridTrace board, a Lianliankan
// board or a sliding puzzle. The error says why it is none of them.
QString loadError(const QString &text)
{
    QString error;
    if (text.startsWith(QStringLiteral("gridtrace-board")))
        return readBoardText(text.toUtf8(), &error) ? QString() : error;
    if (LinkBoard::fromText(text, &error))
        return {};
    QString puzzleError;
    if (PuzzleBoard::fromText(text, PuzzleGoal::BlankLast, &puzzleError))
        return {};
    return QStringLiteral("not a Lianliankan board (%1), not a sliding puzzle (%2)").arg(error, puzzleError);
}

} // namespace

class TestDocBoards : public QObject
{
    Q_OBJECT

private slots:
    void boardsInTheDocsLoad();
};

void TestDocBoards::boardsInTheDocsLoad()
{
    const QDir docs(QStringLiteral(GRIDTRACE_DOCS_DIR));
    QMap<QString, int> found;
    QStringList failures;
    for (const QString &name : docs.entryList({QStringLiteral("*.md")}, QDir::Files)) {
        for (const DocBoard &board : boardsIn(docs.filePath(name))) {
            ++found[name];
            const QString error = loadError(board.text);
            if (!error.isEmpty())
                failures << board.where + QStringLiteral(": ") + error;
        }
    }
    // The pages known to show boards do: the scan has not lost them.
    QVERIFY2(found.value(QStringLiteral("link.md")) >= 3, qPrintable(QString::number(found.value(QStringLiteral("link.md")))));
    QVERIFY(found.value(QStringLiteral("puzzle.md")) >= 1);
    QVERIFY(found.value(QStringLiteral("board-format.md")) >= 1);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestDocBoards)
#include "tst_docboards.moc"
