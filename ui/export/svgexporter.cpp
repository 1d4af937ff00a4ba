#include "svgexporter.h"

#include "traceframes.h"

#include "boardrenderer.h"
#include "catalogue/catalogue.h"
#include "grid/filereason.h"
#include "grid/grid.h"
#include "trace/scene.h"
#include "trace/trace.h"

#include <QBuffer>
#include <QFontMetrics>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <algorithm>
#include <array>
#include <vector>

namespace gridtrace {

namespace {

// What a cell is drawn as: a weight 0..9 or, over it, a mark.
constexpr int markKind = Grid::MaxWeight + 1;
constexpr int kindCount = markKind + markCount;

QString colourName(const QColor &colour)
{
    return colour.name(QColor::HexRgb);
}

QString number(double value)
{
    return QString::number(value, 'g', 10);
}

// The terrain the frame shows, as BoardRenderer chooses it: a trace that writes terrain (a
// maze generator) shows its scene's, any other the board it was run on.
std::vector<std::uint8_t> frameTerrain(const Trace &trace, const Scene &scene)
{
    const Grid &board = trace.header.board;
    const bool sceneMatches = scene.width() == board.width() && scene.height() == board.height();
    const bool writesTerrain = std::any_of(trace.changes.begin(), trace.changes.end(), [](const Change &c) {
        return c.op() == ChangeOp::SetCell && c.slot() == int(CellLayer::Terrain);
    });
    if (!writesTerrain || !sceneMatches)
        return board.weights();
    std::vector<std::uint8_t> terrain(std::size_t(scene.cellCount()));
    for (int cell = 0; cell < scene.cellCount(); ++cell)
        terrain[std::size_t(cell)] = scene.terrain(cell);
    return terrain;
}

// One group a kind of cell, one rect a cell: a slide tool or a script can pick out the walls
// or the closed set by class.
void writeCells(QXmlStreamWriter &xml, TraceFrames &frames, const BoardGeometry &geometry)
{
    const Trace &trace = frames.trace();
    const Scene &scene = frames.scene();
    const Grid &board = trace.header.board;
    const Palette &palette = frames.look().palette;
    const std::vector<std::uint8_t> terrain = frameTerrain(trace, scene);
    const bool marks = scene.width() == board.width() && scene.height() == board.height()
        && scene.hasLayer(CellLayer::Mark);

    std::array<std::vector<int>, kindCount> cellsOfKind;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        int kind = terrain[std::size_t(cell)];
        if (marks) {
            const int mark = int(scene.mark(cell));
            if (mark != int(Mark::None) && mark < markCount)
                kind = markKind + mark;
        }
        if (kind != Grid::MinWeight)
            cellsOfKind[std::size_t(kind)].push_back(cell);
    }

    // Weight 1 is the background: one rect under all the others.
    xml.writeStartElement(QStringLiteral("rect"));
    xml.writeAttribute(QStringLiteral("class"), QStringLiteral("background"));
    xml.writeAttribute(QStringLiteral("x"), QStringLiteral("0"));
    xml.writeAttribute(QStringLiteral("y"), QStringLiteral("0"));
    xml.writeAttribute(QStringLiteral("width"), QString::number(geometry.edgeX(board.width())));
    xml.writeAttribute(QStringLiteral("height"), QString::number(geometry.edgeY(board.height())));
    xml.writeAttribute(QStringLiteral("fill"), colourName(palette.terrain(Grid::MinWeight)));
    xml.writeEndElement();

