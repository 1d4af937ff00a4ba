// The duel's rules as the King of Bots platform runs them: the growth schedule, both heads
// judged after both moves, draws, tails that leave before judging, mirrored and connected
// maps, the input string byte for byte, and records that replay to the same game.

#include "duel/duelarena.h"
#include "duel/duelgame.h"
#include "duel/duelrecord.h"
#include "duel/kobstarterbot.h"

#include <QTest>

using namespace gridtrace;

namespace {

constexpr int up = 0;
constexpr int right = 1;
constexpr int down = 2;
constexpr int left = 3;

int at(int row, int column)
{
    return row * DuelMap::columns + column;
}

void play(DuelGame &game, int a, int b)
{
    game.play(DuelAnswer::move(a), DuelAnswer::move(b));
}

} // namespace

class TestDuelRules : public QObject
{
    Q_OBJECT

private slots:
    void growthSchedule();
    void bodiesFollowTheSchedule();
    void headsAreJudgedAfterBothMoves();
    void bothDeadIsADraw();
    void tailLeavesBeforeJudging();
    void headsNeverMeet();
    void botFaultsLoseWithoutAMove();
    void generatedMapsFollowThePlatform();
    void mapStrings();
    void inputStringByteForByte();
    void recordsReplay();
    void badRecordsAreExplained_data();
    void badRecordsAreExplained();
    void starterBotTakesTheFirstFreeDirection();
};

void TestDuelRules::growthSchedule()
{
    // Grows on moves 1..10, then on 13, 16, 19, ...; not on 11, 12, 14, 15.
    for (int k = 1; k <= 10; ++k)
        QVERIFY(DuelGame::grows(k));
    QVERIFY(!DuelGame::grows(11));
    QVERIFY(!DuelGame::grows(12));
    QVERIFY(DuelGame::grows(13));
    QVERIFY(!DuelGame::grows(14));
    QVERIFY(DuelGame::grows(16));
    QVERIFY(DuelGame::grows(100));
    QVERIFY(!DuelGame::grows(101));
}

void TestDuelRules::bodiesFollowTheSchedule()
{
    // Each snake walks round the open board; the body must be the last cells of its way.
    DuelGame game;
    const char *a = "0000000001111111111222222222"; // up 9 from row 11, right 10, down 9
    const char *b = "2222222223333333333000000000";
    std::vector<int> wayA{DuelMap::startA};
    std::vector<int> wayB{DuelMap::startB};
    for (int i = 0; a[i]; ++i) {
        play(game, a[i] - '0', b[i] - '0');
        QVERIFY2(!game.isOver(), qPrintable(game.summary()));
        wayA.push_back(DuelMap::neighbour(wayA.back(), a[i] - '0'));
        wayB.push_back(DuelMap::neighbour(wayB.back(), b[i] - '0'));
        int grown = 0;
        for (int k = 1; k <= game.round(); ++k)
            grown += DuelGame::grows(k);
        const std::size_t length = std::size_t(1 + grown);
        QCOMPARE(game.body(DuelSide::A).size(), length);
        QCOMPARE(game.body(DuelSide::B).size(), length);
        const std::deque<int> lastA(wayA.rbegin(), wayA.rbegin() + std::ptrdiff_t(length));
        const std::deque<int> lastB(wayB.rbegin(), wayB.rbegin() + std::ptrdiff_t(length));
        QCOMPARE(game.body(DuelSide::A), lastA);
        QCOMPARE(game.body(DuelSide::B), lastB);
    }
    QCOMPARE(game.head(DuelSide::A), at(11, 11));
    QCOMPARE(game.head(DuelSide::B), at(1, 2));
    QCOMPARE(int(game.body(DuelSide::A).size()), 17); // 1 + 10 + moves 13, 16, 19, 22, 25, 28
}

