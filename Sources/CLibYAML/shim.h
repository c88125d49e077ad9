#ifndef INSETLAB_CLIBYAML_SHIM_H
#define INSETLAB_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
