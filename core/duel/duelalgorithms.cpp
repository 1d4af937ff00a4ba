#include "duelalgorithms.h"

#include "alphabetabot.h"
#include "duelarena.h"
#include "duelbotnames.h"
#include "duelreplay.h"
#include "duelscene.h"
#include "floodfillbot.h"
#include "kobstarterbot.h"
#include "randomsafebot.h"

#include <QCoreApplication>

#include <memory>

namespace gridtrace {

namespace {

// A built-in bot behind one interface, so a run can pair any two.
template<typename Rec>
class AnyBot
{
public:
    virtual ~AnyBot() = default;
    virtual int decide(DuelTracer<Rec> &tracer, DuelSide me) = 0;
};

template<typename Rec, template<typename> class Bot>
class BotOf : public AnyBot<Rec>
{
public:
    template<typename... Args>
    explicit BotOf(Args &&...args) : m_bot(std::forward<Args>(args)...) {}
    int decide(DuelTracer<Rec> &tracer, DuelSide me) override { return m_bot.decide(tracer, me); }

private:
    Bot<Rec> m_bot;
};

// A traced search counts positions, not milliseconds: the same scenario then gives the same
// trace on every machine and at any load, and a lecture can replay it.
constexpr int defaultSearchBudget = 20000;

template<typename Rec>
std::unique_ptr<AnyBot<Rec>> makeBot(const QString &id, quint64 seed, int searchBudget)
{
    if (id == u"kob-starter")
        return std::make_unique<BotOf<Rec, KobStarterBot>>();
    if (id == u"random-safe")
        return std::make_unique<BotOf<Rec, RandomSafeBot>>(seed);
    if (id == u"flood-fill")
        return std::make_unique<BotOf<Rec, FloodFillBot>>();
    if (id == u"alphabeta") {
        AlphaBetaLimits limits;
        limits.milliseconds = 0;
        limits.nodes = quint64(searchBudget);
        return std::make_unique<BotOf<Rec, AlphaBetaBot>>(limits);
    }
    return nullptr;
}

// Each bot's pseudo-code, in the order of duelBotTexts(), which names and sums it up.
struct BotText
{
    const char *id;
    QList<const char *> lines;
};

QList<BotText> botTexts()
{
    return {
        {"kob-starter",
         {QT_TRANSLATE_NOOP("Catalogue", "read the map and both snakes from the input string"),
          QT_TRANSLATE_NOOP("Catalogue", "mark the walls and every cell of both snakes, tails included"),
          QT_TRANSLATE_NOOP("Catalogue", "for each direction 0 up, 1 right, 2 down, 3 left:"),
          QT_TRANSLATE_NOOP("Catalogue", "    if the cell there is free, answer that direction"),
          QT_TRANSLATE_NOOP("Catalogue", "answer 0 (up) when none is free")}},
        {"random-safe",
         {QT_TRANSLATE_NOOP("Catalogue", "for each direction: safe when its cell holds no wall and no body next round"),
          QT_TRANSLATE_NOOP("Catalogue", "answer one of the safe directions at random"),
          QT_TRANSLATE_NOOP("Catalogue", "answer 0 (up) when none is safe")}},
        {"flood-fill",
         {QT_TRANSLATE_NOOP("Catalogue", "for each direction 0 up, 1 right, 2 down, 3 left:"),
          QT_TRANSLATE_NOOP("Catalogue", "    its cell holds a wall or a body that stays: refuse it"),
          QT_TRANSLATE_NOOP("Catalogue", "    flood from it, a body cell joining once its snake has left it"),
          QT_TRANSLATE_NOOP("Catalogue", "choose the most cells; ties: farther from the other head, then the lower direction"),
          QT_TRANSLATE_NOOP("Catalogue", "answer 0 (up) when none is open")}},
        {"alphabeta",
         {QT_TRANSLATE_NOOP("Catalogue", "the safe directions: no wall and no staying body there next round"),
          QT_TRANSLATE_NOOP("Catalogue", "split the board: which snake reaches each cell first"),
          QT_TRANSLATE_NOOP("Catalogue", "cut off from the other: take the direction that lives longest alone"),
          QT_TRANSLATE_NOOP("Catalogue", "for depth 1, 2, ... while the budget lasts:"),
          QT_TRANSLATE_NOOP("Catalogue", "    for each of my safe directions:"),
          QT_TRANSLATE_NOOP("Catalogue", "        for each reply of the other, who knows my move: alphabeta(depth - 1)"),
          QT_TRANSLATE_NOOP("Catalogue", "play the best direction of the deepest finished depth"),
          QT_TRANSLATE_NOOP("Catalogue", "answer 0 (up) when none is safe")}},
    };
}


template<typename Rec>
DuelGame play(const DuelMap &map, AnyBot<Rec> &a, AnyBot<Rec> &b, Rec &recorder, int moveLine,
              const std::atomic<bool> *cancel)
{
    DuelGame game(map);
    DuelTracer<Rec> tracer(recorder, game);
    showDuelStart(recorder, game);
    while (!game.isOver()) {
        if (cancel && cancel->load(std::memory_order_relaxed)) [[unlikely]]
            break;
        recorder.step(DuelRoundStep, 1, -1);
        if constexpr (Rec::enabled)
            recorder.setStatus(QT_TRANSLATE_NOOP("Status", "round %1: both bots choose"), {QString::number(game.round() + 1)});
        NestedSteps<Rec> nested(recorder);
        int directions[2];
        for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
            recorder.step(side == DuelSide::A ? DuelThinkAStep : DuelThinkBStep, 1, game.head(side));
            NestedSteps<Rec> thinking(recorder);
            // The pseudo-code is A's bot's: B's steps all point at the round's line.
            tracer.setLineBase(side == DuelSide::A ? 1 : -1);
            directions[int(side)] = (side == DuelSide::A ? a : b).decide(tracer, side);
            tracer.restore();
        }
        std::vector<int> before;
        if constexpr (Rec::enabled)
            before = duelBodyCells(game);
        recorder.step(DuelMoveStep, moveLine, DuelMap::neighbour(game.head(DuelSide::A), directions[0]));
        game.play(DuelAnswer::move(directions[0]), DuelAnswer::move(directions[1]));
        showDuelRound(recorder, game, std::move(before));
    }
    recorder.step(DuelEndStep, moveLine, -1);
    if constexpr (Rec::enabled)
        showDuelEnd(recorder, game);
    return game;
}


template<typename Rec>
RunOutcome runWith(const Scenario &scenario, const QString &botA, Rec &recorder, const std::atomic<bool> *cancel,
                   int moveLine)
{
    RunOutcome outcome;
    const QString opponent = scenario.parameters.value(QStringLiteral("opponent")).toString();
    const int budget = scenario.parameters.value(QStringLiteral("budget"), defaultSearchBudget).toInt();
    // Both draw from the game's seed, whichever side they play, as gridtrace-cli duel and the
    // window's games seed them: the same seed is the same game everywhere.
    auto a = makeBot<Rec>(botA, scenario.seed, budget);
    auto b = makeBot<Rec>(opponent, scenario.seed, budget);
    if (!a || !b) {
        outcome.error = QCoreApplication::translate("Catalogue", "unknown duel bot \"%1\"").arg(a ? opponent : botA);
        return outcome;
    }
    const DuelGame game = play(duelMapOf(scenario), *a, *b, recorder, moveLine, cancel);
    reportDuel(outcome, game);
    return outcome;
}

template<int Bot>
RunOutcome run(const Scenario &scenario, RunContext &context)
{
    const BotText text = botTexts()[Bot];
    const int moveLine = int(text.lines.size()) + 2;
    const QString id = QString::fromLatin1(text.id);
    if (context.recorder)
        return runWith(scenario, id, *context.recorder, context.cancel, moveLine);
    NullRecorder recorder;
    return runWith(scenario, id, recorder, context.cancel, moveLine);
}

template<int Bot>
AlgorithmInfo entry()
{
    const BotText text = botTexts()[Bot];
    const DuelBotText &named = duelBotTexts()[Bot];
    AlgorithmInfo info;
    info.id = QStringLiteral("duel-") + QString::fromLatin1(text.id);
    info.family = Family::Duel;
    info.name = named.entryName;
    info.summary = named.summary;
    info.needsStart = false;
    info.needsGoal = false;
    info.usesSeed = true;
    info.makesOwnBoard = true;
    info.pathIsBody = true;
    QStringList ids;
    QList<const char *> names;
    for (const DuelBotText &bot : duelBotTexts()) {
        ids << QString::fromLatin1(bot.id);
        names << bot.name;
    }
    info.parameters = {
        ParameterSpec::choice(QStringLiteral("opponent"), QT_TRANSLATE_NOOP("Catalogue", "Opponent"),
                              QT_TRANSLATE_NOOP("Catalogue", "The bot that plays snake B"), ids, names,
                              // The strong bot against one that fights back, not the starter bot
                              // that walls itself in within a few rounds.
                              QString::fromLatin1(Bot == 3 ? "flood-fill" : "kob-starter")),
        duelMapParameter(),
        ParameterSpec::integer(QStringLiteral("budget"), QT_TRANSLATE_NOOP("Catalogue", "Search budget"),
                               QT_TRANSLATE_NOOP("Catalogue", "Positions the alpha-beta bot may search per move, "
                                                              "on either side (a count, so a trace is the same on every machine)"),
                               defaultSearchBudget, 100, 2000000),
    };
    describeDuelTrace(info);
    info.pseudoCode << QT_TRANSLATE_NOOP("Catalogue", "each round, both bots see the same position; this bot (A) thinks:");
    for (const char *line : text.lines)
        info.pseudoCode << line;
    info.pseudoCode << QT_TRANSLATE_NOOP("Catalogue", "both snakes move; a head on a wall or a body dies; one dead loses, both draw");
    info.prepareScenario = prepareDuel;
    info.run = run<Bot>;
    return info;
}

} // namespace

