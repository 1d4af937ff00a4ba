#include "exportdialog.h"

#include "export/gifexporter.h"
#include "export/htmlexporter.h"
#include "export/pdfhandout.h"
#include "export/pngexporter.h"
#include "export/svgexporter.h"
#include "savetarget.h"
#include "storedsetting.h"

#include "catalogue/catalogue.h"
#include "grid/messagetext.h"
#include "trace/trace.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

namespace gridtrace {

namespace {

// Small enough that the form beside it still fits a 1280 x 800 screen at 150% (853 pixels).
constexpr int previewSide = 260;

bool isSinglePicture(ExportDialog::Format format)
{
    return format == ExportDialog::Format::Png || format == ExportDialog::Format::Svg;
}

// One count for every format: a frame is a position shown, and the start (position 0) is one
// of them, so the whole of a trace of 366 steps is 367 frames.
QString framesText(int count, bool fromTheStart)
{
    const QString frames = withGroupedCount(ExportDialog::tr("%n frame(s)", nullptr, count), count);
    if (count == 0 || !fromTheStart)
        return frames;
    if (count == 1)
        return ExportDialog::tr("%1: the start", "one frame: the start").arg(frames);
    return ExportDialog::tr("%1: the start and %2", "frames: the start and steps")
        .arg(frames, withGroupedCount(ExportDialog::tr("%n step(s)", nullptr, count - 1), count - 1));
}

// The step pictures an export into `folder` writes (step-0.png, step-1.png, ...), and nothing else it holds.
QStringList earlierPictures(const QString &folder)
{
    static const QRegularExpression pictureName(QStringLiteral("^step-[0-9]+\\.png$"));
    QStringList pictures;
    for (const QString &name : QDir(folder).entryList(QDir::Files | QDir::Hidden)) {
        if (pictureName.match(name).hasMatch())
            pictures << name;
    }
    return pictures;
}

// A folder for a PNG sequence, existing or to be made: the export makes a missing one, as the
// command line does, where Qt's own folder dialog refuses a name that does not exist yet.
class PictureFolderDialog : public QFileDialog
{
public:
    PictureFolderDialog(QWidget *parent, const QString &caption)
        : QFileDialog(parent, caption)
    {
        setFileMode(QFileDialog::Directory);
        setOption(QFileDialog::ShowDirsOnly);
        // Qt's own dialog turns its button off while the name typed is of no folder yet; here a
        // new name is an answer. (A native dialog has neither widget, and its own New Folder.)
        auto *name = findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        auto *buttons = findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
        if (name && buttons) {
            connect(name, &QLineEdit::textChanged, this, [this, buttons] {
                if (!namesNewFolder())
                    return;
                for (QAbstractButton *button : buttons->buttons()) {
                    if (buttons->buttonRole(button) == QDialogButtonBox::AcceptRole)
                        button->setEnabled(true);
                }
            });
        }
    }

    void accept() override
    {
        if (namesNewFolder()) {
            QDialog::accept();
            return;
        }
        QFileDialog::accept();
    }

private:
    bool namesNewFolder() const
    {
        const QStringList chosen = selectedFiles();
        return chosen.size() == 1 && !QFileInfo::exists(chosen.front())
            && QFileInfo(QFileInfo(chosen.front()).absolutePath()).isDir();
    }
};

} // namespace

ExportDialog::ExportDialog(std::shared_ptr<const Trace> trace, const FrameLook &look, int position, QWidget *parent)
    : QDialog(parent)
    , m_trace(std::move(trace))
    , m_look(look)
    , m_position(std::clamp(position, 0, m_trace->stepCount()))
{
    setObjectName(QStringLiteral("exportDialog"));
    build();
    retranslate();
    setRange(0, m_trace->stepCount());
    setSteps(m_trace->bookmarks.empty() ? Steps::Range : Steps::Bookmarked);
    updateControls();
}

ExportDialog::~ExportDialog()
{
    m_cancel = true;
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
    }
}

