// Presentation mode on a 1280 x 800 projector, as a room sees it (ctest runs it at 100 % and at
// QT_SCALE_FACTOR=1.5): the current pseudo-code line is always on screen, a wrapped line hangs
// under its code rather than starting at the margin, and a caption never covers the board.

#include "bookmarklist.h"
#include "captionoverlay.h"
#include "gridview.h"
#include "mainwindow.h"
#include "presentationmode.h"
#include "pseudocodedock.h"

#include "trace/bookmark.h"
#include "trace/cursor.h"

#include <QAction>
#include <QApplication>
#include <QListWidget>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

using namespace gridtrace;

namespace {

const QString twoLineCaption = QStringLiteral("The open list grows on both sides of the wall.\n"
                                              "Watch the f values along the frontier.");

bool waitForTrace(MainWindow &window)
{
    return QTest::qWaitFor([&] { return window.trace() && !window.runner().isRunning(); }, 20000);
}

// The window in presentation mode over the A* example, once its layout has settled.
std::unique_ptr<MainWindow> presenting(const Bookmarks &bookmarks = {})
{
    auto window = std::make_unique<MainWindow>();
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    window->openExample();
    if (!waitForTrace(*window))
        return nullptr;
    window->bookmarks()->replaceAll(bookmarks);
    window->findChild<QAction *>(QStringLiteral("presentationAction"))->trigger();
    if (!window->presentation()->isActive())
        return nullptr;
    const QSize screen = window->screen()->geometry().size();
    if (!QTest::qWaitFor([&] { return window->size() == screen; }, 5000))
        return nullptr;
    QTest::qWait(300);
    return window;
}

bool isInk(QRgb pixel, QRgb background)
{
    return std::abs(qRed(pixel) - qRed(background)) + std::abs(qGreen(pixel) - qGreen(background))
        + std::abs(qBlue(pixel) - qBlue(background)) > 120;
}

} // namespace

class TestPresentation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void currentLineIsAlwaysOnScreen();
    void wrappedLinesHangUnderTheirCode();
    void captionLeavesTheBoardUncovered();
    void debuggerKeysStepByDepth();
    void speedControlsAreWhole();
};

void TestPresentation::initTestCase()
{
    // The window's remembered layout and fonts would make one run depend on the last.
    QCoreApplication::setOrganizationName(QStringLiteral("GridTraceTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_presentation"));
    QSettings().clear();
    // A projector's screen, in device pixels; QT_SCALE_FACTOR makes the logical one smaller.
    const QSize device = QApplication::primaryScreen()->geometry().size() * QApplication::primaryScreen()->devicePixelRatio();
    QVERIFY2(std::abs(device.width() - 1280) <= 2 && std::abs(device.height() - 800) <= 2,
             qPrintable(QStringLiteral("%1 x %2").arg(device.width()).arg(device.height())));
}

void TestPresentation::currentLineIsAlwaysOnScreen()
{
    auto window = presenting();
    QVERIFY(window);
    QListWidget *code = window->pseudoCodeDock()->view();
    QVERIFY(code->isVisible());
    QVERIFY(code->count() >= 12);
    // The whole code in sight at once, as the room reads it: it fits rather than scrolls.
    QVERIFY2(code->verticalScrollBar()->maximum() == 0,
             qPrintable(QStringLiteral("the code scrolls by %1 in a list %2 high, in %3 pt")
                            .arg(code->verticalScrollBar()->maximum()).arg(code->viewport()->height())
                            .arg(code->font().pointSizeF())));

    // Every line the trace runs, in the order it runs them; then every line of the code down
    // and back up, as a trace of another start and goal would run them.
    const Trace &trace = *window->trace();
    std::set<int> seen;
    std::vector<std::pair<int, int>> visits; // (position, line), one of them 0
    for (int step = 0; step < trace.stepCount(); ++step) {
        if (seen.insert(trace.steps[std::size_t(step)].line).second)
            visits.push_back({step + 1, 0});
    }
    for (int line = 1; line <= code->count(); ++line)
        visits.push_back({0, line});
    for (int line = code->count(); line >= 1; --line)
        visits.push_back({0, line});
    for (const auto &[position, wanted] : visits) {
        if (wanted > 0)
            window->pseudoCodeDock()->setCurrentLine(wanted);
        else
            window->playback().seek(position);
        const int line = window->pseudoCodeDock()->currentLine();
        QVERIFY(line > 0);
        QTest::qWait(20);
        const QRect rect = code->visualItemRect(code->item(line - 1));
        QVERIFY2(code->viewport()->rect().contains(rect),
                 qPrintable(QStringLiteral("line %1 at %2,%3 %4x%5 outside %6x%7")
                                .arg(line).arg(rect.x()).arg(rect.y()).arg(rect.width()).arg(rect.height())
                                .arg(code->viewport()->width()).arg(code->viewport()->height())));
    }
    // Large, and no smaller than three quarters of the window's own code font.
    window->presentation()->leave();
    const double ownSize = code->font().pointSizeF();
    window->presentation()->enter();
    QTest::qWait(300);
    QVERIFY2(code->font().pointSizeF() >= 0.75 * ownSize,
             qPrintable(QStringLiteral("%1 pt, the window's %2").arg(code->font().pointSizeF()).arg(ownSize)));
}

