//! The SSH client's configuration, known hosts and public keys are metadata a developer
//! reads; private keys, `authorized_keys` and searches over the whole of `~/.ssh` keep asking.

mod common;

use common::{allowed, always_ask};

#[test]
fn ssh_client_configuration_is_read() {
    allowed(&[
        "cat ~/.ssh/config",
        "cat ~/.ssh/config | grep -A3 arm64",
        "grep -A4 'Host gpu3' ~/.ssh/config",
        "cat ~/.ssh/known_hosts",
        "grep -c github.com ~/.ssh/known_hosts",
        "cat ~/.ssh/id_ed25519.pub",
        "cat ~/.ssh/*.pub",
        "ls ~/.ssh",
        "ls -la ~/.ssh/",
        "ssh -G gpu3",
        "ssh -G build-arm64 | grep -i hostname",
    ]);
}

#[test]
fn private_keys_and_the_whole_ssh_tree_keep_asking() {
    always_ask(&[
        "cat ~/.ssh/id_rsa",
        "cat ~/.ssh/id_ed25519",
        "head -3 ~/.ssh/platform-bastion.pem",
        "cat ~/.ssh/deploy_key",
        "cat ~/.ssh/id_rsa.pub.bak",
        "cat ~/.ssh/*",
        "cat ~/.ssh/id_*",
        "cat ~/.ssh/config.d/work",
        "cat ~/.ssh/authorized_keys",
        "grep -r Host ~/.ssh",
        "grep -rn PRIVATE ~/.ssh/",
        "rg BEGIN ~/.ssh",
        "tar czf /tmp/ssh.tgz ~/.ssh",
        "echo 'ssh-ed25519 AAAA x' >> ~/.ssh/authorized_keys",
        "echo 'Host x' >> ~/.ssh/config",
        "cp ~/.ssh/config ~/.ssh/config.bak && sed -i s/a/b/ ~/.ssh/config",
        "ssh -G -F /tmp/evil.conf host",
        "ssh -G -o ProxyCommand='sh -c id' host",
        "ssh gpu3",
        "ssh -A gpu3 nvidia-smi",
        "ssh gpu3 'nvidia-smi -r'",
    ]);
    // A command that only reads on the other machine asks once per host (`remote.rs`).
    let v = airlock_shell::judge("ssh gpu3 nvidia-smi", &common::ENV);
    assert_eq!(v.grant.as_deref(), Some("ssh gpu3: reads"), "{}", v.row);
}
