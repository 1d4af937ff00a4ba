#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
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

inline CliRun cli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(GRIDTRACE_CLI), arguments);
    process.waitForFinished(600'000);
    CliRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}
