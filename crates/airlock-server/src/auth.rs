//! The checks every request passes before a handler sees it: the Host header names this daemon
//! (no DNS rebinding), the token is there (a bearer header for programs, an HttpOnly SameSite
//! cookie for the page, set by opening the printed login URL), and an action (any method but
//! GET and HEAD) from a browser carries a matching Origin and the page's CSRF token. Every
//! answer carries a strict Content-Security-Policy.

use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::Daemon;
use crate::api::ApiError;

/// The cookie that carries the token for the page.
pub(crate) const COOKIE: &str = "airlock_token";

/// The header that carries the page's CSRF token.
pub(crate) const CSRF_HEADER: &str = "x-airlock-csrf";

/// The CSRF token the page sends with its actions: derived from the secret token, so a page on
/// another origin cannot know it, and stable across restarts.
pub(crate) fn csrf_token(token: &str) -> String {
    airlock_store::sha256_hex(format!("airlock csrf\n{token}").as_bytes())
}

/// How a request proved it may talk to the daemon.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Proof {
    Bearer,
    Cookie,
}

/// The middleware.
pub(crate) async fn guard(State(daemon): State<Daemon>, req: Request, next: Next) -> Response {
    let mut response = match check(&daemon, &req) {
        Ok(Some(login)) => login,
        Ok(None) => next.run(req).await,
        Err(e) => e.into_response(),
    };
    secure_headers(response.headers_mut());
    response
}

/// `Ok(Some(..))` answers the request here (the login redirect), `Ok(None)` lets it through.
fn check(daemon: &Daemon, req: &Request) -> Result<Option<Response>, ApiError> {
    let inner = &daemon.inner;
    let headers = req.headers();
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    if !inner.hosts.iter().any(|h| h == host) {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            Some("Host"),
            format!("this daemon does not answer for the host `{host}`"),
        ));
    }
    let path = req.uri().path();
    if req.method() == Method::GET
        && (path == "/" || path == "/audit")
        && let Some(token) = query_token(req.uri().query())
    {
        return if same(token, &inner.token) {
            Ok(Some(login(path, &inner.token)))
        } else {
            Err(unauthorized())
        };
    }
    let proof = if bearer(headers).is_some_and(|t| same(t, &inner.token)) {
        Proof::Bearer
    } else if cookie(headers).is_some_and(|t| same(t, &inner.token)) {
        Proof::Cookie
    } else {
        return Err(unauthorized());
    };
    if req.method() != Method::GET && req.method() != Method::HEAD {
        let own = format!("http://{host}");
        let origin = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok());
        match (proof, origin) {
            (_, Some(o)) if o != own => {
                return Err(ApiError::new(
                    StatusCode::FORBIDDEN,
                    Some("Origin"),
                    format!("actions are accepted only from `{own}`, not from `{o}`"),
                ));
            }
            (Proof::Cookie, None) => {
                return Err(ApiError::new(
                    StatusCode::FORBIDDEN,
                    Some("Origin"),
                    "a browser action must carry an Origin header".to_owned(),
                ));
            }
            _ => {}
        }
        let csrf = headers.get(CSRF_HEADER).and_then(|c| c.to_str().ok());
        if proof == Proof::Cookie && !csrf.is_some_and(|c| same(c, &inner.csrf)) {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                Some(CSRF_HEADER),
                "the page's CSRF token is missing or wrong; reload the page".to_owned(),
            ));
        }
    }
    Ok(None)
}

fn unauthorized() -> ApiError {
    ApiError::new(
        StatusCode::UNAUTHORIZED,
        Some("Authorization"),
        "a valid token is needed: send `Authorization: Bearer TOKEN` (the token is in the \
         `token` file in airlock's home), or open the URL `airlock serve` printed"
            .to_owned(),
    )
}

/// Sets the cookie and sends the browser to the same page without the token in its address.
fn login(path: &str, token: &str) -> Response {
    let cookie = format!("{COOKIE}={token}; HttpOnly; SameSite=Strict; Path=/");
    (
        StatusCode::SEE_OTHER,
        [
            (header::LOCATION, path.to_owned()),
            (header::SET_COOKIE, cookie),
        ],
    )
        .into_response()
}

fn query_token(query: Option<&str>) -> Option<&str> {
    query?
        .split('&')
        .find_map(|pair| pair.strip_prefix("token="))
}

fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

fn cookie(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|c| c.trim().strip_prefix(COOKIE)?.strip_prefix('='))
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

    #[test]
    fn token_from_query_and_cookie() {
        assert_eq!(query_token(Some("a=1&token=xyz")), Some("xyz"));
        assert_eq!(query_token(Some("tokens=1")), None);
        let mut h = HeaderMap::new();
        h.insert(
            header::COOKIE,
            HeaderValue::from_static("other=1; airlock_token=t0k"),
        );
        assert_eq!(cookie(&h), Some("t0k"));
        h.insert(
            header::COOKIE,
            HeaderValue::from_static("airlock_token_old=x"),
        );
        assert_eq!(cookie(&h), None);
    }
}
