// make bench, the HTML stepper: on a generated tree of 2000 nodes (the
// diagram limit), how long abviz takes to write the page, how big it is,
// and how long the page's render(k) takes per step in Debian's chromium,
// under alpha-beta and under minimax (which visits every node, so it has
// the most steps to fold).  render(k) folds steps 1..k afresh each time, so
// its cost grows with k: the figures are over every step, forward, and over
// 100 random jumps.  "frame" adds the style, layout and paint that follow,
// to the next frame on screen (at least one 60 Hz frame, 16.7 ms), after 30
// random jumps; "next" the same after 30 single steps forward (Next).  Skipped, with a note, without chromium or
// playwright-core (tests/browser; make test installs it).
//
//   node bench/html.mjs ABVIZ BENCHDIR      (BENCHDIR holds gen)
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [abviz, dir] = process.argv.slice(2);
const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';
const pw = new URL('../tests/browser/node_modules/playwright-core/index.mjs',
    import.meta.url);

if (!existsSync(chromiumPath)) {
	console.log('html stepper: skipped (' + chromiumPath + ' is not installed)');
	process.exit(0);
}
if (!existsSync(pw)) {
	console.log('html stepper: skipped (no playwright-core: npm ci --prefix ' +
	    'tests/browser, or make test)');
	process.exit(0);
}
const { chromium } = await import(pw.href);

const tree = dir + '/html2000.json';
execFileSync(dir + '/gen', ['irregular', '2000', '1'], {
	stdio: ['ignore', (await import('node:fs')).openSync(tree, 'w'), 'inherit']
});

const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const ms = x => x.toFixed(2).padStart(7);
const browser = await chromium.launch({ executablePath: chromiumPath,
    args: ['--no-sandbox'] });

console.log('\nhtml stepper, a 2000-node tree (gen irregular 2000 1), in ' +
    'chromium ' + browser.version() + ', render(k) in ms:');
console.log('algorithm      steps  write s  page MB  load s   median     p95' +
    '     max  frame p95  next p95');
for (const algo of ['alphabeta', 'minimax']) {
	const out = dir + '/html-' + algo;
	const t0 = process.hrtime.bigint();
	execFileSync(abviz, ['-o', out, '-f', 'html', '--algo', algo, tree]);
	const write = Number(process.hrtime.bigint() - t0) / 1e9;
	const file = out + '/html2000.html';
	const mb = statSync(file).size / 1e6;

	const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
	const t1 = Date.now();
	await page.goto(pathToFileURL(file).href);
	await page.waitForFunction(() => window.abviz !== undefined);
	const load = (Date.now() - t1) / 1000;
	const r = await page.evaluate(async () => {
		const a = window.abviz, n = a.steps, times = [];
		const time = k => {
			const t = performance.now();
			a.render(k);
			times.push(performance.now() - t);
		};
		for (let k = 1; k <= n; k++)
			time(k);
		let seed = 12345;
		for (let i = 0; i < 100; i++) {
			seed = (seed * 1103515245 + 12345) % 2147483648;
			time(1 + seed % n);
		}
		/* to the next frame: the render, then style, layout and paint */
		const frames = [];
		const frame = () => new Promise(done =>
		    requestAnimationFrame(() => setTimeout(done, 0)));
		for (let i = 0; i < 30; i++) {
			seed = (seed * 1103515245 + 12345) % 2147483648;
			await frame();
			const t = performance.now();
			a.render(1 + seed % n);
			await frame();
			frames.push(performance.now() - t);
		}
		/* the same for one step forward, as Next or the arrow key does */
		const nexts = [];
		for (let i = 0; i < 30; i++) {
			seed = (seed * 1103515245 + 12345) % 2147483648;
			const k = 1 + seed % (n - 1);
			a.render(k);
			await frame();
			const t = performance.now();
			a.render(k + 1);
			await frame();
			nexts.push(performance.now() - t);
		}
		times.sort((x, y) => x - y);
		frames.sort((x, y) => x - y);
		nexts.sort((x, y) => x - y);
		return { n: n, times: times, frames: frames, nexts: nexts };
	});
	console.log(algo.padEnd(12) + String(r.n).padStart(8) +
	    write.toFixed(2).padStart(9) + mb.toFixed(2).padStart(9) +
	    load.toFixed(2).padStart(8) + ' ' + ms(pct(r.times, 0.5)) + ' ' +
	    ms(pct(r.times, 0.95)) + ' ' + ms(r.times[r.times.length - 1]) +
	    '    ' + ms(pct(r.frames, 0.95)) + '   ' + ms(pct(r.nexts, 0.95)));
	await page.close();
}
await browser.close();
