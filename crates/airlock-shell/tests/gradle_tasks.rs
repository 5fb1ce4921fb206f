//! Gradle tasks judged by their verb, not by a variant's name: publishing verbs (and their
//! abbreviations) always ask, builds and checks of any variant are the project family, reports
//! read, and an option's value is never a task; Maven's profiles and flags likewise.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use common::{allowed, always_ask, project_family};

#[test]
fn builds_and_checks_of_any_variant_are_the_project_family() {
    project_family(&[
        "./gradlew assembleDebug",
        "./gradlew assembleRelease",
        "./gradlew bundleRelease",
        "./gradlew :app:bundleRelease",
        "gradle :app:assembleProdRelease",
        "./gradlew build",
        "./gradlew clean build",
        "./gradlew testReleaseUnitTest",
        "./gradlew lintRelease",
        "./gradlew signReleaseBundle",
        "./gradlew ktlintCheck detekt",
        "./gradlew spotlessApply",
        "./gradlew jibDockerBuild",
        "./gradlew compileReleaseKotlin",
        "./gradlew minifyReleaseWithR8",
        "./gradlew test --tests 'com.acme.ReleaseNotesTest'",
        "./gradlew test --tests com.acme.PublishServiceTest",
        "./gradlew -Prelease assembleRelease",
        "./gradlew -Pversion=1.0 -Dorg.gradle.jvmargs=-Xmx2g build",
        "./gradlew build -x publish",
        // The project's own build installed and tested on the attached device.
        "./gradlew installDebug",
        "./gradlew :app:installDebug",
        "./gradlew connectedDebugAndroidTest",
        // A report run through the wrapper runs the project's build scripts.
        "./gradlew :app:dependencies --configuration releaseRuntimeClasspath",
        "./gradlew :app:dependencies --configuration=releaseRuntimeClasspath",
        "./gradlew tasks build",
        "mvn -Prelease package",
        "mvn -P release package",
        "mvn package -DskipTests",
        "./mvnw -Pprod verify",
    ]);
}

#[test]
fn reports_read() {
    allowed(&[
        "gradle tasks",
        "gradle dependencies",
        "gradle :app:dependencies --configuration releaseRuntimeClasspath",
        "gradle dependencyInsight --dependency okhttp --configuration releaseRuntimeClasspath",
        "gradle projects",
        "gradle buildEnvironment",
        "gradle outgoingVariants",
        "gradle help",
        "gradle --version",
    ]);
}

#[test]
fn publishing_tasks_and_their_abbreviations_always_ask() {
    always_ask(&[
        "./gradlew publish",
        "./gradlew publishReleasePublicationToSonatypeRepository",
        "./gradlew :lib:publishAllPublicationsToMavenRepository",
        "./gradlew publishBundle",
        "./gradlew publishApps",
        "./gradlew publishReleaseBundle",
        "./gradlew uploadArchives",
        "./gradlew appDistributionUploadRelease",
        "./gradlew closeAndReleaseSonatypeStagingRepository",
        "./gradlew closeAndReleaseRepository",
        "./gradlew promoteArtifact",
        "./gradlew release",
        "./gradlew :release",
        "./gradlew createRelease",
        "./gradlew githubRelease",
        "./gradlew pushRelease",
        "./gradlew final",
        "./gradlew candidate",
        "./gradlew jib",
        "./gradlew jib --image=registry.example.com/app:1",
        "./gradlew clean assembleRelease publish",
        "./gradlew bundleRelease publishBundle",
        "./gradlew dockerPushImage",
        "./gradlew deployToProduction",
        "./gradlew properties",
        "./gradlew :app:properties",
        "./gradlew uninstallAll",
        "./gradlew :app:uninstallDebug",
        // Abbreviations Gradle expands to a publishing task.
        "./gradlew pub",
        "./gradlew pB",
        "./gradlew :app:pRB",
        "./gradlew cARR",
        "./gradlew rel",
        "./gradlew upA",
        "mvn release:prepare",
        "mvn release:perform",
        "mvn -Prelease deploy",
        "mvn clean deploy -DskipTests",
    ]);
}
