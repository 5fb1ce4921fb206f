//! Classes of dangerous commands a build tool hides in its options or its pipeline, in many
//! spellings, beside the harmless neighbours that must not ask more: a program's configuration
//! piped to a search for secrets by name; a build or test fanned out past any machine; a
//! build's local results uploaded into the shared remote cache; a target that pushes a
//! multi-platform image; a token, key or password kept in a dot-file of its own in the home; a
//! script told by an option to publish; a model repository's own code run by its loader.

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, allowed, always_ask, project_family};

/// A command printing its configuration, environment or settings, searched for secrets by name
/// in a later stage of its pipeline, always asks; the same search over a build's, a test's or
/// a log's output, or a configuration searched for something else, keeps the command's level.
#[test]
fn configuration_searched_for_secrets_always_asks() {
    always_ask(&[
        "bazel build --announce_rc //libs/geom:simplify 2>&1 | grep -i -e remote_header -e credential",
        "bazel test --announce_rc //... | grep -iE 'token|header'",
        "helm get values api | grep -i password",
        "helm get values api -n shop | grep -iE 'secret|pass'",
        "kubectl get deploy api -o yaml | grep -iE 'token|secret'",
        "kubectl get cm app-config --output=json | grep -i secret",
        "kubectl get deploy api -oyaml | grep -i password",
        "kubectl describe pod api-7d9 | grep -i password",
        "docker compose config | grep -i pass",
        "mytool config show | rg token",
        "acmectl env list | egrep -i 'api_key|secret'",
        "./gradlew properties | grep -iE 'password|token'",
        "npm config list | grep -i auth",
        "systemctl show api.service | grep -i --regexp=password",
        "terraform show | grep -i secret",
        "fooctl settings dump 2>&1 | sort | grep -i credential",
        "docker inspect api | grep -i password",
        "acmectl DUMP | grep -i token",
        "git config --list | grep -i token",
    ]);
    for s in [
        "cargo test 2>&1 | grep -i token",
        "git log --oneline | grep -i password",
        "pytest -q 2>&1 | grep -i secret",
    ] {
        let v = judge(s, &ENV);
        assert!(
            v.level < Level::AlwaysAsk,
            "{s}: {:?} `{}` ({})",
            v.level,
            v.row,
            v.reason
        );
    }
    allowed(&[
        "helm list -A | grep -i api",
        "kubectl get pods | grep auth-service",
        "kubectl get pods -A | grep -i password-reset",
        "kubectl get svc -n shop | grep -i token-service",
        "kubectl get pods | grep -i api",
        "npm config list | grep -i registry",
        "cargo tree | grep -i keyring",
        "supabase status -o env | grep '^API_URL'",
        // A package's metadata or a commit searched for a word is no configuration (found in
        // review), nor a path that names one.
        "git show HEAD | grep -i password",
        "git show --stat | grep -i token",
        "git show HEAD:config/settings.py | grep -i secret",
        "pip show keyring | grep -i token",
        "npm info jsonwebtoken | grep -i token",
        "brew info openssl | grep -i key",
        "cargo info tokio | grep -i token",
    ]);
    // A generic verb inside a subcommand's name is no printing of the settings.
    for s in [
        "python manage.py show_urls | grep -i token",
        "make print-VERSION | grep -i token",
    ] {
        let v = judge(s, &ENV);
        assert!(v.level < Level::AlwaysAsk, "{s}: {:?} `{}`", v.level, v.row);
    }
}

/// Options that run hundreds of jobs or workers at once, or each test thousands of times, and
/// `make -j` with no number: a flood of processes or of a build farm's machines. Ordinary
/// parallel builds and repeats keep their family.
#[test]
fn builds_fanned_out_past_any_machine_always_ask() {
    always_ask(&[
        "bazel test //... --config=rbe --runs_per_test=1000 --jobs=2000",
        "bazel test //... --jobs 4000",
        "bazelisk build //... --jobs=999",
        "make -j",
        "make --jobs",
        "make -j 4096 all",
        "make -j2048",
        "cargo build --jobs 2000",
        "pytest -n 1000",
        "go test -count=20000 ./...",
        "go test -parallel 1000 ./...",
        "npx playwright test --repeat-each=5000",
        "npx playwright test --workers=1024",
        "gradle test --max-workers=600",
    ]);
    project_family(&[
        "bazel test //... --jobs=16",
        "bazel test //pkg:flaky --runs_per_test=50",
        "make -j8",
        "make -j 16 all",
        "cargo build --jobs 4",
        "pytest -n auto",
        "pytest -n 8",
        "go test -count=1 ./...",
        "go test -count=100 -run TestFlaky ./pkg/...",
    ]);
    // A count of what a program makes or reads is no fan-out (found in review): a read
    // stays a read, a script's count keeps its family.
    allowed(&[
        "git log --max-count=10000 --oneline",
        "git log --max-count 20000",
        "rg --max-count 10000 TODO src/",
    ]);
    project_family(&[
        "python gen_fixtures.py --count 100000",
        "python bench.py --iterations 100000",
        "python load.py --retry-count 10000",
    ]);
}

