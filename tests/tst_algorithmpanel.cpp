// The algorithm panel decides what a run is: it must offer exactly the catalogue's algorithms,
// show the chosen one's parameters, and hand back precisely the settings it was given,
// including the largest seed a scenario file can hold.

#include "algorithmpanel.h"
#include "languageswitch.h"
#include "parameterform.h"

#include "catalogue/catalogue.h"
#include "language.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>

#include <limits>

using namespace gridtrace;

namespace {

QStringList offeredAlgorithms(const QComboBox *box)
{
    QStringList ids;
    for (int i = 0; i < box->count(); ++i) {
        const QString id = box->itemData(i).toString();
        if (!id.isEmpty())
            ids << id;
    }
    return ids;
}

// Presses the down arrow in the algorithm box until the algorithm comes up, as a user does.
bool chooseByKeyboard(AlgorithmPanel &panel, const QString &id)
{
    QComboBox *box = panel.algorithmBox();
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Home);
    for (int presses = 0; presses <= box->count(); ++presses) {
        if (panel.algorithm() == id)
            return true;
        QTest::keyClick(box, Qt::Key_Down);
    }
    return panel.algorithm() == id;
}

QLabel *summaryLabel(const AlgorithmPanel &panel, const AlgorithmInfo &info)
{
    const auto labels = panel.findChildren<QLabel *>();
    for (QLabel *label : labels) {
        if (label->wordWrap() && label->text() == Catalogue::text(info.summary))
            return label;
    }
    return nullptr;
}

} // namespace

class TestAlgorithmPanel : public QObject
{
    Q_OBJECT

private slots:
    void listsExactlyTheCatalogue();
    void switchingAlgorithmRebuildsTheForm();
    void settingsRoundTrip();
    void setSettingsFillsDefaults();
    void editsAreRememberedPerAlgorithm();
    void seedRefusesWhatAQuint64CannotHold();
    void newSeedIsAChange();
    void seedOnlyWhereChanceDecides();
    void runButtonRequestsARun();
    void retranslates();
    void noAlgorithmNoParameterText();
};

void TestAlgorithmPanel::listsExactlyTheCatalogue()
{
    AlgorithmPanel panel;
    QStringList expected;
    for (const AlgorithmInfo &info : Catalogue::algorithms())
        expected << info.id;
    QComboBox *box = panel.algorithmBox();
    QCOMPARE(offeredAlgorithms(box), expected);

    // Everything else in the list is a family heading the user cannot pick.
    auto *model = qobject_cast<QStandardItemModel *>(box->model());
    QVERIFY(model);
    QStringList families;
    for (int i = 0; i < box->count(); ++i) {
        const QString id = box->itemData(i).toString();
        const bool selectable = model->item(i)->flags().testFlag(Qt::ItemIsEnabled);
        QCOMPARE(selectable, !id.isEmpty());
        if (id.isEmpty())
            families << box->itemText(i);
        else
            QCOMPARE(box->itemText(i), Catalogue::text(Catalogue::find(id)->name));
    }
    QVERIFY(families.contains(Catalogue::familyName(Family::Pathfinding)));
    QVERIFY(families.contains(Catalogue::familyName(Family::Maze)));
    QVERIFY(!panel.algorithm().isEmpty());
}

void TestAlgorithmPanel::switchingAlgorithmRebuildsTheForm()
{
    AlgorithmPanel panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy changed(&panel, &AlgorithmPanel::settingsChanged);

    for (const QString &id : {QStringLiteral("random-obstacles"), QStringLiteral("astar"), QStringLiteral("dfs")}) {
        changed.clear();
        QVERIFY2(chooseByKeyboard(panel, id), qPrintable(id));
        QVERIFY(changed.count() > 0);
        const AlgorithmInfo *info = Catalogue::find(id);
        QStringList keys;
        for (const ParameterSpec &spec : info->parameters) {
            keys << spec.key;
            QVERIFY2(panel.parameterForm()->editor(spec.key), qPrintable(spec.key));
        }
        QCOMPARE(panel.parameterForm()->parameters().size(), info->parameters.size());
        QStringList shownKeys = panel.parameters().keys();
        keys.sort();
        shownKeys.sort();
        QCOMPARE(shownKeys, keys);
        QVERIFY2(summaryLabel(panel, *info), qPrintable(id));
    }
    // The keyboard never lands on a family heading.
    QVERIFY(Catalogue::find(panel.algorithm()));
}

