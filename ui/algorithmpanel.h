#pragma once

#include <QHash>
#include <QPointer>
#include <QString>
#include <QVariantMap>
#include <QWidget>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gridtrace {

class ParameterForm;
struct AlgorithmInfo;

// Chooses what to run: an algorithm of the catalogue (grouped by family), its parameters,
// the random seed, and the Run button.
class AlgorithmPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AlgorithmPanel(QWidget *parent = nullptr);

    // Shows the settings without emitting settingsChanged. An unknown algorithm keeps the
    // current one; parameters missing from the map take their defaults.
    void setSettings(const QString &algorithm, const QVariantMap &parameters, quint64 seed);
    QString algorithm() const;
    QVariantMap parameters() const;
    quint64 seed() const;

    // What a game on the board makes of the algorithm shown: which side the bot plays, or that
    // none plays. Shown above the summary; empty hides it.
    void setGameNote(const QString &note);
    // No algorithm of the catalogue: no bot plays the game on the board (the note says so).
    void showNoAlgorithm();

    void setRunEnabled(bool enabled);
    // Off while nothing may run (a game on the board), each control's tooltip saying why; on
    // again with an empty reason.
    void setUnavailable(const QString &why);

    // Where the keys go once an algorithm is picked from the list: the board, so Home, End and
    // the arrows step the trace again rather than pick another algorithm.
    void giveKeysAfterPickTo(QWidget *board) { m_keysAfterPick = board; }

    // For tests and for the window's keyboard focus.
    QComboBox *algorithmBox() const { return m_algorithms; }
    ParameterForm *parameterForm() const { return m_form; }
    QLineEdit *seedEdit() const { return m_seed; }
    QPushButton *newSeedButton() const { return m_newSeed; }
    QPushButton *runButton() const { return m_run; }

signals:
    // The user changed the algorithm, a parameter or the seed.
    void settingsChanged();
    void runRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillAlgorithms();
    void showAlgorithm(const AlgorithmInfo *info, const QVariantMap &parameters);
    void userChoseAlgorithm();
    void userChoseNewSeed();
    const AlgorithmInfo *currentInfo() const;
    void retranslate();

    QComboBox *m_algorithms;
    QLabel *m_summary;
    QLabel *m_gameNote;
    QGroupBox *m_parameterBox;
    ParameterForm *m_form;
    QLabel *m_seedLabel;
    QLineEdit *m_seed;
    QPushButton *m_newSeed;
    QPushButton *m_run;
    QLabel *m_algorithmLabel;
    // What the user last set for each algorithm, so going back to one restores it.
    QHash<QString, QVariantMap> m_remembered;
    QString m_shown;
    QString m_unavailable;
    QPointer<QWidget> m_keysAfterPick;
};

} // namespace gridtrace
