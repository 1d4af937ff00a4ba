#include "duelreplay.h"

#include "duelalgorithms.h"
#include "duelscene.h"

#include <QCoreApplication>

namespace gridtrace {

namespace {

enum Line { RoundLine = 1, MoveLine, EndLine };

const QString stepsPattern = QStringLiteral("[0-3]*");
const QString namePattern = QStringLiteral("[^\\n]*");
constexpr int nameLength = 200;

// A record leaves a fault out when there is none; a parameter says so in a word.
const QString noFault = QStringLiteral("none");

QString faultParameter(DuelFault fault)
{
    return fault == DuelFault::None ? noFault : DuelRecord::faultId(fault);
}

DuelFault faultOfParameter(const QString &id)
{
    return id == noFault ? DuelFault::None : DuelRecord::faultFromId(id).value_or(DuelFault::None);
}

QStringList faultIds()
{
    QStringList ids;
    for (const DuelFault fault : {DuelFault::None, DuelFault::Timeout, DuelFault::Crash, DuelFault::BadAnswer, DuelFault::Resigned})
        ids << faultParameter(fault);
    return ids;
}

ParameterSpec faultSpec(const QString &key, const char *name)
{
    return ParameterSpec::choice(key, name,
                                 QT_TRANSLATE_NOOP("Catalogue", "How the game ended for this snake when no step shows it: "
                                                                "a move that never came"),
                                 faultIds(),
                                 {QT_TRANSLATE_NOOP("Catalogue", "As the steps show"),
                                  QT_TRANSLATE_NOOP("Catalogue", "Its bot did not answer in time"),
                                  QT_TRANSLATE_NOOP("Catalogue", "Its bot ended without an answer"),
                                  QT_TRANSLATE_NOOP("Catalogue", "Its bot answered no direction"),
                                  QT_TRANSLATE_NOOP("Catalogue", "It gave up")},
                                 noFault);
}

// A player the record names by a built-in id reads in the viewer's language; any other name
// (a program's command, the platform's name for a bot) stays as the record has it.
QString playerWord(const QString &name)
{
    static const std::pair<const char *, const char *> words[] = {
        {"human", QT_TRANSLATE_NOOP("Status", "human player")},
        {"kob-starter", QT_TRANSLATE_NOOP("Status", "the King of Bots starter bot")},
        {"random-safe", QT_TRANSLATE_NOOP("Status", "random safe move")},
        {"flood-fill", QT_TRANSLATE_NOOP("Status", "flood fill")},
        {"alphabeta", QT_TRANSLATE_NOOP("Status", "alpha-beta search")},
    };
    for (const auto &[id, word] : words) {
        if (name == QLatin1String(id))
            return statusWord(word);
    }
    return name;
}

template<typename Rec>
DuelGame replay(const DuelRecord &record, Rec &recorder, const std::atomic<bool> *cancel)
{
    DuelGame game(record.map);
    showDuelStart(recorder, game);
    if constexpr (Rec::enabled) {
        if (!record.aBot.isEmpty() || !record.bBot.isEmpty())
            recorder.setStatus(QT_TRANSLATE_NOOP("Status", "snake A: %1; snake B: %2"), {playerWord(record.aBot), playerWord(record.bBot)});
    }
    // In the round a bot failed, the record holds no move for either side: none is shown.
    const auto play = [&](const DuelAnswer &a, const DuelAnswer &b, bool movesRecorded = true) {
        recorder.step(DuelRoundStep, RoundLine, a.direction >= 0 ? DuelMap::neighbour(game.head(DuelSide::A), a.direction) : -1);
        if constexpr (Rec::enabled)
            recorder.setStatus(QT_TRANSLATE_NOOP("Status", "round %1: A goes %2, B goes %3"),
                               {QString::number(game.round() + 1), duelDirectionWord(movesRecorded ? a.direction : -1),
                                duelDirectionWord(movesRecorded ? b.direction : -1)});
        std::vector<int> before;
        if constexpr (Rec::enabled)
            before = duelBodyCells(game);
        recorder.step(DuelMoveStep, MoveLine, -1);
        game.play(a, b);
        showDuelRound(recorder, game, std::move(before));
    };
    for (qsizetype i = 0; i < record.aSteps.size() && !game.isOver(); ++i) {
        if (cancel && cancel->load(std::memory_order_relaxed)) [[unlikely]]
            return game;
        play(DuelAnswer::move(record.aSteps[i].unicode() - u'0'), DuelAnswer::move(record.bSteps[i].unicode() - u'0'));
    }
    if (!game.isOver() && (record.aFault != DuelFault::None || record.bFault != DuelFault::None)) {
        // The record's own replay has checked this ending; here it is shown as a round too.
        const auto answer = [](DuelFault fault) {
            return fault == DuelFault::None ? DuelAnswer::move(0) : DuelAnswer::failed(fault);
        };
        if (const std::optional<DuelGame> ended = record.replay()) {
            play(ended->fault(DuelSide::A) != DuelFault::None ? answer(record.aFault == DuelFault::None ? DuelFault::Timeout : record.aFault)
                                                               : answer(DuelFault::None),
                 ended->fault(DuelSide::B) != DuelFault::None ? answer(record.bFault == DuelFault::None ? DuelFault::Timeout : record.bFault)
                                                               : answer(DuelFault::None),
                 false);
        }
    }
    recorder.step(DuelEndStep, EndLine, -1);
    if constexpr (Rec::enabled) {
        if (game.isOver())
            showDuelEnd(recorder, game);
        else
            recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "the record ends after %n round(s) with both snakes alive"),
                               {QString::number(game.round())});
    }
    return game;
}

