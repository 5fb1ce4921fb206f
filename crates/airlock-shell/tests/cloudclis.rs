//! Cloud and edge platforms' command lines with a local mode (Wrangler, Firebase, SAM, the
//! CDK, Serverless, Pulumi): reads run at once, work on the local emulation is a family asked
//! once, and everything that reaches the account, deletes the emulation's data or prints
//! secrets always asks, in every spelling and through every package runner; a local or dry-run
//! flag given as another option's value, after `--` or turned off never lowers.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use common::{allowed, always_ask, family, project_family};

#[test]
fn wrangler_reads_run_at_once() {
    allowed(&[
        "wrangler whoami",
        "wrangler --version",
        "wrangler -v",
        "wrangler d1 list",
        "wrangler d1 info shortlinks",
        "wrangler d1 migrations list shortlinks --local",
        "wrangler d1 migrations list shortlinks --remote",
        "wrangler d1 migrations list shortlinks",
        "wrangler kv namespace list",
        "wrangler kv key list --binding RATE --local",
        "wrangler kv key get --binding RATE limit:default --local",
        "wrangler secret list",
        "wrangler deployments list",
        "wrangler versions list",
        "wrangler tail",
        "wrangler r2 bucket list",
        "npx wrangler whoami",
        "bunx wrangler kv namespace list",
    ]);
}

#[test]
fn wrangler_local_emulation_is_the_project_family() {
    project_family(&[
        "wrangler dev",
        "wrangler dev --local",
        "bunx wrangler dev --local --port 8787",
        "npx wrangler dev -e staging",
        "wrangler pages dev dist --port 8788",
        "wrangler types",
        "bunx wrangler types",
        "wrangler d1 migrations apply shortlinks --local",
        "wrangler d1 migrations apply DB --local --env dev",
        "wrangler d1 migrations create shortlinks add_clicks",
        "wrangler d1 execute shortlinks --local --file seed/dev.sql",
        "wrangler d1 execute shortlinks --local --command 'SELECT name FROM sqlite_master'",
        "wrangler d1 execute shortlinks --local --command='SELECT 1'",
        "wrangler kv key put --binding RATE limit:default 100 --local",
        "wrangler r2 object put bucket/key --file a.png --local",
        "wrangler deploy --dry-run --outdir dist",
        "bunx wrangler deploy --dry-run --outdir dist",
        "npx wrangler deploy --dry-run",
        "wrangler versions upload --dry-run",
        "cd worker && wrangler deploy --dry-run --outdir dist",
    ]);
}

#[test]
fn wrangler_account_and_destroying_commands_always_ask() {
    always_ask(&[
        "wrangler deploy",
        "wrangler deploy --env staging",
        "bunx wrangler deploy",
        "npx wrangler deploy --minify",
        "wrangler publish",
        "wrangler pages deploy dist",
        "wrangler pages deploy dist --branch preview",
        "wrangler pages publish dist",
        "wrangler versions upload",
        "wrangler versions deploy",
        "wrangler rollback --message 'bad deploy'",
        "wrangler delete shortlinks-preview",
        "wrangler secret put ADMIN_TOKEN",
        "wrangler secret delete ADMIN_TOKEN",
        "wrangler secret bulk secrets.json",
        "echo \"$T\" | wrangler secret put ADMIN_TOKEN --env production",
        "wrangler login",
        "wrangler logout",
        "wrangler dev --remote",
        "npx wrangler dev -r",
        "wrangler pages dev dist --remote",
        "wrangler dev --x-remote-bindings",
        // D1 without an explicit `--local` (the account's database in older versions).
        "wrangler d1 execute shortlinks --command 'SELECT 1'",
        "wrangler d1 execute shortlinks --remote --command 'SELECT 1'",
        "wrangler d1 execute shortlinks --local --remote --command 'SELECT 1'",
        "wrangler d1 execute shortlinks --preview --local --file x.sql",
        "wrangler d1 execute shortlinks --file seed.sql",
        "wrangler d1 migrations apply shortlinks",
        "wrangler d1 migrations apply shortlinks --remote",
        "wrangler d1 export shortlinks --remote --output prod.sql",
        "wrangler d1 create other",
        "wrangler d1 delete shortlinks",
        "wrangler d1 time-travel restore shortlinks --timestamp 1700000000",
        // The local emulation's data destroyed.
        "wrangler d1 execute shortlinks --local --command 'DROP TABLE links'",
        "wrangler d1 execute shortlinks --local --command='delete from clicks'",
        "wrangler d1 execute shortlinks --local --command 'UPDATE links SET url = 1'",
        "wrangler kv key delete --binding RATE k --local",
        "wrangler kv bulk delete --binding RATE keys.json --local",
        "wrangler r2 object delete bucket/key --local",
        // KV and R2 on the account.
        "bunx wrangler kv key put --binding RATE --remote 'limit:default' 100",
        "wrangler kv key put --binding RATE k v",
        "wrangler kv key get --binding RATE k",
        "wrangler kv namespace create RATE",
        "wrangler kv namespace delete --namespace-id 3f9a7c2e1b4d",
        "wrangler r2 object put bucket/key --file a.png",
        "wrangler r2 bucket delete assets",
        "wrangler queues create jobs",
        "wrangler triggers deploy",
        "wrangler some-new-command",
    ]);
}

