/* CUDA graphs: not in the fake. Command buffers built on them fail with
 * CUDA_ERROR_NOT_SUPPORTED, as on a driver without graphs. */
#include "fake.h"

CUresult CUDAAPI cuGraphCreate(CUgraph *graph, unsigned int flags) {
  (void)graph;
  (void)flags;
  return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult CUDAAPI cuGraphDestroy(CUgraph graph) {
  (void)graph;
  return CUDA_ERROR_INVALID_HANDLE; /* none was ever made */
}

CUresult CUDAAPI cuGraphAddKernelNode(CUgraphNode *node, CUgraph graph, const CUgraphNode *deps,
                                      size_t count, const CUDA_KERNEL_NODE_PARAMS *params) {
  (void)node, (void)graph, (void)deps, (void)count, (void)params;
  return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult CUDAAPI cuGraphAddMemcpyNode(CUgraphNode *node, CUgraph graph, const CUgraphNode *deps,
                                      size_t count, const CUDA_MEMCPY3D *params,
                                      CUcontext context) {
  (void)node, (void)graph, (void)deps, (void)count, (void)params, (void)context;
  return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult CUDAAPI cuGraphAddMemsetNode(CUgraphNode *node, CUgraph graph, const CUgraphNode *deps,
                                      size_t count, const CUDA_MEMSET_NODE_PARAMS *params,
                                      CUcontext context) {
  (void)node, (void)graph, (void)deps, (void)count, (void)params, (void)context;
  return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult CUDAAPI cuGraphAddEmptyNode(CUgraphNode *node, CUgraph graph, const CUgraphNode *deps,
                                     size_t count) {
  (void)node, (void)graph, (void)deps, (void)count;
  return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult CUDAAPI cuGraphKernelNodeSetParams(CUgraphNode node,
                                            const CUDA_KERNEL_NODE_PARAMS *params) {
  (void)node, (void)params;
  return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult CUDAAPI cuGraphInstantiateWithFlags(CUgraphExec *exec, CUgraph graph,
                                             unsigned long long flags) {
  (void)exec, (void)graph, (void)flags;
  return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult CUDAAPI cuGraphExecDestroy(CUgraphExec exec) {
  (void)exec;
  return CUDA_ERROR_INVALID_HANDLE;
}

CUresult CUDAAPI cuGraphExecKernelNodeSetParams(CUgraphExec exec, CUgraphNode node,
                                                const CUDA_KERNEL_NODE_PARAMS *params) {
  (void)exec, (void)node, (void)params;
  return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult CUDAAPI cuGraphLaunch(CUgraphExec exec, CUstream stream) {
  (void)exec, (void)stream;
  return CUDA_ERROR_NOT_SUPPORTED;
}
