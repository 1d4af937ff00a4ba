#include "palette.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace gridtrace {

namespace {

// Okabe & Ito, "Color Universal Design" (2008).
const QColor orange(0xE6, 0x9F, 0x00);
const QColor skyBlue(0x56, 0xB4, 0xE9);
const QColor bluishGreen(0x00, 0x9E, 0x73);
const QColor yellow(0xF0, 0xE4, 0x42);
const QColor blue(0x00, 0x72, 0xB2);
const QColor vermillion(0xD5, 0x5E, 0x00);
const QColor reddishPurple(0xCC, 0x79, 0xA7);

QColor markColour(Mark mark)
{
    switch (mark) {
    case Mark::None:
    case Mark::Count:
        return {};
    case Mark::Open:
        return bluishGreen.lighter(150);
    case Mark::Closed:
        return skyBlue;
    case Mark::Current:
        return vermillion;
    case Mark::Path:
        return yellow;
    case Mark::Stack:
        return orange;
    case Mark::Backtracked:
        return QColor(0x9A, 0x9A, 0x9A);
    case Mark::OpenReverse:
        return reddishPurple.lighter(130);
    case Mark::ClosedReverse:
        return reddishPurple;
    case Mark::Meeting:
        return vermillion.darker(130);
    case Mark::Carved:
        return orange.lighter(140);
    case Mark::Frontier:
        return bluishGreen;
    case Mark::Shadow:
        return skyBlue.lighter(140);
    case Mark::Body:
        return blue;
    case Mark::Head:
        return blue.darker(160);
    case Mark::Food:
        return vermillion.lighter(120);
    case Mark::Highlight:
        return yellow.darker(130);
    }
    return {};
}

// WCAG 2 relative luminance.
double luminance(const QColor &colour)
{
    const auto linear = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF());
}

} // namespace

double Palette::contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor Palette::inkOn(const QColor &fill)
{
    const QColor black(Qt::black);
    const QColor white(Qt::white);
    return contrast(black, fill) >= contrast(white, fill) ? black : white;
}

QColor Palette::readableOn(const QColor &colour, const QColor &fill)
{
    constexpr double leastForText = 4.5;
    const QColor ink = inkOn(fill);
    for (int step = 0; step <= 20; ++step) {
        const float t = float(step) / 20.0f;
        // Measured as it is painted, eight bits a channel.
        const QColor mixed(QColor::fromRgbF(colour.redF() + (ink.redF() - colour.redF()) * t,
                                            colour.greenF() + (ink.greenF() - colour.greenF()) * t,
                                            colour.blueF() + (ink.blueF() - colour.blueF()) * t)
                               .rgb());
        if (contrast(mixed, fill) >= leastForText)
            return mixed;
    }
    return ink;
}

Palette::Palette(Theme theme)
    : m_theme(theme)
{
}

QColor Palette::background() const
{
    return m_theme == Theme::Light ? QColor(0xFF, 0xFF, 0xFF) : QColor(0x1E, 0x1E, 0x1E);
}

QColor Palette::canvas() const
{
    return m_theme == Theme::Light ? QColor(0xE4, 0xE6, 0xEA) : QColor(0x2C, 0x2E, 0x33);
}

QColor Palette::gridLine() const
{
    return m_theme == Theme::Light ? QColor(0xD0, 0xD0, 0xD0) : QColor(0x3A, 0x3A, 0x3A);
}

QColor Palette::wall() const
{
    return m_theme == Theme::Light ? QColor(0x2B, 0x2B, 0x2B) : QColor(0xC8, 0xC8, 0xC8);
}

QColor Palette::terrain(std::uint8_t weight) const
{
    if (weight == 0)
        return wall();
    // Weight 1 is the background; 9 is two thirds of the way to the wall colour.
    const double t = (weight - 1) / 8.0 * 0.66;
    const QColor from = background();
    const QColor to = wall();
    return QColor::fromRgbF(float(from.redF() + (to.redF() - from.redF()) * t),
                            float(from.greenF() + (to.greenF() - from.greenF()) * t),
                            float(from.blueF() + (to.blueF() - from.blueF()) * t));
}

QColor Palette::mark(Mark mark) const
{
    const QColor colour = markColour(mark);
    if (!colour.isValid() || m_theme == Theme::Light)
        return colour;
    return colour.darker(115);
}

QColor Palette::start() const
{
    return bluishGreen.darker(140);
}

QColor Palette::goal() const
{
    return vermillion.darker(115);
}

QColor Palette::text() const
{
    return m_theme == Theme::Light ? QColor(0x10, 0x10, 0x10) : QColor(0xF0, 0xF0, 0xF0);
}

QColor Palette::breakpoint() const
{
    // Red as in every debugger; deep enough to stay apart from the vermillion goal.
    return QColor(0xB0, 0x00, 0x20);
}

} // namespace gridtrace
