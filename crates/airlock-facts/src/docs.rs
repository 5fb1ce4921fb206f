//! Documentation hosts: the web sites where languages, frameworks, tools and package registries
//! publish the pages an agent reads to learn an API ([`DOCUMENTATION_HOSTS`]), and the one
//! reading of a URL that finds its row ([`documentation_host`]).
//!
//! A GET of a page there is a read, as a web search is: each site is its ecosystem's own, serves
//! its documentation to anyone, and takes no upload by a GET. What a fetch could carry out stays
//! the business of the risky-URL checks, which run before and after this table (credentials in
//! the address or the query, a long opaque blob, a metadata service): a URL this table knows is
//! still asked about when one of those says so.
//!
//! The reading is strict on purpose, because a look-alike must fall outside the table: only
//! `https`, a host of plain letters, digits, dots and hyphens (no user part, no percent-escape,
//! no backslash, no IP literal), no port but 443, and a host that is a row's host exactly or,
//! for a `*.` row, a name under it. `docs.rs.evil.com`, `evil.com/docs.rs`, `docs-rs.com`,
//! `docs.rs:8443` and `docs.rs@evil.com` are all other hosts.

/// One documentation host and the ecosystem whose pages it serves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DocHost {
    /// The host, lower-case: exact (`docs.rs`), or `*.` and a suffix (`*.readthedocs.io`) for
    /// any name under the suffix (not the suffix itself, which needs its own row).
    pub host: &'static str,
    /// The ecosystem whose documentation it is, for a human (`Rust: API docs of every crate`).
    pub ecosystem: &'static str,
}

const fn row(host: &'static str, ecosystem: &'static str) -> DocHost {
    DocHost { host, ecosystem }
}

