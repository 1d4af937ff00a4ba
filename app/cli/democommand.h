#pragma once

#include "clicommand.h"

namespace gridtrace::cli {

// gridtrace-cli demo: a ready-made example traced and shown as text frames, so a fresh
// checkout has something to look at before the window opens.
class DemoCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(DemoCommand)

public:
    QString name() const override { return QStringLiteral("demo"); }
    QString summary() const override { return tr("Run the ready-made example (A* on a generated maze) and show it as text."); }
    void describe(QCommandLineParser &parser) const override;
    int execute(const QCommandLineParser &parser, const Output &output) override;
};

} // namespace gridtrace::cli
