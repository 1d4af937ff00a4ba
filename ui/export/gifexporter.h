#pragma once

#include "exportprogress.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace gridtrace {

class TraceFrames;

// An animated GIF of chosen steps, one frame a step, encoded by giflib.
class GifExporter
{
    Q_DECLARE_TR_FUNCTIONS(GifExporter)

public:
    // Beyond these a GIF is too heavy to open on a slide: fewer steps, or a smaller cell size.
    static constexpr int maxFrames = 10000;
    static constexpr int maxSide = 4096;

    struct Options
    {
        std::vector<int> positions;   // the steps shown, in order
        double framesPerSecond = 4;
        double lastFrameSeconds = 2;  // the end stays up before the loop starts again
        bool loop = true;
    };

    // Draws the frames through `frames` (its look sets the size and the caption bar) and
    // saves atomically; on failure or cancel nothing is left at fileName.
    static bool write(TraceFrames &frames, const Options &options, const QString &fileName,
                      QString *error, const ExportProgress &progress = {});
};

} // namespace gridtrace
