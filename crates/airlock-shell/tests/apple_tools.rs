//! Issue 21: Apple's developer tools as tables. Result bundles, device listings, notarization
//! history, property lists printed and version numbers read; the project's builds, version
//! bumps, property lists of the workspace, log formatters' reports and fastlane's build and
//! test actions are the project's family; uploads, notarization submits, CloudKit schema
//! resets, devices' apps removed, signing identities made through the developer account and
//! the user's preferences always ask.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, PROJECT, allowed, always_ask, family, project_family};

#[test]
fn apple_reads_run_at_once() {
    allowed(&[
        "xcrun xcresulttool get test-results summary --path build/Test.xcresult",
        "xcrun xcresulttool get --legacy --format json --path build/Test.xcresult | jq .",
        "xcrun xcresulttool metadata get --path build/Test.xcresult",
        "xcrun devicectl list devices",
        "xcrun devicectl device info details --device 00008110-001",
        "xcrun notarytool history --keychain-profile notary",
        "xcrun notarytool log 2efe2717-52ef-43a5-96dc-0797e4ca1041 --keychain-profile notary",
        "xcrun stapler validate build/Fieldnotes.app",
        "xcrun xctrace list devices",
        "xcrun cktool get-teams",
        "agvtool what-version",
        "agvtool what-marketing-version -terse1",
        "plutil -p Fieldnotes/Info.plist",
        "plutil -lint Fieldnotes/Info.plist",
        "xcode-select -p",
        "xcodebuild -version",
        "xcodebuild -list -project Fieldnotes.xcodeproj",
        "cat build.log | xcbeautify",
        "xcpretty < build.log",
        "fastlane lanes",
    ]);
}

#[test]
fn apple_builds_and_project_edits_are_the_project() {
    project_family(&[
        "xcodebuild -project Fieldnotes.xcodeproj -scheme Fieldnotes -destination 'platform=iOS Simulator,name=iPhone 16' build | xcbeautify",
        "set -o pipefail && xcodebuild test -scheme App | xcpretty -r junit -o build/reports/junit.xml",
        "xcodebuild -scheme App test | xcbeautify --report junit --report-path build/reports",
        "xcrun xcresulttool export attachments --path build/Test.xcresult --output-path build/att",
        "xcrun xcresulttool merge a.xcresult b.xcresult --output-path build/merged.xcresult",
        "xcrun stapler staple build/Fieldnotes.app",
        "xcrun clang -c src/shim.c -o build/shim.o",
        "agvtool new-marketing-version 1.8.0",
        "agvtool new-version -all 214",
        "agvtool next-version -all",
        "plutil -convert xml1 Fieldnotes/Settings.plist",
        "plutil -replace CFBundleVersion -string 214 Fieldnotes/Info.plist",
        "bundle exec fastlane gym --scheme Fieldnotes --export_method app-store --output_directory build/ipa",
        "fastlane build_app --scheme Fieldnotes --export_method ad-hoc",
        "bundle exec fastlane scan --scheme Fieldnotes",
        "fastlane run increment_build_number build_number:215",
        "bundle exec fastlane test",
    ]);
}

#[test]
fn simulators_and_devices_keep_their_families() {
    family(
        "ios simulator",
        &[
            "xcrun simctl boot 'iPhone 16'",
            "xcrun simctl spawn booted log erase --all",
            "xcrun simctl erase 'iPhone 16'",
        ],
    );
    let v = judge(
        "xcrun devicectl device install app --device 00008110-001 build/Fieldnotes.app",
        &ENV,
    );
    assert_eq!(v.level, Level::AskOnce, "{}", v.row);
    assert_ne!(v.grant.as_deref(), PROJECT, "{}", v.row);
}

#[test]
fn apple_uploads_credentials_and_global_changes_always_ask() {
    always_ask(&[
        "xcrun altool --upload-app -f build/ipa/Fieldnotes.ipa -t ios --apiKey 7XK29QW4RB",
        "xcrun notarytool submit build/Fieldnotes.zip --keychain-profile notary --wait",
        "xcrun notarytool store-credentials notary --apple-id a@b.c",
        "xcrun cktool reset-schema --team-id 7QK2M4R8ZP --container-id iCloud.org.x --environment development",
        "xcrun cktool import-schema --team-id 7QK2M4R8ZP --file schema.ckdb",
        "xcrun devicectl device uninstall app --device 00008110-001 org.fieldnotes.app",
        "xcrun simctl delete all",
        "xcodebuild archive -scheme Fieldnotes -allowProvisioningUpdates",
        "xcodebuild -exportArchive -archivePath build/F.xcarchive -exportOptionsPlist Export.plist",
        "plutil -replace AppleShowAllFiles -bool YES ~/Library/Preferences/com.apple.finder.plist",
        "xcode-select -s /Applications/Xcode-16.2.app",
        "xcode-select --install",
        "bundle exec fastlane match appstore --readonly",
        "bundle exec fastlane match nuke distribution",
        "bundle exec fastlane pilot upload --ipa build/ipa/Fieldnotes.ipa",
        "bundle exec fastlane deliver --submit_for_review --automatic_release --force",
        "fastlane ios beta",
        "fastlane release",
        // Its environment report prints the fastlane variables (an Apple ID's password).
        "fastlane env",
    ]);
}
