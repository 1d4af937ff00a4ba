#include "textframe.h"

#include "catalogue/catalogue.h"
#include "trace/recorder.h"

namespace gridtrace::cli {

namespace {

QChar markChar(Mark mark)
{
    switch (mark) {
    case Mark::Open:
    case Mark::OpenReverse:
    case Mark::Frontier:
        return u'o';
    case Mark::Closed:
    case Mark::ClosedReverse:
        return u'x';
    case Mark::Current:
    case Mark::Meeting:
        return u'@';
    case Mark::Path:
        return u'*';
    case Mark::Stack:
        return u'+';
    case Mark::Backtracked:
        return u'-';
    case Mark::Head:
        return u'H';
    case Mark::Body:
        return u'=';
    case Mark::Food:
        return u'F';
    case Mark::Shadow:
        return u'~';
    default:
        return QChar();
    }
}

} // namespace

QString TextFrame::render(const Cursor &cursor, const AlgorithmInfo &info)
{
    const Trace &trace = cursor.trace();
    const Scene &scene = cursor.scene();
    const int width = scene.width();
    QString text;
    const int step = cursor.currentStep();
    if (step < 0) {
        text += tr("Step 0 of %1: the start").arg(trace.stepCount());
    } else {
        const Step &current = trace.steps[std::size_t(step)];
        const QString kind = Catalogue::text(info.stepKinds.value(current.kind).name);
        text += tr("Step %1 of %2: %3").arg(step + 1).arg(trace.stepCount()).arg(kind);
        if (current.cell != Step::noCell)
            text += QStringLiteral(" (%1,%2)").arg(current.cell % std::uint32_t(width)).arg(current.cell / std::uint32_t(width));
        if (current.line > 0 && current.line <= info.pseudoCode.size())
            text += QStringLiteral("  | ") + Catalogue::text(info.pseudoCode[current.line - 1]);
    }
    if (scene.status() > 0)
        text += u'\n' + displayStatus(trace.tables.strings.value(scene.status()));
    text += u'\n';

    const auto &header = trace.header;
    // A game's start cell is where its snake began, which the snake has long left.
    const bool game = info.family == Family::Snake || info.family == Family::Hamilton || info.family == Family::Duel;
    for (int y = 0; y < scene.height(); ++y) {
        for (int x = 0; x < width; ++x) {
            const int cell = y * width + x;
            QChar c = markChar(scene.mark(cell));
            if (!game && header.start && *header.start == CellPos{x, y})
                c = u'S';
            else if (!game && header.goal && *header.goal == CellPos{x, y})
                c = u'G';
            else if (c.isNull())
                c = scene.terrain(cell) == 0 ? u'#' : scene.terrain(cell) == 1 ? u' ' : QChar(u'0' + scene.terrain(cell));
            text += c;
        }
        text += u'\n';
    }
    return text;
}

QString TextFrame::legend()
{
    return tr("S start, G goal, # wall, o open, x closed, @ current, * path, + stack, - backtracked, "
              "2..9 weights; H a snake's head, = its body, F food, ~ a shadow snake\n");
}

} // namespace gridtrace::cli