void ExportDialog::build()
{
    m_formatBox = new QComboBox;
    m_formatBox->setObjectName(QStringLiteral("exportFormat"));
    for (int i = 0; i <= int(Format::Html); ++i)
        m_formatBox->addItem(QString(), i);

    m_currentButton = new QRadioButton;
    m_currentButton->setObjectName(QStringLiteral("exportCurrentStep"));
    m_rangeButton = new QRadioButton;
    m_rangeButton->setObjectName(QStringLiteral("exportRange"));
    m_bookmarksButton = new QRadioButton;
    m_bookmarksButton->setObjectName(QStringLiteral("exportBookmarks"));
    m_wholeTraceLabel = new QLabel;
    m_fromBox = new QSpinBox;
    m_fromBox->setObjectName(QStringLiteral("exportFrom"));
    m_toBox = new QSpinBox;
    m_toBox->setObjectName(QStringLiteral("exportTo"));
    m_everyBox = new QSpinBox;
    m_everyBox->setObjectName(QStringLiteral("exportEvery"));
    for (QSpinBox *box : {m_fromBox, m_toBox})
        box->setRange(0, m_trace->stepCount());
    m_everyBox->setRange(1, std::max(1, m_trace->stepCount()));
    m_fromLabel = new QLabel;
    m_toLabel = new QLabel;
    m_everyLabel = new QLabel;

    auto *range = new QHBoxLayout;
    range->addWidget(m_rangeButton);
    range->addWidget(m_fromLabel);
    range->addWidget(m_fromBox);
    range->addWidget(m_toLabel);
    range->addWidget(m_toBox);
    range->addWidget(m_everyLabel);
    range->addWidget(m_everyBox);
    range->addStretch();
    auto *steps = new QVBoxLayout;
    steps->addWidget(m_currentButton);
    steps->addLayout(range);
    steps->addWidget(m_bookmarksButton);
    steps->addWidget(m_wholeTraceLabel);

    m_cellSizeBox = new QSpinBox;
    m_cellSizeBox->setObjectName(QStringLiteral("exportCellSize"));
    m_cellSizeBox->setRange(0, 256);
    m_cellSizeBox->setValue(int(m_look.cellSize));
    // Light unless chosen: pictures for slides and paper should not turn dark because the
    // window is, and the command line's --theme is light by default too.
    m_themeBox = new QComboBox;
    m_themeBox->setObjectName(QStringLiteral("exportTheme"));
    m_themeBox->addItem(QString(), int(Palette::Theme::Light));
    m_themeBox->addItem(QString(), int(Palette::Theme::Dark));
    m_captionBox = new QCheckBox;
    m_captionBox->setObjectName(QStringLiteral("exportCaptionBar"));
    m_captionBox->setChecked(!m_trace->bookmarks.empty());
    m_speedBox = new QDoubleSpinBox;
    m_speedBox->setObjectName(QStringLiteral("exportSpeed"));
    m_speedBox->setRange(0.1, 100);
    m_speedBox->setDecimals(1);
    m_speedBox->setValue(4);
    m_perPageBox = new QComboBox;
    m_perPageBox->setObjectName(QStringLiteral("exportPerPage"));
    for (const int perPage : {1, 2, 4, 6})
        m_perPageBox->addItem(QString::number(perPage), perPage);
    m_perPageBox->setCurrentIndex(1);
    m_pageSizeBox = new QComboBox;
    m_pageSizeBox->setObjectName(QStringLiteral("exportPageSize"));
    m_pageSizeBox->addItem(QStringLiteral("A4"), int(QPageSize::A4));
    m_pageSizeBox->addItem(QString(), int(QPageSize::Letter));
    m_titleEdit = new QLineEdit;
    m_titleEdit->setObjectName(QStringLiteral("exportTitle"));

    auto *form = new QFormLayout;
    m_formatLabel = new QLabel;
    m_stepsLabel = new QLabel;
    m_cellSizeLabel = new QLabel;
    m_themeLabel = new QLabel;
    m_speedLabel = new QLabel;
    m_perPageLabel = new QLabel;
    m_pageSizeLabel = new QLabel;
    m_titleLabel = new QLabel;
    form->addRow(m_formatLabel, m_formatBox);
    form->addRow(m_stepsLabel, steps);
    form->addRow(m_cellSizeLabel, m_cellSizeBox);
    form->addRow(m_themeLabel, m_themeBox);
    form->addRow(QString(), m_captionBox);
    form->addRow(m_speedLabel, m_speedBox);
    form->addRow(m_perPageLabel, m_perPageBox);
    form->addRow(m_pageSizeLabel, m_pageSizeBox);
    form->addRow(m_titleLabel, m_titleEdit);
    // Alt and a label's letter takes the keys to its field.
    m_formatLabel->setBuddy(m_formatBox);
    m_toLabel->setBuddy(m_toBox);
    m_everyLabel->setBuddy(m_everyBox);
    m_cellSizeLabel->setBuddy(m_cellSizeBox);
    m_themeLabel->setBuddy(m_themeBox);
    m_speedLabel->setBuddy(m_speedBox);
    m_perPageLabel->setBuddy(m_perPageBox);
    m_pageSizeLabel->setBuddy(m_pageSizeBox);
    m_titleLabel->setBuddy(m_titleEdit);

    m_previewLabel = new QLabel;
    m_previewLabel->setObjectName(QStringLiteral("exportPreview"));
    m_previewLabel->setFixedSize(previewSide, previewSide);
    m_previewLabel->setAlignment(Qt::AlignCenter);
    m_previewLabel->setFrameShape(QFrame::StyledPanel);
    m_previewLabel->setWordWrap(true);
    m_previewLabel->setMargin(8);
    m_sizeLabel = new QLabel;
    m_sizeLabel->setObjectName(QStringLiteral("exportSize"));
    m_sizeLabel->setWordWrap(true);
    auto *preview = new QVBoxLayout;
    preview->addWidget(m_previewLabel);
    preview->addWidget(m_sizeLabel);
    preview->addStretch();

    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("exportProgress"));
    m_progress->setVisible(false);
    m_messageLabel = new QLabel;
    m_messageLabel->setObjectName(QStringLiteral("exportMessage"));
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_exportButton = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_exportButton->setObjectName(QStringLiteral("exportButton"));
    m_exportButton->setDefault(true);

    auto *top = new QHBoxLayout;
    top->addLayout(form, 1);
    top->addLayout(preview);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_progress);
    layout->addWidget(m_messageLabel);
    layout->addWidget(m_buttons);

    connect(m_formatBox, &QComboBox::currentIndexChanged, this, [this] {
        // One picture is of the step on screen unless another is chosen after the format;
        // every other format takes the steps the user chose, when it can export them.
        showSteps(isSinglePicture(format()) ? Steps::OnScreen : m_chosenSteps);
        updateControls();
    });
    const std::pair<QRadioButton *, Steps> stepButtons[] = {
        {m_currentButton, Steps::OnScreen}, {m_rangeButton, Steps::Range}, {m_bookmarksButton, Steps::Bookmarked}};
    for (const auto &[button, steps] : stepButtons) {
        connect(button, &QRadioButton::toggled, this, [this, steps = steps](bool checked) {
            if (checked && !m_showingSteps)
                m_chosenSteps = steps;
            updateControls();
        });
    }
    for (QSpinBox *box : {m_fromBox, m_toBox, m_everyBox, m_cellSizeBox})
        connect(box, &QSpinBox::valueChanged, this, &ExportDialog::updateControls);
    connect(m_captionBox, &QCheckBox::toggled, this, &ExportDialog::updateControls);
    connect(m_perPageBox, &QComboBox::currentIndexChanged, this, &ExportDialog::updateControls);
    connect(m_themeBox, &QComboBox::currentIndexChanged, this, &ExportDialog::updateControls);
    connect(m_exportButton, &QPushButton::clicked, this, &ExportDialog::chooseTargetAndExport);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);
}

