#include "comparepane.h"

#include "boarddocument.h"
#include "elidedcombobox.h"
#include "gridview.h"
#include "runproblem.h"

#include "catalogue/catalogue.h"
#include "grid/messagetext.h"
#include "trace/cursor.h"
#include "trace/recorder.h"
#include "trace/steptext.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QTextLayout>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gridtrace {

namespace {

// Searches that answer the same question on the same board: two endpoints joined by a path.
bool comparable(const AlgorithmInfo &info)
{
    return (info.family == Family::Pathfinding || info.family == Family::Link) && info.needsStart && info.needsGoal;
}

// A cost as the searches' statuses write it: two decimals unless it is whole.
QString costText(double cost)
{
    return QLocale().toString(cost, 'f', cost == std::floor(cost) ? 0 : 2);
}

// The status's lines: a step, what the search is doing, and at the end its result.
constexpr int statusLines = 3;

// The text wrapped at words into at most `count` lines of `width` pixels, the last one
// holding the rest, cut short with an ellipsis when it does not fit.
QStringList wrappedLines(const QString &text, const QFont &font, int width, int count)
{
    const QFontMetrics metrics(font);
    const QStringList paragraphs = text.split(u'\n');
    QStringList lines;
    for (qsizetype p = 0; p < paragraphs.size(); ++p) {
        const QString &paragraph = paragraphs[p];
        QTextLayout layout(paragraph, font);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            if (lines.size() == count - 1) {
                QStringList rest{paragraph.mid(line.textStart())};
                rest += paragraphs.mid(p + 1);
                lines << metrics.elidedText(rest.join(u' '), Qt::ElideRight, width);
                layout.endLayout();
                return lines;
            }
            lines << paragraph.mid(line.textStart(), line.textLength()).trimmed();
        }
        layout.endLayout();
    }
    return lines;
}

} // namespace

ComparePane::ComparePane(BoardDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("comparePane"));
    m_title = new QLabel(this);
    m_choice = new ElidedComboBox(this);
    // Its letter takes the keys to the choice of algorithm on the row under it.
    m_title->setBuddy(m_choice);
    m_choice->setObjectName(QStringLiteral("compareAlgorithm"));
    // Narrow enough for the pane to take half the board area at 150%; a long name ends in "…" in
    // the box, whole in its tooltip and its list.
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choice->setMinimumContentsLength(5);
    m_choice->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_swap = new QToolButton(this);
    m_swap->setObjectName(QStringLiteral("compareSwap"));
    // The status keeps a height of three lines, cut short rather than grown, and never asks for
    // width: a status that wrapped to more lines moved the board during playback, out of line
    // with the window's board beside it.
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("compareStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->installEventFilter(this);

    m_view = new GridView(this);
    m_view->setObjectName(QStringLiteral("compareView"));
    m_view->setDocument(document);
    // The keyboard stays with the window's board, whose keys drive both.
    m_view->setFocusPolicy(Qt::NoFocus);
    // Drawn from the top, as the window's board is while the pane shows: the two line up
    // whatever their scales and whatever is under this one.
    m_view->setTopAligned(true);

    auto *header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(m_swap);
    // The board on top, level with the window's board, the choice and the status under it;
    // the choice on a row of its own, so the pane can be as narrow as half the board area and
    // a name still reads whole in it.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 0, 0, 4);
    layout->addWidget(m_view, 1);
    layout->addLayout(header);
    layout->addWidget(m_choice);
    layout->addWidget(m_status);

    connect(m_swap, &QToolButton::clicked, this, &ComparePane::swapRequested);
    connect(m_choice, &QComboBox::activated, this, [this] {
        m_keptParameters.clear();
        emit algorithmChosen(algorithm());
    });
    connect(&m_runner, &RunController::finished, this, &ComparePane::onFinished);
    connect(&m_runner, &RunController::failed, this, &ComparePane::onFailed);
    connect(&m_runner, &RunController::busyChanged, this, [this](bool) { updateStatus(); });
    retranslate();
}

ComparePane::~ComparePane()
{
    // The view reads the trace and the cursor's scene until it goes.
    m_view->setFrame(nullptr, nullptr);
}

