#pragma once

#include "clicommand.h"

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
};

} // namespace gridtrace::cli
