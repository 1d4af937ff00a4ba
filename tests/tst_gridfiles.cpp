// The board file readers' promises: the published Moving AI maps and scenarios read to exactly
// what the files say, every malformed input is refused with a message that names its line, and
// GridTrace's own board text survives a write and a read unchanged.

#include "grid/boardtext.h"
#include "grid/movingai.h"
#include "grid/scenariofile.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

#include <sys/stat.h>

using namespace gridtrace;

namespace {

QString dataFile(const char *name)
{
    return QStringLiteral(GRIDTRACE_TEST_DATA "/movingai/") + QLatin1String(name);
}

QByteArray fileContents(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool writeFile(const QString &fileName, const QByteArray &contents)
{
    QFile file(fileName);
    return file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size();
}

std::optional<Grid> readMap(const QByteArray &text, QString *error)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    return readMovingAiMap(buffer, error);
}

std::optional<std::vector<MovingAiScenario>> readScenarios(const QByteArray &text, QString *error)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    return readMovingAiScenarios(buffer, error);
}

// "line 1" must not be found inside "line 12".
bool mentionsLine(const QString &message, int line)
{
    return message.contains(QRegularExpression(QStringLiteral("\\bline %1\\b").arg(line)));
}

bool sameBoardFile(const BoardFile &a, const BoardFile &b)
{
    return a.board == b.board && a.start == b.start && a.goal == b.goal;
}

struct ScenarioLineValues
{
    int bucket;
    const char *map;
    int width;
    int height;
    int startX;
    int startY;
    int goalX;
    int goalY;
    double length;
};

void compareScenario(const MovingAiScenario &s, const ScenarioLineValues &v)
{
    QCOMPARE(s.bucket, v.bucket);
    QCOMPARE(s.mapName, QString::fromLatin1(v.map));
    QCOMPARE(s.mapWidth, v.width);
    QCOMPARE(s.mapHeight, v.height);
    QCOMPARE(s.start, (CellPos{v.startX, v.startY}));
    QCOMPARE(s.goal, (CellPos{v.goalX, v.goalY}));
    QCOMPARE(s.optimalLength, v.length);
}

} // namespace

namespace gridtrace {
// Found by QCOMPARE through argument-dependent lookup, so a failure shows the cells.
char *toString(const CellPos &p)
{
    return QTest::toString(QStringLiteral("(%1, %2)").arg(p.x).arg(p.y));
}
} // namespace gridtrace

Q_DECLARE_METATYPE(ScenarioLineValues)

class TestGridFiles : public QObject
{
    Q_OBJECT

private slots:
    void arenaMapCells();
    void largerMaps_data();
    void largerMaps();
    void terrainLetters();
    void mapVariants_data();
    void mapVariants();
    void crlfCopyReadsTheSame();
    void malformedMaps_data();
    void malformedMaps();
    void hugeHeaderFailsFast();
    void unreadableDevice();
    void loadNamesTheFile();

    void scenarioFiles_data();
    void scenarioFiles();
    void scenarioEndpointsArePassable_data();
    void scenarioEndpointsArePassable();
    void scenarioVariants_data();
    void scenarioVariants();
    void malformedScenarios_data();
    void malformedScenarios();

    void boardRowsCharacters();
    void boardTextExactText();
    void boardTextRoundTrip();
    void documentedExampleReads();
    void boardTextCommentsAndLineEnds();
    void malformedBoardText_data();
    void malformedBoardText();
    void saveAndLoadBoardText();
    void saveRefusesWhatLoadWouldReject();

    void loadersRefuseWhatIsNoFile_data();
    void loadersRefuseWhatIsNoFile();
    void loadersReadAByteOrderMark();
};

// ---- Moving AI maps

void TestGridFiles::arenaMapCells()
{
    QString error;
    const auto map = loadMovingAiMap(dataFile("arena.map"), &error);
    QVERIFY2(map, qPrintable(error));
    QCOMPARE(map->width(), 49);
    QCOMPARE(map->height(), 49);
    // Row 1 reads "TTT............TTTT.TTT...TTTT.TTTT............TT".
    QVERIFY(map->isWall({0, 1}));
    QVERIFY(map->isWall({2, 1}));
    QVERIFY(map->isPassable({3, 1}));
    QVERIFY(map->isWall({15, 1}));
    QVERIFY(map->isPassable({19, 1}));
    QVERIFY(map->isWall({20, 1}));
    QVERIFY(map->isPassable({30, 1}));
    QVERIFY(map->isWall({47, 1}));
    // Row 7 is free from x = 1 to 23, with the pillar "TT" at x = 24, 25.
    QVERIFY(map->isPassable({23, 7}));
    QVERIFY(map->isWall({24, 7}));
    QVERIFY(map->isWall({25, 7}));
    QVERIFY(map->isPassable({26, 7}));
    QVERIFY(map->isWall({0, 0}));
    QVERIFY(map->isWall({48, 48}));
    // The file holds 347 'T' and 2054 '.'; no weights.
    QCOMPARE(map->wallCount(), 347);
    QVERIFY(!map->isWeighted());
}

