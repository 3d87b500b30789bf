// The HTML stepper in a real browser: Debian's chromium, headless, driven by
// playwright-core.  Run by tests/html.sh:
//
//   node tests/browser/check.mjs STEM... -- HOSTILE.html...
//
// Each STEM names a page STEM.html and the model STEM.steps.json that abviz
// wrote for the same trace; at every step the page must show exactly what
// the model says (read here from the JSON, not from the page).  Each
// HOSTILE page has labels written as markup, which must stay text.  Prints
// "ok - ..." or "not ok - ..." per check, as the suite counts them.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const stems = split < 0 ? args : args.slice(0, split);
const hostile = split < 0 ? [] : args.slice(split + 1);
let failures = 0;

function check(ok, what, detail) {
	if (ok) {
		console.log('ok - ' + what);
	} else {
		failures++;
		console.log('not ok - ' + what + (detail ? ': ' + detail : ''));
	}
}

// What the page must show, derived from the model on its own terms: the
// same rules the page states (a visit marks a node searched and clears its
// cut mark; a cutoff marks what it prunes; a node shows the state of the
// last step that told of it), written again here so that the test does not
// trust the page's own code.
const num = x => x === '-inf' ? '-\u221E' : x === '+inf' ? '+\u221E' : String(x);

function valueText(s) {
	if (s.value === null)
		return num(s.v);
	if (s.exact)		/* exact all the same: no bound's sign */
		return num(s.value);
	return (s.bound === 'lower' ? '\u2265' : s.bound === 'upper' ? '\u2264' :
	    '') + num(s.value) + (s.bound === 'none' ? '?' : '');
}

// The model abviz wrote for STEM, with the page's texts beside it (the
// JSON "ui" abviz wrote into STEM.html): a step's tag is the page's word
// for its event ("enter", or "进入" on a Chinese page).
function loadModel(stem) {
	const model = JSON.parse(readFileSync(stem + '.steps.json', 'utf8'));
	const html = readFileSync(stem + '.html', 'utf8');
	const m = /<script type="application\/json" id="ui">([^]*?)<\/script>/
	    .exec(html);
	model.ui = JSON.parse(m[1]);
	return model;
}

const tagOf = (model, ev) =>
	model.ui['ev' + ev.charAt(0).toUpperCase() + ev.slice(1)];

function expected(model, k) {
	const index = new Map(model.nodes.map(nd => [nd.id, 'n' + nd.index]));
	const edge = id => 'e' + index.get(id).slice(1);
	const visited = new Set(), cut = new Set(), crossed = new Set();
	const state = new Map();
	for (const s of model.steps.slice(0, k)) {
		if (s.visit) {
			visited.add(s.node);
			cut.delete(s.node);
			crossed.delete(s.node);
		}
		state.set(s.node, s.state);
		if (s.cutoff !== null) {
			s.cutoff.pruned.forEach(id => cut.add(id));
			s.cutoff.children.forEach(id => crossed.add(id));
		}
	}
	const s = model.steps[k - 1];
	const values = [];
	for (const nd of model.nodes)
		if (nd.leaf === null)
			values.push([index.get(nd.id), state.has(nd.id) ?
			    valueText(state.get(nd.id)) : '']);
	values.sort();
	const sorted = set => [...set].map(id => index.get(id)).sort();
	return {
		step: k,
		slider: k,
		current: [index.get(s.node)],
		visited: sorted(visited),
		cut: sorted(cut),
		crossed: [...crossed].map(edge).sort(),
		crossnow: s.cutoff === null ? [] : s.cutoff.children.map(edge).sort(),
		stack: s.stack.map(f => [f.node, num(f.alpha), num(f.beta), num(f.v)]),
		code: s.code,
		main: s.code[0],
		codeInView: true,
		log: k,
		logInView: true,
		text: tagOf(model, s.event) + ' ' + s.text +
		    (k === model.steps.length ? model.ending.text.join('') : ''),
		pv: k < model.steps.length ? [] : [
		    ...model.ending.pv.map(id => index.get(id)),
		    ...model.ending.pv.slice(1).map(edge)].sort(),
		values: values,
		why: s.cutoff === null ? null : s.cutoff.from.text,
		link: s.cutoff !== null && s.cutoff.from.node !== null
	};
}

