#pragma once

#include <QDockWidget>
#include <QStringList>

class QAction;
class QListWidget;
class QToolButton;

namespace gridtrace {

// The messages since the program started, oldest first, each with the time it came: runs
// finished, files saved, and the errors that stopped something (shown in a warning colour
// with an icon). The user reads and copies; nothing here can be edited.
class LogDock : public QDockWidget
{
    Q_OBJECT

public:
    // The oldest entries go once there are more: the log stays bounded however long the
    // program runs.
    static constexpr int maxEntries = 5000;

    explicit LogDock(QWidget *parent = nullptr);

    void appendMessage(const QString &text);
    void appendError(const QString &text);
    void clear();

    // The entries as shown ("12:34:56  text"), oldest first.
    QStringList entries() const;
    bool isError(int entry) const;

    QAction *clearAction() const { return m_clear; }
    QListWidget *view() const { return m_list; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void append(const QString &text, bool error);
    void copySelection();
    void paintErrors();
    void retranslate();

    QListWidget *m_list;
    QToolButton *m_clearButton;
    QAction *m_clear;
    QAction *m_copy;
};

} // namespace gridtrace
