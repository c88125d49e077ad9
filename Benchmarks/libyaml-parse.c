/* The floor for the scale benchmark: libyaml alone parsing the same files, event by event, as
 * insetlab's reader does before it builds nodes. Reads file paths from stdin, one per line;
 * or the paths given as arguments; prints the number of files and events. Exits 1 if a file
 * cannot be read or parsed.
 *
 *   cc -O2 Benchmarks/libyaml-parse.c $(pkg-config --cflags --libs yaml-0.1) -o libyaml-parse
 *   find corpus -name '*.yaml' | sort | ./libyaml-parse
 *   ./libyaml-parse scenes/examples/feed.yaml       # one file: the start-up floor
 */
#include <stdio.h>
#include <string.h>
#include <yaml.h>

int main(int argc, char **argv) {
    char path[4096];
    long files = 0, events = 0;
    int next = 1;
    for (;;) {
        if (argc > 1) {
            if (next >= argc) break;
            snprintf(path, sizeof path, "%s", argv[next++]);
        } else {
            if (!fgets(path, sizeof path, stdin)) break;
            path[strcspn(path, "\n")] = '\0';
        }
        if (path[0] == '\0') continue;
        FILE *file = fopen(path, "rb");
        if (!file) { fprintf(stderr, "%s: cannot open\n", path); return 1; }
        yaml_parser_t parser;
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_file(&parser, file);
        int done = 0;
        while (!done) {
            yaml_event_t event;
            if (!yaml_parser_parse(&parser, &event)) {
                fprintf(stderr, "%s:%zu:%zu: %s\n", path, parser.problem_mark.line + 1,
                        parser.problem_mark.column + 1, parser.problem ? parser.problem : "parse error");
                return 1;
            }
            done = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
            events++;
        }
        yaml_parser_delete(&parser);
        fclose(file);
        files++;
    }
    printf("%ld files, %ld events\n", files, events);
    return 0;
}
