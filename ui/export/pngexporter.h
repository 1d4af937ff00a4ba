#pragma once

#include "exportprogress.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace gridtrace {

class TraceFrames;

// PNG pictures of steps: one file, or a numbered sequence in a folder.
class PngExporter
{
    Q_DECLARE_TR_FUNCTIONS(PngExporter)

public:
    // The largest picture side, as for a GIF: a larger one would take gigabytes to draw.
    static constexpr int maxSide = 4096;

    static bool writeFrame(TraceFrames &frames, int position, const QString &fileName, QString *error);
    // Files named step-00012.png (the position, zero-padded to the widest) in `directory`,
    // made when missing. Returns the names written through `written` when given.
    static bool writeSequence(TraceFrames &frames, const std::vector<int> &positions,
                              const QString &directory, QString *error,
                              const ExportProgress &progress = {}, QStringList *written = nullptr);
};

} // namespace gridtrace
