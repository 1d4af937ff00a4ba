#pragma once

#include "clicommand.h"

namespace gridtrace::cli {

// gridtrace-cli bench puzzle: many seeded sliding puzzles solved by one solver, every solution
// replayed on its board, and how long the solutions were.
class PuzzleBench
{
    Q_DECLARE_TR_FUNCTIONS(PuzzleBench)

public:
    // The solvers by id: seed-004, layered, puzzle-optimal.
    static QStringList solverIds();
    // The options only this suite takes.
    static void addOptions(QCommandLineParser &parser);
    // What the options it shares with the other suites mean for it, for bench --help.
    static QString sizeHelp();
    static QString gamesHelp();
    static QString setHelp();
    static int execute(const QCommandLineParser &parser, const Output &output);
};

} // namespace gridtrace::cli