void TestDuelRules::headsAreJudgedAfterBothMoves()
{
    // A runs into the wall below it on move 1; B moves freely: B wins after one round.
    DuelGame game;
    play(game, down, left);
    QCOMPARE(game.result(), DuelResult::BWins);
    QCOMPARE(game.fault(DuelSide::A), DuelFault::Wall);
    QCOMPARE(game.fault(DuelSide::B), DuelFault::None);
    QCOMPARE(game.round(), 1);
    QCOMPARE(game.steps(DuelSide::A), QStringLiteral("2"));
    QCOMPARE(DuelRecord::of(game).loser, QStringLiteral("A"));

    // A turns back into itself (it has grown, so its old head is body).
    DuelGame own;
    play(own, up, left);
    play(own, down, left);
    QCOMPARE(own.result(), DuelResult::BWins);
    QCOMPARE(own.fault(DuelSide::A), DuelFault::OwnBody);
}

void TestDuelRules::bothDeadIsADraw()
{
    DuelGame game;
    play(game, left, up); // both into the ring at once
    QCOMPARE(game.result(), DuelResult::Draw);
    QCOMPARE(game.fault(DuelSide::A), DuelFault::Wall);
    QCOMPARE(game.fault(DuelSide::B), DuelFault::Wall);
    QCOMPARE(DuelRecord::of(game).loser, QStringLiteral("all"));
}

void TestDuelRules::tailLeavesBeforeJudging()
{
    // Each snake circles a 2 x 6 loop of 12 cells in its corner. After move 13 it is 12 long
    // and fills the loop; move 14 does not grow, so its head enters the cell its tail leaves
    // that same round, which is legal.
    DuelGame game;
    const QString lapA = QStringLiteral("011111233333");
    const QString lapB = QStringLiteral("233333011111");
    const QString a = lapA + lapA.left(2);
    const QString b = lapB + lapB.left(2);
    for (int i = 0; i < a.size(); ++i) {
        const int tailA = game.body(DuelSide::A).back();
        play(game, a[i].unicode() - u'0', b[i].unicode() - u'0');
        QVERIFY2(!game.isOver(), qPrintable(game.summary()));
        if (game.round() == 14)
            QCOMPARE(game.head(DuelSide::A), tailA);
    }
    QCOMPARE(int(game.body(DuelSide::A).size()), 12);

    // On a move that grows the tail stays: a 2 x 2 loop closes on the tail on move 4.
    DuelGame grows;
    const char *loopA = "0123";
    for (int i = 0; i < 4; ++i)
        play(grows, loopA[i] - '0', down);
    QCOMPARE(grows.result(), DuelResult::BWins);
    QCOMPARE(grows.fault(DuelSide::A), DuelFault::OwnBody);
}

void TestDuelRules::headsNeverMeet()
{
    // By the colours of the two start cells, after every round the heads stand on cells of
    // opposite colour: many random games never see them on one cell.
    for (quint64 seed = 1; seed <= 200; ++seed) {
        auto a = makeBuiltinPlayer(QStringLiteral("random-safe"), seed);
        auto b = makeBuiltinPlayer(QStringLiteral("random-safe"), seed + 1000);
        DuelGame game(DuelMap::generate(seed));
        while (!game.isOver()) {
            const DuelAnswer x = a->decide(game, DuelSide::A);
            const DuelAnswer y = b->decide(game, DuelSide::B);
            game.play(x, y);
            QVERIFY(game.head(DuelSide::A) != game.head(DuelSide::B));
            const int pa = DuelMap::row(game.head(DuelSide::A)) + DuelMap::column(game.head(DuelSide::A));
            const int pb = DuelMap::row(game.head(DuelSide::B)) + DuelMap::column(game.head(DuelSide::B));
            QVERIFY((pa + pb) % 2 == 1);
        }
    }
}

void TestDuelRules::botFaultsLoseWithoutAMove()
{
    DuelGame game;
    game.play(DuelAnswer::failed(DuelFault::Timeout, QStringLiteral("no answer within 2000 ms")), DuelAnswer::move(left));
    QCOMPARE(game.result(), DuelResult::BWins);
    QCOMPARE(game.round(), 0);
    QVERIFY(game.steps(DuelSide::B).isEmpty());
    QVERIFY(game.summary().contains(QStringLiteral("2000 ms")));

    DuelGame both;
    both.play(DuelAnswer::move(7), DuelAnswer::failed(DuelFault::Crash));
    QCOMPARE(both.result(), DuelResult::Draw);
    QCOMPARE(both.fault(DuelSide::A), DuelFault::BadAnswer);
    QCOMPARE(both.fault(DuelSide::B), DuelFault::Crash);
}

