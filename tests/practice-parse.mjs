// The practice page's own parser of what a student types in a node's box
// (parse() in src/page/practice.js) against abviz check's parser of the
// same text as a node line, on random entries: a fuzz test of the page's
// parser with the C one as its oracle.  Run by tests/safe.sh:
//
//   node tests/practice-parse.mjs ABVIZ TREE DIR [N]
//
// The entries are made, with a seeded generator (the same every run), from
// the pieces a value is made of (signs, digits, points, exponents, >= <=
// and their symbols, inf and its spellings, the words for pruned, spaces)
// and from changes to them (a byte dropped, doubled, swapped, a stray
// character).  Each is written to DIR as an answer "E: ENTRY" and all are
// graded by one `abviz check --json --manifest`.  The page must read an
// entry exactly when check does, and as check does: pruned, or the same
// value with the same bound as check's report gives it.  An empty entry is
// no answer on the page (its box is left out), so it is not compared.
// Prints "ok - ..." / "not ok - ..." lines.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [abviz, tree, dir, count] = process.argv.slice(2);
const N = Number(count || 3000);

// The page's parser of a box and the way it shows an entry back, taken
// from its script: parse() and shown(), or (as the script is being
// rewritten elsewhere) parseValue() with number(), and valText() with
// fmtNum(); both read as { pruned } / { value, bound } / { bad } here.
const src = readFileSync(process.env.PRACTICE_JS ||
    new URL('../src/page/practice.js', import.meta.url), 'utf8');
function extract(name) {
	const at = src.indexOf('\tfunction ' + name + '(');
	const end = src.indexOf('\n\t}\n', at);
	if (at < 0 || end < 0)
		throw new Error('no function ' + name + ' in practice.js');
	return src.slice(at, end + 3);
}
let page;
if (src.includes('\tfunction parse(')) {
	page = new Function(extract('parse') + extract('shown') +
	    'return { parse, shown };')();
} else {
	const val = /\tconst valText = [^;]*;/.exec(src);
	if (val === null)
		throw new Error('no parse() nor valText in practice.js');
	const p = new Function(extract('tiny') + extract('number') +
	    extract('parseValue') +
	    extract('fmtNum') + val[0] + 'return { parseValue, valText };')();
	page = {
		parse: t => {
			const r = p.parseValue(t);
			return r !== null && r.x !== undefined ?
			    { value: r.x, bound: r.b } : r;
		},
		shown: a => a.pruned ? 'pruned' : p.valText(a.value, a.bound)
	};
}

// xorshift32: the same entries every run.
let seed = 20;
function rnd(n) {
	seed ^= seed << 13; seed >>>= 0;
	seed ^= seed >>> 17;
	seed ^= seed << 5; seed >>>= 0;
	return seed % n;
}

const pieces = ['', ' ', '  ', '\t', '>=', '<=', '\u2265', '\u2264', '>', '<',
    '=', '-', '+', '--', '0', '1', '7', '15', '007', '3.5', '.5', '5.', '.',
    '1e3', '1E-2', '2e+1', 'e', 'E', '1e', 'inf', 'Inf', 'INF', 'infinity',
    'Infinity', 'infinit', '\u221E', 'nan', 'NaN', 'pruned', 'Pruned', 'cut',
    'x', 'X', 'prune', 'x1', '0x10', '1_000', '1,5', '\u0661', '\uFF11',
    '9007199254740993', '1e400', '-0', '+0', '1e-400', '1e-310', '#1', 'E', ';',
    ',', '=', 'x=', 'inf=3'];

// Half the entries are a value's shape (a relation, a space, a sign, a
// number), the other half pieces strung together; then a change, now and
// then.
const rels = ['', '>=', '<=', '\u2265', '\u2264'];
const signs = ['', '-', '+'];
const numbers = ['0', '3', '15', '3.5', '.5', '5.', '1e3', '2E-2', '1.e2',
    'inf', 'infinity', '\u221E', '9007199254740993', '1e-310', '1e400', '00',
    '1e308', '2.2250738585072014e-308', '2.2250738585072012e-308', '0e-999',
    '1.7976931348623159e308'];

