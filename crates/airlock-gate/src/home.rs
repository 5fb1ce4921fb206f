//! Where airlock keeps its files. Data (the store, the daemon's token and address) in
//! `$XDG_DATA_HOME/airlock`, else `~/.local/share/airlock`; configuration (the policy) in
//! `$XDG_CONFIG_HOME/airlock`, else `~/.config/airlock`, where a user looks for it. A policy left
//! in the data directory by earlier versions is still read. `AIRLOCK_HOME` overrides both.

use std::path::{Path, PathBuf};

/// No home could be found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HomeError;

impl std::fmt::Display for HomeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(
            "cannot tell where airlock's data lives: set AIRLOCK_HOME (or HOME), or pass --store",
        )
    }
}

impl std::error::Error for HomeError {}

/// airlock's data directory, from the environment as `var` reads it.
pub fn default_home(var: impl Fn(&str) -> Option<String>) -> Result<PathBuf, HomeError> {
    let set = |name: &str| var(name).filter(|v| !v.is_empty());
    if let Some(home) = set("AIRLOCK_HOME") {
        return Ok(PathBuf::from(home));
    }
    if let Some(data) = set("XDG_DATA_HOME") {
        return Ok(PathBuf::from(data).join("airlock"));
    }
    match set("HOME") {
        Some(home) => Ok(PathBuf::from(home).join(".local/share/airlock")),
        None => Err(HomeError),
    }
}

/// airlock's configuration directory, from the environment as `var` reads it.
pub fn config_home(var: impl Fn(&str) -> Option<String>) -> Result<PathBuf, HomeError> {
    let set = |name: &str| var(name).filter(|v| !v.is_empty());
    if let Some(home) = set("AIRLOCK_HOME") {
        return Ok(PathBuf::from(home));
    }
    if let Some(config) = set("XDG_CONFIG_HOME") {
        return Ok(PathBuf::from(config).join("airlock"));
    }
    match set("HOME") {
        Some(home) => Ok(PathBuf::from(home).join(".config/airlock")),
        None => Err(HomeError),
    }
}

/// Where the user's policy file is.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct UserPolicy {
    /// The file to read when it exists; else where it belongs.
    pub path: PathBuf,
    /// Whether `path` exists.
    pub exists: bool,
    /// Where it belongs when `path` is the old location (the data directory), else `None`.
    pub moved_to: Option<PathBuf>,
}

/// The user's policy file: `policy.toml` in the configuration directory; else, when only that
/// exists, the one an earlier version kept in the data directory. `exists` tells whether a file
/// is there.
pub fn user_policy(
    var: impl Fn(&str) -> Option<String>,
    exists: impl Fn(&Path) -> bool,
) -> Result<UserPolicy, HomeError> {
    let path = config_home(&var)?.join("policy.toml");
    if exists(&path) {
        return Ok(UserPolicy {
            path,
            exists: true,
            moved_to: None,
        });
    }
    let old = default_home(&var)?.join("policy.toml");
    if old != path && exists(&old) {
        return Ok(UserPolicy {
            path: old,
            exists: true,
            moved_to: Some(path),
        });
    }
    Ok(UserPolicy {
        path,
        exists: false,
        moved_to: None,
    })
}

/// Every directory of airlock's own that an agent's tools may not write: `AIRLOCK_HOME`, the
/// configuration and data directories as the environment names them, and their defaults under
/// `HOME` (a process started with another environment still finds them there).
pub fn own_dirs(var: impl Fn(&str) -> Option<String>) -> Vec<PathBuf> {
    let set = |name: &str| var(name).filter(|v| !v.is_empty());
    let mut dirs = Vec::new();
    if let Some(home) = set("AIRLOCK_HOME") {
        dirs.push(PathBuf::from(home));
    }
    if let Some(config) = set("XDG_CONFIG_HOME") {
        dirs.push(PathBuf::from(config).join("airlock"));
    }
    if let Some(data) = set("XDG_DATA_HOME") {
        dirs.push(PathBuf::from(data).join("airlock"));
    }
    if let Some(home) = set("HOME") {
        dirs.push(PathBuf::from(&home).join(".config/airlock"));
        dirs.push(PathBuf::from(home).join(".local/share/airlock"));
    }
    dirs.dedup();
    dirs
}

