/*
 * The floor of `make bench`: the least work a Markdown-to-HTML site generator must do, done
 * single-threaded with libcmark. For each .md file below CONTENT it reads the file, parses it and
 * renders it to HTML, and writes OUTPUT/<same path>.html. With --parse-only it reads and parses
 * but writes nothing (the floor of `lifedoc check`). lifedoc's figures are reported as ratios to these.
 *
 *   floor [--parse-only] CONTENT OUTPUT
 */
#define _XOPEN_SOURCE 700
#include <cmark.h>
#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int parse_only = 0;
static size_t content_length = 0;
static const char *output = NULL;
static long pages = 0;

/* Creates every folder of `path` up to its last slash. */
static int make_parents(char *path) {
    for (char *slash = strchr(path + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
        *slash = '\0';
        int failed = mkdir(path, 0755) != 0 && errno != EEXIST;
        *slash = '/';
        if (failed) return -1;
    }
    return 0;
}

static int visit(const char *path, const struct stat *info, int type, struct FTW *ftw) {
    (void)ftw;
    size_t length = strlen(path);
    if (type != FTW_F || length < 3 || strcmp(path + length - 3, ".md") != 0) return 0;
    FILE *in = fopen(path, "rb");
    if (!in) { perror(path); return 1; }
    char *text = malloc((size_t)info->st_size + 1);
    size_t read = fread(text, 1, (size_t)info->st_size, in);
    fclose(in);
    cmark_node *document = cmark_parse_document(text, read, CMARK_OPT_DEFAULT);
    free(text);
    pages++;
    if (!parse_only) {
        char *html = cmark_render_html(document, CMARK_OPT_DEFAULT);
        char target[4096];
        snprintf(target, sizeof target, "%s/%.*s.html", output, (int)(length - content_length - 4), path + content_length + 1);
        if (make_parents(target) != 0) { perror(target); return 1; }
        FILE *out = fopen(target, "wb");
        if (!out) { perror(target); return 1; }
        fwrite(html, 1, strlen(html), out);
        fclose(out);
        free(html);
    }
    cmark_node_free(document);
    return 0;
}

int main(int argc, char **argv) {
    int first = 1;
    if (argc > 1 && strcmp(argv[1], "--parse-only") == 0) { parse_only = 1; first = 2; }
    if (argc - first != 2) {
        fprintf(stderr, "usage: floor [--parse-only] CONTENT OUTPUT\n");
        return 2;
    }
    const char *content = argv[first];
    content_length = strlen(content);
    output = argv[first + 1];
    if (nftw(content, visit, 32, FTW_PHYS) != 0) return 1;
    fprintf(stderr, "%ld pages\n", pages);
    return 0;
}
