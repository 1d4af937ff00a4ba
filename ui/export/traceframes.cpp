#include "traceframes.h"

#include "boarddocument.h"
#include "boardrenderer.h"
#include "snakecrash.h"

#include "grid/messagetext.h"
#include "trace/cursor.h"
#include "trace/recorder.h"
#include "trace/steptext.h"

#include <QFontMetrics>
#include <QPainter>
#include <QRegularExpression>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace gridtrace {

namespace {

// The caption bar's font grows with the picture, so a caption stays readable on a slide
// whatever the board's size.
QFont captionBarFont(QFont font, int boardWidth)
{
    font.setPixelSize(std::clamp(boardWidth / 36, 11, 32));
    return font;
}

// A caption's lines as the bar shows them: its own line breaks kept, wrapped at the width.
QStringList captionLines(const QString &caption, const QFont &font, int width)
{
    const QString text = QString(caption).replace(QLatin1Char('\n'), QChar::LineSeparator);
    QStringList lines;
    if (text.isEmpty())
        return lines;
    QTextLayout layout(text, font);
    // A word wider than a small board's bar is broken rather than drawn past its edge.
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(std::max(width, 1));
        lines << text.mid(line.textStart(), line.textLength()).remove(QChar::LineSeparator).trimmed();
    }
    layout.endLayout();
    return lines;
}

