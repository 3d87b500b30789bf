// The practice page (--format practice) in a real browser, against abviz
// check.  Run by tests/html.sh:
//
//   node tests/browser/practice.mjs PAGE ANSWER CHECK.json [PAGE ANSWER CHECK.json]...
//
// For each case the student's ANSWER (text: "ID: value" lines and one
// "pruned: ID..." line) is typed into PAGE and its edges cut; the page's
// check must give, item by item, what `abviz check --json` said of the same
// answer in CHECK.json: the same items, marks, mistakes and reasons, and
// the same misconceptions.  Prints "ok - ..." / "not ok - ..." per check.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
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
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const requests = [];
context.on('request', r => requests.push(r.url()));

for (let a = 0; a + 2 < args.length; a += 3) {
	const [file, answerFile, checkFile] = args.slice(a, a + 3);
	const name = basename(file) + ' with ' + basename(answerFile);
	const page = await context.newPage();
	const errors = [];
	page.on('pageerror', e => errors.push(e.message));
	await page.goto(pathToFileURL(file).href);
	const index = await page.evaluate(() => Object.fromEntries(JSON.parse(
	    document.getElementById('model').textContent).nodes.map(n =>
	    [n.id, n.index])));

	// it opens on the exercise: no search on show, the form ready
	const opening = await page.evaluate(() => ({
		practicing: document.body.classList.contains('practicing'),
		controls: getComputedStyle(document.getElementById('controls')).display,
		values: [...document.querySelectorAll('#diagram text.value')]
		    .filter(t => t.textContent !== '').length
	}));
	check(opening.practicing && opening.controls === 'none' &&
	    opening.values === 0, name + ': opens on the exercise, nothing of ' +
	    'the search shown', JSON.stringify(opening));

	// the student's answer, typed and clicked as a student would
	for (const line of readFileSync(answerFile, 'utf8').split('\n')) {
		const m = /^([^:#]+):\s*(.*)$/.exec(line.trim());
		if (m === null)
			continue;
		if (m[1] === 'pruned') {
			for (const id of m[2].split(/\s+/).filter(x => x && x !== 'none'))
				await page.click('#e' + index[id] + ' .hit', { force: true });
		} else {
			await page.fill('#ans-' + index[m[1]], m[2]);
		}
	}
	await page.click('#pcheck');
	const got = await page.evaluate(() => window.abvizPractice.grade());
	const report = JSON.parse(readFileSync(checkFile, 'utf8')).answers[0];
	const want = report.items.filter(it => it.kind === 'node' ||
	    it.kind === 'pruned').map(it => ({ kind: it.kind,
	    subject: it.subject, right: it.right, mistake: it.mistake,
	    reason: it.reason }));
	const gotItems = got.items.map(it => ({ kind: it.kind,
	    subject: it.subject, right: it.right, mistake: it.mistake || null,
	    reason: it.reason || null }));
	// abviz check lists items as the answer gives them, the page in tree
	// order: compare them in one order
	const key = it => it.kind + ' ' + it.subject;
	const byKey = (x, y) => key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0;
	gotItems.sort(byKey);
	want.sort(byKey);
	let bad = null;
	if (gotItems.length !== want.length)
		bad = gotItems.length + ' items, abviz check has ' + want.length;
	for (let i = 0; bad === null && i < want.length; i++)
		if (JSON.stringify(gotItems[i]) !== JSON.stringify(want[i]))
			bad = 'item ' + (i + 1) + ': page ' + JSON.stringify(gotItems[i]) +
			    ', abviz check ' + JSON.stringify(want[i]);
	check(bad === null, name + ': each item marked as abviz check marks ' +
	    'it, with its mistake and reason', bad);
	const wantMis = (report.misconceptions || []).map(m => m.name);
	check(JSON.stringify(got.misconceptions) === JSON.stringify(wantMis),
	    name + ': the misconceptions abviz check names (' +
	    (wantMis.join(', ') || 'none') + ')',
	    'page ' + JSON.stringify(got.misconceptions));

	// what the student sees: the score, a line per item, the marks
	const seen = await page.evaluate(() => ({
		score: document.getElementById('pscore').textContent,
		lines: document.querySelectorAll('#pitems li').length,
		wrongLines: document.querySelectorAll('#pitems li.wrong').length,
		mis: (document.getElementById('pmis') || { textContent: '' }).textContent
	}));
	const right = want.filter(it => it.right).length;
	check(seen.score.startsWith('score: ' + right + '/' + want.length) &&
	    seen.lines === want.length &&
	    seen.wrongLines === want.length - right &&
	    wantMis.every(m => seen.mis.includes(m)), name + ': shows score ' +
	    right + '/' + want.length + ', a line per item, the misconceptions',
	    JSON.stringify(seen));

	// then the real search, from step 1, and back to the answer as left
	await page.click('#preveal');
	const after = await page.evaluate(() => ({
		step: window.abviz.step(),
		practicing: document.body.classList.contains('practicing')
	}));
	await page.click('#pmode');
	const back = await page.evaluate(() => ({
		practicing: document.body.classList.contains('practicing'),
		cuts: document.querySelectorAll('.edge.studentcut').length
	}));
	const cuts = readFileSync(answerFile, 'utf8').split('\n')
	    .filter(l => l.startsWith('pruned:'))
	    .flatMap(l => l.slice(7).split(/\s+/).filter(x => x && x !== 'none'));
	check(after.step === 1 && !after.practicing && back.practicing &&
	    back.cuts === cuts.length, name + ': steps through the search ' +
	    'from step 1, and back to the answer with its cuts',
	    JSON.stringify({ after, back }));
	check(errors.length === 0, name + ': no script errors', errors.join('; '));
	await page.close();
}

const outside = requests.filter(u => !u.startsWith('file:') &&
    !u.startsWith('data:'));
check(outside.length === 0, 'practice pages request nothing',
    outside.join(' '));
await browser.close();
process.exit(failures > 0 ? 1 : 0);
