#pragma once

#include "grid/scenario.h"
#include "trace/bookmark.h"

#include <QByteArray>
#include <QDateTime>
#include <QFrame>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

class QLabel;
class QLockFile;
class QPushButton;

namespace gridtrace {

// What a recovery file holds: the work of a window that was not saved, as it was a moment
// before the program stopped (docs/autosave.md).
struct RecoveryState
{
    Scenario scenario;
    Bookmarks bookmarks;
    // The step on screen, to come back to once the scenario has run again.
    int position = 0;
    // The file the work came from; empty for an example or a new board.
    QString sourceFile;
    QDateTime saved;
    qint64 pid = 0;

    // Bookmarks of traces other than the board's on screen, each as a trace file keeps them:
    // the scenario that makes the trace again, and the bookmarks.
    struct KeptTrace
    {
        enum class Kind {
            Beside,       // swapped beside the board by Compare Side by Side
            OtherTrace,   // of another algorithm or parameters picked in the Algorithm panel
            DuelReplay,   // a trace made from a game, holding the board while `scenario` waits
            PuzzleSolved,
            LinkPair,
            GameBeside,   // the search swapped beside such a trace
        };
        Kind kind = Kind::OtherTrace;
        // Beside and OtherTrace run on the board of `scenario` and keep only their algorithm,
        // parameters and seed; a game's trace has a board of its own.
        Scenario header;
        Bookmarks bookmarks;
        int position = 0; // a game's trace: the step on screen
        bool edited = false; // a game's trace: its board has edits not saved
    };
    std::vector<KeptTrace> traces;
    // Every bookmark kept, on screen or not.
    int bookmarkCount() const;
};

QByteArray writeRecoveryJson(const RecoveryState &state);
std::optional<RecoveryState> readRecoveryJson(const QByteArray &json, QString *error);

// Keeps a window's unsaved work in a recovery file, written a moment after the last edit, and
// finds the files that windows of programs no longer running left behind.
//
// Each window has a file of its own, named with the process id, and holds a lock beside it
// while the file exists: a file whose lock is held belongs to a live window and is never
// offered. The file goes when the work is saved and when the window ends in order, so any
// file without a live owner is work a crash would have lost.
class Autosave : public QObject
{
    Q_OBJECT

public:
    // `snapshot` gives the window's work at the moment a file is written.
    explicit Autosave(std::function<RecoveryState()> snapshot, QObject *parent = nullptr);
    // An orderly end: the window's file goes, and a claimed file is let go (kept).
    ~Autosave() override;

    // $GRIDTRACE_AUTOSAVE_DIR when set, else "autosave" in the application's data folder.
    static QString defaultDirectory();
    QString directory() const { return m_directory; }
    // This window's recovery file (it exists only while there is unsaved work).
    QString fileName() const { return m_fileName; }

    // How long after the last change the file is written: edits in a burst write it once.
    void setDelay(int milliseconds) { m_timer.setInterval(milliseconds); }
    int delay() const { return m_timer.interval(); }
    // Whether a change is waiting for its write.
    bool isPending() const { return m_timer.isActive(); }

    // The work changed; `unsaved` says whether any of it is unsaved now. Unsaved work is
    // written after the delay; with nothing unsaved the file goes at once.
    void noteChange(bool unsaved);
    // Writes the file now (when there is unsaved work); false with failed() on an error.
    bool saveNow();
    // The work was saved or the window closes in order: the file goes.
    void discard();

    // The newest recovery file whose owner is no longer running, read and locked for this
    // window so no other window offers it too; nothing when there is none. Files that cannot
    // be read are left where they are, each with a line in `problems`.
    struct Offer
    {
        QString fileName;
        RecoveryState state;
        // Other recovery files without an owner, kept for a later start.
        int othersKept = 0;
    };
    std::optional<Offer> claimOrphan(QStringList *problems);
    // Done with the claimed file: removed (restored or discarded) or kept for another start.
    void releaseClaim(bool remove);

signals:
    void saved(const QString &fileName);
    void failed(const QString &message);

private:
    bool lockOwnFile();

    std::function<RecoveryState()> m_snapshot;
    QString m_directory;
    QString m_fileName;
    std::unique_ptr<QLockFile> m_lock;
    QTimer m_timer;
    bool m_unsaved = false;
    QString m_claimed;
    std::unique_ptr<QLockFile> m_claimLock;
};

// The offer at the top of the board after a crash: what was being edited, Restore or Discard.
// It asks nothing modal, so the window is usable while it is there.
class RecoveryBar : public QFrame
{
    Q_OBJECT

public:
    // `bookmarks`: how many come back with the board.
    RecoveryBar(const QDateTime &saved, const QString &sourceFile, int bookmarks, int othersKept, QWidget *parent = nullptr);

signals:
    void restoreRequested();
    void discardRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QDateTime m_saved;
    QString m_sourceFile;
    int m_bookmarks = 0;
    int m_othersKept = 0;
    QLabel *m_text = nullptr;
    QPushButton *m_restore = nullptr;
    QPushButton *m_discard = nullptr;
};

} // namespace gridtrace
