//! The facts every layer of airlock shares, in one place: where secrets live
//! ([`SECRET_LOCATIONS`]), which variable names hold secrets ([`secret_variable`]), which
//! wrappers raise privileges ([`PRIVILEGED`]), which paths under the home directory are airlock's
//! own ([`AIRLOCK_HOME_DIRS`]), which web hosts serve documentation ([`DOCUMENTATION_HOSTS`]),
//! where clouds' metadata services answer ([`METADATA_SERVICES`], read in every spelling of a
//! host by [`metadata_host`]), the host a URL names ([`url_host`]), and lexical path
//! normalisation ([`normalize`], [`within`]).
//!
//! The policy (file tools), the shell analysis (`cat`, `grep -r`, redirections) and the sandbox
//! (which hides the home and absolute locations under empty mounts) all read these tables, so a
//! `Read` of a file and a `cat` of it are judged alike, and what the gate asks about is what the
//! sandbox hides. The crate has no dependencies and does no I/O: paths are judged as text.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

use std::borrow::Cow;

mod docs;
mod kube;
mod metadata;
mod url;

pub use docs::{DOCUMENTATION_HOSTS, DocHost, DocPage, documentation_host, documentation_page};
pub use kube::{KubeContext, kubeconfig_current_context, kubeconfig_files};
pub use metadata::{
    METADATA_SERVICES, MetadataAt, MetadataService, ipv4_address, ipv6_address, metadata_address,
    metadata_host, metadata_name,
};
pub use url::{UrlHost, hosts_in, url_host};

/// Where a [`SecretLocation`]'s path is anchored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// Relative to the user's home directory (`.ssh` is `~/.ssh`): the sandbox hides
    /// `$HOME/<path>`. The policy and the shell match it as a run of components anywhere in a
    /// path (`/root/.ssh`, `$HOME/.ssh`, another user's home), since a path as written does not
    /// say whose home it is in.
    Home,
    /// An absolute path (`/etc/shadow`). A `*` component stands for any one component
    /// (`/proc/*/environ`); the sandbox hides only the entries without one.
    Absolute,
    /// A file name, in any directory (a workspace's `.env`, `config/secrets.yaml`). The sandbox
    /// cannot hide these by place; the policy and the shell ask before any tool reads one.
    Name,
    /// A file known by the folder it sits in: the path's last components, anywhere in a path
    /// (`config/local.toml`, `instance/config.py`), the last one a name as [`Anchor::Name`]'s
    /// (with its extensions). Frameworks' local settings files, whose names alone are ordinary
    /// (`local.toml`, `config.py`). As for a name, the sandbox cannot hide these by place.
    Folder,
}

/// Whether a location is one file or a directory whose whole tree is secret.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// The path names a file.
    File,
    /// The path names a directory: it and everything under it is secret.
    Dir,
}

/// One place secrets live.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SecretLocation {
    /// What the path is relative to.
    pub anchor: Anchor,
    /// The path, `/`-separated. Each component may hold `*` (any text within the component);
    /// components are compared in any ASCII letter case (`.ENV`, `.Env.local`), since a
    /// case-insensitive file system opens the same file by either spelling.
    pub path: &'static str,
    /// A file or a whole tree.
    pub shape: Shape,
    /// The family, which names the knowledge row that decided (`secret: ssh`).
    pub family: &'static str,
    /// What is kept there, for a human (`SSH keys`).
    pub what: &'static str,
    /// For a file name: the extensions, one of which the name ends with after `path` (`*secret*`
    /// with `yaml`, `json`… is `secrets.yaml`, `prod-secret.json`); none: `path` is the whole
    /// name.
    pub exts: &'static [&'static str],
    /// For a directory: the names of entries in it that hold no secret, each a pattern as a
    /// component is (`config`, `known_hosts`, `*.pub` in `~/.ssh`), or a path of such patterns
    /// for an entry deeper in it (the Solana CLI's `cli/config.yml`). A path to one
    /// of them is not in the location; anything else there is, and so is the directory as a
    /// tree (a recursive search of it reads the keys too). The sandbox still hides the whole
    /// directory: it hides by place, before the run, the stricter side of the same table.
    /// For a file name or a folder's file: the names among those it matches that hold no
    /// secret (a public key's `public.pem`, a language's source `secrets.py`).
    pub public: &'static [&'static str],
    /// For a home location: whether it is secret only directly in a home directory (`~/`,
    /// `$HOME/`, `/home/<user>/`, `/Users/<user>/`, `/root/`), not at any depth. A CLI's
    /// `~/.<tool>/config.json` holds its login; a project's `.changeset/config.json` or
    /// `.circleci/config.yml` is the project's own.
    pub home_only: bool,
    /// For a file name: folders (each a pattern as a component is) under which the name holds
    /// no secret, at any depth above the file. Composer's `auth.json` sits beside a project's
    /// `composer.json`; an i18n catalogue's `locales/en/auth.json` or a test's
    /// `fixtures/auth.json` is the project's text.
    pub public_in: &'static [&'static str],
    /// A deployed environment's settings known by their name alone (`values-prod.yaml`,
    /// `Pulumi.prod.yaml`, `appsettings.Production.json`): they may hold secrets beside the
    /// environment's configuration, which an agent reads again and again. A read of one such
    /// file asks, and a human's yes holds for reading that exact file in the session
    /// ([`file_read_key`]); a write, another file, a program that does more than read, and a
    /// secret store (`.env.production`, `secrets.yaml`) still ask each time. A path that also
    /// matches a row without this mark is judged by that row ([`secret_location`]).
    pub settings: bool,
}

impl SecretLocation {
    /// Whether the file name `file` is this location's name (an [`Anchor::Name`] entry).
    fn names_file(&self, file: &str) -> bool {
        self.names_file_as(self.path, file)
    }

    /// Whether `parts` end in this location's folder and file (an [`Anchor::Folder`] entry):
    /// the last component is its name, each before it its folder's, in any letter case.
    fn ends_in_folder(&self, parts: &[&str]) -> bool {
        let mut pattern = self.path.rsplit('/');
        let mut rest = parts.iter().rev();
        let (Some(last), Some(file)) = (pattern.next(), rest.next()) else {
            return false;
        };
        self.names_file_as(last, file)
            && !template(file)
            && pattern.all(|p| rest.next().is_some_and(|c| component_matches(p, c)))
    }

    /// Whether `file` is the name `stem` stands for, with one of the extensions if any.
    fn names_file_as(&self, stem: &str, file: &str) -> bool {
        if self.exts.is_empty() {
            return component_matches(stem, file);
        }
        self.exts.iter().any(|ext| {
            file.len() > ext.len() + 1
                && file
                    .get(file.len() - ext.len() - 1..)
                    .and_then(|e| e.strip_prefix('.'))
                    .is_some_and(|e| e.eq_ignore_ascii_case(ext))
                && file
                    .get(..file.len() - ext.len() - 1)
                    .is_some_and(|name| component_matches(stem, name))
        })
    }

    /// Whether `parts` from `at` name one of the directory's public entries: the components
    /// below the location's path, one for each of a [`SecretLocation::public`] pattern's (most
    /// are one entry directly in it; `cli/config.yml` is a file in a folder of it), each
    /// matching.
    fn public_entry(&self, parts: &[&str], at: usize) -> bool {
        let depth = self.path.split('/').filter(|p| !p.is_empty()).count();
        let Some(below) = parts.get(at..).and_then(|rest| rest.get(depth..)) else {
            return false;
        };
        self.public.iter().any(|p| {
            p.split('/').count() == below.len()
                && p.split('/')
                    .zip(below)
                    .all(|(p, c)| component_matches(p, c))
        })
    }

    /// Whether a file name this entry matches is one of its names that hold no secret.
    fn public_name(&self, file: &str) -> bool {
        self.public.iter().any(|p| component_matches(p, file))
    }

    /// The same directory, with entries directly in it that hold no secret; the same name, with
    /// the names among its matches that hold none.
    const fn with_public(self, public: &'static [&'static str]) -> SecretLocation {
        SecretLocation { public, ..self }
    }

    /// The same file name, holding no secret under any of the folders `public_in` names.
    const fn with_public_in(self, public_in: &'static [&'static str]) -> SecretLocation {
        SecretLocation { public_in, ..self }
    }

    /// Whether a folder above the file is one where this name holds no secret.
    fn in_public_folder(&self, parts: &[&str]) -> bool {
        let folders = parts.len().saturating_sub(1);
        parts.get(..folders).is_some_and(|dirs| {
            dirs.iter()
                .any(|d| self.public_in.iter().any(|p| component_matches(p, d)))
        })
    }

    /// The same name, a deployed environment's settings ([`SecretLocation::settings`]).
    const fn as_settings(self) -> SecretLocation {
        SecretLocation {
            settings: true,
            ..self
        }
    }

    /// The same location, secret only directly in a home directory.
    const fn in_home_only(self) -> SecretLocation {
        SecretLocation {
            home_only: true,
            ..self
        }
    }

    /// The whole names this entry's path stands for: the path itself, or the path with each of
    /// its extensions.
    pub fn names(&self) -> impl Iterator<Item = Cow<'static, str>> + '_ {
        let plain = self.exts.is_empty().then_some(Cow::Borrowed(self.path));
        plain.into_iter().chain(
            self.exts
                .iter()
                .map(|ext| Cow::Owned(format!("{}.{ext}", self.path))),
        )
    }
}

const fn home(
    path: &'static str,
    shape: Shape,
    family: &'static str,
    what: &'static str,
) -> SecretLocation {
    SecretLocation {
        anchor: Anchor::Home,
        path,
        shape,
        family,
        what,
        exts: &[],
        public: &[],
        home_only: false,
        public_in: &[],
        settings: false,
    }
}

const fn absolute(
    path: &'static str,
    shape: Shape,
    family: &'static str,
    what: &'static str,
) -> SecretLocation {
    SecretLocation {
        anchor: Anchor::Absolute,
        path,
        shape,
        family,
        what,
        exts: &[],
        public: &[],
        home_only: false,
        public_in: &[],
        settings: false,
    }
}

/// A CLI's settings file directly in the home (see [`SecretLocation::home_only`]).
const fn home_only(path: &'static str) -> SecretLocation {
    home(
        path,
        File,
        "credentials file",
        "a CLI's settings, which often hold its login",
    )
    .in_home_only()
}

/// A file name whose stem is `stem` and whose extension is one of `exts`.
const fn name_in(
    stem: &'static str,
    exts: &'static [&'static str],
    family: &'static str,
    what: &'static str,
) -> SecretLocation {
    SecretLocation {
        anchor: Anchor::Name,
        path: stem,
        shape: Shape::File,
        family,
        what,
        exts,
        public: &[],
        home_only: false,
        public_in: &[],
        settings: false,
    }
}

/// A file `name` (its last component's stem, with one of `exts`, or whole when there are none)
/// in the folders its path names before it, anywhere in a path.
const fn folder(
    path: &'static str,
    exts: &'static [&'static str],
    what: &'static str,
) -> SecretLocation {
    SecretLocation {
        anchor: Anchor::Folder,
        path,
        shape: Shape::File,
        family: "secrets file",
        what,
        exts,
        public: &[],
        home_only: false,
        public_in: &[],
        settings: false,
    }
}

const fn name(path: &'static str, family: &'static str, what: &'static str) -> SecretLocation {
    SecretLocation {
        anchor: Anchor::Name,
        path,
        shape: Shape::File,
        family,
        what,
        exts: &[],
        public: &[],
        home_only: false,
        public_in: &[],
        settings: false,
    }
}

use Shape::{Dir, File};

/// What a shell's or a REPL's history holds.
const HISTORY: &str = "commands typed by hand, with the tokens and passwords given to them";

/// Configuration and data formats: a file in one of them named for a secret holds secrets; a
/// language's source by that name (`secret_manager.py`) is code.
const DATA_FORMATS: &[&str] = &[
    "yaml",
    "yml",
    "json",
    "toml",
    "ini",
    "conf",
    "cfg",
    "properties",
    "xml",
    "txt",
];

/// The formats a token cache is kept in: data, or a library's own binary or pickled cache
/// (MSAL's `msal_token_cache.bin`).
const TOKEN_CACHE_FORMATS: &[&str] = &["json", "bin", "dat", "db", "pickle", "yaml", "yml", "txt"];

/// The formats a deployed environment's settings are written in, by any framework: data
/// formats, Clojure's EDN, HOCON and INI files. Not a language's source, as the secrets files'
/// rows leave it out (`secret_manager.py` is code): Elixir's `config/prod.exs` and Django's
/// `settings/production.py` are modules that by their frameworks' conventions read their
/// secrets from the environment (`runtime.exs`, `env("SECRET_KEY")`) or keep them in a file
/// named for them (`prod.secret.exs`, a secrets file by its name), and an agent reads them as
/// the project's code.
/// Terraform's variables files, HCL and JSON.
const TFVARS: &[&str] = &["tfvars", "tfvars.json"];

const PRODUCTION_SETTINGS_FORMATS: &[&str] = &[
    "yml",
    "yaml",
    "properties",
    "json",
    "toml",
    "edn",
    "conf",
    "hocon",
    "ini",
    "cfg",
];

