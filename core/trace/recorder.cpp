#include "recorder.h"

#include "grid/messagetext.h"
#include "olderstatus.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cassert>

#if defined(Q_OS_WIN)
#include <windows.h>
#elif defined(Q_OS_UNIX)
#include <unistd.h>
#endif

namespace gridtrace {

namespace {
constexpr QChar argumentSeparator(0x1f);
// Marks an argument to translate before it fills its place.
constexpr QChar wordMark(0x1e);

QString argumentText(const QString &argument)
{
    if (argument.startsWith(wordMark))
        return QCoreApplication::translate("Status", argument.mid(1).toUtf8().constData());
    return argument;
}

// A count among the arguments ("120673 positions") is grouped as the %n count is; a number
// with a leading zero is a name (a seed such as 003), never a count.
QString groupedArgument(const QString &argument, StatusCount countDigits)
{
    bool isCount = false;
    const qint64 number = argument.toLongLong(&isCount);
    if (!isCount || number < 1000 || argument.startsWith(u'0') || argument.startsWith(u'+'))
        return argumentText(argument);
    return countDigits == StatusCount::GroupedInThrees ? groupedNumber(number) : QLocale().toString(number);
}

}

QString statusWord(const char *text)
{
    return wordMark + QString::fromUtf8(text);
}

QString duelDirectionWord(int direction)
{
    static const char *const words[] = {
        QT_TRANSLATE_NOOP("Status", "up"), QT_TRANSLATE_NOOP("Status", "right"),
        QT_TRANSLATE_NOOP("Status", "down"), QT_TRANSLATE_NOOP("Status", "left")};
    if (direction < 0 || direction > 3)
        return QStringLiteral("-");
    return statusWord(words[direction]);
}

QString encodeStatus(const char *text, const QStringList &arguments)
{
    QString encoded = QString::fromUtf8(text);
    for (const QString &argument : arguments)
        encoded += argumentSeparator + argument;
    return encoded;
}

QString displayStatus(const QString &encoded, StatusCount countDigits)
{
    const QStringList parts = currentStatusParts(encoded.split(argumentSeparator));
    const QByteArray source = parts.first().toUtf8();
    qsizetype next = 1;
    bool countAsGiven = false;
    QString text;
    // A text with %n takes its count from the first argument ("after %n round(s)"), so the
    // words agree with it in every language; the other arguments fill %1, %2, ...
    if (source.contains("%n") && parts.size() > 1) {
        bool isNumber = false;
        const int count = parts[1].toInt(&isNumber);
        text = QCoreApplication::translate("Status", source.constData(), nullptr, isNumber ? count : -1);
        if (!isNumber) {
            // Kept out of the places' pass as a separator, which no argument holds, then put in.
            text.replace(QStringLiteral("%n"), argumentSeparator);
            countAsGiven = true;
        } else if (countDigits != StatusCount::Digits) {
            text = withGroupedCount(text, count, countDigits == StatusCount::GroupedInThrees);
        }
        next = 2;
    } else {
        text = QCoreApplication::translate("Status", source.constData());
    }
    QStringList arguments;
    for (qsizetype i = next; i < parts.size(); ++i)
        arguments << (countDigits == StatusCount::Digits ? argumentText(parts[i]) : groupedArgument(parts[i], countDigits));
    text = withPlacesFilled(text, arguments);
    if (countAsGiven)
        text.replace(argumentSeparator, parts[1]);
    return text;
}

QString statusProblem(const QString &encoded)
{
    const QStringList parts = encoded.split(argumentSeparator);
    const QString &source = parts.first();
    qsizetype arguments = parts.size() - 1;
    if (source.contains(QStringLiteral("%n"))) {
        if (arguments == 0)
            return QCoreApplication::translate("Trace", "its text takes a count, and none is given");
        bool isNumber = false;
        parts[1].toInt(&isNumber);
        if (!isNumber)
            return QCoreApplication::translate("Trace", "its count \"%1\" is not a whole number").arg(shownInMessage(parts[1]));
        --arguments;
    }
    // QString::arg() fills the lowest-numbered place (%1 to %99) first, so every place takes
    // one argument. Read by hand: a trace may hold many statuses, all checked when it is read.
    QList<int> places;
    const auto digit = [&](qsizetype at) { return at < source.size() && source[at] >= u'0' && source[at] <= u'9'; };
    for (qsizetype i = 0; i + 1 < source.size(); ++i) {
        if (source[i] != u'%')
            continue;
        const qsizetype first = source[i + 1] == u'L' ? i + 2 : i + 1; // %L1: the same place, its number localised
        if (!digit(first) || source[first] == u'0')
            continue;
        int number = source[first].unicode() - u'0';
        if (digit(first + 1))
            number = number * 10 + (source[first + 1].unicode() - u'0');
        if (!places.contains(number))
            places.append(number);
    }
    if (places.size() != arguments)
        return QCoreApplication::translate("Trace", "the places in its text (%1) and its arguments (%2) do not match")
            .arg(places.size()).arg(arguments);
    return {};
}

Recorder::Recorder(Trace &trace)
    : m_trace(trace)
{
    assert(trace.tables.labels.size() <= labelLayerCount);
    m_trace.initial = Scene(trace.header.board, int(trace.tables.sequences.size()),
                            int(trace.tables.counters.size()));
    m_trace.initial.setStatus(0);
    m_trace.changes.clear();
    m_trace.steps.clear();
    // Room for a small run without a dozen reallocations while it grows.
    m_trace.changes.reserve(1024);
    m_trace.steps.reserve(256);
    m_scene = m_trace.initial;
    setChangeLimit(defaultChangeLimit());
    for (int i = 0; i < m_trace.tables.strings.size(); ++i)
        m_stringIndex.insert(m_trace.tables.strings[i], i);
}

std::uint64_t Recorder::physicalMemory()
{
#if defined(Q_OS_WIN)
    MEMORYSTATUSEX status;
    status.dwLength = sizeof status;
    return GlobalMemoryStatusEx(&status) ? std::uint64_t(status.ullTotalPhys) : 0;
#elif defined(Q_OS_UNIX) && defined(_SC_PHYS_PAGES) && defined(_SC_PAGESIZE)
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    return pages > 0 && pageSize > 0 ? std::uint64_t(pages) * std::uint64_t(pageSize) : 0;
#else
    return 0;
#endif
}

std::uint64_t Recorder::defaultChangeLimit()
{
    static const std::uint64_t limit = [] {
        const std::uint64_t memory = physicalMemory();
        // A machine that does not say how much it has gets the largest default: the limit is
        // there to stop a runaway trace, not to guess low.
        if (memory == 0)
            return maxDefaultChangeLimit;
        return std::clamp(memory / 4 / bytesPerChange, minDefaultChangeLimit, maxDefaultChangeLimit);
    }();
    return limit;
}

void Recorder::setChangeLimit(std::uint64_t limit)
{
    m_changeLimit = std::clamp<std::uint64_t>(limit, 1, maxChangeLimit);
    m_changeRoom = std::size_t(std::min<std::uint64_t>(m_trace.changes.capacity(), m_changeLimit));
}

void Recorder::growChanges()
{
    std::vector<Change> &changes = m_trace.changes;
    if (changes.size() >= changes.capacity()) {
        const std::uint64_t doubled = std::max<std::uint64_t>(changes.capacity() * 2, 1024);
        changes.reserve(std::size_t(std::min(doubled, m_changeLimit)));
    }
    m_changeRoom = std::size_t(std::min<std::uint64_t>(changes.capacity(), m_changeLimit));
}

void Recorder::growSteps()
{
    std::vector<Step> &steps = m_trace.steps;
    const std::uint64_t doubled = std::max<std::uint64_t>(steps.capacity() * 2, 256);
    steps.reserve(std::size_t(std::min(doubled, m_changeLimit)));
}

void Recorder::stop(const Change *pending)
{
    if (pending) {
        // Met inside a step: the scene holds the change that did not fit and the step's
        // earlier ones; all of them go, newest first.
        m_scene.revert(*pending);
        const std::size_t first = m_trace.steps.back().firstChange;
        for (std::size_t i = m_trace.changes.size(); i > first; --i)
            m_scene.revert(m_trace.changes[i - 1]);
        m_trace.changes.resize(first);
        m_trace.steps.pop_back();
    }
    m_stopped = true;
}

void Recorder::record(const Change &change)
{
    if (m_stopped) [[unlikely]]
        return;
    m_scene.apply(change);
    keep(change);
}

void Recorder::pushBack(int sequence, int cell)
{
    record(Change::make(ChangeOp::PushBack, sequence, 0, 0, std::uint32_t(cell)));
}

void Recorder::pushFront(int sequence, int cell)
{
    record(Change::make(ChangeOp::PushFront, sequence, 0, 0, std::uint32_t(cell)));
}

void Recorder::popBack(int sequence)
{
    if (m_stopped)
        return;
    assert(!m_scene.sequence(sequence).empty());
    record(Change::make(ChangeOp::PopBack, sequence, 0, m_scene.sequence(sequence).back(), 0));
}

void Recorder::popFront(int sequence)
{
    if (m_stopped)
        return;
    assert(!m_scene.sequence(sequence).empty());
    record(Change::make(ChangeOp::PopFront, sequence, 0, m_scene.sequence(sequence).front(), 0));
}

void Recorder::clearSequence(int sequence)
{
    while (!m_stopped && !m_scene.sequence(sequence).empty())
        popBack(sequence);
}

int Recorder::statusIndex(const QString &encoded)
{
    const auto found = m_stringIndex.constFind(encoded);
    if (found != m_stringIndex.constEnd())
        return *found;
    const int index = int(m_trace.tables.strings.size());
    m_trace.tables.strings.append(encoded);
    m_stringIndex.insert(encoded, index);
    return index;
}

void Recorder::setStatus(const char *text, const QStringList &arguments)
{
    // A stopped recorder adds no texts either: a run's statuses can be as many as its steps.
    if (m_stopped)
        return;
    const int index = statusIndex(encodeStatus(text, arguments));
    if (index != m_scene.status())
        record(Change::make(ChangeOp::SetStatus, 0, 0, std::uint32_t(m_scene.status()), std::uint32_t(index)));
}

void Recorder::clearStatus()
{
    if (!m_stopped && m_scene.status() != 0)
        record(Change::make(ChangeOp::SetStatus, 0, 0, std::uint32_t(m_scene.status()), 0));
}

} // namespace gridtrace
