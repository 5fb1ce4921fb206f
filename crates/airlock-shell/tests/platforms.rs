//! Deploy platforms' command lines as tables: what only reads runs at once, their local dev
//! servers and builds are the platform's one family, a preview or draft deploy is the preview
//! family (tests/previews.rs), and production deploys, secrets, scaling, destroying and
//! everything not listed always ask, in every spelling and through every package runner.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use common::{allowed, always_ask, family};

#[test]
fn platforms_read_only_commands_run_at_once() {
    allowed(&[
        // Fly.io: its configuration shown or checked, secrets' names and digests only.
        "fly status",
        "flyctl status --app acme",
        "fly config validate",
        "fly config show",
        "fly config show -a acme",
        "fly config env",
        "fly secrets list",
        "flyctl secrets list -a acme",
        "fly auth whoami",
        "fly logs -a acme",
        "fly apps list",
        "fly machine list",
        "fly machines ls",
        "fly volumes list",
        "fly ips list",
        "fly scale show",
        "fly releases",
        "fly doctor",
        "fly platform regions",
        // Heroku.
        "heroku apps:info -a acme",
        "heroku auth:whoami",
        "heroku addons",
        "heroku pg:info",
        "heroku ps",
        "heroku releases",
        "heroku logs --tail",
        // Vercel: variable names only.
        "vercel ls",
        "vercel env ls",
        "vercel inspect https://acme.vercel.app",
        "vercel whoami",
        "vercel project ls",
        // Netlify.
        "netlify status",
        "netlify sites:list",
        "netlify functions:list",
        "netlify watch",
        // Railway, Render, Surge.
        "railway status",
        "railway logs",
        "render services list",
        "render deploys list",
        "surge list",
        "surge whoami",
        // Firebase and Wrangler.
        "firebase projects:list",
        "firebase apps:list",
        "firebase hosting:channel:list",
        "firebase functions:log",
        "firebase use",
        "wrangler whoami",
        // Names only, as `fly secrets list`.
        "wrangler secret list",
        "wrangler deployments list",
        "wrangler tail",
        "wrangler pages project list",
        // Through a package runner.
        "npx netlify status",
        "npx vercel ls",
        "npx firebase projects:list",
        "npx wrangler whoami",
    ]);
}

#[test]
fn platforms_local_dev_servers_are_their_family() {
    family(
        "platform",
        &[
            "netlify dev",
            "netlify dev --port 8888",
            "netlify serve",
            "netlify build",
            "netlify functions:serve",
            "vercel dev",
            "vercel dev --listen 3001",
            "vercel build",
            "heroku local web",
            "npx netlify dev",
            "npx vercel dev",
        ],
    );
    // Wrangler's and Firebase's local emulation runs the project's own code with local
    // bindings only: the project family (tests/cloudclis.rs).
    common::project_family(&[
        "firebase emulators:start",
        "firebase emulators:start --only firestore",
        "firebase emulators:exec 'npm test'",
        "wrangler dev",
        "npx wrangler dev",
    ]);
}

#[test]
fn platforms_deploys_secrets_scaling_and_destroying_always_ask() {
    always_ask(&[
        // Deploys: production, and those of platforms with no preview of their own.
        "fly deploy",
        "flyctl deploy --remote-only",
        "fly launch",
        "heroku container:release web",
        "git push heroku main",
        "vercel --prod",
        "vercel deploy --prod",
        "vercel deploy --prebuilt --prod",
        "vercel promote https://x.vercel.app",
        "vercel rollback",
        "netlify deploy --prod",
        "netlify deploy --prod --dir dist",
        "railway up",
        "render deploys create",
        "surge",
        "surge ./dist acme.surge.sh",
        "surge teardown acme.surge.sh",
        "firebase deploy",
        "firebase deploy --only hosting",
        "firebase hosting:channel:deploy preview",
        "wrangler deploy",
        "wrangler publish",
        "wrangler pages deploy dist",
        "npx netlify deploy --prod --dir=dist",
        "npx vercel --prod",
        "npx firebase deploy",
        "npx wrangler deploy",
        "npx surge ./dist",
        // Secrets and variables with their values, set or unset.
        "fly secrets set STRIPE_KEY=sk_live_x",
        "fly secrets unset STRIPE_KEY",
        "fly secrets import < .env",
        "fly auth token",
        "heroku config",
        "heroku config -a acme",
        "heroku config:get DATABASE_URL",
        "heroku config:set X=1",
        "heroku auth:token",
        "vercel env pull .env.local",
        "vercel env add STRIPE_KEY production",
        "vercel env rm STRIPE_KEY",
        "vercel pull --environment=production",
        "netlify env:list",
        "netlify env:get API_KEY",
        "netlify env:set API_KEY x",
        "railway variables",
        "railway variables --set X=1",
        "railway run npm start",
        "railway shell",
        "surge token",
        "firebase functions:config:get",
        "firebase functions:secrets:access STRIPE",
        "wrangler secret put API_KEY",
        // Scaling, restarting, consoles, destroying.
        "fly scale count 3",
        "fly scale vm shared-cpu-2x",
        "fly machine stop 148ed",
        "fly machine destroy 148ed --force",
        "fly apps destroy acme",
        "fly volumes destroy vol_x",
        "fly ssh console",
        "fly proxy 5432 -a acme-db",
        "heroku ps:scale web=0",
        "heroku ps:restart",
        "heroku apps:destroy acme --confirm acme",
        "heroku domains:add acme.com",
        "heroku domains add acme.com",
        "heroku releases:rollback v41",
        "heroku run rails console",
        "heroku pg:reset DATABASE_URL",
        "vercel rm acme",
        "vercel domains add acme.com",
        "vercel -d deploy ls",
        "netlify sites:delete acme",
        "netlify sites:create",
        "netlify init",
        "netlify api deleteSite",
        "render services create",
        "render ssh srv-x",
        "wrangler kv key get KEY --binding X",
        "wrangler d1 execute DB --remote --command 'DROP TABLE users'",
        "firebase projects:delete acme",
    ]);
}

/// Linking the folder to a site, or saving the remote configuration over the local
/// `fly.toml`, writes a project file: asked once under its own row, never read-only.
#[test]
fn platforms_linking_writes_a_project_file() {
    for s in [
        "fly config save -a acme --yes",
        "netlify link",
        "vercel link",
        "railway link",
        "firebase use prod",
    ] {
        let v = airlock_shell::judge(s, &common::ENV);
        assert_ne!(v.level, airlock_shell::Level::Allow, "{s}: {}", v.row);
        assert_ne!(v.grant.as_deref(), Some("platform"), "{s}: {}", v.row);
    }
}