/// The documentation hosts, by ecosystem. A row belongs here when the site is the language's,
/// the tool's or the registry's own and serves reference pages; a host where anyone publishes
/// arbitrary sites (`github.io`, `pages.dev`, `vercel.app`) or an API endpoint does not.
/// `*.readthedocs.io` (and `github.com`, below) is the exception by design: it hosts the docs of most Python projects and
/// only builds documentation. Its projects' owners can see which of their pages were read, so
/// a URL there could carry a short secret to one: the risky-URL checks (credentials in the
/// query, long blobs) still apply, and a host that asks once covers every host for the session
/// anyway, so the row opens nothing a first approval of the web fetch tool would not.
pub const DOCUMENTATION_HOSTS: &[DocHost] = &[
    // Languages and their standard libraries.
    row("doc.rust-lang.org", "Rust: the book, std and the reference"),
    row("docs.rs", "Rust: API docs of every published crate"),
    row("crates.io", "Rust: the package registry's pages"),
    row("lib.rs", "Rust: an index of crates"),
    row(
        "rust-lang.github.io",
        "Rust: the project's own books (API guidelines, async book)",
    ),
    row(
        "docs.python.org",
        "Python: the language and standard library",
    ),
    row("peps.python.org", "Python: enhancement proposals"),
    row("packaging.python.org", "Python: the packaging guide"),
    row("pypi.org", "Python: the package registry's pages"),
    row(
        "*.readthedocs.io",
        "Python and others: project docs built by Read the Docs",
    ),
    row("docs.astral.sh", "Python: uv and ruff"),
    row("python-poetry.org", "Python: Poetry"),
    row("pip.pypa.io", "Python: pip"),
    row("docs.pytest.org", "Python: pytest"),
    row("go.dev", "Go: the language, the tour and the blog"),
    row("pkg.go.dev", "Go: API docs of every module"),
    row(
        "developer.mozilla.org",
        "the web platform and JavaScript (MDN)",
    ),
    row("nodejs.org", "Node.js"),
    row("docs.npmjs.com", "npm"),
    row("www.npmjs.com", "JavaScript: the package registry's pages"),
    row("npmjs.com", "JavaScript: the package registry's pages"),
    row("pnpm.io", "pnpm"),
    row("yarnpkg.com", "Yarn"),
    row("bun.sh", "Bun"),
    row("elysiajs.com", "Bun: the Elysia framework"),
    row("hono.dev", "JavaScript: the Hono framework"),
    row("docs.deno.com", "Deno"),
    row("jsr.io", "JavaScript: the JSR registry's pages"),
    row("fresh.deno.dev", "Deno: the Fresh framework"),
    row("www.typescriptlang.org", "TypeScript"),
    row("tc39.es", "JavaScript: the language specification"),
    row("docs.oracle.com", "Java: the platform's API docs"),
    row("openjdk.org", "Java: the JDK project"),
    row("kotlinlang.org", "Kotlin"),
    row("docs.gradle.org", "Gradle"),
    row("gradle.org", "Gradle"),
    row("maven.apache.org", "Maven"),
    row("central.sonatype.com", "Java: Maven Central's pages"),
    row("www.scala-lang.org", "Scala"),
    row("docs.scala-lang.org", "Scala"),
    row("learn.microsoft.com", ".NET, C# and Azure"),
    row("www.nuget.org", ".NET: the package registry's pages"),
    row("nuget.org", ".NET: the package registry's pages"),
    row("ruby-doc.org", "Ruby: core and standard library"),
    row("www.ruby-lang.org", "Ruby"),
    row("rubygems.org", "Ruby: the package registry's pages"),
    row("guides.rubyonrails.org", "Ruby on Rails: the guides"),
    row("api.rubyonrails.org", "Ruby on Rails: the API"),
    row("bundler.io", "Ruby: Bundler"),
    row("www.php.net", "PHP"),
    row("getcomposer.org", "PHP: Composer"),
    row("packagist.org", "PHP: the package registry's pages"),
    row("symfony.com", "PHP: Symfony"),
    row("laravel.com", "PHP: Laravel"),
    row("hexdocs.pm", "Elixir and Erlang: API docs of every package"),
    row("clojure.org", "Clojure: the language, its CLI and guides"),
    row("cljdoc.org", "Clojure: API docs of every library"),
    row("clojuredocs.org", "Clojure: the core library's examples"),
    row("clojars.org", "Clojure: the package registry's pages"),
    row("hex.pm", "Elixir and Erlang: the package registry's pages"),
    row("elixir-lang.org", "Elixir"),
    row("www.erlang.org", "Erlang"),
    row("docs.swift.org", "Swift"),
    row("www.swift.org", "Swift"),
    row("developer.apple.com", "Apple platforms"),
    row("developer.android.com", "Android"),
    row("dart.dev", "Dart"),
    row("pub.dev", "Dart and Flutter: the package registry's pages"),
    row("docs.flutter.dev", "Flutter"),
    row("ziglang.org", "Zig"),
    row("en.cppreference.com", "C and C++: the reference"),
    row("cppreference.com", "C and C++: the reference"),
    row("cmake.org", "CMake"),
    row("bazel.build", "Bazel"),
    row("nix.dev", "Nix"),
    row("nixos.org", "Nix and NixOS"),
    row("www.haskell.org", "Haskell"),
    row(
        "hackage.haskell.org",
        "Haskell: the package registry's pages",
    ),
    row("hoogle.haskell.org", "Haskell: the API search"),
    row(
        "downloads.haskell.org",
        "Haskell: GHC's and the libraries' user guides",
    ),
    row("hspec.github.io", "Haskell: the Hspec test framework"),
    row("search.nixos.org", "Nix: the packages' and options' search"),
    row("wiki.nixos.org", "Nix and NixOS: the wiki"),
    row("ocaml.org", "OCaml"),
    // Frameworks and libraries an agent's projects are built with.
    row("react.dev", "React"),
    row("reactnative.dev", "React Native"),
    row("www.electronjs.org", "Electron"),
    row("electronjs.org", "Electron"),
    row(
        "www.electron.build",
        "Electron: electron-builder and its updater",
    ),
    row(
        "electron.build",
        "Electron: electron-builder and its updater",
    ),
    row(
        "code.visualstudio.com",
        "VS Code: its docs and extension API",
    ),
    row("filamentphp.com", "PHP: the Filament admin framework"),
    row("livewire.laravel.com", "PHP: Livewire"),
    row("nextjs.org", "Next.js"),
    row("vuejs.org", "Vue"),
    row("nuxt.com", "Nuxt"),
    row("angular.dev", "Angular"),
    row("angular.io", "Angular"),
    row("svelte.dev", "Svelte"),
    row("vite.dev", "Vite"),
    row("vitejs.dev", "Vite"),
    row("vitest.dev", "Vitest"),
    row("jestjs.io", "Jest"),
    row("playwright.dev", "Playwright"),
    row("docs.cypress.io", "Cypress"),
    row("eslint.org", "ESLint"),
    row("prettier.io", "Prettier"),
    row("biomejs.dev", "Biome"),
    row("expressjs.com", "Express"),
    row("tailwindcss.com", "Tailwind CSS"),
    row("www.prisma.io", "Prisma"),
    row("prisma.io", "Prisma"),
    row("reactrouter.com", "React Router"),
    row("redux.js.org", "Redux"),
    row("getbootstrap.com", "Bootstrap"),
    row("jquery.com", "jQuery"),
    row("api.jquery.com", "jQuery: the API"),
    row("d3js.org", "D3"),
    row("threejs.org", "three.js"),
    row("keras.io", "Keras"),
    row("dotnet.microsoft.com", ".NET"),
    row("asp.net", "ASP.NET"),
    row("blazor.net", "Blazor"),
    row("tomcat.apache.org", "Apache Tomcat"),
    row("wordpress.org", "WordPress"),
    row("developer.wordpress.org", "WordPress: the developer docs"),
    row("make.wordpress.org", "WordPress: the contributor handbooks"),
    row("wp-cli.org", "WP-CLI"),
    row("docs.godotengine.org", "Godot: the engine's docs"),
    row("www.docker.com", "Docker"),
    row("www.terraform.io", "Terraform"),
    row("www.ansible.com", "Ansible"),
    row("docs.unity.com", "Unity"),
    row("dev.epicgames.com", "Unreal Engine"),
    row("docs.djangoproject.com", "Django"),
    row("www.django-rest-framework.org", "Django REST framework"),
    row("flask.palletsprojects.com", "Flask"),
    row("fastapi.tiangolo.com", "FastAPI"),
    row("docs.pydantic.dev", "Pydantic"),
    row("docs.sqlalchemy.org", "SQLAlchemy"),
    row("docs.celeryq.dev", "Celery"),
    row("numpy.org", "NumPy"),
    row("pandas.pydata.org", "pandas"),
    row("scikit-learn.org", "scikit-learn"),
    row("matplotlib.org", "Matplotlib"),
    row("pytorch.org", "PyTorch"),
    row("www.tensorflow.org", "TensorFlow"),
    row("huggingface.co", "machine learning: model and library docs"),
    row("docs.spring.io", "Spring"),
    row("spring.io", "Spring"),
    row("hibernate.org", "Hibernate"),
    row("docs.getdbt.com", "dbt"),
    row("spark.apache.org", "Apache Spark"),
    row("airflow.apache.org", "Apache Airflow"),
    row("buf.build", "Protocol Buffers: buf"),
    row("protobuf.dev", "Protocol Buffers"),
    row("grpc.io", "gRPC"),
    // Databases.
    row("www.postgresql.org", "PostgreSQL"),
    row("dev.mysql.com", "MySQL"),
    row("mariadb.com", "MariaDB"),
    row("www.sqlite.org", "SQLite"),
    row("sqlite.org", "SQLite"),
    row("redis.io", "Redis"),
    row("www.mongodb.com", "MongoDB"),
    row("duckdb.org", "DuckDB"),
    row("clickhouse.com", "ClickHouse"),
    row("graphql.org", "GraphQL"),
    // Version control and its hosts' documentation.
    row("git-scm.com", "Git"),
    row("docs.github.com", "GitHub: the product's docs"),
    row("cli.github.com", "GitHub: the gh command"),
    // Where most libraries keep their README, changelog, release notes and issues, and the
    // raw files behind them. Like `*.readthedocs.io`, the exception by design: a repository's
    // owner sees its most-read paths, so a URL could carry a short secret to one, and the
    // risky-URL checks (credentials in the query, long blobs) still apply; a GET there takes no
    // upload, and one approval of the web fetch tool covers every host anyway.
    row(
        "github.com",
        "GitHub: libraries' READMEs, changelogs, releases and issues",
    ),
    row(
        "raw.githubusercontent.com",
        "GitHub: the raw files of public repositories",
    ),
    row("docs.gitlab.com", "GitLab: the product's docs"),
    // Containers, clusters, infrastructure and clouds.
    row("docs.docker.com", "Docker"),
    row("kubernetes.io", "Kubernetes"),
    row("helm.sh", "Helm"),
    row("kind.sigs.k8s.io", "kind"),
    row("kubectl.docs.kubernetes.io", "kubectl"),
    row(
        "developer.hashicorp.com",
        "Terraform, Vault, Packer, Vagrant",
    ),
    row(
        "registry.terraform.io",
        "Terraform: the provider and module registry's docs",
    ),
    row("opentofu.org", "OpenTofu"),
    row("www.pulumi.com", "Pulumi"),
    row("docs.ansible.com", "Ansible"),
    row("docs.aws.amazon.com", "AWS"),
    row("cloud.google.com", "Google Cloud"),
    row("docs.cloud.google.com", "Google Cloud"),
    row("docs.microsoft.com", ".NET and Azure (the older host)"),
    row("vercel.com", "Vercel"),
    row("docs.netlify.com", "Netlify"),
    row("devcenter.heroku.com", "Heroku"),
    row("fly.io", "Fly.io"),
    row("docs.railway.com", "Railway"),
    row("docs.railway.app", "Railway (the older host)"),
    row("docs.turso.tech", "Turso and libSQL"),
    row("planetscale.com", "PlanetScale"),
    row("neon.tech", "Neon"),
    row("developers.cloudflare.com", "Cloudflare"),
    row("nginx.org", "nginx"),
    row("httpd.apache.org", "Apache HTTP Server"),
    row("caddyserver.com", "Caddy"),
    row("prometheus.io", "Prometheus"),
    row("grafana.com", "Grafana"),
    row("opentelemetry.io", "OpenTelemetry"),
    row("multipass.run", "Multipass"),
    // The libraries a project's code is written against, each on its project's own site:
    // web frameworks, ORMs, test libraries, validation and the SDKs of the services a project
    // reports to or stores in. A service's own console or API host is never one of these.
    row("gin-gonic.com", "Go: the Gin web framework"),
    row("echo.labstack.com", "Go: the Echo web framework"),
    row("docs.gofiber.io", "Go: the Fiber web framework"),
    row("gorm.io", "Go: the GORM ORM"),
    row("entgo.io", "Go: the ent ORM"),
    row(
        "*.testcontainers.org",
        "Testcontainers: each language's library (java., dotnet., node., golang.)",
    ),
    row(
        "testcontainers.com",
        "Testcontainers: the guides and modules",
    ),
    row("junit.org", "Java: JUnit"),
    row("javadoc.io", "Java: API docs of every published artifact"),
    row("xunit.net", ".NET: xUnit.net"),
    row("zod.dev", "TypeScript: Zod"),
    row(
        "tanstack.com",
        "JavaScript: TanStack Query, Router and Table",
    ),
    row("trpc.io", "TypeScript: tRPC"),
    row("testing-library.com", "JavaScript: Testing Library"),
    row("mswjs.io", "JavaScript: Mock Service Worker"),
    row("docs.sentry.io", "Sentry: the SDKs' and integrations' docs"),
    row(
        "docs.datadoghq.com",
        "Datadog: the agents' and libraries' docs",
    ),
    row(
        "docs.trychroma.com",
        "Chroma: the vector database's client docs",
    ),
    row("qdrant.tech", "Qdrant: the vector database's docs"),
    row("sbert.net", "Python: Sentence Transformers"),
    row("python.langchain.com", "Python: LangChain"),
    row("docs.llamaindex.ai", "Python: LlamaIndex"),
    row(
        "docs.ragas.io",
        "Python: Ragas, evaluation of retrieval pipelines",
    ),
    row(
        "docs.pinecone.io",
        "Pinecone: the vector database's client docs",
    ),
    row("docs.ray.io", "Python: Ray"),
    row("docs.vllm.ai", "Python: vLLM"),
    row("docs.pola.rs", "Python and Rust: Polars"),
    row(
        "ssl-config.mozilla.org",
        "Mozilla: the server TLS configuration generator",
    ),
    // The docs sites of the other programs airlock's command tables know: build tools,
    // checkers, runners, migrators, deployers and data tools, each its project's own site.
    row("alembic.sqlalchemy.org", "Python: Alembic"),
    row("hatch.pypa.io", "Python: Hatch"),
    row("pipx.pypa.io", "Python: pipx"),
    row("pdm-project.org", "Python: PDM"),
    row("rye.astral.sh", "Python: Rye"),
    row("tox.wiki", "Python: tox"),
    row("flake8.pycqa.org", "Python: flake8"),
    row("www.mkdocs.org", "Python: MkDocs"),
    row("www.sphinx-doc.org", "Python: Sphinx"),
    row("maturin.rs", "Python and Rust: maturin"),
    row("docs.conda.io", "conda"),
    row("docs.jupyter.org", "Jupyter"),
    row("jupyter.org", "Jupyter"),
    row("docs.streamlit.io", "Streamlit"),
    row("www.gradio.app", "Gradio"),
    row("mlflow.org", "MLflow"),
    row("dvc.org", "DVC"),
    row("docs.wandb.ai", "Weights & Biases"),
    row("docs.dagster.io", "Dagster"),
    row("docs.prefect.io", "Prefect"),
    row("docs.kedro.org", "Kedro"),
    row("quarto.org", "Quarto"),
    row("cran.r-project.org", "R: CRAN"),
    row("pre-commit.com", "pre-commit"),
    row("docs.gunicorn.org", "gunicorn"),
    row("www.uvicorn.org", "uvicorn"),
    row("diesel.rs", "Rust: Diesel"),
    row("www.sea-ql.org", "Rust: SeaORM"),
    row("insta.rs", "Rust: insta"),
    row("nexte.st", "Rust: cargo-nextest"),
    row("opensource.axo.dev", "Rust: cargo-dist"),
    row("docs.shuttle.dev", "Rust: Shuttle"),
    row("golangci-lint.run", "Go: golangci-lint"),
    row("goreleaser.com", "Go: GoReleaser"),
    row("docs.sqlc.dev", "Go: sqlc"),
    row("ko.build", "Go: ko"),
    row("webpack.js.org", "webpack"),
    row("rollupjs.org", "Rollup"),
    row("esbuild.github.io", "esbuild"),
    row("turbo.build", "Turborepo"),
    row("turborepo.com", "Turborepo"),
    row("nx.dev", "Nx"),
    row("lerna.js.org", "Lerna"),
    row("storybook.js.org", "Storybook"),
    row("docs.astro.build", "Astro"),
    row("remix.run", "Remix"),
    row("docs.expo.dev", "Expo"),
    row("expo.dev", "Expo: its changelog and guides"),
    // Smart contracts: Solidity, Foundry, OpenZeppelin, Ethereum's developer docs.
    row("docs.soliditylang.org", "Solidity"),
    row("book.getfoundry.sh", "Foundry"),
    row("getfoundry.sh", "Foundry"),
    row("docs.openzeppelin.com", "OpenZeppelin"),
    row("ethereum.org", "Ethereum: developer docs"),
    row("eips.ethereum.org", "Ethereum: improvement proposals"),
    row("docs.etherscan.io", "Etherscan: the explorer's API"),
    row(
        "docs.safe.global",
        "Safe: multisig wallets' SDK and services",
    ),
    // Commerce and CRM platforms' developer documentation.
    row(
        "developer.salesforce.com",
        "Salesforce: Apex, LWC and the CLI",
    ),
    row("shopify.dev", "Shopify: themes, Liquid, apps and the CLI"),
    row("v2.tauri.app", "Tauri"),
    row("tauri.app", "Tauri"),
    row("pm2.keymetrics.io", "PM2"),
    row("typeorm.io", "TypeORM"),
    row("sequelize.org", "Sequelize"),
    row("knexjs.org", "Knex"),
    row("kysely.dev", "Kysely"),
    row("orm.drizzle.team", "Drizzle"),
    row("commitlint.js.org", "commitlint"),
    row("cspell.org", "CSpell"),
    row("phpstan.org", "PHP: PHPStan"),
    row("psalm.dev", "PHP: Psalm"),
    row("docs.phpunit.de", "PHP: PHPUnit"),
    row("pestphp.com", "PHP: Pest"),
    row("getrector.com", "PHP: Rector"),
    row("cs.symfony.com", "PHP: PHP CS Fixer"),
    row("docs.lando.dev", "Lando"),
    row("rspec.info", "Ruby: RSpec"),
    row("docs.rubocop.org", "Ruby: RuboCop"),
    row("guides.rubygems.org", "Ruby: RubyGems"),
    row("capistranorb.com", "Ruby: Capistrano"),
    row("kamal-deploy.org", "Kamal"),
    row("puma.io", "Ruby: Puma"),
    row("www.scala-sbt.org", "Scala: sbt"),
    row("mill-build.org", "Scala and Java: Mill"),
    row("get-coursier.io", "Scala: Coursier"),
    row("leiningen.org", "Clojure: Leiningen"),
    row("www.jbang.dev", "Java: JBang"),
    row("quarkus.io", "Java: Quarkus"),
    row("detekt.dev", "Kotlin: detekt"),
    row("docs.fastlane.tools", "fastlane"),
    // Embedded development: the RTOS, the vendors' SDKs, the bootloader and the probes' tools.
    row("docs.zephyrproject.org", "Zephyr"),
    row(
        "docs.nordicsemi.com",
        "Nordic Semiconductor's SDKs and tools",
    ),
    row("docs.espressif.com", "Espressif: ESP-IDF and esptool"),
    row("docs.platformio.org", "PlatformIO"),
    row("docs.mcuboot.com", "MCUboot"),
    row("docs.memfault.com", "Memfault: device fleet observability"),
    row("probe.rs", "probe-rs"),
    row("openocd.org", "OpenOCD"),
    row("pyocd.io", "pyOCD"),
    row("api.flutter.dev", "Flutter: the API"),
    row("docs.vapor.codes", "Swift: Vapor"),
    row("clang.llvm.org", "C and C++: Clang"),
    row("llvm.org", "LLVM"),
    row("lldb.llvm.org", "LLDB"),
    row("gcc.gnu.org", "GCC"),
    row("sourceware.org", "GDB and binutils"),
    row("mesonbuild.com", "Meson"),
    row("ninja-build.org", "Ninja"),
    row("ccache.dev", "ccache"),
    row("docs.conan.io", "Conan"),
    row("xmake.io", "xmake"),
    row("scons.org", "SCons"),
    row("www.doxygen.nl", "Doxygen"),
    row("valgrind.org", "Valgrind"),
    row("taskfile.dev", "Task"),
    row("just.systems", "just"),
    row("docs.earthly.dev", "Earthly"),
    row("mise.jdx.dev", "mise"),
    row("direnv.net", "direnv"),
    row("docs.brew.sh", "Homebrew"),
    row("docs.podman.io", "Podman"),
    row("k3d.io", "k3d"),
    row("minikube.sigs.k8s.io", "minikube"),
    row("kustomize.io", "Kustomize"),
    row("skaffold.dev", "Skaffold"),
    row("fluxcd.io", "Flux"),
    row("k9scli.io", "k9s"),
    row("www.openpolicyagent.org", "Open Policy Agent"),
    row("www.conftest.dev", "Conftest"),
    row("cuelang.org", "CUE"),
    row("terragrunt.gruntwork.io", "Terragrunt"),
    row("www.checkov.io", "Checkov"),
    row("trivy.dev", "Trivy"),
    row("www.shellcheck.net", "ShellCheck"),
    row("vale.sh", "Vale"),
    row("git-cliff.org", "git-cliff"),
    row("nektosact.com", "act"),
    row("atlasgo.io", "Atlas"),
    row("docs.liquibase.com", "Liquibase"),
    row("documentation.red-gate.com", "Flyway"),
    row("docs.sqlfluff.com", "SQLFluff"),
    row("www.cockroachlabs.com", "CockroachDB"),
    row("www.envoyproxy.io", "Envoy"),
    row("rclone.org", "rclone"),
    row("restic.net", "restic"),
    row("www.serverless.com", "Serverless Framework"),
    row("docs.amplify.aws", "AWS Amplify"),
    row("firebase.google.com", "Firebase"),
    row("docs.digitalocean.com", "DigitalOcean"),
    row("docs.hetzner.com", "Hetzner Cloud"),
    row("supabase.com", "Supabase"),
    row("robotframework.org", "Robot Framework"),
    row("cucumber.io", "Cucumber"),
    row("codecept.io", "CodeceptJS"),
    row("www.selenium.dev", "Selenium"),
    row("www.vagrantup.com", "Vagrant"),
    row("snapcraft.io", "Snap"),
    row("docs.flatpak.org", "Flatpak"),
    // Shells, editors' protocols and the standards code is written against.
    row("www.gnu.org", "GNU tools: bash, coreutils, make"),
    row("man7.org", "Linux manual pages"),
    row("www.rfc-editor.org", "Internet standards (RFCs)"),
    row(
        "datatracker.ietf.org",
        "Internet standards (RFCs and drafts)",
    ),
    row("www.w3.org", "web standards"),
    row("html.spec.whatwg.org", "the HTML standard"),
    row("json-schema.org", "JSON Schema"),
    row("yaml.org", "YAML"),
    row("toml.io", "TOML"),
    row("semver.org", "Semantic Versioning"),
    row("spec.openapis.org", "OpenAPI"),
    row("modelcontextprotocol.io", "the Model Context Protocol"),
    row("unicode.org", "Unicode"),
];