// What the page shows, read from its DOM only.
function snapshot() {
	const ids = sel => Array.from(document.querySelectorAll('#diagram ' + sel))
	    .map(g => g.id).sort();
	const values = [];
	document.querySelectorAll('#diagram g.node').forEach(g => {
		const t = g.querySelector('text.value');
		if (t !== null)
			values.push([g.id, t.textContent]);
	});
	values.sort();
	const main = document.querySelector('#code li.main .no');
	const log = document.querySelector('#log li.current');
	/* el lies within the box of element id, give or take a pixel; one
	   taller than the box shows its top */
	const inside = (el, id) => {
		const r = el.getBoundingClientRect();
		const b = document.getElementById(id).getBoundingClientRect();
		return r.top >= b.top - 1 && (r.bottom <= b.bottom + 1 ||
		    r.top <= b.top + 1);
	};
	const why = document.getElementById('why');
	const overlay = document.getElementById('ab-overlay');
	return {
		step: Number(document.getElementById('stepno').textContent),
		slider: Number(document.getElementById('slider').value),
		current: ids('g.node.current'),
		visited: ids('g.node.visited'),
		cut: ids('g.node.cut'),
		crossed: ids('g.edge.crossed'),
		crossnow: ids('g.edge.crossnow'),
		stack: Array.from(document.querySelectorAll('#stack tbody tr'))
		    .map(tr => [tr.querySelector('.id').textContent,
		    ...Array.from(tr.querySelectorAll('td')).map(td => td.textContent)]),
		code: Array.from(document.querySelectorAll('#code li.run .no'))
		    .map(n => Number(n.textContent)),
		main: main === null ? null : Number(main.textContent),
		log: log === null ? null : Number(log.dataset.step),
		logInView: log !== null && inside(log, 'log'),
		codeInView: main !== null && inside(main, 'codepane'),
		text: document.getElementById('steptext').textContent,
		pv: [...ids('g.node.pv'), ...ids('g.edge.pv')].sort(),
		values: values,
		why: why.hidden ? null : document.getElementById('whytext').textContent,
		link: overlay !== null && overlay.style.display !== 'none' &&
		    overlay.querySelector('path').getAttribute('d') !== null
	};
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// The fields of a snapshot each check compares.
const aspects = [
	['the current node, the visited and the cut nodes',
	    ['current', 'visited', 'cut']],
	['the call stack (node, alpha, beta, v)', ['stack']],
	['the highlighted pseudocode lines (the first in view)',
	    ['code', 'main', 'codeInView']],
	['the values and bounds known so far', ['values']],
	['the step number, slider, log line (in view) and sentence (at the ' +
	    'last step with the ending: value, best move, principal variation, ' +
	    'nodes visited and saved)',
	    ['step', 'slider', 'log', 'logInView', 'text']],
	['the principal variation drawn at the last step, and only there',
	    ['pv']],
	['at cutoffs the crossed-out edges, the link to where the bound was set ' +
	    'and its sentence', ['crossed', 'crossnow', 'why', 'link']]
];

function compare(name, seen, model, how) {
	for (const [what, fields] of aspects) {
		let bad = null;
		for (const got of seen) {
			const want = expected(model, got.k);
			for (const f of fields)
				if (bad === null && !same(got.s[f], want[f]))
					bad = 'step ' + got.k + ': ' + f + ' is ' +
					    JSON.stringify(got.s[f]) + ', the model says ' +
					    JSON.stringify(want[f]);
		}
		check(bad === null, name + ': ' + how + ', ' + what, bad);
	}
}

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
	args: ['--no-sandbox']
});
const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
const requests = [], pageUrls = new Set(), dialogs = [], errors = [];
context.on('request', r => requests.push(r.url()));

async function open(file, hash, viewport) {
	const url = pathToFileURL(file).href;
	pageUrls.add(url);
	const page = await context.newPage();
	if (viewport)
		await page.setViewportSize(viewport);
	page.on('dialog', d => {
		dialogs.push(d.message());
		d.dismiss().catch(() => {});
	});
	page.on('pageerror', e => errors.push(basename(file) + ': ' + e.message));
	await page.goto(url + (hash || ''));
	return page;
}

const state = page => page.evaluate(snapshot);