template<typename Rec>
RunOutcome runWith(const Scenario &scenario, Rec &recorder, const std::atomic<bool> *cancel)
{
    RunOutcome outcome;
    QString error;
    const std::optional<DuelRecord> record = duelRecordOf(scenario, &error);
    if (!record) {
        outcome.error = error;
        return outcome;
    }
    const DuelGame game = replay(*record, recorder, cancel);
    reportDuel(outcome, game);
    // A record of a game still going (a game stopped by hand) is whole as it is.
    outcome.cancelled = cancel && cancel->load(std::memory_order_relaxed);
    return outcome;
}

RunOutcome run(const Scenario &scenario, RunContext &context)
{
    if (context.recorder)
        return runWith(scenario, *context.recorder, context.cancel);
    NullRecorder recorder;
    return runWith(scenario, recorder, context.cancel);
}

} // namespace

std::optional<DuelRecord> duelRecordOf(const Scenario &scenario, QString *error)
{
    const auto text = [&](const char *key) { return scenario.parameters.value(QString::fromLatin1(key)).toString(); };
    DuelRecord record;
    record.map = duelMapOf(scenario);
    record.aSteps = text("a-steps");
    record.bSteps = text("b-steps");
    record.aBot = text("a-bot");
    record.bBot = text("b-bot");
    record.aFault = faultOfParameter(text("a-fault"));
    record.bFault = faultOfParameter(text("b-fault"));
    if (record.aFault != DuelFault::None || record.bFault != DuelFault::None) {
        // The platform's own field: who lost. A fault on both sides is a draw.
        record.loser = record.aFault != DuelFault::None && record.bFault != DuelFault::None ? QStringLiteral("all")
                     : record.aFault != DuelFault::None                                     ? QStringLiteral("A")
                                                                                            : QStringLiteral("B");
    }
    record.seed = scenario.seed;
    QString why;
    if (!record.replay(&why)) {
        if (error)
            *error = why;
        return std::nullopt;
    }
    return record;
}

