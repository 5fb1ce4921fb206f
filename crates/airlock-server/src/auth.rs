//! The checks every request passes before a handler sees it: the Host header names this daemon
//! (no DNS rebinding), the token is there as a bearer header (programs and the page alike), and
//! an action (any method but GET and HEAD) from a browser carries a matching Origin. Every
//! answer carries a strict Content-Security-Policy.
//!
//! The page holds no cookie: cookies ignore the port, so one set by this daemon would reach every
//! other server on 127.0.0.1 the browser visits. The printed login URL carries the token in its
//! fragment (`/#token=…`), which browsers never send to any server; the page moves it to
//! `sessionStorage` (kept per origin, port included), strips it from the address bar and sends it
//! as `Authorization: Bearer` with each request, the event stream too (read with `fetch`, since
//! `EventSource` cannot set headers). So the page and its assets, which hold no data and no
//! secret, are served without the token, and nothing else is. Without an ambient credential a
//! page on another origin cannot make the browser act for the user, so no CSRF token is needed.

use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::Daemon;
use crate::api::ApiError;

/// The middleware.
pub(crate) async fn guard(State(daemon): State<Daemon>, req: Request, next: Next) -> Response {
    let mut response = match check(&daemon, &req) {
        Ok(()) => next.run(req).await,
        Err(e) => e.into_response(),
    };
    secure_headers(response.headers_mut());
    response
}

/// Whether `req` may reach its handler.
fn check(daemon: &Daemon, req: &Request) -> Result<(), ApiError> {
    let inner = &daemon.inner;
    let headers = req.headers();
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    if !inner.hosts.iter().any(|h| h == host) {
        return Err(ApiError::Forbidden {
            header: "Host",
            message: format!("this daemon does not answer for the host `{host}`"),
        });
    }
    let path = req.uri().path();
    let reading = req.method() == Method::GET || req.method() == Method::HEAD;
    if reading && (path == "/" || path == "/audit" || path.starts_with("/assets/")) {
        // The page itself: static, no data; it reads the token from its own storage.
        return Ok(());
    }
    if !bearer(headers).is_some_and(|t| same(t, &inner.token)) {
        return Err(unauthorized());
    }
    if !reading {
        let own = format!("http://{host}");
        let origin = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok());
        if let Some(o) = origin
            && o != own
        {
            return Err(ApiError::Forbidden {
                header: "Origin",
                message: format!("actions are accepted only from `{own}`, not from `{o}`"),
            });
        }
    }
    Ok(())
}

fn unauthorized() -> ApiError {
    ApiError::Unauthorized
}

fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

/// Compares secrets in time that does not depend on where they differ.
fn same(given: &str, secret: &str) -> bool {
    let (a, b) = (given.as_bytes(), secret.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0_u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

fn secure_headers(headers: &mut HeaderMap) {
    let set = |headers: &mut HeaderMap, name: header::HeaderName, value: &'static str| {
        headers.insert(name, HeaderValue::from_static(value));
    };
    set(
        headers,
        header::CONTENT_SECURITY_POLICY,
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; \
         img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    set(headers, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(headers, header::X_FRAME_OPTIONS, "DENY");
    set(headers, header::REFERRER_POLICY, "no-referrer");
    set(headers, header::CACHE_CONTROL, "no-store");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_compare_whole() {
        assert!(same("abc", "abc"));
        assert!(!same("abd", "abc"));
        assert!(!same("ab", "abc"));
        assert!(!same("", "abc"));
    }
}
