#include "autosave.h"

#include "grid/cappedfile.h"
#include "grid/filereason.h"
#include "grid/scenariofile.h"
#include "trace/tracefileparts.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QLockFile>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <atomic>

namespace gridtrace {

namespace {

const QString formatTag = QStringLiteral("gridtrace-recovery");
constexpr int formatVersion = 1;
const QString filePattern = QStringLiteral("recovery-*.json");

// The kinds of kept traces as the file names them.
const std::pair<RecoveryState::KeptTrace::Kind, QString> keptKinds[] = {
    {RecoveryState::KeptTrace::Kind::Beside, QStringLiteral("beside")},
    {RecoveryState::KeptTrace::Kind::OtherTrace, QStringLiteral("other")},
    {RecoveryState::KeptTrace::Kind::DuelReplay, QStringLiteral("duel-replay")},
    {RecoveryState::KeptTrace::Kind::PuzzleSolved, QStringLiteral("puzzle-solved")},
    {RecoveryState::KeptTrace::Kind::LinkPair, QStringLiteral("link-pair")},
    {RecoveryState::KeptTrace::Kind::GameBeside, QStringLiteral("game-beside")},
};

bool onTheSameBoard(RecoveryState::KeptTrace::Kind kind)
{
    return kind == RecoveryState::KeptTrace::Kind::Beside || kind == RecoveryState::KeptTrace::Kind::OtherTrace;
}

// A trace's settings without the board it runs on, which is the recovered scenario's.
const QStringList settingsMembers{QStringLiteral("algorithm"), QStringLiteral("parameters"), QStringLiteral("seed")};

QString lockFileName(const QString &fileName)
{
    return fileName + QStringLiteral(".lock");
}

// A lock that does not age: only a lock whose process is gone is stale. (QLockFile's default
// would take a live window's lock for stale after 30 seconds.)
std::unique_ptr<QLockFile> makeLock(const QString &fileName)
{
    auto lock = std::make_unique<QLockFile>(lockFileName(fileName));
    lock->setStaleLockTime(0);
    return lock;
}

} // namespace

int RecoveryState::bookmarkCount() const
{
    std::size_t count = bookmarks.size();
    for (const KeptTrace &kept : traces)
        count += kept.bookmarks.size();
    return int(count);
}

QByteArray writeRecoveryJson(const RecoveryState &state)
{
    // Each kept trace as a trace file heads it ("header", "bookmarks"); one on the recovered
    // board without the board, which would be written again for each.
    QJsonArray traces;
    for (const RecoveryState::KeptTrace &kept : state.traces) {
        QJsonObject header = scenarioToJson(kept.header);
        if (onTheSameBoard(kept.kind)) {
            QJsonObject settings;
            for (const QString &member : settingsMembers)
                settings.insert(member, header.value(member));
            header = settings;
        }
        QString kind;
        for (const auto &[which, name] : keptKinds) {
            if (which == kept.kind)
                kind = name;
        }
        traces.append(QJsonObject{{QStringLiteral("kept"), kind},
                                  {QStringLiteral("header"), header},
                                  {QStringLiteral("bookmarks"), tracefileparts::bookmarksToJson(kept.bookmarks)},
                                  {QStringLiteral("position"), kept.position},
                                  {QStringLiteral("edited"), kept.edited}});
    }
    QJsonArray bookmarks;
    for (const Bookmark &bookmark : state.bookmarks)
        bookmarks.append(QJsonObject{{QStringLiteral("position"), bookmark.position},
                                     {QStringLiteral("caption"), bookmark.caption}});
    const QJsonObject object{
        {QStringLiteral("format"), formatTag},
        {QStringLiteral("version"), formatVersion},
        {QStringLiteral("pid"), state.pid},
        {QStringLiteral("saved"), state.saved.toUTC().toString(Qt::ISODateWithMs)},
        {QStringLiteral("file"), state.sourceFile},
        {QStringLiteral("position"), state.position},
        {QStringLiteral("scenario"), scenarioToJson(state.scenario)},
        {QStringLiteral("bookmarks"), bookmarks},
        {QStringLiteral("traces"), traces},
    };
    return QJsonDocument(object).toJson(QJsonDocument::Indented);
}

std::optional<RecoveryState> readRecoveryJson(const QByteArray &json, QString *error)
{
    const auto fail = [error](const QString &message) -> std::optional<RecoveryState> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(Autosave::tr("not valid JSON: %1 at byte %2").arg(parseError.errorString()).arg(parseError.offset));
    const QJsonObject object = document.object();
    if (object.value(QStringLiteral("format")).toString() != formatTag)
        return fail(Autosave::tr("not a GridTrace recovery file"));
    if (object.value(QStringLiteral("version")).toInt() != formatVersion)
        return fail(Autosave::tr("recovery file version %1 is not supported (this GridTrace reads version %2)")
                        .arg(object.value(QStringLiteral("version")).toVariant().toString())
                        .arg(formatVersion));

    RecoveryState state;
    QString why;
    auto scenario = scenarioFromJson(object.value(QStringLiteral("scenario")).toObject(), &why);
    if (!scenario)
        return fail(Autosave::tr("the board: %1").arg(why));
    state.scenario = std::move(*scenario);
    state.pid = object.value(QStringLiteral("pid")).toInteger();
    state.saved = QDateTime::fromString(object.value(QStringLiteral("saved")).toString(), Qt::ISODateWithMs);
    state.sourceFile = object.value(QStringLiteral("file")).toString();
    state.position = object.value(QStringLiteral("position")).toInt(-1);
    if (state.position < 0)
        return fail(Autosave::tr("\"position\" must be a whole number from 0"));
    for (const QJsonValue &value : object.value(QStringLiteral("bookmarks")).toArray()) {
        const QJsonObject entry = value.toObject();
        Bookmark bookmark{entry.value(QStringLiteral("position")).toInt(-1),
                          entry.value(QStringLiteral("caption")).toString()};
        if (bookmark.position < 0 || bookmark.caption.size() > Bookmark::maxCaptionLength)
            return fail(Autosave::tr("a bookmark has no step or too long a caption"));
        setBookmark(state.bookmarks, bookmark);
    }
    // Written by this version from the first; a file without them kept none.
    const QJsonArray traces = object.value(QStringLiteral("traces")).toArray();
    for (qsizetype i = 0; i < traces.size(); ++i) {
        const QJsonObject entry = traces[i].toObject();
        RecoveryState::KeptTrace kept;
        const QString kind = entry.value(QStringLiteral("kept")).toString();
        bool known = false;
        for (const auto &[which, name] : keptKinds) {
            if (name == kind) {
                kept.kind = which;
                known = true;
            }
        }
        QJsonObject header = entry.value(QStringLiteral("header")).toObject();
        if (known && onTheSameBoard(kept.kind)) {
            QJsonObject onBoard = scenarioToJson(state.scenario);
            for (const QString &member : settingsMembers) {
                onBoard.remove(member);
                if (header.contains(member))
                    onBoard.insert(member, header.value(member));
            }
            header = onBoard;
        }
        tracefileparts::Failure failure;
        if (!known || !tracefileparts::headerFromJson(header, kept.header, failure)
            || !tracefileparts::bookmarksFromJson(entry.value(QStringLiteral("bookmarks")), kept.bookmarks, failure))
            return fail(Autosave::tr("kept trace %1: %2")
                            .arg(i + 1)
                            .arg(known ? failure.message() : Autosave::tr("\"kept\" is not a kind of trace kept")));
        kept.position = std::max(0, entry.value(QStringLiteral("position")).toInt());
        kept.edited = entry.value(QStringLiteral("edited")).toBool();
        state.traces.push_back(std::move(kept));
    }
    return state;
}

Autosave::Autosave(std::function<RecoveryState()> snapshot, QObject *parent)
    : QObject(parent)
    , m_snapshot(std::move(snapshot))
    , m_directory(defaultDirectory())
{
    // Several windows in one process each keep a file: the process id alone would not tell
    // them apart.
    static std::atomic<int> windows{0};
    m_fileName = QDir(m_directory).filePath(QStringLiteral("recovery-%1-%2.json")
                                                .arg(QCoreApplication::applicationPid())
                                                .arg(++windows));
    m_timer.setSingleShot(true);
    m_timer.setInterval(2000);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveNow);
}