    for (int kind = 0; kind < kindCount; ++kind) {
        const std::vector<int> &cells = cellsOfKind[std::size_t(kind)];
        if (cells.empty())
            continue;
        QString name;
        QColor colour;
        if (kind == Grid::Wall) {
            name = QStringLiteral("wall");
            colour = palette.wall();
        } else if (kind < markKind) {
            name = QStringLiteral("weight-%1").arg(kind);
            colour = palette.terrain(std::uint8_t(kind));
        } else {
            name = markId(Mark(kind - markKind));
            colour = palette.mark(Mark(kind - markKind));
        }
        xml.writeStartElement(QStringLiteral("g"));
        xml.writeAttribute(QStringLiteral("id"), name);
        xml.writeAttribute(QStringLiteral("fill"), colourName(colour));
        for (const int cell : cells) {
            const CellPos p = board.pos(cell);
            const int left = geometry.edgeX(p.x);
            const int top = geometry.edgeY(p.y);
            xml.writeEmptyElement(QStringLiteral("rect"));
            xml.writeAttribute(QStringLiteral("class"), name);
            xml.writeAttribute(QStringLiteral("x"), QString::number(left));
            xml.writeAttribute(QStringLiteral("y"), QString::number(top));
            xml.writeAttribute(QStringLiteral("width"), QString::number(geometry.edgeX(p.x + 1) - left));
            xml.writeAttribute(QStringLiteral("height"), QString::number(geometry.edgeY(p.y + 1) - top));
        }
        xml.writeEndElement();
    }
}

// Everything else the window draws over the cells, painted by the window's own renderer
// with its cell fills off, so the SVG shows what the screen shows.
QByteArray overlaySvg(TraceFrames &frames, const BoardGeometry &geometry)
{
    const Grid &board = frames.trace().header.board;
    const QSize size = frames.boardSize();
    QBuffer buffer;
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    QPainter painter(&generator);
    BoardRenderer &renderer = frames.renderer();
    renderer.setPaintCellFills(false);
    renderer.paint(painter, CellRange{0, 0, board.width() - 1, board.height() - 1}, geometry);
    renderer.setPaintCellFills(true);
    painter.end();
    return buffer.data();
}

// Copies the generator's drawing as an inner <svg> element: its root's children, under a
// root of our own in the outer one's pixels (the generator gives its size in millimetres).
// The inner viewport is the whole frame, not the board alone: QSvgRenderer maps a nested
// viewBox onto the whole drawing, so only a viewBox equal to the outer one lands in place
// there as in a browser.
bool copyOverlay(QXmlStreamWriter &xml, const QByteArray &svg, const QSize &size)
{
    QXmlStreamReader reader(svg);
    reader.setNamespaceProcessing(false);
    int depth = 0;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            ++depth;
            if (depth == 1) {
                xml.writeStartElement(QStringLiteral("svg"));
                xml.writeAttribute(QStringLiteral("class"), QStringLiteral("overlay"));
                xml.writeAttribute(QStringLiteral("x"), QStringLiteral("0"));
                xml.writeAttribute(QStringLiteral("y"), QStringLiteral("0"));
                xml.writeAttribute(QStringLiteral("width"), QString::number(size.width()));
                xml.writeAttribute(QStringLiteral("height"), QString::number(size.height()));
                xml.writeAttribute(QStringLiteral("viewBox"),
                                   QStringLiteral("0 0 %1 %2").arg(size.width()).arg(size.height()));
                // The cells are crisp; arrows, letters and snakes keep their antialiasing.
                xml.writeAttribute(QStringLiteral("shape-rendering"), QStringLiteral("auto"));
                continue;
            }
            // The generator's own (empty) title and description would stand beside ours.
            if (depth == 2 && (reader.qualifiedName() == u"title" || reader.qualifiedName() == u"desc")) {
                reader.skipCurrentElement();
                --depth;
                continue;
            }
            xml.writeStartElement(reader.qualifiedName().toString());
            for (const QXmlStreamAttribute &attribute : reader.attributes()) {
                if (attribute.qualifiedName().startsWith(u"xmlns"))
                    continue;
                xml.writeAttribute(attribute.qualifiedName().toString(), attribute.value().toString());
            }
        } else if (reader.isEndElement()) {
            --depth;
            xml.writeEndElement();
        } else if (reader.isCharacters() && depth > 1) {
            if (!reader.isWhitespace())
                xml.writeCharacters(reader.text().toString());
        }
    }
    return !reader.hasError();
}

void writeText(QXmlStreamWriter &xml, const QString &cssClass, const QPointF &baseline, const QFont &font,
               const QColor &colour, const QString &text)
{
    xml.writeStartElement(QStringLiteral("text"));
    xml.writeAttribute(QStringLiteral("class"), cssClass);
    xml.writeAttribute(QStringLiteral("x"), number(baseline.x()));
    xml.writeAttribute(QStringLiteral("y"), number(baseline.y()));
    xml.writeAttribute(QStringLiteral("font-family"), font.family());
    xml.writeAttribute(QStringLiteral("font-size"), QString::number(font.pixelSize()));
    xml.writeAttribute(QStringLiteral("fill"), colourName(colour));
    if (colour.alphaF() < 1)
        xml.writeAttribute(QStringLiteral("fill-opacity"), number(colour.alphaF()));
    xml.writeAttribute(QStringLiteral("xml:space"), QStringLiteral("preserve"));
    xml.writeCharacters(text);
    xml.writeEndElement();
}