/// The formats a framework's local settings file is written in: data, and the scripts that
/// node-config and its kin load as configuration (`config/local.js`, `config/local.ts`).
const LOCAL_SETTINGS_FORMATS: &[&str] = &[
    "toml",
    "yaml",
    "yml",
    "json",
    "json5",
    "hjson",
    "ini",
    "cfg",
    "conf",
    "properties",
    "xml",
    "js",
    "cjs",
    "mjs",
    "ts",
    "env",
];

/// Names of key files that hold the public half (`public.pem`, `jwt-public.key`,
/// `oauth-public.key`): readable, as `*.pub` is.
const PUBLIC_KEYS: &[&str] = &["*public*"];

/// Names among a service account key's matches that hold no key: a public key, a key set of
/// public keys, a South American region's file.
const NOT_SA_KEYS: &[&str] = &["*public*", "*jwks*", "sa-east-*", "sa_east_*"];

/// A language's source, a document or a page by a secret's name (`secrets.py`,
/// `secrets-manager.ts`, `secrets.md`): code or prose about secrets, not secrets.
const SOURCE_NAMES: &[&str] = &[
    "*.py", "*.rb", "*.js", "*.cjs", "*.mjs", "*.ts", "*.tsx", "*.jsx", "*.go", "*.rs", "*.php",
    "*.java", "*.kt", "*.scala", "*.cs", "*.swift", "*.dart", "*.c", "*.h", "*.cpp", "*.sh",
    "*.lua", "*.erb", "*.vue", "*.svelte", "*.md", "*.rst", "*.html", "*.adoc",
];

/// Documents by a secret's name (`vault-password.md`): prose about a secret.
const DOCUMENT_NAMES: &[&str] = &["*.md", "*.rst", "*.html", "*.adoc"];

/// A deploy key's public half, and code or prose about deploy keys
/// (`deploy_keys_controller.rb`, `deploy-keys.md`).
const DEPLOY_KEY_PUBLIC: &[&str] = &[
    "*.pub", "*.py", "*.rb", "*.js", "*.ts", "*.go", "*.rs", "*.php", "*.java", "*.kt", "*.erb",
    "*.md", "*.html", "*.yml", "*.yaml",
];

/// Files a project keeps its secrets in encrypted, by name (Rails' `credentials.yml.enc` and
/// `config/credentials/production.yml.enc`, committed to the repository by design): without
/// their key (`master.key`, `production.key`, itself secret) they hold only ciphertext.
const ENCRYPTED: &[&str] = &["*.enc"];

/// Entries of `~/.ssh` that hold no secret: the client's configuration, the known hosts, the
/// public keys.
const SSH_PUBLIC: &[&str] = &["config", "known_hosts", "known_hosts.old", "*.pub"];

/// Entries of the Salesforce CLI's folders that hold no token: its settings and aliases.
const SF_PUBLIC: &[&str] = &["sfdx-config.json", "config.json", "alias.json"];

/// The formats an auth URL file is kept in: text, JSON (`sf org display --json` saved), none.
const AUTH_URL_FORMATS: &[&str] = &["txt", "json", "url"];

/// Folders of a project's own text (translations, test fixtures and mocks, schemas) where a
/// file named as a tool's credentials (`locales/en/auth.json`) is the project's.
const PROJECT_TEXT_FOLDERS: &[&str] = &[
    "locales",
    "locale",
    "lang",
    "langs",
    "i18n",
    "l10n",
    "translations",
    "messages",
    "fixtures",
    "__fixtures__",
    "mocks",
    "__mocks__",
    "schemas",
    "schema",
    "stubs",
    "testdata",
];

