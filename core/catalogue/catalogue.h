#pragma once

#include "algorithminfo.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringView>

namespace gridtrace {

// The one place every algorithm is registered. The GUI and the CLI are built from it.
class Catalogue
{
    Q_DECLARE_TR_FUNCTIONS(Catalogue)

public:
    static const QList<AlgorithmInfo> &algorithms();
    static const AlgorithmInfo *find(QStringView id);

    static QString familyId(Family family);
    static QString familyName(Family family);
    // A catalogue text (name, pseudo-code line, legend meaning) in the current language.
    static QString text(const char *untranslated);

    // Checks the scenario (algorithm known, parameters complete and in range, endpoints on
    // free cells of the board) and runs it. With a trace, records into it: the trace's header
    // becomes the scenario with its parameters completed. Errors come back in
    // RunOutcome::error, never as a crash.
    static RunOutcome run(const Scenario &scenario, Trace *trace = nullptr,
                          RunContext *context = nullptr);
    // What a run that met the trace limit tells the user: which limit, where the trace
    // stopped, and how to raise it.
    static QString traceLimitNote(std::uint64_t limit, int steps);
    // The scenario's problems, or an empty string; fills in the parameters' defaults.
    static QString prepare(Scenario &scenario);
    // A trace file's header as the run that wrote it would have: its parameters known to its
    // algorithm and in range (a hand-edited weight of 500 would head a handout as if it had
    // been run). Empty when it fits or when the algorithm is not one of this catalogue's.
    static QString traceHeaderProblem(const Scenario &header);
    // The header's problem, or a step on a pseudo-code line the algorithm does not have (the
    // code panel, the handout and the page would highlight nothing, or index past the code);
    // or an empty string.
    static QString traceProblem(const Trace &trace);
};

} // namespace gridtrace
