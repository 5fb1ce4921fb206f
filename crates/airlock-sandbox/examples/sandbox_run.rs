//! Prints the capability probe, then runs its arguments sandboxed with the current directory as
//! the workspace: `sandbox_run sh -c 'echo hi > f'`.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("{}", airlock_sandbox::probe());
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let spec = airlock_sandbox::Spec {
        workspace: std::env::current_dir()?,
        network: airlock_sandbox::Network::Loopback,
        allow_read: Vec::new(),
        hide: Vec::new(),
        home: std::env::var_os("HOME").map(Into::into).unwrap_or_default(),
        env: std::env::vars().collect(),
        force_layers: None,
        limits: airlock_sandbox::Limits::default(),
    };
    let outcome = airlock_sandbox::run(&spec, &argv)?;
    println!(
        "exit: {:?}, layers: {}, dropped secrets: {}",
        outcome.exit,
        outcome.layers,
        outcome.dropped_secrets.len()
    );
    Ok(())
}
