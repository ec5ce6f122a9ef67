/// The playground's one page: a spec editor beside the drawing the server returns.
///
/// The page computes nothing: every change (typing, size, scroll, a dragged strip) posts
/// the spec and the view to `/layout` and draws the SVG that comes back; hovering reads
/// each element's `data-info`. A released strip is sent with its velocity and rests where
/// the engine says.
public enum PlaygroundPage {
  /// The page's HTML, script and style included.
  public static let html = #"""
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
    <title>CollectionLayout playground</title>
    <style>
    body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 0; color: #1d1d1f; }
    header { display: flex; gap: 16px; align-items: center; padding: 10px 16px; background: #f2f4f7; border-bottom: 1px solid #d0d5dd; flex-wrap: wrap; }
    header h1 { font-size: 18px; margin: 0 12px 0 0; }
    #exampleLabel { display: flex; gap: 6px; align-items: center; max-width: 100%; }
    #examples { min-width: 0; max-width: 100%; }
    main { display: flex; flex-wrap: wrap; gap: 16px; padding: 16px; align-items: flex-start; }
    #left { flex: 0 1 440px; min-width: 0; }
    #editor { display: flex; border: 1px solid #98a2b3; border-radius: 4px; height: 560px; overflow: hidden; font: 13px/18px Menlo, Consolas, monospace; }
    #gutter { background: #f2f4f7; color: #475467; text-align: right; padding: 6px 6px; min-width: 28px; overflow: hidden; user-select: none; }
    #gutter div.error { background: #b42318; color: #fff; border-radius: 2px; }
    #spec { flex: 1; border: 0; padding: 6px; resize: none; font: inherit; outline: none; white-space: pre; overflow: auto; }
    #error { color: #b42318; min-height: 20px; margin-top: 6px; font-size: 13px; }
    #controls label { margin-right: 8px; font-size: 13px; }
    #controls input[type=number] { width: 64px; }
    #right { flex: 1 1 320px; min-width: 0; }
    #drawing { overflow: auto; max-height: 80vh; border: 1px solid #d0d5dd; background: #fff; }
    #drawing svg { display: block; cursor: default; }
    #drawing.dragging svg { cursor: grabbing; }
    #info { font-size: 13px; min-height: 20px; margin: 6px 0; color: #1d1d1f; }
    #diagnostics { font-size: 12px; color: #7a2e0e; }
    </style></head><body>
    <header>
      <h1>CollectionLayout playground</h1>
      <label id="exampleLabel">Example <select id="examples"></select></label>
      <span id="controls">
        <label>Width <input id="width" type="number" min="1" max="4000" value="375"></label>
        <label>Height <input id="height" type="number" min="1" max="4000" value="667"></label>
        <button id="portrait" type="button">Portrait</button>
        <button id="landscape" type="button">Landscape</button>
        <label>Scroll <input id="scroll" type="range" min="0" max="0" step="1" value="0"></label>
        <output id="scrollValue">0</output>
      </span>
    </header>
    <main>
      <div id="left">
        <div id="editor"><div id="gutter"></div><textarea id="spec" spellcheck="false" aria-label="Spec (YAML or JSON)"></textarea></div>
        <div id="error" role="alert"></div>
        <p style="font-size:12px;color:#475467">Edit the spec (YAML or JSON): the server lays it out as you type. Drag a strip sideways to scroll it; release it and it rests where its scrolling behaviour says. Hover an element for its index path, frame and zIndex.</p>
      </div>
      <div id="right">
        <div id="info">Hover an element.</div>
        <div id="drawing"></div>
        <ul id="diagnostics"></ul>
      </div>
    </main>
    <script>
    const $ = (id) => document.getElementById(id);
    const state = { scroll: null, sectionOffsets: {}, strips: [], vertical: true, sequence: 0, examples: [] };
    window.lastAnswer = null;
    window.layoutCount = 0;

    function gutter(errorLine) {
      const lines = $('spec').value.split('\n').length;
      let html = '';
      for (let i = 1; i <= lines; i++) html += '<div' + (i === errorLine ? ' class="error"' : '') + '>' + i + '</div>';
      $('gutter').innerHTML = html;
      $('gutter').scrollTop = $('spec').scrollTop;
    }

    async function relayout(release) {
      const body = { spec: $('spec').value, width: Number($('width').value), height: Number($('height').value),
        sectionOffsets: state.sectionOffsets };
      if (state.scroll !== null) body.scroll = state.scroll;
      if (release) body.release = release;
      const sequence = ++state.sequence;
      let answer;
      try {
        const response = await fetch('/layout', { method: 'POST', body: JSON.stringify(body) });
        answer = await response.json();
      } catch (e) { $('error').textContent = 'The server did not answer: ' + e; return; }
      if (sequence !== state.sequence) return;
      window.lastAnswer = answer;
      if (answer.error) {
        $('error').textContent = (answer.line ? 'line ' + answer.line + ': ' : '') + answer.error;
        gutter(answer.line || 0);
        return;
      }
      $('error').textContent = '';
      gutter(0);
      draw(answer);
      window.layoutCount++;
    }

    // Where the content's origin is in the window (null before the first drawing).
    function origin() {
      const svg = $('drawing').querySelector('svg');
      return svg ? svg.createSVGPoint().matrixTransform(svg.getScreenCTM()) : null;
    }

    function draw(answer) {
      // The drawing's bounds grow and shrink with what strips and the scroll show; the
      // content stays where it was on screen (scrolling the drawing by the shift).
      const before = origin();
      $('drawing').innerHTML = answer.svg;
      const after = origin();
      if (before && after) {
        $('drawing').scrollLeft += after.x - before.x;
        $('drawing').scrollTop += after.y - before.y;
      }
      state.vertical = answer.scrollDirection === 'vertical';
      // A finger moving across the strips drags them; along the scroll axis it scrolls.
      $('drawing').querySelector('svg').style.touchAction = state.vertical ? 'pan-y' : 'pan-x';
      state.strips = answer.strips;
      for (const strip of answer.strips) state.sectionOffsets[strip.section] = strip.offset;
      const slider = $('scroll');
      slider.min = Math.floor(answer.scrollRange[0]);
      slider.max = Math.ceil(answer.scrollRange[1]);
      slider.value = answer.scroll;
      $('scrollValue').textContent = (state.vertical ? 'y ' : 'x ') + Math.round(answer.scroll);
      $('diagnostics').innerHTML = answer.diagnostics.map((d) => '<li></li>').join('');
      answer.diagnostics.forEach((d, i) => { $('diagnostics').children[i].textContent = d; });
    }

    let typing = null;
    $('spec').addEventListener('input', () => { gutter(0); clearTimeout(typing); typing = setTimeout(() => relayout(), 150); });
    $('spec').addEventListener('scroll', () => { $('gutter').scrollTop = $('spec').scrollTop; });
    $('width').addEventListener('change', () => relayout());
    $('height').addEventListener('change', () => relayout());
    $('portrait').addEventListener('click', () => { $('width').value = 375; $('height').value = 667; relayout(); });
    $('landscape').addEventListener('click', () => { $('width').value = 667; $('height').value = 375; relayout(); });
    $('scroll').addEventListener('input', () => { state.scroll = Number($('scroll').value); relayout(); });

    $('drawing').addEventListener('mouseover', (event) => {
      const info = event.target.getAttribute && event.target.getAttribute('data-info');
      if (info) $('info').textContent = info;
    });

    // Strips: a drag moves the section's offset (the other way in a mirrored strip, whose
    // leading end is on the right); the release sends the velocity and the server answers
    // with where the strip rests.
    function svgPoint(event) {
      const svg = $('drawing').querySelector('svg');
      const point = svg.createSVGPoint();
      point.x = event.clientX; point.y = event.clientY;
      return point.matrixTransform(svg.getScreenCTM().inverse());
    }
    let drag = null;
    // Pointer events: a mouse, a finger or a pen drags the same way.
    $('drawing').addEventListener('pointerdown', (event) => {
      if (event.button !== 0 || !$('drawing').querySelector('svg')) return;
      const p = svgPoint(event);
      const strip = state.strips.find((s) => p.x >= s.frame[0] && p.x <= s.frame[0] + s.frame[2] && p.y >= s.frame[1] && p.y <= s.frame[1] + s.frame[3]);
      if (!strip) return;
      event.preventDefault();
      // The drag is measured in the window's pixels, not the drawing's: the drawing's bounds
      // follow the strip, so its coordinates under a still pointer change as it scrolls.
      const ctm = $('drawing').querySelector('svg').getScreenCTM();
      drag = { pointer: event.pointerId, section: strip.section, start: state.vertical ? event.clientX : event.clientY,
        pixelsPerPoint: state.vertical ? ctm.a : ctm.d, startOffset: strip.offset,
        direction: strip.mirrored ? -1 : 1, maximum: strip.maximumOffset,
        samples: [{ t: performance.now(), offset: strip.offset }] };
      $('drawing').classList.add('dragging');
    });
    window.addEventListener('pointermove', (event) => {
      if (!drag || event.pointerId !== drag.pointer) return;
      const moved = ((state.vertical ? event.clientX : event.clientY) - drag.start) / drag.pixelsPerPoint;
      const offset = Math.min(Math.max(drag.startOffset - drag.direction * moved, 0), drag.maximum);
      state.sectionOffsets[drag.section] = offset;
      drag.samples.push({ t: performance.now(), offset });
      if (drag.samples.length > 6) drag.samples.shift();
      relayout();
    });
    function release(event) {
      if (!drag || event.pointerId !== drag.pointer) return;
      const first = drag.samples[0], last = drag.samples[drag.samples.length - 1];
      const seconds = Math.max((last.t - first.t) / 1000, 0.001);
      const velocity = drag.samples.length > 1 ? (last.offset - first.offset) / seconds : 0;
      const section = drag.section;
      drag = null;
      $('drawing').classList.remove('dragging');
      relayout({ section, velocity });
    }
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);

    function open(example) {
      $('spec').value = example.text;
      state.scroll = null; state.sectionOffsets = {};
      gutter(0);
      relayout();
    }
    $('examples').addEventListener('change', () => open(state.examples[$('examples').selectedIndex]));

    fetch('/examples').then((r) => r.json()).then((list) => {
      state.examples = list.examples;
      for (const e of list.examples) {
        const option = document.createElement('option');
        option.value = e.name; option.textContent = e.title + ' (' + e.name + ')';
        $('examples').appendChild(option);
      }
      if (list.examples.length) open(list.examples[0]);
    });
    </script>
    </body></html>
    """#
}
