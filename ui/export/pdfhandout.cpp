#include "pdfhandout.h"

#include "boardrenderer.h"
#include "traceframes.h"

#include "catalogue/catalogue.h"
#include "grid/filereason.h"
#include "grid/grid.h"
#include "grid/messagetext.h"
#include "trace/trace.h"

#include <QBuffer>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace gridtrace {

namespace {

constexpr int resolution = 300; // dots an inch: crisp text, and the pictures are vectors anyway
constexpr double marginMm = 15;
constexpr double gutterMm = 6;
// Lines a title may take at the top of page 1; a longer one is refused rather than cut.
constexpr int maxTitleLines = 4;
// Cells smaller than this on paper are drawn without grid lines.
constexpr double smallCellMm = 4;

// The step's pseudo-code line: a bar that survives a black-and-white copy as a grey band.
const QColor highlight(0xff, 0xe0, 0x82);
const QColor highlightEdge(0xe6, 0x9f, 0x00);

double mm(double millimetres) { return millimetres * resolution / 25.4; }

// The grid of steps on a page, portrait: one big, two one above the other, four 2 x 2, six
// in two columns of three.
struct PageGrid
{
    int columns = 0;
    int rows = 0;
};

PageGrid pageGrid(int stepsPerPage)
{
    switch (stepsPerPage) {
    case 1: return {1, 1};
    case 2: return {1, 2};
    case 4: return {2, 2};
    case 6: return {2, 3};
    default: return {};
    }
}

// Word-wrapped text in the box from its top, at most `maxLines` lines, the last one elided
// when more would follow; returns the height used.
double paintWrapped(QPainter &painter, const QString &text, const QFont &font, const QRectF &box, int maxLines)
{
    if (text.isEmpty() || maxLines <= 0)
        return 0;
    const QFontMetricsF metrics(font, painter.device());
    const QString prepared = QString(text).replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(prepared, font, painter.device());
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    double y = 0;
    int lines = 0;
    int elideFrom = -1;
    while (true) {
        QTextLine line = layout.createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(box.width());
        if (lines == maxLines || y + line.height() > box.height() + 0.5) {
            elideFrom = line.textStart();
            break;
        }
        line.setPosition(QPointF(0, y));
        y += line.height();
        ++lines;
    }
    layout.endLayout();
    painter.setFont(font);
    if (elideFrom < 0 || lines == 0) {
        layout.draw(&painter, box.topLeft());
        return y;
    }
    // The last line shown ends in an ellipsis: the caption goes on beyond the room it has.
    for (int i = 0; i + 1 < lines; ++i)
        layout.lineAt(i).draw(&painter, box.topLeft());
    const QTextLine last = layout.lineAt(lines - 1);
    const QString rest = prepared.mid(last.textStart()).replace(QChar::LineSeparator, QLatin1Char(' '));
    painter.drawText(QPointF(box.left(), box.top() + last.y() + last.ascent()),
                     metrics.elidedText(rest, Qt::ElideRight, box.width()));
    return y;
}

QString parameterValue(const ParameterSpec *spec, const QVariant &value)
{
    if (!spec)
        return value.toString();
    switch (spec->type) {
    case ParameterSpec::Type::Boolean:
        return value.toBool() ? PdfHandout::tr("yes") : PdfHandout::tr("no");
    case ParameterSpec::Type::Choice: {
        const qsizetype index = spec->choices.indexOf(value.toString());
        if (index >= 0 && index < spec->choiceNames.size())
            return Catalogue::text(spec->choiceNames[index]);
        return value.toString();
    }
    default:
        return value.toString();
    }
}

QString parametersText(const Scenario &header, const AlgorithmInfo *info)
{
    QStringList parts;
    if (info) {
        for (const ParameterSpec &spec : info->parameters) {
            if (header.parameters.contains(spec.key))
                parts.append(PdfHandout::tr("%1 = %2").arg(Catalogue::text(spec.name),
                                                          parameterValue(&spec, header.parameters.value(spec.key))));
        }
    } else {
        for (auto it = header.parameters.begin(); it != header.parameters.end(); ++it)
            parts.append(PdfHandout::tr("%1 = %2").arg(it.key(), it.value().toString()));
    }
    return parts.isEmpty() ? PdfHandout::tr("none") : listOfNames(parts);
}

QFont titleFont(const TraceFrames &frames)
{
    QFont font = frames.look().font;
    font.setPointSizeF(18);
    font.setBold(true);
    return font;
}

// Lines the text takes, wrapped as paintWrapped() wraps it.
int wrappedLineCount(const QString &text, const QFont &font, QPaintDevice *device, double width)
{
    QTextLayout layout(QString(text).replace(QLatin1Char('\n'), QChar::LineSeparator), font, device);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    int lines = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        ++lines;
    }
    layout.endLayout();
    return lines;
}

