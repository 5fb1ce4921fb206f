//! Resource limits of a run: a cgroup of its own where one can be made (cgroup v2 where this
//! process's cgroup is delegated, else the v1 `pids`, `memory` and `cpuacct` hierarchies when
//! writable, as for root), and rlimits in the command for whatever no cgroup covers.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::Limits;

/// Which accounting a cgroup directory offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A cgroup v2 directory (pids, memory and cpu usage in one place).
    V2,
    /// A cgroup v1 `pids` directory.
    Pids,
    /// A cgroup v1 `memory` directory.
    Memory,
    /// A cgroup v1 `cpuacct` directory.
    CpuAcct,
}

/// The cgroups made for one run, removed on drop.
#[derive(Debug, Default)]
pub(crate) struct Cgroups {
    dirs: Vec<(Kind, PathBuf)>,
}

impl Cgroups {
    /// Makes the run's cgroups and writes the limits into them; what cannot be made is left
    /// to the rlimits.
    pub(crate) fn create(limits: &Limits) -> Cgroups {
        let name = format!(
            "airlock-run-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.subsec_nanos())
        );
        let mut made = Cgroups::default();
        let (v2, v1) = own_cgroups();
        if let Some(parent) = v2
            && delegated(&parent)
            && let Some(dir) = make(&parent, &name)
        {
            made.dirs.push((Kind::V2, dir));
        } else {
            for (kind, controller) in [
                (Kind::Pids, "pids"),
                (Kind::Memory, "memory"),
                (Kind::CpuAcct, "cpuacct"),
            ] {
                if let Some(parent) = v1.iter().find(|(c, _)| c == controller).map(|(_, p)| p)
                    && let Some(dir) = make(parent, &name)
                {
                    made.dirs.push((kind, dir));
                }
            }
        }
        let set = |dir: &Path, file: &str, value: Option<u64>| {
            let v = value.map_or_else(|| "max".to_owned(), |v| v.to_string());
            std::fs::write(dir.join(file), v).is_ok()
        };
        made.dirs.retain(|(kind, dir)| match kind {
            Kind::V2 => {
                set(dir, "pids.max", limits.processes) && set(dir, "memory.max", limits.memory)
            }
            Kind::Pids => set(dir, "pids.max", limits.processes),
            Kind::Memory => match limits.memory {
                Some(m) => set(dir, "memory.limit_in_bytes", Some(m)),
                None => true,
            },
            Kind::CpuAcct => true,
        });
        made
    }

    /// The `cgroup.procs` files the child writes itself into before anything else.
    pub(crate) fn procs_files(&self) -> Vec<PathBuf> {
        self.dirs
            .iter()
            .map(|(_, d)| d.join("cgroup.procs"))
            .collect()
    }

    /// Whether a cgroup limits memory (then no address-space rlimit is needed).
    pub(crate) fn limits_memory(&self) -> bool {
        self.dirs
            .iter()
            .any(|(k, _)| matches!(k, Kind::V2 | Kind::Memory))
    }

    /// The CPU time the run's processes have used, when a cgroup accounts for it.
    pub(crate) fn cpu_used(&self) -> Option<Duration> {
        self.dirs.iter().find_map(|(kind, dir)| match kind {
            Kind::V2 => std::fs::read_to_string(dir.join("cpu.stat"))
                .ok()?
                .lines()
                .find_map(|l| l.strip_prefix("usage_usec "))
                .and_then(|v| v.trim().parse().ok())
                .map(Duration::from_micros),
            Kind::CpuAcct => std::fs::read_to_string(dir.join("cpuacct.usage"))
                .ok()?
                .trim()
                .parse()
                .ok()
                .map(Duration::from_nanos),
            _ => None,
        })
    }

