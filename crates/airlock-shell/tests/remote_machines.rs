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
            Some("ssh 192.168.7.2: reads"),
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

/// The family of one exact command on one machine.
fn exact(destination: &str, script: &str) -> String {
    format!("ssh {destination}: `{script}`")
}

/// A remote command on a machine of a private network (the human's lab or bench) whose only
/// reason to always ask is `sudo` (a read or a routine change run as root there) or a service
/// of that machine started, restarted, reloaded or enabled asks once for that exact command
/// on that machine: rerun word for word, it asks nothing more.
#[test]
fn routine_remote_commands_ask_once_for_their_exact_words() {
    let scripts = [
        (
            "sandbox.home.arpa",
            "sudo systemctl start restic-backup.service",
        ),
        (
            "sandbox.home.arpa",
            "sudo restic -r /srv/restic-test snapshots --compact",
        ),
        ("nas.lan", "sudo docker ps"),
        ("board.local", "sudo ptest-runner tidelog"),
        ("nas.lan", "sudo journalctl -u caddy -n 50 --no-pager"),
        ("nas.lan", "doas systemctl restart caddy"),
        ("nas.lan", "sudo systemctl reload nginx"),
        ("nas.lan", "sudo systemctl enable --now restic-backup.timer"),
        (
            "nas.lan",
            "sudo systemctl daemon-reload && sudo systemctl restart immich",
        ),
        ("nas.lan", "systemctl --user restart syncthing"),
        ("nas.lan", "docker restart immich_server"),
        (
            "nas.lan",
            "docker compose -f /opt/stacks/immich/compose.yml up -d",
        ),
        (
            "nas.lan",
            "cd /opt/stacks/immich && docker compose up -d --force-recreate",
        ),
        (
            "nas.lan",
            "cd /opt/stacks/immich && sudo docker compose restart immich-server",
        ),
        ("nas.lan", "docker-compose up -d"),
    ];
    let cases: Vec<(String, String)> = scripts
        .iter()
        .map(|(d, s)| {
            // The login name is no part of the machine.
            let host = d.rsplit('@').next().unwrap_or(d);
            (format!("ssh {d} '{s}'"), exact(host, s))
        })
        .collect();
    let borrowed: Vec<(&str, _, Option<&str>)> = cases
        .iter()
        .map(|(s, f)| (s.as_str(), AskOnce, Some(f.as_str())))
        .collect();
    check_grants(&borrowed);
    // The same command here keeps asking every time: this machine is the one the agent runs on.
    check_grants(&[
        (
            "sudo systemctl start restic-backup.service",
            AlwaysAsk,
            None,
        ),
        ("systemctl restart nginx", AlwaysAsk, None),
        ("sudo docker ps", AlwaysAsk, None),
        ("sudo journalctl -u caddy", AlwaysAsk, None),
    ]);
    // A changed word, another machine: another question.
    let grant = |s: &str| airlock_shell::judge(s, &common::ENV).grant;
    let base = grant("ssh nas.lan 'sudo systemctl restart immich'");
    assert!(base.is_some());
    for other in [
        "ssh nas.lan 'sudo systemctl restart immich-ml'",
        "ssh nas.lan 'sudo systemctl reload immich'",
        "ssh sandbox.lan 'sudo systemctl restart immich'",
        "ssh nas.lan -p 2222 'sudo systemctl restart immich'",
    ] {
        assert_ne!(grant(other), base, "{other}");
    }
}

