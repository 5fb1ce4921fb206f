//! Everyday commands of an embedded Linux build (kas, BitBake and its tools, devtool,
//! oelint-adv, a SquashFS listing, a board flashed over USB and its serial console), of a PHP
//! project's local environment (Warden, n98-magerun), of a hosted project's and a streaming
//! service's command lines (the Platform.sh family, Confluent) and of a data project's checks
//! (Great Expectations): their reads run, their builds share a family, and their changes to
//! what is hosted, their credentials and their destroying commands keep asking every time.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, allowed, always_ask, family, project_family};

#[test]
fn an_embedded_linux_build_is_the_project_family() {
    project_family(&[
        "kas checkout kas/harbor.yml",
        "kas build kas/harbor.yml",
        "kas build kas/base.yml:kas/debug.yml --target core-image-minimal",
        "kas-container build kas/harbor.yml",
        "kas lock kas/harbor.yml",
        "kas shell kas/harbor.yml -c 'oe-selftest -r wic.Wic.test_build_image_name'",
        "kas shell kas/harbor.yml -c 'bitbake -c testimage harbor-image'",
        "kas shell kas/harbor.yml -c 'bitbake harbor-bundle'",
        "kas shell kas/harbor.yml -c 'devtool modify tidelog'",
        "kas shell kas/harbor.yml -c 'devtool reset tidelog'",
        // The shell's setup is the build's; what it is given only reads.
        "kas shell kas/harbor.yml -c 'bitbake-layers show-layers'",
        "kas shell kas/harbor.yml -c 'bitbake-getvar -r harbor-image IMAGE_INSTALL'",
        "bitbake core-image-minimal",
        "bitbake -e core-image-minimal",
        "bitbake-layers add-layer ../meta-harbor",
        "oelint-adv --quiet --fix meta-harbor/recipes-app/tidelog/tidelog_git.bb",
    ]);
    allowed(&[
        "bitbake-layers show-layers",
        "bitbake-getvar -r harbor-image IMAGE_INSTALL",
        "bitbake-layers show-recipes tidelog",
        "oelint-adv --quiet meta-harbor/recipes-app/tidelog/tidelog_git.bb",
        "unsquashfs -l build/tmp/deploy/images/gw/image.rootfs.squashfs | grep -E 'tidelog|rauc' | head",
        "unsquashfs -ll image.squashfs",
        "unsquashfs -s image.squashfs",
        "uuu -lsusb",
        "kas dump kas/harbor.yml",
    ]);
}

#[test]
fn an_embedded_linux_builds_dangerous_neighbours_keep_asking() {
    always_ask(&[
        // What a build's shell is given is judged: the environment printed, a secret read.
        "kas shell kas/harbor.yml -c 'env | grep -iE \"token|key|pass\"'",
        "kas shell kas/harbor.yml -c 'cat ~/.config/kas/credentials.yml'",
        // Files sent to another machine as root.
        "devtool deploy-target tidelog root@gw-0142.fleet.example.com",
        // Credentials handed to the build, the environment resolved, a command in every repo.
        "kas-container --ssh-dir ~/.ssh build kas/harbor.yml",
        "kas-container --aws-dir ~/.aws build kas/harbor.yml",
        "kas dump --resolve-env kas/harbor.yml",
        "kas for-all-repos kas/harbor.yml 'git push --force'",
        // Extracted outside the workspace.
        "unsquashfs -d /tmp/rootfs image.squashfs",
        "unsquashfs -d ~/rootfs image.squashfs",
        // A serial console's log written outside the workspace.
        "grabserial -d /dev/ttyUSB0 -o ~/.bashrc",
    ]);
    // An interactive shell, where what runs is not shown, and the shared state thrown away
    // are asked, never under the build's family.
    for s in ["kas shell kas/harbor.yml", "kas purge kas/harbor.yml"] {
        let v = judge(s, &ENV);
        assert!(v.level >= Level::AskOnce, "{s}: {v:?}");
        assert_ne!(v.grant.as_deref(), common::PROJECT, "{s}: {v:?}");
    }
}

#[test]
fn a_board_on_this_machine_is_flashed_and_read_under_its_family() {
    family(
        "development board",
        &[
            "uuu -b emmc_all imx-boot.bin-flash_evk image.rootfs.wic.zst",
            "cd build/tmp/deploy/images/gw && uuu -b emmc_all imx-boot.bin image.wic.zst",
            "grabserial -d /dev/ttyUSB0 -b 115200 -e 90 -m 'login:' -o /tmp/boot.log",
            "timeout 90 grabserial -d /dev/ttyUSB0 -b 115200 -e 90 -o logs/boot.log",
            "grabserial -d /dev/ttyACM0 -b 115200 -e 30",
        ],
    );
}

