// The practice page and abviz check on the same random answers.  Run by
// tests/html.sh:
//
//   node tests/browser/agree.mjs ABVIZ DIR COUNT TREE OPTIONS [TREE OPTIONS]...
//
// For each TREE under OPTIONS (one argument, words apart by spaces) abviz
// writes the practice page into DIR; COUNT answers are drawn at random
// (seeded: the same every run) from what the page's own data says a
// student could give (each node's entries with a verdict of their own, a
// misconception's right answers, other numbers and bounds, "pruned",
// written as a student might: "≥15", "∞", "3.0"; alpha and beta right or
// not; cuts on the search's pruned subtrees, a misconception's, or edges at
// random; "nothing is pruned"; now and then a box abviz cannot read), typed
// into the page's boxes and cut on its edges through the page itself, and
// written as a text answer, one "ID: VALUE alpha A beta B" line a node and
// one "pruned:" line, as tests/html.sh writes them.  abviz check --json
// grades the text files in one call; the page's check must give, answer
// by answer, the same items (kind, subject, mark, credit, mistake, given,
// expected, reason and note), the same score and the same misconceptions
// (null where abviz check makes no diagnosis), and refuse the same answers.
// Prints one "ok - ..." / "not ok - ..." line a page, and the first
// difference found.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const [abviz, dir, countArg, ...cases] = process.argv.slice(2);
const count = Number(countArg);
let failures = 0, answered = 0;

function check(ok, what, detail) {
	if (ok) {
		console.log('ok - ' + what);
	} else {
		failures++;
		console.log('not ok - ' + what + (detail ? ': ' + detail : ''));
	}
}

