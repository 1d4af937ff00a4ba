#include "gifexporter.h"

#include "grid/filereason.h"
#include "grid/messagetext.h"
#include "traceframes.h"

#include <QByteArray>
#include <QHash>
#include <QImage>
#include <QRect>
#include <QSaveFile>

#include <gif_lib.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <memory>

namespace gridtrace {

namespace {

constexpr int tableSize = 256;
// Every table, global or local, keeps its last entry for "unchanged since the last frame", so
// 255 colours are left for the picture.
constexpr GifPixelType transparentIndex = 255;
constexpr int pictureColours = 255;
constexpr int maxDelay = 65535;

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

int appendToBuffer(GifFileType *gif, const GifByteType *data, int length)
{
    static_cast<QByteArray *>(gif->UserData)->append(reinterpret_cast<const char *>(data), length);
    return length;
}

struct GifCloser
{
    void operator()(GifFileType *gif) const
    {
        int ignored = 0;
        EGifCloseFile(gif, &ignored);
    }
};
using GifWriter = std::unique_ptr<GifFileType, GifCloser>;

struct MapDeleter
{
    void operator()(ColorMapObject *map) const { GifFreeMapObject(map); }
};
using ColourMap = std::unique_ptr<ColorMapObject, MapDeleter>;

ColourMap makeMap(const GifColorType *colours, int count)
{
    GifColorType entries[tableSize] = {};
    if (colours && count > 0)
        std::copy(colours, colours + std::min(count, tableSize), entries);
    return ColourMap(GifMakeMapObject(tableSize, entries));
}

// GIF delays are counted in hundredths of a second; a delay of 0 makes viewers race through
// the frames (or pick a speed of their own), so the shortest is 1.
int centiseconds(double seconds)
{
    return int(std::clamp(std::lround(seconds * 100.0), 1L, long(maxDelay)));
}

// Colours to table indices. Frames are mostly runs of a few colours, so a small cache in
// front of the hash answers nearly every pixel.
class ColourIndex
{
public:
    ColourIndex() { m_cacheColour.fill(0); }

    int find(QRgb colour) const
    {
        const std::size_t slot = cacheSlot(colour);
        if (m_cacheColour[slot] == colour)
            return m_cacheIndex[slot];
        const int index = m_indices.value(colour, -1);
        if (index >= 0) {
            m_cacheColour[slot] = colour;
            m_cacheIndex[slot] = index;
        }
        return index;
    }
    void insert(QRgb colour, int index) { m_indices.insert(colour, index); }
    int size() const { return int(m_indices.size()); }

private:
    static std::size_t cacheSlot(QRgb colour) { return (colour * 2654435761u) >> 24; }

    QHash<QRgb, int> m_indices;
    // Colour 0 (transparent black) never occurs: every colour looked up is opaque.
    mutable std::array<QRgb, 256> m_cacheColour;
    mutable std::array<int, 256> m_cacheIndex{};
};

// The colours of the frames, each with its index in the global table, in the order met.
// The frames of a trace are drawn from the palette's few colours plus the shades that
// antialiased text and snakes add, so one table usually holds them all and every decoded
// frame is exactly the picture drawn.
class GlobalTable
{
public:
    // The colour's index, added when there is room; -1 when the table is full without it.
    int indexOf(QRgb colour)
    {
        colour |= 0xff000000u;
        int index = m_index.find(colour);
        if (index < 0) {
            if (int(m_colours.size()) >= pictureColours)
                return -1;
            index = int(m_colours.size());
            m_colours.push_back(GifColorType{GifByteType(qRed(colour)), GifByteType(qGreen(colour)),
                                             GifByteType(qBlue(colour))});
            m_index.insert(colour, index);
        }
        return index;
    }

