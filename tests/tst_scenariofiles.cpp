// Scenario files: a board, its endpoints, the algorithm, its parameters and the seed, in JSON.

#include "grid/scenariofile.h"
#include "randomscenario.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <limits>

using namespace gridtrace;

class TestScenarioFiles : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void seedIsText();
    void errors_data();
    void errors();
    void files();
};

void TestScenarioFiles::roundTrip_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<bool>("endpoints");

    QTest::newRow("seed 0") << quint64(0) << true;
    QTest::newRow("seed 2^53 + 1") << (quint64(1) << 53) + 1 << false;
    QTest::newRow("seed 2^63") << (quint64(1) << 63) << true;
    QTest::newRow("seed 2^64 - 1") << std::numeric_limits<quint64>::max() << true;
    QTest::newRow("seed 2^64 - 1, no endpoints") << std::numeric_limits<quint64>::max() << false;
}

void TestScenarioFiles::roundTrip()
{
    QFETCH(quint64, seed);
    QFETCH(bool, endpoints);

    QRandomGenerator rng(5);
    Scenario scenario = randomScenario(rng, 13, 7);
    scenario.seed = seed;
    scenario.start = endpoints ? std::optional<CellPos>(CellPos{0, 0}) : std::nullopt;
    scenario.goal = endpoints ? std::optional<CellPos>(CellPos{12, 6}) : std::nullopt;
    scenario.parameters.insert(QStringLiteral("name"), QStringLiteral("tiè \"x\""));
    // Tiles on some boards, from 0 (none) to numbers past any byte.
    if (seed % 2 == 1) {
        for (int cell = 0; cell < scenario.board.cellCount(); ++cell)
            scenario.tiles.push_back(std::int32_t(rng.bounded(1000)));
    }

    const QByteArray json = writeScenarioJson(scenario);
    QString error;
    const auto loaded = readScenarioJson(json, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->seed, seed);
    QCOMPARE(loaded->board, scenario.board);
    QCOMPARE(loaded->start, scenario.start);
    QCOMPARE(loaded->goal, scenario.goal);
    QCOMPARE(loaded->algorithm, scenario.algorithm);
    QCOMPARE(loaded->parameters, scenario.parameters);
    QVERIFY(*loaded == scenario);
    QCOMPARE(writeScenarioJson(*loaded), json);

    // The object form, the one the trace header uses, round-trips too.
    const auto fromObject = scenarioFromJson(scenarioToJson(scenario), &error);
    QVERIFY2(fromObject, qPrintable(error));
    QVERIFY(*fromObject == scenario);
}

void TestScenarioFiles::seedIsText()
{
    Scenario scenario;
    scenario.board = Grid(3, 2);
    scenario.seed = std::numeric_limits<quint64>::max();
    const QJsonObject object = QJsonDocument::fromJson(writeScenarioJson(scenario)).object();
    QCOMPARE(object.value(QStringLiteral("seed")).toString(), QStringLiteral("18446744073709551615"));
    QCOMPARE(object.value(QStringLiteral("format")).toString(), QStringLiteral("gridtrace-scenario"));
    QCOMPARE(object.value(QStringLiteral("version")).toInt(), 1);

    // Hand-written files may give a small seed as a number, and leave out what is optional.
    QString error;
    const auto handWritten = readScenarioJson(
        R"({"format": "gridtrace-scenario", "version": 1, "seed": 42,
            "board": {"width": 3, "height": 2, "rows": ["..@", "#29"]}})", &error);
    QVERIFY2(handWritten, qPrintable(error));
    QCOMPARE(handWritten->seed, quint64(42));
    QVERIFY(handWritten->board.isWall(CellPos{2, 0}));
    QVERIFY(handWritten->board.isWall(CellPos{0, 1}));
    QCOMPARE(handWritten->board.weight(CellPos{2, 1}), std::uint8_t(9));
    QVERIFY(!handWritten->start);
    QVERIFY(handWritten->algorithm.isEmpty());
}

