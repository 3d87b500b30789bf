/*
 * cmd/step.c: abviz step, the terminal stepper.  It renders the per-step
 * model (steps.h) one step at a time: the tree drawn as text showing what
 * is known at that step, the step's sentence from the log, the windows on
 * the call stack and the pseudocode line being run; keys move forward and
 * back.  With standard output not a terminal it prints every step as plain
 * text instead, so it can be piped, diffed and graded.
 *
 * The parts, in order: text on a grid of screen cells (UTF-8 widths,
 * clipping); the terminal (raw mode, signals, size, drawing only what
 * changed); the fold of the model up to a step; the two drawings of the
 * tree (an outline, and a layered picture when it fits); the screen; the
 * plain form; the command.  The model is never re-derived here: every
 * number shown comes from a struct step or struct frame.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include "ab.h"
#include "cli.h"
#include "cmd.h"
#include "code.h"
#include "emit.h"
#include "fmt.h"
#include "log.h"
#include "msg.h"
#include "steps.h"
#include "u8.h"

/* The smallest screen worth drawing on; below it, a note and the keys. */
#define MIN_W 50
#define MIN_H 14

#define LABEL_MAX_W 14	/* columns a node's name may take in a drawing */

/* ---------------------------------------------------------------------
 * UTF-8 text and its width on screen (u8.h: a CJK character is two
 * columns, so every pad, cut and centring below counts columns, not bytes)
 */

/* Cut s (room for 3 more bytes) to w columns, ending in "…" if cut. */
static void
clip(char *s, int w)
{
	if (u8_strwidth(s) <= w)
		return;
	memcpy(s + u8_fit(s, w - 1), "\xE2\x80\xA6", 4);	/* "…" and its NUL */
}

/* ---------------------------------------------------------------------
 * The grid: the screen as cells, drawn into and then sent to the terminal
 */

/* Attributes carry meaning without colour; colour only adds to them. */
enum { AT_BOLD = 1, AT_DIM = 2, AT_UL = 4, AT_REV = 8 };
enum { CO_NONE, CO_RED, CO_GREEN, CO_YELLOW, CO_BLUE, CO_MAGENTA, CO_CYAN };
#define STYLE(at, co) ((unsigned char)((at) | (co) << 4))

struct cell {
	char ch[7];		/* UTF-8: one character and its combining marks */
	unsigned char len;	/* bytes in ch; 0: right half of a wide one */
	unsigned char style;	/* AT_* in the low 4 bits, CO_* above */
};

struct grid {
	int w, h;
	struct cell *c;		/* row after row */
};

static void
grid_clear(struct grid *g)
{
	int i;

	for (i = 0; i < g->w * g->h; i++) {
		g->c[i].ch[0] = ' ';
		g->c[i].len = 1;
		g->c[i].style = 0;
	}
}

/* Resize g to w x h, cleared.  0, or -1 when out of memory. */
static int
grid_size(struct grid *g, int w, int h)
{
	struct cell *c;

	if (g->w == w && g->h == h && g->c != NULL) {
		grid_clear(g);
		return 0;
	}
	if ((c = malloc((size_t)w * (size_t)h * sizeof(*c))) == NULL)
		return -1;
	free(g->c);
	g->c = c;
	g->w = w;
	g->h = h;
	grid_clear(g);
	return 0;
}

/* Make cell x of row r stand alone: a wide character over it goes. */
static void
unwide(struct grid *g, struct cell *r, int x)
{
	if (r[x].len == 0 && x > 0) {
		r[x - 1].ch[0] = ' ';
		r[x - 1].len = 1;
	}
	if (x + 1 < g->w && r[x + 1].len == 0) {
		r[x + 1].ch[0] = ' ';
		r[x + 1].len = 1;
	}
}

/*
 * Write the n bytes at s on row y from column x, clipped to columns before
 * xmax; text that does not fit ends in "…".  Control characters show as
 * "?" (labels cannot hold them; this is a guard).  Returns the column
 * after the text.
 */
static int
put(struct grid *g, int x, int y, int xmax, const char *s, size_t n,
    unsigned char style)
{
	struct cell *r;
	size_t i, k;
	unsigned cp;
	int w, fits;

	if (y < 0 || y >= g->h || x < 0)
		return x;
	if (xmax > g->w)
		xmax = g->w;
	r = &g->c[y * g->w];
	fits = x + u8_width(s, n) <= xmax;
	for (i = 0; i < n && x < xmax; i += k) {
		k = u8_get(s + i, n - i, &cp);
		w = u8_cpwidth(cp);
		if (w == 0) {
			/* a combining mark joins the character before it */
			if (i > 0 && x > 0 && r[x - 1].len > 0 &&
			    r[x - 1].len + k <= sizeof(r[x - 1].ch)) {
				memcpy(r[x - 1].ch + r[x - 1].len, s + i, k);
				r[x - 1].len = (unsigned char)(r[x - 1].len + k);
			}
			continue;
		}
		if (!fits && x + w > xmax - 1) {
			unwide(g, r, x);
			memcpy(r[x].ch, "\xE2\x80\xA6", 3);	/* … */
			r[x].len = 3;
			r[x].style = style;
			return x + 1;
		}
		unwide(g, r, x);
		if (w == 2)
			unwide(g, r, x + 1);
		if (cp < 0x20 || (cp >= 0x7F && cp < 0xA0)) {
			r[x].ch[0] = '?';
			r[x].len = 1;
		} else {
			memcpy(r[x].ch, s + i, k);
			r[x].len = (unsigned char)k;
		}
		r[x].style = style;
		if (w == 2) {
			r[x + 1].len = 0;
			r[x + 1].style = style;
		}
		x += w;
	}
	return x;
}

static int
put_str(struct grid *g, int x, int y, int xmax, const char *s,
    unsigned char style)
{
	return put(g, x, y, xmax, s, strlen(s), style);
}

/* Right-align s in the w columns ending before column xend. */
static void
put_right(struct grid *g, int xend, int y, int w, const char *s,
    unsigned char style)
{
	int sw = u8_strwidth(s);

	put_str(g, sw < w ? xend - sw : xend - w, y, xend, s, style);
}

/* Repeat the one-column character ch over columns [x0, x1) of row y. */
static void
fill(struct grid *g, int x0, int x1, int y, const char *ch,
    unsigned char style)
{
	for (; x0 < x1; x0++)
		put_str(g, x0, y, x0 + 1, ch, style);
}

/* Set the style of columns [x0, x1) of row y, keeping the text. */
static void
restyle(struct grid *g, int x0, int x1, int y, unsigned char style)
{
	if (y < 0 || y >= g->h)
		return;
	if (x0 < 0)
		x0 = 0;
	for (; x0 < x1 && x0 < g->w; x0++)
		g->c[y * g->w + x0].style = style;
}

/*
 * Word-wrap the n bytes at s into rows of w columns (a longer word is
 * broken).  With g, draws them from (x, y) with style, at most maxrows
 * rows, the last ending in "…" when the text goes on.  Returns the rows
 * the whole text needs.
 */
static int
wrap(struct grid *g, int x, int y, int w, int maxrows, const char *s,
    size_t n, unsigned char style)
{
	size_t i = 0, k, end, brk;
	unsigned cp;
	int rows = 0, cw, col;

	if (w < 1)
		return 0;
	while (i < n) {
		while (i < n && s[i] == ' ')
			i++;
		if (i == n)
			break;
		/* the longest run from i that fits, broken after a space */
		col = 0;
		brk = 0;
		for (end = i; end < n; end += k) {
			k = u8_get(s + end, n - end, &cp);
			cw = u8_cpwidth(cp);
			if (col + cw > w)
				break;
			if (s[end] == ' ')
				brk = end;
			col += cw;
		}
		if (end < n && brk > i)
			end = brk;
		if (end == i)	/* a wide character in one column */
			end += u8_get(s + i, n - i, &cp);
		if (g != NULL && rows < maxrows)
			put(g, x, y + rows, x + w, s + i, rows == maxrows - 1 &&
			    end < n ? n - i : end - i, style);
		rows++;
		i = end;
	}
	return rows;
}

/* ---------------------------------------------------------------------
 * The terminal
 */

struct term {
	int in;			/* keys come from here: /dev/tty */
	int own_in;		/* 1: in was opened here, to close */
	int out;		/* the screen: standard output */
	struct termios saved;	/* the modes to give back */
	int raw;		/* 1: raw mode and the alternate screen are on */
	int colour;		/* 1: colours may be sent */
	struct grid shown;	/* what the terminal shows, to send only changes */
	int full;		/* 1: send every row next time */
	char *buf;		/* output not yet written */
	size_t len, cap;
	struct sigaction old[4];	/* the signal actions we replaced */
	int err;		/* errno of a failed write, else 0 */
	unsigned char in_buf[64];	/* bytes read, not yet keys */
	size_t have;
};

/*
 * Signals only leave a note and wake the loop through a pipe (the
 * self-pipe trick), so the loop restores the terminal itself, on the one
 * exit path every other way out takes too.
 */
static const int term_sig[4] = { SIGWINCH, SIGINT, SIGTERM, SIGHUP };
static volatile sig_atomic_t caught;	/* SIGINT, SIGTERM or SIGHUP */
static volatile sig_atomic_t resized;
static int wake[2] = { -1, -1 };

static void
on_signal(int sig)
{
	int saved = errno;

	if (sig == SIGWINCH)
		resized = 1;
	else
		caught = sig;
	if (write(wake[1], "", 1) < 0) {
		/* the pipe is full: the loop will wake anyway */
	}
	errno = saved;
}

