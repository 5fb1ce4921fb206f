//! The checkers everyday projects run, read-only probes and local services, and local
//! clusters (`devtools.rs`): each case is a script, the level it must get, and a part of the
//! row or family that must decide; every lowering comes with its dangerous neighbours.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::Level;
use common::check_parts as check;

use Level::{Allow, AlwaysAsk, AskOnce};
const PROJECT: &str = "project build/test/run";

/// Checkers that only read the files they are given run at once, in any spelling; their
/// fixing, plugin and reporting flags are the project's family or asked.
#[test]
fn read_only_checkers_and_their_writing_flags() {
    check(&[
        ("shellcheck scripts/*.sh", Allow, "shellcheck"),
        ("shellcheck -f gcc scripts/*.sh", Allow, "shellcheck"),
        ("shellcheck -x -S warning deploy.sh", Allow, "shellcheck"),
        ("hadolint Dockerfile", Allow, "hadolint"),
        (
            "hadolint --ignore DL3008 docker/api.Dockerfile",
            Allow,
            "hadolint",
        ),
        ("yamllint -s charts k8s", Allow, "yamllint"),
        ("yamllint -c .yamllint.yml .", Allow, "yamllint"),
        (
            "kustomize build k8s/overlays/staging | kubeconform -strict -ignore-missing-schemas",
            Allow,
            "",
        ),
        ("kubeval --strict k8s/deploy.yaml", Allow, "kubeval"),
        ("kube-linter lint charts/ledger", Allow, "kube-linter"),
        ("editorconfig-checker", Allow, "editorconfig-checker"),
        (
            "checkov -d terraform/modules/rds --quiet --compact",
            Allow,
            "checkov",
        ),
        ("checkov -f main.tf -o json", Allow, "checkov"),
        ("trivy config terraform/modules", Allow, "trivy config"),
        ("trivy fs --scanners vuln,secret .", Allow, "trivy fs"),
        ("trivy fs -f json .", Allow, "trivy fs"),
        ("typos", Allow, "typos"),
        ("codespell src docs", Allow, "codespell"),
        ("ktlint 'src/**/*.kt'", Allow, "ktlint"),
        ("detekt --input src/main/kotlin", Allow, "detekt"),
        ("brakeman -q", Allow, "brakeman"),
        ("pip-audit", Allow, "pip-audit"),
        ("bundle-audit check", Allow, "bundle-audit"),
        ("bundle-audit", Allow, "bundle-audit"),
        ("vale docs", Allow, "vale"),
        ("cargo deny check", Allow, "cargo deny check"),
        ("cargo deny check advisories", Allow, "cargo deny check"),
        ("cargo machete", Allow, "cargo machete"),
        ("mix hex.audit", Allow, "mix hex.audit"),
        ("helm template ledger charts/ledger", Allow, "helm template"),
        ("helm lint charts/ledger", Allow, "helm lint"),
        ("kustomize build k8s/base", Allow, "kustomize build"),
        ("conftest parse deploy.yaml", Allow, "conftest parse"),
        ("bash -n scripts/bootstrap-cluster.sh", Allow, "bash -n"),
        ("sh -n a.sh b.sh", Allow, "sh -n"),
        // Writing, fixing, loading the project's code: the project's family.
        ("typos -w", AskOnce, PROJECT),
        ("codespell --write-changes src", AskOnce, PROJECT),
        ("ktlint -F 'src/**/*.kt'", AskOnce, PROJECT),
        ("ktlint --ruleset=rules.jar", AskOnce, PROJECT),
        ("detekt --auto-correct", AskOnce, PROJECT),
        ("detekt --plugins detekt-formatting.jar", AskOnce, PROJECT),
        ("brakeman -o report.html", AskOnce, PROJECT),
        (
            "checkov -d . --external-checks-dir checks",
            AskOnce,
            PROJECT,
        ),
        ("trivy config --config-check policies .", AskOnce, PROJECT),
        (
            "kustomize build --enable-alpha-plugins k8s",
            AskOnce,
            PROJECT,
        ),
        ("kustomize build --enable-exec k8s", AskOnce, PROJECT),
        ("kustomize build --enable-helm k8s", AskOnce, PROJECT),
        ("kustomize build k8s -o out/", AskOnce, PROJECT),
        ("kustomize edit set image api=api:1.2", AskOnce, PROJECT),
        ("cargo machete --fix", AskOnce, PROJECT),
        (
            "helm template ledger charts/ledger --post-renderer ./kust.sh",
            AskOnce,
            PROJECT,
        ),
        // Reaching a service, installing, writing reports anywhere: asked on their own.
        ("checkov -d . --bc-api-key abc", AskOnce, "checkov"),
        (
            "checkov -d . --external-checks-git https://x/y.git",
            AskOnce,
            "checkov",
        ),
        (
            "checkov -d . --download-external-modules true",
            AskOnce,
            "checkov",
        ),
        ("trivy fs -o /ws/report.json .", AskOnce, "trivy"),
        ("trivy fs --server http://scanner:4954 .", AskOnce, "trivy"),
        // An image is scanned as a folder is (`trivy image alpine:3` reads); a report
        // written and a cluster scanned are not reads.
        ("trivy image -o /ws/report.json alpine:3", AskOnce, "trivy"),
        ("trivy k8s --report summary cluster", AskOnce, "trivy"),
        ("trivy k8s cluster", AskOnce, "trivy"),
        (
            "trivy plugin install github.com/x/y",
            AlwaysAsk,
            "global state",
        ),
        ("pip-audit --fix", AskOnce, "pip-audit"),
        ("pip-audit -r requirements.txt", AskOnce, "pip-audit"),
        ("bundle-audit update", AskOnce, "bundle-audit"),
        ("vale sync", AskOnce, "vale"),
        ("cargo audit fix", AskOnce, "cargo audit fix"),
        ("npm audit", Allow, "npm audit"),
        ("yarn audit --groups dependencies", Allow, "yarn audit"),
        ("npm audit fix", AskOnce, "npm audit fix"),
        ("npm audit fix --force", AskOnce, "npm audit fix"),
        ("pnpm audit --fix", AskOnce, "pnpm audit"),
        ("cargo deny init", AskOnce, "cargo deny"),
        ("kustomize localize k8s/base out", AskOnce, "kustomize"),
        ("conftest pull oci://x/policies", AskOnce, "conftest pull"),
        (
            "conftest push ghcr.io/acme/policies",
            AlwaysAsk,
            "publishing",
        ),
        ("bash -n", AlwaysAsk, "hidden"),
        ("trivy fs ~", AlwaysAsk, "tree holding secrets"),
        (
            "trivy fs --scanners secret /home/u",
            AlwaysAsk,
            "tree holding secrets",
        ),
        ("checkov -d ~", AlwaysAsk, "tree holding secrets"),
        ("gitleaks dir / --redact", AlwaysAsk, "tree holding secrets"),
        ("typos /etc", AlwaysAsk, "tree holding secrets"),
        ("yamllint ~/.kube/config", AlwaysAsk, "secret"),
        ("trivy fs ../..", AlwaysAsk, "tree holding secrets"),
        ("bash -n -c 'rm -rf x'", AlwaysAsk, "rm -r"),
        ("bash scripts/rotate.sh", AskOnce, "script run by bash"),
    ]);
}

