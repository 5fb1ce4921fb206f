//! Tunnels: the local ports a command forwards to another machine (`tunnels`), and a later
//! client of this machine on such a port, which reaches that machine: a read asks once per
//! target, anything more always asks; a client on another port, or with no tunnel on record,
//! is judged as before.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, Tunnel, Verdict, judge, tunnels};
use common::ENV;

/// Each script opens exactly these local ports (`None`: one not known), each to a target
/// naming `target`.
fn opens(cases: &[(&str, &[Option<u16>], &str)]) {
    let bad: Vec<String> = cases
        .iter()
        .filter_map(|(script, ports, target)| {
            let t = tunnels(script);
            let got: Vec<Option<u16>> = t.iter().map(|t| t.port).collect();
            (got != *ports || !t.iter().all(|t| t.target.contains(target)))
                .then(|| format!("{script:?}: {t:?}"))
        })
        .collect();
    assert!(bad.is_empty(), "wrong tunnels:\n{}", bad.join("\n"));
}

#[test]
fn ssh_forwards_in_every_spelling_open_their_local_port() {
    opens(&[
        (
            "ssh -fN -L 5433:localhost:5432 deploy@db.example.co",
            &[Some(5433)],
            "ssh deploy@db.example.co",
        ),
        ("ssh -L5433:localhost:5432 -N db", &[Some(5433)], "ssh db"),
        ("ssh -fNL 5433:localhost:5432 db", &[Some(5433)], "ssh db"),
        ("ssh -fNL5433:localhost:5432 db", &[Some(5433)], "ssh db"),
        (
            "ssh -N -L 127.0.0.1:5433:db.internal:5432 bastion",
            &[Some(5433)],
            "ssh bastion",
        ),
        (
            "ssh -N -L '[::1]:6380:cache.internal:6379' bastion",
            &[Some(6380)],
            "ssh bastion",
        ),
        (
            "ssh -N -L '*:8080:localhost:80' web",
            &[Some(8080)],
            "ssh web",
        ),
        (
            "ssh -N -L 5433:/var/run/postgresql/.s.PGSQL.5432 db",
            &[Some(5433)],
            "ssh db",
        ),
        (
            "ssh -N -L localhost:5433:/var/run/postgresql/.s.PGSQL.5432 db",
            &[Some(5433)],
            "ssh db",
        ),
        (
            "ssh -N -L 5433:localhost:5432 -L 6380:localhost:6379 -p 2222 -i ~/.ssh/id db",
            &[Some(5433), Some(6380)],
            "ssh db",
        ),
        (
            "ssh -o LocalForward=5433\\ localhost:5432 -N db",
            &[Some(5433)],
            "ssh db",
        ),
        (
            "ssh -o 'LocalForward 5433 localhost:5432' -N db",
            &[Some(5433)],
            "ssh db",
        ),
        (
            "ssh -oLocalForward='127.0.0.1:5433 localhost:5432' -N db",
            &[Some(5433)],
            "ssh db",
        ),
        ("ssh -D 1080 -N jump", &[Some(1080)], "ssh jump"),
        // Options right after the destination are ssh's too; the remote command's are not.
        ("ssh db -N -L 5433:localhost:5432", &[Some(5433)], "ssh db"),
        (
            "ssh -f db -L 5433:localhost:5432 sleep 60",
            &[Some(5433)],
            "ssh db",
        ),
        ("ssh db grep -L pattern file", &[], ""),
        (
            "ssh -o DynamicForward=1080 -N jump",
            &[Some(1080)],
            "ssh jump",
        ),
        (
            "autossh -M 0 -f -N -L 5433:localhost:5432 db",
            &[Some(5433)],
            "ssh db",
        ),
        // A port the script does not spell out may be any port.
        ("ssh -fN -L $PORT:localhost:5432 db", &[None], "ssh db"),
        ("ssh -fN -L x:localhost:5432 db", &[None], "ssh db"),
        // Background and wrapped.
        (
            "ssh -N -L 5433:localhost:5432 db &",
            &[Some(5433)],
            "ssh db",
        ),
        (
            "nohup ssh -N -L 5433:localhost:5432 db > /dev/null 2>&1 &",
            &[Some(5433)],
            "ssh db",
        ),
    ]);
}