void ExportDialog::retranslate()
{
    setWindowTitle(tr("Export"));
    const QStringList formats{tr("Animated GIF"), tr("PNG picture of one step"), tr("PNG pictures, one a step, in a folder"),
                              tr("SVG drawing of one step"), tr("PDF handout"), tr("HTML page that replays the trace")};
    for (int i = 0; i < formats.size(); ++i)
        m_formatBox->setItemText(i, formats[i]);
    m_formatLabel->setText(tr("&Format:"));
    m_stepsLabel->setText(tr("Steps:"));
    m_currentButton->setText(tr("The step on &screen (%1)").arg(QLocale().toString(m_position)));
    m_rangeButton->setText(tr("F&rom"));
    m_fromLabel->setText(QString());
    m_toLabel->setText(tr("&to"));
    m_everyLabel->setText(tr("e&very"));
    m_bookmarksButton->setText(tr("The &bookmarked steps (%1)").arg(m_trace->bookmarks.size()));
    m_wholeTraceLabel->setText(tr("The whole trace, with its bookmarks and captions"));
    m_cellSizeLabel->setText(tr("&Cell size:"));
    m_cellSizeBox->setSpecialValueText(tr("Automatic"));
    m_cellSizeBox->setSuffix(tr(" px"));
    m_themeLabel->setText(tr("T&heme:"));
    m_themeBox->setItemText(0, tr("Light"));
    m_themeBox->setItemText(1, tr("Dark"));
    m_captionBox->setText(tr("&A caption bar under the board (the step and the caption in force)"));
    m_speedLabel->setText(tr("Spee&d:"));
    m_speedBox->setSuffix(tr(" steps a second"));
    m_perPageLabel->setText(tr("Steps a pa&ge:"));
    m_pageSizeLabel->setText(tr("&Page size:"));
    m_pageSizeBox->setItemText(1, tr("Letter"));
    m_titleLabel->setText(tr("T&itle:"));
    const AlgorithmInfo *info = Catalogue::find(m_trace->header.algorithm);
    m_titleEdit->setPlaceholderText(info ? Catalogue::text(info->name) : m_trace->header.algorithm);
    m_exportButton->setText(tr("E&xport…"));
    m_buttons->button(QDialogButtonBox::Close)->setText(isRunning() ? tr("Ca&ncel") : tr("Cl&ose"));
    updateControls();
}

void ExportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ExportDialog::keyPressEvent(QKeyEvent *event)
{
    // Return exports from any control. QDialog would press whichever button was last the
    // default, and the Close button of the button box takes that role once it had the focus.
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier
        && !qobject_cast<QPushButton *>(QApplication::focusWidget())) {
        if (m_exportButton->isEnabled())
            m_exportButton->click();
        event->accept();
        return;
    }
    QDialog::keyPressEvent(event);
}

void ExportDialog::reject()
{
    if (m_worker) {
        // The first Close or Esc during an export cancels it; the dialog stays to say so.
        m_cancel = true;
        return;
    }
    QDialog::reject();
}

void ExportDialog::setFormat(Format format) { m_formatBox->setCurrentIndex(int(format)); }

ExportDialog::Format ExportDialog::format() const { return Format(m_formatBox->currentData().toInt()); }

void ExportDialog::setSteps(Steps steps)
{
    (steps == Steps::OnScreen ? m_currentButton : steps == Steps::Range ? m_rangeButton : m_bookmarksButton)->setChecked(true);
    m_chosenSteps = steps;
}

void ExportDialog::showSteps(Steps steps)
{
    m_showingSteps = true;
    (steps == Steps::OnScreen ? m_currentButton : steps == Steps::Range ? m_rangeButton : m_bookmarksButton)->setChecked(true);
    m_showingSteps = false;
}

void ExportDialog::setRange(int from, int to, int every)
{
    m_fromBox->setValue(from);
    m_toBox->setValue(to);
    m_everyBox->setValue(every);
}

void ExportDialog::setCaptionBar(bool on) { m_captionBox->setChecked(on); }

void ExportDialog::setTheme(Palette::Theme theme)
{
    m_themeBox->setCurrentIndex(m_themeBox->findData(int(theme)));
}

namespace {

// As a settings file names them, in the order of the enums and of the boxes' items.
const QStringList &formatNames()
{
    static const QStringList names{QStringLiteral("gif"), QStringLiteral("png"), QStringLiteral("png-sequence"),
                                   QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("html")};
    return names;
}

const QStringList &stepsNames()
{
    static const QStringList names{QStringLiteral("on-screen"), QStringLiteral("range"), QStringLiteral("bookmarked")};
    return names;
}

} // namespace

void ExportDialog::readSettings(const QSettings &settings)
{
    const auto key = [](const char *name) { return QStringLiteral("export/") + QLatin1String(name); };
    setFormat(Format(storedChoice(settings, key("format"), formatNames(), int(format()))));
    // The steps the user chose, which one picture shows only once chosen after its format.
    const Steps steps = Steps(storedChoice(settings, key("steps"), stepsNames(), -1));
    if (int(steps) >= 0 && (steps != Steps::Bookmarked || !m_trace->bookmarks.empty())) {
        m_chosenSteps = steps;
        showSteps(isSinglePicture(format()) ? Steps::OnScreen : steps);
    }
    // A range of a longer trace falls back to the whole of this one.
    const int last = m_trace->stepCount();
    const int from = storedInt(settings, key("from"), 0, last, -1);
    const int to = storedInt(settings, key("to"), 0, last, -1);
    if (from >= 0 && to >= from)
        setRange(from, to, storedInt(settings, key("every"), 1, m_everyBox->maximum(), m_everyBox->value()));
    m_cellSizeBox->setValue(storedInt(settings, key("cellSize"), m_cellSizeBox->minimum(), m_cellSizeBox->maximum(),
                                      m_cellSizeBox->value()));
    m_themeBox->setCurrentIndex(storedChoice(settings, key("theme"), {QStringLiteral("light"), QStringLiteral("dark")},
                                             m_themeBox->currentIndex()));
    m_captionBox->setChecked(storedBool(settings, key("captionBar"), m_captionBox->isChecked()));
    m_speedBox->setValue(storedDouble(settings, key("speed"), m_speedBox->minimum(), m_speedBox->maximum(),
                                      m_speedBox->value()));
    if (const int perPage = m_perPageBox->findData(storedInt(settings, key("perPage"), 1, 6, 0)); perPage >= 0)
        m_perPageBox->setCurrentIndex(perPage);
    m_pageSizeBox->setCurrentIndex(storedChoice(settings, key("pageSize"), {QStringLiteral("A4"), QStringLiteral("Letter")},
                                                m_pageSizeBox->currentIndex()));
    updateControls();
}