/// Checkers that run the project's code or configuration as code, and test runners, are the
/// project's one family; what installs or fetches other code is asked.
#[test]
fn project_checkers_and_test_runners_are_the_project_family() {
    check(&[
        ("bats tests/scripts", AskOnce, PROJECT),
        ("vendor/bin/rector process --dry-run", AskOnce, PROJECT),
        ("vendor/bin/bats test", AskOnce, PROJECT),
        ("vendor/bin/goreleaser release", AlwaysAsk, "publishing"),
        ("/tmp/x/bin/rector process", AskOnce, "program by path"),
        ("bats -r test", AskOnce, PROJECT),
        ("pre-commit run --all-files", AskOnce, PROJECT),
        ("pre-commit run ruff --files app/main.py", AskOnce, PROJECT),
        ("pre-commit", AskOnce, PROJECT),
        ("prek run -a", AskOnce, PROJECT),
        ("uv run pre-commit run --all-files", AskOnce, PROJECT),
        (
            "pre-commit validate-config",
            Allow,
            "pre-commit validate-config",
        ),
        ("conftest test /ws/ledger.yaml", AskOnce, PROJECT),
        ("conftest test -p policy deploy.yaml", AskOnce, PROJECT),
        ("conftest verify", AskOnce, PROJECT),
        (
            "tflint --chdir=terraform/modules/rds",
            AskOnce,
            "infrastructure code plan/synth/local run",
        ),
        (
            "tflint --recursive",
            AskOnce,
            "infrastructure code plan/synth/local run",
        ),
        (
            "terraform-docs markdown modules/cloud_run_service > modules/cloud_run_service/README.md",
            AskOnce,
            "infrastructure code plan/synth/local run",
        ),
        (
            "terraform -chdir=envs/app plan -var-file=dev.tfvars",
            AskOnce,
            "infrastructure code plan/synth/local run",
        ),
        ("actionlint", AskOnce, PROJECT),
        ("markdownlint-cli2 '**/*.md'", AskOnce, PROJECT),
        ("markdownlint --fix docs", AskOnce, PROJECT),
        ("sqlfluff lint models", AskOnce, PROJECT),
        ("sqlfluff fix models", AskOnce, PROJECT),
        ("helm unittest charts/ledger", AskOnce, PROJECT),
        ("helm dependency update charts/ledger", AskOnce, PROJECT),
        ("helm dependency build charts/ledger", AskOnce, PROJECT),
        ("helm dep up charts/ledger", AskOnce, "helm"),
        ("mix hex.build", AskOnce, PROJECT),
        // Their neighbours that install, fetch or publish.
        ("pre-commit install", AskOnce, "pre-commit install"),
        ("pre-commit autoupdate", AskOnce, "pre-commit autoupdate"),
        (
            "pre-commit try-repo https://github.com/x/y",
            AskOnce,
            "pre-commit try-repo",
        ),
        (
            "pre-commit init-templatedir ~/.git-template",
            AlwaysAsk,
            "global state",
        ),
        ("tflint --init", AskOnce, "tflint"),
        (
            "conftest test --update https://x/p deploy.yaml",
            AskOnce,
            "conftest",
        ),
        (
            "helm push ledger-1.0.0.tgz oci://ghcr.io/acme",
            AlwaysAsk,
            "publishing",
        ),
        (
            "helm plugin install https://github.com/x/helm-diff",
            AlwaysAsk,
            "global state",
        ),
        ("mix hex.publish", AlwaysAsk, "publishing"),
    ]);
}

/// Any program's version alone only prints it; other arguments, a path into the workspace and
/// the word `version` of an unknown program do not.
#[test]
fn versions_of_any_program_read() {
    check(&[
        ("elixir --version", Allow, "version"),
        ("erl -version", Allow, "version"),
        ("terraform-docs --version", Allow, "version"),
        ("bash --version", Allow, "version"),
        ("ssh -V", Allow, ""),
        ("kind version", Allow, "kind version"),
        ("psql --version", Allow, ""),
        (
            "elixir --version --eval 'File.rm_rf!(\"x\")'",
            AlwaysAsk,
            "inline code",
        ),
        ("bumpctl version", AskOnce, "unknown"),
        ("./bin/tool --version", AskOnce, ""),
        ("rm --version; rm -rf x", AlwaysAsk, "rm -r"),
        ("shutdown -V", AlwaysAsk, "destructive"),
        ("mkfs.ext4 -V", AlwaysAsk, "destructive"),
    ]);
}

/// Probes of the machine and its services, version managers' listings and git's listings
/// read; their neighbours that change something do not.
#[test]
fn probes_and_listings_read() {
    check(&[
        ("pg_isready -h localhost -p 5432", Allow, "pg_isready"),
        ("pg_isready", Allow, "pg_isready"),
        ("ss -ltnp | grep 5432", Allow, "ss"),
        ("ss -tulpn", Allow, "ss"),
        ("netstat -tlnp", Allow, "netstat"),
        ("lsof -i :8000", Allow, "lsof"),
        ("asdf current", Allow, "asdf current"),
        ("asdf list elixir", Allow, "asdf list"),
        ("mise ls", Allow, "mise ls"),
        ("mise current node", Allow, "mise current"),
        ("pyenv versions", Allow, "pyenv versions"),
        ("rbenv version", Allow, "rbenv version"),
        ("aws configure list", Allow, "aws configure list"),
        ("aws configure list-profiles", Allow, "aws configure list"),
        ("git branch -a --merged main", Allow, "git branch"),
        ("git branch --merged", Allow, "git branch"),
        ("git branch -r --no-merged origin/main", Allow, "git branch"),
        ("git branch --contains abc123", Allow, "git branch"),
        ("git reflog", Allow, "git reflog"),
        ("git reflog -5", Allow, "git reflog"),
        ("git reflog show --date=iso main", Allow, "git reflog"),
        ("git log --all --oneline -- .env.staging", Allow, "git log"),
        ("git log --format=%H%x09%an -n 3 -- .env", Allow, "git log"),
        (
            "git log --name-status --follow -- config/secrets.yml",
            Allow,
            "git log",
        ),
        // Neighbours.
        ("ss -K dst 10.0.0.1", AskOnce, "ss"),
        ("asdf install elixir 1.17.2", AskOnce, "asdf install"),
        ("asdf global elixir 1.17.2", AlwaysAsk, "asdf global"),
        ("mise use -g node@22", AlwaysAsk, "mise use"),
        ("mise env", AskOnce, "mise env"),
        (
            "aws configure set region eu-west-1",
            AlwaysAsk,
            "global state",
        ),
        ("aws configure", AlwaysAsk, "global state"),
        ("aws configure export-credentials", AlwaysAsk, "credentials"),
        ("git branch --merged main -d old", AskOnce, "git"),
        ("git branch -D old", AlwaysAsk, "git branch -D"),
        ("git branch -m new", AskOnce, "git"),
        ("git reflog expire --expire=now --all", AlwaysAsk, "reflog"),
        ("git reflog delete HEAD@{1}", AlwaysAsk, "reflog"),
        ("git log -p -- .env.staging", AlwaysAsk, "secret"),
        ("git log --patch --oneline -- .env", AlwaysAsk, "secret"),
        ("git log --stat -- .env", AlwaysAsk, "secret"),
        ("git log -S password -- .env", AlwaysAsk, "secret"),
        ("git log -G key --oneline -- .env", AlwaysAsk, "secret"),
        ("git log -L 1,5:.env", AlwaysAsk, "secret"),
        ("git log --textconv -- .env", AlwaysAsk, "textconv"),
        ("git show HEAD:.env", AlwaysAsk, "secret"),
        ("git -c core.pager=cat log -- .env", AlwaysAsk, ""),
    ]);
}

