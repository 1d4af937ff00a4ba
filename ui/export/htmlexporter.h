#pragma once

#include "palette.h"

#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <memory>

namespace gridtrace {

class Trace;

// One self-contained HTML file that replays a trace in any browser, with no network: the
// board, play and pause, steps, a timeline to scrub, the bookmarks with their captions, the
// counters and the pseudo-code, in the language the export was made in.
class HtmlExporter
{
    Q_DECLARE_TR_FUNCTIONS(HtmlExporter)

public:
    // About 20 bytes of page a change: past two million a browser takes long to open the page
    // and the file is too big to hand out.
    static constexpr std::size_t defaultMaxChanges = 2'000'000;

    struct Options
    {
        Palette palette;
        QString title;   // empty: the algorithm's name
        std::size_t maxChanges = defaultMaxChanges;
    };

    static QByteArray page(const Trace &trace, const Options &options);
    static bool write(const Trace &trace, const Options &options, const QString &fileName, QString *error);
};

} // namespace gridtrace