static void
emit(struct term *tm, const char *s, size_t n)
{
	char *b;
	size_t cap;

	if (tm->len + n > tm->cap) {
		cap = tm->cap ? tm->cap : 4096;
		while (cap < tm->len + n)
			cap *= 2;
		if ((b = realloc(tm->buf, cap)) == NULL) {
			tm->err = ENOMEM;
			return;
		}
		tm->buf = b;
		tm->cap = cap;
	}
	memcpy(tm->buf + tm->len, s, n);
	tm->len += n;
}

static void
emits(struct term *tm, const char *s)
{
	emit(tm, s, strlen(s));
}

/* Write what is buffered.  0, or -1 with tm->err set. */
static int
term_flush(struct term *tm)
{
	size_t off = 0;
	ssize_t w;

	while (off < tm->len) {
		if ((w = write(tm->out, tm->buf + off, tm->len - off)) < 0) {
			if (errno == EINTR)
				continue;
			if (errno == EAGAIN) {
				struct pollfd p = { tm->out, POLLOUT, 0 };

				poll(&p, 1, 100);
				continue;
			}
			tm->err = errno;
			break;
		}
		off += (size_t)w;
	}
	tm->len = 0;
	return tm->err != 0 ? -1 : 0;
}

/* The terminal's size in columns and rows; 80 x 24 when it will not say. */
static void
term_size(struct term *tm, int *w, int *h)
{
	struct winsize ws;

	if (ioctl(tm->out, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0 &&
	    ws.ws_row > 0) {
		*w = ws.ws_col;
		*h = ws.ws_row;
	} else {
		*w = 80;
		*h = 24;
	}
}

/*
 * Raw mode (keys one at a time, no echo, no signals from ^C: q and ^C are
 * read as keys), the alternate screen (the shell's screen comes back on
 * exit), the cursor hidden, no autowrap (writing the last column never
 * scrolls).  0, or -1 with errno.
 */
static int
term_enter(struct term *tm)
{
	struct termios raw = tm->saved;

	raw.c_iflag &= ~(tcflag_t)(BRKINT | ICRNL | INPCK | ISTRIP | IXON);
	raw.c_oflag &= ~(tcflag_t)OPOST;
	raw.c_cflag |= CS8;
	raw.c_lflag &= ~(tcflag_t)(ECHO | ICANON | IEXTEN | ISIG);
	raw.c_cc[VMIN] = 1;
	raw.c_cc[VTIME] = 0;
	if (tcsetattr(tm->in, TCSADRAIN, &raw) != 0)
		return -1;
	tm->raw = 1;
	tm->full = 1;
	emits(tm, "\033[?1049h\033[?25l\033[?7l\033[H\033[2J");
	return term_flush(tm);
}

/* Give the terminal back as it was: screen, cursor, wrap, modes. */
static void
term_leave(struct term *tm)
{
	if (!tm->raw)
		return;
	tm->err = 0;
	emits(tm, "\033[0m\033[?7h\033[?25h\033[?1049l");
	term_flush(tm);
	tcsetattr(tm->in, TCSADRAIN, &tm->saved);
	tm->raw = 0;
}

/*
 * Open the terminal: keys from /dev/tty (standard input may be the tree,
 * "abviz step -"), the screen on standard output.  Installs the signal
 * handlers and enters raw mode.  0, or -1 with a message printed.
 */
static int
term_open(struct term *tm, int colour)
{
	struct sigaction sa;
	int i, fl;

	memset(tm, 0, sizeof(*tm));
	tm->out = STDOUT_FILENO;
	tm->colour = colour;
	if ((tm->in = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)) >= 0)
		tm->own_in = 1;
	else if (isatty(STDIN_FILENO))
		tm->in = STDIN_FILENO;
	else {
		fprintf(stderr, "abviz: cannot open /dev/tty to read keys: %s "
		    "(--plain prints every step instead)\n", strerror(errno));
		return -1;
	}
	if (tcgetattr(tm->in, &tm->saved) != 0 || pipe(wake) != 0)
		goto fail;
	for (i = 0; i < 2; i++) {
		fl = fcntl(wake[i], F_GETFL);
		fcntl(wake[i], F_SETFL, fl | O_NONBLOCK);
		fcntl(wake[i], F_SETFD, FD_CLOEXEC);
	}
	caught = resized = 0;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < 4; i++)
		sigaction(term_sig[i], &sa, &tm->old[i]);
	if (term_enter(tm) != 0)
		goto fail;
	return 0;
fail:
	fprintf(stderr, "abviz: cannot set up the terminal: %s\n",
	    strerror(tm->err ? tm->err : errno));
	return -1;
}

/* Undo term_open, whatever part of it happened. */
static void
term_close(struct term *tm)
{
	int i;

	term_leave(tm);
	if (wake[0] >= 0) {
		for (i = 0; i < 4; i++)
			sigaction(term_sig[i], &tm->old[i], NULL);
		close(wake[0]);
		close(wake[1]);
		wake[0] = wake[1] = -1;
	}
	if (tm->own_in)
		close(tm->in);
	free(tm->buf);
	free(tm->shown.c);
}

/* The escape sequence that sets style st. */
static void
sgr(struct term *tm, unsigned char st)
{
	char b[24];
	size_t n;

	memcpy(b, "\033[0", 3);
	n = 3;
	if (st & AT_BOLD)
		memcpy(b + n, ";1", 2), n += 2;
	if (st & AT_DIM)
		memcpy(b + n, ";2", 2), n += 2;
	if (st & AT_UL)
		memcpy(b + n, ";4", 2), n += 2;
	if (st & AT_REV)
		memcpy(b + n, ";7", 2), n += 2;
	if ((st >> 4) != CO_NONE && tm->colour) {
		b[n++] = ';';
		b[n++] = '3';
		b[n++] = (char)('0' + (st >> 4));
	}
	b[n++] = 'm';
	emit(tm, b, n);
}

/* Whether row y of a and b look the same (only a cell's len bytes of ch
   are ever written, so the cells are not compared whole). */
static int
same_row(const struct grid *a, const struct grid *b, int y)
{
	const struct cell *p = &a->c[y * a->w], *q = &b->c[y * b->w];
	int x;

	for (x = 0; x < a->w; x++)
		if (p[x].len != q[x].len || p[x].style != q[x].style ||
		    memcmp(p[x].ch, q[x].ch, p[x].len) != 0)
			return 0;
	return 1;
}

/* Send g to the terminal: the rows that differ from what it shows. */
static int
term_draw(struct term *tm, const struct grid *g)
{
	char pos[24];
	int x, y, cur;

	if (tm->shown.w != g->w || tm->shown.h != g->h) {
		if (grid_size(&tm->shown, g->w, g->h) != 0)
			return -1;
		tm->full = 1;
	}
	for (y = 0; y < g->h; y++) {
		const struct cell *r = &g->c[y * g->w];

		if (!tm->full && same_row(g, &tm->shown, y))
			continue;
		snprintf(pos, sizeof(pos), "\033[%d;1H", y + 1);
		emits(tm, pos);
		cur = -1;
		for (x = 0; x < g->w; x++) {
			if (r[x].len == 0)
				continue;
			if (r[x].style != cur)
				sgr(tm, r[x].style);
			cur = r[x].style;
			emit(tm, r[x].ch, r[x].len);
		}
		emits(tm, "\033[0m");
	}
	memcpy(tm->shown.c, g->c, (size_t)g->w * (size_t)g->h * sizeof(*g->c));
	tm->full = 0;
	return term_flush(tm);
}

/* Keys beyond bytes. */
enum {
	KEY_UP = 256, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_HOME, KEY_END,
	KEY_PGUP, KEY_PGDN, KEY_ESC
};

/*
 * Whether the bytes at b (n of them) are an escape sequence cut short:
 * ESC alone, or ESC [ / ESC O without its final byte yet.
 */
static int
partial_escape(const unsigned char *b, size_t n)
{
	size_t i;

	if (n == 0 || b[0] != 27)
		return 0;
	if (n == 1)
		return 1;
	if (b[1] != '[' && b[1] != 'O')
		return 0;
	for (i = 2; i < n; i++)
		if (b[i] >= 0x40 && b[i] <= 0x7E)
			return 0;
	return 1;
}

/* The key an escape sequence names: CSI or SS3, parameters, final byte. */
static int
escape_key(const unsigned char *b, size_t n)
{
	unsigned char f = b[n - 1];
	int num = n > 3 && b[2] >= '0' && b[2] <= '9' ? b[2] - '0' : 0;

	if (n > 4 && b[3] >= '0' && b[3] <= '9')
		num = num * 10 + b[3] - '0';
	switch (f) {
	case 'A':
		return KEY_UP;
	case 'B':
		return KEY_DOWN;
	case 'C':
		return KEY_RIGHT;
	case 'D':
		return KEY_LEFT;
	case 'H':
		return KEY_HOME;
	case 'F':
		return KEY_END;
	case '~':
		return num == 1 || num == 7 ? KEY_HOME : num == 4 || num == 8 ?
		    KEY_END : num == 5 ? KEY_PGUP : num == 6 ? KEY_PGDN : 0;
	default:
		return 0;	/* a key we do not use */
	}
}

/*
 * Read one key from the terminal into *key, waiting for input, a signal
 * or a resize.  Returns 1 with a key (0 for one we do not know), 0 when
 * woken without one (a signal: see caught and resized), -1 at the end of
 * input or on an error.
 */
