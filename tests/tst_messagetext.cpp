// What a loader's message quotes of a user's file stays on one line and short: a key with a
// line break, a cell that is a control character, a bot printing binary. Each loader is fed
// such a file and its message is checked as a status bar would show it.

#include "catalogue/catalogue.h"
#include "duel/duelgame.h"
#include "duel/duelmap.h"
#include "duel/duelrecord.h"
#include "grid/boardtext.h"
#include "grid/messagetext.h"
#include "grid/movingai.h"
#include "grid/scenariofile.h"
#include "link/linkboard.h"
#include "puzzle/puzzleboard.h"
#include "trace/tracefile.h"

#include <QBuffer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace gridtrace;

namespace {

// One line, nothing that hides text, and short enough for a status bar.
bool isOneLine(const QString &message)
{
    for (const QChar c : message) {
        if (c.unicode() < 0x20 || (c.unicode() >= 0x7f && c.unicode() < 0xa0) || c == QChar::LineSeparator
            || c == QChar::ParagraphSeparator || c.category() == QChar::Other_Format)
            return false;
    }
    return !message.isEmpty() && message.size() < 1000;
}

QByteArray withMember(const QByteArray &json, const QString &key)
{
    QJsonObject object = QJsonDocument::fromJson(json).object();
    object.insert(key, 1);
    return QJsonDocument(object).toJson();
}

QByteArray sampleTrace()
{
    QFile file(QStringLiteral(GRIDTRACE_TEST_DATA "/traces/version1.gtrace.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the sample trace");
    return file.readAll();
}

Scenario sampleScenario()
{
    Scenario scenario;
    scenario.board = Grid(4, 3);
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{3, 2};
    scenario.algorithm = QStringLiteral("astar");
    return scenario;
}

} // namespace

class TestMessageText : public QObject
{
    Q_OBJECT

private slots:
    void escapes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("shown");
        QTest::newRow("plain") << QStringLiteral("rows") << QStringLiteral("rows");
        QTest::newRow("Chinese") << QStringLiteral("起点") << QStringLiteral("起点");
        QTest::newRow("line feed") << QStringLiteral("a\nb") << QStringLiteral("a\\nb");
        QTest::newRow("CR LF") << QStringLiteral("a\r\n") << QStringLiteral("a\\r\\n");
        QTest::newRow("tab") << QStringLiteral("\tx") << QStringLiteral("\\tx");
        QTest::newRow("escape") << QStringLiteral("\x1b[31m") << QStringLiteral("\\u{1b}[31m");
        QTest::newRow("NUL") << QString(QChar(0)) << QStringLiteral("\\u{0}");
        QTest::newRow("C1") << QString(QChar(0x85)) << QStringLiteral("\\u{85}");
        QTest::newRow("line separator") << QString(QChar(0x2028)) << QStringLiteral("\\u{2028}");
        QTest::newRow("bidi override") << (QStringLiteral("ab") + QChar(0x202e) + u'c') << QStringLiteral("ab\\u{202e}c");
        QTest::newRow("lone surrogate") << QString(QChar(0xd800)) << QStringLiteral("\\u{d800}");
        QTest::newRow("emoji pair") << QString::fromUcs4(U"\U0001F40D") << QString::fromUcs4(U"\U0001F40D");
        QTest::newRow("private use") << QString(QChar(0xe000)) << QStringLiteral("\\u{e000}");
    }

    void escapes()
    {
        QFETCH(QString, text);
        QFETCH(QString, shown);
        QCOMPARE(shownInMessage(text), shown);
        QVERIFY(isOneLine(shownInMessage(text)));
    }

    void cutsLongText()
    {
        const QString key(100000, u'k');
        const QString shown = shownInMessage(key);
        QCOMPARE(shown, QString(messageQuoteLength, u'k') + u'\u2026');
        // Exactly the limit is not cut.
        QCOMPARE(shownInMessage(QString(messageQuoteLength, u'k')), QString(messageQuoteLength, u'k'));
        // A surrogate pair counts two, as in QString::size(), and is never split.
        const QString snakes = QString::fromUcs4(U"\U0001F40D").repeated(50);
        QCOMPARE(shownInMessage(snakes, 5), QString::fromUcs4(U"\U0001F40D").repeated(2) + u'\u2026');
        QVERIFY(shownInMessage(snakes).size() <= messageQuoteLength + 1);
        // An escape counts all of its characters and is never split: what shows stays within
        // the limit however the input is made.
        QCOMPARE(shownInMessage(QString(10, u'\n'), 5), QStringLiteral("\\n\\n\u2026"));
        QCOMPARE(shownInMessage(QStringLiteral("ab\x1b"), 7), QStringLiteral("ab\u2026"));
        QCOMPARE(shownInMessage(QString(1000, QChar(0x1))).size(), 8 * 5 + 1);
        // An unassigned code point beyond the first plane, escaped from its pair: 9 characters.
        const QString unassigned = QString::fromUcs4(U"\U000CE000").repeated(100);
        QCOMPARE(shownInMessage(unassigned), QStringLiteral("\\u{ce000}").repeated(4) + u'\u2026');
    }