/// A query that only reads, to this machine's server, runs at once through psql, mysql,
/// sqlite3 and redis-cli; writes, DDL, flushes, settings, other hosts and production do not.
#[test]
fn local_read_only_queries() {
    let local = "on this machine";
    check(&[
        (
            "psql postgresql://ledger:ledger@localhost:5432/ledger -c '\\d idempotency_keys'",
            Allow,
            local,
        ),
        (
            "psql postgresql://postgres:postgres@localhost:5432/acme_dev -c 'select count(*) from notifications'",
            Allow,
            local,
        ),
        (
            "psql -h 127.0.0.1 -U app -d app -c 'SELECT id, email FROM users LIMIT 5'",
            Allow,
            local,
        ),
        ("psql -h /var/run/postgresql -c '\\dt+'", Allow, local),
        (
            "psql -c 'EXPLAIN SELECT * FROM t WHERE id IN (SELECT 1)'",
            Allow,
            local,
        ),
        ("psql -c 'SHOW search_path'", Allow, local),
        ("psql -c '\\l'", Allow, local),
        (
            "psql 'host=localhost dbname=app' -c 'select now()'",
            Allow,
            local,
        ),
        (
            "mysql -h 127.0.0.1 -uroot -e 'SHOW TABLES' app",
            Allow,
            local,
        ),
        ("mysql -uroot -e 'DESCRIBE invoices' billing", Allow, local),
        (
            "sqlite3 db.sqlite3 'select * from django_migrations'",
            Allow,
            local,
        ),
        ("sqlite3 app.db .tables", Allow, local),
        ("sqlite3 app.db '.schema users'", Allow, local),
        (
            "redis-cli --scan --pattern 'idem:*' | head -20",
            Allow,
            local,
        ),
        ("redis-cli PING", Allow, local),
        ("redis-cli -n 1 GET session:abc", Allow, local),
        ("redis-cli -h localhost -p 6379 ttl idem:3b1f", Allow, local),
        ("redis-cli LRANGE queue 0 -1", Allow, local),
        ("redis-cli info memory", Allow, local),
        ("redis-cli --bigkeys", Allow, local),
        ("redis-cli CLIENT LIST", Allow, local),
        ("redis-cli memory usage k", Allow, local),
        ("redis-cli SLOWLOG GET 10", Allow, local),
        // Writes, DDL, calls out, files, several statements: not reads.
        ("psql -c 'UPDATE users SET admin = true'", AskOnce, "psql"),
        ("psql -c 'select 1; update t set a = 1'", AskOnce, "psql"),
        ("psql -c 'SELECT * INTO backup FROM users'", AskOnce, "psql"),
        ("psql -c 'EXPLAIN ANALYZE DELETE FROM t'", AlwaysAsk, "SQL"),
        ("psql -c 'EXPLAIN ANALYZE SELECT 1'", AskOnce, "psql"),
        (
            "psql -c \"select pg_read_file('/etc/passwd')\"",
            AskOnce,
            "psql",
        ),
        ("psql -c \"select lo_export(1, '/tmp/x')\"", AskOnce, "psql"),
        ("psql -c 'select nextval(seq)'", AskOnce, "psql"),
        ("psql -c 'select my_cleanup()'", AskOnce, "psql"),
        ("psql -c 'SELECT * FROM t FOR UPDATE'", AskOnce, "psql"),
        ("psql -c '\\! rm -rf x'", AskOnce, "psql"),
        ("psql -c '\\d x \\! id'", AskOnce, "psql"),
        ("psql -c '\\copy t to /tmp/t.csv'", AskOnce, "psql"),
        ("psql -c 'select 1' -o /tmp/out", AskOnce, "psql"),
        ("psql -f query.sql", AskOnce, "psql"),
        ("psql", AskOnce, "psql"),
        ("psql -c 'CREATE TABLE t (a int)'", AskOnce, "psql"),
        ("psql -c 'DROP TABLE t'", AlwaysAsk, "SQL DROP"),
        (
            "psql -c 'TRUNCATE payments, refunds CASCADE'",
            AlwaysAsk,
            "SQL TRUNCATE",
        ),
        (
            "mysql -uroot -ppassword -e 'CREATE DATABASE billing'",
            AskOnce,
            "mysql",
        ),
        (
            "mysql -e \"SELECT * FROM t INTO OUTFILE '/tmp/x'\"",
            AskOnce,
            "mysql",
        ),
        ("sqlite3 app.db \".shell id\"", AlwaysAsk, "sqlite3 .shell"),
        ("sqlite3 app.db \".output /tmp/x\"", AskOnce, "sqlite3"),
        (
            "sqlite3 app.db \"ATTACH '/tmp/x.db' AS x\"",
            AskOnce,
            "sqlite3",
        ),
        (
            "sqlite3 -cmd '.shell id' app.db 'select 1'",
            AlwaysAsk,
            "sqlite3 .shell",
        ),
        (
            "sqlite3 ~/.mozilla/cookies.sqlite 'select * from moz_cookies'",
            AlwaysAsk,
            "browser profile",
        ),
        ("sqlite3 /home/u/x.db 'select 1'", AskOnce, "sqlite3"),
        ("redis-cli SET k v", AskOnce, "redis-cli"),
        ("redis-cli --eval script.lua", AskOnce, "redis-cli"),
        ("redis-cli CLIENT KILL ID 5", AskOnce, "redis-cli"),
        ("redis-cli client pause 10000", AskOnce, "redis-cli"),
        ("redis-cli MEMORY PURGE", AskOnce, "redis-cli"),
        ("redis-cli SLOWLOG RESET", AskOnce, "redis-cli"),
        ("redis-cli GETDEL k", AskOnce, "redis-cli"),
        ("redis-cli -r 100 GET k", Allow, "get"),
        ("redis-cli MONITOR", AskOnce, "redis-cli"),
        (
            "sqlite3 'file:///home/u/.mozilla/cookies.sqlite' 'select 1'",
            AlwaysAsk,
            "browser profile",
        ),
        (
            "sqlite3 app.db \"select readfile('/etc/passwd')\"",
            AskOnce,
            "sqlite3",
        ),
        (
            "sqlite3 app.db \"select writefile('/tmp/x', 'y')\"",
            AskOnce,
            "sqlite3",
        ),
        ("mysql -e 'SELECT SLEEP(100)'", AskOnce, "mysql"),
        ("mysql -e 'system rm -rf x'", AskOnce, "mysql"),
        ("psql -c 'select 1 \\gexec'", AskOnce, "psql"),
        ("redis-cli FLUSHALL", AlwaysAsk, "FLUSHALL"),
        ("redis-cli -n 2 flushdb", AlwaysAsk, "FLUSHDB"),
        (
            "redis-cli CONFIG SET appendonly no",
            AlwaysAsk,
            "global state",
        ),
        (
            "redis-cli CONFIG GET requirepass",
            AlwaysAsk,
            "global state",
        ),
        // Servers elsewhere, or variables that may point elsewhere: asked.
        ("psql -h db.internal -c 'select 1'", AskOnce, "psql"),
        (
            "psql postgres://app@10.0.0.8/app -c 'select 1'",
            AskOnce,
            "psql",
        ),
        ("psql -h db -l", AskOnce, "psql"),
        ("PGHOST=db.internal psql -c 'select 1'", AskOnce, "psql"),
        ("psql \"$PGURL\" -c 'select 1'", AskOnce, "psql"),
        ("psql -h \"$DB_HOST\" -c 'select 1'", AskOnce, "psql"),
        ("redis-cli -h $REDIS_HOST GET k", AskOnce, "redis-cli"),
        ("psql 'service=ledger' -c 'select 1'", AskOnce, "psql"),
        ("mysql -h db.internal -e 'SHOW TABLES'", AskOnce, "mysql"),
        ("redis-cli -h cache.internal GET k", AskOnce, "remote"),
        ("redis-cli -h 10.1.2.3 --scan", AskOnce, "redis-cli"),
        // Production, by host or database name: always asked.
        (
            "psql -h prod-db.acme.io -c 'select 1'",
            AlwaysAsk,
            "production",
        ),
        (
            "psql postgres://app@localhost/app_production -c 'select 1'",
            AlwaysAsk,
            "production",
        ),
        ("redis-cli -h redis-prd PING", AlwaysAsk, "production"),
        (
            "mysql -h localhost -e 'SELECT 1' billing_prod",
            AlwaysAsk,
            "production",
        ),
    ]);
}