static int
term_key(struct term *tm, int *key)
{
	unsigned char *in = tm->in_buf;
	struct pollfd p[2];
	char drain[16];
	size_t i, used;
	ssize_t r;
	int part = partial_escape(in, tm->have);

	/* an escape sequence can arrive in pieces: a lone ESC is the Esc
	   key only if nothing follows within a moment */
	if ((tm->have == 0 || part) && tm->have < sizeof(tm->in_buf)) {
		p[0].fd = tm->in;
		p[0].events = POLLIN;
		p[1].fd = wake[0];
		p[1].events = POLLIN;
		p[0].revents = p[1].revents = 0;
		if (poll(p, 2, part ? 30 : -1) < 0 && errno != EINTR)
			return -1;
		if (p[1].revents & POLLIN)
			while (read(wake[0], drain, sizeof(drain)) > 0)
				;
		if (caught || resized)
			return 0;
		if (p[0].revents & (POLLIN | POLLHUP | POLLERR)) {
			r = read(tm->in, in + tm->have, sizeof(tm->in_buf) -
			    tm->have);
			if (r == 0 || (r < 0 && errno != EINTR && errno != EAGAIN))
				return -1;
			if (r > 0)
				tm->have += (size_t)r;
			if (partial_escape(in, tm->have))
				return 0;	/* the rest may come: wait again */
		} else if (tm->have == 0) {
			return 0;
		}
	}
	used = 1;
	*key = in[0];
	if (in[0] == 27) {
		*key = KEY_ESC;
		if (tm->have >= 3 && (in[1] == '[' || in[1] == 'O')) {
			for (i = 2; i < tm->have && (in[i] < 0x40 || in[i] > 0x7E);
			    i++)
				;
			used = i < tm->have ? i + 1 : tm->have;
			*key = i < tm->have ? escape_key(in, used) : 0;
		} else if (tm->have == 2 && (in[1] == '[' || in[1] == 'O')) {
			used = 2;	/* cut short for good: drop it */
			*key = 0;
		}
	}
	memmove(in, in + used, tm->have - used);
	tm->have -= used;
	return 1;
}

/* ---------------------------------------------------------------------
 * What is known at a step: the fold of the model's steps 1 .. k
 */

enum {
	K_VISITED = 1,		/* searched at least once */
	K_KNOWN = 2,		/* state holds what the last step on it said */
	K_CUT = 4,		/* pruned by a cutoff so far */
	K_CUTROOT = 8,		/* ... as a child the cutoff left, not below one */
	K_PATH = 16		/* on the call stack at the step shown */
};

struct stepper {
	const struct tree *t;
	const struct trace *tr;
	const struct summary *s;
	const struct steps *m;
	long k;			/* the step shown, 0-based */
	int draw;		/* 1: the tree is small enough to draw */
	long draw_max;		/* the limit, for the note when it is not */
	int layered;		/* 1: draw layers when they fit, else outline */
	int top;		/* the outline's first row on screen */
	long count;		/* digits typed before a key, or -1 */
	const char *note;	/* a line for the status bar, once */
	/* the fold, per node */
	unsigned char *flag;	/* K_* */
	struct node_state *state;	/* valid with K_KNOWN */
	long *cut_step;		/* K_CUT: the step (1-based) of its cutoff */
	int *pruned;		/* cutoff c pruned pruned[pr_at[c] .. pr_at[c+1]) */
	int *pr_at;
	/* the drawings */
	int *order;		/* the nodes in tree order: outline rows */
	int *row;		/* a node's outline row */
	int *lx;		/* layered: a node's first column, */
	int *lc;		/* its centre, */
	int *lw;		/* its cell's width */
	int lwidth, lrows;	/* layered: the drawing's size, */
	int lgap;		/* and the columns between subtrees */
	int slot;		/* columns a value takes: "≤15" */
	int idw;		/* columns the widest id takes (capped) */
	int namew;		/* outline: columns before the values */
	int sent_w, sent_rows;	/* the most rows a sentence needs at sent_w */
};

/* A leaf's value as the model states it (negamax: from the side to move). */
static double
leaf_value(const struct stepper *sp, int i)
{
	return sp->t->node[i].value * cfg_sign(&sp->tr->cfg, sp->t, i);
}

/*
 * Fold steps 0 .. k (0-based) into the per-node state: a step that visits
 * its node marks it visited and clears a cut mark (MTD(f), aspiration and
 * iterative deepening search a node cut in an earlier pass again); a
 * cutoff marks the nodes it prunes; every step sets its node's state.
 * Recomputed from the first step each time, so going back is as exact as
 * going forward.
 */
static void
fold(struct stepper *sp, long k)
{
	const struct steps *m = sp->m;
	const struct step *st;
	long j;
	int i, p, d;

	memset(sp->flag, 0, (size_t)sp->t->n);
	for (j = 0; j <= k && j < m->n; j++) {
		st = &m->step[j];
		if (st->visit)
			sp->flag[st->node] = (unsigned char)((sp->flag[st->node] |
			    K_VISITED) & ~(K_CUT | K_CUTROOT));
		if (st->cut >= 0) {
			for (i = sp->pr_at[st->cut]; i < sp->pr_at[st->cut + 1];
			    i++) {
				p = sp->pruned[i];
				sp->flag[p] |= K_CUT;
				if (sp->t->node[p].parent == sp->s->cut[st->cut].node)
					sp->flag[p] |= K_CUTROOT;
				sp->cut_step[p] = j + 1;
			}
		}
		sp->state[st->node] = st->now;
		sp->flag[st->node] |= K_KNOWN;
	}
	if (k >= 0 && k < m->n) {
		st = &m->step[k];
		for (d = 0; d <= st->depth; d++)
			sp->flag[m->frame[st->frame + (size_t)d].node] |= K_PATH;
	}
}

/* ---------------------------------------------------------------------
 * The tree drawn as text
 */

/* The shape of node i at the step shown: filled once searched. */
static const char *
glyph(const struct stepper *sp, int i)
{
	int seen = sp->flag[i] & K_VISITED;

	if (sp->t->node[i].nkids == 0)
		return seen ? "\xE2\x96\xA0" : "\xE2\x96\xA1";	/* ■ □ */
	if (tree_player(sp->t, i) == PLAYER_MAX)
		return seen ? "\xE2\x96\xB2" : "\xE2\x96\xB3";	/* ▲ △ */
	return seen ? "\xE2\x96\xBC" : "\xE2\x96\xBD";		/* ▼ ▽ */
}

/*
 * Names.  The log names a node by its id (tree_id: the file's, else its
 * path, as "r.2.1"), so the outline and the call stack do too; a label,
 * which is what the diagram shows, follows the id in the outline.  The
 * layered drawing has room only for a short name: the file's id, else its
 * label, else none.  label_of and short_name copy into buf (TREE_ID_MAX
 * bytes), where a drawing may clip it, and return it (NULL for none).
 */

/* Node i's label with its line breaks made spaces, or NULL. */
static const char *
label_of(const struct tree *t, int i, char *buf)
{
	char *p;

	if (t->node[i].label == TREE_NONE)
		return NULL;
	snprintf(buf, TREE_ID_MAX, "%s", t->pool + t->node[i].label);
	for (p = buf; *p != '\0'; p++)
		if ((unsigned char)*p < 0x20)
			*p = ' ';
	return buf;
}

static const char *
short_name(const struct tree *t, int i, char *buf)
{
	if (t->node[i].id != TREE_NONE) {
		snprintf(buf, TREE_ID_MAX, "%s", t->pool + t->node[i].id);
		return buf;
	}
	return label_of(t, i, buf);
}

/*
 * What node i's value reads at the step shown, into buf (FMT_VALUE_MAX
 * bytes), as fmt_value writes it for the diagrams: a leaf's value;
 * a returned node's value, with "≥" or "≤" when it is only a bound and "?"
 * when it bounds nothing (seed 000's "v?"); with running, "v=3" for a node
 * still being searched.  "" when nothing is known.
 */
static const char *
value_text(const struct stepper *sp, int i, int running, char *buf)
{
	const struct node_state *ns = &sp->state[i];

	buf[0] = '\0';
	if (sp->t->node[i].nkids == 0)	/* always exact, and in the file */
		return fmt_value(buf, leaf_value(sp, i), BOUND_EXACT, FMT_SYM);
	if (!(sp->flag[i] & K_KNOWN))
		return buf;
	if (ns->done)
		fmt_value(buf, ns->value, ns->exact ? BOUND_EXACT : ns->bound,
		    FMT_SYM);
	else if (running)
		fmt_value(buf, ns->v, BOUND_EXACT, FMT_SYM | FMT_RUNNING);
	return buf;
}

/*
 * The outline: one row per node in tree order, the edges drawn with box
 * characters ("├─", "└─"; dashed "├╌" into a pruned node), the node's
 * shape and name, then columns: its value, its window (alpha, beta) once
 * entered, and what cut it.  Rows scroll to keep the current node in view.
 */
