#include "linkcommand.h"

#include "boardkind.h"
#include "outcometext.h"

#include "link/linkcomparison.h"
#include "link/linkgenerator.h"
#include "link/linksolver.h"

#include "grid/cappedfile.h"
#include "grid/messagetext.h"
#include "terminaltext.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>

#include <limits>

namespace gridtrace::cli {

namespace {

const QString generateAction = QStringLiteral("generate");
const QString solveAction = QStringLiteral("solve");
const QString checkAction = QStringLiteral("check");
const QString compareAction = QStringLiteral("compare");

// A count as typed, for settingsError() to judge: anything past qint64 is simply too many.
qint64 wide(quint64 value)
{
    return value > quint64(std::numeric_limits<qint64>::max()) ? std::numeric_limits<qint64>::max() : qint64(value);
}

std::optional<LinkBoard> readBoard(const QString &fileName, const QString &action, QString *error)
{
    QString why;
    const auto bytes = CappedFile::read(fileName, fileLimits::tileBoard, &why);
    if (!bytes) {
        *error = LinkCommand::tr("%1: %2").arg(fileName, why);
        return std::nullopt;
    }
    if (withoutByteOrderMark(*bytes).trimmed().isEmpty()) {
        *error = LinkCommand::tr("%1: the file is empty").arg(fileName);
        return std::nullopt;
    }
    auto board = LinkBoard::fromText(QString::fromUtf8(*bytes), &why);
    if (board)
        return board;
    // A board of another kind is named as such, not picked apart as a broken Lianliankan board.
    *error = BoardKind::mismatch(fileName, QStringLiteral("link ") + action, BoardKind::linkBoard(),
                                 LinkCommand::tr("a Lianliankan board (rows of '.', '#' and kinds 1..%1)").arg(LinkBoard::maxKind));
    if (error->isEmpty())
        *error = LinkCommand::tr("%1: %2").arg(fileName, why);
    return board;
}

QJsonArray tileJson(const LinkBoard &board, int cell)
{
    const CellPos tile = LinkBoard::toTile(board.pos(cell));
    return QJsonArray{tile.x, tile.y};
}

QString tileText(const LinkBoard &board, int cell)
{
    const CellPos tile = LinkBoard::toTile(board.pos(cell));
    return QStringLiteral("%1,%2").arg(tile.x).arg(tile.y);
}

// The pairs as JSON and as numbered lines, in the board file's coordinates.
void describePairs(const LinkBoard &board, const std::vector<LinkPair> &pairs, QJsonArray *json, QString *text)
{
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const LinkPair &pair = pairs[i];
        const int kind = board.kind(pair.first);
        json->append(QJsonObject{
            {QStringLiteral("kind"), kind},
            {QStringLiteral("first"), tileJson(board, pair.first)},
            {QStringLiteral("second"), tileJson(board, pair.second)},
        });
        *text += LinkCommand::tr("  %1. kind %2: %3 and %4\n")
                     .arg(i + 1, 3).arg(kind).arg(tileText(board, pair.first), tileText(board, pair.second));
    }
}

QString verdictId(LinkSolution::Verdict verdict)
{
    switch (verdict) {
    case LinkSolution::Verdict::Cleared:
        return QStringLiteral("cleared");
    case LinkSolution::Verdict::Impossible:
        return QStringLiteral("impossible");
    case LinkSolution::Verdict::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}


// A comparison's verdict for --json.
QString verdictId(LinkPairComparison::Verdict verdict)
{
    switch (verdict) {
    case LinkPairComparison::Verdict::NoLink:
        return QStringLiteral("no_link");
    case LinkPairComparison::Verdict::Same:
        return QStringLiteral("same");
    case LinkPairComparison::Verdict::AsGood:
        return QStringLiteral("as_good");
    case LinkPairComparison::Verdict::MoreTurns:
        return QStringLiteral("more_turns");
    case LinkPairComparison::Verdict::Longer:
        return QStringLiteral("longer");
    case LinkPairComparison::Verdict::Mismatch:
        break;
    }
    return QStringLiteral("mismatch");
}

// turns and length are null without a link.
QJsonObject pathJson(const LinkBoard &board, const LinkPath &path)
{
    QJsonArray cells;
    for (const int cell : path.cells)
        cells.append(tileJson(board, cell));
    return QJsonObject{
        {QStringLiteral("turns"), path.linkable ? QJsonValue(path.turns) : QJsonValue()},
        {QStringLiteral("length"), path.linkable ? QJsonValue(path.length) : QJsonValue()},
        {QStringLiteral("path"), cells},
    };
}

QJsonObject comparisonJson(const LinkBoard &board, const LinkPairComparison &pair)
{
    QJsonObject minTurn = pathJson(board, pair.minTurn);
    minTurn.insert(QStringLiteral("states"), pair.minTurnStates);
    QJsonObject seed = pathJson(board, pair.seed);
    seed.insert(QStringLiteral("pushes"), qint64(pair.seedPushes));
    seed.insert(QStringLiteral("backtracks"), qint64(pair.seedBacktracks));
    seed.insert(QStringLiteral("source_loops"), pair.sourceLoops);
    return QJsonObject{
        {QStringLiteral("first"), tileJson(board, pair.first)},
        {QStringLiteral("second"), tileJson(board, pair.second)},
        {QStringLiteral("kind"), pair.kind},
        {QStringLiteral("verdict"), verdictId(pair.verdict())},
        {QStringLiteral("min_turn"), minTurn},
        {QStringLiteral("seed"), seed},
    };
}

QString pathText(const LinkPath &path)
{
    return path.linkable ? LinkCommand::tr("%1, %2").arg(LinkCommand::tr("%n turn(s)", nullptr, path.turns),
                                                         LinkCommand::tr("%n move(s)", nullptr, path.length))
                         : LinkCommand::tr("no link");
}

// minTurnColumns: the columns the widest min-turn text of the list takes, so that every
// "post:" of the list starts in one column, Chinese characters counted two wide.
QString comparisonText(const LinkBoard &board, const LinkPairComparison &pair, int minTurnColumns)
{
    return LinkCommand::tr("  %1 %2  kind %3  min-turn: %4  post: %5%6\n")
        .arg(tileText(board, pair.first), -5)
        .arg(tileText(board, pair.second), -5)
        .arg(pair.kind, 2)
        .arg(terminaltext::padded(pathText(pair.minTurn), minTurnColumns), pathText(pair.seed),
             pair.sourceLoops ? LinkCommand::tr(", never returns in the post") : QString());
}
} // namespace

void LinkCommand::describe(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(tr("action", "the link command's argument"),
                                 tr("generate: write a board that can be cleared; solve: clear a board and print the pairs "
                                    "in order; check: whether a small board can be cleared at all; compare: query every pair "
                                    "of tiles of one kind with the post's search (link-seed-003) and the fewest-turn one "
                                    "(link-min-turn), and print where they differ."),
                                 QStringLiteral("generate|solve|check|compare"));
    parser.addOptions({
        {QStringLiteral("size"), tr("generate: the board's tiles across and down, %1x%2 to %3x%4.")
                                     .arg(LinkBoard::minWidth).arg(LinkBoard::minHeight).arg(LinkBoard::maxWidth).arg(LinkBoard::maxHeight),
         tr("WxH")},
        {QStringLiteral("kinds"), tr("generate: how many kinds of tile, 1 to %1, and no more than the pairs on the board.").arg(LinkBoard::maxKind),
         tr("n")},
        {QStringLiteral("seed"), tr("generate: the random seed; the same seed makes the same board everywhere (default 1)."),
         tr("n"), QStringLiteral("1")},
        {QStringLiteral("walls"), tr("generate: cells of wall, put at random (default 0; at most the board's cells less two, leaving an even number for tiles)."), tr("n"), QStringLiteral("0")},
        {QStringLiteral("out"), tr("generate: write the board to this file rather than to standard output."), tr("file")},
        {QStringLiteral("board"), tr("solve, check, compare: a Lianliankan board (rows of '.', '#' and kinds 1..%1).").arg(LinkBoard::maxKind),
         tr("file")},
        {QStringLiteral("all"), tr("compare: list every pair, not only those where the two searches differ (with --json, "
                                   "under \"pairs_list\", beside \"differences\").")},
    });
}

int LinkCommand::execute(const QCommandLineParser &parser, const Output &output)
{
    const QStringList positional = parser.positionalArguments();
    // Nothing typed is not a word to quote back.
    if (positional.isEmpty())
        return output.fail(BadInput, tr("link takes one action: generate, solve or check a board, or compare its two link "
                                        "searches"));
    if (positional.size() != 1 || !QStringList{generateAction, solveAction, checkAction, compareAction}.contains(positional.first()))
        return output.fail(BadInput, tr("link takes one action (generate, solve or check a board, or compare its two link searches), "
                                        "not \"%1\"").arg(positional.join(u' ')));
    const QString action = positional.first();
    // Options of the other actions are mistakes worth saying, not things to ignore.
    QStringList foreign{QStringLiteral("board"), QStringLiteral("all")};
    if (action != generateAction) {
        foreign = {QStringLiteral("size"), QStringLiteral("kinds"), QStringLiteral("seed"), QStringLiteral("walls"), QStringLiteral("out")};
        if (action != compareAction)
            foreign << QStringLiteral("all");
    }
    for (const QString &option : std::as_const(foreign)) {
        if (parser.isSet(option))
            return output.fail(BadInput, tr("link %1 takes no --%2").arg(action, option));
    }
    if (action == generateAction)
        return generate(parser, output);
    if (action == solveAction)
        return solve(parser, output);
    if (action == compareAction)
        return compare(parser, output);
    return check(parser, output);
}

int LinkCommand::generate(const QCommandLineParser &parser, const Output &output)
{
    if (!parser.isSet(QStringLiteral("size")))
        return output.fail(BadInput, tr("link generate needs --size WxH, e.g. --size 12x8"));
    if (!parser.isSet(QStringLiteral("kinds")))
        return output.fail(BadInput, tr("link generate needs --kinds, how many kinds of tile"));
    static const QRegularExpression sizePattern(QStringLiteral("^(\\d+)[xX](\\d+)$"));
    const auto match = sizePattern.match(parser.value(QStringLiteral("size")).trimmed());
    bool widthOk = false;
    bool heightOk = false;
    const quint64 width = match.hasMatch() ? match.captured(1).toULongLong(&widthOk) : 0;
    const quint64 height = match.hasMatch() ? match.captured(2).toULongLong(&heightOk) : 0;
    if (!widthOk || !heightOk)
        return output.fail(BadInput, tr("--size takes WxH, e.g. 12x8, not \"%1\"").arg(shownInMessage(parser.value(QStringLiteral("size")))));
    // The size first: the most walls it takes follows from it.
    if (const QString why = LinkBoard::sizeError(wide(width), wide(height)); !why.isEmpty())
        return output.fail(BadInput, why);
    QString error;
    const auto kinds = Inputs::readCount(parser, QStringLiteral("kinds"), 1, LinkBoard::maxKind, &error);
    if (!kinds)
        return output.fail(BadInput, error);
    // At least two cells are left for tiles.
    const auto walls = Inputs::readCount(parser, QStringLiteral("walls"), 0, width * height - 2, &error);
    if (!walls)
        return output.fail(BadInput, error);
    const auto seed = Inputs::readCount(parser, QStringLiteral("seed"), 0, std::numeric_limits<quint64>::max(), &error);
    if (!seed)
        return output.fail(BadInput, error);
    if (const QString why = LinkGenerator::settingsError(wide(width), wide(height), wide(*kinds), wide(*walls)); !why.isEmpty())
        return output.fail(BadInput, why);

    LinkGeneratorSettings settings;
    settings.width = int(width);
    settings.height = int(height);
    settings.kinds = int(*kinds);
    settings.walls = int(*walls);
    settings.seed = *seed;
    LinkGenerator generator;
    const std::optional<LinkBoard> board = generator.generate(settings, &error);
    if (!board)
        return output.fail(BadInput, error);
    const QString text = board->toText();

    QJsonObject object{
        {QStringLiteral("width"), settings.width},
        {QStringLiteral("height"), settings.height},
        {QStringLiteral("kinds"), settings.kinds},
        {QStringLiteral("walls"), settings.walls},
        {QStringLiteral("seed"), QString::number(settings.seed)},
        {QStringLiteral("pairs"), qint64(generator.order().size())},
        {QStringLiteral("board"), text},
    };
    if (!parser.isSet(QStringLiteral("out"))) {
        output.result(object, text);
        return Success;
    }
    const QString fileName = Inputs::outputFile(parser, QStringLiteral("out"));
    if (!Output::writeFile(fileName, text.toUtf8(), &error))
        return output.cannotWrite(fileName, error);
    object.insert(QStringLiteral("out"), fileName);
    output.result(object, tr("A board of %1 x %2 tiles with %3, %4 and %5, seed %6, that can be cleared: %7")
                              .arg(settings.width).arg(settings.height)
                              .arg(tr("%n kind(s)", nullptr, settings.kinds), tr("%n wall(s)", nullptr, settings.walls),
                                   tr("%n pair(s)", nullptr, int(generator.order().size())))
                              .arg(settings.seed).arg(fileName));
    return Success;
}

int LinkCommand::solve(const QCommandLineParser &parser, const Output &output)
{
    if (!parser.isSet(QStringLiteral("board")))
        return output.fail(BadInput, tr("link solve needs --board FILE"));
    QString error;
    const std::optional<LinkBoard> board = readBoard(parser.value(QStringLiteral("board")), solveAction, &error);
    if (!board)
        return output.fail(BadInput, error);

    LinkSolver solver;
    const LinkSolution solution = solver.solve(*board);
    QJsonArray pairs;
    QString lines;
    describePairs(*board, solution.pairs, &pairs, &lines);
    const int tilesLeft = board->tileCount() - 2 * int(solution.pairs.size());
    const QJsonObject object{
        {QStringLiteral("verdict"), verdictId(solution.verdict)},
        {QStringLiteral("cleared"), solution.cleared()},
        {QStringLiteral("pairs"), pairs},
        {QStringLiteral("tiles_left"), tilesLeft},
        {QStringLiteral("removals"), qint64(solution.removals)},
    };
    QString text;
    switch (solution.verdict) {
    case LinkSolution::Verdict::Cleared:
        // An order of no pairs would announce a list that never comes.
        text = board->tileCount() == 0
            ? tr("The board has no tiles to clear.")
            : tr("Cleared in %n pair(s), in this order (x,y as in the board file):", nullptr, int(solution.pairs.size()));
        break;
    case LinkSolution::Verdict::Impossible:
        text = tr("No order clears this board: at best %1 stay.").arg(tr("%n tile(s)", nullptr, tilesLeft));
        break;
    case LinkSolution::Verdict::Unknown:
        text = tr("Not cleared: the solver gave up after %1 tried, %2 left at best.")
                   .arg(groupedCount(tr("%n removal(s)", nullptr, pluralCount(solution.removals)), solution.removals),
                        tr("%n tile(s)", nullptr, tilesLeft));
        break;
    }
    // A list follows only when there is one: a board with no linkable pair has none.
    if (!solution.cleared())
        text = tr("%1 %2", "two sentences in a row")
                   .arg(text, solution.pairs.empty() ? tr("Not one pair can be taken off.") : tr("The longest run of pairs:"));
    output.result(object, text + u'\n' + lines);
    if (solution.verdict == LinkSolution::Verdict::Impossible)
        return output.endWith(CheckFailed, tr("%1 cannot be cleared").arg(parser.value(QStringLiteral("board"))));
    if (!solution.cleared())
        return output.endWith(GaveUp, tr("%1 was not cleared: the solver gave up").arg(parser.value(QStringLiteral("board"))));
    return Success;
}

int LinkCommand::check(const QCommandLineParser &parser, const Output &output)
{
    if (!parser.isSet(QStringLiteral("board")))
        return output.fail(BadInput, tr("link check needs --board FILE"));
    const QString fileName = parser.value(QStringLiteral("board"));
    QString error;
    const std::optional<LinkBoard> board = readBoard(fileName, checkAction, &error);
    if (!board)
        return output.fail(BadInput, error);

    LinkSolver solver;
    QString refusal;
    const LinkSolution solution = solver.check(*board, &refusal);
    if (!refusal.isEmpty())
        return output.fail(BadInput, tr("%1: %2; try link solve, which clears large boards but cannot prove that one cannot be cleared")
                                         .arg(fileName, refusal));
    if (solution.verdict == LinkSolution::Verdict::Unknown)
        return output.fail(BadInput, tr("%1: the check gave up after %2 tried without deciding")
                                         .arg(fileName, groupedCount(tr("%n removal(s)", nullptr, pluralCount(solution.removals)),
                                                                     solution.removals)));
    QJsonArray pairs;
    QString lines;
    describePairs(*board, solution.pairs, &pairs, &lines);
    const QJsonObject object{
        {QStringLiteral("clearable"), solution.cleared()},
        {QStringLiteral("pairs"), solution.cleared() ? pairs : QJsonArray()},
        {QStringLiteral("removals"), qint64(solution.removals)},
    };
    if (solution.cleared() && board->tileCount() == 0)
        output.result(object, tr("The board has no tiles to clear."));
    else if (solution.cleared())
        output.result(object, tr("The board can be cleared, for example in this order:") + u'\n' + lines);
    // Tiles that block each other are seen before any removal is tried: no count of none.
    else if (solution.removals == 0)
        output.result(object, tr("The board cannot be cleared: tiles that block each other prove it before any "
                                 "removal is tried."));
    else
        output.result(object, groupedCount(tr("The board cannot be cleared: no order of removals takes every tile off "
                                              "(%n removal(s) tried).", nullptr, pluralCount(solution.removals)),
                                           solution.removals));
    if (!solution.cleared())
        return output.endWith(CheckFailed, tr("%1 cannot be cleared").arg(fileName));
    return Success;
}

int LinkCommand::compare(const QCommandLineParser &parser, const Output &output)
{
    if (!parser.isSet(QStringLiteral("board")))
        return output.fail(BadInput, tr("link compare needs --board FILE"));
    QString error;
    const std::optional<LinkBoard> board = readBoard(parser.value(QStringLiteral("board")), compareAction, &error);
    if (!board)
        return output.fail(BadInput, error);

    const LinkComparison comparison = compareLinkSearches(*board);
    const bool all = parser.isSet(QStringLiteral("all"));
    QJsonArray differences;
    QJsonArray every;
    QString lines;
    int minTurnColumns = 0;
    for (const LinkPairComparison &pair : comparison.pairs) {
        if (all || pair.differs())
            minTurnColumns = std::max(minTurnColumns, terminaltext::width(pathText(pair.minTurn)));
    }
    for (const LinkPairComparison &pair : comparison.pairs) {
        const bool differs = pair.differs();
        if (!differs && !all)
            continue;
        const QJsonObject object = comparisonJson(*board, pair);
        if (differs)
            differences.append(object);
        if (all)
            every.append(object);
        lines += comparisonText(*board, pair, minTurnColumns);
    }
    QJsonObject object{
        {QStringLiteral("pairs"), qint64(comparison.pairs.size())},
        {QStringLiteral("linkable"), comparison.linkable},
        {QStringLiteral("same"), comparison.same},
        {QStringLiteral("as_good"), comparison.asGood},
        {QStringLiteral("more_turns"), comparison.moreTurns},
        {QStringLiteral("longer"), comparison.longer},
        {QStringLiteral("mismatches"), comparison.mismatches},
        {QStringLiteral("source_loops"), comparison.sourceLoops},
        {QStringLiteral("differences"), differences},
    };
    if (all)
        object.insert(QStringLiteral("pairs_list"), every);

    std::vector<std::pair<QString, qint64>> counts{
        {tr("pairs of tiles of one kind"), qint64(comparison.pairs.size())},
        {tr("linkable"), comparison.linkable},
        {tr("the post's search takes the same link"), comparison.same},
        {tr("another link, as good"), comparison.asGood},
        {tr("a link with more turns"), comparison.moreTurns},
        {tr("as many turns, a longer path"), comparison.longer},
        {tr("the post's own Python never returns"), comparison.sourceLoops},
    };
    if (comparison.mismatches > 0)
        counts.push_back({tr("the two disagree on whether the pair links (a bug)"), comparison.mismatches});
    // Padded by the columns a terminal gives each label: a Chinese character takes two.
    int labelWidth = 0;
    for (auto &[label, count] : counts) {
        label = tr("%1:", "a label before its count").arg(label);
        labelWidth = std::max(labelWidth, terminaltext::width(label));
    }
    QString text = tr("Both searches on every pair, from its first tile to its second (x,y as in the board file):") + u'\n';
    for (const auto &[label, count] : counts)
        text += QStringLiteral("  %1  %2\n").arg(terminaltext::padded(label, labelWidth), groupedNumber(count).rightJustified(6));
    if (all)
        text += tr("Every pair:") + u'\n' + lines;
    else if (!lines.isEmpty())
        text += tr("Where the two differ:") + u'\n' + lines;
    else if (comparison.pairs.empty())
        text += tr("The board holds no two tiles of one kind: there is nothing to compare.");
    else if (comparison.linkable == 0)
        text += tr("Neither search links any pair: no pair of this board can be joined with at most two turns.");
    else
        text += tr("The post's search finds the same link as the fewest-turn search on every pair.");
    output.result(object, text);
    if (comparison.mismatches > 0)
        return output.endWith(CheckFailed, groupedCount(tr("the two searches disagree on whether %n pair(s) link", nullptr,
                                                           pluralCount(quint64(comparison.mismatches))),
                                                        quint64(comparison.mismatches)));
    return Success;
}

} // namespace gridtrace::cli
