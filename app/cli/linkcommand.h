#pragma once

#include "clicommand.h"

namespace gridtrace::cli {

// gridtrace-cli link generate|solve|check|compare: Lianliankan boards that can be cleared, the
// order that clears a board, whether a small board can be cleared at all, and the post's
// search against the fewest-turn one on every pair of a board.
class LinkCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(LinkCommand)

public:
    QString name() const override { return QStringLiteral("link"); }
    QString summary() const override { return tr("Lianliankan: generate a board that can be cleared, solve a board, check one, compare two link searches on one."); }
    void describe(QCommandLineParser &parser) const override;
    int execute(const QCommandLineParser &parser, const Output &output) override;

private:
    int generate(const QCommandLineParser &parser, const Output &output);
    int solve(const QCommandLineParser &parser, const Output &output);
    int check(const QCommandLineParser &parser, const Output &output);
    int compare(const QCommandLineParser &parser, const Output &output);
};

} // namespace gridtrace::cli
