// Texts Qt's file dialogs show that Qt 6.4's own Chinese translation lacks: the file type
// column names a folder by QAbstractFileIconProvider's "Folder", which qtbase_zh_CN.qm does not
// translate. The window's translation is searched before Qt's, so listing them here for
// lupdate is enough to have them translated with GridTrace's own texts.

#include <QtGlobal>

namespace {

[[maybe_unused]] const char *const qtTextGaps[] = {
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
};

} // namespace