QString prepareDuel(Scenario &scenario)
{
    // The snakes start in the platform's corners: a start or goal another algorithm's scenario
    // carries means nothing here, and on the generated map it may lie outside the board.
    scenario.start.reset();
    scenario.goal.reset();
    if (scenario.parameters.value(QStringLiteral("map")).toString() == u"board") {
        if (scenario.board.width() != DuelMap::columns || scenario.board.height() != DuelMap::rows)
            return QCoreApplication::translate("Catalogue", "a duel board is %1 x %2 cells (%1 columns, %2 rows); this one is %3 x %4")
                .arg(DuelMap::columns).arg(DuelMap::rows).arg(scenario.board.width()).arg(scenario.board.height());
        DuelMap map;
        for (int cell = 0; cell < DuelMap::cellCount; ++cell)
            map.setWall(cell, scenario.board.weight(cell) == Grid::Wall);
        return map.problem();
    }
    scenario.board = DuelMap::generate(scenario.seed).board();
    return {};
}

DuelMap duelMapOf(const Scenario &scenario)
{
    DuelMap map;
    for (int cell = 0; cell < DuelMap::cellCount; ++cell)
        map.setWall(cell, scenario.board.weight(cell) == Grid::Wall);
    return map;
}

ParameterSpec duelMapParameter()
{
    return ParameterSpec::choice(QStringLiteral("map"), QT_TRANSLATE_NOOP("Catalogue", "Map"),
                                 QT_TRANSLATE_NOOP("Catalogue", "Where the walls come from"),
                                 {QStringLiteral("generated"), QStringLiteral("board")},
                                 {QT_TRANSLATE_NOOP("Catalogue", "The platform's generator, from the seed"),
                                  QT_TRANSLATE_NOOP("Catalogue", "The board as drawn (14 x 13)")},
                                 QStringLiteral("generated"));
}

