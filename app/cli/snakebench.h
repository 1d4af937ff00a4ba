#pragma once

#include "clicommand.h"

namespace gridtrace::cli {

// gridtrace-cli bench snake: many seeded games of one snake AI, and how they ended.
class SnakeBench
{
    Q_DECLARE_TR_FUNCTIONS(SnakeBench)

public:
    static void addOptions(QCommandLineParser &parser);
    static int execute(const QCommandLineParser &parser, const Output &output);
};

} // namespace gridtrace::cli
