#pragma once

#include "clicommand.h"

namespace gridtrace::cli {

// gridtrace-cli bench snake: many seeded games of one snake AI, and how they ended.
class SnakeBench
{
    Q_DECLARE_TR_FUNCTIONS(SnakeBench)

public:
    // The options only this suite takes.
    static void addOptions(QCommandLineParser &parser);
    // What the options it shares with the other suites mean for it, for bench --help.
    static QString sizeHelp();
    static QString gamesHelp();
    static int execute(const QCommandLineParser &parser, const Output &output);
};

} // namespace gridtrace::cli
