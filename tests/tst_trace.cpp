// The trace engine's promises: replaying to a step gives the scene the recorder had there,
// stepping back is exact, seeking is path-independent, and step over/into/out stop where a
// debugger would.

#include "grid/grid.h"
#include "trace/breakpoint.h"
#include "trace/cursor.h"
#include "trace/recorder.h"

#include "steprules.h"

#include <QRandomGenerator>
#include <QTest>

using namespace gridtrace;

Q_DECLARE_METATYPE(gridtrace::Bookmarks)

namespace {

// A trace of random edits over nested steps, with the recorder's scene kept at every step
// boundary: scenes[k] is what position k must show.
struct RecordedTrace
{
    Trace trace;
    std::vector<Scene> scenes;
};

RecordedTrace recordRandomTrace(quint32 seed, int stepCount, int width = 9, int height = 7)
{
    RecordedTrace result;
    Trace &trace = result.trace;
    trace.header.board = Grid(width, height);
    trace.tables.labels = {QStringLiteral("g"), QStringLiteral("h")};
    trace.tables.sequences = {QStringLiteral("stack"), QStringLiteral("body")};
    trace.tables.counters = {QStringLiteral("expansions"), QStringLiteral("open")};
    trace.tables.stepKinds = {QStringLiteral("expand"), QStringLiteral("open"), QStringLiteral("backtrack")};

    QRandomGenerator random(seed);
    Recorder recorder(trace);
    const int cells = trace.header.board.cellCount();
    recorder.setMark(0, Mark::Current); // before the first step: part of the initial scene
    for (int s = 0; s < stepCount; ++s) {
        // Depth moves by at most one level down, any number up: like calls and returns.
        const int wanted = int(random.bounded(4));
        if (wanted > recorder.depth())
            recorder.enter();
        while (recorder.depth() > wanted)
            recorder.leave();
        result.scenes.push_back(recorder.scene());
        recorder.step(int(random.bounded(3)), 1 + int(random.bounded(6)), int(random.bounded(cells)));
        const int edits = int(random.bounded(6));
        for (int e = 0; e < edits; ++e) {
            const int cell = int(random.bounded(cells));
            switch (random.bounded(10)) {
            case 0:
                recorder.setMark(cell, Mark(random.bounded(markCount)));
                break;
            case 1:
                recorder.setLabel(int(random.bounded(2)), cell, float(random.bounded(1000)) / 8.0f);
                break;
            case 2:
                recorder.setParent(cell, std::uint8_t(random.bounded(9)));
                break;
            case 3:
                recorder.setTile(cell, std::int32_t(random.bounded(50)) - 25);
                break;
            case 4:
                recorder.setTerrain(cell, std::uint8_t(random.bounded(10)));
                break;
            case 5:
                recorder.pushBack(int(random.bounded(2)), cell);
                break;
            case 6:
                recorder.pushFront(1, cell);
                break;
            case 7: {
                const int sequence = int(random.bounded(2));
                if (!recorder.scene().sequence(sequence).empty())
                    random.bounded(2) ? recorder.popBack(sequence) : recorder.popFront(sequence);
                break;
            }
            case 8:
                recorder.addToCounter(int(random.bounded(2)), std::int32_t(random.bounded(7)) - 3);
                break;
            default:
                if (random.bounded(3) == 0)
                    recorder.clearStatus();
                else
                    recorder.setStatus("Expanding %1", {QString::number(random.bounded(5))});
                break;
            }
        }
    }
    result.scenes.push_back(recorder.scene());
    return result;
}

// A trace whose steps have exactly the given depths and one counter change each.
Trace traceWithDepths(const std::vector<int> &depths)
{
    Trace trace;
    trace.header.board = Grid(3, 3);
    trace.tables.counters = {QStringLiteral("step")};
    trace.tables.stepKinds = {QStringLiteral("move"), QStringLiteral("search")};
    Recorder recorder(trace);
    for (std::size_t i = 0; i < depths.size(); ++i) {
        while (recorder.depth() < depths[i])
            recorder.enter();
        while (recorder.depth() > depths[i])
            recorder.leave();
        recorder.step(depths[i] == 0 ? 0 : 1, 1, int(i % 9));
        recorder.setCounter(0, std::int32_t(i + 1));
    }
    return trace;
}

} // namespace