    const std::vector<GifColorType> &colours() const { return m_colours; }

private:
    std::vector<GifColorType> m_colours;
    ColourIndex m_index;
};

// The smallest rectangle holding every pixel that differs between two frames of one size;
// `changedRows` tells which rows have any, so that rows left as they were cost nothing more.
QRect changedRect(const QImage &previous, const QImage &current, std::vector<std::uint8_t> &changedRows)
{
    const int width = current.width();
    const std::size_t rowBytes = std::size_t(width) * sizeof(QRgb);
    changedRows.assign(std::size_t(current.height()), 0);
    int top = -1;
    int bottom = -1;
    int left = width;
    int right = -1;
    for (int y = 0; y < current.height(); ++y) {
        const auto *a = reinterpret_cast<const QRgb *>(previous.constScanLine(y));
        const auto *b = reinterpret_cast<const QRgb *>(current.constScanLine(y));
        if (std::memcmp(a, b, rowBytes) == 0)
            continue;
        changedRows[std::size_t(y)] = 1;
        if (top < 0)
            top = y;
        bottom = y;
        int x = 0;
        while (x < left && a[x] == b[x])
            ++x;
        left = std::min(left, x);
        x = width - 1;
        while (x > right && a[x] == b[x])
            --x;
        right = std::max(right, x);
    }
    if (top < 0)
        return {};
    return QRect(QPoint(left, top), QPoint(right, bottom));
}

// One frame's rectangle as table indices.
struct EncodedRect
{
    QRect rect;
    std::vector<GifPixelType> pixels;
    bool transparent = false;
    ColourMap localMap; // null: the global table
};

EncodedRect encode(const QImage &current, const QImage *previous, const std::vector<std::uint8_t> &changedRows,
                   QRect rect, GlobalTable &table)
{
    EncodedRect encoded;
    if (rect.isEmpty()) {
        // Nothing changed, yet the step is still a frame of its own: one see-through pixel.
        encoded.rect = QRect(0, 0, 1, 1);
        encoded.pixels.assign(1, transparentIndex);
        encoded.transparent = true;
        return encoded;
    }
    encoded.rect = rect;
    const int width = rect.width();
    const int height = rect.height();
    const std::size_t area = std::size_t(width) * std::size_t(height);
    encoded.pixels.resize(area);
    const auto rowOf = [&](const QImage &image, int y) {
        return reinterpret_cast<const QRgb *>(image.constScanLine(rect.top() + y)) + rect.left();
    };

    // Unchanged pixels inside the rectangle may be left see-through, which turns the parts of
    // the rectangle that stayed as they were into long runs of one index that LZW packs into
    // almost nothing. That pays when a good share of the rectangle is unchanged; when it is
    // nearly all new, scattered see-through pixels would only break up runs of one colour.
    std::vector<std::uint8_t> same;
    if (previous) {
        same.resize(area);
        std::size_t unchanged = 0;
        for (int y = 0; y < height; ++y) {
            const QRgb *a = rowOf(*previous, y);
            const QRgb *b = rowOf(current, y);
            std::uint8_t *out = same.data() + std::size_t(y) * std::size_t(width);
            if (!changedRows[std::size_t(rect.top() + y)]) {
                std::memset(out, 1, std::size_t(width));
                unchanged += std::size_t(width);
                continue;
            }
            for (int x = 0; x < width; ++x) {
                out[x] = a[x] == b[x];
                unchanged += out[x];
            }
        }
        encoded.transparent = unchanged * 4 >= area;
    }
    const auto keep = [&](std::size_t i) { return encoded.transparent && same[i]; };

    bool exact = true;
    for (int y = 0; y < height && exact; ++y) {
        const QRgb *row = rowOf(current, y);
        const std::size_t base = std::size_t(y) * std::size_t(width);
        if (encoded.transparent && !changedRows[std::size_t(rect.top() + y)]) {
            std::memset(encoded.pixels.data() + base, transparentIndex, std::size_t(width));
            continue;
        }
        for (int x = 0; x < width; ++x) {
            if (keep(base + std::size_t(x))) {
                encoded.pixels[base + std::size_t(x)] = transparentIndex;
                continue;
            }
            const int index = table.indexOf(row[x]);
            if (index < 0) {
                exact = false;
                break;
            }
            encoded.pixels[base + std::size_t(x)] = GifPixelType(index);
        }
    }
    if (exact)
        return encoded;

    // More colours than the global table holds: antialiased text, as in a caption bar, brings
    // new shades with nearly every glyph. This frame gets a table of its own with the colours
    // its rectangle uses, exact, which is all of them unless the rectangle alone has more
    // than 255. Then the 255 it uses most stay exact and the rest go to the nearest of them
    // through Qt's Indexed8 conversion with that table. That keeps the palette's flat cells
    // exact, where giflib's median-cut quantizer (5 bits a channel) would shift them and Qt's
    // conversion without a table would dither them.
    QHash<QRgb, qsizetype> uses;
    for (int y = 0; y < height; ++y) {
        if (encoded.transparent && !changedRows[std::size_t(rect.top() + y)])
            continue;
        const QRgb *row = rowOf(current, y);
        const std::size_t base = std::size_t(y) * std::size_t(width);
        QRgb last = 0;
        qsizetype *count = nullptr;
        for (int x = 0; x < width; ++x) {
            if (keep(base + std::size_t(x)))
                continue;
            const QRgb colour = row[x] | 0xff000000u;
            if (!count || colour != last) {
                count = &uses[colour];
                last = colour;
            }
            ++*count;
        }
    }
    std::vector<std::pair<qsizetype, QRgb>> byUse;
    byUse.reserve(std::size_t(uses.size()));
    for (auto it = uses.cbegin(); it != uses.cend(); ++it)
        byUse.emplace_back(it.value(), it.key());
    std::sort(byUse.begin(), byUse.end(), [](const auto &a, const auto &b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    const bool fits = byUse.size() <= std::size_t(pictureColours);
    if (!fits)
        byUse.resize(std::size_t(pictureColours));
    QList<QRgb> colours;
    ColourIndex local;
    GifColorType entries[tableSize] = {};
    for (const auto &[count, colour] : byUse) {
        entries[colours.size()] = GifColorType{GifByteType(qRed(colour)), GifByteType(qGreen(colour)),
                                              GifByteType(qBlue(colour))};
        local.insert(colour, int(colours.size()));
        colours.append(colour);
    }
    encoded.localMap = makeMap(entries, int(colours.size()));

    QImage nearest;
    if (!fits) {
        nearest = current.copy(rect).convertToFormat(QImage::Format_Indexed8, colours,
                                                     Qt::ThresholdDither | Qt::AvoidDither);
        if (nearest.isNull()) {
            encoded.pixels.clear();
            return encoded;
        }
    }
    for (int y = 0; y < height; ++y) {
        const QRgb *row = rowOf(current, y);
        const uchar *mapped = fits ? nullptr : nearest.constScanLine(y);
        const std::size_t base = std::size_t(y) * std::size_t(width);
        if (encoded.transparent && !changedRows[std::size_t(rect.top() + y)]) {
            std::memset(encoded.pixels.data() + base, transparentIndex, std::size_t(width));
            continue;
        }
        for (int x = 0; x < width; ++x) {
            GifPixelType &out = encoded.pixels[base + std::size_t(x)];
            if (keep(base + std::size_t(x)))
                out = transparentIndex;
            else
                out = GifPixelType(fits ? local.find(row[x] | 0xff000000u) : mapped[x]);
        }
    }
    return encoded;
}

QString gifError(int code)
{
    const char *text = GifErrorString(code);
    return GifExporter::tr("The GIF could not be encoded: %1")
        .arg(text ? QString::fromLocal8Bit(text) : QString::number(code));
}

} // namespace

bool GifExporter::write(TraceFrames &frames, const Options &options, const QString &fileName,
                        QString *error, const ExportProgress &progress)
{
    const int total = int(options.positions.size());
    if (total == 0)
        return fail(error, tr("Choose at least one step for the GIF."));
    if (total > maxFrames)
        return fail(error, tr("The GIF would have %1 frames; an export holds at most %2. Choose fewer steps.")
                               .arg(groupedNumber(total), groupedNumber(maxFrames)));
    for (int position : options.positions) {
        if (position < 0 || position > frames.stepCount())
            return fail(error, tr("Step %1 is not in the trace, which runs from 0 to %2.")
                                   .arg(position)
                                   .arg(frames.stepCount()));
    }
    if (!std::isfinite(options.framesPerSecond) || options.framesPerSecond <= 0)
        return fail(error, tr("The speed must be more than 0 frames a second."));
    if (!std::isfinite(options.lastFrameSeconds) || options.lastFrameSeconds < 0)
        return fail(error, tr("The time the last frame stays up cannot be negative."));
    const QSize size = frames.frameSize();
    if (size.isEmpty())
        return fail(error, tr("The trace has no board to draw."));
    if (size.width() > maxSide || size.height() > maxSide)
        return fail(error, tr("The GIF would be %1 x %2 pixels; an export is at most %3 x %3. "
                              "Choose a smaller cell size.")
                               .arg(groupedNumber(size.width()), groupedNumber(size.height()), groupedNumber(maxSide)));
    if (fileName.isEmpty())
        return fail(error, tr("No file name was given for the GIF."));

    // Opened first, so an unwritable place is told before any frame is drawn; nothing reaches
    // fileName before the commit at the end.
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, tr("Cannot write %1: %2").arg(fileName, FileReason::of(file)));

    QByteArray buffer;
    int code = 0;
    GifWriter gif(EGifOpen(&buffer, appendToBuffer, &code));
    if (!gif)
        return fail(error, gifError(code));
    EGifSetGifVersion(gif.get(), true);

    // The global table's colours are known only once every frame is drawn, and drawing them
    // twice would double the work: a full table is written now and its entries are filled in
    // the buffer at the end. Frames only ever use entries that exist by the time they are
    // written, so the table is right for all of them.
    const ColourMap placeholder = makeMap(nullptr, 0);
    if (EGifPutScreenDesc(gif.get(), size.width(), size.height(), 8, 0, placeholder.get()) == GIF_ERROR)
        return fail(error, gifError(gif->Error));
    const qsizetype tableOffset = buffer.size() - qsizetype(tableSize * 3);

    if (options.loop) {
        static const char application[] = "NETSCAPE2.0";
        const GifByteType repeatForEver[3] = {1, 0, 0}; // sub-block 1: repeat count 0, for ever
        if (EGifPutExtensionLeader(gif.get(), APPLICATION_EXT_FUNC_CODE) == GIF_ERROR
            || EGifPutExtensionBlock(gif.get(), 11, application) == GIF_ERROR
            || EGifPutExtensionBlock(gif.get(), 3, repeatForEver) == GIF_ERROR
            || EGifPutExtensionTrailer(gif.get()) == GIF_ERROR)
            return fail(error, gifError(gif->Error));
    }

    const int stepDelay = centiseconds(1.0 / options.framesPerSecond);
    // A hold of 0 seconds means none beyond the frame's own time.
    const int lastDelay = options.lastFrameSeconds > 0 ? centiseconds(options.lastFrameSeconds) : stepDelay;

    GlobalTable table;
    QImage previous;
    std::vector<std::uint8_t> changedRows(std::size_t(size.height()), 1);
    for (int i = 0; i < total; ++i) {
        frames.seek(options.positions[std::size_t(i)]);
        QImage current = frames.image();
        if (current.format() != QImage::Format_RGB32 && current.format() != QImage::Format_ARGB32)
            current = current.convertToFormat(QImage::Format_RGB32);

        const bool first = previous.isNull();
        const QRect rect = first ? current.rect() : changedRect(previous, current, changedRows);
        const EncodedRect encoded = encode(current, first ? nullptr : &previous, changedRows, rect, table);
        if (encoded.pixels.empty())
            return fail(error, tr("The GIF could not be encoded: out of memory."));

        // "Do not dispose": each frame is drawn over what the last one left, which is what
        // lets a frame carry only the part that changed.
        GraphicsControlBlock control;
        control.DisposalMode = DISPOSE_DO_NOT;
        control.UserInputFlag = false;
        control.DelayTime = i + 1 == total ? lastDelay : stepDelay;
        control.TransparentColor = encoded.transparent ? int(transparentIndex) : NO_TRANSPARENT_COLOR;
        GifByteType extension[4];
        EGifGCBToExtension(&control, extension);
        if (EGifPutExtension(gif.get(), GRAPHICS_EXT_FUNC_CODE, 4, extension) == GIF_ERROR
            || EGifPutImageDesc(gif.get(), encoded.rect.left(), encoded.rect.top(), encoded.rect.width(),
                                encoded.rect.height(), false, encoded.localMap.get())
                   == GIF_ERROR
            || EGifPutLine(gif.get(), const_cast<GifPixelType *>(encoded.pixels.data()),
                           int(encoded.pixels.size()))
                   == GIF_ERROR)
            return fail(error, gifError(gif->Error));

        previous = std::move(current);
        if (progress && !progress(i + 1, total))
            return fail(error, tr("cancelled"));
    }

    if (EGifCloseFile(gif.release(), &code) == GIF_ERROR)
        return fail(error, gifError(code));
    const std::vector<GifColorType> &colours = table.colours();
    for (std::size_t i = 0; i < colours.size(); ++i) {
        char *entry = buffer.data() + tableOffset + qsizetype(i * 3);
        entry[0] = char(colours[i].Red);
        entry[1] = char(colours[i].Green);
        entry[2] = char(colours[i].Blue);
    }

    if (file.write(buffer) != buffer.size() || !file.commit())
        return fail(error, tr("Cannot write %1: %2").arg(fileName, FileReason::of(file)));
    return true;
}

} // namespace gridtrace
