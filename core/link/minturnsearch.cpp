#include "minturnsearch.h"