/// Dry runs, diffs and listings against any cluster read; printing a secret's data does not.
#[test]
fn cluster_reads_dry_runs_and_secrets() {
    check(&[
        (
            "kubectl apply -k k8s/overlays/staging --dry-run=server --context staging",
            Allow,
            "kubectl apply",
        ),
        (
            "kubectl apply -f deploy.yaml --dry-run=client -o yaml",
            Allow,
            "kubectl apply",
        ),
        (
            "kubectl delete ns ledger --dry-run=server",
            Allow,
            "kubectl delete",
        ),
        (
            "kubectl scale deploy/api --replicas=0 --dry-run=server",
            Allow,
            "kubectl scale",
        ),
        (
            "kubectl diff -k k8s/overlays/staging --context staging",
            Allow,
            "kubectl diff",
        ),
        (
            "helm diff upgrade ledger charts/ledger -n ledger -f v.yaml --kube-context staging",
            Allow,
            "helm diff",
        ),
        (
            "helm install ledger charts/ledger --dry-run",
            Allow,
            "helm install",
        ),
        (
            "helm upgrade ledger charts/ledger --dry-run=client",
            Allow,
            "helm upgrade",
        ),
        ("kubectl get pods -A", Allow, "kubectl get"),
        ("kubectl get secrets -n ledger", Allow, "kubectl get"),
        (
            "kubectl describe secret ledger-db",
            Allow,
            "kubectl describe",
        ),
        (
            "kubectl logs deploy/ledger --context staging",
            Allow,
            "kubectl logs",
        ),
        // Neighbours: no dry run at all, a server render with lookups, secrets' data.
        (
            "kubectl apply -f deploy.yaml --dry-run=none",
            AlwaysAsk,
            "infrastructure",
        ),
        ("kubectl apply -f deploy.yaml", AlwaysAsk, "infrastructure"),
        ("kubectl delete ns ledger", AlwaysAsk, "infrastructure"),
        (
            "helm install ledger charts/ledger --dry-run=server",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "helm upgrade ledger charts/ledger --dry-run --post-renderer ./x",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "helm upgrade ledger charts/ledger",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "helm diff upgrade ledger charts/ledger --show-secrets",
            AlwaysAsk,
            "credentials",
        ),
        (
            "kubectl get secret ledger-db -n ledger --context staging -o jsonpath='{.data}' | jq 'keys'",
            AlwaysAsk,
            "credentials",
        ),
        (
            "kubectl get secret ledger-db -o yaml",
            AlwaysAsk,
            "credentials",
        ),
        (
            "kubectl get -o json secrets/ledger-db",
            AlwaysAsk,
            "credentials",
        ),
        (
            "kubectl get configmap,secret -o yaml",
            AlwaysAsk,
            "credentials",
        ),
        (
            "kubectl get secrets --output=jsonpath='{.items[*].data}'",
            AlwaysAsk,
            "credentials",
        ),
        (
            "kubectl get --raw /api/v1/namespaces/x/secrets/db",
            AlwaysAsk,
            "credentials",
        ),
        (
            "kubectl create secret generic x --from-file=key --dry-run=client -o yaml",
            AlwaysAsk,
            "credentials",
        ),
        (
            "kubectl kustomize --enable-exec k8s",
            AskOnce,
            "kubectl kustomize",
        ),
    ]);
}

/// Local clusters and emulators: one ask-once family for kind, minikube, k3d and kubectl/helm
/// given a plainly local context; every other context, a context pointed elsewhere, credentials
/// and production keep asking.
#[test]
fn local_clusters_are_one_family() {
    let local = "local cluster";
    check(&[
        (
            "kind create cluster --name platform-dev --config kind.yaml",
            AskOnce,
            local,
        ),
        ("kind delete cluster --name platform-dev", AskOnce, local),
        (
            "kind load docker-image ledger:dev --name platform-dev",
            AskOnce,
            local,
        ),
        ("kind get clusters", Allow, "kind get"),
        ("minikube start --driver=docker", AskOnce, local),
        ("minikube delete", AskOnce, local),
        ("minikube status", Allow, "minikube status"),
        ("k3d cluster create dev", AskOnce, local),
        ("k3d cluster delete dev", AskOnce, local),
        ("k3d cluster list", Allow, "k3d cluster list"),
        (
            "helm install ledger charts/ledger -n ledger --create-namespace --kube-context kind-platform-dev -f v.yaml",
            AskOnce,
            local,
        ),
        (
            "helm upgrade ledger charts/ledger --kube-context=kind-dev",
            AskOnce,
            local,
        ),
        (
            "helm uninstall ledger --kube-context minikube",
            AskOnce,
            local,
        ),
        (
            "kubectl --context kind-platform-dev -n ledger port-forward svc/ledger 8080:80",
            AskOnce,
            local,
        ),
        (
            "kubectl --context kind-platform-dev -n ledger exec deploy/ledger -- wget -qO- http://ledger-db:5432",
            AskOnce,
            local,
        ),
        (
            "kubectl apply -f deploy.yaml --context docker-desktop",
            AskOnce,
            local,
        ),
        ("kubectl --context=k3d-dev delete ns ledger", AskOnce, local),
        (
            "kubectl --context rancher-desktop rollout restart deploy/api",
            AskOnce,
            local,
        ),
        (
            "kubectl --context orbstack scale deploy/api --replicas=2",
            AskOnce,
            local,
        ),
        // Every cluster at once, a local cluster's credentials, mounts of the host.
        ("kind delete clusters --all", AskOnce, "kind"),
        (
            "kind get kubeconfig --name dev",
            AskOnce,
            "kind get kubeconfig",
        ),
        // `--purge` also deletes minikube's own folder in the home directory.
        (
            "minikube delete --all --purge",
            AlwaysAsk,
            "throws data away",
        ),
        ("minikube mount /home/u:/host", AskOnce, "minikube"),
        ("minikube kubectl -- delete ns x", AskOnce, "minikube"),
        ("k3d cluster delete --all", AskOnce, "k3d"),
        // Other contexts, no context, a local name pointed elsewhere, production.
        ("kubectl apply -f deploy.yaml", AlwaysAsk, "infrastructure"),
        (
            "kubectl apply -f deploy.yaml --context staging",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "kubectl --context kind-dev --server https://10.0.0.1:6443 apply -f x.yaml",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "kubectl --context kind-dev --kubeconfig other.yaml delete ns x",
            AlwaysAsk,
            "infrastructure",
        ),
        ("kubectl --context kind-prod delete ns x", AlwaysAsk, ""),
        (
            "helm upgrade --install ledger charts/ledger --kube-context staging",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "helm upgrade ledger charts/ledger --kube-context kind-dev -n prod",
            AlwaysAsk,
            "",
        ),
        (
            "kubectl --context kind-dev get secret db -o yaml",
            AlwaysAsk,
            "credentials",
        ),
        (
            "kubectl --context kind-dev config use-context prod",
            AlwaysAsk,
            "global state",
        ),
        (
            "kubectl --context kind-dev create token admin",
            AlwaysAsk,
            "credentials",
        ),
        (
            "kubectl --context kind-dev krew install neat",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "kubectl --context kind-dev foo-plugin run",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "helm --kube-context kind-dev secrets decrypt x",
            AlwaysAsk,
            "credentials",
        ),
        (
            "helm secrets upgrade ledger charts/ledger -f secrets.yaml",
            AlwaysAsk,
            "credentials",
        ),
        (
            "helm registry login ghcr.io --kube-context kind-dev",
            AlwaysAsk,
            "credentials",
        ),
    ]);
}

