// The stepper's view in a real browser (Debian's chromium, headless, driven
// by playwright-core), as a lecturer projects it: readable at every size,
// usable by keyboard alone, announced to screen readers, its colours told
// apart under colour blindness, and axe-core finding nothing serious.  Run
// by tests/html.sh:
//
//   node tests/browser/view.mjs STEM PROJECTOR.html PRACTICE.html
//
// STEM.html and STEM.steps.json are a 48-node tree's page (the default
// theme) and its model; PROJECTOR.html is the same tree's page under
// --theme projector, PRACTICE.html its practice page.  Every check runs at 1024x768 and at 1366x768.
// Prints "ok - ..." or "not ok - ..." per check, as the suite counts them.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const [stem, projector, practice] = process.argv.slice(2);
const here = dirname(fileURLToPath(import.meta.url));
const axeSource = readFileSync(join(here, 'node_modules', 'axe-core',
    'axe.min.js'), 'utf8');
const model = JSON.parse(readFileSync(stem + '.steps.json', 'utf8'));
const S = model.steps.length;
const name = basename(stem);
const READ = 11;	/* px: the smallest text focus may draw */
let failures = 0;

function check(ok, what, detail) {
	if (ok) {
		console.log('ok - ' + what);
	} else {
		failures++;
		console.log('not ok - ' + what + (detail ? ': ' + detail : ''));
	}
}

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
	args: ['--no-sandbox']
});
const errors = [];

async function open(file, size) {
	const page = await browser.newPage({ viewport: size });
	page.on('pageerror', e => errors.push(basename(file) + ': ' + e.message));
	await page.goto(pathToFileURL(file).href);
	return page;
}

// What the diagram's pane shows now, read from the page: the size on the
// screen of every text of the tree in the pane (font size times the
// drawing's scale), whether the current node, its parent (the group with
// id parent, if any) and the whole path to the root lie inside the pane,
// and the drawing's width.
function measure(parent) {
	const pane = document.getElementById('diagram');
	const p = pane.getBoundingClientRect();
	const room = { left: p.left - 1, top: p.top - 1,
	    right: p.left + pane.clientWidth + 1,
	    bottom: p.top + pane.clientHeight + 1 };
	const seen = e => {
		const r = e.getBoundingClientRect();
		return r.left >= room.left && r.right <= room.right &&
		    r.top >= room.top && r.bottom <= room.bottom;
	};
	const sizes = [];
	pane.querySelectorAll('text').forEach(t => {
		if (t.textContent.trim() === '' ||
		    getComputedStyle(t).display === 'none')
			return;
		const r = t.getBoundingClientRect();
		if (r.right < room.left || r.left > room.right ||
		    r.bottom < room.top || r.top > room.bottom)
			return;
		const m = t.getScreenCTM();
		sizes.push(parseFloat(getComputedStyle(t).fontSize) *
		    Math.hypot(m.a, m.b));
	});
	sizes.sort((a, b) => a - b);
	const cur = pane.querySelector('g.node.current');
	const path = Array.from(pane.querySelectorAll('g.node.path'));
	const up = parent ? document.getElementById(parent) : null;
	return {
		min: sizes[0],
		median: sizes[sizes.length >> 1],
		current: cur !== null && seen(cur),
		parent: up === null ? null : seen(up),
		path: path.every(seen),
		width: document.querySelector('#diagram g.graph')
		    .getBoundingClientRect().width,
		focus: document.getElementById('focus').getAttribute('aria-pressed'),
		zoom: document.getElementById('zoom').value
	};
}

// The parent of each node, by the ids of the diagram's groups.
const index = new Map(model.nodes.map(nd => [nd.id, 'n' + nd.index]));
const parentOf = k => {
	const s = model.steps[k - 1];
	return s.stack.length > 1 ? index.get(s.stack[s.stack.length - 2].node) :
	    '';
};
const measureAt = (page, k) => page.evaluate(measure, parentOf(k));

const sizes = [{ width: 1024, height: 768 }, { width: 1366, height: 768 }];
const at = size => size.width + 'x' + size.height;

// Focus: the tree, too wide to read whole, opens in focus; at every step
// its smallest text is READ px at least, the current node and its parent
// are in view, and so is the whole path to the root wherever the pane
// holds it (at least at half the steps: counted and said).
async function focusWalk(file, size) {
	const page = await open(file, size);
	const first = await measureAt(page, 1);
	let min = Infinity, lost = null, path = 0;
	for (let k = 1; k <= S; k++) {
		if (k > 1)
			await page.keyboard.press('ArrowRight');
		const m = await measureAt(page, k);
		min = Math.min(min, m.min);
		if (lost === null && (!m.current || m.parent === false))
			lost = 'step ' + k + ': current node in view ' + m.current +
			    ', its parent ' + m.parent;
		path += m.path ? 1 : 0;
	}
	await page.close();
	return { opened: first.focus, min: min, lost: lost, path: path };
}