// Title, algorithm, board, parameters, seed, steps and bookmarks; returns its height.
double paintTitleBlock(QPainter &painter, const TraceFrames &frames, const QString &title, const QRectF &area)
{
    const Trace &trace = frames.trace();
    const AlgorithmInfo *info = Catalogue::find(trace.header.algorithm);
    const QString algorithm = info && info->name ? Catalogue::text(info->name) : trace.header.algorithm;

    QFont font = frames.look().font;
    font.setPointSizeF(10);

    painter.setPen(Qt::black);
    double y = area.top();
    y += paintWrapped(painter, title.isEmpty() ? algorithm : title, titleFont(frames),
                      QRectF(area.left(), y, area.width(), area.height()), maxTitleLines);
    y += mm(2);
    QStringList lines = {
        PdfHandout::tr("Algorithm: %1").arg(algorithm),
        PdfHandout::tr("Board: %1 × %2 cells").arg(trace.header.board.width()).arg(trace.header.board.height()),
        PdfHandout::tr("Parameters: %1").arg(parametersText(trace.header, info)),
    };
    // A seed an algorithm never reads would look like a setting of the run.
    if (!info || info->usesSeed)
        lines.append(PdfHandout::tr("Seed: %1").arg(trace.header.seed));
    lines.append(PdfHandout::tr("Steps: %1, bookmarks: %2")
                     .arg(groupedNumber(trace.stepCount()), groupedNumber(qint64(trace.bookmarks.size()))));
    for (const QString &line : lines)
        y += paintWrapped(painter, line, font, QRectF(area.left(), y, area.width(), area.bottom() - y), 3);
    y += mm(2);
    painter.setPen(QPen(QColor(0x90, 0x90, 0x90), mm(0.3)));
    painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    return y - area.top();
}

// The text broken into rows no wider than `width`, at word boundaries where it can be.
QStringList codeRows(const QString &text, const QFont &font, QPaintDevice *device, double width)
{
    QTextLayout layout(text, font, device);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    QStringList rows;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(std::max(1.0, width));
        rows.append(text.mid(line.textStart(), line.textLength()).trimmed());
    }
    layout.endLayout();
    return rows.isEmpty() ? QStringList{text} : rows;
}

