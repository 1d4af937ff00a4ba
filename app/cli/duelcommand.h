#pragma once

#include "clicommand.h"

namespace gridtrace::cli {

// gridtrace-cli duel: many seeded games between two duel bots, built-in or any program
// (exec:COMMAND), sides alternating, and how they ended.
class DuelCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(DuelCommand)

public:
    QString name() const override { return QStringLiteral("duel"); }
    QString summary() const override { return tr("Play many games of the two-player snake between two bots, built-in or any program."); }
    void describe(QCommandLineParser &parser) const override;
    int execute(const QCommandLineParser &parser, const Output &output) override;
};

} // namespace gridtrace::cli
