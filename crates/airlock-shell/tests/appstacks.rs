//! Stacks that work against a service with stages of their own (`appstacks.rs`): Foundry
//! against a local chain, a test network and a main network; EAS's preview stage; the
//! Salesforce CLI against a scratch org, a shared sandbox and production; the Shopify CLI
//! against development themes and the live one. Beside them, private keys printed by any
//! program, variables holding a credential URL, and loops that repeat a command a written
//! number of times. Every lowering stands next to its dangerous neighbours.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use common::{allowed, always_ask, family, project_family};

const TEST_NETWORK: &str = "test network transactions";
const EAS_PREVIEW: &str = "eas preview";
const SCRATCH: &str = "salesforce scratch org";
const DEV_THEME: &str = "shopify development theme";

#[test]
fn foundry_reads_run_at_once() {
    allowed(&[
        "cast call 0x3fA81c0D9e27B4c6E5d1A0b9C8f7E6D5c4B3a2F1 'owner()(address)' --rpc-url http://127.0.0.1:8545",
        "cast chain-id --rpc-url http://127.0.0.1:8545",
        "sleep 2 && cast chain-id --rpc-url http://127.0.0.1:8545",
        "cast block-number --rpc-url sepolia",
        "cast block-number --rpc-url mainnet",
        "cast call $VAULT 'token()(address)' --rpc-url $MAINNET_RPC_URL",
        "cast storage $VAULT 3 --rpc-url http://localhost:8545",
        "cast sig 'release(uint256)'",
        "cast keccak 'Transfer(address,address,uint256)'",
        "cast abi-encode 'f(uint256)' 7",
        "cast to-wei 1.5",
        "cast balance 0x9A3f0c1E27bD48e5C6a7F2d10B4E8c93d5A7e1F0 -r mainnet",
        "cast rpc eth_getBalance 0x9A3f0c1E27bD48e5C6a7F2d10B4E8c93d5A7e1F0 latest --rpc-url mainnet",
        "cast wallet list",
        "cast wallet address --account sepolia-deployer",
        "forge --version",
    ]);
}

#[test]
fn foundry_builds_tests_simulations_and_the_local_chain_are_the_project() {
    project_family(&[
        "forge build",
        "forge build --sizes",
        "forge test -vvv --match-test test_Release",
        "FOUNDRY_PROFILE=ci forge test",
        "forge fmt --check",
        "forge snapshot --diff",
        "forge coverage --report lcov",
        "forge inspect VestingVault storage-layout",
        "forge selectors list VestingVault",
        "forge test --fork-url mainnet --match-path 'test/fork/*' -vv",
        "forge test --fork-url $MAINNET_RPC_URL",
        // A script simulated, wherever its chain, sends nothing.
        "forge script script/Deploy.s.sol",
        "forge script script/Deploy.s.sol --rpc-url sepolia --account sepolia-deployer",
        "forge script script/Deploy.s.sol --rpc-url mainnet --sender 0x9A3f0c1E27bD48e5C6a7F2d10B4E8c93d5A7e1F0",
        // Sent to anvil on this machine.
        "forge script script/Deploy.s.sol --rpc-url http://127.0.0.1:8545 --broadcast --private-key 0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
        "forge script script/Deploy.s.sol --fork-url localhost --broadcast",
        "cast send 0x3fA81c0D9e27B4c6E5d1A0b9C8f7E6D5c4B3a2F1 'release(uint256)' 1 --rpc-url http://127.0.0.1:8545 --unlocked --from 0x9A3f0c1E27bD48e5C6a7F2d10B4E8c93d5A7e1F0",
        "cast send 0x3fA8 'release(uint256)' 1 -r http://127.0.0.1:8545 --unlocked -f 0x9A3f0c1E27bD48e5C6a7F2d10B4E8c93d5A7e1F0",
        "cast rpc evm_increaseTime 31536000 --rpc-url http://127.0.0.1:8545 && cast rpc evm_mine --rpc-url http://127.0.0.1:8545",
        "anvil --block-time 2",
        "anvil --fork-url $MAINNET_RPC_URL",
        "chisel eval 'uint256(1e18) * 7 / 3'",
        "slither . --config-file slither.config.json",
        "npx solhint 'src/**/*.sol'",
    ]);
}