// The algorithm's pseudo-code, the step's line on a highlight bar, as large as fits: its
// height, and its width down to a size still legible on paper, past which lines are elided.
void paintPseudoCode(QPainter &painter, const TraceFrames &frames, int position, const QRectF &box, double basePoints)
{
    const Trace &trace = frames.trace();
    const AlgorithmInfo *info = Catalogue::find(trace.header.algorithm);
    if (!info || info->pseudoCode.isEmpty() || box.height() <= 0 || box.width() <= 0)
        return;
    const int marked = position > 0 ? trace.steps[std::size_t(position - 1)].line : 0;
    struct Line
    {
        int indent; // leading spaces of the untranslated text, kept whatever the language
        QString text;
    };
    QList<Line> lines;
    for (const char *untranslated : info->pseudoCode) {
        const QString original = QString::fromUtf8(untranslated);
        int indent = 0;
        while (indent < original.size() && original[indent] == QLatin1Char(' '))
            ++indent;
        lines.append({indent, Catalogue::text(untranslated).trimmed()});
    }
    const QString widestNumber = QString::number(lines.size());

    QFont font = frames.look().font;
    QFont bold = font;
    // The rows each line takes at the size tried: one, but for the step's line when its bold
    // is wider than the room, which wraps rather than loses its end. The size is chosen by the
    // regular lines, so that every step of a page has its code at the same size.
    QList<QStringList> rows;
    double points = basePoints;
    for (;; points -= 0.5) {
        font.setPointSizeF(points);
        bold = font;
        bold.setBold(true);
        const QFontMetricsF metrics(font, painter.device());
        const QFontMetricsF boldMetrics(bold, painter.device());
        const double column = metrics.horizontalAdvance(widestNumber) + metrics.horizontalAdvance(QLatin1Char('n')) * 1.5;
        const double space = metrics.horizontalAdvance(QLatin1Char('n')) * 0.6;
        bool wide = false;
        qsizetype rowCount = 0;
        rows.clear();
        for (int i = 0; i < lines.size(); ++i) {
            const double room = box.width() - mm(1.5) - column - lines[i].indent * space;
            wide = wide || metrics.horizontalAdvance(lines[i].text) > room;
            const bool wraps = i + 1 == marked && boldMetrics.horizontalAdvance(lines[i].text) > room;
            rows.append(wraps ? codeRows(lines[i].text, bold, painter.device(), room) : QStringList{lines[i].text});
            rowCount += rows.last().size();
        }
        if (points <= 5 || (metrics.lineSpacing() * rowCount <= box.height() && !wide))
            break;
    }
    const QFontMetricsF metrics(font, painter.device());
    const QFontMetricsF boldMetrics(bold, painter.device());
    const double lineHeight = metrics.lineSpacing();
    const double column = metrics.horizontalAdvance(widestNumber) + metrics.horizontalAdvance(QLatin1Char('n')) * 1.5;
    const double space = metrics.horizontalAdvance(QLatin1Char('n')) * 0.6;

    painter.save();
    painter.setClipRect(box);
    double top = box.top();
    for (int i = 0; i < lines.size(); ++i) {
        const bool current = i + 1 == marked;
        const double height = lineHeight * rows[i].size();
        if (top + height > box.bottom() + 0.5)
            break; // no half lines
        if (current) {
            painter.fillRect(QRectF(box.left(), top, box.width(), height), highlight);
            painter.fillRect(QRectF(box.left(), top, mm(0.8), height), highlightEdge);
        }
        const QFontMetricsF &used = current ? boldMetrics : metrics;
        const double baseline = top + used.ascent();
        painter.setFont(current ? bold : font);
        painter.setPen(QColor(0x70, 0x70, 0x70));
        const QString number = QString::number(i + 1);
        painter.drawText(QPointF(box.left() + mm(1.2) + metrics.horizontalAdvance(widestNumber)
                                     - used.horizontalAdvance(number), baseline),
                         number);
        painter.setPen(Qt::black);
        // A wrapped line goes on under its own start, its indentation kept.
        const double left = box.left() + mm(1.2) + column + lines[i].indent * space;
        for (qsizetype row = 0; row < rows[i].size(); ++row)
            painter.drawText(QPointF(left, baseline + row * lineHeight),
                             used.elidedText(rows[i][row], Qt::ElideRight, box.right() - left));
        top += height;
    }
    painter.restore();
}