static void
draw_outline(struct stepper *sp, struct grid *g, int y0, int rows)
{
	const struct tree *t = sp->t;
	const struct step *st = &sp->m->step[sp->k];
	char name[TREE_ID_MAX], val[FMT_VALUE_MAX], num[FMT_NUM_MAX];
	char mark[TREE_ID_MAX + 64];
	int cur = sp->row[st->node], margin = rows / 4, maxlev, r, lo, hi;
	int xa = sp->namew, xv, xw, numw = sp->slot - 1;

	if (xa > g->w / 2)
		xa = g->w / 2;
	/* columns: value ("v=" or "(...)" around it), "α 3  β +∞", marks */
	xv = xa + sp->slot + 3;
	xw = xv + 7 + 2 * numw;
	/* how deep the edges can go: all the way when the column fits the
	   deepest row, else leaving 10 columns for a name; deeper rows start
	   with "…" and draw only the levels nearest the node */
	maxlev = xa == sp->namew ? (xa - 7) / 2 : (xa - 16) / 2;
	if (maxlev < 1)
		maxlev = 1;
	/* the rows the step is about: its node's, its child's, and at a
	   cutoff the nodes it prunes (or the first of them, if all do not
	   fit); scroll as little as keeps them away from the edges */
	lo = hi = cur;
	if (st->child != TREE_NONE && sp->row[st->child] - lo < rows)
		hi = sp->row[st->child];
	if (st->cut >= 0 && sp->pr_at[st->cut] < sp->pr_at[st->cut + 1]) {
		int first = sp->row[sp->pruned[sp->pr_at[st->cut]]];
		int last = sp->row[sp->pruned[sp->pr_at[st->cut + 1] - 1]];

		hi = last - lo < rows ? last : first - lo < rows ? first : hi;
	}
	if (margin > (rows - (hi - lo + 1)) / 2)
		margin = (rows - (hi - lo + 1)) / 2;
	if (lo < sp->top + margin)
		sp->top = lo - margin;
	if (hi > sp->top + rows - 1 - margin)
		sp->top = hi - (rows - 1 - margin);
	if (sp->top > t->n - rows)
		sp->top = t->n - rows;
	if (sp->top < 0)
		sp->top = 0;
	for (r = 0; r < rows && sp->top + r < t->n; r++) {
		int i = sp->order[sp->top + r], y = y0 + r, d = t->node[i].depth;
		int f = sp->flag[i], x, l, a;
		unsigned char base = f & K_CUT ? STYLE(AT_DIM, CO_RED) :
		    !(f & K_VISITED) ? STYLE(AT_DIM, 0) :
		    f & K_PATH ? STYLE(AT_BOLD, 0) : 0;

		if (i == st->node)
			put_str(g, 0, y, 2, "\xE2\x96\xB6", STYLE(AT_BOLD, 0));
		else if (i == st->child)
			put_str(g, 0, y, 2, "\xE2\x96\xB7", 0);
		else if (f & K_PATH)
			put_str(g, 0, y, 2, "\xE2\x80\xBA", 0);	/* › */
		/* the edges: a bar for each ancestor with siblings still
		   below it, then this node's own corner */
		x = 2;
		if (d > maxlev) {
			x = put_str(g, x, y, xa, "\xE2\x80\xA6 ", STYLE(AT_DIM, 0));
		}
		for (l = d > maxlev ? d - maxlev + 1 : 1; l < d; l++) {
			for (a = i; t->node[a].depth > l; a = t->node[a].parent)
				;
			x = put_str(g, x, y, xa, t->node[a].parent != TREE_NONE &&
			    t->node[a].rank < t->node[t->node[a].parent].nkids ?
			    "\xE2\x94\x82 " : "  ", STYLE(AT_DIM, 0));
		}
		if (d > 0) {
			int last = t->node[i].rank == t->node[t->node[i].parent].nkids;

			x = put_str(g, x, y, xa, f & K_CUT ?
			    (last ? "\xE2\x94\x94\xE2\x95\x8C" : "\xE2\x94\x9C\xE2\x95\x8C") :
			    (last ? "\xE2\x94\x94\xE2\x94\x80" : "\xE2\x94\x9C\xE2\x94\x80"),
			    f & K_CUT ? STYLE(0, CO_RED) : STYLE(AT_DIM, 0));
		}
		a = x;
		x = put_str(g, x, y, xa, glyph(sp, i), base);
		x = put_str(g, x, y, xa, " ", base);
		x = put_str(g, x, y, x + LABEL_MAX_W < xa - 1 ? x + LABEL_MAX_W :
		    xa - 1, tree_id(t, i, name), base);
		if (label_of(t, i, name) != NULL)
			put_str(g, x + 1, y, xa - 1, name, STYLE(AT_DIM, 0));
		if (i == st->node)
			restyle(g, a, xa - 1, y, STYLE(AT_REV | AT_BOLD, 0));
		/* the value: a leaf not yet looked at in parentheses */
		value_text(sp, i, 1, val);
		if (t->node[i].nkids == 0 && !(f & K_KNOWN)) {
			put_str(g, xa, y, xv, "(", base);
			x = put_str(g, xa + 1, y, xv - 1, val, base);
			put_str(g, x, y, xv, ")", base);
		} else {
			put_str(g, xa, y, xv - 1, val, base);
		}
		if (t->node[i].nkids > 0 && (f & K_KNOWN)) {
			put_str(g, xv, y, xw, "\xCE\xB1", STYLE(AT_DIM, 0));
			put_right(g, xv + 2 + numw, y, numw,
			    fmt_num_sym(sp->state[i].alpha, num), STYLE(0, CO_CYAN));
			put_str(g, xv + 4 + numw, y, xw, "\xCE\xB2", STYLE(AT_DIM, 0));
			put_right(g, xv + 6 + 2 * numw, y, numw,
			    fmt_num_sym(sp->state[i].beta, num), STYLE(0, CO_MAGENTA));
		}
		mark[0] = '\0';
		if (f & K_CUTROOT) {
			char when[24];

			snprintf(when, sizeof(when), "%ld", sp->cut_step[i]);
			MSG_FORMAT(mark, sizeof(mark), M_STEP_CUT_AT,
			    tree_id(t, t->node[i].parent, name), when);
		} else if (f & K_CUT)
			strcpy(mark, "\xE2\x9C\x82");
		else if (trace_beyond(sp->tr, t, i))
			snprintf(mark, sizeof(mark), "%s", msg(M_STEP_BEYOND));
		put_str(g, xw + 1, y, g->w, mark, f & K_CUT ? STYLE(AT_BOLD,
		    CO_RED) : STYLE(AT_DIM, 0));
	}
}

/* The box character joining lines up, down, left and right of a point. */
static const char *
junction(int up, int down, int left, int right)
{
	static const char *const box[16] = {
		" ", "\xE2\x94\x80", "\xE2\x94\x80", "\xE2\x94\x80",	/* ─ */
		"\xE2\x94\x82", "\xE2\x94\x8C", "\xE2\x94\x90", "\xE2\x94\xAC",
		"\xE2\x94\x82", "\xE2\x94\x94", "\xE2\x94\x98", "\xE2\x94\xB4",
		"\xE2\x94\x82", "\xE2\x94\x9C", "\xE2\x94\xA4", "\xE2\x94\xBC",
	};

	/* index: up 8, down 4, left 2, right 1 */
	return box[(up ? 8 : 0) | (down ? 4 : 0) | (left ? 2 : 0) |
	    (right ? 1 : 0)];
}

/* A node's cell in the layered drawing: shape, name if it has one, value. */
static void
cell_text(const struct stepper *sp, int i, char *buf, size_t n)
{
	char name[TREE_ID_MAX], val[FMT_VALUE_MAX];
	const char *nm = short_name(sp->t, i, name);

	if (nm != NULL)
		clip(name, LABEL_MAX_W);

	value_text(sp, i, 0, val);
	snprintf(buf, n, "%s%s%s%s", sp->flag[i] & K_CUT ? "\xE2\x9C\x82" :
	    glyph(sp, i), nm != NULL ? nm : "", nm != NULL && val[0] ? " " : "",
	    val);
}

/*
 * Lay the tree out in layers: each leaf gets a cell wide enough for its
 * shape, name and value, each subtree the width of its children side by
 * side (gap columns apart), each parent the middle of its children.
 * Nodes are stored breadth-first, so children come after their parent:
 * widths are summed from the last node back, columns handed out from the
 * first node on.
 */
static void
layout_layers(struct stepper *sp, int gap)
{
	const struct tree *t = sp->t;
	char name[TREE_ID_MAX];
	int *span = sp->lc;	/* the subtree's width, until centres go in */
	int i, c, sum, x;

	for (i = t->n - 1; i >= 0; i--) {
		const struct tree_node *nd = &t->node[i];
		const char *nm = short_name(t, i, name);
		int nw = nm != NULL ? u8_strwidth(nm) : 0;
		char num[FMT_NUM_MAX];

		if (nw > LABEL_MAX_W)
			nw = LABEL_MAX_W;
		sp->lw[i] = 1 + nw + (nm != NULL ? 1 : 0) + (nd->nkids == 0 ?
		    u8_strwidth(fmt_num_sym(leaf_value(sp, i), num)) : sp->slot);
		for (sum = -gap, c = nd->first; c < nd->first + nd->nkids; c++)
			sum += span[c] + gap;
		span[i] = sum > sp->lw[i] ? sum : sp->lw[i];
	}
	sp->lwidth = span[0];
	sp->lgap = gap;
	sp->lrows = 2 * t->height + 1;
	sp->lx[0] = 0;
	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];

		for (sum = -gap, c = nd->first; c < nd->first + nd->nkids; c++)
			sum += span[c] + gap;
		x = sp->lx[i] + (span[i] - sum) / 2;
		for (c = nd->first; c < nd->first + nd->nkids; c++) {
			sp->lx[c] = x;		/* the subtree's first column */
			x += span[c] + gap;
		}
	}
	/* centres, bottom up; then the cell's first column */
	for (i = t->n - 1; i >= 0; i--) {
		const struct tree_node *nd = &t->node[i];

		if (nd->nkids == 0)
			c = sp->lx[i] + sp->lw[i] / 2;
		else
			c = (sp->lc[nd->first] + sp->lc[nd->first + nd->nkids - 1]) / 2;
		x = c - sp->lw[i] / 2;
		if (x < sp->lx[i])
			x = sp->lx[i];
		if (x + sp->lw[i] > sp->lx[i] + span[i])
			x = sp->lx[i] + span[i] - sp->lw[i];
		sp->lc[i] = c;		/* span[i] is read no more */
		sp->lx[i] = x;
	}
}