    void bytesAreUtf8()
    {
        QCOMPARE(shownInMessage(QByteArray("\xe8\xb5\xb7 \x01")), QStringLiteral("起 \\u{1}"));
        // A cut in the middle of a long line of multi-byte characters still shows whole ones.
        QByteArray line;
        for (int i = 0; i < 200; ++i)
            line += "\xe8\xb5\xb7";
        QCOMPARE(shownInMessage(line), QStringLiteral("起").repeated(messageQuoteLength) + u'\u2026');
    }

    void traceKey()
    {
        QString error;
        QVERIFY(!readTraceJson(withMember(sampleTrace(), QStringLiteral("evil\nkey")), &error));
        QVERIFY2(isOneLine(error), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("evil\\nkey")), qPrintable(error));
    }

    void traceHugeKey()
    {
        QString error;
        QVERIFY(!readTraceJson(withMember(sampleTrace(), QString(200000, u'z')), &error));
        QVERIFY2(isOneLine(error), qPrintable(error.left(200)));
        QVERIFY(error.contains(QString(messageQuoteLength, u'z') + u'\u2026'));
    }

    void scenarioKey()
    {
        QString error;
        const QByteArray json = withMember(writeScenarioJson(sampleScenario()), QStringLiteral("a\r\nb"));
        QVERIFY(!readScenarioJson(json, &error));
        QVERIFY2(isOneLine(error), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("a\\r\\nb")), qPrintable(error));
    }

    void unknownAlgorithm()
    {
        Scenario scenario = sampleScenario();
        scenario.algorithm = QStringLiteral("astar\nrm -rf");
        const QString error = Catalogue::prepare(scenario);
        QVERIFY2(isOneLine(error), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("astar\\nrm -rf")), qPrintable(error));
    }

    void boardTextCell()
    {
        BoardFile file{Grid(3, 2), {}, {}};
        QByteArray text = writeBoardText(file);
        const qsizetype row = text.lastIndexOf("...");
        QVERIFY(row > 0);
        text[row + 1] = '\x1b';
        QString error;
        QVERIFY(!readBoardText(text, &error));
        QVERIFY2(isOneLine(error), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("'\\u{1b}'")), qPrintable(error));
    }

    void boardTextKeyword()
    {
        QByteArray text = writeBoardText(BoardFile{Grid(3, 2), {}, {}});
        text.insert(text.indexOf('\n') + 1, QByteArray("st\x0b" "art 1 1\n"));
        QString error;
        QVERIFY(!readBoardText(text, &error));
        QVERIFY2(isOneLine(error), qPrintable(error));
    }

    void movingAiHeader()
    {
        QByteArray map("type octile\nheight 2\x7f\nwidth 2\nmap\n..\n..\n");
        QBuffer buffer(&map);
        buffer.open(QIODevice::ReadOnly);
        QString error;
        QVERIFY(!readMovingAiMap(buffer, &error));
        QVERIFY2(isOneLine(error), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("\\u{7f}")), qPrintable(error));
    }

    void movingAiScenarioVersion()
    {
        QByteArray scen("version 2\x1b[2J\n");
        QBuffer buffer(&scen);
        buffer.open(QIODevice::ReadOnly);
        QString error;
        QVERIFY(!readMovingAiScenarios(buffer, &error));
        QVERIFY2(isOneLine(error), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("2\\u{1b}[2J")), qPrintable(error));
    }

    void duelMapCell()
    {
        QString text = DuelMap::generate(2).toString();
        text[20] = QChar(0x9d);
        QString error;
        QVERIFY(!DuelMap::fromString(text, &error));
        QVERIFY2(isOneLine(error), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("'\\u{9d}'")), qPrintable(error));
    }

    void linkCell()
    {
        QString error;
        const QString text = QStringLiteral("1 1 . .\n. . 2 2\n3 3 . \u202e\n. . 4 4\n");
        QVERIFY(!LinkBoard::fromText(text, &error));
        QVERIFY2(isOneLine(error), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("\\u{202e}")), qPrintable(error));
    }

    void puzzleTile()
    {
        QString error;
        QVERIFY(!PuzzleBoard::fromText(QStringLiteral("1 2\n3 0\u0007\n"), PuzzleGoal::BlankLast, &error));
        QVERIFY2(isOneLine(error), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("\\u{7}")), qPrintable(error));
        // A number of a million digits is named by its head only.
        QVERIFY(!PuzzleBoard::fromText(QStringLiteral("1 2\n3 ") + QString(1000000, u'9'), PuzzleGoal::BlankLast, &error));
        QVERIFY2(isOneLine(error), qPrintable(error.left(200)));
    }

    void duelRecordLoser()
    {
        const DuelGame game(DuelMap::generate(1));
        QJsonObject object = QJsonDocument::fromJson(DuelRecord::of(game).toJson()).object();
        object.insert(QStringLiteral("loser"), QStringLiteral("A\nB"));
        QString error;
        QVERIFY(!DuelRecord::fromJson(QJsonDocument(object).toJson(), &error));
        QVERIFY2(isOneLine(error), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("A\\nB")), qPrintable(error));

        object.insert(QStringLiteral("version"), QStringLiteral("2\r"));
        QVERIFY(!DuelRecord::fromJson(QJsonDocument(object).toJson(), &error));
        QVERIFY2(isOneLine(error), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("2\\r")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestMessageText)
#include "tst_messagetext.moc"
