// The practice page (--format practice) in a real browser, against abviz
// check.  Run by tests/html.sh:
//
//   node tests/browser/practice.mjs [--zh] PAGE ANSWER CHECK.json [[--zh] PAGE ANSWER CHECK.json]...
//
// For each case the student's ANSWER (text: "ID: VALUE alpha A beta B"
// lines and one "pruned: ID..." or "pruned: none" line) is typed into
// PAGE's boxes, its edges cut, and checked with Enter in a box; the page's
// check must give, item by item, what `abviz check --json` said of the
// same answer in CHECK.json: the same items, marks, credit, mistakes,
// given and expected answers, reasons and notes, the same score and the
// same misconceptions.  What the student sees is held to it too: a line
// per item, each mistake named once (its reason shown without the lead
// that names it again), each note shown, the score and the first mistake
// in sight, conventions told apart from misconceptions.  --zh: PAGE is in
// Chinese (abviz check's report stays English): the reasons and notes are
// then compared by their count, and must be Chinese.  Each page is first
// checked blank: nothing to check yet.  Prints "ok - ..." / "not ok - ...".
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
const blankDone = new Set();
const cjk = /[\u4E00-\u9FFF]/;

for (let a = 0; a < args.length; a += 3) {
	const zh = args[a] === '--zh';
	if (zh)
		a++;
	const [file, answerFile, checkFile] = args.slice(a, a + 3);
	const name = (zh ? 'zh ' : '') + basename(file) + ' with ' +
	    basename(answerFile);
	const page = await context.newPage();
	const errors = [];
	page.on('pageerror', e => errors.push(e.message));
	await page.goto(pathToFileURL(file).href);
	const { index, ui, leads } = await page.evaluate(() => ({
		index: Object.fromEntries(JSON.parse(document.getElementById(
		    'model').textContent).nodes.map(n => [n.id, n.index])),
		ui: JSON.parse(document.getElementById('ui').textContent),
		leads: JSON.parse(document.getElementById('practice').textContent)
		    .leads
	}));

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

	// a blank answer: nothing to check yet, and no diagnosis
	if (!blankDone.has(file)) {
		blankDone.add(file);
		await page.click('#pcheck');
		const blank = await page.evaluate(() => ({
			grade: window.abvizPractice.grade(),
			text: document.getElementById('presult').textContent,
			items: document.querySelectorAll('#pitems li').length,
			mis: document.querySelectorAll('#presult .mis').length
		}));
		check(blank.grade.items.length === 0 &&
		    blank.grade.misconceptions === null &&
		    blank.text === ui.nothingYet && blank.items === 0 &&
		    blank.mis === 0 && (!zh || cjk.test(blank.text)),
		    name + ': a blank answer checked: "' + blank.text + '", no ' +
		    'item, no misconception', JSON.stringify(blank));
	}

	// the student's answer, typed and clicked as a student would
	let first = null;
	const cuts = [];
	for (const line of readFileSync(answerFile, 'utf8').split('\n')) {
		const m = /^([^:#]+):\s*(.*)$/.exec(line.trim());
		if (m === null)
			continue;
		if (m[1] === 'pruned') {
			if (m[2].trim() === 'none') {
				await page.check('#pnone');
				continue;
			}
			for (const id of m[2].split(/\s+/).filter(Boolean)) {
				await page.click('#e' + index[id] + ' .hit', { force: true });
				cuts.push(id);
			}
			continue;
		}
		const at = index[m[1]];
		const parts = /^(.*?)(?:\s*\balpha\s+(\S+))?(?:\s*\bbeta\s+(\S+))?$/
		    .exec(m[2].trim());
		if (parts[1] !== '')
			await page.fill('#ans-' + at, parts[1]);
		if (parts[2] !== undefined)
			await page.fill('#alpha-' + at, parts[2]);
		if (parts[3] !== undefined)
			await page.fill('#beta-' + at, parts[3]);
		first = first || (parts[1] !== '' ? '#ans-' + at : parts[2] !==
		    undefined ? '#alpha-' + at : '#beta-' + at);
	}
	// Enter in a box checks
	if (first !== null)
		await page.press(first, 'Enter');
	else
		await page.click('#pcheck');
	const got = await page.evaluate(() => window.abvizPractice.grade());
	const report = JSON.parse(readFileSync(checkFile, 'utf8')).answers[0];
	const fields = it => ({ kind: it.kind, subject: it.subject,
	    right: it.right, credit: it.credit, mistake: it.mistake,
	    given: it.given, expected: it.expected,
	    reason: zh ? it.reason !== null : it.reason,
	    note: zh ? it.note !== null : it.note });
	const want = report.items.map(fields);
	const gotItems = got.items.map(fields);
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
	check(bad === null && got.score === report.score, name + ': each item ' +
	    'marked as abviz check marks it, with its credit, mistake, reason ' +
	    'and note; score ' + report.score + '/' + want.length,
	    bad || 'score ' + got.score);
	const wantMis = report.misconceptions === null ? null :
	    report.misconceptions.map(m => m.name);
	check(JSON.stringify(got.misconceptions) === JSON.stringify(wantMis),
	    name + ': the misconceptions abviz check names (' +
	    (wantMis === null ? 'no diagnosis' : wantMis.join(', ') || 'none') +
	    ')', 'page ' + JSON.stringify(got.misconceptions));

	// what the student sees
	const seen = await page.evaluate(() => {
		const pane = document.getElementById('practicepane')
		    .getBoundingClientRect();
		const inSight = e => {
			const r = e.getBoundingClientRect();
			return r.top >= pane.top - 1 && r.bottom <= pane.bottom + 1;
		};
		const score = document.getElementById('pscore');
		const wrong = document.querySelector('#pitems li.wrong');
		return {
			score: score.textContent,
			lines: [...document.querySelectorAll('#pitems li')].map(li => ({
				subject: li.dataset.subject, kind: li.dataset.kind,
				text: li.textContent, wrong: li.classList.contains('wrong')
			})),
			mis: [...document.querySelectorAll('#presult .mis')].map(p => ({
				text: p.textContent,
				convention: p.classList.contains('convention')
			})),
			scoreInSight: inSight(score),
			wrongInSight: wrong === null || inSight(wrong),
			apart: wrong === null ? 0 : wrong.getBoundingClientRect().bottom -
			    score.getBoundingClientRect().top,
			paneHeight: pane.height
		};
	});
	const right = report.items.filter(it => it.right).length;
	const pageScore = ui[right === report.items.length ? 'scoreAll' :
	    'score'].replace('%1', String(report.score))
	    .replace('%2', String(report.items.length));
	check(seen.score === pageScore && seen.lines.length === want.length &&
	    seen.lines.filter(l => l.wrong).length === want.length - right,
	    name + ': shows "' + pageScore + '" and a line per item, ' +
	    (want.length - right) + ' marked wrong', JSON.stringify(seen.score));
	// each mistake said once: its name, then its reason without the lead
	// that says it again; each note shown
	let said = null;
	for (const it of report.items) {
		const line = seen.lines.find(l => l.kind === it.kind &&
		    l.subject === it.subject);
		const g = got.items.find(x => x.kind === it.kind &&
		    x.subject === it.subject);
		if (line === undefined || g === undefined) {
			said = 'no line for ' + key(it);
			break;
		}
		if (g.reason !== null) {
			const lead = leads.find(l => g.reason.startsWith(l));
			const name = g.mistake;
			if (lead !== undefined && line.text.includes(lead))
				said = key(it) + ' says its lead again: ' + line.text;
			else if (!line.text.includes(g.reason.slice(lead ? lead.length :
			    0)))
				said = key(it) + ' lacks its reason: ' + line.text;
			else if (!zh && line.text.split(name).length !== 2)
				said = key(it) + ' does not name "' + name + '" once: ' +
				    line.text;
		}
		if (g.note !== null && !line.text.includes(g.note))
			said = key(it) + ' lacks its note: ' + line.text;
		if (zh && (g.reason !== null || g.note !== null) &&
		    !cjk.test(line.text))
			said = key(it) + ' is not in Chinese: ' + line.text;
		if (said !== null)
			break;
	}
	check(said === null, name + ': each mistake named once, its reason ' +
	    'without the words that name it again, each note shown', said);
	// conventions apart from misconceptions
	const conventions = (report.misconceptions || []).filter(m =>
	    m.convention).length;
	check(seen.mis.filter(m => m.convention).length === conventions &&
	    seen.mis.length === (wantMis === null ? 0 : Math.max(1,
	    wantMis.length)), name + ': ' + conventions + ' convention(s) ' +
	    'shown as conventions, the rest as misconceptions',
	    JSON.stringify(seen.mis));
	// after the check the score and the first mistake are in sight
	check(seen.wrongInSight && (seen.scoreInSight ||
	    seen.apart > seen.paneHeight), name + ': the score and the first ' +
	    'mistake scrolled into sight', JSON.stringify(seen));

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