/*
 * The layered drawing: a row of cells per depth, and between them the
 * edges: a bar down from each parent, a line across its children, a bar
 * down to each child.  The current node is reversed and pointed at with
 * "▶", the child it deals with with "▷"; pruned nodes show "✂" as their
 * shape.
 */
static void
draw_layers(struct stepper *sp, struct grid *g, int y0, int x0)
{
	const struct tree *t = sp->t;
	const struct step *st = &sp->m->step[sp->k];
	char cell[TREE_ID_MAX + 64];
	int i, c, y, l, r, x, w;

	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];
		int f = sp->flag[i];
		unsigned char base = f & K_CUT ? STYLE(AT_DIM, CO_RED) :
		    !(f & K_VISITED) ? STYLE(AT_DIM, 0) :
		    f & K_PATH ? STYLE(AT_BOLD, 0) : 0;

		/* the cell's text, centred in the room kept for it */
		y = y0 + 2 * nd->depth;
		cell_text(sp, i, cell, sizeof(cell));
		w = u8_strwidth(cell);
		x = x0 + sp->lx[i] + (w < sp->lw[i] ? (sp->lw[i] - w) / 2 : 0);
		put_str(g, x, y, x0 + sp->lx[i] + sp->lw[i], cell, i == st->node ?
		    STYLE(AT_REV | AT_BOLD, 0) : i == st->child ?
		    (unsigned char)(base | AT_UL) : base);
		/* the marks go in the column before the cell, which is free
		   unless only one column parts it from the cell on its left */
		if (x >= 1 && (x < 2 || g->c[y * g->w + x - 2].ch[0] == ' ')) {
			if (i == st->node)
				put_str(g, x - 1, y, x, "\xE2\x96\xB6",
				    STYLE(AT_BOLD, 0));
			else if (i == st->child)
				put_str(g, x - 1, y, x, "\xE2\x96\xB7", 0);
		}
		if (nd->nkids == 0)
			continue;
		/* the edges to the children, on the row below */
		y++;
		l = sp->lc[nd->first] < sp->lc[i] ? sp->lc[nd->first] : sp->lc[i];
		r = sp->lc[nd->first + nd->nkids - 1] > sp->lc[i] ?
		    sp->lc[nd->first + nd->nkids - 1] : sp->lc[i];
		for (x = l; x <= r; x++) {
			int down = 0, cut = 0;

			for (c = nd->first; c < nd->first + nd->nkids; c++)
				if (sp->lc[c] == x) {
					down = 1;
					cut = sp->flag[c] & K_CUT;
				}
			put_str(g, x0 + x, y, x0 + x + 1, junction(x == sp->lc[i],
			    down, x > l, x < r), cut ? STYLE(0, CO_RED) :
			    STYLE(AT_DIM, 0));
		}
	}
}

/* ---------------------------------------------------------------------
 * The screen
 */

/* A rule across row y, with a title in it. */
static void
rule(struct grid *g, int x0, int x1, int y, const char *title)
{
	fill(g, x0, x1, y, "\xE2\x94\x80", STYLE(AT_DIM, 0));
	if (title != NULL)
		put_str(g, x0 + 1, y, x1 - 1, title, STYLE(AT_BOLD, 0));
}

/* The rows the longest sentence needs at width w: the log's area is as
   tall as that (up to a cap) at every step, so nothing jumps. */
static int
sentence_rows(struct stepper *sp, int w)
{
	long j;
	int r;

	if (sp->sent_w != w) {
		sp->sent_w = w;
		sp->sent_rows = 1;
		for (j = 0; j < sp->m->n; j++) {
			r = wrap(NULL, 0, 0, w, 0, sp->m->log + sp->m->step[j].text,
			    sp->m->step[j].len, 0);
			if (r > sp->sent_rows)
				sp->sent_rows = r;
		}
	}
	return sp->sent_rows;
}

/*
 * The call stack's columns: marker, shape, id (idw columns, at least room
 * for the title), then alpha, beta and v right-aligned in slot + 1 each.
 */
static int
stack_idw(const struct stepper *sp)
{
	return sp->idw > 9 ? sp->idw : 9;
}

static int
stack_width(const struct stepper *sp)
{
	return 4 + stack_idw(sp) + 3 * (sp->slot + 1) + 1;
}

/*
 * The call stack, root first, the step's own node last (marked "▶"), its
 * title and column heads on row y0 and the frames below, rows of them at
 * most: when the stack is deeper, its top frames give way to "⋮ N more".
 */
static void
draw_stack(struct stepper *sp, struct grid *g, int x0, int y0, int rows)
{
	const struct step *st = &sp->m->step[sp->k];
	char name[TREE_ID_MAX], num[FMT_NUM_MAX];
	int nw = stack_idw(sp), cw = sp->slot + 1, xn = x0 + 4 + nw, d, y;

	snprintf(name, sizeof(name), " %s ", msg(M_STEP_STACK));
	put_str(g, x0, y0, g->w, name, STYLE(AT_BOLD, 0));
	put_right(g, xn + cw, y0, 2, " \xCE\xB1", STYLE(AT_BOLD, 0));
	put_right(g, xn + 2 * cw, y0, 2, " \xCE\xB2", STYLE(AT_BOLD, 0));
	put_right(g, xn + 3 * cw, y0, 2, " v", STYLE(AT_BOLD, 0));
	d = st->depth + 1 > rows ? st->depth + 1 - rows + 1 : 0;
	y = y0 + 1;
	if (d > 0) {
		char more[16];

		snprintf(more, sizeof(more), "%d", d);
		MSG_FORMAT(name, sizeof(name), M_STEP_MORE, more);
		put_str(g, x0 + 2, y++, g->w, name, STYLE(AT_DIM, 0));
	}
	for (; d <= st->depth; d++, y++) {
		const struct frame *f = &sp->m->frame[st->frame + (size_t)d];
		int top = d == st->depth;
		unsigned char at = STYLE(top ? AT_BOLD : 0, 0);

		put_str(g, x0, y, x0 + 2, top ? "\xE2\x96\xB6" : "\xE2\x80\xBA",
		    at);
		put_str(g, x0 + 2, y, x0 + 3, glyph(sp, f->node), at);
		put_str(g, x0 + 4, y, xn, tree_id(sp->t, f->node, name), at);
		put_right(g, xn + cw, y, cw - 1, fmt_num_sym(f->alpha, num),
		    STYLE(top ? AT_BOLD : 0, CO_CYAN));
		put_right(g, xn + 2 * cw, y, cw - 1, fmt_num_sym(f->beta, num),
		    STYLE(top ? AT_BOLD : 0, CO_MAGENTA));
		put_right(g, xn + 3 * cw, y, cw - 1, fmt_num_sym(f->v, num), at);
	}
}

/* The pseudocode, the step's lines marked "▶" and reversed. */
static void
draw_code(struct stepper *sp, struct grid *g, int x1, int y0, int rows)
{
	const struct code *c = sp->m->code;
	const struct step *st = &sp->m->step[sp->k];
	char line[CODE_LINE_MAX], no[16];
	int first = 1, i, j, on, strip = CODE_LINE_MAX;

	if (c->nlines > rows) {
		first = st->line[0] - rows / 2;
		if (first > c->nlines - rows + 1)
			first = c->nlines - rows + 1;
		if (first < 1)
			first = 1;
	}
	/* the indent the lines shown share goes, for width */
	for (i = first; i < first + rows && i <= c->nlines; i++) {
		code_line(c, i, sp->tr->cfg.cutoff, sp->m->same, line,
		    sizeof(line));
		for (j = 0; line[j] == ' '; j++)
			;
		if (line[j] != '\0' && j < strip)
			strip = j;
	}
	for (i = first; i < first + rows && i <= c->nlines; i++) {
		int y = y0 + i - first;

		for (on = 0, j = 0; j < 3 && st->line[j] != 0; j++)
			on |= st->line[j] == i;
		snprintf(no, sizeof(no), "%2d ", i);
		put_str(g, 0, y, 2, on ? "\xE2\x96\xB6" : " ", STYLE(AT_BOLD, 0));
		put_str(g, 2, y, x1, no, STYLE(AT_DIM, 0));
		code_line(c, i, sp->tr->cfg.cutoff, sp->m->same, line,
		    sizeof(line));
		put_str(g, 5, y, x1, strlen(line) > (size_t)strip ? line + strip :
		    "", 0);
		if (on)
			restyle(g, 2, x1, y, STYLE(AT_REV | AT_BOLD, 0));
	}
}

/*
 * The title bar's right part into buf: " minimax · pass 1 of 2 · step 3
 * of 40 · cutoff 1 of 4 ", the pass when the tree is searched more than
 * once, the cutoff when the step is one.  Each piece is a message of its
 * own ("第 3/40 步"); the " · " between them is the same in every language.
 */