void TestGridFiles::largerMaps_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("walls");
    QTest::addColumn<QList<CellPos>>("free");
    QTest::addColumn<QList<CellPos>>("blocked");

    // The wall counts are the '@' and 'T' counts of each file.
    QTest::newRow("arena2") << dataFile("arena2.map") << 281 << 209 << 31147 + 3271
                            << QList<CellPos>{{261, 146}, {265, 35}}
                            << QList<CellPos>{{7, 78}, {229, 95}, {250, 129}, {101, 1}};
    QTest::newRow("maze512") << dataFile("maze512-1-0.map") << 512 << 512 << 131073
                             << QList<CellPos>{{439, 494}, {249, 107}, {1, 1}, {9, 1}}
                             << QList<CellPos>{{212, 11}, {270, 36}, {0, 1}, {2, 2}, {4, 2}};
    QTest::newRow("random512") << dataFile("random512-10-0.map") << 512 << 512 << 26214 + 30
                               << QList<CellPos>{{85, 103}, {41, 70}, {0, 0}}
                               << QList<CellPos>{{72, 423}, {257, 287}, {159, 231}, {511, 64}, {11, 0}};
}

void TestGridFiles::largerMaps()
{
    QFETCH(QString, file);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, walls);
    QFETCH(QList<CellPos>, free);
    QFETCH(QList<CellPos>, blocked);

    QString error;
    const auto map = loadMovingAiMap(file, &error);
    QVERIFY2(map, qPrintable(error));
    QCOMPARE(map->width(), width);
    QCOMPARE(map->height(), height);
    QCOMPARE(map->wallCount(), walls);
    for (const CellPos p : free)
        QVERIFY2(map->isPassable(p), qPrintable(QStringLiteral("(%1, %2)").arg(p.x).arg(p.y)));
    for (const CellPos p : blocked)
        QVERIFY2(map->isWall(p), qPrintable(QStringLiteral("(%1, %2)").arg(p.x).arg(p.y)));
}

void TestGridFiles::terrainLetters()
{
    QString error;
    const auto map = readMap("type octile\nheight 1\nwidth 8\nmap\n.G@OTSW.\n", &error);
    QVERIFY2(map, qPrintable(error));
    const std::uint8_t expected[] = {1, 1, Grid::Wall, Grid::Wall, Grid::Wall, 1, Grid::Wall, 1};
    for (int x = 0; x < 8; ++x)
        QCOMPARE(map->weight(CellPos{x, 0}), expected[x]);
}

void TestGridFiles::mapVariants_data()
{
    QTest::addColumn<QByteArray>("text");
    const QByteArray header = "type octile\nheight 2\nwidth 3\nmap\n";
    QTest::newRow("plain") << header + ".@.\nT..\n";
    QTest::newRow("no final line end") << header + ".@.\nT..";
    QTest::newRow("trailing blank line") << header + ".@.\nT..\n\n";
    QTest::newRow("CRLF") << QByteArray("type octile\r\nheight 2\r\nwidth 3\r\nmap\r\n.@.\r\nT..\r\n");
    QTest::newRow("CRLF, trailing blank line")
        << QByteArray("type octile\r\nheight 2\r\nwidth 3\r\nmap\r\n.@.\r\nT..\r\n\r\n");
}

void TestGridFiles::mapVariants()
{
    QFETCH(QByteArray, text);
    QString error;
    const auto map = readMap(text, &error);
    QVERIFY2(map, qPrintable(error));
    Grid expected(3, 2);
    expected.setWall({1, 0});
    expected.setWall({0, 1});
    QCOMPARE(*map, expected);
}

void TestGridFiles::crlfCopyReadsTheSame()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray text = fileContents(dataFile("arena.map"));
    QVERIFY(!text.contains('\r'));
    text.replace("\n", "\r\n");
    text += "\r\n";
    const QString copy = dir.filePath(QStringLiteral("arena-crlf.map"));
    QVERIFY(writeFile(copy, text));

    QString error;
    const auto original = loadMovingAiMap(dataFile("arena.map"), &error);
    QVERIFY2(original, qPrintable(error));
    const auto crlf = loadMovingAiMap(copy, &error);
    QVERIFY2(crlf, qPrintable(error));
    QCOMPARE(*crlf, *original);
}

