#pragma once

#include <QStringList>

namespace gridtrace {

// A status text as this version writes it, from its parts as a trace stores them (the source,
// then its arguments). Older versions wrote a few texts with a count the English could not
// agree with ("1 tiles stay"); their traces still open, and show those texts as the current
// ones, whose %n count picks the plural. Any other text is returned as it is.
QStringList currentStatusParts(const QStringList &parts);

} // namespace gridtrace
