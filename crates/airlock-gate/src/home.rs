//! Where airlock keeps its files: `AIRLOCK_HOME`, else `$XDG_DATA_HOME/airlock`, else
//! `~/.local/share/airlock`.

use std::path::PathBuf;

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
}