void ExportDialog::writeSettings(QSettings &settings) const
{
    const auto key = [](const char *name) { return QStringLiteral("export/") + QLatin1String(name); };
    settings.setValue(key("format"), formatNames().value(int(format())));
    // The user's choice, not the step on screen a picture of one step showed by itself.
    settings.setValue(key("steps"), stepsNames().value(int(m_chosenSteps)));
    settings.setValue(key("from"), m_fromBox->value());
    settings.setValue(key("to"), m_toBox->value());
    settings.setValue(key("every"), m_everyBox->value());
    settings.setValue(key("cellSize"), m_cellSizeBox->value());
    settings.setValue(key("theme"), m_themeBox->currentIndex() == 1 ? QStringLiteral("dark") : QStringLiteral("light"));
    settings.setValue(key("captionBar"), m_captionBox->isChecked());
    settings.setValue(key("speed"), m_speedBox->value());
    settings.setValue(key("perPage"), m_perPageBox->currentData().toInt());
    settings.setValue(key("pageSize"), m_pageSizeBox->currentIndex() == 1 ? QStringLiteral("Letter") : QStringLiteral("A4"));
}

std::vector<int> ExportDialog::positions() const
{
    std::vector<int> positions;
    const Format chosen = format();
    if (chosen == Format::Html)
        return positions;
    if (m_currentButton->isChecked() && m_currentButton->isEnabled()) {
        positions.push_back(m_position);
    } else if (m_bookmarksButton->isChecked() && m_bookmarksButton->isEnabled()) {
        for (const Bookmark &bookmark : m_trace->bookmarks)
            positions.push_back(bookmark.position);
    } else {
        const int from = m_fromBox->value();
        const int to = std::max(from, m_toBox->value());
        if (isSinglePicture(chosen))
            return {from};
        for (int position = from; position <= to; position += m_everyBox->value())
            positions.push_back(position);
        if (positions.back() != to)
            positions.push_back(to);
    }
    if (isSinglePicture(chosen) && positions.size() > 1)
        return {positions.front()};
    return positions;
}

FrameLook ExportDialog::currentLook() const
{
    FrameLook look = m_look;
    look.cellSize = m_cellSizeBox->value();
    look.palette = Palette(Palette::Theme(m_themeBox->currentData().toInt()));
    const Format chosen = format();
    look.captionBar = m_captionBox->isChecked() && chosen != Format::Pdf && chosen != Format::Html;
    return look;
}

void ExportDialog::updateControls()
{
    const Format chosen = format();
    const bool single = isSinglePicture(chosen);
    const bool html = chosen == Format::Html;
    const bool pdf = chosen == Format::Pdf;
    const bool hasBookmarks = !m_trace->bookmarks.empty();

    m_currentButton->setEnabled(!html);
    m_rangeButton->setEnabled(!html);
    m_bookmarksButton->setEnabled(!html && !single && hasBookmarks);
    if (m_bookmarksButton->isChecked() && !m_bookmarksButton->isEnabled())
        showSteps(Steps::Range);
    for (QWidget *widget : {static_cast<QWidget *>(m_currentButton), static_cast<QWidget *>(m_rangeButton),
                            static_cast<QWidget *>(m_bookmarksButton), static_cast<QWidget *>(m_fromBox)})
        widget->setVisible(!html);
    m_wholeTraceLabel->setVisible(html);
    const bool range = m_rangeButton->isChecked() && !html;
    m_fromBox->setEnabled(range);
    for (QWidget *widget : {static_cast<QWidget *>(m_toLabel), static_cast<QWidget *>(m_toBox),
                            static_cast<QWidget *>(m_everyLabel), static_cast<QWidget *>(m_everyBox)}) {
        widget->setVisible(!single && !html);
        widget->setEnabled(range);
    }
    m_rangeButton->setText(single ? tr("St&ep") : tr("F&rom"));

    const bool pictures = !pdf && !html;
    m_cellSizeLabel->setVisible(pictures);
    m_cellSizeBox->setVisible(pictures);
    m_captionBox->setVisible(pictures);
    m_speedLabel->setVisible(chosen == Format::Gif);
    m_speedBox->setVisible(chosen == Format::Gif);
    for (QWidget *widget : {static_cast<QWidget *>(m_perPageLabel), static_cast<QWidget *>(m_perPageBox),
                            static_cast<QWidget *>(m_pageSizeLabel), static_cast<QWidget *>(m_pageSizeBox)})
        widget->setVisible(pdf);
    m_titleLabel->setVisible(pdf || html);
    m_titleEdit->setVisible(pdf || html);
    updatePreview();
    // Refused here, before a file name is asked for, rather than after.
    m_exportButton->setEnabled(!m_worker && (html || !positions().empty()) && m_refusal.isEmpty());
}

