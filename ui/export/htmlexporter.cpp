#include "htmlexporter.h"

#include "boardlook.h"
#include "language.h"
#include "legendrows.h"
#include "traceuse.h"

#include "catalogue/catalogue.h"
#include "grid/filereason.h"
#include "grid/messagetext.h"
#include "trace/recorder.h"
#include "trace/steptext.h"
#include "trace/trace.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <bitset>
#include <optional>


// The page's parts live in the ui library's resources; a static library needs them registered
// before first use, and the macro must be called from the global namespace.
static void initPlayerResources()
{
    Q_INIT_RESOURCE(gridtrace_html_player);
}

namespace gridtrace {

namespace {

QByteArray resource(const QString &name)
{
    static const bool initialised = [] {
        initPlayerResources();
        return true;
    }();
    Q_UNUSED(initialised);
    QFile file(QStringLiteral(":/html/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

void putWord(QByteArray &bytes, std::uint32_t value)
{
    const char word[4] = {char(value & 0xff), char((value >> 8) & 0xff), char((value >> 16) & 0xff),
                          char((value >> 24) & 0xff)};
    bytes.append(word, 4);
}

// The change records exactly as the binary trace file has them, little-endian.
QByteArray changeRecords(const Trace &trace)
{
    QByteArray bytes;
    bytes.reserve(qsizetype(trace.changes.size() * 12));
    for (const Change &change : trace.changes) {
        putWord(bytes, change.code);
        putWord(bytes, change.before);
        putWord(bytes, change.after);
    }
    return bytes;
}

QByteArray stepRecords(const Trace &trace)
{
    QByteArray bytes;
    bytes.reserve(qsizetype(trace.steps.size() * 12));
    for (const Step &step : trace.steps) {
        putWord(bytes, step.firstChange);
        putWord(bytes, step.cell);
        putWord(bytes, std::uint32_t(step.kind) | std::uint32_t(step.depth) << 8
                           | std::uint32_t(step.line) << 16);
    }
    return bytes;
}

QString colour(const QColor &c)
{
    return c.isValid() ? c.name(QColor::HexRgb) : QString();
}

QJsonArray cellPos(const std::optional<CellPos> &pos)
{
    return pos ? QJsonArray{pos->x, pos->y} : QJsonArray{};
}

// The layers of the initial scene other than terrain are sparse in every trace the catalogue
// makes: [cell, value, cell, value, ...] for the cells that differ from the default.
QJsonArray sparseLayer(const Scene &scene, CellLayer layer, bool asSigned)
{
    QJsonArray pairs;
    if (!scene.hasLayer(layer))
        return pairs;
    const std::uint32_t empty = Scene::defaultValue(layer);
    for (int cell = 0; cell < scene.cellCount(); ++cell) {
        const std::uint32_t value = scene.cellValue(layer, cell);
        if (value == empty)
            continue;
        pairs.append(cell);
        pairs.append(asSigned ? qint64(std::int32_t(value)) : qint64(value));
    }
    return pairs;
}

QJsonObject initialScene(const Scene &scene)
{
    QByteArray terrain(scene.cellCount(), Qt::Uninitialized);
    for (int cell = 0; cell < scene.cellCount(); ++cell)
        terrain[cell] = char(scene.terrain(cell));
    QJsonArray labels;
    for (int channel = 0; channel < labelLayerCount; ++channel)
        labels.append(sparseLayer(scene, labelLayer(channel), false));
    QJsonArray sequences;
    for (int i = 0; i < scene.sequenceCount(); ++i) {
        QJsonArray cells;
        for (const std::uint32_t cell : scene.sequence(i))
            cells.append(qint64(cell));
        sequences.append(cells);
    }
    QJsonArray counters;
    for (int i = 0; i < scene.counterCount(); ++i)
        counters.append(scene.counter(i));
    return QJsonObject{
        {QStringLiteral("terrain"), QString::fromLatin1(terrain.toBase64())},
        {QStringLiteral("marks"), sparseLayer(scene, CellLayer::Mark, false)},
        {QStringLiteral("parents"), sparseLayer(scene, CellLayer::Parent, false)},
        {QStringLiteral("tiles"), sparseLayer(scene, CellLayer::Tile, true)},
        {QStringLiteral("labels"), labels},
        {QStringLiteral("sequences"), sequences},
        {QStringLiteral("counters"), counters},
        {QStringLiteral("status"), scene.status()},
    };
}

QJsonObject paletteColours(const Palette &palette)
{
    QJsonArray terrain;
    for (int weight = 1; weight <= 9; ++weight)
        terrain.append(colour(palette.terrain(std::uint8_t(weight))));
    QJsonArray marks;
    for (int mark = 0; mark < markCount; ++mark)
        marks.append(mark == int(Mark::None) ? QString() : colour(palette.mark(Mark(mark))));
    return QJsonObject{
        {QStringLiteral("dark"), palette.theme() == Palette::Theme::Dark},
        {QStringLiteral("terrain"), terrain},
        {QStringLiteral("wall"), colour(palette.wall())},
        {QStringLiteral("marks"), marks},
        {QStringLiteral("start"), colour(palette.start())},
        {QStringLiteral("goal"), colour(palette.goal())},
        {QStringLiteral("text"), colour(palette.text())},
        {QStringLiteral("canvas"), colour(palette.canvas())},
        {QStringLiteral("background"), colour(palette.background())},
        {QStringLiteral("gridLine"), colour(palette.gridLine())},
    };
}

QString slotName(const QList<NamedSlot> &named, const QString &id)
{
    for (const NamedSlot &slot : named) {
        if (id == QLatin1String(slot.id))
            return slot.name ? Catalogue::text(slot.name) : id;
    }
    return id;
}

// The rows the window's Legend lists for the trace (LegendRows): the algorithm's marks (a
// duel's only those its trace uses), then walls, the endpoints and the terrain costs, each with
// its meaning.
QJsonArray legend(const Trace &trace, const AlgorithmInfo *info, const Palette &palette)
{
    std::vector<LegendRow> rows;
    if (info) {
        std::optional<std::bitset<markCount>> used;
        if (TraceUse::narrowsPanels(info))
            used = TraceUse::of(trace).marks;
        rows = LegendRows::marks(*info, palette, used);
    }
    for (LegendRow &row : LegendRows::board(info, palette, false))
        rows.push_back(std::move(row));
    QJsonArray entries;
    for (const LegendRow &row : rows) {
        QJsonArray swatch;
        for (const QColor &shown : row.colours)
            swatch.append(colour(shown));
        entries.append(QJsonObject{
            {QStringLiteral("id"), row.id},
            {QStringLiteral("name"), row.name},
            {QStringLiteral("meaning"), row.meaning},
            {QStringLiteral("colours"), swatch},
        });
    }
    return entries;
}

QJsonObject interfaceTexts()
{
    return QJsonObject{
        {QStringLiteral("toStart"), HtmlExporter::tr("To start")},
        {QStringLiteral("stepBack"), HtmlExporter::tr("Step back")},
        {QStringLiteral("play"), HtmlExporter::tr("Play")},
        {QStringLiteral("pause"), HtmlExporter::tr("Pause")},
        {QStringLiteral("step"), HtmlExporter::tr("Step")},
        {QStringLiteral("stepOver"), HtmlExporter::tr("Step over")},
        {QStringLiteral("stepOut"), HtmlExporter::tr("Step out")},
        {QStringLiteral("toEnd"), HtmlExporter::tr("To end")},
        {QStringLiteral("speed"), HtmlExporter::tr("Speed")},
        {QStringLiteral("stepsPerSecond"), HtmlExporter::tr("%1 steps/s")},
        {QStringLiteral("position"), StepText::pattern()},
        {QStringLiteral("timeline"), HtmlExporter::tr("Timeline")},
        {QStringLiteral("bookmarks"), HtmlExporter::tr("Bookmarks")},
        {QStringLiteral("noBookmarks"), HtmlExporter::tr("No bookmarks")},
        {QStringLiteral("bookmarkStep"), HtmlExporter::tr("Step %1")},
        {QStringLiteral("counters"), HtmlExporter::tr("Counters")},
        {QStringLiteral("pseudoCode"), HtmlExporter::tr("Pseudo-code")},
        {QStringLiteral("legend"), HtmlExporter::tr("Legend")},
        {QStringLiteral("status"), HtmlExporter::tr("Status")},
        {QStringLiteral("startLetter"),
         QCoreApplication::translate("gridtrace::GridView", "S", "the start cell, one letter")},
        {QStringLiteral("goalLetter"),
         QCoreApplication::translate("gridtrace::GridView", "G", "the goal cell, one letter")},
        {QStringLiteral("keys"),
         HtmlExporter::tr("Keys: Space play or pause, Left and Right step, F10 step over, Shift+F11 step out, "
                          "Home and End jump, Page Up and Page Down go to the bookmarks")},
        {QStringLiteral("noScript"), HtmlExporter::tr("This page needs JavaScript to replay the trace.")},
    };
}

QJsonObject pageData(const Trace &trace, const HtmlExporter::Options &options, const QString &title)
{
    const AlgorithmInfo *info = Catalogue::find(trace.header.algorithm);
    const BoardLook look = BoardLook::forAlgorithm(trace.header.algorithm);

    QJsonArray counters;
    for (const QString &id : trace.tables.counters) {
        counters.append(QJsonObject{
            {QStringLiteral("id"), id},
            {QStringLiteral("name"), info ? slotName(info->counters, id) : id},
        });
    }
    QJsonArray sequences;
    for (const QString &id : trace.tables.sequences)
        sequences.append(id);
    QJsonArray stepKinds;
    for (const QString &id : trace.tables.stepKinds) {
        QString name = id;
        if (info) {
            for (const StepKindInfo &kind : info->stepKinds) {
                if (id == QLatin1String(kind.id))
                    name = Catalogue::text(kind.name);
            }
        }
        stepKinds.append(name);
    }
    QJsonArray strings;
    for (const QString &encoded : trace.tables.strings)
        strings.append(encoded.isEmpty() ? QString() : displayStatus(encoded));
    QJsonArray pseudoCode;
    if (info) {
        // Each line indented as the untranslated one, whatever its translation keeps.
        for (const char *line : info->pseudoCode) {
            const QString original = QString::fromUtf8(line);
            qsizetype indent = 0;
            while (indent < original.size() && original[indent] == u' ')
                ++indent;
            pseudoCode.append(QString(indent, u' ') + Catalogue::text(line).trimmed());
        }
    }
    QJsonArray bookmarks;
    for (const Bookmark &bookmark : trace.bookmarks) {
        bookmarks.append(QJsonObject{
            {QStringLiteral("position"), bookmark.position},
            {QStringLiteral("caption"), bookmark.caption},
        });
    }

    const bool endpointsShown = !info || info->needsStart || info->needsGoal || info->usesOptionalEndpoints;
    return QJsonObject{
        {QStringLiteral("format"), 1},
        {QStringLiteral("title"), title},
        {QStringLiteral("algorithm"), trace.header.algorithm},
        {QStringLiteral("width"), trace.initial.width()},
        {QStringLiteral("height"), trace.initial.height()},
        // As the window draws the board: no S or G for an algorithm that reads neither.
        {QStringLiteral("start"), endpointsShown ? cellPos(trace.header.start) : QJsonArray()},
        {QStringLiteral("goal"), endpointsShown ? cellPos(trace.header.goal) : QJsonArray()},
        {QStringLiteral("look"), QJsonObject{
             {QStringLiteral("snakeBody"), look.snakeBody},
             {QStringLiteral("snakeShadow"), look.snakeShadow},
             {QStringLiteral("snakeRival"), look.snakeRival},
             {QStringLiteral("cycle"), look.cycle},
         }},
        {QStringLiteral("counters"), counters},
        {QStringLiteral("sequences"), sequences},
        {QStringLiteral("stepKinds"), stepKinds},
        {QStringLiteral("strings"), strings},
        {QStringLiteral("pseudoCode"), pseudoCode},
        {QStringLiteral("legend"), legend(trace, info, options.palette)},
        {QStringLiteral("palette"), paletteColours(options.palette)},
        {QStringLiteral("initial"), initialScene(trace.initial)},
        {QStringLiteral("stepCount"), trace.stepCount()},
        {QStringLiteral("changeCount"), qint64(trace.changeCount())},
        {QStringLiteral("bookmarks"), bookmarks},
        {QStringLiteral("ui"), interfaceTexts()},
    };
}

// JSON inside a <script> element: "</script>" or "<!--" in a caption must not end or bend the
// element, and a '<' written as \u003c reads back as the same character.
QByteArray scriptSafeJson(const QJsonObject &object)
{
    QByteArray json = QJsonDocument(object).toJson(QJsonDocument::Compact);
    json.replace("<", "\\u003c");
    json.replace(">", "\\u003e");
    return json;
}

// One pass over the template, so nothing inserted is ever searched for placeholders again.
QByteArray fillTemplate(const QByteArray &page, const QHash<QByteArray, QByteArray> &values)
{
    QByteArray out;
    qsizetype size = page.size();
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        size += it.value().size();
    out.reserve(size);
    qsizetype from = 0;
    while (true) {
        const qsizetype open = page.indexOf("{{", from);
        const qsizetype close = open < 0 ? -1 : page.indexOf("}}", open + 2);
        if (close < 0) {
            out.append(page.mid(from));
            break;
        }
        const QByteArray key = page.mid(open + 2, close - open - 2);
        out.append(page.mid(from, open - from));
        const auto value = values.constFind(key);
        if (value != values.cend())
            out.append(*value);
        else
            out.append(page.mid(open, close + 2 - open));
        from = close + 2;
    }
    return out;
}

} // namespace

QByteArray HtmlExporter::page(const Trace &trace, const Options &options)
{
    QString title = options.title;
    if (title.isEmpty()) {
        const AlgorithmInfo *info = Catalogue::find(trace.header.algorithm);
        title = info && info->name ? Catalogue::text(info->name) : trace.header.algorithm;
    }
    // The page speaks the language its texts were translated into.
    QString language = Language::current();
    if (language.isEmpty())
        language = QStringLiteral("en");
    language.replace(QLatin1Char('_'), QLatin1Char('-'));

    const QHash<QByteArray, QByteArray> values{
        {"language", language.toHtmlEscaped().toUtf8()},
        {"title", title.toHtmlEscaped().toUtf8()},
        {"noScript", tr("This page needs JavaScript to replay the trace.").toHtmlEscaped().toUtf8()},
        {"style", resource(QStringLiteral("player.css"))},
        {"script", resource(QStringLiteral("player.js"))},
        {"data", scriptSafeJson(pageData(trace, options, title))},
        {"changes", changeRecords(trace).toBase64()},
        {"steps", stepRecords(trace).toBase64()},
    };
    return fillTemplate(resource(QStringLiteral("player.html")), values);
}

bool HtmlExporter::write(const Trace &trace, const Options &options, const QString &fileName, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (trace.initial.cellCount() <= 0)
        return fail(tr("There is no trace to export."));
    if (trace.changeCount() > options.maxChanges)
        return fail(tr("The trace has %1 changes; an HTML page holds at most %2 (about %3 MB). Export a shorter "
                       "run, or a GIF or PDF of chosen steps.")
                        .arg(groupedNumber(qint64(trace.changeCount())), groupedNumber(qint64(options.maxChanges)),
                             groupedNumber(qint64(options.maxChanges * 20 / 1'000'000))));
    const QString invalid = trace.validate();
    if (!invalid.isEmpty())
        return fail(tr("The trace cannot be exported: %1").arg(invalid));
    const QByteArray html = page(trace, options);
    if (html.isEmpty())
        return fail(tr("The page's template is missing from this build."));
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("Cannot write %1: %2").arg(fileName, FileReason::of(file)));
    if (file.write(html) != html.size() || !file.commit())
        return fail(tr("Cannot write %1: %2").arg(fileName, FileReason::of(file)));
    return true;
}

} // namespace gridtrace