void TestScenarioFiles::errors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");

    const QByteArray head = R"({"format": "gridtrace-scenario", "version": 1, )";
    const QByteArray board = R"("board": {"width": 3, "height": 2, "rows": ["...", "..."]})";

    QTest::newRow("not JSON") << QByteArray("board: 3 x 2") << QStringLiteral("not valid JSON");
    QTest::newRow("truncated") << (head + board).left(60) << QStringLiteral("not valid JSON at line 1, column");
    QTest::newRow("an array") << QByteArray("[1, 2]") << QStringLiteral("not an object");
    QTest::newRow("no format") << QByteArray(R"({"version": 1})") << QStringLiteral("\"format\" is missing");
    QTest::newRow("wrong format") << QByteArray(R"({"format": "gridtrace-trace", "version": 1})")
                                  << QStringLiteral("\"format\" is not \"gridtrace-scenario\"");
    QTest::newRow("unknown version") << QByteArray(R"({"format": "gridtrace-scenario", "version": 3})")
                                     << QStringLiteral("version 3 is not supported");
    QTest::newRow("no board") << head + R"("seed": "1"})" << QStringLiteral("\"board\" is missing");
    QTest::newRow("board not an object") << head + R"("board": [3, 2]})" << QStringLiteral("\"board\" must be an object");
    QTest::newRow("width a text") << head + R"("board": {"width": "3", "height": 2, "rows": ["...", "..."]}})"
                                  << QStringLiteral("\"board.width\" must be a whole number");
    QTest::newRow("width fractional") << head + R"("board": {"width": 2.5, "height": 2, "rows": ["...", "..."]}})"
                                      << QStringLiteral("\"board.width\" must be a whole number");
    QTest::newRow("huge board") << head + R"("board": {"width": 100000, "height": 100000, "rows": []}})"
                                << QStringLiteral("larger than the largest supported");
    QTest::newRow("too few rows") << head + R"("board": {"width": 3, "height": 3, "rows": ["...", "..."]}})"
                                  << QStringLiteral("has 2 rows where the height is 3");
    QTest::newRow("short row") << head + R"("board": {"width": 3, "height": 2, "rows": ["...", ".."]}})"
                               << QStringLiteral("row 1 has 2 cells where the width is 3");
    QTest::newRow("bad cell") << head + R"("board": {"width": 3, "height": 2, "rows": ["...", ".x."]}})"
                              << QStringLiteral("row 1, column 1");
    QTest::newRow("start outside") << head + board + R"(, "start": [3, 0]})"
                                   << QStringLiteral("\"start\" (3,0) is outside the 3 x 2 board");
    QTest::newRow("goal outside") << head + board + R"(, "goal": [-1, 1]})"
                                  << QStringLiteral("\"goal\" (-1,1) is outside the 3 x 2 board");
    QTest::newRow("start not a pair") << head + board + R"(, "start": [1]})"
                                      << QStringLiteral("\"start\" must be a pair");
    QTest::newRow("seed negative") << head + board + R"(, "seed": -1})" << QStringLiteral("\"seed\"");
    QTest::newRow("seed too large") << head + board + R"(, "seed": "18446744073709551616"})"
                                    << QStringLiteral("\"seed\"");
    QTest::newRow("seed not decimal") << head + board + R"(, "seed": "0x10"})" << QStringLiteral("\"seed\"");
    QTest::newRow("parameters an array") << head + board + R"(, "parameters": []})"
                                         << QStringLiteral("\"parameters\" must be an object");
    QTest::newRow("algorithm a number") << head + board + R"(, "algorithm": 3})"
                                        << QStringLiteral("\"algorithm\" must be a text");
    QTest::newRow("tiles too few rows") << head + board + R"(, "tiles": [[0, 1, 2]]})"
                                        << QStringLiteral("\"tiles\" must hold 2 rows");
    QTest::newRow("tiles short row") << head + board + R"(, "tiles": [[0, 1, 2], [3, 4]]})"
                                     << QStringLiteral("\"tiles\" row 1 must hold 3 numbers");
    QTest::newRow("tiles negative") << head + board + R"(, "tiles": [[0, 1, 2], [3, -4, 5]]})"
                                    << QStringLiteral("\"tiles\" row 1 holds something other than a whole number");
    QTest::newRow("tiles a text") << head + board + R"(, "tiles": [[0, 1, 2], [3, "4", 5]]})"
                                  << QStringLiteral("\"tiles\" row 1 holds something other than a whole number");
    QTest::newRow("unknown member") << head + board + R"(, "goall": [1, 1]})"
                                    << QStringLiteral("\"goall\" is not a member");
}

void TestScenarioFiles::errors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);

    QString error;
    QVERIFY(!readScenarioJson(json, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QVERIFY(!error.contains(u'\n'));
}

void TestScenarioFiles::files()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QRandomGenerator rng(9);
    const Scenario scenario = randomScenario(rng, 20, 10);
    const QString fileName = dir.filePath(QStringLiteral("board.scenario.json"));
    QString error;
    QVERIFY2(saveScenario(scenario, fileName, &error), qPrintable(error));
    const auto loaded = loadScenario(fileName, &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(*loaded == scenario);

    QVERIFY(!loadScenario(dir.filePath(QStringLiteral("missing.json")), &error));
    QVERIFY2(error.contains(QStringLiteral("missing.json")), qPrintable(error));
    QVERIFY(!saveScenario(scenario, dir.filePath(QStringLiteral("no/such/dir/x.json")), &error));
    QVERIFY2(error.contains(QStringLiteral("x.json")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestScenarioFiles)
#include "tst_scenariofiles.moc"