Scenario duelReplayScenario(const DuelRecord &record)
{
    Scenario scenario;
    scenario.board = record.map.board();
    scenario.algorithm = QStringLiteral("duel-replay");
    scenario.seed = record.seed.value_or(0);
    // A record from the platform gives no fault: its own replay tells a last step that ended
    // the game on the board from a move that never came.
    const std::optional<DuelGame> replayed = record.replay(nullptr);
    // A fault the steps show (a wall, a body) needs no parameter: the replay finds it.
    const auto fault = [&](DuelFault recorded, QStringView side) {
        const bool lost = record.loser == side || record.loser == u"all";
        if (recorded == DuelFault::None && replayed)
            recorded = replayed->fault(side == u"A" ? DuelSide::A : DuelSide::B);
        const bool shown = recorded == DuelFault::Wall || recorded == DuelFault::OwnBody || recorded == DuelFault::OtherBody;
        if (!lost || shown)
            return faultParameter(DuelFault::None);
        // Records from the platform do not say why a move never came: most often, time.
        return faultParameter(recorded == DuelFault::None ? DuelFault::Timeout : recorded);
    };
    scenario.parameters = {
        {QStringLiteral("map"), QStringLiteral("board")},
        {QStringLiteral("a-steps"), record.aSteps},
        {QStringLiteral("b-steps"), record.bSteps},
        {QStringLiteral("a-fault"), fault(record.aFault, u"A")},
        {QStringLiteral("b-fault"), fault(record.bFault, u"B")},
        {QStringLiteral("a-bot"), record.aBot},
        {QStringLiteral("b-bot"), record.bBot},
    };
    return scenario;
}

AlgorithmInfo duelReplayAlgorithm()
{
    AlgorithmInfo info;
    info.id = QStringLiteral("duel-replay");
    info.family = Family::Duel;
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Duel: replay a recorded game");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Plays a recorded game over, one step a round, from both snakes' step strings (the "
        "platform's record): a game from the arena, a tournament or a saved record. Opening a "
        "record file fills in the board and the steps; they can be typed in too.");
    info.needsStart = false;
    info.needsGoal = false;
    info.usesSeed = true;
    info.makesOwnBoard = true;
    info.pathIsBody = true;
    info.parameters = {
        duelMapParameter(),
        ParameterSpec::text(QStringLiteral("a-steps"), QT_TRANSLATE_NOOP("Catalogue", "A's steps"),
                            QT_TRANSLATE_NOOP("Catalogue", "Snake A's directions, one digit a round: 0 up, 1 right, 2 down, 3 left"),
                            QString(), stepsPattern, DuelGame::roundLimit),
        ParameterSpec::text(QStringLiteral("b-steps"), QT_TRANSLATE_NOOP("Catalogue", "B's steps"),
                            QT_TRANSLATE_NOOP("Catalogue", "Snake B's directions, as many as A's"),
                            QString(), stepsPattern, DuelGame::roundLimit),
        faultSpec(QStringLiteral("a-fault"), QT_TRANSLATE_NOOP("Catalogue", "A's ending")),
        faultSpec(QStringLiteral("b-fault"), QT_TRANSLATE_NOOP("Catalogue", "B's ending")),
        ParameterSpec::text(QStringLiteral("a-bot"), QT_TRANSLATE_NOOP("Catalogue", "A's player"),
                            QT_TRANSLATE_NOOP("Catalogue", "Who played snake A, as the record names it"), QString(),
                            namePattern, nameLength),
        ParameterSpec::text(QStringLiteral("b-bot"), QT_TRANSLATE_NOOP("Catalogue", "B's player"),
                            QT_TRANSLATE_NOOP("Catalogue", "Who played snake B, as the record names it"), QString(),
                            namePattern, nameLength),
    };
    describeDuelTrace(info);
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "each round: read both snakes' directions from the record"),
        QT_TRANSLATE_NOOP("Catalogue", "both snakes move; a head on a wall or a body dies; one dead loses, both draw"),
        QT_TRANSLATE_NOOP("Catalogue", "the record ends: the result stands"),
    };
    info.prepareScenario = prepareDuel;
    info.run = run;
    return info;
}

} // namespace gridtrace
