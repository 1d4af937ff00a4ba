#pragma once

#include "export/traceframes.h"

#include <QDialog>

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSettings;
class QSpinBox;
class QThread;

namespace gridtrace {

class Trace;

// File > Export: a trace's steps as an animated GIF, PNG pictures, an SVG drawing, a PDF
// handout or an HTML page, with a preview of the first step exported and the size it makes.
// The export runs off the window's thread with a progress bar and can be cancelled; a cancelled
// or failed export leaves no file.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Format { Gif, Png, PngSequence, Svg, Pdf, Html };
    enum class Steps { OnScreen, Range, Bookmarked };

    // The trace carries the window's bookmarks; `position` is the step on screen.
    ExportDialog(std::shared_ptr<const Trace> trace, const FrameLook &look, int position,
                 QWidget *parent = nullptr);
    ~ExportDialog() override;

    void setFormat(Format format);
    Format format() const;
    void setSteps(Steps steps);
    void setRange(int from, int to, int every = 1);
    void setCaptionBar(bool on);
    void setTheme(Palette::Theme theme);
    // The positions the choices select, in order.
    std::vector<int> positions() const;

    // The choices from one export to the next (the window keeps them in its settings): the
    // format, the steps (a range only where this trace has it), the cell size, the theme, the
    // caption bar, the GIF's speed and the PDF's pages. A stored value out of range or unknown
    // leaves the choice at its default.
    void readSettings(const QSettings &settings);
    void writeSettings(QSettings &settings) const;

    // Exports to `target` (a file, or a folder for a PNG sequence) without asking for a name;
    // exported() tells how it went.
    void exportTo(const QString &target);
    bool isRunning() const { return m_worker != nullptr; }
    QString lastMessage() const { return m_message; }
    // The preview's picture, for tests.
    QImage previewImage() const { return m_preview; }

signals:
    void exported(bool ok, const QString &message);

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void reject() override;

private:
    void build();
    void retranslate();
    void updateControls();
    void updatePreview();
    void chooseTargetAndExport();
    // A folder for a PNG sequence, new or existing, and leave to replace the pictures of an
    // earlier export in it; empty when the user cancels.
    QString choosePictureFolder();
    void exportEnded(bool ok, const QString &error, const QString &target);
    FrameLook currentLook() const;
    // Why the chosen settings cannot be exported, or nothing when they can.
    QString refusalFor(const QSize &size, int frameCount) const;
    // The largest whole cell size whose frame fits in maxSize; 0 when none does, -1 when the
    // caption bar left it unfound after a few tries.
    int largestFittingCellSize(const QSize &maxSize) const;

    // Checks the steps' button for `steps` without taking it as the user's choice.
    void showSteps(Steps steps);

    std::shared_ptr<const Trace> m_trace;
    FrameLook m_look;
    // The steps the user chose last, kept through formats that cannot export them (one picture
    // is of one step, an HTML page of the whole trace) for the next format that can.
    Steps m_chosenSteps = Steps::Range;
    bool m_showingSteps = false;
    int m_position = 0;
    QImage m_preview;
    QString m_message;
    QString m_refusal;
    QThread *m_worker = nullptr;
    std::atomic_bool m_cancel = false;

    QLabel *m_formatLabel = nullptr;
    QComboBox *m_formatBox = nullptr;
    QLabel *m_stepsLabel = nullptr;
    QRadioButton *m_currentButton = nullptr;
    QRadioButton *m_rangeButton = nullptr;
    QRadioButton *m_bookmarksButton = nullptr;
    QLabel *m_wholeTraceLabel = nullptr;
    QSpinBox *m_fromBox = nullptr;
    QSpinBox *m_toBox = nullptr;
    QSpinBox *m_everyBox = nullptr;
    QLabel *m_fromLabel = nullptr;
    QLabel *m_toLabel = nullptr;
    QLabel *m_everyLabel = nullptr;
    QLabel *m_cellSizeLabel = nullptr;
    QSpinBox *m_cellSizeBox = nullptr;
    QLabel *m_themeLabel = nullptr;
    QComboBox *m_themeBox = nullptr;
    QCheckBox *m_captionBox = nullptr;
    QLabel *m_speedLabel = nullptr;
    QDoubleSpinBox *m_speedBox = nullptr;
    QLabel *m_perPageLabel = nullptr;
    QComboBox *m_perPageBox = nullptr;
    QLabel *m_pageSizeLabel = nullptr;
    QComboBox *m_pageSizeBox = nullptr;
    QLabel *m_titleLabel = nullptr;
    QLineEdit *m_titleEdit = nullptr;
    QLabel *m_previewLabel = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QLabel *m_messageLabel = nullptr;
    QProgressBar *m_progress = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_exportButton = nullptr;
    // The frames the preview draws from, kept while the look stays the same: making them
    // replays the trace once.
    std::unique_ptr<TraceFrames> m_previewFrames;
};

} // namespace gridtrace
