// The trace limit as a user meets it: a search too big to trace whole keeps the steps it
// recorded, stays a valid trace that saves and loads, says which limit it met and how to raise
// it, and still finds the same path; from the command line and in the window alike.

#include "clirun.h"
#include "language.h"
#include "logdock.h"
#include "mainwindow.h"
#include "runcontroller.h"

#include "catalogue/catalogue.h"
#include "grid/scenariofile.h"
#include "puzzle/puzzlealgorithms.h"
#include "trace/cursor.h"
#include "trace/tracefile.h"

#include <QAction>
#include <QInputDialog>
#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace gridtrace;

namespace {

// BFS across an open board, corner to corner: the shortest path is known without a search.
Scenario openBoardBfs(int side)
{
    Scenario scenario;
    scenario.board = Grid(side, side);
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{side - 1, side - 1};
    scenario.algorithm = QStringLiteral("bfs");
    return scenario;
}

struct CappedRun
{
    Trace trace;
    RunOutcome outcome;
    Scene lastScene; // what the recorder showed when the run ended
};

CappedRun runCapped(const Scenario &scenario, quint64 limit)
{
    CappedRun run;
    RunContext context;
    context.maxTraceChanges = limit;
    context.stepObserver = [&run](int, const Scene &scene) { run.lastScene = scene; };
    run.outcome = Catalogue::run(scenario, &run.trace, &context);
    return run;
}

// The message names the limit with its number and both ways to change it.
QString noteProblem(const RunOutcome &outcome, const QString &limit, int steps)
{
    if (!outcome.traceLimited)
        return QStringLiteral("the outcome is not marked as limited");
    for (const QString &note : outcome.notes) {
        if (note.contains(limit + QStringLiteral(" changes (the trace limit)"))
            && note.contains(QStringLiteral("during step %1 and keeps the steps before it;")
                                 .arg(QLocale(QLocale::English).toString(steps + 1)))
            && note.contains(QStringLiteral("Run > Trace Limit")) && note.contains(QStringLiteral("--max-trace-changes")))
            return {};
    }
    return QStringLiteral("no note names the limit: ") + outcome.notes.join(u'|');
}

} // namespace

class TestLimits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cappedSearchKeepsWholeSteps();
    void cappedTraceSavesAndLoads();
    void uncappedRunIsUnchanged();
    void hugeBoardHoldsOnlyTheCap();
    void largePuzzleIsTracedUpToTheLimit();
    void defaultLimitFollowsTheRule();
    void commandLineSaysSoAndSucceeds();
    void commandLineRefusesABadLimit();
    void windowLogsTheLimit();
    void windowMenuSetsAndKeepsTheLimit();
    void windowExplainsALimitOutOfRange();

private:
    QTemporaryDir m_dir;
};

void TestLimits::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The notes are read in English, whose plural forms ("1 change", "2,500 changes") come
    // from its translation, as the window and the command line install it.
    QVERIFY(Language::install(QStringLiteral("en")));
    QStandardPaths::setTestModeEnabled(true);
    QSettings().remove(QStringLiteral("run/maxTraceChanges"));
}