/// Every place secrets live. The first entry that matches a path names it, so a directory comes
/// before the file names that may lie in it.
pub const SECRET_LOCATIONS: &[SecretLocation] = &[
    // Environment files, in any letter case: `.env`, `.ENV`, `.Env.local`, `prod.env`, and
    // direnv's `.envrc`, which exports them, with its per-stage and per-machine variants
    // (`.envrc.prod`, `.envrc.local`, `.envrc.private`, sourced by `source_env`). Templates
    // (`.env.example`, `.envrc.sample`) are not secret. Flask's `.flaskenv` is not here: it
    // holds the public settings (`FLASK_APP`) and is committed by design, beside the `.env`
    // that holds the private ones.
    name(".env", ".env", "environment file"),
    name(".env.*", ".env", "environment file"),
    name("*.env", ".env", "environment file"),
    name(".envrc", ".env", "direnv environment file"),
    name(".envrc.*", ".env", "direnv environment file"),
    // R's environment files, read at every start (`Sys.getenv("GITHUB_PAT")`): the user's and
    // a project's tokens, as a `.env` holds them.
    name(".Renviron", ".env", "R's environment file"),
    name(".Renviron.site", ".env", "R's environment file"),
    // SSH.
    // The client's configuration (host names, users, which key file), the hosts it trusts
    // and the public halves of keys are metadata a developer reads; every other entry (a
    // private key by any name, `authorized_keys`, an agent socket, `config.d`) is secret.
    home(".ssh", Dir, "ssh", "SSH keys and configuration").with_public(SSH_PUBLIC),
    name("id_rsa", "ssh", "SSH private key"),
    name("id_dsa", "ssh", "SSH private key"),
    name("id_ecdsa", "ssh", "SSH private key"),
    name("id_ed25519", "ssh", "SSH private key"),
    name("id_ecdsa_sk", "ssh", "SSH private key"),
    name("id_ed25519_sk", "ssh", "SSH private key"),
    // A deploy key by its conventional name (`deploy_key`, `github_deploy_key`,
    // `deploy_key.pem`, `deploy-key`), wherever an ops repository keeps it; its `.pub` half is
    // public.
    name("*deploy_key*", "ssh", "SSH deploy key").with_public(DEPLOY_KEY_PUBLIC),
    name("*deploy-key*", "ssh", "SSH deploy key").with_public(DEPLOY_KEY_PUBLIC),
    name("ssh_host_*_key", "ssh", "SSH host key"),
    // GnuPG.
    home(".gnupg", Dir, "gnupg", "GnuPG keys"),
    // Cloud and infrastructure tools.
    home(".aws", Dir, "cloud credentials", "AWS credentials"),
    home(
        ".config/gcloud",
        Dir,
        "cloud credentials",
        "gcloud credentials",
    ),
    home(".azure", Dir, "cloud credentials", "Azure credentials"),
    home(".kube", Dir, "cloud credentials", "Kubernetes credentials"),
    home(
        ".docker",
        Dir,
        "cloud credentials",
        "Docker registry credentials",
    ),
    home(".config/gh", Dir, "cloud credentials", "GitHub CLI tokens"),
    // DDEV's global settings: `web_environment` holds the variables every project's containers
    // get, the hosting platforms' tokens among them.
    home(
        ".ddev/global_config.yaml",
        File,
        "credentials file",
        "DDEV's global web environment",
    ),
    // rsconnect's accounts (shinyapps.io, Posit Connect: a token and its secret per account)
    // and Hatch's settings (its publishing index's user and token).
    home(
        ".config/R/rsconnect",
        Dir,
        "cloud credentials",
        "rsconnect's account tokens",
    ),
    home(
        ".local/share/rsconnect",
        Dir,
        "cloud credentials",
        "rsconnect's account tokens",
    ),
    home(
        ".config/hatch/config.toml",
        File,
        "credentials file",
        "Hatch's publishing token",
    ),
    home(
        ".config/hub",
        File,
        "cloud credentials",
        "hub's GitHub token",
    ),
    home(
        ".terraform.d/credentials.tfrc.json",
        File,
        "cloud credentials",
        "Terraform Cloud tokens",
    ),
    home(
        ".terraformrc",
        File,
        "cloud credentials",
        "Terraform configuration with tokens",
    ),
    home(
        ".pulumi/credentials.json",
        File,
        "cloud credentials",
        "Pulumi tokens",
    ),
    home(
        ".config/helm/repositories.yaml",
        File,
        "cloud credentials",
        "Helm repository passwords",
    ),
    home(".oci", Dir, "cloud credentials", "Oracle Cloud keys"),
    home(
        ".config/doctl",
        Dir,
        "cloud credentials",
        "DigitalOcean tokens",
    ),
    home(".s3cfg", File, "cloud credentials", "S3 tool credentials"),
    home(".boto", File, "cloud credentials", "boto credentials"),
    home(
        ".databrickscfg",
        File,
        "cloud credentials",
        "Databricks tokens",
    ),
    home(
        ".config/rclone/rclone.conf",
        File,
        "cloud credentials",
        "rclone remotes' credentials",
    ),
    name(".vault-token", "cloud credentials", "Vault token"),
    // OAuth token caches by their libraries' names, wherever a tool or a script writes them:
    // MSAL's `msal_token_cache.json` and `.bin` (the Azure CLI's, azure-identity's), a
    // `token_cache.json`, the old Azure CLI's `accessTokens.json`, the access and refresh
    // tokens the Google API quickstarts save (`token.json`, `token.pickle`). Each is a live
    // login to the account it was issued for.
    name_in(
        "*token_cache*",
        TOKEN_CACHE_FORMATS,
        "cloud credentials",
        "an OAuth token cache",
    ),
    name_in(
        "*token-cache*",
        TOKEN_CACHE_FORMATS,
        "cloud credentials",
        "an OAuth token cache",
    ),
    name_in(
        "*tokencache*",
        TOKEN_CACHE_FORMATS,
        "cloud credentials",
        "an OAuth token cache",
    ),
    name(
        "accessTokens.json",
        "cloud credentials",
        "an OAuth token cache",
    ),
    name("token.json", "cloud credentials", "saved OAuth tokens")
        .with_public_in(PROJECT_TEXT_FOLDERS),
    name("token.pickle", "cloud credentials", "saved OAuth tokens"),
    // Docker's legacy registry logins, and a pull secret's payload saved from a cluster
    // (`.dockerconfigjson`): the registries' passwords, as `~/.docker/config.json` holds them.
    name(
        ".dockercfg",
        "credentials file",
        "container registry logins",
    ),
    name(
        ".dockerconfigjson",
        "credentials file",
        "container registry logins",
    ),
    // VPN profiles that carry their keys: OpenVPN's `.ovpn` (its certificate and key inline)
    // and WireGuard's interface files (`wg0.conf`: the interface's private key).
    name("*.ovpn", "credentials file", "a VPN profile with its keys"),
    name("wg*.conf", "credentials file", "a WireGuard private key"),
    // Editors' and deploy scripts' FTP and SFTP logins kept in the project: Sublime SFTP's
    // `sftp-config.json`, the remote-ftp package's `.ftpconfig`, grunt-ftp-deploy's
    // `.ftppass`; and rclone's remotes, wherever its configuration is copied.
    name(
        "sftp-config.json",
        "credentials file",
        "an FTP or SFTP login",
    ),
    name(".ftpconfig", "credentials file", "an FTP or SFTP login"),
    name(".ftppass", "credentials file", "an FTP or SFTP login"),
    // VS Code's SFTP extensions keep theirs in the workspace's `.vscode/sftp.json` (a
    // password or a key's passphrase); FileZilla its sites' and recent servers' logins.
    SecretLocation {
        family: "credentials file",
        ..folder(".vscode/sftp.json", &[], "an FTP or SFTP login")
    },
    SecretLocation {
        family: "credentials file",
        ..folder("filezilla/sitemanager.xml", &[], "FileZilla's saved logins")
    },
    SecretLocation {
        family: "credentials file",
        ..folder(
            "filezilla/recentservers.xml",
            &[],
            "FileZilla's saved logins",
        )
    },
    name(
        "rclone.conf",
        "credentials file",
        "rclone remotes' credentials",
    ),
    // An API key or token in a file of its own (`api_key.txt`, `.api-key`, `openai.apikey`,
    // `.token`, `github.token`, `token.txt`); code by such a name is code.
    name_in("*api_key*", DATA_FORMATS, "secrets file", "an API key"),
    name_in("*api-key*", DATA_FORMATS, "secrets file", "an API key"),
    name_in("*apikey*", DATA_FORMATS, "secrets file", "an API key"),
    name(".api_key", "secrets file", "an API key"),
    name(".api-key", "secrets file", "an API key"),
    name(".apikey", "secrets file", "an API key"),
    name("*.apikey", "secrets file", "an API key"),
    name(".token", "secrets file", "a token"),
    name("*.token", "secrets file", "a token"),
    name("token.txt", "secrets file", "a token"),
    // A token, key or password kept in a dot-file of its own directly in the home, named for
    // what it holds (`~/.pypi-token`, `~/.github_token`, `~/.openai-api-key`,
    // `~/.db-password`): scripts read it with `$(cat ~/.x-token)` so it stays out of history.
    home(
        ".*token",
        File,
        "credentials file",
        "a token kept in a file of its own",
    )
    .in_home_only(),
    home(
        ".*tokens",
        File,
        "credentials file",
        "tokens kept in a file of their own",
    )
    .in_home_only(),
    home(
        ".*token.txt",
        File,
        "credentials file",
        "a token kept in a file of its own",
    )
    .in_home_only(),
    home(
        ".*api-key",
        File,
        "credentials file",
        "an API key kept in a file of its own",
    )
    .in_home_only(),
    home(
        ".*api_key",
        File,
        "credentials file",
        "an API key kept in a file of its own",
    )
    .in_home_only(),
    home(
        ".*apikey",
        File,
        "credentials file",
        "an API key kept in a file of its own",
    )
    .in_home_only(),
    home(
        ".*password",
        File,
        "credentials file",
        "a password kept in a file of its own",
    )
    .in_home_only(),
    home(
        ".*passwd",
        File,
        "credentials file",
        "a password kept in a file of its own",
    )
    .in_home_only(),
    home(
        ".*secret",
        File,
        "credentials file",
        "a secret kept in a file of its own",
    )
    .in_home_only(),
    home(
        ".*secrets",
        File,
        "credentials file",
        "secrets kept in a file of their own",
    )
    .in_home_only(),
    // Bazel's personal settings: the `user.bazelrc` (or `.bazelrc.user`) a project's `.bazelrc`
    // imports and git ignores, and the home's `.bazelrc`, where remote caches' and build
    // farms' credentials go (`--remote_header=x-…-api-key=…`, `--google_credentials`).
    name(
        "user.bazelrc",
        "credentials file",
        "Bazel's personal settings, with remote cache credentials",
    ),
    name(
        ".bazelrc.user",
        "credentials file",
        "Bazel's personal settings, with remote cache credentials",
    ),
    home(
        ".bazelrc",
        File,
        "credentials file",
        "Bazel's personal settings, with remote cache credentials",
    )
    .in_home_only(),
    name(
        "*.tfstate",
        "cloud credentials",
        "Terraform state, which holds resource secrets",
    ),
    name(
        "*.tfstate.backup",
        "cloud credentials",
        "Terraform state, which holds resource secrets",
    ),
    name(
        "service-account*.json",
        "cloud credentials",
        "cloud service account key",
    ),
    name(
        "serviceaccountkey.json",
        "cloud credentials",
        "cloud service account key",
    ),
    // A service account's key by any name that says so, in JSON, the format every cloud
    // issues it in (`play-service-account.json`, `gcp_service_account.json`,
    // `ServiceAccount-ci.json`, `firebase-serviceAccountKey.json`); a Kubernetes
    // `ServiceAccount` manifest is YAML and holds no key.
    name_in(
        "*service-account*",
        &["json"],
        "cloud credentials",
        "cloud service account key",
    ),
    name_in(
        "*service_account*",
        &["json"],
        "cloud credentials",
        "cloud service account key",
    ),
    name_in(
        "*serviceaccount*",
        &["json"],
        "cloud credentials",
        "cloud service account key",
    ),
    absolute(
        "/var/run/secrets",
        Dir,
        "cloud credentials",
        "mounted service account secrets",
    ),
    absolute(
        "/run/secrets",
        Dir,
        "cloud credentials",
        "mounted container secrets",
    ),
    // Package registries, git and other clients' credential files.
    home(
        ".cargo/credentials",
        File,
        "credentials file",
        "cargo registry token",
    ),
    home(
        ".cargo/credentials.toml",
        File,
        "credentials file",
        "cargo registry token",
    ),
    home(
        ".yarnrc.yml",
        File,
        "credentials file",
        "yarn registry token",
    ),
    home(
        ".gem/credentials",
        File,
        "credentials file",
        "RubyGems API key",
    ),
    home(
        ".m2/settings.xml",
        File,
        "credentials file",
        "Maven server passwords",
    ),
    home(
        ".m2/settings-security.xml",
        File,
        "credentials file",
        "Maven master password",
    ),
    home(
        ".gradle/gradle.properties",
        File,
        "credentials file",
        "Gradle signing and publishing keys",
    ),
    home(
        ".nuget/NuGet/NuGet.Config",
        File,
        "credentials file",
        "NuGet API keys",
    ),
    home(
        ".composer/auth.json",
        File,
        "credentials file",
        "Composer tokens",
    ),
    home(
        ".config/composer/auth.json",
        File,
        "credentials file",
        "Composer tokens",
    ),
    home(
        ".config/git/credentials",
        File,
        "credentials file",
        "git's stored passwords",
    ),
    home(
        ".huggingface/token",
        File,
        "credentials file",
        "Hugging Face token",
    ),
    home(
        ".cache/huggingface/token",
        File,
        "credentials file",
        "Hugging Face token",
    ),
    home(
        ".cache/huggingface/stored_tokens",
        File,
        "credentials file",
        "Hugging Face tokens",
    ),
    home(
        ".huggingface/stored_tokens",
        File,
        "credentials file",
        "Hugging Face tokens",
    ),
    home(".modal.toml", File, "credentials file", "Modal's token"),
    // Helm's OCI registry logins (`helm registry login`), as docker's `config.json` holds them.
    home(
        ".config/helm/registry",
        Dir,
        "cloud credentials",
        "Helm registry logins",
    ),
    home(
        "Library/Preferences/helm/registry",
        Dir,
        "cloud credentials",
        "Helm registry logins",
    ),
    home(
        ".kaggle/kaggle.json",
        File,
        "credentials file",
        "Kaggle API key",
    ),
    home(
        ".password-store",
        Dir,
        "credentials file",
        "pass's password store",
    ),
    home(
        ".local/share/keyrings",
        Dir,
        "credentials file",
        "the desktop keyring",
    ),
    home(
        ".config/sops/age",
        Dir,
        "credentials file",
        "age keys for sops",
    ),
    // Tools' credential stores by their conventional places: itch.io's butler keeps its API key
    // in `butler_creds`, Subversion its cached passwords in clear under `auth/svn.simple`,
    // cabal the Hackage upload login in its `config`, Cachix its auth tokens in `cachix.dhall`,
    // Hex its API key in `hex.config`, the JFrog CLI its servers' tokens, Dart's pub its
    // OAuth and registry tokens, Bundler the private gem servers' logins in the home's
    // `.bundle/config` (a project's `.bundle/config` holds its install path).
    home(
        ".config/itch",
        Dir,
        "credentials file",
        "itch.io butler's API key",
    ),
    home(
        "Library/Application Support/itch",
        Dir,
        "credentials file",
        "itch.io butler's API key",
    ),
    home(
        ".subversion/auth",
        Dir,
        "credentials file",
        "Subversion's cached passwords",
    ),
    // Session cookies stand for a login as a password does: fastlane's Apple ID sessions
    // (`spaceship/USER/cookie`, two-factor already passed), and a Netscape cookie jar as curl,
    // wget and yt-dlp write it.
    home(
        ".fastlane/spaceship",
        Dir,
        "credentials file",
        "fastlane's Apple ID session cookies",
    ),
    name(
        "cookies.txt",
        "credentials file",
        "a browser or client's session cookies",
    ),
    home(
        ".cabal/config",
        File,
        "credentials file",
        "cabal's Hackage username and password",
    ),
    home(
        ".config/cabal/config",
        File,
        "credentials file",
        "cabal's Hackage username and password",
    ),
    home(
        ".config/cachix/cachix.dhall",
        File,
        "credentials file",
        "Cachix auth tokens",
    ),
    home(".hex/hex.config", File, "credentials file", "Hex API key"),
    home(
        ".jfrog",
        Dir,
        "credentials file",
        "JFrog CLI's server tokens",
    ),
    home(
        ".config/dart/pub-credentials.json",
        File,
        "credentials file",
        "Dart pub's OAuth credentials",
    ),
    home(
        ".config/dart/pub-tokens.json",
        File,
        "credentials file",
        "Dart pub's registry tokens",
    ),
    home(
        ".pub-cache/credentials.json",
        File,
        "credentials file",
        "Dart pub's OAuth credentials",
    ),
    home(
        ".bundle/config",
        File,
        "credentials file",
        "Bundler's logins to private gem servers",
    )
    .in_home_only(),
    // Steam's client and steamcmd keep the cached login token in `config/config.vdf` and Steam
    // Guard's sentry in `ssfn*`, under a `Steam` folder wherever it is installed
    // (`~/Steam`, `~/.steam/steam`, `~/.local/share/Steam`).
    folder("Steam/config/config.vdf", &[], "Steam's cached login token"),
    folder("Steam/ssfn*", &[], "Steam Guard's sentry file"),
    // Composer's `auth.json` beside a project's `composer.json` (licence keys, a GitHub
    // token), as in `~/.composer`: by that name anywhere, except in a project's translations,
    // fixtures, mocks or schemas, where an `auth.json` is the project's text.
    name("auth.json", "credentials file", "Composer's tokens").with_public_in(PROJECT_TEXT_FOLDERS),
    // Build tools' global settings and credentials by convention: sbt's global `.sbt` files
    // (`~/.sbt/1.0/sonatype.sbt`, `global.sbt`: `credentials += …`), at any depth under `~/.sbt`
    // the build reads them from; yarn 1's `.yarnrc` (`_authToken`).
    home(
        ".sbt/*.sbt",
        File,
        "credentials file",
        "sbt's global settings and publishing credentials",
    ),
    home(
        ".sbt/*/*.sbt",
        File,
        "credentials file",
        "sbt's global settings and publishing credentials",
    ),
    home(
        ".sbt/*/*/*.sbt",
        File,
        "credentials file",
        "sbt's global settings and publishing credentials",
    ),
    home(".yarnrc", File, "credentials file", "yarn registry token"),
    // A dot-named credentials file, in any folder (`~/.ivy2/.credentials`, `~/.sbt/.credentials`),
    // as the plain `credentials` names below.
    name(".credentials", "credentials file", "credentials"),
    name(".credentials.*", "credentials file", "credentials"),
    // CLIs' login stores by convention: a login, token or hosts file in a tool's folder under
    // `~/.config`, `~/.local/share`, macOS's `~/Library/Application Support` or a `~/.<tool>`
    // folder (`~/.local/share/com.vercel.cli/auth.json`, `~/.config/pnpm/auth.ini`, `~/.config/glab-cli/hosts.yml`,
    // `~/.config/gcloud/access_tokens.db`). In a project these names are often ordinary files
    // (an i18n `auth.json`, an inventory's `hosts.yml`, design `tokens.json`), so only a tool's
    // folder makes them secret (design tokens may sit in a dot-folder: not `.*/tokens.json`).
    home(
        ".config/*/auth.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".config/*/hosts.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".config/*/auth.ini",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".config/*/token.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".config/*/tokens.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".config/*/access_tokens.db",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".config/*/credentials.db",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".config/*/hosts.yml",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".config/*/hosts.yaml",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".local/share/*/auth.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".local/share/*/hosts.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".local/share/*/auth.ini",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".local/share/*/token.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".local/share/*/tokens.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".local/share/*/access_tokens.db",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".local/share/*/credentials.db",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".local/share/*/hosts.yml",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".local/share/*/hosts.yaml",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        "Library/Application Support/*/auth.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        "Library/Application Support/*/hosts.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        "Library/Application Support/*/auth.ini",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        "Library/Application Support/*/token.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        "Library/Application Support/*/tokens.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        "Library/Application Support/*/access_tokens.db",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        "Library/Application Support/*/credentials.db",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        "Library/Application Support/*/hosts.yml",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        "Library/Application Support/*/hosts.yaml",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".*/auth.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".*/hosts.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".*/auth.ini",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".*/token.json",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".*/access_tokens.db",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".*/credentials.db",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".*/hosts.yml",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".*/hosts.yaml",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    // A CLI's settings directly in the home, which often hold its login: `~/.config/<tool>/`
    // and `~/.<tool>/` `config.json`, `.yml`, `.yaml`, `.toml` (netlify's, vercel's,
    // hatch's), as `auth.json` and `hosts.yml` are; Node CLIs' configstore is a tree below.
    // Only in the home: a project's `.changeset/config.json` or `.circleci/config.yml` is its
    // own. git's `~/.config/git/config` (no extension) holds names and aliases, as
    // `~/.gitconfig` does; a stored password lives in `~/.git-credentials`, secret above.
    home_only(".config/*/config.json"),
    home_only(".config/*/config.yml"),
    home_only(".config/*/config.yaml"),
    home_only(".config/*/config.toml"),
    home_only(".*/config.json"),
    home_only(".*/config.yml"),
    home_only(".*/config.yaml"),
    home_only(".*/config.toml"),
    // CLIs whose own configuration file holds their token or password by convention.
    // Deploy and load tools whose login sits in a settings file with no extension or deeper
    // than the rows above: Argo CD's `config` (its session tokens per server), the
    // Rancher CLI's `cli2.json`, k6's cloud token.
    home(
        ".config/argocd/config",
        File,
        "credentials file",
        "Argo CD's session tokens",
    ),
    home(
        ".argocd/config",
        File,
        "credentials file",
        "Argo CD's session tokens",
    ),
    home(
        ".config/hub",
        File,
        "credentials file",
        "hub's GitHub token",
    ),
    home(
        ".rancher/cli2.json",
        File,
        "credentials file",
        "the Rancher CLI's tokens",
    ),
    home(
        ".config/loadimpact",
        Dir,
        "credentials file",
        "k6's cloud token",
    ),
    home(
        ".dbt/profiles.yml",
        File,
        "credentials file",
        "dbt's warehouse connections and passwords",
    ),
    home(
        ".sentryclirc",
        File,
        "credentials file",
        "Sentry CLI's auth token",
    ),
    home(
        ".fly/config.yml",
        File,
        "credentials file",
        "Fly.io's access token",
    ),
    home(
        ".config/configstore",
        Dir,
        "credentials file",
        "Node CLIs' stored logins (firebase-tools, …)",
    ),
    home(
        ".supabase/access-token",
        File,
        "credentials file",
        "Supabase's access token",
    ),
    home(
        ".config/ngrok/ngrok.yml",
        File,
        "credentials file",
        "ngrok's authtoken",
    ),
    home(
        ".ngrok2/ngrok.yml",
        File,
        "credentials file",
        "ngrok's authtoken",
    ),
    home(
        ".config/github-copilot",
        Dir,
        "credentials file",
        "GitHub Copilot's OAuth token",
    ),
    home(
        ".wrangler/config",
        Dir,
        "credentials file",
        "Cloudflare Wrangler's OAuth token",
    ),
    home(
        ".config/.wrangler/config",
        Dir,
        "credentials file",
        "Cloudflare Wrangler's OAuth token",
    ),
    home(
        ".config/glab-cli/config.yml",
        File,
        "credentials file",
        "GitLab CLI's tokens",
    ),
    home(
        ".circleci/cli.yml",
        File,
        "credentials file",
        "CircleCI CLI's token",
    ),
    home(
        ".config/stripe/config.toml",
        File,
        "credentials file",
        "Stripe CLI's keys",
    ),
    home(
        ".config/hcloud/cli.toml",
        File,
        "credentials file",
        "Hetzner Cloud CLI's tokens",
    ),
    home(
        ".netlify/config.json",
        File,
        "credentials file",
        "Netlify CLI's token",
    ),
    home(
        ".railway/config.json",
        File,
        "credentials file",
        "Railway CLI's token",
    ),
    // Wallets' and chain tools' key stores: Foundry's keystores (`cast wallet import`), geth's
    // and clef's keystore (`UTC--<date>--<address>` files, wherever a data directory keeps
    // them), Solana's keypairs, Brownie's and Ape's accounts, NEAR's credentials, Aptos's
    // profiles, Bitcoin Core's wallet, Cardano's signing keys. Sui's `sui.keystore` is a
    // `*.keystore` below.
    home(
        ".foundry/keystores",
        Dir,
        "credentials file",
        "Foundry's encrypted private keys",
    ),
    home(
        ".ethereum/keystore",
        Dir,
        "credentials file",
        "Ethereum account keys",
    ),
    home(
        "Library/Ethereum/keystore",
        Dir,
        "credentials file",
        "Ethereum account keys",
    ),
    name("UTC--*", "credentials file", "an Ethereum keystore file"),
    // Every keypair the Solana CLI keeps (`id.json`, `devnet-deployer.json`, an upgrade
    // authority's): each file is a wallet's secret key as a JSON array. Its `cli/config.yml`
    // names the RPC URL and the keypair's path, nothing secret.
    home(
        ".config/solana",
        Dir,
        "credentials file",
        "Solana's keypairs",
    )
    .with_public(&["cli/config.yml"]),
    // A program's deploy keypair (`anchor build` writes `target/deploy/<name>-keypair.json`,
    // kept out of git): whoever holds it deploys over the program's address. A keypair by its
    // name anywhere is the same JSON array.
    name("*-keypair.json", "credentials file", "a Solana keypair"),
    name("*_keypair.json", "credentials file", "a Solana keypair"),
    name("keypair.json", "credentials file", "a Solana keypair"),
    // Aptos's profiles (`aptos init` writes `.aptos/config.yaml` in the project or the home):
    // each profile holds its account's private key.
    folder(
        ".aptos/config",
        &["yaml", "yml"],
        "Aptos's account private keys",
    ),
    // Bitcoin Core's wallets, by their place in its data directory: the bare name would be
    // matched by any shell glob of `Wal*` (`--gtest_filter='Wal*'`).
    home(
        ".bitcoin/wallet.dat",
        File,
        "credentials file",
        "Bitcoin Core's wallet",
    ),
    home(
        ".bitcoin/wallets",
        Dir,
        "credentials file",
        "Bitcoin Core's wallets",
    ),
    home(
        "Library/Application Support/Bitcoin/wallets",
        Dir,
        "credentials file",
        "Bitcoin Core's wallets",
    ),
    // Cardano's signing keys (`payment.skey`, `stake.skey`); the verification keys
    // (`*.vkey`) are public.
    name("*.skey", "credentials file", "a Cardano signing key"),
    home(
        ".brownie/accounts",
        Dir,
        "credentials file",
        "Brownie's account keys",
    ),
    home(
        ".ape/accounts",
        Dir,
        "credentials file",
        "Ape's account keys",
    ),
    home(
        ".near-credentials",
        Dir,
        "credentials file",
        "NEAR's account keys",
    ),
    // The Salesforce CLI's stored logins: `~/.sfdx/<username>.json` (access and refresh tokens)
    // and its key; its settings and aliases (`sfdx-config.json`, `alias.json`, `config.json`)
    // name orgs and hold no token. Only in the home: a project's own `.sfdx` and `.sf` folders
    // hold its source tracking.
    home(
        ".sfdx",
        Dir,
        "credentials file",
        "Salesforce CLI's org logins",
    )
    .with_public(SF_PUBLIC)
    .in_home_only(),
    home(
        ".sf",
        Dir,
        "credentials file",
        "Salesforce CLI's org logins",
    )
    .with_public(SF_PUBLIC)
    .in_home_only(),
    // Salesforce auth URL files (`force://…` with a refresh token), by their usual names:
    // `prod.authurl`, `authurl.txt`, `sfdx_auth_url`, `SFDX-AUTH-URL.txt`, `devhub-sfdx-url.txt`.
    name("*.authurl", "credentials file", "a Salesforce auth URL"),
    name_in(
        "*authurl*",
        AUTH_URL_FORMATS,
        "credentials file",
        "a Salesforce auth URL",
    ),
    name_in(
        "*auth_url*",
        AUTH_URL_FORMATS,
        "credentials file",
        "a Salesforce auth URL",
    ),
    name_in(
        "*auth-url*",
        AUTH_URL_FORMATS,
        "credentials file",
        "a Salesforce auth URL",
    ),
    name_in(
        "*sfdx_url*",
        AUTH_URL_FORMATS,
        "credentials file",
        "a Salesforce auth URL",
    ),
    name_in(
        "*sfdx-url*",
        AUTH_URL_FORMATS,
        "credentials file",
        "a Salesforce auth URL",
    ),
    name("*authurl", "credentials file", "a Salesforce auth URL"),
    name("*auth_url", "credentials file", "a Salesforce auth URL"),
    // Node CLIs' `conf` stores on macOS (`~/Library/Preferences/shopify-cli-kit-nodejs/config.json`:
    // the Shopify CLI's sessions), as `~/.config/<tool>-nodejs/config.json` on Linux is.
    home(
        "Library/Preferences/*-nodejs",
        Dir,
        "credentials file",
        "a Node CLI's stored sessions",
    ),
    home(
        ".expo/state.json",
        File,
        "credentials file",
        "Expo's session",
    ),
    home(
        ".config/op",
        Dir,
        "credentials file",
        "1Password CLI's sessions",
    ),
    // A token by its file name in a tool's folder (`~/.supabase/access-token`,
    // `~/.config/x/token`).
    home(
        ".config/*/*token",
        File,
        "credentials file",
        "a CLI's stored token",
    ),
    home(
        ".local/share/*/*token",
        File,
        "credentials file",
        "a CLI's stored token",
    ),
    home(
        ".*/*token",
        File,
        "credentials file",
        "a CLI's stored token",
    ),
    // A file whose name says token, credentials or secret in a tool's folder under the
    // config homes (`~/.config/dart/pub-tokens.json`, `~/.local/share/x/refresh_token.txt`),
    // and a tool's `auth` settings in any data format (Poetry's `~/.config/pypoetry/auth.toml`).
    // Not in any dot-folder: a project's `.storybook/tokens.ts` is design tokens.
    home(
        ".config/*/*token*",
        File,
        "credentials file",
        "a CLI's stored token",
    ),
    home(
        ".local/share/*/*token*",
        File,
        "credentials file",
        "a CLI's stored token",
    ),
    home(
        "Library/Application Support/*/*token*",
        File,
        "credentials file",
        "a CLI's stored token",
    ),
    home(
        ".config/*/*secret*",
        File,
        "credentials file",
        "a CLI's stored secret",
    ),
    home(
        ".local/share/*/*secret*",
        File,
        "credentials file",
        "a CLI's stored secret",
    ),
    home(
        ".config/*/*creds*",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".local/share/*/*creds*",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".config/*/auth.*",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        ".local/share/*/auth.*",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    home(
        "Library/Application Support/*/auth.*",
        File,
        "credentials file",
        "a CLI's stored login",
    ),
    // Shells' and REPLs' histories: every command typed by hand, the tokens exported, the
    // passwords given on a command line (`mysql -p…`, `curl -u`) and to a database shell
    // among them.
    name(".bash_history", "history file", HISTORY),
    name(".zsh_history", "history file", HISTORY),
    name(".zhistory", "history file", HISTORY),
    name(".sh_history", "history file", HISTORY),
    name(".histfile", "history file", HISTORY),
    name(".history", "history file", HISTORY),
    name("fish_history", "history file", HISTORY),
    name("ConsoleHost_history.txt", "history file", HISTORY),
    name(".python_history", "history file", HISTORY),
    name(".psql_history", "history file", HISTORY),
    name(".mysql_history", "history file", HISTORY),
    name(".sqlite_history", "history file", HISTORY),
    name(".rediscli_history", "history file", HISTORY),
    name(".node_repl_history", "history file", HISTORY),
    name(".irb_history", "history file", HISTORY),
    name(".pry_history", "history file", HISTORY),
    name(".dbshell", "history file", HISTORY),
    name("mongosh_repl_history", "history file", HISTORY),
    name(".Rhistory", "history file", HISTORY),
    name(".npmrc", "credentials file", "npm registry token"),
    name(".pypirc", "credentials file", "PyPI upload credentials"),
    name(".netrc", "credentials file", "machine passwords"),
    name("_netrc", "credentials file", "machine passwords"),
    name(".pgpass", "credentials file", "PostgreSQL passwords"),
    name(".my.cnf", "credentials file", "MySQL passwords"),
    name(
        ".git-credentials",
        "credentials file",
        "git's stored passwords",
    ),
    name(".htpasswd", "credentials file", "web server passwords"),
    name("credentials", "credentials file", "credentials"),
    name("credentials.*", "credentials file", "credentials").with_public(ENCRYPTED),
    name("*.pem", "credentials file", "key or certificate").with_public(PUBLIC_KEYS),
    name("*.key", "credentials file", "private key").with_public(PUBLIC_KEYS),
    // Apple's signing keys (`AuthKey_ABC123.p8`) and PKCS#8 keys.
    name("*.p8", "credentials file", "private key"),
    name("*.pk8", "credentials file", "private key"),
    // A private key by name in a key format (`jwt-private.der`, `signing_private.jwk`,
    // `release-private.asc`), and Symfony's vault decryption key, whatever its format
    // (`config/secrets/prod/prod.decrypt.private.php`); the encryption key beside it
    // (`prod.encrypt.public.php`) is public.
    name_in(
        "*private*",
        &["der", "jwk", "asc", "gpg"],
        "credentials file",
        "a private key",
    ),
    name(
        "*.decrypt.private.*",
        "credentials file",
        "a vault's decryption key",
    ),
    name("*.p12", "credentials file", "key store"),
    name("*.pfx", "credentials file", "key store"),
    name("*.jks", "credentials file", "Java key store"),
    name("*.keystore", "credentials file", "key store"),
    name("*.ppk", "credentials file", "PuTTY private key"),
    name("*.kdbx", "credentials file", "KeePass database"),
    // Software licence keys: a seat's signed licence file (Unity's `Unity_lic.ulf`, a FlexLM
    // `license.lic`, a product's `license.key`, Sublime Text's) is a credential someone else
    // can use. A project's own licence text (`LICENSE`, `LICENSE.md`, REUSE's `*.license`)
    // is not.
    name(
        "*.ulf",
        "credentials file",
        "a software licence file (a seat's signed licence)",
    ),
    name(
        "*.lic",
        "credentials file",
        "a software licence file (a seat's licence key)",
    ),
    name("license.key", "credentials file", "a software licence key"),
    name("licence.key", "credentials file", "a software licence key"),
    name(
        "*.sublime_license",
        "credentials file",
        "a software licence key",
    ),
    name(
        "krb5cc_*",
        "credentials file",
        "Kerberos ticket cache (/tmp/krb5cc_1000): the user's live tickets",
    ),
    name(
        "*.keytab",
        "credentials file",
        "Kerberos keytab: a service's long-lived keys",
    ),
    absolute("/etc/shadow", File, "credentials file", "password hashes"),
    absolute("/etc/shadow-", File, "credentials file", "password hashes"),
    absolute(
        "/etc/gshadow",
        File,
        "credentials file",
        "group password hashes",
    ),
    absolute(
        "/etc/gshadow-",
        File,
        "credentials file",
        "group password hashes",
    ),
    absolute("/etc/sudoers", File, "credentials file", "sudo's rules"),
    absolute("/etc/sudoers.d", Dir, "credentials file", "sudo's rules"),
    absolute(
        "/etc/ssl/private",
        Dir,
        "credentials file",
        "TLS private keys",
    ),
    // A cluster's server credentials, read on the server itself (`ssh node 'cat ...'`). Its
    // private keys (`/etc/kubernetes/pki/ca.key`) are `*.key` files, which a name row holds.
    absolute(
        "/etc/kubernetes/*.conf",
        File,
        "cloud credentials",
        "a Kubernetes control plane's kubeconfigs (admin.conf, kubelet.conf): the cluster's admin",
    ),
    absolute(
        "/etc/rancher/k3s/k3s.yaml",
        File,
        "cloud credentials",
        "k3s's admin kubeconfig",
    ),
    absolute(
        "/var/lib/rancher/k3s/server/token",
        File,
        "cloud credentials",
        "k3s's join token: any machine holding it joins the cluster",
    ),
    // Files that hold an application's secrets by name: a name that says secret, credential or
    // private key, in a configuration or data format or with no extension
    // (`secrets.yaml`, `prod-secrets.json`, `db_credentials.ini`, `client_secret`), but not in a
    // language's source (`secret_manager.py`, `secrets_test.go` are code). Phoenix's
    // `config/prod.secret.exs` is configuration by that name's convention.
    name_in(
        "*secret*",
        DATA_FORMATS,
        "secrets file",
        "application secrets",
    ),
    name_in("*credential*", DATA_FORMATS, "secrets file", "credentials"),
    name_in(
        "*private_key*",
        DATA_FORMATS,
        "secrets file",
        "a private key",
    ),
    name_in(
        "*private-key*",
        DATA_FORMATS,
        "secrets file",
        "a private key",
    ),
    name_in(
        "*privatekey*",
        DATA_FORMATS,
        "secrets file",
        "a private key",
    ),
    // Without an extension, only with a prefix joined by `_`: a bare `secret` or a dashed
    // `describe-secret` is as often a command's word (`kubectl get secret`, `aws
    // secretsmanager describe-secret`, `mix phx.gen.secret`) as a file.
    name("*_secret", "secrets file", "application secrets"),
    name("*_secrets", "secrets file", "application secrets"),
    name("*_credential", "secrets file", "credentials"),
    name("*_credentials", "secrets file", "credentials"),
    name("*_private_key", "secrets file", "a private key"),
    // `creds` as short for credentials (`butler_creds`, `db-creds.json`, `aws.creds`); bare, only
    // in a folder, as `secrets` is, and joined by `_` only: a dashed `db-creds` is as often a
    // resource's name (`kubectl describe secret db-creds`).
    name_in("*creds*", DATA_FORMATS, "secrets file", "credentials"),
    name("*_creds", "secrets file", "credentials"),
    name("*.creds", "secrets file", "credentials"),
    folder("*/creds", &[], "credentials"),
    // A key file for a cloud service account or an API by its name in JSON (`gcp-key.json`,
    // `sa_key.json`, `key.json`, `keyfile.json`, Firebase's admin SDK key); a public key's
    // JSON by that name is public.
    name("*-key.json", "cloud credentials", "a key file").with_public(PUBLIC_KEYS),
    name("*_key.json", "cloud credentials", "a key file").with_public(PUBLIC_KEYS),
    name("key.json", "cloud credentials", "a key file"),
    // A service account's key by the usual short name, `sa` as a word of the name
    // (`sa.json`, `sa-dev.json`, `ci_sa_key.json`, `deployer-sa.json`, as Astro projects keep
    // `include/gcp/sa-dev.json`), and any JSON in a folder of keys or credentials
    // (`keys/dev.json`, `gcp-keys/ci.json`, `credentials/airflow.json`,
    // `service-accounts/deployer.json`); a public key's JSON or a key set (`jwks.json`) is
    // public, and so is a region's file (`sa-east-1.json`).
    name_in(
        "sa",
        &["json"],
        "cloud credentials",
        "a service account's key",
    )
    .with_public(NOT_SA_KEYS),
    name_in(
        "sa-*",
        &["json"],
        "cloud credentials",
        "a service account's key",
    )
    .with_public(NOT_SA_KEYS),
    name_in(
        "sa_*",
        &["json"],
        "cloud credentials",
        "a service account's key",
    )
    .with_public(NOT_SA_KEYS),
    name_in(
        "*-sa",
        &["json"],
        "cloud credentials",
        "a service account's key",
    )
    .with_public(NOT_SA_KEYS),
    name_in(
        "*_sa",
        &["json"],
        "cloud credentials",
        "a service account's key",
    )
    .with_public(NOT_SA_KEYS),
    name_in(
        "*-sa-*",
        &["json"],
        "cloud credentials",
        "a service account's key",
    )
    .with_public(NOT_SA_KEYS),
    name_in(
        "*_sa_*",
        &["json"],
        "cloud credentials",
        "a service account's key",
    )
    .with_public(NOT_SA_KEYS),
    folder("keys/*", &["json"], "a key file in a folder of keys").with_public(NOT_SA_KEYS),
    folder("*-keys/*", &["json"], "a key file in a folder of keys").with_public(NOT_SA_KEYS),
    folder("*_keys/*", &["json"], "a key file in a folder of keys").with_public(NOT_SA_KEYS),
    folder("credentials/*", &["json"], "a key file in a folder of keys").with_public(NOT_SA_KEYS),
    folder("secrets/*", &["json"], "a key file in a folder of keys").with_public(NOT_SA_KEYS),
    folder(
        "service-accounts/*",
        &["json"],
        "a key file in a folder of keys",
    )
    .with_public(NOT_SA_KEYS),
    folder(
        "service_accounts/*",
        &["json"],
        "a key file in a folder of keys",
    )
    .with_public(NOT_SA_KEYS),
    folder(
        "serviceaccounts/*",
        &["json"],
        "a key file in a folder of keys",
    )
    .with_public(NOT_SA_KEYS),
    name("keyfile.json", "cloud credentials", "a key file"),
    name(
        "*firebase-adminsdk*.json",
        "cloud credentials",
        "Firebase admin service account key",
    ),
    name("*secret.exs", "secrets file", "application secrets"),
    name("*secrets.exs", "secrets file", "application secrets"),
    // Terraform's variables files: a root module's inputs. Named for a secret
    // (`secrets.auto.tfvars`, `db-password.tfvars`, `api_tokens.tfvars`) or for production
    // (`prod.tfvars`, `app-prod.tfvars`, `production.auto.tfvars`, or any var file in a
    // production environment's folder: `envs/prod/terraform.tfvars`), they hold the passwords
    // and tokens a deployed environment runs with, and always ask. Another environment's
    // (`dev.tfvars`, `staging.tfvars`, `terraform.tfvars`, `network.auto.tfvars`) is its
    // configuration: image tags, sizes, regions and flags, read and edited as the module's
    // source is.
    name_in(
        "*secret*",
        TFVARS,
        "secrets file",
        "Terraform variables named for secrets",
    ),
    name_in(
        "*credential*",
        TFVARS,
        "secrets file",
        "Terraform variables named for secrets",
    ),
    name_in(
        "*password*",
        TFVARS,
        "secrets file",
        "Terraform variables named for secrets",
    ),
    name_in(
        "*passwd*",
        TFVARS,
        "secrets file",
        "Terraform variables named for secrets",
    ),
    name_in(
        "*token*",
        TFVARS,
        "secrets file",
        "Terraform variables named for secrets",
    ),
    name_in(
        "*creds*",
        TFVARS,
        "secrets file",
        "Terraform variables named for secrets",
    ),
    name_in(
        "*key*",
        TFVARS,
        "secrets file",
        "Terraform variables named for secrets",
    ),
    name_in(
        "*sensitive*",
        TFVARS,
        "secrets file",
        "Terraform variables named for secrets",
    ),
    name_in(
        "prod",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "prod-*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "prod_*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "prod.*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*-prod",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*_prod",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*.prod",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*-prod-*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*_prod_*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*.prod.*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "production",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "production-*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "production_*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "production.*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*-production",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*_production",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*.production",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*-production-*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*_production_*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*.production.*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    folder(
        "prod/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    folder(
        "*-prod/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    folder(
        "*_prod/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    folder(
        "prod-*/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    folder(
        "prod_*/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    folder(
        "production/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    folder(
        "*-production/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    folder(
        "*_production/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    folder(
        "production-*/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    folder(
        "production_*/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    // Production's short name (`prd.tfvars`, `app-prd.tfvars`, `envs/prd/terraform.tfvars`).
    name_in(
        "prd",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "prd-*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "prd_*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "prd.*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*-prd",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*_prd",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*.prd",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*-prd-*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*_prd_*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    name_in(
        "*.prd.*",
        TFVARS,
        "secrets file",
        "a production environment's Terraform variables",
    ),
    folder(
        "prd/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    folder(
        "*-prd/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    folder(
        "*_prd/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    folder(
        "prd-*/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    folder(
        "prd_*/*",
        TFVARS,
        "a production environment's Terraform variables",
    ),
    // A deployed environment's settings by its framework's convention: ASP.NET's production
    // and staging settings hold their connection strings beside the rest of the configuration.
    // Settings, not a secret store (`.as_settings()`): a human's yes to read one holds for
    // reading that exact file in the session (see `SecretLocation::settings`).
    name(
        "appsettings.production.json",
        "secrets file",
        "production settings",
    )
    .as_settings(),
    name(
        "appsettings.staging.json",
        "secrets file",
        "staging settings",
    )
    .as_settings(),
    // Any framework's production settings by the usual naming (Spring's
    // `application-prod.yml`, `config.production.json`, `settings_prod.toml`, `prod.yaml`,
    // Clojure's `config/prod.edn`, Play's `application.prod.conf`): a deployed environment's
    // settings hold its
    // connection strings and keys, as `.env.production` does, in whatever format the framework
    // reads ([`PRODUCTION_SETTINGS_FORMATS`]). A name that only contains the word
    // (`product.yml`, `producer.json`) is not one, nor is a build tool's script named for a
    // production build (`webpack.prod.js`, `environment.prod.ts`: code, not settings).
    // Settings, as ASP.NET's above: Helm's `values-prod.yaml` and Pulumi's `Pulumi.prod.yaml`
    // are read again and again for their configuration.
    name_in(
        "*-prod",
        PRODUCTION_SETTINGS_FORMATS,
        "secrets file",
        "production settings",
    )
    .as_settings(),
    name_in(
        "*.prod",
        PRODUCTION_SETTINGS_FORMATS,
        "secrets file",
        "production settings",
    )
    .as_settings(),
    name_in(
        "*_prod",
        PRODUCTION_SETTINGS_FORMATS,
        "secrets file",
        "production settings",
    )
    .as_settings(),
    name_in(
        "prod",
        PRODUCTION_SETTINGS_FORMATS,
        "secrets file",
        "production settings",
    )
    .as_settings(),
    name_in(
        "*-production",
        PRODUCTION_SETTINGS_FORMATS,
        "secrets file",
        "production settings",
    )
    .as_settings(),
    name_in(
        "*.production",
        PRODUCTION_SETTINGS_FORMATS,
        "secrets file",
        "production settings",
    )
    .as_settings(),
    name_in(
        "*_production",
        PRODUCTION_SETTINGS_FORMATS,
        "secrets file",
        "production settings",
    )
    .as_settings(),
    name_in(
        "production",
        PRODUCTION_SETTINGS_FORMATS,
        "secrets file",
        "production settings",
    )
    .as_settings(),
    // Frameworks' local settings, kept out of version control because they hold this machine's
    // passwords and keys: known by the folder they sit in, since their names alone are
    // ordinary. The config crate's and node-config's `config/local.toml`, `config/local.json`,
    // `config/local-development.yaml`; any `config/*.local.*`; Flask's instance folder
    // (`instance/config.py`, `instance/app.cfg`). Templates (`.example`, `.sample`,
    // `.template`, `.dist`) are not secret.
    folder("config/local", LOCAL_SETTINGS_FORMATS, "local settings"),
    folder("config/local-*", LOCAL_SETTINGS_FORMATS, "local settings"),
    folder("config/*.local", LOCAL_SETTINGS_FORMATS, "local settings"),
    folder("instance/*config*", &["py"], "Flask's instance settings"),
    // Deploy tools' secret stores kept in the project: Kamal's secrets files (`.kamal/secrets`,
    // `.kamal/secrets-common`, `.kamal/secrets.production`). Symfony's vault decryption key is
    // a private key by its name (`*.decrypt.private.*`, above).
    folder(".kamal/secrets*", &[], "Kamal's deploy secrets"),
    // Environment files kept per stage in a folder of their own (`.envs/.production/.django`,
    // `.envs/.local/.postgres`, as cookiecutter-django lays them out): what `.env` holds.
    folder(".envs/*/*", &[], "environment files by stage"),
    folder(".envs/*", &[], "environment files by stage"),
    folder("instance/*settings*", &["py"], "Flask's instance settings"),
    folder(
        "instance/*",
        &["cfg", "toml", "ini", "json", "yaml", "yml", "env"],
        "Flask's instance settings",
    ),
    // The same by their own names: Django's `local_settings.py` and `settings_local.py`,
    // `settings.local.*` (Drupal's `settings.local.php`), Azure Functions' and .NET's local
    // settings (`local.settings.json`, `appsettings.Development.local.json`), Wrangler's
    // `.dev.vars`, and `.secrets`, `.secrets.*` (dynaconf's `.secrets.toml`).
    name_in("local_settings", &["py"], "secrets file", "local settings"),
    name_in("settings_local", &["py"], "secrets file", "local settings"),
    name_in(
        "settings.local",
        &[
            "py", "php", "json", "yaml", "yml", "toml", "js", "ts", "ini", "cfg",
        ],
        "secrets file",
        "local settings",
    ),
    name("local.settings.json", "secrets file", "local settings"),
    name_in(
        "appsettings*.local",
        &["json"],
        "secrets file",
        "local settings",
    ),
    // A web application's installed configuration, written by its installer and kept out of
    // version control because it holds the database's password and the site's keys:
    // WordPress's `wp-config.php` (its `wp-config-sample.php` is the template), MediaWiki's
    // `LocalSettings.php`, Drupal's `sites/<site>/settings.php`, Magento's `app/etc/env.php`,
    // Nextcloud's `config/config.php`, phpMyAdmin's `config.inc.php`.
    name(
        "wp-config.php",
        "secrets file",
        "WordPress's database password and keys",
    ),
    name(
        "LocalSettings.php",
        "secrets file",
        "MediaWiki's database password and keys",
    ),
    folder(
        "sites/*/settings",
        &["php"],
        "Drupal's database password and hash salt",
    ),
    folder(
        "app/etc/env",
        &["php"],
        "Magento's database password and keys",
    ),
    folder(
        "config/config",
        &["php"],
        "Nextcloud's database password and secret",
    ),
    name(
        "config.inc.php",
        "secrets file",
        "phpMyAdmin's settings and cookie secret",
    ),
    name(".dev.vars", "secrets file", "Wrangler's local secrets"),
    name(".dev.vars.*", "secrets file", "Wrangler's local secrets"),
    name(".secrets", "secrets file", "application secrets"),
    name(".secrets.*", "secrets file", "application secrets"),
    // A file named `secrets` or `secret`, alone or for one destination (Kamal's
    // `.kamal/secrets`, `.kamal/secrets-common`, `.kamal/secrets.staging`), but not a
    // language's source or a document by that name. Bare, `secret` and `secrets` are as often
    // a command's word (`kubectl get secrets`, `gh secret list`), so they name a file only in
    // a folder.
    folder("*/secrets", &[], "application secrets").with_public(SOURCE_NAMES),
    folder("*/secret", &[], "application secrets").with_public(SOURCE_NAMES),
    name("secrets-*", "secrets file", "application secrets").with_public(SOURCE_NAMES),
    name("secrets.*", "secrets file", "application secrets").with_public(SOURCE_NAMES),
    name("secrets_*", "secrets file", "application secrets").with_public(SOURCE_NAMES),
    name("secret-*", "secrets file", "application secrets").with_public(SOURCE_NAMES),
    name("secret.*", "secrets file", "application secrets").with_public(SOURCE_NAMES),
    // Tools' own files that hold credentials by convention: Android's signing configuration
    // (`key.properties`: the key store's passwords), DVC's local remote configuration (its
    // access keys), NuGet's user configuration (feed passwords).
    name(
        "key.properties",
        "credentials file",
        "signing key passwords",
    ),
    name(
        "keystore.properties",
        "credentials file",
        "signing key passwords",
    ),
    name(
        "signing.properties",
        "credentials file",
        "signing key passwords",
    ),
    // Android's machine-local build settings: the SDK's path, and by convention the release
    // key store's passwords and the API keys the build injects (never committed).
    name(
        "local.properties",
        "credentials file",
        "local signing passwords and API keys",
    ),
    // Firebase's app configuration: the project's API keys and OAuth client ids.
    name(
        "google-services.json",
        "credentials file",
        "Firebase API keys",
    ),
    name(
        "GoogleService-Info.plist",
        "credentials file",
        "Firebase API keys",
    ),
    // A password kept in a file of its own (`inkpad.key.password`, `store.passwd`,
    // `keystore-password.txt`).
    name("*.password", "credentials file", "a password"),
    name("*.passwd", "credentials file", "a password"),
    name_in("*password*", &["txt"], "credentials file", "a password"),
    // A password a tool reads from a file of its own, named for it without an extension:
    // Ansible's vault password file (`.vault_pass`, `.vault-password`, `vault_pass.txt`,
    // `vault-password-file`), its become password, restic's and borg's repository password
    // (`.restic-password`, `borg.passphrase`), a service's kept hidden (`.db_pass`). Bare,
    // `*-password` is as often a command's word (`find-generic-password`, `reset-password`),
    // so only a hidden file's name ends so. A vault password client script (`vault_pass.py`,
    // which Ansible runs for the password) is secret too: it often prints one it holds; a
    // document about it is not.
    name("*vault_pass*", "credentials file", "a password").with_public(DOCUMENT_NAMES),
    name("*vault-pass*", "credentials file", "a password").with_public(DOCUMENT_NAMES),
    name("*vault.pass*", "credentials file", "a password").with_public(DOCUMENT_NAMES),
    name("*vaultpass*", "credentials file", "a password").with_public(DOCUMENT_NAMES),
    name("*become_pass*", "credentials file", "a password").with_public(SOURCE_NAMES),
    name("*become-pass*", "credentials file", "a password").with_public(SOURCE_NAMES),
    name(".*_pass", "credentials file", "a password"),
    name(".*-pass", "credentials file", "a password"),
    name("*.pass", "credentials file", "a password"),
    name(".*_password", "credentials file", "a password"),
    name(".*-password", "credentials file", "a password"),
    name(".*_passwd", "credentials file", "a password"),
    name(".*-passwd", "credentials file", "a password"),
    name(".*passphrase", "credentials file", "a passphrase"),
    name("*.passphrase", "credentials file", "a passphrase"),
    name_in("*passphrase*", &["txt"], "credentials file", "a passphrase"),
    // adb's private key, which every device that trusted this machine accepts.
    home(
        ".android/adbkey",
        File,
        "credentials file",
        "adb's private key",
    ),
    // Tauri's updater signing keys and their passwords; the public halves are readable.
    home(
        ".tauri",
        Dir,
        "credentials file",
        "Tauri's updater signing keys",
    )
    .with_public(&["*.pub"]),
    name(
        "config.local",
        "credentials file",
        "a tool's local credentials",
    ),
    home(
        ".config/NuGet",
        Dir,
        "credentials file",
        "NuGet feed credentials",
    ),
    home(
        ".nuget/NuGet",
        Dir,
        "credentials file",
        "NuGet feed credentials",
    ),
    // Browsers' profiles: their cookie, login and key databases are the user's sessions and
    // saved passwords (Chrome's `Cookies` and `Login Data`, Firefox's `cookies.sqlite`,
    // `logins.json` and `key4.db`).
    home(
        ".mozilla",
        Dir,
        "browser profile",
        "a browser's sessions and passwords",
    ),
    home(
        ".config/google-chrome",
        Dir,
        "browser profile",
        "a browser's sessions and passwords",
    ),
    home(
        ".config/chromium",
        Dir,
        "browser profile",
        "a browser's sessions and passwords",
    ),
    home(
        ".config/BraveSoftware",
        Dir,
        "browser profile",
        "a browser's sessions and passwords",
    ),
    home(
        ".config/microsoft-edge",
        Dir,
        "browser profile",
        "a browser's sessions and passwords",
    ),
    home(
        "Library/Application Support/Google/Chrome",
        Dir,
        "browser profile",
        "a browser's sessions and passwords",
    ),
    home(
        "Library/Application Support/Firefox",
        Dir,
        "browser profile",
        "a browser's sessions and passwords",
    ),
    home(
        "Library/Cookies",
        Dir,
        "browser profile",
        "a browser's sessions",
    ),
    // Another process's environment.
    absolute(
        "/proc/*/environ",
        File,
        "process environment",
        "a process's environment",
    ),
];

/// Whether a normal absolute directory is a tree that holds the user's secrets, for a search
/// or an archive of it: `/`, `/root`, `/proc`, `/etc` or a folder under them, the home directory
/// (`home`, normal) or a folder above it, or a folder of the home above one of the home's secret
/// places (`~/.config` holds `~/.config/gcloud`, `~/.cache` holds a Hugging Face token). The
/// file tools and the shell judge a search's root by this one function.
pub fn tree_holds_secrets(dir: &str, home: Option<&str>) -> bool {
    dir == "/"
        || ["/root", "/proc", "/etc"].iter().any(|d| within(dir, d))
        || home.is_some_and(|h| {
            within(h, dir)
                || SECRET_LOCATIONS
                    .iter()
                    .filter(|l| l.anchor == Anchor::Home && !l.path.contains('*'))
                    .any(|l| {
                        let place = format!("{h}/{}", l.path);
                        place != dir && within(&place, dir)
                    })
        })
}

/// File name endings that mark a file as a template of a secret file, not the secret itself
/// (`.env.example`, `credentials.json.sample`).
pub const NOT_SECRET_SUFFIXES: &[&str] = &[".example", ".sample", ".template", ".dist", ".pub"];

/// airlock's own configuration and data, relative to the home directory: no tool may write
/// them, and the sandbox hides them.
pub const AIRLOCK_HOME_DIRS: &[&str] = &[".config/airlock", ".local/share/airlock"];

/// Where a repository keeps programs that git runs by itself (hooks: on `git commit`, `git
/// push`, `git checkout`): its `.git` directory, the hook managers' directories (husky,
/// `.githooks` for `core.hooksPath`) and their configuration files (pre-commit, lefthook),
/// whose entries name commands. Writing one of these is running code at the next commit, so no
/// workspace-write family covers it, and a commit, which git lets run without asking, runs only
/// hooks a human let be written.
pub const HOOK_DIRS: &[&str] = &[".git", ".husky", ".githooks"];
/// Hook managers' configuration files, by name in any directory (any letter case).
pub const HOOK_FILES: &[&str] = &[
    ".pre-commit-config.yaml",
    ".pre-commit-config.yml",
    "lefthook.yml",
    "lefthook.yaml",
    ".lefthook.yml",
    ".lefthook.yaml",
    "lefthook-local.yml",
    ".lefthook-local.yml",
];

/// Whether writing `path` changes what git runs by itself: see [`HOOK_DIRS`].
pub fn runs_as_hook(path: &str) -> bool {
    let mut parts = path.split(['/', '\\']).filter(|c| !c.is_empty()).peekable();
    while let Some(c) = parts.next() {
        let last = parts.peek().is_none();
        if HOOK_DIRS.iter().any(|d| c.eq_ignore_ascii_case(d))
            || (last && HOOK_FILES.iter().any(|f| c.eq_ignore_ascii_case(f)))
        {
            return true;
        }
    }
    false
}

/// Wrappers and programs whose command runs as another user, root by default.
pub const PRIVILEGED: &[&str] = &["sudo", "doas", "su", "pkexec", "run0"];

/// Parts of variable names that say the variable holds a secret (`GITHUB_TOKEN`).
pub const SECRET_VAR_PARTS: &[&str] = &[
    "KEY", "SECRET", "TOKEN", "PASSWORD", "PASSWD", "PASS", "CRED", "SESSION", "COOKIE", "PRIVATE",
    "AUTH",
];

/// Words of variable names, whole (a name split at `_` and where a small letter meets a
/// capital), that say the variable holds a secret wherever they stand: too short or too
/// common to be looked for inside other words as [`SECRET_VAR_PARTS`] are (`PATH`, `PATCH`,
/// `PWDEBUG`). A personal access token (`GH_PAT`, `VSCE_PAT`, `AZURE_DEVOPS_PAT`,
/// `PAT_GITHUB`), a password's abbreviation (`DB_PWD`, `MYSQL_PWD`), a wallet's recovery
/// phrase (`WALLET_MNEMONIC`), a pre-shared key (`WIFI_PSK`).
pub const SECRET_VAR_WORDS: &[&str] = &["PAT", "PWD", "MNEMONIC", "PSK"];

/// Words that say a variable holds a secret only as its last word: a JSON web token or a
/// bearer token (`SERVICE_JWT`, `API_BEARER`; `JWT_ALGORITHM` and `JWT_ISSUER` hold none),
/// a password's shortest abbreviation (`ROOT_PW`; Playwright's `PW_TEST_…` settings hold
/// none), an Azure shared access signature (`STORAGE_SAS`).
pub const SECRET_VAR_LAST_WORDS: &[&str] = &["JWT", "BEARER", "PW", "SAS"];

/// Prefixes of variable names that hold cloud credentials (`AWS_ACCESS_KEY_ID`).
pub const SECRET_VAR_PREFIXES: &[&str] =
    &["AWS_", "AZURE_", "GOOGLE_APPLICATION", "GCP_", "VAULT_"];

/// Variable names that hold a part of [`SECRET_VAR_PARTS`] but no secret.
const NOT_SECRET_VARS: &[&str] = &[
    "SSH_AUTH_SOCK",
    "XDG_SESSION_TYPE",
    "XDG_SESSION_ID",
    "XDG_SESSION_CLASS",
    "XDG_SESSION_DESKTOP",
    // The shell's working directories.
    "PWD",
    "OLDPWD",
];

/// Words (of a name split at `_`) that make a variable a connection string, which carries
/// its user and password (`SENTRY_DSN`, `AZURE_STORAGE_CONNECTION_STRING`), whatever it
/// connects to.
const CONNECTION_STRING_WORDS: &[&str] = &["DSN", "CONNSTR", "CONNECTIONSTRING"];

/// Words that make a variable a locator (`…_URL`, `…_URI`): a connection string when another
/// of its words names a database, a cache or a broker.
const LOCATOR_WORDS: &[&str] = &["URL", "URI", "URLS", "URIS"];

/// Words of a variable's name that name a database, a cache or a message broker
/// (`DATABASE_URL`, `MONGODB_URI`, `REDIS_URL`, `CELERY_BROKER_URL`): its URL carries the
/// password; a public site's (`BASE_URL`, `VITE_API_URL`) has none of these words.
const CONNECTION_SERVICE_WORDS: &[&str] = &[
    "DATABASE",
    "DATABASES",
    "DB",
    "DATASOURCE",
    "JDBC",
    "POSTGRES",
    "POSTGRESQL",
    "PG",
    "MYSQL",
    "MARIADB",
    "MONGO",
    "MONGODB",
    "REDIS",
    "VALKEY",
    "MEMCACHE",
    "MEMCACHED",
    "CACHE",
    "AMQP",
    "RABBIT",
    "RABBITMQ",
    "BROKER",
    "QUEUE",
    "MQ",
    "KAFKA",
    "NATS",
    "ELASTIC",
    "ELASTICSEARCH",
    "OPENSEARCH",
    "CLICKHOUSE",
    "COCKROACH",
    "NEO4J",
    "CASSANDRA",
    "COUCHDB",
    "SQL",
    "SQLALCHEMY",
    // A chain's RPC endpoint (`MAINNET_RPC_URL`, `ETH_RPC_URL`, `SEPOLIA_FORK_URL`): the
    // provider's API key is in its path.
    "RPC",
    "FORK",
    "ALCHEMY",
    "INFURA",
    "QUICKNODE",
    "ANKR",
    // A webhook's URL is its credential (`SLACK_WEBHOOK_URL`, `DISCORD_HOOK_URL`).
    "WEBHOOK",
    "HOOK",
    // Mail and directory servers' URLs carry their login (`EMAIL_URL=smtp://user:pw@…`).
    "SMTP",
    "EMAIL",
    "MAIL",
    "MAILER",
    "LDAP",
    "FTP",
    "SFTP",
];

/// Words that make a variable a credential by themselves as its last word: a webhook's URL
/// (`SLACK_WEBHOOK`, `DISCORD_WEBHOOK`) posts to its channel for whoever holds it.
const CREDENTIAL_URL_WORDS: &[&str] = &["WEBHOOK", "WEBHOOKURL"];

/// Whether a variable's name says it holds a connection string: a DSN, a connection string
/// (.NET's `ConnectionStrings__Default` too), the URL of a database, cache or broker
/// (`DATABASE_URL`, `POSTGRES_URL_NON_POOLING`), of a chain's RPC endpoint, a mail server or a
/// webhook (`MAINNET_RPC_URL`, `SLACK_WEBHOOK`), in any letter case. Every one is a
/// [`secret_variable`].
pub fn connection_variable(name: &str) -> bool {
    let up = name.to_ascii_uppercase();
    let words: Vec<&str> = up.split('_').filter(|w| !w.is_empty()).collect();
    let joined = up.replace('_', "");
    CONNECTION_STRING_WORDS.iter().any(|w| words.contains(w))
        || joined.contains("CONNECTIONSTRING")
        || words
            .last()
            .is_some_and(|w| CREDENTIAL_URL_WORDS.contains(w))
        || (words.iter().any(|w| LOCATOR_WORDS.contains(w))
            && words.iter().any(|w| CONNECTION_SERVICE_WORDS.contains(w)))
}

/// Variables that tools document to hold the PATH of a credential or configuration file, not
/// the secret itself: Google's `GOOGLE_APPLICATION_CREDENTIALS`, the AWS CLI's and SDKs'
/// files, kubectl's `KUBECONFIG`, libpq's `PGPASSFILE`, docker's and gcloud's configuration
/// folders, CA bundles. Printing one (`printenv GOOGLE_APPLICATION_CREDENTIALS`, `echo
/// $KUBECONFIG`) shows where the file is; reading the file it names (`cat
/// "$GOOGLE_APPLICATION_CREDENTIALS"`) is still a read of a path from an expansion.
const CREDENTIAL_PATH_VARS: &[&str] = &[
    "GOOGLE_APPLICATION_CREDENTIALS",
    "GOOGLE_GHA_CREDS_PATH",
    "CLOUDSDK_CONFIG",
    "CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE",
    "AWS_SHARED_CREDENTIALS_FILE",
    "AWS_CONFIG_FILE",
    "AWS_WEB_IDENTITY_TOKEN_FILE",
    "AWS_CA_BUNDLE",
    "AZURE_CONFIG_DIR",
    "KUBECONFIG",
    "KUBE_CONFIG_PATH",
    "PGPASSFILE",
    "PGSERVICEFILE",
    "PGSSLROOTCERT",
    "DOCKER_CONFIG",
    "DOCKER_CERT_PATH",
    "SSL_CERT_FILE",
    "SSL_CERT_DIR",
    "REQUESTS_CA_BUNDLE",
    "CURL_CA_BUNDLE",
    "NODE_EXTRA_CA_CERTS",
    "TF_CLI_CONFIG_FILE",
    "BOTO_CONFIG",
    "OCI_CLI_CONFIG_FILE",
    "NETRC",
    "GNUPGHOME",
    "VAULT_CACERT",
];

/// Whether a variable is documented to hold the path of a credential file
/// (`CREDENTIAL_PATH_VARS`), in any letter case: printing it prints a path.
pub fn credential_path_variable(name: &str) -> bool {
    CREDENTIAL_PATH_VARS
        .iter()
        .any(|v| v.eq_ignore_ascii_case(name))
}

/// Whether a variable's name says it holds a secret (`GITHUB_TOKEN`, `AWS_SECRET_ACCESS_KEY`,
/// `DATABASE_URL`), in any letter case.
pub fn secret_variable(name: &str) -> bool {
    let up = name.to_ascii_uppercase();
    if NOT_SECRET_VARS.contains(&up.as_str()) {
        return false;
    }
    let words = name_words(name);
    SECRET_VAR_PREFIXES.iter().any(|p| up.starts_with(p))
        || SECRET_VAR_PARTS
            .iter()
            .any(|p| up.contains(p) && !(*p == "AUTH" && up.contains("AUTHOR")))
        || words.iter().any(|w| SECRET_VAR_WORDS.contains(&w.as_str()))
        || words
            .last()
            .is_some_and(|w| SECRET_VAR_LAST_WORDS.contains(&w.as_str()))
        || connection_variable(name)
}

/// A variable's name split into its words, in capitals: at `_` and where a small letter or
/// a digit meets a capital (`vscePat`, `GhPat`).
fn name_words(name: &str) -> Vec<String> {
    let mut words = Vec::new();
    for part in name.split('_').filter(|p| !p.is_empty()) {
        let mut word = String::new();
        let mut prev_lower = false;
        for ch in part.chars() {
            if ch.is_ascii_uppercase() && prev_lower && !word.is_empty() {
                words.push(std::mem::take(&mut word));
            }
            prev_lower = ch.is_ascii_lowercase() || ch.is_ascii_digit();
            word.push(ch.to_ascii_uppercase());
        }
        words.push(word);
    }
    words
}

/// Whether a search's pattern that finds `file` prints its secrets: a pattern that looks for
/// secrets by name or matches almost any line ([`pattern_reaches_secrets`]), except that a
/// file of key material alone (a private key, a certificate, Rails' `master.key`) names no
/// secret: a plain word (`Rails\.application\.credentials`, `password`) finds none of its
/// encoded lines, while such a pattern with a wildcard, a class or an anchor (`^.`,
/// `private.*key`) may.
pub fn pattern_prints_secrets_of(pattern: &str, file: &str) -> bool {
    pattern_reaches_secrets(pattern) && !(key_material(file) && plain_word(pattern))
}

/// Whether a pattern is a plain word of three letters or digits or more: no wildcard, class,
/// anchor or repetition, escaped punctuation read as itself.
fn plain_word(pattern: &str) -> bool {
    let mut literal = 0;
    let mut chars = pattern.chars();
    while let Some(ch) = chars.next() {
        match ch {
            '\\' => match chars.next() {
                Some(e) if e.is_ascii_punctuation() => {}
                _ => return false,
            },
            '[' | ']' | '.' | '*' | '+' | '?' | '^' | '$' | '{' | '}' | '|' | '(' | ')' => {
                return false;
            }
            c if c.is_ascii_alphanumeric() => literal += 1,
            _ => {}
        }
    }
    literal >= 3
}

/// Names of files that hold key material alone, no names beside it: PEM and DER keys and
/// certificates, SSH's private keys, Rails' master and environment keys.
const KEY_MATERIAL: &[&str] = &[
    "*.key",
    "*.pem",
    "*.der",
    "*.p8",
    "*.pk8",
    "id_rsa",
    "id_dsa",
    "id_ecdsa",
    "id_ed25519",
];

/// Whether `path` names a file of key material alone (`KEY_MATERIAL`).
pub fn key_material(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    KEY_MATERIAL.iter().any(|g| component_matches(g, name))
}

/// Whether a search's pattern looks for secrets by name (`password`, `API_KEY`,
/// `client_secret`) or matches almost any line (`.`, `=`, `^`): what it prints of a secret file
/// is then the secrets. A pattern naming a symbol of the code (`OrderStatus\.`, `kms_key_id`)
/// prints a secret file's line only where it names that symbol.
pub fn pattern_reaches_secrets(pattern: &str) -> bool {
    let literal: String = pattern
        .chars()
        .filter(|ch| ch.is_ascii_alphanumeric())
        .map(|ch| ch.to_ascii_lowercase())
        .collect();
    literal.len() < 3 || SECRET_PATTERN_WORDS.iter().any(|w| literal.contains(w))
}

/// Whether a search's pattern names a secret: a word [`pattern_reaches_secrets`] knows
/// (`password`, `DENO_AUTH_TOKENS`), a word of a secret variable's name written as one
/// (`API_KEY`, `AUTH`, `NPM_PASS`), or one of those names' parts alone in any case (`key`,
/// `auth`). A pattern that only matches almost any line (`.`, `^`) names none; a word that
/// only contains a part (`bindkey`, `author`, `passthrough`) names none.
pub fn pattern_names_secrets(pattern: &str) -> bool {
    let literal = pattern.chars().filter(char::is_ascii_alphanumeric).count();
    let words = || {
        pattern
            .split(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))
            .filter(|w| w.len() >= 3)
    };
    literal >= 3
        && (pattern_reaches_secrets(pattern)
            || words().any(|w| {
                SECRET_VAR_PARTS.iter().any(|p| w.eq_ignore_ascii_case(p))
                    || (!w.chars().any(|ch| ch.is_ascii_lowercase()) && secret_variable(w))
            }))
}

/// A shell's startup files, where exported tokens and keys are kept (`export
/// GITHUB_TOKEN=…`): the login and interactive scripts of bash, zsh, ksh and the C shells,
/// fish's configuration and universal variables, systemd's user environment and the
/// system's environment files. Each a path's last components, any letter case.
pub const SHELL_STARTUP_FILES: &[&str] = &[
    ".bashrc",
    ".bash_profile",
    ".bash_login",
    ".bash_aliases",
    ".profile",
    ".zshrc",
    ".zshenv",
    ".zprofile",
    ".zlogin",
    ".kshrc",
    ".mkshrc",
    ".cshrc",
    ".tcshrc",
    ".xprofile",
    ".pam_environment",
    "fish/config.fish",
    "fish/conf.d/*.fish",
    "fish/fish_variables",
    "environment.d/*.conf",
    "/etc/environment",
    "/etc/profile",
    "/etc/profile.d/*",
    "/etc/bash.bashrc",
    "/etc/zsh/zshenv",
    "/etc/zshenv",
];

/// Whether `path` is a shell's startup file ([`SHELL_STARTUP_FILES`]): its last components
/// match one, or the whole path an absolute one.
pub fn shell_startup_file(path: &str) -> bool {
    let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
    SHELL_STARTUP_FILES.iter().any(|f| {
        let tail: Vec<&str> = f.split('/').filter(|p| !p.is_empty()).collect();
        let fits = parts.len() >= tail.len() && (!f.starts_with('/') || parts.len() == tail.len());
        fits && parts
            .iter()
            .rev()
            .zip(tail.iter().rev())
            .all(|(c, p)| component_matches(p, c))
    })
}

/// What a search looks for when it looks for secrets, as the letters and digits of its pattern
/// in lower case (`API_KEY` is `apikey`): names of passwords, secrets, tokens, keys that sign
/// or give access, and connection strings that carry a password.
const SECRET_PATTERN_WORDS: &[&str] = &[
    "password",
    "passwd",
    "pwd",
    "secret",
    "token",
    "credential",
    "apikey",
    "privatekey",
    "accesskey",
    "secretkey",
    "signingkey",
    "encryptionkey",
    "masterkey",
    "appkey",
    "dsn",
    "databaseurl",
    "connectionstring",
    "bearer",
    "jwt",
];

/// The secret location `path` lies in, if any. The path may be as written (`~/.ssh/id_rsa`,
/// `$HOME/.aws/credentials`, `config/secrets.yaml`) or absolute and normal; it is judged as text.
pub fn secret_location(path: &str) -> Option<&'static SecretLocation> {
    // The components on the stack for a usual path; a very deep one is collected.
    let mut stack: [&str; 32] = [""; 32];
    let mut n = 0;
    for p in path.split('/').filter(|p| !p.is_empty() && *p != ".") {
        if let Some(slot) = stack.get_mut(n) {
            *slot = p;
            n += 1;
        } else {
            break;
        }
    }
    let deep: Vec<&str>;
    let parts: &[&str] = if n == stack.len()
        && path
            .split('/')
            .filter(|p| !p.is_empty() && *p != ".")
            .count()
            > n
    {
        deep = path
            .split('/')
            .filter(|p| !p.is_empty() && *p != ".")
            .collect();
        &deep
    } else {
        stack.get(..n).unwrap_or_default()
    };
    let file = parts.last().copied()?;
    let absolute = path.starts_with('/');
    // INVARIANT: every home location starts with a dot-file component or `Library` (a test
    // checks it), so a path without one holds none of them: most paths skip them all.
    let dotted = parts.iter().any(|p| home_start(p));
    let matches = |loc: &&SecretLocation| match loc.anchor {
        Anchor::Name => {
            loc.names_file(file)
                && !template(file)
                && !loc.public_name(file)
                && !loc.in_public_folder(parts)
        }
        // `./secrets` names a file in the current folder, whatever that folder is called.
        Anchor::Folder => {
            (loc.ends_in_folder(parts)
                || (parts.len() == 1 && path.starts_with("./") && loc.ends_in_folder(&[".", file])))
                && !loc.public_name(file)
        }
        Anchor::Absolute => absolute && run_at(loc.path, parts, 0, loc.shape),
        Anchor::Home => {
            dotted
                && (0..parts.len()).any(|at| {
                    parts.get(at).is_some_and(|p| home_start(p))
                        && (!loc.home_only
                            || (in_a_home(parts, at, absolute)
                                && !SETTINGS_WITHOUT_LOGIN
                                    .iter()
                                    .any(|p| run_at(p, parts, at, File))))
                        && run_at(loc.path, parts, at, loc.shape)
                        && !loc.public_entry(parts, at)
                })
        }
    };
    // A secret store's row decides before a settings row (`config/local-production.yaml` is
    // local settings, kept out of version control, before it is production settings).
    SECRET_LOCATIONS
        .iter()
        .filter(|loc| !loc.settings)
        .find(matches)
        .or_else(|| {
            SECRET_LOCATIONS
                .iter()
                .filter(|loc| loc.settings)
                .find(matches)
        })
}

/// The grant key a human's yes to read the exact file `path` (absolute and normal) is
/// remembered under, for every tool that reads it alike (a file tool's read, `cat`, a search of
/// that file): only a [`SecretLocation::settings`] file's read is granted so.
pub fn file_read_key(path: &str) -> String {
    format!("{FILE_READ_KEY_PREFIX}{path}")
}

/// How every [`file_read_key`] starts.
pub const FILE_READ_KEY_PREFIX: &str = "read file:";

/// Whether `path` is a deployed environment's settings file and no secret store
/// ([`SecretLocation::settings`]).
pub fn settings_file(path: &str) -> bool {
    secret_location(path).is_some_and(|loc| loc.settings)
}

/// A CLI's settings in the home that hold no login by design, beside the
/// [`SecretLocation::home_only`] rows: cargo keeps its tokens in `credentials.toml` (secret
/// above), its `config.toml` holds build settings.
const SETTINGS_WITHOUT_LOGIN: &[&str] = &[".cargo/config.toml"];

/// Whether the component at `at` lies directly in a home directory as a path spells one:
/// after `~` or `$HOME` (`${HOME}`), or in `/root`, `/home/<user>`, `/Users/<user>`.
fn in_a_home(parts: &[&str], at: usize, absolute: bool) -> bool {
    match (at, parts.first().copied()) {
        (1, Some(first)) if !absolute => matches!(first, "~" | "$HOME" | "${HOME}"),
        (1, Some("root")) => absolute,
        (2, Some("home" | "Users")) => absolute,
        _ => false,
    }
}

/// Whether a component may start a home location: a dot-file folder, or macOS's `Library`
/// (`~/Library/Application Support/<tool>`).
fn home_start(part: &str) -> bool {
    part.starts_with('.') || part == "Library"
}

/// Whether the components of `pattern` match `parts` from `at`: to the end for a file, as a
/// prefix for a directory. The pattern is read in place, without a copy.
fn run_at(pattern: &str, parts: &[&str], at: usize, shape: Shape) -> bool {
    let Some(rest) = parts.get(at..) else {
        return false;
    };
    let mut pattern_parts = pattern.split('/').filter(|p| !p.is_empty());
    let mut matched = 0;
    for c in rest {
        let Some(p) = pattern_parts.next() else {
            break;
        };
        if !component_matches(p, c) {
            return false;
        }
        matched += 1;
    }
    let whole = pattern_parts.next().is_none() && matched > 0;
    let fits = match shape {
        File => rest.len() == matched,
        Dir => true,
    };
    whole && fits && (shape == Dir || rest.last().is_none_or(|f| !template(f)))
}

fn template(file: &str) -> bool {
    let lower = file.to_ascii_lowercase();
    NOT_SECRET_SUFFIXES.iter().any(|s| lower.ends_with(s))
}

/// Whether one path component matches a pattern component whose `*` stands for any text, in
/// any ASCII letter case. Linear: one backtrack point, as for any `*`-only glob.
pub fn component_matches(pattern: &str, text: &str) -> bool {
    // The usual shapes, a word, `prefix*` or `*suffix`, without the general loop: this runs for
    // every table entry on every path.
    match pattern.find('*') {
        None => return pattern.eq_ignore_ascii_case(text),
        Some(at)
            if at + 1 == pattern.len() && !pattern.get(..at).is_some_and(|p| p.contains('*')) =>
        {
            let prefix = pattern.get(..at).unwrap_or_default();
            return text
                .get(..prefix.len())
                .is_some_and(|t| t.eq_ignore_ascii_case(prefix));
        }
        Some(0) if !pattern.get(1..).is_some_and(|p| p.contains('*')) => {
            let suffix = pattern.get(1..).unwrap_or_default();
            return text.len() >= suffix.len()
                && text
                    .get(text.len() - suffix.len()..)
                    .is_some_and(|t| t.eq_ignore_ascii_case(suffix));
        }
        Some(_) => {}
    }
    let (p, t) = (pattern.as_bytes(), text.as_bytes());
    let (mut pi, mut ti) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while ti < t.len() {
        match (p.get(pi), t.get(ti)) {
            (Some(b'*'), _) => {
                star = Some((pi, ti));
                pi += 1;
            }
            (Some(a), Some(b)) if a.eq_ignore_ascii_case(b) => {
                pi += 1;
                ti += 1;
            }
            _ => match star {
                Some((sp, st)) => {
                    pi = sp + 1;
                    ti = st + 1;
                    star = Some((sp, st + 1));
                }
                None => return false,
            },
        }
    }
    p.get(pi..)
        .is_some_and(|rest| rest.iter().all(|b| *b == b'*'))
}

/// Whether a file-name glob picks secrets: its literal part, wildcards dropped, is a secret's
/// name (`.env*`, `**/.env.*`, `*.pem`), where `*.json` or `*.rs` are not.
pub fn glob_names_secrets(glob: &str) -> bool {
    let literal: String = glob.chars().filter(|ch| !matches!(ch, '*' | '?')).collect();
    secret_location(&literal).is_some()
}

/// Extensions of a language's sources: a glob of them (`*.py`, `src/*.ts`) is how code is
/// read, so the settings files written in one (`local_settings.py`, `config/local.js`) are
/// no glob's samples; named, they are secret as any other.
const SOURCE_EXTS: &[&str] = &["py", "js", "cjs", "mjs", "ts", "php"];

/// Names a shell glob is tried against: a glob that could expand to one of them (`.e*`,
/// `~/.ss*/id_*`) may name a secret. Each component of every location, with `*` as `x`, but
/// no name in a language's source extension (`SOURCE_EXTS`).
pub fn secret_samples() -> impl Iterator<Item = Cow<'static, str>> {
    SECRET_LOCATIONS
        .iter()
        .flat_map(|loc| {
            loc.names()
                .filter(|n| {
                    n.rsplit_once('.')
                        .is_none_or(|(_, ext)| !SOURCE_EXTS.contains(&ext))
                })
                .flat_map(|n| match n {
                    Cow::Borrowed(b) => b.split('/').map(Cow::Borrowed).collect::<Vec<_>>(),
                    Cow::Owned(o) => o.split('/').map(|c| Cow::Owned(c.to_owned())).collect(),
                })
                .collect::<Vec<_>>()
        })
        .filter(|c| !c.is_empty())
        .map(|c| {
            if c.contains('*') {
                Cow::Owned(c.replace('*', "x"))
            } else {
                c
            }
        })
        .chain(["environ", "shadow"].map(Cow::Borrowed))
}

/// The directories and files the sandbox hides for the user whose home is `home`: every home
/// and absolute location without a `*`, the dotfiles among the file names as they lie in the
/// home directory (`~/.netrc`, `~/.npmrc`), and airlock's own directories.
pub fn hidden_paths(home: &str) -> Vec<String> {
    let home = home.trim_end_matches('/');
    let secret = SECRET_LOCATIONS
        .iter()
        .filter(|loc| !loc.path.contains('*'))
        .filter_map(|loc| match loc.anchor {
            Anchor::Home => Some(format!("{home}/{}", loc.path)),
            Anchor::Absolute => Some(loc.path.to_owned()),
            Anchor::Name if loc.path.starts_with('.') => Some(format!("{home}/{}", loc.path)),
            Anchor::Name | Anchor::Folder => None,
        });
    let own = AIRLOCK_HOME_DIRS.iter().map(|d| format!("{home}/{d}"));
    secret.chain(own).collect()
}

/// Removes `.` and `..` and doubled slashes, lexically (`..` at the root stays at the root; a
/// relative path keeps the `..` that climb above it). A path that is already normal is returned
/// as it is.
pub fn normalize(path: &str) -> Cow<'_, str> {
    let absolute = path.starts_with('/');
    let body = if absolute {
        path.get(1..).unwrap_or("")
    } else {
        path
    };
    if body.is_empty() || body.split('/').all(|p| !matches!(p, "" | "." | "..")) {
        return Cow::Borrowed(path);
    }
    let mut out: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                if out.last().is_some_and(|l| *l != "..") {
                    out.pop();
                } else if !absolute {
                    out.push("..");
                }
            }
            p => out.push(p),
        }
    }
    let body = out.join("/");
    Cow::Owned(if absolute { format!("/{body}") } else { body })
}