#[test]
fn foundry_sends_to_a_test_network_are_one_family() {
    family(
        TEST_NETWORK,
        &[
            "forge script script/Deploy.s.sol --rpc-url sepolia --account sepolia-deployer --broadcast --verify -vvvv",
            "forge script script/Configure.s.sol --rpc-url $SEPOLIA_RPC_URL --account d --broadcast",
            "forge script script/Deploy.s.sol --rpc-url base-sepolia --broadcast --account d",
            "forge script script/Deploy.s.sol --chain-id 11155111 --rpc-url https://eth-sepolia.g.alchemy.com/v2/demo --broadcast --account d",
            "forge verify-contract --chain sepolia --watch 0x3fA81c0D9e27B4c6E5d1A0b9C8f7E6D5c4B3a2F1 src/VestingVault.sol:VestingVault",
            "forge create src/Token.sol:Token --rpc-url holesky --account d --broadcast",
            "cast send 0x3fA81c0D9e27B4c6E5d1A0b9C8f7E6D5c4B3a2F1 'release(uint256)' 1 --rpc-url sepolia --account sepolia-deployer",
        ],
    );
}

#[test]
fn foundry_sends_elsewhere_and_key_material_always_ask() {
    always_ask(&[
        "forge script script/Deploy.s.sol --rpc-url mainnet --account deployer --broadcast --verify",
        "forge script script/Deploy.s.sol --broadcast --account deployer",
        "forge script script/Deploy.s.sol --rpc-url https://eth-mainnet.g.alchemy.com/v2/demo --broadcast",
        "forge script script/Deploy.s.sol --rpc-url sepolia --rpc-url mainnet --broadcast",
        "forge script script/Deploy.s.sol --rpc-url arbitrum --resume",
        "forge verify-contract --chain mainnet 0x5e2C9b7A41f0D3E8c6B2a19F4d7E0c83A1b6F2d9 src/VestingVault.sol:VestingVault",
        "forge create src/Token.sol:Token --account d",
        "cast send 0x5e2C9b7A41f0D3E8c6B2a19F4d7E0c83A1b6F2d9 'revoke(uint256)' 17 --rpc-url mainnet --account treasury",
        "cast send 0x5e2C9b7A41f0D3E8c6B2a19F4d7E0c83A1b6F2d9 'revoke(uint256)' 17",
        "cast publish 0xf86c0a8502540be400 --rpc-url mainnet",
        "cast rpc eth_sendRawTransaction 0xf86c0a8502540be400 --rpc-url mainnet",
        "cast rpc anvil_setBalance 0x9A3f 0x1 --rpc-url https://rpc.example.com",
        "cast wallet private-key --mnemonic \"$DEPLOYER_MNEMONIC\" --mnemonic-index 0",
        "cast wallet pk --mnemonic-path ./m.txt",
        "cast wallet decrypt-keystore deployer",
        "cast wallet dk deployer",
        "cast wallet new-mnemonic",
        "cast wallet vanity --starts-with dead",
        "cast wallet sign 'hello' --account deployer",
        "cast wallet import deployer --interactive",
        "bitcoin-cli dumpprivkey bc1qexample",
        "solana-keygen export-private-key ~/k.json",
    ]);
}

#[test]
fn credential_urls_in_variables_are_secrets_printed() {
    always_ask(&[
        "echo $MAINNET_RPC_URL",
        "echo \"${ETH_RPC_URL}\"",
        "printf '%s\\n' \"$SEPOLIA_FORK_URL\"",
        "echo $SLACK_WEBHOOK_URL",
        "echo $DISCORD_WEBHOOK",
        "echo $EMAIL_URL",
        "curl $ALCHEMY_URL",
        "echo $DATABASE_URL",
        "printenv MAINNET_RPC_URL",
        "gh secret set RPC --body \"$MAINNET_RPC_URL\"",
    ]);
    allowed(&[
        "echo $BASE_URL",
        "echo $NEXT_PUBLIC_SITE_URL",
        "echo $WEBHOOK_PATH",
        "echo $RPC_TIMEOUT",
        "echo $GRPC_PORT",
        // Text, a search's pattern and a message name keys, and print none.
        "grep -rn private-key docs",
        "git commit -m 'document the private-key command'",
        "echo private-key",
    ]);
}