Autosave::~Autosave()
{
    discard();
    releaseClaim(false);
}

QString Autosave::defaultDirectory()
{
    const QString overridden = qEnvironmentVariable("GRIDTRACE_AUTOSAVE_DIR");
    if (!overridden.isEmpty())
        return overridden;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

void Autosave::noteChange(bool unsaved)
{
    m_unsaved = unsaved;
    if (unsaved)
        m_timer.start(); // restarts: the file is written once the edits pause
    else
        discard();
}

bool Autosave::lockOwnFile()
{
    if (m_lock)
        return true;
    m_lock = makeLock(m_fileName);
    if (m_lock->tryLock(0))
        return true;
    // Only a dead process that had this process's id (and so the same file name) holds it.
    if (m_lock->removeStaleLockFile() && m_lock->tryLock(0))
        return true;
    m_lock.reset();
    return false;
}

bool Autosave::saveNow()
{
    m_timer.stop();
    if (!m_unsaved)
        return true;
    RecoveryState state = m_snapshot();
    state.pid = QCoreApplication::applicationPid();
    state.saved = QDateTime::currentDateTimeUtc();
    const QByteArray json = writeRecoveryJson(state);

    QString problem;
    if (!QDir().mkpath(m_directory)) {
        problem = tr("cannot create the folder");
    } else if (!lockOwnFile()) {
        problem = tr("cannot lock the file");
    } else {
        QSaveFile file(m_fileName);
        if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit())
            problem = FileReason::of(file);
    }
    if (!problem.isEmpty()) {
        emit failed(tr("Could not keep a recovery copy of the board in %1: %2")
                        .arg(QDir::toNativeSeparators(m_directory), problem));
        return false;
    }
    emit saved(m_fileName);
    return true;
}