static void
status(const struct stepper *sp, const struct step *st, char *buf,
    size_t len)
{
	char a[24], b[24];
	size_t x;

	x = (size_t)snprintf(buf, len, " %s ", algo_name[sp->tr->cfg.algo]);
	if (sp->s->npass > 1 && x < len) {
		snprintf(a, sizeof(a), "%d", st->pass);
		snprintf(b, sizeof(b), "%d", sp->s->npass);
		x += (size_t)snprintf(buf + x, len - x, "\xC2\xB7 ");
		if (x < len)
			x += MSG_FORMAT(buf + x, len - x, M_STEP_PASS_OF, a, b);
		if (x < len)
			x += (size_t)snprintf(buf + x, len - x, " ");
	}
	snprintf(a, sizeof(a), "%ld", sp->k + 1);
	snprintf(b, sizeof(b), "%ld", sp->m->n);
	if (x < len)
		x += (size_t)snprintf(buf + x, len - x, "\xC2\xB7 ");
	if (x < len)
		x += MSG_FORMAT(buf + x, len - x, M_STEP_STEP_OF, a, b);
	if (x < len)
		x += (size_t)snprintf(buf + x, len - x, " ");
	if (st->cut >= 0 && x < len) {
		snprintf(a, sizeof(a), "%d", st->cut + 1);
		snprintf(b, sizeof(b), "%d", sp->s->ncut);
		x += (size_t)snprintf(buf + x, len - x, "\xC2\xB7 ");
		if (x < len)
			x += MSG_FORMAT(buf + x, len - x, M_STEP_CUTOFF_OF, a, b);
		if (x < len)
			snprintf(buf + x, len - x, " ");
	}
}

/* " rows 4-15 of 26 " into buf; returns its width in columns. */
static int
rows_text(char *buf, size_t len, int from, int to, int n)
{
	char a[16], b[16], c[16];

	snprintf(a, sizeof(a), "%d", from);
	snprintf(b, sizeof(b), "%d", to);
	snprintf(c, sizeof(c), "%d", n);
	buf[0] = ' ';
	MSG_FORMAT(buf + 1, len - 2, M_STEP_ROWS, a, b, c);
	strcat(buf, " ");
	return u8_strwidth(buf);
}

/*
 * Draw the whole screen for the step shown into g:
 *
 *	title bar: the tree, the formulation, "step k of n"
 *	the tree (layered, or an outline that scrolls)
 *	the conventions, then the step's sentence from the log
 *	the pseudocode | the call stack
 *	the keys, or a note
 */
static void
render(struct stepper *sp, struct grid *g)
{
	const struct step *st = &sp->m->step[sp->k];
	const struct tree *t = sp->t;
	char buf[LOG_CONV_MAX + TREE_ID_MAX], conv[LOG_CONV_MAX];
	int W = g->w, H = g->h, sr, avail, need_b, bmin, br, th, lay, y, x, sw;
	int tree_need, cap;

	grid_clear(g);
	if (W < MIN_W || H < MIN_H) {
		char n[4][16];

		snprintf(n[0], sizeof(n[0]), "%d", W);
		snprintf(n[1], sizeof(n[1]), "%d", H);
		snprintf(n[2], sizeof(n[2]), "%d", MIN_W);
		snprintf(n[3], sizeof(n[3]), "%d", MIN_H);
		MSG_FORMAT(buf, sizeof(buf), M_STEP_TOO_SMALL, n[0], n[1], n[2],
		    n[3]);
		wrap(g, 0, 0, W, H, buf, strlen(buf), 0);
		return;
	}
	/* the title bar: the tree, then where the step is: its pass when
	   the tree is searched more than once, its cutoff if it is one */
	fill(g, 0, W, 0, " ", STYLE(AT_REV, 0));
	status(sp, st, buf, sizeof(buf));
	sw = u8_strwidth(buf);
	put_str(g, W - sw, 0, W, buf, STYLE(AT_REV | AT_BOLD, 0));
	x = put_str(g, 1, 0, W - sw - 1, "abviz step \xC2\xB7 ", STYLE(AT_REV, 0));
	put_str(g, x, 0, W - sw - 1, t->name, STYLE(AT_REV, 0));

	/* how the rows are shared: the sentence gets what the longest one
	   needs (capped), the tree what it needs, the code and stack the
	   rest, and never less than a few rows each */
	cap = H >= 32 ? 6 : H >= 20 ? 4 : 3;
	sr = sentence_rows(sp, W - 6);
	if (sr > cap)
		sr = cap;
	avail = H - 5 - sr;
	need_b = sp->m->code->nlines > t->height + 1 ? sp->m->code->nlines :
	    t->height + 1;
	bmin = need_b < 4 ? need_b : 4;
	/* two columns between subtrees keep "▶" off the next cell; one
	   when two do not fit */
	if (sp->draw && sp->lgap != 2)
		layout_layers(sp, 2);
	if (sp->draw && sp->lwidth > W)
		layout_layers(sp, 1);
	lay = sp->draw && sp->layered && sp->lwidth <= W &&
	    sp->lrows <= avail - bmin;
	tree_need = !sp->draw ? 3 : lay ? sp->lrows : t->n;
	br = avail * 2 / 5;
	if (br < bmin)
		br = bmin;
	if (br > need_b)
		br = need_b;
	th = avail - br;
	if (th > tree_need) {
		x = th - tree_need < need_b - br ? th - tree_need : need_b - br;
		br += x;
		th -= x;
	}
	if (lay && th < sp->lrows) {
		br = avail - sp->lrows;
		th = sp->lrows;
	}

	/* the tree */
	y = 1;
	rule(g, 0, W, y, NULL);
	/* the legend, leaving room for the outline's "rows 4-15 of 26" */
	x = sp->draw && !lay && t->n > th ? rows_text(buf, sizeof(buf), t->n,
	    t->n, t->n) : 0;
	if (sp->draw) {
		snprintf(buf, sizeof(buf), " %s ", msg(M_STEP_LEGEND));
		put_str(g, 1, y, W - x - 2, buf, STYLE(AT_BOLD, 0));
	}
	if (!sp->draw) {
		char n[2][24];

		snprintf(n[0], sizeof(n[0]), "%d", t->n);
		snprintf(n[1], sizeof(n[1]), "%ld", sp->draw_max);
		MSG_FORMAT(buf, sizeof(buf), M_STEP_TOO_BIG, n[0], n[1]);
		wrap(g, 2, y + 1, W - 4, th, buf, strlen(buf), 0);
	} else if (lay) {
		/* centred, and a column left for the root's "▶" if there is
		   one to spare */
		draw_layers(sp, g, y + 1, (W - sp->lwidth + 1) / 2);
	} else {
		draw_outline(sp, g, y + 1, th);
		if (t->n > th) {
			rows_text(buf, sizeof(buf), sp->top + 1, sp->top + th,
			    t->n);
			put_str(g, W - u8_strwidth(buf) - 1, y, W, buf, 0);
		}
	}
	y += 1 + th;

	/* the conventions, and the step's sentence */
	rule(g, 0, W, y, NULL);
	log_say_conventions(&sp->tr->cfg, t, 1, conv, sizeof(conv));
	buf[0] = ' ';
	if (algo_negamax(sp->tr->cfg.algo))
		MSG_FORMAT(buf + 1, sizeof(buf) - 2, M_STEP_SIDE, conv);
	else
		snprintf(buf + 1, sizeof(buf) - 2, "%s", conv);
	strcat(buf, " ");
	put_str(g, 1, y, W - 1, buf, STYLE(AT_DIM, 0));
	y++;
	snprintf(buf, sizeof(buf), "%ld", sp->k + 1);
	put_right(g, 5, y, 5, buf, STYLE(AT_BOLD, 0));
	wrap(g, 6, y, W - 6, sr, sp->m->log + st->text, st->len,
	    STYLE(AT_BOLD, 0));
	y += sr;

	/* the pseudocode and the call stack side by side */
	sw = stack_width(sp);
	if (sw > W / 2)
		sw = W / 2;
	rule(g, 0, W, y, NULL);
	snprintf(buf, sizeof(buf), " %s ", msg(sp->m->code->title));
	put_str(g, 1, y, W - sw - 1, buf, STYLE(AT_BOLD, 0));
	put_str(g, W - sw, y, W - sw + 1, "\xE2\x94\xAC", STYLE(AT_DIM, 0));
	for (x = 1; x <= br; x++)
		put_str(g, W - sw, y + x, W - sw + 1, "\xE2\x94\x82",
		    STYLE(AT_DIM, 0));
	draw_stack(sp, g, W - sw + 1, y, br);
	draw_code(sp, g, W - sw - 1, y + 1, br);
	y += 1 + br;

	/* the keys, or what the last key could not do */
	if (sp->count >= 0) {
		char n[24];

		snprintf(n, sizeof(n), "%ld", sp->count);
		buf[0] = ' ';
		MSG_FORMAT(buf + 1, sizeof(buf) - 1, M_STEP_GOTO, n);
		put_str(g, 0, y, W, buf, STYLE(AT_BOLD, 0));
	} else if (sp->note != NULL) {
		put_str(g, 1, y, W, sp->note, STYLE(AT_BOLD, 0));
	} else {
		put_str(g, 1, y, W, msg(M_STEP_KEYS), STYLE(AT_DIM, 0));
	}
}

/* ---------------------------------------------------------------------
 * Keys
 */

/* Move to step k (0-based), clamped; note when there is nowhere to go. */
static void
go(struct stepper *sp, long k)
{
	if (k < 0) {
		k = 0;
		sp->note = msg(M_STEP_FIRST);
	} else if (k >= sp->m->n) {
		k = sp->m->n - 1;
		sp->note = msg(M_STEP_LAST);
	}
	sp->k = k;
}

