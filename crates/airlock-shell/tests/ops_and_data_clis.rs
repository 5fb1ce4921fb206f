//! Issue 21: the command lines of game, operations and data work asked far more often than
//! their risk. The Unity editor's batch mode and Unity Gaming Services' command line have their
//! tables; copies into the workspace share the file tools' one family of writes there; an
//! editable install of a workspace folder is the project's; the PHP projects' local stacks are
//! the project's; a HashiCorp development agent may read the project's configuration file; the
//! Databricks REST API asks by method. Each with the dangerous spellings beside it.

mod common;

use airlock_shell::{Level, WORKSPACE_WRITE_FAMILY, judge};
use common::{ENV, allowed, always_ask, family, project_family};

#[test]
fn unity_batch_mode_runs_the_projects_tests_and_builds() {
    project_family(&[
        "/opt/unity/6000.0.31f1/Editor/Unity -batchmode -nographics -projectPath . -logFile - -runTests -testPlatform PlayMode -testFilter 'RewardPanelTests.ClaimButton*' -testResults /tmp/playmode.xml",
        "/opt/unity/Editor/Unity -batchmode -quit -projectPath . -executeMethod BuildScript.BuildAndroid -logFile build.log",
        "Unity -batchmode -runTests -testPlatform EditMode",
        "unity-editor -batchmode -nographics -quit -projectPath ./game -buildTarget StandaloneLinux64 -executeMethod Ci.Build.Linux",
        "/opt/unity/2022.3.40f1/Editor/Unity -batchmode -runTests -projectPath .",
    ]);
}

#[test]
fn unity_licences_releases_and_outside_packages_always_ask() {
    always_ask(&[
        "Unity -batchmode -quit -serial SB-XXXX-XXXX -username ci@example.com -password hunter2",
        "Unity -batchmode -quit -returnlicense",
        "Unity -batchmode -manualLicenseFile ~/Unity_lic.ulf",
        "Unity -batchmode -quit -executeMethod Ci.Build.UploadToSteam",
        "Unity -batchmode -quit -executeMethod BuildScript.DeployAddressables",
        "/opt/unity/6000.0.31f1/Editor/Unity -batchmode -executeMethod Store.Publish -projectPath .",
        "Unity -batchmode -executeMethod BuildScript.BuildRelease",
        "/opt/unity/6000.0.31f1/Editor/Unity -batchmode -nographics -projectPath . -logFile - -quit -importPackage ~/Downloads/UltimateShaderPack_v3_FREE.unitypackage",
        "Unity -batchmode -importPackage /tmp/pack.unitypackage -quit",
    ]);
}

#[test]
fn unity_outside_the_known_places_or_the_project_is_asked_on_its_words() {
    for s in [
        // The editor's window, another project, a package of the workspace imported.
        "Unity -projectPath .",
        "Unity -batchmode -quit -projectPath /home/u/OtherGame -executeMethod B.Build",
        "Unity -batchmode -quit -projectPath ../other -runTests",
        "Unity -batchmode -quit -importPackage vendor/Tween.unitypackage",
        // An editor under the home (Unity Hub's default) is any program the user may replace.
        "/home/u/Unity/Hub/Editor/6000.0.31f1/Editor/Unity -batchmode -runTests",
        "./Unity -batchmode -runTests",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {v:?}");
        assert_ne!(v.grant.as_deref(), common::PROJECT, "{s}: {v:?}");
    }
}

#[test]
fn ugs_reads_run_at_once() {
    allowed(&[
        "ugs status",
        "ugs status --json",
        "ugs config get environment-name",
        "ugs env list",
        "ugs cloud-code scripts list -e development",
        "ugs cc modules list",
        "ugs leaderboards list",
        "ugs economy get-published -e development",
        "ugs access get-project-policy",
        "ugs deploy RemoteConfig/rewards.rc -e production --dry-run",
        "ugs deploy . --dry-run",
        "ugs fetch RemoteConfig/ -e development --dry-run",
        "ugs --version",
    ]);
}

#[test]
fn ugs_deploys_to_a_development_environment_are_one_family() {
    family(
        "ugs development environment",
        &[
            "ugs deploy RemoteConfig/rewards.rc CloudCode/Rewards/Rewards.ccmr -e development",
            "ugs deploy . --environment-name staging",
            "ugs deploy CloudCode/ -e dev-ana",
            "ugs deploy . -edevelopment",
            "ugs deploy . -s remote-config -e qa",
        ],
    );
    family(
        "ugs config",
        &["ugs config set environment-name development"],
    );
    family("ugs fetch", &["ugs fetch RemoteConfig/ -e development"]);
}