// One step in its slot: "Step n of m" and the status, the caption, the picture and the
// pseudo-code, the last two one above the other (side by side in a very wide slot).
void paintStep(QPainter &painter, TraceFrames &frames, int position, const QRectF &slot, int stepsPerPage)
{
    frames.seek(position);
    const Trace &trace = frames.trace();
    const bool small = stepsPerPage >= 4;
    const double codePoints = small ? 6.5 : 9.5;

    QFont heading = frames.look().font;
    heading.setPointSizeF(small ? 9 : 11);
    heading.setBold(true);
    QFont text = frames.look().font;
    text.setPointSizeF(small ? 8 : 10);

    painter.setPen(Qt::black);
    double y = slot.top();
    y += paintWrapped(painter, frames.stepText(), heading, QRectF(slot.left(), y, slot.width(), slot.height()), 2);
    const Bookmark *bookmark = bookmarkAt(trace.bookmarks, position);
    if (!bookmark)
        bookmark = bookmarkInForce(trace.bookmarks, position);
    if (bookmark) {
        const int maxLines = stepsPerPage == 1 ? 10 : small ? 4 : 5;
        y += mm(1);
        y += paintWrapped(painter, bookmark->caption, text, QRectF(slot.left(), y, slot.width(), slot.height() * 0.3), maxLines);
    }
    y += mm(2);

    const QRectF body(slot.left(), y, slot.width(), slot.bottom() - y);
    if (body.height() <= 0)
        return;
    QRectF picture;
    QRectF code;
    const QSizeF board = frames.boardSize();
    const double aspect = board.width() > 0 ? board.height() / board.width() : 1;
    // Pseudo-code lines are long: they get the slot's full width, under a picture no taller
    // than the board needs, unless the slot is far wider than tall (a landscape page).
    if (body.width() > body.height() * 2) {
        const double width = std::min(body.width() * 0.6, body.height() / aspect);
        picture = QRectF(body.left(), body.top(), width, body.height());
        code = QRectF(picture.right() + mm(3), body.top(), body.right() - picture.right() - mm(3), body.height());
    } else {
        // The code's room first, at the size it is meant to be read at: a picture shrinks
        // gracefully, a pseudo-code line cut off does not.
        const AlgorithmInfo *info = Catalogue::find(trace.header.algorithm);
        QFont codeFont = frames.look().font;
        codeFont.setPointSizeF(codePoints);
        const double codeHeight = (info ? info->pseudoCode.size() : 0) * QFontMetricsF(codeFont, painter.device()).lineSpacing();
        const double height = std::max(0.0, std::min(body.height() - std::min(codeHeight, body.height() * 0.55) - mm(2),
                                                     body.width() * aspect));
        picture = QRectF(body.left(), body.top(), body.width(), height);
        code = QRectF(body.left(), picture.bottom() + mm(2), body.width(), body.bottom() - picture.bottom() - mm(2));
    }

    if (board.width() > 0 && board.height() > 0 && picture.width() > 0 && picture.height() > 0) {
        const double scale = std::min(picture.width() / board.width(), picture.height() / board.height());
        const QSizeF drawn = board * scale;
        const QPointF corner(picture.left() + (picture.width() - drawn.width()) / 2, picture.top());
        painter.save();
        painter.translate(corner);
        painter.scale(scale, scale);
        painter.setClipRect(QRectF(QPointF(0, 0), board));
        // Painted as the window paints it, into the PDF's vectors: crisp at any zoom. A
        // viewer shows a page at 40 to 70 dpi, where a hairline is a whole pixel: on small
        // cells that greys the picture out, so there the cells meet without lines, and on
        // larger ones the lines are a thin share of a cell that shrinks with the page.
        BoardRenderer &renderer = frames.renderer();
        const BoardRenderer::GridLines screenLines = renderer.gridLines();
        const double cellMm = frames.cellSize() * scale * 25.4 / resolution;
        renderer.setGridLines(cellMm < smallCellMm ? BoardRenderer::GridLines::None : BoardRenderer::GridLines::Scaled);
        frames.paintBoard(painter);
        renderer.setGridLines(screenLines);
        painter.restore();
        painter.setPen(QPen(QColor(0x90, 0x90, 0x90), mm(0.2)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(corner, drawn));
    }
    paintPseudoCode(painter, frames, position, code, codePoints);
}

void setUp(QPdfWriter &writer, const PdfHandout::Options &options)
{
    writer.setResolution(resolution);
    writer.setPageLayout(QPageLayout(options.pageSize, QPageLayout::Portrait,
                                     QMarginsF(marginMm, marginMm, marginMm, marginMm), QPageLayout::Millimeter));
}

QString handoutTitle(const TraceFrames &frames, const PdfHandout::Options &options)
{
    const AlgorithmInfo *info = Catalogue::find(frames.trace().header.algorithm);
    return !options.title.isEmpty() ? options.title
        : info && info->name         ? Catalogue::text(info->name)
                                     : frames.trace().header.algorithm;
}

} // namespace

