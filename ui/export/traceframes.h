#pragma once

#include "boardlook.h"
#include "palette.h"

#include <QCoreApplication>
#include <QFont>
#include <QImage>
#include <QRect>
#include <QSize>
#include <QStringList>

#include <memory>

class QPainter;

namespace gridtrace {

class BoardDocument;
class BoardRenderer;
class Cursor;
class Scene;
class Trace;

// How exported frames look: the window's settings, a cell size, and whether a caption bar
// under the board shows the caption in force and the step.
struct FrameLook
{
    Palette palette;
    bool showLabels = true;
    bool showParentArrows = false;
    bool showCycle = true;
    // Pixels a cell; 0 picks one that keeps the board within a few thousand pixels.
    double cellSize = 0;
    bool captionBar = false;
    QFont font;
};

// The frames of a trace as pictures, drawn as the window draws them, with no window: every
// export (PNG, GIF, SVG, PDF) paints through here, so they all agree with each other and with
// the board on screen. Seeking forward step by step is cheap, so a range is best drawn in
// order. Usable off the window's thread: it owns everything it paints from.
class TraceFrames
{
    Q_DECLARE_TR_FUNCTIONS(TraceFrames)

public:
    // The trace must be valid (Trace::validate()).
    TraceFrames(std::shared_ptr<const Trace> trace, const FrameLook &look);
    ~TraceFrames();
    Q_DISABLE_COPY_MOVE(TraceFrames)

    // A cell size that keeps a board within a few thousand pixels.
    static double automaticCellSize(int boardWidth, int boardHeight);

    const Trace &trace() const { return *m_trace; }
    const FrameLook &look() const { return m_look; }
    int stepCount() const;
    double cellSize() const { return m_cellSize; }
    // The board alone, and the board with the caption bar under it (wider than the board when
    // the bar needs it).
    QSize boardSize() const { return m_boardSize; }
    QSize frameSize() const;
    int captionBarHeight() const { return m_captionBarHeight; }

    void seek(int position);
    int position() const;
    const Scene &scene() const;

    // "Step 12 of 340", and the status text of the step when it has one, translated.
    QString stepText() const;
    // The most lines the step text takes in the caption bar; past them it is elided. Enough
    // for the longest status on a board a hundred pixels wide.
    static constexpr int maxStepLines = 8;
    // The narrowest caption bar: a board narrower than this is drawn at the left of a wider
    // picture, so the bar's lines hold a few words each.
    static constexpr int minCaptionBarWidth = 320;
    // The caption of the bookmark in force at the position (the last at or before it).
    QString captionText() const;

    // Where the caption bar's texts go: the caption in force on up to two lines above the step
    // text. Painted by paintCaptionBar() and written by the SVG export alike.
    struct CaptionBarLayout
    {
        QFont font;
        QRect inside;          // the bar less its margins
        QStringList caption;   // the lines of the caption shown
        qreal captionTop = 0;  // the top of the first line; lines are lineSpacing apart
        qreal lineSpacing = 0;
        qreal ascent = 0;
        QStringList step;      // stepText(), wrapped to the bar's width, the last line elided
        qreal stepTop = 0;     // the top of the step text's first line
    };
    CaptionBarLayout captionBarLayout(const QRect &bar) const;

    // Paints the current frame with its top-left corner at the painter's origin.
    void paint(QPainter &painter);
    void paintBoard(QPainter &painter);
    void paintCaptionBar(QPainter &painter, const QRect &bar);
    QImage image();

    // For exports that draw some layers themselves (SVG writes cells as elements).
    BoardRenderer &renderer() { return *m_renderer; }

private:
    QString stepText(int position, qsizetype status) const;

    std::shared_ptr<const Trace> m_trace;
    FrameLook m_look;
    std::unique_ptr<BoardDocument> m_document;
    std::unique_ptr<Cursor> m_cursor;
    std::unique_ptr<BoardRenderer> m_renderer;
    int m_crashAt = -1; // snakeCrashPosition()
    int m_crashCell = -1; // snakeCrashCell()
    double m_cellSize = 1;
    QSize m_boardSize;
    int m_captionBarHeight = 0;
    int m_frameWidth = 0;
    int m_stepLines = 1;
};

} // namespace gridtrace
