#include "language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>
#include <memory>

namespace gridtrace {

namespace {

const QString resourceDir = QStringLiteral(":/i18n");
const QString english = QStringLiteral("en");

// What is installed for the current language: GridTrace's own texts, Qt's own texts (the
// buttons of QDialogButtonBox, QMessageBox, QFileDialog, context menus), and for English
// only the plural forms of GridTrace's numerus messages.
struct Installed
{
    std::unique_ptr<QTranslator> texts;
    std::unique_ptr<QTranslator> qtTexts;
    QString code = english;
};

Installed &installed()
{
    // Never destroyed: translators outliving the application is harmless, destroying them
    // after it is not.
    static Installed &state = *new Installed;
    return state;
}

void remove(std::unique_ptr<QTranslator> &translator)
{
    if (translator) {
        QCoreApplication::removeTranslator(translator.get());
        translator.reset();
    }
}

std::unique_ptr<QTranslator> loaded(const QString &fileName, const QString &dir)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(fileName, dir))
        return nullptr;
    return translator;
}

// Qt's own translation; without it the dialogs' standard buttons stay English, which is
// worth a note but no reason to refuse the language.
std::unique_ptr<QTranslator> qtTranslation(const QString &code)
{
    const QString dir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    auto translator = loaded(QStringLiteral("qtbase_") + code, dir);
    if (!translator) {
        static QStringList noted;
        if (!noted.contains(code)) {
            noted << code;
            std::fprintf(stderr, "GridTrace: Qt's own texts stay in English: no qtbase_%s.qm in %s\n",
                         qPrintable(code), qPrintable(QDir::toNativeSeparators(dir)));
        }
    }
    return translator;
}

} // namespace

QStringList Language::available()
{
    QStringList codes{english};
    const QStringList files = QDir(resourceDir).entryList({QStringLiteral("gridtrace_*.qm")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString code = file.mid(int(qstrlen("gridtrace_")), file.size() - int(qstrlen("gridtrace_")) - 3);
        if (!codes.contains(code)) // gridtrace_en.qm holds English plurals, English is there anyway
            codes << code;
    }
    return codes;
}

bool Language::install(const QString &code)
{
    Installed &state = installed();
    const bool isEnglish = code == english || code.isEmpty();
    // English is the source language: its translation holds only the plural forms, and
    // English stays available even when that file is missing.
    auto texts = loaded(QStringLiteral("gridtrace_") + (isEnglish ? english : code), resourceDir);
    if (!texts && !isEnglish)
        return false;
    auto qtTexts = isEnglish ? nullptr : qtTranslation(code);

    remove(state.texts);
    remove(state.qtTexts);
    // The translator installed last is asked first; Qt's texts and GridTrace's do not overlap
    // (different contexts), so the order only matters for which LanguageChange comes last.
    if (qtTexts)
        QCoreApplication::installTranslator(qtTexts.get());
    if (texts)
        QCoreApplication::installTranslator(texts.get());
    state.texts = std::move(texts);
    state.qtTexts = std::move(qtTexts);
    state.code = isEnglish ? english : code;
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
            if (candidate.section(u'_', 0, 0) == code.section(u'_', 0, 0) && candidate != english)
                return candidate;
        }
    }
    return english;
}

QString Language::current()
{
    return installed().code;
}

} // namespace gridtrace