const seen = {};
for (const size of sizes) {
	const d = await focusWalk(stem + '.html', size);
	const p = await focusWalk(projector, size);
	seen[at(size)] = { d: d, p: p };
	check(d.opened === 'true' && p.opened === 'true', name + ' at ' +
	    at(size) + ': a tree too wide to read whole opens in focus',
	    'aria-pressed ' + d.opened + ', projector ' + p.opened);
	check(d.min >= READ, name + ' at ' + at(size) + ': in focus the ' +
	    'smallest text of the tree is ' + d.min.toFixed(1) + ' px at every ' +
	    'one of ' + S + ' steps (at least ' + READ + ')');
	check(d.lost === null && p.lost === null, name + ' at ' + at(size) +
	    ': focus keeps the current node and its parent in view at every ' +
	    'step (default and projector)',
	    d.lost || 'projector: ' + p.lost);
	check(d.path * 2 >= S, name + ' at ' + at(size) + ': focus shows the ' +
	    'whole path to the root at ' + d.path + ' of ' + S + ' steps ' +
	    '(projector: ' + p.path + ')');
	check(p.min >= 1.25 * d.min, name + ' at ' + at(size) + ': projector ' +
	    'draws the tree\'s smallest text larger in focus (' +
	    p.min.toFixed(1) + ' px, default ' + d.min.toFixed(1) + ')');
}

// Fit, the zoom steps and the projector's buttons.
for (const size of sizes) {
	const page = await open(stem + '.html', size);
	const proj = await open(projector, size);
	const mid = Math.floor(S / 2);
	const view = async (pg, keys) => {
		for (const key of keys)
			await pg.keyboard.press(key);
		return pg.evaluate(measure, '');
	};
	await page.evaluate(k => window.abviz.render(k), mid);
	await proj.evaluate(k => window.abviz.render(k), mid);
	// 0 shows the whole tree (out of focus), + and - step the zoom
	const fit = await view(page, ['0']);
	const pfit = await view(proj, ['0']);
	const steps = [];
	for (const key of ['+', '+', '+', '-', '0']) {
		const m = await view(page, [key]);
		steps.push([m.zoom, m.width / fit.width]);
	}
	const want = [['1.25', 1.25], ['1.5', 1.5], ['2', 2], ['1.5', 1.5],
	    ['fit', 1]];
	check(fit.focus === 'false' && steps.every((s, i) => s[0] === want[i][0] &&
	    Math.abs(s[1] - want[i][1]) < 0.01), name + ' at ' + at(size) +
	    ': 0 leaves focus; +, +, +, -, 0 zoom to 125%, 150%, 200%, 150% ' +
	    'of the fit and back to it', JSON.stringify(steps));
	const box = await page.evaluate(() => {
		const p = document.getElementById('diagram');
		const g = document.querySelector('#diagram g.graph')
		    .getBoundingClientRect();
		return { w: p.clientWidth, h: p.clientHeight, gw: g.width,
		    gh: g.height };
	});
	check(box.gw >= box.w * 0.95 || box.gh >= box.h * 0.95, name + ' at ' +
	    at(size) + ': fit fills the pane one way (the tree ' +
	    Math.round(box.gw) + 'x' + Math.round(box.gh) + ' px in ' +
	    box.w + 'x' + box.h + ')');
	check(pfit.median > fit.median, name + ' at ' + at(size) + ': fit ' +
	    'whole, projector\'s text is larger too (median ' +
	    pfit.median.toFixed(1) + ' px, default ' + fit.median.toFixed(1) +
	    ')');
	const chrome = pg => pg.evaluate(() => {
		const legend = document.getElementById('legend');
		return {
			button: getComputedStyle(document.getElementById('next'))
			    .fontSize,
			pane: document.getElementById('diagram').clientHeight,
			cut: legend.scrollWidth > legend.clientWidth + 1 ||
			    legend.getBoundingClientRect().right > innerWidth
		};
	});
	const c = await chrome(page), pc = await chrome(proj);
	check(pc.button === c.button && pc.pane >= c.pane && !pc.cut,
	    name + ' at ' + at(size) + ': projector keeps the buttons\' size ' +
	    '(' + pc.button + ') and the tree\'s pane (' + pc.pane + ' px ' +
	    'high), and its legend is whole', JSON.stringify([c, pc]));
	await page.close();
	await proj.close();
}

