#include "language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QTranslator>

namespace gridtrace {

namespace {

const QString resourceDir = QStringLiteral(":/i18n");

struct Installed
{
    QTranslator *translator = nullptr;
    QString code = QStringLiteral("en");
};

Installed &installed()
{
    static Installed state;
    return state;
}

} // namespace

QStringList Language::available()
{
    QStringList codes{QStringLiteral("en")};
    const QStringList files = QDir(resourceDir).entryList({QStringLiteral("gridtrace_*.qm")}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        codes << file.mid(int(qstrlen("gridtrace_")), file.size() - int(qstrlen("gridtrace_")) - 3);
    return codes;
}

bool Language::install(const QString &code)
{
    Installed &state = installed();
    if (code == u"en" || code.isEmpty()) {
        if (state.translator) {
            QCoreApplication::removeTranslator(state.translator);
            delete state.translator;
            state.translator = nullptr;
        }
        state.code = QStringLiteral("en");
        return true;
    }
    auto *translator = new QTranslator;
    if (!translator->load(QStringLiteral("gridtrace_") + code, resourceDir)) {
        delete translator;
        return false;
    }
    if (state.translator) {
        QCoreApplication::removeTranslator(state.translator);
        delete state.translator;
    }
    QCoreApplication::installTranslator(translator);
    state.translator = translator;
    state.code = code;
    return true;
}

QString Language::systemDefault()
{
    const QStringList codes = available();
    for (const QString &name : QLocale().uiLanguages()) {
        QString code = name;
        code.replace(u'-', u'_');
        if (codes.contains(code))
            return code;
        for (const QString &candidate : codes) {
            if (candidate.section(u'_', 0, 0) == code.section(u'_', 0, 0) && candidate != u"en")
                return candidate;
        }
    }
    return QStringLiteral("en");
}

QString Language::current()
{
    return installed().code;
}

} // namespace gridtrace
