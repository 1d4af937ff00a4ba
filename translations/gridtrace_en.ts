<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BenchCommand</name>
    <message numerus="yes">
        <source>%n scenario(s)</source>
        <translation>
            <numerusform>%n scenario</numerusform>
            <numerusform>%n scenarios</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Catalogue</name>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n change</numerusform>
            <numerusform>%n changes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckCommand</name>
    <message numerus="yes">
        <source>%1: the optimal length in %2 of %n scenario(s) (largest error %3), in %4 ms.</source>
        <translation>
            <numerusform>%1: the optimal length in %2 of %n scenario (largest error %3), in %4 ms.</numerusform>
            <numerusform>%1: the optimal length in %2 of %n scenarios (largest error %3), in %4 ms.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DuelCommand</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) a game on average</source>
        <translation>
            <numerusform>%n round a game on average</numerusform>
            <numerusform>%n rounds a game on average</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DuelGame</name>
    <message numerus="yes">
        <source>A wins after %n round(s): B lost, %1</source>
        <translation>
            <numerusform>A wins after %n round: B lost, %1</numerusform>
            <numerusform>A wins after %n rounds: B lost, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A lost, %1</source>
        <translation>
            <numerusform>B wins after %n round: A lost, %1</numerusform>
            <numerusform>B wins after %n rounds: A lost, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw after %n round(s): A lost, %1; B lost, %2</source>
        <translation>
            <numerusform>Draw after %n round: A lost, %1; B lost, %2</numerusform>
            <numerusform>Draw after %n rounds: A lost, %1; B lost, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinkCommand</name>
    <message numerus="yes">
        <source>Cleared in %n pair(s), in this order (x,y as in the board file):</source>
        <translation>
            <numerusform>Cleared in %n pair, in this order (x,y as in the board file):</numerusform>
            <numerusform>Cleared in %n pairs, in this order (x,y as in the board file):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board cannot be cleared: no order of removals takes every tile off (%n removal(s) tried).</source>
        <translation>
            <numerusform>The board cannot be cleared: no order of removals takes every tile off (%n removal tried).</numerusform>
            <numerusform>The board cannot be cleared: no order of removals takes every tile off (%n removals tried).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removal(s)</source>
        <translation>
            <numerusform>%n removal</numerusform>
            <numerusform>%n removals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kind(s)</source>
        <translation>
            <numerusform>%n kind</numerusform>
            <numerusform>%n kinds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wall(s)</source>
        <translation>
            <numerusform>%n wall</numerusform>
            <numerusform>%n walls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n pair</numerusform>
            <numerusform>%n pairs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OutcomeText</name>
    <message numerus="yes">
        <source>after %n move(s)</source>
        <translation>
            <numerusform>after %n move</numerusform>
            <numerusform>after %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snake A won after %n round(s)</source>
        <translation>
            <numerusform>Snake A won after %n round</numerusform>
            <numerusform>Snake A won after %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snake B won after %n round(s)</source>
        <translation>
            <numerusform>Snake B won after %n round</numerusform>
            <numerusform>Snake B won after %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A draw after %n round(s)</source>
        <translation>
            <numerusform>A draw after %n round</numerusform>
            <numerusform>A draw after %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n round(s)</source>
        <translation>
            <numerusform>Stopped after %n round</numerusform>
            <numerusform>Stopped after %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n position(s)</source>
        <translation>
            <numerusform>%n position</numerusform>
            <numerusform>%n positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wall(s)</source>
        <translation>
            <numerusform>%n wall</numerusform>
            <numerusform>%n walls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n expansion(s)</source>
        <translation>
            <numerusform>%n expansion</numerusform>
            <numerusform>%n expansions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n change</numerusform>
            <numerusform>%n changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <comment>the steps of a trace, not moves</comment>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleBench</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n frame</numerusform>
            <numerusform>%n frames</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s)</source>
        <translation>
            <numerusform>%n picture</numerusform>
            <numerusform>%n pictures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bookmark(s)</source>
        <translation>
            <numerusform>%n bookmark</numerusform>
            <numerusform>%n bookmarks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <comment>the steps of a trace, not moves</comment>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnakeBench</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message numerus="yes">
        <source>B wins after %n round(s): A&apos;s head hit a wall</source>
        <translation>
            <numerusform>B wins after %n round: A&apos;s head hit a wall</numerusform>
            <numerusform>B wins after %n rounds: A&apos;s head hit a wall</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B&apos;s head hit a wall</source>
        <translation>
            <numerusform>A wins after %n round: B&apos;s head hit a wall</numerusform>
            <numerusform>A wins after %n rounds: B&apos;s head hit a wall</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A&apos;s head hit its own body</source>
        <translation>
            <numerusform>B wins after %n round: A&apos;s head hit its own body</numerusform>
            <numerusform>B wins after %n rounds: A&apos;s head hit its own body</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B&apos;s head hit its own body</source>
        <translation>
            <numerusform>A wins after %n round: B&apos;s head hit its own body</numerusform>
            <numerusform>A wins after %n rounds: B&apos;s head hit its own body</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A&apos;s head hit snake B</source>
        <translation>
            <numerusform>B wins after %n round: A&apos;s head hit snake B</numerusform>
            <numerusform>B wins after %n rounds: A&apos;s head hit snake B</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B&apos;s head hit snake A</source>
        <translation>
            <numerusform>A wins after %n round: B&apos;s head hit snake A</numerusform>
            <numerusform>A wins after %n rounds: B&apos;s head hit snake A</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A&apos;s bot did not answer in time%1</source>
        <translation>
            <numerusform>B wins after %n round: A&apos;s bot did not answer in time%1</numerusform>
            <numerusform>B wins after %n rounds: A&apos;s bot did not answer in time%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B&apos;s bot did not answer in time%1</source>
        <translation>
            <numerusform>A wins after %n round: B&apos;s bot did not answer in time%1</numerusform>
            <numerusform>A wins after %n rounds: B&apos;s bot did not answer in time%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A&apos;s bot ended without an answer%1</source>
        <translation>
            <numerusform>B wins after %n round: A&apos;s bot ended without an answer%1</numerusform>
            <numerusform>B wins after %n rounds: A&apos;s bot ended without an answer%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B&apos;s bot ended without an answer%1</source>
        <translation>
            <numerusform>A wins after %n round: B&apos;s bot ended without an answer%1</numerusform>
            <numerusform>A wins after %n rounds: B&apos;s bot ended without an answer%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A&apos;s bot answered no direction 0 to 3%1</source>
        <translation>
            <numerusform>B wins after %n round: A&apos;s bot answered no direction 0 to 3%1</numerusform>
            <numerusform>B wins after %n rounds: A&apos;s bot answered no direction 0 to 3%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B&apos;s bot answered no direction 0 to 3%1</source>
        <translation>
            <numerusform>A wins after %n round: B&apos;s bot answered no direction 0 to 3%1</numerusform>
            <numerusform>A wins after %n rounds: B&apos;s bot answered no direction 0 to 3%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A gave up</source>
        <translation>
            <numerusform>B wins after %n round: A gave up</numerusform>
            <numerusform>B wins after %n rounds: A gave up</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B gave up</source>
        <translation>
            <numerusform>A wins after %n round: B gave up</numerusform>
            <numerusform>A wins after %n rounds: B gave up</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a draw: both snakes still alive after %n round(s), the platform&apos;s limit</source>
        <translation>
            <numerusform>a draw: both snakes still alive after %n round, the platform&apos;s limit</numerusform>
            <numerusform>a draw: both snakes still alive after %n rounds, the platform&apos;s limit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a draw after %n round(s): both snakes died in the same round</source>
        <translation>
            <numerusform>a draw after %n round: both snakes died in the same round</numerusform>
            <numerusform>a draw after %n rounds: both snakes died in the same round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n round(s)</source>
        <translation>
            <numerusform>stopped after %n round</numerusform>
            <numerusform>stopped after %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cut off: going %1 lives %n round(s) alone</source>
        <translation>
            <numerusform>cut off: going %1 lives %n round alone</numerusform>
            <numerusform>cut off: going %1 lives %n rounds alone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>go %1: the longest life alone, %n round(s)</source>
        <translation>
            <numerusform>go %1: the longest life alone, %n round</numerusform>
            <numerusform>go %1: the longest life alone, %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>go %1 after %n round(s) of look-ahead</source>
        <translation>
            <numerusform>go %1 after %n round of look-ahead</numerusform>
            <numerusform>go %1 after %n rounds of look-ahead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>going %1: wins within %n round(s)</source>
        <translation>
            <numerusform>going %1: wins within %n round</numerusform>
            <numerusform>going %1: wins within %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>going %1: loses within %n round(s)</source>
        <translation>
            <numerusform>going %1: loses within %n round</numerusform>
            <numerusform>going %1: loses within %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the record ends after %n round(s) with both snakes alive</source>
        <translation>
            <numerusform>the record ends after %n round with both snakes alive</numerusform>
            <numerusform>the record ends after %n rounds with both snakes alive</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>going %1: the flood reaches %n cell(s)</source>
        <translation>
            <numerusform>going %1: the flood reaches %n cell</numerusform>
            <numerusform>going %1: the flood reaches %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>go %1: the most room, %n cell(s)</source>
        <translation>
            <numerusform>go %1: the most room, %n cell</numerusform>
            <numerusform>go %1: the most room, %n cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gridtrace::ComparePane</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A path of %n move(s) costing %1; %2.</source>
        <translation>
            <numerusform>A path of %n move costing %1; %2.</numerusform>
            <numerusform>A path of %n moves costing %1; %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) expanded</source>
        <translation>
            <numerusform>%n cell expanded</numerusform>
            <numerusform>%n cells expanded</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gridtrace::ExportDialog</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bookmark(s)</source>
        <translation>
            <numerusform>%n bookmark</numerusform>
            <numerusform>%n bookmarks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n frame</numerusform>
            <numerusform>%n frames</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gridtrace::InspectorDock</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gridtrace::LinkComparisonDialog</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gridtrace::LinkPlayController</name>
    <message numerus="yes">
        <source>Cleared in %n move(s)! Score %1</source>
        <translation>
            <numerusform>Cleared in %n move! Score %1</numerusform>
            <numerusform>Cleared in %n moves! Score %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Linked with %n turn(s)</source>
        <translation>
            <numerusform>Linked with %n turn</numerusform>
            <numerusform>Linked with %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: the two highlighted tiles link (-%n point(s))</source>
        <translation>
            <numerusform>Hint: the two highlighted tiles link (-%n point)</numerusform>
            <numerusform>Hint: the two highlighted tiles link (-%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffled (-%n point(s))</source>
        <translation>
            <numerusform>Shuffled (-%n point)</numerusform>
            <numerusform>Shuffled (-%n points)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gridtrace::LinkPlayPanel</name>
    <message numerus="yes">
        <source>Show a pair that links (costs %n point(s))</source>
        <translation>
            <numerusform>Show a pair that links (costs %n point)</numerusform>
            <numerusform>Show a pair that links (costs %n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal the tiles afresh on their cells, so the board can still be cleared (costs %n point(s))</source>
        <translation>
            <numerusform>Deal the tiles afresh on their cells, so the board can still be cleared (costs %n point)</numerusform>
            <numerusform>Deal the tiles afresh on their cells, so the board can still be cleared (costs %n points)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gridtrace::MainWindow</name>
    <message numerus="yes">
        <source>Sliding puzzle solved in %n move(s), %1 s.</source>
        <translation>
            <numerusform>Sliding puzzle solved in %n move, %1 s.</numerusform>
            <numerusform>Sliding puzzle solved in %n moves, %1 s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gridtrace::PuzzlePlayController</name>
    <message numerus="yes">
        <source>Solved in %n move(s)!</source>
        <translation>
            <numerusform>Solved in %n move!</numerusform>
            <numerusform>Solved in %n moves!</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gridtrace::RecoveryBar</name>
    <message numerus="yes">
        <source>%n more will be offered at the next start.</source>
        <translation>
            <numerusform>%n more will be offered at the next start.</numerusform>
            <numerusform>%n more will be offered at the next start.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gridtrace::ScenarioPicker</name>
    <message numerus="yes">
        <source>%1 has %n scenarios. Pick the start and goal to search between:</source>
        <translation>
            <numerusform>%1 has %n scenario. Pick the start and goal to search between:</numerusform>
            <numerusform>%1 has %n scenarios. Pick the start and goal to search between:</numerusform>
        </translation>
    </message>
</context>
</TS>
