#include "pngexporter.h"

#include "grid/filereason.h"
#include "grid/messagetext.h"
#include "traceframes.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QSaveFile>
#include <QSize>

#include <algorithm>

namespace gridtrace {

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

QString positionError(int position, int stepCount)
{
    return PngExporter::tr("Step %1 is not in the trace, which runs from 0 to %2.")
        .arg(position)
        .arg(stepCount);
}

// Saves the frame at `position`, atomically: a failed save leaves nothing at fileName.
bool saveFrame(TraceFrames &frames, int position, const QString &fileName, QString *error)
{
    frames.seek(position);
    const QImage image = frames.image();
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, PngExporter::tr("Cannot write %1: %2").arg(fileName, FileReason::of(file)));
    if (!image.save(&file, "PNG")) {
        file.cancelWriting();
        return fail(error, PngExporter::tr("Cannot write %1: the picture could not be encoded as PNG.")
                               .arg(fileName));
    }
    if (!file.commit())
        return fail(error, PngExporter::tr("Cannot write %1: %2").arg(fileName, FileReason::of(file)));
    return true;
}

bool tooLarge(const TraceFrames &frames, QString *error)
{
    const QSize size = frames.frameSize();
    if (size.width() <= PngExporter::maxSide && size.height() <= PngExporter::maxSide)
        return false;
    fail(error, PngExporter::tr("The picture would be %1 x %2 pixels; an export is at most %3 x %3. "
                                "Choose a smaller cell size.")
                    .arg(groupedNumber(size.width()), groupedNumber(size.height()), groupedNumber(PngExporter::maxSide)));
    return true;
}

} // namespace

bool PngExporter::writeFrame(TraceFrames &frames, int position, const QString &fileName, QString *error)
{
    if (position < 0 || position > frames.stepCount())
        return fail(error, positionError(position, frames.stepCount()));
    if (fileName.isEmpty())
        return fail(error, tr("No file name was given for the PNG."));
    if (tooLarge(frames, error))
        return false;
    return saveFrame(frames, position, fileName, error);
}

bool PngExporter::writeSequence(TraceFrames &frames, const std::vector<int> &positions,
                                const QString &directory, QString *error,
                                const ExportProgress &progress, QStringList *written)
{
    if (written)
        written->clear();
    if (positions.empty())
        return fail(error, tr("Choose at least one step to export."));
    for (int position : positions) {
        if (position < 0 || position > frames.stepCount())
            return fail(error, positionError(position, frames.stepCount()));
    }
    if (directory.isEmpty())
        return fail(error, tr("No folder was given for the PNG pictures."));
    if (tooLarge(frames, error))
        return false;
    QDir folder(directory);
    if (!folder.exists() && !QDir().mkpath(directory))
        return fail(error, tr("Cannot make the folder %1.").arg(directory));

    // Names sort in step order in any file browser when they all have the same width.
    const int largest = *std::max_element(positions.begin(), positions.end());
    const int width = int(QString::number(largest).size());

    // The sequence is all or nothing: a failure or a cancel takes back the files made so far,
    // so a folder never holds a run that stops part way without saying so.
    QStringList made;
    const auto takeBack = [&made] {
        for (const QString &path : std::as_const(made))
            QFile::remove(path);
    };
    const int total = int(positions.size());
    for (int i = 0; i < total; ++i) {
        const int position = positions[std::size_t(i)];
        const QString path = folder.filePath(
            QStringLiteral("step-%1.png").arg(position, width, 10, QLatin1Char('0')));
        const bool repeated = made.contains(path);
        if (!repeated) {
            if (!saveFrame(frames, position, path, error)) {
                takeBack();
                return false;
            }
            made.append(path);
        }
        if (progress && !progress(i + 1, total)) {
            takeBack();
            return fail(error, tr("cancelled"));
        }
    }
    if (written)
        *written = made;
    return true;
}

} // namespace gridtrace
