/*
 * practice.js: the practice mode of abviz's page.  The student types each
 * interior node's value (or bound, or "pruned"), its alpha and beta if
 * they like, and clicks the edges the search cuts, then asks for a check.
 *
 * Nothing here knows the rules of alpha-beta or of grading.  abviz wrote
 * the verdicts into the page (the "practice" data, check.c's
 * check_practice): for every node and every answer worth a verdict of its
 * own, what abviz check says of it, mistake, reason and note, and one
 * verdict for any other number and any other bound; why each subtree is
 * or is not pruned; which answers each misconception's search makes right.
 * This script reads an entry as abviz check's answer parser reads a node
 * line, writes its number as abviz writes numbers, and looks the entry up.
 * What it still does itself is bookkeeping: closing the cut set as abviz
 * check closes a "pruned:" line, putting a node's value, alpha and beta
 * together into one item as check's grade_node does, and check's evidence
 * rule for naming misconceptions.  tests/browser/agree.mjs holds all of it
 * to abviz check on a thousand random answers.
 *
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
	const order = [];	/* tree order, as abviz check walks the tree */
	(function walk(k) {
		order.push(k);
		kids[k].forEach(walk);
	})(0);
	const prunes = model.conventions.cutoff !== 'none';

	/* check.c's enum mistake_kind, by the names abviz check reports */
	const MK = { right: 0, wrongValue: 1, searchedPruned: 8, window: 9,
	    notation: 18 };
	const mkName = m => m === 0 ? null : facts.mk[m];

	/* ---- numbers and entries, as abviz reads and writes them ---- */

	/*
	 * x as fmt_num writes it: integers plainly, infinities "-inf" / "+inf",
	 * else printf's %g with the fewest digits that read back as x (the
	 * digits are JavaScript's shortest ones: the same).
	 */
	function fmtNum(x) {
		if (x === Infinity)
			return '+inf';
		if (x === -Infinity)
			return '-inf';
		if (x === 0)
			return '0';
		if (Number.isInteger(x) && Math.abs(x) <= 9007199254740992)
			return x.toFixed(0);
		const [mant, e] = x.toExponential().split('e');
		const exp = Number(e), digits = mant.replace(/[-.]/g, '');
		const sign = x < 0 ? '-' : '';
		if (exp < -4 || exp >= digits.length) {
			const m = digits.length > 1 ? digits[0] + '.' + digits.slice(1) :
			    digits;
			return sign + m + 'e' + (exp < 0 ? '-' : '+') +
			    String(Math.abs(exp)).padStart(2, '0');
		}
		if (exp < 0)
			return sign + '0.' + '0'.repeat(-exp - 1) + digits;
		return sign + (digits.length > exp + 1 ? digits.slice(0, exp + 1) +
		    '.' + digits.slice(exp + 1) : digits);
	}

	/* A number as the facts write it: fmt_num's, "-inf" / "+inf". */
	const numOf = s => s === '-inf' ? -Infinity : s === '+inf' ? Infinity :
	    Number(s);

	/*
	 * Whether a decimal number (m: the digits with their point, e: its
	 * exponent) is below the midpoint of DBL_MIN (2^-1022) and the 53-bit
	 * number under it: there C's strtod (glibc) reports an underflow,
	 * even where the double it returns is DBL_MIN.  Exactly, in whole
	 * numbers: digits x 10^e < (2^54 - 1) x 2^-1076.
	 */
	function tiny(m, e) {
		const point = m.indexOf('.');
		const exp = e - (point < 0 ? 0 : m.length - point - 1);
		const digits = BigInt(m.replace('.', '') || '0');
		return digits > 0n && exp < 0 && digits * 2n ** 1076n <
		    (2n ** 54n - 1n) * 10n ** BigInt(-exp);
	}

	/*
	 * A number as answer.c's number() reads one: a decimal as C's strtod
	 * reads it, nothing left over, and in range (no overflow, nor
	 * underflow to 0 or below DBL_MIN), or an infinity (inf, infinity,
	 * the symbol, with a sign or none).  null when it is none.
	 */
	function number(s) {
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
	}

	/*
	 * A value box as abviz check's answer parser reads a node line
	 * (answer.c: tokens, node_line, value_at, number), word for word, so
	 * that the page takes exactly what check takes: "pruned" (or "-",
	 * "x", "cut", in any case, as often as written), or one value: a
	 * number with >= or <= (or the symbols) in front, joined to it or
	 * apart.  The words check also reads there (alpha, beta, case...)
	 * have boxes of their own.  Returns null when empty, { pruned: true },
	 * { x, b } (b 'exact', 'lower', 'upper'), or { bad: true }
	 * (tests/practice-parse.mjs holds the two to it).
	 */
	function parseValue(text) {
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
		let pruned = false, x = null, b = 'exact';
		for (let k = 0; k < toks.length; k++) {
			const t = toks[k];
			if (/^(pruned|cut|-|x)$/i.test(t)) {
				pruned = true;
				continue;
			}
			if (/^[A-Za-z]/.test(t) && !/^(inf|infinity)$/i.test(t))
				return { bad: true };	/* alpha, case... or no word */
			if (x !== null)
				return { bad: true };	/* two values */
			const rel = /^(>=|<=|\u2265|\u2264)/.exec(t);
			let s = rel ? t.slice(rel[1].length) : t;
			if (rel)
				b = rel[1] === '>=' || rel[1] === '\u2265' ? 'lower' :
				    'upper';
			if (rel && s === '') {
				if (++k >= toks.length)
					return { bad: true };
				s = toks[k];
			}
			if (/^[<>]/.test(s) || (x = number(s)) === null)
				return { bad: true };
		}
		if (pruned)
			return x === null ? { pruned: true } : { bad: true };
		return x === null ? { bad: true } : { x: x, b: b };
	}

	/* An alpha or beta box: a number, null when empty, NaN when bad. */
	function parseNumber(text) {
		const s = text.trim();
		if (s === '')
			return null;
		const x = number(s);
		return x === null ? NaN : x;
	}

	/* A value as check writes it, and as the verdicts are keyed: ">=15". */
	const valText = (x, b) => (b === 'lower' ? '>=' : b === 'upper' ? '<=' :
	    '') + fmtNum(x);
	const anyKey = { exact: '*', lower: '>=*', upper: '<=*' };

	/* ---- the keys: the course's, and each misconception's ---- */

	/* Node ids as positions; a key's sets as flags per node. */
	function flags(ids) {
		const f = new Uint8Array(N);
		for (const id of ids)
			f[pos.get(id)] = 1;
		return f;
	}

	/* The sentence of reason (or note) r of node record rec, or null:
	   { text: as abviz check says it, body: without its lead }. */
	function said(rec, r) {
		if (r === undefined || r === null)
			return null;
		if (typeof r === 'number')
			return { text: rec.s[r], body: rec.s[r] };
		return { text: facts.leads[r[0]] + rec.s[r[1]], body: rec.s[r[1]] };
	}

	const course = {
		pruned: flags(facts.pruned), beyond: flags(facts.beyond),
		scored: flags(facts.scored),
		/* node k's verdict for value entry key (or "pruned"), [mk,
		   reason or note] */
		verdict(k, key, b) {
			const v = facts.nodes[nodes[k].id].v;
			return v[key] !== undefined ? v[key] : v[anyKey[b]];
		},
		unseen: k => facts.nodes[nodes[k].id].u === 1,
		rec: k => facts.nodes[nodes[k].id]
	};

	/*
	 * What the course makes right and wrong in notation alone at node k, in
	 * the misconceptions' terms (check.c's node_forms): a misconception
	 * writes its own where they differ.
	 */
	function courseForms(k) {
		const rec = course.rec(k), right = [], notation = [];
		for (const key in rec.v) {
			if (rec.v[key][0] === MK.right && key.slice(-1) !== '*')
				right.push(key);
			else if (rec.v[key][0] === MK.notation)
				notation.push(key);
		}
		return rec.u === 1 ? [1, right.join(' '), '', null, null] :
		    [0, right.join(' '), notation.join(' '), rec.a, rec.b];
	}

	const miskeys = facts.mis.map(m => ({
		name: m.name, what: m.what, convention: m.convention,
		pruned: flags(m.pruned), beyond: flags(m.beyond),
		scored: flags(m.scored),
		forms: k => m.nodes[nodes[k].id] || courseForms(k),
		verdict(k, key) {
			const f = this.forms(k);
			const has = (list, w) => list !== '' &&
			    list.split(' ').includes(w);
			/* wrong: any mistake but notation will do for the evidence */
			return has(f[1], key) ? [MK.right] : has(f[2], key) ?
			    [MK.notation] : [key === 'pruned' ? MK.searchedPruned :
			    MK.wrongValue];
		},
		unseen(k) { return this.forms(k)[0] === 1; },
		rec(k) {
			const f = this.forms(k);
			return { a: f[3], b: f[4], u: f[0] };
		}
	}));

	/* ---- grading: the items abviz check makes of the same answer ---- */

	/*
	 * Node k's item under key, for entry e ({ v, a, b }: the value box
	 * parsed, alpha and beta as numbers, null where empty), as grade_node
	 * puts its parts together: a node never searched is right only as
	 * "pruned"; "pruned" for a searched node is wrong whatever else; else
	 * one share per part given, the value's mistake first, a wrong alpha
	 * or beta "wrong window" with the window's reason when the value gave
	 * none.  texts: the reasons, notes, given and expected (the course's).
	 */
	function nodeItem(key, k, e, texts) {
		const id = nodes[k].id, rec = key.rec(k);
		const item = { kind: 'node', subject: id, credit: 1, mistake: 0,
		    reason: null, note: null };
		const onlyPruned = e.v !== null && e.v.pruned && e.a === null &&
		    e.b === null;
		let verdict = null;
		if (key.unseen(k))
			verdict = onlyPruned ? key.verdict(k, 'pruned') :
			    key === course ? rec.n : [MK.wrongValue];
		else if (e.v !== null && e.v.pruned)
			verdict = key.verdict(k, 'pruned');
		/* each part right or wrong (value, alpha, beta), for the diagram */
		item.parts = [null, null, null];
		if (verdict !== null) {
			item.mistake = verdict[0];
			item.credit = verdict[0] === MK.right ? 1 : 0;
			item.parts = [e.v === null ? null : item.credit === 1,
			    e.a === null ? null : false,
			    e.b === null ? null : false];
			if (texts && verdict[0] !== MK.right)
				item.reason = said(rec, verdict[1]);
		} else {
			let parts = 0, right = 0, ok = true;
			if (e.v !== null) {
				const v = key.verdict(k, valText(e.v.x, e.v.b), e.v.b);
				parts++;
				item.parts[0] = v[0] === MK.right;
				if (v[0] === MK.right) {
					right++;
					if (texts)
						item.note = said(rec, v[1]);
				} else {
					item.mistake = v[0];
					if (texts)
						item.reason = said(rec, v[1]);
				}
			}
			[[e.a, rec.a], [e.b, rec.b]].forEach(([x, want], j) => {
				if (x === null)
					return;
				parts++;
				item.parts[j + 1] = x === numOf(want);
				if (x === numOf(want))
					right++;
				else
					ok = false;
			});
			if (!ok) {
				if (item.mistake === MK.right)
					item.mistake = MK.window;
				if (texts && item.reason === null)
					item.reason = said(rec, rec.w);
			}
			item.credit = right / parts;
		}
		if (texts) {
			item.entry = e;
			item.given = givenText(e);
			item.expected = expectedText(k, e);
		}
		return item;
	}

	/* What the student gave at a node, as abviz check writes it. */
	function givenText(e) {
		const p = [];
		if (e.v !== null)
			p.push(e.v.pruned ? 'pruned' : valText(e.v.x, e.v.b));
		if (e.a !== null)
			p.push('alpha ' + fmtNum(e.a));
		if (e.b !== null)
			p.push('beta ' + fmtNum(e.b));
		return p.join(' ');
	}

	/* The course's answer to the same parts, as abviz check writes it. */
	function expectedText(k, e) {
		const rec = course.rec(k), p = [];
		if (rec.u === 1)
			return rec.v.pruned[0] === MK.right ? 'pruned' :
			    'below the depth limit';
		if (e.v !== null && e.v.pruned)
			p.push('searched');
		else if (e.v !== null)
			p.push(rec.x);
		if (e.a !== null)
			p.push('alpha ' + rec.a);
		if (e.b !== null)
			p.push('beta ' + rec.b);
		return p.join(' ');
	}

	/*
	 * The answer's pruned set under key, closed both ways as abviz check
	 * closes a "pruned:" line: a cut node's subtree is pruned, and so is a
	 * node the answer does not cut into all of whose children are (unless
	 * the search scores it without its children, or it is the root, where
	 * every search starts); nodes below the depth limit are neither.
	 */
	function prunedSet(key, cut) {
		const set = new Uint8Array(N);
		for (const k of order)
			if (cut[k] || (parent[k] >= 0 && set[parent[k]]))
				set[k] = 1;
		for (let i = N - 1; i >= 0; i--) {
			const k = order[i];
			if (kids[k].length > 0 && parent[k] >= 0 && !cut[k] &&
			    !key.scored[k] &&
			    kids[k].every(c => set[c] && !key.beyond[c]))
				set[k] = 1;
		}
		for (let k = 0; k < N; k++)
			if (key.beyond[k])
				set[k] = 0;
		return set;
	}

	/*
	 * The pruning's items under key: one per subtree the search prunes,
	 * right when the answer cuts the edge into it, and one per subtree
	 * the answer prunes that the search does not; "(none)" when there are
	 * none.
	 */
	function pruneItems(key, cut, texts) {
		const set = prunedSet(key, cut), items = [];
		const reason = (k, i) => {
			const rec = course.rec(k);
			return said(rec, i < 0 ? rec.e : rec.p[i]);
		};
		for (const k of order) {
			const p = parent[k];
			const truthRoot = key.pruned[k] && (p < 0 || !key.pruned[p]);
			const mine = set[k] && (p < 0 || !set[p]);
			const item = { kind: 'pruned', subject: nodes[k].id, credit: 1,
			    mistake: 0, reason: null, note: null, expected: 'pruned',
			    given: 'pruned' };
			if (truthRoot) {
				if (set[k] && p >= 0 && set[p]) {
					item.given = 'pruned higher up';
					item.reason = texts ? reason(k, 2) : null;
				} else if (!set[k]) {
					let part = false;
					(function walk(c) {
						part = part || set[c] === 1;
						kids[c].forEach(walk);
					})(k);
					item.given = part ? 'partly pruned' : 'searched';
					item.reason = texts ? reason(k, part ? 1 : 0) : null;
				}
				if (item.given !== 'pruned') {
					item.mistake = facts.mk.indexOf('missed pruning');
					item.credit = 0;
				}
				items.push(item);
			} else if (mine && !key.pruned[k]) {
				item.expected = 'searched';
				item.mistake = facts.mk.indexOf('extra pruning');
				item.credit = 0;
				item.reason = texts ? reason(k, -1) : null;
				items.push(item);
			}
		}
		if (items.length === 0)
			items.push({ kind: 'pruned', subject: '(none)', credit: 1,
			    mistake: 0, reason: null, note: null,
			    given: 'nothing pruned', expected: 'nothing pruned' });
		return items;
	}

	/* Every item of answer a under key, in abviz check's order: the node
	   lines, then the pruning. */
	function itemsOf(key, a, texts) {
		const items = [];
		for (const [k, e] of a.entries)
			items.push(nodeItem(key, k, e, texts));
		if (a.pruning)
			items.push(...pruneItems(key, a.cut, texts));
		return items;
	}

	/* Whether an item counts against the answer as evidence: wrong, and
	   not for its notation alone (check.c's counts_wrong). */
	const countsWrong = it => it.credit < 1 && it.mistake !== MK.notation;

	/*
	 * The misconceptions abviz check names for answer a with the course's
	 * items: none for a right answer, a blank or one-line one, or one
	 * wrong in its notation alone.  A misconception is named on evidence:
	 * its search makes right at least half of the items the course marks
	 * wrong and makes wrong none the course has right (an item one grading
	 * has and the other lacks is right where it is missing); the named
	 * ones most explained first, then fewest broken, then the catalogue's
	 * order, each that explains a wrong item no better one has, or ties
	 * one named, explaining the same items.
	 */
	function diagnose(a, items) {
		const evident = items.filter(countsWrong).length;
		if (evident === 0 || a.lines < 2)
			return null;
		const keyOf = it => it.kind + ' ' + it.subject;
		const ranked = [];
		miskeys.forEach((mk, m) => {
			const theirs = new Map(itemsOf(mk, a, false).map(it =>
			    [keyOf(it), it]));
			const why = items.map(it => countsWrong(it) &&
			    !(theirs.has(keyOf(it)) && countsWrong(theirs.get(keyOf(it)))));
			const mine = new Set(items.map(keyOf));
			let breaks = 0;
			for (const it of items)
				breaks += !countsWrong(it) && theirs.has(keyOf(it)) &&
				    countsWrong(theirs.get(keyOf(it)));
			for (const [k, it] of theirs)
				breaks += !mine.has(k) && countsWrong(it);
			const explains = why.filter(Boolean).length;
			if (explains > 0 && 2 * explains >= evident && breaks === 0)
				ranked.push({ m: m, explains: explains, breaks: breaks,
				    why: why });
		});
		ranked.sort((x, y) => y.explains - x.explains ||
		    x.breaks - y.breaks || x.m - y.m);
		const seen = items.map(() => false), named = [];
		ranked.forEach((r, i) => {
			const news = r.why.some((w, j) => w && !seen[j]);
			const tie = !news && ranked.slice(0, i).some(q =>
			    q.explains === r.explains && q.breaks === r.breaks &&
			    q.why.every((w, j) => w === r.why[j]) && named.includes(q));
			if (!news && !tie)
				return;
			r.why.forEach((w, j) => { seen[j] = seen[j] || w; });
			named.push(r);
		});
		return named.map(r => miskeys[r.m]);
	}

	/* ---- the form and the diagram ---- */

	const form = $('practiceform');
	const boxes = new Map();	/* node -> { v, a, b }: its inputs */
	const answerText = [], mark = [], cutMark = [];
	const cuts = new Uint8Array(N);

	function svgEl(name, attrs) {
		const e = document.createElementNS(SVG, name);
		for (const a in attrs)
			e.setAttribute(a, attrs[a]);
		return e;
	}

	if (facts.notation !== null) {
		const p = document.createElement('p');
		p.id = 'pnotation';
		p.className = 'howto';
		p.textContent = facts.notation;
		form.appendChild(p);
	}
	const table = document.createElement('table');
	table.id = 'practicetable';
	const head = document.createElement('tr');
	for (const h of ['', T('colValue')].concat(prunes ? ['\u03B1', '\u03B2'] :
	    []).concat([''])) {
		const th = document.createElement('th');
		th.scope = 'col';
		th.textContent = h;
		head.appendChild(th);
	}
	const thead = document.createElement('thead');
	thead.appendChild(head);
	table.appendChild(thead);
	const tbody = document.createElement('tbody');
	table.appendChild(tbody);

	/* a text in node k's group g, where the stepper writes one of its own */
	function drawnAt(g, like, cls) {
		const t = svgEl('text', { class: cls, x: like.getAttribute('x'),
		    y: like.getAttribute('y'),
		    'text-anchor': like.getAttribute('text-anchor'),
		    'dominant-baseline': 'central' });
		g.appendChild(t);
		return t;
	}

	nodes.forEach((nd, k) => {
		if (nd.leaf !== null || !(nd.id in facts.nodes))
			return;
		const tr = document.createElement('tr');
		const th = document.createElement('th');
		th.scope = 'row';
		th.textContent = nd.label !== null ? nd.label : nd.id;
		tr.appendChild(th);
		const g = $('n' + nd.index);
		const windows = g.querySelectorAll('text.window');
		const input = (cls, label, size) => {
			const td = document.createElement('td');
			const i = document.createElement('input');
			i.type = 'text';
			i.className = cls;
			i.size = size;
			i.autocomplete = 'off';
			i.spellcheck = false;
			i.setAttribute('aria-label', label);
			td.appendChild(i);
			tr.appendChild(td);
			return i;
		};
		const box = { v: input('val', th.textContent + ' (' +
		    (nd.player === 'max' ? 'MAX' : 'MIN') + ')', 7), a: null,
		    b: null };
		box.v.id = 'ans-' + nd.index;
		/* what the student typed, drawn in the node's triangle, and
		   alpha and beta where the stepper draws the window */
		const drawn = [drawnAt(g, g.querySelector('text.value'), 'answer')];
		if (prunes) {
			box.a = input('alpha', T('alphaLabel', th.textContent), 4);
			box.b = input('beta', T('betaLabel', th.textContent), 4);
			box.a.id = 'alpha-' + nd.index;
			box.b.id = 'beta-' + nd.index;
			drawn.push(drawnAt(g, windows[0], 'answer awin'),
			    drawnAt(g, windows[1], 'answer awin'));
		}
		const res = document.createElement('td');
		res.className = 'res';
		tr.appendChild(res);
		tbody.appendChild(tr);
		boxes.set(k, box);
		answerText[k] = drawn;
		mark[k] = res;
		const inputs = [box.v, box.a, box.b].filter(i => i !== null);
		inputs.forEach((i, j) => {
			i.addEventListener('input', () => {
				const s = i.value.trim();
				const t = s.replace(/>=/g, '\u2265').replace(/<=/g, '\u2264')
				    .replace(/inf(inity)?$/, '\u221E');
				drawn[j].textContent = s === '' ? '' : j === 0 ? t :
				    (j === 1 ? '\u03B1=' : '\u03B2=') + t;
				clearMarks();
			});
			/* Enter in any box checks */
			i.addEventListener('keydown', ev => {
				if (ev.key === 'Enter') {
					ev.preventDefault();
					check();
				}
			});
		});
		g.addEventListener('click', () => {
			if (document.body.classList.contains('practicing'))
				box.v.focus();
		});
	});
	form.appendChild(table);

	/* "nothing is pruned": the pruning answered without a cut */
	const none = document.createElement('label');
	none.id = 'pnonelabel';
	const noneBox = document.createElement('input');
	noneBox.type = 'checkbox';
	noneBox.id = 'pnone';
	none.append(noneBox, ' ' + T('nothingPruned'));
	form.appendChild(none);
	noneBox.addEventListener('change', () => {
		if (noneBox.checked)
			setCuts(new Uint8Array(N));
		clearMarks();
	});

	function setCuts(c) {
		cuts.set(c);
		cutMark.forEach((g, k) => {
			if (!g)
				return;
			g.classList.toggle('studentcut', cuts[k] === 1);
			g.setAttribute('aria-pressed', cuts[k] ? 'true' : 'false');
		});
	}

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
		g.setAttribute('aria-pressed', 'false');
		const toggle = () => {
			if (!document.body.classList.contains('practicing'))
				return;
			const c = Uint8Array.from(cuts);
			c[k] ^= 1;
			setCuts(c);
			noneBox.checked = false;
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

	/*
	 * The student's answer as abviz check would read it from a text file:
	 * a node line for each node with a box filled in, and a "pruned:" line
	 * when an edge is cut or "nothing is pruned" is ticked.  { bad, why }
	 * for a box abviz check would not read.
	 */
	function answer() {
		const entries = [];
		for (const k of order) {
			const box = boxes.get(k);
			if (box === undefined)
				continue;
			const v = parseValue(box.v.value);
			const a = box.a === null ? null : parseNumber(box.a.value);
			const b = box.b === null ? null : parseNumber(box.b.value);
			if (v !== null && v.bad)
				return { bad: box.v, why: T('badAnswer', box.v.value.trim()) };
			for (const [x, i] of [[a, box.a], [b, box.b]])
				if (Number.isNaN(x))
					return { bad: i, why: T('badWindow', i.value.trim()) };
			if (v !== null && v.pruned && (a !== null || b !== null))
				return { bad: box.a.value.trim() !== '' ? box.a : box.b,
				    why: T('badPruned', nodes[k].id) };
			if (v !== null || a !== null || b !== null)
				entries.push([k, { v: v, a: a, b: b }]);
		}
		const pruning = noneBox.checked || cuts.some(c => c === 1);
		return { entries: entries, cut: cuts, pruning: pruning,
		    lines: entries.length + (pruning ? 1 : 0) };
	}

	/* The check: the items, the score and the misconceptions. */
	function grade() {
		const a = answer();
		if (a.bad)
			return a;
		const items = itemsOf(course, a, true);
		const score = items.reduce((s, it) => s + it.credit, 0);
		return { items: items, score: score, lines: a.lines,
		    named: a.lines === 0 ? null : diagnose(a, items) };
	}

	function clearMarks() {
		$('presult').textContent = '';
		for (const k of boxes.keys()) {
			mark[k].textContent = '';
			mark[k].className = 'res';
			answerText[k].forEach(t => t.classList.remove('right', 'wrong'));
		}
		cutMark.forEach(g => { if (g) g.classList.remove('right', 'wrong', 'missed'); });
	}

	/*
	 * What an item's given and expected answers read as on the page: the
	 * pruning's words in the page's language (the items keep abviz check's
	 * English words), a node's parts with alpha and beta as the diagram
	 * writes them, the course's two forms in the page's words.
	 */
	const words = {
		'pruned': T('givenPruned'), 'searched': T('givenSearched'),
		'partly pruned': T('givenPartly'),
		'pruned higher up': T('givenHigher'),
		'nothing pruned': T('givenNothing'),
		'below the depth limit': T('givenBeyond')
	};
	const windowParts = (e, a, b) => [].concat(e.a === null ? [] :
	    ['\u03B1=' + a], e.b === null ? [] : ['\u03B2=' + b]);
	function givenShown(it) {
		if (it.kind !== 'node')
			return words[it.given];
		const e = it.entry;
		return [].concat(e.v === null ? [] : [e.v.pruned ? words.pruned :
		    valText(e.v.x, e.v.b)], windowParts(e, e.a === null ? '' :
		    fmtNum(e.a), e.b === null ? '' : fmtNum(e.b))).join(' ');
	}
	function expectedShown(it, k) {
		if (it.kind !== 'node')
			return words[it.expected];
		const e = it.entry, rec = course.rec(k);
		if (rec.u === 1)
			return words[it.expected];
		return [].concat(e.v === null ? [] : [e.v.pruned ? words.searched :
		    rec.xs ? T('expectedOr', rec.xs[0], rec.xs[1]) : rec.x],
		    windowParts(e, rec.a, rec.b)).join(' ');
	}

	const fmtScore = x => String(Math.round(x * 100) / 100);

	function show(r) {
		clearMarks();
		const out = $('presult');
		const para = (id, cls, text) => {
			const p = document.createElement('p');
			if (id)
				p.id = id;
			p.className = cls;
			p.textContent = text;
			out.appendChild(p);
			return p;
		};
		if (r.bad) {
			para(null, 'bad', r.why);
			r.bad.focus();
			return;
		}
		if (r.items.length === 0) {
			para('pscore', 'nothing', T('nothingYet')).scrollIntoView({
			    block: 'nearest' });
			return;
		}
		const all = r.items.every(it => it.mistake === MK.right);
		const score = para('pscore', 'score', all ?
		    T('scoreAll', fmtScore(r.score), r.items.length) :
		    T('score', fmtScore(r.score), r.items.length));
		const ul = document.createElement('ul');
		ul.id = 'pitems';
		let firstWrong = null;
		for (const it of r.items) {
			const k = pos.get(it.subject);
			const right = it.mistake === MK.right;
			const li = document.createElement('li');
			li.className = right ? 'right' : it.credit > 0 ? 'wrong partly' :
			    'wrong';
			li.dataset.kind = it.kind;
			li.dataset.subject = it.subject;
			const tag = document.createElement('span');
			tag.className = 'tag';
			tag.textContent = right ? T('right') : it.credit > 0 ?
			    T('partly') : T('wrong');
			li.appendChild(tag);
			const subject = it.subject === '(none)' ? T('none') : it.subject;
			li.appendChild(document.createTextNode(' ' + (it.kind === 'pruned' ?
			    T('itemPruned', subject, givenShown(it)) :
			    T('itemNode', subject, givenShown(it)))));
			/* the mistake named once: its reason without the lead that
			   would say it again */
			if (!right) {
				const why = document.createElement('span');
				why.className = 'why';
				why.textContent = ' ' + T('itemWhy', facts.mkText[it.mistake],
				    expectedShown(it, k), it.reason.body);
				li.appendChild(why);
				if (firstWrong === null)
					firstWrong = li;
			}
			if (it.note !== null) {
				const note = document.createElement('span');
				note.className = 'note';
				note.textContent = ' ' + T('itemNote', it.note.body);
				li.appendChild(note);
			}
			ul.appendChild(li);
			if (k === undefined)
				continue;	/* "(none)" */
			const cls = right ? 'right' : 'wrong';
			if (it.kind === 'node') {
				mark[k].textContent = right ? '\u2713' : '\u2717';
				mark[k].className = 'res ' + cls;
				/* in the diagram, each part right or wrong */
				it.parts.forEach((ok, j) => {
					if (ok !== null)
						answerText[k][j].classList.add(ok ? 'right' :
						    'wrong');
				});
			} else {
				/* the edge the item is about; where the student cut
				   below it instead (a node all of whose children are
				   cut is pruned), those cuts */
				const c = right ? 'right' : it.given === 'pruned' ? 'wrong' :
				    'missed';
				const below = [];
				(function walk(d) {
					if (cuts[d] && d !== k)
						below.push(d);
					else
						kids[d].forEach(walk);
				})(k);
				const marked = cuts[k] || c === 'missed' || below.length === 0 ?
				    [k] : below;
				marked.forEach(d => { if (cutMark[d]) cutMark[d].classList.add(c); });
			}
		}
		out.appendChild(ul);
		if (r.named !== null && r.named.length === 0)
			para('pmis', 'mis', T('misNone'));
		for (const m of r.named || [])
			para(null, m.convention ? 'mis convention' : 'mis',
			    m.convention ? T('convention', m.what) :
			    T('misconception', m.name + ' \u2014 ' + m.what));
		/* the score at the top of the pane, then the first mistake in
		   sight too */
		score.scrollIntoView({ block: 'start' });
		if (firstWrong !== null)
			firstWrong.scrollIntoView({ block: 'nearest' });
	}

	function check() {
		show(grade());
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
			setCuts(Uint8Array.from(cuts));
		} else
			window.abviz.start();
	}

	$('pcheck').addEventListener('click', check);
	$('pclear').addEventListener('click', () => {
		for (const [k, box] of boxes) {
			for (const i of [box.v, box.a, box.b])
				if (i !== null)
					i.value = '';
			answerText[k].forEach(t => { t.textContent = ''; });
		}
		noneBox.checked = false;
		setCuts(new Uint8Array(N));
		clearMarks();
	});
	$('preveal').addEventListener('click', () => practicing(false));
	toggleBtn.addEventListener('click', () =>
	    practicing(!document.body.classList.contains('practicing')));

	practicing(true);

	/*
	 * For the tests: the check as data, as abviz check --json gives it
	 * (the mistakes by their names, reasons and notes whole), and the
	 * number format.
	 */
	window.abvizPractice = Object.freeze({
		grade: () => {
			const r = grade();
			return r.bad ? { bad: r.bad.id } : {
				items: r.items.map(it => ({ kind: it.kind,
				    subject: it.subject, right: it.mistake === MK.right,
				    credit: Math.round(it.credit * 1e4) / 1e4,
				    mistake: mkName(it.mistake),
				    reason: it.reason === null ? null : it.reason.text,
				    note: it.note === null ? null : it.note.text,
				    given: it.given, expected: it.expected })),
				score: Math.round(r.score * 100) / 100,
				misconceptions: r.named === null ? null :
				    r.named.map(m => m.name)
			};
		},
		fmtNum: fmtNum
	});
})();
