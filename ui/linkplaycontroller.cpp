#include "linkplaycontroller.h"

#include "gridview.h"

#include "grid/messagetext.h"
#include "link/linkgenerator.h"

#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>

#include <utility>

namespace gridtrace {

LinkPlayController::LinkPlayController(QObject *parent)
    : QObject(parent)
{
    m_pathTimer.setSingleShot(true);
    m_pathTimer.setInterval(pathShowMs);
    connect(&m_pathTimer, &QTimer::timeout, this, [this] {
        clearPath();
        emit changed();
    });
}

LinkPlayController::~LinkPlayController() = default;

bool LinkPlayController::newGame(int width, int height, int kinds, quint64 seed, QString *error)
{
    LinkGeneratorSettings settings;
    settings.width = width;
    settings.height = height;
    settings.kinds = kinds;
    settings.seed = seed;
    LinkGenerator generator;
    std::optional<LinkBoard> board = generator.generate(settings, error);
    if (!board)
        return false;
    startGame(*board, seed, kinds);
    return true;
}

bool LinkPlayController::newGame(const LinkBoard &board, QString *error)
{
    QString why;
    if (board.isNull())
        why = tr("the board is empty");
    else
        why = board.pairProblem();
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    int kinds = 0;
    const auto counts = board.kindCounts();
    for (std::size_t k = 1; k < counts.size(); ++k)
        kinds += counts[k] > 0 ? 1 : 0;
    // A lesson's board has no seed of its own; shuffles still need one, the same every time.
    startGame(board, 0, kinds);
    return true;
}

const LinkBoard &LinkPlayController::board() const
{
    static const LinkBoard none;
    return m_game ? m_game->board() : none;
}

void LinkPlayController::startGame(LinkBoard board, quint64 seed, int kinds)
{
    bool shuffledAtStart = false;
    {
        // A given board may hold no pair that links from the start. The game shuffles only
        // after a removal, and a shuffle asked of it is paid for and undoable; this one is part
        // of the board, so a game of its own deals it and the real game starts from there.
        LinkGame dealer(board, seed);
        if (dealer.tilesLeft() >= 2 && !dealer.hasLinkablePair() && dealer.shuffle()) {
            board = dealer.board();
            shuffledAtStart = true;
        }
    }
    m_game.emplace(board, seed);
    m_seed = seed;
    m_kinds = kinds;
    m_selected = -1;
    m_hinted.reset();
    m_path.clear();
    m_pathTimer.stop();
    m_elapsedBefore = 0;
    // The clock counts only time the tiles can be seen: on a board view it starts when the view
    // first paints them, so a first show that takes a moment (a busy machine, a board of many
    // tiles) does not begin the game at 0:01. A game without a view counts at once.
    m_clock.invalidate();
    m_clockWaitsForSight = m_onView;
    if (!m_clockWaitsForSight)
        m_clock.start();
    const bool wasPaused = m_paused;
    m_paused = false;
    m_pausedOutOfSight = false;

    Scenario scenario;
    m_game->board().toScenario(scenario);
    m_scene = Scene(scenario.board, LinkPlayPathSequence + 1, LinkPlayPairsCounter + 1);
    say(shuffledAtStart ? Said::AutoShuffled : Said::NewGame);
    rebuildScene();
    if (wasPaused)
        emit pausedChanged(false);
    emit changed();
    emit statusChanged();
}

std::optional<CellPos> LinkPlayController::selection() const
{
    if (m_selected < 0)
        return std::nullopt;
    return board().pos(m_selected);
}

void LinkPlayController::rebuildScene()
{
    if (!m_game)
        return;
    const LinkBoard &board = m_game->board();
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        m_scene.setCellValue(CellLayer::Tile, cell, std::uint32_t(board.kind(cell)));
        m_scene.setCellValue(CellLayer::Mark, cell, std::uint32_t(Mark::None));
    }
    std::deque<std::uint32_t> &path = m_scene.sequence(LinkPlayPathSequence);
    path.clear();
    for (const int cell : m_path) {
        m_scene.setCellValue(CellLayer::Mark, cell, std::uint32_t(Mark::Path));
        path.push_back(std::uint32_t(cell));
    }
    if (m_hinted) {
        m_scene.setCellValue(CellLayer::Mark, m_hinted->first, std::uint32_t(Mark::Highlight));
        m_scene.setCellValue(CellLayer::Mark, m_hinted->second, std::uint32_t(Mark::Highlight));
    }
    if (m_selected >= 0)
        m_scene.setCellValue(CellLayer::Mark, m_selected, std::uint32_t(Mark::Current));
    m_scene.setCounter(LinkPlayScoreCounter, score());
    m_scene.setCounter(LinkPlayMovesCounter, moves());
    m_scene.setCounter(LinkPlayPairsCounter, pairsLeft());
}

