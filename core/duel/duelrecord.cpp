#include "duelrecord.h"
#include "grid/cappedfile.h"
#include "grid/jsonerror.h"
#include "grid/messagetext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <tuple>

namespace gridtrace {

namespace {

const QString formatName = QStringLiteral("gridtrace-duel");
constexpr int formatVersion = 1;

// The first member named twice in the outer object of `json` (valid JSON), or an empty string.
// QJsonDocument keeps only the last of the two, so a record edited by hand could replay moves
// other than the ones its writer sees.
QString memberNamedTwice(const QByteArray &json)
{
    QSet<QString> seen;
    int depth = 0;
    qsizetype lastString = -1;
    qsizetype lastStringEnd = -1;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '"') {
            lastString = i;
            for (++i; i < json.size() && json[i] != '"'; ++i) {
                if (json[i] == '\\')
                    ++i;
            }
            lastStringEnd = i + 1;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            --depth;
        } else if (c == ':' && depth == 1 && lastString >= 0) {
            const QByteArray quoted = json.mid(lastString, lastStringEnd - lastString);
            const QString key = QJsonDocument::fromJson('[' + quoted + ']').array().first().toString();
            if (seen.contains(key))
                return key;
            seen.insert(key);
        }
    }
    return {};
}

// Where a step string holds something other than a direction, or -1.
qsizetype notAStep(const QString &steps)
{
    for (qsizetype i = 0; i < steps.size(); ++i) {
        if (steps[i] < u'0' || steps[i] > u'3')
            return i;
    }
    return -1;
}

} // namespace

QString DuelRecord::loserOf(DuelResult result)
{
    switch (result) {
    case DuelResult::AWins: return QStringLiteral("B");
    case DuelResult::BWins: return QStringLiteral("A");
    case DuelResult::Draw: return QStringLiteral("all");
    case DuelResult::Playing: break;
    }
    return {};
}

QString DuelRecord::faultId(DuelFault fault)
{
    switch (fault) {
    case DuelFault::None: return {};
    case DuelFault::Wall: return QStringLiteral("wall");
    case DuelFault::OwnBody: return QStringLiteral("own-body");
    case DuelFault::OtherBody: return QStringLiteral("other-body");
    case DuelFault::Timeout: return QStringLiteral("timeout");
    case DuelFault::Crash: return QStringLiteral("crash");
    case DuelFault::BadAnswer: return QStringLiteral("bad-answer");
    case DuelFault::Resigned: return QStringLiteral("resigned");
    }
    return {};
}

std::optional<DuelFault> DuelRecord::faultFromId(const QString &id)
{
    for (const DuelFault fault : {DuelFault::None, DuelFault::Wall, DuelFault::OwnBody, DuelFault::OtherBody,
                                  DuelFault::Timeout, DuelFault::Crash, DuelFault::BadAnswer, DuelFault::Resigned}) {
        if (faultId(fault) == id)
            return fault;
    }
    return std::nullopt;
}

DuelRecord DuelRecord::of(const DuelGame &game, const QString &aBot, const QString &bBot)
{
    DuelRecord record;
    record.map = game.map();
    record.aSteps = game.steps(DuelSide::A);
    record.bSteps = game.steps(DuelSide::B);
    record.loser = loserOf(game.result());
    record.aBot = aBot;
    record.bBot = bBot;
    record.aFault = game.fault(DuelSide::A);
    record.bFault = game.fault(DuelSide::B);
    return record;
}

