// The parameter form is how a user sets up a run: every parameter of every algorithm must get
// the editor its type calls for, showing its default, and the editors must refuse what the
// catalogue would reject.

#include "parameterform.h"
#include "languageswitch.h"

#include "catalogue/catalogue.h"
#include "language.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTest>

using namespace gridtrace;

namespace {

// No algorithm of the catalogue takes a whole number yet; the form must handle one anyway.
ParameterSpec sideSpec()
{
    return ParameterSpec::integer(QStringLiteral("side"), "Side", "The side of a square", 8, 2, 50);
}

QLabel *labelFor(const ParameterForm &form, QWidget *editor)
{
    const auto labels = form.findChildren<QLabel *>();
    for (QLabel *label : labels) {
        if (label->buddy() == editor)
            return label;
    }
    return nullptr;
}

// Replaces the text of a spin box as a user does: select everything, type, press Enter.
void retype(QAbstractSpinBox *box, const QString &text)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

} // namespace

class TestParameterForm : public QObject
{
    Q_OBJECT

private slots:
    void everyCatalogueParameterGetsItsEditor_data();
    void everyCatalogueParameterGetsItsEditor();
    void integerParameterGetsASpinBox();
    void settingParametersIsNotAnEdit();
    void missingAndInvalidValuesTakeDefaults();
    void typingANumberIsAnEdit();
    void choosingAChoiceIsAnEdit();
    void clickingACheckBoxIsAnEdit();
    void outOfRangeCannotBeEntered();
    void typingTextIsAnEditOnceWhole();
    void retranslates();
};

void TestParameterForm::everyCatalogueParameterGetsItsEditor_data()
{
    QTest::addColumn<QString>("algorithm");
    for (const AlgorithmInfo &info : Catalogue::algorithms())
        QTest::newRow(qPrintable(info.id)) << info.id;
}

void TestParameterForm::everyCatalogueParameterGetsItsEditor()
{
    QFETCH(QString, algorithm);
    const AlgorithmInfo *info = Catalogue::find(algorithm);
    QVERIFY(info);
    ParameterForm form;
    form.setParameters(info->parameters, {});

    for (const ParameterSpec &spec : info->parameters) {
        QWidget *editor = form.editor(spec.key);
        QVERIFY2(editor, qPrintable(spec.key));
        QLabel *label = labelFor(form, editor);
        QVERIFY2(label, qPrintable(spec.key));
        QVERIFY(label->text().contains(Catalogue::text(spec.name)));
        QCOMPARE(label->toolTip(), Catalogue::text(spec.help));
        QCOMPARE(editor->toolTip(), Catalogue::text(spec.help));

        switch (spec.type) {
        case ParameterSpec::Type::Choice: {
            auto *box = qobject_cast<QComboBox *>(editor);
            QVERIFY2(box, qPrintable(spec.key));
            QCOMPARE(box->count(), spec.choices.size());
            for (int i = 0; i < spec.choices.size(); ++i) {
                QCOMPARE(box->itemData(i).toString(), spec.choices[i]);
                const QString shown = i < spec.choiceNames.size() ? Catalogue::text(spec.choiceNames[i])
                                                                  : spec.choices[i];
                QCOMPARE(box->itemText(i), shown);
            }
            QCOMPARE(box->currentData().toString(), spec.defaultValue.toString());
            break;
        }
        case ParameterSpec::Type::Integer: {
            auto *box = qobject_cast<QSpinBox *>(editor);
            QVERIFY2(box, qPrintable(spec.key));
            QCOMPARE(box->minimum(), int(spec.minimum));
            QCOMPARE(box->maximum(), int(spec.maximum));
            QCOMPARE(box->value(), spec.defaultValue.toInt());
            break;
        }
        case ParameterSpec::Type::Real: {
            auto *box = qobject_cast<QDoubleSpinBox *>(editor);
            QVERIFY2(box, qPrintable(spec.key));
            QCOMPARE(box->minimum(), spec.minimum);
            QCOMPARE(box->maximum(), spec.maximum);
            QCOMPARE(box->value(), spec.defaultValue.toDouble());
            // A step that moves the value visibly, and fine enough to matter within the range.
            QVERIFY(box->singleStep() > 0.0);
            QVERIFY(box->singleStep() <= (spec.maximum - spec.minimum) / 10.0);
            QCOMPARE(box->text(), box->textFromValue(spec.defaultValue.toDouble()));
            break;
        }
        case ParameterSpec::Type::Boolean: {
            auto *box = qobject_cast<QCheckBox *>(editor);
            QVERIFY2(box, qPrintable(spec.key));
            QCOMPARE(box->isChecked(), spec.defaultValue.toBool());
            break;
        }
        case ParameterSpec::Type::Text: {
            auto *line = qobject_cast<QLineEdit *>(editor);
            QVERIFY2(line, qPrintable(spec.key));
            QCOMPARE(line->text(), spec.defaultValue.toString());
            QCOMPARE(line->maxLength(), int(spec.maximum));
            break;
        }
        }
    }

    // The form's values are what the catalogue would complete an empty map to.
    QString error;
    const auto defaults = Parameters::complete(info->parameters, {}, &error);
    QVERIFY2(defaults, qPrintable(error));
    QCOMPARE(form.values(), *defaults);
}

