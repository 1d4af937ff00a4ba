#pragma once

#include "clicommand.h"

namespace gridtrace {
struct Scenario;
}

namespace gridtrace::cli {

// gridtrace-cli run ALGO: one run, untraced for the timing and traced for the trace.
class RunCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(RunCommand)

public:
    QString name() const override { return QStringLiteral("run"); }
    QString summary() const override { return tr("Run an algorithm on a board and optionally save its trace."); }
    void describe(QCommandLineParser &parser) const override;
    int execute(const QCommandLineParser &parser, const Output &output) override;
    // Why a prepared snake scenario's start cannot be laid as the command line lays it, or
    // nothing: run and demo accept the same starts. lengthGiven: the user chose start-length.
    static QString snakeStartProblem(const Scenario &scenario, bool lengthGiven);
};

} // namespace gridtrace::cli
