#pragma once

#include "palette.h"

#include "trace/mark.h"

#include <QDockWidget>

#include <bitset>
#include <functional>
#include <optional>

class QTreeWidget;

namespace gridtrace {

struct AlgorithmInfo;
class Trace;

// A live game's own words for a mark its board draws, where the algorithm's legend would name
// what the mark means in a trace.
struct LiveLegendRow
{
    // What the row's swatch shows: the mark's colour, or what a board draws with no mark, which
    // the row names whatever marks the game's scene holds.
    enum class Swatch { Mark, Tiles, EmptyCell };

    Mark mark;
    QString name;
    QString meaning;
    Swatch swatch = Swatch::Mark;
};

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
    // While a live game is on: only the marks its scene can show, and the walls (its board
    // draws no endpoints or terrain); std::nullopt when no game is on. Kept across algorithms.
    void setLiveMarks(std::optional<std::bitset<markCount>> marks);
    // A game whose marks mean something else than in its algorithm's traces: its rows replace
    // the algorithm's. Asked for at every rebuild, so a language change reaches them. Ends
    // with the game (setLiveMarks(std::nullopt)).
    void setLiveMarks(std::bitset<markCount> marks, std::function<QList<LiveLegendRow>()> rows);
    // The search beside the board (Compare Side by Side), or none: its marks the board's own do
    // not name are listed after them, so the legend explains both boards. Not during a game.
    void setCompanion(const AlgorithmInfo *info, const Trace *trace = nullptr);
    void setThemePalette(const Palette &palette);
    const Palette &themePalette() const { return m_palette; }

    QTreeWidget *view() const { return m_tree; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();
    void retranslate();
    // However short the column, the header and two rows stay in sight: a legend of its
    // header alone says nothing.
    void keepRowsInSight();
    void fitNameColumn();

    QTreeWidget *m_tree;
    const AlgorithmInfo *m_info = nullptr;
    std::optional<std::bitset<markCount>> m_usedMarks; // all of the legend when empty
    bool m_traceCrashes = false; // the trace ends in a snake's crash
    const AlgorithmInfo *m_companion = nullptr;
    std::optional<std::bitset<markCount>> m_companionMarks;
    std::optional<std::bitset<markCount>> m_liveMarks;
    std::function<QList<LiveLegendRow>()> m_liveRows;
    Palette m_palette;
};

} // namespace gridtrace
