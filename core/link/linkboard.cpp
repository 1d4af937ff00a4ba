#include "linkboard.h"
