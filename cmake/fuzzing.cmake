# Clang's libFuzzer with AddressSanitizer and UndefinedBehaviorSanitizer (GRIDTRACE_FUZZ).
#
# Everything compiled in this build carries the fuzzer's coverage instrumentation and both
# sanitizers, the core libraries included: a bug in a loader is only found when the loader
# itself is instrumented. The fuzz targets add -fsanitize=fuzzer at link time, which brings
# libFuzzer's main(). See docs/fuzzing.md.

if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR
        "GRIDTRACE_FUZZ needs clang (libFuzzer is part of clang), but the C++ compiler is "
        "${CMAKE_CXX_COMPILER_ID} (${CMAKE_CXX_COMPILER}). Configure a fresh build directory with "
        "CC=clang CXX=clang++, or run scripts/fuzz.sh, which does.")
endif()

set(GRIDTRACE_FUZZ_FLAGS
    -fsanitize=fuzzer-no-link,address,undefined
    -fno-sanitize-recover=undefined
    -fno-omit-frame-pointer
    -g -O1)

string(REPLACE "." ";" _gridtrace_clang_version "${CMAKE_CXX_COMPILER_VERSION}")
list(GET _gridtrace_clang_version 0 _gridtrace_clang_major)

# The runtime comes from libclang-rt-<version>-dev on Debian; without it every link fails with
# a cryptic "cannot find libclang_rt.fuzzer" much later, so say it here.
include(CheckCXXSourceCompiles)
set(CMAKE_REQUIRED_FLAGS "-fsanitize=fuzzer,address,undefined")
set(CMAKE_REQUIRED_LINK_OPTIONS "-fsanitize=fuzzer,address,undefined")
check_cxx_source_compiles([=[
#include <cstddef>
#include <cstdint>
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *, std::size_t) { return 0; }
]=] GRIDTRACE_HAVE_LIBFUZZER)
unset(CMAKE_REQUIRED_FLAGS)
unset(CMAKE_REQUIRED_LINK_OPTIONS)
if(NOT GRIDTRACE_HAVE_LIBFUZZER)
    message(FATAL_ERROR
        "GRIDTRACE_FUZZ: ${CMAKE_CXX_COMPILER} cannot link a libFuzzer program with "
        "AddressSanitizer and UndefinedBehaviorSanitizer. On Debian install the clang runtime: "
        "apt-get install libclang-rt-${_gridtrace_clang_major}-dev "
        "(scripts/dev.sh lists it).")
endif()

# Optimisation comes from the flags above; the build type's own -O would fight them.
foreach(flags CMAKE_CXX_FLAGS_RELEASE CMAKE_CXX_FLAGS_RELWITHDEBINFO CMAKE_CXX_FLAGS_MINSIZEREL)
    string(REGEX REPLACE "-O[0-9s]" "" ${flags} "${${flags}}")
endforeach()

add_compile_options(${GRIDTRACE_FUZZ_FLAGS})
# Qt defines QT_NO_DEBUG outside Debug builds, which turns Q_ASSERT off: the loaders' own
# asserts, and Qt's bounds checks in its inline containers, are exactly what a fuzzer should
# trip. Options come after definitions on the command line, so this undoes it.
add_compile_options(-UQT_NO_DEBUG)
add_link_options(-fsanitize=address,undefined)
