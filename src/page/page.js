/*
 * page.js: abviz's stepper.  Everything the page shows at step k comes from
 * the model (the JSON of --format steps, in the script element "model") by
 * one function, render(k).  What is searched and cut by step k is abviz's
 * fold, not the page's: each step carries its marks, how the marks of the
 * nodes it changes go, before and after it, so the page moves its marks
 * from the step it shows to k, forward or back, by setting them; stepping
 * back is exactly as right as stepping forward, and the page re-derives
 * nothing of the search.  The diagram's nodes and edges are Graphviz's
 * SVG groups n<i> and e<child>; a step's state is a set of classes on
 * them, drawn by the stylesheet.  Text from the model goes in with
 * textContent only, never as markup, so a label written as an image tag
 * stays text.  Every text the page says itself is in the page's language,
 * from the JSON "ui" that abviz writes (its M_PAGE_* messages): T('seeStep',
 * 10) puts the arguments in for %1, %2..., as abviz does.  Each call names
 * its text as a literal, so that tests/view-lang.sh finds every one.
 */
'use strict';

(function () {
	const model = JSON.parse(document.getElementById('model').textContent);
	const nodes = model.nodes, steps = model.steps;
	const N = nodes.length, S = steps.length;
	const SVG = 'http://www.w3.org/2000/svg';
	const $ = id => document.getElementById(id);
	const ui = JSON.parse($('ui').textContent);
	const T = (key, ...arg) => ui[key].replace(/%([1-9%])/g, (m, k) =>
	    k === '%' ? '%' : k <= arg.length ? String(arg[k - 1]) : '');
	/* for practice.js, which says its texts the same way */
	window.abvizText = T;

	/* Numbers as the diagrams write them: infinities with the symbol. */
	const num = x => x === '-inf' ? '-\u221E' : x === '+inf' ? '+\u221E' :
	    String(x);
	const nameOf = nd => nd.label !== null ? nd.label : nd.id;

	/* Nodes are handled by their position in model.nodes (tree order). */
	const pos = new Map();
	nodes.forEach((nd, k) => pos.set(nd.id, k));
	const at = id => id === null ? -1 : pos.get(id);
	const parent = nodes.map(nd => at(nd.parent));

	/* Each step with its ids looked up once; previous as an index. */
	const step = steps.map(s => ({
		node: at(s.node),
		child: at(s.child),
		stack: s.stack.map(f => at(f.node)),
		cuts: s.cutoff !== null,
		crossed: s.cutoff ? s.cutoff.children.map(at) : null,
		from: s.cutoff ? at(s.cutoff.from.node) : -1,
		fromChild: s.cutoff ? at(s.cutoff.from.child) : -1,
		marks: s.marks.map(([id, before, after]) => [at(id), before, after]),
		previous: s.previous - 1
	}));
	const cutSteps = steps.filter(s => s.cutoff !== null).map(s => s.step);
	const depthLimit = model.conventions.depth;

	/*
	 * The diagram.  Graphviz drew the shapes, and the leaves' values and
	 * names; an interior node is an empty triangle the page writes into.
	 */
	const svg = document.querySelector('#diagram svg');
	const graph = svg.querySelector('g.graph');
	/* the drawing's size in its own units (Graphviz's points) */
	const units = {
		w: svg.viewBox.baseVal.width || parseFloat(svg.getAttribute('width')),
		h: svg.viewBox.baseVal.height || parseFloat(svg.getAttribute('height'))
	};
	const prunes = model.conventions.cutoff !== 'none';
	svg.removeAttribute('width');
	svg.removeAttribute('height');
	svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
	svg.setAttribute('role', 'img');
	svg.setAttribute('aria-label', T('svgLabel'));

	function el(name, attrs) {
		const e = document.createElementNS(SVG, name);
		for (const a in attrs)
			e.setAttribute(a, attrs[a]);
		return e;
	}

	/* An arrowhead for the bound's link, a hatch for cut nodes. */
	const defs = el('defs', {});
	const marker = el('marker', { id: 'ab-arrow', viewBox: '0 0 10 10',
	    refX: '8', refY: '5', markerWidth: '5', markerHeight: '5',
	    orient: 'auto-start-reverse' });
	marker.appendChild(el('path', { d: 'M0,0 L10,5 L0,10 z',
	    class: 'arrowhead' }));
	const hatch = el('pattern', { id: 'ab-hatch', width: '6', height: '6',
	    patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' });
	hatch.appendChild(el('rect', { width: '6', height: '6',
	    class: 'hatch-bg' }));
	hatch.appendChild(el('line', { x1: '0', y1: '0', x2: '0', y2: '6',
	    class: 'hatch-line' }));
	defs.appendChild(marker);
	defs.appendChild(hatch);
	svg.insertBefore(defs, svg.firstChild);

	/*
	 * The texts of an interior node, placed by the triangle's geometry
	 * (y grows downwards): the value and the name across the wide part,
	 * alpha left and beta right of the narrow end, clear of its sloping
	 * sides.  Returns the texts render() fills: value, alpha, beta.
	 */
	function writeInto(g, nd, bx) {
		const up = nd.player === 'max', top = bx.y - bx.h, h = 2 * bx.h;
		const text = (cls, x, y, anchor) => {
			const t = el('text', { class: cls, x: x, y: y,
			    'text-anchor': anchor, 'dominant-baseline': 'central' });
			g.appendChild(t);
			return t;
		};
		/* a MAX triangle's value about where it is 0.6 of its base wide,
		   as html.c sized it for the value, the name under it */
		const name = text('name', bx.x, top + (up ? 0.86 : 0.6) * h,
		    'middle');
		name.textContent = nameOf(nd);
		const v = text('value', bx.x, top + (up ? 0.57 : 0.27) * h,
		    'middle');
		if (!prunes)
			return [v, null, null];
		/* 0.3 of the height from the narrow end, clear of the slope (a
		   thick outline included) across the text's height */
		const y = up ? top + 0.3 * h : top + 0.7 * h;
		const dx = bx.w * (0.3 + 12 / h) + 5;
		return [v, text('window', bx.x - dx, y, 'end'),
		    text('window', bx.x + dx, y, 'start')];
	}

	const box = [];		/* per node: its centre and half sizes */
	const gNode = [], gEdge = [], tValue = [], tAlpha = [], tBeta = [];
	nodes.forEach((nd, k) => {
		const g = $('n' + nd.index);
		const shape = g.querySelector('polygon, ellipse, path');
		const p = shape.getAttribute('points').trim().split(/[\s,]+/)
		    .map(Number);
		let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
		for (let i = 0; i + 1 < p.length; i += 2) {
			x0 = Math.min(x0, p[i]);
			x1 = Math.max(x1, p[i]);
			y0 = Math.min(y0, p[i + 1]);
			y1 = Math.max(y1, p[i + 1]);
		}
		box[k] = { x: (x0 + x1) / 2, y: (y0 + y1) / 2, w: (x1 - x0) / 2,
		    h: (y1 - y0) / 2 };
		const title = g.querySelector('title');
		if (title !== null)
			title.textContent = nameOf(nd) + (nd.leaf !== null ? '' :
			    nd.player === 'max' ? ' (MAX)' : ' (MIN)');
		let v = null, a = null, b = null;
		if (nd.leaf === null)
			[v, a, b] = writeInto(g, nd, box[k]);
		gNode[k] = g;
		tValue[k] = v;
		tAlpha[k] = a;
		tBeta[k] = b;
		gEdge[k] = parent[k] < 0 ? null : $('e' + nd.index);
		if (gEdge[k] !== null) {
			const et = gEdge[k].querySelector('title');
			if (et !== null)
				et.remove();
		}
	});

	/*
	 * The scissors on an edge a cutoff crossed out, made when first needed,
	 * at the middle of Graphviz's path "M p C c c p C c c p ...": read
	 * from its numbers, since asking the browser to measure would make it
	 * lay the drawing out again.
	 */
	const scissors = [];
	function crossOut(k) {
		if (scissors[k] !== undefined)
			return;
		const d = gEdge[k].querySelector('path').getAttribute('d')
		    .match(/-?[\d.]+(e-?\d+)?/g).map(Number);
		const m = (d.length - 2) / 6;	/* cubic pieces */
		const i = 6 * Math.floor(m / 2), at = (j, t) => {
			const u = 1 - t;
			return u * u * u * d[i + j] + 3 * u * u * t * d[i + j + 2] +
			    3 * u * t * t * d[i + j + 4] + t * t * t * d[i + j + 6];
		};
		const t0 = m % 2 === 1 ? 0.5 : 0;
		const t = el('text', { x: at(0, t0), y: at(1, t0), class: 'scissors',
		    'text-anchor': 'middle', 'dominant-baseline': 'central' });
		t.textContent = '\u2702';
		gEdge[k].appendChild(t);
		scissors[k] = t;
	}

	/* The link from where a cut's bound was set to the node it cuts. */
	const overlay = el('g', { id: 'ab-overlay' });
	const link = el('path', { class: 'source-link',
	    'marker-end': 'url(#ab-arrow)' });
	const linkText = el('text', { class: 'source-label',
	    'text-anchor': 'middle' });
	overlay.appendChild(link);
	overlay.appendChild(linkText);
	overlay.style.display = 'none';
	graph.appendChild(overlay);

	function drawLink(from, to, label) {
		const a = box[from], b = box[to];
		const dx = b.x - a.x, dy = b.y - a.y;
		const len = Math.hypot(dx, dy) || 1;
		const ux = dx / len, uy = dy / len;
		/* leave each node at its edge, not its centre */
		const ra = Math.min(a.w, a.h) * 0.9, rb = Math.min(b.w, b.h) * 1.1;
		const x0 = a.x + ux * ra, y0 = a.y + uy * ra;
		const x2 = b.x - ux * rb, y2 = b.y - uy * rb;
		/* bow out to the left of the way, so it does not hide the edge */
		const bow = Math.max(0.35 * len, 30);
		const cx = (x0 + x2) / 2 + uy * bow, cy = (y0 + y2) / 2 - ux * bow;
		link.setAttribute('d', 'M' + x0 + ',' + y0 + ' Q' + cx + ',' + cy +
		    ' ' + x2 + ',' + y2);
		/* the label just outside the curve's middle */
		const px = uy, py = -ux;
		linkText.setAttribute('x', (x0 + 2 * cx + x2) / 4 + px * 6);
		linkText.setAttribute('y', (y0 + 2 * cy + y2) / 4 + py * 6);
		linkText.setAttribute('text-anchor', px > 0.3 ? 'start' :
		    px < -0.3 ? 'end' : 'middle');
		linkText.textContent = label;
		overlay.style.display = '';
	}

	/*
	 * A text of the tree's as every picture shows it (emit.h's
	 * EMIT_TITLE_SHOWN and EMIT_ABOUT_SHOWN): its first n characters,
	 * then "…" when there is more.  The model keeps it whole.
	 */
	const cutText = (s, n) => {
		const cs = Array.from(s);
		return cs.length > n ? cs.slice(0, n).join('') + '\u2026' : s;
	};

	/* The panes' fixed parts: title, pseudocode, the log's lines. */
	$('title').textContent = cutText(model.tree, 200);
	if (model.source !== undefined) {
		const src = document.createElement('span');
		src.className = 'source';
		src.textContent = ' (' + cutText(model.source, 200) + ')';
		$('title').appendChild(src);
	}
	document.title = T('docTitle', cutText(model.tree, 200));
	if (model.description !== undefined) {
		const about = document.createElement('p');
		about.id = 'about';
		about.textContent = cutText(model.description, 1000);
		$('subtitle').before(about);
	}
	$('subtitle').textContent = model.conventions.view === 'side-to-move' ?
	    T('subtitleSide', model.title, model.conventions_text) :
	    T('subtitle', model.title, model.conventions_text);
	$('codetitle').textContent = model.code.title;
	const codeLines = model.code.lines.map((line, i) => {
		const li = document.createElement('li');
		const no = document.createElement('span');
		no.className = 'no';
		no.textContent = String(i + 1);
		/* indents drawn half as wide as written: the text stays legible
		   at a projector's size without hiding the nesting */
		const text = document.createElement('span');
		text.className = 'text';
		const body = line.replace(/^ +/, '');
		text.style.paddingLeft = (line.length - body.length) * 0.5 + 'ch';
		text.textContent = body;
		li.append(no, text);
		$('code').appendChild(li);
		return li;
	});
	const logList = $('log'), codePane = $('codepane');
	const logLines = steps.map((s, i) => {
		const li = document.createElement('li');
		const no = document.createElement('span');
		no.className = 'no';
		no.textContent = String(s.step);
		li.appendChild(no);
		li.appendChild(document.createTextNode(s.text));
		li.dataset.step = String(i + 1);
		li.style.paddingLeft = (4 + 1.2 * (s.stack.length - 1)) + 'ch';
		li.className = 'ahead';
		if (s.cutoff !== null)
			li.classList.add('cutoff');
		return li;
	});
	/*
	 * The lines go in blocks of LOG_BLOCK, each laid out only when it is
	 * in view and hidden whole when all of it lies ahead: hiding or showing
	 * thousands of lines one by one (a jump to the first or the last step)
	 * costs the browser seconds, a few dozen blocks a few milliseconds.
	 */
	const LOG_BLOCK = 64;
	const logBlocks = [];
	for (let i = 0; i < S; i += LOG_BLOCK) {
		const li = document.createElement('li');
		const ol = document.createElement('ol');
		li.className = 'block ahead';
		ol.append(...logLines.slice(i, i + LOG_BLOCK));
		li.appendChild(ol);
		logBlocks.push(li);
	}
	logList.append(...logBlocks);
	$('nsteps').textContent = String(S);
	const slider = $('slider');
	slider.max = String(S);

	/*
	 * What the page shows now, so render() only touches what changes: at
	 * 2000 nodes setting every class each step would be the slow part.
	 */
	const shown = { node: [], edge: [], value: [], open: [], alpha: [],
	    beta: [] };
	const onStack = new Uint8Array(N);
	let current = 0, ahead = 0, lit = [], hashTimer = null;

	/*
	 * The marks after step "folded": per node the sum of 1 (searched), 2
	 * (cut) and 4 (its edge crossed out), and the step that told of it
	 * last (an index, -1: none), whose state it shows.  foldTo(k) moves
	 * them to step k: forward, each step's marks as they are after it;
	 * back, as they were before it, and its node's state that of the
	 * step that told of it before.
	 */
	const mark = new Uint8Array(N), told = new Int32Array(N).fill(-1);
	let folded = 0;
	function foldTo(k) {
		for (; folded < k; folded++) {
			const f = step[folded];
			for (const [n, , after] of f.marks)
				mark[n] = after;
			told[f.node] = folded;
		}
		for (; folded > k; folded--) {
			const f = step[folded - 1];
			for (const [n, before] of f.marks)
				mark[n] = before;
			told[f.node] = f.previous;
		}
	}

	function set(cache, k, value, apply) {
		if (cache[k] !== value) {
			cache[k] = value;
			apply(value);
		}
	}

	/* a value so far (v, while searching) is in italics: class "open" */
	function valueText(s) {
		if (s.value === null)
			return num(s.v);
		/* a bound's sign, unless the value is exact all the same */
		if (s.exact)
			return num(s.value);
		return (s.bound === 'lower' ? '\u2265' : s.bound === 'upper' ?
		    '\u2264' : '') + num(s.value) + (s.bound === 'none' ? '?' : '');
	}

	/* The whole page at step k (1..S). */
	function render(k) {
		const s = steps[k - 1], m = step[k - 1];
		foldTo(k);
		onStack.fill(0);
		for (const f of m.stack)
			onStack[f] = 1;
		const now = new Set(m.crossed || []);
		/* the edge the step runs along: a call, a return, a value (a cut
		   has its own marks) */
		const flow = s.event === 'cutoff' ? -1 : s.event === 'update' ||
		    s.event === 'probe' || s.event === 'research' ? m.child : m.node;
		const source = m.from >= 0 && m.from !== m.node ? m.from :
		    m.fromChild;

		for (let n = 0; n < N; n++) {
			const visited = mark[n] & 1, cut = mark[n] & 2;
			let c = 'node';
			if (visited)
				c += ' visited';
			if (cut)
				c += ' cut';
			if (!visited && !cut)
				c += ' unseen';
			if (depthLimit !== null && nodes[n].depth > depthLimit)
				c += ' beyond';
			if (onStack[n])
				c += ' path';
			if (n === m.node)
				c += ' current';
			if (n === source && m.cuts)
				c += ' source';
			set(shown.node, n, c, v => gNode[n].setAttribute('class', v));
			if (gEdge[n] !== null) {
				let e = 'edge';
				e += cut ? ' cut' : visited ? ' visited' : ' unseen';
				if (mark[n] & 4) {
					crossOut(n);
					e += ' crossed';
				}
				if (now.has(n))
					e += ' crossnow';
				if (onStack[n])
					e += ' path';
				if (n === flow)
					e += ' flow';
				set(shown.edge, n, e, v => gEdge[n].setAttribute('class', v));
			}
			const st = told[n] >= 0 ? steps[told[n]].state : null;
			if (tValue[n] !== null) {
				const open = st !== null && st.value === null;
				set(shown.value, n, st === null ? '' : valueText(st), v => {
					tValue[n].textContent = v;
				});
				set(shown.open, n, open, v => {
					tValue[n].classList.toggle('open', v);
				});
			}
			if (tAlpha[n] !== null) {
				set(shown.alpha, n, st === null ? '' : '\u03B1=' +
				    num(st.alpha), v => { tAlpha[n].textContent = v; });
				set(shown.beta, n, st === null ? '' : '\u03B2=' +
				    num(st.beta), v => { tBeta[n].textContent = v; });
			}
		}

		/* the cut's bound: a link from where it was set */
		if (m.cuts && source >= 0) {
			const b = s.cutoff.bound;
			drawLink(source, m.node, (b === 'alpha' ? '\u03B1' : '\u03B2') +
			    ' = ' + num(s.cutoff[b]));
		} else {
			overlay.style.display = 'none';
		}

		renderPanes(k, s);
		renderEnding(k);
		current = k;
	}

	/*
	 * The ending: at the last step, what the search concludes (the value,
	 * the best move, the principal variation, the nodes visited and
	 * saved) under the step's sentence, and the principal variation drawn
	 * (class "pv" on its nodes and the edges into them); at any other
	 * step, neither.  It runs after the rest of render, whose classes it
	 * adds to.
	 */
	const ending = model.ending || { text: [], pv: [] };
	const pvNodes = ending.pv.map(at);
	function renderEnding(k) {
		const last = k === S;
		pvNodes.forEach((n, i) => {
			gNode[n].classList.toggle('pv', last);
			if (i > 0 && gEdge[n] !== null)
				gEdge[n].classList.toggle('pv', last);
		});
		$('now').classList.toggle('end', last);
		if (!last || ending.text.length === 0)
			return;
		const box = document.createElement('span');
		box.className = 'ending';
		for (const line of ending.text) {
			const span = document.createElement('span');
			span.textContent = line;
			box.appendChild(span);
		}
		$('steptext').appendChild(box);
		/* the pane grew: the code's and the log's lines back in view */
		if (lit.length > 0)
			scrollTo(codePane, lit[0]);
		scrollTo(logList, logLines[k - 1]);
	}

	/* A step's tag, by its event (the model's names stay as they are). */
	const events = {
		pass: T('evPass'), enter: T('evEnter'), leaf: T('evLeaf'),
		eval: T('evEval'), probe: T('evProbe'), research: T('evResearch'),
		recall: T('evRecall'), update: T('evUpdate'), cutoff: T('evCutoff'),
		prune: T('evPrune'), return: T('evReturn')
	};

	/* The step's sentence, the pseudocode, the stack, the log, controls. */
	function renderPanes(k, s) {
		const text = $('steptext');
		text.textContent = '';
		const tag = document.createElement('span');
		tag.className = 'tag ' + s.event;
		tag.textContent = events[s.event] || s.event;
		text.append(tag, ' ', s.text);
		const why = $('why');
		why.hidden = s.cutoff === null;
		if (s.cutoff !== null) {
			$('whytext').textContent = s.cutoff.from.text;
			const go = $('whygo');
			go.hidden = !(s.cutoff.from.step > 0);
			go.textContent = T('seeStep', s.cutoff.from.step);
			go.dataset.step = String(s.cutoff.from.step);
		}

		for (const li of lit)
			li.classList.remove('run', 'main');
		lit = s.code.map(n => codeLines[n - 1]).filter(li => li);
		lit.forEach(li => li.classList.add('run'));
		/* a short screen (a projector) scrolls the code: keep the line */
		if (lit.length > 0) {
			lit[0].classList.add('main');
			scrollTo(codePane, lit[0]);
		}

		const body = $('stack').tBodies[0];
		body.textContent = '';
		s.stack.forEach((f, i) => {
			const nd = nodes[at(f.node)];
			const tr = document.createElement('tr');
			const th = document.createElement('th');
			th.scope = 'row';
			const mark = document.createElement('span');
			mark.className = 'mark';
			mark.setAttribute('aria-hidden', 'true');
			mark.textContent = nd.leaf !== null ? '\u25A1' :
			    nd.player === 'max' ? '\u25B3' : '\u25BD';
			const id = document.createElement('span');
			id.className = 'id';
			id.textContent = f.node;
			th.append(mark, id);
			tr.appendChild(th);
			for (const x of [f.alpha, f.beta, f.v]) {
				const td = document.createElement('td');
				td.textContent = num(x);
				tr.appendChild(td);
			}
			if (i === s.stack.length - 1)
				tr.className = 'current';
			body.appendChild(tr);
		});
		/* the pane has a fixed height: keep the step's frame in view */
		const pane = $('stackpane');
		pane.scrollTop = pane.scrollHeight;

		/* the log: lines up to k shown, the rest marked ahead */
		const lo = Math.min(ahead, k), hi = Math.max(ahead, k);
		for (let i = lo; i < hi; i++)
			logLines[i].classList.toggle('ahead', i >= k);
		for (let b = Math.floor(lo / LOG_BLOCK); b * LOG_BLOCK < hi; b++)
			logBlocks[b].classList.toggle('ahead', b * LOG_BLOCK >= k);
		ahead = k;
		if (current > 0) {
			logLines[current - 1].classList.remove('current');
			logBlocks[Math.floor((current - 1) / LOG_BLOCK)]
			    .classList.remove('now');
		}
		const line = logLines[k - 1];
		line.classList.add('current');
		/* the current line's block is laid out, wherever it is */
		logBlocks[Math.floor((k - 1) / LOG_BLOCK)].classList.add('now');
		scrollTo(logList, line);

		$('stepno').textContent = String(k);
		slider.value = String(k);
		$('first').disabled = $('prev').disabled = k === 1;
		$('next').disabled = $('last').disabled = k === S;
		$('prevcut').disabled = prevCut(k) === null;
		$('nextcut').disabled = nextCut(k) === null;
		/* a button that goes out (Next at the last step) leaves the
		   keyboard's focus on the slider, not lost to the page */
		if (document.activeElement !== null &&
		    document.activeElement.disabled)
			slider.focus();
		follow(k);
		/*
		 * The address follows once the stepping rests: browsers refuse
		 * hundreds of address changes in a row (a held arrow key).
		 */
		clearTimeout(hashTimer);
		hashTimer = setTimeout(() => history.replaceState(null, '',
		    '#step=' + k), 150);
	}

	/* Scroll box so that el, inside it, is in view: to its middle, or
	   its top at the top when it is taller than the box. */
	/* el into the middle of box when it is out of sight; a heading
	   that sticks to the box's top hides what is under it */
	function scrollTo(box, el) {
		const r = el.getBoundingClientRect(), b = box.getBoundingClientRect();
		const head = box.querySelector(':scope > h2');
		const top = b.top + (head !== null ? head.offsetHeight : 0);
		if (r.top < top || r.bottom > b.bottom)
			box.scrollTop += r.top - b.top - Math.max(0,
			    (box.clientHeight - r.height) / 2);
	}

	function nextCut(k) {
		for (const c of cutSteps)
			if (c > k)
				return c;
		return null;
	}

	function prevCut(k) {
		let p = null;
		for (const c of cutSteps)
			if (c < k)
				p = c;
		return p;
	}

	/*
	 * The view of the tree.  "fit" shows it whole, as large as the pane
	 * allows; a zoom draws it 125%, 150%... of that.  Focus draws it so
	 * that its smallest text is READ px (times the theme's type) at least
	 * (its zoom 125%... of that), and follows the current node: the pane
	 * scrolls to keep in view the node, as much of its path to the root
	 * as the pane holds (the nearest first), at a cutoff where its bound
	 * was set, then its children.  Past fit, a map of the whole tree under
	 * the pane shows the path and where the pane looks.  Sizes are px per
	 * unit of the drawing (Graphviz's points).
	 */
	const READ = 11.5;
	const pane = $('diagram'), zoomSelect = $('zoom');
	const mapCanvas = $('map');
	const zooms = Array.from(zoomSelect.options, o =>
	    o.value === 'fit' ? 1 : Number(o.value));
	const rootStyle = getComputedStyle(document.documentElement);
	const type = parseFloat(rootStyle.getPropertyValue('--type')) || 1;
	let zoomAt = 0, focus = false, smallest = 0, mapFrame = 0;
	const children = nodes.map(() => []);
	parent.forEach((a, n) => {
		if (a >= 0)
			children[a].push(n);
	});

	function fitScale() {
		const cs = getComputedStyle(pane);
		const w = pane.clientWidth - parseFloat(cs.paddingLeft) -
		    parseFloat(cs.paddingRight);
		const h = pane.clientHeight - parseFloat(cs.paddingTop) -
		    parseFloat(cs.paddingBottom);
		return Math.max(0.01, Math.min(w / units.w, h / units.h));
	}

	/* the drawing's smallest type, in its units (measured once) */
	function smallestText() {
		if (smallest === 0) {
			smallest = Infinity;
			for (const t of svg.querySelectorAll('text'))
				smallest = Math.min(smallest,
				    parseFloat(getComputedStyle(t).fontSize));
			if (!(smallest < Infinity))
				smallest = 10;
		}
		return smallest;
	}

	function applyView() {
		document.body.classList.toggle('focus', focus);
		const fit = fitScale();
		const s = zooms[zoomAt] * (focus ? Math.max(fit, READ * type /
		    smallestText()) : fit);
		const whole = !focus && zoomAt === 0;
		svg.style.width = whole ? '100%' : units.w * s + 'px';
		svg.style.height = whole ? '100%' : units.h * s + 'px';
		zoomSelect.selectedIndex = zoomAt;
		zoomSelect.options[0].textContent = focus ? T('focus') : T('zoomFit');
		$('focus').setAttribute('aria-pressed', String(focus));
		mapCanvas.hidden = whole;
		if (!whole)
			sizeMap();
		drawMapSoon();
		if (current > 0)
			follow(current);
	}

	function setZoom(i) {
		zoomAt = Math.min(zooms.length - 1, Math.max(0, i));
		applyView();
	}

	function setFocus(on) {
		focus = on;
		applyView();
	}

	/* the whole tree: fit, out of focus */
	function showWhole() {
		focus = false;
		setZoom(0);
	}

	function keepInView(g) {
		const r = g.getBoundingClientRect(), p = pane.getBoundingClientRect();
		if (r.left < p.left || r.right > p.right)
			pane.scrollLeft += (r.left + r.right) / 2 - (p.left + p.right) / 2;
		if (r.top < p.top || r.bottom > p.bottom)
			pane.scrollTop += (r.top + r.bottom) / 2 - (p.top + p.bottom) / 2;
	}

	/* boxes on the screen: a node's, and the smallest holding two */
	const rectOf = n => {
		const r = gNode[n].getBoundingClientRect();
		return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
	};
	const union = (a, b) => ({ left: Math.min(a.left, b.left),
	    right: Math.max(a.right, b.right), top: Math.min(a.top, b.top),
	    bottom: Math.max(a.bottom, b.bottom) });

	/*
	 * Scroll so that focus shows step k's node and what goes with it
	 * (above); a view that shows it all already stays.
	 */
	function follow(k) {
		const n = step[k - 1].node;
		drawMapSoon();
		if (!focus) {
			if (zoomAt > 0)
				keepInView(gNode[n]);
			return;
		}
		const p = pane.getBoundingClientRect();
		const room = { left: p.left + 4, top: p.top + 4,
		    right: p.left + pane.clientWidth - 4,
		    bottom: p.top + pane.clientHeight - 4 };
		const fits = b => b.right - b.left <= room.right - room.left &&
		    b.bottom - b.top <= room.bottom - room.top;
		let want = rectOf(n);
		for (let a = parent[n]; a >= 0; a = parent[a]) {
			const u = union(want, rectOf(a));
			if (!fits(u))
				break;
			want = u;
		}
		/* at a cutoff, where its bound was set (the link's far end) */
		const m = step[k - 1];
		const source = m.from >= 0 && m.from !== n ? m.from : m.fromChild;
		if (m.cuts && source >= 0 && fits(union(want, rectOf(source))))
			want = union(want, rectOf(source));
		if (children[n].length > 0) {
			let u = want;
			for (const c of children[n])
				u = union(u, rectOf(c));
			if (fits(u))
				want = u;
		}
		if (want.left >= room.left && want.right <= room.right &&
		    want.top >= room.top && want.bottom <= room.bottom)
			return;
		pane.scrollLeft += (want.left + want.right - room.left -
		    room.right) / 2;
		pane.scrollTop += (want.top + want.bottom - room.top -
		    room.bottom) / 2;
	}

	/*
	 * The map: every node a dot, edges thin, the call stack's path thick,
	 * cut nodes in the cut's colour, the current node large, and the
	 * pane's view as a frame; drawn in the drawing's units, made small.
	 */
	const colour = v => rootStyle.getPropertyValue(v).trim() || '#000';
	let bounds = null;
	function drawMapSoon() {
		if (!mapCanvas.hidden && mapFrame === 0)
			mapFrame = requestAnimationFrame(drawMap);
	}

	/* the map's size: at most 150 by 80 px, the tree's shape (once) */
	function sizeMap() {
		if (bounds !== null)
			return;
		bounds = { x0: Infinity, x1: -Infinity, y0: Infinity,
		    y1: -Infinity };
		for (const b of box) {
			bounds.x0 = Math.min(bounds.x0, b.x - b.w);
			bounds.x1 = Math.max(bounds.x1, b.x + b.w);
			bounds.y0 = Math.min(bounds.y0, b.y - b.h);
			bounds.y1 = Math.max(bounds.y1, b.y + b.h);
		}
		const bw = bounds.x1 - bounds.x0 || 1, bh = bounds.y1 - bounds.y0 || 1;
		const dpr = window.devicePixelRatio || 1;
		bounds.f = Math.min(150 / bw, 80 / bh);
		const w = Math.ceil(bw * bounds.f) + 8, h = Math.ceil(bh * bounds.f) + 8;
		mapCanvas.style.width = w + 'px';
		mapCanvas.style.height = h + 'px';
		mapCanvas.width = w * dpr;
		mapCanvas.height = h * dpr;
	}

	function drawMap() {
		mapFrame = 0;
		if (mapCanvas.hidden)
			return;
		sizeMap();
		const f = bounds.f, dpr = window.devicePixelRatio || 1;
		const c = mapCanvas.getContext('2d');
		c.setTransform(dpr, 0, 0, dpr, 0, 0);
		c.clearRect(0, 0, mapCanvas.width, mapCanvas.height);
		const X = n => 4 + (box[n].x - bounds.x0) * f;
		const Y = n => 4 + (box[n].y - bounds.y0) * f;
		/* before any step (the practice page's tree): the shape alone */
		const plain = current === 0;
		const cur = plain ? -1 : step[current - 1].node;
		const on = n => !plain && onStack[n] === 1;
		const marks = n => plain ? 0 : mark[n];
		for (let n = 0; n < N; n++) {
			const a = parent[n];
			if (a < 0)
				continue;
			const path = on(n) && on(a);
			c.strokeStyle = path ? colour('--stack') : marks(n) & 2 ?
			    colour('--cut') : marks(n) & 1 ? '#555' : '#bbb';
			c.lineWidth = path ? 3 : 1;
			c.beginPath();
			c.moveTo(X(a), Y(a));
			c.lineTo(X(n), Y(n));
			c.stroke();
		}
		for (let n = 0; n < N; n++) {
			const r = n === cur ? 4 : on(n) ? 2.5 : 1.5;
			c.fillStyle = n === cur ? colour('--now') : on(n) ?
			    colour('--stack') : marks(n) & 2 ? colour('--cut') :
			    marks(n) & 1 ? '#333' : '#bbb';
			c.fillRect(X(n) - r, Y(n) - r, 2 * r, 2 * r);
			if (n === cur) {
				c.strokeStyle = '#000';
				c.lineWidth = 1.5;
				c.strokeRect(X(n) - r, Y(n) - r, 2 * r, 2 * r);
			}
		}
		/* the pane's view, from the screen back into the drawing */
		const m = graph.getScreenCTM();
		if (m !== null) {
			const inv = m.inverse(), p = pane.getBoundingClientRect();
			const pt = (x, y) => new DOMPoint(x, y).matrixTransform(inv);
			const a = pt(p.left, p.top);
			const b = pt(p.left + pane.clientWidth, p.top + pane.clientHeight);
			c.strokeStyle = '#000';
			c.lineWidth = 1;
			c.strokeRect(4 + (a.x - bounds.x0) * f, 4 + (a.y - bounds.y0) * f,
			    (b.x - a.x) * f, (b.y - a.y) * f);
		}
	}

	/* Moving: every control ends in go(k). */
	let timer = null;
	function go(k) {
		if (k === null || !(k >= 1))
			return;
		k = Math.min(S, Math.max(1, Math.floor(k)));
		if (k !== current)
			render(k);
	}

	function stop() {
		if (timer !== null) {
			clearInterval(timer);
			timer = null;
		}
		$('play').textContent = T('play');
		$('play').setAttribute('aria-pressed', 'false');
	}

	function play() {
		if (timer !== null)
			return stop();
		if (current === S)
			go(1);
		$('play').textContent = T('pause');
		$('play').setAttribute('aria-pressed', 'true');
		timer = setInterval(() => {
			if (current >= S)
				stop();
			else
				go(current + 1);
		}, Number($('speed').value));
	}

	const moves = {
		first: () => 1,
		prev: () => current - 1,
		next: () => current + 1,
		last: () => S,
		prevcut: () => prevCut(current),
		nextcut: () => nextCut(current)
	};
	for (const id in moves)
		$(id).addEventListener('click', () => {
			stop();
			go(moves[id]());
		});
	$('play').addEventListener('click', play);
	$('speed').addEventListener('change', e => {
		if (timer !== null) {
			stop();
			play();
		}
		e.target.blur();
	});
	$('zoom').addEventListener('change', e => {
		setZoom(e.target.selectedIndex);
	});
	$('zoomin').addEventListener('click', () => setZoom(zoomAt + 1));
	$('zoomout').addEventListener('click', () => setZoom(zoomAt - 1));
	$('focus').addEventListener('click', () => setFocus(!focus));
	window.addEventListener('resize', applyView);
	pane.addEventListener('scroll', drawMapSoon);
	/* a click on the map brings that part of the tree into the pane */
	mapCanvas.addEventListener('click', e => {
		const r = mapCanvas.getBoundingClientRect(), m = graph.getScreenCTM();
		if (bounds === null || m === null)
			return;
		const at = new DOMPoint(bounds.x0 + (e.clientX - r.left - 4) /
		    bounds.f, bounds.y0 + (e.clientY - r.top - 4) / bounds.f)
		    .matrixTransform(m);
		const p = pane.getBoundingClientRect();
		pane.scrollLeft += at.x - (p.left + pane.clientWidth / 2);
		pane.scrollTop += at.y - (p.top + pane.clientHeight / 2);
	});
	slider.addEventListener('input', () => {
		stop();
		go(Number(slider.value));
	});
	logList.addEventListener('click', e => {
		const li = e.target.closest('li[data-step]');
		if (li !== null) {
			stop();
			go(Number(li.dataset.step));
		}
	});
	$('whygo').addEventListener('click', e => {
		stop();
		go(Number(e.target.dataset.step));
	});
	$('ahead').addEventListener('change', e => {
		logList.classList.toggle('showahead', e.target.checked);
	});

	/*
	 * Keys, as in abviz step: arrows (and a presenter's Page Up / Page
	 * Down) move one step, Home / End to the ends, c / C to the next or
	 * previous cutoff, space plays and pauses.
	 */
	const keys = {
		ArrowRight: moves.next, ArrowDown: moves.next,
		PageDown: moves.next, n: moves.next,
		ArrowLeft: moves.prev, ArrowUp: moves.prev,
		PageUp: moves.prev, p: moves.prev, b: moves.prev,
		Home: moves.first, g: moves.first, End: moves.last, G: moves.last,
		c: moves.nextcut, C: moves.prevcut
	};
	/* and the view: + and - zoom, 0 shows the whole tree, f turns focus on
	   and off */
	const viewKeys = {
		'+': () => setZoom(zoomAt + 1), '=': () => setZoom(zoomAt + 1),
		'-': () => setZoom(zoomAt - 1), '0': showWhole,
		f: () => setFocus(!focus)
	};
	/* in a pane that scrolls, with the focus, these keys scroll it */
	const scrolling = new Set(['ArrowRight', 'ArrowDown', 'ArrowLeft',
	    'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End']);
	document.addEventListener('keydown', e => {
		const t = e.target;
		if (e.altKey || e.ctrlKey || e.metaKey || t.tagName === 'SELECT' ||
		    (t.tagName === 'INPUT' && t.type !== 'range' &&
		    t.type !== 'checkbox') ||
		    (t.tabIndex === 0 && !/^(BUTTON|INPUT)$/.test(t.tagName) &&
		    t.scrollHeight + t.scrollWidth > t.clientHeight +
		    t.clientWidth && scrolling.has(e.key)))
			return;
		/* the view's keys work on the practice page too, the steps not */
		if (Object.prototype.hasOwnProperty.call(viewKeys, e.key)) {
			e.preventDefault();
			viewKeys[e.key]();
		} else if (document.body.classList.contains('practicing')) {
			return;
		} else if (e.key === ' ') {
			e.preventDefault();
			if (!e.repeat)
				play();
		} else if (Object.prototype.hasOwnProperty.call(keys, e.key)) {
			e.preventDefault();
			stop();
			go(keys[e.key]());
		}
	});
	/* a focused button must not also take the space as a click */
	document.addEventListener('keyup', e => {
		if (e.key === ' ')
			e.preventDefault();
	});

	/* #step=N opens at step N, and follows the stepper. */
	function fromHash() {
		const m = /^#step=(\d+)$/.exec(location.hash);
		return m !== null ? Number(m[1]) : null;
	}
	window.addEventListener('hashchange', () => {
		if (document.body.classList.contains('practicing'))
			return;
		stop();
		go(fromHash());
	});

	/*
	 * The tree before any search, for the practice page (practice.js):
	 * the shapes and the leaves, nothing the search finds.
	 */
	function blank() {
		stop();
		for (const cache in shown)
			shown[cache] = [];
		for (let n = 0; n < N; n++) {
			gNode[n].setAttribute('class', 'node');
			if (gEdge[n] !== null)
				gEdge[n].setAttribute('class', 'edge');
			for (const t of [tValue[n], tAlpha[n], tBeta[n]])
				if (t !== null)
					t.textContent = '';
		}
		overlay.style.display = 'none';
		current = 0;
	}

	/*
	 * A tree too wide to read whole in the pane (its smallest text under
	 * UNREAD px) opens in focus; "fit" or 0 shows it whole.  The practice
	 * page opens whole: its exercise is the whole tree, which the student
	 * zooms as needed.
	 */
	const UNREAD = 8;
	if ($('practice') === null && fitScale() * smallestText() < UNREAD * type)
		focus = true;
	applyView();

	/* A practice page opens on its exercise; the search waits. */
	if ($('practice') === null)
		go(fromHash() || 1);

	/* For the tests and the benchmark: the same render the controls use;
	   for the practice page, the blank tree and the start of the search. */
	window.abviz = Object.freeze({
		steps: S,
		render: k => render(k),
		step: () => current,
		blank: blank,
		start: () => go(fromHash() || 1)
	});
})();
