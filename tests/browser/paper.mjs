// worksheets.html printed as a user prints it: Debian's chromium, headless,
// driven by playwright-core, the page's own @page sizes honoured (as the
// print dialog does), A4 where the page names none.  Run by tests/paper.sh:
//
//   node tests/browser/paper.mjs PAGE.html OUT.pdf EIGHT.pdf
//
// writes the printed page to OUT.pdf and, for the measure, a line of 8 pt
// DejaVu Sans (the worksheets' font) printed the same way to EIGHT.pdf; the
// shell test reads both with poppler's tools.
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const [file, out, eight] = process.argv.slice(2);
const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
	args: ['--no-sandbox']
});
try {
	const page = await browser.newPage();
	await page.goto(pathToFileURL(file).href);
	await page.pdf({ path: out, format: 'A4', preferCSSPageSize: true });
	await page.setContent('<p style="font: 8pt \'DejaVu Sans\'; margin: 2cm">' +
	    'Eight points high</p>');
	await page.pdf({ path: eight, format: 'A4' });
	console.log('ok - printed ' + file);
} catch (e) {
	console.log('not ok - printing ' + file + ': ' + e.message);
} finally {
	await browser.close();
}