/// Why a URL is a documentation page: a row of [`DOCUMENTATION_HOSTS`], or the shape of its
/// address ([`documentation_page`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DocPage {
    /// The host is a row of the table.
    Row(&'static DocHost),
    /// The address has a documentation site's shape: `host` (lower-case) and the sign of it.
    Shape {
        /// The page's host, lower-case.
        host: String,
        /// What in the address says "documentation", for a human.
        sign: &'static str,
    },
}

impl DocPage {
    /// The page's host, lower-case (a `*.` row names its pattern).
    pub fn host(&self) -> &str {
        match self {
            DocPage::Row(row) => row.host,
            DocPage::Shape { host, .. } => host,
        }
    }

    /// Why the page is documentation, for a human.
    pub fn why(&self) -> &str {
        match self {
            DocPage::Row(row) => row.ecosystem,
            DocPage::Shape { sign, .. } => sign,
        }
    }
}

/// The first labels of hosts that serve a project's documentation by name (`docs.stripe.com`,
/// `developer.chrome.com`, `book.kubebuilder.io`), or its files' published schemas.
const DOC_LABELS: &[&str] = &[
    "docs",
    "doc",
    "documentation",
    "developer",
    "developers",
    "devdocs",
    "learn",
    "book",
    "guide",
    "guides",
    "manual",
    "reference",
    "wiki",
    "apidocs",
    "api-docs",
    // Where a project publishes the JSON schemas of its files (`schemas.example.dev/v2/x.json`).
    "schemas",
    "schema",
];