// Keyboard alone.  Tab reaches every control and every pane that
// scrolls, each drawn with a visible focus ring; then, with Enter on
// Next, the whole search, one step a press, and at each step the region
// that screen readers announce (aria-live) holds its sentence.
const ui = JSON.parse(
    /<script type="application\/json" id="ui">([^]*?)<\/script>/
    .exec(readFileSync(stem + '.html', 'utf8'))[1]);
const tagOf = ev => ui['ev' + ev.charAt(0).toUpperCase() + ev.slice(1)];
for (const size of sizes) {
	const page = await open(stem + '.html', size);
	const want = await page.evaluate(() => Array.from(document.querySelectorAll(
	    'button, select, input, [tabindex="0"]')).filter(e =>
	    !e.disabled && e.getClientRects().length > 0 &&
	    getComputedStyle(e).visibility !== 'hidden').map(e => e.id ||
	    e.tagName.toLowerCase() + ':' + e.className).sort());
	const got = new Set(), ringless = [];
	for (let i = 0; i < 3 * want.length; i++) {
		await page.keyboard.press('Tab');
		const f = await page.evaluate(() => {
			const e = document.activeElement;
			const cs = getComputedStyle(e);
			return { id: e.id || e.tagName.toLowerCase() + ':' + e.className,
			    body: e === document.body, ring: cs.outlineStyle !== 'none' &&
			    parseFloat(cs.outlineWidth) >= 2 };
		});
		got.add(f.id);
		/* past the last control the focus leaves the page a moment */
		if (!f.ring && !f.body)
			ringless.push(f.id);
	}
	const missed = want.filter(id => !got.has(id));
	check(missed.length === 0 && ringless.length === 0, name + ' at ' +
	    at(size) + ': Tab reaches all ' + want.length + ' controls and ' +
	    'panes, each with a visible focus ring', 'not reached: ' +
	    missed.join(' ') + '; no ring: ' + [...new Set(ringless)].join(' '));

	const live = await page.evaluate(() => {
		const now = document.getElementById('now');
		return now.getAttribute('aria-live') + ' ' +
		    now.contains(document.getElementById('steptext'));
	});
	await page.focus('#first');
	await page.keyboard.press('Enter');
	await page.focus('#next');
	let bad = null;
	for (let k = 2; k <= S; k++) {
		await page.keyboard.press('Enter');
		const r = await page.evaluate(() => ({
			step: Number(document.getElementById('stepno').textContent),
			said: document.getElementById('steptext').textContent
		}));
		const s = model.steps[k - 1];
		/* the last step's sentence goes on with the ending, read out
		   with it */
		const ending = k === S && model.ending ?
		    model.ending.text.join('') : '';
		if (bad === null && (r.step !== k || r.said !== tagOf(s.event) +
		    ' ' + s.text + ending))
			bad = 'after ' + (k - 1) + ' presses: step ' + r.step + ', "' +
			    r.said + '"';
	}
	check(live === 'polite true' && bad === null, name + ' at ' + at(size) +
	    ': Enter on Next steps through all ' + S + ' steps, each sentence ' +
	    'in the polite live region', live + '; ' + bad);
	// at the end Next goes out: the focus stays on the stepper (the
	// slider), from where Shift+Tab reaches Back, and Enter steps back
	const kept = await page.evaluate(() => document.activeElement.id);
	let tabs = 0;
	while (tabs < 20 && await page.evaluate(() =>
	    document.activeElement.id) !== 'prev') {
		await page.keyboard.press('Shift+Tab');
		tabs++;
	}
	await page.keyboard.press('Enter');
	await page.keyboard.press('Enter');
	const back = await page.evaluate(() =>
	    Number(document.getElementById('stepno').textContent));
	check(kept === 'slider' && back === S - 2, name + ' at ' + at(size) +
	    ': at the last step the focus stays on the slider; Shift+Tab to ' +
	    'Back and Enter twice goes back two steps', 'focus on "' + kept +
	    '", then step ' + back);

	// the view by keyboard: f, +, -, 0, and the buttons by Enter
	const keys = [];
	for (const key of ['f', 'f', '+', '-', '0']) {
		await page.keyboard.press(key);
		keys.push(await page.evaluate(() => document.getElementById('focus')
		    .getAttribute('aria-pressed') + '/' +
		    document.getElementById('zoom').value));
	}
	await page.focus('#zoomin');
	await page.keyboard.press('Enter');
	await page.focus('#focus');
	await page.keyboard.press('Enter');
	keys.push(await page.evaluate(() => document.getElementById('focus')
	    .getAttribute('aria-pressed') + '/' +
	    document.getElementById('zoom').value));
	const wantKeys = ['false/fit', 'true/fit', 'true/1.25', 'true/fit',
	    'false/fit', 'true/1.25'];
	check(keys.join(' ') === wantKeys.join(' '), name + ' at ' + at(size) +
	    ': f, +, - and 0 and the buttons Zoom in and Focus change the view',
	    keys.join(' '));

	// the tree's pane, focused, scrolls by its arrows (the page's arrows
	// step elsewhere); a click on the map brings its spot into the pane
	const where = () => page.evaluate(() => {
		const p = document.getElementById('diagram');
		return [p.scrollLeft, Number(document.getElementById('stepno')
		    .textContent)];
	});
	await page.keyboard.press('Home');
	await page.focus('#diagram');
	const w0 = await where();
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await page.waitForTimeout(400);	/* the browser scrolls smoothly */
	const w1 = await where();
	const box = await page.evaluate(() => {
		const r = document.getElementById('map').getBoundingClientRect();
		return [r.left, r.right, r.top + r.height / 2];
	});
	await page.mouse.click(box[1] - 6, box[2]);
	const w2 = await where();
	await page.mouse.click(box[0] + 6, box[2]);
	const w3 = await where();
	check(w1[1] === 1 && w1[0] > w0[0] && w2[0] > w1[0] && w3[0] < w2[0],
	    name + ' at ' + at(size) + ': in the focused tree pane the arrows ' +
	    'scroll it, not the steps; a click on the map\'s right and left ' +
	    'ends scrolls the pane there', JSON.stringify([w0, w1, w2, w3]));
	await page.close();
}