void TestLimits::cappedSearchKeepsWholeSteps()
{
    const Scenario scenario = openBoardBfs(200);
    Trace whole;
    const RunOutcome uncapped = Catalogue::run(scenario, &whole);
    QVERIFY2(uncapped.error.isEmpty(), qPrintable(uncapped.error));
    QVERIFY(!uncapped.traceLimited);
    QVERIFY(whole.changeCount() > 50'000);

    const quint64 limit = 5000;
    const CappedRun capped = runCapped(scenario, limit);
    QVERIFY2(capped.outcome.error.isEmpty(), qPrintable(capped.outcome.error));
    const Trace &trace = capped.trace;
    QVERIFY(trace.changeCount() <= limit);
    QVERIFY(trace.stepCount() > 0);
    QCOMPARE(trace.validate(), QString());

    // Whole steps only: the capped trace is the uncapped one's first N steps exactly, and the
    // step after them would not have fitted.
    const int steps = trace.stepCount();
    QVERIFY(steps < whole.stepCount());
    QVERIFY(trace.initial == whole.initial);
    QVERIFY(std::equal(trace.steps.begin(), trace.steps.end(), whole.steps.begin()));
    QCOMPARE(trace.changeCount(), whole.changesAt(steps));
    QVERIFY(std::equal(trace.changes.begin(), trace.changes.end(), whole.changes.begin()));
    QVERIFY(whole.changesAt(steps + 1) > limit);

    // The scene the run ended on is the trace's last, so the window shows what it replays.
    Cursor cursor(trace);
    cursor.seek(steps);
    QVERIFY(cursor.scene() == capped.lastScene);

    // The run itself went on: the same path, the shortest across an open board.
    QVERIFY(capped.outcome.found);
    QCOMPARE(capped.outcome.path, uncapped.path);
    QCOMPARE(int(capped.outcome.path.size()) - 1, 2 * 199);
    QCOMPARE(capped.outcome.cost, uncapped.cost);
    QCOMPARE(capped.outcome.expansions, uncapped.expansions);
    const QString problem = noteProblem(capped.outcome, QStringLiteral("5,000"), steps);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestLimits::cappedTraceSavesAndLoads()
{
    const CappedRun capped = runCapped(openBoardBfs(120), 3000);
    QVERIFY(capped.outcome.traceLimited);
    for (const QString &name : {QStringLiteral("capped.json"), QStringLiteral("capped.gtrace")}) {
        const QString fileName = m_dir.filePath(name);
        QString error;
        QVERIFY2(saveTrace(capped.trace, fileName, &error), qPrintable(error));
        const std::optional<Trace> loaded = loadTrace(fileName, &error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY(*loaded == capped.trace);
        QCOMPARE(loaded->validate(), QString());
    }
}

void TestLimits::uncappedRunIsUnchanged()
{
    // A limit the run never meets changes nothing and says nothing.
    const Scenario scenario = openBoardBfs(60);
    Trace whole;
    const RunOutcome uncapped = Catalogue::run(scenario, &whole);
    const CappedRun roomy = runCapped(scenario, whole.changeCount());
    QVERIFY(!roomy.outcome.traceLimited);
    QCOMPARE(roomy.outcome.notes, uncapped.notes);
    QVERIFY(roomy.trace == whole);
    // One change fewer and the last step goes.
    const CappedRun tight = runCapped(scenario, whole.changeCount() - 1);
    QVERIFY(tight.outcome.traceLimited);
    QCOMPARE(tight.trace.stepCount(), whole.stepCount() - 1);
}

void TestLimits::hugeBoardHoldsOnlyTheCap()
{
    // The largest board there is: what the trace holds is bounded by the limit, not by the
    // untraced rest of the run.
    const int side = Grid::MaxSide;
    const quint64 limit = 100'000;
    const Scenario scenario = openBoardBfs(side);
    const CappedRun capped = runCapped(scenario, limit);
    QVERIFY2(capped.outcome.error.isEmpty(), qPrintable(capped.outcome.error));
    QVERIFY(capped.outcome.found);
    QCOMPARE(int(capped.outcome.path.size()) - 1, 2 * (side - 1));
    // Every cell but the goal is expanded, as in the untraced run.
    QCOMPARE(capped.outcome.expansions, quint64(side) * quint64(side) - 1);
    QCOMPARE(capped.outcome.expansions, Catalogue::run(scenario).expansions);
    QVERIFY(capped.outcome.traceLimited);
    QVERIFY(capped.trace.changeCount() <= limit);
    QVERIFY(capped.trace.changes.capacity() <= limit);
    QVERIFY(capped.trace.steps.capacity() <= limit);
    QVERIFY(capped.trace.tables.strings.size() < 16);
    QCOMPARE(capped.trace.validate(), QString());
}

void TestLimits::largePuzzleIsTracedUpToTheLimit()
{
    // The largest puzzle that is traced (40 x 40): the trace keeps its first moves and the
    // solve goes on to the same answer as the untraced one.
    Scenario scenario;
    scenario.board = Grid(40, 40);
    scenario.algorithm = QStringLiteral("layered");
    scenario.seed = 7;
    const RunOutcome untraced = Catalogue::run(scenario);
    QVERIFY2(untraced.error.isEmpty(), qPrintable(untraced.error));
    QVERIFY(untraced.found);
    const CappedRun capped = runCapped(scenario, 20'000);
    QVERIFY2(capped.outcome.error.isEmpty(), qPrintable(capped.outcome.error));
    QVERIFY(capped.outcome.found);
    QCOMPARE(capped.outcome.facts.value(QStringLiteral("solution")), untraced.facts.value(QStringLiteral("solution")));
    QVERIFY(capped.trace.changeCount() <= 20'000);
    QCOMPARE(capped.trace.validate(), QString());
    const QString problem = noteProblem(capped.outcome, QStringLiteral("20,000"), capped.trace.stepCount());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestLimits::defaultLimitFollowsTheRule()
{
    const quint64 memory = Recorder::physicalMemory();
    const quint64 expected = memory == 0
        ? Recorder::maxDefaultChangeLimit
        : std::clamp<quint64>(memory / 4 / Recorder::bytesPerChange, Recorder::minDefaultChangeLimit,
                              Recorder::maxDefaultChangeLimit);
    QCOMPARE(quint64(Recorder::defaultChangeLimit()), expected);
    QVERIFY(Recorder::defaultChangeLimit() <= Recorder::maxChangeLimit);
    // A recorder made directly has the default too.
    Trace trace;
    trace.header.board = Grid(4, 4);
    Recorder recorder(trace);
    QCOMPARE(recorder.changeLimit(), Recorder::defaultChangeLimit());
    qInfo("physical memory %llu MiB, default trace limit %llu changes", qulonglong(memory >> 20),
          qulonglong(Recorder::defaultChangeLimit()));
}

void TestLimits::commandLineSaysSoAndSucceeds()
{
    QString error;
    // BFS across an open 150 x 150 board, corner to corner.
    const QStringList search{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("150x150"),
                             QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("149,149")};
    const QString traceFile = m_dir.filePath(QStringLiteral("cli.gtrace"));
    const CliRun run = cli(search + QStringList{QStringLiteral("--max-trace-changes"), QStringLiteral("4000"),
                            QStringLiteral("--trace"), traceFile});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.contains(QStringLiteral("Found a path of 298 moves")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("4,000 changes (the trace limit)")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("--max-trace-changes")), qPrintable(out));
    const std::optional<Trace> saved = loadTrace(traceFile, &error);
    QVERIFY2(saved, qPrintable(error));
    QVERIFY(saved->changeCount() <= 4000);
    QVERIFY(saved->stepCount() > 0);

    const CliRun json = cli(search + QStringList{QStringLiteral("--max-trace-changes"), QStringLiteral("4000"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject object = json.json();
    QCOMPARE(object.value(QStringLiteral("trace_limited")).toBool(), true);
    QCOMPARE(object.value(QStringLiteral("steps")).toInt(), 298);
    QVERIFY(object.value(QStringLiteral("changes")).toInteger() <= 4000);
    QVERIFY(object.value(QStringLiteral("notes")).toArray().first().toString().contains(QStringLiteral("trace limit")));
}

void TestLimits::commandLineRefusesABadLimit()
{
    for (const QString &bad : {QStringLiteral("0"), QStringLiteral("-5"), QStringLiteral("lots"),
                               QStringLiteral("3000000000")}) {
        const QString problem = refusalProblem({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"),
                                                QStringLiteral("10x10"), QStringLiteral("--from"), QStringLiteral("0,0"),
                                                QStringLiteral("--to"), QStringLiteral("9,9"), QStringLiteral("--max-trace-changes"), bad},
                                               QStringLiteral("--max-trace-changes"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestLimits::windowLogsTheLimit()
{
    const QString scenarioFile = m_dir.filePath(QStringLiteral("window.json"));
    QString error;
    QVERIFY2(saveScenario(openBoardBfs(100), scenarioFile, &error), qPrintable(error));
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.runner().setMaxTraceChanges(2500);
    QVERIFY2(window.openFile(scenarioFile), qPrintable(window.lastError()));
    QVERIFY(QTest::qWaitFor([&] { return window.trace() && !window.runner().isRunning(); }, 20000));
    QVERIFY(window.trace()->changeCount() <= 2500);
    const QStringList entries = window.logDock()->entries();
    const bool said = std::any_of(entries.begin(), entries.end(), [](const QString &entry) {
        return entry.contains(QStringLiteral("2,500 changes (the trace limit)"))
            && entry.contains(QStringLiteral("Run > Trace Limit"));
    });
    QVERIFY2(said, qPrintable(entries.join(u'\n')));
    // A sentence in the window's words: the command line's option is no use there.
    const bool windowWords = std::any_of(entries.begin(), entries.end(), [](const QString &entry) {
        return entry.contains(QStringLiteral("The trace stopped before passing 2,500 changes"))
            && !entry.contains(QStringLiteral("--max-trace-changes"));
    });
    QVERIFY2(windowWords, qPrintable(entries.join(u'\n')));
    QVERIFY2(said, qPrintable(entries.join(u'\n')));
}

void TestLimits::windowMenuSetsAndKeepsTheLimit()
{
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *entry = nullptr;
        for (QAction *menu : window.menuBar()->actions()) {
            if (!menu->menu())
                continue;
            for (QAction *action : menu->menu()->actions()) {
                if (action->text().remove(u'&') == QStringLiteral("Trace Limit…"))
                    entry = action;
            }
        }
        QVERIFY(entry);
        entry->trigger();
        auto *dialog = window.findChild<QInputDialog *>(QStringLiteral("traceLimitDialog"));
        QVERIFY(dialog);
        QCOMPARE(quint64(dialog->intValue()), Recorder::defaultChangeLimit());
        // The sizes it quotes are the program's own: a change and a step as stored, and what the
        // default limit counts for a change with its share of the steps.
        const QString text = dialog->labelText();
        QVERIFY2(text.contains(QStringLiteral("A change takes %1 bytes and a step %2;").arg(sizeof(Change)).arg(sizeof(Step))),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("counts %1 bytes a change").arg(Recorder::bytesPerChange)), qPrintable(text));
        dialog->setIntValue(1'234'000);
        dialog->accept();
        QCOMPARE(window.runner().maxTraceChanges(), quint64(1'234'000));
        QVERIFY(window.logDock()->entries().last().contains(QStringLiteral("1,234,000")));
    }
    // The next session starts with it.
    MainWindow again;
    QCOMPARE(again.runner().maxTraceChanges(), quint64(1'234'000));
    QSettings().remove(QStringLiteral("run/maxTraceChanges"));
}

// A figure below the range, typed and confirmed with Return, stays in the field with the range
// beside it: it was once swapped for the last good value without a word.
void TestLimits::windowExplainsALimitOutOfRange()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("traceLimitAction"))->trigger();
    auto *dialog = window.findChild<QInputDialog *>(QStringLiteral("traceLimitDialog"));
    QVERIFY(dialog);
    auto *range = dialog->findChild<QLabel *>(QStringLiteral("traceLimitRange"));
    QVERIFY(range);
    QCOMPARE(range->text(), QStringLiteral("From 1,000 to 2,000,000,000 changes."));
    auto *box = dialog->findChild<QSpinBox *>();
    QVERIFY(box);
    // The line has a place of its own, below the field: not drawn over the dialog's text.
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QVERIFY(range->isVisible());
    for (const QLabel *label : dialog->findChildren<QLabel *>()) {
        if (label != range && label->isVisible())
            QVERIFY2(!label->geometry().intersects(range->geometry()), qPrintable(label->text().left(40)));
    }
    QVERIFY(range->geometry().top() >= box->geometry().bottom());
    const quint64 before = window.runner().maxTraceChanges();
    box->selectAll();
    QTest::keyClicks(box, QStringLiteral("5"));
    QTest::keyClick(box, Qt::Key_Return);
    QVERIFY(dialog->isVisible());
    QCOMPARE(box->cleanText(), QStringLiteral("5"));
    QCOMPARE(range->text(), QStringLiteral("5 is not a limit: a trace limit is from 1,000 to 2,000,000,000 changes."));
    QCOMPARE(window.runner().maxTraceChanges(), before);
    // Corrected, it is taken.
    QTest::keyClicks(box, QStringLiteral("000"));
    QCOMPARE(range->text(), QStringLiteral("From 1,000 to 2,000,000,000 changes."));
    QTest::keyClick(box, Qt::Key_Return);
    QVERIFY(QTest::qWaitFor([&] { return window.runner().maxTraceChanges() == 5000; }, 2000));
    QSettings().remove(QStringLiteral("run/maxTraceChanges"));
}

QTEST_MAIN(TestLimits)
#include "tst_limits.moc"