/// On a server of the internet, or a bare alias that may name one, `sudo` and a service's
/// restart keep asking every time: its users are there. A program this gate does not know
/// still asks once for its exact words anywhere.
#[test]
fn routine_changes_on_servers_of_the_internet_keep_asking() {
    check_grants(&[
        (
            "ssh root@203.0.113.5 'systemctl restart app'",
            AlwaysAsk,
            None,
        ),
        (
            "ssh deploy@shop.example.com 'sudo systemctl restart puma'",
            AlwaysAsk,
            None,
        ),
        (
            "ssh jenkins@ci.northwind.internal 'sudo systemctl restart jenkins'",
            AlwaysAsk,
            None,
        ),
        ("ssh atlas 'sudo systemctl restart immich'", AlwaysAsk, None),
        ("ssh atlas 'docker compose up -d'", AlwaysAsk, None),
        ("ssh 8.8.8.8 'sudo docker ps'", AlwaysAsk, None),
        (
            "ssh deploy@eu1.example.net 'sudo ptest-runner x'",
            AlwaysAsk,
            None,
        ),
        ("ssh nas.lan.example.com 'sudo docker ps'", AlwaysAsk, None),
        ("ssh lan 'sudo docker ps'", AlwaysAsk, None),
        (
            "ssh deploy@eu1.example.net 'ptest-runner x'",
            AskOnce,
            Some("ssh eu1.example.net: `ptest-runner x`"),
        ),
    ]);
    // The private networks' addresses and names, in their spellings.
    for host in [
        "10.0.0.7",
        "172.20.1.2",
        "192.168.7.2",
        "100.101.102.103",
        "169.254.1.1",
        "127.0.0.1",
        "fd7a:115c:a1e0::1",
        "fe80::1",
        "localhost",
        "board.local",
        "nas.LAN",
        "sandbox.home.arpa",
        "atlas.tail4c2e1.ts.net",
        "pi.localdomain",
    ] {
        let s = format!("ssh root@{host} 'sudo docker ps'");
        let v = airlock_shell::judge(&s, &common::ENV);
        assert_eq!(v.level, AskOnce, "{s}: {} ({})", v.row, v.reason);
    }
    for host in [
        "172.32.0.1",
        "100.128.0.1",
        "11.0.0.1",
        "2001:db8::1",
        "local",
        "example.lan.com",
    ] {
        let s = format!("ssh root@{host} 'sudo docker ps'");
        assert_eq!(
            airlock_shell::judge(&s, &common::ENV).level,
            AlwaysAsk,
            "{s}"
        );
    }
}

/// What destroys data, reads or changes credentials, installs, reboots, reaches the machine's
/// own plumbing, names production or is built at run time keeps asking every time there, with
/// `sudo` or without.
#[test]
fn dangerous_remote_neighbours_keep_asking() {
    let scripts = [
        "ssh sandbox.home.arpa 'sudo rm -rf /srv/immich/postgres'",
        "ssh sandbox.home.arpa 'sudo cat /etc/shadow'",
        "ssh sandbox.home.arpa 'sudo cat /root/.ssh/id_ed25519'",
        "ssh sandbox.home.arpa 'sudo cat /opt/stacks/immich/.env'",
        "ssh sandbox.home.arpa 'sudo apt-get install -y htop'",
        "ssh sandbox.home.arpa 'sudo reboot'",
        "ssh sandbox.home.arpa 'sudo shutdown -h now'",
        "ssh sandbox.home.arpa 'sudo systemctl reboot'",
        "ssh sandbox.home.arpa 'sudo systemctl poweroff'",
        "ssh sandbox.home.arpa 'sudo systemctl start reboot.target'",
        "ssh sandbox.home.arpa 'sudo systemctl isolate rescue.target'",
        "ssh sandbox.home.arpa 'sudo systemctl start systemd-reboot.service'",
        "ssh sandbox.home.arpa 'sudo systemctl restart sshd'",
        "ssh sandbox.home.arpa 'sudo systemctl restart systemd-networkd'",
        "ssh sandbox.home.arpa 'sudo systemctl start --job-mode=isolate x'",
        "ssh sandbox.home.arpa 'sudo systemctl stop immich'",
        "ssh sandbox.home.arpa 'sudo systemctl disable immich'",
        "ssh sandbox.home.arpa 'sudo systemctl mask immich'",
        "ssh sandbox.home.arpa 'sudo ufw disable'",
        "ssh sandbox.home.arpa 'sudo tailscale funnel --bg 2283'",
        "ssh sandbox.home.arpa 'sudo tee /etc/sysctl.d/x.conf'",
        "ssh sandbox.home.arpa 'sudo restic -r /srv/restic-test forget --prune --keep-last 1'",
        "ssh sandbox.home.arpa 'sudo -u postgres dropdb immich'",
        "ssh sandbox.home.arpa 'sudo dd if=/dev/zero of=/dev/sda'",
        "ssh sandbox.home.arpa 'sudo mkfs.ext4 /dev/sdb1'",
        "ssh sandbox.home.arpa 'sudo -i'",
        "ssh sandbox.home.arpa 'docker volume prune -af'",
        "ssh sandbox.home.arpa 'docker compose down -v'",
        "ssh sandbox.home.arpa 'docker compose up -d -V'",
        "ssh sandbox.home.arpa 'docker compose up -d --renew-anon-volumes'",
        "ssh sandbox.home.arpa 'docker compose pull && docker compose up -d'",
        "ssh sandbox.home.arpa 'docker rm -f immich_server'",
        "ssh sandbox.home.arpa 'docker exec traefik cat /letsencrypt/acme.json'",
        "ssh sandbox.home.arpa 'sudo systemctl restart x > /etc/motd'",
        "ssh prod-web-1.lan 'sudo systemctl restart api'",
        "ssh web.production.home.arpa 'docker compose up -d'",
        "ssh sandbox.home.arpa 'sudo systemctl restart api-prod'",
        "ssh sandbox.home.arpa 'sudo systemctl restart $UNIT'",
        "ssh atlas \"sudo systemctl restart $(cat unit)\"",
        "ssh sandbox.home.arpa 'sudo systemctl restart `cat unit`'",
        "ssh -A atlas 'sudo systemctl restart immich'",
        "ssh -J bastion atlas 'sudo systemctl restart immich'",
        "ssh \"$HOST\" 'sudo systemctl restart immich'",
        "tailscale ssh atlas.tail4c2e1.ts.net 'sudo rm -rf /srv'",
        "gcloud compute ssh vm-1 --command 'sudo reboot'",
    ];
    let cases: Vec<(&str, _, Option<&str>)> =
        scripts.iter().map(|s| (*s, AlwaysAsk, None)).collect();
    check_grants(&cases);
}