void TestGridFiles::malformedMaps_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("mention");

    const QByteArray rows = "....\n....\n....\n";
    const QByteArray body = "map\n" + rows;
    // An empty file has no line to point at, as every other reader says.
    QTest::newRow("empty") << QByteArray() << 0 << QStringLiteral("the file is empty");
    QTest::newRow("no type line") << "height 3\nwidth 4\n" + body << 1 << QStringLiteral("type octile");
    QTest::newRow("other type") << "type hex\nheight 3\nwidth 4\n" + body << 1 << QStringLiteral("type hex");
    QTest::newRow("garbled height") << "type octile\nheigth 3\nwidth 4\n" + body << 2 << QStringLiteral("height");
    QTest::newRow("height not a number") << "type octile\nheight three\nwidth 4\n" + body << 2
                                         << QStringLiteral("three");
    QTest::newRow("width not a number") << "type octile\nheight 3\nwidth 4x\n" + body << 3 << QStringLiteral("4x");
    QTest::newRow("width missing") << "type octile\nheight 3\n" + body << 3 << QStringLiteral("width");
    QTest::newRow("header ends") << QByteArray("type octile\nheight 3\n") << 3 << QStringLiteral("width");
    QTest::newRow("map line missing") << "type octile\nheight 3\nwidth 4\n" + rows << 4 << QStringLiteral("map");
    QTest::newRow("zero height") << "type octile\nheight 0\nwidth 4\n" + body << 3 << QStringLiteral("4 x 0");
    QTest::newRow("negative width") << "type octile\nheight 3\nwidth -4\n" + body << 3 << QStringLiteral("-4");

    const QByteArray header = "type octile\nheight 3\nwidth 4\nmap\n";
    QTest::newRow("short row") << header + "....\n...\n....\n" << 6 << QStringLiteral("row has 3 cell");
    QTest::newRow("long row") << header + ".....\n....\n....\n" << 5 << QStringLiteral("row has 5 cell");
    QTest::newRow("fewer rows") << header + "....\n....\n" << 7 << QStringLiteral("2 of its 3 rows");
    QTest::newRow("more rows") << header + "....\n....\n....\n....\n" << 8 << QStringLiteral("3");
    QTest::newRow("rows after a blank line") << header + "....\n....\n....\n\n@@@@\n" << 9 << QStringLiteral("3");
    QTest::newRow("blank line among rows") << header + "....\n\n....\n" << 6 << QStringLiteral("row has 0 cell");
    QTest::newRow("unknown character") << header + "....\n..x.\n....\n" << 6 << QStringLiteral("column 3: 'x'");
    QTest::newRow("lower-case tree") << header + "....\n....\nt...\n" << 7 << QStringLiteral("column 1: 't'");
    QTest::newRow("tab in a row") << header + ".\t..\n....\n....\n" << 5 << QStringLiteral("column 2: byte 0x09");
    QTest::newRow("lone carriage return") << header + "..\r.\n....\n....\n" << 5 << QStringLiteral("column 3");
}

void TestGridFiles::malformedMaps()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, mention);
    QString error;
    QVERIFY(!readMap(text, &error));
    QVERIFY2(line > 0 ? mentionsLine(error, line) : !error.contains(QStringLiteral("line")), qPrintable(error));
    QVERIFY2(error.contains(mention), qPrintable(error));
}

void TestGridFiles::hugeHeaderFailsFast()
{
    QString error;
    // The error names the width line: the reader stopped before it could allocate anything.
    QVERIFY(!readMap("type octile\nheight 100000\nwidth 100000\nmap\n....\n", &error));
    QVERIFY2(mentionsLine(error, 3), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("100,000 x 100,000")), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("4,096 x 4,096")), qPrintable(error));

    QVERIFY(!readMap("type octile\nheight 4097\nwidth 1\nmap\n", &error));
    QVERIFY2(mentionsLine(error, 3), qPrintable(error));
    QVERIFY(!readMap("type octile\nheight 99999999999999999999\nwidth 1\nmap\n", &error));
    QVERIFY2(mentionsLine(error, 2), qPrintable(error));
}