/// A local or dry-run flag lowers only as a flag of its own: given as another option's value,
/// after `--`, or turned off, the command is judged without it.
#[test]
fn wrangler_local_flags_that_are_not_flags_never_lower() {
    always_ask(&[
        "wrangler deploy --outdir --dry-run",
        "wrangler deploy --name --dry-run",
        "wrangler deploy -- --dry-run",
        "wrangler deploy --dry-run=false",
        "wrangler deploy --dry-run=0",
        "wrangler d1 execute DB --file --local",
        "wrangler d1 migrations apply DB --env --local",
        "wrangler d1 migrations apply DB --local=false",
        "wrangler d1 migrations apply DB -- --local",
        "wrangler kv key put --binding --local k v",
        "wrangler dev --remote=true",
    ]);
}

#[test]
fn firebase_emulators_are_the_project_family_and_the_account_always_asks() {
    project_family(&[
        "firebase emulators:start",
        "firebase emulators:start --only functions,firestore",
        "npx firebase emulators:start --import ./seed",
        "firebase serve",
        "firebase functions:shell",
        "firebase emulators:exec 'npm test'",
        "firebase emulators:exec --only firestore \"npx vitest run\"",
    ]);
    allowed(&[
        "firebase projects:list",
        "firebase apps:list",
        "firebase use",
        "firebase functions:list",
        "firebase functions:log",
        "firebase --version",
        "npx firebase projects:list",
    ]);
    always_ask(&[
        "firebase deploy",
        "firebase deploy --only functions",
        "npx firebase deploy --only hosting",
        "firebase hosting:channel:deploy preview",
        "firebase functions:config:get",
        "firebase functions:config:set stripe.key=x",
        "firebase functions:secrets:access STRIPE_KEY",
        "firebase functions:secrets:set STRIPE_KEY",
        "firebase auth:export users.json",
        "firebase auth:import users.json",
        "firebase firestore:delete --all-collections",
        "firebase firestore:delete users -r",
        "firebase database:remove /",
        "firebase database:get /users",
        "firebase functions:delete api",
        "firebase hosting:disable",
        "firebase login",
        "firebase login:ci",
        // The command run beside the emulators is judged on its own.
        "firebase emulators:exec 'rm -rf ~'",
        "npx firebase emulators:exec 'npm publish'",
        "firebase emulators:exec --only firestore 'firebase deploy'",
    ]);
}

#[test]
fn aws_sam_cdk_serverless_and_pulumi() {
    family(
        "infrastructure code plan/synth/local run",
        &[
            "sam build",
            "sam build --use-container",
            "sam local invoke HelloFn -e events/get.json",
            "sam local start-api --port 3001",
            "cdk synth",
            "cdk synth MyStack",
            "cdk diff",
            "cdk ls",
            "sls offline",
            "serverless offline start",
            "sls package --stage dev",
            "sls invoke local -f hello",
            "pulumi preview",
            "pulumi preview --stack dev --diff",
        ],
    );
    allowed(&[
        "sam validate",
        "sam validate --lint",
        "sam --version",
        "sam list endpoints",
        "cdk --version",
        "cdk doctor",
        "cdk context",
        "sls --version",
        "sls info --stage dev",
        "pulumi stack ls",
        "pulumi stack",
        "pulumi stack output",
        "pulumi config",
        "pulumi whoami",
        "pulumi version",
    ]);
    always_ask(&[
        "sam deploy",
        "sam deploy --guided",
        "sam sync --watch",
        "sam delete",
        "sam package --s3-bucket b",
        "sam remote invoke Fn",
        "cdk deploy",
        "cdk deploy --all --require-approval never",
        "npx cdk deploy",
        "cdk destroy",
        "cdk bootstrap",
        "cdk watch",
        "cdk context --clear",
        "sls deploy",
        "serverless deploy --stage prod",
        "sls deploy function -f hello",
        "sls remove",
        "sls invoke -f hello",
        "serverless print",
        "sls dev",
        "pulumi up",
        "pulumi up --yes",
        "pulumi destroy",
        "pulumi refresh",
        "pulumi stack rm dev",
        "pulumi config --show-secrets",
        "pulumi stack output --show-secrets",
        "pulumi config get dbPassword",
        "pulumi stack export",
        "pulumi env open org/env",
        "pulumi state delete urn",
        "pulumi cancel",
    ]);
}