/// `tailscale ssh` shares the rule under its own runner's name; a cloud's machine named by
/// `gcloud compute ssh` is no machine of a private network.
#[test]
fn other_remote_shells_share_the_exact_command_rule() {
    check_grants(&[
        (
            "tailscale ssh atlas.tail4c2e1.ts.net 'sudo systemctl restart immich'",
            AskOnce,
            Some("tailscale ssh atlas.tail4c2e1.ts.net: `sudo systemctl restart immich`"),
        ),
        (
            "gcloud compute ssh vm-1 --zone europe-west1-b --command 'sudo systemctl restart app'",
            AlwaysAsk,
            None,
        ),
    ]);
}

/// The on-device tools of embedded Linux: the updaters' status and a bundle's information,
/// the bootloader's environment printed and the package listing read; a device's package
/// tests ask once (here under their family, there for their exact words); an update staged
/// from a local bundle is a service's state (asked once for its exact words on a bench board);
/// the bootloader's environment written, slots marked or written, a bundle fetched from the
/// network, a rollback, a package installed always ask.
#[test]
fn on_device_tools_are_known() {
    let reads = [
        "rauc",
        "rauc status",
        "rauc status --detailed --output-format=json",
        "rauc info /data/harbor-bundle.raucb",
        "rauc --version",
        "fw_printenv",
        "fw_printenv BOOT_ORDER BOOT_A_LEFT BOOT_B_LEFT",
        "fw_printenv -n BOOT_ORDER",
        "ptest-runner -l",
        "swupdate -c -i update.swu",
        "mender show-artifact",
        "mender -show-artifact",
        "mender-update show-artifact",
        "mender-update show-provides",
        "opkg list-installed",
        "opkg list-upgradable",
        "opkg info tidelog",
        "opkg status tidelog",
        "opkg files tidelog",
        "service nginx status",
    ];
    let always = [
        "rauc install /data/harbor-bundle.raucb",
        "rauc install https://ci.example.com/harbor-bundle.raucb",
        "rauc status mark-good",
        "rauc status mark-active other",
        "rauc mark-bad booted",
        "rauc write-slot rootfs.1 rootfs.ext4",
        "rauc service",
        "fw_setenv BOOT_A_LEFT 0",
        "fw_setenv -s /tmp/env.txt",
        "swupdate -i update.swu",
        "swupdate -d -u http://updates.example.com",
        "swupdate-client update.swu",
        "mender install /data/a.mender",
        "mender-update install https://x.example.com/a.mender",
        "mender -install https://x.example.com/a.mender",
        "mender rollback",
        "mender daemon",
        "opkg install tcpdump",
        "opkg remove tidelog",
        "opkg update",
        "service nginx restart",
        "service ssh restart",
    ];
    let mut cases: Vec<(&str, _, Option<&str>)> = reads.iter().map(|s| (*s, Allow, None)).collect();
    cases.extend(always.iter().map(|s| (*s, AlwaysAsk, None)));
    cases.push(("ptest-runner tidelog", AskOnce, Some("tests on the device")));
    cases.push((
        "ptest-runner -t 600 tidelog",
        AskOnce,
        Some("tests on the device"),
    ));
    check_grants(&cases);
}

