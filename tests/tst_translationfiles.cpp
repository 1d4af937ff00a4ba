// The .ts files as the translators and fill_english_plurals.py leave them: complete, every form
// with its source's placeholders, and the English plurals spelt from their sources.

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <vector>

namespace {

// A .ts file's message: its source, whether it is a plural, its forms (one unless a plural),
// and what is wrong with its translation (unfinished, obsolete, empty), if anything.
struct TsMessage
{
    QString context;
    QString source;
    bool numerus = false;
    QStringList forms;
    QString problem;
};

std::vector<TsMessage> readTs(const QString &fileName, QString *error)
{
    std::vector<TsMessage> messages;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"name") {
            context = xml.readElementText();
        } else if (xml.name() == u"message") {
            messages.push_back({});
            messages.back().context = context;
            messages.back().numerus = xml.attributes().value(QStringLiteral("numerus")) == u"yes";
        } else if (xml.name() == u"source" && !messages.empty()) {
            messages.back().source = xml.readElementText();
        } else if (xml.name() == u"translation" && !messages.empty()) {
            TsMessage &message = messages.back();
            message.problem = xml.attributes().value(QStringLiteral("type")).toString();
            if (message.numerus) {
                while (xml.readNextStartElement())
                    message.forms << xml.readElementText();
            } else {
                message.forms << xml.readElementText();
            }
            if (message.problem.isEmpty()
                && std::any_of(message.forms.cbegin(), message.forms.cend(),
                               [](const QString &form) { return form.trimmed().isEmpty(); }))
                message.problem = QStringLiteral("empty");
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

QStringList problems(const std::vector<TsMessage> &messages)
{
    QStringList found;
    for (const TsMessage &message : messages) {
        if (!message.problem.isEmpty())
            found << message.problem + QStringLiteral(": ") + message.source;
    }
    return found;
}

// %1..%99 and %n as QString::arg() and tr() read them, sorted: a form may reorder them, never
// drop, double or invent one.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral("%(L?)([1-9][0-9]?|n)"));
    QStringList found;
    for (auto it = placeholder.globalMatch(text); it.hasNext();)
        found << QLatin1Char('%') + it.next().captured(2);
    found.sort();
    return found;
}

const QString chineseFile = QStringLiteral(GRIDTRACE_TS_FILE);
const QString englishFile = QStringLiteral(GRIDTRACE_EN_TS_FILE);

} // namespace

class TestTranslationFiles : public QObject
{
    Q_OBJECT

private slots:
    void translationIsComplete();
    void formsKeepTheirPlaceholders_data();
    void formsKeepTheirPlaceholders();
    void englishPluralsResolveTheSource();
};

void TestTranslationFiles::translationIsComplete()
{
    QString error;
    const std::vector<TsMessage> chinese = readTs(chineseFile, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(chinese.size() > 100);
    QVERIFY2(problems(chinese).isEmpty(), qPrintable(problems(chinese).join(QStringLiteral(" | "))));

    // English needs only its plurals, and every one of them: a plural missing there prints
    // "1 step(s)".
    const std::vector<TsMessage> english = readTs(englishFile, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(problems(english).isEmpty(), qPrintable(problems(english).join(QStringLiteral(" | "))));
    QSet<QString> englishPlurals;
    for (const TsMessage &message : english) {
        QVERIFY2(message.numerus, qPrintable(message.source));
        englishPlurals.insert(message.context + QLatin1Char('\n') + message.source);
    }
    QStringList missing;
    for (const TsMessage &message : chinese) {
        if (message.numerus && !englishPlurals.contains(message.context + QLatin1Char('\n') + message.source))
            missing << message.context + QStringLiteral(": ") + message.source;
    }
    QVERIFY(!englishPlurals.isEmpty());
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(" | "))));
}

void TestTranslationFiles::formsKeepTheirPlaceholders_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::newRow("zh_CN") << chineseFile;
    QTest::newRow("en") << englishFile;
}

void TestTranslationFiles::formsKeepTheirPlaceholders()
{
    QFETCH(QString, fileName);
    QString error;
    const std::vector<TsMessage> messages = readTs(fileName, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.empty());
    QStringList wrong;
    for (const TsMessage &message : messages) {
        const QStringList expected = placeholders(message.source);
        for (const QString &form : message.forms) {
            if (placeholders(form) != expected)
                wrong << message.context + QStringLiteral(": \"") + message.source + QStringLiteral("\" -> \"")
                             + form + QLatin1Char('"');
        }
        if (message.numerus)
            QVERIFY2(!message.forms.isEmpty(), qPrintable(message.source));
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("\n"))));
}

// The sources write the word counted by %n as "turn(s)" or "match(es)"; a few write the plural
// out ("%n scenarios"); a few count with a word that does not change ("%n more", "%n of them"). Any other
// word is a plural this test, and fill_english_plurals.py, would get wrong.
void TestTranslationFiles::englishPluralsResolveTheSource()
{
    static const QHash<QString, QString> writtenOut = {
        {QStringLiteral("scenarios"), QStringLiteral("scenario")},
    };
    static const QSet<QString> unchanging = {QStringLiteral("more"), QStringLiteral("of")};
    static const QRegularExpression counted(QStringLiteral("%n(\\s+)(\\w+)(\\((e?s)\\))?"));

    QString error;
    const std::vector<TsMessage> english = readTs(englishFile, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    int checked = 0;
    for (const TsMessage &message : english) {
        const QRegularExpressionMatch match = counted.match(message.source);
        QVERIFY2(match.hasMatch(), qPrintable(QStringLiteral("no word counted by %n: ") + message.source));
        const QString word = match.captured(2);
        QString singular = message.source;
        QString plural = message.source;
        const auto spell = [&](const QString &one, const QString &many) {
            const QString head = QStringLiteral("%n") + match.captured(1);
            singular.replace(match.capturedStart(), match.capturedLength(), head + one);
            plural.replace(match.capturedStart(), match.capturedLength(), head + many);
        };
        if (match.hasCaptured(3))
            spell(word, word + match.captured(4));
        else if (writtenOut.contains(word))
            spell(writtenOut.value(word), word);
        else
            QVERIFY2(unchanging.contains(word),
                     qPrintable(QStringLiteral("no plural for \"") + word + QStringLiteral("\" in: ") + message.source));
        QCOMPARE(message.forms, (QStringList{singular, plural}));
        ++checked;
    }
    QVERIFY(checked > 0);
}

QTEST_GUILESS_MAIN(TestTranslationFiles)
#include "tst_translationfiles.moc"