/// The path segments under which sites keep their documentation (`resend.com/docs/…`,
/// `filamentphp.com/docs/3.x/…`, `www.drupal.org/docs/…`), among the first three. `api` is not
/// one: on most hosts it is where the service itself answers, not where it is described.
const DOC_SEGMENTS: &[&str] = &[
    "docs",
    "doc",
    "documentation",
    "reference",
    "api-reference",
    "apidocs",
    "guide",
    "guides",
    "manual",
    "handbook",
    "tutorial",
    "tutorials",
    "learn",
    "book",
    "wiki",
];

/// The name suffixes of private networks and of names that never resolve on the internet: a
/// documentation site's shape there says nothing about who serves it.
const PRIVATE_SUFFIXES: &[&str] = &[
    "local",
    "localhost",
    "internal",
    "intranet",
    "lan",
    "home",
    "corp",
    "private",
    "test",
    "example",
    "invalid",
    "arpa",
    "onion",
    "ts.net",
    "svc",
];

/// The hosts of static project sites (GitHub's and GitLab's Pages): they serve files only, run
/// no code of the site's owner on a request and give the owner no log of the paths read, so a
/// page there (`openfoodfacts.github.io/openfoodfacts-server/api/`) reads as a documentation
/// page does.
const STATIC_PAGES: &[&str] = &["github.io", "gitlab.io"];