#[test]
fn ugs_production_unnamed_environments_deletes_and_logins_always_ask() {
    always_ask(&[
        "ugs deploy . -e production",
        "ugs deploy . -e dev-prod",
        "ugs deploy . -e live",
        "ugs deploy CloudCode/Rewards/Rewards.ccmr",
        "UGS_CLI_ENVIRONMENT_NAME=production ugs deploy CloudCode/Rewards/Rewards.ccmr",
        "ugs deploy . -e $ENV",
        "ugs deploy . -e development --reconcile",
        "ugs fetch . -e development --reconcile",
        "ugs fetch . -e production",
        "ugs cc scripts delete ClaimDaily -e development",
        "ugs leaderboards reset weekly -e development",
        "ugs env delete development",
        "ugs economy publish -e development",
        "ugs cc scripts publish ClaimDaily",
        "ugs player delete abc",
        "ugs login",
        "ugs login --service-key-id x --secret-key-stdin",
        "ugs logout",
    ]);
}

#[test]
fn copies_into_the_workspace_are_the_file_tools_family() {
    family(
        WORKSPACE_WRITE_FAMILY,
        &[
            "mkdir -p app/code/Lumen/ParcelLocker/etc/adminhtml app/code/Lumen/ParcelLocker/Model",
            "mkdir target/prod-artifacts",
            "touch src/new_module.py",
            "cp enricher/build/libs/enricher-all.jar jobs/",
            "cp -r fixtures/base fixtures/copy",
            "cp -t dist/ README.md LICENSE",
            "tee .sweep_job",
            "echo done | tee -a notes.txt",
            "rsync -a --info=progress2 /scratch/proj/runs/E1/ results/E1/",
            "rsync -avh --exclude='*.tmp' build/ artifacts/",
        ],
    );
}

#[test]
fn copies_beyond_ordinary_workspace_files_keep_their_own_question() {
    always_ask(&[
        "cp a.sh .git/hooks/pre-commit",
        "mkdir -p .git/hooks/x",
        "tee .husky/pre-push",
        "cp x /tmp/y/../../home/u/.bashrc",
        "tee -a ~/.bashrc",
        "cp .env backup.txt",
        "cp a .env",
        "touch .env.production",
        "cp -r ~/.ssh keys/",
        "rsync -a ~/.ssh/ backup/",
        "rsync -a /scratch/a/ .git/hooks/",
        "rsync -a /scratch/a/ /project/shared/results/",
        "rsync -a --delete /scratch/runs/ /project/proj/results/",
        "rsync -a host:/srv/data/ results/",
        "rsync -a results/ backup.example.org:/srv/",
        "cp x \"$DEST\"",
    ]);
    for s in [
        // A link made by `cp` is a name in the workspace for a file elsewhere.
        "cp -s /etc/hosts hosts",
        "cp -al build/ snapshot/",
        // Paths from standard input or found by `find`.
        "ls | xargs -I{} cp {} out/",
        "find . -name '*.log' -exec cp {} logs/ \\;",
        // Deleting or unknown options: rsync's own row.
        "rsync -a --delete /scratch/a/ results/",
        "rsync -a --files-from=list.txt /scratch/ results/",
        "mv a.txt b.txt",
        "ln -s /etc/hosts hosts",
    ] {
        let v = judge(s, &ENV);
        assert_ne!(
            v.grant.as_deref(),
            Some(WORKSPACE_WRITE_FAMILY),
            "{s}: {v:?}"
        );
        assert_ne!(v.level, Level::Allow, "{s}: {v:?}");
    }
}