class TestTrace : public QObject
{
    Q_OBJECT

private slots:
    void recorderWritesOnlyRealChanges();
    void changesBeforeTheFirstStepShapeTheInitialScene();
    void replayMatchesTheRecorderAtEveryStep();
    void steppingBackFromTheEndRestoresEveryScene();
    void seekIsPathIndependent();
    void seekAcrossKeyframes();
    void stepIntoOverOut_data();
    void stepIntoOverOut();
    void stepOverAndOutFollowTheirRules();
    void breakpointsOnStepKindAndCell();
    void validateRejectsInconsistentTraces();
    void statusTextsKeepTheirArguments();
    void statusTextsMustFitTheirArguments();
    void bookmarkHelpers();
    void validateChecksBookmarks_data();
    void validateChecksBookmarks();
};

void TestTrace::recorderWritesOnlyRealChanges()
{
    Trace trace;
    trace.header.board = Grid(4, 4);
    trace.tables.stepKinds = {QStringLiteral("expand")};
    trace.tables.labels = {QStringLiteral("g")};
    Recorder recorder(trace);
    recorder.step(0, 1, 5);
    recorder.setMark(5, Mark::Open);
    recorder.setMark(5, Mark::Open);
    recorder.setLabel(0, 5, 2.5f);
    recorder.setLabel(0, 5, 2.5f);
    recorder.setTerrain(5, 1); // already weight 1
    QCOMPARE(trace.changes.size(), std::size_t(2));
    QCOMPARE(trace.changes[0].op(), ChangeOp::SetCell);
    QCOMPARE(trace.changes[0].target(), 5);
    QCOMPARE(trace.changes[0].after, std::uint32_t(Mark::Open));
    QCOMPARE(recorder.scene().label(0, 5), 2.5f);
    QVERIFY(std::isnan(recorder.scene().label(0, 4)));
}

void TestTrace::changesBeforeTheFirstStepShapeTheInitialScene()
{
    Trace trace;
    trace.header.board = Grid(5, 2);
    trace.tables.stepKinds = {QStringLiteral("move")};
    trace.tables.sequences = {QStringLiteral("body")};
    Recorder recorder(trace);
    recorder.pushBack(0, 3);
    recorder.setMark(3, Mark::Head);
    recorder.step(0, 1);
    recorder.pushFront(0, 4);
    QCOMPARE(trace.initial.mark(3), Mark::Head);
    QCOMPARE(trace.initial.sequence(0).size(), std::size_t(1));
    QCOMPARE(trace.changes.size(), std::size_t(1));
    QVERIFY(trace.validate().isEmpty());
}

void TestTrace::replayMatchesTheRecorderAtEveryStep()
{
    for (quint32 seed = 1; seed <= 20; ++seed) {
        const RecordedTrace recorded = recordRandomTrace(seed, 300);
        QVERIFY2(recorded.trace.validate().isEmpty(), qPrintable(recorded.trace.validate()));
        // Replay from nothing, independent of the cursor.
        Scene replay = recorded.trace.initial;
        QVERIFY(replay == recorded.scenes[0]);
        for (int step = 0; step < recorded.trace.stepCount(); ++step) {
            for (std::size_t c = recorded.trace.firstChange(step); c < recorded.trace.endChange(step); ++c)
                replay.apply(recorded.trace.changes[c]);
            QVERIFY2(replay == recorded.scenes[std::size_t(step) + 1],
                     qPrintable(QStringLiteral("seed %1 step %2").arg(seed).arg(step)));
        }
        Cursor cursor(recorded.trace);
        for (int position = 0; position <= cursor.stepCount(); ++position) {
            cursor.seek(position);
            QVERIFY(cursor.scene() == recorded.scenes[std::size_t(position)]);
        }
    }
}

void TestTrace::steppingBackFromTheEndRestoresEveryScene()
{
    const RecordedTrace recorded = recordRandomTrace(77, 500);
    Cursor cursor(recorded.trace);
    cursor.toEnd();
    QVERIFY(cursor.scene() == recorded.scenes.back());
    while (cursor.stepBack())
        QVERIFY(cursor.scene() == recorded.scenes[std::size_t(cursor.position())]);
    QCOMPARE(cursor.position(), 0);
    QVERIFY(cursor.scene() == recorded.trace.initial);
    QVERIFY(!cursor.stepBack());
}

