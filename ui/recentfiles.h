#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace gridtrace {

// The files opened last, newest first, kept in the settings and offered in a menu.
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    static constexpr int maxFiles = 8;

    RecentFiles(QMenu *menu, QObject *parent = nullptr);

    QStringList files() const { return m_files; }
    void add(const QString &fileName);
    void remove(const QString &fileName);
    void retranslate();

signals:
    void openRequested(const QString &fileName);

private:
    void save() const;
    void rebuild();

    QMenu *m_menu;
    QStringList m_files;
};

} // namespace gridtrace