/// The same tools on a bench board: reads share the board's reads; a test run, a local
/// bundle's installation and a service's restart there ask once for their exact words; the
/// rest keeps asking, and so does any of them on a fleet's device on the internet.
#[test]
fn on_device_tools_there() {
    let board = "root@192.168.7.2";
    let host = "192.168.7.2";
    let reads = [
        "rauc status --detailed | grep -E \"booted|boot status\"",
        "rauc info /data/harbor-bundle-harbor-gw.raucb",
        "fw_printenv BOOT_ORDER BOOT_A_LEFT BOOT_B_LEFT",
        "opkg list-installed | grep tidelog",
        "mender show-artifact",
    ];
    let repeated = [
        "ptest-runner tidelog",
        "rauc install /data/harbor-bundle-harbor-gw.raucb",
        "swupdate -i /data/update.swu",
        "mender install /data/a.mender",
        "service tidelog restart",
    ];
    let always = [
        "fw_setenv BOOT_A_LEFT 0 && reboot",
        "fw_setenv BOOT_ORDER \"B A\"",
        "rauc install https://ci.example.com/x.raucb",
        "rauc status mark-good other",
        "rauc write-slot rootfs.1 /data/rootfs.ext4",
        "opkg install tcpdump",
        "mender rollback",
        "ptest-runner tidelog > /etc/x",
        "service ssh restart",
    ];
    let mut cases: Vec<(String, _, Option<String>)> = Vec::new();
    for s in reads {
        cases.push((
            format!("ssh {board} '{s}'"),
            AskOnce,
            Some(format!("ssh {host}: reads")),
        ));
    }
    for s in repeated {
        cases.push((format!("ssh {board} '{s}'"), AskOnce, Some(exact(host, s))));
    }
    for s in always {
        cases.push((format!("ssh {board} '{s}'"), AlwaysAsk, None));
    }
    for s in ["rauc install /data/x.raucb", "swupdate -i /data/update.swu"] {
        cases.push((
            format!("ssh root@gw-0142.fleet.example.com '{s}'"),
            AlwaysAsk,
            None,
        ));
    }
    let borrowed: Vec<(&str, _, Option<&str>)> = cases
        .iter()
        .map(|(s, l, g)| (s.as_str(), *l, g.as_deref()))
        .collect();
    check_grants(&borrowed);
}

/// One machine, however ssh is told to reach it: the login name (`root@`, `-l`, `-o User=`),
/// the key, a terminal, a timeout, options before or after the destination, ssh's own port
/// written out and a `ssh://` address share its family, and a command after `sleep` is judged
/// as the ssh it is. Another port is another machine (a container's or a VM's sshd).
#[test]
fn one_machine_in_its_spellings_shares_its_family() {
    let same = [
        "ssh pve.home.arpa 'qm list'",
        "ssh root@pve.home.arpa 'qm list'",
        "ssh -l root pve.home.arpa 'qm list'",
        "ssh -o User=root pve.home.arpa 'qm list'",
        "ssh -i ~/.ssh/homelab root@pve.home.arpa 'qm list'",
        "ssh -t root@pve.home.arpa 'qm list'",
        "ssh -tt -q root@pve.home.arpa 'qm list'",
        "ssh -o ConnectTimeout=5 root@pve.home.arpa 'qm list'",
        "ssh -oConnectTimeout=5 -oBatchMode=yes root@pve.home.arpa 'qm list'",
        "ssh root@pve.home.arpa -o ConnectTimeout=5 'qm list'",
        "ssh root@pve.home.arpa -t 'qm list'",
        "ssh -p 22 root@pve.home.arpa 'qm list'",
        "ssh ssh://root@pve.home.arpa 'qm list'",
        "ssh root@pve.home.arpa -- qm list",
        "sleep 60; ssh -o ConnectTimeout=5 root@pve.home.arpa 'qm list'",
        "sleep 60 && ssh root@pve.home.arpa 'pct list'",
    ];
    let port = [
        "ssh -p 2222 pve.home.arpa 'qm list'",
        "ssh -p2222 root@pve.home.arpa 'qm list'",
        "ssh -tp2222 root@pve.home.arpa 'qm list'",
        "ssh -o Port=2222 pve.home.arpa 'qm list'",
        "ssh pve.home.arpa -p 2222 'qm list'",
        "ssh ssh://root@pve.home.arpa:2222 'qm list'",
    ];
    let mut cases: Vec<(&str, _, Option<&str>)> = same
        .iter()
        .map(|s| (*s, AskOnce, Some("ssh pve.home.arpa: reads")))
        .collect();
    cases.extend(
        port.iter()
            .map(|s| (*s, AskOnce, Some("ssh pve.home.arpa:2222: reads"))),
    );
    check_grants(&cases);
}

