#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

// A bot that is a shell script written into a test's directory (one that sleeps, crashes or
// prints garbage): the command line that runs it, as an external bot takes it.
inline QString writeScriptBot(const QTemporaryDir &dir, const QString &name, const QByteArray &body)
{
    const QString path = dir.filePath(name + QStringLiteral(".sh"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    file.write(body);
    return QStringLiteral("sh \"%1\"").arg(path);
}