#[test]
fn other_tunnel_programs_open_their_local_port() {
    opens(&[
        (
            "kubectl --context prod port-forward svc/db 5433:5432 &",
            &[Some(5433)],
            "kubectl --context prod svc/db",
        ),
        (
            "kubectl -n prod port-forward svc/db 5433:5432 6380:6379",
            &[Some(5433), Some(6380)],
            "-n prod svc/db",
        ),
        (
            "kubectl port-forward --address 0.0.0.0 pod/api-0 8080",
            &[Some(8080)],
            "pod/api-0",
        ),
        ("kubectl port-forward svc/db :5432", &[None], "svc/db"),
        (
            "oc port-forward postgres-1 15432:5432",
            &[Some(15432)],
            "oc",
        ),
        ("kubefwd svc -n prod", &[None], "kubefwd"),
        // A context that names production is never a local one.
        (
            "kubectl --context kind-prod port-forward svc/db 5433:5432",
            &[Some(5433)],
            "kind-prod",
        ),
        (
            "gcloud compute ssh bastion --zone europe-west1-b -- -N -L 5433:10.0.0.5:5432",
            &[Some(5433)],
            "gcloud compute bastion",
        ),
        (
            "gcloud compute ssh bastion --ssh-flag='-L 5433:localhost:5432' --ssh-flag=-N",
            &[Some(5433)],
            "bastion",
        ),
        (
            "gcloud compute start-iap-tunnel db-vm 5432 --local-host-port=localhost:5433",
            &[Some(5433)],
            "db-vm",
        ),
        (
            "gcloud compute start-iap-tunnel db-vm 5432 --zone us-east1-b",
            &[None],
            "db-vm",
        ),
        (
            r#"aws ssm start-session --target i-0abc --document-name AWS-StartPortForwardingSessionToRemoteHost --parameters '{"host":["db.internal"],"portNumber":["5432"],"localPortNumber":["5433"]}'"#,
            &[Some(5433)],
            "aws ssm i-0abc",
        ),
        (
            "aws ssm start-session --target i-0abc --document-name AWS-StartPortForwardingSession --parameters portNumber=80,localPortNumber=8080",
            &[Some(8080)],
            "i-0abc",
        ),
        (
            "fly proxy 5433:5432 -a invoices-db",
            &[Some(5433)],
            "-a invoices-db",
        ),
        (
            "flyctl proxy 15432 --app pg",
            &[Some(15432)],
            "flyctl proxy",
        ),
        (
            "cloud-sql-proxy --port 5433 acme:europe-west1:prod-db",
            &[Some(5433)],
            "acme:europe-west1:prod-db",
        ),
        (
            "cloud-sql-proxy 'acme:europe-west1:prod-db?port=5434'",
            &[Some(5434)],
            "prod-db",
        ),
        (
            "cloud_sql_proxy -instances=acme:us-central1:main=tcp:5433",
            &[Some(5433)],
            "acme:us-central1:main",
        ),
        (
            "cloud-sql-proxy acme:europe-west1:prod-db",
            &[None],
            "prod-db",
        ),
        (
            "az network bastion tunnel --name hub --resource-group rg --target-resource-id /subscriptions/x/vm1 --resource-port 22 --port 5022",
            &[Some(5022)],
            "az bastion",
        ),
        (
            "tsh proxy db --port 5433 --tunnel orders",
            &[Some(5433)],
            "orders",
        ),
        (
            "cloudflared access tcp --hostname db.acme.com --url localhost:5433",
            &[Some(5433)],
            "db.acme.com",
        ),
        (
            "socat TCP-LISTEN:5433,fork,reuseaddr TCP:db.prod.internal:5432",
            &[Some(5433)],
            "db.prod.internal",
        ),
    ]);
}

