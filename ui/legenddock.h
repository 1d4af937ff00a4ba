#pragma once

#include "palette.h"

#include "trace/mark.h"

#include <QDockWidget>

#include <bitset>
#include <optional>

class QTreeWidget;

namespace gridtrace {

struct AlgorithmInfo;
class Trace;

// What the colours on the board mean: the marks the algorithm uses with its own words for
// them, then walls, the endpoints and the terrain weights.
class LegendDock : public QDockWidget
{
    Q_OBJECT

public:
    // Qt::UserRole of a row's first column: the colour of its swatch (a QColor; the terrain
    // row holds a QVariantList of the nine weights' colours). Qt::UserRole + 1: the mark's id
    // ("open", "closed"), or "wall", "start", "goal", "terrain".
    static constexpr int colourRole = Qt::UserRole;
    static constexpr int idRole = Qt::UserRole + 1;

    explicit LegendDock(QWidget *parent = nullptr);

    // With the trace shown, a duel's legend names only the marks the trace uses
    // (TraceUse); nothing of the trace is kept.
    void setAlgorithm(const AlgorithmInfo *info, const Trace *trace = nullptr);
    void setThemePalette(const Palette &palette);
    const Palette &themePalette() const { return m_palette; }

    QTreeWidget *view() const { return m_tree; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void retranslate();

    QTreeWidget *m_tree;
    const AlgorithmInfo *m_info = nullptr;
    std::optional<std::bitset<markCount>> m_usedMarks; // all of the legend when empty
    Palette m_palette;
};

} // namespace gridtrace