#[test]
fn eas_preview_stage_is_one_family() {
    allowed(&[
        "eas update:list --branch preview --limit 3 --non-interactive",
        "eas update:view 3f1b6c2a",
        "eas channel:list",
        "eas branch:view preview",
        "eas build:list --limit 5 --non-interactive",
    ]);
    family(
        EAS_PREVIEW,
        &[
            "eas build --platform android --profile preview --non-interactive --no-wait",
            "eas build -p ios -e staging",
            "eas build --profile=preview-android",
            "eas update --branch preview --message \"Camera scanner\" --non-interactive",
            "eas update --channel preview -m 'reminders'",
        ],
    );
    always_ask(&[
        "eas update --branch production --message \"Camera scanner\" --non-interactive",
        "eas update --auto",
        "eas update --branch preview --auto",
        "eas update --message x",
        "eas update --branch release-1.2 -m x",
        "eas update --branch preview --channel production -m x",
        "eas build --platform all --profile production --auto-submit --non-interactive",
        "eas build --profile preview --auto-submit",
        "eas build --profile preview-production",
        "eas update:republish --group 3f1b --destination-branch production --non-interactive",
        "eas channel:edit production --branch preview",
        "eas submit -p ios --latest",
    ]);
    project_family(&[
        "npx expo-doctor",
        "npx detox test -c android.emu.debug --headless --record-logs failing",
        "npx detox build -c android.emu.debug",
    ]);
}

#[test]
fn salesforce_reads_on_any_org_run_at_once() {
    allowed(&[
        "sf org list",
        "sf org display -o fs-scratch",
        "sf org:list",
        "sf config list",
        "sf plugins",
        "sf project deploy validate --manifest manifest/package.xml --target-org prod --test-level RunLocalTests --wait 60",
        "sf project deploy report --job-id 0AfHs00000Kp2mQ -o prod",
        "sf project deploy preview -o uat",
        "sf project deploy start --dry-run --source-dir force-app -o uat",
        "sf project retrieve preview -o fs-scratch",
        "sf data query -q \"SELECT Id, Name FROM Work_Order__c LIMIT 10\" -o fs-scratch",
        "sf apex get log --number 1 -o uat",
        "sf apex tail log -o fs-scratch --color",
        "sf package version list --packages FieldService --concise",
    ]);
}

#[test]
fn salesforce_scratch_orgs_are_one_family() {
    family(
        SCRATCH,
        &[
            "sf org create scratch --definition-file config/project-scratch-def.json --alias fs-scratch --duration-days 7 --set-default",
            "sf project deploy start --source-dir force-app --target-org fs-scratch",
            "sf project:deploy:start -d force-app --target-org=dev_scratch",
            "sf data import tree --plan data/plan.json -o fs-scratch",
            "sf data create record -s Work_Order__c -v \"Name='A'\" -o test-x8kqa2@example.com",
            "sf apex run --file scripts/apex/seed.apex -o fs-scratch",
            "sf apex run test --test-level RunLocalTests -o fs-scratch --code-coverage --wait 20",
            "sf org assign permset --name Field_Service -o fs-scratch",
            "sf package install --package FieldService@1.5.0-1 --target-org fs-scratch --wait 20",
            "sf org open -o fs-scratch --url-only --path lightning/n/Board",
            "sf org delete scratch --target-org fs-scratch --no-prompt",
            "sfdx force:source:push -u my-scratch",
        ],
    );
    project_family(&[
        "sf code-analyzer run --workspace force-app --view table",
        "npx sfdx-lwc-jest -- --coverage",
    ]);
}

