#include "textframe.h"

#include "catalogue/catalogue.h"
#include "duel/dueltracer.h"
#include "grid/messagetext.h"
#include "link/minturnsearch.h"
#include "terminaltext.h"
#include "trace/recorder.h"

#include <algorithm>

namespace gridtrace::cli {

namespace {

struct Symbol
{
    Mark mark;
    char16_t character;
};

// Each family's characters for the marks it uses. Families give shared marks their own
// meanings (a duel's snake B is drawn with the marks of a search's current cell and stack), so
// each has its own table, and its legend is made from the same table: what is drawn is what
// is explained.
QList<Symbol> symbols(Family family)
{
    switch (family) {
    case Family::Pathfinding:
        return {{Mark::Open, u'o'}, {Mark::Closed, u'x'}, {Mark::OpenReverse, u'O'}, {Mark::ClosedReverse, u'X'},
                {Mark::Current, u'@'}, {Mark::Meeting, u'M'}, {Mark::Path, u'*'}, {Mark::Stack, u'+'},
                {Mark::Backtracked, u'-'}};
    case Family::Maze:
        return {{Mark::Frontier, u'o'}, {Mark::Current, u'@'}, {Mark::Carved, u'.'}, {Mark::Stack, u'+'},
                {Mark::Backtracked, u'-'}};
    case Family::Snake:
    case Family::Hamilton:
        return {{Mark::Head, u'H'}, {Mark::Body, u'='}, {Mark::Food, u'F'}, {Mark::Path, u'*'}, {Mark::Shadow, u'~'},
                {Mark::Open, u'o'}, {Mark::Closed, u'x'}, {Mark::Stack, u'+'}, {Mark::Backtracked, u'-'},
                {Mark::Highlight, u'!'}};
    case Family::Duel:
        return {{duelmarks::headA, u'A'}, {duelmarks::bodyA, u'a'}, {duelmarks::headB, u'B'}, {duelmarks::bodyB, u'b'},
                {duelmarks::territoryA, u'.'}, {duelmarks::territoryB, u':'}, {duelmarks::contested, u'+'},
                {duelmarks::considered, u'?'}, {duelmarks::rejected, u'!'}};
    case Family::Link:
        return {{linkmarks::tiles, u'T'}, {linkmarks::turns0, u'0'}, {linkmarks::turns1, u'1'}, {linkmarks::turns2, u'2'},
                {linkmarks::path, u'*'}, {linkmarks::stack, u'+'}, {linkmarks::backtracked, u'-'}};
    case Family::Puzzle:
        return {{Mark::Current, u'@'}, {Mark::Open, u'o'}, {Mark::Closed, u'.'}, {Mark::Highlight, u'+'}};
    }
    return {};
}

QChar markChar(Family family, Mark mark)
{
    for (const Symbol &symbol : symbols(family)) {
        if (symbol.mark == mark)
            return QChar(symbol.character);
    }
    return QChar();
}

// A game's start cell is where its snake began, which the snake has long left; a link's
// endpoints are its two tiles, which have a mark of their own.
bool showsEndpoints(const AlgorithmInfo &info)
{
    return info.family != Family::Snake && info.family != Family::Hamilton && info.family != Family::Duel
        && info.family != Family::Link;
}

// Keeps a legend's character with its name when the legend is wrapped.
constexpr QChar unbreakable(0x00a0);

// Lines no narrower than a sentence can use, and as wide as the board below them.
int captionWidth(int boardWidth)
{
    return std::max(60, boardWidth);
}

QString wrappedLines(const QString &text, int columns)
{
    return terminaltext::wrapped(text, columns).join(u'\n') + u'\n';
}

} // namespace

QString TextFrame::render(const Cursor &cursor, const AlgorithmInfo &info)
{
    const Trace &trace = cursor.trace();
    const Scene &scene = cursor.scene();
    const int width = scene.width();
    QString caption;
    const int step = cursor.currentStep();
    if (step < 0) {
        caption += tr("Step 0 of %1: the start").arg(groupedNumber(trace.stepCount()));
    } else {
        const Step &current = trace.steps[std::size_t(step)];
        const QString kind = Catalogue::text(info.stepKinds.value(current.kind).name);
        caption += tr("Step %1 of %2: %3").arg(groupedNumber(step + 1), groupedNumber(trace.stepCount()), kind);
        if (current.cell != Step::noCell)
            caption += QStringLiteral(" (%1,%2)").arg(current.cell % std::uint32_t(width)).arg(current.cell / std::uint32_t(width));
        if (current.line > 0 && current.line <= info.pseudoCode.size())
            caption += QStringLiteral("  | ") + Catalogue::text(info.pseudoCode[current.line - 1]);
    }
    if (scene.status() > 0)
        caption += u'\n' + displayStatus(trace.tables.strings.value(scene.status()));
    // Wrapped, never cut: the step line of a small board is as long as any other.
    QString text = wrappedLines(caption, captionWidth(width));

    const auto &header = trace.header;
    const bool game = !showsEndpoints(info);
    for (int y = 0; y < scene.height(); ++y) {
        for (int x = 0; x < width; ++x) {
            const int cell = y * width + x;
            QChar c = markChar(info.family, scene.mark(cell));
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

QString TextFrame::legend(const AlgorithmInfo &info, const Grid &board)
{
    // The algorithm's own legend, in its family's words and characters, then the board's cells.
    QStringList entries;
    for (const LegendEntry &entry : info.legend) {
        const QChar c = markChar(info.family, entry.mark);
        if (c.isNull())
            continue;
        const QString name = entry.name ? Catalogue::text(entry.name)
                                        : QCoreApplication::translate("Mark", markName(entry.mark));
        entries << QString(c) + unbreakable + name;
    }
    if (showsEndpoints(info) && (info.needsStart || info.usesOptionalEndpoints))
        entries << QStringLiteral("S") + unbreakable + tr("start");
    if (showsEndpoints(info) && (info.needsGoal || info.usesOptionalEndpoints))
        entries << QStringLiteral("G") + unbreakable + tr("goal");
    if (info.usesTerrain)
        entries << QStringLiteral("#") + unbreakable + tr("wall");
    // Weights only where the board has them: a family may draw its own marks with digits.
    if (info.usesTerrain && board.isWeighted())
        entries << QStringLiteral("2..9") + unbreakable + tr("the cost of entering a cell");
    const QString legend = tr("Legend: %1").arg(entries.join(tr(", ", "between the entries of a legend")));
    return wrappedLines(legend, captionWidth(board.width())).replace(unbreakable, u' ');
}

} // namespace gridtrace::cli
