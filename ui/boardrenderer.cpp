#include "boardrenderer.h"

#include "boarddocument.h"
#include "cyclepainter.h"
#include "snakepainter.h"
#include "tilepainter.h"

#include "catalogue/catalogue.h"
#include "grid/direction.h"
#include "grid/grid.h"
#include "trace/scene.h"
#include "trace/trace.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <vector>

namespace gridtrace {

namespace {

constexpr int textCacheLimit = 8192;

QString formatLabel(float value)
{
    if (std::isinf(value))
        return value > 0 ? QString(QChar(0x221E)) : QStringLiteral("-") + QChar(0x221E);
    const double rounded = std::round(double(value));
    if (std::abs(double(value) - rounded) < 1e-3 && std::abs(rounded) < 1e9)
        return QString::number(qint64(rounded));
    return QString::number(double(value), 'f', 1);
}

} // namespace

BoardRenderer::BoardRenderer()
    : m_snakePainter(std::make_unique<SnakePainter>(m_palette))
    , m_cyclePainter(std::make_unique<CyclePainter>(m_palette))
    , m_tilePainter(std::make_unique<TilePainter>(m_palette))
{
    rebuildColours();
}

BoardRenderer::~BoardRenderer() = default;

// --- what is painted

void BoardRenderer::setDocument(const BoardDocument *document)
{
    m_document = document;
    invalidateImage();
}

void BoardRenderer::setFrame(const Trace *trace, const Scene *scene)
{
    m_trace = trace;
    m_scene = scene;
    // A trace whose algorithm needs no start or goal and uses none (Lianliankan's clearing of
    // the whole board) has none to show: the board's would be letters nothing explains.
    const AlgorithmInfo *info = trace ? Catalogue::find(trace->header.algorithm) : nullptr;
    m_endpointsShown = !info || info->needsStart || info->needsGoal || info->usesOptionalEndpoints;
    if (trace != m_terrainTrace) {
        m_terrainTrace = trace;
        m_traceWritesTerrain = trace && std::any_of(trace->changes.begin(), trace->changes.end(), [](const Change &c) {
            return c.op() == ChangeOp::SetCell && c.slot() == int(CellLayer::Terrain);
        });
    }
    invalidateImage();
}

const std::uint8_t *BoardRenderer::terrain()
{
    if (!m_traceWritesTerrain || !sceneMatches())
        return board().weights().data();
    if (!m_frameTerrainValid) {
        m_frameTerrain.resize(std::size_t(m_scene->cellCount()));
        for (int cell = 0; cell < m_scene->cellCount(); ++cell)
            m_frameTerrain[std::size_t(cell)] = m_scene->terrain(cell);
        m_frameTerrainValid = true;
    }
    return m_frameTerrain.data();
}

bool BoardRenderer::hasBoard() const
{
    return m_document && !m_document->board().isEmpty();
}

const Grid &BoardRenderer::board() const
{
    return m_document->board();
}

bool BoardRenderer::sceneMatches() const
{
    return m_scene && hasBoard() && m_scene->width() == board().width()
        && m_scene->height() == board().height();
}

std::span<const CellPos> BoardRenderer::drawnSnake() const
{
    const Scenario &scenario = m_document->scenario();
    if (scenario.snake.size() >= 2)
        return scenario.snake;
    if (scenario.start)
        return {&*scenario.start, 1};
    return {};
}

const std::deque<std::uint32_t> *BoardRenderer::sceneSequence(int id) const
{
    if (id < 0 || id >= m_scene->sequenceCount() || m_scene->sequence(id).empty())
        return nullptr;
    return &m_scene->sequence(id);
}

void BoardRenderer::cellsChanged(CellRange cells)
{
    // A board replaced by one of another size reports its cells before boardChanged().
    if (hasBoard() && m_imageValid && m_image.size() == QSize(board().width(), board().height()))
        fillImage(cells);
    else
        invalidateImage();
}

// --- appearance

void BoardRenderer::setPalette(const Palette &palette)
{
    m_palette = palette;
    m_arrowSpriteSide = 0;
    m_snakePainter->setPalette(palette);
    m_tilePainter->setPalette(palette);
    m_cyclePainter->setPalette(palette);
    rebuildColours();
    invalidateImage();
}

void BoardRenderer::rebuildColours()
{
    for (int weight = 0; weight <= Grid::MaxWeight; ++weight)
        m_colours[std::size_t(weight)] = m_palette.terrain(std::uint8_t(weight));
    m_colours[markSlot] = m_palette.terrain(Grid::MinWeight); // Mark::None never paints
    for (int mark = 1; mark < markCount; ++mark)
        m_colours[std::size_t(markSlot + mark)] = m_palette.mark(Mark(mark));
    for (std::size_t slot = 0; slot < m_colours.size(); ++slot) {
        m_rgb[slot] = m_colours[slot].rgb();
        m_whiteInk[slot] = Palette::inkOn(m_colours[slot]) == QColor(Qt::white);
    }
}

void BoardRenderer::setEndpointLetters(const QString &start, const QString &goal)
{
    m_startLetter = start;
    m_goalLetter = goal;
}

void BoardRenderer::setSnakeSequences(int body, int shadow, int rival)
{
    m_snakeBody = std::max(-1, body);
    m_snakeShadow = m_snakeBody >= 0 ? std::max(-1, shadow) : -1;
    m_snakeRival = m_snakeBody >= 0 ? std::max(-1, rival) : -1;
    // The image holds the endpoints or the drawn snake.
    invalidateImage();
}

// --- painting

void BoardRenderer::paint(QPainter &painter, CellRange cells, const BoardGeometry &geometry)
{
    if (cells.isEmpty() || !hasBoard())
        return;
    const double cellSize = geometry.cellSize;
    if (cellSize < imageBelow) {
        if (m_paintCellFills)
            paintFromImage(painter, cells, geometry);
    } else {
        if (m_paintCellFills)
            paintCellRuns(painter, cells, geometry);
        if (isSnakeGame())
            paintSnakeCells(painter, cells, geometry);
        if (cellSize >= gridLinesFrom)
            paintGridLines(painter, cells, geometry);
        // Over the fills, under everything that marks a cell: the snake covers its own stretch
        // of the cycle, and where it leaves the cycle one sees it cut across.
        paintCycle(painter, cells, geometry);
        paintTiles(painter, cells, geometry);
    }
    if (!isSnakeGame())
        paintEndpoints(painter, cells, geometry);
    else if (cellSize >= gridLinesFrom)
        paintSnakeGame(painter, cells, geometry);
    if (m_showParentArrows && cellSize >= arrowsFrom)
        paintParentArrows(painter, cells, geometry);
    if (m_showLabels && cellSize >= labelsFrom)
        paintLabels(painter, cells, geometry);
    paintBreakpoints(painter, cells, geometry);
}

int BoardRenderer::colourSlot(int cell, const std::uint8_t *weights, bool marks) const
{
    if (marks) {
        const int mark = int(m_scene->mark(cell));
        if (mark != int(Mark::None) && mark < markCount)
            return markSlot + mark;
    }
    return weights[cell];
}

bool BoardRenderer::lettered(int cell) const
{
    if (isSnakeGame() || !m_endpointsShown || tileAt(cell) != 0)
        return false;
    const Scenario &scenario = m_document->scenario();
    const CellPos p = board().pos(cell);
    return scenario.start == p || scenario.goal == p;
}

void BoardRenderer::paintFromImage(QPainter &painter, CellRange cells, const BoardGeometry &geometry)
{
    ensureImage();
    const QRect target = geometry.pixelRect(cells);
    const QRectF source(cells.x0, cells.y0, cells.x1 - cells.x0 + 1, cells.y1 - cells.y0 + 1);
    painter.drawImage(QRectF(target), m_image, source);
}

void BoardRenderer::paintCellRuns(QPainter &painter, CellRange cells, const BoardGeometry &geometry)
{
    // One rectangle per run of equal colour in a row, and one call per colour.
    const Grid &grid = board();
    const std::uint8_t *weights = terrain();
    const bool marks = sceneMatches() && m_scene->hasLayer(CellLayer::Mark);
    for (auto &runs : m_runs)
        runs.clear();
    std::vector<int> edges(std::size_t(cells.x1 - cells.x0 + 2));
    for (int x = cells.x0; x <= cells.x1 + 1; ++x)
        edges[std::size_t(x - cells.x0)] = geometry.edgeX(x);
    for (int y = cells.y0; y <= cells.y1; ++y) {
        const int top = geometry.edgeY(y);
        const int bottom = geometry.edgeY(y + 1);
        const int row = y * grid.width();
        int runStart = cells.x0;
        int runSlot = colourSlot(row + cells.x0, weights, marks);
        for (int x = cells.x0 + 1; x <= cells.x1 + 1; ++x) {
            const int slot = x <= cells.x1 ? colourSlot(row + x, weights, marks) : -1;
            if (slot == runSlot)
                continue;
            const int left = edges[std::size_t(runStart - cells.x0)];
            const int right = edges[std::size_t(x - cells.x0)];
            m_runs[std::size_t(runSlot)].append(QRect(left, top, right - left, bottom - top));
            runStart = x;
            runSlot = slot;
        }
    }
    painter.setPen(Qt::NoPen);
    for (std::size_t slot = 0; slot < m_runs.size(); ++slot) {
        if (m_runs[slot].isEmpty())
            continue;
        painter.setBrush(m_colours[slot]);
        painter.drawRects(m_runs[slot]);
    }
}

void BoardRenderer::paintGridLines(QPainter &painter, CellRange cells, const BoardGeometry &geometry)
{
    if (m_gridLines == GridLines::None)
        return;
    const int top = geometry.edgeY(cells.y0);
    const int bottom = geometry.edgeY(cells.y1 + 1);
    const int left = geometry.edgeX(cells.x0);
    const int right = geometry.edgeX(cells.x1 + 1);
    QList<QLine> lines;
    lines.reserve((cells.x1 - cells.x0 + 2) + (cells.y1 - cells.y0 + 2));
    for (int x = cells.x0; x <= cells.x1 + 1; ++x)
        lines.append(QLine(geometry.edgeX(x), top, geometry.edgeX(x), bottom));
    for (int y = cells.y0; y <= cells.y1 + 1; ++y)
        lines.append(QLine(left, geometry.edgeY(y), right, geometry.edgeY(y)));
    painter.setPen(QPen(m_palette.gridLine(), m_gridLines == GridLines::Scaled ? geometry.cellSize / 24 : 0));
    painter.drawLines(lines);
}

void BoardRenderer::paintEndpoints(QPainter &painter, CellRange cells, const BoardGeometry &geometry)
{
    const double cellSize = geometry.cellSize;
    const auto paintOne = [&](std::optional<CellPos> cell, const QColor &colour, const QString &letter) {
        if (!cell || cell->x < cells.x0 || cell->x > cells.x1 || cell->y < cells.y0 || cell->y > cells.y1)
            return;
        const QRect square = geometry.pixelRect({cell->x, cell->y, cell->x, cell->y});
        if (cellSize < imageBelow) {
            // A pixel would be lost on a big board: a dot larger than the cell marks it.
            painter.save();
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setPen(QPen(m_palette.background(), 1.5));
            painter.setBrush(colour);
            painter.drawEllipse(QRectF(square).center(), 4.5, 4.5);
            painter.restore();
            return;
        }
        if (tileAt(board().index(*cell)) != 0) {
            // A tile to link: a frame in the endpoint's colour round it, the tile's number
            // stays readable, and the letter moves to the corner.
            const double frame = std::max(2.0, cellSize * 0.09);
            painter.save();
            painter.setPen(QPen(colour, frame));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(QRectF(square).adjusted(frame / 2, frame / 2, -frame / 2, -frame / 2));
            painter.restore();
            if (cellSize < 2 * lettersFrom)
                return;
            QFont font = m_font;
            font.setBold(true);
            font.setPixelSize(std::max(8, int(cellSize * 0.22)));
            painter.setFont(font);
            // Drawn on the tile's face: the endpoint's own colour read poorly on a deep face
            // of the dark theme (green on navy).
            painter.setPen(Palette::readableOn(colour, m_tilePainter->faceColour(tileAt(board().index(*cell)))));
            painter.drawText(QRectF(square).adjusted(frame * 1.3, frame, 0, 0), Qt::AlignLeft | Qt::AlignTop, letter);
            return;
        }
        painter.fillRect(square, colour);
        if (cellSize < lettersFrom)
            return;
        QFont font = m_font;
        font.setBold(true);
        font.setPixelSize(std::max(8, int(cellSize * 0.55)));
        painter.setFont(font);
        painter.setPen(Qt::white);
        painter.drawText(square, Qt::AlignCenter, letter);
    };
    if (!m_endpointsShown)
        return;
    const Scenario &scenario = m_document->scenario();
    paintOne(scenario.start, m_palette.start(), m_startLetter);
    paintOne(scenario.goal, m_palette.goal(), m_goalLetter);
}

std::int32_t BoardRenderer::tileAt(int cell) const
{
    if (sceneMatches() && m_scene->hasLayer(CellLayer::Tile))
        return m_scene->tile(cell);
    const std::vector<std::int32_t> &tiles = m_document->scenario().tiles;
    return !sceneMatches() && tiles.size() == std::size_t(board().cellCount()) ? tiles[std::size_t(cell)] : 0;
}

void BoardRenderer::paintTiles(QPainter &painter, CellRange cells, const BoardGeometry &geometry)
{
    const bool frameTiles = sceneMatches() && m_scene->hasLayer(CellLayer::Tile);
    const bool documentTiles = !sceneMatches() && m_document->scenario().tiles.size() == std::size_t(board().cellCount());
    if (!frameTiles && !documentTiles)
        return;
    const int width = board().width();
    m_tilePainter->paint(painter, [&](int x, int y) { return tileAt(y * width + x); }, cells, geometry);
}

void BoardRenderer::paintSnakeCells(QPainter &painter, CellRange cells, const BoardGeometry &geometry)
{
    const auto fill = [&](CellPos p, Mark mark) {
        if (p.x >= cells.x0 && p.x <= cells.x1 && p.y >= cells.y0 && p.y <= cells.y1)
            painter.fillRect(geometry.pixelRect({p.x, p.y, p.x, p.y}), m_colours[std::size_t(markSlot + int(mark))]);
    };
    // Where the head is drawn (a disc with eyes), its cell is filled as body, so the disc
    // stands out as the band does; smaller, the Head mark's colour is what shows the head. A
    // search's mark on the head's cell stays.
    const Mark headFill = geometry.cellSize >= gridLinesFrom ? Mark::Body : Mark::Head;
    if (!sceneMatches()) {
        // The cells a scene of the game would mark, so the board looks the same before a run
        // as at its first step.
        const std::span<const CellPos> snake = drawnSnake();
        for (std::size_t i = 0; i < snake.size(); ++i)
            fill(snake[i], i == 0 ? headFill : Mark::Body);
        if (const std::optional<CellPos> food = m_document->scenario().food)
            fill(*food, Mark::Food);
    } else if (headFill != Mark::Head) {
        // A duel's second snake's body is marked Stack.
        const auto fillHead = [&](int sequence, Mark headMark, Mark bodyMark) {
            const auto *body = sceneSequence(sequence);
            const int head = body ? int(body->front()) : -1;
            if (head >= 0 && head < board().cellCount() && m_scene->mark(head) == headMark)
                fill(board().pos(head), bodyMark);
        };
        fillHead(m_snakeBody, SnakePainter::headMark, headFill);
        fillHead(m_snakeRival, SnakePainter::rivalHeadMark, Mark::Stack);
    }
}

void BoardRenderer::paintSnakeGame(QPainter &painter, CellRange cells, const BoardGeometry &geometry)
{
    // The band crosses cell edges; what lies beyond the cells is another paint's.
    painter.save();
    painter.setClipRect(geometry.pixelRect(cells), Qt::IntersectClip);
    if (!sceneMatches()) {
        m_snakePainter->paint(painter, SnakePainter::Kind::Snake, drawnSnake(), cells, geometry);
    } else {
        const int width = board().width();
        const std::uint8_t *weights = terrain();
        const auto *body = sceneSequence(m_snakeBody);
        const auto *rival = sceneSequence(m_snakeRival);
        // A head that ran into a wall or a body lies on it (a duel's loser), or is said to have
        // crashed where it stands (a live snake, whose dead head stays where it was).
        const auto headOf = [&](const std::deque<std::uint32_t> *snake, const std::deque<std::uint32_t> *other,
                                bool crashed) {
            using Head = SnakePainter::Head;
            if (!snake || int(snake->front()) >= board().cellCount())
                return Head::Alive;
            const std::uint32_t head = snake->front();
            if (weights[head] == 0)
                return Head::CrashedOnWall;
            const bool onBody = std::find(std::next(snake->begin()), snake->end(), head) != snake->end()
                || (other && std::find(other->begin(), other->end(), head) != other->end());
            return crashed || onBody ? Head::Crashed : Head::Alive;
        };
        const SnakePainter::Head bodyHead = headOf(body, rival, m_snakeCrashed);
        const SnakePainter::Head rivalHead = headOf(rival, body, false);
        if (body)
            m_snakePainter->paint(painter, SnakePainter::Kind::Snake, *body, width, cells, geometry, bodyHead);
        if (rival)
            m_snakePainter->paint(painter, SnakePainter::Kind::Rival, *rival, width, cells, geometry, rivalHead);
        if (const auto *shadow = sceneSequence(m_snakeShadow))
            m_snakePainter->paint(painter, SnakePainter::Kind::Shadow, *shadow, width, cells, geometry);
        // Over every snake: the one a head ran into must not hide where it did.
        const CellRange near{cells.x0 - 1, cells.y0 - 1, cells.x1 + 1, cells.y1 + 1};
        const auto paintCrash = [&](const std::deque<std::uint32_t> *snake, SnakePainter::Head head, SnakePainter::Kind kind) {
            if (!snake || head == SnakePainter::Head::Alive)
                return;
            const bool ranInto = snake == body && m_snakeRanInto >= 0 && m_snakeRanInto < board().cellCount();
            const CellPos at = board().pos(ranInto ? m_snakeRanInto : int(snake->front()));
            if (at.x >= near.x0 && at.x <= near.x1 && at.y >= near.y0 && at.y <= near.y1)
                m_snakePainter->paintCrash(painter, kind, at, geometry);
        };
        paintCrash(body, bodyHead, SnakePainter::Kind::Snake);
        paintCrash(rival, rivalHead, SnakePainter::Kind::Rival);
    }
    painter.restore();
}

void BoardRenderer::paintCycle(QPainter &painter, CellRange cells, const BoardGeometry &geometry)
{
    if (!m_showCycle || m_cycleSequence < 0 || geometry.cellSize < CyclePainter::lineFrom || !sceneMatches())
        return;
    const auto *cycle = sceneSequence(m_cycleSequence);
    if (!cycle)
        return;
    // The line crosses cell edges; what lies beyond the cells is another paint's.
    painter.save();
    painter.setClipRect(geometry.pixelRect(cells), Qt::IntersectClip);
    m_cyclePainter->paint(painter, *cycle, board().width(), board().height(), cells, geometry);
    painter.restore();
}

void BoardRenderer::prepareArrowSprites(int side)
{
    if (m_arrowSpriteSide == side)
        return;
    m_arrowSpriteSide = side;
    const double shaft = side * 0.38;
    const double head = side * 0.16;
    for (const bool white : {false, true}) {
        // Thin lines fade where antialiased: mostly opaque, so an arrow keeps its contrast.
        QColor colour = white ? QColor(Qt::white) : QColor(Qt::black);
        colour.setAlpha(white ? 230 : 200);
        const QPen pen(colour, std::max(1.0, side / 22.0), Qt::SolidLine, Qt::RoundCap);
        for (const Direction direction : compassDirections) {
            QImage sprite(side, side, QImage::Format_ARGB32_Premultiplied);
            sprite.fill(Qt::transparent);
            QPainter painter(&sprite);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setPen(pen);
            QPointF unit(dx(direction), dy(direction));
            if (isDiagonal(direction))
                unit /= std::sqrt(2.0);
            const QPointF centre(side / 2.0, side / 2.0);
            const QPointF tip = centre + unit * shaft;
            const QPointF across(-unit.y(), unit.x());
            const QLineF lines[] = {
                QLineF(centre - unit * (shaft * 0.45), tip),
                QLineF(tip, tip - unit * head + across * (head * 0.6)),
                QLineF(tip, tip - unit * head - across * (head * 0.6)),
            };
            painter.drawLines(lines, 3);
            m_arrowSprites[white][std::size_t(direction)] = sprite;
        }
    }
}

void BoardRenderer::paintParentArrows(QPainter &painter, CellRange cells, const BoardGeometry &geometry)
{
    if (!sceneMatches() || !m_scene->hasLayer(CellLayer::Parent))
        return;
    const double cellSize = geometry.cellSize;
    // Beside labels the arrow shrinks into the bottom-right corner, clear of the text.
    const bool besideLabels = m_showLabels && cellSize >= labelsFrom;
    const int side = besideLabels ? int(cellSize * 0.38) : int(std::ceil(cellSize));
    prepareArrowSprites(side);
    const int inset = besideLabels ? side + std::max(1, int(cellSize * 0.04)) : 0;
    const int width = board().width();
    const std::uint8_t *weights = terrain();
    const bool marks = m_scene->hasLayer(CellLayer::Mark);
    for (int y = cells.y0; y <= cells.y1; ++y) {
        const int top = besideLabels ? geometry.edgeY(y + 1) - inset : geometry.edgeY(y);
        for (int x = cells.x0; x <= cells.x1; ++x) {
            const int direction = m_scene->parent(y * width + x);
            if (direction == int(Direction::None) || direction > int(Direction::NorthWest))
                continue;
            const int left = besideLabels ? geometry.edgeX(x + 1) - inset : geometry.edgeX(x);
            // The goal's letter says more than the arrow that reached it, which the path shows.
            if (lettered(y * width + x))
                continue;
            const bool white = m_whiteInk[std::size_t(colourSlot(y * width + x, weights, marks))];
            painter.drawImage(QPoint(left, top), m_arrowSprites[white][std::size_t(direction)]);
        }
    }
}

const QStaticText &BoardRenderer::staticText(const QString &text)
{
    auto found = m_textCache.find(text);
    if (found == m_textCache.end()) {
        if (m_textCache.size() >= textCacheLimit)
            m_textCache.clear();
        QStaticText prepared(text);
        prepared.setTextFormat(Qt::PlainText);
        prepared.setPerformanceHint(QStaticText::AggressiveCaching);
        prepared.prepare(QTransform(), m_labelFont);
        found = m_textCache.insert(text, prepared);
    }
    return *found;
}

QString BoardRenderer::cellLabelName(const QString &id)
{
    // The catalogue's label ids that are words; an id not listed is written as it is.
    static const char *const words[][2] = {
        {"length", QT_TRANSLATE_NOOP("BoardRenderer", "length")},
        {"order", QT_TRANSLATE_NOOP("BoardRenderer", "order")},
        {"score", QT_TRANSLATE_NOOP("BoardRenderer", "score")},
        {"distance", QT_TRANSLATE_NOOP("BoardRenderer", "distance")},
    };
    for (const auto &[word, name] : words) {
        if (id == QLatin1String(word))
            return QCoreApplication::translate("BoardRenderer", name);
    }
    return id;
}

void BoardRenderer::paintLabels(QPainter &painter, CellRange cells, const BoardGeometry &geometry)
{
    if (!sceneMatches() || !m_trace)
        return;
    // Channels by their ids; g and h also give f = g + h, the number A* sorts by.
    const QStringList &ids = m_trace->tables.labels;
    const int channels = std::min<int>(int(ids.size()), labelLayerCount);
    int gChannel = -1;
    int hChannel = -1;
    QList<int> shown;
    for (int channel = 0; channel < channels; ++channel) {
        if (!m_scene->hasLayer(labelLayer(channel)))
            continue;
        if (ids[channel] == QLatin1String("g"))
            gChannel = channel;
        else if (ids[channel] == QLatin1String("h"))
            hChannel = channel;
        shown.append(channel);
    }
    if (shown.isEmpty())
        return;

    const double cellSize = geometry.cellSize;
    const int pixelSize = std::clamp(int(cellSize * 0.18), 8, 14);
    if (m_labelFont.pixelSize() != pixelSize) {
        m_labelFont = m_font;
        m_labelFont.setPixelSize(pixelSize);
        m_textCache.clear();
    }
    const int lineHeight = QFontMetrics(m_labelFont).height();
    const int padding = std::max(2, int(cellSize * 0.06));
    const int maxLines = std::max(1, (int(cellSize) - 2 * padding) / lineHeight);
    painter.setFont(m_labelFont);
    const QPen inks[] = {QPen(Qt::black), QPen(Qt::white)};

    const int width = board().width();
    const std::uint8_t *weights = terrain();
    const bool marks = m_scene->hasLayer(CellLayer::Mark);
    QStringList lines;
    for (int y = cells.y0; y <= cells.y1; ++y) {
        for (int x = cells.x0; x <= cells.x1; ++x) {
            const int cell = y * width + x;
            // The start's and the goal's letter fills its cell: numbers there would be written
            // over it (the Watches and the Inspector give them).
            if (lettered(cell))
                continue;
            lines.clear();
            float g = std::numeric_limits<float>::quiet_NaN();
            float h = g;
            for (const int channel : shown) {
                const float value = m_scene->label(channel, cell);
                if (std::isnan(value))
                    continue;
                if (channel == gChannel)
                    g = value;
                else if (channel == hChannel)
                    h = value;
                lines.append(cellLabelName(ids[channel]) + QLatin1Char(' ') + formatLabel(value));
            }
            if (!std::isnan(g) && !std::isnan(h))
                lines.append(QStringLiteral("f ") + formatLabel(g + h));
            if (lines.isEmpty())
                continue;
            painter.setPen(inks[m_whiteInk[std::size_t(colourSlot(cell, weights, marks))]]);
            const QPoint corner = geometry.pixelRect({x, y, x, y}).topLeft() + QPoint(padding, padding);
            const int count = std::min(int(lines.size()), maxLines);
            for (int line = 0; line < count; ++line)
                painter.drawStaticText(corner + QPoint(0, line * lineHeight), staticText(lines[line]));
        }
    }
}

void BoardRenderer::paintBreakpoints(QPainter &painter, CellRange cells, const BoardGeometry &geometry)
{
    if (m_breakpoints.isEmpty())
        return;
    const Grid &grid = board();
    const double cellSize = geometry.cellSize;
    const double radius = cellSize < gridLinesFrom ? 3.0 : std::clamp(cellSize * 0.14, 3.0, 7.0);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(m_palette.background(), 1.0));
    painter.setBrush(m_palette.breakpoint());
    for (const int cell : m_breakpoints) {
        if (cell < 0 || cell >= grid.cellCount())
            continue;
        const CellPos p = grid.pos(cell);
        if (p.x < cells.x0 || p.x > cells.x1 || p.y < cells.y0 || p.y > cells.y1)
            continue;
        const QRectF square = geometry.cellRect(p);
        // In the top-right corner, clear of the labels and the S / G letter, when there is room.
        const QPointF centre = cellSize < gridLinesFrom
            ? square.center()
            : QPointF(square.right() - radius - 2, square.top() + radius + 2);
        painter.drawEllipse(centre, radius, radius);
    }
    painter.restore();
}

