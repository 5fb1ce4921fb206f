//! The optional webhook: a Slack-compatible JSON body (`text`, plus `blocks` for a button) for
//! each new pending approval, with a link to its card. Delivery runs on its own task with a
//! timeout; a failure is logged and never holds up a decision.

use std::time::Duration;

use serde_json::{Value, json};

/// How long one delivery may take.
const TIMEOUT: Duration = Duration::from_secs(10);

/// Where notifications go.
#[derive(Debug, Clone)]
pub(crate) struct Webhook {
    url: String,
    page: String,
    client: reqwest::Client,
}

impl Webhook {
    /// Notifies `url`; cards are linked under `page`, the daemon's base URL.
    pub(crate) fn new(url: String, page: String) -> Webhook {
        // rustls needs a process-wide crypto provider; a second install is a harmless error.
        let _ = rustls::crypto::ring::default_provider().install_default();
        let client = reqwest::Client::builder()
            .timeout(TIMEOUT)
            .build()
            .unwrap_or_else(|e| {
                tracing::warn!("webhook client with default settings: {e}");
                reqwest::Client::new()
            });
        Webhook { url, page, client }
    }

    /// Sends the notification for a new pending approval, without waiting for it.
    pub(crate) fn notify(&self, view: &Value) {
        let body = body(&self.page, view);
        let (client, url) = (self.client.clone(), self.url.clone());
        tokio::spawn(async move {
            let sent = client
                .post(&url)
                .header("content-type", "application/json")
                .body(body.to_string())
                .send()
                .await;
            match sent {
                Ok(r) if r.status().is_success() => {}
                Ok(r) => tracing::warn!("webhook answered {}", r.status()),
                Err(e) => tracing::warn!("webhook delivery failed: {e}"),
            }
        });
    }
}

/// The Slack-compatible body. Texts are masked already; Slack's own escaping of `<`, `>` and
/// `&` is applied so that a tool name cannot forge a link or a mention.
pub(crate) fn body(page: &str, view: &Value) -> Value {
    let text = |key: &str| slack_escape(view.get(key).and_then(Value::as_str).unwrap_or(""));
    let id = view.get("id").and_then(Value::as_str).unwrap_or("");
    let link = format!("{page}/#approval-{id}");
    let server = text("server");
    let headline = format!(
        "airlock: approval needed: {label}{on} ({tier})",
        label = text("label"),
        on = if server.is_empty() {
            String::new()
        } else {
            format!(" on {server}")
        },
        tier = text("tier"),
    );
    json!({
        "text": format!("{headline}: {reason}. <{link}|Open the card>", reason = text("reason")),
        "blocks": [
            {"type": "section", "text": {"type": "mrkdwn", "text": format!("*{headline}*\n{}", text("reason"))}},
            {"type": "actions", "elements": [
                {"type": "button", "text": {"type": "plain_text", "text": "Open the card"}, "url": link}
            ]}
        ]
    })
}

fn slack_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn body_links_the_card_and_escapes_text() {
        let view = json!({"id": "abc", "server": "mail", "label": "<!channel> send",
                          "tier": "always_ask", "reason": "mail & more"});
        let b = body("http://127.0.0.1:9", &view);
        let text = b["text"].as_str().unwrap();
        assert!(text.contains("&lt;!channel&gt; send on mail"));
        assert!(text.contains("mail &amp; more"));
        assert!(text.ends_with("<http://127.0.0.1:9/#approval-abc|Open the card>"));
        assert_eq!(
            b["blocks"][1]["elements"][0]["url"],
            "http://127.0.0.1:9/#approval-abc"
        );
    }
}