void TestPresentation::wrappedLinesHangUnderTheirCode()
{
    auto window = presenting();
    QVERIFY(window);
    window->playback().seek(0); // no line highlighted: one background behind every line
    QListWidget *code = window->pseudoCodeDock()->view();
    // A narrow code column, as when the presenter drags its edge: long lines wrap.
    window->resizeDocks({window->pseudoCodeDock()}, {window->width() / 4}, Qt::Horizontal);
    QTest::qWait(300);

    const QFontMetrics metrics(code->font());
    const QImage shot = code->viewport()->grab().toImage();
    const qreal ratio = shot.devicePixelRatio();
    int checked = 0;
    for (int i = 0; i < code->count(); ++i) {
        const QString text = code->item(i)->text();
        // Where the code starts: after the number and the line's own indentation.
        qsizetype start = 0;
        while (start < text.size() && text[start].isSpace())
            ++start;
        while (start < text.size() && text[start].isDigit())
            ++start;
        while (start < text.size() && text[start].isSpace())
            ++start;
        const QRect item = code->visualItemRect(code->item(i));
        if (item.height() < 2 * metrics.height() || !code->viewport()->rect().contains(item))
            continue; // not wrapped, or not all in sight
        const int codeX = item.x() + metrics.horizontalAdvance(text.left(start));

        // The rows of the item with ink on them, in device pixels; the text lines are the runs.
        const QRect pixels = QRectF(QPointF(item.topLeft()) * ratio, QSizeF(item.size()) * ratio).toAlignedRect();
        const QRgb background = shot.pixel(pixels.right() - 1, pixels.bottom() - 1);
        std::vector<int> leftmost; // per row: the leftmost ink, or -1
        for (int y = pixels.top(); y <= pixels.bottom(); ++y) {
            int left = -1;
            for (int x = pixels.left(); x < pixels.right() && left < 0; ++x) {
                if (isInk(shot.pixel(x, y), background))
                    left = x;
            }
            leftmost.push_back(left);
        }
        // The second text line's leftmost ink.
        std::size_t row = 0;
        while (row < leftmost.size() && leftmost[row] < 0)
            ++row;
        while (row < leftmost.size() && leftmost[row] >= 0)
            ++row;
        while (row < leftmost.size() && leftmost[row] < 0)
            ++row;
        int second = INT_MAX;
        for (; row < leftmost.size() && leftmost[row] >= 0; ++row)
            second = std::min(second, leftmost[row]);
        QVERIFY2(second != INT_MAX, qPrintable(text));
        QVERIFY2(second >= (codeX - 1) * ratio,
                 qPrintable(QStringLiteral("line %1 continues at %2, its code starts at %3: %4")
                                .arg(i + 1).arg(second / ratio).arg(codeX).arg(text)));
        ++checked;
    }
    QVERIFY2(checked >= 2, "too few lines wrapped to check");
}