/* The next (dir 1) or previous (dir -1) cutoff from the step shown. */
static void
go_cut(struct stepper *sp, int dir)
{
	long k;

	for (k = sp->k + dir; k >= 0 && k < sp->m->n; k += dir)
		if (sp->m->step[k].cut >= 0) {
			sp->k = k;
			return;
		}
	sp->note = msg(sp->s->ncut == 0 ? M_STEP_NO_CUT :
	    dir > 0 ? M_STEP_NO_CUT_AFTER : M_STEP_NO_CUT_BEFORE);
}

/* Act on one key.  Returns 1 to quit, 2 for ^C (an interrupt). */
static int
act(struct stepper *sp, int key)
{
	long count = sp->count;

	sp->note = NULL;
	if (key >= '0' && key <= '9') {
		if (count < 0)
			count = 0;
		if (count < 100000000L)
			sp->count = count * 10 + (key - '0');
		return 0;
	}
	sp->count = -1;
	switch (key) {
	case 'q':
	case 'Q':
	case 4:			/* ^D */
		return 1;
	case 3:			/* ^C: in raw mode a key, not a signal */
		return 2;
	case '\r':
	case '\n':
		go(sp, count > 0 ? count - 1 : sp->k + 1);
		break;
	case ' ':
	case 'n':
	case 'j':
	case 'l':
	case KEY_RIGHT:
	case KEY_DOWN:
		go(sp, sp->k + (count > 0 ? count : 1));
		break;
	case 'p':
	case 'b':
	case 'k':
	case 'h':
	case 127:		/* backspace */
	case 8:
	case KEY_LEFT:
	case KEY_UP:
		go(sp, sp->k - (count > 0 ? count : 1));
		break;
	case KEY_PGDN:
		go(sp, sp->k + 10);
		break;
	case KEY_PGUP:
		go(sp, sp->k - 10);
		break;
	case 'g':
	case KEY_HOME:
		go(sp, count > 0 ? count - 1 : 0);
		break;
	case 'G':
	case KEY_END:
		go(sp, count > 0 ? count - 1 : sp->m->n - 1);
		break;
	case 'c':
		go_cut(sp, 1);
		break;
	case 'C':
		go_cut(sp, -1);
		break;
	case 't':
		sp->layered = !sp->layered;
		sp->note = msg(sp->layered ? M_STEP_LAYERS : M_STEP_OUTLINE);
		break;
	case KEY_ESC:
	case 12:		/* ^L: redraw, done by the caller */
		break;
	default:
		sp->note = msg(M_STEP_KEYS_NOTE);
		break;
	}
	return 0;
}

/*
 * The interactive loop: draw, wait for a key or a signal, act.  Returns an
 * exit code: 0 on q, 128 + the signal on SIGINT, SIGTERM or SIGHUP, 4 when
 * the terminal cannot be written.  The terminal is restored on every path.
 */
static int
interact(struct stepper *sp, int colour)
{
	struct term tm;
	struct grid g;
	int w, h, key = 0, r, rc = EXIT_OK;

	memset(&g, 0, sizeof(g));
	if (term_open(&tm, colour) != 0) {
		term_close(&tm);
		return EXIT_OUTPUT;
	}
	for (;;) {
		term_size(&tm, &w, &h);
		fold(sp, sp->k);
		if (grid_size(&g, w, h) != 0) {
			tm.err = ENOMEM;
			break;
		}
		render(sp, &g);
		if (term_draw(&tm, &g) != 0)
			break;
		while ((r = term_key(&tm, &key)) == 0 && !caught && !resized)
			;
		if (caught) {
			rc = 128 + caught;
			break;
		}
		if (resized) {
			resized = 0;
			tm.full = 1;
			if (r == 0)
				continue;
		}
		if (r < 0)
			break;		/* the terminal went away */
		if (key == 26) {	/* ^Z: suspend, as the shell expects */
			term_leave(&tm);
			raise(SIGTSTP);
			if (term_enter(&tm) != 0)
				break;
			continue;
		}
		if (key == 12)
			tm.full = 1;
		if ((r = act(sp, key)) != 0) {
			rc = r == 2 ? 128 + SIGINT : EXIT_OK;
			break;
		}
	}
	if (tm.err != 0 && rc == EXIT_OK) {
		term_leave(&tm);
		fprintf(stderr, "abviz: cannot write to the terminal: %s\n",
		    strerror(tm.err));
		rc = EXIT_OUTPUT;
	}
	term_close(&tm);
	free(g.c);
	return rc;
}

/* ---------------------------------------------------------------------
 * The plain form, for pipes: every step, in order
 */

/*
 * s onto f, padded with spaces to w columns (a CJK character is two): on
 * the left when right is set, else on the right.
 */
static void
put_pad(FILE *f, const char *s, int w, int right)
{
	int pad = w - u8_strwidth(s);

	if (right)
		fprintf(f, "%*s", pad > 0 ? pad : 0, "");
	fputs(s, f);
	if (!right)
		fprintf(f, "%*s", pad > 0 ? pad : 0, "");
}