int ExportDialog::largestFittingCellSize(const QSize &maxSize) const
{
    const Grid &board = m_trace->header.board;
    int cellSize = std::min(maxSize.width() / std::max(1, board.width()), maxSize.height() / std::max(1, board.height()));
    if (!m_captionBox->isChecked() || !m_previewFrames)
        return cellSize;
    // The caption bar's height depends on the board's width: try the size that leaves room for
    // the bar drawn now, and a few smaller ones, as a narrower board's bar may wrap to more lines.
    cellSize = std::min(cellSize, (maxSize.height() - m_previewFrames->captionBarHeight()) / std::max(1, board.height()));
    FrameLook look = currentLook();
    for (int tries = 0; cellSize > 0 && tries < 3; ++tries, --cellSize) {
        look.cellSize = cellSize;
        const QSize size = TraceFrames(m_trace, look).frameSize();
        if (size.width() <= maxSize.width() && size.height() <= maxSize.height())
            return cellSize;
    }
    return cellSize > 0 ? -1 : 0;
}

QString ExportDialog::refusalFor(const QSize &size, int frameCount) const
{
    const QLocale locale;
    switch (format()) {
    case Format::Gif:
        if (frameCount > GifExporter::maxFrames)
            return tr("The GIF would have %1 frames; an export holds at most %2. Choose fewer steps.")
                .arg(locale.toString(frameCount), locale.toString(GifExporter::maxFrames));
        [[fallthrough]];
    case Format::Png:
    case Format::PngSequence: {
        const int maxSide = format() == Format::Gif ? GifExporter::maxSide : PngExporter::maxSide;
        if (size.width() <= maxSide && size.height() <= maxSide)
            return QString();
        const QString tooLarge = tr("The picture would be %1 x %2 pixels; an export is at most %3 x %3.")
                                     .arg(locale.toString(size.width()), locale.toString(size.height()),
                                          locale.toString(maxSide));
        const int cellSize = largestFittingCellSize(QSize(maxSide, maxSide));
        if (cellSize > 0)
            return tr("%1 Choose a cell size of at most %2 px here.", "too large; the largest cell size that fits")
                .arg(tooLarge, locale.toString(cellSize));
        if (cellSize < 0)
            return tr("%1 Choose a smaller cell size.", "too large").arg(tooLarge);
        return tr("%1 Turn the caption bar off.", "too large even with cells of 1 px").arg(tooLarge);
    }
    case Format::Svg: {
        const Grid &board = m_trace->header.board;
        const qint64 cells = qint64(board.width()) * board.height();
        if (cells <= SvgExporter::maxCells)
            return QString();
        return tr("The board has %1 cells; an SVG is made of boards of at most %2 cells. Export a PNG picture instead.")
            .arg(locale.toString(cells), locale.toString(SvgExporter::maxCells));
    }
    case Format::Html:
        if (m_trace->changeCount() <= HtmlExporter::defaultMaxChanges)
            return QString();
        return tr("The trace has %1 changes; an HTML page holds at most %2. Export a shorter run, or a GIF or PDF "
                  "of chosen steps.")
            .arg(locale.toString(qulonglong(m_trace->changeCount())),
                 locale.toString(qulonglong(HtmlExporter::defaultMaxChanges)));
    case Format::Pdf:
        break;
    }
    return QString();
}

