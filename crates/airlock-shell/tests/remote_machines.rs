//! Commands run on other machines and the service managers' reads: systemctl's and journalctl's
//! read-only forms here and there; the on-device update and boot tools; a remote command that
//! only raises privileges or changes a service's state, asked once for that exact command on
//! that machine; and the spellings of one destination that share its family.

mod common;

use airlock_shell::Level::{Allow, AlwaysAsk, AskOnce};
use common::check_grants;

/// systemctl's listings, status and checks read, with any options and with no verb at all
/// (`systemctl --failed` lists units); every verb that changes a unit or the machine, and
/// journalctl's maintenance options, keep asking.
#[test]
fn service_manager_reads_are_reads() {
    let reads = [
        "systemctl",
        "systemctl --no-pager",
        "systemctl --failed",
        "systemctl --failed --no-pager",
        "systemctl -a",
        "systemctl --all --type=service",
        "systemctl -t service --state failed",
        "systemctl --state=failed",
        "systemctl --user",
        "systemctl status",
        "systemctl status nginx --no-pager -l",
        "systemctl -n 50 status nginx",
        "systemctl show -p ActiveState nginx",
        "systemctl -o json show nginx",
        "systemctl cat restic-backup.service",
        "systemctl list-units --failed",
        "systemctl list-unit-files --state=enabled",
        "systemctl list-timers 'restic-*'",
        "systemctl list-sockets",
        "systemctl list-dependencies multi-user.target",
        "systemctl is-active nginx",
        "systemctl is-enabled nginx",
        "systemctl is-failed nginx",
        "systemctl is-system-running",
        "systemctl get-default",
        "systemctl --version",
        "launchctl list",
        "journalctl",
        "journalctl -u tidelog -n 20 --no-pager",
        "journalctl -b -1 -p err",
        "journalctl --list-boots",
        "journalctl -fu immich",
        "journalctl --disk-usage",
    ];
    let changes = [
        "systemctl start nginx",
        "systemctl --no-pager restart nginx",
        "systemctl stop nginx",
        "systemctl enable --now nginx",
        "systemctl disable nginx",
        "systemctl mask nginx",
        "systemctl daemon-reload",
        "systemctl set-default graphical.target",
        "systemctl isolate rescue.target",
        "systemctl edit nginx",
        "systemctl kill nginx",
        "systemctl reboot",
        "systemctl poweroff",
        "systemctl --failed reset-failed",
        "systemctl --state failed restart nginx",
        "launchctl unload ~/Library/LaunchAgents/x.plist",
        "journalctl --vacuum-time=2d",
        "journalctl --vacuum-size=100M",
        "journalctl --rotate",
        "journalctl --flush",
        "journalctl --setup-keys",
        "journalctl -u x --cursor-file /tmp/c",
        "journalctl --cursor-file=/tmp/c",
    ];
    let mut cases: Vec<(&str, _, Option<&str>)> = reads.iter().map(|s| (*s, Allow, None)).collect();
    cases.extend(changes.iter().map(|s| (*s, AlwaysAsk, None)));
    check_grants(&cases);
}

/// The same reads on another machine ask once for that machine's reads.
#[test]
fn service_manager_reads_there_are_the_machines_reads() {
    check_grants(&[
        (
            "ssh root@192.168.7.2 'systemctl --failed --no-pager'",
            AskOnce,
            Some("ssh root@192.168.7.2: reads"),
        ),
        (
            "ssh board 'systemctl; journalctl -b -p err --no-pager'",
            AskOnce,
            Some("ssh board: reads"),
        ),
        (
            "ssh board 'systemctl is-active tidelog && systemctl get-default'",
            AskOnce,
            Some("ssh board: reads"),
        ),
        ("ssh board 'journalctl --vacuum-time=1d'", AlwaysAsk, None),
        (
            "ssh board 'systemctl --failed reset-failed'",
            AlwaysAsk,
            None,
        ),
    ]);
}
