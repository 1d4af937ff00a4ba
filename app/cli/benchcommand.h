#pragma once

#include "clicommand.h"

namespace gridtrace::cli {

// gridtrace-cli bench pathfinding: untraced and traced timing of the same scenarios;
// gridtrace-cli bench snake: many games of a snake AI (SnakeBench); bench puzzle: a solver on
// many seeded sliding puzzles (PuzzleBench).
class BenchCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(BenchCommand)

public:
    QString name() const override { return QStringLiteral("bench"); }
    QString summary() const override { return tr("Time the searches on Moving AI scenarios, play many games of a snake AI, or solve many sliding puzzles."); }
    void describe(QCommandLineParser &parser) const override;
    int execute(const QCommandLineParser &parser, const Output &output) override;
};

} // namespace gridtrace::cli