#[test]
fn a_copy_into_git_or_hook_folders_asks_in_every_spelling_of_its_target() {
    // The target directory in each spelling getopt reads, and what a copy makes in its
    // destination folder (`./.git` from `cp -r /tmp/x/.git .`).
    always_ask(&[
        "cp --target-directory=.git/hooks pre-commit",
        "cp --target=.git/hooks pre-commit",
        "cp --targ .git/hooks pre-commit",
        "cp -vt .git/hooks pre-commit",
        "cp -t.git/hooks pre-commit",
        "cp -Sxt y .git/hooks/pre-commit",
        "install -Dt .husky pre-push",
        "cp -r /tmp/evil/.git .",
        "cp -r /tmp/evil/.husky/ ./",
        "cp -a tmpl/.git .",
        "cp /tmp/x/.pre-commit-config.yaml .",
        "cp -r /tmp/x/lefthook.yml ./",
        "rsync -a /tmp/evil/.git .",
        "rsync -a /tmp/evil/.husky ./",
        "rsync -av /scratch/hooks/.githooks results/..",
    ]);
    // Links in any abbreviation of cp's long options, and a folder's contents or a glob copied
    // into the workspace's top (where `.git` and `.husky` live), keep their own question.
    for s in [
        "cp --sym /etc/passwd passwd",
        "cp --symbolic ~/.bashrc bashrc",
        "cp --symbolic-link /etc/hosts hosts",
        "cp --l build/app app",
        "cp --li build/app app",
        "cp -r tmpl/. .",
        "cp -a /tmp/evil/. ./",
        "cp -rv tmpl/* .",
        "rsync -a /tmp/evil/ ./",
        "rsync -a /tmp/evil/ .",
    ] {
        let v = judge(s, &ENV);
        assert_ne!(
            v.grant.as_deref(),
            Some(WORKSPACE_WRITE_FAMILY),
            "{s}: {v:?}"
        );
        assert_ne!(v.level, Level::Allow, "{s}: {v:?}");
    }
    // Their harmless neighbours stay the file tools' family.
    family(
        WORKSPACE_WRITE_FAMILY,
        &[
            "cp --target-directory=dist a.js",
            "cp --target=dist a.js b.js",
            "cp -vt dist a.js",
            "cp -tdist a.js",
            "cp -r tmpl/. newdir/",
            "cp -r templates/base .",
            "cp -r assets public/",
            "cp README.md docs/",
            "cp --sparse=always disk.img images/",
            "rsync -a /scratch/runs/E1/ results/E1/",
            "rsync -a /scratch/runs/E1 results/",
        ],
    );
}

#[test]
fn a_copy_run_by_find_is_judged_by_the_place_it_names() {
    // The place a command run by `find` names itself is written as named; the paths found
    // (`{}`) are judged by find's roots.
    always_ask(&[
        "find . -name pre-commit -exec cp {} .git/hooks/ \\;",
        "find tmpl -type f -exec cp {} .husky/ +",
        "find . -name x -exec cp -t .git/hooks {} +",
        "find . -name x -exec cp --target-directory=.git/hooks {} +",
        "find . -name x -exec cp {} ~/bin/ \\;",
        "find . -name '*.sh' -execdir cp {} ../../.git/hooks/ \\;",
    ]);
    for s in [
        "find . -name '*.log' -exec cp {} logs/ \\;",
        "find . -name '*.log' -exec cp {} {}.bak \\;",
        "find . -name '*.o' -exec touch {} +",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {v:?}");
        assert_ne!(
            v.grant.as_deref(),
            Some(WORKSPACE_WRITE_FAMILY),
            "{s}: {v:?}"
        );
    }
}

#[test]
fn an_editable_install_of_a_workspace_folder_is_the_project() {
    project_family(&[
        "pip install -e 'post[test]'",
        "pip install -e ./post[test]",
        "pip install --editable libs/core",
        "pip install ./libs/core",
        "pip install -e .",
        "mamba run -p ./.env-post pip install -e 'post[test]'",
    ]);
    for s in [
        "pip install post",
        "pip install 'post[test]'",
        "pip install -e ../other",
        "pip install -e /opt/src/lib",
        "pip install -e ~/src/lib",
        "pip install -e git+https://github.com/x/y#egg=y",
        "pip install -e 'post[test]' requests",
        "pip install ./dist/pkg-1.0-py3-none-any.whl",
        "pip install ./vendor/pkg-1.0.tar.gz",
        "pip install -e post -i https://mirror.example/simple",
    ] {
        let v = judge(s, &ENV);
        assert_ne!(v.grant.as_deref(), common::PROJECT, "{s}: {v:?}");
        assert_ne!(v.level, Level::Allow, "{s}: {v:?}");
    }
}