// --- the one-pixel-per-cell image

void BoardRenderer::ensureImage()
{
    const QSize size(board().width(), board().height());
    if (m_imageValid && m_image.size() == size)
        return;
    if (m_image.size() != size)
        m_image = QImage(size, QImage::Format_RGB32);
    fillImage({0, 0, size.width() - 1, size.height() - 1});
    m_imageValid = true;
}

void BoardRenderer::fillImage(CellRange cells)
{
    const Grid &grid = board();
    const std::uint8_t *weights = terrain();
    const bool marks = sceneMatches() && m_scene->hasLayer(CellLayer::Mark);
    for (int y = cells.y0; y <= cells.y1; ++y) {
        auto *line = reinterpret_cast<QRgb *>(m_image.scanLine(y));
        const int row = y * grid.width();
        if (marks) {
            for (int x = cells.x0; x <= cells.x1; ++x)
                line[x] = m_rgb[std::size_t(colourSlot(row + x, weights, true))];
        } else {
            for (int x = cells.x0; x <= cells.x1; ++x)
                line[x] = m_rgb[weights[row + x]];
        }
    }
    const auto plot = [&](std::optional<CellPos> p, QRgb colour) {
        if (p && p->x >= cells.x0 && p->x <= cells.x1 && p->y >= cells.y0 && p->y <= cells.y1)
            m_image.setPixel(p->x, p->y, colour);
    };
    if (!isSnakeGame()) {
        if (m_endpointsShown) {
            plot(m_document->scenario().start, m_palette.start().rgb());
            plot(m_document->scenario().goal, m_palette.goal().rgb());
        }
    } else if (!sceneMatches()) {
        // A scene of the game marks its snake and food itself.
        const std::span<const CellPos> snake = drawnSnake();
        for (std::size_t i = 0; i < snake.size(); ++i)
            plot(snake[i], m_rgb[std::size_t(markSlot + int(i == 0 ? Mark::Head : Mark::Body))]);
        plot(m_document->scenario().food, m_rgb[std::size_t(markSlot + int(Mark::Food))]);
    }
}

} // namespace gridtrace
