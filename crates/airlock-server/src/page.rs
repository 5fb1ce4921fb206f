//! The pages and their assets, embedded in the binary (no CDN, no framework), served without the
//! token: they hold no data and no secret (the page reads its token from `sessionStorage`).
//! Every text from an agent or a server reaches the page as JSON and is put in the DOM with
//! `textContent`.

use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

const INDEX: &str = include_str!("../assets/index.html");
const AUDIT: &str = include_str!("../assets/audit.html");
const APP_JS: &str = include_str!("../assets/app.js");
const AUDIT_JS: &str = include_str!("../assets/audit.js");
const COMMON_JS: &str = include_str!("../assets/common.js");
const STYLE: &str = include_str!("../assets/style.css");

/// `GET /`: the approval page.
pub(crate) async fn index() -> Response {
    html(INDEX)
}

/// `GET /audit`: the audit page.
pub(crate) async fn audit() -> Response {
    html(AUDIT)
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

fn html(body: &'static str) -> Response {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], body).into_response()
}