void TestTrace::seekIsPathIndependent()
{
    const RecordedTrace recorded = recordRandomTrace(5, 400);
    Cursor cursor(recorded.trace);
    QRandomGenerator random(11);
    for (int i = 0; i < 2000; ++i) {
        const int target = int(random.bounded(cursor.stepCount() + 1));
        cursor.seek(target);
        QCOMPARE(cursor.position(), target);
        QVERIFY(cursor.scene() == recorded.scenes[std::size_t(target)]);
    }
    cursor.seek(-5);
    QCOMPARE(cursor.position(), 0);
    cursor.seek(cursor.stepCount() + 10);
    QVERIFY(cursor.atEnd());
}

void TestTrace::seekAcrossKeyframes()
{
    // Enough changes for several keyframes on a small board.
    const RecordedTrace recorded = recordRandomTrace(9, 120000, 6, 5);
    Cursor cursor(recorded.trace);
    QVERIFY(recorded.trace.changeCount() > 3 * cursor.keyframeInterval());
    QVERIFY(cursor.keyframeCount() >= 3);
    QRandomGenerator random(3);
    for (int i = 0; i < 300; ++i) {
        const int target = int(random.bounded(cursor.stepCount() + 1));
        cursor.seek(target);
        QVERIFY2(cursor.scene() == recorded.scenes[std::size_t(target)],
                 qPrintable(QStringLiteral("position %1").arg(target)));
    }
}

void TestTrace::stepIntoOverOut_data()
{
    QTest::addColumn<std::vector<int>>("depths");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("into");
    QTest::addColumn<int>("over");
    QTest::addColumn<int>("out");

    // Steps:             0  1  2  3  4  5  6  7  8
    const std::vector<int> nested{0, 1, 1, 2, 2, 1, 0, 1, 0};
    // Position p means steps 0..p-1 ran: step p-1 is the one on screen, and the keys take
    // their depth from it.
    QTest::newRow("nothing on screen: the first step") << nested << 0 << 1 << 1 << 1;
    QTest::newRow("over a move skips its search, out of a move ends") << nested << 1 << 2 << 7 << 9;
    QTest::newRow("over a search step: its sibling") << nested << 2 << 3 << 3 << 6;
    QTest::newRow("over a step with children skips them") << nested << 3 << 4 << 6 << 6;
    QTest::newRow("out of the innermost level: its last step") << nested << 4 << 5 << 5 << 5;
    QTest::newRow("out from the last inner step: one step on") << nested << 5 << 6 << 6 << 6;
    QTest::newRow("last search step: over and out reach the next move") << nested << 6 << 7 << 7 << 7;
    QTest::newRow("a move with one search step") << nested << 7 << 8 << 9 << 9;
    QTest::newRow("last search step before the last move") << nested << 8 << 9 << 9 << 9;
    QTest::newRow("flat trace") << std::vector<int>{0, 0, 0} << 1 << 2 << 2 << 3;
    QTest::newRow("a jump of two levels") << std::vector<int>{0, 2, 2, 1, 0} << 2 << 3 << 3 << 3;
}

void TestTrace::stepIntoOverOut()
{
    QFETCH(std::vector<int>, depths);
    QFETCH(int, from);
    QFETCH(int, into);
    QFETCH(int, over);
    QFETCH(int, out);

    const Trace trace = traceWithDepths(depths);
    QVERIFY(trace.validate().isEmpty());
    Cursor cursor(trace);

    cursor.seek(from);
    QVERIFY(cursor.stepInto());
    QCOMPARE(cursor.position(), into);
    QCOMPARE(cursor.scene().counter(0), into); // every step set the counter to its number

    cursor.seek(from);
    QVERIFY(cursor.stepOver());
    QCOMPARE(cursor.position(), over);
    QCOMPARE(cursor.scene().counter(0), over);

    cursor.seek(from);
    QVERIFY(cursor.stepOut());
    QCOMPARE(cursor.position(), out);

    cursor.toEnd();
    QVERIFY(!cursor.stepInto());
    QVERIFY(!cursor.stepOver());
    QVERIFY(!cursor.stepOut());
}

