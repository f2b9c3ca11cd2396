#include "ur_loader_client.h"

#include <dlfcn.h>
#include <stdio.h>

bool ur_loader_open(struct ur_loader *ur, const char *path) {
  ur->library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!ur->library) {
    printf("cannot load the UR loader: %s\n", dlerror());
    return false;
  }
  bool found = true;
#define UR_LOADER_RESOLVE(name)                                                                    \
  if (!(*(void **)&ur->name = dlsym(ur->library, #name))) {                                        \
    printf("%s has no %s\n", path, #name);                                                         \
    found = false;                                                                                 \
  }
  UR_LOADER_FUNCTIONS(UR_LOADER_RESOLVE)
#undef UR_LOADER_RESOLVE
  return found;
}