for (const stem of stems) {
	const name = basename(stem);
	const model = loadModel(stem);
	const n = model.steps.length;
	const page = await open(stem + '.html');

	// every step forward with the Right arrow, then back with the Left
	const forward = [{ k: 1, s: await state(page) }];
	for (let k = 2; k <= n; k++) {
		await page.keyboard.press('ArrowRight');
		forward.push({ k: k, s: await state(page) });
	}
	compare(name, forward, model, 'at each of ' + n + ' steps, forward');
	const back = [];
	for (let k = n - 1; k >= 1; k--) {
		await page.keyboard.press('ArrowLeft');
		back.push({ k: k, s: await state(page) });
	}
	let bad = null;
	for (const b of back) {
		const f = forward[b.k - 1].s;
		if (bad === null && !same(b.s, f))
			bad = 'step ' + b.k;
	}
	check(bad === null, name + ': stepping back from the last step shows ' +
	    'every step exactly as stepping forward did', bad);
	await page.close();
}

// A projector's short screen: the code and the log scroll, and still show
// the running line and the step's line at every step.
for (const stem of stems) {
	const name = basename(stem);
	const n = loadModel(stem).steps.length;
	const page = await open(stem + '.html', '', { width: 1024, height: 600 });
	let bad = null;
	for (let k = 1; k <= n && bad === null; k++) {
		if (k > 1)
			await page.keyboard.press('ArrowRight');
		const s = await state(page);
		if (!s.codeInView || !s.logInView)
			bad = 'step ' + k + ': code line in view ' + s.codeInView +
			    ', log line in view ' + s.logInView;
	}
	check(bad === null, name + ': at 1024x600 every step shows its ' +
	    'pseudocode line and its log line', bad);
	await page.close();
}

// The controls, on the first trace.
if (stems.length > 0) {
	const stem = stems[0], name = basename(stem);
	const model = loadModel(stem);
	const n = model.steps.length;
	const cuts = model.steps.filter(s => s.cutoff !== null).map(s => s.step);
	const at = async page => (await state(page)).step;

	const deep = Math.max(14, n - 10);
	let page = await open(stem + '.html', '#step=' + deep);
	let opened = await state(page);
	check(opened.step === deep && opened.logInView, name + ': #step=' +
	    deep + ' opens at step ' + deep + ' with its log line in view',
	    'at step ' + opened.step + ', line in view: ' + opened.logInView);
	await page.close();
	page = await open(stem + '.html', '#step=14');
	let k = await at(page);
	check(k === 14 && same((await state(page)).current,
	    expected(model, 14).current), name + ': #step=14 opens at step 14',
	    'at step ' + k);
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	const followed = await page.waitForFunction(() =>
	    location.hash === '#step=16', null, { timeout: 3000 })
	    .then(() => true, () => false);
	check(followed, name + ': the hash follows the stepper (#step=16 after ' +
	    'Right twice)', 'it is ' + await page.evaluate(() => location.hash));
	await page.evaluate(() => { location.hash = '#step=5'; });
	const moved = await page.waitForFunction(() =>
	    document.getElementById('stepno').textContent === '5', null,
	    { timeout: 3000 }).then(() => true, () => false);
	check(moved && await at(page) === 5, name + ': changing the hash to ' +
	    '#step=5 moves there', 'at step ' + await at(page));

	const keys = [['End', n], ['Home', 1], ['PageDown', 2], ['PageUp', 1],
	    ['c', cuts[0]], ['c', cuts[1]], ['Shift+C', cuts[0]]];
	const got = [];
	for (const [key] of keys) {
		await page.keyboard.press(key);
		got.push(await at(page));
	}
	check(same(got, keys.map(x => x[1])), name + ': End, Home, Page Down, ' +
	    'Page Up, c (next cutoff) and C (previous cutoff) go to steps ' +
	    keys.map(x => x[1]).join(', '), 'went to ' + got.join(', '));

	await page.click('#first');
	await page.click('#nextcut');
	const c1 = await at(page);
	await page.click('#last');
	await page.click('#prevcut');
	const c2 = await at(page);
	await page.click('#prev');
	const c3 = await at(page);
	await page.click('#next');
	const c4 = await at(page);
	check(c1 === cuts[0] && c2 === cuts[cuts.length - 1] && c3 === c2 - 1 &&
	    c4 === c2, name + ': the buttons First, Cutoff >, Last, < Cutoff, ' +
	    'Back and Next', [c1, c2, c3, c4].join(', '));

	// the slider: its own keys move one step, and dragging it moves there
	await page.keyboard.press('Home');
	await page.focus('#slider');
	await page.keyboard.press('ArrowRight');
	const s1 = await at(page);
	await page.evaluate(() => {
		const s = document.getElementById('slider');
		s.value = '20';
		s.dispatchEvent(new Event('input', { bubbles: true }));
	});
	const s2 = await at(page);
	check(s1 === 2 && s2 === 20, name + ': the slider moves the step ' +
	    '(its Right arrow one step, set to 20 to step 20)', s1 + ', ' + s2);

	// the log: a click on a line goes to its step, also on lines ahead
	await page.click('#log li[data-step="7"]');
	const l1 = await at(page);
	await page.check('#ahead');
	await page.click('#log li[data-step="30"]');
	const l2 = await at(page);
	const hidden = await page.evaluate(() => {
		document.getElementById('ahead').click();
		return getComputedStyle(document.querySelector(
		    '#log li[data-step="31"]')).display;
	});
	check(l1 === 7 && l2 === 30 && hidden === 'none', name + ': a click on ' +
	    'a log line jumps to its step; lines ahead show only when asked',
	    l1 + ', ' + l2 + ', ' + hidden);

	// space plays and pauses, from the body and from a focused button
	await page.keyboard.press('Home');
	await page.selectOption('#speed', '250');
	await page.focus('#next');
	await page.keyboard.press(' ');
	await page.waitForTimeout(900);
	const playing = await page.getAttribute('#play', 'aria-pressed');
	await page.keyboard.press(' ');
	const p1 = await at(page);
	await page.waitForTimeout(600);
	const p2 = await at(page);
	check(playing === 'true' && p1 >= 3 && p1 === p2, name + ': space plays ' +
	    '(4 steps a second) and pauses', 'pressed ' + playing + ', steps ' +
	    p1 + ' then ' + p2);
	await page.close();
}