void TestGridFiles::unreadableDevice()
{
    const QByteArray text = "type octile\nheight 1\nwidth 1\nmap\n.\n";
    QString error;
    QBuffer closed;
    closed.setData(text);
    QVERIFY(!readMovingAiMap(closed, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!closed.isOpen());
    error.clear();
    QVERIFY(!readMovingAiScenarios(closed, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!closed.isOpen());

    QBuffer writeOnly;
    writeOnly.setData(text);
    QVERIFY(writeOnly.open(QIODevice::WriteOnly));
    error.clear();
    QVERIFY(!readMovingAiMap(writeOnly, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(writeOnly.pos(), qint64(0));

    // The error pointer is optional.
    QVERIFY(!readMovingAiMap(closed, nullptr));
    QVERIFY(!readMap("type hex\n", nullptr));
}

void TestGridFiles::loadNamesTheFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QList<QByteArray> lines = fileContents(dataFile("arena.map")).split('\n');
    QCOMPARE(int(lines[6].size()), 49); // line 7 of the file
    lines[6].chop(1);
    const QString broken = dir.filePath(QStringLiteral("arena.map"));
    QVERIFY(writeFile(broken, lines.join('\n')));

    QString error;
    QVERIFY(!loadMovingAiMap(broken, &error));
    // "cells" is the English plural of a count (%n), "cell(s)" where no translator is installed.
    QVERIFY2(error.startsWith(QDir::toNativeSeparators(broken) + QStringLiteral(": line 7: row has 48 cell"))
                 && error.endsWith(QStringLiteral(", the header says 49")),
             qPrintable(error));

    const QString missing = dir.filePath(QStringLiteral("nowhere.map"));
    QVERIFY(!loadMovingAiMap(missing, &error));
    QVERIFY2(error.startsWith(QDir::toNativeSeparators(missing) + QLatin1String(": ")), qPrintable(error));
    QVERIFY(!loadMovingAiScenarios(missing + QLatin1String(".scen"), &error));
    QVERIFY2(error.startsWith(QDir::toNativeSeparators(missing) + QLatin1String(".scen: ")), qPrintable(error));

    const QString badScen = dir.filePath(QStringLiteral("bad.map.scen"));
    QVERIFY(writeFile(badScen, "version 1\n0\tarena.map\t49\t49\t1\t1\t2\n"));
    QVERIFY(!loadMovingAiScenarios(badScen, &error));
    QVERIFY2(error.startsWith(QDir::toNativeSeparators(badScen) + QLatin1String(": line 2: ")), qPrintable(error));
}

// ---- Moving AI scenarios

void TestGridFiles::scenarioFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("count");
    QTest::addColumn<ScenarioLineValues>("first");
    QTest::addColumn<ScenarioLineValues>("last");

    QTest::newRow("arena") << dataFile("arena.map.scen") << 130
                           << ScenarioLineValues{0, "arena.map", 49, 49, 19, 26, 19, 29, 3.00000000}
                           << ScenarioLineValues{12, "arena.map", 49, 49, 4, 32, 47, 19, 48.38477631};
    QTest::newRow("arena2") << dataFile("arena2.map.scen") << 910
                            << ScenarioLineValues{0, "arena2.map", 281, 209, 99, 159, 101, 162, 3.82842712}
                            << ScenarioLineValues{90, "arena2.map", 281, 209, 5, 112, 275, 181, 362.05382385};
    QTest::newRow("maze512") << dataFile("maze512-1-0.map.scen") << 12120
                             << ScenarioLineValues{0, "maze512-1-0.map", 512, 512, 477, 130, 476, 131, 2.0}
                             << ScenarioLineValues{1211, "maze512-1-0.map", 512, 512, 485, 107, 32, 33, 4847.0};
    QTest::newRow("random512") << dataFile("random512-10-0.map.scen") << 1780
                               << ScenarioLineValues{0, "random512-10-0.map", 512, 512, 174, 10, 172, 9, 2.41421356}
                               << ScenarioLineValues{177, "random512-10-0.map", 512, 512, 11, 511, 472, 26,
                                                     708.75649261};
}

void TestGridFiles::scenarioFiles()
{
    QFETCH(QString, file);
    QFETCH(int, count);
    QFETCH(ScenarioLineValues, first);
    QFETCH(ScenarioLineValues, last);

    QString error;
    const auto scenarios = loadMovingAiScenarios(file, &error);
    QVERIFY2(scenarios, qPrintable(error));
    QCOMPARE(int(scenarios->size()), count);
    compareScenario(scenarios->front(), first);
    if (QTest::currentTestFailed())
        return;
    compareScenario(scenarios->back(), last);
}

void TestGridFiles::scenarioEndpointsArePassable_data()
{
    QTest::addColumn<QString>("map");
    for (const char *name : {"arena.map", "arena2.map", "maze512-1-0.map", "random512-10-0.map"})
        QTest::newRow(name) << dataFile(name);
}

// The benchmark only asks for paths between passable cells, so a reader that swapped x and y or
// misread a terrain letter would put some endpoint on a wall.
void TestGridFiles::scenarioEndpointsArePassable()
{
    QFETCH(QString, map);
    QString error;
    const auto board = loadMovingAiMap(map, &error);
    QVERIFY2(board, qPrintable(error));
    const auto scenarios = loadMovingAiScenarios(map + QLatin1String(".scen"), &error);
    QVERIFY2(scenarios, qPrintable(error));
    for (const MovingAiScenario &s : *scenarios) {
        QCOMPARE(s.mapWidth, board->width());
        QCOMPARE(s.mapHeight, board->height());
        QVERIFY(board->isPassable(s.start));
        QVERIFY(board->isPassable(s.goal));
    }
}

void TestGridFiles::scenarioVariants_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("tabs") << QByteArray("version 1\n3\tm.map\t10\t8\t1\t2\t9\t7\t12.5\n"
                                        "0\tm.map\t10\t8\t0\t0\t0\t0\t0\n");
    QTest::newRow("version 1.0") << QByteArray("version 1.0\n3\tm.map\t10\t8\t1\t2\t9\t7\t12.5\n"
                                               "0\tm.map\t10\t8\t0\t0\t0\t0\t0\n");
    QTest::newRow("spaces") << QByteArray("version 1\n3 m.map  10 8 1 2 9 7   12.5\n"
                                          "0 m.map 10 8 0 0 0 0 0\n");
    QTest::newRow("CRLF, trailing blank line") << QByteArray("version 1\r\n3\tm.map\t10\t8\t1\t2\t9\t7\t12.5\r\n"
                                                             "0\tm.map\t10\t8\t0\t0\t0\t0\t0\r\n\r\n");
    QTest::newRow("no final line end") << QByteArray("version 1\n3\tm.map\t10\t8\t1\t2\t9\t7\t12.5\n"
                                                     "0\tm.map\t10\t8\t0\t0\t0\t0\t0");
}

void TestGridFiles::scenarioVariants()
{
    QFETCH(QByteArray, text);
    QString error;
    const auto scenarios = readScenarios(text, &error);
    QVERIFY2(scenarios, qPrintable(error));
    QCOMPARE(int(scenarios->size()), 2);
    compareScenario((*scenarios)[0], {3, "m.map", 10, 8, 1, 2, 9, 7, 12.5});
    compareScenario((*scenarios)[1], {0, "m.map", 10, 8, 0, 0, 0, 0, 0.0});
}

void TestGridFiles::malformedScenarios_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("mention");

    const QByteArray good = "0\tm.map\t10\t8\t1\t2\t9\t7\t12.5\n";
    const QByteArray v1 = "version 1\n" + good;
    QTest::newRow("empty") << QByteArray() << 1 << QStringLiteral("version 1");
    QTest::newRow("no version line") << good << 1 << QStringLiteral("version 1");
    QTest::newRow("garbled version") << "verison 1\n" + good << 1 << QStringLiteral("verison");
    QTest::newRow("version 2") << "version 2\n" + good << 1 << QStringLiteral("version 2");
    QTest::newRow("eight fields") << v1 + "0\tm.map\t10\t8\t1\t2\t9\t7\n" << 3 << QStringLiteral("8 field");
    QTest::newRow("ten fields") << v1 + "0\tm.map\t10\t8\t1\t2\t9\t7\t1\t1\n" << 3 << QStringLiteral("10 field");
    QTest::newRow("start x not a number") << v1 + "0\tm.map\t10\t8\tone\t2\t9\t7\t12.5\n" << 3
                                          << QStringLiteral("field 5 (start x)");
    QTest::newRow("fraction for goal y") << v1 + "0\tm.map\t10\t8\t1\t2\t9\t7.5\t12.5\n" << 3
                                         << QStringLiteral("field 8 (goal y)");
    QTest::newRow("start outside") << v1 + "0\tm.map\t10\t8\t10\t2\t9\t7\t12.5\n" << 3
                                   << QStringLiteral("start (10,2)");
    QTest::newRow("goal outside") << QByteArray("version 1\n0\tm.map\t10\t8\t1\t2\t9\t-1\t12.5\n") << 2
                                  << QStringLiteral("goal (9,-1)");
    QTest::newRow("negative bucket") << QByteArray("version 1\n-1\tm.map\t10\t8\t1\t2\t9\t7\t12.5\n") << 2
                                     << QStringLiteral("bucket");
    QTest::newRow("length not a number") << QByteArray("version 1\n0\tm.map\t10\t8\t1\t2\t9\t7\tfar\n") << 2
                                         << QStringLiteral("field 9 (optimal length)");
    QTest::newRow("negative length") << QByteArray("version 1\n0\tm.map\t10\t8\t1\t2\t9\t7\t-3\n") << 2
                                     << QStringLiteral("optimal length");
    QTest::newRow("length nan") << QByteArray("version 1\n0\tm.map\t10\t8\t1\t2\t9\t7\tnan\n") << 2
                                << QStringLiteral("optimal length");
    QTest::newRow("empty map name") << QByteArray("version 1\n0\t\t10\t8\t1\t2\t9\t7\t12.5\n") << 2
                                    << QStringLiteral("field 2 (map)");
    QTest::newRow("map without cells") << QByteArray("version 1\n0\tm.map\t0\t8\t0\t2\t0\t7\t12.5\n") << 2
                                       << QStringLiteral("0 x 8");
    QTest::newRow("blank line between") << v1 + "\n" + good << 3 << QStringLiteral("blank");
}

