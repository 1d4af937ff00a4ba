#pragma once

#include <QLabel>

namespace gridtrace {

// A one-line label that, when its text is wider than it, ends it with "…" where a word was cut
// rather than stopping mid-word, and shows the whole text in its tooltip. For the status bar,
// whose messages can be longer than any window is wide.
class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    void setText(const QString &text);
    void clear();
    QString fullText() const { return m_fullText; }
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void elide();

    QString m_fullText;
};

} // namespace gridtrace