/// A cloud CLI given a loopback endpoint (an emulator) is one ask-once family per endpoint;
/// credentials, the CLI's own settings, copies of files outside the workspace and real
/// endpoints keep asking.
#[test]
fn local_cloud_emulators_are_a_family_per_endpoint() {
    check(&[
        (
            "aws --endpoint-url http://localhost:4566 sqs create-queue --queue-name ledger-test",
            AskOnce,
            PROJECT,
        ),
        (
            "aws --endpoint-url=http://127.0.0.1:4566 s3 mb s3://ledger",
            AskOnce,
            PROJECT,
        ),
        (
            "aws --endpoint-url http://localhost:4566 s3 cp build/report.json s3://ledger/",
            AskOnce,
            PROJECT,
        ),
        (
            "aws --region us-east-1 --endpoint-url http://localhost:4566 dynamodb put-item --table-name t --item '{}'",
            AskOnce,
            PROJECT,
        ),
        (
            "aws --endpoint-url http://localhost:4566 sns publish --topic-arn arn:aws:sns:us-east-1:000000000000:t --message hi",
            AskOnce,
            PROJECT,
        ),
        (
            "aws --endpoint-url http://localhost:4566 s3 ls",
            Allow,
            "aws s3 ls",
        ),
        // A scan reads anywhere (its own row); a write to the emulator is its family.
        (
            "aws --endpoint-url http://localhost:4566 dynamodb scan --table-name t",
            Allow,
            "aws dynamodb scan (read-only)",
        ),
        (
            "aws --endpoint-url http://localhost:4566 dynamodb put-item --table-name t --item file://i.json",
            AskOnce,
            "local cloud",
        ),
        (
            "aws --endpoint-url http://localhost:4566 sqs get-queue-attributes --queue-url x",
            Allow,
            "read-only",
        ),
        (
            "aws --endpoint-url http://localhost:4566 s3api head-object --bucket b --key k",
            Allow,
            "local cloud",
        ),
        // A profile's settings are not shown: the emulator's own family, asked once.
        (
            "aws --profile localstack --endpoint-url http://localhost:4566 s3 mb s3://x",
            AskOnce,
            "local cloud http://localhost:4566",
        ),
        // LocalStack's awslocal and AWS_ENDPOINT_URL are the same endpoint.
        ("awslocal s3 mb s3://ledger", AskOnce, PROJECT),
        (
            "AWS_ENDPOINT_URL=http://localhost:4566 aws sqs create-queue --queue-name q",
            AskOnce,
            PROJECT,
        ),
        ("awslocal sqs list-queues", Allow, "read-only"),
        (
            "awslocal s3 rb s3://ledger --force",
            AlwaysAsk,
            "local cloud",
        ),
        (
            "AWS_ENDPOINT_URL=http://127.0.0.1:4566 aws dynamodb delete-table --table-name t",
            AlwaysAsk,
            "local cloud",
        ),
        (
            "awslocal secretsmanager get-secret-value --secret-id x",
            AlwaysAsk,
            "credentials",
        ),
        (
            "AWS_ENDPOINT_URL=https://s3.amazonaws.com aws s3 mb s3://x",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "AWS_ENDPOINT_URL=http://localhost:4566 AWS_PROFILE=prod aws s3 mb s3://x",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "LOCALSTACK_HOST=cloud.acme.io awslocal s3 mb s3://x",
            AskOnce,
            "unknown",
        ),
        // Deleting on the emulator always asks.
        (
            "aws s3 rm s3://ledger/x --endpoint-url http://localhost:4566/",
            AlwaysAsk,
            "local cloud",
        ),
        (
            "aws --endpoint-url http://localhost:4566 s3 rm s3://ledger --recursive",
            AlwaysAsk,
            "local cloud",
        ),
        (
            "aws --endpoint-url http://localhost:4566 s3 rb s3://ledger --force",
            AlwaysAsk,
            "local cloud",
        ),
        (
            "aws --endpoint-url http://localhost:4566 s3 mv s3://a/x s3://b/x",
            AlwaysAsk,
            "local cloud",
        ),
        (
            "aws --endpoint-url http://localhost:4566 s3 sync build s3://ledger --delete",
            AlwaysAsk,
            "local cloud",
        ),
        (
            "aws --endpoint-url http://localhost:4566 dynamodb delete-table --table-name t",
            AlwaysAsk,
            "local cloud",
        ),
        (
            "aws --endpoint-url http://localhost:4566 sqs purge-queue --queue-url x",
            AlwaysAsk,
            "local cloud",
        ),
        (
            "aws --endpoint-url http://localhost:4566 ec2 terminate-instances --instance-ids i-1",
            AlwaysAsk,
            "local cloud",
        ),
        // Neighbours.
        (
            "aws --endpoint-url http://localhost:4566 s3 sync ~ s3://ledger",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "aws --endpoint-url http://localhost:4566 s3 cp /etc/hosts s3://ledger/",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "aws --endpoint-url http://localhost:4566 secretsmanager get-secret-value --secret-id x",
            AlwaysAsk,
            "credentials",
        ),
        (
            "aws --endpoint-url http://localhost:4566 configure set region x",
            AlwaysAsk,
            "global state",
        ),
        (
            "aws --endpoint-url https://s3.eu-west-1.amazonaws.com s3 rb s3://x",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "aws --endpoint-url http://localhost.evil.io s3 rb s3://x",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "aws --endpoint-url http://u@localhost:4566 s3 rb s3://x",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "aws sqs create-queue --queue-name x",
            AlwaysAsk,
            "infrastructure",
        ),
    ]);
}

