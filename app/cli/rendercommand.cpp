#include "rendercommand.h"

#include "catalogue/catalogue.h"

#include "boardkind.h"
#include "outcometext.h"
#include "terminaltext.h"

#include "grid/filereason.h"
#include "grid/messagetext.h"

#include "export/gifexporter.h"
#include "export/htmlexporter.h"
#include "export/pdfhandout.h"
#include "export/pngexporter.h"
#include "export/svgexporter.h"
#include "export/traceframes.h"

#include "trace/tracefile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QJsonArray>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <cmath>
#include <memory>

namespace gridtrace::cli {

namespace {

// The largest cell --cell-size takes.
constexpr int maxCellSize = 256;
// The fastest GIF --fps takes (the slowest is 0.1 steps a second).
constexpr int maxFps = 100;

const QString fromOption = QStringLiteral("from");
const QString toOption = QStringLiteral("to");
const QString bookmarksOption = QStringLiteral("bookmarks");
const QString everyOption = QStringLiteral("every");
const QString gifOption = QStringLiteral("gif");
const QString pngOption = QStringLiteral("png");
const QString svgOption = QStringLiteral("svg");
const QString pdfOption = QStringLiteral("pdf");
const QString htmlOption = QStringLiteral("html");

// What one export may be, whatever its format: the GIF's limits.
constexpr int maxSide = GifExporter::maxSide;
constexpr int maxFrames = GifExporter::maxFrames;

// The steps chosen on the command line, and the one a single picture shows.
struct Selection
{
    std::vector<int> positions;
    int single = 0;
    bool chosen = false; // --from, --to or --bookmarks was given
};

// "--pdf and --html", "--gif, --png, --svg and --pdf".
QString optionList(const QStringList &options)
{
    QStringList named;
    for (const QString &option : options)
        named << QStringLiteral("--") + option;
    const QString last = named.takeLast();
    return named.isEmpty() ? last : RenderCommand::tr("%1 and %2").arg(listOfNames(named), last);
}

std::optional<int> readPosition(const QCommandLineParser &parser, const QString &option, int stepCount, QString *error)
{
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < 0 || value > stepCount) {
        *error = RenderCommand::tr("--%1 takes a step from 0 to %2, not \"%3\"")
                     .arg(option, groupedNumber(stepCount), parser.value(option));
        return std::nullopt;
    }
    return value;
}

std::optional<Selection> readSelection(const QCommandLineParser &parser, const Trace &trace, QString *error)
{
    Selection selection;
    const int stepCount = trace.stepCount();
    if (parser.isSet(bookmarksOption)) {
        if (parser.isSet(fromOption) || parser.isSet(toOption) || parser.isSet(everyOption)) {
            *error = RenderCommand::tr("--bookmarks chooses the steps itself: give it without --from, --to and --every");
            return std::nullopt;
        }
        if (trace.bookmarks.empty()) {
            *error = RenderCommand::tr("the trace has no bookmarks: mark steps in the window, or give --from and --to");
            return std::nullopt;
        }
        for (const Bookmark &bookmark : trace.bookmarks)
            selection.positions.push_back(bookmark.position);
        selection.single = selection.positions.front();
        selection.chosen = true;
        return selection;
    }
    int from = 0;
    int to = stepCount;
    if (parser.isSet(fromOption)) {
        const auto value = readPosition(parser, fromOption, stepCount, error);
        if (!value)
            return std::nullopt;
        from = *value;
    }
    if (parser.isSet(toOption)) {
        const auto value = readPosition(parser, toOption, stepCount, error);
        if (!value)
            return std::nullopt;
        to = *value;
    }
    if (from > to) {
        *error = RenderCommand::tr("--from %1 comes after --to %2").arg(from).arg(to);
        return std::nullopt;
    }
    int every = 1;
    if (parser.isSet(everyOption)) {
        // Beyond the range's steps every value picks the same two ends: the range sets the limit.
        const int most = to - from;
        if (most < 1) {
            *error = RenderCommand::tr("--every thins a range of steps, and the one chosen holds only step %1: leave --every out")
                         .arg(groupedNumber(from));
            return std::nullopt;
        }
        bool ok = false;
        every = parser.value(everyOption).toInt(&ok);
        if (!ok || every < 1 || every > most) {
            *error = RenderCommand::tr("--every takes a whole number of steps from 1 to %1 (the length of the range, steps %2 to %3), not \"%4\"")
                         .arg(groupedNumber(most), groupedNumber(from), groupedNumber(to), shownInMessage(parser.value(everyOption)));
            return std::nullopt;
        }
    }
    for (int position = from; position <= to; position += every)
        selection.positions.push_back(position);
    // A range shown in steps of --every still ends on its last step.
    if (selection.positions.back() != to)
        selection.positions.push_back(to);
    selection.chosen = parser.isSet(fromOption) || parser.isSet(toOption) || parser.isSet(everyOption);
    // A single picture shows the step named first; with none named, how the run ended.
    selection.single = parser.isSet(fromOption) ? from : to;
    return selection;
}

// The handout shows the steps chosen, or the bookmarked ones when none were.
std::vector<int> handoutPositions(const Selection &selection, const Trace &trace)
{
    if (selection.chosen)
        return selection.positions;
    std::vector<int> positions;
    for (const Bookmark &bookmark : trace.bookmarks)
        positions.push_back(bookmark.position);
    return positions;
}

// --png names one picture when it ends with .png, else the folder of one picture a step.
bool isFolderOfPictures(const QCommandLineParser &parser)
{
    return !parser.value(pngOption).endsWith(QStringLiteral(".png"), Qt::CaseInsensitive);
}

// The pictures a render into `folder` writes, step-NNN.png, and nothing else of what it holds.
QStringList earlierFrames(const QString &folder)
{
    static const QRegularExpression frameName(QStringLiteral("^step-[0-9]+\\.png$"));
    QStringList frames;
    for (const QString &name : QDir(folder).entryList(QDir::Files | QDir::Hidden)) {
        if (frameName.match(name).hasMatch())
            frames << name;
    }
    return frames;
}

QJsonObject fileJson(const QString &kind, const QString &fileName)
{
    return QJsonObject{{QStringLiteral("kind"), kind},
                       {QStringLiteral("file"), fileName},
                       {QStringLiteral("bytes"), QFileInfo(fileName).size()}};
}

} // namespace

