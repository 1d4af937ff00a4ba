#pragma once

#include "fuzzsupport.h"

#include "trace/tracefile.h"

namespace gridtrace::fuzz {

// What a user relies on in a trace that opened: the player may replay it (validate() finds
// nothing wrong), and saving it, in either format, loses nothing.
inline void checkLoadedTrace(const Trace &trace)
{
    const QString problem = trace.validate();
    require(problem.isEmpty(), "a loaded trace does not validate", problem);

    QString error;
    const std::optional<Trace> fromJson = readTraceJson(writeTraceJson(trace), &error);
    require(fromJson.has_value(), "a loaded trace saved as JSON does not load again", error);
    require(*fromJson == trace, "a loaded trace saved as JSON loads as a different trace");

    const std::optional<Trace> fromBinary = readTraceBinary(writeTraceBinary(trace), &error);
    require(fromBinary.has_value(), "a loaded trace saved as binary does not load again", error);
    require(*fromBinary == trace, "a loaded trace saved as binary loads as a different trace");
}

} // namespace gridtrace::fuzz