/// Formatters read when they print or check, and are the project's family when they write;
/// scanners read unless they write a report; release tools publish.
#[test]
fn formatters_scanners_and_release_tools() {
    check(&[
        ("shfmt -d scripts", Allow, "shfmt"),
        ("shfmt -l .", Allow, "shfmt"),
        ("clang-format src/main.c", Allow, "clang-format"),
        (
            "clang-format --dry-run --Werror src/main.c",
            Allow,
            "clang-format",
        ),
        (
            "google-java-format --dry-run Main.java",
            Allow,
            "google-java-format",
        ),
        ("djlint templates --check", Allow, "djlint"),
        ("stylua --check .", Allow, "stylua"),
        ("swiftformat --lint .", Allow, "swiftformat"),
        ("mdformat --check docs", Allow, "mdformat"),
        ("taplo fmt --check", Allow, "taplo fmt"),
        ("taplo check", Allow, "taplo check"),
        ("swiftlint", Allow, "swiftlint"),
        ("zizmor .github/workflows", Allow, "zizmor"),
        ("cppcheck --enable=all src", Allow, "cppcheck"),
        ("luacheck lua", Allow, "luacheck"),
        ("squawk migrations/*.sql", Allow, "squawk"),
        (
            "check-jsonschema --schemafile schema.json data.json",
            Allow,
            "check-jsonschema",
        ),
        ("vulture app", Allow, "vulture"),
        ("grype dir:.", Allow, "grype"),
        ("tfsec terraform", Allow, "tfsec"),
        ("gitleaks detect --redact", Allow, "gitleaks"),
        ("goreleaser check", Allow, "goreleaser check"),
        ("ct list-changed", Allow, "ct list-changed"),
        // Writing: the project's family.
        ("shfmt -w scripts", AskOnce, PROJECT),
        ("clang-format -i src/main.c", AskOnce, PROJECT),
        ("google-java-format --replace Main.java", AskOnce, PROJECT),
        ("djlint templates --reformat", AskOnce, PROJECT),
        ("stylua .", AskOnce, PROJECT),
        ("swiftformat .", AskOnce, PROJECT),
        ("taplo fmt", AskOnce, PROJECT),
        ("swiftlint --fix", AskOnce, PROJECT),
        ("swiftlint autocorrect", AskOnce, PROJECT),
        ("zizmor --fix .github", AskOnce, PROJECT),
        ("grype dir:. --file report.json", AskOnce, PROJECT),
        ("phpcs --standard=PSR12 app", AskOnce, PROJECT),
        ("rector process --dry-run", AskOnce, PROJECT),
        ("reek app", AskOnce, PROJECT),
        ("behave features", AskOnce, PROJECT),
        ("lint-staged", AskOnce, PROJECT),
        ("cypress run", AskOnce, PROJECT),
        ("lefthook run pre-commit", AskOnce, PROJECT),
        ("ct lint --charts charts/ledger", AskOnce, PROJECT),
        ("goreleaser release --snapshot --clean", AskOnce, PROJECT),
        ("goreleaser build --snapshot", AskOnce, PROJECT),
        // Neighbours that print secrets, install, act on a cluster or publish.
        ("gitleaks detect", AskOnce, "gitleaks"),
        (
            "gitleaks detect --redact --report-path /ws/leaks.json",
            AskOnce,
            "gitleaks",
        ),
        ("cppcheck --addon=misra.py src", AskOnce, "cppcheck"),
        ("grype db update", AskOnce, "grype db"),
        ("lefthook install", AskOnce, "lefthook install"),
        ("cypress install", AskOnce, "cypress install"),
        (
            "ct install --charts charts/ledger",
            AlwaysAsk,
            "infrastructure",
        ),
        ("ct lint-and-install", AlwaysAsk, "infrastructure"),
        ("goreleaser release --clean", AlwaysAsk, "publishing"),
        ("goreleaser release", AlwaysAsk, "publishing"),
        ("goreleaser publish", AlwaysAsk, "publishing"),
    ]);
}

/// More checkers, formatters in check mode, configuration languages, image builders, git's
/// read-only plumbing and machine probes; their writing, fetching and acting neighbours.
#[test]
fn checks_in_more_ecosystems_and_probes() {
    check(&[
        ("ruff check .", Allow, "ruff check"),
        ("ruff check app tests --select I", Allow, "ruff check"),
        ("ruff format --check .", Allow, "ruff format"),
        ("black --check .", Allow, "black"),
        ("isort --check-only --diff .", Allow, "isort"),
        ("cargo fmt --check", Allow, "cargo fmt"),
        ("cargo fmt --all --check", Allow, "cargo fmt"),
        ("gofmt -l .", Allow, "gofmt"),
        ("goimports -d ./...", Allow, "goimports"),
        ("swift-format lint -r Sources", Allow, "swift-format"),
        ("cue vet schema.cue data.yaml", Allow, "cue vet"),
        ("opa check policies", Allow, "opa check"),
        ("opa fmt -l policies", Allow, "opa fmt"),
        ("packer fmt -check .", Allow, "packer fmt"),
        ("ip -br addr", Allow, "ip addr"),
        ("ip route", Allow, "ip route"),
        ("lscpu", Allow, "lscpu"),
        ("sdk current java", Allow, "sdk current"),
        ("tfenv list", Allow, "tfenv list"),
        ("git check-ignore -v build/x", Allow, "git check-ignore"),
        (
            "git for-each-ref --sort=-committerdate refs/heads",
            Allow,
            "git for-each-ref",
        ),
        ("git cherry -v main", Allow, "git cherry"),
        // Fixing and formatting: the project's family.
        ("ruff check --fix .", AskOnce, PROJECT),
        ("ruff format .", AskOnce, PROJECT),
        ("ruff check --output-file /ws/r.txt", AskOnce, PROJECT),
        ("black .", AskOnce, PROJECT),
        ("isort .", AskOnce, PROJECT),
        ("cargo fmt", AskOnce, PROJECT),
        ("cargo fmt --all -- --check", AskOnce, PROJECT),
        ("gofmt -w .", AskOnce, PROJECT),
        ("gofmt -l -w .", AskOnce, PROJECT),
        ("swift-format -i -r Sources", AskOnce, PROJECT),
        ("cue fmt ./...", AskOnce, PROJECT),
        ("cue export -o out.json config.cue", AskOnce, PROJECT),
        ("opa test policies", AskOnce, PROJECT),
        ("opa fmt -w policies", AskOnce, PROJECT),
        ("packer validate .", AskOnce, PROJECT),
        ("ansible-playbook --syntax-check site.yml", AskOnce, PROJECT),
        (
            "ansible-playbook -i inventory --list-hosts site.yml",
            AskOnce,
            PROJECT,
        ),
        // Neighbours.
        ("packer build .", AlwaysAsk, "infrastructure"),
        ("packer init .", AskOnce, "packer init"),
        (
            "ansible-playbook -i inventory site.yml",
            AlwaysAsk,
            "infrastructure",
        ),
        (
            "ansible-playbook --check site.yml",
            AskOnce,
            "ansible check mode and facts",
        ),
        ("opa run --server", AskOnce, "opa run"),
        ("ip addr add 10.0.0.2/24 dev eth0", AskOnce, "ip"),
        ("ip route del default", AskOnce, "ip"),
        ("ip link set eth0 down", AskOnce, "ip"),
        ("ip netns add x", AskOnce, "ip netns"),
        ("sdk install java 21-tem", AskOnce, "sdk install"),
        ("tfenv use 1.9.0", AskOnce, "tfenv use"),
        ("git var -l", AskOnce, "git"),
        ("git ls-remote https://github.com/x/y", AskOnce, "git"),
    ]);
}

