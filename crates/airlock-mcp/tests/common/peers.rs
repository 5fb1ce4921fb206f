//! The real MCP peers the tests run against, installed by `.ci/run` under `tests/fixtures/`:
//! the npm reference servers (pinned by `tests/fixtures/node/package-lock.json`) and the Python
//! `mcp` client in a venv. Without them a test fails, naming the command that installs them:
//! a test that did not run must never print `ok`.

use std::path::{Path, PathBuf};

/// Where the installed peers are.
#[derive(Debug, Clone)]
pub struct Peers {
    root: PathBuf,
}

impl Peers {
    /// The peers; panics (failing the test) with what to install when they are missing.
    pub fn get() -> Peers {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures");
        let root = root.canonicalize().unwrap_or(root);
        let peers = Peers { root };
        let missing: Vec<String> = [
            peers.everything(),
            peers.filesystem(),
            peers.memory(),
            peers.python(),
            peers.time(),
            peers.git(),
        ]
        .into_iter()
        .filter(|p| !p.exists())
        .map(|p| p.display().to_string())
        .collect();
        if missing.is_empty() {
            return peers;
        }
        panic!(
            "the real MCP peers are not installed (missing: {}); run `./test.sh` at the \
             repository's root, which installs them, or by hand: `npm ci` in \
             tests/fixtures/node and `python3 -m venv tests/fixtures/python/.venv && \
             tests/fixtures/python/.venv/bin/pip install -r tests/fixtures/python/requirements.txt`",
            missing.join(", ")
        );
    }

    /// `mcp-server-everything`.
    pub fn everything(&self) -> PathBuf {
        self.root
            .join("node/node_modules/.bin/mcp-server-everything")
    }

    /// `mcp-server-filesystem`.
    pub fn filesystem(&self) -> PathBuf {
        self.root
            .join("node/node_modules/.bin/mcp-server-filesystem")
    }

    /// `mcp-server-memory`.
    pub fn memory(&self) -> PathBuf {
        self.root.join("node/node_modules/.bin/mcp-server-memory")
    }

    /// The Python `mcp-server-time`, in the venv.
    pub fn time(&self) -> PathBuf {
        self.root.join("python/.venv/bin/mcp-server-time")
    }

    /// The Python `mcp-server-git`, in the venv.
    pub fn git(&self) -> PathBuf {
        self.root.join("python/.venv/bin/mcp-server-git")
    }

    /// The venv's Python, which has the `mcp` package.
    pub fn python(&self) -> PathBuf {
        self.root.join("python/.venv/bin/python")
    }

    /// The scripted Python client (`client.py SCENARIO_JSON`).
    pub fn client(&self) -> PathBuf {
        self.root.join("python/client.py")
    }

    /// The small misbehaving test server (`fake_server.py`).
    pub fn fake_server(&self) -> PathBuf {
        self.root.join("python/fake_server.py")
    }
}