#[test]
fn a_hashicorp_dev_agent_may_read_the_projects_configuration() {
    family(
        "local cluster",
        &[
            "nomad agent -dev -config=hack/dev-agent.hcl",
            "nomad agent -dev -config hack/dev-agent.hcl",
            "consul agent -dev -config-dir=dev/consul.d",
            "consul agent -dev -config-file dev/consul.hcl",
            "consul agent -dev",
        ],
    );
    for s in [
        "nomad agent -dev -config=/etc/nomad.d",
        "nomad agent -dev -config ~/nomad.hcl",
        "nomad agent -dev -config=../shared/agent.hcl",
        "consul agent -dev -config-file=$CFG",
        "nomad agent -dev -bind=0.0.0.0 -config=hack/dev-agent.hcl",
        "nomad agent -config=hack/dev-agent.hcl",
        "nomad agent -dev -hcl 'bind_addr = \"0.0.0.0\"'",
    ] {
        let v = judge(s, &ENV);
        assert_ne!(v.grant.as_deref(), Some("local cluster"), "{s}: {v:?}");
        assert_ne!(v.level, Level::Allow, "{s}: {v:?}");
    }
}

#[test]
fn the_databricks_rest_api_asks_by_method() {
    family(
        "databricks api get",
        &[
            "databricks api get /api/2.0/clusters/list",
            "databricks api get /api/2.1/jobs/runs/list --profile dev",
        ],
    );
    // A SQL statement on a warehouse: that endpoint's own question, its repeats one answer.
    family(
        "databricks api post /api/2.0/sql/statements",
        &[
            "databricks api post /api/2.0/sql/statements --profile dev --json '{\"statement\": \"alter table dev_analytics.churn.daily add columns (x int)\"}'",
            "databricks api post /api/2.0/sql/statements --profile dev --json '{\"statement\": \"select run_date, count(*) from dev_analytics.churn.daily group by 1\"}'",
            "databricks api post /api/2.0/sql/statements --json '{\"statement\": \"select * from dim_product\"}'",
        ],
    );
    always_ask(&[
        "databricks api post /api/2.0/sql/statements --profile dev --json '{\"statement\": \"select * from prod_analytics.crm.customers\"}'",
        "databricks api post /api/2.0/sql/statements --profile dev --json '{\"statement\": \"DROP TABLE dev_analytics.churn.daily\"}'",
        "databricks api post /api/2.0/sql/statements --profile dev --json '{\"statement\": \"truncate table dev_analytics.churn.daily\"}'",
        "databricks api post /api/2.0/sql/statements --profile dev --json '{\"statement\": \"delete from dev_analytics.churn.daily\"}'",
        "databricks api post /api/2.0/sql/statements --profile dev --json '{\"statement\": \"grant select on table t to `account users`\"}'",
        "databricks api post /api/2.0/sql/statements --profile prod --json '{\"statement\": \"select 1\"}'",
        "databricks api post /api/2.0/sql/statements/01ef/cancel --profile dev",
        "databricks api post /api/1.2/commands/execute --profile dev --json '{\"command\": \"import os\"}'",
        "databricks api post /api/2.0/token/create --json '{}'",
        "databricks api get /api/2.0/secrets/get --json '{\"scope\": \"s\", \"key\": \"k\"}'",
        "databricks api get /api/2.0/token/list",
        "databricks api put /api/2.0/workspace-conf --json '{}'",
        "databricks api delete /api/2.0/jobs/delete --json '{\"job_id\": 1}'",
        "databricks api patch /api/2.0/preview/scim/v2/Users/1",
    ]);
}

