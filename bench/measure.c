/*
 * measure.c: run a command, print its wall time in seconds and its peak
 * resident memory in KiB ("SECONDS KIB"), standard output sent to OUT.
 *   measure OUT CMD [ARGS...]
 */
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	struct timespec t0, t1;
	struct rusage ru;
	int status, fd;
	pid_t pid;

	if (argc < 3)
		return 2;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if ((pid = fork()) < 0)
		return 2;
	if (pid == 0) {
		if ((fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644)) < 0 ||
		    dup2(fd, 1) < 0)
			_exit(127);
		execvp(argv[2], argv + 2);
		_exit(127);
	}
	if (wait4(pid, &status, 0, &ru) != pid)
		return 2;
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("%.4f %ld\n", (double)(t1.tv_sec - t0.tv_sec) +
	    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9, ru.ru_maxrss);
	return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}
