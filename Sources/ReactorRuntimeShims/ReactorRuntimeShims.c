// Header-only shim; this file gives the target a source to compile.
#include "ReactorRuntimeShims.h"
