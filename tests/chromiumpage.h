#pragma once

// An exported HTML page as a browser sees it: Debian's Chromium, headless, prints the DOM after
// the page's script ran, and these read what the page shows from it.

#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QUrl>

inline const QString chromium = QStringLiteral("/usr/bin/chromium");

// The DOM after the page's script ran, or an empty string with the reason in `error`.
// With a virtual time budget the page is given time to settle whatever the machine's load.
inline QString dumpDom(const QString &fileName, const QString &fragment, bool virtualTime, QString *error)
{
    QTemporaryDir profile;
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("HOME"), profile.path());
    process.setProcessEnvironment(environment);
    QUrl url = QUrl::fromLocalFile(QFileInfo(fileName).absoluteFilePath());
    url.setFragment(fragment);
    QStringList arguments{QStringLiteral("--headless"), QStringLiteral("--no-sandbox"),
                          QStringLiteral("--disable-gpu"), QStringLiteral("--no-first-run"),
                          QStringLiteral("--user-data-dir=") + profile.path() + QStringLiteral("/profile")};
    if (virtualTime)
        arguments << QStringLiteral("--virtual-time-budget=10000");
    arguments << QStringLiteral("--dump-dom") << url.toString(QUrl::FullyEncoded);
    process.start(chromium, arguments);
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        *error = QStringLiteral("chromium did not finish: ") + process.errorString();
        return {};
    }
    const QString dom = QString::fromUtf8(process.readAllStandardOutput());
    if (dom.isEmpty())
        *error = QStringLiteral("chromium printed no DOM: ") + QString::fromLocal8Bit(process.readAllStandardError()).right(2000);
    return dom;
}

inline QString decodeEntities(QString text)
{
    text.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    text.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    text.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    text.replace(QStringLiteral("&#39;"), QStringLiteral("'"));
    text.replace(QStringLiteral("&nbsp;"), QString(QChar(0xa0)));
    text.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return text;
}

// The text of the element with that id, when it holds text only; null when there is none.
inline QString elementText(const QString &dom, const QString &id)
{
    const QRegularExpression element(QStringLiteral("<[a-z0-9]+[^>]*\\bid=\"%1\"[^>]*>([^<]*)<")
                                         .arg(QRegularExpression::escape(id)));
    const QRegularExpressionMatch match = element.match(dom);
    return match.hasMatch() ? decodeEntities(match.captured(1)) : QString();
}

inline QString bodyAttribute(const QString &dom, const QString &name)
{
    const QRegularExpression body(QStringLiteral("<body[^>]*\\b%1=\"([^\"]*)\"").arg(name));
    const QRegularExpressionMatch match = body.match(dom);
    return match.hasMatch() ? match.captured(1) : QString();
}

inline QStringList classTexts(const QString &dom, const QString &className)
{
    QStringList texts;
    const QRegularExpression element(QStringLiteral("class=\"%1\">([^<]*)<").arg(className));
    for (auto it = element.globalMatch(dom); it.hasNext();)
        texts << decodeEntities(it.next().captured(1));
    return texts;
}
