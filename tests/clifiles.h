#pragma once
// The files the command-line tests read and write: the Moving AI data and the ready-made
// examples in the source tree, and small files of their own.

#include <QByteArray>
#include <QFile>
#include <QString>

namespace clifiles {

inline QString data(const char *name)
{
    return QStringLiteral(GRIDTRACE_TEST_DATA "/movingai/") + QLatin1String(name);
}

inline QString example(const char *name)
{
    return QStringLiteral(GRIDTRACE_TEST_DATA "/../../resources/examples/") + QLatin1String(name);
}

inline bool writeFile(const QString &fileName, const QByteArray &content)
{
    QFile file(fileName);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

inline QByteArray readFile(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace clifiles

using namespace clifiles;