// Labels written as markup stay text: no element made, no script run.
for (const file of hostile) {
	const name = basename(file);
	const page = await open(file);
	await page.keyboard.press('End');
	const r = await page.evaluate(() => {
		const texts = Array.from(document.querySelectorAll(
		    '#title, #diagram text, #stack td, #stack .id, #log li, #steptext'))
		    .map(e => e.textContent).join('\n');
		return {
			made: document.querySelectorAll('img, iframe, object, embed, ' +
			    '#title *, #diagram svg svg, #diagram b, #diagram i, ' +
			    '#steptext b, #log b, #log i, #stack b, #stack i').length,
			scripts: document.scripts.length,
			texts: texts
		};
	});
	const src = readFileSync(file.replace(/\.html$/, '.json'), 'utf8');
	const flat = t => t.replace(/\s+/g, ' ');
	const labels = [...src.matchAll(/"(?:label|id|name)": "((?:[^"\\]|\\.)*)"/g)]
	    .map(m => flat(JSON.parse('"' + m[1] + '"')))
	    .filter(l => l.includes('<'));
	const missing = labels.filter(l => !flat(r.texts).includes(l));
	// three scripts: the page's texts ("ui"), the model, page.js; a label
	// that made one more would show here
	check(r.made === 0 && r.scripts === 3 && missing.length === 0,
	    name + ': labels written as markup show as text (' + labels.length +
	    ' of them), and make no element', 'elements ' + r.made + ', scripts ' +
	    r.scripts + ', not shown: ' + JSON.stringify(missing));
	await page.close();
}

check(dialogs.length === 0, 'no page opened a dialog (alert)',
    JSON.stringify(dialogs));
check(errors.length === 0, 'no page raised a script error', errors.join('; '));
const strays = requests.filter(u => !pageUrls.has(u.replace(/#.*$/, '')));
check(requests.length > 0 && strays.length === 0, 'no request left the pages ' +
    '(' + requests.length + ' seen, each the page file itself)',
    JSON.stringify(strays.slice(0, 5)));

await browser.close();
process.exit(failures === 0 ? 0 : 1);
