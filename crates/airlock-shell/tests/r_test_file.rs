//! Issue 21: R's test runner given one test file of the workspace runs the project's tests,
//! as `devtools::test()` does; R's own `file()` connections, a test file outside the workspace
//! or built at run time keep asking.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, always_ask, project_family};

#[test]
fn one_test_file_of_the_workspace_is_the_project() {
    project_family(&[
        "Rscript -e 'testthat::test_file(\"tests/testthat/test-read_gauge.R\")'",
        "Rscript -e \"testthat::test_file('tests/testthat/test-flow.R')\"",
        "Rscript -e 'library(testthat); test_file(\"tests/testthat/test-a.R\")'",
        "Rscript -e 'devtools::test(filter = \"low_flow\")'",
    ]);
}

#[test]
fn files_elsewhere_and_connections_keep_asking() {
    always_ask(&[
        "Rscript -e 'testthat::test_file(\"/tmp/test-x.R\")'",
        "Rscript -e 'testthat::test_file(\"../other/tests/test-x.R\")'",
        "Rscript -e 'testthat::test_file(\"~/x/test-a.R\")'",
        "Rscript -e 'writeLines(\"x\", file(\"out.txt\", \"w\"))'",
        "Rscript -e 'readr::write_file(\"x\", \"notes.txt\")'",
        "Rscript -e 'testthat::test_file(\"tests/testthat/test-a.R\"); unlink(\"data\", recursive = TRUE)'",
    ]);
    // Other arguments are not read: the runner's `file(` keeps its question.
    let v = judge(
        "Rscript -e 'testthat::test_file(\"tests/testthat/test-a.R\", reporter = \"progress\")'",
        &ENV,
    );
    assert_eq!(v.level, Level::AlwaysAsk, "{}", v.row);
}
