// How long the grid view takes to repaint a 1280 x 800 window over a 1024 x 1024 board with a
// finished A* search on it, zoomed out and zoomed in. The aim is a full repaint within a
// 60 Hz frame (16 ms). Run by hand: QT_QPA_PLATFORM=offscreen bench_gridview

#include "boarddocument.h"
#include "gridview.h"

#include "catalogue/catalogue.h"
#include "trace/cursor.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTest>

#include <functional>
#include <memory>

using namespace gridtrace;

class BenchGridView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fitted();
    void fittedAfterFrameChange();
    void fittedStepAndRepaint();
    void cells4();
    void cells8();
    void cells24();
    void cells24WithArrows();
    void cells48WithLabelsAndArrows();
    void cells48AfterFrameChange();
    void cleanupTestCase();

private:
    void report(const char *what, const std::function<void()> &paint);

    Trace m_trace;
    std::unique_ptr<Cursor> m_cursor;
    BoardDocument m_document;
    std::unique_ptr<GridView> m_view;
    QSet<QByteArray> m_reported;
};

void BenchGridView::initTestCase()
{
    constexpr int side = 1024;
    Scenario generator;
    generator.board = Grid(side, side);
    generator.start = CellPos{0, 0};
    generator.goal = CellPos{side - 1, side - 1};
    generator.algorithm = QStringLiteral("random-obstacles");
    generator.parameters = {{QStringLiteral("density"), 0.3}};
    // The first seed whose board has a way from corner to corner, so the search covers the
    // board as a real one does.
    Scenario search;
    for (generator.seed = 1;; ++generator.seed) {
        const RunOutcome generated = Catalogue::run(generator);
        QVERIFY2(generated.error.isEmpty(), qPrintable(generated.error));
        QVERIFY(generated.board);
        search = generator;
        search.board = *generated.board;
        search.algorithm = QStringLiteral("astar");
        search.parameters.clear();
        if (Catalogue::run(search).found)
            break;
        QVERIFY(generator.seed < 100);
    }
    QElapsedTimer timer;
    timer.start();
    const RunOutcome outcome = Catalogue::run(search, &m_trace, nullptr);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    m_cursor = std::make_unique<Cursor>(m_trace);
    m_cursor->toEnd();
    qInfo("board %d x %d (seed %llu), %d walls; A* %s, %llu expansions, %d steps, %zu changes (%lld ms)",
          side, side, generator.seed, search.board.wallCount(), outcome.found ? "found a path" : "found no path",
          outcome.expansions, m_trace.stepCount(), m_trace.changeCount(), timer.elapsed());

    m_document.reset(search);
    m_view = std::make_unique<GridView>();
    m_view->setDocument(&m_document);
    m_view->resize(1280, 800);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    m_view->setFrame(&m_trace, &m_cursor->scene());
}

void BenchGridView::cleanupTestCase()
{
    m_view.reset();
}

void BenchGridView::report(const char *what, const std::function<void()> &paint)
{
    // QBENCHMARK runs its test function again until the timing settles; print once.
    if (m_reported.contains(QByteArray(what)))
        return;
    m_reported.insert(QByteArray(what));
    paint(); // warm: images, glyph caches
    constexpr int rounds = 30;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < rounds; ++i)
        paint();
    qInfo("%-44s cell %6.2f px: %7.2f ms per repaint", what, m_view->cellSize(),
          double(timer.nsecsElapsed()) / 1e6 / rounds);
}

void BenchGridView::fitted()
{
    m_view->setShowLabels(false);
    m_view->setShowParentArrows(false);
    m_view->zoomToFit();
    report("fit", [this] { m_view->repaint(); });
    QBENCHMARK {
        m_view->repaint();
    }
}

void BenchGridView::fittedAfterFrameChange()
{
    m_view->zoomToFit();
    // The one-pixel-per-cell image is rebuilt from the scene on the first paint after a step.
    report("fit, after a frame change", [this] {
        m_view->frameChanged();
        m_view->repaint();
    });
    QBENCHMARK {
        m_view->frameChanged();
        m_view->repaint();
    }
}

void BenchGridView::fittedStepAndRepaint()
{
    m_view->zoomToFit();
    m_cursor->seek(m_cursor->stepCount() / 2);
    report("fit, one step forward and repaint", [this] {
        m_cursor->stepInto();
        m_view->frameChanged();
        m_view->repaint();
    });
    m_cursor->toEnd();
    m_view->frameChanged();
}

void BenchGridView::cells4()
{
    m_view->zoomToFit();
    m_view->setCellSize(4);
    report("4 px cells (runs of colour)", [this] { m_view->repaint(); });
    QBENCHMARK {
        m_view->repaint();
    }
}

void BenchGridView::cells8()
{
    m_view->zoomToFit();
    m_view->setCellSize(8);
    report("8 px cells with grid lines", [this] { m_view->repaint(); });
    QBENCHMARK {
        m_view->repaint();
    }
}

void BenchGridView::cells24()
{
    m_view->zoomToFit();
    m_view->setCellSize(24);
    report("24 px cells", [this] { m_view->repaint(); });
    QBENCHMARK {
        m_view->repaint();
    }
}

void BenchGridView::cells24WithArrows()
{
    m_view->zoomToFit();
    m_view->setCellSize(24);
    m_view->setShowParentArrows(true);
    report("24 px cells, parent arrows", [this] { m_view->repaint(); });
    QBENCHMARK {
        m_view->repaint();
    }
    m_view->setShowParentArrows(false);
}

void BenchGridView::cells48WithLabelsAndArrows()
{
    m_view->zoomToFit();
    m_view->setCellSize(48);
    m_view->setShowLabels(true);
    m_view->setShowParentArrows(true);
    report("48 px cells, labels and arrows", [this] { m_view->repaint(); });
    QBENCHMARK {
        m_view->repaint();
    }
}

void BenchGridView::cells48AfterFrameChange()
{
    m_view->zoomToFit();
    m_view->setCellSize(48);
    m_view->setShowLabels(true);
    m_view->setShowParentArrows(true);
    // Late in the search, when the frontier crosses the middle of the board, where the view is.
    m_cursor->seek(m_cursor->stepCount() - 2000);
    report("48 px, labels and arrows, step + repaint", [this] {
        m_cursor->stepInto();
        m_view->frameChanged();
        m_view->repaint();
    });
    m_cursor->toEnd();
    m_view->frameChanged();
}

QTEST_MAIN(BenchGridView)
#include "bench_gridview.moc"