void ExportDialog::updatePreview()
{
    const FrameLook look = currentLook();
    if (!m_previewFrames || m_previewFrames->look().cellSize != look.cellSize
        || m_previewFrames->look().captionBar != look.captionBar
        || m_previewFrames->look().palette.theme() != look.palette.theme())
        m_previewFrames = std::make_unique<TraceFrames>(m_trace, look);
    const std::vector<int> chosen = positions();
    const int shown = chosen.empty() ? m_position : chosen.front();
    m_previewFrames->seek(shown);
    const QSize size = m_previewFrames->frameSize();
    const int count = int(chosen.size());
    // What the export would refuse is said in place of the preview, as soon as it is chosen.
    m_refusal = refusalFor(size, count);
    if (!m_refusal.isEmpty()) {
        m_preview = QImage();
        m_previewLabel->setText(m_refusal);
    } else if (size.width() * qint64(size.height()) <= 4096LL * 4096) {
        m_preview = m_previewFrames->image();
        // Within the label's frame and its margin, which contentsRect() leaves in: a picture
        // wider than the room is centred and cut at both sides, which took the first letters of
        // the caption bar.
        const int margin = m_previewLabel->margin();
        const QSize room = m_previewLabel->contentsRect().marginsRemoved(QMargins(margin, margin, margin, margin)).size();
        m_previewLabel->setPixmap(QPixmap::fromImage(m_preview.scaled(room, Qt::KeepAspectRatio, Qt::SmoothTransformation)));
    } else {
        // A format with no cap on pixels (a PDF page scales the board down) is not drawn whole
        // only to be shrunk.
        m_preview = QImage();
        m_previewLabel->setText(tr("The board is too large to preview."));
    }

    const QString frames = framesText(count, !chosen.empty() && chosen.front() == 0);
    const QString pixels = tr("%1 x %2 pixels").arg(QLocale().toString(size.width()), QLocale().toString(size.height()));
    switch (format()) {
    case Format::Gif:
        m_sizeLabel->setText(tr("%1; %2, %3 s", "frames; pixels, seconds")
                                 .arg(frames, pixels, QLocale().toString(count / m_speedBox->value(), 'f', 1)));
        break;
    case Format::Png:
    case Format::Svg:
        m_sizeLabel->setText(tr("Step %1: %2 x %3 pixels")
                                 .arg(QLocale().toString(shown), QLocale().toString(size.width()),
                                      QLocale().toString(size.height())));
        break;
    case Format::PngSequence:
        m_sizeLabel->setText(count == 1 ? tr("%1; 1 picture, %2", "one frame; pixels").arg(frames, pixels)
                                        : tr("%1; a picture each, %2", "frames; pixels").arg(frames, pixels));
        break;
    case Format::Pdf:
        m_sizeLabel->setText(tr("%1; on %2", "frames; on pages")
                                 .arg(frames,
                                      tr("%n page(s)", nullptr, PdfHandout::pageCount(count, m_perPageBox->currentData().toInt()))));
        break;
    case Format::Html:
        // The page replays the whole trace, from the start to the last step.
        m_sizeLabel->setText(tr("%1; %2", "frames; bookmarks")
                                 .arg(framesText(m_trace->stepCount() + 1, true),
                                      tr("%n bookmark(s)", nullptr, int(m_trace->bookmarks.size()))));
        break;
    }
}

void ExportDialog::chooseTargetAndExport()
{
    QString target;
    // The name gets the format's extension when it has none of its own.
    const auto saveName = [this](const QString &title, const QString &filter) {
        const QString chosen = QFileDialog::getSaveFileName(this, title, QString(), filter);
        const QString fileName = fileNameForFilter(chosen, filter);
        return mayReplaceAddedName(this, chosen, fileName) ? fileName : QString();
    };
    switch (format()) {
    case Format::Gif:
        target = saveName(tr("Export an Animated GIF"), tr("GIF animations (*.gif)"));
        break;
    case Format::Png:
        target = saveName(tr("Export a PNG Picture"), tr("PNG images (*.png)"));
        break;
    case Format::PngSequence:
        target = choosePictureFolder();
        break;
    case Format::Svg:
        target = saveName(tr("Export an SVG Drawing"), tr("SVG drawings (*.svg)"));
        break;
    case Format::Pdf:
        target = saveName(tr("Export a PDF Handout"), tr("PDF documents (*.pdf)"));
        break;
    case Format::Html:
        target = saveName(tr("Export an HTML Page"), tr("HTML pages (*.html)"));
        break;
    }
    if (!target.isEmpty())
        exportTo(target);
}

