#pragma once

#include "grid/movingai.h"

#include <QDialog>

#include <vector>

class QLabel;
class QTableWidget;

namespace gridtrace {

// Picks one query of a Moving AI scenario file: its start, goal and optimal length.
class ScenarioPicker : public QDialog
{
    Q_OBJECT

public:
    ScenarioPicker(const QString &mapName, std::vector<MovingAiScenario> scenarios, QWidget *parent = nullptr);

    int chosenIndex() const;
    const MovingAiScenario &chosen() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QString m_mapName;
    std::vector<MovingAiScenario> m_scenarios;
    QLabel *m_label;
    QTableWidget *m_table;
};

} // namespace gridtrace
