/*
 * tui.c: the terminal for the steppers (see tui.h): text on a grid of
 * screen cells (UTF-8 widths, clipping, wrapping), then the terminal
 * itself (raw mode, signals, size, drawing only what changed, keys).
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include "msg.h"
#include "tui.h"
#include "u8.h"

/* Cut s (room for 3 more bytes) to w columns, ending in "…" if cut. */
void
tui_clip(char *s, int w)
{
	if (u8_strwidth(s) <= w)
		return;
	memcpy(s + u8_fit(s, w - 1), "\xE2\x80\xA6", 4);	/* "…" and its NUL */
}

/* ---------------------------------------------------------------------
 * The grid: the screen as cells, drawn into and then sent to the terminal
 */

void
tui_grid_clear(struct tui_grid *g)
{
	int i;

	for (i = 0; i < g->w * g->h; i++) {
		g->c[i].ch[0] = ' ';
		g->c[i].len = 1;
		g->c[i].style = 0;
	}
}

/* Resize g to w x h, cleared.  0, or -1 when out of memory. */
int
tui_grid_size(struct tui_grid *g, int w, int h)
{
	struct tui_cell *c;

	if (g->w == w && g->h == h && g->c != NULL) {
		tui_grid_clear(g);
		return 0;
	}
	if ((c = malloc((size_t)w * (size_t)h * sizeof(*c))) == NULL)
		return -1;
	free(g->c);
	g->c = c;
	g->w = w;
	g->h = h;
	tui_grid_clear(g);
	return 0;
}

/* Make cell x of row r stand alone: a wide character over it goes. */
void
tui_grid_free(struct tui_grid *g)
{
	free(g->c);
	g->c = NULL;
	g->w = g->h = 0;
}

static void
unwide(struct tui_grid *g, struct tui_cell *r, int x)
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
int
tui_put(struct tui_grid *g, int x, int y, int xmax, const char *s, size_t n,
    unsigned char style)
{
	struct tui_cell *r;
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

int
tui_puts(struct tui_grid *g, int x, int y, int xmax, const char *s,
    unsigned char style)
{
	return tui_put(g, x, y, xmax, s, strlen(s), style);
}

/* Right-align s in the w columns ending before column xend. */
void
tui_put_right(struct tui_grid *g, int xend, int y, int w, const char *s,
    unsigned char style)
{
	int sw = u8_strwidth(s);

	tui_puts(g, sw < w ? xend - sw : xend - w, y, xend, s, style);
}

/* Repeat the one-column character ch over columns [x0, x1) of row y. */
void
tui_fill(struct tui_grid *g, int x0, int x1, int y, const char *ch,
    unsigned char style)
{
	for (; x0 < x1; x0++)
		tui_puts(g, x0, y, x0 + 1, ch, style);
}

/* Set the style of columns [x0, x1) of row y, keeping the text. */
void
tui_restyle(struct tui_grid *g, int x0, int x1, int y, unsigned char style)
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
int
tui_wrap(struct tui_grid *g, int x, int y, int w, int maxrows, const char *s,
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
			tui_put(g, x, y + rows, x + w, s + i, rows == maxrows - 1 &&
			    end < n ? n - i : end - i, style);
		rows++;
		i = end;
	}
	return rows;
}

/* ---------------------------------------------------------------------
 * The terminal
 */

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
queue(struct tui *tm, const char *s, size_t n)
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
queues(struct tui *tm, const char *s)
{
	queue(tm, s, strlen(s));
}

/* Write what is buffered.  0, or -1 with tm->err set. */
static int
flush(struct tui *tm)
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
void
tui_size(struct tui *tm, int *w, int *h)
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
int
tui_enter(struct tui *tm)
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
	queues(tm, "\033[?1049h\033[?25l\033[?7l\033[H\033[2J");
	return flush(tm);
}

/* Give the terminal back as it was: screen, cursor, wrap, modes. */
void
tui_leave(struct tui *tm)
{
	if (!tm->raw)
		return;
	tm->err = 0;
	queues(tm, "\033[0m\033[?7h\033[?25h\033[?1049l");
	flush(tm);
	tcsetattr(tm->in, TCSADRAIN, &tm->saved);
	tm->raw = 0;
}

/*
 * Open the terminal: keys from /dev/tty (standard input may be the tree,
 * "abviz step -"), the screen on standard output.  Installs the signal
 * handlers and enters raw mode.  0, or -1 with a message printed.
 */
