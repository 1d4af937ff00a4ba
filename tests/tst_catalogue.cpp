// The catalogue is what the GUI and the CLI are built from: every entry must be complete,
// and it must turn bad parameters and endpoints into messages, not crashes.

#include "catalogue/catalogue.h"

#include <QTest>

using namespace gridtrace;

class TestCatalogue : public QObject
{
    Q_OBJECT

private slots:
    void everyEntryIsComplete();
    void idsAreUnique();
    void namesAreCapitalisedAlike();
    void parametersAreCheckedAndCompleted();
    void parametersParseFromText();
    void badScenariosAreRefused_data();
    void badScenariosAreRefused();
};

void TestCatalogue::everyEntryIsComplete()
{
    QVERIFY(Catalogue::algorithms().size() >= 10);
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        const QByteArray id = info.id.toUtf8();
        QVERIFY2(!info.id.isEmpty() && info.name && info.summary && info.run, id.constData());
        QVERIFY2(!info.pseudoCode.isEmpty(), id.constData());
        QVERIFY2(!info.stepKinds.isEmpty() && info.stepKinds.size() <= Trace::maxStepKinds, id.constData());
        QVERIFY2(info.labels.size() <= labelLayerCount, id.constData());
        QVERIFY2(info.sequences.size() <= Scene::maxSequences, id.constData());
        QVERIFY2(info.counters.size() <= Scene::maxCounters, id.constData());
        QVERIFY2(!Catalogue::familyName(info.family).isEmpty(), id.constData());
        for (const LegendEntry &entry : info.legend)
            QVERIFY2(entry.mark != Mark::None && entry.meaning, id.constData());
        for (const ParameterSpec &spec : info.parameters) {
            QVERIFY2(spec.name && !spec.key.isEmpty(), id.constData());
            // The default must pass the parameter's own check.
            QString error;
            const auto completed = Parameters::complete(info.parameters, {{spec.key, spec.defaultValue}}, &error);
            QVERIFY2(completed, qPrintable(QStringLiteral("%1 %2: %3").arg(info.id, spec.key, error)));
            if (spec.type == ParameterSpec::Type::Choice)
                QCOMPARE(spec.choices.size(), spec.choiceNames.size());
        }
    }
}

// The window lists step kinds ("Kind of step", "Stop after") and legend entries of every family
// side by side with its own labels: each begins with a capital, as a label does.
void TestCatalogue::namesAreCapitalisedAlike()
{
    const auto capitalised = [](const char *text) { return text && text[0] && !QChar::fromLatin1(text[0]).isLower(); };
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        for (const StepKindInfo &kind : info.stepKinds)
            QVERIFY2(capitalised(kind.name), qPrintable(info.id + QStringLiteral(": ") + QLatin1String(kind.name)));
        for (const LegendEntry &entry : info.legend) {
            QVERIFY2(capitalised(entry.meaning), qPrintable(info.id + QStringLiteral(": ") + QLatin1String(entry.meaning)));
            QVERIFY2(!entry.name || capitalised(entry.name), qPrintable(info.id + QStringLiteral(": ") + QLatin1String(entry.name)));
        }
    }
}

void TestCatalogue::idsAreUnique()
{
    QStringList ids;
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        QVERIFY2(!ids.contains(info.id), qPrintable(info.id));
        ids << info.id;
        QCOMPARE(Catalogue::find(info.id), &info);
    }
    QCOMPARE(Catalogue::find(u"no-such-algorithm"), nullptr);
}

