// Whole-board edits from the Edit menu: generate a maze or terrain, resize, clear. Each is one
// step of the undo history, like a drag.

#include "mainwindow.h"

#include "logdock.h"

#include "catalogue/catalogue.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QRandomGenerator>
#include <QSpinBox>

namespace gridtrace {

void MainWindow::generateBoard(const QString &generatorId, bool weighted)
{
    const AlgorithmInfo *info = Catalogue::find(generatorId);
    if (!info)
        return;
    const Scenario &current = m_document.scenario();
    Scenario request;
    request.board = Grid(current.board.width(), current.board.height());
    request.start = current.start;
    request.goal = current.goal;
    request.algorithm = generatorId;
    if (weighted)
        request.parameters.insert(QStringLiteral("weighted"), true);
    // A new board each time: the seed is drawn, and the board itself is what is kept.
    request.seed = QRandomGenerator::global()->generate64();
    const RunOutcome outcome = Catalogue::run(request);
    if (!outcome.error.isEmpty() || !outcome.board) {
        showError(tr("Generate"), outcome.error.isEmpty() ? tr("The generator made no board.") : outcome.error);
        return;
    }
    const QString name = weighted ? tr("Random Weighted Terrain") : Catalogue::text(info->name);
    m_document.replaceBoard(*outcome.board, current.start, current.goal, [weighted, info] {
        // The catalogue's entries live as long as the program.
        return tr("Generate: %1").arg(weighted ? tr("Random Weighted Terrain") : Catalogue::text(info->name));
    });
    m_logDock->appendMessage(tr("Generated a board of %1 x %2 cells: %3.")
                                 .arg(outcome.board->width()).arg(outcome.board->height()).arg(name));
}

void MainWindow::resizeBoardDialog()
{
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Resize the Board"));
    auto *width = new QSpinBox(dialog);
    auto *height = new QSpinBox(dialog);
    for (QSpinBox *box : {width, height})
        box->setRange(1, Grid::MaxSide);
    width->setValue(m_document.board().width());
    height->setValue(m_document.board().height());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    auto *form = new QFormLayout(dialog);
    form->addRow(tr("Width (columns):"), width);
    form->addRow(tr("Height (rows):"), height);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    connect(dialog, &QDialog::accepted, this, [this, width, height] {
        const Grid resized = BoardDocument::resized(m_document.board(), width->value(), height->value());
        // An endpoint off the smaller board moves to its nearest cell rather than being lost.
        m_document.replaceBoard(resized, m_document.scenario().start, m_document.scenario().goal,
                                [w = width->value(), h = height->value()] { return tr("Resize to %1 x %2").arg(w).arg(h); });
    });
    dialog->open();
}

void MainWindow::clearBoard()
{
    const Grid &board = m_document.board();
    m_document.replaceBoard(Grid(board.width(), board.height()), m_document.scenario().start,
                            m_document.scenario().goal, [] { return tr("Clear the board"); });
}

} // namespace gridtrace
