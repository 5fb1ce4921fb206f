//! The least a stdio proxy can do: start the server and copy lines both ways, one thread per
//! direction, flushing each line. `bench/mcp/latency.sh` runs it beside `airlock mcp` so that
//! the cost of any extra process between client and server on the machine is measured in the
//! same run as airlock's.
//!
//!     cargo build --release -p airlock-mcp --example passthrough
//!     target/release/examples/passthrough SERVER [ARGS…]

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, ExitCode, Stdio};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(program) = args.next() else {
        eprintln!("usage: passthrough SERVER [ARGS…]");
        return ExitCode::from(2);
    };
    let mut child = match Command::new(&program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
    {
        Ok(child) => child,
        Err(e) => {
            eprintln!("cannot start {program}: {e}");
            return ExitCode::from(1);
        }
    };
    let (Some(mut to_server), Some(from_server)) = (child.stdin.take(), child.stdout.take()) else {
        return ExitCode::from(1);
    };
    let back = std::thread::spawn(move || {
        let mut out = std::io::stdout().lock();
        for line in BufReader::new(from_server).lines() {
            let Ok(line) = line else { break };
            if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
                break;
            }
        }
    });
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        if writeln!(to_server, "{line}")
            .and_then(|()| to_server.flush())
            .is_err()
        {
            break;
        }
    }
    drop(to_server);
    let _ = back.join();
    let _ = child.wait();
    ExitCode::SUCCESS
}