#[test]
fn commands_that_open_no_local_port_open_no_tunnel() {
    opens(&[
        ("ssh db 'psql -c \"select 1\"'", &[], ""),
        ("ssh -R 8080:localhost:3000 demo.example.com", &[], ""),
        (
            "ssh -N -L /tmp/pg.sock:localhost:5432 db",
            &[None],
            "ssh db",
        ),
        ("ssh -W db.internal:5432 bastion", &[], ""),
        ("kubectl get pods", &[], ""),
        ("kubectl logs svc/db --context prod", &[], ""),
        ("fly deploy -a invoices", &[], ""),
        ("aws ssm start-session --target i-0abc", &[], ""),
        ("gcloud compute ssh bastion --command 'uptime'", &[], ""),
        ("socat TCP-LISTEN:8080,fork TCP:localhost:3000", &[], ""),
        ("sshuttle -r deploy@bastion 10.0.0.0/8", &[], ""),
        // A plainly local cluster forwards to this machine.
        (
            "kubectl --context kind-dev port-forward svc/api 8080:80",
            &[],
            "",
        ),
        (
            "kubectl --context=minikube port-forward svc/db 5433:5432 &",
            &[],
            "",
        ),
        ("fly apps create proxy", &[], ""),
        ("cloud-sql-proxy --version", &[], ""),
        ("tsh proxy ssh --cluster=x user@host:22", &[], ""),
        ("cloudflared tunnel run web", &[], ""),
        ("psql -h localhost -p 5433", &[], ""),
        // A remote shell's port-forward opens its port on that machine.
        (
            "ssh ops@jump 'kubectl port-forward svc/db 5433:5432'",
            &[],
            "",
        ),
    ]);
}

/// The session's tunnels of the tests: 5433 to a database, 6380 to a cache, 8081 to an API.
fn session() -> Vec<Tunnel> {
    vec![
        Tunnel::new(Some(5433), "ssh deploy@db.example.co"),
        Tunnel::new(Some(6380), "kubectl --context prod svc/redis"),
        Tunnel::new(Some(8081), "kubectl --context prod svc/api"),
        Tunnel::new(Some(27018), "fly proxy -a mongo"),
        Tunnel::new(Some(3307), "cloud-sql-proxy acme:eu:mysql"),
    ]
}

fn with(script: &str, tunnels: &[Tunnel]) -> Verdict {
    judge(script, &ENV.clone().with_tunnels(tunnels))
}

fn tunnel_env_check(scripts: &[&str], want: Level, grant: Option<&str>) {
    let t = session();
    let bad: Vec<String> = scripts
        .iter()
        .filter_map(|s| {
            let v = with(s, &t);
            (v.level != want
                || v.grant.as_deref().map(|g| g.contains(grant.unwrap_or("")))
                    != grant.map(|_| true))
            .then(|| {
                format!(
                    "{s:?}: {:?} `{}` grant {:?} ({})",
                    v.level, v.row, v.grant, v.reason
                )
            })
        })
        .collect();
    assert!(bad.is_empty(), "should be {want:?}:\n{}", bad.join("\n"));
}

#[test]
fn reads_through_a_tunnel_ask_once_per_target() {
    tunnel_env_check(
        &[
            "psql postgres://app@localhost:5433/app -c 'select count(*) from invoices'",
            "psql postgresql://app:pw@127.0.0.1:5433/app -c 'select 1'",
            "psql -h localhost -p 5433 -U app app -c 'select 1'",
            "psql --host=127.0.0.1 --port=5433 -c 'select 1'",
            "psql -h ::1 -p5433 -c 'select 1'",
            "psql 'host=localhost port=5433 dbname=app' -c 'select 1'",
            "pg_dump --schema-only -h localhost -p 5433 -U app app",
            "psql 'postgres://app@[::1]:5433/app' -c 'select 1'",
        ],
        Level::AskOnce,
        Some("reads through the tunnel to ssh deploy@db.example.co"),
    );
    tunnel_env_check(
        &[
            "redis-cli -p 6380 get session:1",
            "redis-cli -h 127.0.0.1 -p 6380 info",
            "redis-cli -u redis://localhost:6380 get x",
        ],
        Level::AskOnce,
        Some("kubectl --context prod svc/redis"),
    );
    tunnel_env_check(
        &[
            "curl -s localhost:8081/health",
            "curl -s http://127.0.0.1:8081/v1/invoices",
            "http GET :8081/x localhost:8081/v1/users",
            "grpcurl -plaintext localhost:8081 grpc.health.v1.Health/Check",
            "grpcurl -plaintext localhost:8081 list",
        ],
        Level::AskOnce,
        Some("svc/api"),
    );
}