int
tui_open(struct tui *tm, int colour)
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
		MSG_ERROR(M_ERR_CANNOT_OPEN_DEV_TTY, msg_strerror(errno));
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
	if (tui_enter(tm) != 0)
		goto fail;
	return 0;
fail:
	MSG_ERROR(M_ERR_CANNOT_SET_UP_TERMINAL,
	    msg_strerror(tm->err ? tm->err : errno));
	return -1;
}

/* Undo term_open, whatever part of it happened. */
void
tui_close(struct tui *tm)
{
	int i;

	tui_leave(tm);
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
	tui_grid_free(&tm->shown);
}

/* The escape sequence that sets style st. */
static void
sgr(struct tui *tm, unsigned char st)
{
	char b[24];
	size_t n;

	memcpy(b, "\033[0", 3);
	n = 3;
	if (st & TUI_BOLD)
		memcpy(b + n, ";1", 2), n += 2;
	if (st & TUI_DIM)
		memcpy(b + n, ";2", 2), n += 2;
	if (st & TUI_UL)
		memcpy(b + n, ";4", 2), n += 2;
	if (st & TUI_REV)
		memcpy(b + n, ";7", 2), n += 2;
	if ((st >> 4) != TUI_PLAIN && tm->colour) {
		b[n++] = ';';
		b[n++] = '3';
		b[n++] = (char)('0' + (st >> 4));
	}
	b[n++] = 'm';
	queue(tm, b, n);
}

/* Whether row y of a and b look the same (only a cell's len bytes of ch
   are ever written, so the cells are not compared whole). */
static int
same_row(const struct tui_grid *a, const struct tui_grid *b, int y)
{
	const struct tui_cell *p = &a->c[y * a->w], *q = &b->c[y * b->w];
	int x;

	for (x = 0; x < a->w; x++)
		if (p[x].len != q[x].len || p[x].style != q[x].style ||
		    memcmp(p[x].ch, q[x].ch, p[x].len) != 0)
			return 0;
	return 1;
}

/* Send g to the terminal: the rows that differ from what it shows. */
int
tui_draw(struct tui *tm, const struct tui_grid *g)
{
	char pos[24];
	int x, y, cur;

	if (tm->shown.w != g->w || tm->shown.h != g->h) {
		if (tui_grid_size(&tm->shown, g->w, g->h) != 0)
			return -1;
		tm->full = 1;
	}
	for (y = 0; y < g->h; y++) {
		const struct tui_cell *r = &g->c[y * g->w];

		if (!tm->full && same_row(g, &tm->shown, y))
			continue;
		snprintf(pos, sizeof(pos), "\033[%d;1H", y + 1);
		queues(tm, pos);
		cur = -1;
		for (x = 0; x < g->w; x++) {
			if (r[x].len == 0)
				continue;
			if (r[x].style != cur)
				sgr(tm, r[x].style);
			cur = r[x].style;
			queue(tm, r[x].ch, r[x].len);
		}
		queues(tm, "\033[0m");
	}
	memcpy(tm->shown.c, g->c, (size_t)g->w * (size_t)g->h * sizeof(*g->c));
	tm->full = 0;
	return flush(tm);
}

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
		return TUI_KEY_UP;
	case 'B':
		return TUI_KEY_DOWN;
	case 'C':
		return TUI_KEY_RIGHT;
	case 'D':
		return TUI_KEY_LEFT;
	case 'H':
		return TUI_KEY_HOME;
	case 'F':
		return TUI_KEY_END;
	case '~':
		return num == 1 || num == 7 ? TUI_KEY_HOME : num == 4 || num == 8 ?
		    TUI_KEY_END : num == 5 ? TUI_KEY_PGUP : num == 6 ? TUI_KEY_PGDN : 0;
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
read_key(struct tui *tm, int *key)
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
		*key = TUI_KEY_ESC;
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

int
tui_wait(struct tui *tm, int *key)
{
	int r;

	while ((r = read_key(tm, key)) == 0 && !caught && !resized)
		;
	if (caught)
		return TUI_SIGNALLED;
	if (resized) {
		resized = 0;
		tm->full = 1;
		if (r == 0)
			return TUI_RESIZED;
	}
	return r < 0 ? TUI_GONE : TUI_GOT_KEY;
}

int
tui_signal(void)
{
	return caught;
}

int
tui_suspend(struct tui *tm)
{
	tui_leave(tm);
	raise(SIGTSTP);
	return tui_enter(tm);
}

void
tui_refresh(struct tui *tm)
{
	tm->full = 1;
}