#[test]
fn a_databricks_sql_body_that_changes_or_leaks_asks_in_every_spelling() {
    // Spaces spelled as JSON escapes, comments or runs; deletes inside a MERGE; a table's
    // history vacuumed or restored; owners changed; a secret read or a request sent from the
    // warehouse; a body read from a file or built at run time.
    let b = "databricks api post /api/2.0/sql/statements --profile dev --json";
    let dangerous = [
        r#"'{"statement": "DROP\ntable dev.x"}'"#,
        r#"'{"statement": "DROP/**/TABLE dev.x"}'"#,
        r#"'{"statement": "DELETE  FROM dev.x"}'"#,
        r#"'{"statement": "truncate\ttable dev.x"}'"#,
        r#"'{"statement": "MERGE INTO x USING y ON x.id = y.id WHEN MATCHED THEN DELETE"}'"#,
        r#"'{"statement": "VACUUM dev.x RETAIN 0 HOURS"}'"#,
        r#"'{"statement": "RESTORE TABLE dev.x TO VERSION AS OF 3"}'"#,
        r#"'{"statement": "INSERT INTO dev.x REPLACE WHERE d > 1 SELECT * FROM y"}'"#,
        r#"'{"statement": "ALTER TABLE dev.x SET OWNER TO `someone`"}'"#,
        r#"'{"statement": "ALTER TABLE dev.x RENAME TO dev.y"}'"#,
        r#"'{"statement": "select secret(\"scope\", \"key\")"}'"#,
        r#"'{"statement": "select SECRET (\"scope\", \"key\")"}'"#,
        r#"'{"statement": "select try_secret(\"scope\", \"key\")"}'"#,
        r#"'{"statement": "select http_request(conn => \"hook\", method => \"POST\")"}'"#,
        "@body.json",
        "\"$BODY\"",
    ];
    let calls: Vec<String> = dangerous.iter().map(|d| format!("{b} {d}")).collect();
    always_ask(&calls.iter().map(String::as_str).collect::<Vec<_>>());
    let harmless = [
        r#"'{"statement": "select is_deleted, owner_id from dev.secret_santa"}'"#,
        r#"'{"statement": "select count(*) from dev.orders where status = \"dropped\""}'"#,
        r#"'{"statement": "select my_secret_count(1)"}'"#,
        r#"'{"statement": "insert into dev.x values (1)"}'"#,
        r#"'{"statement": "update dev.x set a = 1 where id = 2"}'"#,
    ];
    let calls: Vec<String> = harmless.iter().map(|d| format!("{b} {d}")).collect();
    family(
        "databricks api post /api/2.0/sql/statements",
        &calls.iter().map(String::as_str).collect::<Vec<_>>(),
    );
}

#[test]
fn a_private_service_read_with_a_switch_in_its_query_is_a_read_of_that_service() {
    family(
        "private network read: consul.dev.example.internal:8501",
        &[
            "curl -s https://consul.dev.example.internal:8501/v1/health/service/thumbnailer?passing",
            "curl -s 'https://consul.dev.example.internal:8501/v1/catalog/services?pretty'",
        ],
    );
    for s in [
        "curl -s 'https://consul.dev.example.internal:8501/v1/kv/x?token=abc'",
        "curl -s 'https://consul.dev.example.internal:8501/v1/health/service/x?passing&pass=1'",
    ] {
        let v = judge(s, &ENV);
        assert!(
            v.grant
                .as_deref()
                .is_none_or(|g| !g.starts_with("private network read")),
            "{s}: {v:?}"
        );
    }
}

#[test]
fn a_feature_branchs_hosted_environment_is_its_family() {
    family(
        "cloud feature branch environment",
        &[
            "magento-cloud environment:activate -p k3xq7lmo2vhfa -e shop-733-parcel-locker --parent staging",
            "magento-cloud environment:redeploy -p k3xq7lmo2vhfa -e shop-733-parcel-locker",
            "platform redeploy -e feat-checkout -y",
            "upsun environment:activate --environment=ana-search",
        ],
    );
    always_ask(&[
        "magento-cloud environment:activate -p k3 -e production",
        "magento-cloud environment:activate -p k3 -e staging",
        "magento-cloud environment:activate -p k3 -e integration",
        "magento-cloud environment:activate -p k3 -e master",
        "upsun environment:redeploy -e main",
        "platform redeploy -e prod-hotfix",
        // The environment of the current git branch, or more named as operands.
        "magento-cloud environment:activate -p k3",
        "magento-cloud environment:activate -p k3 -e feat-x production",
        "magento-cloud environment:activate -e $BRANCH",
        // Other changes, shells and data of the same environment.
        "magento-cloud environment:delete -p k3 -e feat-x",
        "magento-cloud environment:merge -p k3 -e feat-x",
        "magento-cloud ssh -p k3 -e feat-x 'php bin/magento config:show'",
        "magento-cloud db:dump -p k3 -e feat-x",
        "magento-cloud variable:set -p k3 -e feat-x KEY value",
    ]);
}

