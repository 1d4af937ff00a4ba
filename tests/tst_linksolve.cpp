// The link-solve entry gives a trace the debugger can trust, one step a pair with the
// fewest-turn search inside, and `gridtrace-cli link` generates, solves and checks boards.

#include "clirun.h"
#include "linkbrute.h"

#include "trace/tracefile.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace gridtrace;
using namespace gridtrace::linktest;

class TestLinkSolve : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void solveEntryTracesEveryPair();
    void solveEntryOnABoardThatCannotBeCleared();
    void commandLine();

private:
    QTemporaryDir m_dir;
};

void TestLinkSolve::solveEntryTracesEveryPair()
{
    const AlgorithmInfo info = linkSolveAlgorithm();
    QCOMPARE(info.id, QStringLiteral("link-solve"));
    QCOMPARE(info.family, Family::Link);
    if (const AlgorithmInfo *registered = Catalogue::find(info.id))
        QCOMPARE(registered->pseudoCode.size(), info.pseudoCode.size());
    // The fewest-turn search records into these tables: its slots come first, in its order.
    const AlgorithmInfo *minTurn = Catalogue::find(u"link-min-turn");
    QVERIFY(minTurn);
    for (qsizetype i = 0; i < minTurn->pseudoCode.size(); ++i)
        QCOMPARE(QString::fromLatin1(info.pseudoCode[i]), QString::fromLatin1(minTurn->pseudoCode[i]));
    for (qsizetype i = 0; i < minTurn->stepKinds.size(); ++i)
        QCOMPARE(QString::fromLatin1(info.stepKinds[i].id), QString::fromLatin1(minTurn->stepKinds[i].id));
    QCOMPARE(info.tables().counters.mid(0, 2), minTurn->tables().counters);
    QCOMPARE(info.tables().sequences, minTurn->tables().sequences);
    QCOMPARE(info.tables().labels, minTurn->tables().labels);

    // A board file's board, and a tileless grid like tst_realtraces's (walls, weights), which
    // the entry fills with pairs round its walls.
    std::vector<Scenario> scenarios;
    {
        Scenario scenario;
        LinkGenerator().generate({10, 6, 7, 4, 5})->toScenario(scenario);
        scenarios.push_back(scenario);
    }
    for (const quint32 seed : {1u, 2u, 3u}) {
        Scenario scenario;
        scenario.board = Grid(23, 17);
        QRandomGenerator random(seed);
        for (int cell = 0; cell < scenario.board.cellCount(); ++cell) {
            const quint32 roll = random.bounded(100);
            if (roll < 25)
                scenario.board.setWall(scenario.board.pos(cell));
            else if (roll < 35)
                scenario.board.setWeight(scenario.board.pos(cell), std::uint8_t(2 + random.bounded(8)));
        }
        scenario.start = CellPos{1, 2};
        scenario.seed = seed;
        scenarios.push_back(scenario);
    }
    for (const Scenario &input : scenarios) {
        const EntryRun run = runEntry(info, input);
        QVERIFY2(run.traced.error.isEmpty(), qPrintable(run.traced.error));
        const std::optional<LinkBoard> board = LinkBoard::fromScenario(run.scenario, nullptr);
        QVERIFY(board);
        QVERIFY(board->tileCount() > 20);
        const Trace &trace = run.trace;
        qInfo("%d tiles: a trace of %d steps and %zu changes", board->tileCount(), trace.stepCount(), trace.changeCount());
        QVERIFY2(trace.validate().isEmpty(), qPrintable(trace.validate()));
        QVERIFY(run.traced.found);
        QCOMPARE(run.traced.facts.value(QStringLiteral("verdict")).toString(), QStringLiteral("cleared"));
        QCOMPARE(run.traced.facts.value(QStringLiteral("tiles_left")).toInt(), 0);
        const QVariantList pairs = run.traced.facts.value(QStringLiteral("pairs")).toList();
        QCOMPARE(pairs.size(), board->tileCount() / 2);
        QCOMPARE(run.traced.cost, double(pairs.size()));
        QCOMPARE(run.untraced.found, run.traced.found);
        QCOMPARE(run.untraced.facts, run.traced.facts);
        QCOMPARE(run.untraced.cost, run.traced.cost);
        // The pairs of the facts clear the board, in board-file coordinates.
        std::vector<LinkPair> order;
        for (const QVariant &pair : pairs) {
            const QVariantList ends = pair.toList();
            const auto cell = [&](const QVariant &end) {
                const QVariantList xy = end.toList();
                return board->index(LinkBoard::fromTile({xy.value(0).toInt(), xy.value(1).toInt()}));
            };
            order.push_back({cell(ends.value(0)), cell(ends.value(1))});
        }
        QString why;
        const auto after = replayPairs(*board, order, &why);
        QVERIFY2(after && after->tileCount() == 0, qPrintable(why));

        // Depth 0: the plan, one step per pair, the end; the search nested inside each pair.
        std::vector<int> pairSteps;
        for (int i = 0; i < trace.stepCount(); ++i) {
            const Step &step = trace.steps[std::size_t(i)];
            QVERIFY(step.kind < info.stepKinds.size());
            QVERIFY(step.line > 0 && step.line <= info.pseudoCode.size());
            const QString kind = QString::fromLatin1(info.stepKinds[step.kind].id);
            const bool top = kind == u"plan" || kind == u"pair" || kind == u"cleared" || kind == u"stuck";
            QCOMPARE(step.depth == 0, top);
            if (kind == u"pair") {
                pairSteps.push_back(i);
                QCOMPARE(int(step.cell), order[pairSteps.size() - 1].first);
            }
            QVERIFY(kind != u"no-link");
        }
        QCOMPARE(QString::fromLatin1(info.stepKinds[trace.steps.front().kind].id), QStringLiteral("plan"));
        QCOMPARE(QString::fromLatin1(info.stepKinds[trace.steps.back().kind].id), QStringLiteral("cleared"));
        QCOMPARE(pairSteps.size(), order.size());
        for (std::size_t k = 0; k < pairSteps.size(); ++k) {
            // Inside each pair: the search's layers and runs, its link, and the removal.
            const int next = k + 1 < pairSteps.size() ? pairSteps[k + 1] : trace.stepCount() - 1;
            const Step &linked = trace.steps[std::size_t(next - 2)];
            const Step &remove = trace.steps[std::size_t(next - 1)];
            QCOMPARE(QString::fromLatin1(info.stepKinds[linked.kind].id), QStringLiteral("linked"));
            QCOMPARE(linked.depth, 1);
            QCOMPARE(QString::fromLatin1(info.stepKinds[remove.kind].id), QStringLiteral("remove"));
            QCOMPARE(remove.depth, 1);
            QCOMPARE(trace.steps[std::size_t(pairSteps[k]) + 1].depth, 1);
        }

        // The legend explains every mark; the first scene shows the tiles; the last none.
        for (const Change &change : trace.changes) {
            if (change.op() != ChangeOp::SetCell || CellLayer(change.slot()) != CellLayer::Mark || change.after == 0)
                continue;
            QVERIFY(std::any_of(info.legend.cbegin(), info.legend.cend(),
                                [&](const LegendEntry &entry) { return entry.mark == Mark(change.after); }));
        }
        for (int cell = 0; cell < board->cellCount(); ++cell)
            QCOMPARE(trace.initial.tile(cell), board->kind(cell));
        Cursor cursor(trace);
        QCOMPARE(run.scenes.size(), std::size_t(trace.stepCount()) + 1);
        for (int position = 0; position <= trace.stepCount(); ++position) {
            cursor.seek(position);
            QVERIFY2(cursor.scene() == run.scenes[std::size_t(position)], qPrintable(QStringLiteral("position %1").arg(position)));
        }
        for (int cell = 0; cell < board->cellCount(); ++cell) {
            QCOMPARE(cursor.scene().tile(cell), 0);
            QCOMPARE(cursor.scene().mark(cell), Mark::None);
        }
        const int tilesCounter = int(trace.tables.counters.indexOf(QStringLiteral("tiles")));
        const int pairsCounter = int(trace.tables.counters.indexOf(QStringLiteral("pairs")));
        QCOMPARE(cursor.scene().counter(tilesCounter), 0);
        QCOMPARE(cursor.scene().counter(pairsCounter), int(order.size()));
        // Back to the start exactly, and through both file formats.
        while (cursor.stepBack()) {
        }
        QVERIFY(cursor.scene() == trace.initial);
        QString error;
        const auto loaded = readTraceBinary(writeTraceBinary(trace), &error);
        QVERIFY2(loaded && *loaded == trace, qPrintable(error));
        // The header re-creates the run: the board it was filled with is in it.
        const EntryRun again = runEntry(info, trace.header);
        QVERIFY(again.trace == trace);
    }
}