void TestTrace::stepOverAndOutFollowTheirRules()
{
    // Random nestings, with jumps of several levels both ways, against the rules written out
    // plainly in steprules.h, from every position.
    QRandomGenerator random(20);
    for (int round = 0; round < 200; ++round) {
        std::vector<int> depths;
        const int count = 1 + int(random.bounded(40));
        int depth = 0;
        for (int i = 0; i < count; ++i) {
            depth = std::max(0, depth + int(random.bounded(5)) - 2);
            depths.push_back(depth);
        }
        const Trace trace = traceWithDepths(depths);
        QVERIFY(trace.validate().isEmpty());
        Cursor cursor(trace);
        for (int from = 0; from <= count; ++from) {
            const QByteArray where = QByteArray("round ") + QByteArray::number(round) + " from " + QByteArray::number(from);
            const int over = steprules::stepOver(depths, from);
            const int out = steprules::stepOut(depths, from);
            QVERIFY2(cursor.stepOverTarget(from) == over, where.constData());
            QVERIFY2(cursor.stepOutTarget(from) == out, where.constData());
            cursor.seek(from);
            QCOMPARE(cursor.stepOver(), from < count);
            QCOMPARE(cursor.position(), over);
            QCOMPARE(cursor.scene().counter(0), over); // every step set the counter to its number
            cursor.seek(from);
            QCOMPARE(cursor.stepOut(), from < count);
            QCOMPARE(cursor.position(), out);
            // Both move forward when they can, and step over never lands deeper than it began.
            if (from > 0 && from < count) {
                QVERIFY(over > from && out > from);
                QVERIFY(depths[std::size_t(over - 1)] <= depths[std::size_t(from - 1)] || over == count);
            }
        }
    }
}

void TestTrace::breakpointsOnStepKindAndCell()
{
    Trace trace;
    trace.header.board = Grid(4, 4);
    trace.tables.stepKinds = {QStringLiteral("expand"), QStringLiteral("backtrack")};
    Recorder recorder(trace);
    const int watched = Grid(4, 4).index({2, 1});
    recorder.step(0, 1, 0);
    recorder.setMark(0, Mark::Closed); // step 0
    recorder.step(0, 1, 1);
    recorder.setMark(watched, Mark::Open); // step 1: first change of the watched cell
    recorder.step(1, 2, 1);
    recorder.setMark(1, Mark::Backtracked); // step 2
    recorder.step(0, 1, watched);
    recorder.setMark(watched, Mark::Closed); // step 3: the watched cell is closed
    recorder.step(1, 2, 3);                  // step 4: a backtrack with no change

    const BreakpointList onCell{Breakpoint::onCellChange(watched)};
    QCOMPARE(nextBreak(trace, onCell, 0), 2); // stop right after step 1
    QCOMPARE(nextBreak(trace, onCell, 2), 4);
    QCOMPARE(nextBreak(trace, onCell, 4), -1);
    QCOMPARE(previousBreak(trace, onCell, 3), 2);

    const BreakpointList onClosed{Breakpoint::onCellMark(watched, Mark::Closed)};
    QCOMPARE(nextBreak(trace, onClosed, 0), 4);

    const BreakpointList onBacktrack{Breakpoint::onStepKind(1)};
    QCOMPARE(matchingSteps(trace, onBacktrack), (std::vector<int>{2, 4}));
    QCOMPARE(nextBreak(trace, onBacktrack, 3), 5);

    BreakpointList disabled = onBacktrack;
    disabled.front().enabled = false;
    QCOMPARE(nextBreak(trace, disabled, 0), -1);
}