/// The longest run of letters and digits a segment of a shaped page's path may hold, when it
/// mixes both: longer, it may be a token on its way out rather than a word.
const SHAPE_MIXED_RUN: usize = 12;

/// The longest path, and the most digits in it, of a page known by its shape: a documentation
/// page's address is a few words and a version, never an encoded payload.
const SHAPE_PATH: usize = 120;
const SHAPE_DIGITS: usize = 12;

/// Why `url` is a documentation page, if it is one: a row of [`DOCUMENTATION_HOSTS`]
/// ([`documentation_host`]), or a page of the shape every documentation site has, on a public
/// host: a first label that names documentation (`docs.`, `developer.`, `book.`: `DOC_LABELS`)
/// or a documentation segment among the path's first three (`/docs/`, `/en/guide/`:
/// `DOC_SEGMENTS`), or a page of a project's static site (`STATIC_PAGES`).
///
/// The shape is judged strictly, because anyone can name a host `docs.` or a path `/docs/`:
/// the host is read as the table's rows are (`https`, plain names, port 443, no user part), is
/// not a private network's name (`PRIVATE_SUFFIXES`) and ends in a top-level name of letters;
/// the address has no query (a fragment stays in the browser); and the path is plain words
/// (letters, digits, `.`, `-`, `_`, `~`; at most ten segments of at most sixty characters and
/// `SHAPE_PATH` in all, no dot segment, no run of letters mixed with digits longer than
/// `SHAPE_MIXED_RUN`, at most `SHAPE_DIGITS` digits, no run longer than forty), so it cannot
/// carry a token out. What a fetch could carry out beyond that stays the business of the
/// risky-URL checks, which still run.
pub fn documentation_page(url: &str) -> Option<DocPage> {
    if let Some(row) = documentation_host(url) {
        return Some(DocPage::Row(row));
    }
    let host = plain_https_host(url)?;
    let tld = host.rsplit('.').next()?;
    let private = PRIVATE_SUFFIXES.iter().any(|suffix| {
        host == *suffix
            || host
                .strip_suffix(suffix)
                .is_some_and(|rest| rest.ends_with('.'))
    });
    if private || tld.len() < 2 || !tld.chars().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    let rest = url.get(8..)?;
    let rest = rest.split('#').next().unwrap_or_default();
    if rest.contains('?') {
        return None;
    }
    let path = rest
        .find('/')
        .and_then(|i| rest.get(i..))
        .unwrap_or_default();
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let digits = path.chars().filter(char::is_ascii_digit).count();
    if path.len() > SHAPE_PATH
        || digits > SHAPE_DIGITS
        || segments.len() > 10
        || !segments.iter().all(|s| plain_segment(s))
    {
        return None;
    }
    let label = host.split('.').next().unwrap_or_default();
    let sign = if host.split('.').count() > 2 && DOC_LABELS.contains(&label) {
        "a documentation site, by the first label of its name"
    } else if !segments.is_empty()
        && STATIC_PAGES.iter().any(|suffix| {
            host.strip_suffix(suffix)
                .and_then(|sub| sub.strip_suffix('.'))
                .is_some_and(|sub| !sub.is_empty() && !sub.contains('.'))
        })
    {
        "a project's static site on a pages host"
    } else if segments
        .iter()
        .take(3)
        .any(|s| DOC_SEGMENTS.contains(&s.to_ascii_lowercase().as_str()))
    {
        "a documentation page, by its path"
    } else if segments.last().is_some_and(|s| document_pdf(s)) {
        "a vendor's datasheet or manual, by its file name"
    } else {
        return None;
    };
    Some(DocPage::Shape {
        host: host.clone(),
        sign,
    })
}