void TestLinkSolve::solveEntryOnABoardThatCannotBeCleared()
{
    const AlgorithmInfo info = linkSolveAlgorithm();
    const auto board = LinkBoard::fromText(QStringLiteral(
        "3 . . 3\n"
        ". 1 2 .\n"
        ". 2 1 .\n"
        "4 . # 4\n"), nullptr);
    QVERIFY(board);
    Scenario scenario;
    board->toScenario(scenario);
    const EntryRun run = runEntry(info, scenario);
    QVERIFY2(run.traced.error.isEmpty(), qPrintable(run.traced.error));
    QVERIFY(!run.traced.found);
    QCOMPARE(run.traced.facts.value(QStringLiteral("verdict")).toString(), QStringLiteral("impossible"));
    QCOMPARE(run.traced.facts.value(QStringLiteral("tiles_left")).toInt(), 4);
    QCOMPARE(run.traced.cost, 2.0);
    QVERIFY2(run.traced.notes.join(u' ').contains(QStringLiteral("no order")), qPrintable(run.traced.notes.join(u' ')));
    QCOMPARE(QString::fromLatin1(info.stepKinds[run.trace.steps.back().kind].id), QStringLiteral("stuck"));
    QVERIFY(run.trace.validate().isEmpty());
    QCOMPARE(run.untraced.facts, run.traced.facts);
    // A scenario the game cannot hold: a tile on the ring.
    Scenario ring = scenario;
    ring.tiles[0] = 1;
    QVERIFY(runEntry(info, ring).traced.error.contains(QStringLiteral("ring")));
    // A grid too small for a ring round four tiles.
    Scenario small;
    small.board = Grid(5, 9);
    QVERIFY(runEntry(info, small).traced.error.contains(QStringLiteral("5 x 9")));
}

