#include "recorder.h"

#include <QCoreApplication>

#include <cassert>

namespace gridtrace {

namespace {
constexpr QChar argumentSeparator(0x1f);
}

QString encodeStatus(const char *text, const QStringList &arguments)
{
    QString encoded = QString::fromUtf8(text);
    for (const QString &argument : arguments)
        encoded += argumentSeparator + argument;
    return encoded;
}

QString displayStatus(const QString &encoded)
{
    const QStringList parts = encoded.split(argumentSeparator);
    QString text = QCoreApplication::translate("Status", parts.first().toUtf8().constData());
    for (qsizetype i = 1; i < parts.size(); ++i)
        text = text.arg(parts[i]);
    return text;
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
    for (int i = 0; i < m_trace.tables.strings.size(); ++i)
        m_stringIndex.insert(m_trace.tables.strings[i], i);
}

void Recorder::record(const Change &change)
{
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
    assert(!m_scene.sequence(sequence).empty());
    record(Change::make(ChangeOp::PopBack, sequence, 0, m_scene.sequence(sequence).back(), 0));
}

void Recorder::popFront(int sequence)
{
    assert(!m_scene.sequence(sequence).empty());
    record(Change::make(ChangeOp::PopFront, sequence, 0, m_scene.sequence(sequence).front(), 0));
}

void Recorder::clearSequence(int sequence)
{
    while (!m_scene.sequence(sequence).empty())
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
    const int index = statusIndex(encodeStatus(text, arguments));
    if (index != m_scene.status())
        record(Change::make(ChangeOp::SetStatus, 0, 0, std::uint32_t(m_scene.status()), std::uint32_t(index)));
}

void Recorder::clearStatus()
{
    if (m_scene.status() != 0)
        record(Change::make(ChangeOp::SetStatus, 0, 0, std::uint32_t(m_scene.status()), 0));
}

} // namespace gridtrace
