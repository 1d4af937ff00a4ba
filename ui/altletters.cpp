#include "altletters.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QObject>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QWidget>

namespace gridtrace {

namespace {

bool isAltLetter(const QKeyEvent *key)
{
    const Qt::KeyboardModifiers modifiers = key->modifiers();
    // Ctrl+Alt is AltGr on Windows, which types a keyboard's third letters (@, €, ł): text.
    // On a Mac, Option with a letter writes accented letters: text too.
#ifdef Q_OS_MACOS
    Q_UNUSED(modifiers);
    return false;
#else
    return (modifiers & Qt::AltModifier) && !(modifiers & (Qt::ControlModifier | Qt::MetaModifier))
        && !key->text().isEmpty() && key->text().front().isPrint();
#endif
}

struct AltLettersTypeNothing : QObject
{
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::KeyPress && isAltLetter(static_cast<const QKeyEvent *>(event))) {
            event->accept();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

// A spin box and an editable combo box hand their keys to their line edit directly, past any
// filter of the line edit's own, so the box that receives the key is the one to stop it.
bool takesText(QObject *object)
{
    // A key sequence editor's line edit records Alt+letter as a shortcut: that is its text.
    if (object->parent() && object->parent()->inherits("QKeySequenceEdit"))
        return false;
    if (qobject_cast<QLineEdit *>(object) || qobject_cast<QAbstractSpinBox *>(object)
        || qobject_cast<QTextEdit *>(object) || qobject_cast<QPlainTextEdit *>(object))
        return true;
    const auto *combo = qobject_cast<QComboBox *>(object);
    return combo && combo->isEditable();
}

struct AltLettersTypeNothingAnywhere : QObject
{
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::KeyPress && takesText(watched)
            && isAltLetter(static_cast<const QKeyEvent *>(event))) {
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

void keepAltLettersFromTypingAnywhere()
{
    static const QString name = QStringLiteral("altLettersTypeNothingAnywhere");
    if (qApp->findChild<QObject *>(name, Qt::FindDirectChildrenOnly))
        return;
    auto *filter = new AltLettersTypeNothingAnywhere(qApp);
    filter->setObjectName(name);
    qApp->installEventFilter(filter);
}

} // namespace gridtrace