#[test]
fn salesforce_shared_orgs_credentials_and_the_machine_always_ask() {
    always_ask(&[
        "sf project deploy start --source-dir force-app --target-org uat",
        "sf project deploy start --source-dir force-app",
        "sf project deploy quick --job-id 0AfHs00000Kp2mQ --target-org prod",
        "sf apex run -o uat --file scripts/apex/backfill.apex",
        "sf apex run -o prod --file scripts/apex/backfill.apex",
        "sf data create record -s Work_Order__c -v \"Name='A'\" -o uat",
        "sf data delete bulk --sobject Work_Order__c --file closed.csv --target-org prod --wait 10",
        "sf data export bulk --query \"SELECT Email FROM Contact\" --output-file /tmp/c.csv --target-org prod",
        "sf data update record --sobject S__c --record-id a0B --values \"X=false\" -o prod",
        "sf org delete sandbox --target-org uat --no-prompt",
        "sf org create sandbox --name qa2 -o prod",
        "sf org display --target-org prod --verbose --json",
        "sf org display --verbose -o fs-scratch",
        "sfdx force:org:display -u release@acme.com --verbose",
        "sf org display user -o uat",
        "sf org open -o uat --url-only",
        "sf org login sfdx-url --sfdx-url-file ci/prod.authurl",
        "sf org logout --all --no-prompt",
        "sf config set target-org=prod --global",
        "echo y | sf plugins install sf-delta-deploy-x",
        "sf package version promote --package FieldService@1.5.0-1 --no-prompt",
        "sf package install --package FieldService@1.5.0-1 --target-org prod --wait 30",
        "sf package install --package FieldService@1.5.0-1 --target-org uat",
        "sf project deploy start -d force-app -o scratch -o uat",
    ]);
}

#[test]
fn shopify_development_themes_are_one_family() {
    allowed(&[
        "shopify theme check",
        "shopify theme check --fail-level error",
        "shopify theme list --store fernwood.myshopify.com --role live",
        "shopify theme info --store fernwood-dev.myshopify.com",
    ]);
    family(
        DEV_THEME,
        &[
            "shopify theme dev --store fernwood-dev.myshopify.com --theme-editor-sync",
            "shopify theme push --store fernwood-dev.myshopify.com --theme 'agent-preview' --unpublished --json",
            "shopify theme push --store fernwood.myshopify.com --theme 'PR 214 preview' --unpublished",
            "shopify theme push -u",
            "shopify theme push --development",
            "shopify theme share --store fernwood-dev.myshopify.com",
            "shopify theme pull --live --only templates/product.json",
            "shopify theme delete --development --force",
            "shopify theme check --auto-correct",
        ],
    );
    always_ask(&[
        "shopify theme push --store fernwood.myshopify.com --theme 138245067 --nodelete",
        "shopify theme push --live --store fernwood.myshopify.com --allow-live",
        "shopify theme push --unpublished --live",
        "shopify theme push",
        "shopify theme publish --theme 141902331 --store fernwood.myshopify.com --force",
        "shopify theme delete --theme 137110355 --store fernwood.myshopify.com --force",
        "shopify theme push --unpublished --environment production",
        "shopify app deploy",
        "shopify app env show",
    ]);
}

#[test]
fn credential_stores_of_chain_and_platform_tools_are_secret() {
    always_ask(&[
        "cat ~/.foundry/keystores/treasury",
        "cat $HOME/.foundry/keystores/deployer",
        "cp ~/.foundry/keystores/deployer /tmp/k",
        "cat ~/.ethereum/keystore/UTC--2024-01-01T00-00-00.000Z--9a3f0c1e",
        "cat node/keystore/UTC--2021-03-01T10-00-00.000Z--abcdef",
        "cat ~/.config/solana/id.json",
        "ls ~/.brownie/accounts && cat ~/.brownie/accounts/dev.json",
        "cat ~/.sfdx/release.manager@northwind-fs.com.json",
        "cat /home/dev/.sfdx/key.json",
        "cat ~/.sf/x@y.json",
        "cat ci/prod.authurl",
        "cat authurl.txt",
        "cat SFDX_AUTH_URL.txt",
        "cat secrets/devhub-sfdx-url.txt",
        "head sfdx_auth_url",
        "cat ~/Library/Preferences/shopify-cli-kit-nodejs/config.json",
        "cat credentials/play-service-account.json",
        "cat keys/GCP_Service_Account.JSON",
        "cat firebase-serviceAccountKey.json",
        "cat ci/service_account.json",
    ]);
    allowed(&[
        "cat ~/.sfdx/sfdx-config.json",
        "cat ~/.sfdx/alias.json",
        "cat .sfdx/sfdx-config.json",
        "cat .sf/config.json",
        "ls .sfdx/orgs",
        "cat k8s/service-account.yaml",
        "cat docs/service-account.md",
        "cat src/serviceAccount.ts",
        "cat docs/authurl.md",
        "cat src/auth_url.ts",
        "cat broadcast/Deploy.s.sol/11155111/run-latest.json",
    ]);
}