std::bitset<markCount> LinkPlayController::shownMarks()
{
    std::bitset<markCount> marks;
    for (const LiveLegendRow &row : legendRows())
        marks.set(std::size_t(row.mark));
    return marks;
}

QList<LiveLegendRow> LinkPlayController::legendRows()
{
    return {
        {Mark::Current, tr("Picked tile"), tr("The tile you picked: click another of its kind to link them")},
        {Mark::Highlight, tr("Hint"), tr("A pair that links, as the hint shows it")},
        {Mark::Path, tr("Link"), tr("The path that joined the last pair, for a moment")},
    };
}

void LinkPlayController::clearPath()
{
    m_pathTimer.stop();
    if (m_path.empty())
        return;
    m_path.clear();
    rebuildScene();
}

bool LinkPlayController::clickCell(CellPos pos)
{
    if (!isRunning())
        return false;
    const LinkBoard &board = m_game->board();
    if (!board.contains(pos) || !board.isTile(board.index(pos)))
        return false;
    const int cell = board.index(pos);
    // A path still showing is done with: the next move is under way.
    m_path.clear();
    m_pathTimer.stop();
    // A tile chosen outside the hinted pair puts the hint out: the player went another way.
    if (m_hinted && cell != m_hinted->first && cell != m_hinted->second)
        m_hinted.reset();
    if (m_selected == cell) {
        m_selected = -1;
        say(Said::Unselected);
    } else if (m_selected < 0) {
        m_selected = cell;
        say(Said::Selected);
    } else if (board.kind(m_selected) != board.kind(cell)) {
        m_selected = cell;
        say(Said::OtherKind);
    } else {
        const LinkRemoval removal = m_game->remove(m_selected, cell);
        if (!removal.removed) {
            m_selected = cell;
            say(Said::NotLinkable);
        } else {
            m_selected = -1;
            m_path = removal.path.cells;
            // A hint stays true while both its tiles are there: taking tiles away only opens paths.
            if (m_hinted && (!m_game->board().isTile(m_hinted->first) || !m_game->board().isTile(m_hinted->second)))
                m_hinted.reset();
            say(Said::Linked, QString::number(removal.path.turns));
            afterRemoval(removal.shuffled);
            if (!m_path.empty())
                m_pathTimer.start();
        }
    }
    rebuildScene();
    emit changed();
    emit statusChanged();
    if (isWon())
        emit won(score(), elapsedMs());
    return true;
}

void LinkPlayController::afterRemoval(bool shuffled)
{
    if (m_game->isCleared()) {
        m_hinted.reset();
        stopClock();
        say(Said::Won);
    } else if (shuffled) {
        m_hinted.reset();
        say(Said::AutoShuffled);
    } else if (!m_game->hasLinkablePair()) {
        // The game could not deal the tiles so that a pair links (walls shutting them in).
        m_hinted.reset();
        say(Said::ShuffleFailed);
    }
}

bool LinkPlayController::hint()
{
    if (!isRunning())
        return false;
    const std::optional<LinkHint> found = m_game->hint();
    if (!found) {
        say(Said::NoHint);
        emit statusChanged();
        return false;
    }
    m_hinted = found->pair;
    say(Said::Hinted);
    rebuildScene();
    emit changed();
    emit statusChanged();
    return true;
}

bool LinkPlayController::shuffle()
{
    if (!isRunning())
        return false;
    if (!m_game->shuffle()) {
        say(Said::ShuffleFailed);
        emit statusChanged();
        return false;
    }
    m_selected = -1;
    m_hinted.reset();
    clearPath();
    say(Said::Shuffled);
    rebuildScene();
    emit changed();
    emit statusChanged();
    return true;
}

bool LinkPlayController::canUndo() const
{
    return m_game && m_game->canUndo();
}

bool LinkPlayController::undo()
{
    if (!isRunning() || !m_game->undo())
        return false;
    m_selected = -1;
    m_hinted.reset();
    m_path.clear();
    m_pathTimer.stop();
    say(Said::Undone);
    rebuildScene();
    emit changed();
    emit statusChanged();
    return true;
}