std::optional<DuelGame> DuelRecord::replay(QString *error) const
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (aSteps.size() != bSteps.size())
        return fail(tr("the two step strings differ in length (%1 and %2): both snakes move every round")
                        .arg(groupedNumber(qint64(aSteps.size())), groupedNumber(qint64(bSteps.size()))));
    // Which string and where, so that the character can be found in the file.
    for (const auto &[side, steps] : {std::pair{QStringLiteral("A"), &aSteps}, std::pair{QStringLiteral("B"), &bSteps}}) {
        const qsizetype at = notAStep(*steps);
        if (at >= 0)
            return fail(tr("the step string of %1 holds \"%2\" at character %3, not one of the directions 0 to 3")
                            .arg(side, shownInMessage((*steps)[at]), groupedNumber(qint64(at + 1))));
    }
    DuelGame game(map);
    for (int i = 0; i < aSteps.size(); ++i) {
        if (game.isOver())
            return fail(tr("the game is over after round %1, but the record goes on to round %2")
                            .arg(groupedNumber(qint64(game.round())), groupedNumber(qint64(aSteps.size()))));
        game.play(DuelAnswer::move(aSteps[i].unicode() - u'0'), DuelAnswer::move(bSteps[i].unicode() - u'0'));
    }
    // A move that never came ends the game without a step. The platform's own records do not
    // say why; a missing move is the only way it ends a game between steps.
    if (!game.isOver() && !loser.isEmpty()) {
        // A fault on the board (a wall, a body) is a move's, played in a step: a game the steps
        // leave on cannot have ended by one.
        const auto onTheBoard = [](DuelFault fault) {
            return fault == DuelFault::Wall || fault == DuelFault::OwnBody || fault == DuelFault::OtherBody;
        };
        for (const auto &[side, fault] : {std::pair{QStringLiteral("A"), aFault}, std::pair{QStringLiteral("B"), bFault}}) {
            if (onTheBoard(fault) && (loser == side || loser == u"all"))
                return fail(tr("the record says the loser is \"%1\" (%2: \"%3\"), but its moves give none: the game is "
                               "still on after %n round(s)", nullptr, game.round())
                                .arg(shownInMessage(loser), side, faultId(fault)));
        }
        const auto missing = [](DuelFault recorded, bool lost) {
            if (!lost)
                return DuelAnswer::move(0);
            const bool onBoard = recorded == DuelFault::None || recorded == DuelFault::Wall
                              || recorded == DuelFault::OwnBody || recorded == DuelFault::OtherBody;
            return DuelAnswer::failed(onBoard ? DuelFault::Timeout : recorded);
        };
        game.play(missing(aFault, loser != u"B"), missing(bFault, loser != u"A"));
    }
    if (!loser.isEmpty() && loserOf(game.result()) != loser)
        return fail(tr("the record says the loser is \"%1\", but its moves give \"%2\"").arg(shownInMessage(loser), loserOf(game.result())));
    // A record that gives no fault leaves it to the moves; one it gives must be the one they show.
    for (const auto &[member, recorded, side] : {std::tuple{QStringLiteral("a_fault"), aFault, DuelSide::A},
                                                 std::tuple{QStringLiteral("b_fault"), bFault, DuelSide::B}}) {
        const DuelFault shown = game.fault(side);
        if (recorded == DuelFault::None || recorded == shown)
            continue;
        if (shown == DuelFault::None)
            return fail(tr("\"%1\" is \"%2\", but the moves show no fault of that snake").arg(member, faultId(recorded)));
        return fail(tr("\"%1\" is \"%2\", but the moves show \"%3\"").arg(member, faultId(recorded), faultId(shown)));
    }
    return game;
}

QByteArray DuelRecord::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), formatName);
    o.insert(QStringLiteral("version"), formatVersion);
    o.insert(QStringLiteral("map"), map.toString());
    o.insert(QStringLiteral("a_sx"), DuelMap::row(DuelMap::startA));
    o.insert(QStringLiteral("a_sy"), DuelMap::column(DuelMap::startA));
    o.insert(QStringLiteral("b_sx"), DuelMap::row(DuelMap::startB));
    o.insert(QStringLiteral("b_sy"), DuelMap::column(DuelMap::startB));
    o.insert(QStringLiteral("a_steps"), aSteps);
    o.insert(QStringLiteral("b_steps"), bSteps);
    o.insert(QStringLiteral("loser"), loser);
    if (!aBot.isEmpty())
        o.insert(QStringLiteral("a_bot"), aBot);
    if (!bBot.isEmpty())
        o.insert(QStringLiteral("b_bot"), bBot);
    if (aFault != DuelFault::None)
        o.insert(QStringLiteral("a_fault"), faultId(aFault));
    if (bFault != DuelFault::None)
        o.insert(QStringLiteral("b_fault"), faultId(bFault));
    if (seed)
        o.insert(QStringLiteral("seed"), QString::number(*seed));
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