/* Message id with arguments arg[0..n) onto f, then a newline. */
static void
put_line(FILE *f, enum msg_id id, const char *const *arg, int n)
{
	msg_put(f, id, arg, n);
	fputc('\n', f);
}
#define PUT_LINE(f, id, ...) \
	put_line((f), (id), (const char *const[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	    sizeof(const char *)))

/*
 * Each step: its number, its sentence, the call stack (root first: each
 * routine's node, who moves there, alpha, beta and v) and the pseudocode
 * lines it runs.  The numbers are right-aligned in columns of 8, or as
 * wide as the model's widest number and a space; every column is counted
 * in screen columns, so the Chinese headings line up as the English ones.
 * Plain ASCII in English but for the pseudocode's own symbols, and the
 * same bytes every run.
 */
static int
print_plain(FILE *f, const struct stepper *sp)
{
	const struct tree *t = sp->t;
	const struct steps *m = sp->m;
	char name[TREE_ID_MAX], conv[LOG_CONV_MAX];
	char a[FMT_NUM_MAX], b[FMT_NUM_MAX], v[FMT_NUM_MAX];
	char n[4][24], (*line)[CODE_LINE_MAX];
	const char *stack = msg(M_STEP_P_STACK), *leaf = msg(M_STEP_P_LEAF);
	long k;
	int d, j, nw, kw, cw = steps_width(m, fmt_num) + 1;

	/* the pseudocode's lines, each made once: a million steps run the
	   same thirty lines */
	if ((line = malloc((size_t)(m->code->nlines + 1) *
	    sizeof(*line))) == NULL)
		return -1;
	line[0][0] = '\0';
	for (j = 1; j <= m->code->nlines; j++)
		code_line(m->code, j, sp->tr->cfg.cutoff, m->same, line[j],
		    sizeof(line[j]));

	if (cw < 8)
		cw = 8;
	/* the kind column: "MAX", "MIN" or the leaf's word, at least 4 */
	kw = u8_strwidth(leaf) > 4 ? u8_strwidth(leaf) : 4;
	PUT_LINE(f, M_STEP_P_TREE, t->name);
	PUT_LINE(f, M_STEP_P_SEARCH, log_say_title(&sp->tr->cfg));
	PUT_LINE(f, M_STEP_P_CONV, log_say_conventions(&sp->tr->cfg, t, 0,
	    conv, sizeof(conv)));
	PUT_LINE(f, M_STEP_P_CODE, msg(m->code->title));
	if (algo_negamax(sp->tr->cfg.algo))
		PUT_LINE(f, M_STEP_P_SIDE, "");
	snprintf(n[0], sizeof(n[0]), "%ld", m->n);
	PUT_LINE(f, M_STEP_P_STEPS, n[0]);
	for (k = 0; k < m->n; k++) {
		const struct step *st = &m->step[k];

		snprintf(n[0], sizeof(n[0]), "%ld", k + 1);
		snprintf(n[1], sizeof(n[1]), "%ld", m->n);
		snprintf(n[2], sizeof(n[2]), "%d", st->pass);
		snprintf(n[3], sizeof(n[3]), "%d", sp->s->npass);
		fputc('\n', f);
		if (sp->s->npass > 1)
			PUT_LINE(f, M_STEP_P_STEP_PASS, n[0], n[1], n[2], n[3]);
		else
			PUT_LINE(f, M_STEP_P_STEP, n[0], n[1]);
		fprintf(f, "  %.*s\n", (int)st->len, m->log + st->text);
		for (nw = 3, d = 0; d <= st->depth; d++) {
			j = u8_strwidth(tree_id(t, m->frame[st->frame +
			    (size_t)d].node, name));
			if (j > nw)
				nw = j;
		}
		/* the heads over the rows "    ID  KIND  alpha beta v" */
		fputs("  ", f);
		put_pad(f, stack, nw + kw + 4, 0);
		put_pad(f, msg(M_STEP_P_ALPHA), cw, 1);
		put_pad(f, msg(M_STEP_P_BETA), cw, 1);
		put_pad(f, "v", cw, 1);
		fputc('\n', f);
		for (d = 0; d <= st->depth; d++) {
			const struct frame *fr = &m->frame[st->frame + (size_t)d];
			int i = fr->node;

			fputs("    ", f);
			put_pad(f, tree_id(t, i, name), nw + 2, 0);
			put_pad(f, t->node[i].nkids == 0 ? leaf :
			    tree_player(t, i) == PLAYER_MAX ? "MAX" : "MIN", kw, 0);
			fprintf(f, "%*s%*s%*s\n", cw, fmt_num(fr->alpha, a), cw,
			    fmt_num(fr->beta, b), cw, fmt_num(fr->v, v));
		}
		for (j = 0; j < 3 && st->line[j] != 0; j++) {
			snprintf(n[0], sizeof(n[0]), "%2d", st->line[j]);
			fputs("  ", f);
			PUT_LINE(f, M_STEP_P_LINE, n[0], st->line[j] <=
			    m->code->nlines ? line[st->line[j]] : "");
		}
	}
	free(line);
	return 0;
}

/* ---------------------------------------------------------------------
 * The command
 */

static void
usage(FILE *f)
{
	fputs("usage: abviz step [options] TREE.json\n"
	    "Step through a search in the terminal, forward and back: the tree\n"
	    "with what is known at each step, the step's sentence from the log,\n"
	    "the call stack's windows and the pseudocode line it runs.  With\n"
	    "standard output not a terminal (or --plain), print every step as\n"
	    "plain text instead.  A TREE of - reads standard input.\n"
	    "\n", f);
	cli_search_usage(f, 1);
	cli_input_usage(f);
	fputs("      --max-diagram N  draw trees of up to N nodes (default 2000;\n"
	    "                     0: any); bigger ones step without the drawing\n"
	    "      --plain        print every step, as when piped\n"
	    "  -h, --help         show this help\n"
	    "\n"
	    "Keys: Enter, space or n next; p or b back; c next cutoff, C the\n"
	    "previous one; g first, G last; a number then g (or Enter) goes to\n"
	    "that step; t switches between layers and an outline; q quits.\n"
	    "Colour only on a terminal, never with NO_COLOR set.\n"
	    "Exit status: 0 ok, 2 usage, 3 bad input, 4 cannot use the terminal.\n",
	    f);
}

/* What the drawings need, for a tree small enough to draw.  0, or -1. */
static int
prepare_drawing(struct stepper *sp)
{
	const struct tree *t = sp->t;
	int c, n, total = 0, *buf;

	sp->order = malloc((size_t)t->n * sizeof(int));
	sp->row = malloc((size_t)t->n * sizeof(int));
	sp->lx = malloc((size_t)t->n * sizeof(int));
	sp->lc = malloc((size_t)t->n * sizeof(int));
	sp->lw = malloc((size_t)t->n * sizeof(int));
	sp->pr_at = malloc(((size_t)sp->s->ncut + 1) * sizeof(int));
	buf = malloc((size_t)t->n * sizeof(int));
	if (sp->order == NULL || sp->row == NULL || sp->lx == NULL ||
	    sp->lc == NULL || sp->lw == NULL || sp->pr_at == NULL ||
	    buf == NULL || tree_preorder(t, sp->order) != 0)
		goto fail;
	/* every cutoff's pruned nodes, one list after the other */
	for (c = 0; c < sp->s->ncut; c++) {
		int *p;

		if ((n = steps_pruned(t, sp->tr, sp->s, c, buf)) < 0)
			goto fail;
		if ((p = realloc(sp->pruned, ((size_t)total + (size_t)n + 1) *
		    sizeof(int))) == NULL)
			goto fail;
		sp->pruned = p;
		memcpy(sp->pruned + total, buf, (size_t)n * sizeof(int));
		sp->pr_at[c] = total;
		total += n;
	}
	sp->pr_at[sp->s->ncut] = total;
	for (n = 0; n < t->n; n++) {
		char name[TREE_ID_MAX];
		int i = sp->order[n], w;

		sp->row[i] = n;
		w = u8_strwidth(tree_id(t, i, name));
		if (w > LABEL_MAX_W)
			w = LABEL_MAX_W;
		if (label_of(t, i, name) != NULL)
			w += 1 + u8_strwidth(name);
		if (w > 2 * LABEL_MAX_W)
			w = 2 * LABEL_MAX_W;
		/* gutter, edges, shape, name, two spaces */
		w = 2 + 2 * t->node[i].depth + 2 + w + 2;
		if (w > sp->namew)
			sp->namew = w;
	}
	layout_layers(sp, 2);
	free(buf);
	return 0;
fail:
	free(buf);
	return -1;
}

/*
 * The columns a value takes on the screen: the widest number of the model
 * (every window, running value and returned value of every step) or leaf
 * (shown before it is searched), with a column for "≥" or "≤"; at least
 * enough for "-∞".  At most 8: longer decimals end in "…".
 */
static int
value_slot(const struct stepper *sp)
{
	char num[FMT_NUM_MAX];
	int i, w, slot = steps_width(sp->m, fmt_num_sym);

	if (slot < 2)
		slot = 2;
	for (i = 0; i < sp->t->n; i++) {
		if (sp->t->node[i].nkids > 0)
			continue;
		w = u8_strwidth(fmt_num_sym(leaf_value(sp, i), num));
		if (w > slot)
			slot = w;
	}
	return slot + 1 > 8 ? 8 : slot + 1;
}

static void
stepper_free(struct stepper *sp)
{
	free(sp->flag);
	free(sp->state);
	free(sp->cut_step);
	free(sp->pruned);
	free(sp->pr_at);
	free(sp->order);
	free(sp->row);
	free(sp->lx);
	free(sp->lc);
	free(sp->lw);
}

/* Whether colour may be used: a terminal, and NO_COLOR unset or empty
   (https://no-color.org). */
static int
want_colour(void)
{
	const char *nc = getenv("NO_COLOR");

	return nc == NULL || nc[0] == '\0';
}

/* Load, search, build the model, and step or print.  An exit code. */
static int
step_one(const struct search_opts *so, const char *path, long draw_max,
    int plain)
{
	struct stepper sp;
	struct search_cfg cfg;
	struct trace tr;
	struct tree *t;
	struct summary *s = NULL;
	struct steps *m = NULL;
	const char *term = getenv("TERM");
	char name[TREE_ID_MAX];
	int i, w, rc = EXIT_OK;

	memset(&tr, 0, sizeof(tr));
	memset(&sp, 0, sizeof(sp));
	if ((t = cli_load(so, path, &cfg)) == NULL)
		return EXIT_INPUT;
	if (ab_search(t, &cfg, &tr) != 0 ||
	    (s = trace_summarize(t, &tr)) == NULL ||
	    (m = steps_new(t, &tr, s)) == NULL)
		goto oom;
	sp.t = t;
	sp.tr = &tr;
	sp.s = s;
	sp.m = m;
	sp.count = -1;
	sp.layered = 1;
	sp.draw_max = draw_max;
	if (plain || !isatty(STDOUT_FILENO) || (term != NULL &&
	    strcmp(term, "dumb") == 0) || m->n == 0) {
		if (print_plain(stdout, &sp) != 0) {
			fputs("abviz: out of memory\n", stderr);
			rc = EXIT_INPUT;
		} else if (cli_flush_stdout() != 0) {
			rc = EXIT_OUTPUT;
		}
		goto out;
	}
	sp.draw = !emit_too_big(draw_max, t);
	sp.slot = value_slot(&sp);
	sp.flag = calloc((size_t)t->n, 1);
	sp.state = calloc((size_t)t->n, sizeof(*sp.state));
	sp.cut_step = calloc((size_t)t->n, sizeof(*sp.cut_step));
	if (sp.flag == NULL || sp.state == NULL || sp.cut_step == NULL)
		goto oom;
	if (!sp.draw) {
		/* no drawing: the fold needs the cutoffs' lists all the same */
		if ((sp.pr_at = calloc((size_t)s->ncut + 1, sizeof(int))) == NULL)
			goto oom;
	} else if (prepare_drawing(&sp) != 0) {
		goto oom;
	}
	for (i = 0; i < t->n && sp.idw < LABEL_MAX_W; i++)
		if ((w = u8_strwidth(tree_id(t, i, name))) > sp.idw)
			sp.idw = w < LABEL_MAX_W ? w : LABEL_MAX_W;
	rc = interact(&sp, want_colour());
	goto out;
oom:
	fprintf(stderr, "abviz: %s: out of memory\n", path);
	rc = EXIT_INPUT;
out:
	stepper_free(&sp);
	steps_free(m);
	trace_summary_free(s);
	trace_release(&tr);
	tree_free(t);
	return rc;
}

int
cmd_step(int argc, char **argv)
{
	enum { OPT_MAXDIAG = CLI_OWN, OPT_PLAIN };
	static const struct option longopts[] = {
		CLI_SEARCH_LONGOPTS,
		CLI_INPUT_LONGOPTS,
		{ "max-diagram", required_argument, NULL, OPT_MAXDIAG },
		{ "plain", no_argument, NULL, OPT_PLAIN },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct search_opts so;
	long draw_max = EMIT_DIAGRAM_MAX;
	int ch, rc = EXIT_OK, plain = 0;

	cli_search_init(&so);
	while ((ch = cli_getopt(argc, argv, "a:h", longopts, &so, &rc)) != -1) {
		switch (ch) {
		case CLI_STOP:
			return rc;
		case OPT_MAXDIAG:
			if (cli_count("--max-diagram", optarg, "a node count, or "
			    "0 for no limit", &draw_max) != 0)
				return EXIT_USAGE;
			break;
		case OPT_PLAIN:
			plain = 1;
			break;
		case 'h':
			usage(stdout);
			return EXIT_OK;
		default:
			fputs("Try 'abviz step --help'.\n", stderr);
			return EXIT_USAGE;
		}
	}
	if (cli_search_done(&so) != 0)
		return EXIT_USAGE;
	if (optind != argc - 1) {
		fputs(optind == argc ? "abviz: step: no tree given\n" :
		    "abviz: step takes one tree\n", stderr);
		fputs("usage: abviz step [options] TREE.json\n", stderr);
		return EXIT_USAGE;
	}
	return step_one(&so, argv[optind], draw_max, plain);
}