void LinkPlayController::pause()
{
    // Paused by the player or the window, the game waits for resume() even once the board is
    // back in sight.
    m_pausedOutOfSight = false;
    if (m_paused || !m_game || isWon())
        return;
    if (m_clock.isValid())
        m_elapsedBefore += m_clock.elapsed();
    m_clock.invalidate();
    m_paused = true;
    emit pausedChanged(true);
    emit statusChanged();
}

void LinkPlayController::resume()
{
    m_pausedOutOfSight = false;
    if (!m_paused)
        return;
    m_paused = false;
    // Resumed, the tiles are in sight.
    m_clockWaitsForSight = false;
    m_clock.start();
    // What was done before the pause (an undo, a link) is no news after it: the panel says what
    // the board waits for now. A board where no pair links still has none.
    if (m_said != Said::ShuffleFailed)
        say(m_selected >= 0 ? Said::Selected : m_hinted ? Said::Hinted : Said::Nothing);
    emit pausedChanged(false);
    emit statusChanged();
}

void LinkPlayController::togglePause()
{
    if (m_paused)
        resume();
    else
        pause();
}

void LinkPlayController::stopClock()
{
    if (m_clock.isValid())
        m_elapsedBefore += m_clock.elapsed();
    m_clock.invalidate();
}

qint64 LinkPlayController::elapsedMs() const
{
    return m_elapsedBefore + (m_clock.isValid() ? m_clock.elapsed() : 0);
}

int LinkPlayController::score() const
{
    return m_game ? m_game->score() : 0;
}

int LinkPlayController::moves() const
{
    return m_game ? m_game->moves() : 0;
}

int LinkPlayController::pairsLeft() const
{
    return m_game ? m_game->tilesLeft() / 2 : 0;
}

bool LinkPlayController::isWon() const
{
    return m_game && m_game->isCleared();
}

void LinkPlayController::say(Said said, QString detail)
{
    m_said = said;
    m_detail = std::move(detail);
}

QString LinkPlayController::statusText() const
{
    if (!m_game)
        return tr("No game: choose a size and press New game");
    if (isWon())
        return withGroupedCount(tr("Cleared in %n move(s)! Score %1", nullptr, moves()), moves()).arg(QLocale().toString(score()));
    if (m_paused)
        return tr("Paused: Resume or P to go on");
    switch (m_said) {
    case Said::Nothing:
    case Said::NewGame:
        return tr("Click a tile, then another of its kind to link them");
    case Said::Selected:
        return tr("Now click another tile of kind %1").arg(board().kind(m_selected));
    case Said::Unselected:
        return tr("Unselected: click a tile");
    case Said::Linked:
        return tr("Linked with %n turn(s)", nullptr, m_detail.toInt());
    case Said::NotLinkable:
        return tr("These two do not link: every path between them needs more than two turns or crosses a "
                  "tile. The second is selected now");
    case Said::OtherKind:
        return tr("A tile of another kind: it is selected now; link tiles of one kind");
    case Said::Hinted:
        return tr("Hint: the two highlighted tiles link (-%n point(s))", nullptr, LinkGame::hintCost);
    case Said::NoHint:
        return tr("No pair links");
    case Said::Shuffled:
        return tr("Shuffled (-%n point(s))", nullptr, LinkGame::shuffleCost);
    case Said::ShuffleFailed:
        return tr("No pair links, and the tiles could not be dealt afresh so that one does");
    case Said::AutoShuffled:
        return tr("No pair could be linked: the tiles were shuffled");
    case Said::Undone:
        return tr("Undone");
    case Said::Won:
        break;
    }
    return {};
}

bool LinkPlayController::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && m_clockWaitsForSight && isRunning()) {
        m_clockWaitsForSight = false;
        m_clock.start();
    }
    // A minimised window, or any other that takes the board from sight, hides the tiles: the
    // game pauses, so the clock counts only time the player could see them. Back in sight it
    // goes on as the sliding puzzle's clock does, unless the player had paused it before.
    if (event->type() == QEvent::Hide && isRunning()) {
        pause();
        m_pausedOutOfSight = true;
    } else if (event->type() == QEvent::Show && std::exchange(m_pausedOutOfSight, false)) {
        resume();
    }
    const BoardClicks::Click click = m_clicks.take(watched, event);
    if (click.onBoard && m_game) {
        // A double click is a second press on the same cell: it must not undo the first.
        if (click.cell)
            clickCell(*click.cell);
        return true;
    }
    // P pauses and resumes, as it does Snake and the duel; Ctrl+P and the like stay the window's.
    if (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_P && !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
            && m_game && !isWon()) {
            if (event->type() == QEvent::KeyPress)
                togglePause();
            event->accept();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gridtrace
