#pragma once

#include "clicommand.h"

namespace gridtrace::cli {

// gridtrace-cli check: every scenario of a Moving AI map against its optimal length.
class CheckCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CheckCommand)

public:
    QString name() const override { return QStringLiteral("check"); }
    QString summary() const override { return tr("Compare path lengths with a Moving AI scenario file's optimal lengths."); }
    void describe(QCommandLineParser &parser) const override;
    int execute(const QCommandLineParser &parser, const Output &output) override;
};

} // namespace gridtrace::cli