QString PdfHandout::titleProblem(const TraceFrames &frames, const Options &options)
{
    if (!options.pageSize.isValid())
        return {};
    // Measured on a page as the handout's, written nowhere.
    QBuffer nowhere;
    nowhere.open(QIODevice::WriteOnly);
    QPdfWriter writer(&nowhere);
    setUp(writer, options);
    const int lines = wrappedLineCount(handoutTitle(frames, options), titleFont(frames), &writer, writer.width());
    if (lines <= maxTitleLines)
        return {};
    return tr("The title takes %1 lines at the top of the page, where %2 fit: shorten it.").arg(lines).arg(maxTitleLines);
}

int PdfHandout::pageCount(int steps, int stepsPerPage)
{
    // The title block is a band at the top of page 1 and the steps there share what is left,
    // so every page holds stepsPerPage steps and the count is a plain division.
    if (steps <= 0 || pageGrid(stepsPerPage).columns == 0)
        return 0;
    return (steps + stepsPerPage - 1) / stepsPerPage;
}

bool PdfHandout::write(TraceFrames &frames, const Options &options, const QString &fileName, QString *error,
                       const ExportProgress &progress)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (options.positions.empty())
        return fail(tr("No steps to put in the handout: mark steps first or give a range."));
    const PageGrid grid = pageGrid(options.stepsPerPage);
    if (grid.columns == 0)
        return fail(tr("Steps per page must be 1, 2, 4 or 6, not %1.").arg(options.stepsPerPage));
    for (const int position : options.positions) {
        if (position < 0 || position > frames.stepCount())
            return fail(tr("Step %1 is not in the trace, which has %2 steps.").arg(position).arg(frames.stepCount()));
    }
    if (!options.pageSize.isValid())
        return fail(tr("The page size is not valid."));

    // A title cut short would say less than was asked, with nothing to tell it was cut.
    if (const QString problem = titleProblem(frames, options); !problem.isEmpty())
        return fail(problem);

    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("Cannot write %1: %2").arg(fileName, FileReason::of(file)));

    QPdfWriter writer(&file);
    setUp(writer, options);
    const QString title = handoutTitle(frames, options);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("GridTrace"));

    QPainter painter;
    if (!painter.begin(&writer)) {
        file.cancelWriting();
        return fail(tr("Cannot write %1: the PDF could not be started.").arg(fileName));
    }
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QRectF page(0, 0, writer.width(), writer.height());
    const double gutter = mm(gutterMm);

    const int total = int(options.positions.size());
    QRectF area = page;
    for (int i = 0; i < total; ++i) {
        const int slot = i % options.stepsPerPage;
        if (slot == 0) {
            if (i > 0)
                writer.newPage();
            area = page;
            if (i == 0)
                area.setTop(area.top() + paintTitleBlock(painter, frames, options.title, page) + gutter);
        }
        const double width = (area.width() - gutter * (grid.columns - 1)) / grid.columns;
        const double height = (area.height() - gutter * (grid.rows - 1)) / grid.rows;
        const int column = slot % grid.columns;
        const int row = slot / grid.columns;
        const QRectF slotRect(area.left() + column * (width + gutter), area.top() + row * (height + gutter), width, height);
        paintStep(painter, frames, options.positions[std::size_t(i)], slotRect, options.stepsPerPage);
        if (progress && !progress(i + 1, total)) {
            painter.end();
            file.cancelWriting();
            return fail(tr("The handout was cancelled; no file was written."));
        }
    }
    if (!painter.end() || !file.commit())
        return fail(tr("Cannot write %1: %2").arg(fileName, FileReason::of(file)));
    return true;
}

} // namespace gridtrace
