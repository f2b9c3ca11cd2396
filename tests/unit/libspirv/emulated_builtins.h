/* Included first when libspirv's group sources are compiled for the host
 * (OpenCL C for x86_64): the NVVM builtins and intrinsics they call become
 * calls into warp_emulator.c. */
#define __asm(name)
#define __syncthreads() emu_syncthreads()
#define __nvvm_read_ptx_sreg_laneid() emu_laneid()
#define __nvvm_read_ptx_sreg_lanemask_lt() emu_lanemask_lt()
#define __nvvm_read_ptx_sreg_lanemask_le() emu_lanemask_le()
#define __nvvm_activemask() emu_activemask()
#define __nvvm_shfl_sync_idx_i32(mask, x, lane, clamp) emu_shfl_idx(mask, x, lane, clamp)
#define __nvvm_shfl_sync_bfly_i32(mask, x, lanes, clamp) emu_shfl_bfly(mask, x, lanes, clamp)
#define __nvvm_fns(mask, base, offset) emu_fns(mask, base, offset)
#define __nvvm_vote_all_sync(mask, p) emu_vote_all(mask, p)
#define __nvvm_vote_any_sync(mask, p) emu_vote_any(mask, p)
#define __nvvm_vote_ballot_sync(mask, p) emu_ballot(mask, p)
#define __nvvm_bar0_and(p) emu_bar_and(p)
#define __nvvm_bar0_or(p) emu_bar_or(p)
#define __nvvm_reflect(query) emu_cuda_arch()
#define __nvvm_add_rn_f(a, b) ((a) + (b))
#define __nvvm_add_rn_d(a, b) ((a) + (b))
#define __nvvm_mul_rn_f(a, b) ((a) * (b))
#define __nvvm_mul_rn_d(a, b) ((a) * (b))

void emu_syncthreads(void);
uint emu_laneid(void);
uint emu_lanemask_lt(void);
uint emu_lanemask_le(void);
uint emu_activemask(void);
int emu_shfl_idx(uint mask, int x, int lane, int clamp);
int emu_shfl_bfly(uint mask, int x, int lanes, int clamp);
uint emu_fns(uint mask, uint base, int offset);
bool emu_vote_all(uint mask, bool p);
bool emu_vote_any(uint mask, bool p);
uint emu_ballot(uint mask, bool p);
int emu_bar_and(int p);
int emu_bar_or(int p);
int emu_cuda_arch(void);
