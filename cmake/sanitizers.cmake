# AddressSanitizer and UndefinedBehaviorSanitizer for every target (GRIDTRACE_SANITIZE).
#
# Included before any target exists, so the directory-wide options below reach the libraries,
# both apps, the tests and the benchmarks alike. Qt itself stays uninstrumented: ASan still
# sees every allocation (malloc/new are intercepted), it only misses overflows inside Qt's code.

if(NOT CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    message(FATAL_ERROR "GRIDTRACE_SANITIZE needs GCC or Clang")
endif()

set(gridtrace_sanitizers
    -fsanitize=address,undefined
    # Any undefined behaviour ends the test with a failure instead of a line in the log that
    # nobody reads.
    -fno-sanitize-recover=undefined
    # Readable stacks in the reports, and LSan's fast unwinder needs the frame chain.
    -fno-omit-frame-pointer)

add_compile_options(${gridtrace_sanitizers})
add_link_options(${gridtrace_sanitizers})

# Stacks point at the right lines and the tests still run at a usable speed: keep the build
# type's -O2 -g (RelWithDebInfo), and at least -O1 -g for any other build type.
if(NOT CMAKE_BUILD_TYPE STREQUAL "RelWithDebInfo")
    add_compile_options(-O1 -g)
endif()