// The caption bar as TraceFrames paints it, its lines as text a slide tool can edit.
void writeCaptionBar(QXmlStreamWriter &xml, TraceFrames &frames)
{
    const FrameLook &look = frames.look();
    const QRect bar(0, frames.boardSize().height(), frames.frameSize().width(), frames.captionBarHeight());
    xml.writeStartElement(QStringLiteral("g"));
    xml.writeAttribute(QStringLiteral("class"), QStringLiteral("caption-bar"));
    xml.writeEmptyElement(QStringLiteral("rect"));
    xml.writeAttribute(QStringLiteral("x"), QString::number(bar.x()));
    xml.writeAttribute(QStringLiteral("y"), QString::number(bar.y()));
    xml.writeAttribute(QStringLiteral("width"), QString::number(bar.width()));
    xml.writeAttribute(QStringLiteral("height"), QString::number(bar.height()));
    xml.writeAttribute(QStringLiteral("fill"), colourName(look.palette.canvas()));
    xml.writeEmptyElement(QStringLiteral("line"));
    xml.writeAttribute(QStringLiteral("x1"), QString::number(bar.left()));
    xml.writeAttribute(QStringLiteral("y1"), number(bar.top() + 0.5));
    xml.writeAttribute(QStringLiteral("x2"), QString::number(bar.left() + bar.width()));
    xml.writeAttribute(QStringLiteral("y2"), number(bar.top() + 0.5));
    xml.writeAttribute(QStringLiteral("stroke"), colourName(look.palette.gridLine()));
    xml.writeAttribute(QStringLiteral("stroke-width"), QStringLiteral("1"));

    const TraceFrames::CaptionBarLayout layout = frames.captionBarLayout(bar);
    qreal top = layout.captionTop;
    for (const QString &line : layout.caption) {
        writeText(xml, QStringLiteral("caption"), QPointF(layout.inside.left(), top + layout.ascent), layout.font,
                  look.palette.text(), line);
        top += layout.lineSpacing;
    }

    QColor dim = look.palette.text();
    dim.setAlphaF(0.7f);
    top = layout.stepTop;
    for (const QString &line : layout.step) {
        writeText(xml, QStringLiteral("step"), QPointF(layout.inside.left(), top + layout.ascent), layout.font, dim, line);
        top += layout.lineSpacing;
    }
    xml.writeEndElement();
}

} // namespace

bool SvgExporter::write(TraceFrames &frames, int position, const QString &fileName, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const Trace &trace = frames.trace();
    const Grid &board = trace.header.board;
    if (board.isEmpty())
        return fail(tr("The trace has no board to draw."));
    if (qint64(board.width()) * board.height() > maxCells)
        return fail(tr("The board has %1 cells; an SVG is made of boards of at most %2 cells.")
                        .arg(qint64(board.width()) * board.height())
                        .arg(maxCells));
    if (position < 0 || position > frames.stepCount())
        return fail(tr("Step %1 is not in the trace, which has %2 steps.").arg(position).arg(frames.stepCount()));
    frames.seek(position);

    BoardGeometry geometry;
    geometry.cellSize = frames.cellSize();
    const QSize size = frames.frameSize();
    const QByteArray overlay = overlaySvg(frames, geometry);

    QByteArray svg;
    QXmlStreamWriter xml(&svg);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(1);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("svg"));
    xml.writeAttribute(QStringLiteral("xmlns"), QStringLiteral("http://www.w3.org/2000/svg"));
    xml.writeAttribute(QStringLiteral("xmlns:xlink"), QStringLiteral("http://www.w3.org/1999/xlink"));
    xml.writeAttribute(QStringLiteral("version"), QStringLiteral("1.1"));
    xml.writeAttribute(QStringLiteral("width"), QString::number(size.width()));
    xml.writeAttribute(QStringLiteral("height"), QString::number(size.height()));
    xml.writeAttribute(QStringLiteral("viewBox"), QStringLiteral("0 0 %1 %2").arg(size.width()).arg(size.height()));
    // Cells meet edge to edge; antialiased edges would show the background between them.
    xml.writeAttribute(QStringLiteral("shape-rendering"), QStringLiteral("crispEdges"));

    const AlgorithmInfo *info = Catalogue::find(trace.header.algorithm);
    xml.writeTextElement(QStringLiteral("title"),
                         info && info->name ? Catalogue::text(info->name) : trace.header.algorithm);
    const QString caption = frames.captionText();
    xml.writeTextElement(QStringLiteral("desc"),
                         caption.isEmpty() ? frames.stepText() : frames.stepText() + QLatin1Char('\n') + caption);

    xml.writeEmptyElement(QStringLiteral("rect"));
    xml.writeAttribute(QStringLiteral("class"), QStringLiteral("canvas"));
    xml.writeAttribute(QStringLiteral("width"), QString::number(size.width()));
    xml.writeAttribute(QStringLiteral("height"), QString::number(size.height()));
    xml.writeAttribute(QStringLiteral("fill"), colourName(frames.look().palette.canvas()));

    xml.writeStartElement(QStringLiteral("g"));
    xml.writeAttribute(QStringLiteral("class"), QStringLiteral("cells"));
    writeCells(xml, frames, geometry);
    xml.writeEndElement();

    // The caption bar comes before the overlay, which it does not overlap: QSvgRenderer
    // drops whatever follows a nested <svg>.
    if (frames.captionBarHeight() > 0)
        writeCaptionBar(xml, frames);
    if (!copyOverlay(xml, overlay, size))
        return fail(tr("The drawing over the cells could not be made."));
    xml.writeEndElement();
    xml.writeEndDocument();

    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("Cannot write %1: %2").arg(fileName, FileReason::of(file)));
    if (file.write(svg) != svg.size() || !file.commit())
        return fail(tr("Cannot write %1: %2").arg(fileName, FileReason::of(file)));
    return true;
}

} // namespace gridtrace