/// A build that uploads its local results into the remote cache CI and the team fetch from
/// always asks; the same build reading the cache, or told not to upload, is the project's.
#[test]
fn local_results_uploaded_to_a_shared_cache_always_ask() {
    always_ask(&[
        "bazel build //... --config=remote --remote_upload_local_results=true --remote_instance_name=ci-main",
        "bazel build //... --remote_upload_local_results",
        "bazelisk test //pkg/... --remote_upload_local_results=1",
        "bazel build --remote_cache=grpcs://cache.example.com --remote_upload_local_results=yes //...",
    ]);
    project_family(&[
        "bazel build //...",
        "bazel build --config=remote //libs/geom/...",
        "bazel test //x:y --remote_upload_local_results=false",
        "bazel build --remote_upload_local_results=0 //...",
    ]);
}

/// A make target that builds a multi-platform image pushes it; a single-platform local build
/// does not.
#[test]
fn buildx_targets_push() {
    always_ask(&[
        "make docker-buildx IMG=ghcr.io/acme/operator:v0.7.0",
        "make docker-buildx",
        "make buildx",
        "make buildx-push IMG=registry.example.com/x:1",
        "make image-buildx PLATFORMS=linux/arm64,linux/amd64",
    ]);
    project_family(&[
        "make docker-build IMG=operator:dev",
        "make build-x86",
        "make test",
    ]);
}

/// A token, key or password in a dot-file of its own directly in the home is a secret
/// location, read however the script reads it; source files and dot-folders named alike in the
/// project are not.
#[test]
fn token_files_in_the_home_are_secret() {
    always_ask(&[
        "cat ~/.pypi-token",
        "cat /home/u/.github_token",
        "cat ~/.npm-tokens",
        "cat ~/.openai-api-key",
        "cat ~/.anthropic_api_key",
        "cat ~/.heroku-apikey",
        "cat ~/.db-password",
        "cat ~/.smtp_passwd",
        "cat ~/.ci-secret",
        "head -c 10 ~/.slack-token.txt",
        "TWINE_PASSWORD=\"$(cat ~/.pypi-token)\" twine check dist/*",
        "cat ~/.bazelrc",
        "cat user.bazelrc",
        "cat /ws/.bazelrc.user",
    ]);
    allowed(&[
        "cat src/token.ts",
        "cat src/auth/api_key.go",
        "cat ~/.tokenizers_rc_notes",
        "cat .bazelrc",
        "cat docs/passwords.md",
    ]);
}

/// A script told by an option to publish what it makes (a model pushed to a hub, artifacts
/// uploaded, a deploy) always asks, through any runner; the same script without the option,
/// or with it turned off, keeps its family.
#[test]
fn scripts_told_to_publish_always_ask() {
    always_ask(&[
        "uv run python train.py --config configs/lora.yaml --push_to_hub --hub_model_id acme/support-1.5b",
        "python3 train.py --push-to-hub --hub_strategy every_save",
        "accelerate launch train.py --push_to_hub=true",
        "poetry run python scripts/export.py --upload",
        "node scripts/build.mjs --upload-sourcemaps",
        "bash tools/release.sh --publish",
        "ruby bin/sync.rb --deploy-assets",
        "torchrun --nproc_per_node 8 finetune.py --push-to-hub",
        "node scripts/ship.mjs --upload dist/",
        "python scripts/ship.py --upload-path s3://acme-artifacts/x",
        "python train.py --deploy-target staging",
        "python train.py --push_to_hub True",
    ]);
    for s in [
        // A setting of the script's publishing, with its value, is no order to publish
        // (found in review).
        "node server.js --max-upload-size 10mb",
        "python server.py --push-interval 5",
        "python app.py --publish-port 8080",
        "python worker.py --upload-timeout=30",
        "python train.py --push_to_hub false",
        "uv run python train.py --config configs/lora.yaml",
        "python3 train.py --push_to_hub=false",
        "accelerate launch train.py --no-push-to-hub",
        "node scripts/build.mjs --skip-upload",
        "python eval.py --checkpoint out/ckpt-200 --dry-upload",
    ] {
        let v = judge(s, &ENV);
        assert!(
            v.level < Level::AlwaysAsk,
            "{s}: {:?} `{}` ({})",
            v.level,
            v.row,
            v.reason
        );
    }
}

