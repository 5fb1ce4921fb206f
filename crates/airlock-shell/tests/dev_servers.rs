//! The project's dev servers (Ruby, PHP, Python, Node) are the project family: they run the
//! project's code, as its tests do. Bound to every interface (`-o 0.0.0.0`, `--host 0.0.0.0`,
//! `-b tcp://0.0.0.0:9292`, `HOST=0.0.0.0`, Vite's bare `--host`) a server hands the running
//! app to the whole network: asked under its own row, never covered by the family's grant and
//! never allowed.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, PROJECT, project_family};

#[test]
fn dev_servers_on_this_machine_are_the_project_family() {
    project_family(&[
        "bundle exec rackup -p 9292",
        "rackup config.ru -p 9292",
        "bundle exec rackup -o 127.0.0.1 -p 9292",
        "bundle exec puma",
        "bundle exec puma -b tcp://127.0.0.1:9292",
        "puma -C config/puma.rb",
        "bundle exec thin start -p 3000",
        "rails s",
        "bin/rails server -p 3001",
        "rails server -b 127.0.0.1",
        "php -S localhost:8000 -t public",
        "php -S 127.0.0.1:8000 -t public",
        "php artisan serve",
        "uvicorn app:app --reload",
        "uvicorn app.main:app --host 127.0.0.1 --port 8001",
        "flask run",
        "flask --app app run --debug",
        "node server.js",
        "python manage.py runserver",
        "python manage.py runserver 127.0.0.1:8000",
        "gunicorn app:app -b 127.0.0.1:8000",
        "vite --host 127.0.0.1",
        "npm run dev",
    ]);
}

#[test]
fn servers_on_every_interface_ask_under_their_own_row() {
    for s in [
        "bundle exec rackup -o 0.0.0.0 -p 9292",
        "rackup --host 0.0.0.0",
        "bundle exec puma -b tcp://0.0.0.0:9292",
        "puma -b 'tcp://[::]:9292'",
        "rails s -b 0.0.0.0",
        "bin/rails server -b 0.0.0.0 -p 3000",
        "bundle exec rails s -b '::'",
        "php -S 0.0.0.0:8000 -t public",
        "php artisan serve --host=0.0.0.0",
        "uvicorn app:app --host 0.0.0.0 --reload",
        "uvicorn app:app --host=0.0.0.0",
        "flask run --host 0.0.0.0",
        "flask run -h 0.0.0.0",
        "HOST=0.0.0.0 node server.js",
        "python manage.py runserver 0.0.0.0:8000",
        "gunicorn app:app -b 0.0.0.0:8000",
        "gunicorn --bind=0.0.0.0:8000 app:app",
        "npm run dev -- --host 0.0.0.0",
        "cargo run -- serve --host 0.0.0.0",
        "vite --host",
        "npx vite --host --port 5173",
        "nuxi dev --host 0.0.0.0",
        "symfony server:start --allow-all-ip",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
        assert_ne!(v.grant.as_deref(), PROJECT, "{s}: {}", v.row);
        assert_ne!(v.grant.as_deref(), Some("node run/test"), "{s}: {}", v.row);
        assert_ne!(
            v.grant.as_deref(),
            Some("symfony local server"),
            "{s}: {}",
            v.row
        );
    }
    // A dangerous server command keeps always asking.
    for s in [
        "RAILS_ENV=production rails s -b 0.0.0.0",
        "uvicorn app:app --host 0.0.0.0 --env-file .env",
    ] {
        assert_eq!(judge(s, &ENV).level, Level::AlwaysAsk, "{s}");
    }
}
