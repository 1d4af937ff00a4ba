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
    <message numerus="yes">
        <source>%n expansion(s)</source>
        <translation>
            <numerusform>%n expansion</numerusform>
            <numerusform>%n expansions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n change</numerusform>
            <numerusform>%n changes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardText</name>
    <message numerus="yes">
        <source>row has %n cell(s), the size says %1</source>
        <translation>
            <numerusform>row has %n cell, the size says %1</numerusform>
            <numerusform>row has %n cells, the size says %1</numerusform>
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
    <message numerus="yes">
        <source>the optimal search gave up after %n position(s), its budget, without a solution: the parameter budget gives it more (at most %1), and layered solves any board, though not in the fewest moves</source>
        <translation>
            <numerusform>the optimal search gave up after %n position, its budget, without a solution: the parameter budget gives it more (at most %1), and layered solves any board, though not in the fewest moves</numerusform>
            <numerusform>the optimal search gave up after %n positions, its budget, without a solution: the parameter budget gives it more (at most %1), and layered solves any board, though not in the fewest moves</numerusform>
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
    <message numerus="yes">
        <source>  ... %n mismatch(es) not listed</source>
        <translation>
            <numerusform>  ... %n mismatch not listed</numerusform>
            <numerusform>  ... %n mismatches not listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s) did not get the optimal length</source>
        <translation>
            <numerusform>%n scenario did not get the optimal length</numerusform>
            <numerusform>%n scenarios did not get the optimal length</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the optimal length in %2 of %n scenario(s) (%3), in %4 ms.</source>
        <translation>
            <numerusform>%1: the optimal length in %2 of %n scenario (%3), in %4 ms.</numerusform>
            <numerusform>%1: the optimal length in %2 of %n scenarios (%3), in %4 ms.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s) without a path found</source>
        <translation>
            <numerusform>%n scenario without a path found</numerusform>
            <numerusform>%n scenarios without a path found</numerusform>
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
    <name>DuelMap</name>
    <message numerus="yes">
        <source>a duel map has %1 cells (13 rows of 14), as 0s and 1s; this one has %n character(s)</source>
        <translation>
            <numerusform>a duel map has %1 cells (13 rows of 14), as 0s and 1s; this one has %n character</numerusform>
            <numerusform>a duel map has %1 cells (13 rows of 14), as 0s and 1s; this one has %n characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DuelRecord</name>
    <message numerus="yes">
        <source>the record says the loser is &quot;%1&quot; (%2: &quot;%3&quot;), but its moves give none: the game is still on after %n round(s)</source>
        <translation>
            <numerusform>the record says the loser is &quot;%1&quot; (%2: &quot;%3&quot;), but its moves give none: the game is still on after %n round</numerusform>
            <numerusform>the record says the loser is &quot;%1&quot; (%2: &quot;%3&quot;), but its moves give none: the game is still on after %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Grid</name>
    <message numerus="yes">
        <source>row %1 has %n cell(s) where the first row has %2</source>
        <translation>
            <numerusform>row %1 has %n cell where the first row has %2</numerusform>
            <numerusform>row %1 has %n cells where the first row has %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinkBoard</name>
    <message numerus="yes">
        <source>line %1 has %n cell(s) where line 1 has %2</source>
        <translation>
            <numerusform>line %1 has %n cell where line 1 has %2</numerusform>
            <numerusform>line %1 has %n cells where line 1 has %2</numerusform>
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
    <message numerus="yes">
        <source>the two searches disagree on whether %n pair(s) link</source>
        <translation>
            <numerusform>the two searches disagree on whether %n pair link</numerusform>
            <numerusform>the two searches disagree on whether %n pairs link</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinkGenerator</name>
    <message numerus="yes">
        <source>%n wall(s) on the %1 x %2 board: there must be 0 to %3, leaving at least two cells for tiles</source>
        <translation>
            <numerusform>%n wall on the %1 x %2 board: there must be 0 to %3, leaving at least two cells for tiles</numerusform>
            <numerusform>%n walls on the %1 x %2 board: there must be 0 to %3, leaving at least two cells for tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %1 x %2 board with %n wall(s) leaves %3 cells for tiles, an odd number, and tiles come in pairs: use one wall more or one fewer</source>
        <translation>
            <numerusform>the %1 x %2 board with %n wall leaves %3 cells for tiles, an odd number, and tiles come in pairs: use one wall more or one fewer</numerusform>
            <numerusform>the %1 x %2 board with %n walls leaves %3 cells for tiles, an odd number, and tiles come in pairs: use one wall more or one fewer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kind(s) of tile: there must be 1 to %1</source>
        <translation>
            <numerusform>%n kind of tile: there must be 1 to %1</numerusform>
            <numerusform>%n kinds of tile: there must be 1 to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wall(s) on the %1 x %2 board shut tiles in so that no order clears them, in %3 tries: use fewer walls</source>
        <translation>
            <numerusform>%n wall on the %1 x %2 board shut tiles in so that no order clears them, in %3 tries: use fewer walls</numerusform>
            <numerusform>%n walls on the %1 x %2 board shut tiles in so that no order clears them, in %3 tries: use fewer walls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovingAi</name>
    <message numerus="yes">
        <source>row has %n cell(s), the header says %1</source>
        <translation>
            <numerusform>row has %n cell, the header says %1</numerusform>
            <numerusform>row has %n cells, the header says %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) where a scenario has 9 (bucket, map, map width, map height, start x, start y, goal x, goal y, optimal length)</source>
        <translation>
            <numerusform>%n field where a scenario has 9 (bucket, map, map width, map height, start x, start y, goal x, goal y, optimal length)</numerusform>
            <numerusform>%n fields where a scenario has 9 (bucket, map, map width, map height, start x, start y, goal x, goal y, optimal length)</numerusform>
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
    <message numerus="yes">
        <source>%n removal(s) tried</source>
        <translation>
            <numerusform>%n removal tried</numerusform>
            <numerusform>%n removals tried</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n pair</numerusform>
            <numerusform>%n pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
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
    <message numerus="yes">
        <source>%n expansion(s)</source>
        <translation>
            <numerusform>%n expansion</numerusform>
            <numerusform>%n expansions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleBoard</name>
    <message numerus="yes">
        <source>line %1 has %n number(s) where line 1 has %2</source>
        <translation>
            <numerusform>line %1 has %n number where line 1 has %2</numerusform>
            <numerusform>line %1 has %n numbers where line 1 has %2</numerusform>
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
    <message numerus="yes">
        <source>an order that clears the board: %n pair(s), found with %1 removals tried</source>
        <translation>
            <numerusform>an order that clears the board: %n pair, found with %1 removals tried</numerusform>
            <numerusform>an order that clears the board: %n pairs, found with %1 removals tried</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no order clears the board; the longest run takes %n pair(s) off</source>
        <translation>
            <numerusform>no order clears the board; the longest run takes %n pair off</numerusform>
            <numerusform>no order clears the board; the longest run takes %n pairs off</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the board is clear: %n pair(s)</source>
        <translation>
            <numerusform>the board is clear: %n pair</numerusform>
            <numerusform>the board is clear: %n pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>done: %n wall(s) (%1%)</source>
        <translation>
            <numerusform>done: %n wall (%1%)</numerusform>
            <numerusform>done: %n walls (%1%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n expansion(s)</source>
        <translation>
            <numerusform>Cancelled after %n expansion</numerusform>
            <numerusform>Cancelled after %n expansions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the blank&apos;s way: %n move(s)</source>
        <translation>
            <numerusform>the blank&apos;s way: %n move</numerusform>
            <numerusform>the blank&apos;s way: %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved in %n move(s)</source>
        <translation>
            <numerusform>solved in %n move</numerusform>
            <numerusform>solved in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a solution of %n move(s) (%1 positions in this iteration)</source>
        <translation>
            <numerusform>a solution of %n move (%1 positions in this iteration)</numerusform>
            <numerusform>a solution of %n moves (%1 positions in this iteration)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the search gave up after %n position(s)</source>
        <translation>
            <numerusform>the search gave up after %n position</numerusform>
            <numerusform>the search gave up after %n positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved in %n move(s), the fewest there are</source>
        <translation>
            <numerusform>solved in %n move, the fewest there are</numerusform>
            <numerusform>solved in %n moves, the fewest there are</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>path to the food: %n move(s)</source>
        <translation>
            <numerusform>path to the food: %n move</numerusform>
            <numerusform>path to the food: %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the shadow reaches its tail with %n move(s) to spare: safe to eat</source>
        <translation>
            <numerusform>the shadow reaches its tail with %n move to spare: safe to eat</numerusform>
            <numerusform>the shadow reaches its tail with %n moves to spare: safe to eat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the shadow cannot reach its tail with %n move(s) to spare: do not eat</source>
        <translation>
            <numerusform>the shadow cannot reach its tail with %n move to spare: do not eat</numerusform>
            <numerusform>the shadow cannot reach its tail with %n moves to spare: do not eat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>follow the tail the longest way round: %n move(s)</source>
        <translation>
            <numerusform>follow the tail the longest way round: %n move</numerusform>
            <numerusform>follow the tail the longest way round: %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no way to the tail: take the most free space (%n cell(s))</source>
        <translation>
            <numerusform>no way to the tail: take the most free space (%n cell)</numerusform>
            <numerusform>no way to the tail: take the most free space (%n cells)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>back where it was since it last ate: %n move(s) to spare now</source>
        <translation>
            <numerusform>back where it was since it last ate: %n move to spare now</numerusform>
            <numerusform>back where it was since it last ate: %n moves to spare now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the longest way found to the tail: %n move(s)</source>
        <translation>
            <numerusform>the longest way found to the tail: %n move</numerusform>
            <numerusform>the longest way found to the tail: %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>shortcut: %n cell(s) of the cycle skipped</source>
        <translation>
            <numerusform>shortcut: %n cell of the cycle skipped</numerusform>
            <numerusform>shortcut: %n cells of the cycle skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>shortest path to the tail: %n move(s)</source>
        <translation>
            <numerusform>shortest path to the tail: %n move</numerusform>
            <numerusform>shortest path to the tail: %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the cycle is rebuilt: the food %n move(s) ahead instead of %1</source>
        <translation>
            <numerusform>the cycle is rebuilt: the food %n move ahead instead of %1</numerusform>
            <numerusform>the cycle is rebuilt: the food %n moves ahead instead of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the tree is relinked: the food %n move(s) ahead instead of %1</source>
        <translation>
            <numerusform>the tree is relinked: the food %n move ahead instead of %1</numerusform>
            <numerusform>the tree is relinked: the food %n moves ahead instead of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>won: the snake fills the board in %n move(s)</source>
        <translation>
            <numerusform>won: the snake fills the board in %n move</numerusform>
            <numerusform>won: the snake fills the board in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dead at length %1 after %n move(s)</source>
        <translation>
            <numerusform>dead at length %1 after %n move</numerusform>
            <numerusform>dead at length %1 after %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the step limit of %n move(s) ends the game at length %1; the parameter step-limit raises it</source>
        <translation>
            <numerusform>the step limit of %n move ends the game at length %1; the parameter step-limit raises it</numerusform>
            <numerusform>the step limit of %n moves ends the game at length %1; the parameter step-limit raises it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal reached: a path of %n move(s) costing %1 (cells expanded: %2)</source>
        <translation>
            <numerusform>Goal reached: a path of %n move costing %1 (cells expanded: %2)</numerusform>
            <numerusform>Goal reached: a path of %n moves costing %1 (cells expanded: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No path from (%1,%2) to (%3,%4): %n cell(s) expanded</source>
        <translation>
            <numerusform>No path from (%1,%2) to (%3,%4): %n cell expanded</numerusform>
            <numerusform>No path from (%1,%2) to (%3,%4): %n cells expanded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a draw after %n round(s): A lost, %1%2; B lost, %3%4</source>
        <translation>
            <numerusform>a draw after %n round: A lost, %1%2; B lost, %3%4</numerusform>
            <numerusform>a draw after %n rounds: A lost, %1%2; B lost, %3%4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left: no order of removals clears the board</source>
        <translation>
            <numerusform>%n tile left: no order of removals clears the board</numerusform>
            <numerusform>%n tiles left: no order of removals clears the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left: the solver gave up before it could tell whether the board can be cleared</source>
        <translation>
            <numerusform>%n tile left: the solver gave up before it could tell whether the board can be cleared</numerusform>
            <numerusform>%n tiles left: the solver gave up before it could tell whether the board can be cleared</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a detour through (%1,%2) and (%3,%4): %n move(s)</source>
        <translation>
            <numerusform>a detour through (%1,%2) and (%3,%4): %n move</numerusform>
            <numerusform>a detour through (%1,%2) and (%3,%4): %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Trace</name>
    <message numerus="yes">
        <source>step %1 starts at change %2, but the trace has %n change(s): the list of changes is shorter than the steps need</source>
        <translation>
            <numerusform>step %1 starts at change %2, but the trace has %n change: the list of changes is shorter than the steps need</numerusform>
            <numerusform>step %1 starts at change %2, but the trace has %n changes: the list of changes is shorter than the steps need</numerusform>
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
    <message numerus="yes">
        <source>Finished at step %1, %n step(s) ago.</source>
        <translation>
            <numerusform>Finished at step %1, %n step ago.</numerusform>
            <numerusform>Finished at step %1, %n steps ago.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gridtrace::DuelPlayPanel</name>
    <message numerus="yes">
        <source>%n round(s)/s</source>
        <translation>
            <numerusform>%n round/s</numerusform>
            <numerusform>%n rounds/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gridtrace::DuelTournamentDialog</name>
    <message numerus="yes">
        <source>both still alive after %n round(s)</source>
        <translation>
            <numerusform>both still alive after %n round</numerusform>
            <numerusform>both still alive after %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing %n game(s)…</source>
        <translation>
            <numerusform>Playing %n game…</numerusform>
            <numerusform>Playing %n games…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1 of %n game(s).</source>
        <translation>
            <numerusform>Stopped after %1 of %n game.</numerusform>
            <numerusform>Stopped after %1 of %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%v / %n game(s)</source>
        <translation>
            <numerusform>%v / %n game</numerusform>
            <numerusform>%v / %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Played %n game(s). Double-click a game to replay it.</source>
        <translation>
            <numerusform>Played %n game. Double-click a game to replay it.</numerusform>
            <numerusform>Played %n games. Double-click a game to replay it.</numerusform>
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
    <message numerus="yes">
        <source>%1 holds %n picture(s) of the steps of an earlier export (step-0.png, step-1.png, …).</source>
        <translation>
            <numerusform>%1 holds %n picture of the steps of an earlier export (step-0.png, step-1.png, …).</numerusform>
            <numerusform>%1 holds %n pictures of the steps of an earlier export (step-0.png, step-1.png, …).</numerusform>
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
    <message numerus="yes">
        <source>Of %n pair(s) of tiles, the fewest-turn search links none.</source>
        <translation>
            <numerusform>Of %n pair of tiles, the fewest-turn search links none.</numerusform>
            <numerusform>Of %n pairs of tiles, the fewest-turn search links none.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of %n pair(s) of tiles, the fewest-turn search links %1.</source>
        <translation>
            <numerusform>Of %n pair of tiles, the fewest-turn search links %1.</numerusform>
            <numerusform>Of %n pairs of tiles, the fewest-turn search links %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The post&apos;s search takes the same path on %n of them.</source>
        <translation>
            <numerusform>The post&apos;s search takes the same path on %n of them.</numerusform>
            <numerusform>The post&apos;s search takes the same path on %n of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n of them it takes another path, as good.</source>
        <translation>
            <numerusform>On %n of them it takes another path, as good.</numerusform>
            <numerusform>On %n of them it takes another path, as good.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n of them it turns more.</source>
        <translation>
            <numerusform>On %n of them it turns more.</numerusform>
            <numerusform>On %n of them it turns more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n of them it takes a longer path with as many turns.</source>
        <translation>
            <numerusform>On %n of them it takes a longer path with as many turns.</numerusform>
            <numerusform>On %n of them it takes a longer path with as many turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The post&apos;s own code would never return on %n pair(s).</source>
        <translation>
            <numerusform>The post&apos;s own code would never return on %n pair.</numerusform>
            <numerusform>The post&apos;s own code would never return on %n pairs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n pair(s) one search links and the other does not.</source>
        <translation>
            <numerusform>On %n pair one search links and the other does not.</numerusform>
            <numerusform>On %n pairs one search links and the other does not.</numerusform>
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
    <message numerus="yes">
        <source>%n step(s)</source>
        <comment>the steps of a trace, not moves</comment>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n step(s) traced.</source>
        <translation>
            <numerusform>%1: %n step traced.</numerusform>
            <numerusform>%1: %n steps traced.</numerusform>
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
        <source>The bookmark at step %1 is gone: the new trace has only %n step(s).</source>
        <translation>
            <numerusform>The bookmark at step %1 is gone: the new trace has only %n step.</numerusform>
            <numerusform>The bookmark at step %1 is gone: the new trace has only %n steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snake ran into a wall: length %1 after %n move(s).</source>
        <translation>
            <numerusform>Snake ran into a wall: length %1 after %n move.</numerusform>
            <numerusform>Snake ran into a wall: length %1 after %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snake ran into itself: length %1 after %n move(s).</source>
        <translation>
            <numerusform>Snake ran into itself: length %1 after %n move.</numerusform>
            <numerusform>Snake ran into itself: length %1 after %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snake filled the board: length %1 after %n move(s).</source>
        <translation>
            <numerusform>Snake filled the board: length %1 after %n move.</numerusform>
            <numerusform>Snake filled the board: length %1 after %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snake stopped at the step limit: length %1 after %n move(s).</source>
        <translation>
            <numerusform>Snake stopped at the step limit: length %1 after %n move.</numerusform>
            <numerusform>Snake stopped at the step limit: length %1 after %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) expanded</source>
        <translation>
            <numerusform>%n cell expanded</numerusform>
            <numerusform>%n cells expanded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) traced</source>
        <translation>
            <numerusform>%n step traced</numerusform>
            <numerusform>%n steps traced</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a path of %n move(s) costing %1</source>
        <translation>
            <numerusform>a path of %n move costing %1</numerusform>
            <numerusform>a path of %n moves costing %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bookmark of %1 at step %2 is gone: its trace on the board as it is now has only %n step(s).</source>
        <translation>
            <numerusform>The bookmark of %1 at step %2 is gone: its trace on the board as it is now has only %n step.</numerusform>
            <numerusform>The bookmark of %1 at step %2 is gone: its trace on the board as it is now has only %n steps.</numerusform>
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
    <message numerus="yes">
        <source>GridTrace did not close properly. Restore the board you were editing and its %n bookmark(s) (%1, %2)?</source>
        <translation>
            <numerusform>GridTrace did not close properly. Restore the board you were editing and its %n bookmark (%1, %2)?</numerusform>
            <numerusform>GridTrace did not close properly. Restore the board you were editing and its %n bookmarks (%1, %2)?</numerusform>
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
<context>
    <name>gridtrace::SnakeStatsDialog</name>
    <message numerus="yes">
        <source>Playing %n game(s)…</source>
        <translation>
            <numerusform>Playing %n game…</numerusform>
            <numerusform>Playing %n games…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Played %n game(s).</source>
        <translation>
            <numerusform>Played %n game.</numerusform>
            <numerusform>Played %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %1 of %n game(s).</source>
        <translation>
            <numerusform>Cancelled after %1 of %n game.</numerusform>
            <numerusform>Cancelled after %1 of %n games.</numerusform>
        </translation>
    </message>
</context>
</TS>