/// A database client's write that destroys nothing, to a server this machine's command line
/// names (a loopback host, a socket, a workspace file, redis-cli's fixed default), joins the
/// project family, as a local HTTP write does; destroying, users and privileges, server
/// administration, shell escapes, a server left to the environment, elsewhere or named
/// production keep their questions.
#[test]
fn local_database_writes_join_the_project_family() {
    let lowered = [
        "psql -h localhost -U app -d app -c \"INSERT INTO t VALUES (1)\"",
        "psql -h 127.0.0.1 -U app app -c \"insert into notes (title, body) values ('a', 'b')\"",
        "psql postgresql://app:app@localhost:5432/app -c 'UPDATE users SET name = $$x$$ WHERE id = 3'",
        "psql 'host=localhost dbname=app' -c 'UPDATE sessions SET ok = false WHERE expires_at < now()'",
        "psql -h /var/run/postgresql -c 'CREATE TABLE IF NOT EXISTS t (id serial PRIMARY KEY, name varchar(80) NOT NULL)'",
        "psql -h localhost -c 'CREATE INDEX CONCURRENTLY idx_t_a ON t (a)'",
        "psql -h localhost -c 'CREATE UNIQUE INDEX i ON t(a, b)'",
        "psql -h localhost -c 'ALTER TABLE t ADD COLUMN note text'",
        "psql -h localhost -c 'BEGIN; INSERT INTO t(a) VALUES (1); COMMIT'",
        "psql --host=localhost -c 'INSERT INTO t SELECT id FROM u WHERE id > 3'",
        "mysql -h 127.0.0.1 -uroot app -e \"INSERT INTO invoice (id, total) VALUES (1, 9.5)\"",
        "mysql --host=localhost -u app -e 'UPDATE invoice SET total = 3 WHERE id = 1' app",
        "mariadb -h 127.0.0.1 -e 'CREATE TABLE x (id INT PRIMARY KEY, t VARCHAR(20))' app",
        "sqlite3 dev.db 'INSERT INTO t VALUES (1)'",
        "sqlite3 db.sqlite3 \"UPDATE auth_user SET is_staff = 1 WHERE username = 'dev'\"",
        "sqlite3 instance/app.db 'CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)'",
        "redis-cli SET k v",
        "redis-cli -h localhost -p 6379 set session:1 abc",
        "redis-cli -h 127.0.0.1 HSET user:1 name ann",
        "redis-cli LPUSH queue job1",
        "redis-cli -n 2 EXPIRE k 60",
        "redis-cli XADD events '*' type signup",
        "redis-cli PUBLISH chan hello",
        "redis-cli INCR counter",
        "mongosh --quiet mongodb://localhost:27017/p --eval 'db.p.createIndex({a: 1})'",
        "mongosh --eval 'db.orders.insertOne({sku: \"a\", qty: 2})'",
        "mongosh mongodb://127.0.0.1/app --eval 'db.users.updateOne({_id: ObjectId(\"65a\")}, {$set: {name: \"x\"}})'",
        "mongo app --eval 'db.events.insertMany([{a: 1}, {a: 2}])'",
        "mongosh --quiet --eval 'db.x.find().limit(2)'",
    ];
    let cases: Vec<(&str, Level, &str)> = lowered.iter().map(|s| (*s, AskOnce, PROJECT)).collect();
    check(&cases);
    // The dangerous neighbours, and what stays as it was.
    let neighbours = [
        ("psql -h localhost -c 'DROP TABLE t'", AlwaysAsk),
        ("psql -h localhost -c 'TRUNCATE t'", AlwaysAsk),
        ("psql -h localhost -c 'DELETE FROM t'", AlwaysAsk),
        (
            "psql -h localhost -c 'UPDATE users SET admin = true'",
            AskOnce,
        ),
        (
            "psql -h localhost -c 'UPDATE t SET a = 1 WHERE 1=1'",
            AskOnce,
        ),
        (
            "psql -h localhost -c 'DELETE FROM t WHERE id = 1'",
            AlwaysAsk,
        ),
        (
            "psql -h localhost -c 'ALTER TABLE t DROP COLUMN a'",
            AlwaysAsk,
        ),
        (
            "psql -h localhost -c 'ALTER TABLE t ADD c int, DROP COLUMN a'",
            AlwaysAsk,
        ),
        (
            "psql -h localhost -c \"CREATE USER bob WITH PASSWORD 'x'\"",
            AskOnce,
        ),
        ("psql -h localhost -c 'GRANT ALL ON t TO bob'", AskOnce),
        (
            "psql -h localhost -c \"ALTER USER app PASSWORD 'y'\"",
            AskOnce,
        ),
        (
            "psql -h localhost -c 'CREATE ROLE admin SUPERUSER'",
            AskOnce,
        ),
        (
            "psql -h localhost -c 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity'",
            AskOnce,
        ),
        (
            "psql -h localhost -c 'INSERT INTO t VALUES (pg_read_file($$/etc/passwd$$))'",
            AskOnce,
        ),
        (
            "psql -h localhost -c \"COPY t TO PROGRAM 'curl x'\"",
            AskOnce,
        ),
        (
            "psql -h localhost -c 'INSERT INTO t VALUES (1); \\! id'",
            AskOnce,
        ),
        (
            "psql -h localhost -c 'CREATE EXTENSION plpython3u'",
            AskOnce,
        ),
        (
            "psql -h localhost -c 'CREATE FUNCTION f() RETURNS int AS $$ select 1 $$ LANGUAGE sql'",
            AskOnce,
        ),
        ("psql -h localhost -c 'CREATE DATABASE x'", AskOnce),
        (
            "psql -h localhost -c 'ALTER SYSTEM SET fsync = off'",
            AskOnce,
        ),
        ("psql -h localhost -c 'SET ROLE postgres'", AskOnce),
        ("psql -U app -d app -c 'INSERT INTO t VALUES (1)'", AskOnce),
        (
            "PGHOST=db.acme.io psql -c 'INSERT INTO t VALUES (1)'",
            AskOnce,
        ),
        (
            "psql \"$DATABASE_URL\" -c 'INSERT INTO t VALUES (1)'",
            AskOnce,
        ),
        ("psql service=app -c 'INSERT INTO t VALUES (1)'", AskOnce),
        ("psql -h db.acme.io -c 'INSERT INTO t VALUES (1)'", AskOnce),
        (
            "psql -h localhost -d app_prod -c 'INSERT INTO t VALUES (1)'",
            AlwaysAsk,
        ),
        ("psql -h localhost -f seed.sql", AskOnce),
        (
            "mysql -h 127.0.0.1 -e \"SELECT * FROM t INTO OUTFILE '/tmp/x'\"",
            AskOnce,
        ),
        ("mysql -h 127.0.0.1 -e 'system rm -rf x'", AskOnce),
        ("mysql -h 127.0.0.1 -e 'SHUTDOWN'", AskOnce),
        (
            "mysql -h 127.0.0.1 -e \"LOAD DATA INFILE '/etc/passwd' INTO TABLE t\"",
            AskOnce,
        ),
        ("mysql -h 127.0.0.1 -e 'REPLACE INTO t VALUES (1)'", AskOnce),
        ("mysql -uroot -e 'INSERT INTO t VALUES (1)' app", AskOnce),
        (
            "sqlite3 dev.db \"INSERT INTO t VALUES (1);\n.shell id\"",
            AlwaysAsk,
        ),
        (
            "sqlite3 dev.db \"INSERT INTO t VALUES (1)\n.system id\"",
            AskOnce,
        ),
        (
            "sqlite3 dev.db \"ATTACH '/tmp/o.db' AS o; INSERT INTO o.t VALUES (1)\"",
            AskOnce,
        ),
        (
            "sqlite3 dev.db \"INSERT INTO t VALUES (readfile('/etc/passwd'))\"",
            AskOnce,
        ),
        ("sqlite3 ~/other.db 'INSERT INTO t VALUES (1)'", AlwaysAsk),
        ("redis-cli FLUSHALL", AlwaysAsk),
        ("redis-cli flushdb", AlwaysAsk),
        ("redis-cli DEL k", AskOnce),
        ("redis-cli --scan --pattern 'sess:*' DEL", AskOnce),
        ("redis-cli CONFIG SET requirepass x", AskOnce),
        ("redis-cli ACL SETUSER bob on", AskOnce),
        ("redis-cli SHUTDOWN", AskOnce),
        ("redis-cli DEBUG SLEEP 10", AskOnce),
        ("redis-cli EVAL 'return 1' 0", AskOnce),
        ("redis-cli -h cache.acme.io SET k v", AskOnce),
        ("redis-cli -u redis://cache.acme.io:6379 SET k v", AskOnce),
        ("redis-cli SET", AskOnce),
        (
            "mongosh mongodb://localhost/p --eval 'db.p.deleteMany({})'",
            AlwaysAsk,
        ),
        ("mongosh --eval 'db.dropDatabase()'", AlwaysAsk),
        ("mongosh --eval 'db.p.drop()'", AlwaysAsk),
        ("mongosh --eval 'db.p.remove({})'", AskOnce),
        ("mongosh --eval 'db.p.deleteOne({a: 1})'", AskOnce),
        (
            "mongosh --eval 'db.p.updateMany({}, {$set: {a: 1}})'",
            AskOnce,
        ),
        (
            "mongosh --eval 'db.p.insertOne({a: require(\"fs\")})'",
            AskOnce,
        ),
        (
            "mongosh --eval 'db.getSiblingDB(\"admin\").p.insertOne({a: 1})'",
            AskOnce,
        ),
        (
            "mongosh --eval 'db.createUser({user: \"x\", pwd: \"y\", roles: []})'",
            AskOnce,
        ),
        ("mongosh --eval 'db.adminCommand({shutdown: 1})'", AskOnce),
        (
            "mongosh --eval 'db.p.find({$where: \"sleep(1)\"})'",
            AskOnce,
        ),
        ("mongosh --eval 'db.p.aggregate([{$out: \"x\"}])'", AskOnce),
        (
            "mongosh mongodb://db.acme.io/p --eval 'db.p.insertOne({a: 1})'",
            AskOnce,
        ),
        (
            "mongosh db.acme.io:27017/p --eval 'db.p.insertOne({a: 1})'",
            AskOnce,
        ),
        (
            "mongosh mongodb://localhost/p_prod --eval 'db.p.insertOne({a: 1})'",
            AlwaysAsk,
        ),
        ("mongosh --eval \"$SCRIPT\"", AskOnce),
        ("mongosh seed.js", AskOnce),
    ];
    let bad: Vec<String> = neighbours
        .iter()
        .filter_map(|(s, level)| {
            let v = airlock_shell::judge(s, &common::ENV);
            (v.level < *level || v.grant.as_deref() == Some(PROJECT))
                .then(|| format!("{s:?}: {:?} `{}` {:?}", v.level, v.row, v.grant))
        })
        .collect();
    assert!(bad.is_empty(), "lowered neighbours:\n{}", bad.join("\n"));
}

