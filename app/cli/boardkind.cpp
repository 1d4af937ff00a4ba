#include "boardkind.h"

#include "catalogue/catalogue.h"
#include "grid/cappedfile.h"
#include "grid/jsonerror.h"
#include "link/linkboard.h"
#include "puzzle/puzzleboard.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace gridtrace::cli {

namespace {

bool isValidJson(const QByteArray &content)
{
    QJsonParseError error;
    QJsonDocument::fromJson(withoutByteOrderMark(content), &error);
    return error.error == QJsonParseError::NoError;
}

} // namespace

QString BoardKind::jsonProblem(const QString &fileName, const QString &wanted)
{
    const QFileInfo info(fileName);
    if (!info.isFile() || info.size() > fileLimits::scenario.maxBytes)
        return {};
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray content = withoutByteOrderMark(file.readAll());
    const QByteArray trimmed = content.trimmed();
    if (!trimmed.startsWith('{') && !trimmed.startsWith('['))
        return {};
    // Where it breaks, by line and column, as run --board says it of the same file.
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(content, &error);
    if (error.error != QJsonParseError::NoError)
        return tr("%1: %2").arg(fileName, JsonError::describe(content, error));
    // A GridTrace file of its kind (its "format" past the first lines) is its reader's to judge.
    if (wanted.isEmpty() || document.object().value(QStringLiteral("format")).toString().startsWith(QStringLiteral("gridtrace-")))
        return {};
    return tr("%1 holds JSON, which is not %2").arg(fileName, wanted);
}

QString BoardKind::of(const QString &fileName)
{
    const QFileInfo info(fileName);
    // Only a plain file small enough for the largest text format is looked into: anything
    // else has had its own message from the reader already.
    if (!info.isFile() || info.size() > fileLimits::scenario.maxBytes)
        return {};
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = withoutByteOrderMark(file.read(4096));
    const QByteArray trimmed = head.trimmed();
    // JSON cut short or mistyped is no kind at all, whatever its first lines promise: its
    // reader says where it breaks (mismatch() does too).
    if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && !isValidJson(head + file.readAll()))
        return {};
    if (head.startsWith("\x89GTRACE") || head.contains("\"gridtrace-trace\""))
        return trace();
    if (head.contains("\"gridtrace-duel\""))
        return tr("a duel record");
    if (trimmed.startsWith('{'))
        return head.contains("\"gridtrace-scenario\"") ? scenario() : QString();
    if (trimmed.startsWith("gridtrace-board"))
        return tr("a GridTrace board");
    if (trimmed.startsWith("type "))
        return tr("a Moving AI map");
    if (trimmed.startsWith("version "))
        return tr("a Moving AI scenario list");
    if (info.size() > fileLimits::tileBoard.maxBytes)
        return {};
    const QString text = QString::fromUtf8(withoutByteOrderMark(head + file.readAll()));
    QString why;
    if (LinkBoard::fromText(text, &why))
        return linkBoard();
    if (PuzzleBoard::fromText(text, PuzzleGoal::BlankLast, &why))
        return slidingPuzzle();
    return {};
}

QString BoardKind::mismatch(const QString &fileName, const QString &command, const QString &wantedKind, const QString &wanted)
{
    const QString kind = of(fileName);
    // A reader of JSON (a scenario's, a trace's) says itself what valid JSON lacks.
    if (kind.isEmpty())
        return jsonProblem(fileName, wantedKind == scenario() || wantedKind == trace() ? QString() : wanted);
    if (kind == wantedKind)
        return {};
    // Outside run, the way forward is the command that reads the file as it is; inside run the
    // algorithm itself is what the file does not suit.
    if (Catalogue::find(command))
        return tr("%1 holds %2; %3 wants %4").arg(fileName, kind, command, wanted);
    QString reader = QStringLiteral("gridtrace-cli run --board");
    if (kind == trace())
        reader = QStringLiteral("gridtrace-cli render");
    else if (kind == tr("a Moving AI map"))
        reader = QStringLiteral("gridtrace-cli run --map");
    else if (kind == tr("a Moving AI scenario list"))
        reader = QStringLiteral("gridtrace-cli check --scen");
    return tr("%1 holds %2, which %3 reads; %4 wants %5").arg(fileName, kind, reader, command, wanted);
}

} // namespace gridtrace::cli