/// Issue 21: credential helpers that write the user's docker or kube configuration and store
/// no secret (gcloud's `configure-docker` and `get-credentials`, `aws eks update-kubeconfig`)
/// are one question each, under their words; a production project or cluster, a helper that
/// stores a token or a cluster's key (`az acr login`, `az aks get-credentials`, `docker
/// login`), and a proxy that brings a cloud database to a local port always ask.
#[test]
fn credential_helpers_ask_once_and_database_proxies_always_ask() {
    common::family(
        "gcloud auth configure-docker",
        &[
            "gcloud auth configure-docker europe-west1-docker.pkg.dev",
            "gcloud auth configure-docker europe-west1-docker.pkg.dev,us-docker.pkg.dev --quiet",
        ],
    );
    common::family(
        "gcloud container clusters get-credentials",
        &[
            "gcloud container clusters get-credentials tracking --region europe-west1 --project acme-staging",
            "gcloud container clusters get-credentials dev --zone europe-west1-b",
        ],
    );
    common::family(
        "aws eks update-kubeconfig",
        &["aws eks update-kubeconfig --name dev-cluster --region eu-west-1"],
    );
    common::always_ask(&[
        "gcloud container clusters get-credentials tracking --region europe-west1 --project acme-prod",
        "gcloud container clusters get-credentials prod-tracking --region europe-west1",
        "gcloud container clusters get-credentials tracking --zone europe-west1-b --project acme-production",
        "aws eks update-kubeconfig --name prod --region eu-west-1",
        "aws eks update-kubeconfig --name x --profile production",
        "az acr login --name fleetacr",
        "az aks get-credentials -g rg -n aks",
        "aws ecr get-login-password | docker login --username AWS --password-stdin 1234.dkr.ecr.us-east-1.amazonaws.com",
        "gcloud auth print-access-token",
        "cloud-sql-proxy acme-prod:europe-west1:tracking --port 6543",
        "cloud-sql-proxy acme-staging:europe-west1:tracking --port 6543",
        "cloud_sql_proxy -instances=acme-prod:europe-west1:tracking=tcp:6543",
        "alloydb-auth-proxy projects/p/locations/l/clusters/c/instances/i",
    ]);
}

/// Azure's listings and shows read, in any resource group, a production one included; a
/// listing or show that prints a secret value, and every change (in production or not),
/// always asks. A blob download from a production account keeps asking.
#[test]
fn azure_listings_read_and_secret_printers_always_ask() {
    allowed(&[
        "az webapp list -g rg-fleet-prod -o table",
        "az webapp deployment slot list -n fleet-api-prod -g rg-fleet-prod -o table",
        "az aks show -g rg-prod -n aks-prod --query kubernetesVersion",
        "az acr repository show-tags --name fleetacr --repository fleet-api --orderby time_desc --top 5 -o tsv",
        "az acr repository show-manifests --name fleetacr --repository api",
        "az acr repository list --name fleetacr -o table",
        "az keyvault secret list --vault-name kv-prod --query '[].name'",
        "az group list -o table",
    ]);
    always_ask(&[
        "az webapp config appsettings list -g rg-fleet-prod -n fleet-api-prod",
        "az functionapp config appsettings list -g rg -n fn",
        "az webapp config connection-string list -g rg -n app",
        "az acr credential show --name fleetacr",
        "az acr credential show -n fleetacr --query passwords[0].value -o tsv",
        "az containerapp secret show -g rg -n app --secret-name db",
        "az containerapp secret list -g rg -n app --show-values",
        "az staticwebapp secrets list --name site",
        "az webapp auth show -g rg -n app",
        "az webapp deployment list-publishing-profiles -g rg -n app",
        "az webapp deployment list-publishing-credentials -g rg -n app",
        "az keyvault secret show --vault-name kv --name db",
        "az storage account keys list -g rg -n acct",
        "az webapp deployment slot swap -g rg-fleet-prod -n fleet-api-prod --slot staging --target-slot production",
        "az webapp restart -g rg-fleet-prod -n fleet-api-prod",
        "az group delete -n rg-dev",
        "az storage blob download --account-name acme-prod -c raw -n x -f y",
    ]);
}

