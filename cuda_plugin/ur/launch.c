/* Kernel launches over the core's (core/launch.h): up to 2026.1 with the
 * arguments urKernelSetArg* left on the kernel (urEnqueueKernelLaunch), from
 * 2026.0 on also with arguments that come with the launch
 * (urEnqueueKernelLaunchWithArgsExp, 2026.2's only launch). A non-zero
 * global offset runs the kernel's _with_offset twin; a failed device
 * assert is watched for by the core's launch and reported at the wait. */
#include "launch_args.h"

#if UR_FACE_RELEASE >= 202600
/* Launch properties, a pNext chain: cooperative launches run on the core's
 * cooperative path and queue serialization is a hint; clusters and
 * work-group memory have no core support. */
static core_result read_launch_properties(const ur_kernel_launch_ext_properties_t *properties,
                                          bool *cooperative) {
  *cooperative = false;
  for (const ur_base_properties_t *p = (const ur_base_properties_t *)properties; p;
       p = (const ur_base_properties_t *)p->pNext) {
    if (p->stype == UR_STRUCTURE_TYPE_KERNEL_LAUNCH_EXT_PROPERTIES) {
      ur_kernel_launch_flags_t flags = ((const ur_kernel_launch_ext_properties_t *)p)->flags;
      if (flags & ~(ur_kernel_launch_flags_t)(UR_KERNEL_LAUNCH_FLAG_COOPERATIVE |
                                              UR_KERNEL_LAUNCH_FLAG_OPPORTUNISTIC_QUEUE_SERIALIZE))
        return core_fail(CORE_ERROR_UNSUPPORTED_FEATURE, "kernel launch flags 0x%x",
                         (unsigned)flags);
      *cooperative = flags & UR_KERNEL_LAUNCH_FLAG_COOPERATIVE;
    } else if (p->stype != UR_STRUCTURE_TYPE_KERNEL_LAUNCH_WORKGROUP_PROPERTY ||
               ((const ur_kernel_launch_workgroup_property_t *)p)->workgroup_mem_size) {
      return core_fail(CORE_ERROR_UNSUPPORTED_FEATURE, "kernel launch property of type %d",
                       (int)p->stype);
    }
  }
  return CORE_SUCCESS;
}
#else
/* 2025.3's launch properties: an array of id and value, the same features. */
static core_result read_launch_property_list(uint32_t count, const ur_kernel_launch_property_t *list,
                                             bool *cooperative) {
  *cooperative = false;
  if (count && !list)
    return CORE_ERROR_INVALID_VALUE;
  for (uint32_t i = 0; i < count; ++i) {
    switch (list[i].id) {
    case UR_KERNEL_LAUNCH_PROPERTY_ID_IGNORE:
    case UR_KERNEL_LAUNCH_PROPERTY_ID_OPPORTUNISTIC_QUEUE_SERIALIZE:
      break;
    case UR_KERNEL_LAUNCH_PROPERTY_ID_COOPERATIVE:
      *cooperative = list[i].value.cooperative != 0;
      break;
    case UR_KERNEL_LAUNCH_PROPERTY_ID_WORK_GROUP_MEMORY:
      if (list[i].value.workgroup_mem_size == 0)
        break;
      /* no core support for dynamic work-group memory */
      __attribute__((fallthrough));
    default:
      return core_fail(CORE_ERROR_UNSUPPORTED_FEATURE, "kernel launch property %d",
                       (int)list[i].id);
    }
  }
  return CORE_SUCCESS;
}
#endif

#if UR_FACE_RELEASE >= 202600
static core_result launch(ur_queue_handle_t queue, ur_kernel_handle_t kernel, uint32_t work_dim,
                          const size_t *offset, const size_t *global, const size_t *local,
                          uint32_t num_args, const ur_exp_kernel_arg_properties_t *ur_args,
                          const ur_kernel_launch_ext_properties_t *properties, uint32_t n,
                          const ur_event_handle_t *list, ur_event_handle_t *event) {
  struct launch_request req = {work_dim, offset, global, local, false};
  CORE_CHECK(read_launch_properties(properties, &req.cooperative));
  struct ur_launch_args args;
  CORE_CHECK(ur_launch_args_read(&args, num_args, ur_args));
  core_result r = kernel_launch_with_args(queue, kernel, &req, args.count, args.list, n, list, event);
  ur_launch_args_free(&args);
  return r;
}