/// Whether the normal `path` is the normal `dir` or inside it.
pub fn within(path: &str, dir: &str) -> bool {
    path == dir
        || path
            .strip_prefix(dir.trim_end_matches('/'))
            .is_some_and(|rest| rest.starts_with('/'))
}

#[cfg(test)]
mod tests;

/// Request-capture and out-of-band interaction services (and every name under them): whatever a
/// URL there carries, in its path or its query, is kept for whoever made the URL, which is what
/// sending a secret out looks like. A GET there is never a read of documentation.
pub const CAPTURE_HOSTS: &[&str] = &[
    "webhook.site",
    "webhook.cool",
    "requestbin.com",
    "requestbin.net",
    "pipedream.net",
    "hookbin.com",
    "beeceptor.com",
    "requestcatcher.com",
    "requestinspector.com",
    "postb.in",
    "ptsv2.com",
    "ptsv3.com",
    "httpdump.app",
    "interact.sh",
    "oast.fun",
    "oast.live",
    "oast.me",
    "oast.online",
    "oast.pro",
    "oast.site",
    "oastify.com",
    "burpcollaborator.net",
    "canarytokens.com",
    "dnslog.cn",
];

/// Whether an address's host is a request-capture service ([`CAPTURE_HOSTS`]) or a name under
/// one, in any case, with or without a user part, a port or a trailing dot ([`url_host`]).
pub fn capture_host(authority: &str) -> bool {
    let host = url_host(authority).host;
    CAPTURE_HOSTS.iter().any(|c| {
        host == *c
            || host
                .strip_suffix(c)
                .is_some_and(|before| before.ends_with('.'))
    })
}
