#pragma once

#include "exportprogress.h"

#include <QCoreApplication>
#include <QPageSize>
#include <QString>

#include <vector>

namespace gridtrace {

class TraceFrames;

// A handout for students: a title block, then the chosen steps (the bookmarked ones, usually),
// several to a page, each with its caption, its picture and the pseudo-code with the step's
// line marked.
class PdfHandout
{
    Q_DECLARE_TR_FUNCTIONS(PdfHandout)

public:
    struct Options
    {
        std::vector<int> positions;
        int stepsPerPage = 2;          // 1, 2, 4 or 6
        QPageSize pageSize = QPageSize(QPageSize::A4);
        QString title;                 // empty: the algorithm's name
    };

    // The number of pages a handout of `steps` steps takes.
    static int pageCount(int steps, int stepsPerPage);

    static bool write(TraceFrames &frames, const Options &options, const QString &fileName,
                      QString *error, const ExportProgress &progress = {});
    // Why the title cannot head page 1 (it takes more lines than the top of the page holds), or
    // an empty string: asked before anything is written, so a title too long writes no file.
    static QString titleProblem(const TraceFrames &frames, const Options &options);
};

} // namespace gridtrace
