#pragma once

#include "clicommand.h"

namespace gridtrace::cli {

// gridtrace-cli list: the catalogue.
class ListCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ListCommand)

public:
    QString name() const override { return QStringLiteral("list"); }
    QString summary() const override { return tr("List the algorithms with their parameters and defaults."); }
    void describe(QCommandLineParser &parser) const override;
    int execute(const QCommandLineParser &parser, const Output &output) override;
};

} // namespace gridtrace::cli
