# Sourced by tests/run.sh (which defines abviz, tmp, pass and fail).
#
# abviz gen --paper: every worksheet and solution picture is a page of A4
# (or Letter), upright or across; a worksheet's write-in boxes are 8 x 6 mm
# at least on paper, measured from what Graphviz drew (the boxes' polygons
# in the SVG, at the scale its page has); a worksheet too wide for one page
# is split over several, every node on some page; worksheets.html printed
# by headless chromium gives the same pages with no text under 8 pt.
# Without Graphviz, poppler-utils or (for the printing) node and chromium,
# the parts that need them say "skipped"; CI installs them all.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

paper=$tmp/paper
rm -rf "$paper"
mkdir -p "$paper"

expect 2 'abviz: unknown --paper "a3" (expected a4 or letter)' -- \
    gen --paper a3 -o "$paper/bad"

if ! command -v dot >/dev/null 2>&1 || ! command -v pdfinfo >/dev/null 2>&1; then
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "paper: Graphviz's dot or pdfinfo is missing"
	else
		echo "(Graphviz or poppler-utils not installed: paper tests skipped)"
	fi
	lib_end
	return 0 2>/dev/null || exit 0
fi

# page_sizes PDF: each page's size, a line each: "A4 across", "A4
# upright", "letter across", "letter upright" (within a point: Graphviz
# rounds a page to whole points), else "W x H"
page_sizes() {
	n=$(pdfinfo "$1" | sed -n 's/^Pages: *//p')
	pdfinfo -f 1 -l "$n" "$1" |
	    sed -n 's/^Page *[0-9]* size: *\([0-9.]*\) x \([0-9.]*\) pts.*/\1 \2/p' |
	    awk 'function near(a, b) { return a - b < 1.5 && b - a < 1.5 }
	    { if (near($1, 841.89) && near($2, 595.28)) print "A4 across"
	    else if (near($1, 595.28) && near($2, 841.89)) print "A4 upright"
	    else if (near($1, 792) && near($2, 612)) print "letter across"
	    else if (near($1, 612) && near($2, 792)) print "letter upright"
	    else print $1 " x " $2 }'
}

# boxes SVG...: the write-in boxes of worksheet pages, "W H" in mm on
# paper, a line each: the polygons of 34 x 20 units Graphviz draws for
# them, at the scale of their page (its width in points over the width of
# the page's background polygon)
boxes() {
	for svg in "$@"; do
		awk '
		/^<svg width="/ { w = $0; sub(/^<svg width="/, "", w)
			sub(/pt".*/, "", w) }
		/<polygon / {
			p = $0; sub(/.*points="/, "", p); sub(/".*/, "", p)
			n = split(p, xy, /[ ,]/)
			x0 = x1 = xy[1]; y0 = y1 = xy[2]
			for (i = 3; i < n; i += 2) {
				if (xy[i] < x0) x0 = xy[i]; if (xy[i] > x1) x1 = xy[i]
				if (xy[i+1] < y0) y0 = xy[i+1]; if (xy[i+1] > y1) y1 = xy[i+1]
			}
			if (k == "") { k = w / (x1 - x0); next }
			if (n == 10 && x1 - x0 > 33 && x1 - x0 < 35 &&
			    y1 - y0 > 19 && y1 - y0 < 21)
				printf "%.2f %.2f\n", (x1 - x0) * k * 25.4 / 72,
				    (y1 - y0) * k * 25.4 / 72
		}' "$svg"
	done
}

# the default exercise trees (17 and 12 leaves), and a wide one (depth 3,
# 4 or 5 children: too wide for a page at full size), as PDF and SVG
"$abviz" gen --count 2 -o "$paper/pdf" >/dev/null 2>&1
"$abviz" gen --count 2 -f svg -o "$paper/svg" >/dev/null 2>&1
"$abviz" gen --depth 3 --branching 4..5 -o "$paper/wpdf" >/dev/null 2>&1
"$abviz" gen --depth 3 --branching 4..5 -f svg -o "$paper/wsvg" >/dev/null 2>&1
"$abviz" gen --paper letter -o "$paper/letter" >/dev/null 2>&1

