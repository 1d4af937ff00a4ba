#pragma once

#include "grid/cellpos.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace gridtrace {

// Where the blank ends. BlankLast: tiles 1..N-1 in reading order, then the blank (the usual
// picture). BlankFirst: tile t at index t, the blank at index 0, as in Korf's instances and
// as the seed-004 post finishes (the blank top-left).
enum class PuzzleGoal : std::uint8_t { BlankLast, BlankFirst };

// A move of the blank: it swaps with the tile on that side. Written U, D, L, R.
enum class BlankMove : std::uint8_t { Up, Down, Left, Right };

using PuzzleMoves = std::vector<BlankMove>;

// A sliding puzzle of W x H cells (2..100 each way, rectangular too): the numbers 0..N-1 once
// each, row by row, 0 the blank.
class PuzzleBoard
{
    Q_DECLARE_TR_FUNCTIONS(PuzzleBoard)

public:
    static constexpr int minSide = 2;
    static constexpr int maxSide = 100;
    using Tile = std::uint16_t;

    // The solved board of that size and goal; the size must pass sizeError().
    PuzzleBoard(int width, int height, PuzzleGoal goal = PuzzleGoal::BlankLast);
    static QString sizeError(qint64 width, qint64 height);

    int width() const { return m_width; }
    int height() const { return m_height; }
    int cellCount() const { return m_width * m_height; }
    PuzzleGoal goal() const { return m_goal; }
    const std::vector<Tile> &tiles() const { return m_tiles; }
    Tile tile(int index) const { return m_tiles[std::size_t(index)]; }
    Tile tile(CellPos p) const { return tile(index(p)); }
    int index(CellPos p) const { return p.y * m_width + p.x; }
    CellPos pos(int index) const { return {index % m_width, index / m_width}; }
    int blank() const { return m_blank; }
    CellPos blankPos() const { return pos(m_blank); }

    // Where `tile` belongs under the board's goal.
    int goalIndex(Tile tile) const;
    CellPos goalPos(Tile tile) const { return pos(goalIndex(tile)); }
    Tile goalTile(int index) const;
    bool isSolved() const;

    // Moves the blank, when the move stays on the board; false (and nothing changes) else.
    bool canMove(BlankMove move) const;
    bool move(BlankMove move);
    // Moves every tile of the blank's row or column between it and `cell` one step toward the
    // blank (a click on a tile in line with it); the blank moves there. Returns the blank's
    // moves made, empty when `cell` is not in line with the blank.
    PuzzleMoves slideTo(CellPos cell);
    // Applies the moves in order; stops at the first that leaves the board and returns how
    // many were made.
    std::size_t apply(const PuzzleMoves &moves);

    // The exact rule, for any goal and width: the board can reach its goal exactly when the
    // permutation taking the goal to the board (the blank counted as a tile) has the parity
    // of the blank's distance, in moves, from where the goal has it.
    bool isSolvable() const;

    // The same numbers under another goal (the tiles stay where they are).
    void setGoal(PuzzleGoal goal) { m_goal = goal; }
    // Sets the tiles; false (and nothing changes) unless they are 0..N-1 once each.
    bool setTiles(const std::vector<Tile> &tiles);

    // A board drawn uniformly from the solvable ones, from the seed alone.
    static PuzzleBoard shuffled(int width, int height, PuzzleGoal goal, quint64 seed);

    // The text form: one row a line, numbers separated by single spaces, 0 the blank.
    QString toText() const;
    // Reads the text form; on failure nullopt with a sentence that says where (line, column).
    static std::optional<PuzzleBoard> fromText(QStringView text, PuzzleGoal goal, QString *error);

    friend bool operator==(const PuzzleBoard &, const PuzzleBoard &) = default;

private:
    int m_width = 0;
    int m_height = 0;
    PuzzleGoal m_goal = PuzzleGoal::BlankLast;
    std::vector<Tile> m_tiles;
    int m_blank = 0;
};

// The blank's step for a move, and the move back.
CellPos moveStep(BlankMove move);
BlankMove opposite(BlankMove move);
// "U", "D", "L", "R" one after the other, and back; fromText fails (nullopt) on any other letter.
QString movesText(const PuzzleMoves &moves);
std::optional<PuzzleMoves> movesFromText(QStringView text);
// The goal's parameter id ("blank-last", "blank-first") and back.
QString goalId(PuzzleGoal goal);
std::optional<PuzzleGoal> goalFromId(QStringView id);

} // namespace gridtrace