QStringList ComparePane::companionsOf(const QString &primary)
{
    const AlgorithmInfo *first = Catalogue::find(primary);
    QStringList ids;
    if (!first || !comparable(*first))
        return ids;
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        if (info.id != primary && info.family == first->family && comparable(info))
            ids << info.id;
    }
    return ids;
}

void ComparePane::setPrimary(const QString &algorithm)
{
    m_primary = algorithm;
    fillChoices();
}

QString ComparePane::algorithm() const
{
    return m_choice->currentData().toString();
}

void ComparePane::setAlgorithm(const QString &algorithm)
{
    const int index = m_choice->findData(algorithm);
    if (index >= 0)
        m_choice->setCurrentIndex(index);
}

void ComparePane::fillChoices()
{
    const QString kept = algorithm();
    const QStringList ids = companionsOf(m_primary);
    const QSignalBlocker blocker(m_choice);
    m_choice->clear();
    for (const QString &id : ids)
        m_choice->addItem(Catalogue::text(Catalogue::find(id)->name), id);
    const int index = m_choice->findData(kept);
    m_choice->setCurrentIndex(index >= 0 ? index : (ids.isEmpty() ? -1 : 0));
    m_swap->setEnabled(!ids.isEmpty());
}

void ComparePane::run(const Scenario &scenario)
{
    m_scenario = scenario;
    m_error.clear();
    const AlgorithmInfo *info = Catalogue::find(algorithm());
    if (!info) {
        m_runner.cancel();
        m_trace.reset();
        m_cursor.reset();
        m_view->setFrame(nullptr, nullptr);
        updateStatus();
        emit shownTraceChanged();
        return;
    }
    m_scenario.algorithm = info->id;
    // What the window's algorithm shares by name follows the window; the rest is what a swap
    // brought along, else the defaults.
    QVariantMap shared = m_keptParameters;
    for (const ParameterSpec &spec : info->parameters) {
        if (scenario.parameters.contains(spec.key))
            shared.insert(spec.key, scenario.parameters.value(spec.key));
    }
    // A value the two algorithms share by name but not by range: the defaults will do.
    m_scenario.parameters = shared;
    Scenario checked = m_scenario;
    if (!Catalogue::prepare(checked).isEmpty())
        m_scenario.parameters.clear();
    m_runner.start(m_scenario);
}

void ComparePane::follow(int position, bool windowAtEnd)
{
    m_following = position;
    m_windowAtEnd = windowAtEnd;
    if (!m_cursor)
        return;
    m_cursor->seek(windowAtEnd ? m_cursor->stepCount() : std::clamp(position, 0, m_cursor->stepCount()));
    m_view->frameChanged();
    updateStatus();
}

const Scene *ComparePane::scene() const
{
    return m_cursor ? &m_cursor->scene() : nullptr;
}

int ComparePane::position() const
{
    return m_cursor ? m_cursor->position() : 0;
}

void ComparePane::onFinished(std::shared_ptr<const Trace> trace, const RunOutcome &outcome)
{
    m_view->setFrame(nullptr, nullptr);
    m_cursor.reset();
    m_trace = std::move(trace);
    m_outcome = outcome;
    m_cursor = std::make_unique<Cursor>(*m_trace);
    m_view->setFrame(m_trace.get(), &m_cursor->scene());
    follow(m_following, m_windowAtEnd);
    emit shownTraceChanged();
}

void ComparePane::onFailed(const QString &message)
{
    m_view->setFrame(nullptr, nullptr);
    m_cursor.reset();
    m_trace.reset();
    m_error = message;
    updateStatus();
    emit shownTraceChanged();
}

QString ComparePane::statusText() const
{
    return m_statusText;
}

void ComparePane::setStatus(const QString &text)
{
    m_statusText = text;
    m_status->setToolTip(text);
    showStatusLines();
}

void ComparePane::showStatusLines()
{
    const QFontMetrics metrics(m_status->font());
    const QMargins margins = m_status->contentsMargins();
    m_status->setFixedHeight(statusLines * metrics.lineSpacing() + margins.top() + margins.bottom());
    const int width = m_status->contentsRect().width();
    m_status->setText(width > 0 ? wrappedLines(m_statusText, m_status->font(), width, statusLines).join(u'\n')
                                : QString());
}