void TestParameterForm::integerParameterGetsASpinBox()
{
    ParameterForm form;
    form.setParameters({sideSpec()}, {});
    auto *box = qobject_cast<QSpinBox *>(form.editor(QStringLiteral("side")));
    QVERIFY(box);
    QCOMPARE(box->minimum(), 2);
    QCOMPARE(box->maximum(), 50);
    QCOMPARE(box->value(), 8);
    QCOMPARE(form.values().value(QStringLiteral("side")), QVariant(8));
}

void TestParameterForm::settingParametersIsNotAnEdit()
{
    const AlgorithmInfo *astar = Catalogue::find(u"astar");
    QVERIFY(astar);
    ParameterForm form;
    QSignalSpy changed(&form, &ParameterForm::valuesChanged);
    const QVariantMap values{{QStringLiteral("connectivity"), QStringLiteral("8")},
                             {QStringLiteral("heuristic"), QStringLiteral("octile")},
                             {QStringLiteral("weight"), 2.5},
                             {QStringLiteral("tie-break"), QStringLiteral("none")}};
    form.setParameters(astar->parameters, values);
    form.setParameters(astar->parameters, values);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(form.values(), values);
}

void TestParameterForm::missingAndInvalidValuesTakeDefaults()
{
    const AlgorithmInfo *astar = Catalogue::find(u"astar");
    QVERIFY(astar);
    ParameterForm form;
    form.setParameters(astar->parameters, {{QStringLiteral("heuristic"), QStringLiteral("no-such-heuristic")},
                                           {QStringLiteral("weight"), 3.0}});
    const QVariantMap values = form.values();
    QCOMPARE(values.value(QStringLiteral("heuristic")), QVariant(QStringLiteral("auto")));
    QCOMPARE(values.value(QStringLiteral("connectivity")), QVariant(QStringLiteral("4")));
    QCOMPARE(values.value(QStringLiteral("weight")), QVariant(3.0));
}

void TestParameterForm::typingANumberIsAnEdit()
{
    const AlgorithmInfo *obstacles = Catalogue::find(u"random-obstacles");
    QVERIFY(obstacles);
    ParameterForm form;
    form.setParameters(QList<ParameterSpec>(obstacles->parameters) << sideSpec(), {});
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    QSignalSpy changed(&form, &ParameterForm::valuesChanged);

    retype(qobject_cast<QAbstractSpinBox *>(form.editor(QStringLiteral("density"))), QStringLiteral("0.55"));
    QVERIFY(changed.count() > 0);
    QCOMPARE(form.values().value(QStringLiteral("density")).toDouble(), 0.55);

    changed.clear();
    retype(qobject_cast<QAbstractSpinBox *>(form.editor(QStringLiteral("side"))), QStringLiteral("17"));
    QVERIFY(changed.count() > 0);
    QCOMPARE(form.values().value(QStringLiteral("side")), QVariant(17));

    // The arrow key steps by the spin box's step.
    changed.clear();
    auto *density = qobject_cast<QDoubleSpinBox *>(form.editor(QStringLiteral("density")));
    density->setFocus();
    QTest::keyClick(density, Qt::Key_Up);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(form.values().value(QStringLiteral("density")).toDouble(), 0.55 + density->singleStep());
}

void TestParameterForm::choosingAChoiceIsAnEdit()
{
    const AlgorithmInfo *astar = Catalogue::find(u"astar");
    QVERIFY(astar);
    ParameterForm form;
    form.setParameters(astar->parameters, {});
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    QSignalSpy changed(&form, &ParameterForm::valuesChanged);

    auto *heuristic = qobject_cast<QComboBox *>(form.editor(QStringLiteral("heuristic")));
    QVERIFY(heuristic);
    heuristic->setFocus();
    QTest::keyClick(heuristic, Qt::Key_Down);
    QCOMPARE(changed.count(), 1);
    const ParameterSpec *spec = astar->parameter(QStringLiteral("heuristic"));
    QCOMPARE(form.values().value(QStringLiteral("heuristic")).toString(), spec->choices.at(1));
    QCOMPARE(heuristic->currentText(), Catalogue::text(spec->choiceNames.at(1)));
}

void TestParameterForm::clickingACheckBoxIsAnEdit()
{
    const AlgorithmInfo *obstacles = Catalogue::find(u"random-obstacles");
    QVERIFY(obstacles);
    ParameterForm form;
    form.setParameters(obstacles->parameters, {});
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    QSignalSpy changed(&form, &ParameterForm::valuesChanged);

    auto *weighted = qobject_cast<QCheckBox *>(form.editor(QStringLiteral("weighted")));
    QVERIFY(weighted);
    const bool before = form.values().value(QStringLiteral("weighted")).toBool();
    // On the box itself: a check box without text takes clicks on its indicator only.
    QStyleOptionButton option;
    option.initFrom(weighted);
    const QRect indicator = weighted->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, weighted);
    QTest::mouseClick(weighted, Qt::LeftButton, {}, indicator.center());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(form.values().value(QStringLiteral("weighted")).toBool(), !before);
}

