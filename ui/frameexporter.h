#pragma once

#include "palette.h"

#include <QCoreApplication>
#include <QString>

namespace gridtrace {

class BoardDocument;
class Scene;
class Trace;

// The current frame as a picture for lecture notes: the whole board, whatever part of it the
// window shows, drawn as the grid view draws it; with a search beside it, both boards.
class FrameExporter
{
    Q_DECLARE_TR_FUNCTIONS(FrameExporter)

public:
    enum class Format { Png, Svg };

    BoardDocument *document = nullptr;
    const Trace *trace = nullptr;
    const Scene *scene = nullptr;
    Palette palette;
    bool showLabels = true;
    bool showParentArrows = false;
    // A snake game's look and the Hamiltonian cycle, as GridView::setSnakeSequences() and
    // setCycleSequence() take them.
    int snakeBody = -1;
    int snakeShadow = -1;
    int snakeRival = -1;
    int cycle = -1;
    // The snake's head is drawn crashed where it stands (GridView::setSnakeCrashed()).
    bool snakeCrashed = false;
    int snakeRanInto = -1; // where the crash is drawn; -1: on the head
    // The search shown beside the board (Compare Side by Side): drawn at the right of the
    // board's picture, as the window shows the two.
    const Trace *besideTrace = nullptr;
    const Scene *besideScene = nullptr;

    // Picks a cell size that keeps the picture within a few thousand pixels.
    static double cellSizeFor(int boardWidth, int boardHeight);

    bool save(const QString &fileName, Format format, QString *error) const;
};

} // namespace gridtrace