/// Words of a PDF's name that say it is a part's or a product's documentation
/// (`Sensirion_SCD4x_Datasheet.pdf`, `rp2040-datasheet.pdf`, `STM32F4-reference-manual.pdf`,
/// `nrf52840_user_guide.pdf`, `AN4899-application-note.pdf`, `errata-sheet.pdf`).
const DOCUMENT_PDF_WORDS: &[&str] = &[
    "datasheet",
    "data-sheet",
    "data_sheet",
    "manual",
    "user-guide",
    "user_guide",
    "userguide",
    "reference",
    "appnote",
    "application-note",
    "application_note",
    "errata",
];

/// Whether a path's last segment is a PDF named as a datasheet or a manual
/// ([`DOCUMENT_PDF_WORDS`]); the path's other rules still hold (plain words, no query).
fn document_pdf(segment: &str) -> bool {
    let lower = segment.to_ascii_lowercase();
    lower
        .strip_suffix(".pdf")
        .is_some_and(|stem| DOCUMENT_PDF_WORDS.iter().any(|w| stem.contains(w)))
}

/// Whether a path segment is a plain word of a documentation page (see [`documentation_page`]).
fn plain_segment(segment: &str) -> bool {
    let plain = segment.len() <= 60
        && segment != "."
        && segment != ".."
        && segment
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | '~'));
    plain
        && segment
            .split(|c: char| !c.is_ascii_alphanumeric())
            .all(|run| {
                let digits = run.chars().filter(char::is_ascii_digit).count();
                let mixed = digits > 0 && digits < run.len();
                run.len() <= 40
                    && (!mixed || run.len() <= SHAPE_MIXED_RUN)
                    && (mixed || digits <= 12)
            })
}