sizes=$(for f in "$paper"/pdf/*.pdf "$paper"/wpdf/*.pdf; do page_sizes "$f"; done |
    sort -u | tr '\n' ',')
case $sizes in
"A4 across,A4 upright," | "A4 across," | "A4 upright,")
	pass "paper: every worksheet and solution page is A4 ($sizes)" ;;
*)
	fail "paper: pages not A4: $sizes" ;;
esac
if [ "$(page_sizes "$paper/pdf/gen-1.worksheet.pdf")" = "A4 across" ]; then
	pass "paper: the 17-leaf worksheet is across an A4 page"
else
	fail "paper: the 17-leaf worksheet is $(page_sizes "$paper/pdf/gen-1.worksheet.pdf")"
fi
letter=$(page_sizes "$paper/letter/gen-1.worksheet.pdf")
if [ "$letter" = "letter across" ]; then
	pass "paper: --paper letter draws on US Letter ($letter)"
else
	fail "paper: --paper letter: $letter"
fi

# the boxes: as many as interior nodes, none under 8 x 6 mm
for d in svg wsvg; do
	boxes "$paper/$d"/gen-1.worksheet*.svg >"$paper/$d.boxes"
	n=$(wc -l <"$paper/$d.boxes")
	inner=$(jq '[.. | objects | select(has("children"))] | length' \
	    "$paper/$d/gen-1.json")
	small=$(awk '$1 < 8 || $2 < 6' "$paper/$d.boxes" | head -n 1)
	least=$(sort -n -k2 "$paper/$d.boxes" | head -n 1)
	if [ "$n" -ge "$inner" ] && [ "$inner" -gt 0 ] && [ -z "$small" ]; then
		pass "paper: $d: $n write-in boxes for $inner interior nodes, the smallest $least mm"
	else
		fail "paper: $d: $n boxes for $inner interior nodes, one of $small mm"
	fi
done

# the wide worksheet: over several pages, as many in its PDF as in SVG,
# every node of the tree on some page
pages=$(ls "$paper"/wsvg/gen-1.worksheet*.svg | wc -l)
pdfpages=$(pdfinfo "$paper/wpdf/gen-1.worksheet.pdf" | sed -n 's/^Pages: *//p')
nodes=$(jq '[.. | objects | select(has("children") or has("value"))] | length' \
    "$paper/wsvg/gen-1.json")
shown=$(cat "$paper"/wsvg/gen-1.worksheet*.svg |
    sed -n 's/^<g id="\(n[0-9]*\)" class="node">$/\1/p' | sort -u | wc -l)
if [ "$pages" -gt 1 ] && [ "$pdfpages" = "$pages" ] && [ "$shown" = "$nodes" ]; then
	pass "paper: the wide worksheet is split over $pages pages, all $nodes nodes shown"
else
	fail "paper: the wide worksheet: $pages SVG pages, $pdfpages PDF pages, $shown of $nodes nodes"
fi

# worksheets.html printed by chromium: a page per section, each A4, no
# word smaller than 8 pt text in the same font
chromium=${CHROMIUM:-/usr/bin/chromium}
if ! command -v node >/dev/null 2>&1 || [ ! -x "$chromium" ] ||
    ! command -v pdftotext >/dev/null 2>&1 ||
    { [ ! -d tests/browser/node_modules/playwright-core ] &&
    ! npm ci --prefix tests/browser --no-audit --no-fund >/dev/null 2>&1; }; then
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "paper: node, chromium, pdftotext or playwright-core is missing"
	else
		echo "(node, chromium or playwright-core not installed: printing skipped)"
	fi
else
	# one page of both: the two default trees and the wide one's pages
	"$abviz" gen --count 2 --seed 1 --depth 3 --branching 4..5 -f svg \
	    -o "$paper/html" >/dev/null 2>&1
	"$abviz" gen --count 2 -f svg -o "$paper/html2" >/dev/null 2>&1
	for d in html html2; do
		browser_run "paper: print $d/worksheets.html" paper.mjs \
		    "$paper/$d/worksheets.html" "$paper/$d/printed.pdf" \
		    "$paper/eight.pdf"
		sections=$(grep -c '^<section' "$paper/$d/worksheets.html")
		printed=$(page_sizes "$paper/$d/printed.pdf" | wc -l)
		sizes=$(page_sizes "$paper/$d/printed.pdf" | sort -u | tr '\n' ',')
		h8=$(pdftotext -bbox "$paper/eight.pdf" - | awk -F'"' '/<word / {
			print $8 - $4; exit }')
		low=$(pdftotext -bbox "$paper/$d/printed.pdf" - | awk -F'"' '
		    /<word / { t = $9; sub(/^>/, "", t); sub(/<.*/, "", t)
			printf "%.3f %s\n", $8 - $4, t }' | sort -n | head -n 1)
		if [ "$printed" = "$sections" ] &&
		    { [ "$sizes" = "A4 across," ] || [ "$sizes" = "A4 upright," ] ||
		    [ "$sizes" = "A4 across,A4 upright," ]; } && [ -n "$h8" ] &&
		    awk -v h="${low%% *}" -v h8="$h8" 'BEGIN { exit !(h >= h8 - 0.01) }'; then
			pass "paper: $d/worksheets.html prints $printed A4 pages, smallest word $low (8 pt: $h8)"
		else
			fail "paper: $d/worksheets.html: $printed pages for $sections sections, sizes $sizes, smallest word $low (8 pt: $h8)"
		fi
	done
fi

lib_end