void TestCatalogue::parametersAreCheckedAndCompleted()
{
    const QList<ParameterSpec> specs{
        ParameterSpec::integer(QStringLiteral("count"), "Count", nullptr, 3, 1, 10),
        ParameterSpec::real(QStringLiteral("weight"), "Weight", nullptr, 1.0, 1.0, 5.0),
        ParameterSpec::boolean(QStringLiteral("ties"), "Ties", nullptr, true),
        ParameterSpec::choice(QStringLiteral("shape"), "Shape", nullptr, {QStringLiteral("a"), QStringLiteral("b")},
                              {"A", "B"}, QStringLiteral("a")),
    };
    QString error;
    const auto defaults = Parameters::complete(specs, {}, &error);
    QVERIFY(defaults);
    QCOMPARE(defaults->value(QStringLiteral("count")).toInt(), 3);
    QCOMPARE(defaults->value(QStringLiteral("shape")).toString(), QStringLiteral("a"));

    const auto given = Parameters::complete(specs, {{QStringLiteral("count"), 7.0}, {QStringLiteral("weight"), QStringLiteral("2.5")}}, &error);
    QVERIFY(given);
    QCOMPARE(given->value(QStringLiteral("count")).typeId(), QMetaType::Int);
    QCOMPARE(given->value(QStringLiteral("weight")).toDouble(), 2.5);

    QVERIFY(!Parameters::complete(specs, {{QStringLiteral("count"), 11}}, &error));
    QVERIFY(error.contains(QStringLiteral("count")));
    QVERIFY(!Parameters::complete(specs, {{QStringLiteral("count"), 2.5}}, &error));
    QVERIFY(!Parameters::complete(specs, {{QStringLiteral("weight"), 0.5}}, &error));
    QVERIFY(!Parameters::complete(specs, {{QStringLiteral("ties"), 3}}, &error));
    QVERIFY(!Parameters::complete(specs, {{QStringLiteral("shape"), QStringLiteral("c")}}, &error));
    QVERIFY(error.contains(QStringLiteral("a, b")));
    QVERIFY(!Parameters::complete(specs, {{QStringLiteral("colour"), 1}}, &error));
    QVERIFY(error.contains(QStringLiteral("colour")));
}

void TestCatalogue::parametersParseFromText()
{
    const auto integer = ParameterSpec::integer(QStringLiteral("n"), "N", nullptr, 1, 0, 100);
    const auto boolean = ParameterSpec::boolean(QStringLiteral("b"), "B", nullptr, false);
    QString error;
    QCOMPARE(Parameters::parse(integer, QStringLiteral(" 42 "), &error)->toInt(), 42);
    QVERIFY(!Parameters::parse(integer, QStringLiteral("4x"), &error));
    QVERIFY(!Parameters::parse(integer, QStringLiteral("101"), &error));
    QCOMPARE(Parameters::parse(boolean, QStringLiteral("yes"), &error)->toBool(), true);
    QCOMPARE(Parameters::parse(boolean, QStringLiteral("off"), &error)->toBool(), false);
    QVERIFY(!Parameters::parse(boolean, QStringLiteral("maybe"), &error));
}

void TestCatalogue::badScenariosAreRefused_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<int>("startX");
    QTest::addColumn<int>("goalX");
    QTest::addColumn<QString>("mentions");
    // The board is 6 x 3 with a wall at (3,1); -1 means no endpoint.
    QTest::newRow("unknown algorithm") << QStringLiteral("warp") << 0 << 5 << QStringLiteral("warp");
    QTest::newRow("no start") << QStringLiteral("astar") << -1 << 5 << QStringLiteral("start");
    QTest::newRow("goal outside") << QStringLiteral("bfs") << 0 << 9 << QStringLiteral("outside");
    QTest::newRow("start on a wall") << QStringLiteral("dijkstra") << 3 << 5 << QStringLiteral("wall");
}

void TestCatalogue::badScenariosAreRefused()
{
    QFETCH(QString, algorithm);
    QFETCH(int, startX);
    QFETCH(int, goalX);
    QFETCH(QString, mentions);
    Scenario scenario;
    scenario.algorithm = algorithm;
    scenario.board = Grid(6, 3);
    scenario.board.setWall({3, 1});
    if (startX >= 0)
        scenario.start = CellPos{startX, 1};
    if (goalX >= 0)
        scenario.goal = CellPos{goalX, 1};
    Trace trace;
    const RunOutcome outcome = Catalogue::run(scenario, &trace);
    QVERIFY2(outcome.error.contains(mentions), qPrintable(outcome.error));
    QVERIFY(!outcome.found);
    QCOMPARE(trace.stepCount(), 0);
}

QTEST_GUILESS_MAIN(TestCatalogue)
#include "tst_catalogue.moc"
