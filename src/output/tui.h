/*
 * tui.h: the terminal, as the steppers draw on it.  A grid of screen cells
 * is drawn into (UTF-8 text by columns: a CJK character takes two, so
 * every pad, cut and centring counts columns, not bytes), then sent to the
 * terminal, only the rows that changed.  The terminal itself: raw mode,
 * the alternate screen, keys (arrows and the rest decoded from their
 * escape sequences), signals and resizes.  The view (view.h) says what a
 * step looks like; the command's loop reads keys and draws.
 */
#ifndef ABVIZ_TUI_H
#define ABVIZ_TUI_H

#include <signal.h>
#include <stddef.h>
#include <termios.h>

/* Attributes carry meaning without colour; colour only adds to them. */
enum { TUI_BOLD = 1, TUI_DIM = 2, TUI_UL = 4, TUI_REV = 8 };
enum {
	TUI_PLAIN, TUI_RED, TUI_GREEN, TUI_YELLOW, TUI_BLUE, TUI_MAGENTA,
	TUI_CYAN
};
/* A cell's style: attributes in the low 4 bits, the colour above. */
#define TUI_STYLE(at, co) ((unsigned char)((at) | (co) << 4))

struct tui_cell {
	char ch[7];		/* UTF-8: one character and its combining marks */
	unsigned char len;	/* bytes in ch; 0: right half of a wide one */
	unsigned char style;	/* TUI_STYLE */
};

/* The screen as cells.  Zeroed, it is empty; tui_grid_size sizes it; the
   caller frees it with tui_grid_free. */
struct tui_grid {
	int w, h;
	struct tui_cell *c;	/* row after row */
};

/* Cut s (room for 3 more bytes) to w columns, ending in "…" if cut. */
void tui_clip(char *s, int w);

/* Blank every cell. */
void tui_grid_clear(struct tui_grid *g);
/* Resize g to w x h, cleared.  0, or -1 when out of memory. */
int tui_grid_size(struct tui_grid *g, int w, int h);
void tui_grid_free(struct tui_grid *g);

/*
 * Write the n bytes at s on row y from column x, clipped to columns before
 * xmax; text that does not fit ends in "…".  Control characters show as
 * "?".  Returns the column after the text.
 */
int tui_put(struct tui_grid *g, int x, int y, int xmax, const char *s,
    size_t n, unsigned char style);
/* The same for a NUL-terminated string. */
int tui_puts(struct tui_grid *g, int x, int y, int xmax, const char *s,
    unsigned char style);
/* Right-align s in the w columns ending before column xend. */
void tui_put_right(struct tui_grid *g, int xend, int y, int w, const char *s,
    unsigned char style);
/* Repeat the one-column character ch over columns [x0, x1) of row y. */
void tui_fill(struct tui_grid *g, int x0, int x1, int y, const char *ch,
    unsigned char style);
/* Set the style of columns [x0, x1) of row y, keeping the text. */
void tui_restyle(struct tui_grid *g, int x0, int x1, int y,
    unsigned char style);
/*
 * Word-wrap the n bytes at s into rows of w columns (a longer word is
 * broken).  With g, draws them from (x, y) with style, at most maxrows
 * rows, the last ending in "…" when the text goes on; g may be NULL to
 * measure only.  Returns the rows the whole text needs.
 */
int tui_wrap(struct tui_grid *g, int x, int y, int w, int maxrows,
    const char *s, size_t n, unsigned char style);

/* The terminal, from tui_open to tui_close. */
struct tui {
	int in;			/* keys come from here: /dev/tty */
	int own_in;		/* 1: in was opened here, to close */
	int out;		/* the screen: standard output */
	struct termios saved;	/* the modes to give back */
	int raw;		/* 1: raw mode and the alternate screen are on */
	int colour;		/* 1: colours may be sent */
	struct tui_grid shown;	/* what the terminal shows, to send only changes */
	int full;		/* 1: send every row next time */
	char *buf;		/* output not yet written */
	size_t len, cap;
	struct sigaction old[4];	/* the signal actions we replaced */
	int err;		/* errno of a failed write, else 0 */
	unsigned char in_buf[64];	/* bytes read, not yet keys */
	size_t have;
};

/* Keys beyond bytes. */
enum {
	TUI_KEY_UP = 256, TUI_KEY_DOWN, TUI_KEY_LEFT, TUI_KEY_RIGHT,
	TUI_KEY_HOME, TUI_KEY_END, TUI_KEY_PGUP, TUI_KEY_PGDN, TUI_KEY_ESC
};

/*
 * Open the terminal: keys from /dev/tty (standard input may be the tree,
 * "abviz step -"), the screen on standard output.  Installs the signal
 * handlers (SIGWINCH, SIGINT, SIGTERM, SIGHUP: each only leaves a note,
 * so the caller's loop restores the terminal itself) and enters raw mode
 * and the alternate screen.  0, or -1 with a message printed; tui_close
 * either way.
 */
int tui_open(struct tui *tm, int colour);
/* Undo tui_open, whatever part of it happened, and free what it holds. */
void tui_close(struct tui *tm);

/* Enter raw mode and the alternate screen again (after tui_leave): 0, or
   -1 with errno. */
int tui_enter(struct tui *tm);
/* Give the terminal back as it was: screen, cursor, wrap, modes. */
void tui_leave(struct tui *tm);
/* ^Z: leave, stop as the shell expects, and enter again.  0, or -1. */
int tui_suspend(struct tui *tm);

/* The terminal's size in columns and rows; 80 x 24 when it will not say. */
void tui_size(struct tui *tm, int *w, int *h);

/* Send g to the terminal: the rows that differ from what it shows.  0, or
   -1 with tm->err set. */
int tui_draw(struct tui *tm, const struct tui_grid *g);
/* Send every row next time (^L). */
void tui_refresh(struct tui *tm);

/* What tui_wait waited for. */
enum { TUI_GONE = -1, TUI_RESIZED = 0, TUI_GOT_KEY = 1, TUI_SIGNALLED = 2 };

/*
 * Wait for a key, a resize or a signal.  TUI_GOT_KEY with *key (a byte, a
 * TUI_KEY_*, or 0 for a key abviz does not use); TUI_RESIZED when the
 * screen changed size (every row is sent next time); TUI_SIGNALLED on
 * SIGINT, SIGTERM or SIGHUP (tui_signal says which); TUI_GONE at the end
 * of input or on an error.
 */
int tui_wait(struct tui *tm, int *key);
/* The signal that ended the wait, or 0. */
int tui_signal(void);

#endif