void TestAlgorithmPanel::settingsRoundTrip()
{
    AlgorithmPanel panel;
    QSignalSpy changed(&panel, &AlgorithmPanel::settingsChanged);
    const QVariantMap parameters{{QStringLiteral("connectivity"), QStringLiteral("8")},
                                 {QStringLiteral("heuristic"), QStringLiteral("euclidean")},
                                 {QStringLiteral("weight"), 2.5},
                                 {QStringLiteral("tie-break"), QStringLiteral("smaller-g")}};
    const quint64 largest = std::numeric_limits<quint64>::max();
    panel.setSettings(QStringLiteral("astar"), parameters, largest);
    QCOMPARE(panel.algorithm(), QStringLiteral("astar"));
    QCOMPARE(panel.parameters(), parameters);
    QCOMPARE(panel.seed(), largest);
    QCOMPARE(panel.seedEdit()->text(), QStringLiteral("18446744073709551615"));
    QCOMPARE(panel.algorithmBox()->currentData().toString(), QStringLiteral("astar"));

    const QVariantMap obstacles{{QStringLiteral("density"), 0.42}, {QStringLiteral("weighted"), true}};
    panel.setSettings(QStringLiteral("random-obstacles"), obstacles, 0);
    QCOMPARE(panel.algorithm(), QStringLiteral("random-obstacles"));
    QCOMPARE(panel.parameters(), obstacles);
    QCOMPARE(panel.seed(), quint64(0));
    QCOMPARE(changed.count(), 0);
}

void TestAlgorithmPanel::setSettingsFillsDefaults()
{
    AlgorithmPanel panel;
    panel.setSettings(QStringLiteral("astar"), {{QStringLiteral("weight"), 4.0}}, 7);
    QString error;
    const auto expected = Parameters::complete(Catalogue::find(u"astar")->parameters,
                                               {{QStringLiteral("weight"), 4.0}}, &error);
    QVERIFY2(expected, qPrintable(error));
    QCOMPARE(panel.parameters(), *expected);
}