#[test]
fn a_php_projects_local_environment_is_the_projects_family() {
    // Warden's environment is the project's own docker compose stack, as DDEV's and Lando's
    // are: starting it and running the project's tools in it are one family.
    project_family(&[
        "lando start",
        "lando restart",
        "warden env up",
        "warden env up && warden env ps",
        "warden env stop",
        "warden env down",
        "warden env restart php-fpm",
        "warden shell -c 'git status'",
        "den env up",
    ]);
    allowed(&[
        "warden env ps",
        "warden env logs --tail 50 php-fpm",
        "warden status",
    ]);
    project_family(&[
        "warden env exec -T php-fpm composer install --no-interaction",
        "n98-magerun2 sys:cron:run",
        "warden env exec -T php-fpm n98-magerun2 db:query \"SELECT * FROM quote LIMIT 5\"",
        "n98-magerun2 cache:clean",
    ]);
    allowed(&["n98-magerun2 sys:info", "n98-magerun2 index:list"]);
}

#[test]
fn a_php_projects_local_environments_dangerous_neighbours_keep_asking() {
    always_ask(&[
        "warden env down -v",
        "warden env down --volumes",
        "warden env rm -f",
        "warden db import < dump.sql",
        "warden install",
        "warden sign-certificate shop.test",
        "warden shell -c 'env'",
        "warden env exec -T php-fpm n98-magerun2 db:info",
        "n98-magerun2 db:query \"DROP TABLE quote\"",
        "n98-magerun2 db:query 'delete from admin_user'",
        "n98-magerun2 db:drop --force",
        "n98-magerun2 admin:user:create --admin-user x",
        "n98-magerun2 self-update",
    ]);
}

#[test]
fn a_hosted_projects_lists_and_logs_read() {
    allowed(&[
        "magento-cloud environment:list -p k3xq7lmo2vhfa",
        "magento-cloud environment:info -p k3xq7lmo2vhfa -e staging",
        "magento-cloud environment:info -p k3xq7lmo2vhfa -e staging status",
        "magento-cloud activity:list -p k3xq7lmo2vhfa -e staging --limit 5",
        "magento-cloud activity:log -p k3xq7lmo2vhfa -e feature-x | tail -40",
        "magento-cloud environment:list -p k3xq7lmo2vhfa -e production",
        "platform environments",
        "upsun activity:list -e main",
    ]);
}

#[test]
fn a_hosted_projects_changes_and_consoles_always_ask() {
    always_ask(&[
        "magento-cloud ssh -p k3 -e production 'cat app/etc/env.php'",
        "magento-cloud ssh -p k3 -e feature-x 'php bin/magento config:show a/b'",
        "magento-cloud db:dump -p k3 -e production -f /tmp/prod.sql.gz --gzip",
        // A feature branch's own environment activated is that stage's family
        // (`ops_and_data_clis.rs`); one left unnamed, production's or staging's is not.
        "magento-cloud environment:activate -p k3 --parent staging",
        "magento-cloud environment:activate -p k3 -e staging",
        "magento-cloud environment:merge -p k3 -e staging -y",
        "magento-cloud environment:delete -p k3 staging --delete-branch -y",
        "magento-cloud environment:info -p k3 -e staging title NewTitle",
        "magento-cloud user:add c@example.dev -p k3 --role admin -y",
        "magento-cloud variable:set -p k3 --level environment -e production X true",
        "magento-cloud variable:get -p k3 -e production env:DB_PASSWORD",
        "magento-cloud mount:upload -p k3 -e production --mount pub/media --source pub/media -y",
        "magento-cloud environment:relationships -p k3 -e production",
        "platform push",
        "upsun redeploy -e main",
    ]);
}

#[test]
fn a_streaming_services_lists_read_and_its_changes_always_ask() {
    allowed(&[
        "confluent kafka topic list --cluster lkc-s41zqe --environment env-7qm2k",
        "confluent kafka topic describe payments.raw.v2 --cluster lkc-s41zqe",
        "confluent schema-registry subject list --environment env-7qm2k",
        "confluent schema-registry schema describe --subject p-value --version latest",
        "confluent schema-registry compatibility validate --subject p-value --schema e.avsc --type avro",
        "confluent kafka consumer group describe payments --cluster lkc-s41zqe",
        "confluent environment list",
        "confluent api-key list",
    ]);
    let v = judge(
        "confluent context use dev && confluent environment use env-7qm2k",
        &ENV,
    );
    assert_eq!(v.level, Level::AskOnce, "{v:?}");
    always_ask(&[
        "confluent api-key create --resource lkc-p9x3vd -o json",
        "confluent schema-registry subject update p-value --compatibility none",
        "confluent kafka topic delete payments.enriched.v2 --force --cluster lkc-p9x3vd",
        "confluent iam rbac role-binding create --principal User:u-1 --role CloudClusterAdmin",
        "confluent kafka acl create --allow --principal 'User:*' --operations read --topic p.",
        "confluent kafka topic produce list",
        "confluent kafka topic consume payments.raw.v2 --from-beginning",
        "confluent kafka topic create tmp --partitions 3",
        "confluent login --save",
    ]);
}

