// `trellis-fuzz TARGET [libFuzzer options and corpus folders]`: libFuzzer on one target.
//
// `main` is libFuzzer's own (`-sanitize=fuzzer` links it whole); these are its hooks. The
// target's name is taken off the arguments before libFuzzer reads its options.
#include <stdio.h>
#include <stdlib.h>
#include "trellis_fuzz.h"

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    if (*argc < 2 || !trellis_fuzz_select((*argv)[1])) {
        fprintf(stderr, "usage: trellis-fuzz xml|compile|expression|manifest|ir|layout|constraint|configuration|strings|variants|lsp [libFuzzer arguments]\n");
        exit(2);
    }
    (*argv)[1] = (*argv)[0];
    *argc -= 1;
    *argv += 1;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    return trellis_fuzz_one_input(data, size);
}
