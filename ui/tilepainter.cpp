#include "tilepainter.h"

#include <QPainter>

#include <cmath>

namespace gridtrace {

namespace {

// In cell sides: the margin round a face, where a cell's mark shows, and its corners.
constexpr double faceMargin = 0.09;
constexpr double cornerRadius = 0.14;

// Kinds spread round the hue circle by the golden angle, so neighbouring numbers never look
// alike and any number of kinds gets a colour.
double hueOf(std::int32_t value)
{
    constexpr double goldenTurn = 0.6180339887498949;
    const double turns = std::fmod(double(value) * goldenTurn, 1.0);
    return turns < 0 ? turns + 1.0 : turns;
}

} // namespace

TilePainter::TilePainter(const Palette &palette)
{
    setPalette(palette);
}

void TilePainter::setPalette(const Palette &palette)
{
    m_light = palette.theme() == Palette::Theme::Light;
    m_number = m_light ? QColor(0x1A, 0x1A, 0x1A) : QColor(0xF2, 0xF2, 0xF2);
}

QColor TilePainter::faceColour(std::int32_t value) const
{
    // Pale on a light board and deep on a dark one, so the number reads in both.
    return QColor::fromHsvF(float(hueOf(value)), m_light ? 0.28f : 0.55f, m_light ? 0.98f : 0.42f);
}

QColor TilePainter::edgeColour(std::int32_t value) const
{
    return QColor::fromHsvF(float(hueOf(value)), 0.75f, m_light ? 0.55f : 0.85f);
}

void TilePainter::begin(QPainter &painter, double side)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (m_side != side) {
        m_side = side;
        m_font = painter.font();
        m_font.setPixelSize(std::max(6, int(side * 0.42)));
        m_font.setBold(true);
    }
    painter.setFont(m_font);
}

void TilePainter::paintTile(QPainter &painter, const QRectF &cell, std::int32_t value)
{
    const double side = cell.width();
    const QRectF face = cell.adjusted(side * faceMargin, side * faceMargin, -side * faceMargin, -side * faceMargin);
    painter.setPen(QPen(edgeColour(value), std::max(1.0, side / 16.0)));
    painter.setBrush(faceColour(value));
    painter.drawRoundedRect(face, side * cornerRadius, side * cornerRadius);
    if (side < numbersFrom)
        return;
    painter.setPen(m_number);
    painter.drawText(face, Qt::AlignCenter, QString::number(value));
}

void TilePainter::end(QPainter &painter)
{
    painter.restore();
}

} // namespace gridtrace