void TestGridFiles::malformedScenarios()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, mention);
    QString error;
    QVERIFY(!readScenarios(text, &error));
    QVERIFY2(mentionsLine(error, line), qPrintable(error));
    QVERIFY2(error.contains(mention), qPrintable(error));
}

// ---- board text

void TestGridFiles::boardRowsCharacters()
{
    QString error;
    const auto board = boardFromRows({QStringLiteral(".1@"), QStringLiteral("#29")}, &error);
    QVERIFY2(board, qPrintable(error));
    QCOMPARE(board->width(), 3);
    QCOMPARE(board->height(), 2);
    const std::uint8_t expected[] = {1, 1, Grid::Wall, Grid::Wall, 2, 9};
    QCOMPARE(board->weights(), std::vector<std::uint8_t>(std::begin(expected), std::end(expected)));
    QCOMPARE(boardRows(*board), (QStringList{QStringLiteral("..@"), QStringLiteral("@29")}));

    QVERIFY(!boardFromRows({QStringLiteral("..."), QStringLiteral("..")}, &error));
    QVERIFY2(error.contains(QLatin1String("row 1")), qPrintable(error));
    QVERIFY(!boardFromRows({QStringLiteral("..x")}, &error));
    QVERIFY2(error.contains(QLatin1String("column 2")), qPrintable(error));
    QVERIFY(!boardFromRows({}, &error));
}