#[test]
fn a_data_projects_checks_are_the_project_family() {
    allowed(&[
        "great_expectations suite list",
        "great_expectations --v3-api checkpoint list",
    ]);
    project_family(&[
        "great_expectations checkpoint run nightly",
        "uv run great_expectations suite list 2>/dev/null || uv run python -m app.gx suites",
        "great_expectations docs build --no-view",
    ]);
    always_ask(&[
        "great_expectations suite delete orders",
        "great_expectations checkpoint delete nightly",
        "great_expectations docs clean --all",
    ]);
}

#[test]
fn a_plain_write_to_the_projects_duckdb_file_is_the_project_family() {
    project_family(&[
        "duckdb data/dev.duckdb -c 'INSERT INTO t VALUES (1)'",
        "duckdb data/dev.duckdb -c 'CREATE TABLE cohorts (month DATE, n INTEGER)'",
        "duckdb dev.duckdb -c 'UPDATE t SET a = 1 WHERE id = 2'",
    ]);
    always_ask(&[
        "duckdb data/dev.duckdb -c 'DROP TABLE t'",
        "duckdb data/dev.duckdb -c 'DELETE FROM t'",
        "duckdb md:analytics_prod -c 'INSERT INTO t VALUES (1)'",
    ]);
    // Another file, the whole table updated, another database attached, a copy out: asked on
    // their own, never under the project's family.
    for s in [
        "duckdb /tmp/x.duckdb -c 'INSERT INTO t VALUES (1)'",
        "duckdb data/dev.duckdb -c 'UPDATE t SET a = 1'",
        "duckdb data/dev.duckdb -c \"ATTACH 'md:' ; INSERT INTO t VALUES (1)\"",
        "duckdb data/dev.duckdb -c \"COPY t TO '/tmp/c.csv'\"",
        "duckdb data/dev.duckdb -c \"EXPLAIN ANALYZE $(cat sql/retention.sql)\"",
    ] {
        let v = judge(s, &ENV);
        assert!(v.level >= Level::AskOnce, "{s}: {v:?}");
        assert_ne!(v.grant.as_deref(), common::PROJECT, "{s}: {v:?}");
    }
}

/// Issue 21: `devtool deploy-target` of a recipe to a board on a private network (the bench's
/// `192.168.7.2`, a `.local` or `.lan` name, a tailnet address), written alone or in `kas
/// shell -c`, asks once for that recipe on that machine: the build, deploy and test loop's
/// repeats are one answer. Another recipe, machine or verb asks again; a machine of the
/// internet, a production name, an address built at run time, another ssh program (`-e`), an
/// unknown option or a global option before the verb keep asking every time.
#[test]
fn a_recipe_deployed_to_a_bench_board_is_asked_once_for_that_recipe_there() {
    let key = "devtool deploy-target tidelog on 192.168.7.2";
    family(
        key,
        &[
            "devtool deploy-target tidelog root@192.168.7.2",
            "kas shell kas/harbor.yml -c 'devtool deploy-target tidelog root@192.168.7.2'",
            "devtool deploy-target -s tidelog root@192.168.7.2",
            "devtool deploy-target --no-check-space tidelog root@192.168.7.2:/usr/local",
            "devtool deploy-target -P 2222 tidelog root@192.168.7.2",
            "devtool deploy-target --strip tidelog 192.168.7.2",
        ],
    );
    family(
        "devtool undeploy-target tidelog on 192.168.7.2",
        &["devtool undeploy-target tidelog root@192.168.7.2"],
    );
    family(
        "devtool deploy-target tidelog on board.local",
        &["devtool deploy-target tidelog root@board.local"],
    );
    family(
        "devtool deploy-target tidelog on gw.tail4c2e1.ts.net",
        &["devtool deploy-target tidelog root@gw.tail4c2e1.ts.net"],
    );
    let grant = |s: &str| judge(s, &ENV).grant;
    for other in [
        "devtool deploy-target harbor-agent root@192.168.7.2",
        "devtool deploy-target tidelog root@192.168.7.3",
        "devtool undeploy-target tidelog root@192.168.7.2",
    ] {
        assert_ne!(grant(other).as_deref(), Some(key), "{other}");
    }
    always_ask(&[
        "devtool deploy-target tidelog root@gw-0142.fleet.example.com",
        "kas shell kas/harbor.yml -c 'devtool deploy-target tidelog root@gw-0142.fleet.harbor-iot.com'",
        "devtool deploy-target tidelog root@prod-gw.local",
        "devtool deploy-target tidelog root@$BOARD_IP",
        "devtool deploy-target -e 'sshpass -p x ssh' tidelog root@192.168.7.2",
        "devtool deploy-target -P x tidelog root@192.168.7.2",
        "devtool deploy-target --frobnicate tidelog root@192.168.7.2",
        "devtool --basepath /opt/poky deploy-target tidelog root@192.168.7.2",
        "devtool deploy-target tidelog",
        "devtool deploy-target tidelog root@8.8.8.8",
        "devtool undeploy-target -a root@gw-0142.fleet.example.com",
    ]);
}
