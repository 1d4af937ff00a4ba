#pragma once

#include "trace/mark.h"

#include <QColor>

#include <cstdint>

namespace gridtrace {

// The colours of a board: terrain and every mark, in a light and a dark theme. Marks take the
// Okabe-Ito colours, which stay apart for viewers with the common colour-vision deficiencies;
// where two marks share a hue they differ in lightness.
class Palette
{
public:
    enum class Theme { Light, Dark };

    explicit Palette(Theme theme = Theme::Light);

    Theme theme() const { return m_theme; }
    QColor background() const;
    // Around the board, set apart from weight-1 cells, which share the background colour.
    QColor canvas() const;
    QColor gridLine() const;
    QColor wall() const;
    // A free cell of weight 1..9: heavier is darker (lighter in the dark theme).
    QColor terrain(std::uint8_t weight) const;
    // The colour a mark paints over the terrain; invalid for Mark::None.
    QColor mark(Mark mark) const;
    QColor start() const;
    QColor goal() const;
    QColor text() const;
    // Labels and parent arrows drawn over a cell of this colour: black or white, whichever
    // stands out more, so small numbers stay readable on every mark in both themes.
    static QColor inkOn(const QColor &fill);
    // A colour (an endpoint's letter) drawn over a fill, moved towards inkOn(fill) only as far
    // as small text needs to read on it (4.5:1, WCAG AA), so it keeps its hue where it can.
    static QColor readableOn(const QColor &colour, const QColor &fill);
    // The WCAG 2 contrast ratio of two colours, 1 (none) to 21 (black on white).
    static double contrast(const QColor &a, const QColor &b);
    // The marker on a cell that has a breakpoint.
    QColor breakpoint() const;

private:
    Theme m_theme;
};

} // namespace gridtrace