#[test]
fn writes_through_a_tunnel_always_ask() {
    tunnel_env_check(
        &[
            "psql postgres://app@localhost:5433/app -c \"UPDATE invoices SET total_minor = 0\"",
            "psql -h localhost -p 5433 -c 'DELETE FROM api_keys'",
            "psql -h localhost -p 5433 -f migrate.sql",
            "PGPORT=5433 psql -h localhost -c 'drop table x'",
            "psql 'host=127.0.0.1 port=5433 dbname=app' -c 'delete from t'",
            // A read the knowledge is not sure of (the port in a variable) is more than a read.
            "PGPORT=5433 psql -h localhost -c 'select 1'",
            "PGHOST=localhost PGPORT=5433 psql -d app -c 'select 1'",
            "psql -h localhost -p \"$PORT\" -c 'select 1'",
            "redis-cli -p 6380 flushall",
            "redis-cli -p 6380 del session:1",
            "curl -X DELETE localhost:8081/v1/users/7",
            "curl -X POST -d '{}' http://localhost:8081/v1/invoices",
            "grpcurl -plaintext -d '{}' localhost:8081 ledger.v1.LedgerService/CreateHold",
            "mysql -h 127.0.0.1 -P 3307 -e 'DELETE FROM orders'",
            "DATABASE_URL=postgres://app@localhost:5433/app npm run migrate",
            "DATABASE_URL=postgres://app@localhost:5433/app npx prisma migrate deploy",
            "flyway -url=jdbc:postgresql://localhost:5433/app migrate",
            "pg_restore -h localhost -p 5433 -d app dump.pgdump",
            "mongosh mongodb://localhost:27018/app --eval 'db.users.deleteMany({})'",
        ],
        Level::AlwaysAsk,
        None,
    );
}

#[test]
fn a_port_not_spelled_out_may_be_the_tunnels() {
    tunnel_env_check(
        &[
            "curl -s localhost:$API_PORT/health",
            "psql postgres://app@localhost:$PGP/app -c 'select 1'",
        ],
        Level::AlwaysAsk,
        None,
    );
    // A tunnel whose port is not known: every client of this machine may reach it.
    let any = [Tunnel::new(None, "kubectl svc/db")];
    let v = with("psql -h localhost -p 5432 -c 'select 1'", &any);
    assert_eq!(v.level, Level::AskOnce, "{v:?}");
    let v = with("psql -h localhost -p 5432 -c 'delete from t'", &any);
    assert_eq!(v.level, Level::AlwaysAsk, "{v:?}");
}

/// Each script is judged exactly as it is without a tunnel on record.
fn unchanged(scripts: &[&str]) {
    let t = session();
    let bad: Vec<String> = scripts
        .iter()
        .filter_map(|s| {
            let (a, b) = (judge(s, &ENV), with(s, &t));
            (a.level != b.level || a.grant != b.grant || a.row != b.row).then(|| {
                format!(
                    "{s:?}: {:?} {:?} -> {:?} {:?}",
                    a.level, a.grant, b.level, b.grant
                )
            })
        })
        .collect();
    assert!(bad.is_empty(), "should be unchanged:\n{}", bad.join("\n"));
}