void TestPresentation::captionLeavesTheBoardUncovered()
{
    auto window = presenting({{40, twoLineCaption}, {80, QStringLiteral("One line")}});
    QVERIFY(window);
    GridView *board = window->gridView();
    CaptionOverlay *caption = window->captionOverlay();
    const Grid &grid = window->trace()->header.board;
    const auto boardRect = [&] {
        return board->cellRect({0, 0}).united(board->cellRect({grid.width() - 1, grid.height() - 1}));
    };

    window->playback().seek(10);
    QTest::qWait(50);
    QVERIFY(!caption->isVisible());
    const double cellSize = board->cellSize();
    for (int position : {40, 80, 40}) {
        window->playback().seek(position);
        QTest::qWait(50);
        QVERIFY(caption->isVisible());
        const QRectF lastRow = board->cellRect({0, grid.height() - 1}).united(
            board->cellRect({grid.width() - 1, grid.height() - 1}));
        QVERIFY2(caption->geometry().top() >= lastRow.bottom(),
                 qPrintable(QStringLiteral("caption from y %1, board's last row to y %2")
                                .arg(caption->geometry().top()).arg(lastRow.bottom())));
        QVERIFY(!QRectF(caption->geometry()).intersects(boardRect()));
        // The two-line caption is all in its band: no light text in the band's bottom rows.
        QVERIFY(caption->geometry().height() >= caption->bandHeight(twoLineCaption));
        const QImage band = caption->grab().toImage();
        for (int y = band.height() - int(6 * band.devicePixelRatio()); y < band.height(); ++y) {
            for (int x = 0; x < band.width(); ++x)
                QVERIFY2(qGray(band.pixel(x, y)) < 200, qPrintable(QStringLiteral("text cut at %1,%2").arg(x).arg(y)));
        }
        // The board keeps its size from caption to caption, and without one.
        QCOMPARE(board->cellSize(), cellSize);
    }
    // Leaving gives the board its whole height back.
    window->presentation()->leave();
    QTest::qWait(100);
    QCOMPARE(board->bottomInset(), 0);
}

void TestPresentation::debuggerKeysStepByDepth()
{
    auto window = presenting();
    QVERIFY(window);
    const Cursor cursor(*window->trace());
    // From an expansion's first neighbour step: F10 and Shift+F11 as the window's rules say.
    const auto &steps = window->trace()->steps;
    int from = -1;
    for (int p = 1; p < window->trace()->stepCount() && from < 0; ++p) {
        if (steps[std::size_t(p - 1)].depth > 0)
            from = p;
    }
    QVERIFY(from > 0);
    window->playback().seek(from);
    QTest::keyClick(window->gridView(), Qt::Key_F10);
    QCOMPARE(window->playback().position(), cursor.stepOverTarget(from));
    window->playback().seek(from);
    QTest::keyClick(window->gridView(), Qt::Key_F11, Qt::ShiftModifier);
    QCOMPARE(window->playback().position(), cursor.stepOutTarget(from));
    QTest::keyClick(window->gridView(), Qt::Key_F11);
    QCOMPARE(window->playback().position(), cursor.stepOutTarget(from) + 1);
}

// The speed slider with its ticks, its caption and its value, all in sight at the screen's
// bottom edge, each at least as large as it asks to be.
void TestPresentation::speedControlsAreWhole()
{
    auto window = presenting();
    QVERIFY(window);
    QStringList problems;
    for (const char *name : {"speedSlider", "speedLabel"}) {
        auto *widget = window->findChild<QWidget *>(QLatin1String(name));
        QVERIFY2(widget, name);
        if (!widget->isVisible())
            problems << QStringLiteral("%1 is hidden").arg(QLatin1String(name));
        const QRect rect(widget->mapTo(window.get(), QPoint(0, 0)), widget->size());
        if (!window->rect().contains(rect))
            problems << QStringLiteral("%1 at %2,%3 %4 x %5 is outside the window (%6 x %7)").arg(QLatin1String(name))
                            .arg(rect.x()).arg(rect.y()).arg(rect.width()).arg(rect.height())
                            .arg(window->width()).arg(window->height());
        for (const QWidget *ancestor = widget->parentWidget(); ancestor && ancestor != window.get();
             ancestor = ancestor->parentWidget()) {
            if (!ancestor->rect().contains(QRect(widget->mapTo(ancestor, QPoint(0, 0)), widget->size())))
                problems << QStringLiteral("%1 is cut by %2 (%3 x %4)").arg(QLatin1String(name),
                                QString::fromLatin1(ancestor->metaObject()->className()))
                                .arg(ancestor->width()).arg(ancestor->height());
        }
        const QSize wanted = widget->minimumSizeHint().expandedTo(QSize(0, widget->sizeHint().height()));
        if (widget->height() < wanted.height() || widget->width() < widget->minimumSizeHint().width())
            problems << QStringLiteral("%1 is %2 x %3 of %4 x %5").arg(QLatin1String(name)).arg(widget->width())
                            .arg(widget->height()).arg(widget->minimumSizeHint().width()).arg(wanted.height());
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

int main(int argc, char **argv)
{
    // The offscreen platform's screen, made a projector's.
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write(R"({"screens": [{"name": "projector", "x": 0, "y": 0, "width": 1280, "height": 800,
                  "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.toLocal8Bit());
    QApplication app(argc, argv);
    TestPresentation test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_presentation.moc"