function entry() {
	let s = '';
	if (rnd(2) === 0) {
		s = rels[rnd(rels.length)] + (rnd(3) === 0 ? ' ' : '') +
		    signs[rnd(signs.length)] + numbers[rnd(numbers.length)];
	} else {
		const k = 1 + rnd(4);
		for (let i = 0; i < k; i++)
			s += pieces[rnd(pieces.length)];
	}
	if (rnd(4) === 0 && s.length > 0) {
		const at = rnd(s.length);
		switch (rnd(4)) {
		case 0: s = s.slice(0, at) + s.slice(at + 1); break;
		case 1: s = s.slice(0, at) + s[at] + s.slice(at); break;
		case 2: s = s.slice(0, at) + '9' + s.slice(at); break;
		default: s = s.slice(at) + s.slice(0, at); break;
		}
	}
	return s;
}

// Entries a text answer line cannot hold are left out: a line break ends
// the line, and a "#" at its start makes it a comment.
// First what the page read otherwise before it was held to check: two
// numbers joined across a space, the spellings check does not take
// (Inf, Infinity), numbers out of range (1e400 was +inf on the page,
// 1e-400 and 1e-310 were 0 and 1e-310), and the edge of underflow, where
// glibc's strtod says ERANGE for a number that rounds to DBL_MIN.
const entries = ['7 007', '7\t007.', 'Inf', 'Infinity', '\t\u22651e400',
    '1e-400', '+01e-400', '1e-310', '\u2265 15', 'x x', '- 3', '>=', 'pruned 3',
    '>= -2.22507385850720114e-308', '2.2250738585072012e-308',
    '2.2250738585072013e-308', '4.9e-324', '1.7976931348623158e308',
    '1.7976931348623159e308'];
const seen = new Set(entries);
while (entries.length < N) {
	const e = entry();
	if (/[\n\r]/.test(e) || seen.has(e) || page.parse(e) === null)
		continue;
	seen.add(e);
	entries.push(e);
}
let manifest = '';
entries.forEach((e, k) => {
	writeFileSync(dir + '/e' + k + '.txt', 'E: ' + e + '\n');
	manifest += 'e' + k + '.txt ' + tree + '\n';
});
writeFileSync(dir + '/manifest', manifest);
let out;
try {
	out = execFileSync(abviz, ['check', '--json', '--manifest',
	    dir + '/manifest'], { stdio: ['ignore', 'pipe', 'ignore'],
	    maxBuffer: 1 << 28 });
} catch (e) {
	out = e.stdout;	// exit 1 or 3: some answers wrong or refused
}
const report = JSON.parse(out.toString());
const byFile = new Map(report.answers.map(a =>
    [a.file.replace(/^.*\//, ''), a]));
// Whether two values as shown ("<=12", "9.007199254741e+16") are one: the
// report prints 15 significant digits, JavaScript as many as it takes.
function sameNumber(a, b) {
	const rel = s => /^(>=|<=)?/.exec(s)[0];
	if (rel(a) !== rel(b))
		return false;
	const x = Number(a.slice(rel(a).length)), y = Number(b.slice(rel(b).length));
	return isFinite(x) && isFinite(y) && Math.abs(x - y) <=
	    1e-14 * Math.max(Math.abs(x), Math.abs(y));
}

let bad = 0;
const shownBad = [];
entries.forEach((e, k) => {
	const a = byFile.get('e' + k + '.txt');
	const got = page.parse(e);
	const item = a && a.items ? a.items.find(it => it.subject === 'E') :
	    undefined;
	const c = a === undefined ? 'missing' : typeof a.error === 'string' ?
	    'refused' :
	    item === undefined ? 'no item' : item.given;
	const p = got.bad ? 'refused' : page.shown(got);
	if (p !== c && !sameNumber(p, c)) {
		bad++;
		if (shownBad.length < 8)
			shownBad.push(JSON.stringify(e) + ': page ' + p + ', check ' + c);
	}
});
const taken = entries.filter(e => !page.parse(e).bad).length;
console.log((bad === 0 ? 'ok - ' : 'not ok - ') + 'the practice page reads ' +
    entries.length + ' random entries as abviz check does (' + taken +
    ' taken, ' + (entries.length - taken) + ' refused; ' + bad + ' differ)' +
    (bad ? ':\n#   ' + shownBad.join('\n#   ') : ''));
process.exit(bad === 0 ? 0 : 1);
