/*
 * cmd/step.c: abviz step, the terminal stepper.  It builds the per-step
 * model (steps.h) of a search and shows it one step at a time (view.h on
 * the terminal of tui.h); keys move forward and back.  With standard
 * output not a terminal it prints every step as plain text instead, so it
 * can be piped, diffed and graded.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ab.h"
#include "cli.h"
#include "cmd.h"
#include "emit.h"
#include "msg.h"
#include "opt.h"
#include "steps.h"
#include "tui.h"
#include "view.h"

/* The stepper: the model, and what the keys have chosen of it. */
struct stepper {
	const struct steps *m;
	const struct summary *s;
	struct view_ui ui;
};

/* Move to step k (0-based), clamped; note when there is nowhere to go. */
static void
go(struct stepper *sp, long k)
{
	if (k < 0) {
		k = 0;
		sp->ui.note = msg(M_STEP_FIRST);
	} else if (k >= sp->m->n) {
		k = sp->m->n - 1;
		sp->ui.note = msg(M_STEP_LAST);
	}
	sp->ui.k = k;
}

/* The next (dir 1) or previous (dir -1) cutoff from the step shown. */
static void
go_cut(struct stepper *sp, int dir)
{
	long k;

	for (k = sp->ui.k + dir; k >= 0 && k < sp->m->n; k += dir)
		if (sp->m->step[k].cut >= 0) {
			sp->ui.k = k;
			return;
		}
	sp->ui.note = msg(sp->s->ncut == 0 ? M_STEP_NO_CUT :
	    dir > 0 ? M_STEP_NO_CUT_AFTER : M_STEP_NO_CUT_BEFORE);
}

