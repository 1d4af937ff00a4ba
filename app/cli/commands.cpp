#include "benchcommand.h"
#include "checkcommand.h"
#include "democommand.h"
#include "duelcommand.h"
#include "linkcommand.h"
#include "listcommand.h"
#include "rendercommand.h"
#include "runcommand.h"

namespace gridtrace::cli {

std::vector<std::unique_ptr<Command>> makeCommands()
{
    std::vector<std::unique_ptr<Command>> commands;
    commands.push_back(std::make_unique<ListCommand>());
    commands.push_back(std::make_unique<RunCommand>());
    commands.push_back(std::make_unique<CheckCommand>());
    commands.push_back(std::make_unique<BenchCommand>());
    commands.push_back(std::make_unique<DemoCommand>());
    commands.push_back(std::make_unique<DuelCommand>());
    commands.push_back(std::make_unique<LinkCommand>());
    commands.push_back(std::make_unique<RenderCommand>());
    return commands;
}

} // namespace gridtrace::cli
