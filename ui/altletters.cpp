#include "altletters.h"

#include <QKeyEvent>
#include <QObject>
#include <QWidget>

namespace gridtrace {

namespace {

struct AltLettersTypeNothing : QObject
{
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::KeyPress)
            return QObject::eventFilter(watched, event);
        const auto *key = static_cast<const QKeyEvent *>(event);
        const Qt::KeyboardModifiers modifiers = key->modifiers();
        // Ctrl+Alt is AltGr on Windows, which types a keyboard's third letters (@, €, ł): text.
        // On a Mac, Option with a letter writes accented letters: text too.
#ifdef Q_OS_MACOS
        const bool altLetter = false;
#else
        const bool altLetter = (modifiers & Qt::AltModifier) && !(modifiers & (Qt::ControlModifier | Qt::MetaModifier))
            && !key->text().isEmpty() && key->text().front().isPrint();
#endif
        if (altLetter) {
            event->accept();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

void keepAltLettersFromTyping(QWidget *textBox)
{
    textBox->installEventFilter(new AltLettersTypeNothing(textBox));
}

} // namespace gridtrace