void TestParameterForm::typingTextIsAnEditOnceWhole()
{
    const ParameterSpec steps = ParameterSpec::text(QStringLiteral("steps"), "Steps", "Directions", QStringLiteral("01"),
                                                    QStringLiteral("[0-3]*"), 6);
    ParameterForm form;
    form.setParameters({steps}, {});
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    QSignalSpy changed(&form, &ParameterForm::valuesChanged);
    auto *line = qobject_cast<QLineEdit *>(form.editor(QStringLiteral("steps")));
    QVERIFY(line);
    line->setFocus();
    line->selectAll();
    // A letter and a 9 are not directions, and the seventh character does not fit.
    QTest::keyClicks(line, QStringLiteral("12x3903012"));
    QCOMPARE(changed.count(), 0);
    QTest::keyClick(line, Qt::Key_Return);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(form.values().value(QStringLiteral("steps")).toString(), QStringLiteral("123030"));
    // Values from a file go through the catalogue's check, which holds the same rule.
    QString error;
    QVERIFY(!Parameters::complete({steps}, {{QStringLiteral("steps"), QStringLiteral("0x")}}, &error));
    QVERIFY(error.contains(QStringLiteral("steps")));
    QVERIFY(!Parameters::complete({steps}, {{QStringLiteral("steps"), QStringLiteral("0123012")}}, &error));
    QCOMPARE(Parameters::complete({steps}, {{QStringLiteral("steps"), QStringLiteral(" 32 ")}}, &error)->value(QStringLiteral("steps")),
             QVariant(QStringLiteral("32")));
}

void TestParameterForm::outOfRangeCannotBeEntered()
{
    const AlgorithmInfo *astar = Catalogue::find(u"astar");
    const AlgorithmInfo *obstacles = Catalogue::find(u"random-obstacles");
    QVERIFY(astar && obstacles);
    ParameterForm form;
    form.setParameters(QList<ParameterSpec>(astar->parameters) << obstacles->parameters << sideSpec(), {});
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));

    struct Attempt
    {
        const char *key;
        const char *typed;
    };
    const Attempt attempts[] = {{"weight", "500"}, {"weight", "0.5"}, {"density", "5"},
                                {"density", "-0.5"}, {"side", "99"}, {"side", "1"}, {"side", "-3"}};
    for (const Attempt &attempt : attempts) {
        const QString key = QString::fromLatin1(attempt.key);
        const ParameterSpec *spec = nullptr;
        for (const ParameterSpec &candidate : form.parameters()) {
            if (candidate.key == key)
                spec = &candidate;
        }
        QVERIFY(spec);
        auto *box = qobject_cast<QAbstractSpinBox *>(form.editor(key));
        QVERIFY(box);
        retype(box, QString::fromLatin1(attempt.typed));
        const double value = form.values().value(key).toDouble();
        QVERIFY2(value >= spec->minimum && value <= spec->maximum,
                 qPrintable(QStringLiteral("%1 typed as %2 became %3").arg(key, QString::fromLatin1(attempt.typed)).arg(value)));
        // What the box shows is what it holds.
        QCOMPARE(box->text(), box->findChild<QLineEdit *>()->text());
        QVERIFY(box->text() != QString::fromLatin1(attempt.typed));
    }

    // Values from a file or the command line are held to the range too.
    form.setParameters(obstacles->parameters, {{QStringLiteral("density"), 7.0}});
    QCOMPARE(form.values().value(QStringLiteral("density")).toDouble(), 1.0);
}

void TestParameterForm::retranslates()
{
    if (!Language::available().contains(QStringLiteral("zh_CN")))
        QSKIP("no Chinese translation compiled in");
    const AlgorithmInfo *astar = Catalogue::find(u"astar");
    QVERIFY(astar);
    ParameterForm form;
    form.setParameters(astar->parameters, {});
    const ParameterSpec *spec = astar->parameter(QStringLiteral("heuristic"));
    auto *box = qobject_cast<QComboBox *>(form.editor(QStringLiteral("heuristic")));
    QLabel *label = labelFor(form, box);
    const QString englishName = Catalogue::text(spec->name);
    const QString englishChoice = box->itemText(1);

    QVERIFY(switchLanguage(QStringLiteral("zh_CN")));
    const QString chineseName = Catalogue::text(spec->name);
    const QString chineseChoice = Catalogue::text(spec->choiceNames.at(1));
    QVERIFY(chineseName != englishName);
    QVERIFY(label->text().contains(chineseName));
    QCOMPARE(label->toolTip(), Catalogue::text(spec->help));
    QCOMPARE(box->itemText(1), chineseChoice);

    QVERIFY(switchLanguage(QStringLiteral("en")));
    QVERIFY(label->text().contains(englishName));
    QCOMPARE(box->itemText(1), englishChoice);
}

QTEST_MAIN(TestParameterForm)
#include "tst_parameterform.moc"
