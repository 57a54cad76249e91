#ifndef TRELLIS_FUZZ_H
#define TRELLIS_FUZZ_H

#include <stddef.h>
#include <stdint.h>

/// Runs one input through the selected target (defined in Swift, TrellisFuzzTargets).
int trellis_fuzz_one_input(const uint8_t *data, size_t size);

/// Selects the target named `name`; returns 0 when there is no such target.
int trellis_fuzz_select(const char *name);

#endif
