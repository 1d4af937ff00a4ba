#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

// gridtrace-cli run as a user runs it (the test defines GRIDTRACE_CLI as its path): exit
// code, stdout and stderr.
struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    QJsonObject json() const
    {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(out, &error);
        if (error.error != QJsonParseError::NoError || !document.isObject())
            qWarning("not one JSON object: %s", out.constData());
        return document.object();
    }
};

// What a started process ends with, waiting at most `ms`; -1 as the exit code when it crashed.
inline CliRun finishedRun(QProcess &process, int ms)
{
    process.waitForFinished(ms);
    CliRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

inline CliRun cli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(GRIDTRACE_CLI), arguments);
    return finishedRun(process, 600'000);
}

// What is wrong with the way the command refuses `arguments`, or an empty string: a refusal is
// exit code 2, one line on stderr that starts "gridtrace-cli: " and mentions `mentions`,
// nothing on stdout; with --json, the same exit code and the message under "error".
inline QString refusalProblem(const QStringList &arguments, const QString &mentions)
{
    const CliRun run = cli(arguments);
    const QString message = QString::fromUtf8(run.err).trimmed();
    const QString what = arguments.join(u' ') + QStringLiteral(": ");
    if (run.exitCode != 2)
        return what + QStringLiteral("exit code %1, %2").arg(run.exitCode).arg(message);
    if (message.contains(u'\n') || !message.startsWith(QStringLiteral("gridtrace-cli: ")) || !message.contains(mentions))
        return what + QStringLiteral("the message \"%1\" should be one line mentioning \"%2\"").arg(message, mentions);
    if (!run.out.isEmpty())
        return what + QStringLiteral("wrote to stdout: ") + QString::fromUtf8(run.out);
    const CliRun json = cli(arguments + QStringList{QStringLiteral("--json")});
    if (json.exitCode != 2 || !json.json().value(QStringLiteral("error")).toString().contains(mentions))
        return what + QStringLiteral("--json: exit code %1, %2").arg(json.exitCode).arg(QString::fromUtf8(json.out));
    return {};
}

// Columns a terminal gives the text: East Asian wide characters take two (Unicode's UAX #11).
inline int terminalColumns(const QString &text)
{
    int columns = 0;
    for (const char32_t c : text.toUcs4()) {
        const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3)
            || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
            || (c >= 0xFFE0 && c <= 0xFFE6);
        columns += wide ? 2 : 1;
    }
    return columns;
}

// gridtrace-cli as a user in China runs it: the locale says Chinese, nothing overrides it.
inline CliRun cliInChinese(const QStringList &arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"})
        environment.remove(QString::fromLatin1(name));
    environment.insert(QStringLiteral("LANG"), QStringLiteral("zh_CN.UTF-8"));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(GRIDTRACE_CLI), arguments);
    return finishedRun(process, 60'000);
}