void RenderCommand::describe(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(tr("trace", "the render command's argument, a trace file"), tr("A trace file (.gtrace or .gtrace.json), as `run --trace` "
                                                             "or the window's File > Save Trace… writes it."));
    parser.addOptions({
        {fromOption, tr("The first step to export (0 is the board before the first step; default 0)."), tr("step")},
        {toOption, tr("The last step to export (default the end)."), tr("step")},
        {bookmarksOption, tr("Export the bookmarked steps only, with their captions.")},
        {everyOption, tr("Take every n-th step of the range (the range's last step is always taken)."), tr("n")},
        {gifOption, tr("An animated GIF of the steps chosen."), tr("file")},
        {pngOption, tr("A PNG picture: of one step when the name ends in .png (--from, else --to, else the first "
                       "bookmark with --bookmarks, else the end), else a folder of numbered pictures of the steps chosen "
                       "(step-NNN.png; those of an earlier render there are removed, other files left alone)."),
         tr("file|folder")},
        {svgOption, tr("An SVG drawing of one step (chosen as for a single PNG)."), tr("file")},
        {pdfOption, tr("A PDF handout: a title block, then the steps chosen (the bookmarked ones when nothing is chosen) "
                       "with captions and pseudo-code."),
         tr("file")},
        {htmlOption, tr("One HTML file that replays the whole trace in any browser, bookmarks included."), tr("file")},
        // What one export or a few take, beside the exports; then how every picture is drawn.
        {QStringLiteral("fps"), tr("GIF: steps a second, 0.1 to %1 (default 4).").arg(maxFps),
         tr("n"), QStringLiteral("4")},
        {QStringLiteral("caption-bar"), tr("GIF, PNG and SVG: a bar under the board with the step and the caption in force.")},
        {QStringLiteral("per-page"), tr("PDF: steps a page, 1, 2, 4 or 6 (default 2)."), tr("n"), QStringLiteral("2")},
        {QStringLiteral("page-size"), tr("PDF: A4 or Letter (default A4)."), tr("size"), QStringLiteral("A4")},
        {QStringLiteral("title"), tr("PDF and HTML: the title (default the algorithm's name)."), tr("text")},
        {QStringLiteral("cell-size"), tr("Pixels a cell, 1 to %1 (default: the board fits in about %2 pixels).").arg(maxCellSize).arg(groupedNumber(2400)),
         tr("px")},
        {QStringLiteral("theme"), tr("light or dark (default light)."), tr("theme"), QStringLiteral("light")},
        {QStringLiteral("no-labels"), tr("Leave out the numbers on cells (g, h, distances).")},
        {QStringLiteral("arrows"), tr("Draw each cell's arrow to its parent.")},
    });
}

