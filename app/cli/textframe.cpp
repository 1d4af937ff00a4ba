#include "textframe.h"

#include "catalogue/catalogue.h"
#include "duel/dueltracer.h"
#include "grid/messagetext.h"
#include "link/minturnsearch.h"
#include "terminaltext.h"
#include "trace/recorder.h"
#include "trace/steptext.h"

#include <QRegularExpression>

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
        // Not digits: the tiles are drawn by their kinds' numbers.
        return {{linkmarks::tiles, u'T'}, {linkmarks::turns0, u'.'}, {linkmarks::turns1, u':'}, {linkmarks::turns2, u'~'},
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

// A label and its number read as one ("cells expanded: 119", "turns so far: 2"): their blanks
// are made unbreakable, so that a line never ends inside them.
QString labelsKeptWithNumbers(const QString &text)
{
    static const QRegularExpression unit(QStringLiteral("(?:^|(?<=[(;,] )|(?<=[(;,]))[^\\s:;,()][^:;,()\\n]{0,29}: (?=\\d)"),
                                         QRegularExpression::MultilineOption);
    QString kept = text;
    for (auto match = unit.globalMatch(text); match.hasNext();) {
        const QRegularExpressionMatch found = match.next();
        for (qsizetype i = found.capturedStart(); i < found.capturedEnd(); ++i) {
            if (kept[i] == u' ')
                kept[i] = unbreakable;
        }
    }
    return kept;
}

// A pseudo-code line on lines of its own: "| ", its indentation, and where it wraps, its
// further lines under its first word.
QString codeLines(const char *untranslated, int columns)
{
    const QString original = QString::fromUtf8(untranslated);
    qsizetype indent = 0;
    while (indent < original.size() && original[indent] == u' ')
        ++indent;
    const QString lead = QStringLiteral("| ") + QString(indent, u' ');
    const QStringList lines = terminaltext::wrapped(Catalogue::text(untranslated).trimmed(), std::max(20, columns - int(lead.size())));
    QString text;
    for (qsizetype i = 0; i < lines.size(); ++i)
        text += (i == 0 ? lead : QString(lead.size(), u' ')) + lines[i] + u'\n';
    return text;
}

// The largest tile on the board (a Lianliankan kind, a sliding puzzle's number), 0 for none.
std::int32_t largestTile(const Scenario &header)
{
    return header.tiles.empty() ? 0 : std::max(0, *std::max_element(header.tiles.begin(), header.tiles.end()));
}

// Columns a cell takes: one, or on a board with tiles a column for the mark and the tile's
// number after it, as wide as the largest.
int cellColumns(const Scenario &header)
{
    const std::int32_t largest = largestTile(header);
    return largest > 0 ? 1 + int(QString::number(largest).size()) : 1;
}

} // namespace