void TestGridFiles::boardTextExactText()
{
    const QByteArray text = "gridtrace-board 1\n"
                            "size 5 3\n"
                            "start 0 0\n"
                            "goal 4 2\n"
                            "rows\n"
                            ".@3..\n"
                            ".@9@.\n"
                            "...@.\n";
    BoardFile expected{Grid(5, 3), CellPos{0, 0}, CellPos{4, 2}};
    for (const CellPos wall : {CellPos{1, 0}, CellPos{1, 1}, CellPos{3, 1}, CellPos{3, 2}})
        expected.board.setWall(wall);
    expected.board.setWeight({2, 0}, 3);
    expected.board.setWeight({2, 1}, 9);

    QCOMPARE(writeBoardText(expected), text);
    QString error;
    const auto read = readBoardText(text, &error);
    QVERIFY2(read, qPrintable(error));
    QVERIFY(sameBoardFile(*read, expected));

    // Without endpoints there are no start and goal lines at all.
    const BoardFile bare{Grid(2, 1), std::nullopt, std::nullopt};
    QCOMPARE(writeBoardText(bare), QByteArray("gridtrace-board 1\nsize 2 1\nrows\n..\n"));
    const BoardFile goalOnly{Grid(2, 1), std::nullopt, CellPos{1, 0}};
    QCOMPARE(writeBoardText(goalOnly), QByteArray("gridtrace-board 1\nsize 2 1\ngoal 1 0\nrows\n..\n"));
}

void TestGridFiles::boardTextRoundTrip()
{
    QRandomGenerator random(20240611);
    const auto randomCell = [&](const Grid &board) {
        return CellPos{random.bounded(board.width()), random.bounded(board.height())};
    };
    for (int round = 0; round < 300; ++round) {
        const int width = round == 0 ? 1 : round == 1 ? Grid::MaxSide : int(random.bounded(1, 60));
        const int height = round == 0 ? 1 : round == 1 ? 2 : int(random.bounded(1, 60));
        BoardFile file{Grid(width, height), std::nullopt, std::nullopt};
        const int wallPercent = int(random.bounded(0, 60));
        for (int i = 0; i < file.board.cellCount(); ++i) {
            const CellPos p = file.board.pos(i);
            if (int(random.bounded(100)) < wallPercent)
                file.board.setWall(p);
            else
                file.board.setWeight(p, std::uint8_t(random.bounded(1, 10)));
        }
        if (random.bounded(3) != 0)
            file.start = randomCell(file.board);
        if (random.bounded(3) != 0)
            file.goal = randomCell(file.board);

        const QByteArray text = writeBoardText(file);
        QString error;
        const auto read = readBoardText(text, &error);
        QVERIFY2(read, qPrintable(QStringLiteral("round %1: %2").arg(round).arg(error)));
        QVERIFY2(sameBoardFile(*read, file), qPrintable(QStringLiteral("round %1").arg(round)));
        QCOMPARE(writeBoardText(*read), text);
    }
}

// docs/board-format.md shows a board file; it must stay one the reader accepts.
void TestGridFiles::documentedExampleReads()
{
    const QByteArray doc = fileContents(QStringLiteral(GRIDTRACE_TEST_DATA "/../../docs/board-format.md"));
    const qsizetype begin = doc.indexOf("```\ngridtrace-board 1\n");
    QVERIFY(begin >= 0);
    const qsizetype end = doc.indexOf("```", begin + 3);
    QVERIFY(end > begin);
    const QByteArray example = doc.mid(begin + 4, end - begin - 4);

    QString error;
    const auto file = readBoardText(example, &error);
    QVERIFY2(file, qPrintable(error));
    QCOMPARE(file->board.width(), 12);
    QCOMPARE(file->board.height(), 5);
    QCOMPARE(file->start, std::optional<CellPos>(CellPos{0, 2}));
    QCOMPARE(file->goal, std::optional<CellPos>(CellPos{10, 3}));
    QCOMPARE(file->board.wallCount(), 7);
    QCOMPARE(file->board.weight(CellPos{7, 1}), std::uint8_t(3));
    QCOMPARE(file->board.weight(CellPos{8, 2}), std::uint8_t(9));
    QVERIFY(file->board.isPassable(*file->start));
    QVERIFY(file->board.isPassable(*file->goal));
}

void TestGridFiles::boardTextCommentsAndLineEnds()
{
    const QByteArray canonical = "gridtrace-board 1\nsize 3 2\nstart 2 1\nrows\n.#.\n4..\n";
    const QByteArray commented = "gridtrace-board 1\n"
                                 "# Week 3: the first weighted board\n"
                                 "\n"
                                 "   # indented comment\n"
                                 "start 2 1\n"
                                 "#size 9 9\n"
                                 "size  3   2\n"
                                 "rows\n"
                                 ".#.\n"
                                 "4..\n"
                                 "\n";
    QString error;
    const auto read = readBoardText(commented, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->board.width(), 3);
    QCOMPARE(read->board.height(), 2);
    QVERIFY(read->board.isWall({1, 0}));
    QCOMPARE(read->board.weight(CellPos{0, 1}), std::uint8_t(4));
    QCOMPARE(read->start, std::optional<CellPos>(CellPos{2, 1}));
    QVERIFY(!read->goal);
    // The writer drops the comments and writes '#' walls as '@'.
    QCOMPARE(writeBoardText(*read), QByteArray(QByteArray(canonical).replace('#', '@')));

    QByteArray crlf = canonical;
    crlf.replace("\n", "\r\n");
    const auto fromCrlf = readBoardText("\xEF\xBB\xBF" + crlf + "\r\n", &error);
    QVERIFY2(fromCrlf, qPrintable(error));
    QVERIFY(sameBoardFile(*fromCrlf, *read));
}

