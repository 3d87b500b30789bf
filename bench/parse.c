/*
 * parse.c: the floor for any cJSON-based loader: read the file, parse it
 * with cJSON, free it.  Nothing else.
 */
#include <stdio.h>
#include <stdlib.h>

#include <cjson/cJSON.h>

int
main(int argc, char **argv)
{
	FILE *f;
	char *buf;
	long len;
	cJSON *doc;

	if (argc != 2 || (f = fopen(argv[1], "rb")) == NULL)
		return 2;
	if (fseek(f, 0, SEEK_END) != 0 || (len = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET) != 0 || (buf = malloc((size_t)len + 1)) == NULL) {
		fclose(f);
		return 2;
	}
	if (fread(buf, 1, (size_t)len, f) != (size_t)len) {
		free(buf);
		fclose(f);
		return 2;
	}
	buf[len] = '\0';
	fclose(f);
	doc = cJSON_ParseWithLength(buf, (size_t)len);
	if (doc == NULL)
		return 3;
	cJSON_Delete(doc);
	free(buf);
	return 0;
}
