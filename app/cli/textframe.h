#pragma once

#include "catalogue/algorithminfo.h"
#include "trace/cursor.h"

#include <QCoreApplication>
#include <QString>

namespace gridtrace::cli {

// A scene drawn as text, one character per cell, for terminals and logs.
class TextFrame
{
    Q_DECLARE_TR_FUNCTIONS(TextFrame)

public:
    static QString render(const Cursor &cursor, const AlgorithmInfo &info);
    // What the characters of render() mean for this algorithm, wrapped as its frames are.
    static QString legend(const AlgorithmInfo &info, const Scenario &header);
};

} // namespace gridtrace::cli