/// The store's file inside a home directory.
pub fn store_path(home: &std::path::Path) -> PathBuf {
    home.join("airlock.db")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| (*v).to_owned())
        }
    }

    #[test]
    fn airlock_home_wins_then_xdg_then_home() {
        let all = [
            ("AIRLOCK_HOME", "/a"),
            ("XDG_DATA_HOME", "/x"),
            ("HOME", "/h"),
        ];
        assert_eq!(default_home(env(&all)), Ok(PathBuf::from("/a")));
        let xdg = [
            ("AIRLOCK_HOME", ""),
            ("XDG_DATA_HOME", "/x"),
            ("HOME", "/h"),
        ];
        assert_eq!(default_home(env(&xdg)), Ok(PathBuf::from("/x/airlock")));
        let home = [("HOME", "/h")];
        assert_eq!(
            default_home(env(&home)),
            Ok(PathBuf::from("/h/.local/share/airlock"))
        );
        assert_eq!(default_home(env(&[])), Err(HomeError));
    }

    #[test]
    fn issue24_configuration_lives_in_xdg_config_home_and_airlock_home_wins() {
        let xdg = [("XDG_CONFIG_HOME", "/c"), ("HOME", "/h")];
        assert_eq!(config_home(env(&xdg)), Ok(PathBuf::from("/c/airlock")));
        let home = [("HOME", "/h")];
        assert_eq!(
            config_home(env(&home)),
            Ok(PathBuf::from("/h/.config/airlock"))
        );
        let all = [("AIRLOCK_HOME", "/a"), ("XDG_CONFIG_HOME", "/c")];
        assert_eq!(config_home(env(&all)), Ok(PathBuf::from("/a")));
        assert_eq!(config_home(env(&[])), Err(HomeError));
    }

    #[test]
    fn issue24_the_policy_is_read_from_the_config_dir_else_from_the_old_place() {
        let vars = [("HOME", "/h")];
        let new = PathBuf::from("/h/.config/airlock/policy.toml");
        let old = PathBuf::from("/h/.local/share/airlock/policy.toml");
        let only = |files: &'static [&'static str]| {
            move |p: &Path| files.iter().any(|f| p == Path::new(f))
        };
        let both = user_policy(
            env(&vars),
            only(&[
                "/h/.config/airlock/policy.toml",
                "/h/.local/share/airlock/policy.toml",
            ]),
        );
        assert_eq!(
            both,
            Ok(UserPolicy {
                path: new.clone(),
                exists: true,
                moved_to: None
            })
        );
        let legacy = user_policy(env(&vars), only(&["/h/.local/share/airlock/policy.toml"]));
        assert_eq!(
            legacy,
            Ok(UserPolicy {
                path: old,
                exists: true,
                moved_to: Some(new.clone())
            })
        );
        let none = user_policy(env(&vars), only(&[]));
        assert_eq!(
            none,
            Ok(UserPolicy {
                path: new,
                exists: false,
                moved_to: None
            })
        );
        // AIRLOCK_HOME holds both: no old location to fall back to.
        let vars = [("AIRLOCK_HOME", "/a"), ("HOME", "/h")];
        let got = user_policy(env(&vars), only(&["/h/.local/share/airlock/policy.toml"]));
        assert_eq!(
            got,
            Ok(UserPolicy {
                path: PathBuf::from("/a/policy.toml"),
                exists: false,
                moved_to: None
            })
        );
    }

    #[test]
    fn issue24_own_dirs_cover_both_locations() {
        let vars = [
            ("AIRLOCK_HOME", "/a"),
            ("XDG_CONFIG_HOME", "/c"),
            ("XDG_DATA_HOME", "/d"),
            ("HOME", "/h"),
        ];
        let dirs = own_dirs(env(&vars));
        for want in [
            "/a",
            "/c/airlock",
            "/d/airlock",
            "/h/.config/airlock",
            "/h/.local/share/airlock",
        ] {
            assert!(dirs.contains(&PathBuf::from(want)), "{want} in {dirs:?}");
        }
    }
}