void TestAlgorithmPanel::editsAreRememberedPerAlgorithm()
{
    AlgorithmPanel panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(chooseByKeyboard(panel, QStringLiteral("astar")));
    auto *weight = qobject_cast<QDoubleSpinBox *>(panel.parameterForm()->editor(QStringLiteral("weight")));
    QVERIFY(weight);
    weight->setFocus();
    QTest::keyClick(weight, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(weight, QStringLiteral("3"));
    QCOMPARE(panel.parameters().value(QStringLiteral("weight")).toDouble(), 3.0);

    QVERIFY(chooseByKeyboard(panel, QStringLiteral("bfs")));
    QVERIFY(!panel.parameters().contains(QStringLiteral("weight")));
    QVERIFY(chooseByKeyboard(panel, QStringLiteral("astar")));
    QCOMPARE(panel.parameters().value(QStringLiteral("weight")).toDouble(), 3.0);
}

void TestAlgorithmPanel::seedRefusesWhatAQuint64CannotHold()
{
    AlgorithmPanel panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setSettings(QStringLiteral("maze-backtracker"), {}, 0);
    QSignalSpy changed(&panel, &AlgorithmPanel::settingsChanged);
    QLineEdit *seed = panel.seedEdit();
    seed->setFocus();
    seed->selectAll();
    QTest::keyClicks(seed, QStringLiteral("18446744073709551615"));
    QCOMPARE(panel.seed(), std::numeric_limits<quint64>::max());
    QVERIFY(changed.count() > 0);

    // One more digit would overflow: the field refuses it.
    QTest::keyClick(seed, Qt::Key_End);
    QTest::keyClicks(seed, QStringLiteral("0"));
    QCOMPARE(seed->text(), QStringLiteral("18446744073709551615"));
    QCOMPARE(panel.seed(), std::numeric_limits<quint64>::max());

    seed->selectAll();
    QTest::keyClicks(seed, QStringLiteral("18446744073709551616"));
    QVERIFY(seed->text() != QStringLiteral("18446744073709551616"));

    seed->selectAll();
    QTest::keyClicks(seed, QStringLiteral("-12abc34"));
    QCOMPARE(seed->text(), QStringLiteral("1234"));
    QCOMPARE(panel.seed(), quint64(1234));
}

void TestAlgorithmPanel::newSeedIsAChange()
{
    AlgorithmPanel panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setSettings(QStringLiteral("maze-backtracker"), {}, 5);
    QSignalSpy changed(&panel, &AlgorithmPanel::settingsChanged);
    QSet<quint64> seeds;
    for (int i = 0; i < 4; ++i) {
        QTest::mouseClick(panel.newSeedButton(), Qt::LeftButton);
        seeds.insert(panel.seed());
        QCOMPARE(panel.seedEdit()->text(), QString::number(panel.seed()));
    }
    QCOMPARE(changed.count(), 4);
    // Four 64-bit random draws are not all the same.
    QVERIFY(seeds.size() > 1);
}

// A seed field for a search that draws nothing at random invites re-runs that change nothing:
// the panel offers it where the catalogue says the seed decides something, as the command line
// refuses --seed elsewhere.
void TestAlgorithmPanel::seedOnlyWhereChanceDecides()
{
    AlgorithmPanel panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    for (const QString &id : {QStringLiteral("astar"), QStringLiteral("link-min-turn"), QStringLiteral("maze-backtracker")}) {
        const AlgorithmInfo *info = Catalogue::find(id);
        QVERIFY2(info, qPrintable(id));
        panel.setSettings(id, {}, 7);
        QCOMPARE(panel.seedEdit()->isVisible(), info->usesSeed);
        QCOMPARE(panel.newSeedButton()->isVisible(), info->usesSeed);
    }
    QVERIFY(!Catalogue::find(u"astar")->usesSeed);
    QVERIFY(Catalogue::find(u"maze-backtracker")->usesSeed);
    // The field's label goes with it.
    panel.setSettings(QStringLiteral("astar"), {}, 7);
    for (QLabel *label : panel.findChildren<QLabel *>())
        QVERIFY2(!(label->isVisible() && label->text() == u"&Seed:"), "a Seed label with no field");
}

void TestAlgorithmPanel::runButtonRequestsARun()
{
    AlgorithmPanel panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy run(&panel, &AlgorithmPanel::runRequested);
    QTest::mouseClick(panel.runButton(), Qt::LeftButton);
    QCOMPARE(run.count(), 1);
    panel.setRunEnabled(false);
    QTest::mouseClick(panel.runButton(), Qt::LeftButton);
    QCOMPARE(run.count(), 1);
}

void TestAlgorithmPanel::retranslates()
{
    if (!Language::available().contains(QStringLiteral("zh_CN")))
        QSKIP("no Chinese translation compiled in");
    AlgorithmPanel panel;
    panel.setSettings(QStringLiteral("astar"), {}, 1);
    const AlgorithmInfo *astar = Catalogue::find(u"astar");
    QLabel *summary = summaryLabel(panel, *astar);
    QVERIFY(summary);
    const QString english = summary->text();
    const QString englishName = panel.algorithmBox()->currentText();

    QVERIFY(switchLanguage(QStringLiteral("zh_CN")));
    QVERIFY(Catalogue::text(astar->summary) != english);
    QCOMPARE(summary->text(), Catalogue::text(astar->summary));
    QCOMPARE(panel.algorithmBox()->currentText(), Catalogue::text(astar->name));
    QVERIFY(panel.algorithmBox()->currentText() != englishName);
    QCOMPARE(panel.algorithm(), QStringLiteral("astar"));

    QVERIFY(switchLanguage(QStringLiteral("en")));
    QCOMPARE(summary->text(), english);
}

// While a person plays (a snake, a duel) the panel shows no algorithm: nothing under it may
// speak of "this algorithm" and its parameters.
void TestAlgorithmPanel::noAlgorithmNoParameterText()
{
    AlgorithmPanel panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QString none = ParameterForm::tr("This algorithm has no parameters.");
    const auto visibleTexts = [&] {
        QStringList texts;
        for (const QLabel *label : panel.findChildren<QLabel *>())
            if (label->isVisibleTo(&panel))
                texts << label->text();
        return texts;
    };
    // One with no parameters shows the sentence, rightly.
    QString bare;
    for (const AlgorithmInfo &info : Catalogue::algorithms())
        if (bare.isEmpty() && info.parameters.isEmpty())
            bare = info.id;
    QVERIFY(!bare.isEmpty());
    panel.setSettings(bare, {}, 1);
    QVERIFY2(visibleTexts().contains(none), qPrintable(visibleTexts().join(QLatin1Char('|'))));

    panel.showNoAlgorithm();
    QVERIFY2(!visibleTexts().contains(none), qPrintable(visibleTexts().join(QLatin1Char('|'))));
    for (const QGroupBox *box : panel.findChildren<QGroupBox *>())
        QVERIFY(!box->isVisibleTo(&panel));

    // An algorithm shown again has its parameters box back.
    panel.setSettings(bare, {}, 1);
    QVERIFY(visibleTexts().contains(none));
}

QTEST_MAIN(TestAlgorithmPanel)
#include "tst_algorithmpanel.moc"
