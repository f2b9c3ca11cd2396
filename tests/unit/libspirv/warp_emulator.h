/* A CPU model of one CUDA work-group for libspirv's collectives: every
 * work-item is a coroutine, warps are 32 consecutive local linear ids, and
 * the PTX primitives the library uses (shfl.sync.idx and .bfly, redux.sync,
 * vote.sync, fns, bar.sync and bar.red, the lane special registers) wait
 * for the lanes of their member mask as the hardware does; activemask is
 * the lanes of the warp that reach the same activemask call (lanes that
 * finished are inactive). Misuse (a lane
 * outside its own member mask, a read from a lane outside it, members that
 * never arrive) fails the run with a message instead of a wrong answer.
 * Work-items run in a shuffled order between synchronisations, so a
 * missing barrier shows. */
#ifndef WARP_EMULATOR_H
#define WARP_EMULATOR_H

#include <stdbool.h>
#include <stdint.h>

/* Runs item(linear id, arg) for every work-item of a work-group of
 * local[0] x local[1] x local[2]; false, after printing why, if the
 * work-items deadlocked or broke a primitive's rules. */
bool emu_run_group(const unsigned local[3], void (*item)(unsigned linear, void *arg), void *arg);

/* The work-group's id and the number of work-groups, per dimension, that
 * the work-item builtins answer in the runs that follow. */
void emu_set_grid(const unsigned group[3], const unsigned groups[3]);

/* What __nvvm_reflect("__CUDA_ARCH") answers: 750 or 900. */
void emu_set_cuda_arch(int arch);

#endif
