<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AddBookmarkCommand</name>
    <message>
        <source>Bookmark Step %1</source>
        <translation>为第 %1 步加书签</translation>
    </message>
</context>
<context>
    <name>BenchCommand</name>
    <message>
        <source>bench takes one suite: pathfinding, snake or puzzle</source>
        <translation>bench 需要一个测试集：pathfinding、snake 或 puzzle</translation>
    </message>
    <message>
        <source>Time the searches on Moving AI scenarios, play many games of a snake AI, or solve many sliding puzzles.</source>
        <translation>在 Moving AI 场景上为搜索计时、让贪吃蛇 AI 玩很多局，或求解很多滑块拼图。</translation>
    </message>
    <message>
        <source>bench %1 takes no --%2</source>
        <translation>bench %1 不接受 --%2</translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s)</source>
        <translation>
            <numerusform>%n 个场景</numerusform>
        </translation>
    </message>
    <message>
        <source>suite</source>
        <comment>the bench command&apos;s argument</comment>
        <translation>套件</translation>
    </message>
    <message>
        <source>What to time: pathfinding, snake or puzzle. Each option begins with the suites that take it.</source>
        <translation>要计时的内容：pathfinding、snake 或 puzzle。每个选项开头注明接受它的套件。</translation>
    </message>
    <message>
        <source>pathfinding: the Moving AI .map file.</source>
        <translation>pathfinding：Moving AI 的 .map 文件。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>pathfinding: its .map.scen file.</source>
        <translation>pathfinding：对应的 .map.scen 文件。</translation>
    </message>
    <message>
        <source>pathfinding: the algorithm (default astar).</source>
        <translation>pathfinding：算法（默认 astar）。</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>pathfinding: only the first N scenarios (1 to %1).</source>
        <translation>pathfinding：只取前 N 个场景（1 到 %1）。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <translation>%1；%2。</translation>
    </message>
    <message>
        <source>snake, puzzle: how many games (default 100); %1; %2.</source>
        <translation>snake、puzzle：局数（默认 100）；%1；%2。</translation>
    </message>
    <message>
        <source>snake, puzzle: the first game&apos;s seed; game i uses seed + i (default 1).</source>
        <translation>snake、puzzle：第一局的种子；第 i 局使用 seed + i（默认 1）。</translation>
    </message>
    <message>
        <source>pathfinding: set a parameter of the algorithm (repeatable); %1.</source>
        <translation>pathfinding：设置算法的一个参数（可重复）；%1。</translation>
    </message>
    <message>
        <source>key=value</source>
        <translation>键=值</translation>
    </message>
    <message>
        <source>%1 on %2: %3.
  untraced %4 ms (%5 million expansions per second)
  traced   %6 ms (%7 times untraced), %8, %9 bytes per change</source>
        <translation>%1 在 %2上：%3。
  不记录轨迹 %4 毫秒（每秒扩展 %5×10⁶ 次）
  记录轨迹   %6 毫秒（是不记录时的 %7 倍），%8，每处变化 %9 字节</translation>
    </message>
    <message numerus="yes">
        <source>%n expansion(s)</source>
        <translation>
            <numerusform>扩展 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n 处变化</numerusform>
        </translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>宽x高</translation>
    </message>
    <message>
        <source>bench takes one suite: pathfinding, snake or puzzle, not &quot;%1&quot;</source>
        <translation>bench 只接受一个测试集：pathfinding、snake 或 puzzle，而不是“%1”</translation>
    </message>
    <message>
        <source>bench takes one suite (pathfinding, snake or puzzle), and &quot;%1&quot; is one word too many</source>
        <translation>bench 只接受一个测试集（pathfinding、snake 或 puzzle），“%1”多了一个词</translation>
    </message>
</context>
<context>
    <name>BenchmarkSet</name>
    <message>
        <source>The Moving AI .map file.</source>
        <translation>Moving AI 的 .map 文件。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Its .map.scen file.</source>
        <translation>与之对应的 .map.scen 文件。</translation>
    </message>
    <message>
        <source>The algorithm (default astar).</source>
        <translation>算法（默认为 astar）。</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Set a parameter of the algorithm (repeatable).</source>
        <translation>设置算法的一个参数（可多次使用）。</translation>
    </message>
    <message>
        <source>key=value</source>
        <translation>键=值</translation>
    </message>
    <message>
        <source>give both --map and --scen</source>
        <translation>必须同时给出 --map 和 --scen</translation>
    </message>
    <message>
        <source>%1 holds no scenarios</source>
        <translation>%1 中没有场景</translation>
    </message>
    <message>
        <source>Only the first N scenarios (1 to %1).</source>
        <translation>只使用前 N 个场景（1 到 %1）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, scenario %2: %3</source>
        <translation>%1，场景 %2：%3</translation>
    </message>
    <message>
        <source>--algo: &quot;%1&quot; is not a pathfinding algorithm: did you mean %2? See gridtrace-cli list</source>
        <translation>--algo：“%1”不是寻路算法：你指的是 %2 吗？参见 gridtrace-cli list</translation>
    </message>
    <message>
        <source>--algo: &quot;%1&quot; is not a pathfinding algorithm; see gridtrace-cli list</source>
        <translation>--algo：“%1”不是寻路算法；参见 gridtrace-cli list</translation>
    </message>
</context>
<context>
    <name>BoardKind</name>
    <message>
        <source>a duel record</source>
        <translation>对战记录</translation>
    </message>
    <message>
        <source>a GridTrace board</source>
        <translation>GridTrace 网格</translation>
    </message>
    <message>
        <source>a Moving AI map</source>
        <translation>Moving AI 地图</translation>
    </message>
    <message>
        <source>a Moving AI scenario list</source>
        <translation>Moving AI 场景列表</translation>
    </message>
    <message>
        <source>a sliding puzzle</source>
        <translation>滑块拼图</translation>
    </message>
    <message>
        <source>%1 holds %2; %3 wants %4</source>
        <translation>%1 中装的是：%2；%3 需要的是：%4</translation>
    </message>
    <message>
        <source>a Lianliankan board</source>
        <translation>连连看棋盘</translation>
    </message>
    <message>
        <source>a scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>a trace</source>
        <translation>轨迹</translation>
    </message>
    <message>
        <source>%1 holds %2, which %3 reads; %4 wants %5</source>
        <translation>%1 中装的是：%2，由 %3 读取；%4 需要的是：%5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 holds JSON, which is not %2</source>
        <translation>%1 中装的是 JSON，但不是%2</translation>
    </message>
</context>
<context>
    <name>BoardRenderer</name>
    <message>
        <source>length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>order</source>
        <translation>顺序</translation>
    </message>
    <message>
        <source>score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>距离</translation>
    </message>
</context>
<context>
    <name>BoardText</name>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>终点</translation>
    </message>
    <message>
        <source>not a GridTrace board file, which starts with &apos;%1&apos;</source>
        <translation>不是 GridTrace 网格文件（网格文件以 &apos;%1&apos; 开头）</translation>
    </message>
    <message>
        <source>board file version %1 is not supported, this GridTrace reads version %2</source>
        <translation>不支持网格文件版本 %1，此版本的 GridTrace 读取的是版本 %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; takes two whole numbers</source>
        <translation>&apos;%1&apos; 后面需要两个整数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; takes two whole numbers, not &apos;%2 %3&apos;</source>
        <translation>&apos;%1&apos; 后面需要两个整数，而不是 &apos;%2 %3&apos;</translation>
    </message>
    <message>
        <source>a second &apos;%1&apos;, the first is on line %2</source>
        <translation>重复的 &apos;%1&apos;，第一个在第 %2 行</translation>
    </message>
    <message>
        <source>unknown keyword &apos;%1&apos; (expected size, start, goal or rows)</source>
        <translation>未知关键字 &apos;%1&apos;（应为 size、start、goal 或 rows）</translation>
    </message>
    <message>
        <source>&apos;rows&apos; comes before &apos;size&apos;, which every board needs</source>
        <translation>&apos;rows&apos; 出现在 &apos;size&apos; 之前，而每个网格都需要 &apos;size&apos;</translation>
    </message>
    <message>
        <source>&apos;rows&apos; stands alone on its line</source>
        <translation>&apos;rows&apos; 必须单独占一行</translation>
    </message>
    <message>
        <source>the file ends before &apos;rows&apos;</source>
        <translation>文件在 &apos;rows&apos; 之前就结束了</translation>
    </message>
    <message>
        <source>line %1, column %2: &apos;%3&apos; is not a cell (&apos;.&apos;, &apos;1&apos;..&apos;9&apos;, &apos;@&apos; or &apos;#&apos;)</source>
        <translation>第 %1 行第 %2 列：&apos;%3&apos; 不是有效的格子字符（应为 &apos;.&apos;、&apos;1&apos;..&apos;9&apos;、&apos;@&apos; 或 &apos;#&apos;）</translation>
    </message>
    <message>
        <source>the file ends after %1 of its %2 rows</source>
        <translation>文件只有 %1 行就结束了，应有 %2 行</translation>
    </message>
    <message>
        <source>one row more than the size&apos;s height of %1</source>
        <translation>比 size 给出的高度 %1 多了一行</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>cannot write the file: %1</source>
        <translation>无法写入文件：%1</translation>
    </message>
    <message numerus="yes">
        <source>row has %n cell(s), the size says %1</source>
        <translation>
            <numerusform>该行有 %n 个格子，尺寸说是 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 (%2,%3) lies outside the %4 x %5 board</source>
        <translation>%1 (%2,%3) 在 %4 x %5 的网格之外</translation>
    </message>
</context>
<context>
    <name>CappedFile</name>
    <message>
        <source>a board, a scenario or a duel record</source>
        <translation>网格、场景或对战记录</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>not a regular file (a device or a pipe), so it is not read</source>
        <translation>不是普通文件（而是设备或管道），因此不读取</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>the file is %1 bytes, more than the %2 bytes %3 may hold</source>
        <translation>文件有 %1 字节，超过了%3最多可有的 %2 字节</translation>
    </message>
    <message>
        <source>a board file</source>
        <translation>网格文件</translation>
    </message>
    <message>
        <source>a Moving AI map</source>
        <translation>Moving AI 地图</translation>
    </message>
    <message>
        <source>a Moving AI scenario file</source>
        <translation>Moving AI 场景文件</translation>
    </message>
    <message>
        <source>a scenario file</source>
        <translation>场景文件</translation>
    </message>
    <message>
        <source>a duel record</source>
        <translation>对战记录</translation>
    </message>
    <message>
        <source>a Lianliankan board or a sliding puzzle</source>
        <translation>连连看棋盘或滑块拼图</translation>
    </message>
    <message>
        <source>a trace file</source>
        <translation>轨迹文件</translation>
    </message>
    <message>
        <source>a pattern database cache</source>
        <translation>模式数据库缓存</translation>
    </message>
    <message>
        <source>a board or a scenario</source>
        <translation>网格或场景</translation>
    </message>
    <message>
        <source>not a regular file (a device or a pipe), so it is not written</source>
        <translation>不是普通文件（而是设备或管道），因此不写入</translation>
    </message>
</context>
<context>
    <name>Catalogue</name>
    <message>
        <source>Pathfinding</source>
        <translation>寻路</translation>
    </message>
    <message>
        <source>Mazes and terrain</source>
        <translation>迷宫与地形</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>贪吃蛇</translation>
    </message>
    <message>
        <source>Hamiltonian-cycle snake</source>
        <translation>哈密顿回路贪吃蛇</translation>
    </message>
    <message>
        <source>Snake duel</source>
        <translation>贪吃蛇对战</translation>
    </message>
    <message>
        <source>Lianliankan</source>
        <translation>连连看</translation>
    </message>
    <message>
        <source>Sliding puzzle</source>
        <translation>滑块拼图</translation>
    </message>
    <message>
        <source>unknown algorithm &quot;%1&quot;</source>
        <translation>未知算法“%1”</translation>
    </message>
    <message>
        <source>the scenario has no board</source>
        <translation>场景中没有网格</translation>
    </message>
    <message>
        <source>the %1 (%2,%3) is outside the %4 x %5 board</source>
        <translation>%1 (%2,%3) 位于 %4 x %5 的网格之外</translation>
    </message>
    <message>
        <source>the %1 (%2,%3) is a wall</source>
        <translation>%1 (%2,%3) 是墙</translation>
    </message>
    <message>
        <source>start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>终点</translation>
    </message>
    <message>
        <source>open the start and goal, joining each to the maze</source>
        <translation>打通起点和终点，并把它们分别连入迷宫</translation>
    </message>
    <message>
        <source>cut any loop that made, so the maze stays perfect</source>
        <translation>切断由此形成的环路，使迷宫保持完美</translation>
    </message>
    <message>
        <source>Prim&apos;s maze</source>
        <translation>Prim 迷宫</translation>
    </message>
    <message>
        <source>Grows a perfect maze like Prim&apos;s minimum spanning tree with random weights: it keeps a frontier of uncarved cells beside the maze and carves a random one into it. Short passages, many dead ends. Rooms on odd coordinates; a start or goal on a wall is opened and joined to the maze.</source>
        <translation>像在随机权重的图上构造 Prim 最小生成树那样生长出一个完美迷宫：维护一个由紧邻迷宫的未打通格子组成的边界，每次随机选取其中一个打通并并入迷宫。通道短，死胡同多。迷宫的房间格位于奇数坐标上；落在墙上的起点或终点会被打通并连入迷宫。</translation>
    </message>
    <message>
        <source>fill the board with walls</source>
        <translation>用墙填满整个网格</translation>
    </message>
    <message>
        <source>carve a first cell; add its neighbours two cells away to the frontier</source>
        <translation>打通第一个格子；将与它相隔两格的邻格加入边界</translation>
    </message>
    <message>
        <source>while the frontier is not empty:</source>
        <translation>当边界不为空时：</translation>
    </message>
    <message>
        <source>    take a random cell out of the frontier</source>
        <translation>    从边界中随机取出一个格子</translation>
    </message>
    <message>
        <source>    carve it and the wall to a random carved neighbour</source>
        <translation>    打通它，以及它与一个随机选取的已打通邻格之间的墙</translation>
    </message>
    <message>
        <source>    add its uncarved neighbours to the frontier</source>
        <translation>    将它未打通的邻格加入边界</translation>
    </message>
    <message>
        <source>Cells carved</source>
        <translation>已打通格子数</translation>
    </message>
    <message>
        <source>Frontier size</source>
        <translation>边界大小</translation>
    </message>
    <message>
        <source>Random obstacles</source>
        <translation>随机障碍</translation>
    </message>
    <message>
        <source>Makes each cell a wall with the chosen probability and, on a weighted board, gives half of the free cells a random weight 2 to 9. The start and goal stay free, but nothing promises a way between them.</source>
        <translation>按选定的概率把每个格子设为墙；在带权网格上，还会给一半的可通行格子赋予 2 到 9 的随机权重。起点和终点保持可通行，但不保证二者之间有路可走。</translation>
    </message>
    <message>
        <source>clear the board</source>
        <translation>清空网格</translation>
    </message>
    <message>
        <source>for each cell, row by row:</source>
        <translation>逐行对每个格子：</translation>
    </message>
    <message>
        <source>    if it is the start or the goal, keep it free</source>
        <translation>    若它是起点或终点，则保持可通行</translation>
    </message>
    <message>
        <source>    else make it a wall with probability density</source>
        <translation>    否则以概率 density 把它设为墙</translation>
    </message>
    <message>
        <source>    if weighted and still free, with probability 1/2 give it a weight 2..9</source>
        <translation>    若 weighted 为真且它仍可通行，则以 1/2 的概率赋予它 2..9 的权重</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>密度</translation>
    </message>
    <message>
        <source>The share of cells that become walls, 0 to 1</source>
        <translation>变成墙的格子所占的比例，0 到 1</translation>
    </message>
    <message>
        <source>Weighted</source>
        <translation>带权重</translation>
    </message>
    <message>
        <source>Give half of the free cells a random weight 2 to 9</source>
        <translation>给一半的可通行格子赋予 2 到 9 的随机权重</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>墙数</translation>
    </message>
    <message>
        <source>Weighted cells</source>
        <translation>带权格子数</translation>
    </message>
    <message>
        <source>Recursive backtracker maze</source>
        <translation>递归回溯迷宫</translation>
    </message>
    <message>
        <source>Carves a perfect maze depth first: from the cell on top of a stack it carves into a random uncarved neighbour, and backtracks when there is none. Long winding passages, few dead ends. Rooms on odd coordinates; a start or goal on a wall is opened and joined to the maze.</source>
        <translation>以深度优先的方式打通出一个完美迷宫：从栈顶格子向一个随机选取的未打通邻格打通，没有这样的邻格时就回溯。通道长而曲折，死胡同少。迷宫的房间格位于奇数坐标上；落在墙上的起点或终点会被打通并连入迷宫。</translation>
    </message>
    <message>
        <source>carve a first cell and push it on the stack</source>
        <translation>打通第一个格子，并将它压入栈</translation>
    </message>
    <message>
        <source>while the stack is not empty:</source>
        <translation>当栈不为空时：</translation>
    </message>
    <message>
        <source>    current = the cell on top of the stack</source>
        <translation>    current = 栈顶的格子</translation>
    </message>
    <message>
        <source>    if current has uncarved neighbours two cells away:</source>
        <translation>    若 current 有相隔两格的未打通邻格：</translation>
    </message>
    <message>
        <source>        carve a random one and the wall between</source>
        <translation>        随机选一个打通，连同两者之间的墙</translation>
    </message>
    <message>
        <source>        push it on the stack</source>
        <translation>        将它压入栈</translation>
    </message>
    <message>
        <source>    else:</source>
        <translation>    否则：</translation>
    </message>
    <message>
        <source>        pop current off the stack (backtrack)</source>
        <translation>        将 current 弹出栈（回溯）</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>栈</translation>
    </message>
    <message>
        <source>Stack depth</source>
        <translation>栈深度</translation>
    </message>
    <message>
        <source>Recursive division maze</source>
        <translation>递归分割迷宫</translation>
    </message>
    <message>
        <source>Builds a perfect maze by adding walls: it splits the open board into two chambers with a wall that has one gap, then splits each chamber the same way until the chambers are one cell wide. Rooms on odd coordinates; a start or goal on a wall is opened and joined to the maze.</source>
        <translation>通过添加墙来构造完美迷宫：用一道留有一个缺口的墙把空旷的网格分成两个区域，再用同样的方法分割每个区域，直到区域只有一格宽。迷宫的房间格位于奇数坐标上；落在墙上的起点或终点会被打通并连入迷宫。</translation>
    </message>
    <message>
        <source>wall the border, leave the inside open</source>
        <translation>沿四周砌墙，内部保持空旷</translation>
    </message>
    <message>
        <source>push the whole inside as one chamber</source>
        <translation>将整个内部作为一个区域压入栈</translation>
    </message>
    <message>
        <source>while a chamber is left:</source>
        <translation>当还有剩余区域时：</translation>
    </message>
    <message>
        <source>    pop a chamber; skip it if it is one cell wide or high</source>
        <translation>    弹出一个区域；若它的宽或高只有一格，则跳过</translation>
    </message>
    <message>
        <source>    choose a wall line across its longer side (at random if square)</source>
        <translation>    选一条横切其较长边的墙线（若为正方形则随机选择方向）</translation>
    </message>
    <message>
        <source>    build the wall, leaving a random gap</source>
        <translation>    砌起这道墙，并在随机位置留一个缺口</translation>
    </message>
    <message>
        <source>    push the two halves</source>
        <translation>    将分出的两个区域压入栈</translation>
    </message>
    <message>
        <source>Wall cells built</source>
        <translation>已砌墙格数</translation>
    </message>
    <message>
        <source>Chambers waiting</source>
        <translation>待分割区域数</translation>
    </message>
    <message>
        <source>A* search</source>
        <translation>A* 搜索</translation>
    </message>
    <message>
        <source>Dijkstra&apos;s algorithm guided by an estimate h of the cost still to go: it expands the cell with the lowest f = g + h. With an admissible heuristic and weight 1 the path is a cheapest one.</source>
        <translation>由剩余代价的估计值 h 引导的 Dijkstra 算法：每次扩展 f = g + h 最小的格子。若启发函数是可采纳的且权重为 1，所得路径的代价最小。</translation>
    </message>
    <message>
        <source>put start on the open list with g(start) = 0, h(start) = heuristic(start)</source>
        <translation>将起点放入开放列表，g(start) = 0，h(start) = heuristic(start)</translation>
    </message>
    <message>
        <source>while the open list is not empty:</source>
        <translation>当开放列表不为空时：</translation>
    </message>
    <message>
        <source>    current ← the open cell with the lowest f = g + w·h (ties: tie-breaking rule)</source>
        <translation>    current ← 开放列表中 f = g + w·h 最小的格子（f 相同时按平局决胜规则）</translation>
    </message>
    <message>
        <source>    if current is the goal: return the path through the parents</source>
        <translation>    若 current 是终点：沿父节点回溯，返回路径</translation>
    </message>
    <message>
        <source>    move current from the open list to the closed set</source>
        <translation>    将 current 从开放列表移入关闭列表</translation>
    </message>
    <message>
        <source>    for each free neighbour n of current that is not closed:</source>
        <translation>    对 current 的每个不在关闭列表中的可通行邻格 n：</translation>
    </message>
    <message>
        <source>        tentative ← g(current) + cost of entering n</source>
        <translation>        tentative ← g(current) + 进入 n 的代价</translation>
    </message>
    <message>
        <source>        if n is not on the open list:</source>
        <translation>        若 n 不在开放列表中：</translation>
    </message>
    <message>
        <source>            parent(n) ← current; g(n) ← tentative; h(n) ← heuristic(n); put n on the open list</source>
        <translation>            parent(n) ← current；g(n) ← tentative；h(n) ← heuristic(n)；将 n 放入开放列表</translation>
    </message>
    <message>
        <source>        else if tentative &lt; g(n):</source>
        <translation>        否则若 tentative &lt; g(n)：</translation>
    </message>
    <message>
        <source>            parent(n) ← current; g(n) ← tentative; move n up the open list</source>
        <translation>            parent(n) ← current；g(n) ← tentative；在开放列表中将 n 前移</translation>
    </message>
    <message>
        <source>return &quot;no path&quot;</source>
        <translation>返回“无路径”</translation>
    </message>
    <message>
        <source>On the open list: reached, waiting to be expanded</source>
        <translation>在开放列表中：已到达，等待扩展</translation>
    </message>
    <message>
        <source>The cell being expanded</source>
        <translation>正在扩展的格子</translation>
    </message>
    <message>
        <source>In the closed set: expanded</source>
        <translation>在关闭列表中：已扩展</translation>
    </message>
    <message>
        <source>The path found</source>
        <translation>找到的路径</translation>
    </message>
    <message>
        <source>g: cost from the start</source>
        <translation>g：从起点到此的代价</translation>
    </message>
    <message>
        <source>h: estimated cost to the goal</source>
        <translation>h：到终点的估计代价</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Cells expanded</source>
        <translation>已扩展格子数</translation>
    </message>
    <message>
        <source>Open list size</source>
        <translation>开放列表大小</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Expand a cell</source>
        <translation>扩展格子</translation>
    </message>
    <message>
        <source>Open a neighbour</source>
        <translation>将邻格加入开放列表</translation>
    </message>
    <message>
        <source>Update a neighbour with a better g</source>
        <translation>用更小的 g 更新邻格</translation>
    </message>
    <message>
        <source>Goal reached</source>
        <translation>到达终点</translation>
    </message>
    <message>
        <source>No path</source>
        <translation>无路径</translation>
    </message>
    <message>
        <source>Breadth-first search</source>
        <translation>广度优先搜索</translation>
    </message>
    <message>
        <source>Explores the board in rings of equal distance in moves from the start, with a queue. Finds a path with the fewest moves; it ignores weights and counts a diagonal like any other move, so the path is the cheapest only on 4-connected unweighted boards.</source>
        <translation>借助队列，按离起点的步数一圈一圈地探索网格。找到的路径步数最少；它忽略权重，并把对角移动和其他移动一样计为一步，因此只有在 4 连通、不带权重的网格上，所得路径的代价才是最小的。</translation>
    </message>
    <message>
        <source>put start in the queue with g(start) = 0</source>
        <translation>将起点放入队列，g(start) = 0</translation>
    </message>
    <message>
        <source>while the queue is not empty:</source>
        <translation>当队列不为空时：</translation>
    </message>
    <message>
        <source>    current ← take the cell at the front of the queue</source>
        <translation>    current ← 取出队首的格子</translation>
    </message>
    <message>
        <source>    for each free neighbour n of current:</source>
        <translation>    对 current 的每个可通行邻格 n：</translation>
    </message>
    <message>
        <source>        if n has not been reached:</source>
        <translation>        若尚未到达过 n：</translation>
    </message>
    <message>
        <source>            parent(n) ← current; g(n) ← g(current) + 1</source>
        <translation>            parent(n) ← current；g(n) ← g(current) + 1</translation>
    </message>
    <message>
        <source>            put n at the back of the queue</source>
        <translation>            将 n 放到队尾</translation>
    </message>
    <message>
        <source>In the queue: reached, waiting to be expanded</source>
        <translation>在队列中：已到达，等待扩展</translation>
    </message>
    <message>
        <source>Expanded: taken out of the queue</source>
        <translation>已扩展：已从队列中取出</translation>
    </message>
    <message>
        <source>g: moves from the start</source>
        <translation>g：从起点到此的步数</translation>
    </message>
    <message>
        <source>Queue length</source>
        <translation>队列长度</translation>
    </message>
    <message>
        <source>Put a neighbour in the queue</source>
        <translation>将邻格加入队列</translation>
    </message>
    <message>
        <source>Bidirectional search</source>
        <translation>双向搜索</translation>
    </message>
    <message>
        <source>Two Dijkstra searches, one from the start and one from the goal, grow toward each other. Where they meet they offer a path; the search goes on until no cheaper one is possible, so the path is a cheapest one, weights included.</source>
        <translation>两个 Dijkstra 搜索分别从起点和终点出发，相向扩展。两者相遇处给出一条候选路径；搜索会一直继续，直到不可能再有代价更小的路径，因此所得路径的代价（计入权重）最小。</translation>
    </message>
    <message>
        <source>open start forward with g = 0 and goal backward with g&apos; = 0; best ← ∞</source>
        <translation>将起点放入正向开放列表（g = 0），将终点放入反向开放列表（g&apos; = 0）；best ← ∞</translation>
    </message>
    <message>
        <source>while both open lists are non-empty and the lowest g + the lowest g&apos; &lt; best:</source>
        <translation>当两个开放列表都不为空，且最小的 g + 最小的 g&apos; &lt; best 时：</translation>
    </message>
    <message>
        <source>    pick a side; current ← its open cell with the lowest cost</source>
        <translation>    选择一侧；current ← 该侧开放列表中代价最小的格子</translation>
    </message>
    <message>
        <source>    move current to that side&apos;s closed set</source>
        <translation>    将 current 移入该侧的关闭列表</translation>
    </message>
    <message>
        <source>    for each free neighbour n of current not closed on that side:</source>
        <translation>    对 current 的每个不在该侧关闭列表中的可通行邻格 n：</translation>
    </message>
    <message>
        <source>        if n is new to this side or cheaper through current:</source>
        <translation>        若本侧尚未到达过 n，或经由 current 到达 n 的代价更小：</translation>
    </message>
    <message>
        <source>            parent(n) ← current; update its cost; put n on this side&apos;s open list</source>
        <translation>            parent(n) ← current；更新 n 的代价；将 n 放入本侧的开放列表</translation>
    </message>
    <message>
        <source>            if the other side has reached n and g(n) + g&apos;(n) &lt; best:</source>
        <translation>            若另一侧已到达过 n 且 g(n) + g&apos;(n) &lt; best：</translation>
    </message>
    <message>
        <source>                best ← g(n) + g&apos;(n); meeting ← n</source>
        <translation>                best ← g(n) + g&apos;(n)；meeting ← n</translation>
    </message>
    <message>
        <source>if best = ∞: return &quot;no path&quot;</source>
        <translation>若 best = ∞：返回“无路径”</translation>
    </message>
    <message>
        <source>return start → meeting → goal through both sides&apos; parents</source>
        <translation>沿两侧的父节点，返回 起点 → meeting → 终点 的路径</translation>
    </message>
    <message>
        <source>Open on the side of the start</source>
        <translation>在起点侧的开放列表中</translation>
    </message>
    <message>
        <source>Closed on the side of the start</source>
        <translation>在起点侧的关闭列表中</translation>
    </message>
    <message>
        <source>Open on the side of the goal</source>
        <translation>在终点侧的开放列表中</translation>
    </message>
    <message>
        <source>Closed on the side of the goal</source>
        <translation>在终点侧的关闭列表中</translation>
    </message>
    <message>
        <source>Where the searches meet on the best path so far</source>
        <translation>两侧搜索在目前最优路径上的相遇点</translation>
    </message>
    <message>
        <source>g&apos;: cost to the goal</source>
        <translation>g&apos;：从此处到终点的代价</translation>
    </message>
    <message>
        <source>Update a neighbour with a better cost</source>
        <translation>用更小的代价更新邻格</translation>
    </message>
    <message>
        <source>The searches meet on a better path</source>
        <translation>两侧搜索在更优的路径上相遇</translation>
    </message>
    <message>
        <source>Path found</source>
        <translation>找到路径</translation>
    </message>
    <message>
        <source>Depth-first search</source>
        <translation>深度优先搜索</translation>
    </message>
    <message>
        <source>Follows one way as far as it goes, keeping it on a stack, and backtracks from dead ends. Finds a path whenever there is one, rarely the shortest. With the direction order toward the target it is the direction-priority search of the snake and Lianliankan programs.</source>
        <translation>沿一条路线一直走到底，并把这条路线保存在栈中，遇到死胡同就回溯。只要存在路径就一定能找到，但很少是最短的。方向顺序设为“朝向终点优先”时，它就是贪吃蛇和连连看程序中的方向优先搜索。</translation>
    </message>
    <message>
        <source>push start onto the stack; mark it visited</source>
        <translation>将起点压入栈；将其标记为已访问</translation>
    </message>
    <message>
        <source>    top ← the cell on top of the stack</source>
        <translation>    top ← 栈顶的格子</translation>
    </message>
    <message>
        <source>    if top is the goal: return the stack as the path</source>
        <translation>    若 top 是终点：将栈作为路径返回</translation>
    </message>
    <message>
        <source>    n ← the next untried neighbour of top, in direction order, that is free and not visited</source>
        <translation>    n ← 按方向顺序，top 的下一个尚未尝试、可通行且未访问的邻格</translation>
    </message>
    <message>
        <source>    if there is such an n:</source>
        <translation>    若存在这样的 n：</translation>
    </message>
    <message>
        <source>        mark n visited; parent(n) ← top</source>
        <translation>        将 n 标记为已访问；parent(n) ← top</translation>
    </message>
    <message>
        <source>        push n onto the stack</source>
        <translation>        将 n 压入栈</translation>
    </message>
    <message>
        <source>        pop top off the stack (backtrack)</source>
        <translation>        将 top 弹出栈（回溯）</translation>
    </message>
    <message>
        <source>On the stack: the way being tried</source>
        <translation>在栈中：正在尝试的路线</translation>
    </message>
    <message>
        <source>Backtracked: a dead end, popped off the stack</source>
        <translation>已回溯：死胡同，已弹出栈</translation>
    </message>
    <message>
        <source>g: cost from the start along the stack</source>
        <translation>g：沿栈中路线从起点到此的代价</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>回溯次数</translation>
    </message>
    <message>
        <source>Push a neighbour</source>
        <translation>将邻格压入栈</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>回溯</translation>
    </message>
    <message>
        <source>Dijkstra&apos;s algorithm</source>
        <translation>Dijkstra 算法</translation>
    </message>
    <message>
        <source>Expands cells in order of their cost from the start, so the wave follows the weights. Returns a cheapest path on any board.</source>
        <translation>按格子到起点的代价从小到大依次扩展，因此扩展的波前会顺着权重推进。在任何网格上都能返回代价最小的路径。</translation>
    </message>
    <message>
        <source>put start on the open list with g(start) = 0</source>
        <translation>将起点放入开放列表，g(start) = 0</translation>
    </message>
    <message>
        <source>    current ← the open cell with the lowest g</source>
        <translation>    current ← 开放列表中 g 最小的格子</translation>
    </message>
    <message>
        <source>            parent(n) ← current; g(n) ← tentative; put n on the open list</source>
        <translation>            parent(n) ← current；g(n) ← tentative；将 n 放入开放列表</translation>
    </message>
    <message>
        <source>Greedy best-first search</source>
        <translation>贪心最佳优先搜索</translation>
    </message>
    <message>
        <source>Always expands the open cell that looks closest to the goal by the heuristic alone, ignoring the cost so far. Often very fast, but the path need not be the shortest.</source>
        <translation>总是扩展仅凭启发函数判断离终点最近的开放格子，不考虑已走过的代价。通常很快，但路径不一定最短。</translation>
    </message>
    <message>
        <source>put start on the open list</source>
        <translation>将起点放入开放列表</translation>
    </message>
    <message>
        <source>    current ← the open cell with the lowest h</source>
        <translation>    current ← 开放列表中 h 最小的格子</translation>
    </message>
    <message>
        <source>        if n has been reached before: skip it</source>
        <translation>        若之前已到达过 n：跳过</translation>
    </message>
    <message>
        <source>        parent(n) ← current; h(n) ← heuristic(n)</source>
        <translation>        parent(n) ← current；h(n) ← heuristic(n)</translation>
    </message>
    <message>
        <source>        put n on the open list</source>
        <translation>        将 n 放入开放列表</translation>
    </message>
    <message>
        <source>Connectivity</source>
        <translation>连通方式</translation>
    </message>
    <message>
        <source>4: moves to the four orthogonal neighbours. 8: diagonal moves too, costing sqrt(2) times the weight of the cell entered, and only when both orthogonal cells the move passes are free (no corner cutting), as in the Moving AI benchmarks.</source>
        <translation>4：只能移动到上下左右四个相邻格子。8：还允许对角移动，代价为所进入格子权重的 sqrt(2) 倍，且只有当这一步经过的两个正交相邻格子都可通行时才允许（不能切角），与 Moving AI 基准测试的规则一致。</translation>
    </message>
    <message>
        <source>4-connected</source>
        <translation>4 连通</translation>
    </message>
    <message>
        <source>8-connected</source>
        <translation>8 连通</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Manhattan</source>
        <translation>曼哈顿距离</translation>
    </message>
    <message>
        <source>Euclidean</source>
        <translation>欧几里得距离</translation>
    </message>
    <message>
        <source>Octile</source>
        <translation>八向距离</translation>
    </message>
    <message>
        <source>Chebyshev</source>
        <translation>切比雪夫距离</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <translation>启发函数</translation>
    </message>
    <message>
        <source>The estimate h of the cost still to go. Automatic: Manhattan when 4-connected, octile when 8-connected. Manhattan |dx| + |dy| is admissible only 4-connected: 8-connected it counts 2 for a diagonal that costs sqrt(2), so A* may return a longer path. Euclidean, octile and Chebyshev never overestimate, so A* with them stays optimal in both modes; the closer h is to the true cost, the fewer cells A* expands.</source>
        <translation>对剩余代价的估计 h。自动：4 连通时用曼哈顿距离，8 连通时用八向距离（octile）。曼哈顿距离 |dx| + |dy| 只在 4 连通时是可采纳的：在 8 连通时，它把代价为 sqrt(2) 的对角移动算作 2，因此 A* 可能返回更长的路径。欧几里得距离、八向距离和切比雪夫距离都不会高估，所以使用它们时 A* 在两种连通方式下都保持最优；h 越接近真实代价，A* 扩展的格子就越少。</translation>
    </message>
    <message>
        <source>The estimate of the distance to the goal that orders the open list. Automatic: Manhattan when 4-connected, octile when 8-connected.</source>
        <translation>对到终点距离的估计，用来给开放列表排序。自动：4 连通时用曼哈顿距离，8 连通时用八向距离（octile）。</translation>
    </message>
    <message>
        <source>Heuristic weight</source>
        <translation>启发函数权重</translation>
    </message>
    <message>
        <source>w in f = g + w * h. 1 is plain A*, optimal with an admissible heuristic. Above 1 it is weighted A*: it expands fewer cells but is no longer optimal; its path costs at most w times the optimum.</source>
        <translation>f = g + w * h 中的 w。取 1 时就是普通的 A*，使用可采纳的启发函数时结果最优。大于 1 时为加权 A*：扩展的格子更少，但不再保证最优；其路径代价至多为最优代价的 w 倍。</translation>
    </message>
    <message>
        <source>Tie-breaking</source>
        <translation>平局决胜</translation>
    </message>
    <message>
        <source>Which open cell comes first among those of equal f. Larger g follows the most advanced path and expands far fewer cells on open ground; every choice returns an optimal path.</source>
        <translation>f 相同的开放格子中先取哪一个。“g 大者优先”沿着推进得最远的路径前进，在空旷区域扩展的格子要少得多；无论选哪一种，返回的路径都是最优的。</translation>
    </message>
    <message>
        <source>Larger g first</source>
        <translation>g 大者优先</translation>
    </message>
    <message>
        <source>Smaller g first</source>
        <translation>g 小者优先</translation>
    </message>
    <message>
        <source>No preference (heap order)</source>
        <translation>不区分（按堆中的顺序）</translation>
    </message>
    <message>
        <source>Direction order</source>
        <translation>方向顺序</translation>
    </message>
    <message>
        <source>The order in which moves out of a cell are tried. Fixed: clockwise from north. Toward the target: first the moves that bring the search closer to the goal, the column before the row, then those that keep the distance, then those that lead away; the direction priority of the snake and Lianliankan programs. On open ground it walks straight to the goal.</source>
        <translation>从一个格子出发时尝试各个移动方向的顺序。固定：从北开始按顺时针顺序。朝向终点优先：先尝试使搜索更接近终点的移动（先横向后纵向），再尝试与终点距离不变的移动，最后尝试远离终点的移动；这就是贪吃蛇和连连看程序中的方向优先级。在空旷区域，它会径直走向终点。</translation>
    </message>
    <message>
        <source>Fixed (clockwise from north)</source>
        <translation>固定（从北开始顺时针）</translation>
    </message>
    <message>
        <source>Toward the target first</source>
        <translation>朝向终点优先</translation>
    </message>
    <message>
        <source>Side to expand</source>
        <translation>扩展哪一侧</translation>
    </message>
    <message>
        <source>Which search takes the next step: strictly in turn, or the one with the smaller open list. Both stop at the same optimal cost.</source>
        <translation>由哪一侧的搜索执行下一步：严格轮流，或由开放列表较小的一侧执行。两种方式都在同样的最优代价处停止。</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>轮流</translation>
    </message>
    <message>
        <source>Smaller open list</source>
        <translation>开放列表较小的一侧</translation>
    </message>
    <message>
        <source>no room for a snake of %1 cells at (%2,%3)</source>
        <translation>(%2,%3) 处放不下长度为 %1 的蛇</translation>
    </message>
    <message>
        <source>Start length</source>
        <translation>初始长度</translation>
    </message>
    <message>
        <source>Tail rule</source>
        <translation>蛇尾规则</translation>
    </message>
    <message>
        <source>Whether the head may enter the cell the tail leaves on the same move</source>
        <translation>蛇头能否在同一步进入蛇尾刚离开的格子</translation>
    </message>
    <message>
        <source>The head may follow the tail</source>
        <translation>蛇头可以紧跟蛇尾</translation>
    </message>
    <message>
        <source>Entering the tail&apos;s cell is fatal</source>
        <translation>进入蛇尾所在格子即死亡</translation>
    </message>
    <message>
        <source>Step limit</source>
        <translation>步数上限</translation>
    </message>
    <message>
        <source>Shadow snake</source>
        <translation>影子蛇</translation>
    </message>
    <message>
        <source>Path to the food</source>
        <translation>通往食物的路径</translation>
    </message>
    <message>
        <source>Search toward the tail</source>
        <translation>朝蛇尾的搜索</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>扩展次数</translation>
    </message>
    <message>
        <source>Snake: A* with a shadow snake (seed 000)</source>
        <translation>贪吃蛇：A* 加影子蛇（种子 000）</translation>
    </message>
    <message>
        <source>A* to the food; a shadow snake walks the path and eats, and only if its head can still reach its tail does the snake follow the path. Otherwise it chases its tail with a depth-first search that tries moves away from the food first. A faithful port, quirks included: it can still trap itself.</source>
        <translation>用 A* 找到食物；先让影子蛇沿路径走过去吃掉食物，只有影子蛇的头仍能到达它的尾巴时，真蛇才沿这条路径走。否则用深度优先搜索追自己的尾巴，优先尝试远离食物的方向。这是忠实的移植，包括原有的怪癖：它仍可能把自己困住。</translation>
    </message>
    <message>
        <source>while alive and the board is not full:</source>
        <translation>当蛇还活着且棋盘未满时：</translation>
    </message>
    <message>
        <source>    path = A* from the head to the food, the body as obstacles</source>
        <translation>    path = 从蛇头到食物的 A*，蛇身作为障碍</translation>
    </message>
    <message>
        <source>    if there is a path:</source>
        <translation>    若存在路径：</translation>
    </message>
    <message>
        <source>        walk a shadow snake along it, growing when it eats</source>
        <translation>        让影子蛇沿路径走，吃到食物时变长</translation>
    </message>
    <message>
        <source>        if the shadow&apos;s head can reach its tail (depth-first):</source>
        <translation>        若影子蛇的头能到达它的尾巴（深度优先）：</translation>
    </message>
    <message>
        <source>            follow the path to the food</source>
        <translation>            沿路径走向食物</translation>
    </message>
    <message>
        <source>    chase the tail: depth-first, moves away from the food first, the tail freeing cells</source>
        <translation>    追蛇尾：深度优先，优先远离食物的方向，蛇尾移动会腾出格子</translation>
    </message>
    <message>
        <source>    if nothing reaches the tail, keep going</source>
        <translation>    若都到不了蛇尾，保持原方向</translation>
    </message>
    <message>
        <source>    move the head; eat and grow, or the tail follows</source>
        <translation>    移动蛇头；吃到食物就变长，否则蛇尾跟上</translation>
    </message>
    <message>
        <source>won, dead or stuck</source>
        <translation>获胜、死亡或卡住</translation>
    </message>
    <message>
        <source>Snake: greedy with a shadow snake</source>
        <translation>贪吃蛇：贪心加影子蛇</translation>
    </message>
    <message>
        <source>    for each move, nearest the food first: shortest path to the food</source>
        <translation>    按离食物由近到远的顺序，对每个方向：求到食物的最短路径</translation>
    </message>
    <message>
        <source>        if so, take that move</source>
        <translation>        若能，就走这一步</translation>
    </message>
    <message>
        <source>    else take the move with the most free space</source>
        <translation>    否则走空闲空间最大的一步</translation>
    </message>
    <message>
        <source>Shortest path to the food, taken only when a shadow snake that walks it can still reach its tail with moves to spare, as if it ate again on the way back; otherwise the move with the longest way to the tail, the shortest way stretched by detours; otherwise the move with the most free space. Searches let the head pass where the tail will have left. A snake back where it was since its last meal gives up a spare move.</source>
        <translation>走通往食物的最短路径，但只在沿路径走的影子蛇仍能带着富余步数到达尾巴时才走（就像回程中还会再吃到食物）；否则选通往蛇尾的路最长的一步（把最短路用绕行拉长）；再否则选空闲空间最大的一步。搜索时允许蛇头经过蛇尾届时已离开的格子。若蛇回到上次进食以来到过的局面，就少留一步富余。</translation>
    </message>
    <message>
        <source>    spare = 3 after a meal; one fewer each time the snake is back where it was</source>
        <translation>    进食后 spare = 3；每回到一次曾经的局面就减一</translation>
    </message>
    <message>
        <source>        walk a shadow snake along it; can its head reach its tail, the body staying min(spare, cells left - 1) moves longer?</source>
        <translation>        让影子蛇沿路径走；在蛇身多停留 min(spare, 剩余格子数 - 1) 步的情况下，它的头还能到达尾巴吗？</translation>
    </message>
    <message>
        <source>    else take the move with the longest way to the tail: the shortest, stretched by detours</source>
        <translation>    否则走通往蛇尾的路最长的一步：把最短路用绕行拉长</translation>
    </message>
    <message>
        <source>The snake&apos;s length at the start, its body west of the head, unless a snake is drawn on the board</source>
        <translation>开始时蛇的长度，身体在蛇头以西；棋盘上画了蛇时不用此项</translation>
    </message>
    <message>
        <source>Hamiltonian cycle</source>
        <translation>哈密顿环</translation>
    </message>
    <message>
        <source>Place on the cycle, the tail being 1</source>
        <translation>在环上的序号（蛇尾为 1）</translation>
    </message>
    <message>
        <source>    once: build a Hamiltonian cycle from the snake as it stands</source>
        <translation>    仅一次：从蛇当前的样子构造哈密顿环</translation>
    </message>
    <message>
        <source>        path = breadth-first from the head to the tail, the body in the way, the last direction first</source>
        <translation>        路径 = 从蛇头到蛇尾的广度优先搜索，蛇身为障碍，优先沿上一步的方向</translation>
    </message>
    <message>
        <source>        for each step a -&gt; b, if the two cells beside it on one side are free, detour through them; start again</source>
        <translation>        对每一步 a -&gt; b，若其一侧相邻的两个格子空闲，就绕道经过它们；然后从头再来</translation>
    </message>
    <message>
        <source>    otherwise move to the cycle&apos;s next cell</source>
        <translation>    否则走到环上的下一格</translation>
    </message>
    <message>
        <source>Snake: follow a Hamiltonian cycle (seed 001)</source>
        <translation>贪吃蛇：沿哈密顿环前进（种子 001）</translation>
    </message>
    <message>
        <source>Builds a Hamiltonian cycle through every free cell as the seed-001 post does, then follows it for ever: slow, but the snake can never run into itself.</source>
        <translation>像种子 001 的文章那样构造一条经过所有空闲格子的哈密顿环，然后一直沿着它走：很慢，但蛇永远不会撞到自己。</translation>
    </message>
    <message>
        <source>    no shortcuts</source>
        <translation>    不走捷径</translation>
    </message>
    <message>
        <source>Snake: Hamiltonian cycle with the post&apos;s shortcuts (seed 001)</source>
        <translation>贪吃蛇：哈密顿环加文章中的捷径（种子 001）</translation>
    </message>
    <message>
        <source>Follows the seed-001 cycle, but first searches from the head through cells whose number along the cycle, counted from the tail, rises toward the food&apos;s, and takes that search&apos;s first step. Ported as the post has it: its search keeps one neighbour of each cell.</source>
        <translation>沿种子 001 的环前进，但先从蛇头出发，搜索环上序号（从蛇尾数起）朝食物序号递增的格子，并走这次搜索的第一步。照文章原样移植：它的搜索每个格子只保留一个邻居。</translation>
    </message>
    <message>
        <source>    shortcut: search from the head through cells numbered higher than the last and at most the food&apos;s; take its first step</source>
        <translation>    捷径：从蛇头出发，搜索序号高于上一格且不超过食物序号的格子；走它的第一步</translation>
    </message>
    <message>
        <source>Snake: Hamiltonian cycle with safe shortcuts</source>
        <translation>贪吃蛇：哈密顿环加安全捷径</translation>
    </message>
    <message>
        <source>        close the path through the body; if cells are left out, a zig-zag or a searched cycle instead</source>
        <translation>        经由蛇身把路径闭合成环；若有格子被漏掉，改用之字形环或搜索得到的环</translation>
    </message>
    <message>
        <source>Follows a zig-zag cycle (the seed-001 one when no zig-zag carries the snake) but, while the snake fills less than half the board, moves to the neighbour furthest along it that passes neither the food nor the tail. The body then always lies in cycle order behind the head with every cell ahead free, so the cycle can always be followed from where it is.</source>
        <translation>沿之字形环前进（没有之字形环能容纳这条蛇时用种子 001 的环），但在蛇占不到棋盘一半时，走到环上最靠前、且既不越过食物也不越过蛇尾的邻格。这样蛇身总按环的顺序排在蛇头之后，前方的格子都空闲，所以从任何位置都能继续沿环前进。</translation>
    </message>
    <message>
        <source>    shortcut, while the snake fills under half the board: the neighbour furthest along the cycle short of the food and the tail (strict rule: as many free cells left ahead as skipped)</source>
        <translation>    蛇占不到棋盘一半时走捷径：环上最靠前、不越过食物和蛇尾的邻格（严格规则下：前方留下的空格不少于跳过的）</translation>
    </message>
    <message>
        <source>Snake: Hamiltonian cycle repaired as it goes</source>
        <translation>贪吃蛇：边走边修补的哈密顿环</translation>
    </message>
    <message>
        <source>On a board of even sides, follows the cycle around a spanning tree of 2 x 2 blocks and, at every move, relinks the tree where that brings the food closer along the cycle: each step of the body fixes one link, so any tree that keeps those links still carries the snake. Elsewhere it searches a new cycle that starts with the shortest way to each food and takes the safe shortcuts. Either way the snake always follows a cycle that carries it.</source>
        <translation>在边长均为偶数的棋盘上，沿着由 2 x 2 方块组成的生成树外围的环行走，并在每一步重新连接生成树中能让食物沿环更近的那些连线：蛇身的每一步都固定一条连线，所以任何保留这些连线的树的环仍然承载着蛇。在其他棋盘上，它为每个食物搜索一条以最短路开头的新环，并走安全捷径。无论哪种方式，蛇始终沿着一条承载它的环行走。</translation>
    </message>
    <message>
        <source>    repair: relink the tree of blocks, keeping every link the body lies across, where the food comes closer along the cycle</source>
        <translation>    修补：重新连接方块树，保留蛇身经过的每条连线，只要食物沿环因此更近</translation>
    </message>
    <message>
        <source>The starter bot of the King of Bots template, ported as it is: it reads the input string, marks the walls and both snakes (tails too, though they may be about to leave) and takes the first free direction of up, right, down, left.</source>
        <translation>King of Bots 模板中的入门机器人，原样移植：读取输入字符串，标出墙和两条蛇（包括可能即将离开的蛇尾），按上、右、下、左的顺序选第一个空闲方向。</translation>
    </message>
    <message>
        <source>read the map and both snakes from the input string</source>
        <translation>从输入字符串读取地图和两条蛇</translation>
    </message>
    <message>
        <source>mark the walls and every cell of both snakes, tails included</source>
        <translation>标出墙和两条蛇的每一格，包括蛇尾</translation>
    </message>
    <message>
        <source>for each direction 0 up, 1 right, 2 down, 3 left:</source>
        <translation>对每个方向 0 上、1 右、2 下、3 左：</translation>
    </message>
    <message>
        <source>    if the cell there is free, answer that direction</source>
        <translation>    若那一格空闲，回答这个方向</translation>
    </message>
    <message>
        <source>answer 0 (up) when none is free</source>
        <translation>都不空闲时回答 0（上）</translation>
    </message>
    <message>
        <source>Any direction whose cell holds no wall and no body next round (a tail that leaves counts as free), chosen at random from the scenario&apos;s seed.</source>
        <translation>下一回合该格既无墙也无蛇身的任一方向（将离开的蛇尾算作空闲），按场景的种子随机选择。</translation>
    </message>
    <message>
        <source>for each direction: safe when its cell holds no wall and no body next round</source>
        <translation>对每个方向：下一回合该格无墙无蛇身即为安全</translation>
    </message>
    <message>
        <source>answer one of the safe directions at random</source>
        <translation>随机回答一个安全方向</translation>
    </message>
    <message>
        <source>answer 0 (up) when none is safe</source>
        <translation>都不安全时回答 0（上）</translation>
    </message>
    <message>
        <source>unknown duel bot &quot;%1&quot;</source>
        <translation>未知的对战机器人“%1”</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>The bot that plays snake B</source>
        <translation>操纵蛇 B 的机器人</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>地图</translation>
    </message>
    <message>
        <source>Where the walls come from</source>
        <translation>墙从哪里来</translation>
    </message>
    <message>
        <source>The platform&apos;s generator, from the seed</source>
        <translation>平台的生成器，按种子生成</translation>
    </message>
    <message>
        <source>The board as drawn (14 x 13)</source>
        <translation>按绘制的棋盘（14 x 13）</translation>
    </message>
    <message>
        <source>Snake A</source>
        <translation>蛇 A</translation>
    </message>
    <message>
        <source>Snake B</source>
        <translation>蛇 B</translation>
    </message>
    <message>
        <source>Line of play</source>
        <translation>着法序列</translation>
    </message>
    <message>
        <source>Nodes searched</source>
        <translation>搜索的节点</translation>
    </message>
    <message>
        <source>Score of a move</source>
        <translation>走法得分</translation>
    </message>
    <message>
        <source>Rounds to reach</source>
        <translation>到达所需回合</translation>
    </message>
    <message>
        <source>A decides</source>
        <translation>A 决策</translation>
    </message>
    <message>
        <source>B decides</source>
        <translation>B 决策</translation>
    </message>
    <message>
        <source>each round, both bots see the same position; this bot (A) thinks:</source>
        <translation>每回合两个机器人看到同一局面；本机器人（A）思考：</translation>
    </message>
    <message>
        <source>both snakes move; a head on a wall or a body dies; one dead loses, both draw</source>
        <translation>两条蛇移动；撞墙或撞上蛇身的蛇头死亡；一方死亡则输，双方死亡则平局</translation>
    </message>
    <message>
        <source>Weighs every open direction by the cells a flood from it reaches, counting a body cell once its snake has left it by the time the flood arrives, and goes where the most room is; ties go to the direction farther from the other head.</source>
        <translation>按从每个可走方向泛洪所能到达的格数来权衡它们（泛洪到达时蛇已离开的蛇身格也算在内），走向空间最大的方向；相同时选离另一个蛇头更远的方向。</translation>
    </message>
    <message>
        <source>    its cell holds a wall or a body that stays: refuse it</source>
        <translation>    该格有墙或不会离开的蛇身：拒绝它</translation>
    </message>
    <message>
        <source>    flood from it, a body cell joining once its snake has left it</source>
        <translation>    从它开始泛洪，蛇身格在蛇离开后才加入</translation>
    </message>
    <message>
        <source>choose the most cells; ties: farther from the other head, then the lower direction</source>
        <translation>选格数最多的；相同时选离另一个蛇头更远的，再选编号较小的方向</translation>
    </message>
    <message>
        <source>answer 0 (up) when none is open</source>
        <translation>都不可走时回答 0（上）</translation>
    </message>
    <message>
        <source>Looks ahead round by round: for each of its moves, the other snake&apos;s best reply, knowing the move; positions are scored by the cells each snake reaches first. Deepens one round at a time until its budget is spent and plays the best move of the deepest finished depth. Once the snakes are cut off it plays to live longest.</source>
        <translation>逐回合向前看：对自己的每种走法，考虑另一条蛇在已知该走法时的最佳应对；局面按每条蛇先到达的格数评分。每次加深一回合，直到预算用完，走已完成的最深一层中的最佳走法。两条蛇被隔开后，它力求活得最久。</translation>
    </message>
    <message>
        <source>the safe directions: no wall and no staying body there next round</source>
        <translation>安全方向：下一回合那里没有墙，也没有不会离开的蛇身</translation>
    </message>
    <message>
        <source>split the board: which snake reaches each cell first</source>
        <translation>划分棋盘：每一格哪条蛇先到达</translation>
    </message>
    <message>
        <source>cut off from the other: take the direction that lives longest alone</source>
        <translation>与对方隔开时：选独自存活最久的方向</translation>
    </message>
    <message>
        <source>for depth 1, 2, ... while the budget lasts:</source>
        <translation>对深度 1、2……，在预算用完之前：</translation>
    </message>
    <message>
        <source>    for each of my safe directions:</source>
        <translation>    对我的每个安全方向：</translation>
    </message>
    <message>
        <source>        for each reply of the other, who knows my move: alphabeta(depth - 1)</source>
        <translation>        对已知我走法的对方的每种应对：alphabeta(深度 - 1)</translation>
    </message>
    <message>
        <source>play the best direction of the deepest finished depth</source>
        <translation>走已完成的最深一层中的最佳方向</translation>
    </message>
    <message>
        <source>Search budget</source>
        <translation>搜索预算</translation>
    </message>
    <message>
        <source>Positions the alpha-beta bot may search per move, on either side (a count, so a trace is the same on every machine)</source>
        <translation>α-β 机器人每步（无论哪一方）可搜索的局面数（用计数而非时间，因此在任何机器上轨迹都相同）</translation>
    </message>
    <message>
        <source>Rounds looked ahead</source>
        <translation>向前看的回合数</translation>
    </message>
    <message>
        <source>Score of the move chosen</source>
        <translation>所选走法的得分</translation>
    </message>
    <message>
        <source>How the game ended for this snake when no step shows it: a move that never came</source>
        <translation>当步骤看不出时，这条蛇的对局如何结束：一步始终没有到来</translation>
    </message>
    <message>
        <source>As the steps show</source>
        <translation>按步骤所示</translation>
    </message>
    <message>
        <source>Its bot did not answer in time</source>
        <translation>它的机器人没有按时回答</translation>
    </message>
    <message>
        <source>Its bot ended without an answer</source>
        <translation>它的机器人没有回答就结束了</translation>
    </message>
    <message>
        <source>Its bot answered no direction</source>
        <translation>它的机器人回答的不是方向</translation>
    </message>
    <message>
        <source>It gave up</source>
        <translation>它认输了</translation>
    </message>
    <message>
        <source>Duel: replay a recorded game</source>
        <translation>对战：重放一局记录</translation>
    </message>
    <message>
        <source>Plays a recorded game over, one step a round, from both snakes&apos; step strings (the platform&apos;s record): a game from the arena, a tournament or a saved record. Opening a record file fills in the board and the steps; they can be typed in too.</source>
        <translation>根据两条蛇的步骤字符串（平台的记录）重放一局，每回合一步：可以是竞技场、锦标赛中的对局或保存的记录。打开记录文件会填好棋盘和步骤；也可以手动输入。</translation>
    </message>
    <message>
        <source>A&apos;s steps</source>
        <translation>A 的步骤</translation>
    </message>
    <message>
        <source>Snake A&apos;s directions, one digit a round: 0 up, 1 right, 2 down, 3 left</source>
        <translation>蛇 A 的方向，每回合一个数字：0 上、1 右、2 下、3 左</translation>
    </message>
    <message>
        <source>B&apos;s steps</source>
        <translation>B 的步骤</translation>
    </message>
    <message>
        <source>Snake B&apos;s directions, as many as A&apos;s</source>
        <translation>蛇 B 的方向，个数与 A 相同</translation>
    </message>
    <message>
        <source>A&apos;s ending</source>
        <translation>A 的结局</translation>
    </message>
    <message>
        <source>B&apos;s ending</source>
        <translation>B 的结局</translation>
    </message>
    <message>
        <source>A&apos;s player</source>
        <translation>A 的玩家</translation>
    </message>
    <message>
        <source>Who played snake A, as the record names it</source>
        <translation>操纵蛇 A 的玩家，按记录中的名称</translation>
    </message>
    <message>
        <source>B&apos;s player</source>
        <translation>B 的玩家</translation>
    </message>
    <message>
        <source>Who played snake B, as the record names it</source>
        <translation>操纵蛇 B 的玩家，按记录中的名称</translation>
    </message>
    <message>
        <source>each round: read both snakes&apos; directions from the record</source>
        <translation>每回合：从记录中读取两条蛇的方向</translation>
    </message>
    <message>
        <source>the record ends: the result stands</source>
        <translation>记录结束：结果成立</translation>
    </message>
    <message>
        <source>the start holds no tile: a link joins two tiles</source>
        <translation>起点上没有图块：连线连接的是两个图块</translation>
    </message>
    <message>
        <source>the goal holds no tile: a link joins two tiles</source>
        <translation>终点上没有图块：连线连接的是两个图块</translation>
    </message>
    <message>
        <source>the start and the goal are the same tile, which never links with itself</source>
        <translation>起点和终点是同一个图块，图块不会与自身相连</translation>
    </message>
    <message>
        <source>the two tiles are of different kinds (%1 and %2) and never link</source>
        <translation>两个图块种类不同（%1 和 %2），不能相连</translation>
    </message>
    <message>
        <source>the source&apos;s own code never returns on this board: a fourth direction stepped back onto its path at (%1,%2) and cleared that cell&apos;s directions, so it tries them again and again; this port goes on with the directions left</source>
        <translation>原文的代码在这个棋盘上永远不会返回：第四次转向在 (%1,%2) 退回到自己的路径上并清除了该格的方向集，于是它一遍又一遍地重试；本移植版用剩下的方向继续</translation>
    </message>
    <message>
        <source>Lianliankan: the link with the fewest turns</source>
        <translation>连连看：转弯最少的连线</translation>
    </message>
    <message>
        <source>Joins two tiles of one kind by a path through empty cells, the ring round the board included, of at most two turns: the fewest turns, and of those the shortest. Searches by turns: first every cell in a straight line from the first tile, then every cell one turn away, then two, keeping the shortest way to each cell and heading.</source>
        <translation>用一条经过空格（包括棋盘外的一圈）、至多两次转弯的路径连接两个同种图块：转弯最少，其中最短。按转弯数搜索：先是从第一个图块出发直线可达的每一格，然后是一次转弯可达的，再是两次，对每个格子和朝向保留最短的走法。</translation>
    </message>
    <message>
        <source>from the first tile, go straight each way while the cells are empty: reached with 0 turns</source>
        <translation>从第一个图块出发，向每个方向沿空格直走：0 次转弯到达</translation>
    </message>
    <message>
        <source>    the second tile at the end of one of those lines: linked, no turn</source>
        <translation>    第二个图块在其中一条直线的尽头：相连，无转弯</translation>
    </message>
    <message>
        <source>from every cell reached with 0 turns, go straight to both sides: reached with 1 turn, the shortest way to each cell and heading kept</source>
        <translation>从每个 0 次转弯到达的格子向两侧直走：1 次转弯到达，对每个格子和朝向保留最短走法</translation>
    </message>
    <message>
        <source>    the second tile in line with a cell reached with 0 turns: linked with 1 turn</source>
        <translation>    第二个图块与某个 0 次转弯到达的格子在同一直线上：1 次转弯相连</translation>
    </message>
    <message>
        <source>from every cell reached with 1 turn, go straight to both sides: reached with 2 turns</source>
        <translation>从每个 1 次转弯到达的格子向两侧直走：2 次转弯到达</translation>
    </message>
    <message>
        <source>    the second tile in line with a cell reached with 1 turn: linked with 2 turns, by the shortest such way</source>
        <translation>    第二个图块与某个 1 次转弯到达的格子在同一直线上：2 次转弯相连，取其中最短的</translation>
    </message>
    <message>
        <source>otherwise the two tiles do not link</source>
        <translation>否则两个图块不能相连</translation>
    </message>
    <message>
        <source>Moves from the first tile, on the fewest turns</source>
        <translation>在转弯最少的前提下，距第一个图块的步数</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>连线</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>转弯数</translation>
    </message>
    <message>
        <source>Cells reached</source>
        <translation>到达的格子</translation>
    </message>
    <message>
        <source>Lianliankan: the post&apos;s depth-first search (seed 003)</source>
        <translation>连连看：原文的深度优先搜索（种子 003）</translation>
    </message>
    <message>
        <source>The link() of the seed-003 post, step for step: a depth-first search from the first tile that tries the direction toward the second tile first, x before y, never straight back, counts the first move and every turn as a change of direction and steps back when the count reaches four. It takes the first path it finds, which need not have the fewest turns. Where the post&apos;s code would loop for ever, the port goes on and says so.</source>
        <translation>种子 003 原文中的 link()，逐步移植：从第一个图块出发的深度优先搜索，先试朝向第二个图块的方向，x 先于 y，从不直接回头；把第一步和每次转弯都算作一次方向变化，计数到四时回退。它采用找到的第一条路径，未必转弯最少。在原文代码会无限循环的地方，移植版继续搜索并予以说明。</translation>
    </message>
    <message>
        <source>if source = target: no link</source>
        <translation>若 source = target：不能相连</translation>
    </message>
    <message>
        <source>current = source; path = empty; change = 0</source>
        <translation>current = source；path = 空；change = 0</translation>
    </message>
    <message>
        <source>loop:</source>
        <translation>循环：</translation>
    </message>
    <message>
        <source>    if current = target and change &lt; 4: linked, return path + target</source>
        <translation>    若 current = target 且 change &lt; 4：相连，返回 path + target</translation>
    </message>
    <message>
        <source>    if change = 4: forget current&apos;s directions; current = pop(path); change -= current.changed</source>
        <translation>    若 change = 4：清除 current 的方向集；current = pop(path)；change -= current.changed</translation>
    </message>
    <message>
        <source>    direction = current.forward(): its next of [x toward, y toward, x away, y away], never back, onto an empty cell or the target</source>
        <translation>    direction = current.forward()：取 [x 朝向、y 朝向、x 背向、y 背向] 中的下一个，不回头，走向空格或目标</translation>
    </message>
    <message>
        <source>    if there is one: change += current.changed (1 for the first move and for a turn); push current; current = the cell there</source>
        <translation>    若有：change += current.changed（第一步和转弯为 1）；压入 current；current = 那一格</translation>
    </message>
    <message>
        <source>    else if change = 0: no link</source>
        <translation>    否则若 change = 0：不能相连</translation>
    </message>
    <message>
        <source>    else: forget current&apos;s directions; current = pop(path); change -= current.changed</source>
        <translation>    否则：清除 current 的方向集；current = pop(path)；change -= current.changed</translation>
    </message>
    <message>
        <source>Path being tried</source>
        <translation>正在尝试的路径</translation>
    </message>
    <message>
        <source>Directions (the post&apos;s change)</source>
        <translation>方向数（原文的 change）</translation>
    </message>
    <message>
        <source>Cells pushed</source>
        <translation>压入的格子</translation>
    </message>
    <message>
        <source>Steps back</source>
        <translation>回退次数</translation>
    </message>
    <message>
        <source>the start and the goal become the two tiles, so they must lie inside the ring of empty cells round the board</source>
        <translation>起点和终点将成为两个图块，因此必须位于棋盘外那圈空格之内</translation>
    </message>
    <message>
        <source>the solver gave up after %1 removals tried, %2 tiles left on the longest run it found</source>
        <translation>求解器尝试 %1 次消除后放弃，它找到的最长一串消除后剩下 %2 个图块</translation>
    </message>
    <message>
        <source>Lianliankan: clear the whole board</source>
        <translation>连连看：消除整个棋盘</translation>
    </message>
    <message>
        <source>Kinds</source>
        <translation>种类数</translation>
    </message>
    <message>
        <source>How many kinds of tile fill a board that has none</source>
        <translation>为没有图块的棋盘填充时使用的图块种类数</translation>
    </message>
    <message>
        <source>for each pair of the order found: link its two tiles (lines 1 to 7)</source>
        <translation>对找到的顺序中的每一对：连接它的两个图块（第 1 到 7 行）</translation>
    </message>
    <message>
        <source>    take the two tiles off</source>
        <translation>    拿掉这两个图块</translation>
    </message>
    <message>
        <source>no tile is left: the board is clear</source>
        <translation>没有剩下图块：棋盘已清空</translation>
    </message>
    <message>
        <source>tiles are left and no pair of them links: not cleared</source>
        <translation>还剩图块且没有一对能相连：未能清空</translation>
    </message>
    <message>
        <source>Pairs taken off</source>
        <translation>拿掉的对数</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>剩余图块</translation>
    </message>
    <message>
        <source>Plays a board to the end: finds an order in which every pair links once the pairs before it are gone, by a depth-first search over the pairs that link and, where walls make that search lose its way, a search over which tile goes with which, and then takes the pairs off in that order, each linked by the fewest-turn search, shown inside it. A board without tiles is first filled with pairs that can be cleared, round its walls.</source>
        <translation>把一个棋盘玩到底：找出一个顺序，使每一对在它之前的各对消去后都能相连——先在能相连的各对上做深度优先搜索，墙多得让这种搜索迷路时，再搜索哪个图块与哪个配对——然后按这个顺序消去各对，每对都由转弯最少的搜索连接，并显示在其中。没有图块的棋盘先绕着墙填上可以消完的图块对。</translation>
    </message>
    <message>
        <source>solve: depth-first over the pairs that link, a kind whose other tiles all link with each other first, back from a dead end, start again with a larger budget; if still stuck, change which tile goes with which until taking off linked pairs clears the board</source>
        <translation>solve：在能相连的各对上深度优先搜索，先取其余图块两两都能相连的种类，走入死路就回退，再以更大的预算重新开始；仍然卡住时，改变哪个图块与哪个配对，直到不断消去能相连的对就能消完棋盘</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Where the blank ends: after the tiles 1..N-1 (the usual picture), or first, tile t at index t (Korf&apos;s instances, and where the post ends)</source>
        <translation>空格最后的位置：在图块 1..N-1 之后（通常的图样），或在最前，图块 t 位于下标 t（Korf 的实例，也是原文结束时的样子）</translation>
    </message>
    <message>
        <source>Blank last</source>
        <translation>空格在最后</translation>
    </message>
    <message>
        <source>Blank first</source>
        <translation>空格在最前</translation>
    </message>
    <message>
        <source>The blank&apos;s way</source>
        <translation>空格的路线</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>已解开</translation>
    </message>
    <message>
        <source>Sliding puzzle: the post&apos;s layer-by-layer solver (seed 004)</source>
        <translation>滑块拼图：原文的逐层求解（种子 004）</translation>
    </message>
    <message>
        <source>The strategy of the seed-004 post, as a person solves a picture puzzle: the outer layers first, a column from the top and then a row from the right, each tile walked to its cell one cell at a time by the blank&apos;s shortest way round the placed tiles; the last tile of a column or a row by four turns of a 2 x 2 block around the blank; the last 2 x 2 at the end.</source>
        <translation>种子 004 原文的策略，像人拼图那样：先外层，先从上往下一列，再从右往左一行；每个图块由空格绕开已归位图块的最短路线一格一格地推到位置；一列或一行的最后一个图块用围绕空格的四次 2 x 2 旋转放好；最后处理剩下的 2 x 2。</translation>
    </message>
    <message>
        <source>for each tile, outer layers first (a column from the top, then a row from the right): bring it to its cell</source>
        <translation>对每个图块，先外层（先从上往下一列，再从右往左一行）：把它移到其位置</translation>
    </message>
    <message>
        <source>    the blank&apos;s shortest way round the placed tiles to the cell ahead of the tile, then one move pushes it</source>
        <translation>    空格绕开已归位图块、走最短路线到图块前方的格子，再一步推动它</translation>
    </message>
    <message>
        <source>    the last tile of a column or a row: parked beside its cell, then four 2 x 2 turns around the blank</source>
        <translation>    一列或一行的最后一个图块：先停在其位置旁边，再围绕空格做四次 2 x 2 旋转</translation>
    </message>
    <message>
        <source>        move the blank</source>
        <translation>        移动空格</translation>
    </message>
    <message>
        <source>the last 2 x 2: the blank goes round it until it is solved</source>
        <translation>最后的 2 x 2：空格绕着它转，直到解开</translation>
    </message>
    <message>
        <source>Sliding puzzle: layer by layer, fewer moves</source>
        <translation>滑块拼图：逐层求解，步数更少</translation>
    </message>
    <message>
        <source>The post&apos;s layers with what a careful player does better: each tile by its cheapest way (diagonal staircases rather than straight runs), the blank by the shortest way that disturbs the fewest tiles, the last two tiles of a line together, the next line chosen by trying both, and the last 3 x 3 in the fewest moves from a table. About a third fewer moves than the post&apos;s.</source>
        <translation>沿用原文的逐层方法，再加上细心玩家的改进：每个图块走代价最小的路（斜向阶梯而非直线），空格走打乱图块最少的最短路线，一行或一列的最后两个图块一起放，下一条线通过两种都试来选择，最后的 3 x 3 查表以最少步数解开。比原文少大约三分之一的步数。</translation>
    </message>
    <message>
        <source>for each tile, outer layers first, the cheaper line next: bring it to its cell by its cheapest way</source>
        <translation>对每个图块，先外层，下一条线取代价较小者：以代价最小的方式把它移到其位置</translation>
    </message>
    <message>
        <source>    the blank&apos;s shortest way that disturbs the fewest tiles, then the push</source>
        <translation>    空格走打乱图块最少的最短路线，然后推动</translation>
    </message>
    <message>
        <source>    the last two tiles of a line together, or four 2 x 2 turns when that is cheaper</source>
        <translation>    一条线的最后两个图块一起放，或在更省时用四次 2 x 2 旋转</translation>
    </message>
    <message>
        <source>the last 3 x 3 (or smaller) in the fewest moves, from a table</source>
        <translation>最后的 3 x 3（或更小）查表以最少步数解开</translation>
    </message>
    <message>
        <source>Sliding puzzle: the fewest moves (IDA*)</source>
        <translation>滑块拼图：最少步数（IDA*）</translation>
    </message>
    <message>
        <source>An optimal solution: iterative-deepening A*, a depth-first search that cuts every line where its moves plus an admissible estimate h exceed a bound, raising the bound to the least cut until it finds the goal. h is the complete table on 3 x 3, additive pattern databases on 4 x 4 (built once and kept on disk), Manhattan distance plus linear conflict otherwise.</source>
        <translation>最优解：迭代加深 A*，一种深度优先搜索，当一条线的步数加上可采纳估计 h 超过界限时就剪掉，并把界限提高到被剪掉的最小值，直到找到目标。h 在 3 x 3 上是完整的距离表，在 4 x 4 上是加性模式数据库（只建一次并保存在磁盘上），其余情况为曼哈顿距离加线性冲突。</translation>
    </message>
    <message>
        <source>h = the table (3 x 3), pattern databases (4 x 4), or Manhattan distance + linear conflict</source>
        <translation>h = 距离表（3 x 3）、模式数据库（4 x 4），或曼哈顿距离 + 线性冲突</translation>
    </message>
    <message>
        <source>bound = h(start)</source>
        <translation>bound = h(start)</translation>
    </message>
    <message>
        <source>loop: depth-first from the start, cutting a line where its moves + h &gt; bound</source>
        <translation>循环：从起点深度优先搜索，在步数 + h &gt; bound 处剪掉该线</translation>
    </message>
    <message>
        <source>    the goal reached: its line is a solution in the fewest moves</source>
        <translation>    到达目标：这条线就是步数最少的解</translation>
    </message>
    <message>
        <source>    else bound = the least of the values cut</source>
        <translation>    否则 bound = 被剪掉的值中最小的一个</translation>
    </message>
    <message>
        <source>play the solution</source>
        <translation>走出这个解</translation>
    </message>
    <message>
        <source>Principal variation (the blank&apos;s way)</source>
        <translation>主变例（空格的路线）</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>界限</translation>
    </message>
    <message>
        <source>Positions expanded</source>
        <translation>扩展的局面数</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>已走步数</translation>
    </message>
    <message>
        <source>the board cannot reach its goal: the order of its numbers and the blank&apos;s distance from its goal cell have different parities, and no move changes that</source>
        <translation>这个棋盘无法到达目标：数字排列的奇偶性与空格到其目标格距离的奇偶性不同，而任何移动都改变不了这一点</translation>
    </message>
    <message>
        <source>the scenario has %1 tiles for a puzzle of %2 cells</source>
        <translation>场景有 %1 个图块值，而拼图有 %2 格</translation>
    </message>
    <message>
        <source>Building the 4 x 4 pattern databases</source>
        <translation>正在构建 4 x 4 模式数据库</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n 处变化</numerusform>
        </translation>
    </message>
    <message>
        <source>Head of A</source>
        <translation>A 的头</translation>
    </message>
    <message>
        <source>Body of A</source>
        <translation>A 的身体</translation>
    </message>
    <message>
        <source>Head of B</source>
        <translation>B 的头</translation>
    </message>
    <message>
        <source>Body of B</source>
        <translation>B 的身体</translation>
    </message>
    <message>
        <source>A&apos;s territory</source>
        <translation>A 的领地</translation>
    </message>
    <message>
        <source>B&apos;s territory</source>
        <translation>B 的领地</translation>
    </message>
    <message>
        <source>Contested</source>
        <translation>争夺中</translation>
    </message>
    <message>
        <source>Weighed</source>
        <translation>已评估</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <source>Tiles to link</source>
        <translation>待连接的图块</translation>
    </message>
    <message>
        <source>0 turns</source>
        <translation>0 次转弯</translation>
    </message>
    <message>
        <source>1 turn</source>
        <translation>1 次转弯</translation>
    </message>
    <message>
        <source>2 turns</source>
        <translation>2 次转弯</translation>
    </message>
    <message>
        <source>Being tried</source>
        <translation>正在尝试</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>已放弃</translation>
    </message>
    <message>
        <source>Next wall</source>
        <translation>下一道墙</translation>
    </message>
    <message>
        <source>New wall</source>
        <translation>新墙</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>缺口</translation>
    </message>
    <message>
        <source>In the queue</source>
        <translation>在队列中</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>已扩展</translation>
    </message>
    <message>
        <source>Cells on the open lists</source>
        <translation>开放列表中的格子</translation>
    </message>
    <message>
        <source>Moving tile</source>
        <translation>正在移动的图块</translation>
    </message>
    <message>
        <source>Its cell</source>
        <translation>它的格子</translation>
    </message>
    <message>
        <source>In place</source>
        <translation>已就位</translation>
    </message>
    <message>
        <source>Turning block</source>
        <translation>正在旋转的图块组</translation>
    </message>
    <message>
        <source>The game ends at this many moves, neither won nor lost; 0 is the square of the free cells</source>
        <translation>游戏在走了这么多步后结束，不算胜也不算负；0 表示空格子数的平方</translation>
    </message>
    <message>
        <source>Latest detour</source>
        <translation>最近的绕行</translation>
    </message>
    <message>
        <source>Refused shortcut</source>
        <translation>被拒绝的捷径</translation>
    </message>
    <message>
        <source>Tiles placed by the solver</source>
        <translation>求解器已放好的图块</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>已进行的回合</translation>
    </message>
    <message>
        <source>Play a round</source>
        <translation>进行一回合</translation>
    </message>
    <message>
        <source>Weigh a direction</source>
        <translation>权衡一个方向</translation>
    </message>
    <message>
        <source>Refuse a direction</source>
        <translation>拒绝一个方向</translation>
    </message>
    <message>
        <source>Split the board</source>
        <translation>划分棋盘</translation>
    </message>
    <message>
        <source>Search a pair of moves</source>
        <translation>搜索一对走法</translation>
    </message>
    <message>
        <source>Finish a depth</source>
        <translation>完成一层深度</translation>
    </message>
    <message>
        <source>Choose the direction</source>
        <translation>选定方向</translation>
    </message>
    <message>
        <source>Both snakes move</source>
        <translation>两条蛇移动</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>Snake A&apos;s head</source>
        <translation>蛇 A 的头</translation>
    </message>
    <message>
        <source>Snake A&apos;s body</source>
        <translation>蛇 A 的身体</translation>
    </message>
    <message>
        <source>Snake B&apos;s head</source>
        <translation>蛇 B 的头</translation>
    </message>
    <message>
        <source>Snake B&apos;s body</source>
        <translation>蛇 B 的身体</translation>
    </message>
    <message>
        <source>Reached first by A</source>
        <translation>A 先到达</translation>
    </message>
    <message>
        <source>Reached first by B</source>
        <translation>B 先到达</translation>
    </message>
    <message>
        <source>Reached by both at once</source>
        <translation>双方同时到达</translation>
    </message>
    <message>
        <source>A direction weighed or taken</source>
        <translation>被权衡或采用的方向</translation>
    </message>
    <message>
        <source>A direction refused</source>
        <translation>被拒绝的方向</translation>
    </message>
    <message>
        <source>The two tiles to link</source>
        <translation>要连接的两个图块</translation>
    </message>
    <message>
        <source>Reached in a straight line (0 turns)</source>
        <translation>直线到达（0 次转弯）</translation>
    </message>
    <message>
        <source>Reached with 1 turn at fewest</source>
        <translation>最少 1 次转弯到达</translation>
    </message>
    <message>
        <source>Reached with 2 turns at fewest</source>
        <translation>最少 2 次转弯到达</translation>
    </message>
    <message>
        <source>The link</source>
        <translation>连线</translation>
    </message>
    <message>
        <source>Reach the cells one more turn away</source>
        <translation>到达多转一次弯的格子</translation>
    </message>
    <message>
        <source>Go straight from a cell</source>
        <translation>从一个格子直走</translation>
    </message>
    <message>
        <source>Linked</source>
        <translation>相连</translation>
    </message>
    <message>
        <source>No link</source>
        <translation>不能相连</translation>
    </message>
    <message>
        <source>On the path being tried</source>
        <translation>在正在尝试的路径上</translation>
    </message>
    <message>
        <source>The link found</source>
        <translation>找到的连线</translation>
    </message>
    <message>
        <source>Go on to a cell</source>
        <translation>前进到一个格子</translation>
    </message>
    <message>
        <source>A fourth direction: back</source>
        <translation>第四个方向：回退</translation>
    </message>
    <message>
        <source>No direction left: back</source>
        <translation>没有方向可走：回退</translation>
    </message>
    <message>
        <source>Find the order</source>
        <translation>寻找顺序</translation>
    </message>
    <message>
        <source>The next pair</source>
        <translation>下一对</translation>
    </message>
    <message>
        <source>Take the pair off</source>
        <translation>拿掉这一对</translation>
    </message>
    <message>
        <source>The board is clear</source>
        <translation>棋盘已清空</translation>
    </message>
    <message>
        <source>Tiles stay</source>
        <translation>图块剩余</translation>
    </message>
    <message>
        <source>Open an endpoint</source>
        <translation>打通起点或终点</translation>
    </message>
    <message>
        <source>Keep the maze perfect</source>
        <translation>保持迷宫完美</translation>
    </message>
    <message>
        <source>The passage carved in this step</source>
        <translation>本步打通的通道</translation>
    </message>
    <message>
        <source>A passage carved earlier</source>
        <translation>先前打通的通道</translation>
    </message>
    <message>
        <source>The frontier: uncarved cells beside the maze</source>
        <translation>边界：紧邻迷宫的未打通格子</translation>
    </message>
    <message>
        <source>Carve</source>
        <translation>打通</translation>
    </message>
    <message>
        <source>Add to the frontier</source>
        <translation>加入边界</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Place walls</source>
        <translation>放置墙</translation>
    </message>
    <message>
        <source>The cell on top of the stack, where carving goes on</source>
        <translation>栈顶的格子，从这里继续打通</translation>
    </message>
    <message>
        <source>A passage on the stack: the way back to the first cell</source>
        <translation>栈中的通道：返回第一个格子的路线</translation>
    </message>
    <message>
        <source>A finished passage, popped off the stack</source>
        <translation>已完成的通道，已弹出栈</translation>
    </message>
    <message>
        <source>A corridor opened to join the start or goal</source>
        <translation>为连通起点或终点而打通的通道</translation>
    </message>
    <message>
        <source>Where the next wall goes</source>
        <translation>下一道墙的位置</translation>
    </message>
    <message>
        <source>The wall just built</source>
        <translation>刚砌好的墙</translation>
    </message>
    <message>
        <source>The gap in that wall, or a corridor opened to the start or goal</source>
        <translation>这道墙上的缺口，或为连通起点或终点而打通的通道</translation>
    </message>
    <message>
        <source>Divide</source>
        <translation>分割</translation>
    </message>
    <message>
        <source>Place a wall</source>
        <translation>砌墙</translation>
    </message>
    <message>
        <source>The tile being brought to its cell</source>
        <translation>正被移到其位置的图块</translation>
    </message>
    <message>
        <source>Where it is going</source>
        <translation>它要去的位置</translation>
    </message>
    <message>
        <source>A tile in place</source>
        <translation>已归位的图块</translation>
    </message>
    <message>
        <source>The 2 x 2 block being turned</source>
        <translation>正在旋转的 2 x 2 块</translation>
    </message>
    <message>
        <source>Bring a tile to its cell</source>
        <translation>把一个图块移到其位置</translation>
    </message>
    <message>
        <source>Turn a 2 x 2 block</source>
        <translation>旋转一个 2 x 2 块</translation>
    </message>
    <message>
        <source>Move the blank</source>
        <translation>移动空格</translation>
    </message>
    <message>
        <source>The last tiles together</source>
        <translation>最后几个图块一起处理</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>已解开</translation>
    </message>
    <message>
        <source>Cannot be solved</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Positions the search may expand before it gives up without a solution; 0: 500,000,000 up to 16 cells, 50,000,000 above</source>
        <translation>搜索在放弃（无解）之前可扩展的局面数；0 表示：至多 16 格时为 500,000,000，更大时为 50,000,000</translation>
    </message>
    <message>
        <source>The estimate at the start</source>
        <translation>起点的估计值</translation>
    </message>
    <message>
        <source>An iteration up to a bound</source>
        <translation>直到某个界限的一轮迭代</translation>
    </message>
    <message>
        <source>Play a move of the solution</source>
        <translation>走解中的一步</translation>
    </message>
    <message>
        <source>Gave up</source>
        <translation>已放弃</translation>
    </message>
    <message>
        <source>Decide a move</source>
        <translation>决定一步</translation>
    </message>
    <message>
        <source>Expand</source>
        <translation>扩展</translation>
    </message>
    <message>
        <source>Path to the food found</source>
        <translation>找到通往食物的路径</translation>
    </message>
    <message>
        <source>No path to the food</source>
        <translation>没有通往食物的路径</translation>
    </message>
    <message>
        <source>Shadow snake step</source>
        <translation>影子蛇走一步</translation>
    </message>
    <message>
        <source>Tail reached</source>
        <translation>到达蛇尾</translation>
    </message>
    <message>
        <source>Tail out of reach</source>
        <translation>无法到达蛇尾</translation>
    </message>
    <message>
        <source>Choose the move</source>
        <translation>选定这一步</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>Eat</source>
        <translation>吃到食物</translation>
    </message>
    <message>
        <source>Board filled</source>
        <translation>填满棋盘</translation>
    </message>
    <message>
        <source>Died</source>
        <translation>死亡</translation>
    </message>
    <message>
        <source>Step limit reached</source>
        <translation>达到步数上限</translation>
    </message>
    <message>
        <source>The snake&apos;s head</source>
        <translation>蛇的头部</translation>
    </message>
    <message>
        <source>The snake&apos;s body</source>
        <translation>蛇的身体</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>食物</translation>
    </message>
    <message>
        <source>The path to the food</source>
        <translation>通往食物的路径</translation>
    </message>
    <message>
        <source>The shadow snake, after it has eaten</source>
        <translation>吃到食物后的影子蛇</translation>
    </message>
    <message>
        <source>On A*&apos;s open list</source>
        <translation>在 A* 的开放列表中</translation>
    </message>
    <message>
        <source>Expanded by A*</source>
        <translation>已被 A* 扩展</translation>
    </message>
    <message>
        <source>The depth-first search toward the tail</source>
        <translation>朝蛇尾的深度优先搜索</translation>
    </message>
    <message>
        <source>Given up by the search</source>
        <translation>被搜索放弃的格子</translation>
    </message>
    <message>
        <source>Reached by the breadth-first search</source>
        <translation>已被广度优先搜索到达</translation>
    </message>
    <message>
        <source>Extend the path by a detour</source>
        <translation>绕道延长路径</translation>
    </message>
    <message>
        <source>Close the cycle</source>
        <translation>闭合成环</translation>
    </message>
    <message>
        <source>Zig-zag cycle instead</source>
        <translation>改用之字形环</translation>
    </message>
    <message>
        <source>No cycle</source>
        <translation>没有环</translation>
    </message>
    <message>
        <source>Weigh a shortcut</source>
        <translation>权衡一条捷径</translation>
    </message>
    <message>
        <source>Take a shortcut</source>
        <translation>走捷径</translation>
    </message>
    <message>
        <source>Follow the cycle</source>
        <translation>沿环前进</translation>
    </message>
    <message>
        <source>The path from head to tail, being stretched into the cycle</source>
        <translation>从蛇头到蛇尾的路径，正被拉长成环</translation>
    </message>
    <message>
        <source>On the search&apos;s list, or a shortcut allowed</source>
        <translation>在搜索的队列中，或允许的捷径</translation>
    </message>
    <message>
        <source>Reached by the search for the tail</source>
        <translation>寻找蛇尾的搜索已到达</translation>
    </message>
    <message>
        <source>The two cells of the latest detour</source>
        <translation>最近一次绕道的两个格子</translation>
    </message>
    <message>
        <source>A shortcut refused</source>
        <translation>被拒绝的捷径</translation>
    </message>
    <message>
        <source>a trace of this %1 x %2 puzzle would hold every one of its moves, too many to replay: traces stop at %3 cells (40 x 40); solve larger boards untraced (gridtrace-cli bench puzzle)</source>
        <translation>这个 %1 x %2 拼图的轨迹会记下它的每一步，多得无法回放：轨迹最多 %3 格（40 x 40）；更大的棋盘请不记录轨迹求解（gridtrace-cli bench puzzle）</translation>
    </message>
    <message>
        <source>an optimal search on this %1 x %2 puzzle has no end in sight: it takes boards of at most %3 cells; use seed-004 or layered</source>
        <translation>在这个 %1 x %2 的拼图上做最优搜索遥遥无期：它只接受至多 %3 格的棋盘；请使用 seed-004 或 layered</translation>
    </message>
    <message numerus="yes">
        <source>the optimal search gave up after %n position(s), its budget, without a solution: the parameter budget gives it more (at most %1), and layered solves any board, though not in the fewest moves</source>
        <translation>
            <numerusform>最优搜索在 %n 个局面（其预算）后放弃，没有找到解：参数 budget 可给它更多（最多 %1），而 layered 能解任何棋盘，只是步数未必最少</numerusform>
        </translation>
    </message>
    <message>
        <source>the board&apos;s tiles are not a sliding puzzle: a puzzle of %1 x %2 cells holds the numbers 0 to %3 once each, and cell (%4,%5) holds %6</source>
        <translation>棋盘上的图块不是滑块拼图：%1 x %2 格的拼图应含 0 到 %3 的每个数字各一次，而格子 (%4,%5) 上是 %6</translation>
    </message>
    <message>
        <source>; it can reach the goal with the blank first: set the parameter goal to blank-first</source>
        <translation>；它可以到达空格在最前的目标：把参数 goal 设为 blank-first</translation>
    </message>
    <message>
        <source>; it can reach the goal with the blank last: set the parameter goal to blank-last</source>
        <translation>；它可以到达空格在最后的目标：把参数 goal 设为 blank-last</translation>
    </message>
    <message>
        <source>a duel board is %1 x %2 cells (%1 columns, %2 rows); this one is %3 x %4</source>
        <translation>对战棋盘为 %1 x %2 个格子（%1 列、%2 行）；这个是 %3 x %4</translation>
    </message>
    <message>
        <source>the trace stopped before passing %1 (the trace limit), inside its first step; the run went on to the end untraced; raise the limit in Run &gt; Trace Limit… or with --max-trace-changes</source>
        <translation>轨迹在超过 %1（轨迹上限）之前停止，第一步尚未结束；运行不再记录轨迹，一直进行到结束；可在“运行 &gt; 轨迹上限…”中或用 --max-trace-changes 提高上限</translation>
    </message>
    <message>
        <source>the trace stopped before passing %1 (the trace limit) during step %2 and keeps the steps before it; the run went on to the end untraced; raise the limit in Run &gt; Trace Limit… or with --max-trace-changes</source>
        <translation>轨迹在第 %2 步中途、超过 %1（轨迹上限）之前停止，只保留此前的各步；运行不再记录轨迹，一直进行到结束；可在“运行 &gt; 轨迹上限…”中或用 --max-trace-changes 提高上限</translation>
    </message>
    <message>
        <source>%1 needs a first tile: give it with --from x,y, in the board file&apos;s coordinates</source>
        <translation>%1需要第一个图块：用 --from x,y 给出，坐标按棋盘文件计</translation>
    </message>
    <message>
        <source>%1 needs a second tile: give it with --to x,y, in the board file&apos;s coordinates</source>
        <translation>%1需要第二个图块：用 --to x,y 给出，坐标按棋盘文件计</translation>
    </message>
    <message>
        <source>%1 needs a start cell: --from x,y, a line &quot;start X Y&quot; in a plain-text board, or &quot;start&quot;: [x, y] in a scenario</source>
        <translation>%1需要起点格：用 --from x,y、纯文本网格中的一行“start X Y”，或场景中的 &quot;start&quot;: [x, y] 给出</translation>
    </message>
    <message>
        <source>%1 needs a goal cell: --to x,y, a line &quot;goal X Y&quot; in a plain-text board, or &quot;goal&quot;: [x, y] in a scenario</source>
        <translation>%1需要终点格：用 --to x,y、纯文本网格中的一行“goal X Y”，或场景中的 &quot;goal&quot;: [x, y] 给出</translation>
    </message>
    <message>
        <source>its header does not fit %1: %2</source>
        <translation>它的文件头与 %1 不符：%2</translation>
    </message>
    <message>
        <source>Duel: the King of Bots starter bot</source>
        <translation>对战：King of Bots 入门机器人</translation>
    </message>
    <message>
        <source>the board has no tiles and at most one cell free of walls: there is no room to deal a pair of tiles</source>
        <translation>网格上没有图块，且至多只有一个不是墙的格子：没有地方发放一对图块</translation>
    </message>
    <message>
        <source>the 4 x 4 pattern databases were built in %1 s for this run only, since they could not be kept for next time: %2</source>
        <translation>4 x 4 模式数据库用了 %1 秒建成，只用于这次运行，因为无法保存到下次使用：%2</translation>
    </message>
    <message>
        <source>each round, both bots see the same position; this bot (B) thinks:</source>
        <translation>每一回合两个机器人看到同一局面；本机器人（B）这样思考：</translation>
    </message>
    <message>
        <source>its header names the algorithm &quot;%1&quot;, which this GridTrace does not know</source>
        <translation>它的文件头指明的算法“%1”是这个 GridTrace 不认识的</translation>
    </message>
    <message>
        <source>the board has no tiles, and walls shut in each of its free cells so that no two of them link: no pair of tiles can be dealt, so there is nothing to clear</source>
        <translation>棋盘上没有图块，而墙把每个空格都围死了，任意两个空格都连不上：一对图块也发放不了，所以没有可以消除的</translation>
    </message>
    <message>
        <source>the 4 x 4 pattern databases were built again in %1 s, since the cached ones could not be used (%3), and kept in %2 for next time</source>
        <translation>4 x 4 模式数据库用了 %1 秒重新建好，因为缓存中的无法使用（%3），并保存在 %2 供下次使用</translation>
    </message>
    <message>
        <source>the 4 x 4 pattern databases were built in %1 s, since %2 held none yet, and kept there for next time</source>
        <translation>4 x 4 模式数据库用了 %1 秒建好，因为 %2 中还没有，并保存在那里供下次使用</translation>
    </message>
    <message>
        <source>The King of Bots starter bot</source>
        <translation>King of Bots 入门机器人</translation>
    </message>
    <message>
        <source>Random safe move</source>
        <translation>随机安全走法</translation>
    </message>
    <message>
        <source>Duel: random safe move</source>
        <translation>对战：随机安全走法</translation>
    </message>
    <message>
        <source>Flood fill</source>
        <translation>泛洪填充</translation>
    </message>
    <message>
        <source>Duel: flood fill</source>
        <translation>对战：泛洪填充</translation>
    </message>
    <message>
        <source>Alpha-beta search</source>
        <translation>α-β 搜索</translation>
    </message>
    <message>
        <source>Duel: alpha-beta search</source>
        <translation>对战：α-β 搜索</translation>
    </message>
    <message>
        <source>step %1 is on pseudo-code line %2, but the pseudo-code of %3 ends at line %4</source>
        <translation>第 %1 步位于伪代码第 %2 行，但 %3 的伪代码只到第 %4 行</translation>
    </message>
    <message>
        <source>Path from the head to the tail</source>
        <translation>从蛇头到蛇尾的路径</translation>
    </message>
    <message>
        <source>Path from the head to the tail found</source>
        <translation>找到从蛇头到蛇尾的路径</translation>
    </message>
    <message>
        <source>No path from the head to the tail</source>
        <translation>没有从蛇头到蛇尾的路径</translation>
    </message>
</context>
<context>
    <name>CheckCommand</name>
    <message>
        <source>Compare path lengths with a Moving AI scenario file&apos;s optimal lengths.</source>
        <translation>将路径长度与 Moving AI 场景文件中的最优长度进行比较。</translation>
    </message>
    <message numerus="yes">
        <source>%1: the optimal length in %2 of %n scenario(s) (largest error %3), in %4 ms.</source>
        <translation>
            <numerusform>%1：在 %n 个场景中的 %2 个上得到最优长度（最大误差 %3），用时 %4 毫秒。</numerusform>
        </translation>
    </message>
    <message>
        <source>check takes no positional arguments, not &quot;%1&quot;</source>
        <translation>check 不接受位置参数（收到了“%1”）</translation>
    </message>
    <message numerus="yes">
        <source>  ... %n mismatch(es) not listed</source>
        <translation>
            <numerusform>  ……另有 %n 处不符未列出</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt; %1</source>
        <translation>&lt; %1</translation>
    </message>
    <message>
        <source>%1, scenario %2: %3</source>
        <translation>%1，场景 %2：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s) did not get the optimal length</source>
        <translation>
            <numerusform>%n 个场景没有得到最优长度</numerusform>
        </translation>
    </message>
    <message>
        <source>largest error %1</source>
        <translation>最大误差 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: the optimal length in %2 of %n scenario(s) (%3), in %4 ms.</source>
        <translation>
            <numerusform>%1：在 %n 个场景中的 %2 个上得到最优长度（%3），用时 %4 毫秒。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s) without a path found</source>
        <translation>
            <numerusform>%n 个场景没有找到路径</numerusform>
        </translation>
    </message>
    <message>
        <source>  scenario %1 (%2,%3) -&gt; (%4,%5): expected %6, found %7</source>
        <translation>  场景 %1 (%2,%3) -&gt; (%4,%5)：应为 %6，求得 %7</translation>
    </message>
    <message>
        <source>  scenario %1 (%2,%3) -&gt; (%4,%5): expected %6, found no path</source>
        <translation>  场景 %1 (%2,%3) -&gt; (%4,%5)：应为 %6，没有找到路径</translation>
    </message>
</context>
<context>
    <name>DemoCommand</name>
    <message>
        <source>A scenario file to show instead of the built-in example.</source>
        <translation>要演示的场景文件，用来代替内置示例。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Run the ready-made example (A* on a generated maze) and show it as text.</source>
        <translation>运行现成的示例（在生成的迷宫上运行 A*），并以文本形式显示。</translation>
    </message>
    <message>
        <source>%1: %2; %3 recorded.</source>
        <translation>%1：%2；记录了 %3。</translation>
    </message>
    <message>
        <source>demo takes no positional arguments, not &quot;%1&quot;</source>
        <translation>demo 不接受位置参数（收到了“%1”）</translation>
    </message>
    <message>
        <source>a scenario (.json)</source>
        <translation>场景（.json）</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>How many frames to show, evenly spread over the trace, 1 to %1 (default 4).</source>
        <translation>显示的帧数，在整个轨迹上均匀分布，1 到 %1（默认 4）。</translation>
    </message>
    <message>
        <source>Milliseconds to wait between frames, 0 to %1 (default 0).</source>
        <translation>两帧之间等待的毫秒数，0 到 %1（默认 0）。</translation>
    </message>
    <message>
        <source>--frames chooses the frames shown as text, and --json shows none</source>
        <translation>--frames 选择以文本显示的帧，而 --json 不显示任何帧</translation>
    </message>
    <message>
        <source>--delay paces the frames shown as text, and --json shows none</source>
        <translation>--delay 控制以文本显示的帧的节奏，而 --json 不显示任何帧</translation>
    </message>
    <message>
        <source>Set a parameter of the example&apos;s algorithm (repeatable).</source>
        <translation>设置示例所用算法的一个参数（可重复）。</translation>
    </message>
    <message>
        <source>key=value</source>
        <translation>键=值</translation>
    </message>
    <message>
        <source>%1 frames were asked for, but the trace has %2: each is shown once</source>
        <translation>要求 %1 帧，但轨迹只有 %2：每步只显示一次</translation>
    </message>
</context>
<context>
    <name>DuelCommand</name>
    <message>
        <source>The first bot: a built-in one (%1) or exec:COMMAND, a program run once per move.</source>
        <translation>第一个机器人：内置机器人（%1）或 exec:命令，即每步运行一次的程序。</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <source>The second bot, as --a.</source>
        <translation>第二个机器人，写法同 --a。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>The first game&apos;s seed; game i is played on the map of seed + i, and bots that draw at random draw from it too (default 1).</source>
        <translation>第一局的种子；第 i 局在种子 + i 的地图上进行，随机的机器人也用它（默认 1）。</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Write the last game&apos;s record (JSON) to this file.</source>
        <translation>把最后一局的记录（JSON）写入此文件。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>duel takes no positional arguments, not &quot;%1&quot;</source>
        <translation>duel 不接受位置参数（收到了“%1”）</translation>
    </message>
    <message>
        <source>--%1 is missing: give a built-in bot (%2) or exec:COMMAND</source>
        <translation>缺少 --%1：请给出内置机器人（%2）或 exec:命令</translation>
    </message>
    <message>
        <source>--%1 %2: %3</source>
        <translation>--%1 %2：%3</translation>
    </message>
    <message>
        <source>--time-limit takes milliseconds from 1 to %1, not &quot;%2&quot;</source>
        <translation>--time-limit 需要 1 到 %1 毫秒，而不是“%2”</translation>
    </message>
    <message>
        <source>The first faults:</source>
        <translation>最先的几次失误：</translation>
    </message>
    <message>
        <source>Play many games of the two-player snake between two bots, built-in or any program.</source>
        <translation>让两个机器人（内置的或任意程序）进行多局双人贪吃蛇对战。</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>The record of game %1 (seed %2) is in %3.</source>
        <translation>第 %1 局（种子 %2）的记录在 %3。</translation>
    </message>
    <message>
        <source>no game played</source>
        <translation>没有进行对局</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) a game on average</source>
        <translation>
            <numerusform>平均每局 %n 回合</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rounds a game on average</source>
        <translation>平均每局 %1 回合</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>没有走棋</translation>
    </message>
    <message>
        <source>--time-limit is for a bot that is a program (exec:COMMAND); both bots given are built in</source>
        <translation>--time-limit 用于作为程序的机器人（exec:命令）；给出的两个机器人都是内置的</translation>
    </message>
    <message>
        <source>  game %1 (seed %2), %3: %4; %5</source>
        <translation>  第 %1 局（种子 %2），%3：%4；%5</translation>
    </message>
    <message>
        <source>a = %1, b = %2: %3 from seed %4.</source>
        <translation>a = %1，b = %2：从种子 %4 起共 %3。</translation>
    </message>
    <message>
        <source>a = %1, b = %2: %3 from seed %4, the sides changing every game.</source>
        <translation>a = %1，b = %2：从种子 %4 起共 %3，每局交换位置。</translation>
    </message>
    <message>
        <source>  a won %1, b won %2, %3 drawn; %4
  games lost by a bot&apos;s fault: a %5, b %6
  ms per move: a %7, b %8</source>
        <translation>  a 胜 %1，b 胜 %2，平局 %3；%4
  因机器人出错而输掉的局数：a %5，b %6
  每步毫秒数：a %7，b %8</translation>
    </message>
    <message>
        <source>every game ended before its first round was played</source>
        <translation>每局都在第一回合走完之前结束</translation>
    </message>
    <message>
        <source>How many games, 1 to %1 (default 10); in every second game the bots change sides.</source>
        <translation>对局数，1 到 %1（默认 10）；每隔一局两个机器人交换位置。</translation>
    </message>
    <message>
        <source>Milliseconds a program has for each move, its start-up included, 1 to %1 (default %2).</source>
        <translation>外部程序每走一步可用的毫秒数，包括其启动时间，1 到 %1（默认 %2）。</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a duel bot: did you mean %3? Choose one of %4, or exec:COMMAND</source>
        <translation>--%1：“%2”不是对战机器人：你指的是 %3 吗？请从 %4 中选择，或使用 exec:命令</translation>
    </message>
</context>
<context>
    <name>DuelContender</name>
    <message>
        <source>&quot;%1&quot; is not a duel bot; choose one of %2, or exec:COMMAND</source>
        <translation>“%1”不是对战机器人；请从 %2 中选择，或使用 exec:命令</translation>
    </message>
</context>
<context>
    <name>DuelGame</name>
    <message>
        <source>its head hit a wall</source>
        <translation>它的头撞到了墙</translation>
    </message>
    <message>
        <source>its head hit its own body</source>
        <translation>它的头撞到了自己的身体</translation>
    </message>
    <message>
        <source>its head hit the other snake</source>
        <translation>它的头撞到了另一条蛇</translation>
    </message>
    <message>
        <source>its bot did not answer in time</source>
        <translation>它的机器人没有按时回答</translation>
    </message>
    <message>
        <source>its bot ended without an answer</source>
        <translation>它的机器人没有回答就结束了</translation>
    </message>
    <message>
        <source>its bot&apos;s answer is not a direction 0 to 3</source>
        <translation>它的机器人的回答不是 0 到 3 的方向</translation>
    </message>
    <message>
        <source>it gave up</source>
        <translation>它认输了</translation>
    </message>
    <message>
        <source>Round %1, playing</source>
        <translation>第 %1 回合，进行中</translation>
    </message>
    <message>
        <source>Draw: both snakes still alive after %1 rounds, the most a game lasts under its rules</source>
        <translation>平局：%1 回合后两条蛇都还活着，这是规则允许一局进行的最多回合数</translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B lost, %1</source>
        <translation>
            <numerusform>A 在 %n 回合后获胜：B 输了，%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A lost, %1</source>
        <translation>
            <numerusform>B 在 %n 回合后获胜：A 输了，%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw after %n round(s): A lost, %1; B lost, %2</source>
        <translation>
            <numerusform>%n 回合后平局：A 输了，%1；B 输了，%2</numerusform>
        </translation>
    </message>
    <message>
        <source>A wins before the first round was played: B lost, %1</source>
        <translation>第一回合走完之前 A 获胜：B 输了，%1</translation>
    </message>
    <message>
        <source>B wins before the first round was played: A lost, %1</source>
        <translation>第一回合走完之前 B 获胜：A 输了，%1</translation>
    </message>
    <message>
        <source>Draw before the first round was played: A lost, %1; B lost, %2</source>
        <translation>第一回合走完之前平局：A 输了，%1；B 输了，%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>what a snake&apos;s bot did wrong, then in brackets what it did</comment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>DuelMap</name>
    <message numerus="yes">
        <source>a duel map has %1 cells (13 rows of 14), as 0s and 1s; this one has %n character(s)</source>
        <translation>
            <numerusform>对战地图有 %1 个格子（13 行，每行 14 个），用 0 和 1 表示；这个有 %n 个字符</numerusform>
        </translation>
    </message>
    <message>
        <source>a duel map holds only 0 (grass) and 1 (wall); character %1 is &apos;%2&apos;</source>
        <translation>对战地图只含 0（草地）和 1（墙）；第 %1 个字符是“%2”</translation>
    </message>
    <message>
        <source>the outer ring of a duel map must be wall; the cell (%1,%2) is not</source>
        <translation>对战地图的外圈必须是墙；格子 (%1,%2) 不是</translation>
    </message>
    <message>
        <source>a start cell ((1,11) or (12,1)) is a wall</source>
        <translation>起点格（(1,11) 或 (12,1)）是墙</translation>
    </message>
    <message>
        <source>the two start cells are not connected</source>
        <translation>两个起点格不连通</translation>
    </message>
</context>
<context>
    <name>DuelRecord</name>
    <message>
        <source>the two step strings differ in length (%1 and %2): both snakes move every round</source>
        <translation>两个步骤字符串长度不同（%1 和 %2）：两条蛇每回合都要移动</translation>
    </message>
    <message>
        <source>the game is over after round %1, but the record goes on to round %2</source>
        <translation>游戏在第 %1 回合后已结束，但记录延续到第 %2 回合</translation>
    </message>
    <message>
        <source>the record says the loser is &quot;%1&quot;, but its moves give &quot;%2&quot;</source>
        <translation>记录说输家是“%1”，但按其走法输家是“%2”</translation>
    </message>
    <message>
        <source>a duel record is a JSON object</source>
        <translation>对战记录是一个 JSON 对象</translation>
    </message>
    <message>
        <source>not a duel record: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>不是对战记录：“format”不是“%1”</translation>
    </message>
    <message>
        <source>duel record version %1 is not supported (this GridTrace reads version %2)</source>
        <translation>不支持第 %1 版对战记录（本 GridTrace 读取第 %2 版）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a member of a duel record</source>
        <translation>“%1”不是对战记录的成员</translation>
    </message>
    <message>
        <source>&quot;%1&quot; appears twice in the record</source>
        <translation>“%1”在记录中出现了两次</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>snake %1 starts at row %2, column %3 on this platform</source>
        <translation>在该平台上蛇 %1 从第 %2 行第 %3 列出发</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>缺少“%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a string of moves</source>
        <translation>“%1”不是走法字符串</translation>
    </message>
    <message>
        <source>&quot;loser&quot; is &quot;A&quot;, &quot;B&quot;, &quot;all&quot; or empty, not &quot;%1&quot;</source>
        <translation>“loser”应为“A”、“B”、“all”或空，而不是“%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a known reason: &quot;%2&quot;</source>
        <translation>“%1”不是已知的原因：“%2”</translation>
    </message>
    <message>
        <source>&quot;seed&quot; is not a whole number</source>
        <translation>“seed”不是整数</translation>
    </message>
    <message>
        <source>the step string of %1 holds &quot;%2&quot; at character %3, not one of the directions 0 to 3</source>
        <translation>%1 的步骤字符串在第 %3 个字符处是“%2”，不是方向 0 到 3 之一</translation>
    </message>
    <message numerus="yes">
        <source>the record says the loser is &quot;%1&quot; (%2: &quot;%3&quot;), but its moves give none: the game is still on after %n round(s)</source>
        <translation>
            <numerusform>记录说输家是“%1”（%2：“%3”），但按其走法没有输家：%n 回合后游戏仍在进行</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is &quot;%2&quot;, but the moves show no fault of that snake</source>
        <translation>“%1”为“%2”，但走法显示这条蛇没有犯规</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is &quot;%2&quot;, but the moves show &quot;%3&quot;</source>
        <translation>“%1”为“%2”，但走法显示的是“%3”</translation>
    </message>
</context>
<context>
    <name>DuelTournamentSettings</name>
    <message>
        <source>Bot %1: %2</source>
        <translation>机器人 %1：%2</translation>
    </message>
    <message>
        <source>A tournament needs at least one game, not %1.</source>
        <translation>锦标赛至少需要一局，而不是 %1。</translation>
    </message>
    <message>
        <source>A program needs at least 1 ms a move, not %1.</source>
        <translation>程序每步至少需要 1 毫秒，而不是 %1。</translation>
    </message>
</context>
<context>
    <name>EditCaptionCommand</name>
    <message>
        <source>Caption of Step %1</source>
        <translation>第 %1 步的说明</translation>
    </message>
</context>
<context>
    <name>ExternalBot</name>
    <message>
        <source>printed &quot;%1&quot;</source>
        <translation>输出了“%1”</translation>
    </message>
    <message>
        <source>the command line is empty</source>
        <translation>命令行为空</translation>
    </message>
    <message>
        <source>no working directory for the bot: %1</source>
        <translation>机器人没有工作目录：%1</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>could not start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>crashed (signal %1) without printing a direction</source>
        <translation>崩溃（信号 %1），没有输出方向</translation>
    </message>
    <message>
        <source>exited with code %1 without printing a direction</source>
        <translation>以代码 %1 退出，没有输出方向</translation>
    </message>
    <message>
        <source>%1; its last error line: &quot;%2&quot;</source>
        <translation>%1；最后一行错误输出：“%2”</translation>
    </message>
    <message>
        <source>no answer within %1 ms, the time limit a move (set with --time-limit, or Time limit in the tournament)</source>
        <translation>%1 毫秒内没有回答，这是每步的时间限制（用 --time-limit 设置，或在锦标赛中设置“时间限制”）</translation>
    </message>
</context>
<context>
    <name>FileReason</name>
    <message>
        <source>permission denied</source>
        <translation>权限不足</translation>
    </message>
    <message>
        <source>the operation is not permitted</source>
        <translation>不允许此操作</translation>
    </message>
    <message>
        <source>no space left on the disk</source>
        <translation>磁盘空间不足</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>磁盘配额已用完</translation>
    </message>
    <message>
        <source>the file system is read-only</source>
        <translation>文件系统为只读</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>文件名过长</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>文件或文件夹不存在</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>路径中有一部分不是文件夹</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>这是文件夹，不是文件</translation>
    </message>
    <message>
        <source>a file of that name is there already</source>
        <translation>同名文件已存在</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>打开的文件过多</translation>
    </message>
    <message>
        <source>the file is too large for the file system</source>
        <translation>文件超出文件系统允许的大小</translation>
    </message>
    <message>
        <source>an input/output error on the device</source>
        <translation>设备输入/输出错误</translation>
    </message>
    <message>
        <source>too many symbolic links in the path</source>
        <translation>路径中的符号链接过多</translation>
    </message>
    <message>
        <source>the file is in use</source>
        <translation>文件正被使用</translation>
    </message>
    <message>
        <source>the other end of the pipe was closed</source>
        <translation>管道的另一端已关闭</translation>
    </message>
    <message>
        <source>the file is not writable</source>
        <translation>文件不可写</translation>
    </message>
</context>
<context>
    <name>FrameExporter</name>
    <message>
        <source>%1: the picture could not be encoded</source>
        <translation>%1：无法编码该图片</translation>
    </message>
    <message>
        <source>GridTrace frame</source>
        <translation>GridTrace 画面</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>GifExporter</name>
    <message>
        <source>The GIF could not be encoded: %1</source>
        <translation>无法编码 GIF：%1</translation>
    </message>
    <message>
        <source>Choose at least one step for the GIF.</source>
        <translation>请为 GIF 至少选择一步。</translation>
    </message>
    <message>
        <source>The GIF would have %1 frames; an export holds at most %2. Choose fewer steps.</source>
        <translation>GIF 将有 %1 帧；一次导出最多 %2 帧。请选择更少的步。</translation>
    </message>
    <message>
        <source>Step %1 is not in the trace, which runs from 0 to %2.</source>
        <translation>第 %1 步不在轨迹中，轨迹从 0 到 %2。</translation>
    </message>
    <message>
        <source>The speed must be more than 0 frames a second.</source>
        <translation>速度必须大于每秒 0 帧。</translation>
    </message>
    <message>
        <source>The time the last frame stays up cannot be negative.</source>
        <translation>最后一帧的停留时间不能为负。</translation>
    </message>
    <message>
        <source>The trace has no board to draw.</source>
        <translation>轨迹中没有可绘制的网格。</translation>
    </message>
    <message>
        <source>The GIF would be %1 x %2 pixels; an export is at most %3 x %3. Choose a smaller cell size.</source>
        <translation>GIF 将为 %1 x %2 像素；一次导出最大为 %3 x %3。请选择更小的格子尺寸。</translation>
    </message>
    <message>
        <source>No file name was given for the GIF.</source>
        <translation>没有给出 GIF 的文件名。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The GIF could not be encoded: out of memory.</source>
        <translation>无法编码 GIF：内存不足。</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>Grid</name>
    <message>
        <source>row %1, column %2: &apos;%3&apos; is not a cell (&apos;.&apos;, &apos;1&apos;..&apos;9&apos;, &apos;@&apos; or &apos;#&apos;)</source>
        <translation>行 %1，列 %2：&apos;%3&apos; 不是有效的格子字符（应为 &apos;.&apos;、&apos;1&apos;..&apos;9&apos;、&apos;@&apos; 或 &apos;#&apos;）</translation>
    </message>
    <message>
        <source>a board needs at least one cell, not %1 x %2</source>
        <translation>网格至少需要一个格子，不能是 %1 x %2</translation>
    </message>
    <message>
        <source>a board of %1 x %2 cells is larger than the largest supported, %3 x %3</source>
        <translation>%1 x %2 的网格超过了支持的最大尺寸 %3 x %3</translation>
    </message>
    <message numerus="yes">
        <source>row %1 has %n cell(s) where the first row has %2</source>
        <translation>
            <numerusform>第 %1 行有 %n 个格子，而第一行有 %2 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HamiltonCycle</name>
    <message>
        <source>A Hamiltonian cycle needs at least 4 free cells; this board has %1.</source>
        <translation>哈密顿环至少需要 4 个空闲格子；这个棋盘只有 %1 个。</translation>
    </message>
    <message>
        <source>No Hamiltonian cycle exists here: the free cell (%1,%2) has fewer than two free neighbours, so a closed tour cannot pass through it.</source>
        <translation>这里不存在哈密顿环：空闲格子 (%1,%2) 的空闲邻格少于两个，闭合的回路无法经过它。</translation>
    </message>
    <message>
        <source>No Hamiltonian cycle exists here: a tour steps from a light square to a dark one and back, as on a chessboard, so it needs as many of each, and this board&apos;s %1 free cells are %2 light and %3 dark.</source>
        <translation>这里不存在哈密顿环：回路像在棋盘上一样在浅色格和深色格之间交替，所以两种格子必须一样多，而这个棋盘的 %1 个空闲格子中浅色 %2 个、深色 %3 个。</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>The playing area is %1 x %2, an odd number of cells; the nearest sizes with a cycle are %3.</source>
        <translation>游戏区域为 %1 x %2，格子数为奇数；最接近的有环尺寸是 %3。</translation>
    </message>
    <message>
        <source>The source&apos;s cycle construction did not cover the board from this snake; the snake follows a zig-zag cycle instead.</source>
        <translation>原文的构环方法从这条蛇出发没能覆盖整个棋盘；蛇改沿之字形环前进。</translation>
    </message>
    <message>
        <source>The source&apos;s cycle construction did not cover the board from this snake, and no zig-zag carries it; the snake follows a cycle found by a depth-first search instead.</source>
        <translation>原文的构环方法从这条蛇出发没能覆盖整个棋盘，也没有之字形环能容纳它；蛇改沿深度优先搜索找到的环前进。</translation>
    </message>
    <message>
        <source>No Hamiltonian cycle carries this snake (the source&apos;s construction, a zig-zag and a depth-first search of %1 cells all failed): the snake takes any safe move.</source>
        <translation>没有哈密顿环能容纳这条蛇（原文的构环方法、之字形环和 %1 格的深度优先搜索都失败了）：蛇只走任意安全的一步。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences in a row</comment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>HtmlExporter</name>
    <message>
        <source>To start</source>
        <translation>到开头</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>To end</source>
        <translation>到结尾</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 步/秒</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>书签</translation>
    </message>
    <message>
        <source>No bookmarks</source>
        <translation>没有书签</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <source>Pseudo-code</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>This page needs JavaScript to replay the trace.</source>
        <translation>这个页面需要 JavaScript 才能回放轨迹。</translation>
    </message>
    <message>
        <source>There is no trace to export.</source>
        <translation>没有可导出的轨迹。</translation>
    </message>
    <message>
        <source>The trace cannot be exported: %1</source>
        <translation>无法导出轨迹：%1</translation>
    </message>
    <message>
        <source>The page&apos;s template is missing from this build.</source>
        <translation>这个构建中缺少页面模板。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The trace has %1 changes; an HTML page holds at most %2 (about %3 MB). Export a shorter run, or a GIF or PDF of chosen steps.</source>
        <translation>轨迹有 %1 处变化；一个 HTML 页面最多容纳 %2 处（约 %3 MB）。请导出一次更短的运行，或导出所选各步的 GIF 或 PDF。</translation>
    </message>
    <message>
        <source>Step over</source>
        <translation>单步跳过</translation>
    </message>
    <message>
        <source>Step out</source>
        <translation>单步跳出</translation>
    </message>
    <message>
        <source>Keys: Space play or pause, Left and Right step, F10 step over, Shift+F11 step out, Home and End jump, Page Up and Page Down go to the bookmarks</source>
        <translation>按键：空格 播放或暂停，左右方向键 单步，F10 单步跳过，Shift+F11 单步跳出，Home 和 End 跳到两端，Page Up 和 Page Down 转到书签</translation>
    </message>
</context>
<context>
    <name>Inputs</name>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>A Moving AI .map file.</source>
        <translation>Moving AI 的 .map 文件。</translation>
    </message>
    <message>
        <source>An empty board of this size, e.g. 41x31 (for generators).</source>
        <translation>指定大小的空网格，例如 41x31（供生成器使用）。</translation>
    </message>
    <message>
        <source>A Moving AI .map.scen file to take the endpoints from (with --index).</source>
        <translation>从中读取起点和终点的 Moving AI .map.scen 文件（配合 --index 使用）。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>x,y</source>
        <translation>x,y</translation>
    </message>
    <message>
        <source>Set a parameter of the algorithm (repeatable).</source>
        <translation>设置算法的一个参数（可多次使用）。</translation>
    </message>
    <message>
        <source>key=value</source>
        <translation>键=值</translation>
    </message>
    <message>
        <source>The random seed.</source>
        <translation>随机种子。</translation>
    </message>
    <message>
        <source>give exactly one of --board, --map and --size</source>
        <translation>--board、--map 和 --size 必须且只能给出其中一个</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>--%1 takes a cell as x,y, not &quot;%2&quot;</source>
        <translation>--%1 需要 x,y 形式的格子坐标，而不是“%2”</translation>
    </message>
    <message>
        <source>--set takes key=value, not &quot;%1&quot;</source>
        <translation>--set 的格式为 key=value，而不是“%1”</translation>
    </message>
    <message>
        <source>The start cell (for Lianliankan, the first tile, in the board file&apos;s coordinates).</source>
        <translation>起点格（连连看中为第一个图块，使用棋盘文件的坐标）。</translation>
    </message>
    <message>
        <source>The goal cell (for Lianliankan, the second tile).</source>
        <translation>终点格（连连看中为第二个图块）。</translation>
    </message>
    <message>
        <source>A board: GridTrace&apos;s plain-text board, a scenario (.json), a duel record (.json), which replays, a Lianliankan board (rows of &apos;.&apos;, &apos;#&apos; and kinds 1..99) or a sliding puzzle (rows of the numbers 0..N-1, 0 the blank).</source>
        <translation>网格：GridTrace 的纯文本网格、场景（.json）、对战记录（.json，将被重放）、连连看棋盘（由“.”、“#”和种类 1..99 组成的行）或滑块拼图（由数字 0..N-1 组成的行，0 为空格）。</translation>
    </message>
    <message>
        <source>%1: not a GridTrace board (which would start with the line &quot;gridtrace-board 1&quot;), not a Lianliankan board (%2) and not a sliding puzzle (%3)</source>
        <translation>%1：不是 GridTrace 网格（那应以“gridtrace-board 1”这一行开头），不是连连看棋盘（%2），也不是滑块拼图（%3）</translation>
    </message>
    <message>
        <source>--index picks a line of a --scen file; give --scen too</source>
        <translation>--index 选择 --scen 文件中的一行；请同时给出 --scen</translation>
    </message>
    <message>
        <source>%1 holds no scenarios</source>
        <translation>%1 中没有场景</translation>
    </message>
    <message>
        <source>--%1 %2: %3</source>
        <translation>--%1 %2：%3</translation>
    </message>
    <message>
        <source>--%1 %2 is a file this command reads; write to another file</source>
        <translation>--%1 %2 是这条命令要读取的文件；请写到另一个文件</translation>
    </message>
    <message>
        <source>--size %1 is larger than the largest supported board, %2 x %2</source>
        <translation>--size %1 超过了支持的最大网格 %2 x %2</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3, not &quot;%4&quot;</source>
        <translation>--%1 需要 %2 到 %3 之间的整数，而不是“%4”</translation>
    </message>
    <message>
        <source>--seed %1 with --games %2 would pass the largest seed, %3: give a first seed of at most %4</source>
        <translation>--seed %1 加上 --games %2 会超过最大的种子 %3：第一个种子最多为 %4</translation>
    </message>
    <message>
        <source>The scenario line of --scen to use, from 0 (needed with --scen).</source>
        <translation>要使用 --scen 中的哪一行场景，从 0 开始编号（使用 --scen 时必须给出）。</translation>
    </message>
    <message>
        <source>%1 holds a trace, which gridtrace-cli render reads; --board takes a board, a scenario or a duel record</source>
        <translation>%1 是一条轨迹，应由 gridtrace-cli render 读取；--board 接受棋盘、场景或对战记录</translation>
    </message>
    <message>
        <source>%1 holds a Moving AI map; give it with --map, not --board</source>
        <translation>%1 是一张 Moving AI 地图；请用 --map 给出，而不是 --board</translation>
    </message>
    <message>
        <source>%1 holds a Moving AI scenario list; give it with --scen (and its map with --map), not --board</source>
        <translation>%1 是一份 Moving AI 场景列表；请用 --scen 给出（地图用 --map），而不是 --board</translation>
    </message>
    <message>
        <source>--size takes WxH, e.g. 41x31, not &quot;%1&quot;</source>
        <translation>--size 需要 宽x高，例如 41x31，而不是“%1”</translation>
    </message>
    <message>
        <source>--scen takes its endpoints on the map its lines were made for: give that map with --map, not --size</source>
        <translation>--scen 的起点和终点属于它的各行所针对的地图：请用 --map 给出那张地图，而不是 --size</translation>
    </message>
    <message>
        <source>--scen needs --index, the line to run, from 0 to %1</source>
        <translation>--scen 需要 --index，即要运行的行，0 到 %1</translation>
    </message>
    <message>
        <source>--index takes a scenario line from 0 to %1, not &quot;%2&quot;</source>
        <translation>--index 需要 0 到 %1 之间的场景行号，而不是“%2”</translation>
    </message>
    <message>
        <source>--set %1 is given more than once; give it once</source>
        <translation>--set %1 给出了不止一次；请只给一次</translation>
    </message>
    <message>
        <source>%1 holds a Moving AI scenario list; give it with --scen, and its map with --map</source>
        <translation>%1 是一份 Moving AI 场景列表；请用 --scen 给出，地图用 --map</translation>
    </message>
    <message>
        <source>%1 holds a Moving AI map; give it with --map, and its scenario list with --scen</source>
        <translation>%1 是一张 Moving AI 地图；请用 --map 给出，场景列表用 --scen</translation>
    </message>
    <message>
        <source>--scen gives the start and the goal, and the optimal length between them: leave out --%1</source>
        <translation>--scen 给出起点和终点，以及两者之间的最优长度：请去掉 --%1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>the scenarios in %1 are for the map %2 (%3 x %4), not %5 (%6 x %7)</source>
        <translation>%1 中的场景是为地图 %2（%3 x %4）准备的，而不是 %5（%6 x %7）</translation>
    </message>
    <message>
        <source>--%1 needs a file name</source>
        <translation>--%1 需要一个文件名</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
    <message>
        <source>the folder %1 is not writable</source>
        <translation>文件夹 %1 不可写</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>宽x高</translation>
    </message>
    <message>
        <source>--%1 %2: a file, not a folder (a name ending in .png writes one picture)</source>
        <translation>--%1 %2：是文件而不是文件夹（以 .png 结尾的名称才写出一张图片）</translation>
    </message>
    <message>
        <source>--%1 %2: the folder is not writable</source>
        <translation>--%1 %2：该文件夹不可写</translation>
    </message>
    <message>
        <source>--%1 %2 and --%3 %4 are the same file; give each output a file of its own</source>
        <translation>--%1 %2 和 --%3 %4 是同一个文件；请为每个输出指定各自的文件</translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <translation>%1：文件是空的</translation>
    </message>
    <message>
        <source>%1: not a sliding puzzle: %2</source>
        <translation>%1：不是滑块拼图：%2</translation>
    </message>
    <message>
        <source>a name in /dev, where devices are, so it is not written</source>
        <translation>/dev 中的名称：那里是设备所在之处，因此不会写入</translation>
    </message>
    <message>
        <source>/dev or a folder in it, where devices are, so nothing is written there</source>
        <translation>/dev 或其中的文件夹：那里是设备所在之处，因此不会在其中写入任何内容</translation>
    </message>
    <message>
        <source>a trace</source>
        <translation>轨迹</translation>
    </message>
    <message>
        <source>a GridTrace board</source>
        <translation>GridTrace 网格</translation>
    </message>
    <message>
        <source>a GridTrace scenario</source>
        <translation>GridTrace 场景</translation>
    </message>
    <message>
        <source>a duel record</source>
        <translation>对战记录</translation>
    </message>
    <message>
        <source>%1 holds %2, which %3 reads; --map takes a Moving AI map</source>
        <translation>%1 中装的是：%2，由 %3 读取；--map 需要的是 Moving AI 地图</translation>
    </message>
    <message>
        <source>%1 holds %2, which %3 reads; --scen takes a Moving AI scenario list</source>
        <translation>%1 中装的是：%2，由 %3 读取；--scen 需要的是 Moving AI 场景列表</translation>
    </message>
    <message>
        <source>--%1 takes a cell as x,y, each from 0 to %2 (the largest board is %3 x %3), not &quot;%4&quot;</source>
        <translation>--%1 需要以 x,y 给出一个格子，每个坐标从 0 到 %2（最大的网格为 %3 x %3），而不是“%4”</translation>
    </message>
    <message>
        <source>unknown parameter &quot;%1&quot;: did you mean %2? (known: %3)</source>
        <translation>未知参数“%1”：你指的是 %2 吗？（可用的参数：%3）</translation>
    </message>
    <message>
        <source>parameter %1 takes one of: %2, not &quot;%3&quot;: did you mean %4?</source>
        <translation>参数 %1 只能取 %2 之一，不能取“%3”：你指的是 %4 吗？</translation>
    </message>
</context>
<context>
    <name>JsonError</name>
    <message>
        <source>an object is not closed with &quot;}&quot; (or a &quot;,&quot; is missing between its members)</source>
        <translation>对象没有用“}”结束（或成员之间缺少“,”）</translation>
    </message>
    <message>
        <source>a &quot;:&quot; is missing after a member&apos;s name</source>
        <translation>成员名之后缺少“:”</translation>
    </message>
    <message>
        <source>a list is not closed with &quot;]&quot; (or a &quot;,&quot; is missing between its values)</source>
        <translation>列表没有用“]”结束（或值之间缺少“,”）</translation>
    </message>
    <message>
        <source>a &quot;,&quot; is missing between two values</source>
        <translation>两个值之间缺少“,”</translation>
    </message>
    <message>
        <source>a value is not one JSON knows (a text needs double quotes; true, false and null are written in lower case)</source>
        <translation>有一个值不是 JSON 认识的（文本需要双引号；true、false 和 null 要小写）</translation>
    </message>
    <message>
        <source>the file ends inside a number</source>
        <translation>文件在一个数字中间结束</translation>
    </message>
    <message>
        <source>a number is written wrongly or is too large</source>
        <translation>有一个数字写法错误或过大</translation>
    </message>
    <message>
        <source>a text holds a backslash sequence JSON does not have</source>
        <translation>文本中有 JSON 没有的反斜杠转义序列</translation>
    </message>
    <message>
        <source>a text is not valid UTF-8</source>
        <translation>文本不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>a text is not closed with a double quote</source>
        <translation>文本没有用双引号结束</translation>
    </message>
    <message>
        <source>an object (&quot;{ ... }&quot;) is missing where one should start</source>
        <translation>应当开始一个对象（“{ ... }”）的地方没有对象</translation>
    </message>
    <message>
        <source>objects and lists are nested too deeply</source>
        <translation>对象和列表嵌套过深</translation>
    </message>
    <message>
        <source>the file is too large to read as JSON</source>
        <translation>文件太大，无法作为 JSON 读取</translation>
    </message>
    <message>
        <source>more follows the end of the JSON value</source>
        <translation>JSON 值结束后还有内容</translation>
    </message>
    <message>
        <source>the JSON is not valid</source>
        <translation>JSON 无效</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>不是有效的 JSON（第 %1 行第 %2 列）：%3</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
</context>
<context>
    <name>LinkBoard</name>
    <message>
        <source>the board is %1 x %2 tiles; a Lianliankan board is %3 to %4 tiles wide and %5 to %6 high</source>
        <translation>棋盘为 %1 x %2 个图块；连连看棋盘宽 %3 到 %4 个图块，高 %5 到 %6 个</translation>
    </message>
    <message>
        <source>an odd number of tiles of kind %1 (%2): kinds come in pairs (the first of them is at line %3, column %4)</source>
        <translation>种类 %1 的图块数为奇数（%2）：每种图块成对出现（第一个位于第 %3 行第 %4 列）</translation>
    </message>
    <message>
        <source>line %1 is empty; a board has one row of tiles a line, with no blank lines between</source>
        <translation>第 %1 行为空；棋盘每行一排图块，中间不能有空行</translation>
    </message>
    <message>
        <source>line %1, column %2: two spaces in a row or a space first; cells are separated by single spaces</source>
        <translation>第 %1 行第 %2 列：连续两个空格或以空格开头；格子之间用单个空格分隔</translation>
    </message>
    <message>
        <source>line %1, column %2: &apos;%3&apos; is not a cell (&apos;.&apos; empty, &apos;#&apos; a wall, or a kind from 1 to %4)</source>
        <translation>第 %1 行第 %2 列：“%3”不是格子（“.”为空，“#”为墙，或 1 到 %4 的种类）</translation>
    </message>
    <message>
        <source>the scenario has %1 tiles for a board of %2 cells</source>
        <translation>场景有 %1 个图块值，而棋盘有 %2 格</translation>
    </message>
    <message>
        <source>cell (%1,%2) lies on the ring round the tiles, which must stay empty</source>
        <translation>格子 (%1,%2) 位于图块外的那一圈上，那里必须保持为空</translation>
    </message>
    <message>
        <source>cell (%1,%2) holds a tile of kind %3; kinds are 1 to %4</source>
        <translation>格子 (%1,%2) 上是种类 %3 的图块；种类应为 1 到 %4</translation>
    </message>
    <message>
        <source>cell (%1,%2) is a wall with a tile on it</source>
        <translation>格子 (%1,%2) 是墙，上面却有图块</translation>
    </message>
    <message numerus="yes">
        <source>line %1 has %n cell(s) where line 1 has %2</source>
        <translation>
            <numerusform>第 %1 行有 %n 个格子，而第 1 行有 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <source>the grid is %1 x %2 cells, a ring of empty cells round the tiles included; a Lianliankan grid is %3 to %4 cells wide and %5 to %6 high, for %7 to %8 x %9 to %10 tiles</source>
        <translation>网格为 %1 x %2 个格子（包括图块外的一圈空格子）；连连看网格宽 %3 到 %4 个格子、高 %5 到 %6 个格子，可放 %7 到 %8 x %9 到 %10 个图块</translation>
    </message>
    <message>
        <source>an odd number of tiles of kind %1 (%2): kinds come in pairs (the first of them is at (%3,%4))</source>
        <translation>种类 %1 的图块有奇数个（%2）：每种图块须成对出现（其中第一个在 (%3,%4)）</translation>
    </message>
</context>
<context>
    <name>LinkCommand</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>  %1. kind %2: %3 and %4
</source>
        <translation>  %1. 种类 %2：%3 和 %4
</translation>
    </message>
    <message>
        <source>generate: the board&apos;s tiles across and down, %1x%2 to %3x%4.</source>
        <translation>generate：棋盘横向和纵向的图块数，%1x%2 到 %3x%4。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>generate: the random seed; the same seed makes the same board everywhere (default 1).</source>
        <translation>generate：随机种子；同一种子在任何地方都生成同一棋盘（默认 1）。</translation>
    </message>
    <message>
        <source>generate: write the board to this file rather than to standard output.</source>
        <translation>generate：把棋盘写入此文件，而不是标准输出。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>link %1 takes no --%2</source>
        <translation>link %1 不接受 --%2</translation>
    </message>
    <message>
        <source>link generate needs --size WxH, e.g. --size 12x8</source>
        <translation>link generate 需要 --size 宽x高，例如 --size 12x8</translation>
    </message>
    <message>
        <source>link generate needs --kinds, how many kinds of tile</source>
        <translation>link generate 需要 --kinds，即图块种类数</translation>
    </message>
    <message>
        <source>--size takes WxH, e.g. 12x8, not &quot;%1&quot;</source>
        <translation>--size 需要 宽x高，例如 12x8，而不是“%1”</translation>
    </message>
    <message>
        <source>link solve needs --board FILE</source>
        <translation>link solve 需要 --board 文件</translation>
    </message>
    <message numerus="yes">
        <source>Cleared in %n pair(s), in this order (x,y as in the board file):</source>
        <translation>
            <numerusform>按以下顺序消除 %n 对后清空（x,y 与棋盘文件一致）：</numerusform>
        </translation>
    </message>
    <message>
        <source>link check needs --board FILE</source>
        <translation>link check 需要 --board 文件</translation>
    </message>
    <message>
        <source>%1: %2; try link solve, which clears large boards but cannot prove that one cannot be cleared</source>
        <translation>%1：%2；可以试试 link solve，它能消除大棋盘，但无法证明一个棋盘消除不了</translation>
    </message>
    <message>
        <source>The board can be cleared, for example in this order:</source>
        <translation>这个棋盘可以消除干净，例如按以下顺序：</translation>
    </message>
    <message>
        <source>generate: how many kinds of tile, 1 to %1, and no more than the pairs on the board.</source>
        <translation>generate：图块种类数，1 到 %1，且不超过棋盘上的对数。</translation>
    </message>
    <message numerus="yes">
        <source>The board cannot be cleared: no order of removals takes every tile off (%n removal(s) tried).</source>
        <translation>
            <numerusform>这个棋盘无法消除干净：没有任何消除顺序能拿掉所有图块（尝试了 %n 次消除）。</numerusform>
        </translation>
    </message>
    <message>
        <source>no link</source>
        <translation>不能相连</translation>
    </message>
    <message>
        <source>  %1 %2  kind %3  min-turn: %4  post: %5%6
</source>
        <translation>  %1 %2  种类 %3  最少转弯：%4  原文：%5%6
</translation>
    </message>
    <message>
        <source>, never returns in the post</source>
        <translation>，原文代码永不返回</translation>
    </message>
    <message>
        <source>generate: write a board that can be cleared; solve: clear a board and print the pairs in order; check: whether a small board can be cleared at all; compare: query every pair of tiles of one kind with the post&apos;s search (link-seed-003) and the fewest-turn one (link-min-turn), and print where they differ.</source>
        <translation>generate：写出一个可以消完的棋盘；solve：消完一个棋盘并按顺序打印各对；check：判断一个小棋盘究竟能否消完；compare：用原文的搜索（link-seed-003）和转弯最少的搜索（link-min-turn）查询每一对同种图块，并打印两者不同之处。</translation>
    </message>
    <message>
        <source>solve, check, compare: a Lianliankan board (rows of &apos;.&apos;, &apos;#&apos; and kinds 1..%1).</source>
        <translation>solve、check、compare：一个连连看棋盘（由“.”、“#”和种类 1..%1 组成的行）。</translation>
    </message>
    <message>
        <source>compare: list every pair, not only those where the two searches differ (with --json, under &quot;pairs_list&quot;, beside &quot;differences&quot;).</source>
        <translation>compare：列出每一对，而不只是两种搜索不同的那些（使用 --json 时放在“pairs_list”下，与“differences”并列）。</translation>
    </message>
    <message>
        <source>link takes one action (generate, solve or check a board, or compare its two link searches), not &quot;%1&quot;</source>
        <translation>link 需要一个动作（generate、solve 或 check 一个棋盘，或 compare 其上的两种连线搜索），而不是“%1”</translation>
    </message>
    <message>
        <source>link compare needs --board FILE</source>
        <translation>link compare 需要 --board 文件</translation>
    </message>
    <message>
        <source>pairs of tiles of one kind</source>
        <translation>同种图块的对数</translation>
    </message>
    <message>
        <source>linkable</source>
        <translation>能相连</translation>
    </message>
    <message>
        <source>the post&apos;s search takes the same link</source>
        <translation>原文的搜索给出同一条连线</translation>
    </message>
    <message>
        <source>another link, as good</source>
        <translation>另一条同样好的连线</translation>
    </message>
    <message>
        <source>a link with more turns</source>
        <translation>转弯更多的连线</translation>
    </message>
    <message>
        <source>as many turns, a longer path</source>
        <translation>转弯一样多，路径更长</translation>
    </message>
    <message>
        <source>the post&apos;s own Python never returns</source>
        <translation>原文自己的 Python 永不返回</translation>
    </message>
    <message>
        <source>the two disagree on whether the pair links (a bug)</source>
        <translation>两者对能否相连意见不一（程序错误）</translation>
    </message>
    <message>
        <source>Both searches on every pair, from its first tile to its second (x,y as in the board file):</source>
        <translation>两种搜索查询每一对，从第一个图块到第二个（x,y 与棋盘文件中相同）：</translation>
    </message>
    <message>
        <source>Every pair:</source>
        <translation>每一对：</translation>
    </message>
    <message>
        <source>Where the two differ:</source>
        <translation>两者不同之处：</translation>
    </message>
    <message>
        <source>The post&apos;s search finds the same link as the fewest-turn search on every pair.</source>
        <translation>在每一对上，原文的搜索都找到与转弯最少的搜索相同的连线。</translation>
    </message>
    <message>
        <source>Lianliankan: generate a board that can be cleared, solve a board, check one, compare two link searches on one.</source>
        <translation>连连看：生成可以消完的棋盘、求解棋盘、检查棋盘、在棋盘上比较两种连线搜索。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n 次转弯</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>No order clears this board: at best %1 stay.</source>
        <translation>没有哪种顺序能消完这个棋盘：最好也剩下 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n 个图块</numerusform>
        </translation>
    </message>
    <message>
        <source>Not cleared: the solver gave up after %1 tried, %2 left at best.</source>
        <translation>未消完：求解器在尝试 %1后放弃，最好也剩下 %2。</translation>
    </message>
    <message numerus="yes">
        <source>%n removal(s)</source>
        <translation>
            <numerusform>%n 次消除</numerusform>
        </translation>
    </message>
    <message>
        <source>Not one pair can be taken off.</source>
        <translation>一对也消不掉。</translation>
    </message>
    <message>
        <source>The longest run of pairs:</source>
        <translation>最长的一串配对：</translation>
    </message>
    <message>
        <source>The board holds no two tiles of one kind: there is nothing to compare.</source>
        <translation>棋盘上没有两个同种的图块：没有可比较的。</translation>
    </message>
    <message>
        <source>Neither search links any pair: no pair of this board can be joined with at most two turns.</source>
        <translation>两种搜索都连不上任何一对：这个棋盘上没有哪一对能在两次转弯以内相连。</translation>
    </message>
    <message numerus="yes">
        <source>%n kind(s)</source>
        <translation>
            <numerusform>%n 种图块</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wall(s)</source>
        <translation>
            <numerusform>%n 堵墙</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n 对</numerusform>
        </translation>
    </message>
    <message>
        <source>The board has no tiles to clear.</source>
        <translation>棋盘上没有可消除的图块。</translation>
    </message>
    <message>
        <source>a Lianliankan board (rows of &apos;.&apos;, &apos;#&apos; and kinds 1..%1)</source>
        <translation>连连看棋盘（由 &apos;.&apos;、&apos;#&apos; 和种类 1..%1 组成的行）</translation>
    </message>
    <message>
        <source>action</source>
        <comment>the link command&apos;s argument</comment>
        <translation>操作</translation>
    </message>
    <message>
        <source>generate: cells of wall, put at random (default 0; at most the board&apos;s cells less two, leaving an even number for tiles).</source>
        <translation>generate：随机放置的墙的格数（默认 0；最多为棋盘格数减二，并使留给图块的格数为偶数）。</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>a label before its count</comment>
        <translation>%1：</translation>
    </message>
    <message>
        <source>A board of %1 x %2 tiles with %3, %4 and %5, seed %6, that can be cleared: %7</source>
        <translation>%1 x %2 图块的棋盘，含 %3、%4和 %5，种子 %6，可以消完：%7</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>宽x高</translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <translation>%1：文件是空的</translation>
    </message>
    <message>
        <source>%1 cannot be cleared</source>
        <translation>%1 无法消除干净</translation>
    </message>
    <message>
        <source>%1 was not cleared: the solver gave up</source>
        <translation>%1 没有消除干净：求解器放弃了</translation>
    </message>
    <message>
        <source>The board cannot be cleared: tiles that block each other prove it before any removal is tried.</source>
        <translation>这个棋盘无法消除干净：互相挡住的图块在尝试任何消除之前就证明了这一点。</translation>
    </message>
    <message numerus="yes">
        <source>the two searches disagree on whether %n pair(s) link</source>
        <translation>
            <numerusform>两种搜索在 %n 对图块能否相连上意见不一</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences in a row</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>link takes one action: generate, solve or check a board, or compare its two link searches</source>
        <translation>link 需要一个动作：生成（generate）、求解（solve）或检查（check）一个棋盘，或比较（compare）它的两种连线搜索</translation>
    </message>
    <message>
        <source>%1: the check gave up after %2 tried without deciding</source>
        <translation>%1：检查在尝试 %2 后放弃，未能判定</translation>
    </message>
</context>
<context>
    <name>LinkGenerator</name>
    <message>
        <source>%1 kinds of tile need at least %1 pairs, and this board holds %2: use fewer kinds, a larger board or fewer walls</source>
        <translation>%1 种图块至少需要 %1 对，而这个棋盘只能放 %2 对：请减少种类、增大棋盘或减少墙</translation>
    </message>
    <message numerus="yes">
        <source>%n wall(s) on the %1 x %2 board: there must be 0 to %3, leaving at least two cells for tiles</source>
        <translation>
            <numerusform>棋盘 %1 x %2 上有 %n 堵墙：应为 0 到 %3 堵，并至少留出两格放图块</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 x %2 board has %3 cells, an odd number, and tiles come in pairs: change the size or add a wall</source>
        <translation>%1 x %2 的棋盘有 %3 格，是奇数，而图块成对出现：请改变尺寸或加一堵墙</translation>
    </message>
    <message numerus="yes">
        <source>the %1 x %2 board with %n wall(s) leaves %3 cells for tiles, an odd number, and tiles come in pairs: use one wall more or one fewer</source>
        <translation>
            <numerusform>%1 x %2 的棋盘有 %n 堵墙，留给图块 %3 格，是奇数，而图块成对出现：请多放或少放一堵墙</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kind(s) of tile: there must be 1 to %1</source>
        <translation>
            <numerusform>%n 种图块：应为 1 到 %1 种</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wall(s) on the %1 x %2 board shut tiles in so that no order clears them, in %3 tries: use fewer walls</source>
        <translation>
            <numerusform>%1 x %2 的棋盘上的 %n 堵墙把图块围住了，%3 次尝试都找不到能消除全部图块的顺序：请减少墙</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinkSolver</name>
    <message>
        <source>the board holds %1 tiles; the exact check goes through the orders of removal and decides boards of at most %2 tiles</source>
        <translation>棋盘上有 %1 个图块；精确检查会遍历消除顺序，只能判定至多 %2 个图块的棋盘</translation>
    </message>
</context>
<context>
    <name>ListCommand</name>
    <message>
        <source>List the algorithms with their parameters and defaults.</source>
        <translation>列出所有算法及其参数和默认值。</translation>
    </message>
    <message>
        <source>list takes no positional arguments, not &quot;%1&quot;</source>
        <translation>list 不接受位置参数（收到了“%1”）</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>real</source>
        <translation>实数</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>%1 (%2, default %3)</source>
        <translation>%1（%2，默认 %3）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a parameter and the values it takes</comment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Usage: gridtrace-cli &lt;command&gt; [options]

GridTrace runs grid algorithms and records every step as a trace.

Commands:
</source>
        <translation>用法：gridtrace-cli &lt;命令&gt; [选项]

GridTrace 运行网格算法，并把每一步记录为执行轨迹。

命令：
</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; try gridtrace-cli --help</source>
        <translation>未知命令“%1”；请尝试 gridtrace-cli --help</translation>
    </message>
    <message>
        <source>Print exactly one JSON object on stdout.</source>
        <translation>在标准输出上只输出一个 JSON 对象。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>--%1 is given more than once; give it once</source>
        <translation>--%1 给了不止一次；只需给一次</translation>
    </message>
    <message>
        <source>cannot write the output: %1</source>
        <translation>无法写出输出：%1</translation>
    </message>
    <message>
        <source>unknown option %1; gridtrace-cli %2 --help lists the options</source>
        <translation>未知选项 %1；gridtrace-cli %2 --help 会列出所有选项</translation>
    </message>
    <message>
        <source>%1 needs a value; gridtrace-cli %2 --help says which</source>
        <translation>%1 需要一个值；gridtrace-cli %2 --help 会说明</translation>
    </message>
    <message>
        <source>%1 takes no value</source>
        <translation>%1 不接受值</translation>
    </message>
    <message>
        <source>no command given; gridtrace-cli --help lists them</source>
        <translation>没有给出命令；gridtrace-cli --help 会列出所有命令</translation>
    </message>
    <message>
        <source>unknown option %1; a command comes first, try gridtrace-cli --help</source>
        <translation>未知选项 %1；命令要放在最前面，试试 gridtrace-cli --help</translation>
    </message>
    <message>
        <source>help takes one command name, not &quot;%1&quot;</source>
        <translation>help 只接受一个命令名，而不是“%1”</translation>
    </message>
    <message>
        <source>unknown option %1; gridtrace-cli --help lists the commands</source>
        <translation>未知选项 %1；gridtrace-cli --help 列出所有命令</translation>
    </message>
    <message>
        <source>%1 takes no other arguments, not &quot;%2&quot;</source>
        <translation>%1 不接受其他参数（收到的是“%2”）</translation>
    </message>
    <message>
        <source>
Every command takes --help and --json; gridtrace-cli --version prints the version. Exit codes: 0 success, 1 a failed check or an output that could not be written, 2 bad input, 3 a search that gave up at its budget without an answer.
</source>
        <translation>
每个命令都接受 --help 和 --json；gridtrace-cli --version 输出版本号。退出码：0 成功，1 检查未通过或输出无法写入，2 输入有误，3 搜索用完预算仍未得出答案。
</translation>
    </message>
    <message>
        <source>unknown option %1; options take two dashes: %2</source>
        <translation>未知选项 %1；选项以两个短横线开头：%2</translation>
    </message>
</context>
<context>
    <name>Mark</name>
    <message>
        <source>Unvisited</source>
        <translation>未访问</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>开放</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>On the stack</source>
        <translation>在栈中</translation>
    </message>
    <message>
        <source>Backtracked</source>
        <translation>已回溯</translation>
    </message>
    <message>
        <source>Open (from the goal)</source>
        <translation>开放（终点侧）</translation>
    </message>
    <message>
        <source>Closed (from the goal)</source>
        <translation>关闭（终点侧）</translation>
    </message>
    <message>
        <source>Meeting point</source>
        <translation>相遇点</translation>
    </message>
    <message>
        <source>Carved</source>
        <translation>已打通</translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation>边界</translation>
    </message>
    <message>
        <source>Shadow snake</source>
        <translation>影子蛇</translation>
    </message>
    <message>
        <source>Snake body</source>
        <translation>蛇身</translation>
    </message>
    <message>
        <source>Snake head</source>
        <translation>蛇头</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>食物</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>高亮</translation>
    </message>
</context>
<context>
    <name>MessageText</name>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>MoveEndpointCommand</name>
    <message>
        <source>Remove start</source>
        <translation>移除起点</translation>
    </message>
    <message>
        <source>Remove goal</source>
        <translation>移除终点</translation>
    </message>
    <message>
        <source>Place start</source>
        <translation>放置起点</translation>
    </message>
    <message>
        <source>Place goal</source>
        <translation>放置终点</translation>
    </message>
    <message>
        <source>Move start</source>
        <translation>移动起点</translation>
    </message>
    <message>
        <source>Move goal</source>
        <translation>移动终点</translation>
    </message>
    <message>
        <source>Remove food</source>
        <translation>移除食物</translation>
    </message>
    <message>
        <source>Place food</source>
        <translation>放置食物</translation>
    </message>
    <message>
        <source>Move food</source>
        <translation>移动食物</translation>
    </message>
</context>
<context>
    <name>MovingAi</name>
    <message>
        <source>byte 0x%1</source>
        <translation>字节 0x%1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>the device is not open for reading</source>
        <translation>设备未以读取方式打开</translation>
    </message>
    <message>
        <source>the file ends where the header needs %1</source>
        <translation>文件已结束，但文件头此处还需要 %1</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>应为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 不是整数</translation>
    </message>
    <message>
        <source>%1 is not a Moving AI terrain character</source>
        <translation>%1 不是 Moving AI 的地形字符</translation>
    </message>
    <message>
        <source>the file ends after %1 of its %2 rows</source>
        <translation>文件只有 %1 行就结束了，应有 %2 行</translation>
    </message>
    <message>
        <source>one row more than the header&apos;s height of %1</source>
        <translation>比文件头给出的高度 %1 多了一行</translation>
    </message>
    <message>
        <source>the file is empty, a scenario file starts with &apos;version 1&apos;</source>
        <translation>文件为空，场景文件应以 &apos;version 1&apos; 开头</translation>
    </message>
    <message>
        <source>expected &apos;version 1&apos;, found %1</source>
        <translation>应为 &apos;version 1&apos;，实际为 %1</translation>
    </message>
    <message>
        <source>scenario file version %1 is not supported, only version 1</source>
        <translation>不支持场景文件版本 %1，只支持版本 1</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>map</source>
        <translation>地图</translation>
    </message>
    <message>
        <source>map width</source>
        <translation>地图宽度</translation>
    </message>
    <message>
        <source>map height</source>
        <translation>地图高度</translation>
    </message>
    <message>
        <source>start x</source>
        <translation>起点 x</translation>
    </message>
    <message>
        <source>start y</source>
        <translation>起点 y</translation>
    </message>
    <message>
        <source>goal x</source>
        <translation>终点 x</translation>
    </message>
    <message>
        <source>goal y</source>
        <translation>终点 y</translation>
    </message>
    <message>
        <source>optimal length</source>
        <translation>最优长度</translation>
    </message>
    <message>
        <source>%1 is not a length</source>
        <translation>%1 不是有效的长度</translation>
    </message>
    <message>
        <source>the field is empty</source>
        <translation>该字段为空</translation>
    </message>
    <message>
        <source>line %1, field %2 (%3): %4</source>
        <translation>第 %1 行第 %2 个字段（%3）：%4</translation>
    </message>
    <message>
        <source>the bucket %1 is negative</source>
        <translation>分组 %1 是负数</translation>
    </message>
    <message>
        <source>a map of %1 x %2 cells has no cells</source>
        <translation>%1 x %2 的地图没有格子</translation>
    </message>
    <message>
        <source>start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>终点</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>a blank line between scenarios</source>
        <translation>场景之间有空行</translation>
    </message>
    <message>
        <source>%1 is out of range: a map&apos;s %2 is a whole number from 1 to %3</source>
        <translation>%1 超出范围：地图的 %2 是 1 到 %3 之间的整数</translation>
    </message>
    <message numerus="yes">
        <source>row has %n cell(s), the header says %1</source>
        <translation>
            <numerusform>该行有 %n 个格子，文件头说是 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is out of range: a field holds a whole number from %2 to %3</source>
        <translation>%1 超出范围：一个字段是 %2 到 %3 之间的整数</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) where a scenario has 9 (bucket, map, map width, map height, start x, start y, goal x, goal y, optimal length)</source>
        <translation>
            <numerusform>%n 个字段，而场景行有 9 个（桶、地图、地图宽、地图高、起点 x、起点 y、终点 x、终点 y、最优长度）</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 (%2,%3) lies outside the %4 x %5 map</source>
        <translation>%1 (%2,%3) 在 %4 x %5 的地图之外</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
</context>
<context>
    <name>OutcomeText</name>
    <message numerus="yes">
        <source>after %n move(s)</source>
        <translation>
            <numerusform>用了 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>The snake filled the board: length %1 %2</source>
        <translation>蛇填满了棋盘：长度 %1，%2</translation>
    </message>
    <message>
        <source>The snake died at length %1 %2</source>
        <translation>蛇死了，长度 %1，%2</translation>
    </message>
    <message>
        <source>The step limit of %1 ended the game at length %2, neither won nor lost (--set step-limit=N raises it; 0 is the square of the free cells)</source>
        <translation>步数上限 %1结束了游戏，此时长度 %2，不算胜也不算负（--set step-limit=N 可提高上限；0 表示空格子数的平方）</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snake A won after %n round(s)</source>
        <translation>
            <numerusform>蛇 A 在 %n 回合后获胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snake B won after %n round(s)</source>
        <translation>
            <numerusform>蛇 B 在 %n 回合后获胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A draw after %n round(s)</source>
        <translation>
            <numerusform>%n 回合后平局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n round(s)</source>
        <translation>
            <numerusform>%n 回合后停止</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (lengths %2 and %3)</source>
        <translation>%1（长度 %2 和 %3）</translation>
    </message>
    <message>
        <source>No link of at most two turns</source>
        <translation>没有不超过两次转弯的连线</translation>
    </message>
    <message>
        <source>Linked with %1 and %2</source>
        <translation>连上了：%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n 次转弯</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved in %1</source>
        <translation>用 %1解开</translation>
    </message>
    <message>
        <source>This puzzle cannot be solved: it cannot reach its goal</source>
        <translation>这个拼图无解：到达不了目标</translation>
    </message>
    <message>
        <source>Not solved, after %1</source>
        <translation>未解开，共 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s)</source>
        <translation>
            <numerusform>%n 个局面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wall(s)</source>
        <translation>
            <numerusform>%n 道墙</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n expansion(s)</source>
        <translation>
            <numerusform>%n 次扩展</numerusform>
        </translation>
    </message>
    <message>
        <source>Found a path of %1, cost %2, after %3</source>
        <translation>找到一条 %1的路径，代价 %2，共 %3</translation>
    </message>
    <message>
        <source>No path, after %1</source>
        <translation>没有路径，共 %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n 处变化</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <comment>the steps of a trace, not moves</comment>
        <translation>
            <numerusform>%n 个步骤</numerusform>
        </translation>
    </message>
    <message>
        <source>Made a board of %1 x %2 cells with %3</source>
        <translation>生成了 %1 x %2 格的棋盘，含 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n removal(s) tried</source>
        <translation>
            <numerusform>尝试了 %n 次消除</numerusform>
        </translation>
    </message>
    <message>
        <source>Cleared the board in %1, found with %2</source>
        <translation>已清空棋盘，共 %1，%2后找到</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n 对</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n 个图块</numerusform>
        </translation>
    </message>
    <message>
        <source>Not cleared: the solver gave up after %1, %2 left at best</source>
        <translation>未清空：求解器在%1后放弃，最好也剩下 %2</translation>
    </message>
    <message>
        <source>Snake A won before the first round was played</source>
        <translation>第一回合走完之前蛇 A 获胜</translation>
    </message>
    <message>
        <source>Snake B won before the first round was played</source>
        <translation>第一回合走完之前蛇 B 获胜</translation>
    </message>
    <message>
        <source>A draw before the first round was played</source>
        <translation>第一回合走完之前平局</translation>
    </message>
    <message>
        <source>Stopped before the first round was played</source>
        <translation>第一回合走完之前停止</translation>
    </message>
    <message>
        <source>The board cannot be cleared: %1 left at best</source>
        <translation>棋盘无法消完：最好也剩 %1</translation>
    </message>
</context>
<context>
    <name>PaintCellsCommand</name>
    <message>
        <source>Draw walls</source>
        <translation>画墙</translation>
    </message>
    <message>
        <source>Clear cells</source>
        <translation>清除格子</translation>
    </message>
    <message>
        <source>Paint weight %1</source>
        <translation>涂权重 %1</translation>
    </message>
</context>
<context>
    <name>PanelsMenu</name>
    <message>
        <source>&amp;Algorithm</source>
        <translation>算法(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Pseudo-code</source>
        <translation>伪代码(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>图例(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Watches</source>
        <translation>监视(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Inspector</source>
        <translation>检查器(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Breakpoints</source>
        <translation>断点(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Edit History</source>
        <translation>编辑历史(&amp;E)</translation>
    </message>
    <message>
        <source>L&amp;og</source>
        <translation>日志(&amp;O)</translation>
    </message>
    <message>
        <source>Boo&amp;kmarks</source>
        <translation>书签(&amp;K)</translation>
    </message>
    <message>
        <source>Play &amp;Snake</source>
        <translation>玩贪吃蛇(&amp;S)</translation>
    </message>
    <message>
        <source>Play a &amp;Duel</source>
        <translation>进行对战(&amp;D)</translation>
    </message>
    <message>
        <source>Play Lia&amp;nliankan</source>
        <translation>玩连连看(&amp;N)</translation>
    </message>
    <message>
        <source>Play a Sliding Pu&amp;zzle</source>
        <translation>玩滑块拼图(&amp;Z)</translation>
    </message>
</context>
<context>
    <name>Parameters</name>
    <message>
        <source>parameter %1 takes a whole number</source>
        <translation>参数 %1 需要整数</translation>
    </message>
    <message>
        <source>parameter %1 takes a number</source>
        <translation>参数 %1 需要数值</translation>
    </message>
    <message>
        <source>parameter %1 takes true or false</source>
        <translation>参数 %1 只能是 true 或 false</translation>
    </message>
    <message>
        <source>parameter %1 takes one of: %2</source>
        <translation>参数 %1 只能取以下值之一：%2</translation>
    </message>
    <message>
        <source>parameter %1 takes true or false, not &quot;%2&quot;</source>
        <translation>参数 %1 只能是 true 或 false，而不是“%2”</translation>
    </message>
    <message>
        <source>parameter %1 takes one of: %2, not &quot;%3&quot;</source>
        <translation>参数 %1 只能取以下值之一：%2，而不是“%3”</translation>
    </message>
    <message>
        <source>parameter %1 takes text</source>
        <translation>参数 %1 需要文本</translation>
    </message>
    <message>
        <source>parameter %1 takes at most %2 characters, not %3</source>
        <translation>参数 %1 最多 %2 个字符，而不是 %3 个</translation>
    </message>
    <message>
        <source>parameter %1 does not take &quot;%2&quot;</source>
        <translation>参数 %1 不接受“%2”</translation>
    </message>
    <message>
        <source>parameter %1 takes a whole number from %2 to %3, not &quot;%4&quot;</source>
        <translation>参数 %1 需要 %2 到 %3 之间的整数，而不是“%4”</translation>
    </message>
    <message>
        <source>parameter %1 takes a number from %2 to %3, not &quot;%4&quot;</source>
        <translation>参数 %1 需要 %2 到 %3 之间的数值，而不是“%4”</translation>
    </message>
    <message>
        <source>unknown parameter &quot;%1&quot;: this algorithm takes none</source>
        <translation>未知参数“%1”：此算法不接受参数</translation>
    </message>
    <message>
        <source>unknown parameter &quot;%1&quot; (known: %2)</source>
        <translation>未知参数“%1”（可用的参数：%2）</translation>
    </message>
</context>
<context>
    <name>PdfHandout</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Algorithm: %1</source>
        <translation>算法：%1</translation>
    </message>
    <message>
        <source>Board: %1 × %2 cells</source>
        <translation>网格：%1 × %2 个格子</translation>
    </message>
    <message>
        <source>Parameters: %1</source>
        <translation>参数：%1</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>随机种子：%1</translation>
    </message>
    <message>
        <source>Steps: %1, bookmarks: %2</source>
        <translation>步数：%1，书签：%2</translation>
    </message>
    <message>
        <source>No steps to put in the handout: mark steps first or give a range.</source>
        <translation>讲义中没有步：请先给步加书签，或给出一个范围。</translation>
    </message>
    <message>
        <source>Steps per page must be 1, 2, 4 or 6, not %1.</source>
        <translation>每页步数必须是 1、2、4 或 6，而不是 %1。</translation>
    </message>
    <message>
        <source>Step %1 is not in the trace, which has %2 steps.</source>
        <translation>第 %1 步不在轨迹中，轨迹共有 %2 步。</translation>
    </message>
    <message>
        <source>The page size is not valid.</source>
        <translation>纸张尺寸无效。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be started.</source>
        <translation>无法写入 %1：PDF 无法开始。</translation>
    </message>
    <message>
        <source>The handout was cancelled; no file was written.</source>
        <translation>讲义已取消；没有写入文件。</translation>
    </message>
    <message>
        <source>The title takes %1 lines at the top of the page, where %2 fit: shorten it.</source>
        <translation>标题在页面顶部要占 %1 行，而只放得下 %2 行：请缩短标题。</translation>
    </message>
</context>
<context>
    <name>PngExporter</name>
    <message>
        <source>Step %1 is not in the trace, which runs from 0 to %2.</source>
        <translation>第 %1 步不在轨迹中，轨迹从 0 到 %2。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: the picture could not be encoded as PNG.</source>
        <translation>无法写入 %1：图片无法编码为 PNG。</translation>
    </message>
    <message>
        <source>No file name was given for the PNG.</source>
        <translation>没有给出 PNG 的文件名。</translation>
    </message>
    <message>
        <source>Choose at least one step to export.</source>
        <translation>请至少选择一步来导出。</translation>
    </message>
    <message>
        <source>No folder was given for the PNG pictures.</source>
        <translation>没有给出存放 PNG 图片的文件夹。</translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>The picture would be %1 x %2 pixels; an export is at most %3 x %3. Choose a smaller cell size.</source>
        <translation>图片将是 %1 x %2 像素；导出最大为 %3 x %3。请选择更小的格子尺寸。</translation>
    </message>
</context>
<context>
    <name>PuzzleBench</name>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>--set goal takes blank-last or blank-first, not &quot;%1&quot;</source>
        <translation>--set goal 需要 blank-last 或 blank-first，而不是“%1”</translation>
    </message>
    <message>
        <source>--set budget is for puzzle-optimal only</source>
        <translation>--set budget 只用于 puzzle-optimal</translation>
    </message>
    <message>
        <source>bench puzzle has no setting &quot;%1&quot;; it takes goal and budget</source>
        <translation>bench puzzle 没有设置“%1”；它接受 goal 和 budget</translation>
    </message>
    <message>
        <source>puzzle-optimal takes boards of at most %1 cells, not %2 x %3</source>
        <translation>puzzle-optimal 只接受至多 %1 格的棋盘，而不是 %2 x %3</translation>
    </message>
    <message>
        <source>building the 4 x 4 pattern databases: %1%</source>
        <translation>正在构建 4 x 4 模式数据库：%1%</translation>
    </message>
    <message>
        <source>the 4 x 4 pattern databases could not be built</source>
        <translation>无法构建 4 x 4 模式数据库</translation>
    </message>
    <message>
        <source>4 x 4 pattern databases read from %1</source>
        <translation>已从 %1 读取 4 x 4 模式数据库</translation>
    </message>
    <message>
        <source>bug: %1&apos;s solution of game %2 (seed %3, %4 x %5) does not solve it</source>
        <translation>程序错误：%1 对第 %2 局（种子 %3，%4 x %5）给出的解并不能解开它</translation>
    </message>
    <message>
        <source>
  moves: mean %1, max %2</source>
        <translation>
  步数：平均 %1，最多 %2</translation>
    </message>
    <message>
        <source>
  moves: none solved</source>
        <translation>
  步数：一局也没解开</translation>
    </message>
    <message>
        <source>
  %1 ms per game, slowest %2 ms</source>
        <translation>
  每局 %1 毫秒，最慢 %2 毫秒</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 (%4), %5 from seed %6:</source>
        <translation>%1 在 %2 x %3（%4）上，从种子 %6 起共 %5：</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>--size takes N or WxH with sides from %1 to %2, not &quot;%3&quot;</source>
        <translation>--size 需要 N 或 宽x高，边长 %1 到 %2，而不是“%3”</translation>
    </message>
    <message>
        <source>puzzle: the solver, %1 (default layered). puzzle-optimal takes boards of at most %2 cells; 4 x 4 uses the pattern databases, built once and cached ($GRIDTRACE_CACHE_DIR).</source>
        <translation>puzzle：求解器，%1（默认 layered）。puzzle-optimal 只接受至多 %2 格的棋盘；4 x 4 使用模式数据库，只构建一次并缓存（$GRIDTRACE_CACHE_DIR）。</translation>
    </message>
    <message>
        <source>puzzle: the board, N or WxH with sides %1 to %2 (default 4x4)</source>
        <translation>puzzle：棋盘，N 或 宽x高，边长 %1 到 %2（默认 4x4）</translation>
    </message>
    <message>
        <source>puzzle: 1 to %1</source>
        <translation>puzzle：1 到 %1</translation>
    </message>
    <message>
        <source>--set %1 is given more than once; give it once</source>
        <translation>--set %1 给出了不止一次；请只给一次</translation>
    </message>
    <message numerus="yes">
        <source>%n expansion(s)</source>
        <translation>
            <numerusform>%n 次扩展</numerusform>
        </translation>
    </message>
    <message>
        <source>every game gave up at its budget of %1 without an answer; --set budget=N gives more</source>
        <translation>每一局都在预算 %1用完时放弃，没有得出答案；--set budget=N 可给更多预算</translation>
    </message>
    <message>
        <source>puzzle: goal=blank-last|blank-first (default blank-last) and, for puzzle-optimal only, budget=N, the expansions a game may take before it counts as unsolved (0 to %1; 0, the default, is %2, or %3 above 16 cells); when every game gives up, bench exits 3</source>
        <translation>puzzle：goal=blank-last|blank-first（默认 blank-last），以及仅用于 puzzle-optimal 的 budget=N，即一局在算作未解出之前可用的扩展次数（0 到 %1；0 为默认值，即 %2，超过 16 格时为 %3）；每一局都放弃时，bench 以退出码 3 结束</translation>
    </message>
    <message>
        <source>--set budget takes a whole number from 0 to %1, not &quot;%2&quot;</source>
        <translation>--set budget 需要 0 到 %1 之间的整数，而不是“%2”</translation>
    </message>
    <message>
        <source>
  expansions: mean %1</source>
        <translation>
  扩展数：平均 %1</translation>
    </message>
    <message>
        <source>
  unsolved: %1 (past the budget of %2; not counted in the means)</source>
        <translation>
  未解出：%1（超过预算 %2；不计入平均值）</translation>
    </message>
    <message>
        <source>building the 4 x 4 pattern databases</source>
        <translation>正在建立 4 x 4 模式数据库</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>说明：%1</translation>
    </message>
    <message>
        <source>bench puzzle has no setting &quot;%1&quot;: did you mean %2? It takes goal and budget</source>
        <translation>bench puzzle 没有设置“%1”：你指的是 %2 吗？它接受 goal 和 budget</translation>
    </message>
    <message>
        <source>--solver: &quot;%1&quot; is not a puzzle solver: did you mean %2? Choose one of %3</source>
        <translation>--solver：“%1”不是拼图求解器：你指的是 %2 吗？请从 %3 中选择</translation>
    </message>
    <message>
        <source>--solver: &quot;%1&quot; is not a puzzle solver; choose one of %2</source>
        <translation>--solver：“%1”不是拼图求解器；请从 %2 中选择</translation>
    </message>
</context>
<context>
    <name>PuzzleBoard</name>
    <message>
        <source>the puzzle is %1 x %2 cells; a sliding puzzle is %3 to %4 cells each way</source>
        <translation>拼图为 %1 x %2 格；滑块拼图每边 %3 到 %4 格</translation>
    </message>
    <message>
        <source>line %1 is empty; a puzzle has one row of numbers a line, with no blank lines between</source>
        <translation>第 %1 行为空；拼图每行一排数字，中间不能有空行</translation>
    </message>
    <message>
        <source>line %1, column %2: a space too many (two in a row, or one at the start or the end); numbers are separated by single spaces</source>
        <translation>第 %1 行第 %2 列：多了一个空格（连续两个，或在行首行尾）；数字之间用单个空格分隔</translation>
    </message>
    <message>
        <source>line %1, column %2: &quot;%3&quot; is not a number from 0 (the blank) up</source>
        <translation>第 %1 行第 %2 列：“%3”不是从 0（空格）起的数字</translation>
    </message>
    <message>
        <source>line %1, column %2: %3 is too large for a puzzle of at most %4 x %4 cells</source>
        <translation>第 %1 行第 %2 列：%3 太大，拼图至多 %4 x %4 格</translation>
    </message>
    <message>
        <source>the file holds no rows of numbers</source>
        <translation>文件中没有数字行</translation>
    </message>
    <message numerus="yes">
        <source>line %1 has %n number(s) where line 1 has %2</source>
        <translation>
            <numerusform>第 %1 行有 %n 个数字，而第 1 行有 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1, column %2: %3 is too large; a puzzle of %4 x %5 cells holds the numbers 0 to %6</source>
        <translation>第 %1 行第 %2 列：%3 太大；%4 x %5 格的拼图只含数字 0 到 %6</translation>
    </message>
    <message>
        <source>line %1, column %2: %3 appears twice (first on line %4, column %5); each number 0 to %6 appears once</source>
        <translation>第 %1 行第 %2 列：%3 出现了两次（第一次在第 %4 行第 %5 列）；0 到 %6 的每个数字各出现一次</translation>
    </message>
</context>
<context>
    <name>PuzzlePatternDatabase</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a sound pattern database cache</source>
        <translation>%1 不是完好的模式数据库缓存</translation>
    </message>
    <message>
        <source>%1 is of format version %2, not %3</source>
        <translation>%1 的格式版本是 %2，而不是 %3</translation>
    </message>
    <message>
        <source>%1 holds another goal or partition</source>
        <translation>%1 对应的是另一种目标或划分</translation>
    </message>
    <message>
        <source>%1 is truncated or too long</source>
        <translation>%1 被截断或过长</translation>
    </message>
    <message>
        <source>%1 fails its checksum</source>
        <translation>%1 校验和不符</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Missing value after &apos;%1&apos;.</source>
        <translation>“%1”后缺少值。</translation>
    </message>
    <message>
        <source>Unexpected value after &apos;%1&apos;.</source>
        <translation>“%1”后出现了多余的值。</translation>
    </message>
</context>
<context>
    <name>QSaveFile</name>
    <message>
        <source>Filename refers to a directory</source>
        <translation>文件名指向一个文件夹</translation>
    </message>
    <message>
        <source>Existing file %1 is not writable</source>
        <translation>已有的文件 %1 不可写</translation>
    </message>
</context>
<context>
    <name>RemoveBookmarkCommand</name>
    <message>
        <source>Remove the Bookmark at Step %1</source>
        <translation>删除第 %1 步的书签</translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message>
        <source>--bookmarks chooses the steps itself: give it without --from, --to and --every</source>
        <translation>--bookmarks 自己选择步：请不要同时给出 --from、--to 和 --every</translation>
    </message>
    <message>
        <source>the trace has no bookmarks: mark steps in the window, or give --from and --to</source>
        <translation>轨迹中没有书签：请在窗口中给步加书签，或给出 --from 和 --to</translation>
    </message>
    <message>
        <source>--from %1 comes after --to %2</source>
        <translation>--from %1 在 --to %2 之后</translation>
    </message>
    <message>
        <source>The first step to export (0 is the board before the first step; default 0).</source>
        <translation>要导出的第一步（0 是第一步之前的网格；默认 0）。</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>The last step to export (default the end).</source>
        <translation>要导出的最后一步（默认为结尾）。</translation>
    </message>
    <message>
        <source>Export the bookmarked steps only, with their captions.</source>
        <translation>只导出加了书签的步，连同其说明。</translation>
    </message>
    <message>
        <source>Take every n-th step of the range (the range&apos;s last step is always taken).</source>
        <translation>在范围内每隔 n 步取一步（范围的最后一步总会取到）。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>An animated GIF of the steps chosen.</source>
        <translation>所选各步的 GIF 动画。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>file|folder</source>
        <translation>文件|文件夹</translation>
    </message>
    <message>
        <source>An SVG drawing of one step (chosen as for a single PNG).</source>
        <translation>一步的 SVG 矢量图（步的选择同单张 PNG）。</translation>
    </message>
    <message>
        <source>A PDF handout: a title block, then the steps chosen (the bookmarked ones when nothing is chosen) with captions and pseudo-code.</source>
        <translation>PDF 讲义：一个标题块，然后是所选各步（没有选择时为加了书签的步），附说明和伪代码。</translation>
    </message>
    <message>
        <source>One HTML file that replays the whole trace in any browser, bookmarks included.</source>
        <translation>一个 HTML 文件，可在任何浏览器中回放整条轨迹，包括书签。</translation>
    </message>
    <message>
        <source>px</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>GIF, PNG and SVG: a bar under the board with the step and the caption in force.</source>
        <translation>GIF、PNG 和 SVG：网格下方的一栏，显示步数和当前生效的说明。</translation>
    </message>
    <message>
        <source>light or dark (default light).</source>
        <translation>light（浅色）或 dark（深色）（默认 light）。</translation>
    </message>
    <message>
        <source>theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Leave out the numbers on cells (g, h, distances).</source>
        <translation>不画格子上的数字（g、h、距离）。</translation>
    </message>
    <message>
        <source>Draw each cell&apos;s arrow to its parent.</source>
        <translation>画出每个格子指向其父格子的箭头。</translation>
    </message>
    <message>
        <source>PDF: steps a page, 1, 2, 4 or 6 (default 2).</source>
        <translation>PDF：每页步数，1、2、4 或 6（默认 2）。</translation>
    </message>
    <message>
        <source>PDF: A4 or Letter (default A4).</source>
        <translation>PDF：A4 或 Letter（默认 A4）。</translation>
    </message>
    <message>
        <source>size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>PDF and HTML: the title (default the algorithm&apos;s name).</source>
        <translation>PDF 和 HTML：标题（默认为算法名称）。</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>render takes one trace file</source>
        <translation>render 需要一个轨迹文件</translation>
    </message>
    <message>
        <source>say what to write: --gif, --png, --svg, --pdf or --html (several may be given)</source>
        <translation>请说明要写出什么：--gif、--png、--svg、--pdf 或 --html（可以同时给出几个）</translation>
    </message>
    <message>
        <source>PNG: %1 (step %2)</source>
        <translation>PNG：%1（第 %2 步）</translation>
    </message>
    <message>
        <source>SVG: %1 (step %2)</source>
        <translation>SVG：%1（第 %2 步）</translation>
    </message>
    <message>
        <source>the trace has no bookmarks for the handout: mark steps in the window, or give --from and --to</source>
        <translation>轨迹中没有可用于讲义的书签：请在窗口中给步加书签，或给出 --from 和 --to</translation>
    </message>
    <message>
        <source>Export a trace&apos;s steps as GIF, PNG, SVG, a PDF handout or an HTML page.</source>
        <translation>把轨迹的各步导出为 GIF、PNG、SVG、PDF 讲义或 HTML 页面。</translation>
    </message>
    <message>
        <source>--png writes PNG pictures: a name ending in .png for one, or a folder for several, not &quot;%1&quot;</source>
        <translation>--png 写出 PNG 图片：一张时给以 .png 结尾的文件名，多张时给一个文件夹，而不是“%1”</translation>
    </message>
    <message>
        <source>GIF: %1 (%2)</source>
        <translation>GIF：%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n 帧</numerusform>
        </translation>
    </message>
    <message>
        <source>PNG: %1 in %2</source>
        <translation>PNG：%2 中的 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s)</source>
        <translation>
            <numerusform>%n 张图片</numerusform>
        </translation>
    </message>
    <message>
        <source>PDF: %1 (%2 on %3)</source>
        <translation>PDF：%1（%2，共 %3）</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
    <message>
        <source>HTML: %1 (%2, %3)</source>
        <translation>HTML：%1（%2，%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n bookmark(s)</source>
        <translation>
            <numerusform>%n 个书签</numerusform>
        </translation>
    </message>
    <message>
        <source>trace</source>
        <comment>the render command&apos;s argument, a trace file</comment>
        <translation>轨迹</translation>
    </message>
    <message>
        <source>a trace (.gtrace or .gtrace.json, as run --trace writes it)</source>
        <translation>轨迹（.gtrace 或 .gtrace.json，即 run --trace 写出的文件）</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <comment>the steps of a trace, not moves</comment>
        <translation>
            <numerusform>%n 个步骤</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1 would draw pictures of %2 x %3 pixels; an export is at most %4 x %4: give a smaller --cell-size (at most %5 for this board)</source>
        <translation>--%1 会画出 %2 x %3 像素的图片；导出最大为 %4 x %4：请给更小的 --cell-size（这个棋盘最多 %5）</translation>
    </message>
    <message>
        <source>--%1 would draw pictures of %2 x %3 pixels; an export is at most %4 x %4: leave out --caption-bar</source>
        <translation>--%1 会画出 %2 x %3 像素的图片；导出最大为 %4 x %4：请去掉 --caption-bar</translation>
    </message>
    <message>
        <source>--%1 would draw pictures of %2 x %3 pixels, the caption bar taking most of their height; an export is at most %4 x %4: give a larger --cell-size (%5 fits), or leave out --caption-bar</source>
        <translation>--%1 会画出 %2 x %3 像素的图片，说明栏占去大部分高度；导出最大为 %4 x %4：请给更大的 --cell-size（%5 可以），或去掉 --caption-bar</translation>
    </message>
    <message>
        <source>A PNG picture: of one step when the name ends in .png (--from, else --to, else the first bookmark with --bookmarks, else the end), else a folder of numbered pictures of the steps chosen (step-NNN.png; those of an earlier render there are removed, other files left alone).</source>
        <translation>PNG 图片：名称以 .png 结尾时是一步的图片（--from，否则 --to，否则 --bookmarks 时的第一个书签，否则最后一步），否则是所选各步编号图片的文件夹（step-NNN.png；其中先前导出的图片会被删除，其他文件保留）。</translation>
    </message>
    <message>
        <source>render needs a trace file name, not an empty one</source>
        <translation>render 需要一个轨迹文件名，不能为空</translation>
    </message>
    <message>
        <source>--%1 chooses steps, and --html always holds the whole trace: give it with --gif, --png, --svg or --pdf</source>
        <translation>--%1 用于选择步骤，而 --html 总是包含整个轨迹：请与 --gif、--png、--svg 或 --pdf 一起使用</translation>
    </message>
    <message>
        <source>--every thins a range of steps, which no output asked for shows (--svg and a --png name ending in .png draw one step, --html holds the whole trace): give it with --gif, --pdf or a folder for --png</source>
        <translation>--every 用于稀疏一段步骤，但要求的输出都不显示一段步骤（--svg 和以 .png 结尾的 --png 只画一步，--html 包含整个轨迹）：请与 --gif、--pdf 或 --png 文件夹一起使用</translation>
    </message>
    <message>
        <source>a single picture (--svg, or --png with a name ending in .png) shows one step, and --from and --to name two: give one of them</source>
        <translation>单张图片（--svg，或名称以 .png 结尾的 --png）只显示一步，而 --from 和 --to 指定了两步：请只给其中一个</translation>
    </message>
    <message>
        <source>--svg would draw a board of %1 x %2, %3 cells; an SVG is at most %4 cells (%5 x %5), since one with more opens in nothing: give --png for this board</source>
        <translation>--svg 将画出 %1 x %2 的网格，共 %3 个格子；SVG 最多 %4 个格子（%5 x %5），更大的 SVG 无法打开：这个网格请用 --png</translation>
    </message>
    <message>
        <source>--%1 would show %2 frames (the start and %3 steps); an export shows at most %4 frames: choose fewer with --from, --to or --every</source>
        <translation>--%1 将显示 %2 帧（起始帧和 %3 个步骤）；一次导出最多 %4 帧：请用 --from、--to 或 --every 减少</translation>
    </message>
    <message>
        <source>--%1 would show %2 frames; an export shows at most %3 frames: choose fewer with --from, --to or --every</source>
        <translation>--%1 将显示 %2 帧；一次导出最多 %3 帧：请用 --from、--to 或 --every 减少</translation>
    </message>
    <message>
        <source>the trace has %1 changes; an HTML page holds at most %2 (about %3 MB): export a shorter run, or a GIF or PDF of chosen steps</source>
        <translation>轨迹有 %1 处变化；一个 HTML 页面最多容纳 %2 处（约 %3 MB）：请导出更短的运行，或所选步骤的 GIF 或 PDF</translation>
    </message>
    <message>
        <source>%1 of %2 frames</source>
        <translation>%1 / %2 帧</translation>
    </message>
    <message>
        <source>%1 of %2 pictures</source>
        <translation>%1 / %2 张图片</translation>
    </message>
    <message>
        <source>the folder could not be made</source>
        <translation>无法创建该文件夹</translation>
    </message>
    <message>
        <source>PNG: removed %1 of an earlier render from %2</source>
        <translation>PNG：已从 %2 删除先前导出的 %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>--%1 takes a step from 0 to %2, not &quot;%3&quot;</source>
        <translation>--%1 需要 0 到 %2 之间的步数，而不是“%3”</translation>
    </message>
    <message>
        <source>--every thins a range of steps, and the one chosen holds only step %1: leave --every out</source>
        <translation>--every 用于稀疏一段步骤，而所选范围只有第 %1 步：请去掉 --every</translation>
    </message>
    <message>
        <source>--every takes a whole number of steps from 1 to %1 (the length of the range, steps %2 to %3), not &quot;%4&quot;</source>
        <translation>--every 需要 1 到 %1 之间的整数步数（所选范围第 %2 到 %3 步的长度），而不是“%4”</translation>
    </message>
    <message>
        <source>--%1 is for %2</source>
        <translation>--%1 用于 %2</translation>
    </message>
    <message>
        <source>--theme takes light or dark, not &quot;%1&quot;</source>
        <translation>--theme 只能是 light 或 dark，而不是“%1”</translation>
    </message>
    <message>
        <source>--title needs a text, not an empty one</source>
        <translation>--title 需要文字，不能为空</translation>
    </message>
    <message>
        <source>--cell-size takes 1 to %1 pixels, not &quot;%2&quot;</source>
        <translation>--cell-size 需要 1 到 %1 像素，而不是“%2”</translation>
    </message>
    <message>
        <source>--per-page takes 1, 2, 4 or 6, not &quot;%1&quot;</source>
        <translation>--per-page 只能是 1、2、4 或 6，而不是“%1”</translation>
    </message>
    <message>
        <source>--page-size takes A4 or Letter, not &quot;%1&quot;</source>
        <translation>--page-size 只能是 A4 或 Letter，而不是“%1”</translation>
    </message>
    <message>
        <source>A trace file (.gtrace or .gtrace.json), as `run --trace` or the window&apos;s File &gt; Save Trace… writes it.</source>
        <translation>轨迹文件（.gtrace 或 .gtrace.json），由 `run --trace` 或窗口的“文件 &gt; 保存轨迹…”写出。</translation>
    </message>
    <message>
        <source>render takes one trace file, and &quot;%1&quot; is one more</source>
        <translation>render 只接受一个轨迹文件，“%1”多了一个</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>--%1 would draw pictures of %2 x %3 pixels; an export is at most %4 x %4: give a smaller --cell-size (at most %5 for this board) and leave out --caption-bar</source>
        <translation>--%1 将画出 %2 x %3 像素的图片；导出的图片最大为 %4 x %4：请给出更小的 --cell-size（这个网格至多为 %5），并去掉 --caption-bar</translation>
    </message>
    <message>
        <source>render takes one trace file, and %1 more words follow it: %2</source>
        <translation>render 只接受一个轨迹文件，后面却还有 %1 个词：%2</translation>
    </message>
    <message>
        <source>GIF: steps a second, 0.1 to %1 (default 4).</source>
        <translation>GIF：每秒步数，0.1 到 %1（默认 4）。</translation>
    </message>
    <message>
        <source>Pixels a cell, 1 to %1 (default: the board fits in about %2 pixels).</source>
        <translation>每个格子的像素数，1 到 %1（默认：网格约占 %2 像素）。</translation>
    </message>
    <message>
        <source>--fps takes 0.1 to %1 steps a second, not &quot;%2&quot;</source>
        <translation>--fps 需要每秒 0.1 到 %1 步，而不是“%2”</translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message>
        <source>The algorithm&apos;s id (see gridtrace-cli list); optional with a scenario that names one.</source>
        <translation>算法 id（参见 gridtrace-cli list）；若场景文件中已指定算法，则可省略。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Write the board a generator made, as a plain-text board.</source>
        <translation>将生成器生成的网格写入此文件（纯文本网格格式）。</translation>
    </message>
    <message>
        <source>Write the scenario that was run (board, endpoints, algorithm, parameters, seed).</source>
        <translation>将运行的场景写入此文件（网格、起点和终点、算法、参数、随机种子）。</translation>
    </message>
    <message>
        <source>Also print the path&apos;s cells.</source>
        <translation>同时打印路径经过的格子。</translation>
    </message>
    <message>
        <source>run needs an algorithm id; see gridtrace-cli list</source>
        <translation>run 需要一个算法 id；参见 gridtrace-cli list</translation>
    </message>
    <message>
        <source>the traced run disagrees with the untraced run</source>
        <translation>记录轨迹的运行与不记录轨迹的运行结果不一致</translation>
    </message>
    <message>
        <source>%1 makes no board to save</source>
        <translation>%1 不生成网格，没有可保存的网格</translation>
    </message>
    <message>
        <source>Run an algorithm on a board and optionally save its trace.</source>
        <translation>在网格上运行算法，并可保存其执行轨迹。</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>--%1 %2,%3 is not a tile of the %4 x %5 board (x 0..%6, y 0..%7)</source>
        <translation>--%1 %2,%3 不是 %4 x %5 棋盘上的图块（x 0..%6，y 0..%7）</translation>
    </message>
    <message>
        <source>--%1 %2,%3 is a wall, not a tile</source>
        <translation>--%1 %2,%3 是墙，不是图块</translation>
    </message>
    <message>
        <source>The trace limit: record at most this many changes, then run on untraced (default %1, from the machine&apos;s memory).</source>
        <translation>轨迹上限：最多记录这么多处变化，之后不再记录轨迹继续运行（默认 %1，按本机内存确定）。</translation>
    </message>
    <message>
        <source>changes</source>
        <translation>变化数</translation>
    </message>
    <message>
        <source>--max-trace-changes takes a number of changes from 1 to %1, not &quot;%2&quot;</source>
        <translation>--max-trace-changes 需要 1 到 %1 之间的变化数，而不是“%2”</translation>
    </message>
    <message>
        <source>the scenario line is for the map &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>场景行对应的地图是“%1”，而不是“%2”</translation>
    </message>
    <message>
        <source>the scenario line gives %1 as the optimal length, and this run found no path</source>
        <translation>场景行给出的最优长度是 %1，而这次运行没有找到路径</translation>
    </message>
    <message>
        <source>the scenario line gives %1 as the optimal length; this run&apos;s cost is %2</source>
        <translation>场景行给出的最优长度是 %1；这次运行的代价是 %2</translation>
    </message>
    <message>
        <source>%1, in %2 ms; the trace has %3.</source>
        <translation>%1，用时 %2 毫秒；轨迹有 %3。</translation>
    </message>
    <message>
        <source>algorithm</source>
        <comment>the run command&apos;s argument</comment>
        <translation>算法</translation>
    </message>
    <message>
        <source>[algorithm]</source>
        <comment>the run command&apos;s optional argument in its usage line</comment>
        <translation>[算法]</translation>
    </message>
    <message>
        <source>it makes a board, not a path (--save-board saves the board)</source>
        <translation>它生成网格，而不是路径（--save-board 保存该网格）</translation>
    </message>
    <message>
        <source>it makes no board (--save-scenario saves the board it ran on)</source>
        <translation>它不生成网格（--save-scenario 保存它运行所用的网格）</translation>
    </message>
    <message>
        <source>nothing in it is left to chance</source>
        <translation>它没有任何随机成分</translation>
    </message>
    <message>
        <source>the board given has its tiles, and the seed only deals the tiles of a board without them</source>
        <translation>给出的棋盘已有图块，而种子只用于给没有图块的棋盘发放图块</translation>
    </message>
    <message>
        <source>it plays on the map its seed makes (--set map=board plays on the board given)</source>
        <translation>它在由种子生成的地图上对战（--set map=board 则在给出的网格上对战）</translation>
    </message>
    <message>
        <source>%1 gave up at its budget without an answer; --set budget=N gives it more</source>
        <translation>%1 达到预算仍未得出答案而放弃；--set budget=N 可给它更多预算</translation>
    </message>
    <message>
        <source>the scenario line is for a map of %1 x %2, the board is %3 x %4</source>
        <translation>该场景行针对的是 %1 x %2 的地图，而棋盘为 %3 x %4</translation>
    </message>
    <message>
        <source>%1 takes no --%2: %3</source>
        <translation>%1 不接受 --%2：%3</translation>
    </message>
    <message>
        <source>%1 takes no --%2</source>
        <translation>%1 不接受 --%2</translation>
    </message>
    <message>
        <source>unknown algorithm &quot;%1&quot;; gridtrace-cli list names them all</source>
        <translation>未知算法“%1”；gridtrace-cli list 列出全部算法</translation>
    </message>
    <message>
        <source>a duel has two snakes, not a path; --trace records both bodies, round by round</source>
        <translation>对战有两条蛇，没有路径；--trace 会逐回合记录两条蛇的身体</translation>
    </message>
    <message>
        <source>a scenario line&apos;s start, goal and optimal length are for its map&apos;s walls, which a generator replaces; give the endpoints with --from and --to</source>
        <translation>场景行的起点、终点和最优长度对应其地图上的墙，而生成器会替换这些墙；请用 --from 和 --to 给出端点</translation>
    </message>
    <message>
        <source>a generator replaces the map&apos;s walls and keeps only its size; give --size %1x%2</source>
        <translation>生成器会替换地图上的墙，只保留其尺寸；请给出 --size %1x%2</translation>
    </message>
    <message>
        <source>the record given fixes the game, its map and every move</source>
        <translation>给出的记录已确定了这局游戏、地图和每一步</translation>
    </message>
    <message>
        <source>it replays the steps given on the board given</source>
        <translation>它在给出的网格上重放给出的步骤</translation>
    </message>
    <message>
        <source>on the board given neither %1 nor %2 draws at random</source>
        <translation>在给出的网格上，%1 和 %2 都不随机行动</translation>
    </message>
    <message>
        <source>a board</source>
        <translation>一个网格</translation>
    </message>
    <message>
        <source>%1 is %2 with no tiles: the puzzle was dealt on its %3 x %4 size with seed %5</source>
        <translation>%1 是%2，其中没有图块：拼图按其 %3 x %4 的尺寸以种子 %5 发牌</translation>
    </message>
    <message>
        <source>%1 is %2 with no tiles: the pairs were dealt round its walls with seed %3</source>
        <translation>%1 是%2，其中没有图块：图块对以种子 %3 围绕其墙发放</translation>
    </message>
    <message>
        <source>%1 is %2 with no tiles: its start and goal were made a pair of tiles, round its walls</source>
        <translation>%1 是%2，其中没有图块：其起点和终点被当作一对图块，围绕其墙放置</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Write the trace here: .gtrace is binary, anything else JSON; a name with neither .gtrace nor .json gets .gtrace.json.</source>
        <translation>把轨迹写到这里：.gtrace 为二进制，其他为 JSON；名称既不以 .gtrace 也不以 .json 结尾时加上 .gtrace.json。</translation>
    </message>
    <message>
        <source>the board given has its tiles, and kinds only deals the tiles of a board without them</source>
        <translation>给出的棋盘已有图块，而 kinds 只为没有图块的棋盘发放图块</translation>
    </message>
    <message>
        <source>--%1 wrote %2</source>
        <translation>--%1 已写入 %2</translation>
    </message>
    <message>
        <source>on the board given %1 does not draw at random</source>
        <translation>在给定的棋盘上，%1 不做随机选择</translation>
    </message>
    <message>
        <source>map=board needs --board FILE</source>
        <translation>map=board 需要 --board 文件</translation>
    </message>
    <message>
        <source>%1 is a scenario of the generator %2: %3 ran on the board %2 makes from it with seed %4</source>
        <translation>%1 是生成器 %2 的场景：%3 运行在 %2 以种子 %4 由它生成的网格上</translation>
    </message>
    <message>
        <source>%1, scenario %2: %3</source>
        <translation>%1，场景 %2：%3</translation>
    </message>
    <message>
        <source>a scenario line gives a start, a goal and the optimal length between them, which only the path searches take (%1); give the endpoints with --from and --to</source>
        <translation>场景文件中的一行给出起点、终点和两者之间的最优长度，只有路径搜索（%1）接受它；请用 --from 和 --to 给出两个端点</translation>
    </message>
    <message>
        <source>a scenario line gives a start, a goal and the optimal length between them, which only the path searches take (%1); give the start with --from</source>
        <translation>场景文件中的一行给出起点、终点和两者之间的最优长度，只有路径搜索（%1）接受它；请用 --from 给出起点</translation>
    </message>
    <message>
        <source>a scenario line gives a start, a goal and the optimal length between them, which only the path searches take (%1)</source>
        <translation>场景文件中的一行给出起点、终点和两者之间的最优长度，只有路径搜索（%1）接受它</translation>
    </message>
    <message>
        <source>run takes one algorithm id, and &quot;%1&quot; is one more; see gridtrace-cli list</source>
        <translation>run 只接受一个算法 id，“%1”多了一个；参见 gridtrace-cli list</translation>
    </message>
    <message>
        <source>%1 is a scenario of the generator %2: %3 played on the map its seed %4 makes, not on the board %2 makes (--set map=board plays on that one)</source>
        <translation>%1 是生成器 %2 的场景：%3 在其种子 %4 生成的地图上对战，而不是在 %2 生成的网格上（--set map=board 会在那个网格上对战）</translation>
    </message>
    <message>
        <source>%1 is a scenario of %2: %3 played on the map its seed %4 makes, not on its board (--set map=board plays on that one)</source>
        <translation>%1 是 %2 的场景：%3 在其种子 %4 生成的地图上对战，而不是在它的网格上（--set map=board 会在那个网格上对战）</translation>
    </message>
    <message>
        <source>%1 is a scenario of the generator %2: %3 ran on the board %2 makes from it with seed %4, and dealt its pairs round its walls with the same seed</source>
        <translation>%1 是生成器 %2 的场景：%3 在 %2 用种子 %4 由它生成的网格上运行，并用同一个种子在墙的周围发放图块对</translation>
    </message>
    <message>
        <source>%1 is a scenario of the generator %2: %3 ran on the board %2 makes from it with seed %4, and dealt its pairs round its walls with seed %5</source>
        <translation>%1 是生成器 %2 的场景：%3 在 %2 用种子 %4 由它生成的网格上运行，并用种子 %5 在墙的周围发放图块对</translation>
    </message>
    <message>
        <source>%1 is a scenario of the generator %2: %3 ran on the board %2 makes from it with seed %4, and made its start and goal a pair of tiles, round its walls</source>
        <translation>%1 是生成器 %2 的场景：%3 在 %2 用种子 %4 由它生成的网格上运行，并在墙的周围把起点和终点作为一对图块</translation>
    </message>
    <message>
        <source>run takes one algorithm id, and %1 more words follow it: %2; see gridtrace-cli list</source>
        <translation>run 只接受一个算法 id，后面却还有 %1 个词：%2；参见 gridtrace-cli list</translation>
    </message>
    <message>
        <source>unknown algorithm &quot;%1&quot;: did you mean %2? gridtrace-cli list names them all</source>
        <translation>未知算法“%1”：你指的是 %2 吗？gridtrace-cli list 列出全部算法</translation>
    </message>
    <message>
        <source>%1 records a duel, every move of both snakes, which fixes the game: it was replayed as it was played, and %2 decided nothing (--set map=board plays %2 on the record&apos;s map)</source>
        <translation>%1 是一份对战记录，记下了两条蛇的每一步，这一局已经确定：它按原样回放，%2 什么也没有决定（--set map=board 让 %2 在记录的地图上对战）</translation>
    </message>
    <message>
        <source>a sliding puzzle scenario (for %1)</source>
        <translation>滑块拼图的场景（用于 %1）</translation>
    </message>
    <message>
        <source>a Lianliankan scenario (for %1)</source>
        <translation>连连看的场景（用于 %1）</translation>
    </message>
    <message>
        <source>%1 holds %2, which the sliding puzzle solvers read (%3); %4 is a Lianliankan algorithm and wants %5</source>
        <translation>%1 中装的是：%2，由滑块拼图的求解器读取（%3）；%4 是连连看算法，需要的是：%5</translation>
    </message>
    <message>
        <source>%1 holds %2, which the Lianliankan algorithms read (%3); %4 is a sliding puzzle solver and wants %5</source>
        <translation>%1 中装的是：%2，由连连看算法读取（%3）；%4 是滑块拼图的求解器，需要的是：%5</translation>
    </message>
    <message>
        <source>%1 holds %2, which the Lianliankan algorithms (%3) and gridtrace-cli link read; %4 is a sliding puzzle solver and wants %5</source>
        <translation>%1 中装的是：%2，由连连看算法（%3）和 gridtrace-cli link 读取；%4 是滑块拼图的求解器，需要的是：%5</translation>
    </message>
    <message>
        <source>%1 is a scenario of the generator %2: %3 played on the map --seed %4 makes, not on the board %2 makes (--set map=board plays on that one)</source>
        <translation>%1 是生成器 %2 的场景：%3 在 --seed %4 生成的地图上对战，而不是在 %2 生成的网格上（--set map=board 会在那个网格上对战）</translation>
    </message>
    <message>
        <source>%1 is a scenario of %2: %3 played on the map --seed %4 makes, not on its board (--set map=board plays on that one)</source>
        <translation>%1 是 %2 的场景：%3 在 --seed %4 生成的地图上对战，而不是在它的网格上（--set map=board 会在那个网格上对战）</translation>
    </message>
    <message>
        <source>only as many kinds as pairs could be dealt: the board has room for %1, and --set kinds=%2 asks for more</source>
        <translation>种类最多只能和发放的图块对一样多：棋盘只放得下 %1，而 --set kinds=%2 要的更多</translation>
    </message>
    <message>
        <source>only as many kinds as pairs could be dealt: the board has room for %1, and kinds asks for %2 by default</source>
        <translation>种类最多只能和发放的图块对一样多：棋盘只放得下 %1，而 kinds 默认要 %2 种</translation>
    </message>
    <message>
        <source>it takes the pairs off one by one, each linked by a way of its own (gridtrace-cli link solve prints the pairs in order)</source>
        <translation>它一对一对地消除图块，每一对都有自己的连线（gridtrace-cli link solve 会按顺序列出这些图块对）</translation>
    </message>
    <message>
        <source>a snake of %1 cells does not fit west of its head at (%2,%3): start-length=%4 is the longest that fits there</source>
        <translation>长 %1 格的蛇放不进蛇头 (%2,%3) 西边：那里最长只能放 start-length=%4</translation>
    </message>
    <message>
        <source>a snake of %1 cells, start-length&apos;s default, does not fit west of its head at (%2,%3): --set start-length=%4 is the longest that fits there</source>
        <translation>长 %1 格的蛇（start-length 的默认值）放不进蛇头 (%2,%3) 西边：那里最长只能放 --set start-length=%4</translation>
    </message>
    <message>
        <source>a path search</source>
        <translation>路径搜索</translation>
    </message>
    <message>
        <source>a maze generator</source>
        <translation>迷宫生成器</translation>
    </message>
    <message>
        <source>a snake AI</source>
        <translation>贪吃蛇 AI</translation>
    </message>
    <message>
        <source>a duel bot</source>
        <translation>对战机器人</translation>
    </message>
    <message>
        <source>an algorithm of another game</source>
        <translation>另一种游戏的算法</translation>
    </message>
    <message>
        <source>a GridTrace board (which starts with the line &quot;gridtrace-board 1&quot;), a scenario or a Moving AI map (--map)</source>
        <translation>GridTrace 网格（以“gridtrace-board 1”这一行开头）、场景或 Moving AI 地图（--map）</translation>
    </message>
    <message>
        <source>%1 holds %2, which the Lianliankan algorithms read (%3); %4 is %5, which reads no tiles, and wants %6</source>
        <translation>%1 中装的是：%2，由连连看算法读取（%3）；%4 是%5，不读取图块，需要的是：%6</translation>
    </message>
    <message>
        <source>%1 holds %2, which the Lianliankan algorithms (%3) and gridtrace-cli link read; %4 is %5, which reads no tiles, and wants %6</source>
        <translation>%1 中装的是：%2，由连连看算法（%3）和 gridtrace-cli link 读取；%4 是%5，不读取图块，需要的是：%6</translation>
    </message>
    <message>
        <source>%1 holds %2, which the sliding puzzle solvers read (%3); %4 is %5, which reads no tiles, and wants %6</source>
        <translation>%1 中装的是：%2，由滑块拼图的求解器读取（%3）；%4 是%5，不读取图块，需要的是：%6</translation>
    </message>
    <message>
        <source>the record given fixes the game, its map and every move (--set map=board plays %1 on the record&apos;s map)</source>
        <translation>给出的记录已确定了这局游戏、地图和每一步（--set map=board 让 %1 在记录的地图上对战）</translation>
    </message>
    <message>
        <source>the replay of a duel record</source>
        <translation>对战记录的回放</translation>
    </message>
    <message>
        <source>a duel record, or a GridTrace board (which starts with the line &quot;gridtrace-board 1&quot;) with --set map=board</source>
        <translation>对战记录，或配合 --set map=board 使用的 GridTrace 网格文件（以“gridtrace-board 1”一行开头）</translation>
    </message>
</context>
<context>
    <name>RunProblem</name>
    <message>
        <source>%1 needs a first tile: choose a pair in Lianliankan &gt; Compare the Two Searches on This Board</source>
        <translation>%1需要第一个图块：请在“连连看 &gt; 比较这个棋盘上的两种搜索”中选一对</translation>
    </message>
    <message>
        <source>%1 needs a second tile: choose a pair in Lianliankan &gt; Compare the Two Searches on This Board</source>
        <translation>%1需要第二个图块：请在“连连看 &gt; 比较这个棋盘上的两种搜索”中选一对</translation>
    </message>
    <message>
        <source>%1 needs a start cell, and this board has none: Edit &gt; Undo brings back one an edit removed, or open a board that has one</source>
        <translation>%1需要起点格，而这个网格没有：“编辑 &gt; 撤销”可找回被编辑去掉的起点，或打开一个有起点的网格</translation>
    </message>
    <message>
        <source>%1 needs a goal cell, and this board has none: Edit &gt; Undo brings back one an edit removed, or open a board that has one</source>
        <translation>%1需要终点格，而这个网格没有：“编辑 &gt; 撤销”可找回被编辑去掉的终点，或打开一个有终点的网格</translation>
    </message>
</context>
<context>
    <name>SaveTarget</name>
    <message>
        <source>Replace the File</source>
        <translation>替换文件</translation>
    </message>
    <message>
        <source>%1 is there already. Replace it?</source>
        <translation>%1 已经存在。要替换它吗？</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation>%1：%2。</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <source>&quot;%1&quot; is not a member of a scenario</source>
        <translation>“%1”不是场景中允许的成员</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>缺少“%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a text</source>
        <translation>“%1”必须是字符串</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from %2 to %3</source>
        <translation>“%1”必须是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array</source>
        <translation>“%1”必须是数组</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an object</source>
        <translation>“%1”必须是对象</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a pair of whole numbers [x, y]</source>
        <translation>“%1”必须是一对整数 [x, y]</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>“%1”：%2</translation>
    </message>
    <message>
        <source>&quot;%1.rows&quot; has %2 rows where the height is %3</source>
        <translation>“%1.rows”有 %2 行，但高度为 %3</translation>
    </message>
    <message>
        <source>&quot;%1.rows&quot;: row %2 is not a text</source>
        <translation>“%1.rows”：行 %2 不是字符串</translation>
    </message>
    <message>
        <source>&quot;%1.rows&quot;: row %2 has %3 cells where the width is %4</source>
        <translation>“%1.rows”：行 %2 有 %3 个格子，但宽度为 %4</translation>
    </message>
    <message>
        <source>&quot;%1.rows&quot;: %2</source>
        <translation>“%1.rows”：%2</translation>
    </message>
    <message>
        <source>not a GridTrace scenario: the JSON is not an object</source>
        <translation>不是 GridTrace 场景：JSON 的顶层不是对象</translation>
    </message>
    <message>
        <source>&quot;seed&quot; must be a whole number from 0 to %1, best written as a text</source>
        <translation>“seed”必须是 0 到 %1 之间的整数，最好写成字符串</translation>
    </message>
    <message>
        <source>not a GridTrace scenario: &quot;format&quot; is missing</source>
        <translation>不是 GridTrace 场景：缺少“format”</translation>
    </message>
    <message>
        <source>not a GridTrace scenario: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>不是 GridTrace 场景：“format”不是“%1”</translation>
    </message>
    <message>
        <source>&quot;version&quot; is missing or not a number</source>
        <translation>缺少“version”，或其值不是数字</translation>
    </message>
    <message>
        <source>scenario format version %1 is not supported (this GridTrace reads version %2)</source>
        <translation>不支持场景格式版本 %1（此版本的 GridTrace 读取的是版本 %2）</translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation>%1：无法保存：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must hold %2 rows, one per board row</source>
        <translation>“%1”必须有 %2 行，每个棋盘行一行</translation>
    </message>
    <message>
        <source>&quot;%1&quot; row %2 must hold %3 numbers, one per cell</source>
        <translation>“%1”第 %2 行必须有 %3 个数，每格一个</translation>
    </message>
    <message>
        <source>&quot;%1&quot; row %2 holds something other than a whole number from 0</source>
        <translation>“%1”第 %2 行含有非自然数的内容</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (%2,%3) is outside the %4 x %5 board</source>
        <translation>“%1” (%2,%3) 在 %4 x %5 的网格之外</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the snake crosses itself at (%2,%3)</source>
        <translation>“%1”：蛇在 (%2,%3) 与自身交叉</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: (%2,%3) does not touch the cell before it along a side</source>
        <translation>“%1”：(%2,%3) 与前一格不是边相邻</translation>
    </message>
    <message>
        <source>&quot;snake&quot; must begin at &quot;start&quot; (%1,%2), where its head is</source>
        <translation>“snake”必须从蛇头所在的“start” (%1,%2) 开始</translation>
    </message>
    <message>
        <source>&quot;food&quot; (%1,%2) lies on the snake</source>
        <translation>“food” (%1,%2) 在蛇身上</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
</context>
<context>
    <name>Scene</name>
    <message>
        <source>layer %1 does not exist</source>
        <translation>图层 %1 不存在</translation>
    </message>
    <message>
        <source>cell %1 is outside the %2 x %3 board</source>
        <translation>格子 %1 位于 %2 x %3 的网格之外</translation>
    </message>
    <message>
        <source>value %1 does not fit its layer</source>
        <translation>值 %1 超出了所在图层的取值范围</translation>
    </message>
    <message>
        <source>terrain %1 is not a wall (0) or a weight 1..9</source>
        <translation>地形值 %1 既不是墙 (0)，也不是 1..9 的权重</translation>
    </message>
    <message>
        <source>mark %1 does not exist</source>
        <translation>标记 %1 不存在</translation>
    </message>
    <message>
        <source>parent direction %1 does not exist</source>
        <translation>父节点方向 %1 不存在</translation>
    </message>
    <message>
        <source>cell %1 holds %2 where the change expects %3</source>
        <translation>格子 %1 的值为 %2，但该变化预期为 %3</translation>
    </message>
    <message>
        <source>sequence %1 does not exist</source>
        <translation>序列 %1 不存在</translation>
    </message>
    <message>
        <source>sequence %1 does not end with cell %2</source>
        <translation>序列 %1 不以格子 %2 结尾</translation>
    </message>
    <message>
        <source>sequence %1 does not start with cell %2</source>
        <translation>序列 %1 不以格子 %2 开头</translation>
    </message>
    <message>
        <source>counter %1 does not exist</source>
        <translation>计数器 %1 不存在</translation>
    </message>
    <message>
        <source>counter %1 holds %2 where the change expects %3</source>
        <translation>计数器 %1 的值为 %2，但该变化预期为 %3</translation>
    </message>
    <message>
        <source>status text %1 does not exist</source>
        <translation>状态文本 %1 不存在</translation>
    </message>
    <message>
        <source>the status is text %1 where the change expects %2</source>
        <translation>当前状态为文本 %1，但该变化预期为 %2</translation>
    </message>
    <message>
        <source>operation %1 does not exist</source>
        <translation>操作 %1 不存在</translation>
    </message>
</context>
<context>
    <name>SetSnakeCommand</name>
    <message>
        <source>Remove snake</source>
        <translation>移除蛇</translation>
    </message>
    <message>
        <source>Draw snake</source>
        <translation>画蛇</translation>
    </message>
</context>
<context>
    <name>SnakeBench</name>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>--tail-rule takes follow or strict, not &quot;%1&quot;</source>
        <translation>--tail-rule 只接受 follow 或 strict，而不是“%1”</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>--size takes WxH with sides from %1 to %2, not &quot;%3&quot;</source>
        <translation>--size 需要 宽x高，边长 %1 到 %2，而不是“%3”</translation>
    </message>
    <message>
        <source>--start-length takes a whole number from 1 to %1 (the width), not &quot;%2&quot;</source>
        <translation>--start-length 需要 1 到 %1（宽度）之间的整数，而不是“%2”</translation>
    </message>
    <message>
        <source>snake: the snake AI, %1 (default greedy).</source>
        <translation>snake：贪吃蛇 AI，%1（默认 greedy）。</translation>
    </message>
    <message>
        <source>snake: follow (the head may enter the cell the tail leaves) or strict, as the snake&apos;s parameter tail-rule (default follow).</source>
        <translation>snake：follow（蛇头可以进入蛇尾正要离开的格子）或 strict，与贪吃蛇的参数 tail-rule 相同（默认 follow）。</translation>
    </message>
    <message>
        <source>snake: the playing area inside a ring of walls, WxH with sides %1 to %2 (default 8x8)</source>
        <translation>snake：一圈墙内的游戏区域，宽x高，边长 %1 到 %2（默认 8x8）</translation>
    </message>
    <message>
        <source>snake: 1 to %1</source>
        <translation>snake：1 到 %1</translation>
    </message>
    <message>
        <source>the snake&apos;s length at the start, %1 unless --start-length says otherwise, does not fit a playing area %2 wide: give --start-length from 1 to %2</source>
        <translation>蛇开始时的长度（未用 --start-length 指定时为 %1）放不进宽 %2 的游戏区域：请给出 1 到 %2 之间的 --start-length</translation>
    </message>
    <message>
        <source>%1 on %2 x %3 (tail rule %4, start length %5), %6 from seed %7:
  won %8 (%9%), died %10, ended by the step limit of %11: %12
  mean length %13 of %14, mean moves %15
  moves to win: mean %16, median %17
  %18 ms per game</source>
        <translation>%1 在 %2 x %3 上（蛇尾规则 %4，初始长度 %5），从种子 %7 起共 %6：
  获胜 %8（%9%），死亡 %10，因达到 %11的步数上限而结束：%12
  平均长度 %13 / %14，平均移动 %15
  获胜所需移动：平均 %16，中位数 %17
  每局 %18 毫秒</translation>
    </message>
    <message>
        <source>game %1 of %2: %3, length %4 of %5</source>
        <translation>第 %1 局，共 %2 局：%3，长度 %4/%5</translation>
    </message>
    <message>
        <source>snake: the snake&apos;s length at the start, on the top row heading east, 1 to the width and at most %1, as run&apos;s start-length (default 4).</source>
        <translation>snake：蛇开始时的长度，位于最上一行、朝东，1 到宽度且至多为 %1，与 run 的 start-length 相同（默认 4）。</translation>
    </message>
    <message>
        <source>--ai: &quot;%1&quot; is not a snake AI: did you mean %2? Choose one of %3</source>
        <translation>--ai：“%1”不是贪吃蛇 AI：你指的是 %2 吗？请从 %3 中选择</translation>
    </message>
    <message>
        <source>--ai: &quot;%1&quot; is not a snake AI; choose one of %2</source>
        <translation>--ai：“%1”不是贪吃蛇 AI；请从 %2 中选择</translation>
    </message>
    <message>
        <source>--start-length takes a whole number from 1 to %1 (the longest start a snake has), not &quot;%2&quot;</source>
        <translation>--start-length 需要 1 到 %1（蛇开始时最长的长度）之间的整数，而不是“%2”</translation>
    </message>
</context>
<context>
    <name>SnakeRules</name>
    <message>
        <source>the snake has no board</source>
        <translation>蛇没有棋盘</translation>
    </message>
    <message>
        <source>the snake has no body</source>
        <translation>蛇没有身体</translation>
    </message>
    <message>
        <source>the snake&apos;s cell (%1,%2) is a wall or off the board</source>
        <translation>蛇所在的格子 (%1,%2) 是墙或在棋盘之外</translation>
    </message>
    <message>
        <source>the snake crosses itself at (%1,%2)</source>
        <translation>蛇在 (%1,%2) 与自身交叉</translation>
    </message>
    <message>
        <source>the snake&apos;s cells (%1,%2) and (%3,%4) are not neighbours</source>
        <translation>蛇的格子 (%1,%2) 和 (%3,%4) 不相邻</translation>
    </message>
    <message>
        <source>the snake must head north, east, south or west</source>
        <translation>蛇必须朝北、东、南或西</translation>
    </message>
    <message>
        <source>the food at (%1,%2) is on a wall, off the board or on the snake</source>
        <translation>(%1,%2) 处的食物在墙上、棋盘外或蛇身上</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>open the start (%1,%2) and join it to the maze</source>
        <translation>打通起点 (%1,%2)，并将它连入迷宫</translation>
    </message>
    <message>
        <source>open the goal (%1,%2) and join it to the maze</source>
        <translation>打通终点 (%1,%2)，并将它连入迷宫</translation>
    </message>
    <message>
        <source>close (%1,%2): the maze stays perfect</source>
        <translation>重新封上 (%1,%2)：使迷宫保持完美</translation>
    </message>
    <message>
        <source>move the passage at (%1,%2) elsewhere: the maze stays perfect</source>
        <translation>把 (%1,%2) 处的通道移到别处：使迷宫保持完美</translation>
    </message>
    <message>
        <source>carve a first cell and add its neighbours to the frontier</source>
        <translation>打通第一个格子，并将它的邻格加入边界</translation>
    </message>
    <message>
        <source>carve a random frontier cell and the wall to a random carved neighbour</source>
        <translation>随机打通一个边界格子，以及它与一个随机选取的已打通邻格之间的墙</translation>
    </message>
    <message>
        <source>maze done: %1 passage cells</source>
        <translation>迷宫完成：共 %1 个通道格</translation>
    </message>
    <message>
        <source>add its uncarved neighbours to the frontier</source>
        <translation>将它未打通的邻格加入边界</translation>
    </message>
    <message>
        <source>scatter walls, row by row</source>
        <translation>逐行随机放置墙</translation>
    </message>
    <message>
        <source>carve the first cell and push it on the stack</source>
        <translation>打通第一个格子，并将它压入栈</translation>
    </message>
    <message>
        <source>carve into an uncarved neighbour and push it</source>
        <translation>打通到一个未打通的邻格，并将它压入栈</translation>
    </message>
    <message>
        <source>dead end: pop it and backtrack</source>
        <translation>死胡同：将它弹出栈并回溯</translation>
    </message>
    <message>
        <source>divide the chamber with a horizontal wall</source>
        <translation>用一道水平的墙分割区域</translation>
    </message>
    <message>
        <source>divide the chamber with a vertical wall</source>
        <translation>用一道竖直的墙分割区域</translation>
    </message>
    <message>
        <source>build the wall, leaving one gap</source>
        <translation>砌墙，留出一个缺口</translation>
    </message>
    <message>
        <source>The searches meet at (%1,%2): a path of cost %3</source>
        <translation>两侧搜索在 (%1,%2) 相遇：路径代价为 %3</translation>
    </message>
    <message>
        <source>Searching for a path from (%1,%2) to (%3,%4)</source>
        <translation>正在搜索从 (%1,%2) 到 (%3,%4) 的路径</translation>
    </message>
    <message>
        <source>no safe move</source>
        <translation>没有安全的一步</translation>
    </message>
    <message>
        <source>the shadow reaches its tail: safe to eat</source>
        <translation>影子蛇能到达尾巴：可以安全地吃</translation>
    </message>
    <message>
        <source>the shadow cannot reach its tail: do not eat</source>
        <translation>影子蛇到不了尾巴：不要吃</translation>
    </message>
    <message>
        <source>the shadow snake walks the path</source>
        <translation>影子蛇沿路径行走</translation>
    </message>
    <message>
        <source>follow the path to the food</source>
        <translation>沿路径走向食物</translation>
    </message>
    <message>
        <source>safe to eat: follow the path to the food</source>
        <translation>可以安全地吃：沿路径走向食物</translation>
    </message>
    <message>
        <source>no path to the food</source>
        <translation>没有通往食物的路径</translation>
    </message>
    <message>
        <source>chase the tail</source>
        <translation>追蛇尾</translation>
    </message>
    <message>
        <source>nothing reaches the tail: keep going</source>
        <translation>都到不了蛇尾：保持原方向</translation>
    </message>
    <message>
        <source>move %1, length %2</source>
        <translation>第 %1 步，长度 %2</translation>
    </message>
    <message>
        <source>the snake dies at (%1,%2)</source>
        <translation>蛇死在 (%1,%2)</translation>
    </message>
    <message>
        <source>eat: length %1</source>
        <translation>吃到食物：长度 %1</translation>
    </message>
    <message>
        <source>search the shortest way to the food</source>
        <translation>寻找到食物的最短路</translation>
    </message>
    <message>
        <source>the shadow&apos;s head looks for its tail</source>
        <translation>影子蛇的头寻找它的尾巴</translation>
    </message>
    <message>
        <source>the head looks for its tail</source>
        <translation>蛇头寻找尾巴</translation>
    </message>
    <message>
        <source>follow the cycle</source>
        <translation>沿环前进</translation>
    </message>
    <message>
        <source>a zig-zag cycle through the board</source>
        <translation>一条贯穿棋盘的之字形环</translation>
    </message>
    <message>
        <source>the source&apos;s construction fails: a zig-zag cycle instead</source>
        <translation>原文的构造失败：改用之字形环</translation>
    </message>
    <message>
        <source>the source&apos;s construction fails: a searched cycle instead</source>
        <translation>原文的构造失败：改用搜索得到的环</translation>
    </message>
    <message>
        <source>no Hamiltonian cycle: any safe move</source>
        <translation>没有哈密顿环：走任意安全的一步</translation>
    </message>
    <message>
        <source>the path closes through the body: a cycle of %1 cells</source>
        <translation>路径经由蛇身闭合：一条 %1 格的环</translation>
    </message>
    <message>
        <source>no path from the head to the tail</source>
        <translation>从蛇头到蛇尾没有路径</translation>
    </message>
    <message>
        <source>no shortcut to the food</source>
        <translation>没有到食物的捷径</translation>
    </message>
    <message>
        <source>a cycle around a tree of 2 x 2 blocks</source>
        <translation>沿 2 x 2 方块树外围的环</translation>
    </message>
    <message>
        <source>round %1: both bots choose</source>
        <translation>第 %1 回合：两个机器人选择方向</translation>
    </message>
    <message>
        <source>no direction is open: up</source>
        <translation>没有可走的方向：向上</translation>
    </message>
    <message>
        <source>no safe move: up</source>
        <translation>没有安全走法：向上</translation>
    </message>
    <message>
        <source>A reaches %1 cells first, B %2, %3 contested</source>
        <translation>A 先到达 %1 格，B 先到达 %2 格，%3 格相持</translation>
    </message>
    <message>
        <source>the other snake has no safe move: any safe move wins</source>
        <translation>另一条蛇没有安全走法：任何安全走法都能获胜</translation>
    </message>
    <message>
        <source>snake A: %1; snake B: %2</source>
        <translation>蛇 A：%1；蛇 B：%2</translation>
    </message>
    <message>
        <source>round %1: A goes %2, B goes %3</source>
        <translation>第 %1 回合：A 走 %2，B 走 %3</translation>
    </message>
    <message>
        <source>the game&apos;s rules refuse these two tiles</source>
        <translation>游戏规则不允许连接这两个图块</translation>
    </message>
    <message>
        <source>from the first tile, straight on each way while the cells are empty</source>
        <translation>从第一个图块出发，向每个方向沿空格直走</translation>
    </message>
    <message>
        <source>from every cell reached in a straight line, straight on to both sides: one turn</source>
        <translation>从每个直线到达的格子向两侧直走：一次转弯</translation>
    </message>
    <message>
        <source>from every cell reached with one turn, straight on to both sides: two turns</source>
        <translation>从每个一次转弯到达的格子向两侧直走：两次转弯</translation>
    </message>
    <message>
        <source>linked in a straight line; moves: %1</source>
        <translation>直线相连；步数：%1</translation>
    </message>
    <message>
        <source>linked with one turn; moves: %1</source>
        <translation>一次转弯相连；步数：%1</translation>
    </message>
    <message>
        <source>linked with two turns, the shortest such way; moves: %1</source>
        <translation>两次转弯相连，取其中最短的；步数：%1</translation>
    </message>
    <message>
        <source>no path of at most two turns joins the two tiles</source>
        <translation>没有至多两次转弯的路径连接这两个图块</translation>
    </message>
    <message>
        <source>a fourth direction, onto the path itself: back, and the source forgets that cell&apos;s directions</source>
        <translation>第四个方向，走到了路径自身上：回退，原文会清除该格的方向集</translation>
    </message>
    <message>
        <source>a fourth direction is one too many: back</source>
        <translation>第四个方向多了一个：回退</translation>
    </message>
    <message>
        <source>the source would try this cell&apos;s directions afresh here and loop for ever; on with those left</source>
        <translation>原文会在这里重新尝试该格的方向并无限循环；用剩下的方向继续</translation>
    </message>
    <message>
        <source>on to the next cell; directions so far (the post&apos;s change): %1</source>
        <translation>前进到下一格；目前的方向数（原文的 change）：%1</translation>
    </message>
    <message>
        <source>no direction left at the first tile: no link</source>
        <translation>第一个图块没有方向可走：不能相连</translation>
    </message>
    <message>
        <source>the source would try this cell&apos;s directions afresh here and loop for ever; back</source>
        <translation>原文会在这里重新尝试该格的方向并无限循环；回退</translation>
    </message>
    <message>
        <source>no direction left: back to the previous cell</source>
        <translation>没有方向可走：回退到上一格</translation>
    </message>
    <message>
        <source>the target is reached with change = %1: linked; turns: %2, moves: %3</source>
        <translation>以 change = %1 到达目标：相连；转弯：%2，步数：%3</translation>
    </message>
    <message>
        <source>the solver gave up after %1 removals tried; the longest run it found takes %2 pairs off</source>
        <translation>求解器尝试 %1 次消除后放弃；它找到的最长一串消除拿掉 %2 对</translation>
    </message>
    <message>
        <source>pair %1 of %2: kind %3 at %4 and %5</source>
        <translation>第 %1 对（共 %2 对）：种类 %3，位于 %4 和 %5</translation>
    </message>
    <message>
        <source>the two tiles come off: %1 left</source>
        <translation>两个图块被拿掉：剩下 %1 个</translation>
    </message>
    <message>
        <source>tile %1 from (%2,%3) to (%4,%5)</source>
        <translation>图块 %1 从 (%2,%3) 到 (%4,%5)</translation>
    </message>
    <message>
        <source>the last %1 x %2 cells together</source>
        <translation>最后 %1 x %2 格一起处理</translation>
    </message>
    <message>
        <source>turn the 2 x 2 block at (%1,%2) clockwise</source>
        <translation>顺时针旋转位于 (%1,%2) 的 2 x 2 块</translation>
    </message>
    <message>
        <source>turn the 2 x 2 block at (%1,%2) counter-clockwise</source>
        <translation>逆时针旋转位于 (%1,%2) 的 2 x 2 块</translation>
    </message>
    <message>
        <source>this board cannot reach its goal</source>
        <translation>这个棋盘无法到达目标</translation>
    </message>
    <message>
        <source>search every line of at most %1 moves, cut where moves + h &gt; %1</source>
        <translation>搜索至多 %1 步的每条线，在步数 + h &gt; %1 处剪掉</translation>
    </message>
    <message>
        <source>no solution within %1 moves (%2 positions); next bound %3</source>
        <translation>%1 步之内无解（%2 个局面）；下一个界限 %3</translation>
    </message>
    <message>
        <source>h: the complete 3 x 3 table; h(start) = %1</source>
        <translation>h：完整的 3 x 3 距离表；h(start) = %1</translation>
    </message>
    <message>
        <source>h: the additive pattern databases (6-6-3, and the board reflected); h(start) = %1</source>
        <translation>h：加性模式数据库（6-6-3，并取棋盘的反射）；h(start) = %1</translation>
    </message>
    <message>
        <source>h: Manhattan distance plus linear conflict; h(start) = %1</source>
        <translation>h：曼哈顿距离加线性冲突；h(start) = %1</translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A&apos;s head hit a wall</source>
        <translation>
            <numerusform>%n 回合后 B 获胜：A 的头撞到了墙</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B&apos;s head hit a wall</source>
        <translation>
            <numerusform>%n 回合后 A 获胜：B 的头撞到了墙</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A&apos;s head hit its own body</source>
        <translation>
            <numerusform>%n 回合后 B 获胜：A 的头撞到了自己的身体</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B&apos;s head hit its own body</source>
        <translation>
            <numerusform>%n 回合后 A 获胜：B 的头撞到了自己的身体</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A&apos;s head hit snake B</source>
        <translation>
            <numerusform>%n 回合后 B 获胜：A 的头撞到了蛇 B</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B&apos;s head hit snake A</source>
        <translation>
            <numerusform>%n 回合后 A 获胜：B 的头撞到了蛇 A</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A&apos;s bot did not answer in time%1</source>
        <translation>
            <numerusform>%n 回合后 B 获胜：A 的机器人没有按时回答%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B&apos;s bot did not answer in time%1</source>
        <translation>
            <numerusform>%n 回合后 A 获胜：B 的机器人没有按时回答%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A&apos;s bot ended without an answer%1</source>
        <translation>
            <numerusform>%n 回合后 B 获胜：A 的机器人没有回答就结束了%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B&apos;s bot ended without an answer%1</source>
        <translation>
            <numerusform>%n 回合后 A 获胜：B 的机器人没有回答就结束了%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A&apos;s bot answered no direction 0 to 3%1</source>
        <translation>
            <numerusform>%n 回合后 B 获胜：A 的机器人回答的不是 0 到 3 的方向%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B&apos;s bot answered no direction 0 to 3%1</source>
        <translation>
            <numerusform>%n 回合后 A 获胜：B 的机器人回答的不是 0 到 3 的方向%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n round(s): A gave up</source>
        <translation>
            <numerusform>%n 回合后 B 获胜：A 认输了</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n round(s): B gave up</source>
        <translation>
            <numerusform>%n 回合后 A 获胜：B 认输了</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a draw: both snakes still alive after %n round(s), the platform&apos;s limit</source>
        <translation>
            <numerusform>平局：%n 回合（平台的上限）后两条蛇都还活着</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a draw after %n round(s): both snakes died in the same round</source>
        <translation>
            <numerusform>%n 回合后平局：两条蛇在同一回合死亡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n round(s)</source>
        <translation>
            <numerusform>%n 回合后停止</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cut off: going %1 lives %n round(s) alone</source>
        <translation>
            <numerusform>被截断：向%1走，独自能活 %n 回合</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>go %1: the longest life alone, %n round(s)</source>
        <translation>
            <numerusform>向%1走：独自活得最久，%n 回合</numerusform>
        </translation>
    </message>
    <message>
        <source>reply %1: score %2</source>
        <translation>应对向%1：得分 %2</translation>
    </message>
    <message>
        <source>going %1: no better than the best so far</source>
        <translation>向%1走：不比目前最好的更好</translation>
    </message>
    <message>
        <source>going %1: score %2</source>
        <translation>向%1走：得分 %2</translation>
    </message>
    <message>
        <source>depth %1 done: going %2 is best, %3 positions searched</source>
        <translation>深度 %1 完成：向%2走最好，已搜索 %3 个局面</translation>
    </message>
    <message numerus="yes">
        <source>go %1 after %n round(s) of look-ahead</source>
        <translation>
            <numerusform>向前看 %n 回合后，向%1走</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>going %1: wins within %n round(s)</source>
        <translation>
            <numerusform>向%1走：%n 回合内获胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>going %1: loses within %n round(s)</source>
        <translation>
            <numerusform>向%1走：%n 回合内失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the record ends after %n round(s) with both snakes alive</source>
        <translation>
            <numerusform>记录在 %n 回合后结束，两条蛇都还活着</numerusform>
        </translation>
    </message>
    <message>
        <source>going %1: a wall or a body stays there</source>
        <translation>向%1走：那里是墙或蛇身，会一直在</translation>
    </message>
    <message numerus="yes">
        <source>going %1: the flood reaches %n cell(s)</source>
        <translation>
            <numerusform>向%1走：漫水填充到达 %n 个格子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>go %1: the most room, %n cell(s)</source>
        <translation>
            <numerusform>向%1走：空间最大，%n 个格子</numerusform>
        </translation>
    </message>
    <message>
        <source>up</source>
        <translation>上</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>human player</source>
        <translation>真人玩家</translation>
    </message>
    <message>
        <source>random safe move</source>
        <translation>随机安全走法</translation>
    </message>
    <message>
        <source>flood fill</source>
        <translation>泛洪填充</translation>
    </message>
    <message>
        <source>alpha-beta search</source>
        <translation>α-β 搜索</translation>
    </message>
    <message numerus="yes">
        <source>an order that clears the board: %n pair(s), found with %1 removals tried</source>
        <translation>
            <numerusform>一个能清空棋盘的顺序：%n 对，尝试 %1 次消除后找到</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no order clears the board; the longest run takes %n pair(s) off</source>
        <translation>
            <numerusform>没有顺序能清空棋盘；最长的一串消除拿掉 %n 对</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the board is clear: %n pair(s)</source>
        <translation>
            <numerusform>棋盘已清空：%n 对</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>done: %n wall(s) (%1%)</source>
        <translation>
            <numerusform>完成：共 %n 个墙格（占 %1%）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n expansion(s)</source>
        <translation>
            <numerusform>扩展 %n 次后已取消</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the blank&apos;s way: %n move(s)</source>
        <translation>
            <numerusform>空格的路线：%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved in %n move(s)</source>
        <translation>
            <numerusform>用 %n 步解开</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a solution of %n move(s) (%1 positions in this iteration)</source>
        <translation>
            <numerusform>找到 %n 步的解（本轮 %1 个局面）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the search gave up after %n position(s)</source>
        <translation>
            <numerusform>搜索在 %n 个局面后放弃</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved in %n move(s), the fewest there are</source>
        <translation>
            <numerusform>用 %n 步解开，这是最少的步数</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>path to the food: %n move(s)</source>
        <translation>
            <numerusform>通往食物的路径：%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the shadow reaches its tail with %n move(s) to spare: safe to eat</source>
        <translation>
            <numerusform>影子蛇能带着 %n 步富余到达尾巴：可以安全地吃</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the shadow cannot reach its tail with %n move(s) to spare: do not eat</source>
        <translation>
            <numerusform>影子蛇无法带着 %n 步富余到达尾巴：不要吃</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>follow the tail the longest way round: %n move(s)</source>
        <translation>
            <numerusform>沿最长的路跟着蛇尾走：%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no way to the tail: take the most free space (%n cell(s))</source>
        <translation>
            <numerusform>到不了蛇尾：走向最大的空闲区域（%n 格）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>back where it was since it last ate: %n move(s) to spare now</source>
        <translation>
            <numerusform>回到了上次进食以来到过的局面：现在富余 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the longest way found to the tail: %n move(s)</source>
        <translation>
            <numerusform>找到的通往蛇尾的最长路：%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>shortcut: %n cell(s) of the cycle skipped</source>
        <translation>
            <numerusform>捷径：跳过环上 %n 个格子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>shortest path to the tail: %n move(s)</source>
        <translation>
            <numerusform>到蛇尾的最短路径：%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the cycle is rebuilt: the food %n move(s) ahead instead of %1</source>
        <translation>
            <numerusform>环已重建：食物在前方 %n 步，而不是 %1 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the tree is relinked: the food %n move(s) ahead instead of %1</source>
        <translation>
            <numerusform>方块树已重新连接：食物在前方 %n 步，而不是 %1 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>won: the snake fills the board in %n move(s)</source>
        <translation>
            <numerusform>获胜：蛇用 %n 步填满了棋盘</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dead at length %1 after %n move(s)</source>
        <translation>
            <numerusform>走了 %n 步后死亡，长度 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the step limit of %n move(s) ends the game at length %1; the parameter step-limit raises it</source>
        <translation>
            <numerusform>步数上限 %n 步结束了游戏，此时长度 %1；参数 step-limit 可提高上限</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal reached: a path of %n move(s) costing %1 (cells expanded: %2)</source>
        <translation>
            <numerusform>到达终点：路径共 %n 步，代价为 %1（扩展的格子：%2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No path from (%1,%2) to (%3,%4): %n cell(s) expanded</source>
        <translation>
            <numerusform>从 (%1,%2) 到 (%3,%4) 没有路径：扩展了 %n 个格子</numerusform>
        </translation>
    </message>
    <message>
        <source>straight on to the right (turns so far: %2); cells reached on this line: %1</source>
        <translation>向右直走（已转弯 %2 次）；这条直线上到达的格子：%1</translation>
    </message>
    <message>
        <source>straight on to the left (turns so far: %2); cells reached on this line: %1</source>
        <translation>向左直走（已转弯 %2 次）；这条直线上到达的格子：%1</translation>
    </message>
    <message>
        <source>straight on down (turns so far: %2); cells reached on this line: %1</source>
        <translation>向下直走（已转弯 %2 次）；这条直线上到达的格子：%1</translation>
    </message>
    <message>
        <source>straight on up (turns so far: %2); cells reached on this line: %1</source>
        <translation>向上直走（已转弯 %2 次）；这条直线上到达的格子：%1</translation>
    </message>
    <message>
        <source>the King of Bots starter bot</source>
        <translation>King of Bots 入门机器人</translation>
    </message>
    <message>
        <source>it gave up</source>
        <translation>它认输了</translation>
    </message>
    <message>
        <source>its bot did not answer in time</source>
        <translation>它的机器人没有及时回答</translation>
    </message>
    <message>
        <source>its bot ended without an answer</source>
        <translation>它的机器人没有回答就结束了</translation>
    </message>
    <message>
        <source>its bot answered no direction 0 to 3</source>
        <translation>它的机器人回答的不是 0 到 3 的方向</translation>
    </message>
    <message>
        <source>B wins before the first round was played: A&apos;s bot did not answer in time%1</source>
        <translation>第一回合走完之前 B 获胜：A 的机器人没有及时回答%1</translation>
    </message>
    <message>
        <source>A wins before the first round was played: B&apos;s bot did not answer in time%1</source>
        <translation>第一回合走完之前 A 获胜：B 的机器人没有及时回答%1</translation>
    </message>
    <message>
        <source>B wins before the first round was played: A&apos;s bot ended without an answer%1</source>
        <translation>第一回合走完之前 B 获胜：A 的机器人没有回答就结束了%1</translation>
    </message>
    <message>
        <source>A wins before the first round was played: B&apos;s bot ended without an answer%1</source>
        <translation>第一回合走完之前 A 获胜：B 的机器人没有回答就结束了%1</translation>
    </message>
    <message>
        <source>B wins before the first round was played: A&apos;s bot answered no direction 0 to 3%1</source>
        <translation>第一回合走完之前 B 获胜：A 的机器人回答的不是 0 到 3 的方向%1</translation>
    </message>
    <message>
        <source>A wins before the first round was played: B&apos;s bot answered no direction 0 to 3%1</source>
        <translation>第一回合走完之前 A 获胜：B 的机器人回答的不是 0 到 3 的方向%1</translation>
    </message>
    <message>
        <source>B wins before the first round was played: A gave up</source>
        <translation>第一回合走完之前 B 获胜：A 认输了</translation>
    </message>
    <message>
        <source>A wins before the first round was played: B gave up</source>
        <translation>第一回合走完之前 A 获胜：B 认输了</translation>
    </message>
    <message>
        <source>a draw before the first round was played: A lost, %1%2; B lost, %3%4</source>
        <translation>第一回合走完之前平局：A 输了，%1%2；B 输了，%3%4</translation>
    </message>
    <message numerus="yes">
        <source>a draw after %n round(s): A lost, %1%2; B lost, %3%4</source>
        <translation>
            <numerusform>%n 回合后平局：A 输了，%1%2；B 输了，%3%4</numerusform>
        </translation>
    </message>
    <message>
        <source>an order that clears the board: 1 pair, found with 1 removal tried</source>
        <translation>消除整个棋盘的一种顺序：1 对，尝试了 1 次移除后找到</translation>
    </message>
    <message>
        <source>round %1: both snakes move</source>
        <translation>第 %1 回合：两条蛇同时移动</translation>
    </message>
    <message>
        <source>move %1: the head goes to (%2,%3), length %4</source>
        <translation>第 %1 步：蛇头移到 (%2,%3)，长度 %4</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left: no order of removals clears the board</source>
        <translation>
            <numerusform>剩下 %n 个图块：没有任何消除顺序能清空棋盘</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left: the solver gave up before it could tell whether the board can be cleared</source>
        <translation>
            <numerusform>剩下 %n 个图块：求解器在判断棋盘能否清空之前就放弃了</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a detour through (%1,%2) and (%3,%4): %n move(s)</source>
        <translation>
            <numerusform>绕道经过 (%1,%2) 和 (%3,%4)：%n 步</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepText</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
</context>
<context>
    <name>SvgExporter</name>
    <message>
        <source>The trace has no board to draw.</source>
        <translation>轨迹中没有可绘制的网格。</translation>
    </message>
    <message>
        <source>The board has %1 cells; an SVG is made of boards of at most %2 cells.</source>
        <translation>网格有 %1 个格子；SVG 只能绘制最多 %2 个格子的网格。</translation>
    </message>
    <message>
        <source>Step %1 is not in the trace, which has %2 steps.</source>
        <translation>第 %1 步不在轨迹中，轨迹共有 %2 步。</translation>
    </message>
    <message>
        <source>The drawing over the cells could not be made.</source>
        <translation>无法生成格子上方的图形。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>TextFrame</name>
    <message>
        <source>Legend: %1</source>
        <translation>图例：%1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the entries of a legend</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>终点</translation>
    </message>
    <message>
        <source>The tile of that number</source>
        <translation>该编号的图块</translation>
    </message>
    <message>
        <source>A tile of that kind</source>
        <translation>该种类的图块</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <source>The cost of entering a cell</source>
        <translation>进入格子的代价</translation>
    </message>
    <message>
        <source>%1: the start</source>
        <comment>the step, as in Step 0 of 12: the start</comment>
        <translation>%1：初始状态</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>the step, then its kind</comment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>Trace</name>
    <message>
        <source>the trace names %1 label channels, at most %2 are supported</source>
        <translation>轨迹声明了 %1 个标签通道，最多只支持 %2 个</translation>
    </message>
    <message>
        <source>the trace names %1 sequences but its scene has %2</source>
        <translation>轨迹声明了 %1 个序列，但其画面有 %2 个</translation>
    </message>
    <message>
        <source>the trace names %1 counters but its scene has %2</source>
        <translation>轨迹声明了 %1 个计数器，但其画面有 %2 个</translation>
    </message>
    <message>
        <source>the trace names %1 kinds of step, at most %2 are supported</source>
        <translation>轨迹声明了 %1 种步骤类型，最多只支持 %2 种</translation>
    </message>
    <message>
        <source>the first status text must be the empty text</source>
        <translation>第一个状态文本必须是空文本</translation>
    </message>
    <message>
        <source>the initial status text %1 does not exist</source>
        <translation>初始状态文本 %1 不存在</translation>
    </message>
    <message>
        <source>the board is %1 x %2 but the scene is %3 x %4</source>
        <translation>网格为 %1 x %2，但画面为 %3 x %4</translation>
    </message>
    <message>
        <source>step %1 starts at change %2, out of order</source>
        <translation>步骤 %1 从变化 %2 开始，顺序错乱</translation>
    </message>
    <message>
        <source>step %1 is of kind %2, which the trace does not name</source>
        <translation>步骤 %1 的类型为 %2，但轨迹没有声明这种类型</translation>
    </message>
    <message>
        <source>step %1 is about cell %2, outside the board</source>
        <translation>步骤 %1 涉及的格子 %2 位于网格之外</translation>
    </message>
    <message>
        <source>the first step must start at change 0</source>
        <translation>第一个步骤必须从变化 0 开始</translation>
    </message>
    <message>
        <source>the trace has changes but no steps</source>
        <translation>轨迹有变化，却没有步骤</translation>
    </message>
    <message>
        <source>change %1: %2</source>
        <translation>变化 %1：%2</translation>
    </message>
    <message>
        <source>bookmark %1 is at step %2, outside 0 to %3</source>
        <translation>书签 %1 在第 %2 步，超出 0 到 %3</translation>
    </message>
    <message>
        <source>bookmark %1 marks step %2 a second time</source>
        <translation>书签 %1 再次标记了第 %2 步</translation>
    </message>
    <message>
        <source>bookmark %1 is at step %2, before the bookmark ahead of it at step %3</source>
        <translation>书签 %1 在第 %2 步，位于它前面那个书签（第 %3 步）之前</translation>
    </message>
    <message>
        <source>bookmark %1 has a caption of %2 characters, at most %3 are allowed</source>
        <translation>书签 %1 的说明有 %2 个字符，最多允许 %3 个</translation>
    </message>
    <message numerus="yes">
        <source>step %1 starts at change %2, but the trace has %n change(s): the list of changes is shorter than the steps need</source>
        <translation>
            <numerusform>第 %1 步从第 %2 处变化开始，但轨迹只有 %n 处变化：变化列表比步骤所需的短</numerusform>
        </translation>
    </message>
    <message>
        <source>its text takes a count, and none is given</source>
        <translation>它的文字需要一个计数，却没有给出</translation>
    </message>
    <message>
        <source>its count &quot;%1&quot; is not a whole number</source>
        <translation>它的计数“%1”不是整数</translation>
    </message>
    <message>
        <source>the places in its text (%1) and its arguments (%2) do not match</source>
        <translation>它的文字中的占位数（%1）与参数个数（%2）不符</translation>
    </message>
    <message>
        <source>the initial status text %1, &quot;%2&quot;: %3</source>
        <translation>初始状态文字 %1“%2”：%3</translation>
    </message>
    <message>
        <source>step %1 shows status text %2, &quot;%3&quot;: %4</source>
        <translation>第 %1 步显示的状态文字 %2“%3”：%4</translation>
    </message>
    <message>
        <source>status text %1, &quot;%2&quot;: %3</source>
        <translation>状态文字 %1“%2”：%3</translation>
    </message>
</context>
<context>
    <name>TraceFile</name>
    <message>
        <source>&quot;%1.%2&quot; is not a member of a trace</source>
        <translation>“%1.%2”不是轨迹中允许的成员</translation>
    </message>
    <message>
        <source>&quot;%1.%2&quot; is missing</source>
        <translation>缺少“%1.%2”</translation>
    </message>
    <message>
        <source>&quot;tables&quot; must be an object</source>
        <translation>“tables”必须是对象</translation>
    </message>
    <message>
        <source>&quot;tables.%1&quot; must be an array of texts</source>
        <translation>“tables.%1”必须是字符串数组</translation>
    </message>
    <message>
        <source>the trace names %1 sequences, at most %2 are supported</source>
        <translation>轨迹声明了 %1 个序列，最多只支持 %2 个</translation>
    </message>
    <message>
        <source>the trace names %1 counters, at most %2 are supported</source>
        <translation>轨迹声明了 %1 个计数器，最多只支持 %2 个</translation>
    </message>
    <message>
        <source>&quot;header&quot; must be an object</source>
        <translation>“header”必须是对象</translation>
    </message>
    <message>
        <source>header: %1</source>
        <translation>header：%1</translation>
    </message>
    <message>
        <source>cell %1 is outside the %2 x %3 board</source>
        <translation>格子 %1 位于 %2 x %3 的网格之外</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;</source>
        <translation>此处应为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a value</source>
        <translation>此处应为一个值</translation>
    </message>
    <message>
        <source>not a GridTrace trace: the JSON object is empty</source>
        <translation>不是 GridTrace 轨迹：JSON 对象为空</translation>
    </message>
    <message>
        <source>expected the name of a member</source>
        <translation>此处应为成员名</translation>
    </message>
    <message>
        <source>unexpected data after the trace</source>
        <translation>轨迹之后有多余的数据</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>缺少“%1”</translation>
    </message>
    <message>
        <source>not a GridTrace trace: &quot;format&quot; is missing</source>
        <translation>不是 GridTrace 轨迹：缺少“format”</translation>
    </message>
    <message>
        <source>not a GridTrace trace: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>不是 GridTrace 轨迹：“format”不是“%1”</translation>
    </message>
    <message>
        <source>&quot;version&quot; is missing</source>
        <translation>缺少“version”</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a number</source>
        <translation>“version”必须是数字</translation>
    </message>
    <message>
        <source>&quot;initial.%1&quot;, entry %2: %3</source>
        <translation>“initial.%1”，条目 %2：%3</translation>
    </message>
    <message>
        <source>&quot;initial.%1&quot; must be an array</source>
        <translation>“initial.%1”必须是数组</translation>
    </message>
    <message>
        <source>expected [cell, value]</source>
        <translation>应为 [格子, 值]</translation>
    </message>
    <message>
        <source>the cell must be a whole number</source>
        <translation>格子必须是整数</translation>
    </message>
    <message>
        <source>there is no mark &quot;%1&quot;</source>
        <translation>没有名为“%1”的标记</translation>
    </message>
    <message>
        <source>a mark is a mark&apos;s id or a number from 0 to %1</source>
        <translation>标记应为标记的 id，或 0 到 %1 之间的数</translation>
    </message>
    <message>
        <source>a parent is a direction from 0 to 8</source>
        <translation>父节点应为 0 到 8 之间的方向</translation>
    </message>
    <message>
        <source>a tile is a whole number of 32 bits</source>
        <translation>图块应为 32 位整数</translation>
    </message>
    <message>
        <source>a label is the 32 bits of a float, a whole number from 0 to 4294967295</source>
        <translation>标签应为浮点数的 32 位二进制表示，即 0 到 4294967295 之间的整数</translation>
    </message>
    <message>
        <source>&quot;initial&quot; must be an object</source>
        <translation>“initial”必须是对象</translation>
    </message>
    <message>
        <source>&quot;initial.terrain&quot; has %1 rows where the board has %2</source>
        <translation>“initial.terrain”有 %1 行，但网格有 %2 行</translation>
    </message>
    <message>
        <source>&quot;initial.terrain&quot;: row %1 is not a text of %2 cells</source>
        <translation>“initial.terrain”：行 %1 不是由 %2 个格子组成的字符串</translation>
    </message>
    <message>
        <source>&quot;initial.terrain&quot;: %1</source>
        <translation>“initial.terrain”：%1</translation>
    </message>
    <message>
        <source>&quot;initial.labels&quot; must be an array of at most %1 channels</source>
        <translation>“initial.labels”必须是最多包含 %1 个通道的数组</translation>
    </message>
    <message>
        <source>&quot;initial.sequences&quot; must be an array of %1 sequences, as the tables name</source>
        <translation>“initial.sequences”必须是包含 %1 个序列的数组，与 tables 中声明的一致</translation>
    </message>
    <message>
        <source>&quot;initial.sequences&quot;, sequence %1 must be an array of cells</source>
        <translation>“initial.sequences”中的序列 %1 必须是格子数组</translation>
    </message>
    <message>
        <source>&quot;initial.sequences&quot;, sequence %1: %2</source>
        <translation>“initial.sequences”，序列 %1：%2</translation>
    </message>
    <message>
        <source>a cell must be a whole number</source>
        <translation>格子必须是整数</translation>
    </message>
    <message>
        <source>&quot;initial.counters&quot; must be an array of %1 counters, as the tables name</source>
        <translation>“initial.counters”必须是包含 %1 个计数器的数组，与 tables 中声明的一致</translation>
    </message>
    <message>
        <source>&quot;initial.counters&quot;, counter %1 must be a whole number of 32 bits</source>
        <translation>“initial.counters”中的计数器 %1 必须是 32 位整数</translation>
    </message>
    <message>
        <source>&quot;initial.status&quot; must be the index of a status text</source>
        <translation>“initial.status”必须是某个状态文本的索引</translation>
    </message>
    <message>
        <source>expected a whole number from -2147483648 to 4294967295</source>
        <translation>此处应为 -2147483648 到 4294967295 之间的整数</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>unexpected data after the array</source>
        <translation>数组之后有多余的数据</translation>
    </message>
    <message>
        <source>the first change %1 is negative</source>
        <translation>起始变化 %1 是负数</translation>
    </message>
    <message>
        <source>kind %1 does not exist</source>
        <translation>步骤类型 %1 不存在</translation>
    </message>
    <message>
        <source>depth %1 is not from 0 to %2</source>
        <translation>深度 %1 不在 0 到 %2 之间</translation>
    </message>
    <message>
        <source>pseudo-code line %1 does not exist</source>
        <translation>伪代码第 %1 行不存在</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>步骤 %1</translation>
    </message>
    <message>
        <source>operation %1 does not exist</source>
        <translation>操作 %1 不存在</translation>
    </message>
    <message>
        <source>slot %1 does not exist</source>
        <translation>槽位 %1 不存在</translation>
    </message>
    <message>
        <source>change %1</source>
        <translation>变化 %1</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>truncated at byte %1: expected %2 bytes of %3 at byte %4</source>
        <translation>文件在第 %1 字节处被截断：%3应从第 %4 字节开始，共 %2 字节</translation>
    </message>
    <message>
        <source>the magic bytes</source>
        <translation>魔数</translation>
    </message>
    <message>
        <source>not a GridTrace binary trace: the first bytes are not its magic bytes</source>
        <translation>不是 GridTrace 二进制轨迹：文件开头不是它的魔数</translation>
    </message>
    <message>
        <source>the format version</source>
        <translation>格式版本号</translation>
    </message>
    <message>
        <source>the size of the header</source>
        <translation>头部长度</translation>
    </message>
    <message>
        <source>the header</source>
        <translation>头部</translation>
    </message>
    <message>
        <source>the header (bytes %1 to %2) is not valid JSON: %3 at byte %4</source>
        <translation>头部（第 %1 到 %2 字节）不是有效的 JSON：%3（位于第 %4 字节）</translation>
    </message>
    <message>
        <source>layer %1 of the initial scene</source>
        <translation>初始画面的图层 %1</translation>
    </message>
    <message>
        <source>byte %1: value %2 does not fit layer %3 (at most %4)</source>
        <translation>第 %1 字节：值 %2 超出了图层 %3 的取值范围（最大为 %4）</translation>
    </message>
    <message>
        <source>the layers of the initial scene</source>
        <translation>初始画面的图层列表</translation>
    </message>
    <message>
        <source>byte %1: the initial scene names layers that do not exist</source>
        <translation>第 %1 字节：初始画面声明了不存在的图层</translation>
    </message>
    <message>
        <source>sequence %1 of the initial scene</source>
        <translation>初始画面的序列 %1</translation>
    </message>
    <message>
        <source>byte %1: sequence %2: %3</source>
        <translation>第 %1 字节：序列 %2：%3</translation>
    </message>
    <message>
        <source>counter %1 of the initial scene</source>
        <translation>初始画面的计数器 %1</translation>
    </message>
    <message>
        <source>the initial status</source>
        <translation>初始状态</translation>
    </message>
    <message>
        <source>the initial status text %1 does not exist</source>
        <translation>初始状态文本 %1 不存在</translation>
    </message>
    <message>
        <source>the number of steps</source>
        <translation>步骤数</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 个步骤的数据</translation>
    </message>
    <message>
        <source>the number of changes</source>
        <translation>变化数</translation>
    </message>
    <message>
        <source>%1 changes</source>
        <translation>%1 处变化的数据</translation>
    </message>
    <message>
        <source>byte %1: %2 bytes of unknown data after the changes</source>
        <translation>第 %1 字节：变化之后有 %2 字节的未知数据</translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation>%1：无法保存：%2</translation>
    </message>
    <message>
        <source>&quot;bookmarks&quot; must be an array</source>
        <translation>“bookmarks”必须是数组</translation>
    </message>
    <message>
        <source>bookmark %1 must be an object {&quot;step&quot;: n, &quot;caption&quot;: &quot;...&quot;}</source>
        <translation>书签 %1 必须是对象 {&quot;step&quot;: n, &quot;caption&quot;: &quot;...&quot;}</translation>
    </message>
    <message>
        <source>bookmark %1: &quot;%2&quot; is not a member of a bookmark</source>
        <translation>书签 %1：“%2”不是书签的成员</translation>
    </message>
    <message>
        <source>bookmark %1: &quot;%2&quot; is missing</source>
        <translation>书签 %1：缺少“%2”</translation>
    </message>
    <message>
        <source>bookmark %1: &quot;step&quot; must be a whole number from 0</source>
        <translation>书签 %1：“step”必须是从 0 起的整数</translation>
    </message>
    <message>
        <source>bookmark %1: &quot;caption&quot; must be a text</source>
        <translation>书签 %1：“caption”必须是文本</translation>
    </message>
    <message>
        <source>binary trace format version %1 is not supported (this GridTrace reads versions %2 to %3)</source>
        <translation>不支持二进制轨迹格式版本 %1（这个 GridTrace 读取版本 %2 到 %3）</translation>
    </message>
    <message>
        <source>trace format version %1 is not supported (this GridTrace reads versions %2 to %3)</source>
        <translation>不支持轨迹格式版本 %1（这个 GridTrace 读取版本 %2 到 %3）</translation>
    </message>
    <message>
        <source>&quot;bookmarks&quot; is not a member of a version %1 trace</source>
        <translation>“bookmarks”不是版本 %1 轨迹的成员</translation>
    </message>
    <message>
        <source>change %1: %2</source>
        <translation>变化 %1：%2</translation>
    </message>
    <message>
        <source>the header (bytes %1 to %2) is not a JSON object: it starts with byte 0x%3, not &apos;{&apos;</source>
        <translation>头部（第 %1 到 %2 字节）不是 JSON 对象：它以字节 0x%3 开头，而不是“{”</translation>
    </message>
    <message>
        <source>the header (bytes %1 to %2) is not valid JSON: byte %3 is a NUL byte, which JSON never holds</source>
        <translation>头部（第 %1 到 %2 字节）不是有效的 JSON：第 %3 字节是 NUL 字节，JSON 中从不出现</translation>
    </message>
    <message>
        <source>not valid JSON: byte %1 is a NUL byte, which JSON never holds</source>
        <translation>不是有效的 JSON：第 %1 字节是 NUL 字节，JSON 中从不出现</translation>
    </message>
    <message>
        <source>the counters of the initial scene</source>
        <translation>初始场景的计数器</translation>
    </message>
    <message>
        <source>byte %1: %2 bytes of unknown data after the changes, in a run of NUL bytes that starts at byte %3</source>
        <translation>第 %1 字节：变化之后有 %2 字节未知数据，位于从第 %3 字节开始的一串 NUL 字节中</translation>
    </message>
    <message>
        <source>the file ends too early (%1)</source>
        <translation>文件过早结束（%1）</translation>
    </message>
    <message>
        <source>the text that starts at %1 is not closed</source>
        <translation>从%1开始的文本没有结束</translation>
    </message>
    <message>
        <source>the value that starts at %1 is not closed</source>
        <translation>从%1开始的值没有结束</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (at %2) is not a member of a trace</source>
        <translation>“%1”（%2）不是轨迹中允许的成员</translation>
    </message>
    <message>
        <source>&quot;%1&quot; appears twice (at %2)</source>
        <translation>“%1”出现了两次（%2）</translation>
    </message>
    <message>
        <source>neither a binary trace nor a JSON trace: it starts with neither the binary trace&apos;s mark nor &apos;{&apos;</source>
        <translation>既不是二进制轨迹也不是 JSON 轨迹：开头既不是二进制轨迹的标记，也不是“{”</translation>
    </message>
    <message>
        <source>neither a binary trace nor a JSON trace: it starts, at line %1, column %2, with neither the binary trace&apos;s mark nor &apos;{&apos;</source>
        <translation>既不是二进制轨迹也不是 JSON 轨迹：第 %1 行第 %2 列开头的内容既不是二进制轨迹的标记，也不是“{”</translation>
    </message>
</context>
<context>
    <name>TraceFrames</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>TraceName</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a parameter and its value</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>seed: %1</source>
        <translation>种子：%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a search, then the parameters that tell it from another</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>gridtrace::AlgorithmPanel</name>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>随机种子(&amp;S)：</translation>
    </message>
    <message>
        <source>The seed of the random choices (0 to 18446744073709551615): the same seed repeats the same run</source>
        <translation>随机选择所用的种子（0 到 18446744073709551615）：相同的种子重现相同的运行</translation>
    </message>
    <message>
        <source>Pick a random seed</source>
        <translation>随机选一个种子</translation>
    </message>
    <message>
        <source>Run the algorithm on the board and record its trace</source>
        <translation>在网格上运行算法并记录其轨迹</translation>
    </message>
    <message>
        <source>Ru&amp;n</source>
        <translation>运行(&amp;N)</translation>
    </message>
    <message>
        <source>Algor&amp;ithm:</source>
        <translation>算法(&amp;I)：</translation>
    </message>
    <message>
        <source>Ne&amp;w seed</source>
        <translation>新种子(&amp;W)</translation>
    </message>
</context>
<context>
    <name>gridtrace::Autosave</name>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation>不是有效的 JSON：%1，在第 %2 字节</translation>
    </message>
    <message>
        <source>not a GridTrace recovery file</source>
        <translation>不是 GridTrace 恢复文件</translation>
    </message>
    <message>
        <source>recovery file version %1 is not supported (this GridTrace reads version %2)</source>
        <translation>不支持恢复文件版本 %1（这个 GridTrace 读取版本 %2）</translation>
    </message>
    <message>
        <source>the board: %1</source>
        <translation>网格：%1</translation>
    </message>
    <message>
        <source>&quot;position&quot; must be a whole number from 0</source>
        <translation>“position”必须是从 0 起的整数</translation>
    </message>
    <message>
        <source>a bookmark has no step or too long a caption</source>
        <translation>有书签没有步数或说明过长</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <source>cannot lock the file</source>
        <translation>无法锁定文件</translation>
    </message>
    <message>
        <source>Could not keep a recovery copy of the board in %1: %2</source>
        <translation>无法在 %1 中保留网格的恢复副本：%2</translation>
    </message>
    <message>
        <source>The recovery file %1 cannot be read: %2</source>
        <translation>无法读取恢复文件 %1：%2</translation>
    </message>
    <message>
        <source>kept trace %1: %2</source>
        <translation>保留的轨迹 %1：%2</translation>
    </message>
    <message>
        <source>&quot;kept&quot; is not a kind of trace kept</source>
        <translation>“kept”不是一种保留的轨迹</translation>
    </message>
</context>
<context>
    <name>gridtrace::BookmarksDock</name>
    <message>
        <source>Bookmarks</source>
        <translation>书签</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>◀</source>
        <comment>previous bookmark</comment>
        <translation>◀</translation>
    </message>
    <message>
        <source>▶</source>
        <comment>next bookmark</comment>
        <translation>▶</translation>
    </message>
    <message>
        <source>A game is being played: it has no steps to mark. The bookmarks are kept and come back with the trace when the game ends.</source>
        <translation>正在进行游戏：没有可加书签的步骤。书签都保留着，游戏结束后随轨迹一起回来。</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>Te&amp;xt…</source>
        <translation>文字(&amp;X)…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
</context>
<context>
    <name>gridtrace::BreakpointTool</name>
    <message>
        <source>Breakpoint</source>
        <translation>断点</translation>
    </message>
</context>
<context>
    <name>gridtrace::BreakpointsDock</name>
    <message>
        <source>Step kind: %1</source>
        <translation>步骤类型：%1</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>Cell %1 changes</source>
        <translation>格子 %1 发生变化</translation>
    </message>
    <message>
        <source>Cell %1 becomes %2</source>
        <translation>格子 %1 变为%2</translation>
    </message>
    <message>
        <source>Breakpoints</source>
        <translation>断点</translation>
    </message>
    <message>
        <source>A kind of step to stop after, every time the trace takes one</source>
        <translation>每当轨迹执行这类步骤后就停止</translation>
    </message>
    <message>
        <source>Add a breakpoint on this kind of step</source>
        <translation>在这类步骤上添加断点</translation>
    </message>
    <message>
        <source>Remove every breakpoint</source>
        <translation>移除所有断点</translation>
    </message>
    <message>
        <source>Uncheck to keep the breakpoint without stopping at it</source>
        <translation>取消勾选可保留断点但不在此停止</translation>
    </message>
    <message>
        <source>Remove this breakpoint</source>
        <translation>移除此断点</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>St&amp;op after:</source>
        <translation>在此后停止(&amp;O)：</translation>
    </message>
    <message>
        <source>A game is being played: it has no trace to stop in. The breakpoints are kept for the trace that comes back when the game ends.</source>
        <translation>正在进行一局游戏：它没有可以停下的轨迹。断点会保留给游戏结束后回来的轨迹。</translation>
    </message>
    <message>
        <source>Remove Ever&amp;y</source>
        <translation>全部移除(&amp;Y)</translation>
    </message>
    <message>
        <source>Add (&amp;B)</source>
        <comment>every letter of Add is taken: B for Breakpoint</comment>
        <translation>添加(&amp;B)</translation>
    </message>
</context>
<context>
    <name>gridtrace::CaptionDialog</name>
    <message>
        <source>Caption of Step %1</source>
        <translation>第 %1 步的说明</translation>
    </message>
    <message>
        <source>%1 of at most %2 characters</source>
        <translation>%1 个字符，最多 %2 个</translation>
    </message>
    <message>
        <source>The caption is %1 characters long; at most %2 are allowed.</source>
        <translation>说明长 %1 个字符；最多允许 %2 个。</translation>
    </message>
    <message>
        <source>&amp;What to say at this step (plain text, any language; Ctrl+Enter to finish):</source>
        <translation>这一步要说的话(&amp;W)（纯文本，任何语言；按 Ctrl+Enter 完成）：</translation>
    </message>
</context>
<context>
    <name>gridtrace::ComparePane</name>
    <message>
        <source>It cannot run here: %1</source>
        <translation>它无法在这里运行：%1</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>No other algorithm answers the same question.</source>
        <translation>没有别的算法回答同一个问题。</translation>
    </message>
    <message>
        <source>Its last step, %1, shown as the trace at the left has ended at step %2.</source>
        <translation>显示它的最后一步 %1，因为左边的轨迹已在第 %2 步结束。</translation>
    </message>
    <message>
        <source>No link.</source>
        <translation>不能相连。</translation>
    </message>
    <message>
        <source>The algorithm run on the same board, shown at the same step</source>
        <translation>在同一棋盘上运行、显示在同一步的算法</translation>
    </message>
    <message>
        <source>Run this algorithm on the board at the left and the one from there here</source>
        <translation>在左边的棋盘上运行这个算法，把那边的算法放到这里</translation>
    </message>
    <message>
        <source>Linked with %1 and %2.</source>
        <translation>连上了：%1，%2。</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n 次转弯</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A path of %n move(s) costing %1; %2.</source>
        <translation>
            <numerusform>一条 %n 步的路径，代价 %1；%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) expanded</source>
        <translation>
            <numerusform>扩展了 %n 个格子</numerusform>
        </translation>
    </message>
    <message>
        <source>No path; %1.</source>
        <translation>没有路径；%1。</translation>
    </message>
    <message numerus="yes">
        <source>Finished at step %1, %n step(s) ago.</source>
        <translation>
            <numerusform>已在第 %1 步结束，%n 个步骤之前。</numerusform>
        </translation>
    </message>
    <message>
        <source>Be&amp;side it:</source>
        <translation>旁边(&amp;S)：</translation>
    </message>
    <message>
        <source>S&amp;wap</source>
        <translation>交换(&amp;W)</translation>
    </message>
</context>
<context>
    <name>gridtrace::DrawTool</name>
    <message>
        <source>Draw</source>
        <translation>绘制</translation>
    </message>
</context>
<context>
    <name>gridtrace::DuelPlayController</name>
    <message>
        <source>Human</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>Program: %1</source>
        <translation>程序：%1</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>没有对局</translation>
    </message>
    <message>
        <source>Paused: P resumes</source>
        <translation>已暂停：按 P 继续</translation>
    </message>
    <message>
        <source>WASD or arrows</source>
        <translation>WASD 或方向键</translation>
    </message>
    <message>
        <source>WASD</source>
        <translation>WASD</translation>
    </message>
    <message>
        <source>arrows</source>
        <translation>方向键</translation>
    </message>
    <message>
        <source>A (%1)</source>
        <translation>A（%1）</translation>
    </message>
    <message>
        <source>B (%1)</source>
        <translation>B（%1）</translation>
    </message>
    <message>
        <source>Waiting for %1 to press a first direction</source>
        <translation>等待 %1 按下第一个方向</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和 </translation>
    </message>
    <message>
        <source>A (%1 thinking)</source>
        <translation>A（%1 思考中）</translation>
    </message>
    <message>
        <source>B (%1 thinking)</source>
        <translation>B（%1 思考中）</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 回合</translation>
    </message>
    <message>
        <source>Round %1: waiting for %2</source>
        <translation>第 %1 回合：等待 %2</translation>
    </message>
    <message>
        <source>Last game, before the change of player: %1</source>
        <translation>上一局（更换玩家之前）：%1</translation>
    </message>
</context>
<context>
    <name>gridtrace::DuelPlayPanel</name>
    <message>
        <source>Start again on the map of the next seed</source>
        <translation>在下一个种子的地图上重新开始</translation>
    </message>
    <message>
        <source>Save the finished game as the platform records it (JSON)</source>
        <translation>按平台的记录格式保存已结束的对局（JSON）</translation>
    </message>
    <message>
        <source>Who plays this snake: a person at the keyboard, a built-in bot or a program; a change takes over from the coming round</source>
        <translation>谁来操纵这条蛇：键盘前的人、内置机器人或程序；更换从下一回合起生效</translation>
    </message>
    <message>
        <source>Program…</source>
        <translation>程序…</translation>
    </message>
    <message>
        <source>Rounds a second; at the left end a round is played as soon as everyone has chosen</source>
        <translation>每秒回合数；拖到最左端时，所有人都选好后立即进行一回合</translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation>逐回合</translation>
    </message>
    <message>
        <source>Round: %1</source>
        <translation>回合：%1</translation>
    </message>
    <message>
        <source>Length A: %1, B: %2</source>
        <translation>长度 A：%1，B：%2</translation>
    </message>
    <message>
        <source>Keys: A: WASD, B: arrows; P pauses</source>
        <translation>按键：A 用 WASD，B 用方向键；P 暂停</translation>
    </message>
    <message>
        <source>Keys: you play A: WASD or arrows; P pauses</source>
        <translation>按键：你操纵 A，用 WASD 或方向键；P 暂停</translation>
    </message>
    <message>
        <source>Keys: you play B: WASD or arrows; P pauses</source>
        <translation>按键：你操纵 B，用 WASD 或方向键；P 暂停</translation>
    </message>
    <message>
        <source>Keys: bots only; P pauses</source>
        <translation>按键：只有机器人对战；P 暂停</translation>
    </message>
    <message>
        <source>Program for Snake A</source>
        <translation>蛇 A 的程序</translation>
    </message>
    <message>
        <source>Program for Snake B</source>
        <translation>蛇 B 的程序</translation>
    </message>
    <message>
        <source>Command line of a bot program. It is started once per move, reads the platform&apos;s input on its standard input (and in input.txt) and prints a direction: 0 up, 1 right, 2 down, 3 left.</source>
        <translation>机器人程序的命令行。它每步启动一次，从标准输入（以及 input.txt）读取平台的输入，并输出一个方向：0 上、1 右、2 下、3 左。</translation>
    </message>
    <message>
        <source>Choose a Player</source>
        <translation>选择玩家</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be played.</source>
        <translation>无法让“%1”参加对局。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Save the Duel Record</source>
        <translation>保存对战记录</translation>
    </message>
    <message>
        <source>Duel records (*.json)</source>
        <translation>对战记录 (*.json)</translation>
    </message>
    <message>
        <source>New ga&amp;me</source>
        <translation>新对局(&amp;M)</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)/s</source>
        <translation>
            <numerusform>每秒 %n 回合</numerusform>
        </translation>
    </message>
    <message>
        <source>Pla&amp;yer A:</source>
        <translation>玩家 A(&amp;Y)：</translation>
    </message>
    <message>
        <source>Player &amp;B:</source>
        <translation>玩家 B(&amp;B)：</translation>
    </message>
    <message>
        <source>P&amp;ace:</source>
        <translation>节奏(&amp;A)：</translation>
    </message>
    <message>
        <source>Save Recor&amp;d…</source>
        <translation>保存记录(&amp;D)…</translation>
    </message>
    <message>
        <source>Re&amp;sume</source>
        <translation>继续(&amp;S)</translation>
    </message>
    <message>
        <source>Pau&amp;se</source>
        <translation>暂停(&amp;S)</translation>
    </message>
</context>
<context>
    <name>gridtrace::DuelTournamentDialog</name>
    <message>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Snake A</source>
        <translation>蛇 A</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>胜者</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>回合数</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>结束方式</translation>
    </message>
    <message>
        <source>%1 (bot A)</source>
        <translation>%1（机器人 A）</translation>
    </message>
    <message>
        <source>%1 (bot B)</source>
        <translation>%1（机器人 B）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 lost: %2</source>
        <translation>%1 输了：%2</translation>
    </message>
    <message>
        <source>both lost: %1, %2; %3, %4</source>
        <translation>双方都输了：%1，%2；%3，%4</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Choose a Bot Program</source>
        <translation>选择机器人程序</translation>
    </message>
    <message>
        <source>There is no game %1.</source>
        <translation>没有第 %1 局。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>duel-game-%1-seed-%2.json</source>
        <translation>duel-game-%1-seed-%2.json</translation>
    </message>
    <message>
        <source>Save Duel Record</source>
        <translation>保存对战记录</translation>
    </message>
    <message>
        <source>Duel records (*.json);;All files (*)</source>
        <translation>对战记录 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose two bots and the games, then start. The bots change sides every game.</source>
        <translation>选择两个机器人和对局数，然后开始。每局双方交换位置。</translation>
    </message>
    <message>
        <source>Stopping after the current move…</source>
        <translation>将在当前这一步之后停止…</translation>
    </message>
    <message>
        <source>Duel Tournament</source>
        <translation>对战锦标赛</translation>
    </message>
    <message>
        <source>Bot &amp;A:</source>
        <translation>机器人 A(&amp;A)：</translation>
    </message>
    <message>
        <source>Bot &amp;B:</source>
        <translation>机器人 B(&amp;B)：</translation>
    </message>
    <message>
        <source>Program…</source>
        <translation>程序…</translation>
    </message>
    <message>
        <source>Command line of the program, e.g. python3 bot.py</source>
        <translation>程序的命令行，例如 python3 bot.py</translation>
    </message>
    <message>
        <source>Run once per move in a directory of its own: the input is in input.txt and on standard input; the first word printed is the direction 0 to 3.</source>
        <translation>每步在自己的目录中运行一次：输入在 input.txt 和标准输入中；输出的第一个词是 0 到 3 的方向。</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose the program</source>
        <translation>选择程序</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>对局数(&amp;G)：</translation>
    </message>
    <message>
        <source>Game i is played on the map of this seed plus i</source>
        <translation>第 i 局在这个种子加 i 的地图上进行</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>时间限制(&amp;T)：</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Milliseconds a program has for each move, its start-up included</source>
        <translation>程序每步可用的毫秒数，包括启动时间</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>重放(&amp;R)</translation>
    </message>
    <message>
        <source>Show the selected game as a trace</source>
        <translation>把所选对局显示为轨迹</translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>关闭(&amp;O)</translation>
    </message>
    <message>
        <source>Bot A
ms per move</source>
        <translation>机器人 A
每步毫秒数</translation>
    </message>
    <message>
        <source>Bot B
ms per move</source>
        <translation>机器人 B
每步毫秒数</translation>
    </message>
    <message>
        <source>&amp;First seed:</source>
        <translation>第一个种子(&amp;F)：</translation>
    </message>
    <message>
        <source>Sto&amp;p</source>
        <translation>停止(&amp;P)</translation>
    </message>
    <message>
        <source>Save Re&amp;cord…</source>
        <translation>保存记录(&amp;C)…</translation>
    </message>
    <message numerus="yes">
        <source>both still alive after %n round(s)</source>
        <translation>
            <numerusform>%n 回合后双方都还活着</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing %n game(s)…</source>
        <translation>
            <numerusform>正在进行 %n 局…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1 of %n game(s).</source>
        <translation>
            <numerusform>在 %n 局中的第 %1 局后停止。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%v / %n game(s)</source>
        <translation>
            <numerusform>%v / %n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Played %n game(s). Double-click a game to replay it.</source>
        <translation>
            <numerusform>已进行 %n 局。双击一局即可重放。</numerusform>
        </translation>
    </message>
    <message>
        <source>Bot A (%1) won&#xa0;%2, bot B (%3) won&#xa0;%4, %5&#xa0;drawn. Lost by a bot&apos;s fault: A&#xa0;%6, B&#xa0;%7. ms per move: A&#xa0;%8, B&#xa0;%9.</source>
        <translation>机器人 A（%1）赢&#xa0;%2 局，机器人 B（%3）赢&#xa0;%4 局，平&#xa0;%5 局。因机器人出错而输：A&#xa0;%6 局，B&#xa0;%7 局。每步毫秒数：A&#xa0;%8，B&#xa0;%9。</translation>
    </message>
</context>
<context>
    <name>gridtrace::ExportDialog</name>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Animated GIF</source>
        <translation>GIF 动画</translation>
    </message>
    <message>
        <source>PNG picture of one step</source>
        <translation>一步的 PNG 图片</translation>
    </message>
    <message>
        <source>PNG pictures, one a step, in a folder</source>
        <translation>PNG 图片，每步一张，放在一个文件夹中</translation>
    </message>
    <message>
        <source>SVG drawing of one step</source>
        <translation>一步的 SVG 矢量图</translation>
    </message>
    <message>
        <source>PDF handout</source>
        <translation>PDF 讲义</translation>
    </message>
    <message>
        <source>HTML page that replays the trace</source>
        <translation>回放轨迹的 HTML 页面</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>步：</translation>
    </message>
    <message>
        <source>The whole trace, with its bookmarks and captions</source>
        <translation>整条轨迹，连同书签和说明</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source> steps a second</source>
        <translation> 步/秒</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>美国信纸</translation>
    </message>
    <message>
        <source>Step %1: %2 x %3 pixels</source>
        <translation>第 %1 步：%2 x %3 像素</translation>
    </message>
    <message>
        <source>Export an Animated GIF</source>
        <translation>导出 GIF 动画</translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation>GIF 动画 (*.gif)</translation>
    </message>
    <message>
        <source>Export a PNG Picture</source>
        <translation>导出 PNG 图片</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>A Folder for the PNG Pictures</source>
        <translation>存放 PNG 图片的文件夹</translation>
    </message>
    <message>
        <source>Export an SVG Drawing</source>
        <translation>导出 SVG 矢量图</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Export a PDF Handout</source>
        <translation>导出 PDF 讲义</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export an HTML Page</source>
        <translation>导出 HTML 页面</translation>
    </message>
    <message>
        <source>HTML pages (*.html)</source>
        <translation>HTML 页面 (*.html)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>已导出到 %1。</translation>
    </message>
    <message>
        <source>The export was cancelled; no file was written.</source>
        <translation>导出已取消；没有写入文件。</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bookmark(s)</source>
        <translation>
            <numerusform>%n 个书签</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n 帧</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the start</source>
        <comment>one frame: the start</comment>
        <translation>%1：起始画面</translation>
    </message>
    <message>
        <source>%1: the start and %2</source>
        <comment>frames: the start and steps</comment>
        <translation>%1：起始画面和 %2</translation>
    </message>
    <message>
        <source>%1 x %2 pixels</source>
        <translation>%1 x %2 像素</translation>
    </message>
    <message>
        <source>%1; %2, %3 s</source>
        <comment>frames; pixels, seconds</comment>
        <translation>%1；%2，%3 秒</translation>
    </message>
    <message>
        <source>%1; a picture each, %2</source>
        <comment>frames; pixels</comment>
        <translation>%1；每帧一张图片，%2</translation>
    </message>
    <message>
        <source>%1; on %2</source>
        <comment>frames; on pages</comment>
        <translation>%1；共 %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>frames; bookmarks</comment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>The step on &amp;screen (%1)</source>
        <translation>屏幕上的这一步(&amp;S)（%1）</translation>
    </message>
    <message>
        <source>F&amp;rom</source>
        <translation>从(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>到(&amp;T)</translation>
    </message>
    <message>
        <source>e&amp;very</source>
        <translation>每隔(&amp;V)</translation>
    </message>
    <message>
        <source>The &amp;bookmarked steps (%1)</source>
        <translation>加了书签的步骤(&amp;B)（%1）</translation>
    </message>
    <message>
        <source>&amp;Cell size:</source>
        <translation>格子尺寸(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;A caption bar under the board (the step and the caption in force)</source>
        <translation>网格下方的说明栏(&amp;A)（步骤和当时生效的说明）</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>速度(&amp;D)：</translation>
    </message>
    <message>
        <source>Steps a pa&amp;ge:</source>
        <translation>每页步数(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Page size:</source>
        <translation>纸张尺寸(&amp;P)：</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>标题(&amp;I)：</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>取消(&amp;N)</translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>关闭(&amp;O)</translation>
    </message>
    <message>
        <source>St&amp;ep</source>
        <translation>步骤(&amp;E)</translation>
    </message>
    <message>
        <source>The GIF would have %1 frames; an export holds at most %2. Choose fewer steps.</source>
        <translation>GIF 将有 %1 帧；一次导出最多 %2 帧。请选择更少的步骤。</translation>
    </message>
    <message>
        <source>The picture would be %1 x %2 pixels; an export is at most %3 x %3.</source>
        <translation>图片将为 %1 x %2 像素；一次导出最大为 %3 x %3。</translation>
    </message>
    <message>
        <source>%1 Choose a cell size of at most %2 px here.</source>
        <comment>too large; the largest cell size that fits</comment>
        <translation>%1 这里请选择不超过 %2 像素的格子尺寸。</translation>
    </message>
    <message>
        <source>%1 Turn the caption bar off.</source>
        <comment>too large even with cells of 1 px</comment>
        <translation>%1 请关闭说明栏。</translation>
    </message>
    <message>
        <source>The board has %1 cells; an SVG is made of boards of at most %2 cells. Export a PNG picture instead.</source>
        <translation>网格有 %1 个格子；SVG 只能由最多 %2 个格子的网格生成。请改为导出 PNG 图片。</translation>
    </message>
    <message>
        <source>The trace has %1 changes; an HTML page holds at most %2. Export a shorter run, or a GIF or PDF of chosen steps.</source>
        <translation>轨迹有 %1 处变化；一个 HTML 页面最多容纳 %2 处。请导出更短的运行，或所选步骤的 GIF 或 PDF。</translation>
    </message>
    <message>
        <source>The board is too large to preview.</source>
        <translation>网格太大，无法预览。</translation>
    </message>
    <message>
        <source>%1 Choose a smaller cell size.</source>
        <comment>too large</comment>
        <translation>%1 请选择更小的格子尺寸。</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>主题(&amp;H)：</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>%1; 1 picture, %2</source>
        <comment>one frame; pixels</comment>
        <translation>%1；1 张图片，%2</translation>
    </message>
    <message>
        <source>Folder (a new name makes it):</source>
        <translation>文件夹（输入新名称即新建）：</translation>
    </message>
    <message>
        <source>Replace the Pictures?</source>
        <translation>替换这些图片吗？</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n picture(s) of the steps of an earlier export (step-0.png, step-1.png, …).</source>
        <translation>
            <numerusform>%1 里有 %n 张以前导出的步骤图片（step-0.png、step-1.png…）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The export replaces them; other files in the folder stay.</source>
        <translation>导出会替换它们；文件夹里的其他文件保持不变。</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
</context>
<context>
    <name>gridtrace::GridView</name>
    <message>
        <source>S</source>
        <comment>the start cell, one letter</comment>
        <translation>起</translation>
    </message>
    <message>
        <source>G</source>
        <comment>the goal cell, one letter</comment>
        <translation>终</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>网格</translation>
    </message>
</context>
<context>
    <name>gridtrace::InspectorDock</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>…… 还有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Column of the cell</source>
        <translation>格子所在的列</translation>
    </message>
    <message>
        <source>Row of the cell</source>
        <translation>格子所在的行</translation>
    </message>
    <message>
        <source>g: the cost of the best way found from the start (from the goal for cells opened by the goal&apos;s search)</source>
        <translation>g：目前从起点到此找到的最佳代价（由终点侧搜索加入的格子则为从终点出发）</translation>
    </message>
    <message>
        <source>h: the heuristic&apos;s estimate of the cost still to go</source>
        <translation>h：启发函数对剩余代价的估计</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>g</source>
        <translation>g</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>f</source>
        <translation>f</translation>
    </message>
    <message>
        <source>Position in the sequence; for a stack, 1 is the top</source>
        <translation>在序列中的位置；对于栈，1 为栈顶</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Cells on the open list: %1</source>
        <translation>开放列表中的格子数：%1</translation>
    </message>
    <message>
        <source>This trace has no sequences.</source>
        <translation>此轨迹没有序列。</translation>
    </message>
    <message>
        <source>Length: %1</source>
        <translation>长度：%1</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>检查器</translation>
    </message>
    <message>
        <source>Open list</source>
        <translation>开放列表</translation>
    </message>
    <message>
        <source>The cells waiting to be expanded, in the order a best-first search takes them</source>
        <translation>等待扩展的格子，按最佳优先搜索取出的顺序排列</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>序列</translation>
    </message>
    <message>
        <source>The trace&apos;s sequences of cells: the path, the depth-first stack</source>
        <translation>轨迹中的格子序列：路径、深度优先搜索的栈</translation>
    </message>
    <message>
        <source>Cells in the queue: %1</source>
        <translation>队列中的格子：%1</translation>
    </message>
    <message>
        <source>Cells on the stack: %1</source>
        <translation>栈中的格子：%1</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>队列</translation>
    </message>
    <message>
        <source>The cells waiting in the breadth-first queue, nearest the start first</source>
        <translation>在广度优先队列中等待的格子，离起点近的在前</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>栈</translation>
    </message>
    <message>
        <source>The cells on the depth-first stack, its top first</source>
        <translation>深度优先栈中的格子，栈顶在前</translation>
    </message>
    <message>
        <source>Se&amp;quence:</source>
        <translation>序列(&amp;Q)：</translation>
    </message>
    <message>
        <source>A game is being played: it keeps no open list or sequences to inspect. Those of the trace come back when the game ends.</source>
        <translation>正在进行一局游戏：它没有可查看的开放列表或序列。游戏结束后，轨迹的这些内容会回来。</translation>
    </message>
    <message>
        <source>f = g + w·h: A* expands the open list in increasing f, ties as its tie-breaking rule says</source>
        <translation>f = g + w·h：A* 按 f 从小到大扩展开放列表，f 相同时按它的平局决胜规则</translation>
    </message>
    <message>
        <source>Cells on the open list: %1, lowest %2 first</source>
        <translation>开放列表中的格子数：%1，%2 最小的在前</translation>
    </message>
</context>
<context>
    <name>gridtrace::LegendDock</name>
    <message>
        <source>Wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <source>A blocked cell: nothing enters it</source>
        <translation>被阻挡的格子：无法进入</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>Where the search starts</source>
        <translation>搜索开始的位置</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>终点</translation>
    </message>
    <message>
        <source>The cell the search is looking for</source>
        <translation>搜索要寻找的格子</translation>
    </message>
    <message>
        <source>Terrain 1–9</source>
        <translation>地形 1–9</translation>
    </message>
    <message>
        <source>The cost of entering a cell: 1 (left) to 9 (right)</source>
        <translation>进入格子的代价：1（左）到 9（右）</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>First tile</source>
        <translation>第一个图块</translation>
    </message>
    <message>
        <source>The tile picked first: the link is looked for from it</source>
        <translation>先选的图块：从它出发寻找连线</translation>
    </message>
    <message>
        <source>Second tile</source>
        <translation>第二个图块</translation>
    </message>
    <message>
        <source>The tile to link with the first</source>
        <translation>要与第一个图块相连的图块</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>图块</translation>
    </message>
    <message>
        <source>A numbered tile; the solver&apos;s moves slide tiles into the blank</source>
        <translation>一个带编号的图块；求解器的每一步把图块滑入空格</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>The empty square: a tile next to it slides into it</source>
        <translation>空着的格子：与它相邻的图块可以滑入</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation>撞毁</translation>
    </message>
    <message>
        <source>A snake&apos;s head that ran into a wall or a body: its game is over</source>
        <translation>撞到墙或蛇身的蛇头：这条蛇的游戏结束了</translation>
    </message>
</context>
<context>
    <name>gridtrace::LengthHistogram</name>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Final length</source>
        <translation>最终长度</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a range of lengths</comment>
        <translation>%1–%2</translation>
    </message>
</context>
<context>
    <name>gridtrace::LinkComparisonDialog</name>
    <message>
        <source>no link</source>
        <translation>不能相连</translation>
    </message>
    <message>
        <source>neither links</source>
        <translation>都不能相连</translation>
    </message>
    <message>
        <source>the same path</source>
        <translation>同一条路径</translation>
    </message>
    <message>
        <source>another path, as good</source>
        <translation>另一条同样好的路径</translation>
    </message>
    <message>
        <source>more turns</source>
        <translation>转弯更多</translation>
    </message>
    <message>
        <source>as many turns, longer</source>
        <translation>转弯一样多，更长</translation>
    </message>
    <message>
        <source>one links and the other does not</source>
        <translation>一个能相连，另一个不能</translation>
    </message>
    <message>
        <source>%1; the post&apos;s code never returns</source>
        <translation>%1；原文的代码永不返回</translation>
    </message>
    <message>
        <source>The Two Link Searches on This Board</source>
        <translation>这个棋盘上的两种连线搜索</translation>
    </message>
    <message>
        <source>First tile</source>
        <translation>第一个图块</translation>
    </message>
    <message>
        <source>Second tile</source>
        <translation>第二个图块</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <source>Fewest turns</source>
        <translation>转弯最少</translation>
    </message>
    <message>
        <source>The post&apos;s search</source>
        <translation>原文的搜索</translation>
    </message>
    <message>
        <source>Cells pushed</source>
        <translation>压入的格子</translation>
    </message>
    <message>
        <source>What differs</source>
        <translation>不同之处</translation>
    </message>
    <message>
        <source>Link this pair on the board with the post&apos;s search, the fewest-turn search beside it</source>
        <translation>在棋盘上用原文的搜索连接这一对，旁边是转弯最少的搜索</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n 次转弯</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>Every pair of tiles of one kind, linked from its first tile (in reading order) by the post&apos;s depth-first search and by the search for the fewest turns.</source>
        <translation>每一对同种图块，从其第一个图块（按阅读顺序）出发，分别用原文的深度优先搜索和转弯最少的搜索连接。</translation>
    </message>
    <message numerus="yes">
        <source>Of %n pair(s) of tiles, the fewest-turn search links none.</source>
        <translation>
            <numerusform>在 %n 对图块中，转弯最少的搜索一对也连不上。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of %n pair(s) of tiles, the fewest-turn search links %1.</source>
        <translation>
            <numerusform>在 %n 对图块中，转弯最少的搜索能连上 %1 对。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The post&apos;s search takes the same path on %n of them.</source>
        <translation>
            <numerusform>原文的搜索在其中 %n 对上给出同一条路径。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n of them it takes another path, as good.</source>
        <translation>
            <numerusform>在其中 %n 对上它给出另一条同样好的路径。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n of them it turns more.</source>
        <translation>
            <numerusform>在其中 %n 对上它转弯更多。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n of them it takes a longer path with as many turns.</source>
        <translation>
            <numerusform>在其中 %n 对上它转弯一样多但路径更长。</numerusform>
        </translation>
    </message>
    <message>
        <source>The post&apos;s own code returns on every pair.</source>
        <translation>原文自己的代码在每一对上都会返回。</translation>
    </message>
    <message numerus="yes">
        <source>The post&apos;s own code would never return on %n pair(s).</source>
        <translation>
            <numerusform>原文自己的代码在 %n 对上永不返回。</numerusform>
        </translation>
    </message>
    <message>
        <source>Neither search misses a link the other finds.</source>
        <translation>两种搜索都没有漏掉对方找到的连线。</translation>
    </message>
    <message numerus="yes">
        <source>On %n pair(s) one search links and the other does not.</source>
        <translation>
            <numerusform>在 %n 对上一种搜索能连上而另一种不能。</numerusform>
        </translation>
    </message>
    <message>
        <source>The two searches agree on every pair: each takes the same path, or neither links.</source>
        <translation>两种搜索在每一对上都一致：走同一条路径，或都连不上。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences in a row</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>&amp;Only the pairs where they differ</source>
        <translation>只显示两者不同的对(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Show Side by Side</source>
        <translation>并排显示(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
</context>
<context>
    <name>gridtrace::LinkPlayController</name>
    <message>
        <source>the board is empty</source>
        <translation>棋盘是空的</translation>
    </message>
    <message>
        <source>No game: choose a size and press New game</source>
        <translation>没有游戏：选择尺寸后按“新游戏”</translation>
    </message>
    <message numerus="yes">
        <source>Cleared in %n move(s)! Score %1</source>
        <translation>
            <numerusform>用 %n 步消除干净！得分 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a tile, then another of its kind to link them</source>
        <translation>点击一个图块，再点击一个同种图块把它们连起来</translation>
    </message>
    <message>
        <source>Now click another tile of kind %1</source>
        <translation>现在点击另一个种类 %1 的图块</translation>
    </message>
    <message>
        <source>Unselected: click a tile</source>
        <translation>已取消选择：请点击一个图块</translation>
    </message>
    <message numerus="yes">
        <source>Linked with %n turn(s)</source>
        <translation>
            <numerusform>%n 次转弯相连</numerusform>
        </translation>
    </message>
    <message>
        <source>These two do not link: every path between them needs more than two turns or crosses a tile. The second is selected now</source>
        <translation>这两个不能相连：它们之间的每条路径都要转两次以上的弯或穿过图块。现在选中了第二个</translation>
    </message>
    <message>
        <source>A tile of another kind: it is selected now; link tiles of one kind</source>
        <translation>这是另一种图块：现在选中了它；只能连接同种图块</translation>
    </message>
    <message numerus="yes">
        <source>Hint: the two highlighted tiles link (-%n point(s))</source>
        <translation>
            <numerusform>提示：两个高亮的图块可以相连（-%n 分）</numerusform>
        </translation>
    </message>
    <message>
        <source>No pair links</source>
        <translation>没有可以相连的一对</translation>
    </message>
    <message numerus="yes">
        <source>Shuffled (-%n point(s))</source>
        <translation>
            <numerusform>已洗牌（-%n 分）</numerusform>
        </translation>
    </message>
    <message>
        <source>No pair links, and the tiles could not be dealt afresh so that one does</source>
        <translation>没有可以相连的一对，而且无法重新发牌使之出现</translation>
    </message>
    <message>
        <source>No pair could be linked: the tiles were shuffled</source>
        <translation>没有可以相连的一对：已自动洗牌</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>已撤销</translation>
    </message>
    <message>
        <source>Picked tile</source>
        <translation>选中的图块</translation>
    </message>
    <message>
        <source>The tile you picked: click another of its kind to link them</source>
        <translation>你选中的图块：再点击一个同种图块即可将它们相连</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>A pair that links, as the hint shows it</source>
        <translation>一对可以相连的图块，如提示所示</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>连线</translation>
    </message>
    <message>
        <source>The path that joined the last pair, for a moment</source>
        <translation>上一对相连时经过的路径，短暂显示</translation>
    </message>
    <message>
        <source>Paused: Resume or P to go on</source>
        <translation>已暂停：按“继续”或 P 继续</translation>
    </message>
</context>
<context>
    <name>gridtrace::LinkPlayPanel</name>
    <message>
        <source>next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>The seed &quot;%1&quot; is not a whole number from 0 up; leave it empty for the next seed.</source>
        <translation>种子“%1”不是自然数；留空则使用下一个种子。</translation>
    </message>
    <message>
        <source>No game: %1</source>
        <translation>没有游戏：%1</translation>
    </message>
    <message>
        <source>Tiles across</source>
        <translation>横向图块数</translation>
    </message>
    <message>
        <source>Tiles down</source>
        <translation>纵向图块数</translation>
    </message>
    <message>
        <source>How many kinds of tile the board holds, each an even number of times</source>
        <translation>棋盘上有多少种图块，每种出现偶数次</translation>
    </message>
    <message>
        <source>The same seed gives the same board; empty for the seed after the last game&apos;s</source>
        <translation>同一种子给出同一棋盘；留空则用上一局的下一个种子</translation>
    </message>
    <message>
        <source>A board that can be cleared, of the size, kinds and seed above</source>
        <translation>按上面的尺寸、种类和种子生成一个可以消除干净的棋盘</translation>
    </message>
    <message numerus="yes">
        <source>Show a pair that links (costs %n point(s))</source>
        <translation>
            <numerusform>显示一对可以相连的图块（扣 %n 分）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal the tiles afresh on their cells, so the board can still be cleared (costs %n point(s))</source>
        <translation>
            <numerusform>在原有格子上重新发牌，棋盘仍可消除干净（扣 %n 分）</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>得分：%1</translation>
    </message>
    <message>
        <source>Pairs left: %1</source>
        <translation>剩余对数：%1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>时间：%1</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>尺寸(&amp;Z)：</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>提示(&amp;I)</translation>
    </message>
    <message>
        <source>Ki&amp;nds:</source>
        <translation>种类(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S)：</translation>
    </message>
    <message>
        <source>Shuffle &amp;Board</source>
        <translation>洗牌(&amp;B)</translation>
    </message>
    <message>
        <source>Un&amp;do</source>
        <translation>撤销(&amp;D)</translation>
    </message>
    <message>
        <source>Put back the last pair removed, or undo the last shuffle (Ctrl+Z)</source>
        <translation>放回上一对消除的图块，或撤销上一次洗牌（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Go on with the game (P)</source>
        <translation>继续游戏（P）</translation>
    </message>
    <message>
        <source>Stop the clock; the board takes no clicks until the game goes on (P)</source>
        <translation>停止计时；游戏继续之前棋盘不接受点击（P）</translation>
    </message>
    <message>
        <source>Ne&amp;w game</source>
        <translation>新游戏(&amp;W)</translation>
    </message>
    <message>
        <source>Resu&amp;me</source>
        <translation>继续(&amp;M)</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>暂停(&amp;A)</translation>
    </message>
</context>
<context>
    <name>gridtrace::LogDock</name>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Remove every message from the log</source>
        <translation>清除日志中的所有消息</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>清空(&amp;C)</translation>
    </message>
</context>
<context>
    <name>gridtrace::MainWindow</name>
    <message>
        <source>About GridTrace</source>
        <translation>关于 GridTrace</translation>
    </message>
    <message>
        <source>&lt;b&gt;GridTrace %1&lt;/b&gt;&lt;p&gt;A visual debugger and teaching tool for grid algorithms: every step of a search, forwards and backwards.&lt;/p&gt;</source>
        <translation>&lt;b&gt;GridTrace %1&lt;/b&gt;&lt;p&gt;网格算法的可视化调试与教学工具：搜索的每一步，都能前进和后退。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cell (%1, %2)</source>
        <translation>格子 (%1, %2)</translation>
    </message>
    <message>
        <source>%1 px per cell</source>
        <translation>每格 %1 像素</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <source>Stopped at a breakpoint after step %1.</source>
        <translation>在第 %1 步后的断点处停止。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open Scenario or Board…</source>
        <translation>打开场景或网格(&amp;O)…</translation>
    </message>
    <message>
        <source>Open Moving AI &amp;Map…</source>
        <translation>打开 Moving AI 地图(&amp;M)…</translation>
    </message>
    <message>
        <source>Open &amp;Trace…</source>
        <translation>打开轨迹(&amp;T)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Save Tra&amp;ce…</source>
        <translation>保存轨迹(&amp;C)…</translation>
    </message>
    <message>
        <source>As &amp;PNG Image…</source>
        <translation>PNG 图片(&amp;P)…</translation>
    </message>
    <message>
        <source>As &amp;SVG Drawing…</source>
        <translation>SVG 矢量图(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Draw on the Board</source>
        <translation>在网格上绘制(&amp;D)</translation>
    </message>
    <message>
        <source>Left button draws with the brush, right button erases; drag the start or goal to move it</source>
        <translation>左键用画笔绘制，右键擦除；拖动起点或终点可移动它</translation>
    </message>
    <message>
        <source>Click a cell to stop playback when that cell changes</source>
        <translation>点击一个格子，播放到该格子变化时停止</translation>
    </message>
    <message>
        <source>&amp;Brush</source>
        <translation>画笔(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Wall</source>
        <translation>墙(&amp;W)</translation>
    </message>
    <message>
        <source>Weight &amp;%1</source>
        <translation>权重 &amp;%1</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Clear the Board</source>
        <translation>清空网格(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit the Board</source>
        <translation>适应网格(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Edit History</source>
        <translation>编辑历史</translation>
    </message>
    <message>
        <source>&lt;the board as opened&gt;</source>
        <translation>&lt;打开时的网格&gt;</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Run Again</source>
        <translation>重新运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel the Run</source>
        <translation>取消运行(&amp;C)</translation>
    </message>
    <message>
        <source>Re-run &amp;After Every Edit</source>
        <translation>每次编辑后重新运行(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GridTrace</source>
        <translation>关于 GridTrace(&amp;A)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>No translation for &quot;%1&quot; is built in.</source>
        <translation>没有内置“%1”的翻译。</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>The generator made no board.</source>
        <translation>生成器没有生成网格。</translation>
    </message>
    <message>
        <source>Generate: %1</source>
        <translation>生成：%1</translation>
    </message>
    <message>
        <source>Resize the Board</source>
        <translation>调整网格大小</translation>
    </message>
    <message>
        <source>Resize to %1 x %2</source>
        <translation>调整为 %1 x %2</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>清空网格</translation>
    </message>
    <message>
        <source>Open the Example</source>
        <translation>打开示例</translation>
    </message>
    <message>
        <source>Open a Scenario or Board</source>
        <translation>打开场景或网格</translation>
    </message>
    <message>
        <source>Open a Moving AI Map</source>
        <translation>打开 Moving AI 地图</translation>
    </message>
    <message>
        <source>Moving AI maps (*.map);;All files (*)</source>
        <translation>Moving AI 地图 (*.map);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open a Trace</source>
        <translation>打开轨迹</translation>
    </message>
    <message>
        <source>Traces (*.gtrace *.json);;All files (*)</source>
        <translation>轨迹 (*.gtrace *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>已打开 %1。</translation>
    </message>
    <message>
        <source>Save the Scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>场景 (*.json)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Save the Trace</source>
        <translation>保存轨迹</translation>
    </message>
    <message>
        <source>There is no trace yet: run an algorithm first.</source>
        <translation>还没有轨迹：请先运行一个算法。</translation>
    </message>
    <message>
        <source>Binary traces (*.gtrace);;JSON traces (*.gtrace.json *.json)</source>
        <translation>二进制轨迹 (*.gtrace);;JSON 轨迹 (*.gtrace.json *.json)</translation>
    </message>
    <message>
        <source>Saved the trace to %1.</source>
        <translation>轨迹已保存到 %1。</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Random Weighted Terrain</source>
        <translation>随机带权地形</translation>
    </message>
    <message>
        <source>&amp;Play Snake</source>
        <translation>玩贪吃蛇(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>统计(&amp;S)…</translation>
    </message>
    <message>
        <source>Play Snake</source>
        <translation>玩贪吃蛇</translation>
    </message>
    <message>
        <source>Play snake: arrow keys or WASD steer, P pauses; an AI can take over from the panel.</source>
        <translation>玩贪吃蛇：方向键或 WASD 控制方向，P 暂停；可在面板中让 AI 接手。</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>示例(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;A* on a Maze</source>
        <translation>迷宫上的 A*(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Snake Drawn by Hand (seed 000)</source>
        <translation>手绘的蛇（种子 000）(&amp;S)</translation>
    </message>
    <message>
        <source>Draw the &amp;Snake and Food</source>
        <translation>画蛇和食物(&amp;S)</translation>
    </message>
    <message>
        <source>Left button draws the snake from its head, cell by cell, and takes cells back when you go back; right button places or removes the food</source>
        <translation>左键从蛇头开始逐格画蛇，往回拖则收回格子；右键放置或移除食物</translation>
    </message>
    <message>
        <source>Show &amp;Labels (g, h, f; places on a cycle)</source>
        <translation>显示标签（g、h、f；环上序号）(&amp;L)</translation>
    </message>
    <message>
        <source>Show the Hamiltonian &amp;Cycle</source>
        <translation>显示哈密顿环(&amp;C)</translation>
    </message>
    <message>
        <source>Draw a snake&apos;s Hamiltonian cycle as a line with arrows through the cells</source>
        <translation>把蛇的哈密顿环画成一条穿过格子、带箭头的线</translation>
    </message>
    <message>
        <source>&amp;Hamiltonian-Cycle Snake (seed 001)</source>
        <translation>哈密顿环贪吃蛇（种子 001）(&amp;H)</translation>
    </message>
    <message>
        <source>No Hamiltonian Cycle</source>
        <translation>没有哈密顿环</translation>
    </message>
    <message>
        <source>Make It %1 x %2</source>
        <translation>改为 %1 x %2</translation>
    </message>
    <message>
        <source>Keep This Board</source>
        <translation>保留这个棋盘</translation>
    </message>
    <message>
        <source>Resize for a Hamiltonian cycle</source>
        <translation>调整尺寸以容纳哈密顿环</translation>
    </message>
    <message>
        <source>Duel Map</source>
        <translation>对战地图</translation>
    </message>
    <message>
        <source>The board is the duel map of seed %1.</source>
        <translation>棋盘是种子 %1 的对战地图。</translation>
    </message>
    <message>
        <source>&amp;Play a Duel</source>
        <translation>进行对战(&amp;P)</translation>
    </message>
    <message>
        <source>Play the King of Bots snake duel on the board: against a bot, or two people on one keyboard</source>
        <translation>在棋盘上进行 King of Bots 贪吃蛇对战：与机器人对战，或两人共用一个键盘</translation>
    </message>
    <message>
        <source>&amp;Replay the Game Played</source>
        <translation>重放刚才的对局(&amp;R)</translation>
    </message>
    <message>
        <source>Step through the live game&apos;s record as a trace</source>
        <translation>把实时对局的记录作为轨迹逐步查看</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>锦标赛(&amp;T)…</translation>
    </message>
    <message>
        <source>Play many seeded games between two bots, built-in or any program</source>
        <translation>让两个机器人（内置的或任意程序）按种子进行多局对战</translation>
    </message>
    <message>
        <source>&amp;Duel: Alpha-Beta against Flood Fill (seed 002)</source>
        <translation>对战：α-β 对泛洪填充（种子 002）(&amp;D)</translation>
    </message>
    <message>
        <source>Play a Duel</source>
        <translation>进行对战</translation>
    </message>
    <message>
        <source>Play a duel: choose who plays each snake in the panel. One person steers with WASD or the arrow keys; two share the keyboard, WASD for A and the arrows for B. P pauses.</source>
        <translation>进行对战：在面板中选择谁来操纵每条蛇。一个人用 WASD 或方向键操纵；两个人共用键盘，A 用 WASD，B 用方向键。P 暂停。</translation>
    </message>
    <message>
        <source>Open a Duel Record</source>
        <translation>打开对战记录</translation>
    </message>
    <message>
        <source>Scenarios and boards (*.json *.txt *.board);;Moving AI maps (*.map);;Traces (*.gtrace *.json);;Duel records (*.json);;All files (*)</source>
        <translation>场景和棋盘 (*.json *.txt *.board);;Moving AI 地图 (*.map);;轨迹 (*.gtrace *.json);;对战记录 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Lianliankan: a Link round the Board (seed 003)</source>
        <translation>连连看：绕过棋盘的连线（种子 003）(&amp;L)</translation>
    </message>
    <message>
        <source>Lianliankan cleared: score %1 in %2 s.</source>
        <translation>连连看已消除干净：%2 秒，得分 %1。</translation>
    </message>
    <message>
        <source>&amp;Lianliankan</source>
        <translation>连连看(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Play Lianliankan</source>
        <translation>玩连连看(&amp;P)</translation>
    </message>
    <message>
        <source>Play on a generated board that can be cleared: click two tiles of a kind to link them</source>
        <translation>在生成的、可以消除干净的棋盘上玩：点击两个同种图块把它们连起来</translation>
    </message>
    <message>
        <source>Play Lianliankan</source>
        <translation>玩连连看</translation>
    </message>
    <message>
        <source>Play Lianliankan: click a tile, then another of its kind; they go when a path of at most two turns joins them. Hint, shuffle and undo are in the panel.</source>
        <translation>玩连连看：点击一个图块，再点击一个同种图块；当一条至多两次转弯的路径连接它们时，两者一起消除。提示、洗牌和撤销在面板中。</translation>
    </message>
    <message>
        <source>Compare &amp;Side by Side</source>
        <translation>并排比较(&amp;S)</translation>
    </message>
    <message>
        <source>Run another search of the same kind on the same board and show it beside this one, step for step</source>
        <translation>在同一棋盘上运行同类的另一种搜索，并逐步显示在这一个旁边</translation>
    </message>
    <message>
        <source>&amp;Compare the Two Searches on This Board…</source>
        <translation>比较这个棋盘上的两种搜索(&amp;C)…</translation>
    </message>
    <message>
        <source>Every pair of tiles of one kind linked by the post&apos;s search and by the fewest-turn search, with where they differ; a row shows the pair side by side</source>
        <translation>用原文的搜索和转弯最少的搜索连接每一对同种图块，并列出不同之处；选一行可并排显示该对</translation>
    </message>
    <message>
        <source>Compare the Two Searches</source>
        <translation>比较两种搜索</translation>
    </message>
    <message>
        <source>The board has no tiles: open a Lianliankan board or play one first.</source>
        <translation>棋盘上没有图块：请先打开一个连连看棋盘或玩一局。</translation>
    </message>
    <message>
        <source>A game is being played: the board shows it, not the trace.</source>
        <translation>正在进行一局游戏：棋盘显示的是游戏，而不是轨迹。</translation>
    </message>
    <message numerus="yes">
        <source>Sliding puzzle solved in %n move(s), %1 s.</source>
        <translation>
            <numerusform>滑块拼图已解开，用了 %n 步，%1 秒。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Puzzle</source>
        <translation>拼图(&amp;P)</translation>
    </message>
    <message>
        <source>Play a &amp;Sliding Puzzle</source>
        <translation>玩滑块拼图(&amp;S)</translation>
    </message>
    <message>
        <source>Play a shuffled sliding puzzle: click a tile in line with the blank, or use the arrow keys</source>
        <translation>玩一个打乱的滑块拼图：点击与空格同一行或同一列的图块，或使用方向键</translation>
    </message>
    <message>
        <source>Play a Sliding Puzzle</source>
        <translation>玩滑块拼图</translation>
    </message>
    <message>
        <source>Play a sliding puzzle: click a tile in the blank&apos;s row or column, or press an arrow key to move a tile into the blank that way. A solver can take over from the panel.</source>
        <translation>玩滑块拼图：点击空格所在行或列中的图块，或按方向键把一个图块朝那个方向移入空格。可以在面板中让求解器接手。</translation>
    </message>
    <message>
        <source>%1: %2%</source>
        <translation>%1：%2%</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Export steps of the trace as an animated GIF, PNG pictures, an SVG drawing, a PDF handout or an HTML page</source>
        <translation>把轨迹的各步导出为 GIF 动画、PNG 图片、SVG 矢量图、PDF 讲义或 HTML 页面</translation>
    </message>
    <message>
        <source>Export the &amp;View</source>
        <translation>导出视图(&amp;V)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Lec&amp;ture</source>
        <translation>讲课(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Add Bookmark…</source>
        <translation>添加书签(&amp;A)…</translation>
    </message>
    <message>
        <source>Mark the step on screen, to come back to it and caption it</source>
        <translation>标记屏幕上的这一步，以便回到这里并为它写说明</translation>
    </message>
    <message>
        <source>&amp;Edit Caption…</source>
        <translation>编辑说明(&amp;E)…</translation>
    </message>
    <message>
        <source>Write what to say while the bookmark&apos;s steps are on screen</source>
        <translation>写下书签所在各步显示时要讲的话</translation>
    </message>
    <message>
        <source>&amp;Remove Bookmark</source>
        <translation>删除书签(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Previous Bookmark</source>
        <translation>上一个书签(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Bookmark</source>
        <translation>下一个书签(&amp;N)</translation>
    </message>
    <message>
        <source>Pre&amp;sentation Mode</source>
        <translation>演示模式(&amp;S)</translation>
    </message>
    <message>
        <source>Full screen for a lecture: PageDown and PageUp go from bookmark to bookmark, Escape leaves</source>
        <translation>讲课用的全屏：PageDown 和 PageUp 在书签间跳转，Esc 退出</translation>
    </message>
    <message>
        <source>Trace &amp;Limit…</source>
        <translation>轨迹上限(&amp;L)…</translation>
    </message>
    <message>
        <source>Discarded the board kept from before GridTrace closed.</source>
        <translation>已丢弃 GridTrace 关闭前保留的网格。</translation>
    </message>
    <message>
        <source>Restored the board kept at %1.</source>
        <translation>已恢复 %1 保留的网格。</translation>
    </message>
    <message>
        <source>Trace Limit</source>
        <translation>轨迹上限</translation>
    </message>
    <message>
        <source>The trace limit is now %1 changes; it applies from the next run.</source>
        <translation>轨迹上限现在为 %1 处变化；从下一次运行起生效。</translation>
    </message>
    <message>
        <source>Set Brea&amp;kpoints on Cells</source>
        <translation>在格子上设置断点(&amp;K)</translation>
    </message>
    <message>
        <source>Recursive &amp;Backtracker Maze</source>
        <translation>递归回溯迷宫(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Prim&apos;s Maze</source>
        <translation>Prim 迷宫(&amp;P)</translation>
    </message>
    <message>
        <source>Recursive &amp;Division Maze</source>
        <translation>递归分割迷宫(&amp;D)</translation>
    </message>
    <message>
        <source>Random &amp;Obstacles</source>
        <translation>随机障碍(&amp;O)</translation>
    </message>
    <message>
        <source>Random &amp;Weighted Terrain</source>
        <translation>随机带权地形(&amp;W)</translation>
    </message>
    <message>
        <source>Resi&amp;ze the Board…</source>
        <translation>调整网格大小(&amp;Z)…</translation>
    </message>
    <message>
        <source>Show Parent &amp;Arrows</source>
        <translation>显示父节点箭头(&amp;A)</translation>
    </message>
    <message>
        <source>Sna&amp;ke</source>
        <translation>贪吃蛇(&amp;K)</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>语言(&amp;G)</translation>
    </message>
    <message>
        <source>%1[*] – GridTrace</source>
        <translation>%1[*] – GridTrace</translation>
    </message>
    <message>
        <source>Unsaved Board</source>
        <translation>未保存的网格</translation>
    </message>
    <message>
        <source>The board has edits that are not saved. Save them first?</source>
        <translation>网格有尚未保存的编辑。要先保存吗？</translation>
    </message>
    <message>
        <source>D&amp;uel</source>
        <translation>对战(&amp;U)</translation>
    </message>
    <message>
        <source>Show Bookmark Caption&amp;s on the Board</source>
        <translation>在网格上显示书签说明(&amp;S)</translation>
    </message>
    <message>
        <source>Unsaved Board and Bookmarks</source>
        <translation>未保存的网格和书签</translation>
    </message>
    <message>
        <source>The board set aside for the game has edits and its bookmarks have changes that are not saved. Save them first?</source>
        <translation>为游戏暂存的网格有尚未保存的编辑，它的书签也有尚未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <source>The board has edits and the bookmarks have changes that are not saved. Save them first?</source>
        <translation>网格有尚未保存的编辑，书签也有尚未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <source>The board set aside for the game has edits that are not saved. Save them first?</source>
        <translation>为游戏暂存的网格有尚未保存的编辑。要先保存吗？</translation>
    </message>
    <message>
        <source>Unsaved Bookmarks</source>
        <translation>未保存的书签</translation>
    </message>
    <message>
        <source>The bookmarks of the trace set aside for the game have changes that are not saved. Save them with the trace first?</source>
        <translation>为游戏暂存的轨迹的书签有尚未保存的更改。要先随轨迹一起保存吗？</translation>
    </message>
    <message>
        <source>The bookmarks have changes that are not saved. Save them with the trace first?</source>
        <translation>书签有尚未保存的更改。要先随轨迹一起保存吗？</translation>
    </message>
    <message>
        <source>The game on screen is not saved by this; Cancel goes back to it.</source>
        <translation>屏幕上的游戏不会因此被保存；按“取消”可回到游戏。</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <comment>the steps of a trace, not moves</comment>
        <translation>
            <numerusform>%n 个步骤</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Save Scenario</source>
        <translation>保存场景(&amp;S)</translation>
    </message>
    <message>
        <source>Save the scenario to the file it came from, or ask where when it has none</source>
        <translation>把场景保存到它来自的文件；没有文件时询问保存位置</translation>
    </message>
    <message>
        <source>Save Scenario &amp;As…</source>
        <translation>场景另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n step(s) traced.</source>
        <translation>
            <numerusform>%1：记录了 %n 个步骤。</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened the trace %1: %2, %3.</source>
        <translation>已打开轨迹 %1：%2，%3。</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n 处变化</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bookmark at step %1 is gone: the new trace has only %n step(s).</source>
        <translation>
            <numerusform>第 %1 步的书签已删除：新轨迹只有 %n 个步骤。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Back to the Board Before the Puzzle</source>
        <translation>回到拼图之前的网格(&amp;B)</translation>
    </message>
    <message>
        <source>Leave the solver&apos;s trace and bring back the board, trace and edit history you had before the puzzle</source>
        <translation>离开求解器的轨迹，找回拼图之前的网格、轨迹和编辑历史</translation>
    </message>
    <message>
        <source>%1 takes over from the position played. Puzzle &gt; Back to the Board Before the Puzzle brings back your board.</source>
        <translation>改由“%1”从当前局面接手。“拼图 &gt; 回到拼图之前的网格”可找回你的网格。</translation>
    </message>
    <message>
        <source>The board from before the game is back.</source>
        <translation>游戏之前的网格已找回。</translation>
    </message>
    <message>
        <source>Generated a board of %1 x %2 cells: %3.</source>
        <translation>已生成 %1 x %2 格的网格：%3。</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>放弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Duel &gt; Back to the Board Before the Duel brings back your board.</source>
        <translation>“对战 &gt; 回到对战之前的网格”可找回你的网格。</translation>
    </message>
    <message>
        <source>&amp;Back to the Board Before the Duel</source>
        <translation>回到对战之前的网格(&amp;B)</translation>
    </message>
    <message>
        <source>Leave the game&apos;s replay and bring back the board, trace and edit history you had before the duel</source>
        <translation>离开这局的重放，找回对战之前的网格、轨迹和编辑历史</translation>
    </message>
    <message>
        <source>&amp;Width (columns):</source>
        <translation>宽度（列数）(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Height (rows):</source>
        <translation>高度（行数）(&amp;H)：</translation>
    </message>
    <message>
        <source>Not during a game: leave the game to edit the board.</source>
        <translation>游戏中不可用：离开游戏后才能编辑网格。</translation>
    </message>
    <message>
        <source>Export the View as an SVG Drawing</source>
        <translation>将视图导出为 SVG 矢量图</translation>
    </message>
    <message>
        <source>Export the View as a PNG Image</source>
        <translation>将视图导出为 PNG 图片</translation>
    </message>
    <message>
        <source>Export the View</source>
        <translation>导出视图</translation>
    </message>
    <message>
        <source>Exported the view to %1.</source>
        <translation>已将视图导出到 %1。</translation>
    </message>
    <message>
        <source>The &amp;most changes a trace records. A run that reaches the limit keeps the steps recorded so far and goes on to the end untraced.
The default for this machine is %1 changes (a quarter of its memory, at most 100,000,000).
A change takes %2 bytes and a step %3; with its share of the steps the limit counts %4 bytes a change.</source>
        <translation>一条轨迹最多记录的变化数(&amp;M)。达到上限的运行会保留已记录的步骤，并在不记录轨迹的情况下运行到结束。
本机的默认值为 %1 处变化（内存的四分之一，最多 100,000,000）。
每处变化占 %2 字节，每一步占 %3 字节；加上步骤的份额，上限按每处变化 %4 字节计算。</translation>
    </message>
    <message>
        <source>&amp;Back to the Board Before Lianliankan</source>
        <translation>回到连连看之前的网格(&amp;B)</translation>
    </message>
    <message>
        <source>Leave the pair side by side and bring back the board, trace and edit history you had before the game</source>
        <translation>离开并排显示的这一对，找回游戏之前的网格、轨迹和编辑历史</translation>
    </message>
    <message>
        <source>Lianliankan &gt; Back to the Board Before Lianliankan brings back your board.</source>
        <translation>“连连看 &gt; 回到连连看之前的网格”可找回你的网格。</translation>
    </message>
    <message>
        <source>%1 is not a scenario file GridTrace reads: a scenario is a JSON object, and this file does not begin with &quot;{&quot;.</source>
        <translation>%1 不是 GridTrace 能读取的场景文件：场景是一个 JSON 对象，而这个文件不是以“{”开头的。</translation>
    </message>
    <message>
        <source>%1 is not a board GridTrace reads. As a Lianliankan board: %2. As a sliding puzzle: %3.</source>
        <translation>%1 不是 GridTrace 能读取的棋盘。作为连连看棋盘：%2。作为滑块拼图：%3。</translation>
    </message>
    <message>
        <source>%1 is not a file GridTrace reads. It opens scenarios (.json), boards (.txt, .board), Moving AI maps (.map), traces (.gtrace, .json) and duel records (.json).</source>
        <translation>%1 不是 GridTrace 能读取的文件。它能打开场景（.json）、网格（.txt、.board）、Moving AI 地图（.map）、轨迹（.gtrace、.json）和对战记录（.json）。</translation>
    </message>
    <message>
        <source>The board changed since this run: Run Again (%1).</source>
        <translation>这次运行之后网格已改变：重新运行（%1）。</translation>
    </message>
    <message>
        <source>Saved the duel record to %1.</source>
        <translation>已将对战记录保存到 %1。</translation>
    </message>
    <message>
        <source>Not during a game: leave the game to run an algorithm.</source>
        <translation>游戏中不可用：离开游戏后才能运行算法。</translation>
    </message>
    <message>
        <source>From %1 to %2 changes.</source>
        <translation>从 %1 到 %2 处变化。</translation>
    </message>
    <message>
        <source>%1 is not a limit: a trace limit is from %2 to %3 changes.</source>
        <translation>%1 不是有效的上限：轨迹上限为 %2 到 %3 处变化。</translation>
    </message>
    <message>
        <source>This board is %1 x %2 cells; a Lianliankan board is a ring of empty cells round %3 to %4 x %5 to %6 tiles.</source>
        <translation>这个网格有 %1 x %2 个格子；连连看棋盘是由一圈空格围着的 %3 到 %4 x %5 到 %6 个图块。</translation>
    </message>
    <message>
        <source>Link (%1, %2) with (%3, %4)</source>
        <translation>连接 (%1, %2) 和 (%3, %4)</translation>
    </message>
    <message>
        <source>Linking (%1, %2) with (%3, %4): the post&apos;s search on the timeline, the fewest turns beside it.</source>
        <translation>正在连接 (%1, %2) 和 (%3, %4)：时间线上是原文的搜索，旁边是转弯最少的搜索。</translation>
    </message>
    <message numerus="yes">
        <source>Snake ran into a wall: length %1 after %n move(s).</source>
        <translation>
            <numerusform>蛇撞到了墙：%n 步后长度为 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snake ran into itself: length %1 after %n move(s).</source>
        <translation>
            <numerusform>蛇撞到了自己：%n 步后长度为 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snake filled the board: length %1 after %n move(s).</source>
        <translation>
            <numerusform>蛇填满了网格：%n 步后长度为 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snake stopped at the step limit: length %1 after %n move(s).</source>
        <translation>
            <numerusform>蛇停在了步数上限：%n 步后长度为 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>You steer the snake now.</source>
        <translation>现在由你操控蛇。</translation>
    </message>
    <message>
        <source>%1 steers the snake now.</source>
        <translation>现在由 %1 操控蛇。</translation>
    </message>
    <message>
        <source>&lt;a game: your edits come back after it&gt;</source>
        <translation>&lt;游戏中：你的编辑在游戏结束后回来&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) expanded</source>
        <translation>
            <numerusform>扩展了 %n 个格子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) traced</source>
        <translation>
            <numerusform>记录了 %n 个步骤</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2; %3, %4.</source>
        <translation>%1：%2；%3，%4。</translation>
    </message>
    <message numerus="yes">
        <source>a path of %n move(s) costing %1</source>
        <translation>
            <numerusform>一条 %n 步、代价 %1 的路径</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no path; %2, %3.</source>
        <translation>%1：没有路径；%2，%3。</translation>
    </message>
    <message>
        <source>%1 is no longer in Open Recent: it does not exist.</source>
        <translation>%1 已从“最近打开”中移除：它已不存在。</translation>
    </message>
    <message>
        <source>History</source>
        <comment>the Edit History panel&apos;s tab</comment>
        <translation>历史</translation>
    </message>
    <message>
        <source>Duel Replay</source>
        <translation>对战回放</translation>
    </message>
    <message>
        <source>Puzzle Solved from Here</source>
        <translation>从这里求解的拼图</translation>
    </message>
    <message>
        <source>Lianliankan Pair</source>
        <translation>连连看的一对</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <comment>the step on screen, then its status</comment>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a duel&apos;s result, ended as every line of the log is</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>No built-in bot plays the game on the board (snake A: %1; snake B: %2), so none is shown here.</source>
        <translation>屏幕上的游戏没有内置机器人参与（蛇 A：%1；蛇 B：%2），因此这里不显示算法。</translation>
    </message>
    <message>
        <source>In the game on the board this bot plays snake A; snake B: %1.</source>
        <translation>在屏幕上的游戏中，这个机器人操控蛇 A；蛇 B：%1。</translation>
    </message>
    <message>
        <source>In the game on the board this bot plays snake B; snake A: %1.</source>
        <translation>在屏幕上的游戏中，这个机器人操控蛇 B；蛇 A：%1。</translation>
    </message>
    <message>
        <source>Not during a game: leave the game to save, export or present the trace.</source>
        <translation>游戏进行中不可用：请先离开游戏，再保存、导出或演示轨迹。</translation>
    </message>
    <message>
        <source>No scenario was picked: the start and the goal are the map&apos;s first and last free cells.</source>
        <translation>没有选择场景：起点和终点是地图上第一个和最后一个空格子。</translation>
    </message>
    <message>
        <source>%1 was not opened: no scenario was picked.</source>
        <translation>没有打开 %1：没有选择场景。</translation>
    </message>
    <message>
        <source>The board is not a Lianliankan board: %1.</source>
        <translation>这个网格不是连连看棋盘：%1。</translation>
    </message>
    <message>
        <source>You steer the snake in the game on the board: no AI plays, so none is shown here.</source>
        <translation>屏幕上的游戏由你操控贪吃蛇：没有 AI 参与，因此这里不显示算法。</translation>
    </message>
    <message>
        <source>Save the Trace of %1 with Its Bookmarks</source>
        <translation>保存%1的轨迹及其书签</translation>
    </message>
    <message>
        <source>No built-in bot played the last game, before the change of player (snake A: %1; snake B: %2), so none is shown here.</source>
        <translation>更换玩家之前的上一局中没有内置机器人参与（蛇 A：%1；蛇 B：%2），因此这里不显示机器人。</translation>
    </message>
    <message>
        <source>In the last game, before the change of player, this bot played snake A; snake B: %1.</source>
        <translation>在更换玩家之前的上一局中，这个机器人操控蛇 A；蛇 B：%1。</translation>
    </message>
    <message>
        <source>In the last game, before the change of player, this bot played snake B; snake A: %1.</source>
        <translation>在更换玩家之前的上一局中，这个机器人操控蛇 B；蛇 A：%1。</translation>
    </message>
    <message>
        <source>You will steer the snake in the next game.</source>
        <translation>下一局由你操控蛇。</translation>
    </message>
    <message>
        <source>%1 will steer the snake in the next game.</source>
        <translation>下一局由 %1 操控蛇。</translation>
    </message>
    <message>
        <source>The bookmarks of the trace on screen (%1) have changes that are not saved. Save them with the trace first?</source>
        <translation>屏幕上的轨迹（%1）的书签有尚未保存的更改。要先把它们和轨迹一起保存吗？</translation>
    </message>
    <message>
        <source>The board changed: the bookmarks kept for %1 stay with it, and come back when it is picked again, on its new trace; those past that trace&apos;s end go then.</source>
        <translation>网格改变了：为%1保留的书签仍跟着它，再次选择它时会回到它的新轨迹上；超出该轨迹末尾的书签届时会被移除。</translation>
    </message>
    <message>
        <source>Play snake: the unfinished game is back, paused; P goes on, arrow keys or WASD steer.</source>
        <translation>玩贪吃蛇：没有结束的那一局回来了，处于暂停；按 P 继续，方向键或 WASD 控制方向。</translation>
    </message>
    <message>
        <source>Among them are the bookmarks kept for %1, not on screen: Save saves each with the trace it was made on.</source>
        <translation>其中包括为%1保留、不在屏幕上的书签：“保存”会把每一组书签和添加它们时的轨迹一起保存。</translation>
    </message>
    <message>
        <source>Play a duel: the unfinished game is back, paused; P goes on.</source>
        <translation>进行对战：没有结束的那一局回来了，处于暂停；按 P 继续。</translation>
    </message>
    <message>
        <source>Play Lianliankan: the unfinished game is back, paused; P or the panel&apos;s Resume goes on.</source>
        <translation>玩连连看：没有结束的那一局回来了，处于暂停；按 P 或面板上的“继续”继续。</translation>
    </message>
    <message>
        <source>Play a sliding puzzle: the unfinished puzzle is back, paused; its clock goes on with your next click or arrow key.</source>
        <translation>玩滑块拼图：没有结束的那一局回来了，处于暂停；你下一次点击或按方向键时计时继续。</translation>
    </message>
    <message numerus="yes">
        <source>The bookmark of %1 at step %2 is gone: its trace on the board as it is now has only %n step(s).</source>
        <translation>
            <numerusform>%1 第 %2 步的书签已删除：它在当前网格上的轨迹只有 %n 个步骤。</numerusform>
        </translation>
    </message>
    <message>
        <source>The board of the trace on screen (%1) has edits and its bookmarks have changes that are not saved. Save them first?</source>
        <translation>屏幕上这条轨迹（%1）的棋盘有尚未保存的编辑，它的书签也有尚未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <source>The board of the trace on screen (%1) has edits that are not saved. Save them first?</source>
        <translation>屏幕上这条轨迹（%1）的棋盘有尚未保存的编辑。要先保存吗？</translation>
    </message>
    <message>
        <source>%1 does not run on the board as it is now (%2): its bookmarks are saved with its trace as it was made.</source>
        <translation>%1 无法在当前的网格上运行（%2）：其书签将与原先生成的轨迹一起保存。</translation>
    </message>
</context>
<context>
    <name>gridtrace::ParameterForm</name>
    <message>
        <source>This algorithm has no parameters.</source>
        <translation>此算法没有参数。</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
</context>
<context>
    <name>gridtrace::PlaybackBar</name>
    <message>
        <source>Steps played per second</source>
        <translation>每秒播放的步数</translation>
    </message>
    <message>
        <source>Playing speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 步/秒</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>No trace</source>
        <translation>没有轨迹</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>速度(&amp;D)：</translation>
    </message>
</context>
<context>
    <name>gridtrace::PlaybackController</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&amp;To Start</source>
        <translation>回到开头(&amp;T)</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <source>Step &amp;Over</source>
        <translation>单步跳过(&amp;O)</translation>
    </message>
    <message>
        <source>Step &amp;Into</source>
        <translation>单步进入(&amp;I)</translation>
    </message>
    <message>
        <source>Step O&amp;ut</source>
        <translation>单步跳出(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Run to Brea&amp;kpoint</source>
        <translation>运行到断点(&amp;K)</translation>
    </message>
    <message>
        <source>To &amp;End</source>
        <translation>跳到结尾(&amp;E)</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>前进一步(&amp;F)</translation>
    </message>
</context>
<context>
    <name>gridtrace::PseudoCodeDock</name>
    <message>
        <source>Pseudo-code</source>
        <translation>伪代码</translation>
    </message>
</context>
<context>
    <name>gridtrace::PuzzlePlayController</name>
    <message>
        <source>a puzzle to play is %1 to %2 tiles each way, not %3 x %4</source>
        <translation>可玩的拼图每边 %1 到 %2 个图块，而不是 %3 x %4</translation>
    </message>
    <message>
        <source>No puzzle: choose a size and press New puzzle</source>
        <translation>没有拼图：选择尺寸后按“新拼图”</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s)!</source>
        <translation>
            <numerusform>用 %n 步解开了！</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a tile in line with the blank, or use the arrow keys</source>
        <translation>点击与空格在同一行或同一列的图块，或使用方向键</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>图块</translation>
    </message>
    <message>
        <source>A numbered tile: click it, or press an arrow key, to slide it into the blank</source>
        <translation>带编号的图块：点击它或按方向键，把它滑进空格</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>The empty square: a tile in its row or column slides into it</source>
        <translation>空着的格子：同一行或同一列的图块可以滑进来</translation>
    </message>
    <message>
        <source>Paused: the clock goes on with your next move</source>
        <translation>已暂停：你走下一步时计时继续</translation>
    </message>
</context>
<context>
    <name>gridtrace::PuzzlePlayPanel</name>
    <message>
        <source>next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>The seed &quot;%1&quot; is not a whole number from 0 up; leave it empty for the next seed.</source>
        <translation>种子“%1”不是从 0 起的整数；留空则使用下一个种子。</translation>
    </message>
    <message>
        <source>No puzzle: %1</source>
        <translation>没有拼图：%1</translation>
    </message>
    <message>
        <source>Tiles across</source>
        <translation>横向图块数</translation>
    </message>
    <message>
        <source>Tiles down</source>
        <translation>纵向图块数</translation>
    </message>
    <message>
        <source>Blank last</source>
        <translation>空格在最后</translation>
    </message>
    <message>
        <source>Blank first</source>
        <translation>空格在最前</translation>
    </message>
    <message>
        <source>Where the blank ends: after the tiles in reading order, or before them</source>
        <translation>空格最后的位置：按阅读顺序在图块之后，或在它们之前</translation>
    </message>
    <message>
        <source>The same seed gives the same puzzle; empty for the seed after the last puzzle&apos;s</source>
        <translation>相同的种子给出相同的拼图；留空则使用上一个拼图的下一个种子</translation>
    </message>
    <message>
        <source>Shuffle a puzzle that can be solved, of the size, goal and seed above</source>
        <translation>按上面的尺寸、目标和种子打乱出一个可解的拼图</translation>
    </message>
    <message>
        <source>The post&apos;s, layer by layer (seed 004)</source>
        <translation>原文的逐层求解（种子 004）</translation>
    </message>
    <message>
        <source>Layer by layer, fewer moves</source>
        <translation>逐层求解，步数更少</translation>
    </message>
    <message>
        <source>The fewest moves (IDA*)</source>
        <translation>最少步数（IDA*）</translation>
    </message>
    <message>
        <source>End play and trace the chosen solver on the tiles as they lie now</source>
        <translation>结束游戏，并在图块当前的位置上记录所选求解器的轨迹</translation>
    </message>
    <message>
        <source>Click a tile in the blank&apos;s row or column to slide it and those between it and the blank. An arrow key moves a tile into the blank in the arrow&apos;s direction: Left moves the tile right of the blank to the left.</source>
        <translation>点击空格所在行或列中的图块，把它和它与空格之间的图块一起滑动。方向键把一个图块沿箭头方向移入空格：左键把空格右边的图块向左移。</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>步数：%1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>时间：%1</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>尺寸(&amp;Z)：</translation>
    </message>
    <message>
        <source>Ne&amp;w puzzle</source>
        <translation>新拼图(&amp;W)</translation>
    </message>
    <message>
        <source>Solve fro&amp;m Here</source>
        <translation>从这里求解(&amp;M)</translation>
    </message>
    <message>
        <source>Go&amp;al:</source>
        <translation>目标(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S)：</translation>
    </message>
    <message>
        <source>U&amp;ndo</source>
        <translation>撤销(&amp;N)</translation>
    </message>
    <message>
        <source>Take back the tiles the last click or key moved (Ctrl+Z)</source>
        <translation>撤回上一次点击或按键移动的图块（Ctrl+Z）</translation>
    </message>
    <message>
        <source>S&amp;olver:</source>
        <translation>求解器(&amp;O)：</translation>
    </message>
</context>
<context>
    <name>gridtrace::RecentFiles</name>
    <message>
        <source>&amp;Clear the List</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
</context>
<context>
    <name>gridtrace::RecoveryBar</name>
    <message>
        <source>not saved in a file</source>
        <translation>未保存到文件</translation>
    </message>
    <message>
        <source>GridTrace did not close properly. Restore the board you were editing (%1, %2)?</source>
        <translation>GridTrace 上次没有正常关闭。要恢复你当时正在编辑的网格（%1，%2）吗？</translation>
    </message>
    <message numerus="yes">
        <source>%n more will be offered at the next start.</source>
        <translation>
            <numerusform>下次启动时还会提供另外 %n 个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GridTrace did not close properly. Restore the board you were editing and its %n bookmark(s) (%1, %2)?</source>
        <translation>
            <numerusform>GridTrace 上次没有正常关闭。要恢复你当时正在编辑的网格和它的 %n 个书签（%1，%2）吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore (&amp;J)</source>
        <translation>恢复(&amp;J)</translation>
    </message>
    <message>
        <source>Discard (&amp;Q)</source>
        <translation>丢弃(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>gridtrace::RunController</name>
    <message>
        <source>The trace stopped before passing %1 (the trace limit), inside its first step; the run went on to the end untraced. Run &gt; Trace Limit… raises the limit.</source>
        <translation>轨迹在超过 %1（轨迹上限）之前停止，第一步尚未结束；运行不再记录轨迹，一直进行到结束。“运行 &gt; 轨迹上限…”可提高上限。</translation>
    </message>
    <message>
        <source>The trace stopped before passing %1 (the trace limit) during step %2 and keeps the steps before it; the run went on to the end untraced. Run &gt; Trace Limit… raises the limit.</source>
        <translation>轨迹在第 %2 步中途、超过 %1（轨迹上限）之前停止，只保留此前的各步；运行不再记录轨迹，一直进行到结束。“运行 &gt; 轨迹上限…”可提高上限。</translation>
    </message>
</context>
<context>
    <name>gridtrace::ScenarioPicker</name>
    <message>
        <source>Pick a Scenario</source>
        <translation>选择场景</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n scenarios. Pick the start and goal to search between:</source>
        <translation>
            <numerusform>%1 有 %n 个场景。请选择要搜索的起点和终点：</numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>终点</translation>
    </message>
    <message>
        <source>Optimal length</source>
        <translation>最优长度</translation>
    </message>
</context>
<context>
    <name>gridtrace::SnakePlayPanel</name>
    <message>
        <source>Start again on the same board with new food</source>
        <translation>在同一棋盘上重新开始，食物位置不同</translation>
    </message>
    <message>
        <source>Moves per second</source>
        <translation>每秒步数</translation>
    </message>
    <message>
        <source>Who steers the snake; an AI can take over and hand back at any move</source>
        <translation>由谁操控蛇；AI 可以在任何一步接手或交还</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>Length: %1</source>
        <translation>长度：%1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>步数：%1</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>没有游戏</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>获胜</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <source>Press an arrow key or W, A, S or D to start</source>
        <translation>按方向键或 W、A、S、D 开始</translation>
    </message>
    <message>
        <source>Step limit reached</source>
        <translation>达到步数上限</translation>
    </message>
    <message>
        <source>Dr&amp;iver:</source>
        <translation>操控者(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>速度(&amp;S)：</translation>
    </message>
    <message>
        <source>Ne&amp;w game</source>
        <translation>新游戏(&amp;W)</translation>
    </message>
    <message>
        <source>Resu&amp;me</source>
        <translation>继续(&amp;M)</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>暂停(&amp;A)</translation>
    </message>
</context>
<context>
    <name>gridtrace::SnakeStatsDialog</name>
    <message>
        <source>Choose the AIs and the setting, then run the games.</source>
        <translation>选择 AI 和设置，然后运行这些游戏。</translation>
    </message>
    <message>
        <source>Choose at least one AI.</source>
        <translation>请至少选择一个 AI。</translation>
    </message>
    <message>
        <source>Snake Statistics</source>
        <translation>贪吃蛇统计</translation>
    </message>
    <message>
        <source>AIs to compare</source>
        <translation>要比较的 AI</translation>
    </message>
    <message>
        <source>&amp;Area:</source>
        <translation>区域(&amp;A)：</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Width of the playing area inside the ring of walls</source>
        <translation>墙圈内游戏区域的宽度</translation>
    </message>
    <message>
        <source>Height of the playing area inside the ring of walls</source>
        <translation>墙圈内游戏区域的高度</translation>
    </message>
    <message>
        <source>Start &amp;length:</source>
        <translation>初始长度(&amp;L)：</translation>
    </message>
    <message>
        <source>The snake starts on the top row, heading east</source>
        <translation>蛇从最上面一行开始，朝东</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>规则(&amp;U)：</translation>
    </message>
    <message>
        <source>Follow the tail</source>
        <translation>可紧跟蛇尾</translation>
    </message>
    <message>
        <source>Strict tail</source>
        <translation>严格蛇尾</translation>
    </message>
    <message>
        <source>Whether the head may enter the cell the tail leaves on the same move</source>
        <translation>蛇头能否在同一步进入蛇尾刚离开的格子</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>局数(&amp;G)：</translation>
    </message>
    <message>
        <source>First &amp;seed:</source>
        <translation>首个种子(&amp;S)：</translation>
    </message>
    <message>
        <source>Game i uses this seed plus i</source>
        <translation>第 i 局使用此种子加 i</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>关闭(&amp;O)</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Filled %</source>
        <translation>填满率 %</translation>
    </message>
    <message>
        <source>Died</source>
        <translation>死亡</translation>
    </message>
    <message>
        <source>Mean length</source>
        <translation>平均长度</translation>
    </message>
    <message>
        <source>Mean moves</source>
        <translation>平均步数</translation>
    </message>
    <message>
        <source>Median moves to fill</source>
        <translation>填满所需步数中位数</translation>
    </message>
    <message>
        <source>ms per game</source>
        <translation>每局毫秒数</translation>
    </message>
    <message>
        <source>Step limit</source>
        <translation>步数上限</translation>
    </message>
    <message numerus="yes">
        <source>Playing %n game(s)…</source>
        <translation>
            <numerusform>正在进行 %n 局…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Played %n game(s).</source>
        <translation>
            <numerusform>已进行 %n 局。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %1 of %n game(s).</source>
        <translation>
            <numerusform>在 %n 局中完成 %1 局后已取消。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Untick the Hamiltonian-cycle AIs or choose another area to run the games.</source>
        <translation>%1请取消勾选哈密顿环 AI，或换一块区域，再运行这些游戏。</translation>
    </message>
</context>
<context>
    <name>gridtrace::SnakeTool</name>
    <message>
        <source>Snake</source>
        <translation>蛇</translation>
    </message>
</context>
<context>
    <name>gridtrace::Timeline</name>
    <message>
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
    <message>
        <source>Bookmark at step %1: %2</source>
        <translation>第 %1 步的书签：%2</translation>
    </message>
</context>
<context>
    <name>gridtrace::WatchesDock</name>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>(none: the initial scene)</source>
        <translation>（无：初始场景）</translation>
    </message>
    <message>
        <source>Kind of step</source>
        <translation>步骤类型</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Watches</source>
        <translation>监视</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>GridTrace: a visual debugger and teaching tool for grid algorithms.</source>
        <translation>GridTrace：网格算法的可视化调试与教学工具。</translation>
    </message>
    <message>
        <source>A scenario, board, Moving AI map or trace to open.</source>
        <translation>要打开的场景、网格、Moving AI 地图或轨迹。</translation>
    </message>
    <message>
        <source>The language of the window (en, zh_CN).</source>
        <translation>窗口语言（en、zh_CN）。</translation>
    </message>
    <message>
        <source>--language needs a language code: one of %1</source>
        <translation>--language 需要一个语言代码：%1 之一</translation>
    </message>
    <message>
        <source>unknown option %1; gridtrace --help lists the options</source>
        <translation>未知选项 %1；gridtrace --help 列出所有选项</translation>
    </message>
    <message>
        <source>--language takes one of %1, not &quot;%2&quot;</source>
        <translation>--language 只能是 %1 之一，而不是“%2”</translation>
    </message>
    <message>
        <source>no display: %1 does not exist, and the window needs a display (DISPLAY and WAYLAND_DISPLAY are not set)</source>
        <translation>没有显示器：%1 不存在，而窗口需要显示器（未设置 DISPLAY 和 WAYLAND_DISPLAY）</translation>
    </message>
    <message>
        <source>no display: the window needs one (DISPLAY and WAYLAND_DISPLAY are not set); gridtrace-cli works without one</source>
        <translation>没有显示器：窗口需要显示器（未设置 DISPLAY 和 WAYLAND_DISPLAY）；gridtrace-cli 无需显示器即可使用</translation>
    </message>
    <message>
        <source>file</source>
        <comment>the window program&apos;s argument, in its help</comment>
        <translation>文件</translation>
    </message>
    <message>
        <source>code</source>
        <comment>the value of --language, in the help</comment>
        <translation>语言代码</translation>
    </message>
    <message>
        <source>%1 takes no value</source>
        <translation>%1 不接受值</translation>
    </message>
    <message>
        <source>value</source>
        <comment>the value of one of Qt&apos;s options, in the help</comment>
        <translation>值</translation>
    </message>
    <message>
        <source>Qt&apos;s own options, passed to Qt (its documentation describes them):</source>
        <translation>Qt 自身的选项，传给 Qt（其文档有说明）：</translation>
    </message>
</context>
</TS>
