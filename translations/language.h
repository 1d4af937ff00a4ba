#pragma once

#include <QString>
#include <QStringList>

namespace gridtrace {

// The languages GridTrace speaks, and switching between them while it runs.
class Language
{
public:
    // Language codes with a translation compiled in, "en" first (the source language).
    static QStringList available();
    // Installs the translation for a code ("zh_CN", "en"), replacing the previous one;
    // false when there is none. Qt's own translation of the language comes with it (its
    // dialogs' buttons), when Qt's translations are installed; "en" installs the English
    // plural forms ("1 turn", "2 turns"). Widgets retranslate on the LanguageChange event this sends.
    static bool install(const QString &code);
    // The best match for the system's locale among available().
    static QString systemDefault();
    static QString current();
};

} // namespace gridtrace