int RenderCommand::execute(const QCommandLineParser &parser, const Output &output)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return output.fail(BadInput, tr("render takes one trace file"));
    if (positional.size() == 2)
        return output.fail(BadInput, tr("render takes one trace file, and \"%1\" is one more").arg(shownInMessage(positional.at(1))));
    // Several words read as one would hide where each ends: each is named, and counted (two or
    // more, so the plural is always right).
    if (positional.size() > 2)
        return output.fail(BadInput, tr("render takes one trace file, and %1 more words follow it: %2")
                                         .arg(groupedNumber(qint64(positional.size() - 1)), Inputs::quotedWords(positional.mid(1))));
    // An empty name would reach the file system as one, and its complaint the terminal.
    if (positional.first().isEmpty())
        return output.fail(BadInput, tr("render needs a trace file name, not an empty one"));
    const QStringList outputs{gifOption, pngOption, svgOption, pdfOption, htmlOption};
    if (std::none_of(outputs.begin(), outputs.end(), [&](const QString &option) { return parser.isSet(option); }))
        return output.fail(BadInput, tr("say what to write: --gif, --png, --svg, --pdf or --html (several may be given)"));
    // An option of an output not asked for would change nothing: say so rather than ignore it.
    const std::pair<QString, QStringList> optionOutputs[] = {
        {QStringLiteral("fps"), {gifOption}},
        {QStringLiteral("per-page"), {pdfOption}},
        {QStringLiteral("page-size"), {pdfOption}},
        {QStringLiteral("title"), {pdfOption, htmlOption}},
        {QStringLiteral("caption-bar"), {gifOption, pngOption, svgOption}},
        // The HTML page draws the trace in the browser, at the browser's size, with its own labels.
        {QStringLiteral("cell-size"), {gifOption, pngOption, svgOption, pdfOption}},
        {QStringLiteral("no-labels"), {gifOption, pngOption, svgOption, pdfOption}},
        {QStringLiteral("arrows"), {gifOption, pngOption, svgOption, pdfOption}},
    };
    for (const auto &[option, owners] : optionOutputs) {
        if (parser.isSet(option)
            && std::none_of(owners.begin(), owners.end(), [&](const QString &owner) { return parser.isSet(owner); }))
            return output.fail(BadInput, tr("--%1 is for %2").arg(option, optionList(owners)));
    }

    // The steps chosen: a range is shown by a GIF, a folder of pictures and a handout, one step
    // by a single picture, and the HTML page always holds the whole trace.
    const bool showsRange = parser.isSet(gifOption) || parser.isSet(pdfOption)
        || (parser.isSet(pngOption) && isFolderOfPictures(parser));
    const bool showsOneStep = parser.isSet(svgOption) || (parser.isSet(pngOption) && !isFolderOfPictures(parser));
    for (const QString &option : {fromOption, toOption, bookmarksOption}) {
        if (parser.isSet(option) && !showsRange && !showsOneStep)
            return output.fail(BadInput, tr("--%1 chooses steps, and --html always holds the whole trace: give it with "
                                            "--gif, --png, --svg or --pdf").arg(option));
    }

    if (parser.isSet(pngOption)) {
        // A name with another picture's suffix is a mistake, not a folder to make.
        const QString target = parser.value(pngOption);
        const QFileInfo targetInfo(target);
        if (!targetInfo.suffix().isEmpty() && targetInfo.suffix().compare(u"png", Qt::CaseInsensitive) != 0
            && !targetInfo.isDir())
            return output.fail(BadInput, tr("--png writes PNG pictures: a name ending in .png for one, or a folder "
                                            "for several, not \"%1\"").arg(shownInMessage(target)));
    }

    QString error;
    auto loaded = loadTrace(positional.first(), &error);
    if (!loaded) {
        const QString mismatch = BoardKind::mismatch(positional.first(), QStringLiteral("render"), BoardKind::trace(),
                                                     tr("a trace (.gtrace or .gtrace.json, as run --trace writes it)"));
        return output.fail(BadInput, mismatch.isEmpty() ? error : mismatch);
    }
    if (const QString problem = Catalogue::traceProblem(*loaded); !problem.isEmpty())
        return output.fail(BadInput, tr("%1: %2").arg(QDir::toNativeSeparators(positional.first()), problem));
    const auto trace = std::make_shared<const Trace>(std::move(*loaded));
    auto selection = readSelection(parser, *trace, &error);
    if (!selection)
        return output.fail(BadInput, error);
    if (parser.isSet(everyOption) && !showsRange)
        return output.fail(BadInput, tr("--every thins a range of steps, which no output asked for shows (--svg and a "
                                        "--png name ending in .png draw one step, --html holds the whole trace): give "
                                        "it with --gif, --pdf or a folder for --png"));
    if (parser.isSet(fromOption) && parser.isSet(toOption) && !showsRange)
        return output.fail(BadInput, tr("a single picture (--svg, or --png with a name ending in .png) shows one step, "
                                        "and --from and --to name two: give one of them"));

    FrameLook look;
    const QString theme = parser.value(QStringLiteral("theme"));
    if (theme != u"light" && theme != u"dark")
        return output.fail(BadInput, tr("--theme takes light or dark, not \"%1\"").arg(theme));
    look.palette = Palette(theme == u"dark" ? Palette::Theme::Dark : Palette::Theme::Light);
    look.showLabels = !parser.isSet(QStringLiteral("no-labels"));
    look.showParentArrows = parser.isSet(QStringLiteral("arrows"));
    look.captionBar = parser.isSet(QStringLiteral("caption-bar"));
    // A title left empty would head the handout and the page with nothing, like a name forgotten.
    if (parser.isSet(QStringLiteral("title")) && parser.value(QStringLiteral("title")).trimmed().isEmpty())
        return output.fail(BadInput, tr("--title needs a text, not an empty one"));
    look.font = QGuiApplication::font();
    if (parser.isSet(QStringLiteral("cell-size"))) {
        bool ok = false;
        look.cellSize = parser.value(QStringLiteral("cell-size")).toDouble(&ok);
        // "nan" parses as a number that no comparison refuses.
        if (!ok || !std::isfinite(look.cellSize) || look.cellSize < 1 || look.cellSize > maxCellSize)
            return output.fail(BadInput, tr("--cell-size takes 1 to %1 pixels, not \"%2\"")
                                             .arg(groupedNumber(maxCellSize), shownInMessage(parser.value(QStringLiteral("cell-size")))));
    }
    bool ok = false;
    const double fps = parser.value(QStringLiteral("fps")).toDouble(&ok);
    if (!ok || !std::isfinite(fps) || fps < 0.1 || fps > maxFps)
        return output.fail(BadInput, tr("--fps takes 0.1 to %1 steps a second, not \"%2\"")
                                         .arg(groupedNumber(maxFps), shownInMessage(parser.value(QStringLiteral("fps")))));
    const int perPage = parser.value(QStringLiteral("per-page")).toInt(&ok);
    if (!ok || !QList<int>{1, 2, 4, 6}.contains(perPage))
        return output.fail(BadInput, tr("--per-page takes 1, 2, 4 or 6, not \"%1\"").arg(parser.value(QStringLiteral("per-page"))));
    const QString pageSizeName = parser.value(QStringLiteral("page-size"));
    QPageSize pageSize(QPageSize::A4);
    if (pageSizeName.compare(u"letter", Qt::CaseInsensitive) == 0)
        pageSize = QPageSize(QPageSize::Letter);
    else if (pageSizeName.compare(u"a4", Qt::CaseInsensitive) != 0)
        return output.fail(BadInput, tr("--page-size takes A4 or Letter, not \"%1\"").arg(pageSizeName));

    TraceFrames frames(trace, look);
    // Every output is checked against the export limits before anything is drawn or written:
    // a PNG's pixels are all in memory at once, and a picture or a run of frames past what a
    // GIF may hold is no more use as PNG pictures or PDF pages.
    const QSize pictureSize = frames.frameSize();
    for (const QString &option : {gifOption, pngOption}) {
        if (!parser.isSet(option) || (pictureSize.width() <= maxSide && pictureSize.height() <= maxSide))
            continue;
        // The caption bar wraps at the picture's width, so a smaller cell may take a taller
        // bar: the size named is one tried.
        const Grid &board = trace->header.board;
        int fitting = int(std::floor(std::min(double(maxSide) / std::max(1, board.width()),
                                              double(maxSide - frames.captionBarHeight()) / std::max(1, board.height()))));
        for (; fitting >= 1; --fitting) {
            FrameLook smaller = look;
            smaller.cellSize = fitting;
            const QSize size = TraceFrames(trace, smaller).frameSize();
            if (size.width() <= maxSide && size.height() <= maxSide)
                break;
        }
        const QString width = groupedNumber(pictureSize.width());
        const QString height = groupedNumber(pictureSize.height());
        // A long caption wrapped on a narrow picture makes it tall: larger cells widen the
        // bar and shorten it. Doubling finds such a size in a few tries.
        int larger = 0;
        if (fitting < 1 && look.captionBar) {
            for (int cell = std::max(2, int(look.cellSize) * 2); cell <= maxCellSize && larger == 0; cell *= 2) {
                FrameLook wider = look;
                wider.cellSize = cell;
                const QSize size = TraceFrames(trace, wider).frameSize();
                if (size.width() <= maxSide && size.height() <= maxSide)
                    larger = cell;
            }
        }
        if (larger > 0)
            return output.fail(BadInput, tr("--%1 would draw pictures of %2 x %3 pixels, the caption bar taking most of "
                                            "their height; an export is at most %4 x %4: give a larger --cell-size "
                                            "(%5 fits), or leave out --caption-bar")
                                             .arg(option, width, height, groupedNumber(maxSide), QString::number(larger)));
        if (fitting >= 1)
            return output.fail(BadInput, tr("--%1 would draw pictures of %2 x %3 pixels; an export is at most %4 x %4: give a "
                                            "smaller --cell-size (at most %5 for this board)")
                                             .arg(option, width, height, groupedNumber(maxSide), QString::number(fitting)));
        // Without the bar the cells may still be too large: every change needed is named at once.
        int plainFitting = int(std::floor(double(maxSide) / std::max({1, board.width(), board.height()})));
        FrameLook plain = look;
        plain.captionBar = false;
        plain.cellSize = TraceFrames(trace, plain).cellSize();
        if (plainFitting >= 1 && plain.cellSize > plainFitting)
            return output.fail(BadInput, tr("--%1 would draw pictures of %2 x %3 pixels; an export is at most %4 x %4: give "
                                            "a smaller --cell-size (at most %5 for this board) and leave out --caption-bar")
                                             .arg(option, width, height, groupedNumber(maxSide), QString::number(plainFitting)));
        return output.fail(BadInput, tr("--%1 would draw pictures of %2 x %3 pixels; an export is at most %4 x %4: leave out "
                                        "--caption-bar")
                                         .arg(option, width, height, groupedNumber(maxSide)));
    }
    if (parser.isSet(svgOption)) {
        const Grid &board = trace->header.board;
        const qint64 cells = qint64(board.width()) * board.height();
        if (cells > SvgExporter::maxCells) {
            const int side = int(std::lround(std::sqrt(double(SvgExporter::maxCells))));
            return output.fail(BadInput, tr("--svg would draw a board of %1 x %2, %3 cells; an SVG is at most %4 cells "
                                            "(%5 x %5), since one with more opens in nothing: give --png for this board")
                                             .arg(groupedNumber(board.width()), groupedNumber(board.height()),
                                                  groupedNumber(cells), groupedNumber(SvgExporter::maxCells),
                                                  groupedNumber(side)));
        }
    }
    // A title the handout cannot hold is the user's to shorten, said before a GIF is written.
    if (parser.isSet(pdfOption)) {
        PdfHandout::Options handout;
        handout.pageSize = pageSize;
        handout.title = parser.value(QStringLiteral("title"));
        if (const QString problem = PdfHandout::titleProblem(frames, handout); !problem.isEmpty())
            return output.fail(BadInput, problem);
    }
    const std::vector<int> handoutSteps = handoutPositions(*selection, *trace);
    if (parser.isSet(pdfOption) && handoutSteps.empty())
        return output.fail(BadInput, tr("the trace has no bookmarks for the handout: mark steps in the window, "
                                        "or give --from and --to"));
    for (const auto &[option, frameCount] : {std::pair{gifOption, selection->positions.size()},
                                             std::pair{pngOption, isFolderOfPictures(parser) ? selection->positions.size() : 1},
                                             std::pair{pdfOption, handoutSteps.size()}}) {
        if (!parser.isSet(option) || frameCount <= std::size_t(maxFrames))
            continue;
        // A frame is a position, and position 0 is the board before the first step: a trace of
        // N steps shown whole is N + 1 frames.
        const std::vector<int> &shown = option == pdfOption ? handoutSteps : selection->positions;
        if (shown.front() == 0)
            return output.fail(BadInput, tr("--%1 would show %2 frames (the start and %3 steps); an export shows at most %4 "
                                            "frames: choose fewer with --from, --to or --every")
                                             .arg(option, groupedNumber(qint64(frameCount)), groupedNumber(qint64(frameCount) - 1),
                                                  groupedNumber(maxFrames)));
        return output.fail(BadInput, tr("--%1 would show %2 frames; an export shows at most %3 frames: choose fewer with "
                                        "--from, --to or --every")
                                         .arg(option, groupedNumber(qint64(frameCount)), groupedNumber(maxFrames)));
    }
    // The page's limit is checked with the others, before any output is written: a GIF or PDF
    // written first and then a refused page would leave half of what was asked for.
    if (parser.isSet(htmlOption) && trace->changeCount() > HtmlExporter::defaultMaxChanges)
        return output.fail(BadInput, tr("the trace has %1 changes; an HTML page holds at most %2 (about %3 MB): export a "
                                        "shorter run, or a GIF or PDF of chosen steps")
                                         .arg(groupedNumber(quint64(trace->changeCount())),
                                              groupedNumber(quint64(HtmlExporter::defaultMaxChanges)),
                                              groupedNumber(quint64(HtmlExporter::defaultMaxChanges * 20 / 1'000'000))));
    // Every key always there: 0 pictures removed unless a folder of pictures held an earlier render's.
    QJsonObject result{{QStringLiteral("removed_pictures"), 0}};
    QJsonArray written;
    QStringList lines;
    QElapsedTimer clock;
    clock.start();
    // What an export counts: a GIF's frames, or the pictures of a folder or a handout, each of
    // one position (the start or a step).
    // Only for someone watching a terminal: in a log or a CI job the lines would be clutter.
    const bool watched = terminaltext::errorsToTerminal();
    const auto progress = [&](bool gif) {
        return [&, gif](int done, int total) {
            // A line every tenth once an export has taken a second, so a long one shows it is
            // moving and a quick one stays quiet.
            if (watched && clock.elapsed() >= 1000 && total >= 20 && done % std::max(1, total / 10) == 0)
                output.note(gif ? tr("%1 of %2 frames").arg(groupedNumber(done), groupedNumber(total))
                                : tr("%1 of %2 pictures").arg(groupedNumber(done), groupedNumber(total)));
            return true;
        };
    };

    if (parser.isSet(gifOption)) {
        GifExporter::Options options;
        options.positions = selection->positions;
        options.framesPerSecond = fps;
        const QString file = Inputs::outputFile(parser, gifOption);
        if (!GifExporter::write(frames, options, file, &error, progress(true)))
            return output.fail(WriteFailed, error);
        QJsonObject entry = fileJson(QStringLiteral("gif"), file);
        entry.insert(QStringLiteral("frames"), qint64(options.positions.size()));
        written.append(entry);
        lines << tr("GIF: %1 (%2)").arg(QDir::toNativeSeparators(file), groupedCount(tr("%n frame(s)", nullptr, int(options.positions.size())), options.positions.size()));
    }
    if (parser.isSet(pngOption)) {
        const QString target = parser.value(pngOption);
        if (!isFolderOfPictures(parser)) {
            if (!PngExporter::writeFrame(frames, selection->single, target, &error))
                return output.fail(WriteFailed, error);
            QJsonObject entry = fileJson(QStringLiteral("png"), target);
            entry.insert(QStringLiteral("step"), selection->single);
            written.append(entry);
            lines << tr("PNG: %1 (step %2)").arg(QDir::toNativeSeparators(target), groupedNumber(selection->single));
        } else {
            // The pictures of an earlier render into the folder, taken away once the new ones are
            // written: a folder mixing two renders would play as neither.
            const QStringList earlier = earlierFrames(target);
            // Made here, so that a folder that cannot be made is told as any output not written.
            errno = 0;
            if (!QFileInfo(target).isDir() && !QDir().mkdir(target))
                return output.cannotWrite(target, errno != 0 ? FileReason::ofErrno(errno)
                                                             : tr("the folder could not be made"));
            QStringList names;
            if (!PngExporter::writeSequence(frames, selection->positions, target, &error, progress(false), &names))
                return output.fail(WriteFailed, error);
            for (const QString &name : std::as_const(names))
                written.append(fileJson(QStringLiteral("png"), name));
            lines << tr("PNG: %1 in %2").arg(groupedCount(tr("%n picture(s)", nullptr, int(names.size())), quint64(names.size())),
                                                QDir::toNativeSeparators(target));
            QDir folder(target);
            int removed = 0;
            for (const QString &frame : earlier) {
                const QString path = folder.filePath(frame);
                if (!names.contains(path) && QFile::remove(path))
                    ++removed;
            }
            result.insert(QStringLiteral("removed_pictures"), removed);
            if (removed > 0) {
                lines << tr("PNG: removed %1 of an earlier render from %2")
                             .arg(groupedCount(tr("%n picture(s)", nullptr, removed), quint64(removed)),
                                  QDir::toNativeSeparators(target));
            }
        }
    }
    if (parser.isSet(svgOption)) {
        const QString file = Inputs::outputFile(parser, svgOption);
        if (!SvgExporter::write(frames, selection->single, file, &error))
            return output.fail(WriteFailed, error);
        QJsonObject entry = fileJson(QStringLiteral("svg"), file);
        entry.insert(QStringLiteral("step"), selection->single);
        written.append(entry);
        lines << tr("SVG: %1 (step %2)").arg(QDir::toNativeSeparators(file), groupedNumber(selection->single));
    }
    if (parser.isSet(pdfOption)) {
        PdfHandout::Options options;
        options.positions = handoutSteps;
        options.stepsPerPage = perPage;
        options.pageSize = pageSize;
        options.title = parser.value(QStringLiteral("title"));
        const QString file = Inputs::outputFile(parser, pdfOption);
        if (!PdfHandout::write(frames, options, file, &error, progress(false)))
            return output.fail(WriteFailed, error);
        const int pages = PdfHandout::pageCount(int(options.positions.size()), perPage);
        QJsonObject entry = fileJson(QStringLiteral("pdf"), file);
        entry.insert(QStringLiteral("pages"), pages);
        entry.insert(QStringLiteral("steps"), qint64(options.positions.size()));
        written.append(entry);
        lines << tr("PDF: %1 (%2 on %3)").arg(QDir::toNativeSeparators(file), groupedCount(tr("%n step(s)", "the steps of a trace, not moves", int(options.positions.size())), options.positions.size()),
                                             tr("%n page(s)", nullptr, pages));
    }
    if (parser.isSet(htmlOption)) {
        HtmlExporter::Options options;
        options.palette = look.palette;
        options.title = parser.value(QStringLiteral("title"));
        const QString file = Inputs::outputFile(parser, htmlOption);
        if (!HtmlExporter::write(*trace, options, file, &error))
            return output.fail(WriteFailed, error);
        written.append(fileJson(QStringLiteral("html"), file));
        lines << tr("HTML: %1 (%2, %3)").arg(QDir::toNativeSeparators(file), groupedCount(tr("%n step(s)", "the steps of a trace, not moves", trace->stepCount()), quint64(trace->stepCount())),
                                            tr("%n bookmark(s)", nullptr, int(trace->bookmarks.size())));
    }

    result.insert(QStringLiteral("trace"), positional.first());
    result.insert(QStringLiteral("steps"), trace->stepCount());
    result.insert(QStringLiteral("bookmarks"), int(trace->bookmarks.size()));
    result.insert(QStringLiteral("written"), written);
    output.result(result, lines.join(u'\n'));
    return Success;
}

} // namespace gridtrace::cli
