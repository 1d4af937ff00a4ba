#pragma once

#include <QDockWidget>

class QListWidget;

namespace gridtrace {

struct AlgorithmInfo;

// The algorithm's pseudo-code, numbered, with the line the current step executes
// highlighted, as a debugger shows the line it stopped on.
class PseudoCodeDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit PseudoCodeDock(QWidget *parent = nullptr);

    // Null shows nothing. The catalogue's entries live as long as the program.
    void setAlgorithm(const AlgorithmInfo *info);
    const AlgorithmInfo *algorithm() const { return m_info; }
    // 1-based, as Step::line; 0 (or a line the code does not have) highlights none.
    void setCurrentLine(int line);
    int currentLine() const { return m_current; }

    int lineCount() const;
    // The text shown for a line (1-based): its number, then the translated code.
    QString lineText(int line) const;
    QListWidget *view() const { return m_list; }

    // With word wrap on (presentation mode), a wrapped line hangs under its code. The height
    // every line takes wrapped at an item width, and the width of the longest line unwrapped,
    // in a font: what fitting the code to the room needs.
    int wrappedHeight(const QFont &font, int width) const;
    int naturalWidth(const QFont &font) const;
    // Scrolls the current line into sight, as after a change of font or size.
    void showCurrentLine();

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();
    void paintCurrentLine();
    void retranslate();

    QListWidget *m_list;
    const AlgorithmInfo *m_info = nullptr;
    int m_current = 0;
};

} // namespace gridtrace