void TestTrace::validateRejectsInconsistentTraces()
{
    RecordedTrace recorded = recordRandomTrace(3, 50);
    QVERIFY(recorded.trace.validate().isEmpty());

    Trace wrongBefore = recorded.trace;
    Change &change = wrongBefore.changes[10];
    change.before ^= 1u;
    QVERIFY(wrongBefore.validate().contains(QStringLiteral("change 10")));

    Trace outside = recorded.trace;
    outside.changes[3] = Change::make(ChangeOp::SetCell, int(CellLayer::Mark), 9 * 7, 0, 1);
    QVERIFY(outside.validate().contains(QStringLiteral("outside")));

    Trace emptyPop = recorded.trace;
    emptyPop.changes.insert(emptyPop.changes.begin(),
                            Change::make(ChangeOp::PopBack, 0, 0, 4, 0));
    QVERIFY(!emptyPop.validate().isEmpty());

    Trace badOp = recorded.trace;
    badOp.changes[0].code |= 0xe0000000u; // operation 7 does not exist
    QVERIFY(!badOp.validate().isEmpty());

    Trace unordered = recorded.trace;
    std::swap(unordered.steps[4].firstChange, unordered.steps[9].firstChange);
    if (unordered.steps[4].firstChange != unordered.steps[9].firstChange)
        QVERIFY(unordered.validate().contains(QStringLiteral("out of order")));

    Trace unknownKind = recorded.trace;
    unknownKind.steps[2].kind = 200;
    // The third step, as the window numbers it.
    QVERIFY(unknownKind.validate().contains(QStringLiteral("step 3 is of kind 200")));
}

void TestTrace::statusTextsKeepTheirArguments()
{
    const QString encoded = encodeStatus("Found a path of cost %1 in %2 steps", {QStringLiteral("12.5"), QStringLiteral("9")});
    QCOMPARE(displayStatus(encoded), QStringLiteral("Found a path of cost 12.5 in 9 steps"));
    QCOMPARE(displayStatus(QString()), QString());
    // An argument is shown as it is, even one that looks like a place of the text: a program's
    // name in a duel, a caption typed by a user.
    const QString placeLike = encodeStatus("Snake A is %1, snake B is %2", {QStringLiteral("bot %2"), QStringLiteral("human")});
    QCOMPARE(displayStatus(placeLike), QStringLiteral("Snake A is bot %2, snake B is human"));
    QCOMPARE(displayStatus(placeLike, StatusCount::GroupedInThrees), QStringLiteral("Snake A is bot %2, snake B is human"));
    QCOMPARE(displayStatus(encodeStatus("%n round(s) by %1 and %2", {QStringLiteral("3"), QStringLiteral("%2%1"), QStringLiteral("%n")})),
             QStringLiteral("3 round(s) by %2%1 and %n"));
    // A count that is not a number (a file the reader refuses) is shown as given, filled nowhere.
    QCOMPARE(displayStatus(encodeStatus("%n round(s) by %1", {QStringLiteral("%1"), QStringLiteral("x")})),
             QStringLiteral("%1 round(s) by x"));
}

// What a trace file's reader refuses, which would otherwise show "%5" or "abc move(s)".
void TestTrace::statusTextsMustFitTheirArguments()
{
    QCOMPARE(statusProblem(encodeStatus("Found a path of cost %1 in %2 steps", {QStringLiteral("12.5"), QStringLiteral("9")})), QString());
    QCOMPARE(statusProblem(encodeStatus("%n move(s) from (%1,%2)", {QStringLiteral("3"), QStringLiteral("1"), QStringLiteral("2")})), QString());
    QCOMPARE(statusProblem(encodeStatus("go %1, %1 again", {statusWord("up")})), QString());
    QCOMPARE(statusProblem(encodeStatus("no path", {})), QString());
    QCOMPARE(statusProblem(encodeStatus("Searching %1 %2 %3 %4 %5 %9", {})),
             QStringLiteral("the places in its text (6) and its arguments (0) do not match"));
    QCOMPARE(statusProblem(encodeStatus("no path", {QStringLiteral("7")})), QStringLiteral("the places in its text (0) and its arguments (1) do not match"));
    QCOMPARE(statusProblem(encodeStatus("Goal %n move(s)", {QStringLiteral("abc")})), QStringLiteral("its count \"abc\" is not a whole number"));
    QCOMPARE(statusProblem(encodeStatus("Goal %n move(s)", {})), QStringLiteral("its text takes a count, and none is given"));
}