    /// Kills every process of the run and waits (up to a second) until they are gone, so
    /// that none can still write after it returns.
    pub(crate) fn end_all(&self) {
        let deadline = Instant::now() + Duration::from_secs(1);
        loop {
            self.kill_all();
            let empty = self.dirs.iter().all(|(_, dir)| {
                std::fs::read_to_string(dir.join("cgroup.procs"))
                    .map_or(true, |p| p.trim().is_empty())
            });
            if empty || Instant::now() > deadline {
                return;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// Kills every process of the run (each cgroup lists them all).
    pub(crate) fn kill_all(&self) {
        for (_, dir) in &self.dirs {
            if std::fs::write(dir.join("cgroup.kill"), "1").is_ok() {
                continue;
            }
            if let Ok(procs) = std::fs::read_to_string(dir.join("cgroup.procs")) {
                for pid in procs.lines().filter_map(|l| l.trim().parse().ok()) {
                    crate::sys::kill(pid, libc::SIGKILL);
                }
            }
        }
    }
}

impl Drop for Cgroups {
    fn drop(&mut self) {
        // The processes are gone or going (the pid namespace dies with its first process);
        // a cgroup can be removed once the kernel has let go of the last one.
        let deadline = Instant::now() + Duration::from_secs(2);
        for (_, dir) in &self.dirs {
            while std::fs::remove_dir(dir).is_err() && Instant::now() < deadline {
                self.kill_all();
                std::thread::yield_now();
            }
        }
    }
}

/// This process's cgroup directory in the v2 hierarchy, and per v1 controller.
fn own_cgroups() -> (Option<PathBuf>, Vec<(String, PathBuf)>) {
    let mounts = std::fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
    let own = std::fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
    let mut v2 = None;
    let mut v1 = Vec::new();
    for line in own.lines() {
        let mut parts = line.splitn(3, ':');
        let (Some(_), Some(controllers), Some(path)) = (parts.next(), parts.next(), parts.next())
        else {
            continue;
        };
        let rel = path.trim_start_matches('/');
        for m in mounts.lines() {
            let fields: Vec<&str> = m.split(' ').collect();
            let Some(sep) = fields.iter().position(|f| *f == "-") else {
                continue;
            };
            let (Some(point), Some(fstype), Some(opts)) =
                (fields.get(4), fields.get(sep + 1), fields.get(sep + 3))
            else {
                continue;
            };
            if controllers.is_empty() && *fstype == "cgroup2" {
                v2 = Some(Path::new(point).join(rel));
            } else if *fstype == "cgroup" {
                for c in controllers.split(',') {
                    if opts.split(',').any(|o| o == c) {
                        v1.push((c.to_owned(), Path::new(point).join(rel)));
                    }
                }
            }
        }
    }
    (v2, v1)
}

/// Whether a v2 cgroup lets this process make children with the pids and memory
/// controllers (its `subtree_control` already enables them, as a delegation does).
fn delegated(dir: &Path) -> bool {
    std::fs::read_to_string(dir.join("cgroup.subtree_control")).is_ok_and(|s| {
        let on: Vec<&str> = s.split_whitespace().collect();
        on.contains(&"pids") && on.contains(&"memory")
    })
}

fn make(parent: &Path, name: &str) -> Option<PathBuf> {
    let dir = parent.join(name);
    std::fs::create_dir(&dir).ok().map(|()| dir)
}

/// How this machine can limit a run, as [`crate::probe`] reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CgroupSupport {
    /// A delegated cgroup v2: processes, memory and the whole run's CPU time.
    V2,
    /// Writable cgroup v1 hierarchies (as root): the processes, and memory and CPU time where
    /// those controllers are mounted too.
    V1,
    /// No cgroup: rlimits only.
    None,
}

/// Which cgroups a run could make here.
pub(crate) fn probe() -> CgroupSupport {
    let (v2, v1) = own_cgroups();
    if v2.is_some_and(|d| delegated(&d) && crate::sys::writable(&d)) {
        return CgroupSupport::V2;
    }
    if v1
        .iter()
        .any(|(c, d)| c == "pids" && crate::sys::writable(d))
    {
        return CgroupSupport::V1;
    }
    CgroupSupport::None
}

/// Watches the run's CPU time and kills it all past `limit`; returns whether it did.
pub(crate) fn watch_cpu(
    cgroups: &Cgroups,
    limit: Duration,
    done: &std::sync::atomic::AtomicBool,
) -> bool {
    use std::sync::atomic::Ordering;
    while !done.load(Ordering::Acquire) {
        if cgroups.cpu_used().is_some_and(|used| used > limit) {
            cgroups.kill_all();
            return true;
        }
        std::thread::park_timeout(Duration::from_millis(50));
    }
    false
}