#[test]
fn clients_on_other_ports_and_other_hosts_are_judged_as_before() {
    unchanged(&[
        "psql postgres://app@localhost:5432/app -c 'select 1'",
        "psql -h localhost -p 5432 -c 'UPDATE t SET a = 1'",
        "psql -h localhost -c 'select 1'",
        "psql -c 'select 1'",
        "redis-cli get x",
        "redis-cli -p 6379 flushall",
        "curl -s localhost:3000/health",
        "curl -X DELETE localhost:3000/api/x",
        "curl -s https://example.com/",
        "psql postgres://app@db.example.co:5433/app -c 'select 1'",
        "psql -h db.internal -p 5433 -c 'select 1'",
        "mysql -h 127.0.0.1 -e 'select 1'",
        "npm run dev -- --port 5173",
        // Text that names the port connects to nothing.
        "grep -rn localhost:5433 config/",
        "echo 'DATABASE_URL=postgres://app@localhost:5433/app' >> .env.local",
        "pkill -f 'ssh -fN -L 5433:localhost:5432'",
        "lsof -i tcp@localhost:5433",
        "git commit -m 'use localhost:5433 through the tunnel'",
        "cargo test",
        "git status",
        "ls -la",
    ]);
}

#[test]
fn without_a_tunnel_this_machine_stays_local() {
    for s in [
        "psql postgres://app@localhost:5433/app -c 'select 1'",
        "redis-cli -p 6380 get x",
        "curl -s localhost:8081/health",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::Allow, "{s}: {v:?}");
        assert!(!v.row.contains("tunnel"), "{s}: {v:?}");
    }
}

#[test]
fn a_tunnel_opened_earlier_in_the_same_script_counts() {
    for (s, want) in [
        (
            "ssh -fN -L 5433:localhost:5432 deploy@db.example.co && psql -h localhost -p 5433 -c 'select 1'",
            Level::AlwaysAsk,
        ),
        (
            "kubectl --context prod port-forward svc/db 5433:5432 & sleep 2; psql -h localhost -p 5433 -c 'UPDATE t SET a = 1'",
            Level::AlwaysAsk,
        ),
    ] {
        assert_eq!(judge(s, &ENV).level, want, "{s}");
    }
    // Judged alone, the client of the same script is what raises: its read asks once, per
    // target, and its write always.
    let a = airlock_shell::analyze(
        "kubectl --context prod port-forward svc/db 5433:5432 & sleep 2; psql -h localhost -p 5433 -c 'select 1'; psql -h localhost -p 5433 -c 'delete from t'; psql -h localhost -p 5432 -c 'select 1'",
    );
    let levels: Vec<(Level, Option<String>)> = a
        .commands
        .iter()
        .skip(1)
        .map(|c| {
            let v = airlock_shell::classify(c, &ENV);
            (v.level, v.grant)
        })
        .collect();
    assert_eq!(
        levels,
        vec![
            (Level::Allow, None),
            (
                Level::AskOnce,
                Some("reads through the tunnel to kubectl --context prod svc/db".to_owned())
            ),
            (Level::AlwaysAsk, None),
            (Level::Allow, None),
        ]
    );
    // A client before the tunnel is opened reaches this machine.
    let a = airlock_shell::analyze(
        "psql -h localhost -p 5433 -c 'select 1'; ssh -fN -L 5433:localhost:5432 db",
    );
    let first = airlock_shell::classify(&a.commands[0], &ENV);
    assert_eq!(first.level, Level::Allow, "{first:?}");
}

#[test]
fn the_tunnel_itself_and_remote_commands_are_judged_as_before() {
    let t = session();
    for s in [
        "ssh -fN -L 5433:localhost:5432 deploy@db.example.co",
        "ssh deploy@db.example.co 'psql -h localhost -p 5433 -c \"select 1\"'",
        "ssh deploy@db.example.co 'curl -s localhost:5433/health'",
        "docker exec db psql -h localhost -p 5433 -c 'select 1'",
        "kubectl exec deploy/api -- curl -s localhost:8081/health",
        "kubectl --context prod port-forward svc/db 5433:5432",
    ] {
        let (a, b) = (judge(s, &ENV), with(s, &t));
        assert_eq!((a.level, &a.grant), (b.level, &b.grant), "{s}");
    }
}