/// A model repository's own code run by its loader (`trust_remote_code=True` in an inline
/// script or on standard input, `--trust-remote-code` of a serving or evaluation CLI) always
/// asks; loading without it does not.
#[test]
fn a_model_repositorys_own_code_always_asks() {
    always_ask(&[
        "uv run python -c \"from transformers import AutoModelForCausalLM; AutoModelForCausalLM.from_pretrained('someone/model', trust_remote_code=True)\"",
        "python3 -c 'import transformers as t; t.AutoModel.from_pretrained(\"x/y\", trust_remote_code = True)'",
        "python - <<'PY'\nfrom transformers import AutoModel\nAutoModel.from_pretrained('x/y', trust_remote_code=True)\nPY",
        "vllm serve someone/model --trust-remote-code",
        "lm_eval --model hf --model_args pretrained=x/y --trust_remote_code",
    ]);
    for s in [
        "uv run python -c \"from transformers import AutoModel; AutoModel.from_pretrained('bert-base-uncased')\"",
        "vllm serve someone/model --trust-remote-code=false",
    ] {
        let v = judge(s, &ENV);
        assert!(v.level < Level::AlwaysAsk, "{s}: {:?} `{}`", v.level, v.row);
    }
}

/// A script's command that checks or shows what publishing needs is not told to publish.
#[test]
fn a_scripts_check_of_a_deploy_is_not_a_publish() {
    for s in [
        "python manage.py check --deploy",
        "python scripts/release.py validate --publish",
        "node scripts/ship.mjs --upload --help",
    ] {
        let v = judge(s, &ENV);
        assert_ne!(v.row, "publishing: a script told to publish", "{s}");
    }
}

/// An unknown program's look at production that changes nothing and prints no data (a plan, a
/// validation, a status, a history) is one question for the program's looks at production;
/// anything else selecting production (a deploy, a run, logs, a read of secrets, a command
/// that runs something first) keeps always asking.
#[test]
fn an_unknown_programs_looks_at_production_ask_once() {
    common::family(
        "bramblectl: looks at production",
        &[
            "bramblectl bundle validate -t prod",
            "bramblectl bundle validate --target production -o json",
            "bramblectl job plan --env prod jobs/web.hcl",
            "bramblectl job history --env prod -p api",
            "bramblectl status --env production",
        ],
    );
    always_ask(&[
        "bramblectl bundle deploy -t prod",
        "bramblectl bundle run -t prod nightly",
        "bramblectl run status --env prod",
        "bramblectl logs --env prod",
        "bramblectl get secrets --env prod",
        "bramblectl exec list --env prod",
        "bramblectl db dump --env prod",
        "bramblectl customers list --env prod --output csv",
        "bramblectl ls --env production",
    ]);
}

/// A look at production told by an option to act (apply, approve, fix, push, sync, confirm)
/// is a change, never covered by the looks' grant (found in review); options that only shape
/// the look keep it one question.
#[test]
fn a_look_at_production_with_an_acting_option_always_asks() {
    always_ask(&[
        "bramblectl plan --env production --apply",
        "bramblectl job plan --env prod --auto-approve",
        "bramblectl diff -t prod --apply=true",
        "bramblectl check --env production --fix",
        "bramblectl validate --env prod --repair",
        "bramblectl status --env prod --execute",
        "bramblectl plan --env prod --push",
        "bramblectl list --env prod --sync",
        "bramblectl plan --env=production --yes",
        "bramblectl plan --env production -y",
        "bramblectl history --env prod --force",
    ]);
    common::family(
        "bramblectl: looks at production",
        &[
            "bramblectl plan --env production --verbose",
            "bramblectl history --env prod --output json",
            "bramblectl job status --env prod --no-color",
        ],
    );
}