#[test]
fn a_counted_loop_above_its_bound_always_asks() {
    always_ask(&[
        "for i in $(seq 1 300); do sf data create record -s Work_Order__c -v \"Name='Load $i'\" -o fs-scratch; done",
        "for i in $(seq 1 400); do cast send 0x3fA8 'release(uint256)' $((i % 8)) --rpc-url sepolia --account d; done",
        "for i in {1..50}; do gh issue create --title t --body b; done",
        "for i in {0..100..2}; do mytool create item; done",
        "for ((i = 0; i < 300; i++)); do mytool create item; done",
        "for ((i=1;i<=30;i+=1)); do mytool create item; done",
        "i=0; while [ $i -lt 300 ]; do mytool create item; i=$((i+1)); done",
        "i=0; while (( i < 250 )); do mytool create item; ((i++)); done",
        "until [ $i -ge 40 ]; do mytool create item; i=$((i+1)); done",
        "for i in `seq 25`; do mytool create item; done",
        "for i in $(seq 1 500); do cargo test -q || break; done",
        "for i in $(seq 1 5); do for j in $(seq 1 10); do mytool create item; done; done",
    ]);
    // A handful of items, files, a flaky test hunted on this machine and reads stay as their
    // body decides.
    project_family(&[
        "for i in $(seq 1 50); do forge test --match-test test_Release || break; done",
        "for i in 1 2 3 4 5 6 7 8; do cargo test -q || break; done",
        "for ((i=0; i<100; i++)); do cargo test -q || break; done",
        "for f in src/*.sol; do forge fmt $f; done",
    ]);
    family(
        SCRATCH,
        &["for i in 1 2 3; do sf data create record -s W__c -o fs-scratch; done"],
    );
    allowed(&[
        "for i in $(seq 1 1000); do echo $i; done",
        "for i in $(seq 1 300); do ls data; done",
    ]);
}

#[test]
fn a_package_runners_own_call_option_comes_before_the_package() {
    always_ask(&[
        "npx -c 'rm -rf ~/.android'",
        "npx -p cowsay -c 'rm -rf ~/.android'",
        "npm exec -c 'rm -rf ~/.android'",
        "npm exec --call 'rm -rf ~/.android'",
    ]);
    // After the package, `-c` is the package's own option (Detox's configuration, a load
    // generator's connections).
    project_family(&["npx detox test -c android.emu.debug e2e/scan.e2e.ts"]);
    always_ask(&["npx autocannon -c 100 -d 60 https://fernwood.shop/products/linen-apron"]);
}

#[test]
fn upgrading_every_package_of_the_machine_always_asks() {
    always_ask(&[
        "brew upgrade",
        "brew upgrade --greedy",
        "brew upgrade --cask",
    ]);
    family(
        "brew upgrade",
        &["brew upgrade node", "brew upgrade --cask firefox"],
    );
}

/// cast's short aliases (`p` for publish, `m` for mktx, `rp` for rpc) are judged as their long
/// names: on the local chain the project's family, its read RPCs read, anywhere else always
/// asked.
#[test]
fn cast_aliases_are_their_long_names() {
    allowed(&[
        "cast rp eth_blockNumber --rpc-url mainnet",
        "cast rp eth_getBalance 0x9A3f0c1E27bD48e5C6a7F2d10B4E8c93d5A7e1F0 latest -r sepolia",
    ]);
    project_family(&[
        "cast p 0xf86c --rpc-url http://127.0.0.1:8545",
        "cast m 0x3fA8 'release(uint256)' 1 --rpc-url http://localhost:8545 --unlocked --from 0x9A3f",
        "cast rp evm_mine --rpc-url http://127.0.0.1:8545",
    ]);
    always_ask(&[
        "cast p 0xf86c --rpc-url mainnet",
        "cast m 0x3fA8 'release(uint256)' 1 --rpc-url $MAINNET_RPC_URL",
        "cast rp eth_sendRawTransaction 0xf86c --rpc-url mainnet",
        "cast rp anvil_setBalance 0x1 1 --rpc-url https://rpc.example.org",
    ]);
}