#[test]
fn packaging_the_projects_chart_into_the_workspace_is_the_project_family() {
    common::project_family(&[
        "helm package deploy/chart -d dist/",
        "helm package deploy/chart",
        "helm package ./charts/shelf --destination build/charts",
        "helm package chart --destination=dist --version 1.8.0 --app-version 1.8.0",
        "helm package deploy/chart -u -d dist",
    ]);
}

#[test]
fn packaging_a_chart_outside_signed_or_then_pushed_still_asks() {
    common::always_ask(&[
        // A destination outside the workspace.
        "helm package deploy/chart -d /etc/helm",
        "helm package deploy/chart -d ../charts",
        "helm package deploy/chart --destination ~/charts",
        "helm package deploy/chart --destination=/srv/charts",
        "helm package deploy/chart -d $OUT",
        "helm package deploy/chart -d",
        // Publishing and deploying what it packaged.
        "helm package deploy/chart && helm push dist/shelf-1.8.0.tgz oci://ghcr.io/acme/charts",
        "helm push dist/shelf-1.8.0.tgz oci://ghcr.io/acme/charts",
        "helm cm-push dist/shelf-1.8.0.tgz chartmuseum",
        "helm install shelf dist/shelf-1.8.0.tgz",
        "helm upgrade --install shelf deploy/chart -n shelf",
        // Signing with the user's keyring.
        "helm package deploy/chart --sign --key ops --keyring ~/.gnupg/secring.gpg",
    ]);
    // Signing is never the project's, even with a keyring the check cannot place.
    for s in [
        "helm package deploy/chart --sign --key ops",
        "helm package chart --passphrase-file pass.txt",
    ] {
        let v = airlock_shell::judge(s, &common::ENV);
        assert_ne!(v.level, Allow, "{s}");
        assert_ne!(
            v.grant.as_deref(),
            Some("project build/test/run"),
            "{s}: {}",
            v.row
        );
    }
}

/// Issue 21: .NET's own store of the project's development secrets and Entity Framework's
/// descriptions of the project's contexts. Creating the store, setting and removing a key of
/// the project's are the project's work; listing it prints every secret, clearing it deletes
/// values the agent may not know, another project's store (by `--id` or a project outside the
/// workspace) is not the project's: each always asks.
#[test]
fn dotnet_user_secrets_and_ef_descriptions() {
    common::project_family(&[
        "dotnet user-secrets init --project src/Fleet.Api",
        "dotnet user-secrets init",
        "dotnet user-secrets set \"Feature:Enabled\" true --project src/Fleet.Api",
        "dotnet user-secrets set Smtp:Host localhost",
        "dotnet user-secrets remove \"Feature:Enabled\" --project src/Fleet.Api",
        "dotnet user-secrets remove Smtp:Host -p src/Fleet.Api/Fleet.Api.csproj",
        "dotnet ef dbcontext info --project src/Fleet.Api",
        "dotnet ef dbcontext list",
        "dotnet ef migrations add AddWorkOrderParts --project src/Fleet.Api --output-dir Data/Migrations",
        "dotnet ef migrations list --project src/Fleet.Api",
        "dotnet ef database update --project src/Fleet.Api",
        "dotnet restore",
        "dotnet build -c Release",
        "dotnet test --filter FullyQualifiedName~WorkOrders",
    ]);
    common::family(
        "registry add dependency",
        &[
            "dotnet add src/Fleet.Api package Microsoft.EntityFrameworkCore.SqlServer --version 8.0.11",
            "dotnet add package Serilog",
        ],
    );
    common::always_ask(&[
        "dotnet user-secrets list --project src/Fleet.Api",
        "dotnet user-secrets list --json",
        "dotnet user-secrets clear",
        "dotnet user-secrets clear --project src/Fleet.Api",
        "dotnet user-secrets set X Y --id 7c1f3e2a-5b7d-4d0e-9a7e-2f4c1b6d8e90",
        "dotnet user-secrets list --id 7c1f3e2a-5b7d-4d0e-9a7e-2f4c1b6d8e90",
        "dotnet user-secrets set X Y --project /home/u/other/Other.csproj",
        "dotnet user-secrets init --project ../other",
        "cat ~/.aws/credentials | dotnet user-secrets set",
        "dotnet ef database drop --force --project src/Fleet.Api",
        "dotnet ef database update 0",
        "dotnet ef database update --connection \"Server=fleet-prod.database.windows.net;Database=Fleet\"",
        "cat ~/.microsoft/usersecrets/7c1f3e2a-5b7d-4d0e-9a7e-2f4c1b6d8e90/secrets.json",
    ]);
}

/// A glob whose folder is only a wildcard reaches every folder: a Terraform var file under it
/// may be production's (`envs/*/terraform.tfvars` expands to `envs/prod/terraform.tfvars`), and
/// a file under a folder of keys or of production's var files (`keys/*`, `prod/*`) is one of
/// them; production's short name `prd` and a var file named for sensitive values are secret
/// too. A glob over sources, manifests or another environment's files is none.
#[test]
fn globs_that_reach_a_production_var_file_or_a_key_folder_ask() {
    common::always_ask(&[
        "cat envs/*/terraform.tfvars",
        "cat */terraform.tfvars",
        "tail envs/**/terraform.tfvars",
        "grep -h db_ envs/*/terraform.tfvars",
        "head -n 50 envs/*/terraform.tfvars.json",
        "cat keys/*",
        "cat credentials/*",
        "cat prod/*",
        "cat prd.tfvars",
        "cat envs/prd/terraform.tfvars",
        "cat app-prd.tfvars",
        "terraform console -var-file=prd.tfvars",
        "cat sensitive.tfvars",
    ]);
    common::allowed(&[
        "cat src/*",
        "cat */README.md",
        "cat crates/*/Cargo.toml",
        "cat envs/*/main.tf",
        "wc -l src/*/*.rs",
        "cat */package.json",
        "ls */",
        "cat envs/dev/*",
        "cat dags/*",
        "cat dev.tfvars",
        "cat envs/dev/terraform.tfvars",
        "cat product.tfvars",
    ]);
}
