# Where cmake --install puts GridTrace, and the Debian package CPack makes of it.
#
#   cmake --install build --prefix ~/.local
#   cd build && cpack -G DEB
#
# Everything goes where the freedesktop.org and Debian conventions look for it: the programs in
# bin/, the desktop entry in share/applications/, the icon in the hicolor theme, the AppStream
# metainfo in share/metainfo/, the MIME type in share/mime/packages/. Debian's icon cache,
# desktop database and MIME database are refreshed by their packages' dpkg triggers, so the
# package needs no maintainer scripts.

include(GNUInstallDirs)

# The date of the release named by project(VERSION); the two change together.
set(GRIDTRACE_RELEASE_DATE 2026-11-24)

install(TARGETS gridtrace gridtrace-cli
    RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

install(FILES ${GRIDTRACE_DESKTOP_DIR}/${GRIDTRACE_APP_ID}.desktop
    DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${GRIDTRACE_DESKTOP_DIR}/${GRIDTRACE_APP_ID}.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
foreach(size ${GRIDTRACE_ICON_SIZES})
    install(FILES ${GRIDTRACE_ICON_BUILD_DIR}/${size}x${size}/apps/${GRIDTRACE_APP_ID}.png
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
endforeach()
install(FILES ${GRIDTRACE_DESKTOP_DIR}/${GRIDTRACE_APP_ID}.mime.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
    RENAME ${GRIDTRACE_APP_ID}.xml)

configure_file(${GRIDTRACE_DESKTOP_DIR}/${GRIDTRACE_APP_ID}.metainfo.xml.in
    ${PROJECT_BINARY_DIR}/${GRIDTRACE_APP_ID}.metainfo.xml @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/${GRIDTRACE_APP_ID}.metainfo.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)

# The executables carry their translations compiled in (:/i18n) and never read these: they
# run from any folder, the build tree included, with nothing to find at run time. The copies
# are installed for the people around the program: a translator or packager can check which
# languages a release has and what it says in them (lconvert turns a .qm back into a .ts)
# without its sources.
install(FILES
        ${PROJECT_BINARY_DIR}/translations/gridtrace_zh_CN.qm
        ${PROJECT_BINARY_DIR}/translations/gridtrace_en.qm
    DESTINATION ${CMAKE_INSTALL_DATADIR}/gridtrace/translations)

# Named after the package, as Debian wants it (GNUInstallDirs would use the project's name).
set(gridtrace_docdir ${CMAKE_INSTALL_DATADIR}/doc/gridtrace)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/README.zh_CN.md
              ${PROJECT_SOURCE_DIR}/LICENSE
    DESTINATION ${gridtrace_docdir})
# The README's links and pictures point into docs/.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/
    DESTINATION ${gridtrace_docdir}/docs
    FILES_MATCHING PATTERN "*.md" PATTERN "*.png")

# --- the Debian package: cd build && cpack -G DEB
set(GRIDTRACE_PACKAGE_MAINTAINER "GridTrace developers" CACHE STRING
    "The Maintainer field of the Debian package: a name and <e-mail address>")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME gridtrace)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "GridTrace")
set(CPACK_PACKAGE_CONTACT ${GRIDTRACE_PACKAGE_MAINTAINER})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY ${PROJECT_DESCRIPTION})
# Debian shows the long description as written: lines under 80 characters.
set(CPACK_PACKAGE_DESCRIPTION [[GridTrace runs grid searches and grid games and records every step as a
trace: the open and closed sets, the depth-first stack and every backtrack,
g and h of each cell, the path. The window replays a trace forwards and
backwards, steps into, over and out of nested steps like a debugger, stops
at breakpoints, and presents bookmarked steps to a class; traces export as
GIF, PNG, SVG, a PDF handout or a self-contained HTML page. gridtrace-cli
runs, checks and benchmarks the same algorithms without a window.]])
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_PACKAGE_NAME gridtrace)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${GRIDTRACE_PACKAGE_MAINTAINER})
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# dpkg-shlibdeps reads the executables' libraries: Qt's Core, Gui, Widgets, Svg, and giflib.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What no library link shows: Qt's own translations of its dialogs' buttons for the Chinese
# window, and a font that has the Chinese characters.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-wqy-microhei | fonts-noto-cjk")
# gridtrace_<version>_<architecture>.deb
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

include(CPack)