/// The row of [`DOCUMENTATION_HOSTS`] that `url` is a page of, if it is one: an `https` URL of
/// a plain host name (see the module's page for what is refused) on the default port.
pub fn documentation_host(url: &str) -> Option<&'static DocHost> {
    let host = plain_https_host(url)?;
    DOCUMENTATION_HOSTS
        .iter()
        .find(|row| match row.host.strip_prefix("*.") {
            Some(suffix) => host
                .strip_suffix(suffix)
                .and_then(|sub| sub.strip_suffix('.'))
                .is_some_and(|sub| !sub.is_empty()),
            None => host == row.host,
        })
}

/// The host of an `https` URL, lower-case and without a final dot, when the URL has nothing
/// that could make a reader and a fetcher disagree about it.
fn plain_https_host(url: &str) -> Option<String> {
    if !url.is_ascii()
        || url
            .chars()
            .any(|c| c.is_ascii_whitespace() || c.is_ascii_control() || c == '\\')
    {
        return None;
    }
    let scheme = url.get(..8)?;
    if !scheme.eq_ignore_ascii_case("https://") {
        return None;
    }
    let rest = url.get(8..)?;
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let authority = rest.get(..end)?;
    let (host, port) = authority.split_once(':').unwrap_or((authority, "443"));
    if port != "443" {
        return None;
    }
    let host = host.to_ascii_lowercase();
    let host = host.strip_suffix('.').unwrap_or(&host);
    let labels_ok = host.split('.').all(|label| {
        !label.is_empty()
            && !label.starts_with('-')
            && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
    });
    // A host of digits and dots only is an address, never a row's name.
    let named = host.chars().any(|c| c.is_ascii_alphabetic());
    (labels_ok && named && host.contains('.')).then(|| host.to_owned())
}