/* Act on one key.  Returns 1 to quit, 2 for ^C (an interrupt). */
static int
act(struct stepper *sp, int key)
{
	long count = sp->ui.count;

	sp->ui.note = NULL;
	if (key >= '0' && key <= '9') {
		if (count < 0)
			count = 0;
		if (count < 100000000L)
			sp->ui.count = count * 10 + (key - '0');
		return 0;
	}
	sp->ui.count = -1;
	switch (key) {
	case 'q':
	case 'Q':
	case 4:			/* ^D */
		return 1;
	case 3:			/* ^C: in raw mode a key, not a signal */
		return 2;
	case '\r':
	case '\n':
		go(sp, count > 0 ? count - 1 : sp->ui.k + 1);
		break;
	case ' ':
	case 'n':
	case 'j':
	case 'l':
	case TUI_KEY_RIGHT:
	case TUI_KEY_DOWN:
		go(sp, sp->ui.k + (count > 0 ? count : 1));
		break;
	case 'p':
	case 'b':
	case 'k':
	case 'h':
	case 127:		/* backspace */
	case 8:
	case TUI_KEY_LEFT:
	case TUI_KEY_UP:
		go(sp, sp->ui.k - (count > 0 ? count : 1));
		break;
	case TUI_KEY_PGDN:
		go(sp, sp->ui.k + 10);
		break;
	case TUI_KEY_PGUP:
		go(sp, sp->ui.k - 10);
		break;
	case 'g':
	case TUI_KEY_HOME:
		go(sp, count > 0 ? count - 1 : 0);
		break;
	case 'G':
	case TUI_KEY_END:
		go(sp, count > 0 ? count - 1 : sp->m->n - 1);
		break;
	case 'c':
		go_cut(sp, 1);
		break;
	case 'C':
		go_cut(sp, -1);
		break;
	case 't':
		sp->ui.layered = !sp->ui.layered;
		sp->ui.note = msg(sp->ui.layered ? M_STEP_LAYERS : M_STEP_OUTLINE);
		break;
	case TUI_KEY_ESC:
	case 12:		/* ^L: redraw, done by the caller */
		break;
	default:
		sp->ui.note = msg(M_STEP_KEYS_NOTE);
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
interact(struct stepper *sp, struct view *vw, int colour)
{
	struct tui tm;
	struct tui_grid g;
	int w, h, key = 0, r, rc = EXIT_OK;

	memset(&g, 0, sizeof(g));
	if (tui_open(&tm, colour) != 0) {
		tui_close(&tm);
		return EXIT_OUTPUT;
	}
	for (;;) {
		tui_size(&tm, &w, &h);
		if (tui_grid_size(&g, w, h) != 0) {
			tm.err = ENOMEM;
			break;
		}
		view_draw(vw, &sp->ui, &g);
		if (tui_draw(&tm, &g) != 0)
			break;
		if ((r = tui_wait(&tm, &key)) == TUI_SIGNALLED) {
			rc = 128 + tui_signal();
			break;
		}
		if (r == TUI_RESIZED)
			continue;
		if (r == TUI_GONE)
			break;		/* the terminal went away */
		if (key == 26) {	/* ^Z: suspend, as the shell expects */
			if (tui_suspend(&tm) != 0)
				break;
			continue;
		}
		if (key == 12)		/* ^L */
			tui_refresh(&tm);
		if ((r = act(sp, key)) != 0) {
			rc = r == 2 ? 128 + SIGINT : EXIT_OK;
			break;
		}
	}
	if (tm.err != 0 && rc == EXIT_OK) {
		tui_leave(&tm);
		MSG_ERROR(M_ERR_CANNOT_WRITE_TERMINAL, msg_strerror(tm.err));
		rc = EXIT_OUTPUT;
	}
	tui_close(&tm);
	tui_grid_free(&g);
	return rc;
}

/* Whether colour may be used: a terminal, and NO_COLOR unset or empty
   (https://no-color.org). */
static int
want_colour(void)
{
	const char *nc = getenv("NO_COLOR");

	return nc == NULL || nc[0] == '\0';
}

/* Whether to print every step rather than step through them: asked, or
   standard output is no terminal (or a dumb one), or there is no step. */
static int
plain_wanted(int plain, const struct steps *m)
{
	const char *term = getenv("TERM");

	return plain || !isatty(STDOUT_FILENO) || (term != NULL &&
	    strcmp(term, "dumb") == 0) || m->n == 0;
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
	struct view *vw = NULL;
	int rc = EXIT_OK;

	memset(&tr, 0, sizeof(tr));
	if ((t = cli_load(so, path, &cfg)) == NULL)
		return EXIT_INPUT;
	if (t->nchance > 0) {
		MSG_ERROR(M_ERR_CHANCE_STEP, path);
		tree_free(t);
		return EXIT_INPUT;
	}
	if (ab_search(t, &cfg, &tr) != 0 ||
	    (s = trace_summarize(t, &tr)) == NULL ||
	    (m = steps_new(t, &tr, s)) == NULL)
		goto oom;
	if (plain_wanted(plain, m)) {
		if (view_plain(stdout, t, &tr, s, m) != 0) {
			msg_error(M_ERR_OUT_OF_MEMORY, NULL, 0);
			rc = EXIT_INPUT;
		} else if (cli_flush_stdout() != 0) {
			rc = EXIT_OUTPUT;
		}
		goto out;
	}
	if ((vw = view_new(t, &tr, s, m, draw_max)) == NULL)
		goto oom;
	memset(&sp, 0, sizeof(sp));
	sp.m = m;
	sp.s = s;
	sp.ui.count = -1;
	sp.ui.layered = 1;
	rc = interact(&sp, vw, want_colour());
	goto out;
oom:
	MSG_ERROR(M_ERR_FILE_OUT_OF_MEMORY, path);
	rc = EXIT_INPUT;
out:
	view_free(vw);
	steps_free(m);
	trace_summary_free(s);
	trace_release(&tr);
	tree_free(t);
	return rc;
}

int
cmd_step(int argc, char **argv)
{
	const struct cmd_entry *c = cmd_get(CMD_STEP);
	struct search_opts so;
	long draw_max = EMIT_DIAGRAM_MAX;
	int ch, rc = EXIT_OK, plain = 0;

	searchopt_init(&so);
	while ((ch = cli_getopt(argc, argv, c, &so, &rc)) != -1) {
		switch (ch) {
		case CLI_STOP:
			return rc;
		case OPT_MAX_DIAGRAM:
			if (arg_count("--max-diagram", optarg,
			    msg(M_ARG_NODE_LIMIT), &draw_max) != 0)
				return EXIT_USAGE;
			break;
		case OPT_PLAIN:
			plain = 1;
			break;
		}
	}
	if (searchopt_done(&so) != 0)
		return EXIT_USAGE;
	if (optind != argc - 1) {
		msg_error(optind == argc ? M_ERR_STEP_NO_TREE :
		    M_ERR_STEP_ONE_TREE, NULL, 0);
		cmd_usage(stderr, c);
		cmd_try(stderr, c);
		return EXIT_USAGE;
	}
	return step_one(&so, argv[optind], draw_max, plain);
}
