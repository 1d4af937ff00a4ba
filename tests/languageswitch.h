#pragma once

#include "language.h"

#include <QCoreApplication>
#include <QEvent>

namespace gridtrace {

// Installs a translation and delivers the LanguageChange events the application posts to
// its windows, as the event loop would.
inline bool switchLanguage(const QString &code)
{
    if (!Language::install(code))
        return false;
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    return true;
}

} // namespace gridtrace