void TestDuelRules::generatedMapsFollowThePlatform()
{
    int total = 0;
    for (quint64 seed = 1; seed <= 500; ++seed) {
        const DuelMap map = DuelMap::generate(seed);
        QCOMPARE(map.problem(), QString());
        int inner = 0;
        for (int cell = 0; cell < DuelMap::cellCount; ++cell) {
            const int r = DuelMap::row(cell);
            const int c = DuelMap::column(cell);
            const bool ring = r == 0 || c == 0 || r == DuelMap::rows - 1 || c == DuelMap::columns - 1;
            if (ring)
                QVERIFY(map.isWall(cell));
            else
                inner += map.isWall(cell);
            QCOMPARE(map.isWall(cell), map.isWall(at(12 - r, 13 - c)));
        }
        QCOMPARE(inner, DuelMap::innerWalls);
        QVERIFY(!map.isWall(DuelMap::startA));
        QVERIFY(!map.isWall(DuelMap::startB));
        QVERIFY(map.startsConnected());
        total += map == DuelMap::generate(seed);
    }
    QCOMPARE(total, 500); // seeded: the same map again
    QVERIFY(!(DuelMap::generate(1) == DuelMap::generate(2)));
}

void TestDuelRules::mapStrings()
{
    const DuelMap map = DuelMap::generate(9);
    const QString text = map.toString();
    QCOMPARE(text.size(), 182);
    QCOMPARE(DuelMap::fromString(text), std::optional(map));
    QString error;
    QVERIFY(!DuelMap::fromString(text.left(181), &error));
    QVERIFY(error.contains(QStringLiteral("181")));
    QString bad = text;
    bad[20] = u'x';
    QVERIFY(!DuelMap::fromString(bad, &error));
    QVERIFY(error.contains(QStringLiteral("21")));
    // A wall cutting the starts apart: row 6 all wall.
    DuelMap cut;
    for (int c = 0; c < DuelMap::columns; ++c)
        cut.setWall(at(6, c), true);
    QVERIFY(!cut.startsConnected());
    QVERIFY(!cut.problem().isEmpty());
}

void TestDuelRules::inputStringByteForByte()
{
    // The open map after A went up, up and B went left: written out by hand.
    QString map = QStringLiteral("11111111111111");
    for (int r = 1; r <= 11; ++r)
        map += QStringLiteral("10000000000001");
    map += QStringLiteral("11111111111111");
    DuelGame game;
    play(game, up, left);
    play(game, up, down);
    QCOMPARE(game.input(DuelSide::A), map + QStringLiteral("#11#1#(00)#1#12#(32)"));
    QCOMPARE(game.input(DuelSide::B), map + QStringLiteral("#1#12#(32)#11#1#(00)"));
    // Parentheses stay when no step has been made.
    QCOMPARE(DuelGame().input(DuelSide::A), map + QStringLiteral("#11#1#()#1#12#()"));
}

