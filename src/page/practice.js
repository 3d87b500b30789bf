/*
 * practice.js: the practice mode of abviz's page.  The student types each
 * interior node's value (or bound, or "pruned") and clicks the edges the
 * search cuts, then asks for a check.  Everything the check says comes
 * from abviz (the "practice" data: each node's expected answer, the
 * reason for each mistake, why each subtree is or is not pruned, each
 * misconception's whole answer); this script compares the student's
 * entries with it and sorts each mistake into its kind, item by item as
 * abviz check does (tests/browser/practice.mjs holds the two to the same
 * marks), and shows the result; it makes no sentence of its own about the
 * search.
 * Then the student can step through the real search (page.js).
 */
'use strict';

(function () {
	const $ = id => document.getElementById(id);
	const SVG = 'http://www.w3.org/2000/svg';
	const facts = JSON.parse($('practice').textContent);
	const model = JSON.parse($('model').textContent);
	const T = window.abvizText;	/* page.js: the page's texts */
	const nodes = model.nodes, N = nodes.length;
	const pos = new Map();
	nodes.forEach((nd, k) => pos.set(nd.id, k));
	const parent = nodes.map(nd => nd.parent === null ? -1 : pos.get(nd.parent));
	const kids = nodes.map(() => []);
	parent.forEach((p, k) => { if (p >= 0) kids[p].push(k); });
	const beyond = new Set(facts.beyond.map(id => pos.get(id)));
	const mistake = facts.mistakes;	/* the names abviz check uses */
	const MK = { wrongValue: mistake[1], valueNotBound: mistake[2],
	    boundNotValue: mistake[3], wrongBound: mistake[4],
	    missed: mistake[5], extra: mistake[6], prunedValue: mistake[7],
	    searchedPruned: mistake[8], beyond: mistake[17] };

	/* A number as the facts write it: JSON's, or "-inf" / "+inf". */
	const numOf = x => x === '-inf' ? -Infinity : x === '+inf' ? Infinity :
	    Number(x);

	/* ---- what the student gives ---- */

	/*
	 * An entry as abviz check's answer parser reads a node line (answer.c:
	 * tokens, node_line, value_at, number), word for word, so that the page
	 * takes exactly what check takes: "pruned" (or "-", "x", "cut", in any
	 * case, as often as written), or one value: a decimal number or an
	 * infinity (inf, infinity, ∞, with a sign or not), with >= or <= (or ≥,
	 * ≤) in front, joined to it or apart.  The words check also reads
	 * there (alpha, beta, case...) have no box on the page.  Returns
	 * { pruned: true } or { value, bound }, null when empty, or { bad }
	 * when it is no answer (tests/practice-parse.mjs holds the two to it).
	 */
	function parse(text) {
		if (text.trim() === '')
			return null;
		/* blanks, commas and semicolons part words; "=" alone goes, and
		   "word=value" is two words */
		const toks = [];
		for (const run of text.split(/[ \t,;\r]+/)) {
			let r = run;
			const eq = r.indexOf('=');
			if (/^[A-Za-z]/.test(r) && eq > 0 && r[eq - 1] !== '<' &&
			    r[eq - 1] !== '>') {
				toks.push(r.slice(0, eq));
				r = r.slice(eq + 1);
			}
			if (r !== '' && r !== '=')
				toks.push(r);
		}
		/*
		 * Whether a decimal number (m: the digits with their point, e:
		 * its exponent) is below the midpoint of DBL_MIN (2^-1022) and
		 * the 53-bit number under it: there C's strtod (glibc) reports
		 * an underflow, even where the double it returns is DBL_MIN.
		 * Exactly, in whole numbers: digits x 10^e < (2^54 - 1) x
		 * 2^-1076.
		 */
		const tiny = (m, e) => {
			const point = m.indexOf('.');
			const exp = e - (point < 0 ? 0 : m.length - point - 1);
			const digits = BigInt(m.replace('.', '') || '0');
			return digits > 0n && exp < 0 && digits * 2n ** 1076n <
			    (2n ** 54n - 1n) * 10n ** BigInt(-exp);
		};
		/* a number as C's strtod reads it, nothing left over, and in
		   range: no overflow, nor underflow (to 0, or below DBL_MIN) */
		const number = s => {
			const m = /^([+-]?)(?:(inf|infinity|\u221E)|((\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?))$/
			    .exec(s);
			if (m === null || s.length >= 64)
				return null;
			if (m[2] !== undefined)
				return m[1] === '-' ? -Infinity : Infinity;
			const x = Number(m[3]);
			const e = Number((/[eE](.*)$/.exec(m[3]) || [0, '0'])[1]);
			if (!isFinite(x) || (x === 0 && /[1-9]/.test(m[4])) ||
			    (x !== 0 && Math.abs(x) < 2.3e-308 && tiny(m[4], e)))
				return null;
			return m[1] === '-' ? -x : x;
		};
		let pruned = false, value = null, bound = 'exact';
		for (let k = 0; k < toks.length; k++) {
			const t = toks[k];
			if (/^(pruned|cut|-|x)$/i.test(t)) {
				pruned = true;
				continue;
			}
			if (/^[A-Za-z]/.test(t) && !/^(inf|infinity)$/i.test(t))
				return { bad: true };	/* alpha, case... or no word */
			if (value !== null)
				return { bad: true };	/* two values */
			const rel = /^(>=|<=|\u2265|\u2264)/.exec(t);
			let s = rel ? t.slice(rel[1].length) : t;
			if (rel)
				bound = rel[1] === '>=' || rel[1] === '\u2265' ? 'lower' :
				    'upper';
			if (rel && s === '') {
				if (++k >= toks.length)
					return { bad: true };
				s = toks[k];
			}
			if (/^[<>]/.test(s) || (value = number(s)) === null)
				return { bad: true };
		}
		if (pruned)
			return value === null ? { pruned: true } : { bad: true };
		return value === null ? { bad: true } : { value, bound };
	}

	/* An entry, shown back as the check report shows it. */
	function shown(a) {
		if (a.pruned)
			return 'pruned';
		const x = a.value === Infinity ? '+inf' : a.value === -Infinity ?
		    '-inf' : String(a.value);
		return (a.bound === 'lower' ? '>=' : a.bound === 'upper' ? '<=' :
		    '') + x;
	}

	/* Whether entry a says what a truth (of the facts) says. */
	function same(a, t) {
		if (t.state !== 'searched')
			return a.pruned === true && t.state === 'pruned';
		return !a.pruned && a.value === numOf(t.value) &&
		    a.bound === t.bound;
	}

	/* ---- the form and the diagram ---- */

	const form = $('practiceform');
	const inputs = new Map();	/* node index -> its input */
	const answerText = [], mark = [], cutMark = [];
	const cuts = new Uint8Array(N);

	function svgEl(name, attrs) {
		const e = document.createElementNS(SVG, name);
		for (const a in attrs)
			e.setAttribute(a, attrs[a]);
		return e;
	}

	const table = document.createElement('table');
	table.id = 'practicetable';
	nodes.forEach((nd, k) => {
		if (nd.leaf !== null || !(nd.id in facts.nodes))
			return;
		const tr = document.createElement('tr');
		const th = document.createElement('th');
		th.scope = 'row';
		th.textContent = nd.label !== null ? nd.label : nd.id;
		const td = document.createElement('td');
		const input = document.createElement('input');
		input.type = 'text';
		input.id = 'ans-' + nd.index;
		input.size = 7;
		input.autocomplete = 'off';
		input.spellcheck = false;
		input.setAttribute('aria-label', th.textContent + ' (' +
		    (nd.player === 'max' ? 'MAX' : 'MIN') + ')');
		input.dataset.node = String(k);
		td.appendChild(input);
		const res = document.createElement('td');
		res.className = 'res';
		tr.append(th, td, res);
		table.appendChild(tr);
		inputs.set(k, input);
		/* what the student typed, drawn in the node's triangle */
		const g = $('n' + nd.index);
		const v = g.querySelector('text.value');
		const t = svgEl('text', { class: 'answer', x: v.getAttribute('x'),
		    y: v.getAttribute('y'), 'text-anchor': 'middle',
		    'dominant-baseline': 'central' });
		g.appendChild(t);
		answerText[k] = t;
		mark[k] = res;
		input.addEventListener('input', () => {
			t.textContent = input.value.trim().replace(/>=/g, '\u2265')
			    .replace(/<=/g, '\u2264');
			clearMarks();
		});
		g.addEventListener('click', () => {
			if (document.body.classList.contains('practicing'))
				input.focus();
		});
	});
	form.appendChild(table);

	/* Edges: a click cuts the edge into a node, another puts it back. */
	nodes.forEach((nd, k) => {
		if (parent[k] < 0)
			return;
		const g = $('e' + nd.index);
		const path = g.querySelector('path');
		const d = path.getAttribute('d').match(/-?[\d.]+(e-?\d+)?/g)
		    .map(Number);
		/* a wide invisible stroke along the edge takes the clicks */
		const hit = svgEl('path', { d: path.getAttribute('d'),
		    class: 'hit' });
		g.appendChild(hit);
		const mx = d[Math.floor(d.length / 4) * 2], my = d[Math.floor(d.length / 4) * 2 + 1];
		const sc = svgEl('text', { class: 'mycut', x: mx, y: my,
		    'text-anchor': 'middle', 'dominant-baseline': 'central' });
		sc.textContent = '\u2702';
		g.appendChild(sc);
		cutMark[k] = g;
		g.setAttribute('tabindex', '0');
		g.setAttribute('role', 'button');
		g.setAttribute('aria-label', T('cutEdge', nd.id));
		const toggle = () => {
			if (!document.body.classList.contains('practicing'))
				return;
			cuts[k] ^= 1;
			g.classList.toggle('studentcut', cuts[k] === 1);
			g.setAttribute('aria-pressed', cuts[k] ? 'true' : 'false');
			clearMarks();
		};
		g.addEventListener('click', toggle);
		g.addEventListener('keydown', e => {
			if (e.key === 'Enter' || e.key === ' ') {
				e.preventDefault();
				toggle();
			}
		});
	});

	/* ---- the check: the same items as abviz check ---- */

	/*
	 * The student's pruned set, closed both ways as abviz check closes
	 * it: a cut node's subtree is pruned, and so is a node all of whose
	 * children are (the depth limit's nodes are neither).
	 */
	function prunedSet() {
		const set = new Uint8Array(N);
		const order = [];
		(function walk(k) {
			order.push(k);
			kids[k].forEach(walk);
		})(0);
		for (const k of order)
			if (cuts[k] || (parent[k] >= 0 && set[parent[k]]))
				set[k] = 1;
		for (let i = order.length - 1; i >= 0; i--) {
			const k = order[i];
			if (kids[k].length > 0 && kids[k].every(c => set[c] && !beyond.has(c)))
				set[k] = 1;
		}
		beyond.forEach(k => { set[k] = 0; });
		return { set: set, order: order };
	}

	/* The item for node k, given entry a: as grade_node classifies it. */
	function nodeItem(k, a) {
		const nd = nodes[k], f = facts.nodes[nd.id], t = f.truth;
		const item = { kind: 'node', subject: nd.id, given: shown(a),
		    expected: t.text, right: false, mistake: null, reason: null };
		if (same(a, t)) {
			item.right = true;
			return item;
		}
		let reason = null;
		if (t.state !== 'searched') {
			item.mistake = t.state === 'pruned' ? MK.prunedValue : MK.beyond;
		} else if (a.pruned) {
			item.mistake = MK.searchedPruned;
		} else if (a.value === -numOf(t.value) && a.value !== 0 &&
		    'sign' in f.reasons) {
			item.mistake = MK.wrongValue;
			reason = f.reasons.sign;
		} else if (t.bound !== 'exact' && a.bound === 'exact' &&
		    (a.value === numOf(t.value) || a.value === numOf(f.minimax))) {
			item.mistake = MK.valueNotBound;
		} else if (t.bound === 'exact' && a.bound !== 'exact' &&
		    a.value === numOf(t.value)) {
			item.mistake = MK.boundNotValue;
		} else if (t.bound !== 'exact' && a.bound !== 'exact') {
			item.mistake = MK.wrongBound;
		} else {
			item.mistake = MK.wrongValue;
		}
		item.reason = reason !== null ? reason : f.reasons[item.mistake];
		return item;
	}

	/* Every item of the student's answer, in abviz check's order. */
	function grade() {
		const items = [], given = new Map();
		for (const [k, input] of inputs) {
			const a = parse(input.value);
			if (a === null)
				continue;
			if (a.bad)
				return { bad: input };
			given.set(k, a);
		}
		const { set, order } = prunedSet();
		for (const k of order) {
			const a = given.get(k);
			if (a !== undefined)
				items.push(nodeItem(k, a));
		}
		for (const k of order) {
			const id = nodes[k].id, p = parent[k];
			const truthRoot = id in facts.prune;
			const mine = set[k] && (p < 0 || !set[p]);
			if (truthRoot) {
				/* right when the edge into it is the one cut */
				const item = { kind: 'pruned', subject: id,
				    expected: 'pruned', right: set[k] === 1 &&
				    (p < 0 || set[p] === 0) };
				if (!item.right && set[k] === 1) {
					item.given = 'pruned higher up';
					item.mistake = MK.missed;
					item.reason = facts.prune[id][item.given];
				} else if (!item.right) {
					let part = false;
					(function walk(c) {
						part = part || set[c] === 1;
						kids[c].forEach(walk);
					})(k);
					item.given = part ? 'partly pruned' : 'searched';
					item.mistake = MK.missed;
					item.reason = facts.prune[id][item.given];
				} else {
					item.given = 'pruned';
				}
				items.push(item);
			} else if (mine && id in facts.extra) {
				items.push({ kind: 'pruned', subject: id, given: 'pruned',
				    expected: 'searched', right: false, mistake: MK.extra,
				    reason: facts.extra[id] });
			}
		}
		/* nothing pruned, and nothing cut: one item, right */
		if (!items.some(it => it.kind === 'pruned'))
			items.push({ kind: 'pruned', subject: '(none)',
			    given: 'nothing pruned', expected: 'nothing pruned',
			    right: true });
		/* the misconceptions whose whole answer is the student's */
		const wrong = items.some(it => !it.right);
		const matches = !wrong ? [] : facts.misconceptions.filter(m => {
			for (const [k, a] of given)
				if (!same(a, m.nodes[nodes[k].id]))
					return false;
			const theirs = new Set(m.pruned);
			for (let k = 0; k < N; k++)
				if (!beyond.has(k) && (set[k] === 1) !== theirs.has(nodes[k].id))
					return false;
			return true;
		});
		return { items: items, matches: matches, wrong: wrong };
	}

	function clearMarks() {
		$('presult').textContent = '';
		for (const k of inputs.keys()) {
			mark[k].textContent = '';
			mark[k].className = 'res';
			answerText[k].classList.remove('right', 'wrong');
		}
		cutMark.forEach(g => { if (g) g.classList.remove('right', 'wrong', 'missed'); });
	}

	/*
	 * What an item's given or expected answer reads as: the words of the
	 * pruned set in the page's language (the items keep abviz check's
	 * English words, which the facts' reasons are keyed by), a value as
	 * it is.
	 */
	const words = {
		'pruned': T('givenPruned'), 'searched': T('givenSearched'),
		'partly pruned': T('givenPartly'),
		'pruned higher up': T('givenHigher'),
		'nothing pruned': T('givenNothing')
	};
	const said = x => Object.prototype.hasOwnProperty.call(words, x) ?
	    words[x] : x;

	function show(r) {
		clearMarks();
		const out = $('presult');
		if (r.bad) {
			const p = document.createElement('p');
			p.className = 'bad';
			p.textContent = T('badAnswer', r.bad.value);
			out.appendChild(p);
			r.bad.focus();
			return;
		}
		const right = r.items.filter(it => it.right).length;
		const score = document.createElement('p');
		score.id = 'pscore';
		score.className = 'score';
		score.textContent = r.items.length > 0 && right === r.items.length ?
		    T('scoreAll', right, r.items.length) :
		    T('score', right, r.items.length);
		out.appendChild(score);
		const ul = document.createElement('ul');
		ul.id = 'pitems';
		for (const it of r.items) {
			const li = document.createElement('li');
			li.className = it.right ? 'right' : 'wrong';
			li.dataset.kind = it.kind;
			li.dataset.subject = it.subject;
			const tag = document.createElement('span');
			tag.className = 'tag';
			tag.textContent = it.right ? T('right') : T('wrong');
			li.appendChild(tag);
			const subject = it.subject === '(none)' ? T('none') : it.subject;
			li.appendChild(document.createTextNode(' ' + (it.kind === 'pruned' ?
			    T('itemPruned', subject, said(it.given)) :
			    T('itemNode', subject, said(it.given)))));
			if (!it.right) {
				const why = document.createElement('span');
				why.className = 'why';
				why.textContent = ' ' + T('itemWhy',
				    facts.mistakeText[it.mistake] || it.mistake,
				    said(it.expected), it.reason);
				li.appendChild(why);
			}
			ul.appendChild(li);
			const k = pos.get(it.subject);
			if (k === undefined)
				continue;	/* "(none)" */
			if (it.kind === 'node') {
				mark[k].textContent = it.right ? '\u2713' : '\u2717';
				mark[k].className = 'res ' + (it.right ? 'right' : 'wrong');
				answerText[k].classList.add(it.right ? 'right' : 'wrong');
			} else if (cutMark[k]) {
				cutMark[k].classList.add(it.right ? 'right' :
				    it.mistake === MK.missed ? 'missed' : 'wrong');
			}
		}
		out.appendChild(ul);
		const mis = document.createElement('p');
		mis.id = 'pmis';
		if (r.matches.length > 0) {
			mis.textContent = T('misconception', r.matches.map(m =>
			    m.name + ' \u2014 ' + m.what).join('; '));
		} else if (r.wrong) {
			mis.textContent = T('misNone');
		}
		if (mis.textContent !== '')
			out.appendChild(mis);
	}

	/* ---- the two modes ---- */

	const toggleBtn = document.createElement('button');
	toggleBtn.type = 'button';
	toggleBtn.id = 'pmode';
	$('top').appendChild(toggleBtn);

	function practicing(on) {
		document.body.classList.toggle('practicing', on);
		toggleBtn.textContent = on ? T('reveal') : T('backToAnswer');
		if (on) {
			/* the blank tree, then the student's cuts on it again */
			window.abviz.blank();
			cutMark.forEach((g, k) => {
				if (g)
					g.classList.toggle('studentcut', cuts[k] === 1);
			});
		} else
			window.abviz.start();
	}

	$('pcheck').addEventListener('click', () => show(grade()));
	$('pclear').addEventListener('click', () => {
		for (const [k, input] of inputs) {
			input.value = '';
			answerText[k].textContent = '';
		}
		cuts.fill(0);
		cutMark.forEach(g => { if (g) g.classList.remove('studentcut'); });
		clearMarks();
	});
	$('preveal').addEventListener('click', () => practicing(false));
	toggleBtn.addEventListener('click', () =>
	    practicing(!document.body.classList.contains('practicing')));

	practicing(true);

	/* For the tests: the check as data, the same the page shows. */
	window.abvizPractice = Object.freeze({
		grade: () => {
			const r = grade();
			return r.bad ? { bad: r.bad.id } : {
				items: r.items.map(it => ({ kind: it.kind,
				    subject: it.subject, right: it.right,
				    mistake: it.mistake, reason: it.reason })),
				misconceptions: r.matches.map(m => m.name)
			};
		}
	});
})();
