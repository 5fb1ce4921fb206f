//! The pages and their assets, embedded in the binary (no CDN, no framework). The HTML is the
//! only templated text: it carries the CSRF token, a hex string, in a `<meta>` tag. Every text
//! from an agent or a server reaches the page as JSON and is put in the DOM with `textContent`.

use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::Daemon;

const INDEX: &str = include_str!("../assets/index.html");
const AUDIT: &str = include_str!("../assets/audit.html");
const APP_JS: &str = include_str!("../assets/app.js");
const AUDIT_JS: &str = include_str!("../assets/audit.js");
const COMMON_JS: &str = include_str!("../assets/common.js");
const STYLE: &str = include_str!("../assets/style.css");

/// `GET /`: the approval page.
pub(crate) async fn index(State(d): State<Daemon>) -> Response {
    html(INDEX, &d)
}

/// `GET /audit`: the audit page.
pub(crate) async fn audit(State(d): State<Daemon>) -> Response {
    html(AUDIT, &d)
}

/// `GET /assets/{name}`.
pub(crate) async fn asset(Path(name): Path<String>) -> Response {
    let (body, kind) = match name.as_str() {
        "app.js" => (APP_JS, "text/javascript; charset=utf-8"),
        "audit.js" => (AUDIT_JS, "text/javascript; charset=utf-8"),
        "common.js" => (COMMON_JS, "text/javascript; charset=utf-8"),
        "style.css" => (STYLE, "text/css; charset=utf-8"),
        _ => return (StatusCode::NOT_FOUND, "no such asset").into_response(),
    };
    ([(header::CONTENT_TYPE, kind)], body).into_response()
}

fn html(template: &str, d: &Daemon) -> Response {
    let body = template.replace("{{csrf}}", &d.inner.csrf);
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], body).into_response()
}
