#include "duelgame.h"
#include "grid/messagetext.h"

namespace gridtrace {

DuelGame::DuelGame(const DuelMap &map)
    : m_map(map)
{
    m_a.body.push_back(DuelMap::startA);
    m_b.body.push_back(DuelMap::startB);
    m_occupant[DuelMap::startA] = 1;
    m_occupant[DuelMap::startB] = 2;
}

void DuelGame::play(const DuelAnswer &a, const DuelAnswer &b)
{
    if (isOver())
        return;
    const bool aFailed = a.fault != DuelFault::None || a.direction < 0 || a.direction > 3;
    const bool bFailed = b.fault != DuelFault::None || b.direction < 0 || b.direction > 3;
    if (aFailed || bFailed) {
        // The platform ends the game when a move does not come; no step is recorded.
        m_a.detail = a.detail;
        m_b.detail = b.detail;
        finish(aFailed ? (a.fault == DuelFault::None ? DuelFault::BadAnswer : a.fault) : DuelFault::None,
               bFailed ? (b.fault == DuelFault::None ? DuelFault::BadAnswer : b.fault) : DuelFault::None);
        return;
    }
    ++m_round;
    advance(m_a, a.direction, 1);
    advance(m_b, b.direction, 2);
    finish(judge(m_a, m_b), judge(m_b, m_a));
    if (!isOver() && m_round >= roundLimit)
        m_result = DuelResult::Draw;
}

void DuelGame::advance(Snake &snake, int direction, std::uint8_t mark)
{
    snake.steps += QChar(u'0' + direction);
    // The tail leaves first, so a head may enter the cell a tail has just left. The new head
    // is entered in the occupancy after judging (see judge()).
    if (!grows(m_round)) {
        const int tail = snake.body.back();
        snake.body.pop_back();
        if (m_occupant[std::size_t(tail)] == mark)
            m_occupant[std::size_t(tail)] = 0;
    }
    const int head = DuelMap::neighbour(snake.body.front(), direction);
    snake.body.push_front(head);
}

DuelFault DuelGame::judge(const Snake &snake, const Snake &other) const
{
    const int head = snake.body.front();
    if (head < 0 || m_map.isWall(head))
        return DuelFault::Wall;
    for (std::size_t i = 1; i < snake.body.size(); ++i) {
        if (snake.body[i] == head)
            return DuelFault::OwnBody;
    }
    for (std::size_t i = 1; i < other.body.size(); ++i) {
        if (other.body[i] == head)
            return DuelFault::OtherBody;
    }
    return DuelFault::None;
}

void DuelGame::finish(DuelFault a, DuelFault b)
{
    if (a == DuelFault::None && b == DuelFault::None) {
        // Both heads are legal cells now: they join the occupancy.
        m_occupant[std::size_t(m_a.body.front())] = 1;
        m_occupant[std::size_t(m_b.body.front())] = 2;
        return;
    }
    m_a.fault = a;
    m_b.fault = b;
    m_result = a != DuelFault::None && b != DuelFault::None ? DuelResult::Draw
             : a != DuelFault::None                         ? DuelResult::BWins
                                                            : DuelResult::AWins;
}

QString DuelGame::input(DuelSide me) const
{
    const Snake &mine = snake(me);
    const Snake &theirs = snake(otherSide(me));
    const int myStart = start(me);
    const int theirStart = start(otherSide(me));
    return m_map.toString() + u'#' + QString::number(DuelMap::row(myStart)) + u'#'
         + QString::number(DuelMap::column(myStart)) + QStringLiteral("#(") + mine.steps + QStringLiteral(")#")
         + QString::number(DuelMap::row(theirStart)) + u'#' + QString::number(DuelMap::column(theirStart))
         + QStringLiteral("#(") + theirs.steps + u')';
}

QString DuelGame::faultText(DuelFault fault)
{
    switch (fault) {
    case DuelFault::None: return {};
    case DuelFault::Wall: return tr("its head hit a wall");
    case DuelFault::OwnBody: return tr("its head hit its own body");
    case DuelFault::OtherBody: return tr("its head hit the other snake");
    case DuelFault::Timeout: return tr("its bot did not answer in time");
    case DuelFault::Crash: return tr("its bot ended without an answer");
    case DuelFault::BadAnswer: return tr("its bot's answer is not a direction 0 to 3");
    case DuelFault::Resigned: return tr("it gave up");
    }
    return {};
}

QString DuelGame::summary() const
{
    const auto reason = [this](DuelSide side) {
        // One text with the bot's own words in it, so a language can bracket them its own way.
        if (!faultDetail(side).isEmpty())
            return tr("%1 (%2)", "what a snake's bot did wrong, then in brackets what it did").arg(faultText(fault(side)), faultDetail(side));
        return faultText(fault(side));
    };
    // A fault in round 1 ends the game before any round was played through.
    if (m_round == 0) {
        switch (m_result) {
        case DuelResult::AWins:
            return tr("A wins before the first round was played: B lost, %1").arg(reason(DuelSide::B));
        case DuelResult::BWins:
            return tr("B wins before the first round was played: A lost, %1").arg(reason(DuelSide::A));
        case DuelResult::Draw:
            return tr("Draw before the first round was played: A lost, %1; B lost, %2").arg(reason(DuelSide::A), reason(DuelSide::B));
        case DuelResult::Playing:
            break;
        }
    }
    switch (m_result) {
    case DuelResult::Playing:
        return tr("Round %1, playing").arg(m_round);
    case DuelResult::AWins:
        return tr("A wins after %n round(s): B lost, %1", nullptr, m_round).arg(reason(DuelSide::B));
    case DuelResult::BWins:
        return tr("B wins after %n round(s): A lost, %1", nullptr, m_round).arg(reason(DuelSide::A));
    case DuelResult::Draw:
        if (fault(DuelSide::A) == DuelFault::None)
            return tr("Draw: both snakes still alive after %1 rounds, the most a game lasts under its rules").arg(groupedNumber(m_round));
        return tr("Draw after %n round(s): A lost, %1; B lost, %2", nullptr, m_round).arg(reason(DuelSide::A), reason(DuelSide::B));
    }
    return {};
}

} // namespace gridtrace