void TestGridFiles::malformedBoardText_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("mention");

    const QByteArray magic = "gridtrace-board 1\n";
    const QByteArray rows = "rows\n...\n...\n";
    QTest::newRow("empty") << QByteArray() << 1 << QStringLiteral("gridtrace-board 1");
    QTest::newRow("no magic") << "size 3 2\n" + rows << 1 << QStringLiteral("gridtrace-board 1");
    QTest::newRow("comment before magic") << "# hello\n" + magic + "size 3 2\n" + rows << 1
                                          << QStringLiteral("gridtrace-board");
    QTest::newRow("unknown version") << "gridtrace-board 2\nsize 3 2\n" + rows << 1 << QStringLiteral("version 2");
    QTest::newRow("version missing") << "gridtrace-board\nsize 3 2\n" + rows << 1 << QStringLiteral("gridtrace-board");
    QTest::newRow("start outside") << magic + "size 3 2\nstart 3 0\n" + rows << 3 << QStringLiteral("start (3,0)");
    QTest::newRow("goal outside") << magic + "size 3 2\ngoal 0 -1\n" + rows << 3 << QStringLiteral("goal (0,-1)");
    QTest::newRow("start before size, outside") << magic + "start 1 2\nsize 3 2\n" + rows << 2
                                                << QStringLiteral("start (1,2)");
    QTest::newRow("start not numbers") << magic + "size 3 2\nstart a 1\n" + rows << 3 << QStringLiteral("start");
    QTest::newRow("start one number") << magic + "size 3 2\nstart 1\n" + rows << 3 << QStringLiteral("start");
    QTest::newRow("size missing") << magic + "start 1 1\n" + rows << 3 << QStringLiteral("size");
    QTest::newRow("size twice") << magic + "size 3 2\nsize 3 2\n" + rows << 3 << QStringLiteral("line 2");
    QTest::newRow("size too large") << magic + "size 100000 100000\n" + rows << 2 << QStringLiteral("100,000 x 100,000");
    QTest::newRow("size empty") << magic + "size 0 2\n" + rows << 2 << QStringLiteral("0 x 2");
    QTest::newRow("unknown keyword") << magic + "colour 3 2\nsize 3 2\n" + rows << 2 << QStringLiteral("colour");
    QTest::newRow("rows with a word") << magic + "size 3 2\nrows 2\n...\n...\n" << 3 << QStringLiteral("rows");
    QTest::newRow("no rows line") << magic + "size 3 2\n" << 3 << QStringLiteral("rows");
    QTest::newRow("short row") << magic + "size 3 2\nrows\n..\n...\n" << 4 << QStringLiteral("row has 2 cell");
    QTest::newRow("long row") << magic + "size 3 2\nrows\n...\n....\n" << 5 << QStringLiteral("row has 4 cell");
    QTest::newRow("fewer rows") << magic + "size 3 2\nrows\n...\n" << 5 << QStringLiteral("1 of its 2 rows");
    QTest::newRow("more rows") << magic + "size 3 2\nrows\n...\n...\n...\n" << 6 << QStringLiteral("2");
    QTest::newRow("unknown cell") << magic + "size 3 2\nrows\n...\n.0.\n" << 5 << QStringLiteral("column 2: '0'");
    QTest::newRow("comment among rows") << magic + "size 3 2\nrows\n...\n# .\n" << 5 << QStringLiteral("column 2");
}

void TestGridFiles::malformedBoardText()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, mention);
    QString error;
    QVERIFY(!readBoardText(text, &error));
    QVERIFY2(mentionsLine(error, line), qPrintable(error));
    QVERIFY2(error.contains(mention), qPrintable(error));
}

