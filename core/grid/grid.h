#pragma once

#include "cellpos.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace gridtrace {

enum class Connectivity : std::uint8_t { Four = 4, Eight = 8 };

// A board of cells, each a wall or free with a weight 1..9: the cost of entering it
// (times sqrt(2) on a diagonal step).
class Grid
{
    Q_DECLARE_TR_FUNCTIONS(Grid)

public:
    static constexpr int MaxSide = 4096;
    static constexpr std::uint8_t Wall = 0;
    static constexpr std::uint8_t MinWeight = 1;
    static constexpr std::uint8_t MaxWeight = 9;

    Grid() = default;
    // The size must pass sizeError(); every cell starts with the given weight (or Wall).
    Grid(int width, int height, std::uint8_t fill = MinWeight);

    // Why a board of this size cannot be made, or an empty string when it can.
    static QString sizeError(qint64 width, qint64 height);

    int width() const { return m_width; }
    int height() const { return m_height; }
    int cellCount() const { return m_width * m_height; }
    bool isEmpty() const { return cellCount() == 0; }

    bool contains(CellPos p) const { return p.x >= 0 && p.y >= 0 && p.x < m_width && p.y < m_height; }
    int index(CellPos p) const { return p.y * m_width + p.x; }
    CellPos pos(int index) const { return {index % m_width, index / m_width}; }

    std::uint8_t weight(CellPos p) const { return (*m_weights)[std::size_t(index(p))]; }
    std::uint8_t weight(int index) const { return (*m_weights)[std::size_t(index)]; }
    bool isPassable(CellPos p) const { return contains(p) && weight(p) != Wall; }
    bool isWall(CellPos p) const { return weight(p) == Wall; }

    void setWeight(CellPos p, std::uint8_t weight);
    void setWall(CellPos p) { setWeight(p, Wall); }
    void fill(std::uint8_t weight);

    // True when some free cell costs more than 1 to enter.
    bool isWeighted() const;
    int wallCount() const;

    const std::vector<std::uint8_t> &weights() const { return *m_weights; }

    friend bool operator==(const Grid &a, const Grid &b);

private:
    void detach();

    int m_width = 0;
    int m_height = 0;
    // Shared between copies until one of them is edited: scenarios, traces and benchmark
    // queries copy boards freely, and a 4096 x 4096 board is 16 MiB.
    std::shared_ptr<std::vector<std::uint8_t>> m_weights = std::make_shared<std::vector<std::uint8_t>>();
};

} // namespace gridtrace
