#include "recentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace gridtrace {

namespace {
const QString settingsKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(QMenu *menu, QObject *parent)
    : QObject(parent)
    , m_menu(menu)
    , m_files(QSettings().value(settingsKey).toStringList())
{
    while (m_files.size() > maxFiles)
        m_files.removeLast();
    rebuild();
}

void RecentFiles::add(const QString &fileName)
{
    const QString path = QFileInfo(fileName).absoluteFilePath();
    m_files.removeAll(path);
    m_files.prepend(path);
    while (m_files.size() > maxFiles)
        m_files.removeLast();
    save();
    rebuild();
}

void RecentFiles::remove(const QString &fileName)
{
    m_files.removeAll(QFileInfo(fileName).absoluteFilePath());
    save();
    rebuild();
}

void RecentFiles::retranslate()
{
    rebuild();
}

void RecentFiles::save() const
{
    QSettings().setValue(settingsKey, m_files);
}

void RecentFiles::rebuild()
{
    m_menu->clear();
    for (int i = 0; i < m_files.size(); ++i) {
        const QString &file = m_files[i];
        QAction *action = m_menu->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(QFileInfo(file).fileName())));
        action->setToolTip(QDir::toNativeSeparators(file));
        action->setStatusTip(QDir::toNativeSeparators(file));
        connect(action, &QAction::triggered, this, [this, file] { emit openRequested(file); });
    }
    if (!m_files.isEmpty())
        m_menu->addSeparator();
    QAction *clear = m_menu->addAction(tr("&Clear the List"));
    clear->setEnabled(!m_files.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        m_files.clear();
        save();
        rebuild();
    });
    m_menu->setEnabled(true);
}

} // namespace gridtrace