void reportDuel(RunOutcome &outcome, const DuelGame &game)
{
    outcome.cancelled = !game.isOver();
    outcome.found = game.result() == DuelResult::AWins;
    outcome.cost = game.round();
    outcome.expansions = quint64(game.round());
    for (const int cell : game.body(DuelSide::A))
        outcome.path.push_back(CellPos{DuelMap::column(cell), DuelMap::row(cell)});
    if (game.isOver())
        outcome.notes << game.summary();
    const QString winner = game.result() == DuelResult::AWins ? QStringLiteral("A")
        : game.result() == DuelResult::BWins                  ? QStringLiteral("B")
        : game.result() == DuelResult::Draw                   ? QStringLiteral("draw")
                                                              : QString();
    outcome.facts = {
        {QStringLiteral("winner"), winner},
        {QStringLiteral("rounds"), game.round()},
        {QStringLiteral("a_length"), int(game.body(DuelSide::A).size())},
        {QStringLiteral("b_length"), int(game.body(DuelSide::B).size())},
        {QStringLiteral("a_steps"), game.steps(DuelSide::A)},
        {QStringLiteral("b_steps"), game.steps(DuelSide::B)},
    };
}

void describeDuelTrace(AlgorithmInfo &info)
{
    info.frontier = Frontier::None;
    info.sequences = {
        {"snake-a", QT_TRANSLATE_NOOP("Catalogue", "Snake A")},
        {"snake-b", QT_TRANSLATE_NOOP("Catalogue", "Snake B")},
        {"line", QT_TRANSLATE_NOOP("Catalogue", "Line of play")},
    };
    info.counters = {
        {"round", QT_TRANSLATE_NOOP("Catalogue", "Rounds played")},
        {"length", QT_TRANSLATE_NOOP("Catalogue", "Length")},
        {"nodes", QT_TRANSLATE_NOOP("Catalogue", "Nodes searched")},
        {"depth", QT_TRANSLATE_NOOP("Catalogue", "Rounds looked ahead")},
        {"score", QT_TRANSLATE_NOOP("Catalogue", "Score of the move chosen")},
    };
    info.labels = {
        {"score", QT_TRANSLATE_NOOP("Catalogue", "Score of a move")},
        {"distance", QT_TRANSLATE_NOOP("Catalogue", "Rounds to reach")},
    };
    info.stepKinds = {
        {"round", QT_TRANSLATE_NOOP("Catalogue", "Play a round")},
        {"think-a", QT_TRANSLATE_NOOP("Catalogue", "A decides")},
        {"think-b", QT_TRANSLATE_NOOP("Catalogue", "B decides")},
        {"consider", QT_TRANSLATE_NOOP("Catalogue", "Weigh a direction")},
        {"reject", QT_TRANSLATE_NOOP("Catalogue", "Refuse a direction")},
        {"territory", QT_TRANSLATE_NOOP("Catalogue", "Split the board")},
        {"search", QT_TRANSLATE_NOOP("Catalogue", "Search a pair of moves")},
        {"deepen", QT_TRANSLATE_NOOP("Catalogue", "Finish a depth")},
        {"choose", QT_TRANSLATE_NOOP("Catalogue", "Choose the direction")},
        {"move", QT_TRANSLATE_NOOP("Catalogue", "Both snakes move")},
        {"end", QT_TRANSLATE_NOOP("Catalogue", "Game over"), true},
    };
    info.legend = {
        {duelmarks::headA, QT_TRANSLATE_NOOP("Catalogue", "Snake A's head"), QT_TRANSLATE_NOOP("Catalogue", "Head of A")},
        {duelmarks::bodyA, QT_TRANSLATE_NOOP("Catalogue", "Snake A's body"), QT_TRANSLATE_NOOP("Catalogue", "Body of A")},
        {duelmarks::headB, QT_TRANSLATE_NOOP("Catalogue", "Snake B's head"), QT_TRANSLATE_NOOP("Catalogue", "Head of B")},
        {duelmarks::bodyB, QT_TRANSLATE_NOOP("Catalogue", "Snake B's body"), QT_TRANSLATE_NOOP("Catalogue", "Body of B")},
        {duelmarks::territoryA, QT_TRANSLATE_NOOP("Catalogue", "Reached first by A"), QT_TRANSLATE_NOOP("Catalogue", "A's territory")},
        {duelmarks::territoryB, QT_TRANSLATE_NOOP("Catalogue", "Reached first by B"), QT_TRANSLATE_NOOP("Catalogue", "B's territory")},
        {duelmarks::contested, QT_TRANSLATE_NOOP("Catalogue", "Reached by both at once"), QT_TRANSLATE_NOOP("Catalogue", "Contested")},
        {duelmarks::considered, QT_TRANSLATE_NOOP("Catalogue", "A direction weighed or taken"), QT_TRANSLATE_NOOP("Catalogue", "Weighed")},
        {duelmarks::rejected, QT_TRANSLATE_NOOP("Catalogue", "A direction refused"), QT_TRANSLATE_NOOP("Catalogue", "Refused")},
    };
}

QList<AlgorithmInfo> duelAlgorithms()
{
    return {entry<0>(), entry<1>(), entry<2>(), entry<3>(), duelReplayAlgorithm()};
}

} // namespace gridtrace