// mulberry32: a small seeded generator, the same numbers on every machine
function rng(seed) {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6D2B79F5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

// The words a text answer's keys use: a node with such an id is "node ID:".
const keyWords = new Set(['value', 'root value', 'best', 'best move', 'pv',
    'principal variation', 'pruned', 'pruned leaves', 'visited', 'leaves',
    'cutoff', 'cutoffs', 'name', 'student']);

// An entry as a student might type it: ">=15" as "≥15" or ">= 15", "+inf"
// as "∞", 3 as "3.0", "+3" or "3e0".
function variant(rnd, key) {
	let s = key;
	const r = rnd();
	if (r < 0.2)
		s = s.replace('>=', '\u2265').replace('<=', '\u2264');
	else if (r < 0.3)
		s = s.replace(/^(>=|<=)/, '$1 ');
	if (rnd() < 0.3)
		s = s.replace(/\+?inf$/, '\u221E');
	else if (/\d$/.test(s) && !/[.e]/.test(s) && rnd() < 0.4)
		s = s.replace(/(-?\d+)$/, m => [m + '.0', m + 'e0',
		    m.startsWith('-') ? m : '+' + m][Math.floor(rnd() * 3)]);
	return s;
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

// A number a student might give: small integers, halves, infinities.
function someNumber(rnd) {
	const r = rnd();
	if (r < 0.08)
		return rnd() < 0.5 ? '-inf' : '+inf';
	if (r < 0.2)
		return String((Math.floor(rnd() * 40) - 10) / 2);
	return String(Math.floor(rnd() * 36) - 6);
}

// What a course's node record makes right, as a misconception's forms.
function courseRight(rec) {
	return Object.keys(rec.v).filter(k => rec.v[k][0] === 0 &&
	    !k.endsWith('*'));
}

// The roots of a set of pruned node ids (the edges to cut).
function roots(ids, parentOf) {
	const set = new Set(ids);
	return ids.filter(id => !set.has(parentOf.get(id)));
}

// One random answer: { boxes: [[id, value, alpha, beta]], cuts: [ids],
// none: bool, bad: bool }.
function randomAnswer(rnd, facts, interior, edges, parentOf, prunes) {
	const mis = facts.mis.length > 0 && rnd() < 0.35 ?
	    pick(rnd, facts.mis) : null;
	const fill = rnd() < 0.06 ? 0 : 0.15 + 0.85 * rnd();
	const boxes = [];
	let bad = false;
	for (const id of interior) {
		if (rnd() >= fill)
			continue;
		const rec = facts.nodes[id];
		const forms = mis !== null && mis.nodes[id] !== undefined ?
		    mis.nodes[id] : null;
		let v = null, a = null, b = null;
		const r = rnd();
		if (mis !== null && r < 0.6) {
			const right = forms !== null ? forms[1].split(' ')
			    .filter(Boolean) : courseRight(rec).concat(rec.u ?
			    ['pruned'] : []);
			v = right.length > 0 ? pick(rnd, right) : someNumber(rnd);
			if (forms !== null && forms[0] === 0 && prunes && rnd() < 0.3) {
				a = forms[3];
				b = forms[4];
			}
		} else if (r < 0.45) {
			v = pick(rnd, Object.keys(rec.v).filter(k => !k.endsWith('*')));
		} else if (r < 0.6) {
			v = (rnd() < 0.3 ? pick(rnd, ['>=', '<=']) : '') + someNumber(rnd);
		} else if (r < 0.7) {
			v = 'pruned';
		} else if (r < 0.8) {
			v = null;
		} else {
			v = variant(rnd, pick(rnd, Object.keys(rec.v)
			    .filter(k => !k.endsWith('*'))));
		}
		if (v !== null && v !== 'pruned' && !/^[<>\u2264\u2265]/.test(v) &&
		    rnd() < 0.15)
			v = variant(rnd, v);
		if (prunes && a === null && rnd() < 0.3)
			a = rec.a !== undefined && rnd() < 0.6 ? rec.a : someNumber(rnd);
		if (prunes && b === null && rnd() < 0.3)
			b = rec.b !== undefined && rnd() < 0.6 ? rec.b : someNumber(rnd);
		if (v === 'pruned' && rnd() < 0.97) {
			a = null;
			b = null;
		}
		if (a !== null && rnd() < 0.1)
			a = variant(rnd, a);
		// now and then a box abviz cannot read
		if (rnd() < 0.01) {
			bad = true;
			v = pick(rnd, ['abc', '>3', '3 4', 'INF', '0x10']);
		} else if (prunes && rnd() < 0.005) {
			bad = true;
			a = pick(rnd, ['>=3', 'pruned', '--1']);
		}
		if (v === 'pruned' && (a !== null || b !== null))
			bad = true;
		if (v !== null || a !== null || b !== null)
			boxes.push([id, v, a, b]);
	}
	let cuts = [], none = false;
	const r = rnd();
	const truth = Object.keys(facts.nodes).filter(id => facts.nodes[id].p);
	if (r < 0.15) {
		cuts = [];
	} else if (r < 0.25) {
		none = true;
	} else if (r < 0.5) {
		cuts = truth.filter(() => rnd() < 0.85);
		if (rnd() < 0.4)
			cuts.push(pick(rnd, edges));
	} else if (r < 0.75 && mis !== null) {
		cuts = roots(mis.pruned, parentOf);
		none = cuts.length === 0;
	} else {
		cuts = edges.filter(() => rnd() < 0.15);
	}
	cuts = [...new Set(cuts)];
	return { boxes, cuts, none: none && cuts.length === 0, bad };
}

// The answer as a text file.
function answerText(ans) {
	const lines = [];
	for (const [id, v, a, b] of ans.boxes) {
		const parts = [];
		if (v !== null)
			parts.push(v);
		if (a !== null)
			parts.push('alpha ' + a);
		if (b !== null)
			parts.push('beta ' + b);
		lines.push((keyWords.has(id.toLowerCase()) ? 'node ' : '') + id +
		    ': ' + parts.join(' '));
	}
	if (ans.cuts.length > 0)
		lines.push('pruned: ' + ans.cuts.join(' '));
	else if (ans.none)
		lines.push('pruned: none');
	return lines.join('\n') + '\n';
}

// What abviz check said, in the page's terms.
function fromCheck(a) {
	if (a.error !== undefined)
		return { bad: true };
	return {
		items: a.items.map(it => ({ kind: it.kind, subject: it.subject,
		    right: it.right, credit: it.credit, mistake: it.mistake,
		    reason: it.reason, note: it.note, given: it.given,
		    expected: it.expected })),
		score: a.score,
		misconceptions: a.misconceptions === null ? null :
		    a.misconceptions.map(m => m.name)
	};
}

const key = it => it.kind + ' ' + it.subject;
const byKey = (x, y) => key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0;

// The first difference between the page's check and abviz check's, or null.
// A blank answer: abviz check refuses the empty file, the page has nothing
// to check yet.
function differ(page, want, blank) {
	if (blank)
		return want.bad && !page.bad && page.items.length === 0 &&
		    page.misconceptions === null ? null : 'a blank answer: page ' +
		    JSON.stringify(page) + ', abviz check ' + JSON.stringify(want);
	if (want.bad || page.bad)
		return want.bad && page.bad ? null : 'page ' + (page.bad ?
		    'refuses it' : 'grades it') + ', abviz check ' + (want.bad ?
		    'refuses it' : 'grades it');
	const p = [...page.items].sort(byKey), w = [...want.items].sort(byKey);
	if (p.length !== w.length)
		return p.length + ' items, abviz check has ' + w.length + ': ' +
		    p.map(key).join(', ') + ' / ' + w.map(key).join(', ');
	for (let i = 0; i < w.length; i++)
		if (JSON.stringify(p[i]) !== JSON.stringify(w[i]))
			return 'page ' + JSON.stringify(p[i]) + ', abviz check ' +
			    JSON.stringify(w[i]);
	if (page.score !== want.score)
		return 'score ' + page.score + ', abviz check ' + want.score;
	if (JSON.stringify(page.misconceptions) !==
	    JSON.stringify(want.misconceptions))
		return 'misconceptions ' + JSON.stringify(page.misconceptions) +
		    ', abviz check ' + JSON.stringify(want.misconceptions);
	return null;
}

// A JSON script element of an HTML page, read from the file.
function scriptJSON(html, id) {
	const open = '<script type="application/json" id="' + id + '">';
	const at = html.indexOf(open) + open.length;
	return JSON.parse(html.slice(at, html.indexOf('</script>', at)));
}

const run = (args, ok) => new Promise((resolve, reject) => {
	execFile(abviz, args, { maxBuffer: 1 << 28 }, (e, stdout) => {
		if (e !== null && !ok.includes(e.code))
			reject(e);
		else
			resolve(stdout);
	});
});

/*
 * Case n (0-based) made ready for the browser: its page written, its
 * answers drawn from the page's data and written, and abviz check's report
 * on them.  abviz works on the next cases while the browser checks one.
 */
async function prepare(n) {
	const tree = cases[2 * n], opts = cases[2 * n + 1].split(' ')
	    .filter(Boolean);
	const out = join(dir, String(n + 1));
	const what = basename(tree) + (opts.length ? ' ' + opts.join(' ') : '');
	mkdirSync(out, { recursive: true });
	await run(['-o', out, '-f', 'practice', ...opts, tree], []);
	const file = join(out, basename(tree, '.json') + '.practice.html');
	const html = readFileSync(file, 'utf8');
	const facts = scriptJSON(html, 'practice'), model = scriptJSON(html, 'model');
	const nodes = model.nodes, prunes = model.conventions.cutoff !== 'none';
	const parentOf = new Map(nodes.map(nd => [nd.id, nd.parent]));
	const interior = nodes.filter(nd => nd.leaf === null).map(nd => nd.id);
	const edges = nodes.filter(nd => nd.parent !== null).map(nd => nd.id);
	const index = Object.fromEntries(nodes.map(nd => [nd.id, nd.index]));
	const rnd = rng(0x5eed + 7919 * (n + 1));
	const answers = [], files = [];
	for (let i = 0; i < count; i++) {
		const ans = randomAnswer(rnd, facts, interior, edges, parentOf, prunes);
		const f = join(out, 'a' + String(i + 1).padStart(3, '0') + '.txt');
		writeFileSync(f, answerText(ans));
		answers.push(ans);
		files.push(f);
	}
	// exit 1: some answer not right; 3: some file not read
	const report = await run(['check', '--json', ...opts, tree, ...files],
	    [1, 3]);
	const want = JSON.parse(report).answers.map(fromCheck);
	return { what, file, index, answers, files, want };
}

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
	args: ['--no-sandbox']
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
// one tab for every page: opening a tab costs more than a page's load
const page = await context.newPage();
let errors = [];
page.on('pageerror', e => errors.push(e.message));
let named = 0, diagnosed = 0, refused = 0, notes = 0, partly = 0;
const mistakes = new Set(), names = new Set();
const ncases = Math.floor(cases.length / 2), ready = [];
for (let n = 0; n < ncases && n < 2; n++)
	ready.push(prepare(n));

for (let n = 0; n < ncases; n++) {
	const { what, file, index, answers, files, want } = await ready[n];
	if (n + 2 < ncases)
		ready.push(prepare(n + 2));
	errors = [];
	await page.goto(pathToFileURL(file).href);
	// typed and cut through the page, one answer after another
	const got = await page.evaluate(({ answers, index }) => {
		const $ = id => document.getElementById(id);
		const type = (input, text) => {
			input.value = text;
			input.dispatchEvent(new Event('input', { bubbles: true }));
		};
		return answers.map(ans => {
			$('pclear').click();
			for (const [id, v, a, b] of ans.boxes) {
				if (v !== null)
					type($('ans-' + index[id]), v);
				if (a !== null)
					type($('alpha-' + index[id]), a);
				if (b !== null)
					type($('beta-' + index[id]), b);
			}
			for (const id of ans.cuts)
				$('e' + index[id]).dispatchEvent(new MouseEvent('click',
				    { bubbles: true }));
			if (ans.none)
				$('pnone').click();
			$('pcheck').click();
			const r = window.abvizPractice.grade();
			// what the page shows: a line per item, as many marked wrong
			if (!r.bad) {
				const lis = document.querySelectorAll('#pitems li');
				r.shown = { lines: lis.length,
				    wrong: document.querySelectorAll('#pitems li.wrong').length };
			}
			return r;
		});
	}, { answers, index });
	let bad = null, shownBad = null;
	for (let i = 0; i < count && bad === null; i++) {
		const blank = answers[i].boxes.length === 0 &&
		    answers[i].cuts.length === 0 && !answers[i].none;
		const d = differ(got[i], want[i], blank);
		if (d !== null)
			bad = basename(files[i]) + ': ' + d + '\n  ' +
			    answerText(answers[i]).trim().replace(/\n/g, '\n  ');
		if (!got[i].bad && shownBad === null &&
		    (got[i].shown.lines !== got[i].items.length ||
		    got[i].shown.wrong !== got[i].items.filter(it => !it.right).length))
			shownBad = basename(files[i]) + ': ' + JSON.stringify(got[i].shown);
	}
	for (const [i, w] of want.entries()) {
		refused += w.bad === true && answers[i].bad;
		if (w.bad)
			continue;
		diagnosed += w.misconceptions !== null;
		named += w.misconceptions !== null && w.misconceptions.length > 0;
		notes += w.items.filter(it => it.note !== null).length;
		for (const it of w.items)
			if (it.mistake !== null)
				mistakes.add(it.mistake);
		for (const m of w.misconceptions || [])
			names.add(m);
		partly += w.items.filter(it => it.credit > 0 && it.credit < 1).length;
	}
	answered += count;
	check(bad === null, what + ': ' + count + ' random answers graded on ' +
	    'the page as abviz check grades them', bad);
	check(shownBad === null, what + ': the page lists every item, marked',
	    shownBad);
	check(errors.length === 0, what + ': no script errors', errors.join('; '));
}
// the answers reached what they are meant to test: every mistake a node
// or a pruning can make, misconceptions and a convention named
const every = ['wrong value', 'below the depth limit', 'value, not bound', 'bound, not value',
    'wrong bound', 'missed pruning', 'extra pruning', 'value for a pruned node',
    'searched node answered as pruned', 'wrong window', 'notation'];
const missing = every.filter(m => !mistakes.has(m));
check(answered >= 1000 && named >= 50 && diagnosed >= 200 && refused >= 5 &&
    notes >= 50 && partly >= 50 && missing.length === 0 &&
    names.has('equality-cut') && names.size >= 6, answered + ' answers: ' +
    diagnosed + ' diagnosed, ' + named + ' with misconceptions named (' +
    [...names].sort().join(', ') + '), ' + refused + ' refused, ' + notes +
    ' notes, ' + partly + ' items partly right; mistakes: ' +
    [...mistakes].sort().join(', '), missing.length ? 'never seen: ' +
    missing.join(', ') : '');
await browser.close();
process.exit(failures > 0 ? 1 : 0);