void TestTrace::bookmarkHelpers()
{
    Bookmarks bookmarks;
    QCOMPARE(bookmarkAt(bookmarks, 0), nullptr);
    QCOMPARE(bookmarkInForce(bookmarks, 5), nullptr);
    QVERIFY(!removeBookmark(bookmarks, 0));

    // Set out of order: the list keeps itself sorted by position.
    setBookmark(bookmarks, {7, QStringLiteral("seven")});
    setBookmark(bookmarks, {0, QStringLiteral("start")});
    setBookmark(bookmarks, {3, QStringLiteral("three")});
    QCOMPARE(bookmarks.size(), std::size_t(3));
    QCOMPARE(bookmarks[0].position, 0);
    QCOMPARE(bookmarks[1].position, 3);
    QCOMPARE(bookmarks[2].position, 7);

    QVERIFY(bookmarkAt(bookmarks, 3));
    QCOMPARE(bookmarkAt(bookmarks, 3)->caption, QStringLiteral("three"));
    QCOMPARE(bookmarkAt(bookmarks, 4), nullptr);
    QCOMPARE(bookmarkAt(bookmarks, 8), nullptr);

    // A caption stays from its step until the next bookmark.
    const auto inForce = [&](int position) {
        const Bookmark *bookmark = bookmarkInForce(bookmarks, position);
        return bookmark ? bookmark->caption : QStringLiteral("-");
    };
    QCOMPARE(inForce(0), QStringLiteral("start"));
    QCOMPARE(inForce(2), QStringLiteral("start"));
    QCOMPARE(inForce(3), QStringLiteral("three"));
    QCOMPARE(inForce(6), QStringLiteral("three"));
    QCOMPARE(inForce(7), QStringLiteral("seven"));
    QCOMPARE(inForce(1000), QStringLiteral("seven"));
    QCOMPARE(inForce(-1), QStringLiteral("-"));

    // Setting a marked position again replaces its caption, never adds a second bookmark.
    setBookmark(bookmarks, {3, QStringLiteral("三")});
    QCOMPARE(bookmarks.size(), std::size_t(3));
    QCOMPARE(bookmarkAt(bookmarks, 3)->caption, QStringLiteral("三"));

    QVERIFY(removeBookmark(bookmarks, 3));
    QVERIFY(!removeBookmark(bookmarks, 3));
    QCOMPARE(bookmarks.size(), std::size_t(2));
    QCOMPARE(inForce(5), QStringLiteral("start"));
    QVERIFY(removeBookmark(bookmarks, 0));
    QCOMPARE(inForce(5), QStringLiteral("-"));
    QCOMPARE(inForce(7), QStringLiteral("seven"));
}

void TestTrace::validateChecksBookmarks_data()
{
    QTest::addColumn<Bookmarks>("bookmarks");
    QTest::addColumn<QString>("expected"); // empty: valid

    const QString longest(Bookmark::maxCaptionLength, u'字');
    QTest::newRow("none") << Bookmarks{} << QString();
    QTest::newRow("at the ends") << Bookmarks{{0, QStringLiteral("start")}, {30, QString()}} << QString();
    QTest::newRow("longest caption") << Bookmarks{{5, longest}} << QString();
    QTest::newRow("past the end") << Bookmarks{{0, {}}, {31, {}}}
                                  << QStringLiteral("bookmark 2 is at step 31, outside 0 to 30");
    QTest::newRow("negative") << Bookmarks{{-1, {}}} << QStringLiteral("bookmark 1 is at step -1, outside 0 to 30");
    QTest::newRow("twice") << Bookmarks{{2, {}}, {4, {}}, {4, {}}}
                           << QStringLiteral("bookmark 3 marks step 4 a second time");
    QTest::newRow("out of order") << Bookmarks{{9, {}}, {4, {}}}
                                  << QStringLiteral("bookmark 2 is at step 4, before the bookmark ahead of it at step 9");
    QTest::newRow("caption too long") << Bookmarks{{1, {}}, {5, longest + u'!'}}
                                      << QStringLiteral("bookmark 2 has a caption of 2,001 characters, at most 2,000");
}

void TestTrace::validateChecksBookmarks()
{
    QFETCH(Bookmarks, bookmarks);
    QFETCH(QString, expected);

    Trace trace = recordRandomTrace(4, 30).trace;
    QCOMPARE(trace.stepCount(), 30);
    trace.bookmarks = bookmarks;
    const QString why = trace.validate();
    if (expected.isEmpty())
        QCOMPARE(why, QString());
    else
        QVERIFY2(why.startsWith(expected), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestTrace)
#include "tst_trace.moc"