void Autosave::discard()
{
    m_timer.stop();
    m_unsaved = false;
    if (!m_lock)
        return; // never written
    QFile::remove(m_fileName);
    m_lock.reset(); // unlocks, which removes the lock file
}

std::optional<Autosave::Offer> Autosave::claimOrphan(QStringList *problems)
{
    std::optional<Offer> offer;
    const QFileInfoList files = QDir(m_directory).entryInfoList({filePattern}, QDir::Files, QDir::Time);
    for (const QFileInfo &info : files) {
        const QString fileName = info.absoluteFilePath();
        if (fileName == QFileInfo(m_fileName).absoluteFilePath() || fileName == m_claimed)
            continue;
        auto lock = makeLock(fileName);
        if (!lock->tryLock(0))
            continue; // a live window's, or another window offers it
        QFile file(fileName);
        if (!file.open(QIODevice::ReadOnly))
            continue; // its owner removed it in the meantime
        if (offer) {
            ++offer->othersKept;
            continue;
        }
        QString error;
        // A recovery file is a scenario with the window's state beside it.
        const auto bytes = CappedFile::read(fileName, fileLimits::scenario, &error);
        auto state = bytes ? readRecoveryJson(*bytes, &error) : std::nullopt;
        if (!state) {
            if (problems)
                *problems << tr("The recovery file %1 cannot be read: %2").arg(QDir::toNativeSeparators(fileName), error);
            continue;
        }
        offer = Offer{fileName, std::move(*state), 0};
        releaseClaim(false);
        m_claimed = fileName;
        m_claimLock = std::move(lock);
    }
    return offer;
}

void Autosave::releaseClaim(bool remove)
{
    if (m_claimed.isEmpty())
        return;
    if (remove)
        QFile::remove(m_claimed);
    m_claimLock.reset();
    m_claimed.clear();
}

RecoveryBar::RecoveryBar(const QDateTime &saved, const QString &sourceFile, int bookmarks, int othersKept, QWidget *parent)
    : QFrame(parent)
    , m_saved(saved)
    , m_sourceFile(sourceFile)
    , m_bookmarks(bookmarks)
    , m_othersKept(othersKept)
{
    setObjectName(QStringLiteral("recoveryBar"));
    setFrameShape(QFrame::StyledPanel);
    // The colours of a tooltip: a note about the board, not part of it.
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);

    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("recoveryText"));
    m_text->setWordWrap(true);
    m_text->setForegroundRole(QPalette::ToolTipText);
    m_restore = new QPushButton(this);
    m_restore->setObjectName(QStringLiteral("restoreButton"));
    m_discard = new QPushButton(this);
    m_discard->setObjectName(QStringLiteral("discardButton"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_restore);
    layout->addWidget(m_discard);

    connect(m_restore, &QPushButton::clicked, this, &RecoveryBar::restoreRequested);
    connect(m_discard, &QPushButton::clicked, this, &RecoveryBar::discardRequested);
    retranslate();
}

void RecoveryBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void RecoveryBar::retranslate()
{
    const QString when = QLocale().toString(m_saved.toLocalTime(), QLocale::ShortFormat);
    const QString file = m_sourceFile.isEmpty() ? tr("not saved in a file") : QFileInfo(m_sourceFile).fileName();
    // The bookmarks come back with the board: a lecture's captions are work too.
    QString text = m_bookmarks > 0
        ? tr("GridTrace did not close properly. Restore the board you were editing and its %n bookmark(s) (%1, %2)?",
             nullptr, m_bookmarks).arg(when, file)
        : tr("GridTrace did not close properly. Restore the board you were editing (%1, %2)?").arg(when, file);
    if (m_othersKept > 0)
        text += u' ' + tr("%n more will be offered at the next start.", nullptr, m_othersKept);
    m_text->setText(text);
    m_text->setToolTip(QDir::toNativeSeparators(m_sourceFile));
    // Every letter of "Restore" and "Discard" is a menu's, a panel's or the playback bar's, in
    // English and in Chinese: the bar takes two that no other control of the window has.
    m_restore->setText(tr("Restore (&J)"));
    m_discard->setText(tr("Discard (&Q)"));
}

} // namespace gridtrace
