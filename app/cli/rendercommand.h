#pragma once

#include "clicommand.h"

namespace gridtrace::cli {

// gridtrace-cli render TRACE: pictures, an animated GIF, a PDF handout and an HTML player of
// a saved trace, several in one call, drawn as the window draws them.
class RenderCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(RenderCommand)

public:
    QString name() const override { return QStringLiteral("render"); }
    QString summary() const override
    {
        return tr("Export a trace's steps as GIF, PNG, SVG, a PDF handout or an HTML page.");
    }
    void describe(QCommandLineParser &parser) const override;
    int execute(const QCommandLineParser &parser, const Output &output) override;
    QStringList inputFiles(const QCommandLineParser &parser) const override { return parser.positionalArguments(); }
};

} // namespace gridtrace::cli