void TestLinkSolve::commandLine()
{
    QVERIFY(m_dir.isValid());
    const QString file = m_dir.filePath(QStringLiteral("generated.txt"));
    // generate to stdout: exactly the generator's board.
    const CliRun out = cli({QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("14x9"),
                            QStringLiteral("--kinds"), QStringLiteral("10"), QStringLiteral("--seed"), QStringLiteral("77"),
                            QStringLiteral("--walls"), QStringLiteral("4")});
    QCOMPARE(out.exitCode, 0);
    const LinkBoard expected = *LinkGenerator().generate({14, 9, 10, 4, 77});
    QCOMPARE(QString::fromUtf8(out.out), expected.toText());
    // --out writes the same to a file; --json says what was made.
    const CliRun written = cli({QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("14x9"),
                                QStringLiteral("--kinds"), QStringLiteral("10"), QStringLiteral("--seed"), QStringLiteral("77"),
                                QStringLiteral("--walls"), QStringLiteral("4"), QStringLiteral("--out"), file, QStringLiteral("--json")});
    QCOMPARE(written.exitCode, 0);
    const QJsonObject made = written.json();
    QCOMPARE(made.value(QStringLiteral("pairs")).toInt(), 61);
    QCOMPARE(made.value(QStringLiteral("board")).toString(), expected.toText());
    QCOMPARE(made.value(QStringLiteral("out")).toString(), file);
    {
        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(in.readAll()), expected.toText());
    }

    // solve: the pairs in order, which clear the board.
    const CliRun solved = cli({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), file, QStringLiteral("--json")});
    QCOMPARE(solved.exitCode, 0);
    const QJsonObject solution = solved.json();
    QCOMPARE(solution.value(QStringLiteral("verdict")).toString(), QStringLiteral("cleared"));
    std::vector<LinkPair> order;
    for (const QJsonValue &value : solution.value(QStringLiteral("pairs")).toArray()) {
        const QJsonObject pair = value.toObject();
        const auto cell = [&](const char *key) {
            const QJsonArray xy = pair.value(QLatin1String(key)).toArray();
            return expected.index(LinkBoard::fromTile({xy.at(0).toInt(), xy.at(1).toInt()}));
        };
        order.push_back({cell("first"), cell("second")});
        QCOMPARE(pair.value(QStringLiteral("kind")).toInt(), expected.kind(order.back().first));
    }
    QString why;
    const auto after = replayPairs(expected, order, &why);
    QVERIFY2(after && after->tileCount() == 0, qPrintable(why));
    const CliRun solvedText = cli({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), file});
    QCOMPARE(solvedText.exitCode, 0);
    QVERIFY2(solvedText.out.startsWith("Cleared in 61 pair"), solvedText.out.constData());

    // check: a small board that clears (0), one that cannot (1), a large one refused (2).
    const QString small = m_dir.filePath(QStringLiteral("small.txt"));
    const QString crossed = m_dir.filePath(QStringLiteral("crossed.txt"));
    for (const auto &[name, text] : {std::pair{small, QStringLiteral("1 . . 2\n. 3 3 .\n. . . .\n2 . . 1\n")},
                                     std::pair{crossed, QStringLiteral("3 . . 3\n. 1 2 .\n. 2 1 .\n. . . .\n")}}) {
        QFile f(name);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.toUtf8());
    }
    const CliRun clears = cli({QStringLiteral("link"), QStringLiteral("check"), QStringLiteral("--board"), small, QStringLiteral("--json")});
    QCOMPARE(clears.exitCode, 0);
    QVERIFY(clears.json().value(QStringLiteral("clearable")).toBool());
    const CliRun cannot = cli({QStringLiteral("link"), QStringLiteral("check"), QStringLiteral("--board"), crossed});
    QCOMPARE(cannot.exitCode, 1);
    QVERIFY2(cannot.out.contains("cannot be cleared"), cannot.out.constData());
    const CliRun stuck = cli({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), crossed, QStringLiteral("--json")});
    QCOMPARE(stuck.exitCode, 1);
    QCOMPARE(stuck.json().value(QStringLiteral("verdict")).toString(), QStringLiteral("impossible"));
    QCOMPARE(stuck.json().value(QStringLiteral("tiles_left")).toInt(), 4);

    // Bad input: exit 2, one line that says what is wrong, nothing on stdout.
    const QString link = QStringLiteral("link");
    const QString generate = QStringLiteral("generate");
    const std::vector<std::pair<QStringList, QString>> bad{
        {{link, generate, QStringLiteral("--size"), QStringLiteral("5x5"), QStringLiteral("--kinds"), QStringLiteral("3")}, QStringLiteral("odd number")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--kinds"), QStringLiteral("9")}, QStringLiteral("at least 9 pairs")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("31x10"), QStringLiteral("--kinds"), QStringLiteral("3")}, QStringLiteral("4 to 30 tiles wide")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("99999999999999999999x4"), QStringLiteral("--kinds"), QStringLiteral("3")}, QStringLiteral("WxH")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--kinds"), QStringLiteral("3"), QStringLiteral("--walls"), QStringLiteral("15")}, QStringLiteral("walls")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("12"), QStringLiteral("--kinds"), QStringLiteral("3")}, QStringLiteral("WxH")},
        {{link, generate, QStringLiteral("--kinds"), QStringLiteral("3")}, QStringLiteral("--size")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("4x4")}, QStringLiteral("--kinds")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--kinds"), QStringLiteral("two")}, QStringLiteral("--kinds")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--kinds"), QStringLiteral("2"), QStringLiteral("--board"), file}, QStringLiteral("--board")},
        {{link, QStringLiteral("solve")}, QStringLiteral("--board")},
        {{link, QStringLiteral("solve"), QStringLiteral("--board"), file, QStringLiteral("--seed"), QStringLiteral("3")}, QStringLiteral("--seed")},
        {{link, QStringLiteral("solve"), QStringLiteral("--board"), m_dir.filePath(QStringLiteral("missing.txt"))}, QStringLiteral("missing.txt")},
        {{link, QStringLiteral("check"), QStringLiteral("--board"), file}, QStringLiteral("at most 40")},
        {{link, QStringLiteral("shuffle")}, QStringLiteral("generate, solve or check")},
        {{link}, QStringLiteral("generate, solve or check")},
    };
    for (const auto &[arguments, mentions] : bad) {
        const QString problem = refusalProblem(arguments, mentions);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    QCOMPARE(cli({link, QStringLiteral("--help")}).exitCode, 0);
}
QTEST_GUILESS_MAIN(TestLinkSolve)
#include "tst_linksolve.moc"
