// How a program bot's output is read (core/duel/externalbot.cpp): the first whitespace-
// separated word of its stdout is its answer, and the last line of its stderr is quoted when
// it crashes. Both readers take the bytes as the pipe delivers them, in pieces of any size.
//
// The readers are internal to externalbot.cpp, and running a real program per input would
// fuzz the process machinery instead: the source file is compiled into this target (its
// definitions then stand in for the library's), so the very code the game runs is fuzzed.

#include "fuzzsupport.h"
#include "grid/messagetext.h"

#include "duel/externalbot.cpp"

#include <algorithm>

using namespace gridtrace;

GRIDTRACE_FUZZ_INITIALIZE

namespace {

// The pipe's pieces: the first byte chooses their size, so the fuzzer explores splits too.
template<typename Reader>
void feedInPieces(Reader &reader, const QByteArray &stream, qsizetype piece)
{
    for (qsizetype at = 0; at < stream.size(); at += piece)
        reader.feed(stream.mid(at, piece));
}

// By code points: the two halves of a pair are not printable on their own.
bool isOneLinePrintable(const QString &text)
{
    const QList<uint> codePoints = text.toUcs4();
    return std::all_of(codePoints.cbegin(), codePoints.cend(), [](uint code) { return QChar::isPrint(char32_t(code)); });
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const qsizetype piece = 1 + data[0] % 16;
    const QByteArray stream = fuzz::bytes(data + 1, size - 1);

    FirstWord whole;
    whole.feed(stream);
    FirstWord pieces;
    feedInPieces(pieces, stream, piece);

    // The answer the documentation promises, worked out on its own.
    const QByteArray simplified = stream.simplified();
    const QByteArray firstWord = simplified.split(' ').constFirst();
    fuzz::require(whole.isEmpty() == firstWord.isEmpty(), "the first word is found where there is none, or missed");

    if (!whole.isEmpty()) {
        const DuelAnswer answer = whole.answer();
        const DuelAnswer again = pieces.answer();
        fuzz::require(answer.direction == again.direction && answer.fault == again.fault && answer.detail == again.detail,
                      "the answer depends on how the output arrives");
        const bool valid = firstWord.size() == 1 && firstWord[0] >= '0' && firstWord[0] <= '3';
        if (valid) {
            fuzz::require(answer.fault == DuelFault::None && answer.direction == firstWord[0] - '0',
                          "a valid answer is not read as its direction");
        } else {
            fuzz::require(answer.fault == DuelFault::BadAnswer && answer.direction == -1,
                          "an invalid answer is not a bad answer");
            fuzz::require(isOneLinePrintable(answer.detail), "a bad answer's quote is not printable on one line",
                          answer.detail);
            fuzz::require(answer.detail.size() <= quotedWordLength + 16, "a bad answer's quote is too long");
        }
    }

    ErrorTail errorsWhole;
    errorsWhole.feed(stream);
    ErrorTail errorsInPieces;
    feedInPieces(errorsInPieces, stream, piece);
    const QString lastLine = errorsWhole.lastLine();
    fuzz::require(lastLine == errorsInPieces.lastLine(), "the quoted error line depends on how the output arrives");
    fuzz::require(isOneLinePrintable(lastLine), "the quoted error line is not printable on one line", lastLine);
    fuzz::require(lastLine.size() <= quotedErrorLength + 1, "the quoted error line is too long");
    return 0;
}