/// ssh reads options after the destination too, until the command: forwarding, agent
/// forwarding, a jump host, another configuration or a local command there is no part of the
/// remote command and keeps asking; after `--`, a word is the remote command's.
#[test]
fn options_after_the_destination_are_sshs() {
    check_grants(&[
        ("ssh atlas -L 8080:localhost:80 uptime", AlwaysAsk, None),
        (
            "ssh atlas -R 9000:localhost:9000 ptest-runner x",
            AlwaysAsk,
            None,
        ),
        ("ssh atlas -D 1080 uptime", AlwaysAsk, None),
        ("ssh atlas -A uptime", AlwaysAsk, None),
        ("ssh atlas -J bastion uptime", AlwaysAsk, None),
        ("ssh atlas -F ./ssh_config uptime", AlwaysAsk, None),
        (
            "ssh atlas -o ProxyCommand='nc %h %p' uptime",
            AlwaysAsk,
            None,
        ),
        (
            "ssh atlas -o PermitLocalCommand=yes -o LocalCommand='touch x' uptime",
            AlwaysAsk,
            None,
        ),
        ("ssh atlas -N", AlwaysAsk, None),
        ("ssh atlas -t", AlwaysAsk, None),
        (
            "ssh nas.lan -L 8080:localhost:80 'sudo systemctl restart immich'",
            AlwaysAsk,
            None,
        ),
        ("ssh atlas -- uptime", AskOnce, Some("ssh atlas: reads")),
        (
            "ssh -- atlas -L 8080:localhost:80",
            AskOnce,
            Some("ssh atlas: `-L 8080:localhost:80`"),
        ),
    ]);
}

