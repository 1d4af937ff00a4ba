<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>DuelCommand</name>
    <message numerus="yes">
        <source>a = %1, b = %2: %n game(s) from seed %3, the sides changing every game.
  a won %4, b won %5, %6 drawn; %7 rounds a game on average
  games lost by a bot&apos;s fault: a %8, b %9
  ms per move: a %10, b %11</source>
        <translation>
            <numerusform>a = %1, b = %2: %n game from seed %3, the sides changing every game.
  a won %4, b won %5, %6 drawn; %7 rounds a game on average
  games lost by a bot&apos;s fault: a %8, b %9
  ms per move: a %10, b %11</numerusform>
            <numerusform>a = %1, b = %2: %n games from seed %3, the sides changing every game.
  a won %4, b won %5, %6 drawn; %7 rounds a game on average
  games lost by a bot&apos;s fault: a %8, b %9
  ms per move: a %10, b %11</numerusform>
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
</context>
<context>
    <name>gridtrace::ExportDialog</name>
    <message numerus="yes">
        <source>%1 x %2 pixels, %n frame(s), %3 s</source>
        <translation>
            <numerusform>%1 x %2 pixels, %n frame, %3 s</numerusform>
            <numerusform>%1 x %2 pixels, %n frames, %3 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) of %1 x %2 pixels</source>
        <translation>
            <numerusform>%n picture of %1 x %2 pixels</numerusform>
            <numerusform>%n pictures of %1 x %2 pixels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>a = %1, b = %2: %n game from seed %3, the sides changing every game.
  a won %4, b won %5, %6 drawn; %7 rounds a game on average
  games lost by a bot&apos;s fault: a %8, b %9
  ms per move: a %10, b %11</numerusform>
            <numerusform>a = %1, b = %2: %n games from seed %3, the sides changing every game.
  a won %4, b won %5, %6 drawn; %7 rounds a game on average
  games lost by a bot&apos;s fault: a %8, b %9
  ms per move: a %10, b %11</numerusform>
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
            <numerusform>a = %1, b = %2: %n game from seed %3, the sides changing every game.
  a won %4, b won %5, %6 drawn; %7 rounds a game on average
  games lost by a bot&apos;s fault: a %8, b %9
  ms per move: a %10, b %11</numerusform>
            <numerusform>a = %1, b = %2: %n games from seed %3, the sides changing every game.
  a won %4, b won %5, %6 drawn; %7 rounds a game on average
  games lost by a bot&apos;s fault: a %8, b %9
  ms per move: a %10, b %11</numerusform>
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