#[test]
fn changes_to_a_development_consul_cluster_are_one_family() {
    family(
        "consul development cluster",
        &[
            "consul kv put -http-addr=https://consul.dev.example.internal:8501 config/thumbnailer/dev/max_width 2048",
            "CONSUL_HTTP_ADDR=https://consul.dev.example.internal:8501 consul config write consul/intentions/thumbnailer.hcl",
            "consul intention create -http-addr=https://consul.staging.example.internal:8501 web api",
            "consul services register -http-addr=http://consul-dev.example.internal:8500 svc.hcl",
        ],
    );
    family(
        "nomad development cluster",
        &[
            "NOMAD_ADDR=https://nomad.dev.example.internal:4646 nomad job run jobs/thumbnailer.nomad.hcl",
        ],
    );
    always_ask(&[
        "consul kv put -http-addr=https://consul.prod.example.internal:8501 config/ledger-api/prod/thumbnails_v2 true",
        "consul kv put -http-addr=https://consul.dev.example.internal:8501 config/ledger-api/prod/flag true",
        "CONSUL_HTTP_ADDR=https://consul.prod.example.internal:8501 consul config write intentions.hcl",
        "CONSUL_HTTP_ADDR=https://consul.dev.example.internal:8501 consul kv put -http-addr=https://consul.prod.example.internal:8501 a b",
        "CONSUL_HTTP_ADDR=https://consul.dev.example.internal:8501 consul kv delete -recurse config/",
        "CONSUL_HTTP_ADDR=https://consul.dev.example.internal:8501 consul snapshot save /tmp/c.snap",
        "CONSUL_HTTP_ADDR=https://consul.dev.example.internal:8501 consul acl token create",
        "NOMAD_ADDR=https://nomad.prod.example.internal:4646 nomad job run jobs/thumbnailer.nomad.hcl",
        "NOMAD_ADDR=https://nomad.dev.example.internal:4646 nomad job stop -purge thumbnailer",
        "NOMAD_ADDR=https://nomad.prod.example.internal:4646 nomad acl token create -type=management",
    ]);
    for s in [
        // No address, one built at run time, or another variable beside it: asked under the
        // command's words.
        "consul kv put config/a b",
        "CONSUL_HTTP_ADDR=$ADDR consul kv put a b",
        "CONSUL_HTTP_TOKEN=x CONSUL_HTTP_ADDR=https://consul.dev.example.internal consul kv put a b",
        "consul kv put -http-addr=https://consul.internal:8501 a b",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {v:?}");
        assert_ne!(
            v.grant.as_deref(),
            Some("consul development cluster"),
            "{s}: {v:?}"
        );
    }
}

#[test]
fn a_modal_volumes_files_downloaded_into_the_workspace_ask_once() {
    family(
        "modal volume get",
        &[
            "modal volume get support-ft-ckpts /runs/lora-r16-0612/checkpoint-800 outputs/lora-r16/",
            "modal volume get support-ft-ckpts /runs/metrics.json",
            "modal volume get support-ft-ckpts /runs/metrics.json -",
            "modal volume get support-ft-ckpts /runs/x .",
        ],
    );
    always_ask(&[
        "modal volume get vol /runs/x /home/u/.bashrc",
        "modal volume get vol /runs/x ~/bin/",
        "modal volume get vol /runs/x ../other/",
        "modal volume get vol /runs/x out/../../x",
        "modal volume get vol /runs/x .git/hooks/",
        "modal volume get vol /runs/x ci/.github/workflows/",
        "modal volume get vol /runs/x .husky/",
        "modal volume get vol /runs/x .env",
        "modal volume get vol /runs/x outputs/ --force",
        "modal volume put vol outputs/ /runs/",
        "modal volume rm support-ft-ckpts /runs -r",
        "modal deploy modal_app.py",
    ]);
}

#[test]
fn hugging_face_jobs_are_read_and_their_changes_ask() {
    allowed(&[
        "hf jobs ps",
        "hf jobs ps -a --namespace my-org",
        "hf jobs inspect 69402ea6c",
        "hf jobs logs 69402ea6c",
        "hf auth whoami",
        "hf cache scan",
    ]);
    always_ask(&[
        "hf jobs run python:3.12 python -c 'print(1)'",
        "hf jobs cancel 69402ea6c",
        "hf jobs uv run train.py",
        "hf repo-files delete ana/model weights/*.bin",
        "huggingface-cli repo-files ana/model delete x.bin",
        "hf skills add --claude",
        "hf update",
        "hf upload ana/model outputs/ .",
        "huggingface-cli repo create support-qwen-lora-exp --private -y",
        "wandb status",
    ]);
}