std::optional<DuelRecord> DuelRecord::fromJson(const QByteArray &json, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QByteArray text = withoutByteOrderMark(json);
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (document.isNull())
        return fail(JsonError::describe(text, parseError));
    if (!document.isObject())
        return fail(tr("a duel record is a JSON object"));
    const QJsonObject o = document.object();
    if (o.value(QStringLiteral("format")).toString() != formatName)
        return fail(tr("not a duel record: \"format\" is not \"%1\"").arg(formatName));
    if (o.value(QStringLiteral("version")).toInt() != formatVersion)
        return fail(tr("duel record version %1 is not supported (this GridTrace reads version %2)")
                        .arg(shownInMessage(o.value(QStringLiteral("version")).toVariant().toString())).arg(formatVersion));
    // A misspelt member ("a_step") would be read as missing and replay another game: refused.
    static const QStringList members{
        QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("map"), QStringLiteral("a_sx"),
        QStringLiteral("a_sy"), QStringLiteral("b_sx"), QStringLiteral("b_sy"), QStringLiteral("a_steps"),
        QStringLiteral("b_steps"), QStringLiteral("loser"), QStringLiteral("a_bot"), QStringLiteral("b_bot"),
        QStringLiteral("a_fault"), QStringLiteral("b_fault"), QStringLiteral("seed")};
    for (auto member = o.constBegin(); member != o.constEnd(); ++member) {
        if (!members.contains(member.key()))
            return fail(tr("\"%1\" is not a member of a duel record").arg(shownInMessage(member.key())));
    }
    if (const QString twice = memberNamedTwice(text); !twice.isEmpty())
        return fail(tr("\"%1\" appears twice in the record").arg(shownInMessage(twice)));
    DuelRecord record;
    QString mapError;
    const auto map = DuelMap::fromString(o.value(QStringLiteral("map")).toString(), &mapError);
    if (!map)
        return fail(mapError);
    record.map = *map;
    const QString problem = record.map.problem();
    if (!problem.isEmpty())
        return fail(problem);
    for (const auto &[key, start] : {std::pair{"a", DuelMap::startA}, std::pair{"b", DuelMap::startB}}) {
        const QString prefix = QString::fromLatin1(key);
        const QJsonValue sx = o.value(prefix + QStringLiteral("_sx"));
        const QJsonValue sy = o.value(prefix + QStringLiteral("_sy"));
        for (const QString &coordinate : {prefix + QStringLiteral("_sx"), prefix + QStringLiteral("_sy")}) {
            if (o.contains(coordinate) && !o.value(coordinate).isDouble())
                return fail(tr("\"%1\" is not a number").arg(coordinate));
        }
        if ((!sx.isUndefined() && sx.toInt(-1) != DuelMap::row(start)) || (!sy.isUndefined() && sy.toInt(-1) != DuelMap::column(start)))
            return fail(tr("snake %1 starts at row %2, column %3 on this platform")
                            .arg(prefix.toUpper()).arg(DuelMap::row(start)).arg(DuelMap::column(start)));
    }
    for (const QString &steps : {QStringLiteral("a_steps"), QStringLiteral("b_steps")}) {
        if (!o.contains(steps))
            return fail(tr("\"%1\" is missing").arg(steps));
        if (!o.value(steps).isString())
            return fail(tr("\"%1\" is not a string of moves").arg(steps));
    }
    record.aSteps = o.value(QStringLiteral("a_steps")).toString();
    record.bSteps = o.value(QStringLiteral("b_steps")).toString();
    record.loser = o.value(QStringLiteral("loser")).toString();
    if (!record.loser.isEmpty() && record.loser != u"A" && record.loser != u"B" && record.loser != u"all")
        return fail(tr("\"loser\" is \"A\", \"B\", \"all\" or empty, not \"%1\"").arg(shownInMessage(record.loser)));
    record.aBot = o.value(QStringLiteral("a_bot")).toString();
    record.bBot = o.value(QStringLiteral("b_bot")).toString();
    for (const auto &[key, fault] : {std::pair{"a_fault", &record.aFault}, std::pair{"b_fault", &record.bFault}}) {
        const auto parsed = faultFromId(o.value(QString::fromLatin1(key)).toString());
        if (!parsed)
            return fail(tr("\"%1\" is not a known reason: \"%2\"").arg(QString::fromLatin1(key), shownInMessage(o.value(QString::fromLatin1(key)).toString())));
        *fault = *parsed;
    }
    if (o.contains(QStringLiteral("seed"))) {
        bool ok = false;
        const quint64 seed = o.value(QStringLiteral("seed")).toVariant().toString().toULongLong(&ok);
        if (!ok)
            return fail(tr("\"seed\" is not a whole number"));
        record.seed = seed;
    }
    QString replayError;
    if (!record.replay(&replayError))
        return fail(replayError);
    return record;
}

} // namespace gridtrace