// The widest word of a text, which a line of the bar must hold whole.
int widestWord(const QString &text, const QFontMetrics &metrics)
{
    int widest = 0;
    for (const QString &word : text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
        widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

} // namespace

double TraceFrames::automaticCellSize(int boardWidth, int boardHeight)
{
    const int side = std::max({boardWidth, boardHeight, 1});
    return std::clamp(std::floor(2400.0 / side), 1.0, 32.0);
}

TraceFrames::TraceFrames(std::shared_ptr<const Trace> trace, const FrameLook &look)
    : m_trace(std::move(trace))
    , m_look(look)
    , m_document(std::make_unique<BoardDocument>())
    , m_cursor(std::make_unique<Cursor>(*m_trace))
    , m_renderer(std::make_unique<BoardRenderer>())
{
    m_document->reset(m_trace->header);
    const Grid &board = m_trace->header.board;
    m_cellSize = m_look.cellSize > 0 ? m_look.cellSize : automaticCellSize(board.width(), board.height());
    m_boardSize = QSize(int(std::ceil(board.width() * m_cellSize)), int(std::ceil(board.height() * m_cellSize)));

    const BoardLook boardLook = BoardLook::forAlgorithm(m_trace->header.algorithm);
    m_renderer->setDocument(m_document.get());
    m_renderer->setPalette(m_look.palette);
    m_renderer->setShowLabels(m_look.showLabels);
    m_renderer->setShowParentArrows(m_look.showParentArrows);
    m_renderer->setSnakeSequences(boardLook.snakeBody, boardLook.snakeShadow, boardLook.snakeRival);
    m_crashAt = snakeCrashPosition(*m_trace);
    m_crashCell = snakeCrashCell(*m_trace);
    m_renderer->setCycleSequence(boardLook.cycle);
    m_renderer->setShowCycle(m_look.showCycle);
    m_renderer->setFont(m_look.font);
    // The board's letters are the window's, in the window's context.
    m_renderer->setEndpointLetters(
        QCoreApplication::translate("gridtrace::GridView", "S", "the start cell, one letter"),
        QCoreApplication::translate("gridtrace::GridView", "G", "the goal cell, one letter"));
    m_renderer->setFrame(m_trace.get(), &m_cursor->scene());

    if (m_look.captionBar) {
        // Every frame has the same size, so the bar holds the longest caption of the trace,
        // wrapped, and the step line under it; at least two caption lines, so a trace with
        // short captions looks like one with none.
        const QFont font = captionBarFont(m_look.font, m_boardSize.width());
        const QFontMetrics metrics(font);
        // A narrow board gets a wider picture, its bar at least minCaptionBarWidth and as wide
        // as the longest word: a word is never split, a line never cut.
        const int margins = 2 * metrics.averageCharWidth();
        int widest = 0;
        for (const Bookmark &bookmark : m_trace->bookmarks)
            widest = std::max(widest, widestWord(bookmark.caption, metrics));
        for (qsizetype status = 1; status < m_trace->tables.strings.size(); ++status)
            widest = std::max(widest, widestWord(stepText(stepCount(), status), metrics));
        widest = std::max(widest, widestWord(stepText(stepCount(), 0), metrics));
        m_frameWidth = std::max({m_boardSize.width(), minCaptionBarWidth, widest + margins});
        const int width = m_frameWidth - margins;
        qsizetype lines = 2;
        for (const Bookmark &bookmark : m_trace->bookmarks)
            lines = std::max(lines, captionLines(bookmark.caption, font, width).size());
        // The step line wraps as a caption does: room for the longest status with the largest
        // step number.
        qsizetype stepLines = 1;
        for (qsizetype status = 1; status < m_trace->tables.strings.size() && stepLines < maxStepLines; ++status)
            stepLines = std::max(stepLines, captionLines(stepText(stepCount(), status), font, width).size());
        m_stepLines = int(std::min<qsizetype>(stepLines, maxStepLines));
        m_captionBarHeight = int(lines + m_stepLines) * metrics.lineSpacing() + 2 * metrics.descent();
    }
}

TraceFrames::~TraceFrames() = default;

int TraceFrames::stepCount() const { return m_trace->stepCount(); }

QSize TraceFrames::frameSize() const
{
    return QSize(std::max(m_boardSize.width(), m_frameWidth), m_boardSize.height() + m_captionBarHeight);
}

void TraceFrames::seek(int position)
{
    position = std::clamp(position, 0, stepCount());
    if (position == m_cursor->position())
        return;
    m_cursor->seek(position);
    // A snake that dies is drawn crashed from the step that says so on, as in the window.
    m_renderer->setSnakeCrashed(m_crashAt >= 0 && position >= m_crashAt, m_crashCell);
    m_renderer->invalidateImage();
}

int TraceFrames::position() const { return m_cursor->position(); }

const Scene &TraceFrames::scene() const { return m_cursor->scene(); }

QString TraceFrames::stepText() const
{
    return stepText(position(), scene().status());
}

QString TraceFrames::stepText(int position, qsizetype status) const
{
    const QString step = StepText::of(position, stepCount());
    if (status <= 0 || status >= m_trace->tables.strings.size())
        return step;
    return tr("%1: %2").arg(step, displayStatus(m_trace->tables.strings[status]));
}

QString TraceFrames::captionText() const
{
    const Bookmark *bookmark = bookmarkInForce(m_trace->bookmarks, position());
    return bookmark ? bookmark->caption : QString();
}

void TraceFrames::paintBoard(QPainter &painter)
{
    const Grid &board = m_trace->header.board;
    if (board.width() <= 0 || board.height() <= 0)
        return;
    painter.fillRect(QRect(QPoint(0, 0), m_boardSize), m_look.palette.canvas());
    BoardGeometry geometry;
    geometry.cellSize = m_cellSize;
    m_renderer->paint(painter, CellRange{0, 0, board.width() - 1, board.height() - 1}, geometry);
}

TraceFrames::CaptionBarLayout TraceFrames::captionBarLayout(const QRect &bar) const
{
    CaptionBarLayout layout;
    layout.font = captionBarFont(m_look.font, m_boardSize.width());
    const QFontMetrics metrics(layout.font);
    const int margin = metrics.averageCharWidth();
    layout.inside = bar.adjusted(margin, metrics.descent(), -margin, -metrics.descent());
    layout.lineSpacing = metrics.lineSpacing();
    layout.ascent = metrics.ascent();
    layout.captionTop = layout.inside.top();
    const int stepLines = std::max(m_stepLines, 1);
    layout.step = captionLines(stepText(), layout.font, layout.inside.width());
    if (layout.step.isEmpty())
        layout.step << QString();
    if (layout.step.size() > stepLines) {
        const QString rest = layout.step.mid(stepLines - 1).join(QLatin1Char(' '));
        layout.step = layout.step.mid(0, stepLines - 1);
        layout.step << metrics.elidedText(rest, Qt::ElideRight, layout.inside.width());
    }
    // The step text keeps its place at the bottom whatever its length, so it never jumps.
    layout.stepTop = layout.inside.bottom() + 1 - stepLines * layout.lineSpacing;

    // The bar was sized for the longest caption; lines past the step text's top would only
    // happen on a bar narrower than the board's, and are dropped rather than drawn over it.
    const int room = std::max(0, int((layout.stepTop - layout.captionTop) / layout.lineSpacing));
    layout.caption = captionLines(captionText(), layout.font, layout.inside.width()).mid(0, room);
    return layout;
}

void TraceFrames::paintCaptionBar(QPainter &painter, const QRect &bar)
{
    painter.fillRect(bar, m_look.palette.canvas());
    painter.setPen(QPen(m_look.palette.gridLine(), 0));
    painter.drawLine(bar.topLeft(), bar.topRight());

    const CaptionBarLayout layout = captionBarLayout(bar);
    painter.setFont(layout.font);
    QColor dim = m_look.palette.text();
    dim.setAlphaF(0.7f);
    painter.setPen(dim);
    qreal stepTop = layout.stepTop;
    for (const QString &line : layout.step) {
        painter.drawText(QPointF(layout.inside.left(), stepTop + layout.ascent), line);
        stepTop += layout.lineSpacing;
    }

    painter.setPen(m_look.palette.text());
    qreal top = layout.captionTop;
    for (const QString &line : layout.caption) {
        painter.drawText(QPointF(layout.inside.left(), top + layout.ascent), line);
        top += layout.lineSpacing;
    }
}

void TraceFrames::paint(QPainter &painter)
{
    paintBoard(painter);
    if (m_captionBarHeight > 0)
        paintCaptionBar(painter, QRect(0, m_boardSize.height(), frameSize().width(), m_captionBarHeight));
}

QImage TraceFrames::image()
{
    QImage image(frameSize(), QImage::Format_RGB32);
    image.fill(m_look.palette.canvas());
    QPainter painter(&image);
    paint(painter);
    return image;
}

} // namespace gridtrace
