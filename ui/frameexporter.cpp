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
    const QSize size(int(std::ceil(board.width() * cellSize)), int(std::ceil(board.height() * cellSize)));

    // A view of its own, the size of the whole board: the window's view shows only a part.
    GridView view;
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.setDocument(document);
    view.setThemePalette(palette);
    view.setShowLabels(showLabels);
    view.setShowParentArrows(showParentArrows);
    view.setSnakeSequences(snakeBody, snakeShadow, snakeRival);
    view.setCycleSequence(cycle);
    view.setFrame(trace, scene);
    view.resize(size);
    view.zoomToFit();

    QByteArray bytes;
    if (format == Format::Png) {
        QImage image(size, QImage::Format_RGB32);
        image.fill(palette.background());
        {
            QPainter painter(&image);
            view.render(&painter);
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
    }

    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = tr("%1: %2").arg(fileName, file.errorString());
        return false;
    }
    return true;
}

} // namespace gridtrace