void TestGridFiles::saveAndLoadBoardText()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fileName = dir.filePath(QStringLiteral("lecture.board"));
    BoardFile file{Grid(7, 4), CellPos{0, 3}, CellPos{6, 0}};
    file.board.setWall({3, 1});
    file.board.setWeight({4, 2}, 7);

    QString error;
    QVERIFY2(saveBoardText(file, fileName, &error), qPrintable(error));
    QCOMPARE(fileContents(fileName), writeBoardText(file));
    auto loaded = loadBoardText(fileName, &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(sameBoardFile(*loaded, file));

    // Saving again replaces the file as a whole.
    file.board = Grid(2, 2);
    file.start = CellPos{1, 1};
    file.goal.reset();
    QVERIFY2(saveBoardText(file, fileName, &error), qPrintable(error));
    loaded = loadBoardText(fileName, &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(sameBoardFile(*loaded, file));

    const QString broken = dir.filePath(QStringLiteral("broken.board"));
    QVERIFY(writeFile(broken, "gridtrace-board 1\nsize 3 x\nrows\n"));
    QVERIFY(!loadBoardText(broken, &error));
    QVERIFY2(error.startsWith(QDir::toNativeSeparators(broken) + QLatin1String(": line 2: ")), qPrintable(error));
    QVERIFY(!loadBoardText(dir.filePath(QStringLiteral("missing.board")), &error));
    QVERIFY2(error.startsWith(QDir::toNativeSeparators(dir.filePath(QStringLiteral("missing.board"))) + QLatin1String(": ")),
             qPrintable(error));
}

void TestGridFiles::saveRefusesWhatLoadWouldReject()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    const QString empty = dir.filePath(QStringLiteral("empty.board"));
    QVERIFY(!saveBoardText(BoardFile{}, empty, &error));
    // The whole name: the folder matters as much as the file to one who cannot write there.
    QVERIFY2(error.startsWith(QDir::toNativeSeparators(empty) + QLatin1String(": ")), qPrintable(error));
    QVERIFY(!QFile::exists(empty));

    const QString offBoard = dir.filePath(QStringLiteral("off.board"));
    QVERIFY(!saveBoardText(BoardFile{Grid(3, 3), std::nullopt, CellPos{3, 1}}, offBoard, &error));
    QVERIFY2(error.contains(QLatin1String("goal (3,1)")), qPrintable(error));
    QVERIFY(!QFile::exists(offBoard));

    const QString noFolder = dir.filePath(QStringLiteral("no/such/folder/x.board"));
    QVERIFY(!saveBoardText(BoardFile{Grid(3, 3), std::nullopt, std::nullopt}, noFolder, &error));
    QVERIFY2(error.startsWith(QDir::toNativeSeparators(noFolder) + QLatin1String(": ")), qPrintable(error));
}

// Every loader reads its whole file before it parses it: what is no file, or a file far larger
// than its format needs, is refused before it is read, with one line that names the limit.
using Loader = std::function<bool(const QString &, QString *)>;
Q_DECLARE_METATYPE(Loader)

void TestGridFiles::loadersRefuseWhatIsNoFile_data()
{
    QTest::addColumn<Loader>("load");
    QTest::newRow("board text") << Loader([](const QString &name, QString *error) { return loadBoardText(name, error).has_value(); });
    QTest::newRow("Moving AI map") << Loader([](const QString &name, QString *error) { return loadMovingAiMap(name, error).has_value(); });
    QTest::newRow("Moving AI scenarios")
        << Loader([](const QString &name, QString *error) { return loadMovingAiScenarios(name, error).has_value(); });
    QTest::newRow("scenario") << Loader([](const QString &name, QString *error) { return loadScenario(name, error).has_value(); });
}

void TestGridFiles::loadersRefuseWhatIsNoFile()
{
    QFETCH(Loader, load);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;

    // A sparse file of 3 GB takes no disk, but reading it would take 3 GB of memory.
    const QString huge = dir.filePath(QStringLiteral("huge"));
    QFile file(huge);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(qint64(3) << 30));
    file.close();
    QVERIFY(!load(huge, &error));
    QVERIFY2(error.contains(QLatin1String("3,221,225,472 bytes")) && error.contains(QLatin1String("more than the")), qPrintable(error));

    // A device never ends, and a pipe waits for a writer: neither may be opened.
    QVERIFY(!load(QStringLiteral("/dev/zero"), &error));
    QVERIFY2(error.contains(QLatin1String("not a regular file")), qPrintable(error));
    const QString fifo = dir.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QVERIFY(!load(fifo, &error));
    QVERIFY2(error.contains(QLatin1String("not a regular file")), qPrintable(error));
    QVERIFY(!load(dir.path(), &error));
    QVERIFY2(error.contains(QLatin1String("a folder")), qPrintable(error));
    QVERIFY2(!error.contains(u'\n'), qPrintable(error));
}

void TestGridFiles::loadersReadAByteOrderMark()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto withMark = [&](const char *name) {
        QFile original(dataFile(name));
        if (!original.open(QIODevice::ReadOnly))
            return QString();
        const QString copy = dir.filePath(QLatin1String(name));
        QFile file(copy);
        if (!file.open(QIODevice::WriteOnly))
            return QString();
        file.write("\xef\xbb\xbf" + original.readAll());
        return copy;
    };
    QString error;
    const auto map = loadMovingAiMap(withMark("arena.map"), &error);
    QVERIFY2(map, qPrintable(error));
    QCOMPARE(map->width(), 49);
    const auto scenarios = loadMovingAiScenarios(withMark("arena.map.scen"), &error);
    QVERIFY2(scenarios, qPrintable(error));
    QCOMPARE(int(scenarios->size()), 130);
}

QTEST_GUILESS_MAIN(TestGridFiles)
#include "tst_gridfiles.moc"
