#include "frameexporter.h"

#include "boarddocument.h"
#include "gridview.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace gridtrace {

double FrameExporter::cellSizeFor(int boardWidth, int boardHeight)
{
    const int side = std::max({boardWidth, boardHeight, 1});
    return std::clamp(std::floor(2400.0 / side), 1.0, 32.0);
}

bool FrameExporter::save(const QString &fileName, Format format, QString *error) const
{
    const Grid &board = document->board();
    const double cellSize = cellSizeFor(board.width(), board.height());
    const QSize boardSize(int(std::ceil(board.width() * cellSize)), int(std::ceil(board.height() * cellSize)));
    // Two boards at one scale, a cell's width apart, as in the window.
    const bool beside = besideScene != nullptr;
    const int gap = beside ? std::max(8, int(std::ceil(cellSize))) : 0;
    const QSize size = beside ? QSize(2 * boardSize.width() + gap, boardSize.height()) : boardSize;
    const QPoint besideAt(boardSize.width() + gap, 0);

    // Views of their own, the size of the whole board: the window's view shows only a part.
    GridView view;
    GridView besideView;
    for (GridView *each : {&view, &besideView}) {
        each->setAttribute(Qt::WA_DontShowOnScreen);
        each->setDocument(document);
        each->setThemePalette(palette);
        each->setShowLabels(showLabels);
        each->setShowParentArrows(showParentArrows);
    }
    view.setSnakeSequences(snakeBody, snakeShadow, snakeRival);
    view.setSnakeCrashed(snakeCrashed, snakeRanInto);
    view.setCycleSequence(cycle);
    view.setFrame(trace, scene);
    besideView.setFrame(besideTrace, besideScene);
    for (GridView *each : {&view, &besideView}) {
        each->resize(boardSize);
        each->zoomToFit();
    }

    QByteArray bytes;
    if (format == Format::Png) {
        QImage image(size, QImage::Format_RGB32);
        image.fill(palette.background());
        {
            QPainter painter(&image);
            view.render(&painter);
            if (beside)
                besideView.render(&painter, besideAt);
        }
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!image.save(&buffer, "PNG")) {
            *error = tr("%1: the picture could not be encoded").arg(fileName);
            return false;
        }
    } else {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(tr("GridTrace frame"));
        QPainter painter(&generator);
        view.render(&painter);
        if (beside)
            besideView.render(&painter, besideAt);
    }

    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = tr("%1: %2").arg(fileName, file.errorString());
        return false;
    }
    return true;
}

} // namespace gridtrace