QString ExportDialog::choosePictureFolder()
{
    PictureFolderDialog dialog(this, tr("A Folder for the PNG Pictures"));
    dialog.setLabelText(QFileDialog::FileName, tr("Folder (a new name makes it):"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return QString();
    const QString folder = dialog.selectedFiles().constFirst();
    const int earlier = int(earlierPictures(folder).size());
    if (earlier == 0)
        return folder;
    QMessageBox question(QMessageBox::Question, tr("Replace the Pictures?"),
                         withGroupedCount(tr("%1 holds %n picture(s) of the steps of an earlier export (step-0.png, step-1.png, …).", nullptr, earlier),
                                          earlier)
                             .arg(QDir::toNativeSeparators(folder)),
                         QMessageBox::Yes | QMessageBox::Cancel, this);
    question.setInformativeText(tr("The export replaces them; other files in the folder stay."));
    question.button(QMessageBox::Yes)->setText(tr("&Replace"));
    question.setDefaultButton(QMessageBox::Cancel);
    return question.exec() == QMessageBox::Yes ? folder : QString();
}

void ExportDialog::exportTo(const QString &target)
{
    if (m_worker)
        return;
    const Format chosen = format();
    // A PNG sequence fills a folder; every other format is one file, which may be no folder,
    // device or pipe: the save would put a regular file in its place.
    if (QString error; chosen != Format::PngSequence && !mayWriteTarget(target, &error)) {
        m_message = error;
        m_messageLabel->setText(m_message);
        auto *box = new QMessageBox(QMessageBox::Warning, windowTitle(), m_message, QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("errorMessage"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        // Told later, as an export that ran is: whoever asked may wait for the signal.
        QMetaObject::invokeMethod(this, [this] { emit exported(false, m_message); }, Qt::QueuedConnection);
        return;
    }
    const std::vector<int> chosenPositions = positions();
    const FrameLook look = currentLook();
    const double speed = m_speedBox->value();
    const int perPage = m_perPageBox->currentData().toInt();
    const QPageSize pageSize(QPageSize::PageSizeId(m_pageSizeBox->currentData().toInt()));
    const QString title = m_titleEdit->text();
    const std::shared_ptr<const Trace> trace = m_trace;

    m_cancel = false;
    m_message.clear();
    m_messageLabel->clear();
    m_progress->setVisible(true);
    m_progress->setRange(0, std::max<int>(1, int(chosenPositions.size())));
    m_progress->setValue(0);
    m_exportButton->setEnabled(false);
    m_buttons->button(QDialogButtonBox::Close)->setText(tr("Ca&ncel"));

    m_worker = QThread::create([=, this] {
        const ExportProgress progress = [this](int done, int total) {
            QMetaObject::invokeMethod(this, [this, done, total] {
                m_progress->setRange(0, total);
                m_progress->setValue(done);
            }, Qt::QueuedConnection);
            return !m_cancel.load();
        };
        QString error;
        bool ok = false;
        if (chosen == Format::Html) {
            HtmlExporter::Options options;
            options.palette = look.palette;
            options.title = title;
            ok = HtmlExporter::write(*trace, options, target, &error);
        } else {
            TraceFrames frames(trace, look);
            switch (chosen) {
            case Format::Gif: {
                GifExporter::Options options;
                options.positions = chosenPositions;
                options.framesPerSecond = speed;
                ok = GifExporter::write(frames, options, target, &error, progress);
                break;
            }
            case Format::Png:
                ok = PngExporter::writeFrame(frames, chosenPositions.front(), target, &error);
                break;
            case Format::PngSequence: {
                // The pictures of an earlier export are taken away once the new ones are written,
                // as the command line does: a folder mixing two exports would play as neither.
                const QStringList earlier = earlierPictures(target);
                QStringList written;
                ok = PngExporter::writeSequence(frames, chosenPositions, target, &error, progress, &written);
                if (ok) {
                    QDir folder(target);
                    for (const QString &name : earlier) {
                        if (!written.contains(folder.filePath(name)))
                            folder.remove(name);
                    }
                }
                break;
            }
            case Format::Svg:
                ok = SvgExporter::write(frames, chosenPositions.front(), target, &error);
                break;
            case Format::Pdf: {
                PdfHandout::Options options;
                options.positions = chosenPositions;
                options.stepsPerPage = perPage;
                options.pageSize = pageSize;
                options.title = title;
                ok = PdfHandout::write(frames, options, target, &error, progress);
                break;
            }
            case Format::Html:
                break;
            }
        }
        QMetaObject::invokeMethod(this, [this, ok, error, target] { exportEnded(ok, error, target); },
                                  Qt::QueuedConnection);
    });
    m_worker->start();
}

void ExportDialog::exportEnded(bool ok, const QString &error, const QString &target)
{
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
        m_worker = nullptr;
    }
    m_progress->setVisible(false);
    m_buttons->button(QDialogButtonBox::Close)->setText(tr("Cl&ose"));
    if (ok)
        m_message = tr("Exported to %1.").arg(QDir::toNativeSeparators(target));
    else if (m_cancel)
        m_message = tr("The export was cancelled; no file was written.");
    else
        m_message = error;
    m_messageLabel->setText(m_message);
    updateControls();
    emit exported(ok, m_message);
}

} // namespace gridtrace
