/*
 * render.c: run Graphviz's dot on a DOT text (see render.h).  The text goes
 * in through an anonymous temporary file, so a large picture cannot fill a
 * pipe both ways at once; the picture comes back through a pipe.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "msg.h"
#include "render.h"

/*
 * Cairo stamps a PDF with the time it was made ("/CreationDate (D:2026...)");
 * the same tree must give the same bytes, so every digit of such a date
 * becomes the epoch's, in place (the file's offsets stay right).
 */
static void
fix_pdf_dates(char *p, size_t len)
{
	static const char *const keys[] = { "/CreationDate (D:", "/ModDate (D:" };
	static const char epoch[] = "19700101000000";
	size_t i, k;

	for (k = 0; k < 2; k++) {
		size_t kl = strlen(keys[k]);

		for (i = 0; i + kl < len; i++) {
			size_t d;

			if (memcmp(p + i, keys[k], kl) != 0)
				continue;
			for (d = 0; i + kl + d < len && p[i + kl + d] >= '0' &&
			    p[i + kl + d] <= '9'; d++)
				p[i + kl + d] = d < sizeof(epoch) - 1 ? epoch[d] : '0';
		}
	}
}

/* The first line dot wrote on its standard error, into err. */
static void
first_line(FILE *f, const char *what, char *err, size_t errlen)
{
	char line[512] = "";

	rewind(f);
	if (fgets(line, sizeof(line), f) != NULL)
		line[strcspn(line, "\n")] = '\0';
	snprintf(err, errlen, "%s%s%s", what, line[0] ? ": " : "", line);
}

int
render_dot(const char *dot, size_t len, const char *format, FILE *out,
    char *err, size_t errlen)
{
	char flag[32], buf[65536], *pdf = NULL;
	FILE *in = tmpfile(), *msg = tmpfile(), *to = out;
	int fd[2] = { -1, -1 }, status, rc = -1, copied = 1, why = 0;
	size_t pdflen = 0;
	ssize_t n;
	pid_t pid;

	/* a PDF is held whole, to take its date out before it is written */
	if (strcmp(format, "pdf") == 0 &&
	    (to = open_memstream(&pdf, &pdflen)) == NULL) {
		msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
		goto out;
	}
	snprintf(flag, sizeof(flag), "-T%s", format);
	if (in == NULL || msg == NULL || fwrite(dot, 1, len, in) != len ||
	    fflush(in) != 0 || pipe(fd) != 0) {
		MSG_FORMAT(err, errlen, M_ERR_CANNOT_RUN_DOT,
		    msg_strerror(errno));
		goto out;
	}
	rewind(in);
	if ((pid = fork()) < 0) {
		MSG_FORMAT(err, errlen, M_ERR_CANNOT_RUN_DOT,
		    msg_strerror(errno));
		goto out;
	}
	if (pid == 0) {
		dup2(fileno(in), 0);
		dup2(fd[1], 1);
		dup2(fileno(msg), 2);
		close(fd[0]);
		close(fd[1]);
		execlp("dot", "dot", flag, (char *)NULL);
		_exit(127);	/* no dot on PATH */
	}
	close(fd[1]);
	fd[1] = -1;
	while ((n = read(fd[0], buf, sizeof(buf))) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 || fwrite(buf, 1, (size_t)n, to) != (size_t)n) {
			why = errno;
			copied = 0;
			break;
		}
	}
	close(fd[0]);
	fd[0] = -1;
	if (!copied)
		kill(pid, SIGTERM);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	/* a picture that could not be written killed dot: that is why */
	if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
		msg_format(err, errlen, M_ERR_CANNOT_RUN_GRAPHVIZ_DOT, NULL,
		    0);
	else if (!copied)
		MSG_FORMAT(err, errlen, M_ERR_CANNOT_WRITE_PICTURE,
		    msg_strerror(why ? why : EIO));
	else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		first_line(msg, "Graphviz's dot failed", err, errlen);
	else
		rc = 0;
	if (to != out) {
		if (fclose(to) != 0 && rc == 0) {
			msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
			rc = -1;
		}
		to = out;
		if (rc == 0) {
			fix_pdf_dates(pdf, pdflen);
			if (fwrite(pdf, 1, pdflen, out) != pdflen) {
				MSG_FORMAT(err, errlen,
				    M_ERR_CANNOT_WRITE_PICTURE,
				    msg_strerror(errno ? errno : EIO));
				rc = -1;
			}
		}
	}
out:
	if (to != out && to != NULL)
		fclose(to);
	free(pdf);
	if (fd[0] >= 0)
		close(fd[0]);
	if (fd[1] >= 0)
		close(fd[1]);
	if (in != NULL)
		fclose(in);
	if (msg != NULL)
		fclose(msg);
	return rc;
}
