#include "grid.h"

#include "messagetext.h"

#include <algorithm>
#include <cassert>

namespace gridtrace {

Grid::Grid(int width, int height, std::uint8_t fill)
    : m_width(width)
    , m_height(height)
    , m_weights(std::make_shared<std::vector<std::uint8_t>>(std::size_t(width) * std::size_t(height), fill))
{
    assert(sizeError(width, height).isEmpty());
    assert(fill <= MaxWeight);
}

QString Grid::sizeError(qint64 width, qint64 height)
{
    if (width < 1 || height < 1)
        return tr("a board needs at least one cell, not %1 x %2").arg(groupedNumber(qint64(width))).arg(groupedNumber(qint64(height)));
    if (width > MaxSide || height > MaxSide)
        return tr("a board of %1 x %2 cells is larger than the largest supported, %3 x %3")
            .arg(groupedNumber(qint64(width))).arg(groupedNumber(qint64(height))).arg(groupedNumber(qint64(MaxSide)));
    return {};
}

void Grid::setWeight(CellPos p, std::uint8_t weight)
{
    assert(contains(p));
    assert(weight <= MaxWeight);
    detach();
    (*m_weights)[std::size_t(index(p))] = weight;
}

void Grid::fill(std::uint8_t weight)
{
    assert(weight <= MaxWeight);
    detach();
    std::fill(m_weights->begin(), m_weights->end(), weight);
}

bool Grid::isWeighted() const
{
    return std::any_of(m_weights->begin(), m_weights->end(),
                       [](std::uint8_t w) { return w > MinWeight; });
}

int Grid::wallCount() const
{
    return int(std::count(m_weights->begin(), m_weights->end(), Wall));
}

void Grid::detach()
{
    if (m_weights.use_count() > 1)
        m_weights = std::make_shared<std::vector<std::uint8_t>>(*m_weights);
}

bool operator==(const Grid &a, const Grid &b)
{
    return a.m_width == b.m_width && a.m_height == b.m_height
        && (a.m_weights == b.m_weights || *a.m_weights == *b.m_weights);
}

} // namespace gridtrace