ur_result_t UR_APICALL urEnqueueKernelLaunchWithArgsExp(
    ur_queue_handle_t hQueue, ur_kernel_handle_t hKernel, uint32_t workDim,
    const size_t *pGlobalWorkOffset, const size_t *pGlobalWorkSize, const size_t *pLocalWorkSize,
    uint32_t numArgs, const ur_exp_kernel_arg_properties_t *pArgs,
    const ur_kernel_launch_ext_properties_t *launchPropList, uint32_t numEventsInWaitList,
    const ur_event_handle_t *phEventWaitList, ur_event_handle_t *phEvent) {
  UR_TRACED(launch(hQueue, hKernel, workDim, pGlobalWorkOffset, pGlobalWorkSize, pLocalWorkSize,
                   numArgs, pArgs, launchPropList, numEventsInWaitList, phEventWaitList, phEvent),
            "hQueue=%p, hKernel=%p, workDim=%u, offset=%p, global=%zu, local=%zu, numArgs=%u, "
            "numEvents=%u, phEvent=%p",
            (void *)hQueue, (void *)hKernel, workDim, (void *)pGlobalWorkOffset,
            pGlobalWorkSize ? pGlobalWorkSize[0] : 0, pLocalWorkSize ? pLocalWorkSize[0] : 0,
            numArgs, numEventsInWaitList, (void *)phEvent);
}
#endif

#if UR_FACE_RELEASE >= 202600 && UR_FACE_RELEASE < 202602
ur_result_t UR_APICALL urEnqueueKernelLaunch(ur_queue_handle_t hQueue, ur_kernel_handle_t hKernel,
                                             uint32_t workDim, const size_t *pGlobalWorkOffset,
                                             const size_t *pGlobalWorkSize,
                                             const size_t *pLocalWorkSize,
                                             const ur_kernel_launch_ext_properties_t *launchPropList,
                                             uint32_t numEventsInWaitList,
                                             const ur_event_handle_t *phEventWaitList,
                                             ur_event_handle_t *phEvent) {
  UR_TRACED(launch(hQueue, hKernel, workDim, pGlobalWorkOffset, pGlobalWorkSize, pLocalWorkSize,
                   0, NULL, launchPropList, numEventsInWaitList, phEventWaitList, phEvent),
            "hQueue=%p, hKernel=%p, workDim=%u, offset=%p, global=%zu, local=%zu, numEvents=%u, "
            "phEvent=%p",
            (void *)hQueue, (void *)hKernel, workDim, (void *)pGlobalWorkOffset,
            pGlobalWorkSize ? pGlobalWorkSize[0] : 0, pLocalWorkSize ? pLocalWorkSize[0] : 0,
            numEventsInWaitList, (void *)phEvent);
}
#endif

#if UR_FACE_RELEASE < 202600
static core_result launch_set_args(ur_queue_handle_t queue, ur_kernel_handle_t kernel,
                                   uint32_t work_dim, const size_t *offset, const size_t *global,
                                   const size_t *local, uint32_t num_properties,
                                   const ur_kernel_launch_property_t *properties, uint32_t n,
                                   const ur_event_handle_t *list, ur_event_handle_t *event) {
  struct launch_request req = {work_dim, offset, global, local, false};
  CORE_CHECK(read_launch_property_list(num_properties, properties, &req.cooperative));
  return kernel_launch_with_args(queue, kernel, &req, 0, NULL, n, list, event);
}

ur_result_t UR_APICALL urEnqueueKernelLaunch(
    ur_queue_handle_t hQueue, ur_kernel_handle_t hKernel, uint32_t workDim,
    const size_t *pGlobalWorkOffset, const size_t *pGlobalWorkSize, const size_t *pLocalWorkSize,
    uint32_t numPropsInLaunchPropList, const ur_kernel_launch_property_t *launchPropList,
    uint32_t numEventsInWaitList, const ur_event_handle_t *phEventWaitList,
    ur_event_handle_t *phEvent) {
  UR_TRACED(launch_set_args(hQueue, hKernel, workDim, pGlobalWorkOffset, pGlobalWorkSize,
                            pLocalWorkSize, numPropsInLaunchPropList, launchPropList,
                            numEventsInWaitList, phEventWaitList, phEvent),
            "hQueue=%p, hKernel=%p, workDim=%u, offset=%p, global=%zu, local=%zu, numProps=%u, "
            "numEvents=%u, phEvent=%p",
            (void *)hQueue, (void *)hKernel, workDim, (void *)pGlobalWorkOffset,
            pGlobalWorkSize ? pGlobalWorkSize[0] : 0, pLocalWorkSize ? pLocalWorkSize[0] : 0,
            numPropsInLaunchPropList, numEventsInWaitList, (void *)phEvent);
}
#endif
