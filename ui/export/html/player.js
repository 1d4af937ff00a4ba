// Replays a GridTrace trace: the scene is rebuilt from the initial one by applying the change
// records forward and undoing them with their "before" values backward, as the application's
// cursor does. Plain script, no libraries, nothing fetched.
(function () {
  'use strict';

  const data = JSON.parse(document.getElementById('trace-data').textContent);
  const ui = data.ui;

  function bytesOf(id) {
    const text = atob(document.getElementById(id).textContent.trim());
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; ++i)
      bytes[i] = text.charCodeAt(i);
    return bytes;
  }

  // The records are little-endian words, as in the binary trace file.
  function wordsOf(id) {
    const bytes = bytesOf(id);
    const count = bytes.length >> 2;
    const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
    if (littleEndian)
      return new Uint32Array(bytes.buffer, 0, count);
    const words = new Uint32Array(count);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < count; ++i)
      words[i] = view.getUint32(4 * i, true);
    return words;
  }

  const changes = wordsOf('trace-changes');
  const stepWords = wordsOf('trace-steps');
  const stepCount = data.stepCount;
  const changeCount = changes.length / 3;
  const width = data.width;
  const height = data.height;
  const cellCount = width * height;

  const LAYER_TERRAIN = 0, LAYER_MARK = 1, LAYER_PARENT = 2, LAYER_TILE = 3;
  const MARK_BODY = 13, MARK_HEAD = 14;

  // Changes applied at a cursor position: 0 is the initial scene, stepCount the end.
  function changesAt(position) {
    return position < stepCount ? stepWords[3 * position] : changeCount;
  }
  function stepLine(step) { return stepWords[3 * step + 2] >>> 16; }
  function stepDepth(step) { return (stepWords[3 * step + 2] >>> 8) & 255; }

  // Step over and step out as the application's debugger keys take them, from the step on
  // screen (position - 1) at depth d: over goes to the next step at depth d or less; out, from
  // d > 0, to the last step of the run at depth d or more it belongs to (one step on when it is
  // that step), from d = 0 to the end. With no step on screen, the first step comes on screen.
  function stepOverTarget(from) {
    if (from <= 0)
      return Math.min(1, stepCount);
    if (from >= stepCount)
      return stepCount;
    const depth = stepDepth(from - 1);
    let next = from;
    while (next < stepCount && stepDepth(next) > depth)
      ++next;
    return next < stepCount ? next + 1 : stepCount;
  }
  function stepOutTarget(from) {
    if (from <= 0)
      return Math.min(1, stepCount);
    if (from >= stepCount)
      return stepCount;
    const depth = stepDepth(from - 1);
    if (depth === 0)
      return stepCount;
    let after = from;
    while (after < stepCount && stepDepth(after) >= depth)
      ++after;
    return after > from ? after : from + 1;
  }

  // --- the scene

  let usesTiles = data.initial.tiles.length > 0;
  for (let i = 0; i < changeCount && !usesTiles; ++i) {
    const code = changes[3 * i];
    if (code >>> 29 === 0 && ((code >>> 24) & 31) === LAYER_TILE)
      usesTiles = true;
  }

  function initialScene() {
    const scene = {
      terrain: bytesFromBase64(data.initial.terrain),
      mark: new Uint8Array(cellCount),
      parent: new Uint8Array(cellCount),
      tile: usesTiles ? new Int32Array(cellCount) : null,
      sequences: data.initial.sequences.map(function (cells) { return cells.slice(); }),
      counters: Int32Array.from(data.initial.counters),
      status: data.initial.status,
    };
    const put = function (layer, pairs) {
      for (let i = 0; i + 1 < pairs.length; i += 2)
        layer[pairs[i]] = pairs[i + 1];
    };
    put(scene.mark, data.initial.marks);
    put(scene.parent, data.initial.parents);
    if (scene.tile)
      put(scene.tile, data.initial.tiles);
    return scene;
  }

  function bytesFromBase64(text) {
    const raw = atob(text);
    const bytes = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; ++i)
      bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  function copyScene(scene) {
    return {
      terrain: scene.terrain.slice(),
      mark: scene.mark.slice(),
      parent: scene.parent.slice(),
      tile: scene.tile ? scene.tile.slice() : null,
      sequences: scene.sequences.map(function (cells) { return cells.slice(); }),
      counters: scene.counters.slice(),
      status: scene.status,
    };
  }

  let scene = initialScene();
  let position = 0;

  // Cells whose colour changed since the last frame; past a quarter of the board a full
  // repaint is cheaper than the list.
  const dirtyFlag = new Uint8Array(cellCount);
  let dirtyCells = [];
  let repaintAll = true;

  function touch(cell) {
    if (repaintAll || dirtyFlag[cell])
      return;
    dirtyFlag[cell] = 1;
    dirtyCells.push(cell);
    if (dirtyCells.length > (cellCount >> 2) + 64)
      repaintAll = true;
  }

  function setCell(layer, cell, value) {
    switch (layer) {
    case LAYER_TERRAIN: scene.terrain[cell] = value; touch(cell); break;
    case LAYER_MARK: scene.mark[cell] = value; touch(cell); break;
    case LAYER_PARENT: scene.parent[cell] = value; break;
    case LAYER_TILE: if (scene.tile) scene.tile[cell] = value | 0; break;
    default: break; // labels are not drawn
    }
  }

  function apply(i) {
    const code = changes[3 * i];
    const slot = (code >>> 24) & 31;
    switch (code >>> 29) {
    case 0: setCell(slot, code & 0xffffff, changes[3 * i + 2]); break;
    case 1: scene.sequences[slot].push(changes[3 * i + 2]); break;
    case 2: scene.sequences[slot].pop(); break;
    case 3: scene.sequences[slot].unshift(changes[3 * i + 2]); break;
    case 4: scene.sequences[slot].shift(); break;
    case 5: scene.counters[slot] = changes[3 * i + 2] | 0; break;
    case 6: scene.status = changes[3 * i + 2]; break;
    }
  }

  function revert(i) {
    const code = changes[3 * i];
    const slot = (code >>> 24) & 31;
    switch (code >>> 29) {
    case 0: setCell(slot, code & 0xffffff, changes[3 * i + 1]); break;
    case 1: scene.sequences[slot].pop(); break;
    case 2: scene.sequences[slot].push(changes[3 * i + 1]); break;
    case 3: scene.sequences[slot].shift(); break;
    case 4: scene.sequences[slot].unshift(changes[3 * i + 1]); break;
    case 5: scene.counters[slot] = changes[3 * i + 1] | 0; break;
    case 6: scene.status = changes[3 * i + 1]; break;
    }
  }

  // Keyframes: a copy of the scene about every `keyframeSpacing` changes, taken the first
  // time playing passes there, so a jump anywhere replays at most that many changes. The
  // spacing grows with the board so the copies stay within some tens of megabytes.
  const sceneBytes = cellCount * (usesTiles ? 7 : 3) + 64;
  const keyframeSpacing = Math.max(4096, Math.ceil(changeCount / Math.max(1, Math.floor(64e6 / sceneBytes))));
  const keyframes = new Map(); // slot -> {position, scene}
  const initialCopy = copyScene(scene);

  function keepKeyframe() {
    const slot = Math.floor(changesAt(position) / keyframeSpacing);
    if (slot > 0 && !keyframes.has(slot))
      keyframes.set(slot, { position: position, scene: copyScene(scene) });
  }

  function nearestKeyframe(target) {
    for (let slot = Math.floor(changesAt(target) / keyframeSpacing); slot > 0; --slot) {
      const frame = keyframes.get(slot);
      if (frame && frame.position <= target)
        return frame;
    }
    return { position: 0, scene: initialCopy };
  }

  function seek(target) {
    target = Math.max(0, Math.min(stepCount, target | 0));
    if (target === position)
      return;
    const here = changesAt(position);
    const there = changesAt(target);
    const frame = nearestKeyframe(target);
    const restoreCost = cellCount / 8 + (there - changesAt(frame.position));
    const walkCost = Math.abs(there - here);
    if ((target < position || frame.position > position) && restoreCost < walkCost) {
      scene = copyScene(frame.scene);
      position = frame.position;
      repaintAll = true;
    }
    if (target > position) {
      while (position < target) {
        const end = changesAt(position + 1);
        for (let i = changesAt(position); i < end; ++i)
          apply(i);
        ++position;
        keepKeyframe();
      }
    } else {
      for (let i = changesAt(position) - 1; i >= there; --i)
        revert(i);
      position = target;
    }
  }

  // --- drawing

  const palette = data.palette;
  const look = data.look;
  const root = document.documentElement.style;
  root.setProperty('--canvas', palette.canvas);
  root.setProperty('--text', palette.text);
  root.setProperty('--grid', palette.gridLine);
  root.setProperty('--accent', palette.start);

  function rgbOf(hex) {
    const value = parseInt(hex ? hex.slice(1) : '000000', 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  }
  // Colour slots: 0 the wall, 1..9 the terrain weights, 10 + m the mark m.
  const slotColours = [rgbOf(palette.wall)];
  for (let w = 0; w < 9; ++w)
    slotColours.push(rgbOf(palette.terrain[w]));
  for (let m = 0; m < palette.marks.length; ++m)
    slotColours.push(rgbOf(palette.marks[m] || palette.wall));
  const packedColours = new Uint32Array(slotColours.length);
  for (let s = 0; s < slotColours.length; ++s) {
    const c = slotColours[s];
    packedColours[s] = (255 << 24 | c[2] << 16 | c[1] << 8 | c[0]) >>> 0; // RGBA bytes, little-endian
  }

  const cellSize = Math.max(1, Math.min(56, Math.floor(800 / Math.max(width, height, 1))));
  const canvas = document.getElementById('board');
  canvas.width = width * cellSize;
  canvas.height = height * cellSize;
  const context = canvas.getContext('2d', { alpha: false });
  const cellsCanvas = document.createElement('canvas');
  cellsCanvas.width = Math.max(1, width);
  cellsCanvas.height = Math.max(1, height);
  const cellsContext = cellsCanvas.getContext('2d');
  const pixels = cellsContext.createImageData(cellsCanvas.width, cellsCanvas.height);
  const pixelWords = new Uint32Array(pixels.data.buffer);

  function colourSlot(cell) {
    const mark = scene.mark[cell];
    if (mark !== 0 && mark < palette.marks.length)
      return 10 + mark;
    const weight = scene.terrain[cell];
    return weight <= 9 ? weight : 9;
  }

  // The grid lines never change: drawn once, laid over every frame.
  let gridCanvas = null;
  if (cellSize >= 8) {
    gridCanvas = document.createElement('canvas');
    gridCanvas.width = canvas.width;
    gridCanvas.height = canvas.height;
    const g = gridCanvas.getContext('2d');
    g.strokeStyle = palette.gridLine;
    g.lineWidth = 1;
    g.beginPath();
    for (let x = 0; x <= width; ++x) {
      g.moveTo(x * cellSize + 0.5, 0);
      g.lineTo(x * cellSize + 0.5, canvas.height);
    }
    for (let y = 0; y <= height; ++y) {
      g.moveTo(0, y * cellSize + 0.5);
      g.lineTo(canvas.width, y * cellSize + 0.5);
    }
    g.stroke();
  }

  function hsvColour(h, s, v) {
    const i = Math.floor(h * 6), f = h * 6 - i;
    const p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s);
    const rgb = [[v, t, p], [q, v, p], [p, v, t], [p, q, v], [t, p, v], [v, p, q]][i % 6];
    return 'rgb(' + rgb.map(function (c) { return Math.round(c * 255); }).join(',') + ')';
  }
  // Kinds spread round the hue circle by the golden angle, as the application's tiles are.
  function tileHue(value) {
    const turns = (value * 0.6180339887498949) % 1;
    return turns < 0 ? turns + 1 : turns;
  }

  function drawTiles() {
    if (!scene.tile)
      return;
    const margin = cellSize * 0.09;
    const radius = cellSize * 0.14;
    context.save();
    context.lineWidth = Math.max(1, cellSize / 16);
    context.font = 'bold ' + Math.max(6, Math.floor(cellSize * 0.42)) + 'px sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (let cell = 0; cell < cellCount; ++cell) {
      const value = scene.tile[cell];
      if (value === 0)
        continue;
      const x = (cell % width) * cellSize + margin, y = Math.floor(cell / width) * cellSize + margin;
      const side = cellSize - 2 * margin;
      const hue = tileHue(value);
      context.fillStyle = hsvColour(hue, palette.dark ? 0.55 : 0.28, palette.dark ? 0.42 : 0.98);
      context.strokeStyle = hsvColour(hue, 0.75, palette.dark ? 0.85 : 0.55);
      context.beginPath();
      if (context.roundRect)
        context.roundRect(x, y, side, side, radius);
      else
        context.rect(x, y, side, side);
      context.fill();
      context.stroke();
      if (cellSize >= 14) {
        context.fillStyle = palette.dark ? '#f2f2f2' : '#1a1a1a';
        context.fillText(String(value), x + side / 2, y + side / 2 + 0.5);
      }
    }
    context.restore();
  }

  function fillCell(cell, colour) {
    context.fillStyle = colour;
    context.fillRect((cell % width) * cellSize, Math.floor(cell / width) * cellSize, cellSize, cellSize);
  }

  function drawSnakes() {
    [look.snakeBody, look.snakeShadow, look.snakeRival].forEach(function (id, index) {
      const cells = id >= 0 ? scene.sequences[id] : null;
      if (!cells || cells.length === 0)
        return;
      const body = palette.marks[index === 1 ? 12 : MARK_BODY];
      for (let k = 1; k < cells.length; ++k)
        fillCell(cells[k], body);
      fillCell(cells[0], index === 1 ? body : palette.marks[MARK_HEAD]);
    });
  }

  function drawCycle() {
    const cells = look.cycle >= 0 ? scene.sequences[look.cycle] : null;
    if (!cells || cells.length < 2 || cellSize < 4)
      return;
    context.save();
    context.strokeStyle = palette.gridLine;
    context.globalAlpha = 0.8;
    context.lineWidth = Math.max(1, cellSize / 10);
    context.beginPath();
    for (let k = 0; k <= cells.length; ++k) {
      const cell = cells[k % cells.length];
      const x = (cell % width + 0.5) * cellSize, y = (Math.floor(cell / width) + 0.5) * cellSize;
      if (k === 0) context.moveTo(x, y); else context.lineTo(x, y);
    }
    context.stroke();
    context.restore();
  }

  function drawEndpoint(pos, colour, letter) {
    if (!pos || pos.length !== 2)
      return;
    const cell = pos[1] * width + pos[0];
    const x = pos[0] * cellSize, y = pos[1] * cellSize;
    context.save();
    if (cellSize < 4) {
      // A pixel would be lost on a big board: a dot larger than the cell marks it.
      context.fillStyle = colour;
      context.strokeStyle = palette.background;
      context.lineWidth = 1.5;
      context.beginPath();
      context.arc(x + cellSize / 2, y + cellSize / 2, 4.5, 0, 2 * Math.PI);
      context.fill();
      context.stroke();
    } else if (scene.tile && scene.tile[cell] !== 0) {
      const frame = Math.max(2, cellSize * 0.09);
      context.strokeStyle = colour;
      context.lineWidth = frame;
      context.strokeRect(x + frame / 2, y + frame / 2, cellSize - frame, cellSize - frame);
    } else {
      context.fillStyle = colour;
      context.fillRect(x, y, cellSize, cellSize);
      if (cellSize >= 10) {
        context.fillStyle = '#ffffff';
        context.font = 'bold ' + Math.max(8, Math.floor(cellSize * 0.55)) + 'px sans-serif';
        context.textAlign = 'center';
        context.textBaseline = 'middle';
        context.fillText(letter, x + cellSize / 2, y + cellSize / 2 + 0.5);
      }
    }
    context.restore();
  }

  function drawBoard() {
    if (cellCount === 0)
      return;
    // Only the cells that changed are recoloured; the picture is then scaled onto the board.
    if (repaintAll) {
      for (let cell = 0; cell < cellCount; ++cell)
        pixelWords[cell] = packedColours[colourSlot(cell)];
      cellsContext.putImageData(pixels, 0, 0);
    } else if (dirtyCells.length > 0) {
      let x0 = width, y0 = height, x1 = -1, y1 = -1;
      for (let k = 0; k < dirtyCells.length; ++k) {
        const cell = dirtyCells[k];
        dirtyFlag[cell] = 0;
        pixelWords[cell] = packedColours[colourSlot(cell)];
        const x = cell % width, y = (cell - x) / width;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
      cellsContext.putImageData(pixels, 0, 0, x0, y0, x1 - x0 + 1, y1 - y0 + 1);
    }
    if (repaintAll)
      dirtyFlag.fill(0);
    dirtyCells = [];
    repaintAll = false;

    context.imageSmoothingEnabled = false;
    context.drawImage(cellsCanvas, 0, 0, canvas.width, canvas.height);
    if (look.snakeBody >= 0)
      drawSnakes();
    if (gridCanvas)
      context.drawImage(gridCanvas, 0, 0);
    drawCycle();
    drawTiles();
    if (look.snakeBody < 0) {
      drawEndpoint(data.start, palette.start, ui.startLetter);
      drawEndpoint(data.goal, palette.goal, ui.goalLetter);
    }
  }

  // --- the page around the board

  function byId(id) { return document.getElementById(id); }
  // Counts grouped as the page's language groups them ("8,088"), as the application shows them.
  const numberFormat = new Intl.NumberFormat(document.documentElement.lang || undefined);
  function grouped(value) {
    return typeof value === 'number' ? numberFormat.format(value) : value;
  }

  function fill(text, values) {
    return text.replace(/%(\d)/g, function (all, n) {
      const value = values[Number(n) - 1];
      return value === undefined ? all : String(grouped(value));
    });
  }

  const buttons = {
    toStart: byId('to-start'), stepBack: byId('step-back'), play: byId('play'),
    step: byId('step'), stepOver: byId('step-over'), stepOut: byId('step-out'), toEnd: byId('to-end'),
  };
  buttons.toStart.textContent = '|\u25c0 ' + ui.toStart;
  buttons.stepBack.textContent = '\u25c0 ' + ui.stepBack;
  buttons.step.textContent = ui.step + ' \u25b6';
  buttons.stepOver.textContent = ui.stepOver + ' \u21b7';
  buttons.stepOut.textContent = ui.stepOut + ' \u2197';
  buttons.toEnd.textContent = ui.toEnd + ' \u25b6|';
  byId('speed-name').textContent = ui.speed;
  byId('bookmarks-title').textContent = ui.bookmarks;
  byId('counters-title').textContent = ui.counters;
  byId('code-title').textContent = ui.pseudoCode;
  byId('legend-title').textContent = ui.legend;
  byId('keys').textContent = ui.keys;
  const timeline = byId('timeline');
  timeline.max = String(stepCount);
  timeline.setAttribute('aria-label', ui.timeline);

  // Counters: one row each, the value in an element named after the counter's id.
  const counterCells = [];
  const usedIds = new Set();
  data.counters.forEach(function (counter, index) {
    const row = document.createElement('tr');
    const name = document.createElement('td');
    name.textContent = counter.name;
    const value = document.createElement('td');
    value.className = 'value';
    let id = 'counter-' + counter.id;
    if (usedIds.has(id))
      id += '-' + index;
    usedIds.add(id);
    value.id = id;
    row.append(name, value);
    byId('counters').append(row);
    counterCells.push({ cell: value, shown: null });
  });

  const codeLines = data.pseudoCode.map(function (text) {
    const item = document.createElement('li');
    // The indentation as a margin, not as blanks: a line that wraps goes on under its own
    // first word, not at the left edge.
    const body = text.trimStart();
    item.style.setProperty('--indent', String(text.length - body.length));
    item.textContent = body;
    byId('code').append(item);
    return item;
  });

  const bookmarks = data.bookmarks;
  const bookmarkItems = bookmarks.map(function (bookmark) {
    const item = document.createElement('li');
    item.dataset.position = String(bookmark.position);
    const step = document.createElement('span');
    step.className = 'bookmark-step';
    step.textContent = fill(ui.bookmarkStep, [bookmark.position]);
    const caption = document.createElement('span');
    caption.className = 'bookmark-caption';
    caption.textContent = bookmark.caption;
    item.append(step, caption);
    item.addEventListener('click', function () { pause(); go(bookmark.position); });
    byId('bookmarks').append(item);

    const tick = document.createElement('button');
    tick.type = 'button';
    tick.className = 'tick';
    tick.title = bookmark.caption;
    tick.style.left = (stepCount > 0 ? 100 * bookmark.position / stepCount : 0) + '%';
    tick.addEventListener('click', function () { pause(); go(bookmark.position); });
    byId('ticks').append(tick);
    return item;
  });
  if (bookmarks.length === 0) {
    const item = document.createElement('li');
    item.textContent = ui.noBookmarks;
    byId('bookmarks').append(item);
  }

  // The rows the application's Legend lists; the terrain's swatch shows its nine costs, light
  // to dark, as the application's does.
  function addLegend(colours, name, meaning) {
    const item = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    if (colours.length > 1) {
      swatch.style.width = (0.3 * colours.length) + 'rem';
      swatch.style.background = 'linear-gradient(to right, ' + colours.map(function (colour, i) {
        return colour + ' ' + (100 * i / colours.length) + '% ' + (100 * (i + 1) / colours.length) + '%';
      }).join(', ') + ')';
    } else {
      swatch.style.background = colours[0];
    }
    const label = document.createElement('span');
    label.textContent = name;
    // A name is a few words at most: broken, "Terrain 1–9" read as "Terrain 1–" over "9".
    label.style.whiteSpace = 'nowrap';
    item.append(swatch, label);
    if (meaning) {
      const more = document.createElement('span');
      more.className = 'meaning';
      more.textContent = meaning;
      item.append(more);
    }
    byId('legend').append(item);
    return item;
  }
  data.legend.forEach(function (entry) {
    addLegend(entry.colours, entry.name, entry.meaning).dataset.legend = entry.id;
  });

  // The bookmark in force: the last one at or before the position.
  function bookmarkInForce(at) {
    let low = 0, high = bookmarks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (bookmarks[middle].position <= at) low = middle + 1; else high = middle;
    }
    return low - 1;
  }

  let shownLine = -1, shownBookmark = -2, shownStatus = -1;
  const captionElement = byId('caption');
  const positionElement = byId('position');
  const statusElement = byId('status');

  function showFrame() {
    drawBoard();
    positionElement.textContent = fill(ui.position, [position, stepCount]);
    timeline.value = String(position);
    document.body.dataset.position = String(position);
    for (let i = 0; i < counterCells.length; ++i) {
      const value = scene.counters[i];
      if (counterCells[i].shown !== value) {
        counterCells[i].shown = value;
        counterCells[i].cell.textContent = grouped(value);
      }
    }
    if (shownStatus !== scene.status) {
      shownStatus = scene.status;
      statusElement.textContent = data.strings[scene.status] || '';
    }
    const line = position > 0 ? stepLine(position - 1) : 0;
    if (line !== shownLine) {
      if (shownLine > 0 && codeLines[shownLine - 1])
        codeLines[shownLine - 1].classList.remove('current');
      if (line > 0 && codeLines[line - 1])
        codeLines[line - 1].classList.add('current');
      shownLine = line;
    }
    const inForce = bookmarkInForce(position);
    if (inForce !== shownBookmark) {
      if (shownBookmark >= 0)
        bookmarkItems[shownBookmark].classList.remove('current');
      if (inForce >= 0)
        bookmarkItems[inForce].classList.add('current');
      captionElement.textContent = inForce >= 0 ? bookmarks[inForce].caption : '';
      shownBookmark = inForce;
    }
  }

  function go(target) {
    seek(target);
    showFrame();
  }

  // --- playing

  let playing = false;
  let stepsPerSecond = 1;
  let owed = 0;
  let lastTime = 0;

  function showSpeed() {
    const value = Number(byId('speed').value);
    stepsPerSecond = Math.max(1, Math.round(Math.pow(10, value / 25)));
    byId('speed-value').textContent = fill(ui.stepsPerSecond, [stepsPerSecond]);
  }

  function showPlayButton() {
    buttons.play.textContent = playing ? '\u2016 ' + ui.pause : '\u25b6 ' + ui.play;
  }

  function frame(now) {
    if (!playing)
      return;
    owed += Math.min(0.25, (now - lastTime) / 1000) * stepsPerSecond;
    lastTime = now;
    const whole = Math.floor(owed);
    if (whole > 0) {
      owed -= whole;
      seek(position + whole);
      showFrame();
    }
    if (position >= stepCount) {
      pause();
      return;
    }
    requestAnimationFrame(frame);
  }

  function play() {
    if (playing)
      return;
    if (position >= stepCount)
      go(0);
    playing = true;
    owed = 1; // the first step shows at once
    lastTime = performance.now();
    showPlayButton();
    requestAnimationFrame(frame);
  }

  function pause() {
    playing = false;
    showPlayButton();
  }

  function toggle() { if (playing) pause(); else play(); }

  function previousBookmark() {
    for (let k = bookmarks.length - 1; k >= 0; --k) {
      if (bookmarks[k].position < position)
        return bookmarks[k].position;
    }
    return 0;
  }
  function nextBookmark() {
    for (let k = 0; k < bookmarks.length; ++k) {
      if (bookmarks[k].position > position)
        return bookmarks[k].position;
    }
    return stepCount;
  }

  buttons.toStart.addEventListener('click', function () { pause(); go(0); });
  buttons.stepBack.addEventListener('click', function () { pause(); go(position - 1); });
  buttons.play.addEventListener('click', toggle);
  buttons.step.addEventListener('click', function () { pause(); go(position + 1); });
  buttons.stepOver.addEventListener('click', function () { pause(); go(stepOverTarget(position)); });
  buttons.stepOut.addEventListener('click', function () { pause(); go(stepOutTarget(position)); });
  buttons.toEnd.addEventListener('click', function () { pause(); go(stepCount); });
  timeline.addEventListener('input', function () { pause(); go(Number(timeline.value)); });
  byId('speed').addEventListener('input', showSpeed);

  document.addEventListener('keydown', function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey)
      return;
    const actions = {
      ' ': toggle,
      ArrowLeft: function () { pause(); go(position - 1); },
      ArrowRight: function () { pause(); go(position + 1); },
      Home: function () { pause(); go(0); },
      End: function () { pause(); go(stepCount); },
      PageUp: function () { pause(); go(previousBookmark()); },
      PageDown: function () { pause(); go(nextBookmark()); },
    };
    // F10 and Shift+F11 as in the application; F11 alone stays the browser's full screen.
    if (event.key === 'F10' && !event.shiftKey)
      actions.F10 = function () { pause(); go(stepOverTarget(position)); };
    if (event.key === 'F11' && event.shiftKey)
      actions.F11 = function () { pause(); go(stepOutTarget(position)); };
    const action = actions[event.key];
    if (!action)
      return;
    // The buttons and the timeline would act on these keys too.
    event.preventDefault();
    action();
  });

  // "#goto=end", "#goto=start" or "#goto=123" opens the page at that step; "from=" before it
  // passes another step first, so the way back is taken as a lecturer scrubbing would.
  function positionFromHash(name) {
    const match = new RegExp('(?:^#|&)' + name + '=([^&]*)').exec(location.hash);
    if (!match)
      return null;
    if (match[1] === 'end')
      return stepCount;
    if (match[1] === 'start')
      return 0;
    const n = parseInt(match[1], 10);
    return isNaN(n) ? null : n;
  }
  function goToHash() {
    const from = positionFromHash('from');
    const target = positionFromHash('goto');
    if (from !== null)
      seek(from);
    go(target === null ? position : target);
  }
  window.addEventListener('hashchange', function () {
    pause();
    goToHash();
  });

  document.body.dataset.stepCount = String(stepCount);
  document.body.dataset.changeCount = String(changeCount);
  showSpeed();
  showPlayButton();
  goToHash();
  document.body.dataset.position = String(position);
  document.body.dataset.readyMs = performance.now().toFixed(1);
})();
