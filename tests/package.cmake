# --- installing and packaging: cmake --install into a scratch prefix, cpack -G DEB, dpkg -x,
# and the unpacked programs run. Needs the built programs, icons and translations, which it
# installs; cpack, dpkg-dev, desktop-file-utils and appstream come from scripts/dev.sh.
gridtrace_add_test(tst_package SOURCES tst_package.cpp LIBRARIES Qt6::Gui)
target_compile_definitions(tst_package PRIVATE
    GRIDTRACE_BUILD_DIR="${PROJECT_BINARY_DIR}"
    GRIDTRACE_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
    GRIDTRACE_VERSION="${PROJECT_VERSION}"
    GRIDTRACE_CMAKE="${CMAKE_COMMAND}"
    GRIDTRACE_CPACK="${CMAKE_CPACK_COMMAND}"
    GRIDTRACE_CLI="$<TARGET_FILE:gridtrace-cli>")
add_dependencies(tst_package gridtrace gridtrace-cli gridtrace_icons)
set_tests_properties(tst_package PROPERTIES TIMEOUT 900)