QString TextFrame::render(const Cursor &cursor, const AlgorithmInfo &info)
{
    const Trace &trace = cursor.trace();
    const Scene &scene = cursor.scene();
    const int width = scene.width();
    const int captionColumns = captionWidth(width * cellColumns(trace.header));
    QString caption;
    QString code;
    const int step = cursor.currentStep();
    if (step < 0) {
        caption += tr("%1: the start", "the step, as in Step 0 of 12: the start").arg(StepText::of(0, trace.stepCount()));
    } else {
        const Step &current = trace.steps[std::size_t(step)];
        const QString kind = Catalogue::text(info.stepKinds.value(current.kind).name);
        caption += tr("%1: %2", "the step, then its kind").arg(StepText::of(step + 1, trace.stepCount()), kind);
        if (current.cell != Step::noCell)
            caption += QStringLiteral(" (%1,%2)").arg(current.cell % std::uint32_t(width)).arg(current.cell / std::uint32_t(width));
        if (current.line > 0 && current.line <= info.pseudoCode.size()) {
            const char *line = info.pseudoCode[current.line - 1];
            const QString together = caption + QStringLiteral("  | ") + Catalogue::text(line);
            // The code on the step's line where it fits; else on lines of its own under it,
            // so that no line ends in a bare "|".
            if (terminaltext::width(together) <= captionColumns)
                caption = together;
            else
                code = codeLines(line, captionColumns);
        }
    }
    // Wrapped, never cut: the step line of a small board is as long as any other.
    QString text = wrappedLines(labelsKeptWithNumbers(caption), captionColumns).replace(unbreakable, u' ') + code;
    if (scene.status() > 0)
        text += wrappedLines(labelsKeptWithNumbers(displayStatus(trace.tables.strings.value(scene.status()), StatusCount::GroupedInThrees)),
                             captionColumns)
                    .replace(unbreakable, u' ');

    const auto &header = trace.header;
    const bool game = !showsEndpoints(info);
    const int columns = cellColumns(header);
    for (int y = 0; y < scene.height(); ++y) {
        for (int x = 0; x < width; ++x) {
            const int cell = y * width + x;
            QChar c = markChar(info.family, scene.mark(cell));
            if (!game && header.start && *header.start == CellPos{x, y})
                c = u'S';
            else if (!game && header.goal && *header.goal == CellPos{x, y})
                c = u'G';
            const std::int32_t tile = columns > 1 ? scene.tile(cell) : 0;
            if (c.isNull() && (tile <= 0 || scene.terrain(cell) == 0))
                c = scene.terrain(cell) == 0 ? u'#' : scene.terrain(cell) == 1 ? u' ' : QChar(u'0' + scene.terrain(cell));
            // A tile shows its number, its mark (if any) before it; any other cell is its
            // character across the cell's width, so walls and links stay unbroken lines.
            if (tile > 0 && scene.terrain(cell) != 0)
                text += (c.isNull() ? QChar(u' ') : c) + QString::number(tile).rightJustified(columns - 1);
            else
                text += QString(columns, c);
        }
        text += u'\n';
    }
    return text;
}

QString TextFrame::legend(const AlgorithmInfo &info, const Scenario &header)
{
    const Grid &board = header.board;
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
        entries << QStringLiteral("S") + unbreakable + tr("Start");
    if (showsEndpoints(info) && (info.needsGoal || info.usesOptionalEndpoints))
        entries << QStringLiteral("G") + unbreakable + tr("Goal");
    if (const std::int32_t largest = largestTile(header); largest > 0) {
        entries << QStringLiteral("1..%1").arg(largest) + unbreakable
                + (info.family == Family::Puzzle ? tr("The tile of that number") : tr("A tile of that kind"));
    }
    if (info.usesTerrain)
        entries << QStringLiteral("#") + unbreakable + tr("Wall");
    // Weights only where the board has them: a family may draw its own marks with digits.
    if (info.usesTerrain && board.isWeighted())
        entries << QStringLiteral("2..9") + unbreakable + tr("The cost of entering a cell");
    // Lines are broken between entries only, never inside one ("T Tiles to link" whole, and a
    // Chinese name, which could break between any two characters, too).
    const int columns = captionWidth(board.width() * cellColumns(header));
    const QString separator = tr(", ", "between the entries of a legend");
    const QString form = tr("Legend: %1");
    const qsizetype slot = std::max<qsizetype>(0, form.indexOf(QStringLiteral("%1")));
    QStringList items;
    for (qsizetype i = 0; i < entries.size(); ++i)
        items << (i == 0 ? form.left(slot) : QString()) + entries[i]
                + (i + 1 < entries.size() ? separator : form.mid(slot + 2));
    if (items.isEmpty())
        items << form.arg(QString());
    QStringList lines{QString()};
    for (const QString &item : std::as_const(items)) {
        if (!lines.last().isEmpty() && terminaltext::width(QString(lines.last() + item).trimmed()) > columns) {
            lines.last() = lines.last().trimmed();
            lines << QString();
        }
        lines.last() += item;
    }
    lines.last() = lines.last().trimmed();
    // An entry wider than a whole line is the one thing wrapped inside.
    return wrappedLines(lines.join(u'\n'), columns).replace(unbreakable, u' ');
}

} // namespace gridtrace::cli
