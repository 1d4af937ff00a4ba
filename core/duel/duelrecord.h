#pragma once

#include "duelgame.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace gridtrace {

// A finished (or stopped) duel as the platform keeps it: the map string, both start cells,
// both step strings and the loser ("A", "B", "all" for a draw, empty while playing), plus what
// GridTrace adds for its users: who played and why the loser lost.
//
// File format (JSON, see docs/duel.md): {"format": "gridtrace-duel", "version": 1, "map": ...,
// "a_sx", "a_sy", "b_sx", "b_sy", "a_steps", "b_steps", "loser", "a_bot", "b_bot", "a_fault",
// "b_fault", "seed"}; the platform's own record fields keep the platform's names.
struct DuelRecord
{
    Q_DECLARE_TR_FUNCTIONS(DuelRecord)

public:
    DuelMap map;
    QString aSteps;
    QString bSteps;
    QString loser;
    QString aBot;
    QString bBot;
    // A loss the steps cannot show (a bot that did not answer): the fault's id, see faultId().
    DuelFault aFault = DuelFault::None;
    DuelFault bFault = DuelFault::None;
    std::optional<quint64> seed;

    static DuelRecord of(const DuelGame &game, const QString &aBot = {}, const QString &bBot = {});
    // The game played over again from the map and the steps, ended as the record says when its
    // end was a bot's fault; nothing, and why in `error`, when the steps break the rules
    // before their end or the result differs from the record's.
    std::optional<DuelGame> replay(QString *error = nullptr) const;

    QByteArray toJson() const;
    static std::optional<DuelRecord> fromJson(const QByteArray &json, QString *error = nullptr);

    static QString faultId(DuelFault fault);
    static std::optional<DuelFault> faultFromId(const QString &id);
    static QString loserOf(DuelResult result);
};

} // namespace gridtrace