/// Issue 21: the family of a routine remote command is made of the commands that do more than
/// read there, as written: the reads beside them (`journalctl` after a service's start, `rauc
/// status` after an install, `docker ps` before `compose up`) are no part of it, so the same
/// start rerun alone, or with another read, is the answer already given. What sets where the
/// later commands run (`cd`, an `export`) stays in it; another routine command added, a word
/// changed, another machine or a command that always asks beside it is another question.
#[test]
fn a_routine_remote_command_is_one_answer_whatever_it_reads_beside_it() {
    let same = [
        (
            "sandbox.home.arpa",
            "sudo systemctl start restic-backup.service",
            &[
                "ssh sandbox.home.arpa 'sudo systemctl start restic-backup.service && journalctl -u restic-backup -n 20 --no-pager'",
                "ssh sandbox.home.arpa 'sudo systemctl start restic-backup.service'",
                "ssh sandbox.home.arpa 'sudo systemctl start restic-backup.service; systemctl status restic-backup --no-pager'",
                "ssh sandbox.home.arpa 'sudo systemctl start restic-backup.service && df -h /srv && uptime'",
            ][..],
        ),
        (
            "192.168.7.2",
            "rauc install /data/harbor-bundle-harbor-gw.raucb",
            &[
                "ssh root@192.168.7.2 'rauc install /data/harbor-bundle-harbor-gw.raucb && rauc status --detailed'",
                "ssh root@192.168.7.2 'rauc install /data/harbor-bundle-harbor-gw.raucb'",
            ][..],
        ),
        (
            "nas.lan",
            "docker compose up -d",
            &[
                "ssh nas.lan 'docker ps && docker compose up -d'",
                "ssh nas.lan 'docker compose up -d && docker compose ps'",
            ][..],
        ),
        (
            "192.168.7.2",
            "systemctl restart tidelog",
            &[
                "ssh root@192.168.7.2 'systemctl restart tidelog && systemctl status tidelog --no-pager'",
                "ssh root@192.168.7.2 'systemctl restart tidelog; journalctl -u tidelog -n 20 --no-pager'",
            ][..],
        ),
    ];
    // Every command of the call asks at most once; the remote shell's own key is the acting
    // commands', each read there that machine's reads.
    for (host, acting, scripts) in same {
        for s in scripts {
            let a = airlock_shell::analyze(s);
            let mut keys = Vec::new();
            for c in &a.commands {
                let v = airlock_shell::classify(c, &common::ENV);
                assert!(v.level <= AskOnce, "{s}: {} ({})", v.row, v.reason);
                if c.argv.first().is_some_and(|p| p == "ssh") {
                    assert_eq!(v.grant, Some(exact(host, acting)), "{s}");
                }
                keys.extend(v.grant.filter(|_| v.level == AskOnce));
            }
            keys.sort();
            keys.dedup();
            let reads = format!("ssh {host}: reads");
            assert!(
                keys.iter()
                    .all(|k| *k == exact(host, acting) || *k == reads),
                "{s}: {keys:?}"
            );
        }
    }
    // A read beside the routine command asks under that machine's reads, so the one yes covers
    // the machine's later reads too; a `cd` there is part of the command's own key, and the
    // reads of a script of reads alone are the remote shell's question already.
    let keys = |s: &str| -> Vec<(String, Option<String>)> {
        airlock_shell::analyze(s)
            .commands
            .iter()
            .map(|c| {
                let v = airlock_shell::classify(c, &common::ENV);
                (c.text.clone(), v.grant.filter(|_| v.level == AskOnce))
            })
            .collect()
    };
    let reads = Some("ssh sandbox.home.arpa: reads".to_owned());
    let routine = keys(
        "ssh sandbox.home.arpa 'sudo systemctl start restic-backup.service && journalctl -u restic-backup -n 20'",
    );
    assert!(
        routine
            .iter()
            .any(|(t, k)| t.starts_with("journalctl") && *k == reads),
        "{routine:?}"
    );
    let moved = keys("ssh nas.lan 'cd /opt/stacks/immich && docker compose up -d'");
    assert!(
        moved
            .iter()
            .any(|(t, k)| t.starts_with("cd") && k.is_none()),
        "{moved:?}"
    );
    let looked = keys("ssh sandbox.home.arpa 'journalctl -u restic-backup -n 20'");
    assert!(
        looked
            .iter()
            .any(|(t, k)| t.starts_with("journalctl") && k.is_none()),
        "{looked:?}"
    );
    // What sets where the rest runs stays: the same start in another folder is another command.
    check_grants(&[
        (
            "ssh nas.lan 'cd /opt/stacks/immich && docker compose up -d && docker compose ps'",
            AskOnce,
            Some("ssh nas.lan: `cd /opt/stacks/immich; docker compose up -d`"),
        ),
        (
            "ssh nas.lan 'cd /opt/stacks/paperless && docker compose up -d && docker ps'",
            AskOnce,
            Some("ssh nas.lan: `cd /opt/stacks/paperless; docker compose up -d`"),
        ),
    ]);
    // Another routine command beside it, a word changed, another machine: another key.
    let grant = |s: &str| airlock_shell::judge(s, &common::ENV).grant;
    let base = grant(
        "ssh sandbox.home.arpa 'sudo systemctl start restic-backup.service && journalctl -u restic-backup -n 20'",
    );
    assert_eq!(
        base.as_deref(),
        Some("ssh sandbox.home.arpa: `sudo systemctl start restic-backup.service`")
    );
    for other in [
        "ssh sandbox.home.arpa 'sudo systemctl start restic-backup.service && sudo systemctl restart docker'",
        "ssh sandbox.home.arpa 'sudo systemctl start restic-prune.service && journalctl -u restic-backup -n 20'",
        "ssh nas.home.arpa 'sudo systemctl start restic-backup.service && journalctl -u restic-backup -n 20'",
        "ssh sandbox.home.arpa 'sudo systemctl restart restic-backup.service'",
    ] {
        let g = grant(other);
        assert!(g.is_some(), "{other}");
        assert_ne!(g, base, "{other}");
    }
    // A command that always asks beside the routine one keeps the whole call asking every time.
    common::always_ask(&[
        "ssh sandbox.home.arpa 'sudo systemctl start restic-backup.service && rm -rf /srv/immich'",
        "ssh sandbox.home.arpa 'sudo systemctl start restic-backup.service && cat /etc/shadow'",
        "ssh sandbox.home.arpa 'sudo systemctl start restic-backup.service && journalctl -u x > /etc/motd'",
        "ssh sandbox.home.arpa 'sudo systemctl start restic-backup.service && sudo restic -r /srv/restic-test forget --prune --keep-last 1'",
        "ssh prod.home.arpa 'sudo systemctl start restic-backup.service'",
        "ssh sandbox.example.com 'sudo systemctl start restic-backup.service && journalctl -u restic-backup'",
        "ssh sandbox.home.arpa 'sudo systemctl start $UNIT && journalctl -u restic-backup'",
    ]);
}
