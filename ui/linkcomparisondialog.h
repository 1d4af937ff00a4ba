#pragma once

#include "link/linkcomparison.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace gridtrace {

// The lecture's table: every pair of tiles of one kind on the board, linked by the post's
// depth-first search and by the fewest-turn search, with where the two part ways (more turns,
// a longer path, a query on which the post's own code never returns). A row opens the pair on
// the board with both searches side by side.
class LinkComparisonDialog : public QDialog
{
    Q_OBJECT

public:
    explicit LinkComparisonDialog(const LinkBoard &board, QWidget *parent = nullptr);

    const LinkComparison &comparison() const { return m_comparison; }
    QTableWidget *table() const { return m_table; }
    // Lists every pair, or only those where the two searches differ (the default).
    void setOnlyDifferences(bool only);

signals:
    // Ring-board cells of the pair to show, the first the one the searches start from.
    void pairChosen(int first, int second);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillTable();
    void chooseCurrent();
    void retranslate();

    LinkBoard m_board;
    LinkComparison m_comparison;
    QLabel *m_summary = nullptr;
    QLabel *m_agreement = nullptr; // shown instead of an empty list of differences
    QCheckBox *m_onlyDifferences = nullptr;
    QTableWidget *m_table = nullptr;
    QPushButton *m_show = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace gridtrace