// axe-core on the page: nothing serious or critical, in fit and in
// focus, at the first step, the first cutoff and the last, in both themes.
const firstCut = model.steps.find(s => s.cutoff !== null).step;
for (const size of sizes) {
	const found = [];
	let runs = 0;
	for (const file of [stem + '.html', projector]) {
		const page = await open(file, size);
		await page.evaluate(axeSource);
		for (const view of ['focus', 'fit']) {
			if (view === 'fit')
				await page.keyboard.press('0');
			if ((await page.getAttribute('#focus', 'aria-pressed')) !==
			    String(view === 'focus'))
				await page.keyboard.press('f');
			for (const k of [1, firstCut, S]) {
				await page.evaluate(k => window.abviz.render(k), k);
				const r = await page.evaluate(() => axe.run(document,
				    { resultTypes: ['violations'] }));
				runs++;
				for (const v of r.violations)
					if (v.impact === 'serious' || v.impact === 'critical')
						found.push(basename(file) + ' ' + view + ' step ' + k +
						    ': ' + v.impact + ' ' + v.id + ' (' +
						    v.nodes.map(n => n.target.join(' ')).slice(0, 3)
						    .join(', ') + ')');
			}
		}
		await page.close();
	}
	check(found.length === 0, name + ' at ' + at(size) + ': axe-core ' +
	    'finds no serious or critical violation (' + runs + ' runs: two ' +
	    'themes, fit and focus, three steps)', found.slice(0, 5).join('; '));
}