void TestDuelRules::recordsReplay()
{
    for (quint64 seed = 1; seed <= 50; ++seed) {
        auto a = makeBuiltinPlayer(QStringLiteral("random-safe"), seed);
        auto b = makeBuiltinPlayer(QStringLiteral("kob-starter"), seed);
        const DuelGame game = playDuel(*a, *b, DuelMap::generate(seed));
        QVERIFY(game.isOver());
        DuelRecord record = DuelRecord::of(game, QStringLiteral("random-safe"), QStringLiteral("kob-starter"));
        record.seed = seed;
        QString error;
        const auto loaded = DuelRecord::fromJson(record.toJson(), &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->aSteps, game.steps(DuelSide::A));
        QCOMPARE(loaded->loser, DuelRecord::loserOf(game.result()));
        QCOMPARE(loaded->seed, std::optional<quint64>(seed));
        const auto again = loaded->replay(&error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->result(), game.result());
        QCOMPARE(again->body(DuelSide::A), game.body(DuelSide::A));
        QCOMPARE(again->body(DuelSide::B), game.body(DuelSide::B));
        QCOMPARE(again->fault(DuelSide::A), game.fault(DuelSide::A));
    }
    // A timeout leaves no step behind; the record keeps the reason.
    DuelGame game;
    play(game, up, left);
    game.play(DuelAnswer::move(up), DuelAnswer::failed(DuelFault::Timeout));
    const DuelRecord record = DuelRecord::of(game);
    const auto again = DuelRecord::fromJson(record.toJson())->replay();
    QCOMPARE(again->result(), DuelResult::AWins);
    QCOMPARE(again->fault(DuelSide::B), DuelFault::Timeout);
}

void TestDuelRules::badRecordsAreExplained_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("says");
    const QString map = DuelMap().toString();
    const auto record = [&](const QString &a, const QString &b, const QString &loser) {
        return QStringLiteral(R"({"format": "gridtrace-duel", "version": 1, "map": "%1", "a_steps": "%2", "b_steps": "%3", "loser": "%4"})")
            .arg(map, a, b, loser).toUtf8();
    };
    QTest::newRow("not json") << QByteArray("{") << QStringLiteral("not valid JSON at line 1, column");
    QTest::newRow("other format") << QByteArray(R"({"format": "x"})") << QStringLiteral("not a duel record");
    QTest::newRow("short map") << QByteArray(R"({"format": "gridtrace-duel", "version": 1, "map": "0101"})") << QStringLiteral("182");
    QTest::newRow("uneven steps") << record(QStringLiteral("00"), QStringLiteral("3"), QString()) << QStringLiteral("differ");
    QTest::newRow("bad digit") << record(QStringLiteral("04"), QStringLiteral("33"), QString()) << QStringLiteral("0 to 3");
    QTest::newRow("moves after the end") << record(QStringLiteral("20"), QStringLiteral("33"), QStringLiteral("A")) << QStringLiteral("over after round 1");
    QTest::newRow("wrong loser") << record(QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("B")) << QStringLiteral("loser");
    QTest::newRow("odd loser") << record(QStringLiteral("0"), QStringLiteral("3"), QStringLiteral("C")) << QStringLiteral("\"C\"");
    QTest::newRow("ring open") << QStringLiteral(R"({"format": "gridtrace-duel", "version": 1, "map": "%1", "a_steps": "", "b_steps": "", "loser": ""})")
                                      .arg(QString(182, u'0')).toUtf8()
                               << QStringLiteral("the outer ring of a duel map must be wall");
}

void TestDuelRules::badRecordsAreExplained()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, says);
    QString error;
    QVERIFY(!DuelRecord::fromJson(json, &error));
    QVERIFY2(error.contains(says), qPrintable(error));
    // A clause after the file's name, as every other message: no capital, no full stop.
    QVERIFY2(!error.endsWith(u'.') && !error.front().isUpper(), qPrintable(error));
}

void TestDuelRules::starterBotTakesTheFirstFreeDirection()
{
    // At the start A (bottom left) has the wall below and left: up is free, so up (0).
    DuelGame game;
    QCOMPARE(kobStarterMove(game.input(DuelSide::A)), up);
    // B (top right): up is the ring; right is the ring; down is free: 2.
    QCOMPARE(kobStarterMove(game.input(DuelSide::B)), down);
    // It counts tails as blocked even when they are about to leave, and answers 0 when boxed in.
    DuelMap boxed;
    for (const int cell : {at(10, 1), at(11, 2)})
        boxed.setWall(cell, true);
    DuelGame trapped(boxed);
    QCOMPARE(kobStarterMove(trapped.input(DuelSide::A)), up);
}

QTEST_GUILESS_MAIN(TestDuelRules)
#include "tst_duelrules.moc"