bool ComparePane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_status && (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
        showStatusLines();
    return QWidget::eventFilter(watched, event);
}

void ComparePane::updateStatus()
{
    if (!m_error.isEmpty()) {
        // Made from the scenario each time, so a language chosen since says it in its words.
        setStatus(tr("It cannot run here: %1").arg(RunProblem::text(m_scenario, m_error)));
        return;
    }
    if (m_runner.isRunning() && !m_trace) {
        setStatus(tr("Running…"));
        return;
    }
    if (!m_cursor) {
        setStatus(m_choice->count() == 0 ? tr("No other algorithm answers the same question.") : QString());
        return;
    }
    const Trace &trace = m_cursor->trace();
    QString text;
    if (m_cursor->atEnd() && m_following > m_cursor->stepCount())
        text = withGroupedCount(tr("Finished at step %1, %n step(s) ago.", nullptr, m_following - m_cursor->stepCount()),
                                m_following - m_cursor->stepCount())
                   .arg(QLocale().toString(m_cursor->stepCount()));
    else if (m_windowAtEnd && m_following < m_cursor->stepCount())
        text = tr("Its last step, %1, shown as the trace at the left has ended at step %2.")
                   .arg(QLocale().toString(m_cursor->stepCount()), QLocale().toString(m_following));
    else
        text = StepText::of(m_cursor->position(), m_cursor->stepCount());
    const QString status = displayStatus(trace.tables.strings.value(m_cursor->scene().status()), true);
    // At the end of a whole trace its last status is the result the line below says once, in
    // one wording for every search; a trace cut at the limit ends mid-run, so both stay.
    const bool resultShown = m_cursor->atEnd() && !m_outcome.traceLimited;
    // A line of its own, begun as a sentence: it may follow a sentence that ends in a full stop.
    if (!status.isEmpty() && !resultShown)
        text += u'\n' + status.left(1).toUpper() + status.mid(1);
    if (m_cursor->atEnd()) {
        const AlgorithmInfo *info = Catalogue::find(trace.header.algorithm);
        const int moves = int(m_outcome.path.size()) - 1;
        QString result;
        if (info && info->family == Family::Link) {
            result = m_outcome.found ? tr("Linked with %1 and %2.").arg(tr("%n turn(s)", nullptr, int(m_outcome.cost)), tr("%n move(s)", nullptr, int(moves)))
                                     : tr("No link.");
        } else {
            result = m_outcome.found
                ? tr("A path of %n move(s) costing %1; %2.", nullptr, moves)
                      .arg(costText(m_outcome.cost))
                      .arg(withGroupedCount(tr("%n cell(s) expanded", nullptr, int(m_outcome.expansions)), int(m_outcome.expansions)))
                : tr("No path; %1.").arg(withGroupedCount(tr("%n cell(s) expanded", nullptr, int(m_outcome.expansions)),
                                                                          int(m_outcome.expansions)));
        }
        text += u'\n' + result;
        for (const QString &note : m_outcome.notes)
            text += u'\n' + note;
    }
    setStatus(text);
}

void ComparePane::setThemePalette(const Palette &palette)
{
    m_view->setThemePalette(palette);
}

void ComparePane::setShowLabels(bool show)
{
    m_view->setShowLabels(show);
}

void ComparePane::setShowParentArrows(bool show)
{
    m_view->setShowParentArrows(show);
}

bool ComparePane::event(QEvent *event)
{
    // Shown or put away by the window, not with it (minimised, say).
    if (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent)
        emit shownTraceChanged();
    return QWidget::event(event);
}

void ComparePane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ComparePane::retranslate()
{
    m_title->setText(tr("Be&side it:"));
    m_choice->setToolTip(tr("The algorithm run on the same board, shown at the same step"));
    m_swap->setText(tr("S&wap"));
    m_swap->setToolTip(tr("Run this algorithm on the board at the left and the one from there here"));
    fillChoices();
    updateStatus();
}

} // namespace gridtrace
