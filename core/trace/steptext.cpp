#include "steptext.h"

#include "grid/messagetext.h"

namespace gridtrace {

QString StepText::of(qint64 position, qint64 stepCount)
{
    return pattern().arg(groupedNumber(position), groupedNumber(stepCount));
}

QString StepText::pattern()
{
    return tr("Step %1 of %2");
}

} // namespace gridtrace
