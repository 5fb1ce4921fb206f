//! Tables of Apple's developer tools that other tables leave to their `otherwise`: `xcrun`'s
//! result, device, notarization, CloudKit and binary tools (rows added to `xcrun`'s tables),
//! `xcodebuild`'s account-changing switch, `agvtool`, `plutil`, `xcode-select`, the build log
//! formatters (`xcbeautify`, `xcpretty`) and fastlane's build and test actions (rows added to
//! fastlane's table in `ecosystems.rs`).
//!
//! - Reads run at once: a result bundle's summary, a device listing, a notarization's history,
//!   a property list printed, the version numbers, the selected Xcode.
//! - The project's builds and the edits of its own files are the project's family: bumping the
//!   version in the project (`agvtool new-version`), converting or editing a property list of
//!   the workspace, exporting a result bundle, stapling a ticket to the project's build,
//!   fastlane's build and test actions (`gym`, `scan`), which sign and build on this machine
//!   and upload nothing.
//! - A real device (`devicectl`) asks under its words; removing an app from it, resetting a
//!   CloudKit schema, signing identities created through the developer account
//!   (`-allowProvisioningUpdates`) and a property list outside the workspace (the user's
//!   settings) always ask, as do fastlane's uploads and credentials (its own table).

use crate::toolchains::{
    CREDENTIALS, DESTROYING, GLOBAL, INFRA, Kind, OUTSIDE_WORKSPACE, Row, Toolchain, ask, build,
    danger, extends, project, read, seen, tool, with,
};

/// `xcrun`'s tools beside `simctl` (whose rows are in `ecosystems.rs`) and the upload tools
/// (in `toolchains.rs`).
const XCRUN_MORE: &[Row] = &[
    danger("cktool reset-schema", DESTROYING),
    danger("cktool delete*", DESTROYING),
    read("cktool get-*"),
    read("cktool export-schema"),
    read("cktool validate-schema"),
    read("cktool version"),
    danger("cktool *", INFRA),
    read("xcresulttool get"),
    read("xcresulttool graph"),
    read("xcresulttool metadata"),
    read("xcresulttool version"),
    read("xcresulttool formatDescription"),
    read("xcresulttool compare"),
    read("xcresulttool help"),
    build("xcresulttool *"),
    read("devicectl list"),
    read("devicectl device info"),
    read("devicectl help"),
    danger("devicectl device uninstall", DESTROYING),
    danger("devicectl manage unpair", GLOBAL),
    ask("devicectl *"),
    read("notarytool history"),
    read("notarytool info"),
    read("notarytool log"),
    read("notarytool wait"),
    read("stapler validate"),
    build("stapler staple"),
    read("xctrace list"),
    read("xctrace help"),
    read("otool"),
    read("lipo -info"),
    read("dwarfdump"),
    read("atos"),
    read("size"),
    read("nm"),
    build("clang"),
    build("clang++"),
    build("swiftc"),
    build("swift-frontend"),
];

/// `xcodebuild` given leave to create certificates, profiles and devices in the developer
/// account while it builds.
const XCODEBUILD_MORE: &[Row] = &[with(
    danger("", CREDENTIALS),
    &[
        "-allowProvisioningUpdates",
        "-allowProvisioningDeviceRegistration",
    ],
)];

/// Apple's versioning tool: the versions read; setting or bumping them edits the project's
/// files.
const AGVTOOL: &[Row] = &[
    read("what-version"),
    read("vers"),
    read("what-marketing-version"),
    read("mvers"),
    read("help"),
    build("new-version"),
    build("next-version"),
    build("bump"),
    build("new-marketing-version"),
];

/// `plutil`'s options that write the file they are given (or an `-o` output).
const PLUTIL_WRITES: &[&str] = &[
    "-convert", "-replace", "-insert", "-remove", "-create", "-extract", "-o",
];

/// `plutil`: printing, checking and typing a property list read; writing one of the
/// workspace is the project's; writing one elsewhere (the user's preferences) changes state
/// outside the project.
const PLUTIL: &[Row] = &[
    with(danger("...", GLOBAL), PLUTIL_WRITES).code(OUTSIDE_WORKSPACE),
    with(build(""), PLUTIL_WRITES),
    with(read(""), &["-p", "-lint", "-help", "-type", "-display"]),
];

/// `xcode-select`: printing the selected developer folder reads; switching it or installing
/// the command line tools changes this machine.
const XCODE_SELECT: &[Row] = &[with(
    read(""),
    &["-p", "--print-path", "-v", "--version", "-h", "--help"],
)];

/// The build log formatters read the log piped to them; a report they write is the project's.
const LOG_FORMATTERS: &[Row] = &[
    with(
        build(""),
        &[
            "--report",
            "--report-path",
            "--junit-report-filename",
            "-r",
            "--report-type",
            "-o",
            "--output",
        ],
    ),
    read(""),
];

/// fastlane's actions that build, test, lint and version the app on this machine and upload
/// nothing, by their names (called directly or through `run`): the project's family, before
/// fastlane's own rows, whose release, upload and credential words would otherwise read an
/// export method (`app-store`) as a store upload.
const FASTLANE_BUILDS: &[Row] = &[
    read("get_version_number"),
    read("get_build_number"),
    build("gym"),
    build("build_app"),
    build("build_ios_app"),
    build("build_mac_app"),
    build("scan"),
    build("run_tests"),
    build("snapshot"),
    build("capture_screenshots"),
    build("capture_ios_screenshots"),
    build("frameit"),
    build("frame_screenshots"),
    build("swiftlint"),
    build("xcov"),
    build("slather"),
    build("clear_derived_data"),
    build("increment_build_number"),
    build("increment_version_number"),
    build("run gym"),
    build("run build_app"),
    build("run build_ios_app"),
    build("run scan"),
    build("run run_tests"),
    build("run increment_build_number"),
    build("run increment_version_number"),
];

/// The tables, each row naming why; tried before every other table but the embedded ones.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    extends(project(tool(
        &["xcrun"],
        "xcrun",
        &["--sdk", "--toolchain"],
        XCRUN_MORE,
        Kind::Ask,
    ))),
    extends(project(tool(
        &["xcodebuild"],
        "xcodebuild",
        &[],
        XCODEBUILD_MORE,
        Kind::Build,
    ))),
    project(tool(&["agvtool"], "agvtool", &[], AGVTOOL, Kind::Ask)),
    project(seen(
        tool(&["plutil"], "plutil", &["-o"], PLUTIL, Kind::Ask),
        &["-o"],
    )),
    tool(
        &["xcode-select"],
        "xcode-select",
        &["-s", "--switch"],
        XCODE_SELECT,
        Kind::Danger(GLOBAL),
    ),
    project(tool(
        &["xcbeautify", "xcpretty"],
        "xcbeautify",
        &[],
        LOG_FORMATTERS,
        Kind::Read,
    )),
    extends(project(tool(
        &["fastlane", "fl"],
        "fastlane",
        &["--env", "-p", "--platform"],
        FASTLANE_BUILDS,
        Kind::Ask,
    ))),
];