// Colours.  The roles the issue names, current (the yellow fill), on the
// call stack, cut and the principal variation, differ in colour by CIE76
// Delta E 25 at least under normal vision and simulated deuteranopia and
// protanopia (Machado, Oliveira and Fernandes 2009, severity 1), or by
// their line style where a theme gives two of them one colour; and each
// is told by its shape or dash as well: the current node's fill and
// weight, the stack's weight, the cut's and the variation's dashes.
const vision = {
	normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
	protanopia: [[0.152286, 1.052583, -0.204868],
	    [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
	deuteranopia: [[0.367322, 0.860646, -0.227968],
	    [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
};
const linear = c => {
	c /= 255;
	return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
function lab(rgb, m) {
	const v = rgb.map(linear);
	const r = m.map(row => Math.min(1, Math.max(0, row[0] * v[0] +
	    row[1] * v[1] + row[2] * v[2])));
	const X = 0.4124 * r[0] + 0.3576 * r[1] + 0.1805 * r[2];
	const Y = 0.2126 * r[0] + 0.7152 * r[1] + 0.0722 * r[2];
	const Z = 0.0193 * r[0] + 0.1192 * r[1] + 0.9505 * r[2];
	const f = t => t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116;
	const fx = f(X / 0.95047), fy = f(Y), fz = f(Z / 1.08883);
	return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}
const deltaE = (a, b, m) => {
	const p = lab(a, m), q = lab(b, m);
	return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};

// Each role's colour and line, read from styles the page computes for a
// node and an edge given the role's classes.
function roles() {
	const svg = document.querySelector('#diagram svg');
	const ns = 'http://www.w3.org/2000/svg';
	const look = cls => {
		const g = document.createElementNS(ns, 'g');
		g.setAttribute('class', cls);
		const shape = document.createElementNS(ns,
		    cls.startsWith('node') ? 'polygon' : 'path');
		g.appendChild(shape);
		svg.appendChild(g);
		const cs = getComputedStyle(shape);
		const r = { fill: cs.fill, stroke: cs.stroke,
		    width: parseFloat(cs.strokeWidth), dash: cs.strokeDasharray };
		g.remove();
		return r;
	};
	return {
		plain: look('node visited'), current: look('node visited current'),
		stack: look('node visited path'), cut: look('node cut'),
		pv: look('node visited pv'), plainEdge: look('edge visited'),
		stackEdge: look('edge visited path'), cutEdge: look('edge cut'),
		pvEdge: look('edge visited pv')
	};
}
const rgbOf = css => (css.match(/\d+(\.\d+)?/g) || []).slice(0, 3).map(Number);
for (const [theme, file] of [['default', stem + '.html'],
    ['projector', projector]]) {
	const page = await open(file, sizes[0]);
	const r = await page.evaluate(roles);
	await page.close();
	const colour = { current: rgbOf(r.current.fill), stack: rgbOf(r.stack.stroke),
	    cut: rgbOf(r.cut.stroke), pv: rgbOf(r.pv.stroke) };
	const style = { current: 'fill', stack: r.stackEdge.dash,
	    cut: r.cutEdge.dash, pv: r.pvEdge.dash };
	const names = Object.keys(colour), close = [];
	let least = Infinity;
	for (let i = 0; i < names.length; i++)
		for (let j = i + 1; j < names.length; j++)
			for (const v in vision) {
				const e = deltaE(colour[names[i]], colour[names[j]],
				    vision[v]);
				if (e < 25 && style[names[i]] === style[names[j]])
					close.push(names[i] + '/' + names[j] + ' ' + v + ' ' +
					    e.toFixed(0));
				else if (e >= 25)
					least = Math.min(least, e);
			}
	check(close.length === 0, name + ', ' + theme + ': current, call stack, cut ' +
	    'and principal variation differ under normal vision, deuteranopia ' +
	    'and protanopia (Delta E ' + least.toFixed(0) + ' at least, or ' +
	    'their dash)', close.join(', '));
	const shape = r.current.fill !== r.plain.fill && r.current.width >=
	    2 * r.plain.width && r.stack.width >= 2 * r.plain.width &&
	    r.stackEdge.width >= 2 * r.plainEdge.width &&
	    r.cut.dash !== 'none' && r.cutEdge.dash !== 'none' &&
	    r.pv.dash !== 'none' && r.pvEdge.dash !== 'none' &&
	    r.pvEdge.dash !== r.cutEdge.dash && r.plainEdge.dash === 'none' &&
	    r.stackEdge.dash === 'none';
	check(shape, name + ', ' + theme + ': each role is told by shape or dash ' +
	    'as well as colour (current filled and thick, stack thick, cut and ' +
	    'principal variation dashed, differently)', JSON.stringify(r));
}

// The practice page opens on the whole tree, and keeps the view's buttons
// and the map: its exercise zooms (two clicks and +: 200%) and scrolls.
{
	const page = await open(practice, sizes[0]);
	const before = await page.evaluate(measure, '');
	await page.click('#zoomin');
	await page.click('#zoomin');
	await page.keyboard.press('+');
	const after = await page.evaluate(measure, '');
	const r = await page.evaluate(() => {
		const p = document.getElementById('diagram');
		return { scrolls: p.scrollWidth > p.clientWidth,
		    map: !document.getElementById('map').hidden,
		    practicing: document.body.classList.contains('practicing') };
	});
	check(before.zoom === 'fit' && before.focus === 'false' &&
	    r.practicing && after.zoom === '2' &&
	    Math.abs(after.width / before.width - 2) < 0.01 && r.scrolls && r.map,
	    basename(practice) + ': the practice page opens on the whole tree; ' +
	    'Zoom in twice and + draw it at 200%, the pane scrolls and the ' +
	    'map shows', JSON.stringify([before.zoom, after.zoom,
	    after.width / before.width, r]));
	await page.close();
}

check(errors.length === 0, 'no page raised a script error', errors.join('; '));
await browser.close();
process.exit(failures === 0 ? 0 : 1);
