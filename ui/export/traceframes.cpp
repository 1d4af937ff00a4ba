#include "traceframes.h"

#include "boarddocument.h"
#include "boardrenderer.h"

#include "trace/cursor.h"
#include "trace/recorder.h"

#include <QFontMetrics>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace gridtrace {

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
    m_renderer->setCycleSequence(boardLook.cycle);
    m_renderer->setShowCycle(m_look.showCycle);
    m_renderer->setFont(m_look.font);
    // The board's letters are the window's, in the window's context.
    m_renderer->setEndpointLetters(
        QCoreApplication::translate("gridtrace::GridView", "S", "the start cell, one letter"),
        QCoreApplication::translate("gridtrace::GridView", "G", "the goal cell, one letter"));
    m_renderer->setFrame(m_trace.get(), &m_cursor->scene());

    if (m_look.captionBar) {
        // Two lines of text in a font that grows with the picture, so a caption stays
        // readable on a slide whatever the board's size.
        QFont font = m_look.font;
        font.setPixelSize(std::clamp(m_boardSize.width() / 36, 11, 32));
        m_captionBarHeight = QFontMetrics(font).lineSpacing() * 3;
    }
}

TraceFrames::~TraceFrames() = default;

int TraceFrames::stepCount() const { return m_trace->stepCount(); }

QSize TraceFrames::frameSize() const
{
    return QSize(m_boardSize.width(), m_boardSize.height() + m_captionBarHeight);
}

void TraceFrames::seek(int position)
{
    position = std::clamp(position, 0, stepCount());
    if (position == m_cursor->position())
        return;
    m_cursor->seek(position);
    m_renderer->invalidateImage();
}

int TraceFrames::position() const { return m_cursor->position(); }

const Scene &TraceFrames::scene() const { return m_cursor->scene(); }

QString TraceFrames::stepText() const
{
    const QString step = tr("Step %1 of %2").arg(position()).arg(stepCount());
    const int status = scene().status();
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
    layout.font = m_look.font;
    layout.font.setPixelSize(std::clamp(m_boardSize.width() / 36, 11, 32));
    const QFontMetrics metrics(layout.font);
    const int margin = metrics.averageCharWidth();
    layout.inside = bar.adjusted(margin, metrics.descent(), -margin, -metrics.descent());
    layout.lineSpacing = metrics.lineSpacing();
    layout.ascent = metrics.ascent();
    layout.captionTop = layout.inside.top();
    layout.step = metrics.elidedText(stepText(), Qt::ElideRight, layout.inside.width());
    layout.stepLine = QRect(layout.inside.left(), layout.inside.bottom() - metrics.lineSpacing() + 1,
                            layout.inside.width(), metrics.lineSpacing());

    // The caption wraps at the bar's width and keeps its own line breaks; two lines fit.
    const QString text = captionText().replace(QLatin1Char('\n'), QChar::LineSeparator);
    if (text.isEmpty())
        return layout;
    QTextLayout lines(text, layout.font);
    lines.beginLayout();
    for (int count = 0; count < 2; ++count) {
        QTextLine line = lines.createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(layout.inside.width());
        layout.caption << text.mid(line.textStart(), line.textLength()).remove(QChar::LineSeparator).trimmed();
    }
    lines.endLayout();
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
    painter.drawText(layout.stepLine, Qt::AlignLeft | Qt::AlignVCenter, layout.step);

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
        paintCaptionBar(painter, QRect(0, m_boardSize.height(), m_boardSize.width(), m_captionBarHeight));
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