/// A function's, service's or task's description holds its environment, where secrets are
/// often set in plain text: it always asks, unless a query or a projection picks other
/// fields; reads that print a secret or a short-lived credential always ask.
#[test]
fn cloud_descriptions_that_print_an_environment_ask() {
    allowed(&[
        "aws lambda get-function-configuration --function-name api --query Runtime",
        "aws lambda get-function-configuration --function-name api --query '[Runtime, MemorySize, Timeout]'",
        "aws lambda get-function --function-name api --query Configuration.LastModified",
        "aws ecs describe-task-definition --task-definition api --query 'taskDefinition.revision'",
        "aws lambda list-functions",
        "aws ecs describe-services --cluster c --services api",
        "aws ssm get-parameter --name /app/flag",
        "gcloud run services describe api --region europe-west1 --format='value(status.url)'",
        "gcloud run services describe api --format 'json(status.conditions)'",
        "gcloud functions describe fn --format='value(state)'",
        "gcloud container clusters describe c --zone z --format='value(currentMasterVersion)'",
        "gcloud run services list",
    ]);
    always_ask(&[
        "aws lambda get-function-configuration --function-name api",
        "aws lambda get-function-configuration --function-name api --output json",
        "aws lambda get-function-configuration --function-name api --query Environment.Variables",
        "aws lambda get-function-configuration --function-name api --query '@'",
        "aws lambda get-function --function-name api",
        "aws lambda get-function --function-name api --query Configuration",
        "aws ecs describe-task-definition --task-definition api",
        "aws ecs describe-task-definition --task-definition api --query 'taskDefinition.containerDefinitions[0].environment'",
        "aws ecs describe-task-definition --task-definition api --query taskDefinition",
        "aws apprunner describe-service --service-arn arn:aws:apprunner:eu-west-1:1:service/api/x",
        "aws amplify get-app --app-id d1",
        "aws elasticbeanstalk describe-configuration-settings --application-name a --environment-name e",
        "aws apigateway get-api-keys --include-values",
        "aws apigateway get-api-key --api-key k --include-value",
        "aws glue get-connection --name pg",
        "aws lightsail get-instance-access-details --instance-name web",
        "aws ec2 get-password-data --instance-id i-1 --priv-launch-key key.pem",
        "aws redshift get-cluster-credentials --cluster-identifier c --db-user u",
        "aws rds generate-db-auth-token --hostname h --port 5432 --username u",
        "gcloud run services describe api --region europe-west1",
        "gcloud run services describe api --format=yaml",
        "gcloud run services describe api --format 'value(spec.template.spec.containers[0].env)'",
        "gcloud run jobs describe migrate",
        "gcloud functions describe fn --format=json",
        "gcloud container clusters describe c --zone z",
        "gcloud sql generate-login-token",
    ]);
}

/// The big three clouds' logs (followed, filtered, queried with Logs Insights, Log Analytics or
/// Application Insights' KQL) are reads; deleting a log group, a sink or an app never is.
#[test]
fn cloud_logs_are_reads_and_deleting_them_always_asks() {
    allowed(&[
        "aws logs tail /aws/lambda/orders --since 2m --profile sandbox",
        "aws logs tail /ecs/api --follow --format short",
        "aws logs filter-log-events --log-group-name /aws/lambda/x --filter-pattern ERROR",
        "aws logs start-query --log-group-name /x --start-time 1 --end-time 2 --query-string 'fields @message'",
        "aws --region eu-west-1 logs tail /aws/lambda/x",
        "gcloud logging read 'severity>=ERROR' --limit 20 --project acme-dev",
        "gcloud beta logging tail 'resource.type=cloud_run_revision'",
        "gcloud functions logs read orders --limit 50",
        "gcloud builds log 1234-abcd",
        "gcloud app logs tail -s default",
        "az monitor log-analytics query -w 0000 --analytics-query 'AppRequests | take 5'",
        "az monitor app-insights query --app x --analytics-query 'requests | take 5'",
        "az webapp log tail -n api -g rg-dev",
        "az containerapp logs show -n api -g rg-dev --follow",
    ]);
    always_ask(&[
        "aws logs delete-log-group --log-group-name /aws/lambda/x",
        "aws logs put-retention-policy --log-group-name x --retention-in-days 1",
        "gcloud logging sinks delete audit",
        "gcloud logging logs delete projects/x/logs/y",
        "az monitor log-analytics workspace delete -n x -g y",
        "az webapp delete -n api -g rg",
    ]);
}

/// The AWS CDK's CLI run by a package runner under its alias package (`npx cdk`) or its own
/// (`npx aws-cdk`), and CDKTF's and SST's, are judged by their tables as the installed program
/// is: synth, list and diff join the cloud family, deploying and destroying always ask.
#[test]
fn iac_clis_run_by_package_runners_are_their_tables() {
    family(
        "infrastructure code plan/synth/local run",
        &[
            "npx cdk ls",
            "cd cdk && npx cdk synth --quiet",
            "npx aws-cdk diff",
            "pnpm exec cdk synth",
            "npx cdktf synth",
        ],
    );
    always_ask(&[
        "npx cdk deploy OrdersConsumer-staging --profile staging",
        "cd cdk && npx cdk destroy --force X",
        "npx aws-cdk deploy --all --require-approval never",
        "npx cdktf destroy",
        "npx cdk bootstrap aws://123456789012/eu-west-1",
    ]);
}
